"""Card points for the adding games (29, 31, Black Jack): what each card counts.

A game picks a table of points per rank and adds cards up with it; suits
play no part.

    >>> total(parse_cards("KH 7C TD"), COURTS_ONE)
    18
"""
from __future__ import annotations

from typing import Iterable, Mapping

from ..cards import Card

#: Points by rank.
Points = Mapping[str, int]

_PIPS = {str(n): n for n in range(2, 10)}
#: Ace 11, tens and picture cards 10 (31).
ACE_ELEVEN: Points = {**_PIPS, "A": 11, "T": 10, "J": 10, "Q": 10, "K": 10}
#: Ace and picture cards 1, the ten 10 (29).
COURTS_ONE: Points = {**_PIPS, "A": 1, "T": 10, "J": 1, "Q": 1, "K": 1}


def total(cards: Iterable[Card], points: Points) -> int:
    """The points of ``cards`` added up."""
    return sum(points[c.rank] for c in cards)
