"""Computer players think in a worker thread; the answer comes back as a signal.

The GUI thread computes the seat's ``View`` and legal moves and hands them
over, so the player never touches the live state. Every job has a token; a
controller ignores answers to jobs it has given up (the position changed, or
the game was stopped).
"""
from __future__ import annotations

import atexit
import gc
import itertools
import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from typing import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.player import Player, pause_factor, wants_to_act
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
_pool: ThreadPoolExecutor | None = None


def bridge() -> AiBridge:
    """The process-wide bridge (created on first use, in the GUI thread)."""
    global _bridge
    if _bridge is None:
        _bridge = AiBridge()
    return _bridge


def pool() -> ThreadPoolExecutor:
    """One worker thread of its own, so long thinking never delays card rendering.

    A plain Python thread, not a QRunnable: the computer players are pure
    Python, and a Python-owned QRunnable could be collected by the GUI thread's
    garbage collector while the pool still ran it (a crash seen under load)."""
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kortbord-ai")
        atexit.register(_pool.shutdown, wait=True, cancel_futures=True)
    return _pool


def _think(token: int, player: Player, view: View, legal: Sequence[Move], target: AiBridge) -> None:
    """Runs in the worker thread; the answer goes to the GUI thread as a queued signal."""
    move: Move | None
    try:
        move = player.choose(view, legal)
    except Exception:  # a broken player must not stop the game
        log.exception("computer player failed; a random legal move is played instead")
        move = None
    try:
        target.done.emit(token, move)
    except RuntimeError:   # the bridge is gone: the application is closing
        pass


_thinking: list[Future[None]] = []


def think(player: Player, view: View, legal: Sequence[Move]) -> int:
    """Start thinking; returns the job's token (the answer comes via ``bridge().done``)."""
    token = next(_tokens)
    _thinking[:] = [f for f in _thinking if not f.done()]
    _thinking.append(pool().submit(_think, token, player, view, list(legal), bridge()))
    return token


def idle() -> bool:
    """Is no computer player thinking right now?"""
    return all(f.done() for f in _thinking)


def wait_idle(seconds: float = 30.0) -> bool:
    """Block until no computer player is thinking (tests, shutting down); True if so."""
    _done, running = wait_futures(_thinking, timeout=seconds)
    return not running


def collect_garbage_when_idle() -> bool:
    """Run Python's cycle collector now unless a computer player is thinking; True if it ran.

    The app turns automatic collection off and calls this from a GUI-thread timer:
    a collection on the GUI thread while the worker ran Python code crashed Qt
    (PySide6 6.11, rarely, under load), so collections wait for a quiet moment."""
    if not idle():
        return False
    gc.collect()
    return True


#: Milliseconds between tries of ``collect_garbage_soon`` (a dropped table's objects are gone by then).
SOON_MS = 100


def collect_garbage_soon(parent: QObject, tries: int = 50) -> None:
    """Collect once no computer player thinks: a table just dropped (its scene, items and
    controller refer to each other) is freed now, not at the next quiet timer tick, which
    a fast table may miss for several games (four full-window felts at 4K)."""
    def attempt(left: int) -> None:
        if not collect_garbage_when_idle() and left > 1:
            QTimer.singleShot(SOON_MS, parent, lambda: attempt(left - 1))

    QTimer.singleShot(SOON_MS, parent, lambda: attempt(tries))


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
                 parent: QObject | None = None, *, pause_span: tuple[int, ...] = ()) -> None:
        super().__init__(parent)
        self.info, self.seats, self.timing, self.ai_seed = info, list(seats), timing, ai_seed
        #: The game's range of the pause before a computer move (``AI_PAUSE_MS``), if it has one.
        self.pause_span = pause_span
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
        chosen = self.info.level(wanted)
        key = (seat, chosen)
        if key not in self._players:
            self._players[key] = self.info.player(chosen, seed=self.ai_seed * 101 + seat)
        return self._players[key]

    def next_seat(self, state: GameState) -> int | None:
        actors = [s for s in state.actors() if self.seats[s].computer]
        to_move = state.to_move()
        if to_move in actors:
            return to_move
        willing = [s for s in actors if not hasattr(self.player(s), "reaction_delay")   # timed: see race.py
                   and wants_to_act(self.player(s), state.view(s), state.legal_moves(s))]
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
        player, view = self.player(nxt), state.view(nxt)
        token = think(player, view, state.legal_moves(nxt))
        self._job = (token, nxt, version)
        self._answer, self._answered, self._paused = None, False, False
        self._pause.start(round(self.timing.ai_pause(self.rng, self.pause_span) * pause_factor(player, view)))
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
