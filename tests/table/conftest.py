"""Fixtures for the table tests: a real TableView offscreen with a controller,
and real mouse gestures sent to its viewport."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

import kortbord.table  # noqa: F401 - installs the PySide6 6.12 / Python 3.11 work-around first
from kortbord.engine import Card, GameState, game_info
from kortbord.table.card_item import CardItem
from kortbord.table.controller import GameController
from kortbord.table.seating import SeatConfig
from kortbord.table.view import TableView

HERE = Path(__file__).resolve().parent
TINY_DECK = HERE / "tiny_deck.svg"
NAMES = ("Anna", "Bo", "Carl", "Dina", "Erik", "Frida")
LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


@dataclass
class Table:
    """A controller on a shown view, with what it signalled."""
    view: TableView
    controller: GameController
    qtbot: Any
    statuses: list[str] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    rounds: list[Any] = field(default_factory=list)
    overs: list[Any] = field(default_factory=list)

    @property
    def scene(self) -> Any:
        return self.view.table

    @property
    def state(self) -> GameState:
        return self.controller.state

    def item(self, card: str) -> CardItem:
        uid = self.state.uid[Card.parse(card)]
        return self.scene.cards[uid]

    def point(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def centre_of(self, card: str) -> QPointF:
        """A point on the visible part of ``card`` (its left strip in a fan)."""
        rect = self.item(card).card_rect()
        return QPointF(rect.left() + rect.width() * 0.12, rect.top() + rect.height() * 0.3)

    def zone_centre(self, zone: str) -> QPointF:
        return self.scene.zone_items[zone].rect.center()

    def settle(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(lambda: not self.scene.busy, timeout=timeout)

    def drag(self, card: str, to: QPointF, steps: int = 6) -> None:
        """Press on ``card``, move in steps to ``to`` and release there (viewport events)."""
        vp = self.view.viewport()
        start = self.point(self.centre_of(card))
        end = self.point(to)
        QTest.mousePress(vp, LEFT, NOMOD, start)
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, start + (end - start) * i / steps)
        QTest.mouseRelease(vp, LEFT, NOMOD, end)

    def move(self, to: QPoint | QPointF) -> None:
        """Move the pressed mouse to ``to`` (a viewport point) and let the dragged cards follow
        (they follow once a frame)."""
        QTest.mouseMove(self.view.viewport(), to if isinstance(to, QPoint) else to.toPoint())
        self.qtbot.waitUntil(lambda: self.scene.pointer.pending is None and not self.scene.pointer.frame.isActive())

    def click(self, at: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, NOMOD, self.point(at))

    def double_click(self, card: str) -> None:
        vp = self.view.viewport()
        p = self.point(self.centre_of(card))
        QTest.mousePress(vp, LEFT, NOMOD, p)
        QTest.mouseRelease(vp, LEFT, NOMOD, p)
        QTest.mouseDClick(vp, LEFT, NOMOD, p)


@pytest.fixture
def make_table(qtbot: Any) -> Iterator[Callable[..., Table]]:
    """``make_table(state, computers=(1, 2, 3), speed=1000.0, pause=0)``: a running table."""
    made: list[Table] = []

    def make(state: GameState, computers: tuple[int, ...] = (), *, speed: float = 1000.0,
             pause: int = 0, size: tuple[int, int] = (1024, 640), start: bool = True) -> Table:
        view = TableView()
        qtbot.addWidget(view)
        view.resize(*size)
        seats = [SeatConfig(NAMES[s], s in computers) for s in range(state.players)]
        controller = GameController(view, state, seats, ai_seed=7)
        controller.set_speed(speed)
        controller.set_ai_pause(pause)
        table = Table(view, controller, qtbot)
        controller.status.connect(table.statuses.append)
        controller.moved.connect(table.moves.append)
        controller.round_over.connect(table.rounds.append)
        controller.game_over.connect(table.overs.append)
        view.show()
        qtbot.waitExposed(view)
        if start:
            controller.start()
            table.settle()
        made.append(table)
        return table

    yield make
    for table in made:
        table.controller.stop()


def olsen(notation: str) -> GameState:
    """An Olsen position from its notation."""
    return game_info("olsen").state_class().from_notation(notation)


def olsen_deal(players: int = 4, seed: int = 5) -> GameState:
    return game_info("olsen").new_game(players, {}, seed=seed)


def pending_entries() -> list[dict[str, str]]:
    """The translations waiting in ``assets/i18n/pending/*.jsonl`` (not yet in the .qm files)."""
    import json

    pending = HERE.parent.parent / "assets" / "i18n" / "pending"
    return [json.loads(line) for path in sorted(pending.glob("*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


class PendingTranslator:
    """Qt translator over the pending strings of one language (so a test sees them translated)."""

    def __init__(self, lang: str) -> None:
        from PySide6.QtCore import QTranslator

        table = {(e["context"], e["source"]): e[lang] for e in pending_entries() if e.get(lang)}

        class _Translator(QTranslator):
            def translate(self, context: str, source: str, disambiguation: str | None = None,
                          n: int = -1) -> str | None:  # noqa: D102 - Qt override
                return table.get((context, source))

            def isEmpty(self) -> bool:  # noqa: N802, D102 - Qt override
                return False

        self.translator = _Translator()


@pytest.fixture
def speak(qapp: Any) -> Iterator[Callable[..., None]]:
    """``speak("da")``: switch the application to Danish, pending translations included
    (``speak("da", install=False)`` after the window switched itself)."""
    from PySide6.QtCore import QCoreApplication

    from kortbord.app import i18n

    current: list[Any] = []

    def switch(lang: str, install: bool = True) -> None:
        """``install=False``: the app has installed ``lang`` itself; add the pending strings."""
        for old in current:
            QCoreApplication.removeTranslator(old.translator)
        current.clear()
        if install:
            i18n.install(lang)
        if lang != "en":
            current.append(PendingTranslator(lang))
            QCoreApplication.installTranslator(current[-1].translator)

    yield switch
    switch("en")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The main window (private settings, no autosave); its computers wait."""
    from PySide6.QtCore import QSettings

    from kortbord.app import i18n
    from kortbord.app.settings import Settings
    from kortbord.app.window import MainWindow

    monkeypatch.setenv("KORTBORD_DATA_DIR", str(tmp_path / "data"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    i18n.install("en")
    win = MainWindow(Settings(), persist=False)
    win.ai_pause_override = 600_000   # the computers wait: one position throughout
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
