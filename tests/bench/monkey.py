"""GUI monkey: random presses, drags, double-clicks, keys and resizes on the real table
of every registered game (run on purpose, not by pytest).

    python tests/bench/monkey.py [--events 3000] [--seed 1] [--games olsen,casino] [--faults FILE]
    python -X dev tests/bench/monkey.py --events 1000 --gc free --faults faults.log   # the rare-crash hunt

Each game is played on a ``TableView`` with its action bar and a ``GameController``,
one human and computers, and again with two humans at the table (hot seat, the
privacy screen up between them), once animated and once at instant speed. Events go
to the viewport, the action bar, the privacy screen and open menus through
``QTest``; every burst ends by waiting until the table is idle (no animation, no
drag, no computer thinking), and then every card item must lie at its home
position in its zone, no stray card item may be left in the scene, and no error
may have reached ``sys.excepthook``/``threading.excepthook`` (the app's crash
handler, logging only). A finished game is dealt again. Prints one JSON object:
events fired per kind (tries with nothing to act on, such as a button press with
no button shown, are counted apart), bursts checked, games dealt, moves played,
what was found.
"""
from __future__ import annotations

import argparse
import faulthandler
import gc
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMenu, QVBoxLayout, QWidget  # noqa: E402

import kortbord.table  # noqa: E402,F401 - installs the PySide6 work-around first
from kortbord.app.crash import CrashHandler  # noqa: E402
from kortbord.engine import registry  # noqa: E402
from kortbord.table import ai_worker  # noqa: E402
from kortbord.table.card_item import CardItem  # noqa: E402
from kortbord.table.controller import GameController  # noqa: E402
from kortbord.table.seating import SeatConfig  # noqa: E402
from kortbord.table.view import TableView  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
KEYS = [Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_Left, Qt.Key.Key_Right,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_1, Qt.Key.Key_Delete, Qt.Key.Key_F5]
#: Speeds played: animated (the app's "fast") and instant.
SPEEDS = {"animated": 2.0, "instant": 0.0}
IDLE_TIMEOUT_MS = 20_000


class Table:
    """One game on a real view with its action bar, as the window lays them out."""

    def __init__(self, game: str, seed: int, speed: float, hotseat: bool, humans: bool = True) -> None:
        info = registry.game_info(game)
        players = info.min_players if hotseat and info.min_players > 2 else info.default_players
        self.state = info.new_game(players, {}, seed=seed)
        people = ({0, 1} if hotseat else {0}) if humans else set()
        seats = [SeatConfig(f"P{s}", s not in people, info.ai_levels[-1] if not humans else "normal")
                 for s in range(players)]
        self.box = QWidget()
        self.view = TableView()
        self.controller = GameController(self.view, self.state, seats, ai_seed=seed)
        self.controller.set_speed(speed)
        self.controller.set_ai_pause(0)
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.controller.action_bar)
        self.box.resize(1024, 700)
        self.box.show()
        self.controller.start()

    @property
    def scene(self) -> Any:
        return self.view.table

    def close(self) -> None:
        self.controller.stop()
        self.box.close()
        self.box.deleteLater()
        self.controller.deleteLater()


