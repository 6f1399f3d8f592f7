"""The rules controller: joins a game state, the table and the seats.

Gesture -> candidate moves -> the state decides: none legal, the cards glide
back and the status line (and a note on the zone) gives the reason; one, it
is applied and animated; several, a small menu of their descriptions. Moves
without a gesture are buttons in the ``action_bar``. On the human's turn the
cards he may play are raised, the only one he may play (a drawn card that
fits) is marked, and a zone he may click (the stock) glows. Computer seats
(also holders of out-of-turn windows) think in a worker thread and move after
a short, slightly random, pause; the GUI thread never waits. With several
humans at one table, the bottom seat follows the human to act and a privacy
screen covers the cards in between.

What happened is told at the seats: a speech bubble for a call or a message
about a player, a "Skip" stamp on the seat the public fact ``skipped`` names
when it changes (a two made it lose its turn), a lasting "Winner!" at the end.
"""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.moves import Move
from ..engine.state import GameState
from ..engine.state import NOT_A_MOVE
from . import ai_worker
from .ai_worker import ComputerTurns
from .action_bar import ActionBar, buttons_for, suit_label
from .card_item import Mark
from .decor import Tone
from .gestures import GestureMap, matching
from .privacy import PrivacyScreen
from .seating import SeatConfig
from .text import count_text, tr_message
from .timing import HINT_MS, ROUND_PAUSE_MS
from .view import TableView


