"""From table gestures to candidate moves (Qt-free).

A game's layout lists gestures: DROP (cards dragged from ``src`` onto
``dst``) and CLICK (a click on ``src``). Zone patterns may hold ``{seat}``
(the acting seat) and shell wildcards (``melds/*``). A gesture yields a
candidate ``Move(seat, verb, cards)``; it matches every legal move with that
verb and the same cards, whatever its ``arg`` (an eight's suit, a target),
so the controller can apply one, offer a choice of several, or explain why
none is legal.

A game may add a module ``kortbord/games/<id>/gestures.py`` (Qt-free) with
optional hooks the table uses when present (``GameHooks``):

- ``candidates(state, seat, cards, src, dst, selected, target) -> list[Move] | None``:
  the exact moves a drop stands for, given the cards selected in the layout's
  ``selectable`` zones and the card the drop landed on (``target``); several
  are offered in a menu (illegal ones greyed, with the reason), one legal is
  applied, one illegal is explained; None leaves the drop to the gestures.
  ``dst`` is "" for a double-click (the obvious drop).
- ``zone_tags(view) -> {zone: Message}``: labels that follow the position
  (Casino's "Build 9 – Anna" on a build); a key ``seat/N`` puts the label beside
  seat N's nameplate (Rödskägg's scores).
- ``choice_label(view, move) -> Message | None``: a choice button's own text instead
  of the move's description (Tribello's "Spel 1/3": how often it was chosen).
- ``spent_choices(view) -> [(move, label, reason)]``: choices no longer open, shown as
  greyed buttons after the others (Tribello's "Spel ✓").
- ``card_tags(view) -> {card: Message}``: a small tag on single cards the viewer sees
  (Ruder Syv's "Trump" on 7♦, Bismarck's "1" on the first table card).
- ``ARRIVALS``: zone patterns whose cards, arriving in the player's own hand, get a
  soft rim for a few seconds (Spar Dame's passed cards, Bismarck's table cards).
- ``out_seats(view) -> seats``: players out of the game; their nameplates are greyed
  (Rödskägg).
- ``pile_badges(view) -> {zone: Message}``: the badge of a won pile instead of its
  trick count ("3 / 5": tricks against a bid or a quota).
- ``plate_notes(view) -> {seat: Message}``: a word after the card count on a seat's
  nameplate ("7 cards · UNO": UNO's call).
- ``CROSSWISE``: zone patterns whose cards lie turned across (svupper cards).
- ``round_notes(state, events) -> {(row, column): int}``: the figures behind the
  last round's score rows (28 cards, 6 spades) for the end-of-round summary.
- ``tallies(view) -> [(header, value per seat)]``: running counts the score panel
  shows above the rounds while one is played (Casino's captured cards, svuppere).
- ``involved(state, move) -> cards``: the table cards a move acts on besides its own
  cards (a hint marks them: which cards to select).
- ``PLAYED_CARDS``: the player may look at the cards played so far in the deal
  (Bismarck's memory aid; forehand's discards stay unknown to the others).
- ``hand_order(card) -> key``: how the player's own hand is sorted (29: by value).
- ``hand_group(card) -> key``: the own hand shows its groups slightly apart (Gris's ranks).
- ``rank_order(card) -> key``: the hand by rank instead; the player switches with a
  right-click on the table ("Sort by suit" / "Sort by rank"), remembered per game.
- ``assist(view) -> cards``: hand cards worth a soft rim on the player's turn (29's
  cards that make exactly 29).
- ``CHIPS`` and ``chip_move(seat, value) -> Move``: chip values the player drags from
  his stack (zone ``chips/<seat>``) onto his stake circle (``stake/<seat>``), and the move
  a dropped chip stands for (Black Jack's ``chip +5``); see ``table.chips``.
- ``chip_flows(before, after) -> [(src zone, dst zone, chips)]``: the payments a move
  made, from the views before and after it; chips slide that way.
- ``plate_details(view) -> {seat: Message}``: the nameplates' second line instead of
  the card count (Black Jack's "Bank · 104 chips").
- ``LARGE_TAGS``: zone patterns whose ``zone_tags`` are large, above the zone (29's
  running total "Sum: 22" beside the pile).
- ``SUMMARY = False``: no summary over the table after a round (games of many quick
  rounds whose table shows the result itself).
- ``DIM_UNPLAYABLE``: on the player's turn, hand cards he may not play are dimmed,
  the reason as their tooltip ("The total may not go over 29").
- ``standing_buttons(view) -> [(move, glow)]``: buttons shown whenever the hook names
  them, legal or not, glowing when asked (Gris's "Fire ens!" and "LÆG NED!"); a
  click on one is checked then, and refused with the reason.
- ``button_moves(state, move, selected) -> list[Move] | None``: the exact moves a
  button stands for, given the cards selected in the hand (the four selected to lay
  down); several are offered in a menu; None: the button's own move.
- ``HOT_VERB``: the space bar clicks the standing button of this verb.
- ``AI_PAUSE_MS``: the spec's range of the computers' pause before a move, (low, high)
  in ms at the default pace (Black Jack: 700–1500); the user's pace setting scales it.
  Without it the app-wide pause is used (900 ms ± 35 %).
- ``NUDGE_MS``: after this long without a move on the player's turn, the expected move
  is shown as a hint (Gris's passing: 8 s).
- ``CARD_GRID``: verbs whose choices name cards; they lie in a compact card picker
  (Snyd's claims) instead of a button each.
- ``preselect(state, seat) -> Move | None``: the choice the picker selects at the start,
  from what the seat itself knows (Snyd's true claim: the card it has just put down).
- ``score_log(view) -> [Message]``: the last few events the score panel lists (Snyd's
  claims and calls).
- ``gold_tags(view) -> zones``: zone tags drawn in gold, a highlight (Ruder Syv's
  leading bid).
- ``TAG_SCALE``: the zone tags this many times their usual size (Rödskägg's scores
  in large type).
- ``standing(view) -> [(label, moves)]``: buttons always there for the player, made
  or not (nothing reminds him: Rödskägg's "Säg…" menu and "Knacka i bordet"); a label
  with several moves is a menu. A move not allowed just now only says why.
- ``taken_cards(view) -> {seat: cards}``: cards each player has won that all saw,
  as miniatures beside his name (Spar Dame's scoring cards).
- ``menus(view) -> [(label, moves, greyed)]``: choice buttons of these moves folded into
  one menu button, with entries not open greyed, each ``(label, reason)`` (Tribello's
  "Valfri trumf…" suit picker, ♠ greyed without the house rule).
- ``CONFIRM``: verbs whose moves wait on the table for a **Confirm** click, the cards
  shown where they go and draggable back until then (Whist's bid card; ``table.staging``).
- ``turned(view) -> Card | None``: a card the last move turned for everybody (Snyd's
  called card): it flips over in the middle of the table with the news.
- ``direction(view) -> +1 | -1 | None``: the direction of play, drawn as a large arrow
  round the middle that turns over when it changes (UNO's Reverse).
- ``team_bands(view) -> [[seat, ...], ...]``: partners; each team's nameplates share
  a colour band (UNO's pairs and teams).
- ``SHOWN_BRIEFLY``: the public ``shown`` cards (a hand shown to one player) are shown
  for a few seconds after the move that showed them, not until the next move (UNO's
  challenge).
- ``SEAT_VERBS``: moves of these verbs naming a seat (``2 catch 0``) also get a small
  button at that seat (UNO's "Glömt UNO!").
- ``asks(state, move) -> (question, zone, moves) | None``: right after the player's own
  ``move``, a small menu of ``moves`` under the ``question``, by ``zone`` (Uden navn's
  "Joker = 4♥ or 8♥?" by the tray where a run's joker may stand at either end).
- ``seat_marks(view) -> {seat: kind}``: a mark painted at a seat's nameplate: ``pig``
  (a pink glow), ``gris`` (a snout), ``jomfru`` (a bonnet); see ``table.seat_marks``.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, fields
from fnmatch import fnmatchcase
from functools import cache
from types import ModuleType
from typing import Any, Callable, Iterable, Mapping, Sequence

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.layout import Gesture, GestureKind, TableLayout
from ..engine.messages import Message
from ..engine.moves import Move
from ..engine.state import GameState
from ..engine.view import View

#: ``candidates(state, seat, cards, src, dst, selected, target)`` (see the module docstring).
Candidates = Callable[[GameState, int, tuple[Card, ...], str, str, tuple[Card, ...], Card | None],
                      list[Move] | None]


def zone_matches(pattern: str, zone: str, seat: int) -> bool:
    return fnmatchcase(zone, pattern.replace("{seat}", str(seat)))


def same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    return len(a) == len(b) and set(a) == set(b)


class GestureMap:
    """The gestures of one layout over the zones of one game."""

    def __init__(self, layout: TableLayout, zones: Iterable[str]) -> None:
        self.gestures = tuple(layout.gestures)
        self.zones = tuple(zones)

    def _drops(self, seat: int, src: str) -> list[Gesture]:
        return [g for g in self.gestures if g.kind is GestureKind.DROP and zone_matches(g.src, src, seat)]

    def can_drag(self, seat: int, zone: str) -> bool:
        return bool(self._drops(seat, zone))

    def drop_zones(self, seat: int, src: str) -> set[str]:
        """Every zone a drag from ``src`` could be dropped on (legal or not)."""
        return {z for g in self._drops(seat, src) for z in self.zones if zone_matches(g.dst, z, seat)}

    def drop_candidates(self, seat: int, src: str, cards: Sequence[Card], dst: str) -> list[Move]:
        return [Move(seat, g.verb, tuple(cards)) for g in self._drops(seat, src) if zone_matches(g.dst, dst, seat)]

    def click_candidates(self, seat: int, zone: str) -> list[Move]:
        return [Move(seat, g.verb) for g in self.gestures
                if g.kind is GestureKind.CLICK and zone_matches(g.src, zone, seat)]

    def click_zones(self, seat: int, legal: Sequence[Move]) -> set[str]:
        """Zones a click on which makes one of the ``legal`` moves (the stock to draw from)."""
        verbs = {m.verb for m in legal if m.seat == seat and not m.cards}
        return {z for g in self.gestures if g.kind is GestureKind.CLICK and g.verb in verbs
                for z in self.zones if zone_matches(g.src, z, seat)}

    def click_verbs(self) -> set[str]:
        return {g.verb for g in self.gestures if g.kind is GestureKind.CLICK}

    def ungreyed_verbs(self) -> set[str]:
        """Click verbs whose button is absent, not greyed, while they are not allowed."""
        return {g.verb for g in self.gestures if g.kind is GestureKind.CLICK and not g.greyed}

    def unbuttoned_verbs(self) -> set[str]:
        """Verbs made only by their gesture, never offered as a button."""
        return {g.verb for g in self.gestures if not g.button}

    def targets(self, seat: int, src: str, cards: Sequence[Card], legal: Sequence[Move]) -> set[str]:
        """Zones where a legal move of these cards from ``src`` may be dropped. A move whose
        argument starts with a zone's name ("meld/2/0 low", Gammel Jomfru's "pile/1") lights
        only that zone; a selection for an ``each`` gesture lights its zones when every card
        has a move."""
        out: set[str] = set()
        names = set(self.zones)
        for g in self._drops(seat, src):
            zones = {z for z in self.zones if zone_matches(g.dst, z, seat)}
            if g.each and len(cards) > 1:
                if all(any(m.verb == g.verb and m.cards == (c,) for m in legal) for c in cards):
                    out |= zones
                continue
            for m in legal:
                if m.verb == g.verb and same_cards(m.cards, cards):
                    aimed = m.arg.split(" ", 1)[0]
                    out |= {aimed} & zones if aimed in names else zones
        return out

    def each_verb(self, seat: int, src: str, dst: str) -> str | None:
        """The verb of an ``each`` gesture from ``src`` onto ``dst`` (a selection made card by card)."""
        return next((g.verb for g in self._drops(seat, src) if g.each and zone_matches(g.dst, dst, seat)), None)

    def selects(self, seat: int, zone: str, legal: Sequence[Move]) -> bool:
        """May several cards of ``zone`` be selected for an ``each`` gesture now?"""
        verbs = {g.verb for g in self._drops(seat, zone) if g.each}
        return sum(1 for m in legal if m.verb in verbs) > 1

    def has_drop_verb(self, seat: int, move: Move) -> bool:
        """Does some DROP gesture make moves of this verb (so it needs no button)?"""
        return any(g.kind is GestureKind.DROP and g.verb == move.verb for g in self.gestures)


def matching(legal: Sequence[Move], candidates: Sequence[Move]) -> list[Move]:
    """The legal moves a gesture's candidates stand for (any ``arg``)."""
    return [m for m in legal
            if any(m.seat == c.seat and m.verb == c.verb and same_cards(m.cards, c.cards) for c in candidates)]


