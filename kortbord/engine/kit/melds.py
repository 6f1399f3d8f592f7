"""Melds of the rummy family: sets, runs, jokers, laying off, taking a joker back.

A game describes its melds once as ``MeldRules`` (set and run sizes, whether the
ace may be low and/or high, whether a set may repeat a suit); the functions below
then answer every question a rummy game asks, each refusal as a translated
``Message`` citing the rule (context ``"melds"``).

A ``Meld`` is a group on the table: its ``kind`` and its ``cards`` in order (a
run from its low end up). The order fixes what each joker stands for, so a
meld's card list alone is its complete, saveable form: ``read`` turns it back
into the meld.

    >>> from kortbord.engine.cards import Card, parse_cards
    >>> rules = MeldRules()                                  # Rummy/500: runs of 3, ace low
    >>> [m.text for m in arrangements(parse_cards("5H JK 6H"), rules)]  # joker = 4H or 7H?
    ['JK 5H 6H', '5H 6H JK']
    >>> refusal(parse_cards("5H JK JK"), rules).english()
    'A meld may not have more jokers than natural cards'
    >>> read(parse_cards("5H 6H JK"), rules).faces()         # the joker stands for 7H
    (Card('5H'), Card('6H'), Card('7H'))
    >>> [m.text for m in layoffs(read(parse_cards("5H 6H JK"), rules), Card.parse("8H"), rules)]
    ['5H 6H JK 8H']
    >>> layoff_refusal(read(parse_cards("5H 6H JK"), rules), Card.parse("7H"), rules).english()
    '7♥ does not fit this meld'
    >>> take_joker(read(parse_cards("5H 6H JK"), rules), Card.parse("7H"))[1]   # joker back
    Card('JK')
    >>> penalty(parse_cards("JK AS 9D"), FIVE_HUNDRED)
    45

Moves stay small: a game offers "meld these cards" as one move whose cards are
the meld in order, and checks any group a player tries with ``read`` (which
accepts the cards in any order when they allow only one meaning). Use
``arrangements`` to offer the choices ("Joker = 4H or 7H?", ``JOKER_CHOICE``) and
``layoffs`` for the places a card fits; neither ever looks at subsets of a hand.
``hand_melds`` lists a bounded set of candidate melds in a hand for computer
players and compulsory-meld rules.

Ranks in runs are numbered 1 (ace low) to 13 (king) and 14 (ace high); a run
never holds both aces' places and never wraps round (K-A-2).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import Iterable, Mapping, Sequence

from ..cards import JOKER, SUITS, Card
from ..messages import QT_TRANSLATE_NOOP, Catalog, CardRef, Message

_ = Catalog("melds")
TOO_MANY_JOKERS = _("jokers", QT_TRANSLATE_NOOP(
    "melds", "A meld may not have more jokers than natural cards"))
RUN_NEEDS_THREE = _("run3", QT_TRANSLATE_NOOP(
    "melds", "A run needs three cards of the same suit in sequence"))
RUN_NEEDS_FOUR = _("run4", QT_TRANSLATE_NOOP(
    "melds", "A run needs at least four cards of one suit in sequence"))
SET_NEEDS_THREE = _("set3", QT_TRANSLATE_NOOP(
    "melds", "A set needs at least three cards of the same rank"))
SET_AT_MOST_FOUR = _("set_max4", QT_TRANSLATE_NOOP("melds", "A set has at most four cards"))
SET_SUIT_TWICE = _("set_suits", QT_TRANSLATE_NOOP(
    "melds", "A set may not have two cards of the same suit"))
MIXED = _("mixed", QT_TRANSLATE_NOOP(
    "melds", "A meld is either cards of one rank (a set) or cards of one suit in sequence (a run)"))
RUN_PLACE_TWICE = _("run_twice", QT_TRANSLATE_NOOP(
    "melds", "A run cannot hold two cards for the same place"))
ACE_LOW = _("ace_low", QT_TRANSLATE_NOOP("melds", "Ace is low in this game: Q-K-A is not a run"))
AROUND_CORNER = _("corner", QT_TRANSLATE_NOOP(
    "melds", "A run cannot go round the corner from king to two"))
SAY_JOKER = _("say_joker", QT_TRANSLATE_NOOP(
    "melds", "Say which card the joker stands for: put the cards in their order"))
JOKER_CHOICE = _("joker_choice", QT_TRANSLATE_NOOP("melds", "Joker = {first} or {second}?"))
DOES_NOT_FIT = _("no_fit", QT_TRANSLATE_NOOP("melds", "{card} does not fit this meld"))
FITS_NO_MELD = _("no_meld_fits", QT_TRANSLATE_NOOP(
    "melds", "{card} does not fit any meld on the table"))
NO_JOKER_FOR = _("no_joker_for", QT_TRANSLATE_NOOP(
    "melds", "No joker in this meld stands for {card}"))
SET_JOKER_STAYS = _("set_joker", QT_TRANSLATE_NOOP("melds", "Jokers in sets cannot be taken"))

#: Rank letters by run place: 1 = ace low ... 13 = king, 14 = ace high.
PLACE_RANK = "?A23456789TJQKA"
_PLACE = {r: i for i, r in enumerate(PLACE_RANK) if 1 <= i <= 13}


class Kind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class MeldRules:
    """What counts as a meld in one game (the defaults are Rummy/500's).

    ``set_max`` None = no limit; ``set_suits_differ`` = no suit twice in a set
    (one deck); ``ace_low``/``ace_high`` = the ace may stand below the 2 / above
    the king (never both in one run). A meld never has more jokers than natural cards.
    """
    set_min: int = 3
    set_max: int | None = 4
    run_min: int = 3
    ace_low: bool = True
    ace_high: bool = False
    set_suits_differ: bool = True

    @property
    def run_short(self) -> Message:
        return (RUN_NEEDS_THREE if self.run_min <= 3 else RUN_NEEDS_FOUR)()


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or run: ``cards`` in order (a run from ``low``, its first card's place, up)."""
    kind: Kind
    cards: tuple[Card, ...]
    low: int = 0
    suit: str = ""
    rank: str = ""
    #: How many of the cards are jokers.
    jokers: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "jokers", sum(1 for c in self.cards if c.rank == JOKER))

    @classmethod
    def make(cls, kind: Kind, cards: tuple[Card, ...], low: int = 0, suit: str = "",
             rank: str = "") -> "Meld":
        """``Meld(kind, cards, low, suit, rank)`` at a fraction of the cost (no checks)."""
        meld = _new(cls)
        _SET_KIND(meld, kind)
        _SET_CARDS(meld, cards)
        _SET_LOW(meld, low)
        _SET_SUIT(meld, suit)
        _SET_RANK(meld, rank)
        jokers = 0
        for c in cards:
            if c.rank == JOKER:
                jokers += 1
        _SET_JOKERS(meld, jokers)
        return meld

    @property
    def high(self) -> int:
        """The place of a run's last card."""
        return self.low + len(self.cards) - 1

    @property
    def text(self) -> str:
        return " ".join(c.text for c in self.cards)

    def face(self, index: int) -> Card:
        """The card at ``index`` or, for a joker in a run, the natural card it stands for
        (a set's joker stays a joker: it takes the set's rank in no particular suit)."""
        card = self.cards[index]
        if card.is_joker and self.kind is Kind.RUN:
            return Card(PLACE_RANK[self.low + index], self.suit)
        return card

    def faces(self) -> tuple[Card, ...]:
        return tuple(self.face(i) for i in range(len(self.cards)))

    def joker_faces(self) -> tuple[tuple[Card, Card], ...]:
        """(joker, the natural card it stands for) for each joker of a run."""
        if self.kind is not Kind.RUN:
            return ()
        return tuple((c, self.face(i)) for i, c in enumerate(self.cards) if c.is_joker)


