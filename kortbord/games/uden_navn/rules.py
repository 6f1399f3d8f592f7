"""Kortspillet uden navn, the seven-contract rummy (spec: rules/uden_navn.md).

Rules in brief: two packs with their jokers (three with 6-8 players, option
``decks``; ``jokers_per_deck``) over exactly seven rounds, each with its
contract (``contract.ROUNDS``) and hand size (D1-D4). A turn is draw one card
(stock or discard, R2), then lay down the whole contract at once (R5) - staged
first in up to three trays - lay off on any meld and take run jokers once down
(R7, R8), and discard. The next player decides first on a discard; if he draws
from the stock, the first other player who asked buys it with two penalty
cards from the stock and discards nothing (R9-R11). The last card leaves by
meld, lay-off or a face-down discard (R13); round 7 closes only by laying the
whole hand as three runs (R14). Cards left count A 15, 2-9 5, T-K 10, JK 50;
the lowest total after round 7 wins (S1-S3).

Moves (text forms):
    ``0 draw`` (stock), ``0 take`` (the discard), ``2 buy`` (ask for the discard),
    ``0 stage 7H 1`` (hand card to tray 1), ``0 unstage 7H``, ``0 laydown``
    (the trays; ``0 laydown 1:4`` says how an ambiguous run lies, A4: tray 1 from place 4),
    ``0 joker 1:4`` (that choice made in the tray already, kept while the tray can lie so),
    ``0 layoff 8S meld0/2`` (``... meld0/2 hi``: at which end of a run),
    ``0 swap 6H meld2/1`` (the natural card for the run's joker, R8),
    ``0 discard 9C``, ``0 close`` / ``0 close 3C`` (round 7, R14).

Decisions: A1 three jokers per pack, two packs for 3-5 players; A2 exactly the
contract, two sets of one rank refused, two runs of one suit allowed; A3 never
more jokers than naturals; A4 an open-end joker's card is chosen in the tray
(``joker``) or at the lay-down (a lay-off at either end likewise) and kept; A5 ``owner_takes_joker``;
A6 ``layoff_same_turn``; A7 discarder and next player cannot buy, nor (option
``buy_after_laydown``) a player who is down, start card buyable, ``buy_limit``,
first request wins (computers ask in turn order from the next player); A8 a
face-down closing discard is never bought; A9 round 7: 13 cards as three runs,
``final_round_discard``; A10 lay down from the first turn; A11 reshuffle the
discard pile but its top; A12 no new melds once down; A13 3-8 players.
Where the spec is silent: a round whose stock must be rebuilt a fourth time
ends without a closer (S3), as families call off a round that goes nowhere.

Hidden information: hands and trays are seen by their owner only; the
closing discard lies face down; the penalty cards of a purchase go face down.
"""
from __future__ import annotations

from dataclasses import replace
from enum import Enum
from functools import lru_cache
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.events import CALL, MOVE, Event, EventKind
from ...engine.kit.said import SEATS
from ...engine.kit.dealing import dealt
from ...engine.kit.piles import holds, take_out
from ...engine.messages import Message, SeatRef
from ...engine.moves import Move, shared_move
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GameState
from ...engine.view import Face, View, ZoneSpec
from . import INFO, prompts
from . import explain as words
from . import texts as t
from ...engine.kit.melds import UDEN_NAVN, Kind, Meld, layoffs, penalty, read, take_joker
from .contract import LAST_ROUND, ROUNDS, RULES, TRAYS, Contract, judge, open_lows, reading_arg, reading_args

MAX_SEATS = 8
#: Rebuilding the stock once more than this ends the round without a closer (see the docstring).
MAX_RESTOCKS = 3

class Phase(str, Enum):
    DRAW = "draw"    # the seat on turn draws; others may ask to buy the discard
    PLAY = "play"    # the seat on turn stages, lays down, lays off, discards
    OVER = "over"


#: The phases as module names: hot code reads these (a member read off the enum is slow).
_DRAW, _PLAY, _OVER = Phase.DRAW, Phase.PLAY, Phase.OVER