@dataclass(frozen=True)
class GameHooks:
    """A game's optional table hooks (see the module docstring); all absent by default."""
    candidates: Candidates | None = None
    zone_tags: Callable[[View], Mapping[str, Message]] | None = None
    crosswise: tuple[str, ...] = ()
    round_notes: Callable[[GameState, Sequence[Event]], Mapping[tuple[int, int], int]] | None = None
    involved: Callable[[GameState, Move], Sequence[Card]] | None = None
    tallies: Callable[[View], Sequence[tuple[Message, Sequence[int]]]] | None = None
    played_cards: bool = False
    hand_order: Callable[[Card], Any] | None = None
    assist: Callable[[View], Sequence[Card]] | None = None
    dim_unplayable: bool = False
    pile_badges: Callable[[View], Mapping[str, Message]] | None = None
    choice_label: Callable[[View, Move], Message | None] | None = None
    spent_choices: Callable[[View], Sequence[tuple[Move, Message, Message]]] | None = None
    card_tags: Callable[[View], Mapping[Card, Message]] | None = None
    out_seats: Callable[[View], Sequence[int]] | None = None
    arrivals: tuple[str, ...] = ()
    plate_notes: Callable[[View], Mapping[int, Message]] | None = None
    standing_buttons: Callable[[View], Sequence[tuple[Move, bool]]] | None = None
    button_moves: Callable[[GameState, Move, tuple[Card, ...]], list[Move] | None] | None = None
    hot_verb: str = ""
    nudge_ms: int = 0
    ai_pause_ms: tuple[int, ...] = ()
    card_grid: tuple[str, ...] = ()
    preselect: Callable[[GameState, int], Move | None] | None = None
    score_log: Callable[[View], Sequence[Message]] | None = None
    turned: Callable[[View], Card | None] | None = None
    gold_tags: Callable[[View], Iterable[str]] | None = None
    tag_scale: float = 1.0
    standing: Callable[[View], Sequence[tuple[Message, Sequence[Move]]]] | None = None
    taken_cards: Callable[[View], Mapping[int, Sequence[Card]]] | None = None
    chips: tuple[int, ...] = ()
    chip_move: Callable[[int, int], Move] | None = None
    chip_flows: Callable[[View, View], Sequence[tuple[str, str, int]]] | None = None
    plate_details: Callable[[View], Mapping[int, Message]] | None = None
    summary: bool = True
    large_tags: tuple[str, ...] = ()
    confirm: tuple[str, ...] = ()
    menus: Callable[[View], Sequence[tuple[Message, Sequence[Move], Sequence[tuple[Message, Message]]]]] | None = None
    direction: Callable[[View], int | None] | None = None
    team_bands: Callable[[View], Sequence[Sequence[int]]] | None = None
    shown_briefly: bool = False
    seat_verbs: tuple[str, ...] = ()
    seat_marks: Callable[[View], Mapping[int, str]] | None = None
    hand_group: Callable[[Card], Any] | None = None
    rank_order: Callable[[Card], Any] | None = None
    asks: Callable[[GameState, Move], tuple[Message, str, Sequence[Move]] | None] | None = None