_new = object.__new__
_SET_KIND, _SET_CARDS, _SET_LOW, _SET_SUIT, _SET_RANK, _SET_JOKERS = (
    getattr(Meld, name).__set__ for name in ("kind", "cards", "low", "suit", "rank", "jokers"))


def _place(card: Card, ace_high: bool) -> int:
    return 14 if card.rank == "A" and ace_high else _PLACE[card.rank]


def _run_from(naturals: Sequence[Card], jokers: Sequence[Card], ace: int, lowest: int,
              highest: int) -> tuple[list[Meld], Message | None]:
    """Every run the cards make with the ace at place ``ace`` within lowest..highest."""
    by_place = {(ace if c.rank == "A" else _PLACE[c.rank]): c for c in naturals}
    if len(by_place) < len(naturals):
        return [], RUN_PLACE_TWICE()
    lo, hi = min(by_place), max(by_place)
    spare = len(jokers) - (hi - lo + 1 - len(by_place))
    if spare < 0:
        return [], None
    runs: list[Meld] = []
    suit = naturals[0].suit
    for below in range(spare, -1, -1):
        low, high = lo - below, hi + spare - below
        if low < lowest or high > highest:
            continue
        pool = iter(jokers)
        cards = tuple(by_place[p] if p in by_place else next(pool) for p in range(low, high + 1))
        runs.append(Meld.make(Kind.RUN, cards, low, suit))
    return runs, None


