"""What a hand of 31 is worth: the best suit total of three cards (spec "Components").

Ace 11, picture cards and tens 10, the rest their pips (``kit.points.THIRTY_ONE``).
Three of a kind counts 30 or 30.5 with the house option ``three_of_a_kind`` (A4).
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ...engine.cards import Card, french_deck
from ...engine.kit.points import THIRTY_ONE as SCALE, best_suit

THIRTY_ONE = 31.0
#: Points by rank (suits play no part in a card's points).
POINTS = {c.rank: SCALE.value(c) for c in french_deck()}
#: Option value -> what three of a kind is worth (None: nothing special).
TRIPLES: dict[str, float | None] = {"none": None, "30": 30.0, "30_5": 30.5}


def hand_points(cards: Sequence[Card], triples: float | None = None) -> float:
    """The value of a hand, fast for three cards (the engine asks at every turn)."""
    if len(cards) != 3:
        return hand_value(cards, triples)[0]
    a, b, c = cards
    pa, pb, pc = POINTS[a.rank], POINTS[b.rank], POINTS[c.rank]
    sa, sb, sc = a.suit, b.suit, c.suit
    if sa == sb:
        best = pa + pb + pc if sa == sc else max(pa + pb, pc)
    elif sa == sc:
        best = max(pa + pc, pb)
    elif sb == sc:
        best = max(pb + pc, pa)
    else:
        best = max(pa, pb, pc)
    if triples is not None and a.rank == b.rank == c.rank and triples > best:
        return triples
    return float(best)


def hand_value(cards: Sequence[Card], triples: float | None = None) -> tuple[float, str]:
    """The value of a hand and its suit ("" for three of a kind); ``triples`` is A4's value."""
    total, suit = best_suit(cards, SCALE)
    if triples is not None and len(cards) == 3 and cards[0].rank == cards[1].rank == cards[2].rank \
            and triples > total:
        return triples, ""
    return float(total), suit


def best_three(cards: Sequence[Card], triples: float | None = None) -> tuple[float, str, tuple[Card, ...]]:
    """The best three of ``cards`` (four after a draw): value, suit and the three kept."""
    if len(cards) <= 3:
        return (*hand_value(cards, triples), tuple(cards))
    value, kept = -1.0, tuple(cards[:3])
    for three in combinations(cards, 3):             # the first best (the fast value of three)
        points = hand_points(three, triples)
        if points > value:
            value, kept = points, three
    return (*hand_value(kept, triples), kept)


def best_points(cards: Sequence[Card], triples: float | None = None) -> float:
    """``best_three(cards, triples)[0]``, the value alone (the strong player asks it often)."""
    if len(cards) <= 3:
        return hand_points(cards, triples)
    return max(hand_points(three, triples) for three in combinations(cards, 3))


def value_text(value: float) -> str:
    """``30½`` for 30.5, else the whole number."""
    whole = int(value)
    return f"{whole}½" if value != whole else str(whole)