class Monkey:
    """Random input on tables; ``found`` lists what went wrong."""

    def __init__(self, rng: random.Random, folder: Path, humans: bool = True) -> None:
        self.rng, self.humans = rng, humans
        self.crash = CrashHandler(folder, dialogs=False)
        self.errors: list[str] = []
        self.crash.reported.connect(self.errors.append)
        self.fired: dict[str, int] = {}
        self.found: list[str] = []
        self.bursts = self.games = self.moves = self.busy = 0
        self.skipped = 0
        #: Each action returns False when it had nothing to act on (no button, no menu).
        self.actions: dict[str, Callable[[Table], bool]] = {
            "drag": self.drag, "press": self.press, "double_click": self.double_click, "key": self.key,
            "resize": self.resize, "button": self.button, "privacy": self.privacy, "menu": self.menu,
        }

    # --- events ------------------------------------------------------------------

    def point(self, t: Table) -> QPoint:
        """A point on a card half of the time, else anywhere on the viewport."""
        cards = [i for i in t.scene.cards.values() if i.isVisible()]
        if cards and self.rng.random() < 0.6:
            rect = self.rng.choice(cards).card_rect()
            p = QPointF(rect.left() + rect.width() * self.rng.uniform(0.05, 0.95),
                        rect.top() + rect.height() * self.rng.uniform(0.05, 0.95))
            return t.view.mapFromScene(p)
        vp = t.view.viewport()
        return QPoint(self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height())))

    def drag(self, t: Table) -> bool:
        vp = t.view.viewport()
        start = self.point(t)
        if self.rng.random() < 0.6 and t.scene.zone_items:
            zone = self.rng.choice(sorted(t.scene.zone_items))
            end = t.view.mapFromScene(t.scene.zone_items[zone].rect.center())
        else:
            end = self.point(t)
        QTest.mousePress(vp, LEFT, NOMOD, start)
        steps = self.rng.randrange(1, 8)
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, start + (end - start) * i / steps)
            if self.rng.random() < 0.2:
                QTest.qWait(self.rng.randrange(30))
        if self.rng.random() < 0.05:
            QTest.keyClick(t.view, Qt.Key.Key_Escape)      # a key during the drag
        QTest.mouseRelease(vp, LEFT, NOMOD, end)
        return True

    def press(self, t: Table) -> bool:
        QTest.mouseClick(t.view.viewport(), self.rng.choice([LEFT, Qt.MouseButton.RightButton]), NOMOD, self.point(t))
        return True

    def double_click(self, t: Table) -> bool:
        vp, p = t.view.viewport(), self.point(t)
        QTest.mousePress(vp, LEFT, NOMOD, p)
        QTest.mouseRelease(vp, LEFT, NOMOD, p)
        QTest.mouseDClick(vp, LEFT, NOMOD, p)
        return True

    def key(self, t: Table) -> bool:
        QTest.keyClick(t.view, self.rng.choice(KEYS))
        return True

    def resize(self, t: Table) -> bool:
        t.box.resize(self.rng.randrange(320, 1600), self.rng.randrange(240, 1100))
        if self.rng.random() < 0.3:
            QTest.qWait(self.rng.randrange(50))
        return True

    def button(self, t: Table) -> bool:
        bar = t.controller.action_bar
        grid = [*bar.picker.cells.values(), bar.picker.confirm] if bar.picker is not None else []
        buttons = [b for b in [*bar.buttons, *grid] if b.isVisible() and b.isEnabled()]
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), LEFT)
        return bool(buttons)

    def privacy(self, t: Table) -> bool:
        screen = t.controller.privacy
        if not screen.isVisible():
            return False
        QTest.mouseClick(screen.button, LEFT)
        return True

    def menu(self, t: Table) -> bool:
        menu = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()), None)
        if menu is None:
            return False
        if self.rng.random() < 0.3:
            QTest.keyClick(menu, Qt.Key.Key_Escape)
        else:
            for _ in range(self.rng.randrange(1, 4)):
                QTest.keyClick(menu, Qt.Key.Key_Down)
            QTest.keyClick(menu, Qt.Key.Key_Return)
        return True

    def fire(self, t: Table) -> None:
        weights = {"drag": 30, "press": 20, "double_click": 15, "key": 10, "resize": 5, "button": 10,
                   "privacy": 5, "menu": 5}
        kind = self.rng.choices(list(weights), list(weights.values()))[0]
        if self.actions[kind](t):
            self.fired[kind] = self.fired.get(kind, 0) + 1
        else:
            self.skipped += 1

    # --- checks ------------------------------------------------------------------

    def settle(self, t: Table) -> bool:
        """Wait until the table is idle (True), or it never was."""
        end = time.monotonic() + (IDLE_TIMEOUT_MS if self.humans else 2000) / 1000
        while time.monotonic() < end:
            QTest.qWait(10)
            if not t.scene.busy and ai_worker.idle():
                return True
        return False

    def check(self, t: Table, label: str) -> None:
        self.bursts += 1
        if not self.settle(t):
            self.busy += 1
            if t.scene.dragging:
                self.found.append(f"{label}: a drag never ended")
            return   # computers playing on without a pause is not a fault
        scene = t.scene
        items = list(scene.cards.values())
        for item in items:
            if abs(item.pos().x() - item.home[0]) > 0.5 or abs(item.pos().y() - item.home[1]) > 0.5:
                self.found.append(f"{label}: card {item.card} in {item.zone} lies at "
                                  f"({item.pos().x():.0f}, {item.pos().y():.0f}), its place is {item.home}")
            slots = scene.view.zones.get(item.zone, ()) if scene.view is not None else ()
            if all(s.uid != item.uid for s in slots):
                self.found.append(f"{label}: card item {item.uid} shown in {item.zone}, which does not hold it")
        strays = [i for i in scene.items() if isinstance(i, CardItem) and i not in items]
        if strays:
            self.found.append(f"{label}: {len(strays)} card items left in the scene that belong to no zone")
        if self.errors:
            self.found.extend(f"{label}: {text.splitlines()[-1]}" for text in self.errors)
            self.found.extend(self.errors[:1])
            self.errors.clear()

    # --- the run -----------------------------------------------------------------

    def deal(self, game: str, seed: int, speed: str, hotseat: bool) -> Table:
        t = Table(game, seed, SPEEDS[speed], hotseat, self.humans)
        t.controller.moved.connect(self._moved)
        self.games += 1
        return t

    def _moved(self, _text: str) -> None:
        self.moves += 1

    def play(self, game: str, speed: str, hotseat: bool, events: int, seed: int) -> None:
        """``events`` random events on ``game``, in bursts, dealing again when it ends."""
        label = f"{game}/{speed}/{'hotseat' if hotseat else 'solo'}"
        t = self.deal(game, seed, speed, hotseat)
        try:
            done = 0
            while done < events:
                burst = min(events - done, self.rng.randrange(5, 30))
                for _ in range(burst):
                    self.fire(t)
                done += burst
                self.check(t, f"{label} seed {seed + self.games} after {done} events")
                if t.state.is_over():
                    t.close()
                    seed += 1
                    t = self.deal(game, seed, speed, hotseat)
        finally:
            t.close()
            ai_worker.wait_idle()
            QTest.qWait(1)

    def run(self, games: list[str], events: int, seed: int) -> dict[str, Any]:
        started = time.process_time()
        self.crash.install()
        try:
            for game in games:
                for speed in SPEEDS:
                    for hotseat in (False, True) if self.humans else (False,):
                        self.play(game, speed, hotseat, events, seed)
        finally:
            self.crash.uninstall()
        return {"events": sum(self.fired.values()), "by_kind": self.fired, "skipped_nothing_to_act_on": self.skipped, "bursts": self.bursts,
                "bursts_never_idle": self.busy, "games_dealt": self.games, "moves_played": self.moves, "cpu_s": round(time.process_time() - started, 1),
                "found": self.found[:50], "found_count": len(self.found)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=3000, help="events per game, speed and seating")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(registry.GAME_IDS))
    parser.add_argument("--computers-only", action="store_true",
                        help="every seat played by the strongest computer (the worker thinks most of the time)")
    parser.add_argument("--faults", type=Path, help="faulthandler writes a hard crash's stacks here")
    parser.add_argument("--gc", choices=("app", "free", "hammer"), default="app",
                        help="app: Python's cycle collector runs only when no computer thinks, as in the app; "
                             "free: it runs any time, often (the condition of the crash seen before); "
                             "hammer: free, and the GUI thread also collects every 5 ms")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.gc == "app":
        gc.disable()
        collector = QTimer(app)
        collector.timeout.connect(ai_worker.collect_garbage_when_idle)
        collector.start(3000)
    else:
        gc.enable()
        gc.set_threshold(200, 5, 5)
    overlaps = [0]
    if args.gc == "hammer":
        def hammer() -> None:
            overlaps[0] += not ai_worker.idle()
            gc.collect()

        collector = QTimer(app)
        collector.timeout.connect(hammer)
        collector.start(5)
    if args.faults is not None:
        faults = args.faults.open("w")
        faulthandler.enable(faults, all_threads=True)
    folder = Path(tempfile.mkdtemp(prefix="kortbord-monkey-"))
    report = Monkey(random.Random(args.seed), folder, humans=not args.computers_only).run(args.games.split(","), args.events, args.seed)
    report["dev_mode"] = sys.flags.dev_mode
    report["gc"] = args.gc
    if args.gc == "hammer":
        report["collections_while_a_computer_thought"] = overlaps[0]
    print(json.dumps(report, indent=1))
    if args.faults is not None:
        faulthandler.disable()
        faults.close()
    del app


if __name__ == "__main__":
    main()
