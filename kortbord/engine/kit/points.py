"""Card points for the adding games (31, Black Jack, 29): what each card counts.

A game picks a table of points per rank and asks for sums: a hand's total,
its totals per suit, its best suit.

    >>> best_suit([Card.parse("AS"), Card.parse("KS"), Card.parse("9D")], ACE_ELEVEN)
    (21, 'S')
"""
from __future__ import annotations

from typing import Iterable, Mapping

from ..cards import SUITS, Card

#: Points by rank.
Points = Mapping[str, int]

_PIPS = {str(n): n for n in range(2, 10)}
#: Ace 11, tens and picture cards 10 (31; Black Jack's soft ace).
ACE_ELEVEN: Points = {**_PIPS, "A": 11, "T": 10, "J": 10, "Q": 10, "K": 10}
#: Ace 1, tens and picture cards 10 (Black Jack's hard ace).
ACE_ONE: Points = {**ACE_ELEVEN, "A": 1}
#: Ace and picture cards 1, the ten 10 (29).
COURTS_ONE: Points = {**_PIPS, "A": 1, "T": 10, "J": 1, "Q": 1, "K": 1}


def total(cards: Iterable[Card], points: Points) -> int:
    """The points of ``cards`` added up."""
    return sum(points[c.rank] for c in cards)


def suit_totals(cards: Iterable[Card], points: Points) -> dict[str, int]:
    """The points per suit (every suit, 0 when none is held)."""
    out = dict.fromkeys(SUITS, 0)
    for card in cards:
        out[card.suit] += points[card.rank]
    return out


def best_suit(cards: Iterable[Card], points: Points) -> tuple[int, str]:
    """The highest total of one suit, and that suit (the later suit in ``SUITS`` on a tie)."""
    totals = suit_totals(cards, points)
    return max((t, s) for s, t in totals.items())