def value(cards: Sequence[Card]) -> int:
    """S1: A 15, 2-9 5, T-K 10, JK 50."""
    return penalty(cards, UDEN_NAVN)


@lru_cache(maxsize=65536)
def fit_count(cards: tuple[Card, ...], face: str) -> int:
    """At how many places a card of ``face`` may join the meld of ``cards`` (R7: 0, 1 or 2)."""
    return len(layoffs(meld_of(cards), Card.parse(face), RULES))


@lru_cache(maxsize=8192)
def meld_of(cards: tuple[Card, ...]) -> Meld:
    """The meld a table zone's cards make in their order (the order fixes each joker)."""
    meld = read(cards, RULES)
    assert isinstance(meld, Meld), cards
    return meld


def deck_for(players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
    """D1/A1: two or three packs with their jokers, every card with its own id."""
    decks = options.get("decks", "auto")
    count = (2 if players <= 5 else 3) if decks == "auto" else int(decks)
    return tuple(french_deck(decks=count, jokers=count * int(options.get("jokers_per_deck", 3))))


HANDS = tuple(f"hand/{s}" for s in range(MAX_SEATS))
TRAY = tuple(tuple(f"tray{g}/{s}" for g in range(TRAYS)) for s in range(MAX_SEATS))
MELD = tuple(tuple(f"meld{g}/{s}" for g in range(TRAYS)) for s in range(MAX_SEATS))
_UP, _DOWN = ZoneSpec(Face.UP), ZoneSpec(Face.DOWN)
_OWN = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))


