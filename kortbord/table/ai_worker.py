"""Computer players think in a worker thread; the answer comes back as a signal.

The GUI thread computes the seat's ``View`` and legal moves and hands them
over, so the player never touches the live state. Every job has a token; a
controller ignores answers to jobs it has given up (the position changed, or
the game was stopped).
"""
from __future__ import annotations

import atexit
import itertools
import logging
import random
from typing import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..ai.player import Player, wants_to_act
from ..engine.moves import Move
from ..engine.registry import GameInfo
from ..engine.state import GameState
from ..engine.view import View
from .seating import SeatConfig
from .timing import Timing

log = logging.getLogger(__name__)
_tokens = itertools.count(1)


class AiBridge(QObject):
    """Lives in the GUI thread; ``done(token, move_or_None)`` arrives there."""
    done = Signal(int, object)


_bridge: AiBridge | None = None
_pool: QThreadPool | None = None


def bridge() -> AiBridge:
    """The process-wide bridge (created on first use, in the GUI thread)."""
    global _bridge
    if _bridge is None:
        _bridge = AiBridge()
    return _bridge


def pool() -> QThreadPool:
    """A pool of its own, so long thinking never delays card rendering."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(1)
        atexit.register(_pool.waitForDone, 10_000)
    return _pool


class _Think(QRunnable):
    def __init__(self, token: int, player: Player, view: View, legal: Sequence[Move], target: AiBridge) -> None:
        super().__init__()
        self.token, self.player, self.view, self.legal, self.target = token, player, view, list(legal), target

    def run(self) -> None:  # worker thread
        move: Move | None
        try:
            move = self.player.choose(self.view, self.legal)
        except Exception:  # a broken player must not stop the game
            log.exception("computer player failed; a random legal move is played instead")
            move = None
        try:
            self.target.done.emit(self.token, move)
        except RuntimeError:
            pass


def think(player: Player, view: View, legal: Sequence[Move]) -> int:
    """Start thinking; returns the job's token (the answer comes via ``bridge().done``)."""
    token = next(_tokens)
    pool().start(_Think(token, player, view, legal, bridge()))
    return token


class ComputerTurns(QObject):
    """Plays the computer seats: one job at a time, in the worker, after a pause.

    The controller calls ``poke(state, version)`` whenever the table is quiet:
    it starts thinking for the next computer actor (the seat to move first,
    then holders of out-of-turn windows), or hands back the chosen move once
    both the answer and the pause are in. ``ready`` is emitted when either
    arrives. An answer for an older position is dropped; an illegal answer
    (or a failing player) becomes a random legal move, so play never stops.
    """

    ready = Signal()

    def __init__(self, info: GameInfo, seats: Sequence[SeatConfig], timing: Timing, ai_seed: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.info, self.seats, self.timing, self.ai_seed = info, list(seats), timing, ai_seed
        self.rng = random.Random(ai_seed)
        self._players: dict[tuple[int, str], Player] = {}
        self._job: tuple[int, int, int] | None = None   # token, seat, version
        self._answer: Move | None = None
        self._answered = self._paused = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._pause_over)
        bridge().done.connect(self._done)

    def player(self, seat: int, level: str | None = None) -> Player:
        """The computer player of ``seat`` (at its level, or ``level``), made once."""
        wanted = level or self.seats[seat].level
        levels = self.info.ai_levels
        chosen = wanted if wanted in levels or wanted == "random" else levels[-1]
        key = (seat, chosen)
        if key not in self._players:
            self._players[key] = self.info.player(chosen, seed=self.ai_seed * 101 + seat)
        return self._players[key]

    def next_seat(self, state: GameState) -> int | None:
        actors = [s for s in state.actors() if self.seats[s].computer]
        to_move = state.to_move()
        if to_move in actors:
            return to_move
        willing = [s for s in actors if wants_to_act(self.player(s), state.view(s), state.legal_moves(s))]
        return willing[0] if willing else None

    def poke(self, state: GameState, version: int) -> Move | None:
        """Start thinking, or return the move to play now (None: nothing yet)."""
        if self._job is not None:
            if not (self._answered and self._paused):
                return None
            _token, seat, asked = self._job
            move, self._job = self._answer, None
            legal = state.legal_moves(seat) if asked == version else []
            if legal and move not in legal:
                if move is not None:
                    log.warning("computer player of seat %d chose an illegal move %s", seat, move)
                move = self.rng.choice(legal)
            if legal:
                return move
        nxt = self.next_seat(state)
        if nxt is None or state.is_over():
            return None
        token = think(self.player(nxt), state.view(nxt), state.legal_moves(nxt))
        self._job = (token, nxt, version)
        self._answer, self._answered, self._paused = None, False, False
        self._pause.start(self.timing.ai_pause(self.rng))
        return None

    def cancel(self) -> None:
        self._job = None
        self._pause.stop()
        self._answered = self._paused = False

    def _done(self, token: int, move: object) -> None:
        if self._job is None or token != self._job[0]:
            return
        self._answer = move if isinstance(move, Move) else None
        self._answered = True
        self.ready.emit()

    def _pause_over(self) -> None:
        self._paused = True
        self.ready.emit()
