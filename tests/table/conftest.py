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
