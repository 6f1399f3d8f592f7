"""Rummy / 500, the Danish "Rommy" (spec: rules/rummy.md).

Rules in brief: one pack, with 3 jokers for table ``500`` (``jokers``); 10 cards
each for 2 players, 7 for 3-4, 6 for 5-6; the next card starts the discard pile
(D1-D3). A turn: draw the top card of the stock or of the discard pile, lay
melds and lay off as wished, discard one card (R1, R2). Melds are sets of 3-4 of
a rank or runs of 3+ in suit, ace low (``ace_high``), jokers standing for a
card, never more jokers than natural cards (R3, R4; ``engine.kit.melds``). Laying
off needs a meld of one's own (R6, ``layoff_requires_own_meld``); a card must
stay for the discard (R7); the card taken from the pile may not go straight back
(R8). Discarding the last card closes the hand (R9); the others score their hands
by the table (S1) until somebody reaches the target; the lowest total wins
(S2, S3; ``score_melds``: plus for table cards, highest wins, S4). Any other
player may call "Rummy!" on a discard that fits a meld, until the next player
has drawn, and lays it off (R11-R13). The stock turned over (R10).

Moves (text forms):
    ``0 draw`` (stock), ``0 take`` (top discard), ``0 pick 7S`` / ``0 unpick 7S``
    (a hand card into / out of the group being formed, zone ``group/0``),
    ``0 meld`` (lay the group; ``0 meld as 7H`` says what its jokers stand for),
    ``0 meld 7S 7H 7D`` (a meld straight from the hand, offered for the melds the
    kit's ``hand_melds`` finds: sets, natural runs, runs with one joker in a gap),
    ``0 layoff 7D meld/2/0`` (``... low``/``high`` when both ends fit), ``0 swap
    7H meld/1/0`` (joker_swap), ``0 takeback`` (this turn's melds and lay-offs back
    into the hand), ``0 discard KD``, ``1 rummy meld/0/0`` (the claim, ``low``/``high``).

The group keeps ``legal_moves`` short: one pick per hand card and at most three
meld moves, never the subsets of a hand; ``explain`` gives the meld kit's reason
for any group.

Decisions: A1 melding optional (``compulsory_meld``); A2 lay off on any meld once
one has a meld of one's own; A3 ace low (``ace_high``), never round the corner; A4
3 jokers (``jokers``), no exchange (``joker_swap``); A5 sets of 3-4; A6 the claim
needs only a fitting card, any other seat, until the next player's draw; A7 the
taken discard stays (unless it is the last card); A8 the whole pile is turned,
unshuffled; A9 target of penalty points, lowest wins; A10 only the top discard;
A11 closing allowed on any turn (``no_close_first_round``); A12 table 500 by
default. Where the spec is silent: a hand also ends without a closer once the
stock has been turned over three times (families stop a hand that goes nowhere);
a seat has room for ten melds.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import JOKER, Card, french_deck
from ...engine.events import Event, EventKind
from ...engine.kit import melds as kit
from ...engine.kit.dealing import dealt
from ...engine.kit.melds import FIVE_HUNDRED, ROMMY, Meld, MeldRules
from ...engine.kit.piles import shift
from ...engine.kit.scoring import best_seats
from ...engine.messages import Message, SeatRef
from ...engine.moves import Move, shared_move
from ...engine.registry import GameInfo
from ...engine.score import HAND, ScoreRow, ScoreSheet
from ...engine.state import GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts
from . import explain as words
from . import texts as t

MAX_SEATS = 6
#: Melds a seat has room for (zones ``meld/<seat>/0`` ...).
MAX_MELDS = 10
#: Turning the stock over more often than this ends the hand without a closer.
MAX_TURNOVERS = 1



class Phase(str, Enum):
    DRAW = "draw"      # the seat on turn draws (others may call Rummy! while a window is open)
    PLAY = "play"      # melds, lay-offs, then the discard
    OVER = "over"


#: The phases as module names: hot code reads these (a member read off the enum is slow).
_DRAW, _PLAY, _OVER = Phase.DRAW, Phase.PLAY, Phase.OVER
DECK: tuple[Card, ...] = tuple(french_deck(jokers=3))
HANDS = tuple(f"hand/{s}" for s in range(MAX_SEATS))
GROUPS = tuple(f"group/{s}" for s in range(MAX_SEATS))
MELDS = tuple(tuple(f"meld/{s}/{k}" for k in range(MAX_MELDS)) for s in range(MAX_SEATS))
ENDS = ("low", "high")
PICK = tuple({c: Move(s, "pick", (c,)) for c in DECK} for s in range(MAX_SEATS))
UNPICK = tuple({c: Move(s, "unpick", (c,)) for c in DECK} for s in range(MAX_SEATS))
DISCARD = tuple({c: Move(s, "discard", (c,)) for c in DECK} for s in range(MAX_SEATS))
DRAW = tuple(Move(s, "draw") for s in range(MAX_SEATS))
TAKE = tuple(Move(s, "take") for s in range(MAX_SEATS))
TAKEBACK = tuple(Move(s, "takeback") for s in range(MAX_SEATS))
#: What a card is looked up as among a meld's openings (``kit.openings``): its face, or JK.
OPENING = {c: JOKER if c.is_joker else c.face for c in DECK}
#: The cards of ``DECK`` by what they are looked up as (``OPENING``).
FACE_CARDS = {face: frozenset(c for c in DECK if OPENING[c] == face) for face in OPENING.values()}
#: The verbs that change the melds on the table (the remembered table is read again).
TABLE_VERBS = frozenset(("meld", "layoff", "swap", "takeback", "rummy"))
_UP = ZoneSpec(Face.UP)
_DOWN = ZoneSpec(Face.DOWN)
_OWNED = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))
#: Per meld rules: melds read from a zone's cards with the faces each takes
#: (``kit.opening_ways``) and in how many ways (1, or 2: either end).
Read = dict[tuple[Card, ...], tuple[Meld, dict[str, int]]]
_CACHES: dict[MeldRules, Read] = {}
CACHE_LIMIT = 50_000


def deal_size(players: int) -> int:
    """D2: 10 cards with 2 players, 7 with 3-4, 6 with 5-6."""
    return 10 if players == 2 else 7 if players <= 4 else 6


def meld_owner(zone: str) -> int:
    return int(zone.split("/")[1])


class State(GameState):
    """A game of Rummy / 500. Change it only through ``apply`` (or ``deal``)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "turn", "phase", "taken", "window", "turns", "turnovers", "laid",
        "placed", "closer", "scores", "rounds", "rows")

    dealer: int
    turn: int
    phase: Phase
    #: The card taken from the discard pile this turn (R8).
    taken: Card | None
    #: The seat whose discard on top may be claimed by "Rummy!" (None: no window, R11-R12).
    window: int | None
    #: Turns begun in this hand (``no_close_first_round``).
    turns: int
    #: How often the stock was turned over in this hand (R10).
    turnovers: int
    #: This turn's melds and lay-offs as [zone, card text] (Take back).
    laid: list[list[str]]
    #: Per table card the seat that put it there (S4).
    placed: dict[Card, int]
    #: The seat that closed the last hand (None: none yet, or no closer).
    closer: int | None
    scores: list[int]
    rounds: list[list[int]]
    #: Per scored hand its closer (-1: none), for the sheet's labels.
    rows: list[int]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"rummy: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        opts = self.options
        self._rommy = opts.get("table", "500") == "rommy"
        jokers = str(opts.get("jokers", "auto"))
        self._jokers = (0 if self._rommy else 3) if jokers == "auto" else int(jokers)
        self._values = ROMMY if self._rommy else FIVE_HUNDRED
        self._target = int(opts.get("target", 500))
        self._need_own = bool(opts.get("layoff_requires_own_meld", True))
        self._compulsory = bool(opts.get("compulsory_meld", False))
        self._swap = bool(opts.get("joker_swap", False))
        self._first_round = bool(opts.get("no_close_first_round", False))
        self._plus = bool(opts.get("score_melds", False))
        self.rules = MeldRules(ace_high=bool(opts.get("ace_high", False)))
        self._reads = _CACHES.setdefault(self.rules, {})
        self._tab: list[tuple[str, Meld, dict[str, int]]] | None = None
        #: The faces (``OPENING``) that fit some meld of ``_tab``.
        self._fit: frozenset[str] = frozenset()
        #: The cards of ``DECK`` whose face is in ``_fit``.
        self._fitting: frozenset[Card] = frozenset()
        self.deck = tuple(french_deck(jokers=self._jokers))
        self.dealer = 0
        self.turn = 0
        self.phase = _DRAW
        self.taken = None
        self.window = None
        self.turns = 0
        self.turnovers = 0
        self.laid = []
        self.placed = {}
        self.closer = None
        self.scores = [0] * players
        self.rounds = []
        self.rows = []

    # --- zones ------------------------------------------------------------

    def zone_names(self) -> list[str]:
        n = self.players
        return ["stock", "discard", *HANDS[:n], *GROUPS[:n], *(z for s in range(n) for z in MELDS[s])]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "stock":
            return _DOWN
        if zone.startswith(("hand/", "group/")):
            return _OWNED[int(zone.split("/")[1])]
        return _UP

    # --- melds on the table ---------------------------------------------------

    def meld(self, zone: str) -> Meld | None:
        """The meld lying in ``zone`` (None when it is empty or no meld zone)."""
        cards = self.zones.get(zone)
        if not cards or not zone.startswith("meld/"):
            return None
        return self._read(cards)[0]

    def _read(self, cards: list[Card]) -> tuple[Meld, dict[str, int]]:
        key = tuple(cards)
        reads = self._reads
        found = reads.get(key)
        if found is None:
            read = kit.read(key, self.rules)
            if not isinstance(read, Meld):
                raise ValueError(f"rummy: no meld: {key}")
            if len(reads) > CACHE_LIMIT:
                reads.clear()
            found = reads[key] = (read, kit.opening_ways(read, self.rules))
        return found

    def table_melds(self) -> list[tuple[str, Meld]]:
        """Every meld on the table with its zone, seat by seat."""
        return [(zone, meld) for zone, meld, _ in self._table()]

    def changed(self) -> None:
        super().changed()
        self._tab = None

    def _table(self) -> list[tuple[str, Meld, dict[str, int]]]:
        """(zone, meld, ways per opening) of the melds on the table; remembered until a move
        changes the table (``TABLE_VERBS``, a deal, ``changed``)."""
        if self._tab is not None:
            return self._tab
        out = []
        zones = self.zones
        for s in range(self.players):
            for zone in MELDS[s]:
                cards = zones[zone]
                if not cards:
                    break
                meld, opens = self._read(cards)
                out.append((zone, meld, opens))
        self._tab = out
        self._fit = frozenset(face for _, _, opens in out for face in opens)
        self._fitting = frozenset().union(*map(FACE_CARDS.__getitem__, self._fit))
        return out

    def fits_table(self, card: Card) -> bool:
        """Does ``card`` fit some meld on the table?"""
        self._table()
        return OPENING[card] in self._fit

    def has_meld(self, seat: int) -> bool:
        return bool(self.zones[MELDS[seat][0]])

    def free_meld_zone(self, seat: int) -> str | None:
        return next((z for z in MELDS[seat] if not self.zones[z]), None)

    def _keep(self) -> int:
        """Cards the hand must keep after melds and lay-offs (R7; R9 ``no_close_first_round``)."""
        return 2 if self._first_round and self.turns <= self.players else 1

    # --- who may act ------------------------------------------------------

    def claimable(self) -> bool:
        """Is a "Rummy!" window open: the top discard, just discarded, fits a meld (R11)?"""
        if self.window is None or self.phase is not _DRAW or not self.zones["discard"]:
            return False
        return self.fits_table(self.zones["discard"][-1])

    def callers(self) -> list[int]:
        if not self.claimable():
            return []
        return [s for s in range(self.players) if s != self.window]

    def actors(self) -> list[int]:
        phase = self.phase
        if phase is _OVER:
            return []
        turn, window = self.turn, self.window
        if window is None or phase is not _DRAW:                 # no "Rummy!" window
            return [turn]
        pile = self.zones["discard"]                             # claimable(), written out
        if not pile:
            return [turn]
        if self._tab is None:
            self._table()
        if OPENING[pile[-1]] not in self._fit:
            return [turn]
        return [turn, *(s for s in range(self.players) if s != window and s != turn)]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _OVER:
            return []
        zones = self.zones
        if phase is _DRAW:
            out = self._claims(seat) if self.window is not None else []
            if seat == self.turn:
                if zones["stock"] or len(zones["discard"]) > 1:
                    out.append(DRAW[seat])
                if zones["discard"]:
                    out.append(TAKE[seat])
            return out
        if seat != self.turn:
            return []
        hand, group = zones[HANDS[seat]], zones[GROUPS[seat]]
        keep = 2 if self._first_round and self.turns <= self.players else 1      # _keep()
        size = len(hand)
        out = list(map(PICK[seat].__getitem__, hand)) if size > keep else []
        if group:
            out += map(UNPICK[seat].__getitem__, group)
        melds = MELDS[seat]
        if not zones[melds[-1]] or self.free_meld_zone(seat) is not None:
            if len(group) >= 3 and size >= keep:
                out += self._group_melds(seat, group)
            # While a group is being formed no shortcuts, unless melding is compulsory (A1).
            held = hand if not group else hand + group if self._compulsory else None
            room = len(held) - keep if held is not None else 0
            if room >= 3 and held is not None:
                found = self._direct(seat, held)
                if found:
                    out += [m for m in found if len(m.cards) <= room]
        if size > keep and (zones[melds[0]] or not self._need_own):
            if self._tab is None:
                self._table()
            if self._swap or not self._fitting.isdisjoint(hand):
                out += self._layoffs(seat, hand)
        if self.laid:
            out.append(TAKEBACK[seat])
        out += self._discards(seat)
        return out

    def _group_melds(self, seat: int, group: list[Card]) -> list[Move]:
        """The meld moves of the group being formed: one per meaning (``_as``)."""
        options = kit.arrangements(group, self.rules)
        return [shared_move(seat, "meld", (), _as(m, len(options))) for m in options] if options else []

    def _direct(self, seat: int, hand: list[Card]) -> list[Move]:
        """The melds offered straight from the hand (``kit.hand_melds``) as moves of ``seat``
        (not remembered per hand: random play meets a hand again once in a hundred)."""
        return [shared_move(seat, "meld", m.cards) for m in kit.hand_melds(hand, self.rules)]

    def _layoffs(self, seat: int, hand: Sequence[Card]) -> list[Move]:
        out: list[Move] = []
        table = self._table()
        if self._fitting.isdisjoint(hand) and not self._swap:
            return out
        fit = self._fit
        faces = [(card, face) for card, face in zip(hand, map(OPENING.__getitem__, hand)) if face in fit]
        for zone, meld, opens in table:
            for card, face in faces:
                n = opens.get(face, 0)
                if n:
                    if n == 1:
                        out.append(Move(seat, "layoff", (card,), zone))
                    else:
                        out += [Move(seat, "layoff", (card,), f"{zone} {end}") for end in ENDS[:n]]
            if self._swap and meld.kind is kit.Kind.RUN and meld.jokers:
                out += [Move(seat, "swap", (card,), zone) for card in hand
                        if kit.joker_refusal(meld, card) is None]
        return out

    def _claims(self, seat: int) -> list[Move]:
        if seat == self.window or not self.zones["discard"]:
            return []
        face = OPENING[self.zones["discard"][-1]]
        out: list[Move] = []
        table = self._table()
        if face not in self._fit:
            return out
        for zone, meld, opens in table:
            n = opens.get(face, 0)
            if n:
                if n == 1:
                    out.append(Move(seat, "rummy", (), zone))
                else:
                    out += [Move(seat, "rummy", (), f"{zone} {end}") for end in ENDS[:n]]
        return out

    def _discards(self, seat: int) -> list[Move]:
        hand = self.zones[HANDS[seat]]
        held = len(hand) + len(self.zones[GROUPS[seat]])
        if held == 1 and self._first_round and self.turns <= self.players:
            return []
        if self._compulsory and self._meld_to_lay(seat) is not None:
            return []
        discards, taken = DISCARD[seat], self.taken
        if taken is None or held == 1:
            return list(map(discards.__getitem__, hand))
        return [discards[c] for c in hand if c is not taken]

    def _meld_to_lay(self, seat: int) -> Meld | None:
        """A meld the held cards could lay and still leave a card to discard (A1)."""
        held = self.zones[HANDS[seat]] + self.zones[GROUPS[seat]]
        if self.free_meld_zone(seat) is None:
            return None
        room = len(held) - self._keep()
        return next((m for m in kit.hand_melds(held, self.rules) if len(m.cards) <= room), None)

    # --- reasons and words (explain.py) -------------------------------------

    def explain(self, move: Move) -> Message:
        return words.explain(self, move)

    def describe(self, move: Move) -> Message:
        return words.describe(self, move)

    def arranged(self, group: Sequence[Card], arg: str) -> Meld | None:
        """The meaning of ``group`` that the meld move's ``arg`` names (None: no such)."""
        options = kit.arrangements(group, self.rules)
        return next((m for m in options if _as(m, len(options)) == arg), None)

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb in TABLE_VERBS:
            self._tab = None
        if verb == "pick":                          # the commonest first
            events.append(shift(self.zones, move.card, HANDS[seat], GROUPS[seat]))
        elif verb == "discard":
            self._discard(seat, move.card, events)
        elif verb in ("draw", "take"):
            self._draw(seat, verb == "take", events)
        elif verb == "unpick":
            events.append(shift(self.zones, move.card, GROUPS[seat], HANDS[seat]))
        elif verb == "rummy":
            self._claim(seat, move.arg, events)
        elif verb == "meld":
            self._meld(seat, move.arg, events, move.cards)
        elif verb == "layoff":
            zone, _, end = move.arg.partition(" ")
            self._lay_off(seat, move.card, zone, end, HANDS[seat], events)
        elif verb == "swap":
            self._swap_joker(seat, move.card, move.arg, events)
        elif verb == "takeback":
            self._take_back(seat, events)
        if verb in TABLE_VERBS:
            self._tab = None
        return events

    def _draw(self, seat: int, take: bool, events: list[Event]) -> None:
        """R2 step 1 (R10: the stock turned over when its last card goes)."""
        self.window = None
        if take:
            self.taken = self.zones["discard"][-1]
            events.append(self.draw("discard", HANDS[seat]))
        else:
            if not self.zones["stock"]:                    # R10's rare case: all but the top
                self._turn_over(events, keep_top=True)
            events.append(self.draw("stock", HANDS[seat]))
            if not self.zones["stock"] and self.turnovers < MAX_TURNOVERS:
                self._turn_over(events, keep_top=False)
        self.phase = _PLAY
        self.laid = []

    def _turn_over(self, events: list[Event], keep_top: bool) -> None:
        pile = self.zones["discard"]
        cards = pile[:-1] if keep_top else pile[:]
        if not cards:
            return
        del pile[:len(cards)]
        self.zones["stock"][:0] = cards[::-1]               # the oldest discard on top
        self.turnovers += 1
        events.append(Event(EventKind.MOVE, cards=tuple(cards[::-1]), src="discard", dst="stock"))
        events.append(Event(EventKind.MESSAGE, message=t.TURNED()))

    def _meld(self, seat: int, arg: str, events: list[Event], cards: tuple[Card, ...] = ()) -> None:
        """R5: the group (or, for a direct meld, ``cards`` from the hand) goes on the table."""
        hand, group = self.zones[HANDS[seat]], self.zones[GROUPS[seat]]
        src = HANDS[seat] if cards and all(c in hand for c in cards) else GROUPS[seat]
        found = kit.read(cards, self.rules) if cards else self.arranged(group, arg)
        zone = self.free_meld_zone(seat)
        assert isinstance(found, Meld) and zone is not None
        meld = found
        for card in meld.cards:
            (hand if card in hand else group).remove(card)
        if cards and src == GROUPS[seat] and group:                 # the rest of the group back
            rest = tuple(group)
            hand.extend(rest)
            group.clear()
            events.append(Event(EventKind.MOVE, seat, cards=rest, src=GROUPS[seat], dst=HANDS[seat]))
        self.zones[zone].extend(meld.cards)
        for card in meld.cards:
            self.placed[card] = seat
            self.laid.append([zone, card.text])
        events.append(Event(EventKind.MOVE, seat, cards=meld.cards, src=src, dst=zone))

    def _lay_off(self, seat: int, card: Card, zone: str, end: str, src: str, events: list[Event]) -> None:
        meld = self.meld(zone)
        assert meld is not None
        options = kit.layoffs(meld, card, self.rules)
        chosen = options[ENDS.index(end)] if end in ENDS and len(options) > 1 else options[0]
        self.zones[src].remove(card)
        self.zones[zone][:] = chosen.cards
        self.placed[card] = seat
        if src == HANDS[seat]:
            self.laid.append([zone, card.text])
        events.append(Event(EventKind.MOVE, seat, cards=(card,), src=src, dst=zone))

    def _swap_joker(self, seat: int, card: Card, zone: str, events: list[Event]) -> None:
        meld = self.meld(zone)
        assert meld is not None
        new, joker = kit.take_joker(meld, card)
        self.zones[HANDS[seat]].remove(card)
        self.zones[zone][:] = new.cards
        self.zones[HANDS[seat]].append(joker)
        self.placed[card] = seat
        self.placed.pop(joker, None)
        self.laid = []                                     # an exchange cannot be taken back
        events.append(Event(EventKind.MOVE, seat, cards=(card,), src=HANDS[seat], dst=zone))
        events.append(Event(EventKind.MOVE, seat, cards=(joker,), src=zone, dst=HANDS[seat]))

    def _take_back(self, seat: int, events: list[Event]) -> None:
        """The turn's melds and lay-offs go back into the hand, the melds as they were."""
        hand = self.zones[HANDS[seat]]
        for zone, text in reversed(self.laid):
            card = Card.parse(text)
            self.zones[zone].remove(card)
            self.placed.pop(card, None)
            hand.append(card)
            events.append(Event(EventKind.MOVE, seat, cards=(card,), src=zone, dst=HANDS[seat]))
        self.laid = []
        self._tidy()

    def _tidy(self) -> None:
        """Close the gaps that taking back leaves in a seat's meld row; re-read runs."""
        for s in range(self.players):
            rows = [self.zones[z] for z in MELDS[s]]
            kept = [r for r in rows if r]
            for z, r in zip(MELDS[s], kept + [[]] * (len(rows) - len(kept))):
                self.zones[z] = list(r)
        for zone, pile in list(self.zones.items()):
            if zone.startswith("meld/") and pile and not isinstance(kit.read(pile, self.rules), Meld):
                again = kit.arrangements(pile, self.rules)
                self.zones[zone] = list(again[0].cards)

    def _discard(self, seat: int, card: Card, events: list[Event]) -> None:
        group = self.zones[GROUPS[seat]]
        if group:
            cards = tuple(group)
            self.zones[HANDS[seat]].extend(cards)
            group.clear()
            events.append(Event(EventKind.MOVE, seat, cards=cards, src=GROUPS[seat], dst=HANDS[seat]))
        events.append(shift(self.zones, card, HANDS[seat], "discard"))
        self.taken = None
        self.laid = []
        if not self.zones[HANDS[seat]]:                    # R9: closed
            events.append(Event(EventKind.MESSAGE, seat, t.CLOSED(player=SeatRef(seat))))
            self._end_hand(seat, events)
            return
        self.window = seat
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        self.turn = (self.turn + 1) % self.players
        self.phase = _DRAW
        self.turns += 1
        self.laid = []
        if not self.zones["stock"] and (self.turnovers >= MAX_TURNOVERS or not self.zones["discard"]):
            events.append(Event(EventKind.MESSAGE, message=t.NO_CLOSER()))
            self._end_hand(None, events)

    def _claim(self, seat: int, arg: str, events: list[Event]) -> None:
        """R11-R13: the caller lays the top discard off; the turn stays where it is."""
        zone, _, end = arg.partition(" ")
        card = self.zones["discard"][-1]
        events.append(Event(EventKind.CALL, seat, t.CALLED()))
        self.window = None
        self._lay_off(seat, card, zone, end, "discard", events)
        if not self.zones["stock"] and not self.zones["discard"] and self.phase is _DRAW:
            events.append(Event(EventKind.MESSAGE, message=t.NO_CLOSER()))
            self._end_hand(None, events)

    # --- scoring ------------------------------------------------------------

    def _end_hand(self, closer: int | None, events: list[Event]) -> None:
        """S1-S4: score the hand; deal the next one unless the game is over."""
        self.closer = closer
        values = self._values
        row = []
        for s in range(self.players):
            minus = kit.penalty(self.zones[HANDS[s]] + self.zones[GROUPS[s]], values)
            if self._plus:
                plus = sum(values[c.rank] for c, owner in self.placed.items() if owner == s)
                row.append(plus - minus)
            else:
                row.append(0 if s == closer else minus)
        self.rounds.append(row)
        self.rows.append(-1 if closer is None else closer)
        self.scores = [a + b for a, b in zip(self.scores, row)]
        events.append(Event(EventKind.ROUND_OVER, closer, t.SCORED(number=len(self.rounds))))
        if max(self.scores) >= self._target:
            self.phase = _OVER
            self.window = None
            winners = best_seats(self.scores, lowest=not self._plus)
            events.append(Event(EventKind.GAME_OVER, winners[0] if len(winners) == 1 else None,
                                t.WINS(seat=SeatRef(winners[0])) if len(winners) == 1 else
                                t.SHARED(seats=", ".join(f"#{s + 1}" for s in winners))))
        else:
            self.deal((self.dealer + 1) % self.players, events)

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None,
             deck: Sequence[Card] | None = None) -> None:
        """D1-D3: shuffle (or take ``deck``, top = last), deal from the dealer's left, turn one up."""
        log = events if events is not None else []
        self.changed()
        stock = self.zones["stock"]
        cards = self.all_cards()
        for zone in self.zones.values():
            zone.clear()
        if deck is not None:
            if sorted(c.text for c in deck) != sorted(c.text for c in self.deck):
                raise ValueError("rummy: the deck must be the game's cards, each once")
            stock.extend(deck)
            if not self.uid:
                self.assign_uids(stock)
        else:
            log.append(self.shuffle_into(cards or list(self.deck), "stock"))
        n = self.players
        self.dealer = dealer
        for _ in range(deal_size(n)):
            for i in range(n):
                log.append(self.draw("stock", HANDS[(dealer + 1 + i) % n]))
        log.append(self.draw("stock", "discard"))
        self.turn = (dealer + 1) % n
        self.phase = _DRAW
        self.taken = None
        self.window = None
        self.turns = 1
        self.turnovers = 0
        self.laid = []
        self.placed = {}

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.turn < self.players or not 0 <= self.dealer < self.players:
            raise ValueError("rummy: turn and dealer must be seats")
        if len(self.scores) != self.players:
            self.scores = [0] * self.players
        for zone, meld in self.table_melds():
            for card in meld.cards:
                self.placed.setdefault(card, meld_owner(zone))

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "counts": [len(self.zones[HANDS[s]]) + len(self.zones[GROUPS[s]]) for s in range(self.players)],
            "window": self.window if self.claimable() else None,
            "callers": self.callers(),
            "taken": self.taken.text if self.taken is not None else None,
            "melded": [self.has_meld(s) for s in range(self.players)],
            "laid": len(self.laid), "turns": self.turns, "turnovers": self.turnovers,
            "table": self.options.get("table", "500"), "target": self._target,
            "scores": list(self.scores), "hand": len(self.rounds) + (self.phase is not _OVER),
            "closer": self.closer, "plus": self._plus,
        }

    def result(self) -> ScoreSheet:
        finished = self.phase is _OVER
        rows = []
        for i, (row, closer) in enumerate(zip(self.rounds, self.rows)):
            label = t.ROW_NO_CLOSER(number=i + 1) if closer < 0 else t.ROW_HAND(number=i + 1, player=SeatRef(closer))
            rows.append(ScoreRow(label, tuple(row), short=HAND(n=i + 1)))
        winners = tuple(best_seats(self.scores, lowest=not self._plus)) if finished else ()
        status = t.STATUS(table=t.TABLE_NAMES[str(self.options.get("table", "500"))], target=self._target,
                        dealer=SeatRef(self.dealer))
        return ScoreSheet(self.players, tuple(rows), tuple(self.scores), winners=winners, finished=finished,
                          lower_is_better=not self._plus, target=self._target, status=status)


def _as(meld: Meld, options: int) -> str:
    """A meld move's argument: "" for a group with one meaning, else "as 4H" (what its
    jokers stand for: "as 3H+4H"; "as low"/"as high" for an ace between)."""
    if options <= 1:
        return ""
    faces = meld.joker_faces()
    if faces:
        return "as " + "+".join(face.text for _, face in faces)
    return "as " + ("low" if meld.low == 1 else "high")


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn with the seeded rng; ``deck``: the card
    order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)