@cache
def game_hooks(game_id: str) -> GameHooks:
    """The hooks of ``kortbord.games.<game_id>.gestures``, or none when it has no such module."""
    module: ModuleType | None
    try:
        module = importlib.import_module(f"kortbord.games.{game_id}.gestures")
    except ModuleNotFoundError as err:
        if err.name is None or not f"kortbord.games.{game_id}.gestures".startswith(err.name):
            raise   # the module exists but imports something missing: a real error
        module = None
    if module is None:
        return GameHooks()
    return GameHooks(**{f.name: _hook(module, f.name, f.default) for f in fields(GameHooks)})


def _hook(module: ModuleType, name: str, default: Any) -> Any:
    """A game module's hook ``name`` (a function) or ``NAME`` (a setting), in the
    default's type; the default when the module has neither."""
    value = getattr(module, name, None)
    if value is None:
        value = getattr(module, name.upper(), None)
    if value is None:
        return default
    return type(default)(value) if isinstance(default, (tuple, bool, int, float, str)) else value


def arrived(events: Iterable[Event], seat: int | None, patterns: Sequence[str]) -> list[Card]:
    """The cards ``events`` brought into ``seat``'s hand from zones matching ``patterns``."""
    if seat is None or not patterns:
        return []
    return [c for e in events if e.kind is EventKind.MOVE and e.dst == f"hand/{seat}"
            and any(zone_matches(p, e.src, seat) for p in patterns) for c in e.cards if isinstance(c, Card)]


def exact(legal: Sequence[Move], candidates: Sequence[Move]) -> list[Move]:
    """The candidates that are legal as they stand (a hook names exact moves)."""
    return [m for m in candidates if m in legal]