class _MoveTable(dict[Card, tuple[Move, ...]]):
    """Per card of one seat: (discard, unstage, stage in tray 1, 2, 3), made on first use."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def __missing__(self, card: Card) -> tuple[Move, ...]:
        seat, one = self.seat, (card,)
        moves = (Move(seat, "discard", one), Move(seat, "unstage", one),
                 *(Move(seat, "stage", one, str(g + 1)) for g in range(TRAYS)))
        self[card] = moves
        return moves


class _Staging(dict[Card, tuple[Move, ...]]):
    """Per card of one seat: its stage moves into trays 1 .. ``trays``, made on first use."""

    def __init__(self, seat: int, trays: int) -> None:
        super().__init__()
        self.seat, self.trays = seat, trays

    def __missing__(self, card: Card) -> tuple[Move, ...]:
        moves = self[card] = card_moves(self.seat)[card][2:2 + self.trays]
        return moves


class _OneMove(dict[Card, Move]):
    """Per card of one seat: one of its moves (``index`` into ``card_moves``), made on first use."""

    def __init__(self, seat: int, index: int) -> None:
        super().__init__()
        self.seat, self.index = seat, index

    def __missing__(self, card: Card) -> Move:
        move = self[card] = card_moves(self.seat)[card][self.index]
        return move


_TABLES = tuple(_MoveTable(s) for s in range(MAX_SEATS))
#: By seat (and tray count): the lookups ``_legal`` maps a hand through.
_STAGING = tuple(tuple(_Staging(s, n) for n in range(TRAYS + 1)) for s in range(MAX_SEATS))
_DISCARDS = tuple(_OneMove(s, 0) for s in range(MAX_SEATS))
_UNSTAGES = tuple(_OneMove(s, 1) for s in range(MAX_SEATS))
DRAW = tuple(shared_move(s, "draw") for s in range(MAX_SEATS))
TAKE = tuple(shared_move(s, "take") for s in range(MAX_SEATS))
BUY = tuple(shared_move(s, "buy") for s in range(MAX_SEATS))
#: By player count and seat on turn: the other seats in turn order from the next one.
OTHERS = tuple(tuple(tuple((turn + i) % n for i in range(1, n)) for turn in range(n)) for n in range(MAX_SEATS + 1))


def card_moves(seat: int) -> _MoveTable:
    """The shared one-card moves of ``seat`` by card."""
    return _TABLES[seat]


#: One-card move events by (card, src, dst, seat), each made once (events are values).
_MOVED: dict[tuple[Card, str, str, int], Event] = {}


def moved(card: Card, src: str, dst: str, seat: int) -> Event:
    """The event "``seat`` moved ``card`` from ``src`` to ``dst``"."""
    key = (card, src, dst, seat)
    event = _MOVED.get(key)
    if event is None:
        event = _MOVED[key] = Event(MOVE, seat, cards=(card,), src=src, dst=dst)
    return event


def meld_owner(zone: str) -> int:
    return int(zone.rpartition("/")[2])


class State(GameState):
    """A game of seven rounds. Change it only through ``apply`` (or ``deal``)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "round_no", "dealer", "turn", "phase", "offer", "offerer", "requests", "down", "laid_now",
        "buys", "restocks", "rows", "closers", "scores", "reads")

    round_no: int
    dealer: int
    turn: int
    phase: Phase
    #: Is the top discard buyable (R9)?
    offer: bool
    #: Who discarded it (None: the start card, which the dealer may buy too).
    offerer: int | None
    #: Seats that asked to buy it, in the order they asked (R10, R11).
    requests: list[int]
    #: Per seat: laid down this round?
    down: list[bool]
    #: Did the seat on turn lay down in this turn (A6)?
    laid_now: bool
    #: Per seat: purchases this round.
    buys: list[int]
    restocks: int
    rows: list[list[int]]
    #: Per round played: the closer, or -1 (S3).
    closers: list[int]
    scores: list[int]
    #: Per seat: the readings chosen in the trays for a joker at an open end (A4), in a
    #: lay-down's argument form ("1:4": tray 1 is the run from place 4); "" none.
    reads: list[str]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 3 <= players <= MAX_SEATS:
            raise ValueError(f"uden_navn: {players} players (allowed 3-{MAX_SEATS})")
        super().__init__(players, options, seed)
        limit = self.options.get("buy_limit", "unlimited")
        self._buy_limit = 10 ** 6 if limit == "unlimited" else int(limit)
        self._buy_down = bool(self.options.get("buy_after_laydown", False))
        self._same_turn = bool(self.options.get("layoff_same_turn", True))
        self._owner_takes = bool(self.options.get("owner_takes_joker", True))
        self._final_discard = bool(self.options.get("final_round_discard", False))
        self.deck = deck_for(players, self.options)
        self.round_no = 1
        self.dealer = 0
        self.turn = 1 % players
        self.phase = _DRAW
        self.offer = False
        self.offerer = None
        self.requests = []
        self.down = [False] * players
        self.laid_now = False
        self.buys = [0] * players
        self.restocks = 0
        self.rows = []
        self.closers = []
        self.scores = [0] * players
        self.reads = [""] * players

    # --- zones ------------------------------------------------------------

    def zone_names(self) -> list[str]:
        names = ["stock", "discard", "closed"]
        for s in range(self.players):
            names += [HANDS[s], *TRAY[s], *MELD[s]]
        return names

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone.startswith(("hand", "tray")):
            return _OWN[meld_owner(zone)]
        return _DOWN if zone in ("stock", "closed") else _UP

    @property
    def contract(self) -> Contract:
        return ROUNDS[self.round_no - 1]

    @property
    def final(self) -> bool:
        """Round 7 (R14)?"""
        return self.round_no == LAST_ROUND

    def table_melds(self) -> list[tuple[str, Meld]]:
        """The melds on the table with their zones."""
        return [(z, meld_of(tuple(self.zones[z]))) for s in range(self.players) for z in MELD[s] if self.zones[z]]

    def trays(self, seat: int) -> list[list[Card]]:
        return [self.zones[z] for z in TRAY[seat]]

    def tray_count(self) -> int:
        """Trays in use this round: one per meld of the contract."""
        return self.contract.melds

    # --- who may act ------------------------------------------------------

    def buyers(self) -> list[int]:
        """Seats that may still ask to buy the top discard, in turn order from the next player (R9, R11, A7)."""
        if self.phase is not _DRAW or not self.offer or not self.zones["discard"]:
            return []
        offerer, requests, buys, limit = self.offerer, self.requests, self.buys, self._buy_limit
        down = None if self._buy_down else self.down
        return [s for s in OTHERS[self.players][self.turn] if s != offerer and s not in requests
                and buys[s] < limit and (down is None or not down[s])]

    def _may_buy(self, seat: int) -> bool:
        return seat != self.offerer and seat not in self.requests and self.buys[seat] < self._buy_limit \
            and (self._buy_down or not self.down[seat])

    def actors(self) -> list[int]:
        phase = self.phase
        if phase is _OVER:
            return []
        if phase is _PLAY:                  # nobody may buy
            return [self.turn]
        return [*self.buyers(), self.turn]

    def to_move(self) -> int | None:
        """The seat on turn; None while others may still ask to buy (they act first, as at a table)."""
        if self.phase is _OVER or self.buyers():
            return None
        return self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    # --- legal moves --------------------------------------------------------

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _OVER:
            return []
        if seat != self.turn:
            return [BUY[seat]] if phase is _DRAW and self.offer and self.zones["discard"] \
                and self._may_buy(seat) else []
        zones = self.zones
        out: list[Move]
        if phase is _DRAW:
            out = [DRAW[seat]] if self._can_draw() else []
            if zones["discard"]:
                out.append(TAKE[seat])
            return out
        hand = zones[HANDS[seat]]
        if not self.down[seat]:
            contract = ROUNDS[self.round_no - 1]
            trays = contract.melds
            out = []
            stages = _STAGING[seat][trays]
            for card in hand:
                out += stages[card]
            unstages = _UNSTAGES[seat]
            staged = short = False
            filled = 0
            runs: list[int] = []
            for g, zone in enumerate(TRAY[seat]):
                tray = zones[zone]
                if tray:
                    filled += 1
                    short = short or len(tray) < 3
                    if g < trays:
                        staged = True
                        out += map(unstages.__getitem__, tray)
                        if len(tray) >= 4:
                            runs.append(g)
            if runs:
                out += self._jokers(seat, runs)
            if staged and filled == trays and not short:      # else no lay-down: judged on demand
                out += self._laydowns(seat)
        elif not self.final and (self._same_turn or not self.laid_now):
            out = self._layoffs(seat) + self._swaps(seat)
        else:
            out = []
        out += map(_DISCARDS[seat].__getitem__, hand)
        return out

    def _can_draw(self) -> bool:
        return bool(self.zones["stock"]) or len(self.zones["discard"]) > 1 or bool(self.requests)

    def _readings(self, seat: int) -> list[tuple[Meld, ...]] | Message:
        return judge(self.trays(seat), self.contract)

    def _laydowns(self, seat: int) -> list[Move]:
        """R5/R14: the lay-down (or round 7's close) of the trays, one per reading (A4)."""
        trays = self.trays(seat)
        groups = [t for t in trays if t]
        if len(groups) != self.contract.melds or any(len(t) < 3 for t in groups):
            return []                                     # cannot be the contract: judged only on demand
        hand = self.zones[HANDS[seat]]
        verb = "close" if self.final else "laydown"
        if self.final and not (not hand or self._final_discard and len(hand) == 1):
            return []
        got = self._readings(seat)
        if isinstance(got, Message):
            return []
        last = tuple(hand) if self.final else ()
        args = reading_args(trays, got)
        chosen = set(self.reads[seat].split())
        return [shared_move(seat, verb, last, arg) for arg in args if chosen <= set(arg.split())]

    def _jokers(self, seat: int, trays: Sequence[int]) -> list[Move]:
        """A4: for each staged run (of ``trays``) a joker could end at either end of, its
        readings not chosen."""
        out: list[Move] = []
        chosen = self.reads[seat].split()
        for g in trays:
            for low in open_lows(tuple(self.zones[TRAY[seat][g]])):
                arg = f"{g + 1}:{low}"
                if arg not in chosen:
                    out.append(shared_move(seat, "joker", (), arg))
        return out

    def _layoffs(self, seat: int) -> list[Move]:
        """R7: each hand card on each meld it fits ("lo"/"hi" when a run takes it at both ends)."""
        out: list[Move] = []
        melds = self.table_melds()
        fits: dict[tuple[str, str], int] = {}
        for card in self.zones[HANDS[seat]]:
            for zone, meld in melds:
                if not card.is_joker and (card.rank != meld.rank if meld.kind is Kind.SET else card.suit != meld.suit):
                    continue                                  # cheap first look: no rank or suit in common
                key = (zone, card.face)
                count = fits.get(key)
                if count is None:
                    count = fits[key] = fit_count(meld.cards, card.face)
                if count == 1:
                    out.append(shared_move(seat, "layoff", (card,), zone))
                elif count:
                    out += [shared_move(seat, "layoff", (card,), f"{zone} {end}") for end in ENDS]
        return out

    def _swaps(self, seat: int) -> list[Move]:
        """R8, A5: a natural card from the hand for a run's joker standing for it."""
        out: list[Move] = []
        hand = self.zones[HANDS[seat]]
        for zone, meld in self.table_melds():
            if meld.kind is not Kind.RUN or not meld.jokers or (not self._owner_takes and meld_owner(zone) == seat):
                continue
            for _joker, face in meld.joker_faces():
                out += [shared_move(seat, "swap", (c,), zone) for c in hand if c.face == face.face]
        return out

    def view(self, seat: int | None) -> View:
        """The base view; the seat's own tray readings (A4) among its facts, for the frames."""
        view = super().view(seat)
        if seat is None or not self.reads[seat]:
            return view
        return replace(view, public={**view.public, "reading": self.reads[seat]})

    # --- reasons and words (explain.py) -------------------------------------

    def explain(self, move: Move) -> Message:
        return words.explain(self, move)

    def describe(self, move: Move) -> Message:
        return words.describe(self, move)


    # --- guidance -----------------------------------------------------------

    def prompt_key(self, seat: int) -> str:
        if seat != self.turn:
            return "window:buy"
        if self.phase is _PLAY:
            return "final" if self.final else "down" if self.down[seat] else "play"
        return "draw_asked" if self.requests else "draw"

    def prompt_params(self, seat: int) -> dict[str, Any]:
        top = self.zones["discard"][-1] if self.zones["discard"] else None
        params: dict[str, Any] = {"contract": self.contract.short()}
        if top is not None:
            params["card"] = top
        if self.requests:
            params["player"] = SeatRef(self.requests[0])
        return params

    # --- applying moves -----------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb == "stage":
            events.append(self._move(move.cards[0], HANDS[seat], TRAY[seat][int(move.arg) - 1], seat))
            self._keep_reads(seat)
        elif verb == "discard":
            self._discard(seat, move.cards[0], events)
        elif verb == "buy":
            self.requests.append(seat)
            events.append(Event(CALL, seat, t.WANTS(player=SEATS[seat], card=self.zones["discard"][-1])))
        elif verb == "take":
            card = self.zones["discard"][-1]
            if self.requests:
                events.append(Event(EventKind.MESSAGE, seat, t.LAPSED(player=SeatRef(seat), card=card)))
            events.append(self._move(card, "discard", HANDS[seat], seat))
            self._begin_play()
        elif verb == "draw":
            self._draw(seat, events)
        elif verb == "unstage":
            card = move.cards[0]
            events.append(self._move(card, next(z for z in TRAY[seat] if holds(self.zones[z], card)), HANDS[seat], seat))
            self._keep_reads(seat)
        elif verb == "joker":
            tray = move.arg.partition(":")[0] + ":"
            self.reads[seat] = " ".join(sorted([p for p in self.reads[seat].split() if not p.startswith(tray)]
                                               + [move.arg]))
        elif verb == "laydown":
            self._lay_down(seat, move.arg, events)
            events.append(Event(EventKind.MESSAGE, seat, t.LAID(player=SeatRef(seat))))
            self._maybe_out(seat, events)
        elif verb == "close":
            self._lay_down(seat, move.arg, events)
            if move.cards:
                events.append(self._move(move.cards[0], HANDS[seat], "closed", seat))
            self._end_round(seat, events)
        elif verb == "layoff":
            self._lay_off(seat, move, events)
            self._maybe_out(seat, events)
        elif verb == "swap":
            self._swap(seat, move, events)
        return events

    def _keep_reads(self, seat: int) -> None:
        """A4: a tray's chosen reading stays while the tray can still lie that way."""
        if self.reads[seat]:
            self.reads[seat] = " ".join(
                p for p in self.reads[seat].split()
                if int(p.partition(":")[2]) in open_lows(tuple(self.zones[TRAY[seat][int(p[0]) - 1]])))

    def _move(self, card: Card, src: str, dst: str, seat: int) -> Event:
        take_out(self.zones[src], card)
        self.zones[dst].append(card)
        return moved(card, src, dst, seat)

    def _begin_play(self) -> None:
        self.phase = _PLAY
        self.offer = False
        self.offerer = None
        self.requests = []

    def _draw(self, seat: int, events: list[Event]) -> None:
        """R10: a purchase first (card and two from the stock); then the next player's stock card (R12)."""
        number = self.round_no
        if self.requests:
            buyer = self.requests[0]
            card = self.zones["discard"][-1]
            events.append(Event(EventKind.MESSAGE, buyer, t.BOUGHT(player=SeatRef(buyer), card=card)))
            events.append(self._move(card, "discard", HANDS[buyer], buyer))
            self.buys[buyer] += 1
            self._deal_from_stock(buyer, 2, events)
            if self._ended(number):
                return
        self._begin_play()
        if not self._deal_from_stock(seat, 1, events):
            if self._ended(number):
                return
            if self.zones["discard"]:                                  # R12: the top discard then
                events.append(self._move(self.zones["discard"][-1], "discard", HANDS[seat], seat))
            else:
                self._end_round(None, events)

    def _ended(self, number: int) -> bool:
        """Has round ``number`` ended meanwhile (a dead stock, S3)?"""
        return self.phase is _OVER or self.round_no != number

    def _deal_from_stock(self, seat: int, count: int, events: list[Event]) -> bool:
        """Give ``seat`` up to ``count`` stock cards face down, rebuilding the stock (R12);
        False if not all could be given."""
        stock = self.zones["stock"]
        for _ in range(count):
            if not stock and not self._restock(events):
                return False
            card = stock.pop()
            self.zones[HANDS[seat]].append(card)
            events.append(moved(card, "stock", HANDS[seat], seat))
        return True

    def _restock(self, events: list[Event]) -> bool:
        """R12/A11: the discard pile but its top card becomes the stock; a round that needs it
        once too often is dead (S3)."""
        pile = self.zones["discard"]
        if len(pile) <= 1:
            return False
        if self.restocks >= MAX_RESTOCKS:
            self._end_round(None, events)
            return False
        self.restocks += 1
        cards = pile[:-1]
        del pile[:-1]
        events.append(Event(EventKind.MOVE, cards=tuple(cards), src="discard", dst="stock"))
        events.append(self.shuffle_into(cards, "stock"))
        events.append(Event(EventKind.MESSAGE, message=t.RESHUFFLED()))
        return True

    def _lay_down(self, seat: int, arg: str, events: list[Event]) -> None:
        """R5/R14: the trays go to the table as the melds of ``seat``, read as ``arg`` says."""
        trays = self.trays(seat)
        got = self._readings(seat)
        assert not isinstance(got, Message)
        chosen = next(r for r in got if reading_arg(trays, r) == arg)
        used = [t for t in range(TRAYS) if trays[t]]
        for k, (t, reading) in enumerate(zip(used, chosen)):
            zone = MELD[seat][k]
            self.zones[TRAY[seat][t]].clear()
            self.zones[zone][:] = reading.cards
            events.append(Event(EventKind.MOVE, seat, cards=reading.cards, src=TRAY[seat][t], dst=zone))
        self.down[seat] = True
        self.laid_now = True
        self.reads[seat] = ""

    def _lay_off(self, seat: int, move: Move, events: list[Event]) -> None:
        card = move.cards[0]
        zone, _, end = move.arg.partition(" ")
        ways = layoffs(meld_of(tuple(self.zones[zone])), card, RULES)
        new = ways[ENDS.index(end)] if end else ways[0]
        self.zones[HANDS[seat]].remove(card)
        self.zones[zone][:] = new.cards
        events.append(Event(EventKind.MOVE, seat, cards=(card,), src=HANDS[seat], dst=zone))

    def _swap(self, seat: int, move: Move, events: list[Event]) -> None:
        """R8: the natural card takes the joker's place; the joker goes to the hand."""
        card, zone = move.cards[0], move.arg
        new, joker = take_joker(meld_of(tuple(self.zones[zone])), card)
        self.zones[HANDS[seat]].remove(card)
        self.zones[zone][:] = new.cards
        self.zones[HANDS[seat]].append(joker)
        events.append(Event(EventKind.MOVE, seat, cards=(card,), src=HANDS[seat], dst=zone))
        events.append(Event(EventKind.MOVE, seat, cards=(joker,), src=zone, dst=HANDS[seat]))
        events.append(Event(EventKind.MESSAGE, seat, t.SWAPPED(player=SeatRef(seat))))

    def _discard(self, seat: int, card: Card, events: list[Event]) -> None:
        """R2/R13: staged cards go back to the hand; the last card goes face down and closes."""
        self._untray(seat, events)
        hand = self.zones[HANDS[seat]]
        if hand == [card]:
            events.append(self._move(card, HANDS[seat], "closed", seat))
            self._end_round(seat, events)
            return
        events.append(self._move(card, HANDS[seat], "discard", seat))
        self.offer = True
        self.offerer = seat
        self.requests = []
        self.turn = (seat + 1) % self.players
        self.phase = _DRAW
        self.laid_now = False

    def _untray(self, seat: int, events: list[Event]) -> None:
        self.reads[seat] = ""
        for zone in TRAY[seat]:
            cards = self.zones[zone]
            if cards:
                events.append(Event(EventKind.MOVE, seat, cards=tuple(cards), src=zone, dst=HANDS[seat]))
                self.zones[HANDS[seat]].extend(cards)
                cards.clear()

    def _maybe_out(self, seat: int, events: list[Event]) -> None:
        """R13: a player whose last card went to the table closes."""
        if not self.zones[HANDS[seat]] and not any(self.trays(seat)):
            self._end_round(seat, events)

    # --- rounds -------------------------------------------------------------

    def _end_round(self, closer: int | None, events: list[Event]) -> None:
        """S1-S3: score the hands, then deal the next round or end the game."""
        for seat in range(self.players):
            self._untray(seat, events)
        row = [0 if s == closer else value(self.zones[HANDS[s]]) for s in range(self.players)]
        self.rows.append(row)
        self.closers.append(-1 if closer is None else closer)
        self.scores = [a + b for a, b in zip(self.scores, row)]
        number = self.round_no
        if closer is not None:
            events.append(Event(EventKind.MESSAGE, closer, t.CLOSES(player=SeatRef(closer), number=number)))
        else:
            events.append(Event(EventKind.MESSAGE, None, t.DEAD(number=number)))
        events.append(Event(EventKind.ROUND_OVER, closer, self._row_label(number, self.closers[-1])))
        if number >= LAST_ROUND:
            self.phase = _OVER
            self.offer = False
            self.requests = []
            low = min(self.scores)
            events.append(Event(EventKind.GAME_OVER, self.scores.index(low)))
            return
        self.round_no = number + 1
        self.deal((self.dealer + 1) % self.players, events)

    def deal(self, dealer: int, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1-D3: gather and shuffle all packs (or take ``deck``, top = last), deal the round's
        cards one at a time from the dealer's left, turn the start card (R1, R9)."""
        log = events if events is not None else []
        self.changed()
        self.clear_table("stock", log)
        self.lay_deck("stock", self.deck, deck, log)
        n = self.players
        self.dealer = dealer
        for _ in range(self.contract.dealt):
            for i in range(n):
                seat = (dealer + 1 + i) % n
                log.append(self.draw("stock", HANDS[seat]))
        log.append(self.draw("stock", "discard"))
        self.turn = (dealer + 1) % n
        self.phase = _DRAW
        self.offer, self.offerer, self.requests = True, None, []
        self.down = [False] * n
        self.buys = [0] * n
        self.laid_now = False
        self.restocks = 0
        self.reads = [""] * n
        c = self.contract
        log.append(Event(EventKind.MESSAGE, None, t.BANNER(number=c.number, name=c.name, contract=c.long())))

    def after_notation(self) -> None:
        self.changed()
        n = self.players
        if not 0 <= self.turn < n or not 0 <= self.dealer < n or not 1 <= self.round_no <= LAST_ROUND:
            raise ValueError("uden_navn: turn, dealer and round out of range")
        if len(self.down) != n:
            self.down = [False] * n
        if len(self.buys) != n:
            self.buys = [0] * n
        if len(self.scores) != n:
            self.scores = [0] * n
        if len(self.reads) != n:
            self.reads = [""] * n
        for _zone, cards in self.zones.items():
            if _zone.startswith("meld") and cards and not isinstance(read(tuple(cards), RULES), Meld):
                raise ValueError(f"uden_navn: {_zone} is no meld")

    # --- public facts and the score sheet -------------------------------------

    def public(self) -> dict[str, Any]:
        c = self.contract
        pile = self.zones["discard"]
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "round": self.round_no, "contract": c.name, "sets": c.sets, "runs": c.runs,
            "top": pile[-1].text if pile else None, "offer": self.offer and bool(pile),
            "offerer": self.offerer, "requests": list(self.requests), "buyers": self.buyers(),
            "down": list(self.down), "buys": list(self.buys), "laid_now": self.laid_now,
            "counts": [len(self.zones[HANDS[s]]) for s in range(self.players)],
            "staged": [sum(map(len, self.trays(s))) for s in range(self.players)],
            "scores": list(self.scores), "closers": list(self.closers), "restocks": self.restocks,
        }

    @staticmethod
    def _row_label(number: int, closer: int) -> Message:
        c = ROUNDS[number - 1]
        if closer < 0:
            return t.ROW_DEAD(number=c.number, name=c.name)
        return t.ROW(number=c.number, name=c.name, player=SeatRef(closer))

    def result(self) -> ScoreSheet:
        finished = self.phase is _OVER
        n = self.players
        rows = []
        for i, c in enumerate(ROUNDS):
            short = t.ROW_SHORT(number=c.number, name=c.name)
            if i < len(self.rows):
                rows.append(ScoreRow(self._row_label(i + 1, self.closers[i]), tuple(self.rows[i]), short))
            else:
                rows.append(ScoreRow(c.short(), (None,) * n, short))
        low = min(self.scores)
        winners = tuple(s for s in range(n) if self.scores[s] == low) if finished else ()
        c = self.contract
        status = t.STATUS(number=c.number, name=c.name, contract=c.short(), player=SeatRef(self.dealer))
        return ScoreSheet(n, tuple(rows), tuple(self.scores), winners=winners, finished=finished,
                          lower_is_better=True, status=status)


ENDS = ("lo", "hi")
VERBS = ("draw", "take", "buy", "stage", "unstage", "joker", "laydown", "close", "layoff", "swap", "discard")


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn with the seeded rng; ``deck``: the card
    order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)


def next_game(state: State, seed: int) -> State:
    """The next game of a session: same players and rules, a new first dealer."""
    return new_game(state.players, state.options, seed=seed, dealer=(state.dealer + 1) % state.players)
