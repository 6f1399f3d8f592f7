"""Timed out-of-turn moves of computer seats on the table's own clock (the Gris race).

A computer player that defines ``reaction_delay(view, legal) -> seconds | None``
makes its out-of-turn moves (window moves while another seat, or no seat, is on
turn) after that delay, counted on ``Clock`` from the moment the window opened
on the table; the move is chosen when the time comes. So who is first is decided
by the drawn delays and the human's click, never by how fast a player thinks or
how busy the PC is. ``Reactions`` keeps one appointment per such seat and drops
it when the seat's window closes. Tests give a ``ManualClock`` and move it on.
"""
from __future__ import annotations

import time
from typing import Callable, Protocol

from PySide6.QtCore import QObject, QTimer

from ..ai.player import Player
from ..engine.moves import Move
from ..engine.state import GameState

Cancel = Callable[[], None]


class Clock(Protocol):
    """Seconds, and a callback after some of them."""

    def now(self) -> float: ...

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel: ...


class QtClock:
    """The wall clock, with single-shot ``QTimer``s in the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        self.parent = parent

    def now(self) -> float:
        return time.monotonic()

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel:
        timer = QTimer(self.parent)
        timer.setSingleShot(True)
        timer.timeout.connect(callback)
        timer.timeout.connect(timer.deleteLater)
        timer.start(max(0, round(seconds * 1000)))
        return timer.stop


class ManualClock:
    """A clock that moves only when told (``advance``): tests without sleeps."""

    def __init__(self) -> None:
        self.time = 0.0
        self._due: list[tuple[float, int, Callable[[], None]]] = []
        self._count = 0

    def now(self) -> float:
        return self.time

    def later(self, seconds: float, callback: Callable[[], None]) -> Cancel:
        self._count += 1
        entry = (self.time + max(0.0, seconds), self._count, callback)
        self._due.append(entry)
        return lambda: self._due.remove(entry) if entry in self._due else None

    def advance(self, seconds: float) -> None:
        """Move on by ``seconds``, running what falls due in time order."""
        end = self.time + seconds
        while True:
            due = sorted(e for e in self._due if e[0] <= end)
            if not due:
                break
            entry = due[0]
            self._due.remove(entry)
            self.time = entry[0]
            entry[2]()
        self.time = end


class Reactions:
    """The appointments of the computer seats with timed window moves.

    ``player(seat)`` gives a seat's player (None: a human seat); ``play(move)``
    makes a move on the table."""

    def __init__(self, clock: Clock, player: Callable[[int], Player | None],
                 play: Callable[[Move], None]) -> None:
        self.clock = clock
        self.player = player
        self.play = play
        self._state: GameState | None = None
        self._booked: dict[int, Cancel] = {}
        #: When each seat's appointment was made and is due (clock seconds), for tests and logs.
        self.due: dict[int, tuple[float, float]] = {}

    @staticmethod
    def timed(player: Player | None, state: GameState, seat: int) -> float | None:
        """The seat's reaction delay now (None: not a timed move)."""
        hook = getattr(player, "reaction_delay", None)
        if hook is None or seat == state.to_move() or seat not in state.actors():
            return None
        delay = hook(state.view(seat), state.legal_moves(seat))
        return None if delay is None else max(0.0, float(delay))

    def update(self, state: GameState) -> None:
        """Book the seats whose timed window has just opened; drop those whose closed."""
        self._state = state
        for seat in list(self._booked):
            if seat not in state.actors() or seat == state.to_move():
                self._drop(seat)
        for seat in state.actors():
            if seat in self._booked:
                continue
            delay = self.timed(self.player(seat), state, seat)
            if delay is not None:
                now = self.clock.now()
                self.due[seat] = (now, now + delay)
                self._booked[seat] = self.clock.later(delay, lambda s=seat: self._fire(s))

    def use(self, clock: Clock) -> None:
        """Run on ``clock`` from now on (a test's ``ManualClock``); bookings are made anew."""
        self.cancel()
        self.clock = clock
        if self._state is not None:
            self.update(self._state)

    def booked(self, seat: int) -> bool:
        return seat in self._booked

    def cancel(self) -> None:
        for seat in list(self._booked):
            self._drop(seat)

    def _drop(self, seat: int) -> None:
        self._booked.pop(seat)()

    def _fire(self, seat: int) -> None:
        self._booked.pop(seat, None)
        state, player = self._state, self.player(seat)
        if state is None or player is None or state.is_over():
            return
        legal = state.legal_moves(seat)
        if legal and seat != state.to_move():
            move = player.choose(state.view(seat), legal)
            self.play(move if move in legal else legal[0])