def _runs(naturals: Sequence[Card], jokers: Sequence[Card], rules: MeldRules
          ) -> tuple[list[Meld], Message]:
    """The runs a group of one suit makes, and the reason when it makes none."""
    has_ace = any(c.rank == "A" for c in naturals)
    aces = [a for a, ok in ((1, rules.ace_low), (14, rules.ace_high)) if ok] if has_ace else [1]
    lowest = 1 if rules.ace_low else 2
    highest = 14 if rules.ace_high else 13
    runs: list[Meld] = []
    reason = rules.run_short
    for ace in aces:
        found, why = _run_from(naturals, jokers, ace, lowest, highest)
        runs += [r for r in found if not (r.low == 1 and r.high == 14)]
        reason = why or reason
    if runs or reason is not rules.run_short:
        return runs, reason
    if has_ace and not rules.ace_high and _run_from(naturals, jokers, 14, lowest, 14)[0]:
        return [], ACE_LOW()
    if _wraps(naturals, jokers):
        return [], AROUND_CORNER()
    return [], reason


def _wraps(naturals: Sequence[Card], jokers: Sequence[Card]) -> bool:
    """Would the cards be a run if the ranks went on round the corner (K-A-2)?"""
    places = [_PLACE[c.rank] for c in naturals]
    for pivot in range(2, 14):
        turned = [p + 13 if p < pivot else p for p in places]
        if len(set(turned)) == len(turned):
            gaps = max(turned) - min(turned) + 1 - len(turned)
            if gaps <= len(jokers) and max(turned) > 13 and min(turned) <= 13:
                return True
    return False


def _set(naturals: Sequence[Card], size: int, rules: MeldRules) -> Message | None:
    if size < rules.set_min:
        return SET_NEEDS_THREE()
    if rules.set_max is not None and size > rules.set_max:
        return SET_AT_MOST_FOUR()
    if rules.set_suits_differ and len({c.suit for c in naturals}) < len(naturals):
        return SET_SUIT_TWICE()
    return None


#: Entries a memo holds before it starts afresh.
MEMO_LIMIT = 50_000
Examined = tuple[tuple[Meld, ...], Message | None]
#: ``hand_melds``' pieces remembered by the cards of one rank (sets) or suit (runs).
Pieces = dict[tuple[Card, ...], tuple[Meld, ...]]


class _Memory:
    """What the kit remembers under one set of rules: ``_examine``'s answers by group,
    ``hand_melds``' (sets, runs) pieces by the jokers to spare."""
    __slots__ = ("examined", "pieces")

    def __init__(self) -> None:
        self.examined: dict[tuple[Card, ...], Examined] = {}
        self.pieces: dict[tuple[Card, ...], tuple[Pieces, Pieces]] = {}


#: Equal rules share one memory ...
_BY_RULES: dict[MeldRules, _Memory] = {}
#: ... found by the rules object's id, kept alive beside it (a dataclass hashes slowly).
_BY_ID: dict[int, tuple[MeldRules, _Memory]] = {}


def _memory(rules: MeldRules) -> _Memory:
    entry = _BY_ID.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_BY_ID) > 1000:
            _BY_ID.clear()
        memory = _BY_RULES.get(rules)
        if memory is None:
            memory = _BY_RULES[rules] = _Memory()
        entry = _BY_ID[id(rules)] = (rules, memory)
    return entry[1]


def _examine(cards: Sequence[Card], rules: MeldRules) -> Examined:
    """All melds of the group (in any order), or the first reason it is none; remembered
    per group (the games ask about the same groups again and again)."""
    key = tuple(cards)
    examined = _memory(rules).examined
    found = examined.get(key)
    if found is None:
        if len(examined) > MEMO_LIMIT:
            examined.clear()
        melds, why = _examine_anew(key, rules)
        found = examined[key] = (tuple(melds), why)
    return found


