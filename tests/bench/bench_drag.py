"""Benchmark: CPU per mouse-move event while dragging a card over a full table.

    python tests/bench/bench_drag.py [--moves 2000] [--frames 100] [--size 1600x1000]

A table of 108 face-up cards (two French packs and four jokers) in eleven
zones; one card is dragged with N mouse-move events sent to the view's
viewport. Prints one JSON line:

- ``move_ms``: app CPU (``time.process_time``) per move event that the card follows,
  event handling only (events sent synchronously to the viewport; the frame pacing
  of ``table/pointer.py`` is reset before each, as if the motions came a frame apart);
- ``move_paint_ms``: the same including the repaint of the damaged area (the view's
  update request processed after every event);
- ``burst_ms``: per move event of a burst faster than the frame rate, as the window
  system delivers a quick mouse: the card follows once a frame, the rest is remembered;
- ``frame_ms``: rendering the whole view into an image (one full frame);
- ``rss_mb``: resident memory afterwards; ``play_rss_mb``: after a whole
  4-player Olsen game of computer players on the same table.

Target (issue #1, item 5): ``move_ms`` <= 1 ms (KDE kpat: 0.8-0.9 ms), RSS <= 120 MB.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import kortbord.table  # noqa: E402,F401 - the PySide6 6.12 / Python 3.11 work-around first
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QMouseEvent, QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from kortbord.engine import Card, french_deck, game_info  # noqa: E402
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout  # noqa: E402
from kortbord.engine.view import Slot, View  # noqa: E402
from kortbord.table.seating import SeatConfig  # noqa: E402
from kortbord.table.timing import FRAME_MS  # noqa: E402
from kortbord.table.view import TableView  # noqa: E402

LAYOUT = TableLayout(
    zones=(
        *(ZoneLayout(f"row/{i}", x=0.0, y=-1.1 + 0.55 * i, fan=Fan.ROW, step=0.22) for i in range(5)),
        ZoneLayout("stock", x=-3.2, y=-0.4, fan=Fan.PILE, show_count=True),
        ZoneLayout("discard", x=3.2, y=-0.4, fan=Fan.PILE),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.25),
    ),
    gestures=(Gesture(GestureKind.DROP, "play", "hand/{seat}", "discard"),),
)


class Delegate:
    """Accepts drags from the own hand onto the discard pile; applies nothing."""

    def can_drag(self, zone: str) -> bool:
        return zone == "hand/0"

    def can_select(self, zone: str) -> bool:
        return False

    def drag_targets(self, src: str, cards: tuple[Card, ...]) -> set[str]:
        return {"discard"}

    def drop_zones(self, src: str) -> set[str]:
        return {"discard"}

    def dropped(self, src: str, cards: tuple[Card, ...], dst: str | None) -> bool:
        return False

    def clicked(self, zone: str, card: Card | None) -> None:
        pass

    def double_clicked(self, zone: str, card: Card | None) -> None:
        pass


def full_view() -> View:
    cards = french_deck(decks=2, jokers=4)
    assert len(cards) == 108
    sizes = {"hand/0": 14, "hand/1": 14, "stock": 10, "discard": 10,
             **{f"row/{i}": 12 for i in range(5)}}
    zones: dict[str, tuple[Slot, ...]] = {}
    uid = 0
    for name, n in sizes.items():
        zones[name] = tuple(Slot(uid + i, c) for i, c in enumerate(cards[uid:uid + n]))
        uid += n
    assert uid == 108
    return View("bench", 0, 2, zones, {}, 0, (0,))


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def bench(moves: int, frames: int, size: tuple[int, int]) -> dict[str, float]:
    app = QApplication.instance() or QApplication([])
    before = round(rss_mb(), 1)
    view = TableView()
    view.resize(*size)
    view.show()
    scene = view.table
    scene.configure(LAYOUT, 2, "bench")
    scene.delegate = Delegate()
    scene.timing.speed = 1000.0
    scene.show_view(full_view(), local_seat=0, animate=False)
    scene.renderer.wait()
    app.processEvents()
    vp = view.viewport()
    hand = sorted((i for i in scene.cards.values() if i.zone == "hand/0"), key=lambda i: i.index)
    rect = hand[-1].card_rect()
    start = view.mapFromScene(rect.center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(0, -20))
    assert scene.dragging, "the drag did not start"
    app.processEvents()
    width, height = size
    path = [QPoint(int(width * (0.2 + 0.6 * (k % 200) / 200)), int(height * (0.3 + 0.3 * ((k // 7) % 10) / 10)))
            for k in range(moves)]

    def move(point: QPoint) -> None:
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(vp.mapToGlobal(point)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, event)

    pointer = scene.pointer
    dragged = pointer.drag.items[0]
    frame = pointer.frame
    t0 = time.process_time()
    for point in path:
        frame.stop()                     # a frame has passed: this motion is followed
        move(point)
    move_ms = (time.process_time() - t0) * 1000 / moves
    def follows(point: QPoint) -> bool:     # the dragged picture moves, the item stays till the drop
        return dragged.card_rect().translated(pointer.drag.delta).contains(view.mapToScene(point + QPoint(1, 1)))

    assert follows(path[-1]), "the card did not follow"
    app.processEvents()

    t0 = time.process_time()
    for point in path:
        frame.stop()
        move(point)
        app.processEvents()
    move_paint_ms = (time.process_time() - t0) * 1000 / moves

    frame.stop()
    t0 = time.process_time()
    for point in path:
        move(point)
    burst_ms = (time.process_time() - t0) * 1000 / moves
    QTest.qWait(3 * FRAME_MS)
    assert pointer.pending is None and follows(path[-1]), "the last motion of the burst was not followed"

    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, path[-1])
    image = QImage(vp.size() * view.devicePixelRatioF(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter)
    t0 = time.perf_counter()
    for _ in range(frames):
        view.render(painter)
    frame_ms = (time.perf_counter() - t0) * 1000 / frames
    painter.end()
    result = {"rss_before_mb": before, "cards": float(len(scene.cards)), "moves": float(moves), "move_ms": round(move_ms, 4),
              "move_paint_ms": round(move_paint_ms, 4), "burst_ms": round(burst_ms, 4), "frame_ms": round(frame_ms, 3),
              "rss_mb": round(rss_mb(), 1)}
    result["play_rss_mb"] = round(play_olsen(view), 1)
    return result


def play_olsen(view: TableView) -> float:
    """Play a whole 4-player Olsen game of computers on ``view``; RSS afterwards."""
    from kortbord.table.controller import GameController

    app = QApplication.instance()
    assert app is not None
    state = game_info("olsen").new_game(4, {}, seed=3)
    controller = GameController(view, state, [SeatConfig(f"P{s}", True) for s in range(4)])
    controller.set_ai_pause(0)
    controller.set_speed(1000.0)
    controller.start()
    deadline = time.time() + 60
    while not state.is_over() and time.time() < deadline:
        app.processEvents()
    controller.stop()
    return rss_mb()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--frames", type=int, default=100)
    parser.add_argument("--size", default="1600x1000")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    print(json.dumps(bench(args.moves, args.frames, (w, h))))


if __name__ == "__main__":
    main()
