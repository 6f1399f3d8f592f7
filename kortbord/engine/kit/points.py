"""Card points for the adding games: 21 (Black Jack), 29 and 31.

A ``PointScale`` says what an ace and a picture card (J, Q, K) are worth; 2-10
count their face value. An ace with a second, low value (Black Jack's 11 or 1)
makes a hand total flexible: ``total`` counts as many aces high as fit under
the limit, and says whether one still counts high (a "soft" total).

    >>> total(parse_cards("AD 6C"))          # soft 17
    Total(points=17, low=7)
    >>> total(parse_cards("AD 6C 9S")).points
    16
    >>> best_suit(parse_cards("AS KS 9D"), THIRTY_ONE)     # 31 counts one suit
    (21, 'S')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, NamedTuple

from ..cards import SUITS, Card, french_deck

_PIPS = {r: int(r) for r in "23456789"} | {"T": 10}


@dataclass(frozen=True, slots=True)
class PointScale:
    """What an ace (``ace``, and ``ace_low`` when it may count less) and a picture card are worth."""
    ace: int
    court: int
    ace_low: int | None = None

    def value(self, card: Card) -> int:
        """The points of ``card`` (an ace at its high value)."""
        if card.rank == "A":
            return self.ace
        return _PIPS.get(card.rank, self.court)


#: Black Jack: A 11 or 1, J Q K 10.
TWENTY_ONE = PointScale(ace=11, court=10, ace_low=1)
#: 31: A 11, J Q K 10.
THIRTY_ONE = PointScale(ace=11, court=10)
#: 29: A J Q K 1.
TWENTY_NINE = PointScale(ace=1, court=1)


class Total(NamedTuple):
    """A hand's ``points``, and ``low`` with every ace counted low (A + 6: 17 and 7)."""
    points: int
    low: int

    @property
    def soft(self) -> bool:
        """Does an ace still count high ("7 / 17")?"""
        return self.low != self.points


#: Per scale (by identity: hashing a dataclass is slow) the scale, each card's points
#: (aces high) and each card's points plus ``ACE`` for an ace.
_TABLES: dict[int, tuple[PointScale, dict[Card, int], dict[Card, int]]] = {}
#: Counts the aces in a sum of ``_tables(...)[2]`` values (above any hand's points).
ACE = 1 << 16


def _tables(scale: PointScale) -> tuple[PointScale, dict[Card, int], dict[Card, int]]:
    """Each card's points on ``scale`` (aces high), and with ``ACE`` added for an ace, made once."""
    tables = _TABLES.get(id(scale))
    if tables is None or tables[0] is not scale:
        points = {c: scale.value(c) for c in french_deck()}
        tables = _TABLES[id(scale)] = (scale, points,
                                       {c: v + ACE * (c.rank == "A") for c, v in points.items()})
    return tables


_ACES_21 = _tables(TWENTY_ONE)[2]


def points_table(scale: PointScale) -> dict[Card, int]:
    """Each card of the plain pack and its points on ``scale`` (aces high); do not change it."""
    return _tables(scale)[1]


def total(cards: Iterable[Card], scale: PointScale = TWENTY_ONE, limit: int = 21) -> Total:
    """The best total of ``cards`` not over ``limit`` if the aces allow it (else the lowest)."""
    hand = cards if isinstance(cards, (list, tuple)) else list(cards)
    drop = scale.ace - (scale.ace if scale.ace_low is None else scale.ace_low)
    try:
        both = sum(map((_ACES_21 if scale is TWENTY_ONE else _tables(scale)[2]).__getitem__, hand))
    except KeyError:                                # a card outside the plain pack
        both = sum(scale.value(c) + ACE * (c.rank == "A") for c in hand)
    points = both & (ACE - 1)
    low = points - drop * (both // ACE)
    while points > limit and points > low:
        points -= drop
    return Total(points, low)


def points21(cards: Iterable[Card]) -> int:
    """``total(cards).points`` on Black Jack's scale, for plain-pack cards (the engine asks often)."""
    both = sum(map(_ACES_21.__getitem__, cards))
    points = both & (ACE - 1)
    aces = both // ACE
    while points > 21 and aces:
        points -= 10
        aces -= 1
    return points


def suit_totals(cards: Iterable[Card], scale: PointScale) -> dict[str, int]:
    """The points per suit, aces high (every suit, 0 when none is held)."""
    table = points_table(scale)
    out = dict.fromkeys(SUITS, 0)
    for card in cards:
        out[card.suit] += table[card]
    return out


def best_suit(cards: Iterable[Card], scale: PointScale) -> tuple[int, str]:
    """The highest total of one suit, and that suit (the later suit in ``SUITS`` on a tie)."""
    return max((t, s) for s, t in suit_totals(cards, scale).items())