def _examine_anew(cards: Sequence[Card], rules: MeldRules) -> tuple[list[Meld], Message | None]:
    naturals = [c for c in cards if not c.is_joker]
    jokers = [c for c in cards if c.is_joker]
    if len(jokers) > len(naturals):
        return [], TOO_MANY_JOKERS()
    if len(cards) < min(rules.set_min, rules.run_min):
        return [], (SET_NEEDS_THREE() if len({c.rank for c in naturals}) == 1
                    and len(naturals) > 1 else rules.run_short)
    if len({c.rank for c in naturals}) == 1:
        why = _set(naturals, len(cards), rules)
        if why is not None:
            return [], why
        return [Meld.make(Kind.SET, tuple(cards), rank=naturals[0].rank)], None
    if len({c.suit for c in naturals}) > 1:
        return [], MIXED()
    if len(cards) < rules.run_min:
        return [], rules.run_short
    runs, why = _runs(naturals, jokers, rules)
    return (runs, None) if runs else ([], why)


def arrangements(cards: Iterable[Card], rules: MeldRules) -> tuple[Meld, ...]:
    """Every meld the group can be, whatever order it comes in: one, none, or several
    when a joker may stand at either end of a run (or the ace low or high)."""
    return _examine(tuple(cards), rules)[0]


def refusal(cards: Iterable[Card], rules: MeldRules) -> Message | None:
    """Why the group is no meld at all, or None if it is one (in some order)."""
    return _examine(tuple(cards), rules)[1]


