"""Casino (spec: rules/casino.md).

Rules in brief: 2-4 players, one 52-card pack. A deal gives everybody 4 cards
and lays 4 face up on the table (D1); new hands of 4 follow until the stock is
empty (D3), the last one announced as "sidsten" (D4). On a turn a player plays
one hand card (R1): trails it (R2); captures table units of its value, as
matches and sums, several groups at once (R3); builds - a single or a "mere"
build, new, raised or added to (R4-R7) - holding the capturing card; or clears
the table with 5S (R8). A build owner must take or change the build (R9). A
capture that empties the table is a svupper (R10); the last captor takes the
leftovers and scores sidsten (R11). Deals are scored by S1 until someone leads
alone at or above 21 (S4). Dual cards: ace 1/14, 2S 2/15, TD 10/16.

Move kinds (text forms in moves.py): ``trail``, ``capture``, ``build``, ``sweep``.

Zones: ``stock``; ``table`` (loose cards); ``build/<seat>`` (the one build a seat
may own, R7e: a build lies in its owner's zone and moves when another player
takes it over, A17); ``hand/<seat>``; ``won/<seat>`` (capture pile, face down);
``svupper/<seat>`` (the card laid face up across the pile for each svupper);
``aside`` (leftovers of a deal in which nobody captured, R11).

Spec decisions implemented: A1-A21 (options: every one in the spec's table).
Where the spec is silent:
- a capture move is one hand card + a set of units; its value is the highest
  reading that splits the set (an ace taking an ace counts 14, TD takes as 16
  whenever it can - A11's ``only_as_16`` then scores it);
- R9 is met by any capture that takes the owner's build, in a match or a sum;
- R6 adds exactly one new group (the hand card, with loose cards if A8 allows);
- a sweep with 5S on an empty table (``spar5_empty_table = svupper``) counts as
  a capture for sidsten; the card laid across a svupper pile is the hand card;
- ``teams = pairs`` means nothing with fewer than 4 players;
- public() remembers every captured card (all captures are made face up; R12
  forbids looking through piles, not remembering), which the computer players use.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.codec import encode
from ...engine.events import Event, EventKind
from ...engine.messages import Message, SeatRef
from ...engine.moves import Move
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import NOT_YOUR_TURN, GameState
from ...engine.view import Face, ZoneSpec
from . import INFO
from . import prompts
from . import texts as t
from .combos import (ANYWHERE, BIG_CASINO, HAND_HIGH_TABLE_LOW, MAX_BUILD, MIN_BUILD, SPADE_FIVE, Unit, bits,
                     build_key, card_values, splits, sum_subsets, Table, table_of, total_readings)
from .generate import legal
from .moves import UNIT_PARTS, BuildKind, Intent, Kind, card_order, parse_intent
from .scoring import score_deal, team_columns, winners

DECK_SIZE = 52
HAND_SIZE = 4


class Phase(str, Enum):
    PLAY = "play"
    OVER = "over"


# Enum members as plain names: reading one from its class costs Python 3.11 a lookup
# many times dearer than a global's, and move generation reads them all the time.
_PLAY, _OVER = Phase.PLAY, Phase.OVER
K_TRAIL, K_CAPTURE, K_BUILD, K_SWEEP = Kind.TRAIL, Kind.CAPTURE, Kind.BUILD, Kind.SWEEP
_SINGLE, _MULTIPLE = BuildKind.SINGLE, BuildKind.MULTIPLE
_MOVE, _MESSAGE, _CALL = EventKind.MOVE, EventKind.MESSAGE, EventKind.CALL
_ROUND_OVER, _GAME_OVER = EventKind.ROUND_OVER, EventKind.GAME_OVER


@dataclass(frozen=True, slots=True)
class Rules:
    """The house options that move generation reads, as typed values."""
    mode: str
    builds_in_sums: bool
    strict: bool
    raise_own: bool
    table_cards: bool
    sweep_empty: bool
    sweep_own: bool

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> "Rules":
        return cls(str(options["dual_values"]), bool(options["builds_in_sums"]),
                   options["build_owner_obligation"] == "strict", bool(options["raise_own_build"]),
                   bool(options["table_cards_in_builds"]), options["spar5_empty_table"] == "svupper",
                   bool(options["spar5_with_own_build"]))


class State(GameState):
    """A Casino match: the current deal and the scores of the deals before it."""

    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS = ("phase", "dealer", "turn", "deal_no", "builds", "last_captor", "big_casino_16", "deal_scores")

    phase: Phase
    dealer: int
    turn: int
    deal_no: int
    #: Builds by owner: (announced value, single or multiple).
    builds: dict[int, tuple[int, BuildKind]]
    last_captor: int | None
    #: The seat whose hand TD captured as 16 this deal (A11 ``only_as_16``).
    big_casino_16: int | None
    #: Per finished deal, per S1 item, points per score column.
    deal_scores: list[list[list[int]]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.phase = _PLAY
        self.dealer = players - 1
        self.turn = 0
        self.deal_no = 1
        self.builds = {}
        self.last_captor = None
        self.big_casino_16 = None
        self.deal_scores = []

    # --- zones and views -------------------------------------------------------

    def zone_names(self) -> list[str]:
        names = ["stock", "table", "aside"]
        for seat in range(self.players):
            names += [f"hand/{seat}", f"build/{seat}", f"won/{seat}", f"svupper/{seat}"]
        return names

    def zone_spec(self, zone: str) -> ZoneSpec:
        kind, _, seat = zone.partition("/")
        if kind == "hand":
            return ZoneSpec(Face.OWNER, int(seat))
        if kind in ("stock", "won"):
            return ZoneSpec(Face.DOWN, int(seat) if seat else None)
        return ZoneSpec(Face.UP, int(seat) if seat else None)

    #: The ``Rules`` last read and the options dict they were read from.
    _rules: tuple[Mapping[str, Any], Rules] | None = None

    @property
    def rules(self) -> Rules:
        """The house options as ``Rules``, read again only for another options dict (a clone's)."""
        read = self._rules
        if read is not None and read[0] is self.options:
            return read[1]
        key = tuple(self.options.items())
        rules = _RULES.get(key)
        if rules is None:
            rules = _RULES[key] = Rules.of(self.options)
        self._rules = (self.options, rules)
        return rules

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def hands_per_deal(self) -> int:
        return (DECK_SIZE - 4) // (HAND_SIZE * self.players)

    @property
    def hand_no(self) -> int:
        """Which hand of the deal is being played (1-based)."""
        return self.hands_per_deal - len(self.zones["stock"]) // (HAND_SIZE * self.players)

    def columns(self) -> tuple[tuple[int, ...], ...]:
        return team_columns(self.players, self.options)

    def column_of(self, seat: int) -> int:
        return next(i for i, seats in enumerate(self.columns()) if seat in seats)

    def captured(self, seat: int) -> list[Card]:
        """Every card in ``seat``'s capture pile, svupper cards included."""
        return self.zones[f"won/{seat}"] + self.zones[f"svupper/{seat}"]

    def public(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: encode(getattr(self, name)) for name in self.FIELDS}
        data.update(forehand=self.forehand, hand_no=self.hand_no, hands=self.hands_per_deal,
                    last_hand=not self.zones["stock"] and self.phase is _PLAY,
                    captured=[[c.text for c in self.captured(s)] for s in range(self.players)],
                    svuppere=[len(self.zones[f"svupper/{s}"]) for s in range(self.players)])
        if self.options["show_live_tallies"]:
            data["spades"] = [sum(c.suit == "S" for c in self.captured(s)) for s in range(self.players)]
            data["aces"] = [sum(c.rank == "A" for c in self.captured(s)) for s in range(self.players)]
        return data

    # --- the turn ------------------------------------------------------------------

    def actors(self) -> list[int]:
        return [] if self.phase is _OVER else [self.turn]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def units(self, rules: Rules | None = None) -> list[Unit]:
        """The table's units in canonical order: builds by owner, then loose cards."""
        rules = rules or self.rules
        out = [_build_unit(owner, *self.builds[owner], rules.builds_in_sums) for owner in sorted(self.builds)]
        loose = _LOOSE_UNITS[rules.mode]
        out += [loose[card] for card in sorted(self.zones["table"], key=_CARD_ORDER.__getitem__)]
        return out

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _OVER or seat != self.turn:
            return []
        return legal(self, seat, self.rules)

    @staticmethod
    def _captures(card: Card, units: Sequence[Unit], rules: Rules, allowed: int | None = None,
                  table: Table | None = None) -> dict[int, tuple[tuple[int, ...], int]]:
        """Selections ``card`` may take -> (one grouping, the highest value that splits it)."""
        table = table or table_of(units)
        if allowed is None:
            allowed = (1 << len(units)) - 1
        found: dict[int, tuple[tuple[int, ...], int]] = {}
        for value in sorted(card_values(card, from_hand=True, mode=rules.mode), reverse=True):
            for mask, groups in table.selections(value, allowed).items():
                found.setdefault(mask, (groups, value))
        return found

    # --- applying moves --------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        seat, verb, card = move.seat, move.verb, move.cards[0]
        if verb == TRAIL:                           # the commonest move: no need to read it back
            return [self.move_card(card, _HANDS[seat], "table")] + self._advance()
        if verb == BUILD:                           # "on <units> <kind> <value>"
            _, units, word, value = move.arg.split()
            events = self._build(seat, card, UNIT_PARTS[units], _BUILD_KINDS[word], int(value))
        elif verb == CAPTURE:                       # "with <units>"
            if card is BIG_CASINO:
                intent = parse_intent(move)
                assert intent is not None
                if self.capture_value(intent) == 16:
                    self.big_casino_16 = seat
            events = self._take(seat, card, UNIT_PARTS[move.arg[5:]])
        else:                                       # the sweep (R8): every unit
            events = self._take(seat, card, (tuple(sorted(self.builds)), tuple(self._loose())))
        return events + self._advance()

    def _loose(self) -> list[Card]:
        """The loose cards in canonical order."""
        return sorted(self.zones["table"], key=_CARD_ORDER.__getitem__)

    def _move_cards(self, cards: Sequence[Card], src: str, dst: str, seat: int | None = None) -> Event:
        pile = self.zones[src]
        for card in cards:
            pile.remove(card)
        self.zones[dst] += cards
        return Event(_MOVE, seat, None, tuple(cards), src, dst)

    def _take(self, seat: int, card: Card, parts: tuple[Sequence[int], Sequence[Card]]) -> list[Event]:
        """Capture (R3) or sweep (R8) the build ``owners`` and ``loose`` cards of ``parts``:
        to the pile, svupper if the table is left empty (R10)."""
        owners, loose = parts
        won = _WON[seat]
        events = []
        for owner in owners:
            events.append(self._move_cards(list(self.zones[_BUILDS[owner]]), _BUILDS[owner], won, seat))
            del self.builds[owner]
        if loose:
            events.append(self._move_cards(loose, "table", won, seat))
        svupper = not self.zones["table"] and not self.builds
        events.insert(0, self.move_card(card, _HANDS[seat], _SVUPPER[seat] if svupper else won))
        if svupper:
            events.append(Event(_CALL, seat=seat, message=t.SVUPPER()))
        self.last_captor = seat
        return events

    def _build(self, seat: int, card: Card, parts: tuple[Sequence[int], Sequence[Card]], kind: BuildKind,
               value: int) -> list[Event]:
        """Build ``card`` with the builds and loose cards of ``parts`` into ``seat``'s build."""
        owners, loose = parts
        dst = _BUILDS[seat]
        events = []
        for owner in owners:
            if owner != seat:
                events.append(self._move_cards(list(self.zones[_BUILDS[owner]]), _BUILDS[owner], dst, seat))
                del self.builds[owner]
        if loose:
            events.append(self._move_cards(loose, "table", dst, seat))
        events.append(self.move_card(card, _HANDS[seat], dst))
        self.builds[seat] = (value, kind)
        announce = t.ANNOUNCE_MORE if kind is _MULTIPLE else t.ANNOUNCE_BUILD
        events.append(Event(_CALL, seat=seat, message=announce(value=value)))
        return events

    def capture_value(self, intent: Intent) -> int:
        """The value a (legal) capture counts its hand card as: the highest that splits it."""
        units = self.units()
        index = {u.key: i for i, u in enumerate(units)}
        if intent.kind is K_SWEEP or any(k not in index for k in intent.units):
            return 0
        mask = sum(1 << index[k] for k in intent.units)
        found = self._captures(intent.card, units, self.rules, mask).get(mask)
        return found[1] if found else 0

    # --- hands, deals and the match ----------------------------------------------

    def _advance(self) -> list[Event]:
        zones, players = self.zones, self.players
        for step in range(1, players + 1):
            seat = (self.turn + step) % players
            if zones[_HANDS[seat]]:
                self.turn = seat
                return []
        if self.zones["stock"]:
            events = self._deal_hands()                                             # D3
            self.turn = self.forehand
            if not self.zones["stock"]:
                events.append(Event(_MESSAGE, message=t.SIDSTEN()))       # D4, A12
            return events
        return self._end_deal()

    def _deal_hands(self, table: bool = False) -> list[Event]:
        """Two cards to each player from the dealer's left, then two to the table if
        ``table`` (D1); twice."""
        events = []
        for _ in range(2):
            for step in range(1, self.players + 1):
                seat = (self.dealer + step) % self.players
                events.append(self.draw("stock", f"hand/{seat}", 2))
            if table:
                events.append(self.draw("stock", "table", 2))
        return events

    def deal(self, dealer: int, deck: Sequence[Card] | None = None) -> list[Event]:
        """Start a deal (D1, D2): gather every card, shuffle (or lay ``deck``, bottom
        first, as the stock), deal from ``dealer``'s left; forehand to move."""
        events = [Event(_MOVE, cards=tuple(cards), src=zone, dst="stock")
                  for zone, cards in self.zones.items() if cards and zone != "stock"]
        gathered = self.all_cards()
        for cards in self.zones.values():
            cards.clear()
        if deck is None:
            events.append(self.shuffle_into(gathered, "stock"))
        else:
            self.zones["stock"] = list(deck)
            self.uid = {}
            self.assign_uids(self.zones["stock"])
        self.dealer, self.builds = dealer, {}
        self.last_captor = self.big_casino_16 = None
        events.append(Event(_MESSAGE, message=t.NEW_DEAL(deal=self.deal_no, seat=SeatRef(dealer))))
        events += self._deal_hands(table=True)
        self.turn = self.forehand
        return events

    def _end_deal(self) -> list[Event]:
        leftovers = [u for u in self.zones["table"]] + [c for o in sorted(self.builds)
                                                        for c in self.zones[f"build/{o}"]]
        events = []
        dst = "aside" if self.last_captor is None else f"won/{self.last_captor}"   # R11, A18
        for zone in ["table"] + [f"build/{o}" for o in sorted(self.builds)]:
            if self.zones[zone]:
                events.append(self._move_cards(list(self.zones[zone]), zone, dst, self.last_captor))
        self.builds = {}
        if self.last_captor is None:
            events.append(Event(_MESSAGE, message=t.NO_CAPTURES()))
        elif leftovers:
            events.append(Event(_MESSAGE, message=t.LEFTOVERS(seat=SeatRef(self.last_captor))))
        self.deal_scores.append(self._score())
        events.append(Event(_ROUND_OVER, message=t.DEAL_SCORED(deal=self.deal_no)))
        totals = self.totals()
        won = winners(totals, int(self.options["target_points"]))
        if won:
            self.phase = _OVER
            seats = self.columns()[won[0]]
            message = (t.WINS(seat=SeatRef(seats[0])) if len(seats) == 1
                       else t.TEAM_WINS(seat=SeatRef(seats[0]), partner=SeatRef(seats[1])))
            events.append(Event(_GAME_OVER, message=message))
            return events
        if max(totals) >= int(self.options["target_points"]):
            events.append(Event(_MESSAGE, message=t.TIE_AT_TARGET()))      # S4
        self.deal_no += 1
        return events + self.deal((self.dealer + 1) % self.players)

    def _score(self) -> list[list[int]]:
        columns = self.columns()
        piles = [[c for s in seats for c in self.captured(s)] for seats in columns]
        svuppere = [sum(len(self.zones[f"svupper/{s}"]) for s in seats) for seats in columns]
        last = None if self.last_captor is None else self.column_of(self.last_captor)
        big = None if self.big_casino_16 is None else self.column_of(self.big_casino_16)
        return score_deal(piles, svuppere, last, big, self.options)

    def totals(self) -> list[int]:
        width = len(self.columns())
        return [sum(sum(item[c] for item in deal) for deal in self.deal_scores) for c in range(width)]

    def result(self) -> ScoreSheet:
        rows = tuple(ScoreRow(t.ROW(deal=d + 1, item=t.ITEMS[i]()), tuple(values))
                     for d, deal in enumerate(self.deal_scores) for i, values in enumerate(deal))
        totals = tuple(self.totals())
        over = self.phase is _OVER
        won = winners(totals, int(self.options["target_points"])) if over else []
        columns = self.columns()
        status = (t.STATUS_OVER(deals=len(self.deal_scores)) if over
                  else t.STATUS_LAST(deal=self.deal_no) if not self.zones["stock"]
                  else t.STATUS_HAND(deal=self.deal_no, hand=self.hand_no, hands=self.hands_per_deal))
        return ScoreSheet(self.players, rows, totals, tuple(s for c in won for s in columns[c]), over,
                          target=int(self.options["target_points"]),
                          teams=columns if len(columns) < self.players else (), status=status)

    # --- texts ---------------------------------------------------------------------

    def _unit_name(self, key: str) -> Message | Card:
        if not key.startswith("build"):
            return Card.parse(key)
        value, kind = self.builds.get(int(key[5:]), (0, _SINGLE))
        return (t.MORE_UNIT if kind is _MULTIPLE else t.BUILD_UNIT)(value=value)

    def describe(self, move: Move) -> Message:
        intent = parse_intent(move)
        if intent is None:
            return t.NOT_A_MOVE()
        if intent.kind is K_TRAIL:
            return t.TRAIL(card=intent.card)
        if intent.kind is K_SWEEP:
            return t.SWEEP(card=intent.card)
        if intent.kind is K_CAPTURE:
            groups = [t.joined([self._unit_name(k) for k in g]) for g in intent.groups]
            return t.TAKE(units=t.joined(groups, t.COMMA), value=self.capture_value(intent))
        template = t.BUILD_MORE if intent.build_kind is _MULTIPLE else t.BUILD
        return template(value=intent.value, card=intent.card,
                        units=t.joined([self._unit_name(k) for k in intent.units]))

    def parse_move(self, text: str) -> Move:
        """Parse a move; a capture or build naming legal units in another order or
        grouping becomes the canonical legal move."""
        move = super().parse_move(text)
        intent = parse_intent(move)
        if intent is None or intent.kind in (K_TRAIL, K_SWEEP):
            return move
        wanted = (intent.card, frozenset(intent.units), intent.build_kind, intent.value)
        for legal in self.legal_moves(move.seat):
            other = parse_intent(legal)
            if other and other.kind is intent.kind and wanted == (
                    other.card, frozenset(other.units), other.build_kind,
                    other.value if other.kind is K_BUILD else intent.value):
                return legal
        return move

    def moves_for_selection(self, seat: int, card: Card, keys: Sequence[str]) -> list[Move]:
        """The legal captures and builds of ``card`` on exactly the units ``keys`` (for the
        table's chooser); an empty list means: ask ``check`` of ``capture_move`` why."""
        chosen = frozenset(keys)
        out = []
        for move in self.legal_moves(seat):
            intent = parse_intent(move)
            if intent and intent.card is card and intent.kind in (K_CAPTURE, K_BUILD) \
                    and frozenset(intent.units) == chosen:
                out.append(move)
        return out

    # --- why a move is illegal ---------------------------------------------------------

    def explain(self, move: Move) -> Message:
        if move.seat != self.turn:
            return NOT_YOUR_TURN()
        intent = parse_intent(move)
        if intent is None:
            if move.verb in (K_CAPTURE.value, K_BUILD.value) and len(move.cards) == 1 and not move.arg:
                return t.SELECT_UNITS()                                             # a bare drop
            return t.NOT_A_MOVE()
        seat, card, rules = move.seat, intent.card, self.rules
        if card not in self.zones[f"hand/{seat}"]:
            return t.NOT_IN_HAND(card=card)
        units = self.units(rules)
        index = {u.key: i for i, u in enumerate(units)}
        for key in intent.units:
            if key not in index:
                return t.NOT_ON_TABLE(unit=Card.parse(key) if not key.startswith("build") else key)
        mask = sum(1 << index[k] for k in intent.units)
        own = next((i for i, u in enumerate(units) if u.owner == seat), None)
        must = None if own is None else t.MUST_TAKE_BUILD(value=units[own].values[0])
        if intent.kind is K_TRAIL:
            return must or t.NOT_A_MOVE()
        if intent.kind is K_SWEEP:
            if card is not SPADE_FIVE:
                return t.ONLY_SPADE_FIVE()
            if not units:
                return t.NOTHING_TO_SWEEP()
            if must is not None and not rules.strict:
                return t.NO_SWEEP_WITH_BUILD()                                      # R8, A4
            return must or t.NOT_A_MOVE()
        if intent.kind is K_CAPTURE:
            return self._explain_capture(card, units, mask, own, must, rules)
        return self._explain_build(seat, intent, units, mask, own, rules)

    def _explain_capture(self, card: Card, units: Sequence[Unit], mask: int, own: int | None,
                         must: Message | None, rules: Rules) -> Message:
        if must is not None and rules.strict and own is not None and not mask >> own & 1:
            return must                                                             # R9
        if rules.mode != ANYWHERE and mask in self._captures(card, units, replace(rules, mode=ANYWHERE), mask):
            return t.HAND_HIGH_TABLE_LOW()                                          # A1
        if not rules.builds_in_sums:
            relaxed = replace(rules, builds_in_sums=True)
            if mask in self._captures(card, self.units(relaxed), relaxed, mask):
                return t.BUILD_EXACT_ONLY()                                         # A9
        parts = self._captures(card, units, rules, mask)
        if len(list(bits(mask))) > 1 and parts:
            return t.NO_GROUPING()
        values = card_values(card, from_hand=True, mode=rules.mode)
        if len(values) == 2:
            return t.NOT_SUM_DUAL(low=values[0], high=values[1])
        return t.NOT_SUM(value=values[0])

    def _explain_build(self, seat: int, intent: Intent, units: Sequence[Unit], mask: int,
                       own: int | None, rules: Rules) -> Message:
        value, kind = intent.value, intent.build_kind
        chosen = list(bits(mask))
        bases = [i for i in chosen if units[i].is_build]
        loose = sum(1 << i for i in chosen if not units[i].is_build)
        if len(bases) > 1:
            return t.ONE_BUILD_ONLY()                                               # R7d
        if not MIN_BUILD <= value <= MAX_BUILD:
            return t.BUILD_RANGE()                                                  # R7c
        base = bases[0] if bases else None
        if own is not None and base != own:
            return t.ALREADY_BUILDING()                                             # R7e
        if base is None and not loose:
            return t.BUILD_NEEDS_CARDS()
        if base is not None:
            if kind is _SINGLE and units[base].multiple:
                return t.MERE_NOT_RAISABLE()                                        # A20
            if kind is _SINGLE and units[base].owner == seat and not rules.raise_own:
                return t.NO_RAISE_OWN()                                             # A6
            if loose and not rules.table_cards:
                return t.HAND_CARD_ONLY()                                           # A8
        if not self._adds_up(intent, units, base, loose, rules):
            if rules.mode != ANYWHERE and self._adds_up(intent, units, base, loose, replace(rules, mode=ANYWHERE)):
                return t.HAND_HIGH_TABLE_LOW()                                      # A1
            if kind is _MULTIPLE and base is None:
                return t.NO_GROUPING()
            return t.NOT_SUM(value=value)
        return t.NO_CAPTURING_CARD(value=value)                                     # R7b

    def _adds_up(self, intent: Intent, units: Sequence[Unit], base: int | None, loose: int, rules: Rules) -> bool:
        """Do the hand card, the build ``base`` and the ``loose`` cards make the announced build?"""
        value = intent.value
        sums = total_readings(units[i] for i in bits(loose))
        for h in card_values(intent.card, from_hand=True, mode=rules.mode):
            if base is not None:
                b = units[base].values[0]
                if value - h - b in sums if intent.build_kind is _SINGLE else b == value and value - h in sums:
                    return True
            elif intent.build_kind is _SINGLE:
                if value - h in sums:
                    return True
            else:
                for first in sum_subsets(units, value - h, loose, 0):
                    rest = loose & ~first
                    if rest and splits(units, value, rest) is not None:
                        return True
        return False


TRAIL, CAPTURE, BUILD = K_TRAIL.value, K_CAPTURE.value, K_BUILD.value
_BUILD_KINDS = {kind.value: kind for kind in BuildKind}
_HANDS, _BUILDS, _WON, _SVUPPER = (tuple(f"{zone}/{seat}" for seat in range(4))
                                   for zone in ("hand", "build", "won", "svupper"))
#: ``Rules`` by the options' items (reading the options costs more than finding them).
_RULES: dict[tuple[tuple[str, Any], ...], Rules] = {}


@functools.lru_cache(maxsize=256)
def _build_unit(owner: int, value: int, kind: BuildKind, builds_in_sums: bool) -> Unit:
    multiple = kind is _MULTIPLE
    return Unit(build_key(owner), (value,), builds_in_sums and not multiple, owner, multiple)


class _CardOrder(dict[Card, tuple[int, int]]):
    """``card_order`` by card, filled on first use (a dict lookup is the cheapest sort key)."""

    def __missing__(self, card: Card) -> tuple[int, int]:
        order = self[card] = card_order(card)
        return order


class _LooseUnits(dict[Card, Unit]):
    """The unit of each loose card under one ``dual_values`` mode, filled on first use."""

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode

    def __missing__(self, card: Card) -> Unit:
        unit = self[card] = Unit(card.text, card_values(card, from_hand=False, mode=self.mode), True)
        return unit


_CARD_ORDER = _CardOrder()
_LOOSE_UNITS = {mode: _LooseUnits(mode) for mode in (ANYWHERE, HAND_HIGH_TABLE_LOW)}


def new_game(players: int, options: Mapping[str, Any], seed: int = 0,
             deck: Sequence[Card] | None = None, dealer: int | None = None) -> State:
    """A new match; the first dealer is drawn at random unless given. ``deck`` fixes the
    first deal's stock (bottom first, the top card is dealt first)."""
    state = State(players, options, seed)
    state.zones["stock"] = french_deck()
    state.assign_uids(state.zones["stock"])
    state.deal(state.rng.below(players) if dealer is None else dealer, deck)
    return state
