"""The rules controller: joins a game state, the table and the seats.

Gesture -> candidate moves -> the state decides: none legal, the cards glide
back and the status line (and a note on the zone) gives the reason; one, it
is applied and animated; several, a small menu of their descriptions. A game
with table hooks (``gestures.GameHooks``) names the exact moves of a drop
itself, from the cards picked on the table and the card dropped on (Casino's
captures and builds); its menu also shows the readings that are not allowed,
greyed, with the reason as their tooltip (the 5♠ sweep). Moves
without a gesture are buttons in the ``action_bar``. On the human's turn the
cards he may play are raised, the only one he may play (a drawn card that
fits) is marked, and a zone he may click (the stock) glows; a game's hooks may
rim good cards (``assist``, the user's "Point out good cards") and dim the ones he
may not play, the reason as their tooltip (``DIM_UNPLAYABLE``). Computer seats
(also holders of out-of-turn windows) think in a worker thread and move after
a short, slightly random, pause; the GUI thread never waits. With several
humans at one table, the bottom seat follows the human to act and a privacy
screen covers the cards in between.

Across PCs (``app.network``): a ``remote`` seat is neither a computer nor a
human at this PC; its moves come in through ``play_remote``, and ``applied``
tells of every move applied (for the host's session). A joined PC's controller
plays a ``net.mirror.Mirror``: its ``relay`` sends the human's moves to the
host, and ``follow`` shows what the host's update says happened.

The table gets a move's events as the seat shown may see them (``events_for``:
the spectator's while the privacy screen is up); only the game's round notes,
host-side like the state they are given, read the full events.
What happened is told at the seats: a speech bubble for a call or a message
about a player, a "Skip" stamp on the seat the public fact ``skipped`` names
when it changes (a two made it lose its turn), a lasting "Winner!" at the end.
News for everybody is a gold banner over the table; a scored round is summed
up over the table until a click (computer players wait for it).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QMenu

from ..ai.player import Player
from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.moves import Move
from ..engine.layout import Select
from ..engine.messages import Message
from ..engine.state import NOT_A_MOVE, GameState
from ..engine.view import View
from . import ai_worker
from .ai_worker import ComputerTurns
from .action_bar import ActionBar, Choice, chooser, suit_label
from .buttons import buttons_for, dressed
from .card_item import Mark
from .card_tags import card_tags_of
from .decor import Tone, linger
from .seat_marks import seat_marks_of
from .gestures import GestureMap, arrived, exact, game_hooks, matching
from .overlays import RoundSummary
from .scene import hand_order
from .privacy import PrivacyScreen
from .race import QtClock, Reactions
from .seating import SeatConfig
from .geometry import expand_zones
from .keyboard import Keyboard
from .flip import Flipper
from .shown import TAKEN, shown_cards
from . import staging
from .staging import Staged
from .last_trick import followed_trick, record_trick, trick_badges, trick_rules_of
from .trick_panels import TrickPanels
from .text import count_text, tr_game, tr_message, tr_named
from .timing import BID_TURN_MS, CHIP_STAGGER_MS, HAND_SHOWN_MS, HINT_MS, ROUND_PAUSE_MS
from .view import TableView

#: The round summary goes by itself after this long at speed 1 (ms).
SUMMARY_MS = 30_000
#: A player out of the game: his nameplate greyed (a game's ``out_seats``).
OUT_OPACITY = 0.4
#: Cards just arrived in the own hand (a game's ``ARRIVALS``) keep a soft rim this long (ms).
ARRIVAL_MS = 4000



def seated(state: GameState, seats: Sequence[SeatConfig]) -> list[SeatConfig]:
    """The players in the seats the game gave them: a game that re-seats the table
    (Whist's partner draw) says in ``public()["seating"]`` which player sits where."""
    order = state.public().get("seating")
    if isinstance(order, list) and sorted(order) == list(range(len(seats))):
        return [seats[i] for i in order]
    return list(seats)

class GameController(QObject):
    """Plays ``state`` on ``view`` with ``seats`` (one ``SeatConfig`` per seat)."""

    changed = Signal()
    status = Signal(str)
    round_over = Signal(object)
    game_over = Signal(object)
    moved = Signal(str)
    #: The player chose how his hand is sorted: "suit" or "rank" (the window remembers it).
    sorted_by = Signal(str)
    #: A move was applied: (move, the state before it, its full events).
    applied = Signal(object, object, object)

    def __init__(self, view: TableView, state: GameState, seats: Sequence[SeatConfig], *,
                 ai_seed: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) != state.players:
            raise ValueError(f"{len(seats)} seat configs for {state.players} players")
        self.view = view
        self.scene = view.table
        self._state = state
        self.seats = seated(state, seats)
        self.info = type(state).info
        self.hooks = game_hooks(self.info.id)
        self.layout = self.info.layout()
        self.gestures = GestureMap(self.layout, state.zones)
        self.timing = self.scene.timing
        self.ai_seed = ai_seed
        self.computers = ComputerTurns(self.info, self.seats, self.timing, ai_seed, self,
                                       pause_span=self.hooks.ai_pause_ms)
        self.computers.ready.connect(self._schedule)
        humans = [s for s, c in enumerate(self.seats) if not c.computer and not c.remote]
        self.hotseat = len(humans) > 1
        self._local: int | None = humans[0] if humans else None
        self._revealed = not self.hotseat
        self.scene.configure(self.layout, state.players, self.info.id, uno=self.info.id == "uno",
                             crosswise=self.hooks.crosswise)
        self.scene.delegate = self
        self.scene.extras.large_tags = self.hooks.large_tags
        self.scene.decor.direction_of = self.hooks.direction
        self.scene.seat_buttons.on_click = self._button
        self.scene.sort_key = self.hooks.hand_order or hand_order
        self.scene.group_key = self.hooks.hand_group
        #: How the own hand is sorted: "suit" (the game's order) or "rank" (``rank_order``).
        self.hand_sort = "suit"
        if self.hooks.rank_order is not None:
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            view.customContextMenuRequested.connect(self._sort_menu)
        self.scene.set_seat_names(self.seat_names)
        self.scene.idle.connect(self._schedule)
        self.scene.idle.connect(self._wake_buttons)
        self.action_bar = ActionBar()
        self.action_bar.grid_verbs = self.hooks.card_grid
        self.scene.extras.tag_scale = self.hooks.tag_scale
        self.action_bar.chosen.connect(self._button)
        self.flipper = Flipper(self.scene)
        self.privacy = PrivacyScreen(view)
        self.privacy.revealed.connect(self._reveal)
        self._running = False
        self._version = 0
        #: Bid cards are being turned one by one: nobody acts until all are seen.
        self._revealing = False
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._schedule)
        #: Cards just arrived in the own hand (rimmed until the timer ends).
        self._arrived: set[int] = set()
        self._arrival_timer = QTimer(self)
        self._arrival_timer.setSingleShot(True)
        self._arrival_timer.timeout.connect(self._arrivals_seen)
        self.scene.chips.on_drop = self._chip_dropped
        self._summary_timer = QTimer(self)
        self._summary_timer.setSingleShot(True)
        self._summary_timer.timeout.connect(self.scene.extras.hide_overlay)
        self._hint_token = 0
        self._hint_clear = QTimer(self)
        self._hint_clear.setSingleShot(True)
        self._hint_clear.timeout.connect(self._hint_over)
        self._menu: QMenu | None = None
        #: A move of the game's ``CONFIRM`` verbs waiting for the Confirm button.
        self._staged: Staged | None = None
        self._sort_popup: QMenu | None = None
        #: Whether the game's ``assist`` cards are pointed out (the user's setting).
        self.assist = True
        self._over_sent = False
        #: The seat the last view showed as losing its turn (a "Skip" stamp marks a new one).
        self._skipped: object = state.public().get("skipped")
        ai_worker.bridge().done.connect(self._ai_done)
        #: The Last trick / Played cards buttons and panels.
        self.tricks = TrickPanels(self.scene, self.action_bar, state, played_cards=bool(self.hooks.played_cards),
                                  names=lambda: self.seat_names, view=lambda: self._state.view(self._viewer()),
                                  status=self.status.emit)
        self.keyboard = Keyboard(view, self.scene)
        #: The game's nudge: the expected move hinted after a while on the human's turn.
        self._nudge = QTimer(self)
        self._nudge.setSingleShot(True)
        self._nudge.timeout.connect(self._nudged)
        #: Computer seats' timed window moves (the Gris race) on the table's clock.
        self.reactions = Reactions(QtClock(self), self._timed_player, self._play_timed)
        #: A joined PC's table: the human's moves go here (to the host) instead of being applied.
        self.relay: Callable[[Move], None] | None = None

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
        self._revealing = False
        self.flipper.clear_turned()
        self.tricks.restart(self._state)
        self._follow_human()
        self._refresh((), animate=False)
        self.status.emit(self._turn_text())
        self._schedule()

    def stop(self) -> None:
        """Stop: cancel timers, pending computer moves, menus and drags."""
        self._running = False
        self._staged = None
        self.computers.cancel()
        self.reactions.cancel()
        self._hold.stop()
        self._nudge.stop()
        self._summary_timer.stop()
        self._hint_clear.stop()
        self._hint_token = 0
        if self._menu is not None:
            self._menu.close()
        self.scene.cancel_interaction()

    def replace(self, state: GameState) -> None:
        """Put ``state`` (the same game, another position: an undo) on the table at once.

        A computer's answer still being thought out is ignored, menus, hints and
        summaries go; the computers then play on from the new position."""
        self.stop()
        self.scene.extras.hide_overlay()
        self._clear_hint()
        self._state = state
        self._version += 1
        self._skipped = state.public().get("skipped")
        self.start()
        self.changed.emit()

    def set_speed(self, factor: float) -> None:
        """Animation speed: 1 normal, 2 twice as fast; 0 or >= 100 no animation."""
        self.timing.speed = factor

    def set_ai_pause(self, ms: int) -> None:
        self.timing.ai_pause_ms = max(0, ms)

    def set_assist(self, on: bool) -> None:
        """Point out the game's good cards (its ``assist`` hook), or not."""
        self.assist = on
        if self._running:
            self._refresh((), animate=False)

    def hint(self) -> None:
        """Suggest a move for the local human (the game's normal computer player)."""
        seat = self._local
        if seat is None or not self._revealed or not self._state.legal_moves(seat):
            self.status.emit(QCoreApplication.translate("table", "There is nothing to do just now."))
            return
        player = self.computers.player(seat, "normal")
        self._hint_token = ai_worker.think(player, self._state.view(seat), self._state.legal_moves(seat))

    def retranslate(self) -> None:
        """Say everything on the table again in the current language (zone labels,
        nameplates, buttons, tags, the status line)."""
        for name, zone_layout, _seat in expand_zones(self.layout, self._state.players):
            item = self.scene.zone_items.get(name)
            if item is not None:
                item.label = tr_game(self.info.id, zone_layout.label)
                item.update()
        self._refresh((), animate=False)
        self.tricks.retranslate()
        self.keyboard.retranslate()
        self.action_bar.retranslate()
        self.status.emit(self._turn_text())

    # --- showing -----------------------------------------------------------------

    def _viewer(self) -> int | None:
        return self._local if self._revealed else None

    def _refresh(self, events: Sequence[Event], animate: bool = True) -> None:
        state, viewer = self._state, self._viewer()
        view = state.view(viewer)
        legal = state.legal_moves(viewer) if viewer is not None else []
        staged = self._staged
        if staged is not None and (staged.move.seat != viewer or staged.move not in legal):
            staged = self._staged = None          # the position moved on (a new deal, an undo)
        if staged is not None:
            view = staging.shown(view, staged)
        playable: set[int] = set()
        for move in legal:
            if move.cards and self.gestures.has_drop_verb(viewer or 0, move):
                playable |= {state.uid[c] for c in move.cards if c in state.uid}
        card_moves = [m for m in legal if m.cards]
        forced = card_moves[0].cards if len(card_moves) == 1 and viewer == state.to_move() else ()
        clickable = self.gestures.click_zones(viewer, legal) if viewer is not None else set()
        if self.hooks.plate_details is not None:
            self.scene.set_plate_detail({s: tr_message(m, self.seat_names)
                                         for s, m in self.hooks.plate_details(view).items()})
        else:
            notes = self.hooks.plate_notes(view) if self.hooks.plate_notes is not None else {}
            self.scene.set_plate_detail({s: count_text(view.count(f"hand/{s}")) + (
                f" · {tr_message(notes[s], self.seat_names)}" if s in notes else "")
                for s in range(state.players) if f"hand/{s}" in view.zones})
        if view.to_move is None and viewer is not None and viewer in view.actors:
            view = replace(view, to_move=viewer)   # all choose at once (Whist's bid): the arrow is at you
        badges = trick_badges(state)
        if self.hooks.pile_badges is not None:
            badges.update({z: tr_message(m, self.seat_names) for z, m in self.hooks.pile_badges(view).items()})
        self.scene.set_badge_texts(badges)
        if self.hooks.taken_cards is not None:
            self.scene.shown.set(self.hooks.taken_cards(view), TAKEN)
        elif self.hooks.shown_briefly:
            self.scene.shown.show_briefly(shown_cards(view.public), bool(events), linger(self.timing, HAND_SHOWN_MS))
        else:
            self.scene.shown.set(shown_cards(view.public))
        if self.hooks.team_bands is not None:
            self.scene.set_plate_bands(self.hooks.team_bands(view))
        shown_trick = self.tricks.take_show()   # the trick just taken: its winner marked while it lies there
        self.scene.show_view(view, events, local_seat=self._local, playable=playable, animate=animate,
                             highlight={state.uid[c] for c in forced if c in state.uid}, clickable=clickable,
                             trick=shown_trick if events else None)
        self._game_notes(view)
        fresh = {state.uid[c] for c in arrived(events, viewer, self.hooks.arrivals) if c in state.uid}
        if fresh:
            self._arrived = fresh
            self._arrival_timer.start(self.scene.decor.linger(ARRIVAL_MS))
        self._assist(view, legal)
        self._chip_stack(viewer, legal)
        self._update_buttons(legal)
        if self.hooks.nudge_ms:
            mine = viewer is not None and viewer == state.to_move() and self._running
            self._nudge.start(self.hooks.nudge_ms) if mine else self._nudge.stop()

    def _chip_stack(self, viewer: int | None, legal: Sequence[Move]) -> None:
        """The player's chips (a game with ``CHIPS``): live while a chip is a move of his."""
        hooks = self.hooks
        if not hooks.chips or hooks.chip_move is None:
            return
        verbs = {hooks.chip_move(viewer, v).verb for v in hooks.chips} if viewer is not None else set()
        live = self._running and any(m.verb in verbs for m in legal)
        self.scene.chips.set_stack(hooks.chips, viewer, live)

    def _chip_dropped(self, value: int) -> None:
        """A chip dragged onto the stake circle: its move, or why not (a note on the circle)."""
        seat = self._acting_seat()
        if seat is not None and self.hooks.chip_move is not None:
            self._offer([self.hooks.chip_move(seat, value)], zone=f"stake/{seat}")

    def _slide_chips(self, before: GameState) -> None:
        """The chips a move paid (a game's ``chip_flows``) slide from zone to zone."""
        if self.hooks.chip_flows is None:
            return
        for i, (src, dst, amount) in enumerate(self.hooks.chip_flows(before.view(None), self._state.view(None))):
            self.scene.chips.slide(src, dst, amount, delay=i * CHIP_STAGGER_MS)

    def _game_notes(self, view: View) -> None:
        """What the game's hooks say about the position: tags on zones and cards, and
        the nameplates of players out of the game greyed."""
        hooks, names, state = self.hooks, self.seat_names, self._state
        if hooks.zone_tags is not None:
            gold = set(hooks.gold_tags(view)) if hooks.gold_tags is not None else set()
            self.scene.extras.set_zone_tags({z: tr_message(m, names) for z, m in hooks.zone_tags(view).items()}, gold)
        if hooks.out_seats is not None:
            out = set(hooks.out_seats(view))
            for seat, plate in self.scene.plates.items():
                plate.setOpacity(OUT_OPACITY if seat in out else 1.0)
        if hooks.card_tags is not None:
            tags = {state.uid[c]: tr_message(m, names) for c, m in hooks.card_tags(view).items() if c in state.uid}
            card_tags_of(self.scene).set(self.scene.cards, tags)
        if hooks.seat_marks is not None:
            seat_marks_of(self.scene).set(self.scene.plates, hooks.seat_marks(view))

    def _assist(self, view: View, legal: Sequence[Move]) -> None:
        """The game's help on the player's hand in his turn: its ``assist`` cards rimmed, and
        with ``DIM_UNPLAYABLE`` the cards he may not play dimmed, the reason as tooltip
        (while he may play some: not in a bidding)."""
        state, seat, hooks = self._state, view.seat, self.hooks
        assisted: set[int] = set()
        notes: dict[int, str] = {}
        if seat is not None and seat in state.actors() and self._running:   # his turn, or all choose at once
            if hooks.assist is not None and self.assist:
                assisted = {state.uid[c] for c in hooks.assist(view) if c in state.uid}
            if hooks.dim_unplayable:
                src = f"hand/{seat}"
                playing = {c for m in legal for c in m.cards}
                aims = {z for m in legal if m.cards for z in self.gestures.targets(seat, src, m.cards, (m,))}
                dst = min(aims or self.gestures.drop_zones(seat, src), default=None)   # where cards go now
                for card in state.zones.get(src, []) if dst is not None and playing else []:
                    tried = self.gestures.drop_candidates(seat, src, (card,), dst)
                    reason = state.check(tried[0]).reason if tried and card not in playing else None
                    if reason is not None:
                        notes[state.uid[card]] = tr_message(reason, self.seat_names)
        self.scene.set_card_notes(assisted | self._arrived, notes)

    def _arrivals_seen(self) -> None:
        """The cards that arrived in the hand are rimmed no longer."""
        gone, self._arrived = self._arrived, set()
        self.scene.set_card_notes(self.scene.assisted - gone, self.scene.card_notes)

    def _update_buttons(self, legal: Sequence[Move]) -> None:
        seat = self._viewer()
        if seat is None or not self._running:
            self.action_bar.show_buttons(())
            self.scene.seat_buttons.set({}, self.scene.geometry)
            return
        buttons = buttons_for(self._state, seat, legal, self.gestures, self.seat_names)
        if self._staged is not None:
            buttons.append(staging.confirm_button(self._staged))
        if self.hooks.seat_verbs:
            self.scene.seat_buttons.set({int(b.move.arg): (b.text, b.move) for b in buttons
                                         if b.enabled and b.move.verb in self.hooks.seat_verbs
                                         and b.move.arg.isdigit()}, self.scene.geometry)
        self.action_bar.show_buttons(dressed(buttons, self._state, seat, self.hooks, self.seat_names))

    def _nudged(self) -> None:
        """Still the human's turn after the game's ``NUDGE_MS``: hint the expected move."""
        if self._running and self._viewer() is not None and self._viewer() == self._state.to_move():
            self.hint()

    def hot_key(self) -> bool:
        """The space bar: click the game's ``HOT_VERB`` button if it is shown; True if so."""
        verb = self.hooks.hot_verb
        spec = next((b for b in self.action_bar.specs if verb and b.move.verb == verb and b.enabled), None)
        if spec is None or not self.action_bar.isEnabled():
            return False
        self._button(spec.move)
        return True

    def prompt_text(self) -> str:
        """The status line at rest: what the local player should do now (the game's
        prompt), or whose turn it is."""
        return self._turn_text()

    def _turn_text(self) -> str:
        state = self._state
        if state.is_over():
            return QCoreApplication.translate("table", "The game is over.")
        viewer = self._viewer()
        if self._staged is not None and self._running:
            return staging.prompt()
        prompt = state.prompt(viewer) if viewer is not None and self._running else None
        if prompt is not None:
            text = tr_message(prompt, self.seat_names)
            if self.scene.select_zones and viewer == state.to_move():   # say how, where clicks choose cards
                text += " – " + QCoreApplication.translate(
                    "table", "click cards on the table to choose them, then drag a card from your hand there.")
            return text
        seat = state.to_move()
        if seat is None:
            waiting = [s for s in state.actors() if s != viewer]
            if not waiting:
                return ""
            names = ", ".join(self.seat_names.get(s, f"#{s + 1}") for s in waiting)
            return QCoreApplication.translate("table", "Waiting for {names}…").format(names=names)
        name = self.seat_names.get(seat, f"#{seat + 1}")
        if self.seats[seat].computer:
            return QCoreApplication.translate("table", "{name} is thinking…").format(name=name)
        return tr_named("table", "{name}'s turn.", name)

    # --- hot-seat ------------------------------------------------------------------

    def _follow_human(self) -> None:
        """Hot-seat: the bottom seat follows the human to act; hide cards in between."""
        if not self.hotseat:
            return
        actors = self._state.actors()
        humans = [s for s in actors if not self.seats[s].computer and not self.seats[s].remote]
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

    # --- sorting the own hand --------------------------------------------------

    def set_hand_sort(self, name: str) -> None:
        """Sort the own hand by ``"suit"`` (the game's order) or ``"rank"`` (when the game has it)."""
        by_rank = name == "rank" and self.hooks.rank_order is not None
        self.hand_sort = "rank" if by_rank else "suit"
        self.scene.sort_key = (self.hooks.rank_order if by_rank else self.hooks.hand_order) or hand_order
        if self._running:
            self._refresh((), animate=True)

    def _sort_menu(self, pos: QPoint) -> None:
        """The right-click menu: Sort by suit / Sort by rank (the current one checked)."""
        menu = self._sort_popup = QMenu(self.view)
        for name, text in (("suit", self.tr("Sort by suit")), ("rank", self.tr("Sort by rank"))):
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(name == self.hand_sort)
            action.triggered.connect(lambda _checked=False, n=name: self._sort_chosen(n))
        menu.popup(self.view.viewport().mapToGlobal(pos))

    def _sort_chosen(self, name: str) -> None:
        self.set_hand_sort(name)
        self.sorted_by.emit(self.hand_sort)

    # --- the delegate of the scene (human gestures) ----------------------------------

    def _acting_seat(self) -> int | None:
        return self._local if self._revealed and self._running and not self._revealing else None

    def can_drag(self, zone: str) -> bool:
        seat = self._acting_seat()
        return seat is not None and (self.gestures.can_drag(seat, zone) or self._unstaging(zone))

    def _unstaging(self, zone: str) -> bool:
        """Is ``zone`` where the staged move's cards lie (they may be dragged back)?"""
        return self._staged is not None and zone == self._staged.dst

    def can_select(self, zone: str) -> bool:
        seat = self._acting_seat()
        if seat is None or not self.gestures.can_drag(seat, zone):
            return False
        if self.hooks.button_moves is not None and zone == f"hand/{seat}":
            return bool(self._state.legal_moves(seat))   # cards chosen for a button ("Give")
        legal = self._state.legal_moves(seat)
        return any(len(m.cards) > 1 and self.gestures.has_drop_verb(seat, m) for m in legal) \
            or self.gestures.selects(seat, zone, legal)

    def can_pick(self, zone: str) -> bool:
        """May the human pick cards now (on his turn, in a selectable zone)?"""
        seat = self._acting_seat()
        return seat is not None and self.scene.selectable(zone) is not Select.NONE \
            and bool(self._state.legal_moves(seat))

    def drag_targets(self, src: str, cards: tuple[Card, ...]) -> set[str]:
        """Zones a legal move of these cards may be dropped on (an empty build is none)."""
        seat = self._acting_seat()
        if seat is None:
            return set()
        if self._unstaging(src):
            return self.drop_zones(src)
        zones = self.gestures.targets(seat, src, cards, self._state.legal_moves(seat))
        return {z for z in zones if self.scene.selectable(z) is not Select.ZONE or self._state.zones.get(z)}

    def drop_zones(self, src: str) -> set[str]:
        seat = self._acting_seat()
        if seat is not None and self._staged is not None and self._unstaging(src):
            return {self._staged.src}
        return set() if seat is None else self.gestures.drop_zones(seat, src)

    def dropped(self, src: str, cards: tuple[Card, ...], dst: str | None) -> bool:
        seat = self._acting_seat()
        if seat is None or dst is None:
            return False
        if self._unstaging(src):
            return dst in self.drop_zones(src) and self._unstage()
        hooked = self._hooked(seat, cards, src, dst, self.scene.pointer.drop_card)
        if hooked is not None:
            return self._offer(hooked, dst)
        verb = self.gestures.each_verb(seat, src, dst) if len(cards) > 1 else None
        if verb is not None:
            return self._each(seat, verb, cards, dst)
        return self._submit(self.gestures.drop_candidates(seat, src, cards, dst), dst)

    def _each(self, seat: int, verb: str, cards: tuple[Card, ...], dst: str) -> bool:
        """A selection dropped for an ``each`` gesture: its move card by card, in order,
        stopping at the first refused one (its reason shown on ``dst``)."""
        applied = False
        for card in cards:
            if not self._submit([Move(seat, verb, (card,))], dst):
                break
            applied = True
        return applied

    def _hooked(self, seat: int, cards: tuple[Card, ...], src: str, dst: str,
                target: Card | None) -> list[Move] | None:
        """The game hook's moves for a drop (None: the hook leaves it to the gestures)."""
        if self.hooks.candidates is None:
            return None
        return self.hooks.candidates(self._state, seat, cards, src, dst, self.scene.picked_cards(), target)

    def clicked(self, zone: str, card: Card | None) -> None:
        """A click on ``zone``: its click move, else on a won pile the last trick."""
        seat = self._acting_seat()
        candidates = self.gestures.click_candidates(seat, zone) if seat is not None else []
        if candidates:
            self._submit(candidates, zone)
        elif zone.startswith("won/"):
            self.tricks.show_last()

    def double_clicked(self, zone: str, card: Card | None) -> None:
        """The obvious move: the only legal move with this card (else a menu)."""
        seat = self._acting_seat()
        if seat is not None and self._unstaging(zone):
            self._unstage()
            return
        if seat is None or card is None or not self.gestures.can_drag(seat, zone):
            return
        hooked = self._hooked(seat, (card,), zone, "", None)
        if hooked is not None:
            self._offer(hooked)
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
            return self._refuse(candidates[0], zone)
        if len(legal) > 1:
            self._choose(legal)
            return False
        return self._human_move(legal[0])

    def _offer(self, moves: Sequence[Move], zone: str | None = None) -> bool:
        """A hook's exact moves: one legal is applied; several are offered, the illegal
        ones greyed with their reason; none legal, the first one's reason is shown."""
        if not moves:
            return False
        legal = exact(self._state.legal_moves(moves[0].seat), moves)
        if len(moves) == 1 or not legal:
            return self._human_move(moves[0]) if legal else self._refuse(moves[0], zone)
        refused = {m: self._state.check(m).reason for m in moves if m not in legal}
        self._choose(moves, {m: r for m, r in refused.items() if r is not None})
        return False

    def _refuse(self, move: Move, zone: str | None) -> bool:
        verdict = self._state.check(move)
        reason = tr_message(verdict.reason or NOT_A_MOVE(), self.seat_names)
        self.status.emit(reason)
        if zone is not None:
            self.scene.notice(zone, reason)
        return False

    def _choose(self, moves: Sequence[Move], refused: dict[Move, Message] | None = None,
                title: str = "", at: QPoint | None = None) -> None:
        if self._menu is not None:
            self._menu.close()
        names = self.seat_names
        choices = [Choice(suit_label(m, tr_message(self._state.describe(m), names)), m,
                          tr_message(refused[m], names) if refused and m in refused else "") for m in moves]
        menu = chooser(self.view, choices, self._human_move, title, at)
        why = [f"{c.text}: {c.refused}" for c in choices if c.refused]
        if why:
            self.status.emit(" · ".join(why))
        self._menu = menu
        menu.aboutToHide.connect(lambda: self._forget_menu(menu))

    def _forget_menu(self, menu: QMenu) -> None:
        if self._menu is menu:
            self._menu = None
        menu.deleteLater()

    def _button(self, move: object) -> None:
        if not isinstance(move, Move) or self._acting_seat() != move.seat:
            return
        if move.verb == staging.CONFIRM:
            self._confirm()
            return
        if self.hooks.button_moves is not None:
            picked = tuple(self.scene.cards[u].card for u in sorted(self.scene.selected)
                           if u in self.scene.cards and self.scene.cards[u].card is not None)
            moves = self.hooks.button_moves(self._state, move, picked)   # type: ignore[arg-type]
            if moves is not None:
                self._offer(moves)
                return
        self._human_move(move)

    def _human_move(self, move: Move) -> bool:
        if not self._running or self._acting_seat() != move.seat:
            return False
        verdict = self._state.check(move)
        if not verdict.ok:
            self.status.emit(tr_message(verdict.reason or NOT_A_MOVE(), self.seat_names))
            return False
        self._clear_hint()
        if move.verb in self.hooks.confirm:
            aims = self.gestures.targets(move.seat, f"hand/{move.seat}", move.cards, [move])
            staged = staging.stage(self._state, move, aims)
            if staged is not None:
                return self._hold_back(staged)
        self._staged = None
        self._play(move)
        self._ask_after(move)
        return True

    def _ask_after(self, move: Move) -> None:
        """The game's question right after the player's own move (hook ``asks``), as a small
        menu where the move's cards went ("Joker = 4♥ or 8♥?" by a staged run)."""
        if self.hooks.asks is None or self.relay is not None or not self._running:
            return
        asked = self.hooks.asks(self._state, move)
        if asked is None:
            return
        title, zone, moves = asked
        item = self.scene.zone_items.get(zone)
        at = None if item is None else self.view.viewport().mapToGlobal(
            self.view.mapFromScene(item.sceneBoundingRect().bottomLeft()))
        self._choose(moves, title=tr_message(title, self.seat_names), at=at)

    def _hold_back(self, staged: Staged) -> bool:
        """Show a move of the game's ``CONFIRM`` verbs made, but wait for Confirm."""
        self._staged = staged
        self._refresh((), animate=True)
        self.status.emit(self._turn_text())
        return True

    def _unstage(self) -> bool:
        """The staged cards go back to the hand; nothing was played."""
        self._staged = None
        self._refresh((), animate=True)
        self.status.emit(self._turn_text())
        return True

    def _confirm(self) -> None:
        """Confirm: the staged move is played (if it still may be)."""
        staged, self._staged = self._staged, None
        if staged is not None and self._running and self._state.check(staged.move).ok:
            self._clear_hint()
            self._play(staged.move)

    # --- applying moves -----------------------------------------------------------

    def _timed_player(self, seat: int) -> Player | None:
        return self.computers.player(seat) if self.seats[seat].computer else None

    def _book_reactions(self) -> None:
        """Timed windows count from the moment they open on screen (not after the animation),
        but not while a round's summary covers the table."""
        if self._running and (self.scene.extras.overlay is None or self._local is None or self.timing.instant):
            self.reactions.update(self._state)

    def _play_timed(self, move: Move) -> None:
        if self._running and not self._state.is_over():
            self._play(move)

    def play_remote(self, move: Move) -> bool:
        """A remote seat's move (from the network): applied if legal now; True if so."""
        if not self._running or not self.seats[move.seat].remote or not self._state.check(move).ok:
            return False
        self._play(move)
        return True

    def set_seat(self, seat: int, config: SeatConfig) -> None:
        """Another player in ``seat`` (a remote player joined, or a computer took over)."""
        self.seats[seat] = self.computers.seats[seat] = config
        self.scene.set_seat_names(self.seat_names)
        self.status.emit(self._turn_text())
        self._schedule()

    def follow(self, events: Sequence[Event], before: GameState) -> None:
        """The state has moved on elsewhere (a joined PC: the host's update): show
        ``events``, already as the local seat may see them."""
        self._version += 1
        self.computers.cancel()
        self.tricks.note(followed_trick(self._state), self._state, events)
        self._show_move(events, events, before)

    def _play(self, move: Move) -> None:
        if self.relay is not None:
            self.relay(move)          # a joined PC: the host plays it, its update shows it
            return
        before = self._state.clone()
        full = self._state.apply(move)
        self.applied.emit(move, before, full)
        if any(e.kind in (EventKind.ROUND_OVER, EventKind.SHUFFLE) for e in full):
            self.reactions.cancel()                  # a new deal closes every window
        self.tricks.note(record_trick(trick_rules_of(self._state), full), self._state, full)   # trick cards are public
        self._version += 1
        self.computers.cancel()
        self.moved.emit(str(move))
        self._follow_human()
        events = self._state.events_for(full, self._viewer(), before)   # only what the table may see
        wait = self._turn_bid_cards(events)
        if wait:
            version = self._version
            self.scene.later(wait, lambda: self._show_move(events, full, before) if version == self._version else None)
            return
        self._show_move(events, full, before)

    def _turn_bid_cards(self, events: Sequence[Event]) -> int:
        """Several cards shown for everybody where they lie face down (Whist's bid cards): turn
        them there one by one, ``BID_TURN_MS`` apart; the table waits that long (ms) before
        they move on. 0: nothing to turn (or no animation)."""
        step = self.timing.ms(BID_TURN_MS)
        uid, items = self._state.uid, self.scene.cards
        geo = self.scene.geometry
        turned: list[tuple[Card, QRectF]] = []
        for event in events:
            for card in event.cards if event.kind is EventKind.CALL else ():
                item = items.get(uid.get(card, -1)) if isinstance(card, Card) else None
                if item is not None and item.face is None and geo is not None and item.zone in geo.zones:
                    zone = geo.zones[item.zone]
                    x, y = zone.card_pos(item.index)
                    turned.append((card, QRectF(x, y, zone.card_w, zone.card_h)))
        if len(turned) < 2 or not step:
            return 0
        self._revealing = True
        return self.flipper.turn_in_place(turned, step)

    def _show_move(self, events: Sequence[Event], full: Sequence[Event], before: GameState) -> None:
        """The table shows a move just made (``before``: the state before it): animated,
        announced, and play goes on."""
        self._revealing = False
        self.flipper.clear_turned()
        self._refresh(events)
        self._slide_chips(before)
        news = self._announce(events, full)
        card = self.hooks.turned(self._state.view(self._viewer())) if self.hooks.turned is not None else None
        if card is not None:
            self.flipper.show(card, news)   # turned for everybody: it flips in the middle
        turn = self._turn_text()
        self.status.emit(" — ".join(t for t in (news, turn) if t))
        self.changed.emit()
        self._book_reactions()
        self._schedule()

    def _announce(self, events: Sequence[Event], full: Sequence[Event]) -> str:
        """Bubbles, stamps and signals for what ``events`` did; returns the news line.
        Only the game's round notes, host-side like the state they get, read the ``full`` events."""
        news: list[str] = []
        banner = ""
        names = self.seat_names
        self._stamp_skip(events)
        for event in events:
            if event.kind is EventKind.CALL and event.seat is not None and event.message is not None:
                self.scene.speech(event.seat, tr_message(event.message, names))
            elif event.kind is EventKind.MESSAGE and event.message is not None:
                news.append(tr_message(event.message, names))
                if event.seat is not None:
                    self.scene.speech(event.seat, news[-1])
                else:
                    banner = news[-1]
            elif event.kind is EventKind.ROUND_OVER:
                self._hold.start(self.timing.ms(ROUND_PAUSE_MS))
                if self.hooks.summary:
                    self._sum_up(event, full)
                self.round_over.emit(self._state.result())
        if banner and self.scene.extras.overlay is None:
            self.scene.extras.banner(banner)
        if self._state.is_over() and not self._over_sent:
            self._over_sent = True
            sheet = self._state.result()
            for seat in sheet.winners:
                self.scene.stamp(seat, QCoreApplication.translate("table", "Winner!"), Tone.GOLD, lasting=True)
            self.game_over.emit(sheet)
        return " · ".join(news)

    def _sum_up(self, event: Event, events: Sequence[Event]) -> None:
        """Lay the summary of the round just scored over the table, until a click."""
        notes = getattr(self._state, "round_notes", None)   # a joined PC's Mirror: the host's figures
        if notes is None and self.hooks.round_notes is not None:
            notes = self.hooks.round_notes(self._state, events)
        title = tr_message(event.message, self.seat_names) if event.message is not None else ""
        self.scene.extras.show_overlay(RoundSummary(self._state.result(), self.seat_names, title, notes))
        self._summary_timer.start(self.scene.decor.linger(SUMMARY_MS))
        self.action_bar.setEnabled(False)   # the next deal's buttons wait until the summary is read

    def _wake_buttons(self) -> None:
        if self.scene.extras.overlay is None:
            self.action_bar.setEnabled(True)

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
        if not self._running or self._state.is_over() or self.scene.busy or self._hold.isActive() \
                or self._revealing:
            return
        if self.scene.extras.overlay is not None and self._local is not None and not self.timing.instant:
            return   # the family reads the round's summary first
        self._book_reactions()
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
        more = self.hooks.involved(self._state, move) if self.hooks.involved is not None else ()
        self.scene.mark_cards(uids + [self._state.uid[c] for c in more if c in self._state.uid], Mark.HINT)
        if move.cards:
            src = self.scene.cards[uids[0]].zone if uids and uids[0] in self.scene.cards else ""
            self.scene.glow_zones(self.gestures.targets(seat, src, move.cards, [move]))
        self.action_bar.flash(move, max(500, self.timing.ms(HINT_MS) or HINT_MS))
        self.status.emit(QCoreApplication.translate("table", "Hint: {move}").format(
            move=tr_message(self._state.describe(move), self.seat_names)))
        self._hint_clear.start(HINT_MS)

    def _hint_over(self) -> None:
        """The hint has been seen: its marks go, and the status line says the prompt again."""
        self._clear_hint()
        self.status.emit(self._turn_text())

    def _clear_hint(self) -> None:
        self._hint_clear.stop()
        self.scene.mark_cards((), Mark.HINT)
        if not self.scene.dragging:
            self.scene.glow_zones(())