def _shape(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple("JK" if c.is_joker else c.face for c in cards)


def read(cards: Sequence[Card], rules: MeldRules) -> Meld | Message:
    """The meld the cards make in the order given, or the reason they make none.

    A group with one meaning may come in any order; when a joker's place (or the
    ace's) is open, the order says which meld is meant and any other order is
    refused with ``SAY_JOKER``.
    """
    found, why = _examine(tuple(cards), rules)
    if not found:
        assert why is not None
        return why
    if len(found) == 1 or found[0].kind is Kind.SET:
        return found[0]
    shape = _shape(cards)
    for meld in found:
        if _shape(meld.cards) == shape:
            return meld if meld.cards == tuple(cards) else Meld(
                Kind.RUN, tuple(cards), meld.low, meld.suit)
    return SAY_JOKER()


def is_meld(cards: Sequence[Card], rules: MeldRules) -> bool:
    """Do the cards make a meld (in some order)?"""
    return bool(_examine(tuple(cards), rules)[0])


# --- laying off --------------------------------------------------------------

def _layoff(meld: Meld, card: Card, rules: MeldRules) -> tuple[list[Meld], Message | None]:
    jokers = meld.jokers + card.is_joker
    if jokers * 2 > len(meld.cards) + 1:
        return [], TOO_MANY_JOKERS()
    if meld.kind is Kind.SET:
        if not card.is_joker and card.rank != meld.rank:
            return [], DOES_NOT_FIT(card=card)
        naturals = [c for c in meld.cards + (card,) if not c.is_joker]
        why = _set(naturals, len(meld.cards) + 1, rules)
        if why is not None:
            return [], why
        return [Meld.make(Kind.SET, meld.cards + (card,), rank=meld.rank)], None
    lowest = 1 if rules.ace_low else 2
    highest = 14 if rules.ace_high else 13
    out: list[Meld] = []
    if card.is_joker or card.suit == meld.suit:
        if meld.low - 1 >= lowest and not (meld.low == 2 and meld.high == 14) and (
                card.is_joker or _place(card, False) == meld.low - 1):
            out.append(Meld.make(Kind.RUN, (card,) + meld.cards, meld.low - 1, meld.suit))
        if meld.high + 1 <= highest and not (meld.low == 1 and meld.high == 13) and (
                card.is_joker or _place(card, True) == meld.high + 1):
            out.append(Meld.make(Kind.RUN, meld.cards + (card,), meld.low, meld.suit))
    if out:
        return out, None
    if card.suit == meld.suit and card.rank == "A" and meld.high == 13 and not rules.ace_high:
        return [], ACE_LOW()
    if card.suit == meld.suit and (meld.high == 14 and card.rank == "2"
                                   or meld.low == 1 and card.rank == "K"):
        return [], AROUND_CORNER()
    return [], DOES_NOT_FIT(card=card)


def layoffs(meld: Meld, card: Card, rules: MeldRules) -> tuple[Meld, ...]:
    """The meld with ``card`` added, once per place it fits (a joker may fit at both
    ends of a run: the first result has it below, the second above)."""
    return tuple(_layoff(meld, card, rules)[0])


def layoff_refusal(meld: Meld, card: Card, rules: MeldRules) -> Message | None:
    """Why ``card`` cannot be added to ``meld``, or None if it can."""
    return _layoff(meld, card, rules)[1]


def fits(meld: Meld, card: Card, rules: MeldRules) -> bool:
    return bool(_layoff(meld, card, rules)[0])


def openings(meld: Meld, rules: MeldRules) -> frozenset[str]:
    """The faces of the natural cards ``meld`` takes now ("7D", one per place), and
    ``"JK"`` when it takes a joker: a quick test before ``layoffs``."""
    return frozenset(opening_ways(meld, rules))


def opening_ways(meld: Meld, rules: MeldRules) -> dict[str, int]:
    """Per face of ``openings`` at how many places a card of it fits (1, or 2: both ends)."""
    if meld.kind is Kind.SET:
        faces = {Card(meld.rank, s).face for s in SUITS}
    else:
        faces = {Card(PLACE_RANK[p], meld.suit).face for p in (meld.low - 1, meld.high + 1) if 1 <= p <= 14}
    faces.add(JOKER)
    ways = {}
    for face in faces:
        count = len(_layoff(meld, Card.parse(face), rules)[0])
        if count:
            ways[face] = count
    return ways


def fitting(melds: Iterable[Meld], card: Card, rules: MeldRules) -> list[int]:
    """The indexes of the melds ``card`` can be laid off on (empty: ``FITS_NO_MELD``)."""
    return [i for i, meld in enumerate(melds) if fits(meld, card, rules)]


# --- taking a joker back --------------------------------------------------

def joker_refusal(meld: Meld, card: Card) -> Message | None:
    """Why ``card`` cannot take a joker's place in ``meld``, or None if it can."""
    if meld.kind is Kind.SET and meld.jokers:
        return SET_JOKER_STAYS()
    if card.is_joker or all(face.face != card.face for _, face in meld.joker_faces()):
        return NO_JOKER_FOR(card=CardRef(card))
    return None


def take_joker(meld: Meld, card: Card) -> tuple[Meld, Card]:
    """Put the natural ``card`` in the place of the run's joker standing for it; returns
    the new meld and the joker freed (check ``joker_refusal`` first)."""
    for i, c in enumerate(meld.cards):
        if c.is_joker and meld.face(i).face == card.face:
            cards = meld.cards[:i] + (card,) + meld.cards[i + 1:]
            return Meld.make(meld.kind, cards, meld.low, meld.suit, meld.rank), c
    raise ValueError(f"no joker stands for {card} in {meld.text}")


# --- finding melds in a hand ------------------------------------------------

def hand_melds(hand: Iterable[Card], rules: MeldRules, *, jokers: int = 1) -> list[Meld]:
    """Candidate melds in a hand, few and useful rather than all subsets.

    Per rank: the largest legal set of naturals, its minimum size when larger, and a
    pair completed by a joker. Per suit: every run between two held natural cards
    with at most ``jokers`` jokers filling its gaps. At most about 13 x 3 + 4 x 14 x
    (jokers + 1) melds, whatever the hand. Each rank's and suit's melds are remembered
    by its cards (a hand changes a card or two between the questions); a hand that
    ``_holds_none`` proves barren is answered without grouping it."""
    if _holds_none(hand, rules, jokers):
        return []
    held: list[Card] = []
    by_rank: dict[str, list[Card]] = {}
    by_suit: dict[str, list[Card]] = {}
    for c in hand:
        rank = c.rank
        if rank == JOKER:
            held.append(c)
            continue
        same = by_rank.get(rank)
        if same is None:
            by_rank[rank] = [c]
        else:
            same.append(c)
        same = by_suit.get(c.suit)
        if same is None:
            by_suit[c.suit] = [c]
        else:
            same.append(c)
    spare = tuple(held[:jokers])
    first = spare[:1]
    least = rules.set_min - 1 if first else rules.set_min
    out: list[Meld] = []
    sets, runs = _pieces(rules, spare)
    for group in by_rank.values():
        if len(group) >= least:
            key = tuple(group)
            found = sets.get(key)
            out += found if found is not None else _remember(sets, key, _sets_of(key, first, rules))
    for group in by_suit.values():
        if len(group) > 1:
            key = tuple(group)
            found = runs.get(key)
            out += found if found is not None else _remember(runs, key, _runs_of(key, spare, rules))
    return out


class _Spots(dict[Card, int]):
    """Per card its bit in a hand's mask: suit lane (16 bits each, ``SUITS`` order) and run
    place for a natural card of the first pack, bit 64 + copy for a joker; ``_FOREIGN`` for
    any other card (a later pack's copy, a card of no French suit). Distinct bits: a hand's
    mask is their sum."""

    def __missing__(self, card: Card) -> int:
        if card.rank == JOKER:
            spot = 1 << 64 + card.copy
        elif card.suit in SUITS and card.suit and card.rank in _PLACE and not card.copy:
            spot = 1 << 16 * SUITS.index(card.suit) + _PLACE[card.rank]
        else:
            spot = _FOREIGN
        self[card] = spot
        return spot


#: Below minus every sum of spots: a hand holding such a card has a negative mask.
_FOREIGN = -1 << 400
_SPOTS = _Spots()
_LANE = 0xFFFF


def _holds_none(hand: Iterable[Card], rules: MeldRules, jokers: int) -> bool:
    """Does ``hand_melds`` surely find nothing in ``hand``? One sum of bit masks: no rank in
    enough suits for a set, no suit with a span ``_spans`` accepts. False: look properly
    (also for what the masks cannot judge: a later pack's copies, repeated suits in a set,
    ``set_max`` below ``set_min``)."""
    set_min = rules.set_min
    if not rules.set_suits_differ or rules.set_max is not None and rules.set_max < set_min:
        return False
    mask = sum(map(_SPOTS.__getitem__, hand))
    if mask < 0:
        return False
    spare = min((mask >> 64).bit_count(), jokers)
    a, b, c, d = mask & _LANE, mask >> 16 & _LANE, mask >> 32 & _LANE, mask >> 48 & _LANE
    need = set_min - 1 if spare and set_min >= 2 else set_min
    if need <= 1:
        shared = a | b | c | d
    elif need == 2:                                 # a place held in two suits at least
        shared = a & b | (a | b) & (c | d) | c & d
    elif need == 3:
        shared = a & b & (c | d) | c & d & (a | b)
    else:
        shared = a & b & c & d if need == 4 else 0
    if shared:
        return False
    run_min, high = rules.run_min, rules.ace_high
    for lane in (a, b, c, d):
        if lane & lane - 1:                         # two places at least
            if high:
                lane |= (lane & 2) << 13
            if run_min == 3 and spare < 2 and not (     # a span needs these (x?x, xxx)
                    lane & lane >> 2 if spare else lane & lane >> 1 & lane >> 2):
                continue
            if _spans(lane, spare, run_min):
                return False
    return True


def _remember(memo: Pieces, key: tuple[Card, ...], melds: tuple[Meld, ...]) -> tuple[Meld, ...]:
    """``melds`` kept in ``memo`` under ``key`` (the memo emptied first once it is full)."""
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = melds
    return melds


def _pieces(rules: MeldRules, spare: tuple[Card, ...]) -> tuple[Pieces, Pieces]:
    """The remembered sets (completed by ``spare[:1]``) and runs (gaps filled by ``spare``)."""
    pieces = _memory(rules).pieces
    found = pieces.get(spare)
    if found is None:
        found = pieces[spare] = ({}, {})
    return found


def _sets_of(group: tuple[Card, ...], first: tuple[Card, ...], rules: MeldRules) -> tuple[Meld, ...]:
    """``hand_melds``' sets of one rank's naturals, ``first`` the joker it may use."""
    rank = group[0].rank
    if rules.set_suits_differ and len(group) > 1:
        group = tuple({c.suit: c for c in group}.values())
    if rules.set_max is not None:
        group = group[:rules.set_max]
    set_min = rules.set_min
    if len(group) >= set_min:
        if len(group) > set_min:
            return (Meld.make(Kind.SET, group, rank=rank), Meld.make(Kind.SET, group[:set_min], rank=rank))
        return (Meld.make(Kind.SET, group, rank=rank),)
    if first and len(group) == set_min - 1 and len(group) >= 1:
        return (Meld.make(Kind.SET, (*group, first[0]), rank=rank),)
    return ()


def _runs_of(group: tuple[Card, ...], spare: tuple[Card, ...], rules: MeldRules) -> tuple[Meld, ...]:
    """``hand_melds``' runs of one suit's naturals (in hand order), ``spare`` the jokers
    that may fill their gaps."""
    bits = _HIGH_BITS if rules.ace_high else _BITS
    mask = 0
    for c in group:
        mask |= bits[c.rank]
    spans = _spans(mask, len(spare), rules.run_min)
    if not spans:
        return ()
    places: dict[int, Card] = {}
    for c in group:
        places.setdefault(_PLACE[c.rank], c)
        if rules.ace_high and c.rank == "A":
            places.setdefault(14, c)
    out = []
    for low, high in spans:
        jokers = iter(spare)
        cards = tuple(places[p] if p in places else next(jokers) for p in range(low, high + 1))
        out.append(Meld.make(Kind.RUN, cards, low, group[0].suit))
    return tuple(out)


#: Per rank the bit of its run place (``_HIGH_BITS``: the ace at both ends).
_BITS = {r: 1 << p for r, p in _PLACE.items()}
_HIGH_BITS = {**_BITS, "A": 1 << 1 | 1 << 14}


@lru_cache(maxsize=1 << 16)
def _spans(mask: int, jokers: int, run_min: int) -> tuple[tuple[int, int], ...]:
    """The runs of one suit as (low, high) places: ``mask`` has a bit per place held,
    ``jokers`` fill gaps; each run starts and ends on a held place, in that order."""
    held = [p for p in range(1, 15) if mask >> p & 1]
    if len(held) + jokers < run_min or len(held) < 2:
        return ()
    out = []
    for low in held:
        used, size = 0, 1
        for high in range(low + 1, 15):
            size += 1
            if not mask >> high & 1:
                if used == jokers:
                    break
                used += 1
                continue
            if size >= run_min and 2 * used <= size and not (low == 1 and high == 14):
                out.append((low, high))
    return tuple(out)


def goes_down(cards: Sequence[Card], table: Sequence[Meld], rules: MeldRules, *,
               lay_off: bool = True) -> bool:
    """Can every one of ``cards`` be laid, as new melds (``hand_melds``) and lay-offs onto
    ``table`` and onto the new melds? ``lay_off`` False: lay-offs only after a new meld (a
    player without a meld of his own). A search over the first card's places, for short hands."""
    if not cards:
        return True
    first, rest = cards[0], list(cards[1:])
    if lay_off:
        for i, meld in enumerate(table):
            for grown in layoffs(meld, first, rules)[:1]:
                if goes_down(rest, [*table[:i], grown, *table[i + 1:]], rules):
                    return True
    for meld in hand_melds(cards, rules, jokers=2):
        if first in meld.cards:
            left = list(cards)
            for c in meld.cards:
                left.remove(c)
            if goes_down(left, [*table, meld], rules):
                return True
    return False


def by_rank(card: Card) -> tuple[int, int, int]:
    """A hand sorted by rank, the order that shows sets: ace low, then suits, jokers last
    (the table's "Sort by rank")."""
    if card.rank == JOKER:
        return (99, 0, card.copy)
    return (_PLACE.get(card.rank, 50), "SHCD".find(card.suit), card.copy)


# --- counting ----------------------------------------------------------------

#: Penalty points per rank (``JK`` for the joker).
ValueTable = Mapping[str, int]

#: Rummy, table "Rommy": face values, court cards 10, ace 1 (an added joker 25).
ROMMY: ValueTable = {"A": 1, **{str(n): n for n in range(2, 10)}, "T": 10, "J": 10, "Q": 10,
                     "K": 10, JOKER: 25}
#: Rummy, table "500": ace 15, joker 25, T-K 10, 2-9 5.
FIVE_HUNDRED: ValueTable = {"A": 15, **{str(n): 5 for n in range(2, 10)}, "T": 10, "J": 10,
                            "Q": 10, "K": 10, JOKER: 25}
#: Kortspillet uden navn: ace 15, joker 50, T-K 10, 2-9 5.
UDEN_NAVN: ValueTable = {**FIVE_HUNDRED, JOKER: 50}


def penalty(cards: Iterable[Card], table: ValueTable) -> int:
    """The points of ``cards`` by ``table``."""
    return sum(table[c.rank] for c in cards)
