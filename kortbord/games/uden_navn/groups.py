"""Reading a group of cards as a set or a run (R3, R4, Components), Qt-free.

A *place* is a run position: the ace is 1 below the two or 14 above the king,
never both (no run round the corner). A ``Reading`` is one way a group lies on
the table: its kind, its key (a set's rank; a run's suit and lowest place) and
its cards in table order, each joker at the place it stands for.

    >>> [r.key for r in read(parse_cards("JK 5H 6H 7H"))]
    ['H4', 'H5']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message

_ = Catalog("uden_navn")
SET_RANK = _("R3.set_rank", QT_TRANSLATE_NOOP("uden_navn", "A set needs three or more cards of the same rank"))
RUN_SHORT = _("R3.run_short", QT_TRANSLATE_NOOP(
    "uden_navn", "A run needs at least four cards of one suit in sequence"))
RUN_SUIT = _("R3.run_suit", QT_TRANSLATE_NOOP("uden_navn", "A run needs cards of one suit in sequence"))
RUN_TWICE = _("R3.run_twice", QT_TRANSLATE_NOOP("uden_navn", "A run never contains two cards for the same place"))
RUN_CORNER = _("R3.corner", QT_TRANSLATE_NOOP("uden_navn", "A run cannot go round the corner from king to two"))
TOO_MANY_JOKERS = _("R4.jokers", QT_TRANSLATE_NOOP(
    "uden_navn", "A meld may not have more jokers than natural cards"))

SET, RUN = "set", "run"
MIN_SET, MIN_RUN = 3, 4
#: Rank at each run place 1-14 (index 0 unused).
PLACE_RANK = " A23456789TJQKA"


def places(rank: str) -> tuple[int, ...]:
    """The run places of ``rank``: an ace is 1 or 14."""
    return (1, 14) if rank == "A" else (PLACE_RANK.index(rank),)


def face_at(suit: str, place: int) -> Card:
    """The natural card a joker at ``place`` of a ``suit`` run stands for."""
    return Card(PLACE_RANK[place], suit)


@dataclass(frozen=True, slots=True)
class Reading:
    """One way a group lies on the table."""
    kind: str
    #: A set's rank ("7"), a run's suit and lowest place ("H4").
    key: str
    cards: tuple[Card, ...]

    @property
    def suit(self) -> str:
        return self.key[0]

    @property
    def low(self) -> int:
        """A run's lowest place."""
        return int(self.key[1:])

    def stands_for(self) -> tuple[Card, ...]:
        """The natural cards this run's jokers stand for, in table order (none for a set)."""
        if self.kind != RUN:
            return ()
        return tuple(face_at(self.suit, self.low + i) for i, c in enumerate(self.cards) if c.is_joker)


def read(cards: Sequence[Card]) -> list[Reading] | Message:
    """Every reading of ``cards`` as one meld (sets first), or why it is none."""
    naturals = [c for c in cards if not c.is_joker]
    jokers = sorted((c for c in cards if c.is_joker), key=lambda c: c.copy)
    if naturals and all(c.rank == naturals[0].rank for c in naturals) and len(naturals) > 1:
        if len(cards) < MIN_SET:
            return SET_RANK()
        if len(jokers) > len(naturals):
            return TOO_MANY_JOKERS()
        return [Reading(SET, naturals[0].rank, (*naturals, *jokers))]
    if len(jokers) > len(naturals):
        return TOO_MANY_JOKERS()
    if len({c.suit for c in naturals}) > 1:
        return SET_RANK() if len(cards) < MIN_RUN else RUN_SUIT()
    readings = run_readings(naturals, jokers)
    if isinstance(readings, Message):
        return readings
    if len(cards) < MIN_RUN:
        return RUN_SHORT()
    return readings


def run_readings(naturals: Sequence[Card], jokers: Sequence[Card]) -> list[Reading] | Message:
    """The runs ``naturals`` (one suit) and ``jokers`` make, lowest first, or why none."""
    if not naturals:
        return RUN_SHORT()
    suit = naturals[0].suit
    out: list[Reading] = []
    why: Message = RUN_SHORT()
    aces = sum(c.rank == "A" for c in naturals)
    for ace in ((1,) if not aces else (1, 14)):
        placed = sorted(((ace if c.rank == "A" else places(c.rank)[0]), c) for c in naturals)
        if len({p for p, _ in placed}) != len(placed):
            why = RUN_TWICE()
            continue
        low, high = placed[0][0], placed[-1][0]
        gaps = high - low + 1 - len(placed)
        spare = len(jokers) - gaps
        if spare < 0:
            why = RUN_SUIT()
            continue
        for below in range(spare + 1):
            start, end = low - below, high + spare - below
            if start < 1 or end > 14:
                continue
            by_place = dict(placed)
            free = iter(jokers)
            line = tuple(by_place[p] if p in by_place else next(free) for p in range(start, end + 1))
            out.append(Reading(RUN, f"{suit}{start}", line))
    if not out and aces and len(naturals) > 1:
        ranks = {c.rank for c in naturals}
        if "K" in ranks and "2" in ranks:
            return RUN_CORNER()
    return sorted(set(out), key=lambda r: r.low) if out else why


def fits_set(rank: str, card: Card) -> bool:
    """May ``card`` join a set of ``rank`` (R7)?"""
    return card.is_joker or card.rank == rank


def run_ends(reading_low: int, length: int, suit: str, card: Card) -> list[str]:
    """The ends ("lo", "hi") of a run where ``card`` may be laid off (R7, ace rules)."""
    ends: list[str] = []
    below, above = reading_low - 1, reading_low + length
    for end, place in (("lo", below), ("hi", above)):
        if not 1 <= place <= 14:
            continue
        if card.is_joker or (card.suit == suit and place in places(card.rank)):
            ends.append(end)
    return ends


def jokers_ok(cards: Sequence[Card]) -> bool:
    """R4/A3: never more jokers than natural cards."""
    jokers = sum(c.is_joker for c in cards)
    return jokers <= len(cards) - jokers
