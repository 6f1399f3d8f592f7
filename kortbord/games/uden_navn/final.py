"""Round 7 for the computer players: how many cards a hand still lacks to lie as three runs.

R14 closes round 7 with the whole hand (after the draw) as exactly three runs of four or
more, so a hand of ``n`` cards aims at three runs whose lengths add up to ``n`` (13 after
the draw: 4 + 4 + 5). ``missing`` looks at every window of those lengths in every suit,
keeps the best covered ones of each length, and counts the places no held card fills, jokers filling
at most half of a run (R4). The players keep the cards of the best windows and take or
discard by it (spec: "aim for three runs with spare length at the ends").
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

from ...engine.cards import Card

#: Windows of each length looked at per evaluation (the best covered ones).
TOP_WINDOWS = 10
#: The longest run planned for (longer ones leave the others under four cards).
LONGEST = 7
_PLACE = {r: i for i, r in enumerate("?A23456789TJQK") if i}


@lru_cache(maxsize=None)
def splits(total: int) -> tuple[tuple[int, int, int], ...]:
    """The lengths of three runs of at least four cards holding ``total`` cards."""
    return tuple((a, b, total - a - b) for a in range(4, LONGEST + 1) for b in range(a, LONGEST + 1)
                 if b <= total - a - b <= LONGEST)


def missing(cards: Sequence[Card], total: int) -> int:
    """The fewest cards ``cards`` lack to make three runs of ``total`` cards in all (0: they
    do; a large number when no three runs of that size are possible)."""
    lengths = splits(total)
    if not lengths:
        return total
    jokers = 0
    held: dict[str, set[int]] = {}
    for card in cards:
        if card.is_joker:
            jokers += 1
            continue
        places = held.setdefault(card.suit, set())
        place = _PLACE[card.rank]
        places.add(place)
        if place == 1:
            places.add(14)
    by_length: dict[int, list[tuple[int, str, int, int]]] = {}
    for length in {n for split in lengths for n in split}:
        windows = []
        for suit, places in held.items():
            for low in range(1, 16 - length):
                covered = sum(1 for p in range(low, low + length) if p in places)
                if covered * 2 >= length:                    # R4: jokers at most half of it
                    windows.append((covered, suit, low, length))
        windows.sort(reverse=True)
        by_length[length] = windows[:TOP_WINDOWS]
    best = total
    for a, b, c in lengths:
        firsts, seconds, thirds = by_length[a], by_length[b], by_length[c]
        for i, w1 in enumerate(firsts):
            for j, w2 in enumerate(seconds):
                if (a == b and j <= i) or _overlap(w1, w2):
                    continue
                for k, w3 in enumerate(thirds):
                    if (b == c and k <= j) or _overlap(w1, w3) or _overlap(w2, w3):
                        continue
                    gaps = a + b + c - w1[0] - w2[0] - w3[0]
                    room = min(a - w1[0], a // 2) + min(b - w2[0], b // 2) + min(c - w3[0], c // 2)
                    best = min(best, gaps - min(jokers, room))
    return best


def _overlap(one: tuple[int, str, int, int], other: tuple[int, str, int, int]) -> bool:
    """Do two windows of one suit share a place (one card cannot lie in two runs; the ace
    is one card, low at 1 or high at 14)?"""
    if one[1] != other[1]:
        return False
    aces = (one[2] == 1 and other[2] + other[3] == 15) or (other[2] == 1 and one[2] + one[3] == 15)
    return aces or (one[2] < other[2] + other[3] and other[2] < one[2] + one[3])


def best_discard(cards: Sequence[Card], total: int, value: Callable[[Card], int]) -> Card:
    """The card whose discard leaves the hand closest to three runs of ``total`` cards
    (ties: never a joker, then the highest penalty)."""
    def cost(card: Card) -> tuple[int, bool, int, str]:
        rest = [c for c in cards if c is not card]
        return (missing(rest, total), card.is_joker, -value(card), card.text)
    return min(dict.fromkeys(cards), key=cost)