class GameController(QObject):
    """Plays ``state`` on ``view`` with ``seats`` (one ``SeatConfig`` per seat)."""

    changed = Signal()
    status = Signal(str)
    round_over = Signal(object)
    game_over = Signal(object)
    moved = Signal(str)

    def __init__(self, view: TableView, state: GameState, seats: Sequence[SeatConfig], *,
                 ai_seed: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) != state.players:
            raise ValueError(f"{len(seats)} seat configs for {state.players} players")
        self.view = view
        self.scene = view.table
        self._state = state
        self.seats = list(seats)
        self.info = type(state).info
        self.layout = self.info.layout()
        self.gestures = GestureMap(self.layout, state.zones)
        self.timing = self.scene.timing
        self.ai_seed = ai_seed
        self.computers = ComputerTurns(self.info, self.seats, self.timing, ai_seed, self)
        self.computers.ready.connect(self._schedule)
        humans = [s for s, c in enumerate(self.seats) if not c.computer]
        self.hotseat = len(humans) > 1
        self._local: int | None = humans[0] if humans else None
        self._revealed = not self.hotseat
        self.scene.configure(self.layout, state.players, self.info.id, uno=self.info.id == "uno")
        self.scene.delegate = self
        self.scene.set_seat_names(self.seat_names)
        self.scene.idle.connect(self._schedule)
        self.action_bar = ActionBar()
        self.action_bar.chosen.connect(self._button)
        self.privacy = PrivacyScreen(view)
        self.privacy.revealed.connect(self._reveal)
        self._running = False
        self._version = 0
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._schedule)
        self._hint_token = 0
        self._hint_clear = QTimer(self)
        self._hint_clear.setSingleShot(True)
        self._hint_clear.timeout.connect(self._clear_hint)
        self._menu: QMenu | None = None
        self._over_sent = False
        #: The seat the last view showed as losing its turn (a "Skip" stamp marks a new one).
        self._skipped: object = state.public().get("skipped")
        ai_worker.bridge().done.connect(self._ai_done)

    # --- public API ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def local_seat(self) -> int | None:
        """The seat shown at the bottom (the human whose cards are shown)."""
        return self._local

    @property
    def seat_names(self) -> dict[int, str]:
        return {s: c.name for s, c in enumerate(self.seats)}

    def start(self) -> None:
        """Show the table and let play begin."""
        self._running = True
        self._over_sent = False
        self._follow_human()
        self._refresh((), animate=False)
        self.status.emit(self._turn_text())
        self._schedule()

    def stop(self) -> None:
        """Stop: cancel timers, pending computer moves, menus and drags."""
        self._running = False
        self.computers.cancel()
        self._hold.stop()
        self._hint_clear.stop()
        self._hint_token = 0
        if self._menu is not None:
            self._menu.close()
        self.scene.cancel_interaction()

    def set_speed(self, factor: float) -> None:
        """Animation speed: 1 normal, 2 twice as fast; 0 or >= 100 no animation."""
        self.timing.speed = factor

    def set_ai_pause(self, ms: int) -> None:
        self.timing.ai_pause_ms = max(0, ms)

    def hint(self) -> None:
        """Suggest a move for the local human (the game's normal computer player)."""
        seat = self._local
        if seat is None or not self._revealed or not self._state.legal_moves(seat):
            self.status.emit(QCoreApplication.translate("table", "There is nothing to do just now."))
            return
        player = self.computers.player(seat, "normal")
        self._hint_token = ai_worker.think(player, self._state.view(seat), self._state.legal_moves(seat))

    # --- showing -----------------------------------------------------------------

    def _viewer(self) -> int | None:
        return self._local if self._revealed else None

    def _refresh(self, events: Sequence[Event], animate: bool = True) -> None:
        state, viewer = self._state, self._viewer()
        view = state.view(viewer)
        legal = state.legal_moves(viewer) if viewer is not None else []
        playable: set[int] = set()
        for move in legal:
            if move.cards and self.gestures.has_drop_verb(viewer or 0, move):
                playable |= {state.uid[c] for c in move.cards if c in state.uid}
        card_moves = [m for m in legal if m.cards]
        forced = card_moves[0].cards if len(card_moves) == 1 and viewer == state.to_move() else ()
        clickable = self.gestures.click_zones(viewer, legal) if viewer is not None else set()
        self.scene.set_plate_detail({s: count_text(view.count(f"hand/{s}"))
                                     for s in range(state.players) if f"hand/{s}" in view.zones})
        self.scene.show_view(view, events, local_seat=self._local, playable=playable, animate=animate,
                             highlight={state.uid[c] for c in forced if c in state.uid}, clickable=clickable)
        self._update_buttons(legal)

    def _update_buttons(self, legal: Sequence[Move]) -> None:
        seat = self._viewer()
        if seat is None or not self._running:
            self.action_bar.show_buttons(())
            return
        self.action_bar.show_buttons(buttons_for(self._state, seat, legal, self.gestures, self.seat_names))

    def _turn_text(self) -> str:
        state = self._state
        if state.is_over():
            return QCoreApplication.translate("table", "The game is over.")
        seat = state.to_move()
        if seat is None:
            return ""
        if seat == self._viewer():
            return QCoreApplication.translate("table", "Your turn.")
        name = self.seat_names.get(seat, f"#{seat + 1}")
        if self.seats[seat].computer:
            return QCoreApplication.translate("table", "{name} is thinking…").format(name=name)
        return QCoreApplication.translate("table", "{name}'s turn.").format(name=name)

    # --- hot-seat ------------------------------------------------------------------

    def _follow_human(self) -> None:
        """Hot-seat: the bottom seat follows the human to act; hide cards in between."""
        if not self.hotseat:
            return
        actors = self._state.actors()
        humans = [s for s in actors if not self.seats[s].computer]
        to_move = self._state.to_move()
        nxt = to_move if to_move in humans else (humans[0] if humans else None)
        if nxt is None:
            if self._local not in actors:
                self._revealed = False
            return
        if nxt != self._local or not self._revealed:
            self._local = nxt
            self._revealed = False
            self.privacy.ask(self.seat_names[nxt])

    def _reveal(self) -> None:
        self._revealed = True
        self._refresh((), animate=True)
        self.status.emit(self._turn_text())

    # --- the delegate of the scene (human gestures) ----------------------------------

    def _acting_seat(self) -> int | None:
        return self._local if self._revealed and self._running else None

    def can_drag(self, zone: str) -> bool:
        seat = self._acting_seat()
        return seat is not None and self.gestures.can_drag(seat, zone)

    def can_select(self, zone: str) -> bool:
        seat = self._acting_seat()
        if seat is None or not self.gestures.can_drag(seat, zone):
            return False
        return any(len(m.cards) > 1 and self.gestures.has_drop_verb(seat, m) for m in self._state.legal_moves(seat))

    def drag_targets(self, src: str, cards: tuple[Card, ...]) -> set[str]:
        seat = self._acting_seat()
        if seat is None:
            return set()
        return self.gestures.targets(seat, src, cards, self._state.legal_moves(seat))

    def drop_zones(self, src: str) -> set[str]:
        seat = self._acting_seat()
        return set() if seat is None else self.gestures.drop_zones(seat, src)

    def dropped(self, src: str, cards: tuple[Card, ...], dst: str | None) -> bool:
        seat = self._acting_seat()
        if seat is None or dst is None:
            return False
        return self._submit(self.gestures.drop_candidates(seat, src, cards, dst), dst)

    def clicked(self, zone: str, card: Card | None) -> None:
        seat = self._acting_seat()
        if seat is not None:
            candidates = self.gestures.click_candidates(seat, zone)
            if candidates:
                self._submit(candidates, zone)

    def double_clicked(self, zone: str, card: Card | None) -> None:
        """The obvious move: the only legal move with this card (else a menu)."""
        seat = self._acting_seat()
        if seat is None or card is None or not self.gestures.can_drag(seat, zone):
            return
        legal = [m for m in self._state.legal_moves(seat) if m.cards == (card,)]
        if not legal:
            candidates = [c for dst in sorted(self.gestures.drop_zones(seat, zone))
                          for c in self.gestures.drop_candidates(seat, zone, (card,), dst)]
            self._submit(candidates[:1] or [Move(seat, "play", (card,))])
            return
        self._choose(legal) if len(legal) > 1 else self._human_move(legal[0])

    def _submit(self, candidates: Sequence[Move], zone: str | None = None) -> bool:
        """Apply the one legal move the candidates stand for; True if applied. A refusal's
        reason goes to the status line and, as a note, on ``zone`` (where the cards went)."""
        if not candidates:
            return False
        seat = candidates[0].seat
        legal = matching(self._state.legal_moves(seat), candidates)
        if not legal:
            verdict = self._state.check(candidates[0])
            reason = tr_message(verdict.reason or NOT_A_MOVE(), self.seat_names)
            self.status.emit(reason)
            if zone is not None:
                self.scene.notice(zone, reason)
            return False
        if len(legal) > 1:
            self._choose(legal)
            return False
        return self._human_move(legal[0])

    def _choose(self, moves: Sequence[Move]) -> None:
        if self._menu is not None:
            self._menu.close()
        menu = QMenu(self.view)
        for move in moves:
            action = menu.addAction(suit_label(move, tr_message(self._state.describe(move), self.seat_names)))
            action.triggered.connect(lambda _checked=False, m=move: self._human_move(m))
        self._menu = menu
        menu.aboutToHide.connect(lambda: self._forget_menu(menu))
        menu.popup(QCursor.pos())

    def _forget_menu(self, menu: QMenu) -> None:
        if self._menu is menu:
            self._menu = None
        menu.deleteLater()

    def _button(self, move: object) -> None:
        if isinstance(move, Move) and self._acting_seat() == move.seat:
            self._human_move(move)

    def _human_move(self, move: Move) -> bool:
        if not self._running or self._acting_seat() != move.seat:
            return False
        verdict = self._state.check(move)
        if not verdict.ok:
            self.status.emit(tr_message(verdict.reason or NOT_A_MOVE(), self.seat_names))
            return False
        self._clear_hint()
        self._play(move)
        return True

    # --- applying moves -----------------------------------------------------------

    def _play(self, move: Move) -> None:
        events = self._state.apply(move)
        self._version += 1
        self.computers.cancel()
        self.moved.emit(str(move))
        self._follow_human()
        self._refresh(events)
        news = self._announce(events)
        turn = self._turn_text()
        self.status.emit(" — ".join(t for t in (news, turn) if t))
        self.changed.emit()
        self._schedule()

    def _announce(self, events: Sequence[Event]) -> str:
        """Bubbles, stamps and signals for what ``events`` did; returns the news line."""
        news: list[str] = []
        names = self.seat_names
        self._stamp_skip(events)
        for event in events:
            if event.kind is EventKind.CALL and event.seat is not None and event.message is not None:
                self.scene.speech(event.seat, tr_message(event.message, names))
            elif event.kind is EventKind.MESSAGE and event.message is not None:
                news.append(tr_message(event.message, names))
                if event.seat is not None:
                    self.scene.speech(event.seat, news[-1])
            elif event.kind is EventKind.ROUND_OVER:
                self._hold.start(self.timing.ms(ROUND_PAUSE_MS))
                self.round_over.emit(self._state.result())
        if self._state.is_over() and not self._over_sent:
            self._over_sent = True
            sheet = self._state.result()
            for seat in sheet.winners:
                self.scene.stamp(seat, QCoreApplication.translate("table", "Winner!"), Tone.GOLD, lasting=True)
            self.game_over.emit(sheet)
        return " · ".join(news)

    def _stamp_skip(self, events: Sequence[Event]) -> None:
        """A "Skip" stamp over a seat that has just lost its turn (public fact ``skipped``)."""
        skipped = self._state.public().get("skipped")
        if isinstance(skipped, int) and not isinstance(skipped, bool):
            hand = f"hand/{skipped}"
            if skipped != self._skipped or any(e.kind is EventKind.MOVE and e.dst == hand for e in events):
                self.scene.stamp(skipped, QCoreApplication.translate("table", "Skip"))
        self._skipped = skipped

    # --- computer seats (see ai_worker.ComputerTurns) ----------------------------------

    def _schedule(self) -> None:
        """Start or finish a computer move when the table is quiet."""
        if not self._running or self._state.is_over() or self.scene.busy or self._hold.isActive():
            return
        move = self.computers.poke(self._state, self._version)
        if move is not None:
            self._play(move)

    def _ai_done(self, token: int, move: object) -> None:
        if token and token == self._hint_token:
            self._show_hint(move if isinstance(move, Move) else None)

    # --- hints -------------------------------------------------------------------

    def _show_hint(self, move: Move | None) -> None:
        self._hint_token = 0
        seat = self._acting_seat()
        if move is None or seat is None or move not in self._state.legal_moves(seat):
            return
        uids = [self._state.uid[c] for c in move.cards if c in self._state.uid]
        self.scene.mark_cards(uids, Mark.HINT)
        if move.cards:
            src = self.scene.cards[uids[0]].zone if uids and uids[0] in self.scene.cards else ""
            self.scene.glow_zones(self.gestures.targets(seat, src, move.cards, [move]))
        self.action_bar.flash(move, max(500, self.timing.ms(HINT_MS) or HINT_MS))
        self.status.emit(QCoreApplication.translate("table", "Hint: {move}").format(
            move=tr_message(self._state.describe(move), self.seat_names)))
        self._hint_clear.start(HINT_MS)

    def _clear_hint(self) -> None:
        self._hint_clear.stop()
        self.scene.mark_cards((), Mark.HINT)
        if not self.scene.dragging:
            self.scene.glow_zones(())
