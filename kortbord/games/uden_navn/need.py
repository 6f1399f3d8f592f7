"""Rounds 1-6 for the strong player: how many cards a hand still lacks for the contract.

``need(cards, sets, runs)`` is the fewest cards to add to ``cards`` so that they hold
``sets`` sets of three of different ranks and ``runs`` runs of four (R3, R5), jokers
filling at most one place of a set of three and two of a run of four (R4). It looks at
the best ranks for the sets and, in what those leave, the best covered windows of four
for the runs (two runs of one suit must not share a place). Longer melds are not
needed to lay down, so the count stops at the minimum sizes.
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ...engine.cards import Card

#: Ranks and run windows tried per evaluation (the best covered ones).
TOP_RANKS = 5
TOP_WINDOWS = 8
_PLACE = {r: i for i, r in enumerate("?A23456789TJQK") if i}
Window = tuple[int, str, int]            # (covered places, suit, lowest place)


def need(cards: Sequence[Card], sets: int, runs: int) -> int:
    """The fewest cards ``cards`` lack for the contract (0: it can be laid down)."""
    jokers = 0
    by_rank: dict[str, list[Card]] = {}
    for card in cards:
        if card.is_joker:
            jokers += 1
        else:
            by_rank.setdefault(card.rank, []).append(card)
    ranks = sorted(by_rank, key=lambda r: -len(by_rank[r]))[:TOP_RANKS] if sets else []
    best = 3 * sets + 4 * runs
    for chosen in combinations(ranks, sets):
        lack = room = 0
        used: set[Card] = set()
        for rank in chosen:
            group = by_rank[rank][:3]
            used.update(group)
            lack += 3 - len(group)
            room += min(3 - len(group), 1)
        if not runs:
            best = min(best, lack - min(jokers, room))
            continue
        for run_lack, run_room in _runs([c for c in cards if c not in used and not c.is_joker], runs):
            best = min(best, lack + run_lack - min(jokers, room + run_room))
    if sets and len(ranks) < sets:
        lack = 3 * sets - sum(min(3, len(by_rank[r])) for r in ranks)
        best = min(best, lack - min(jokers, sets))
    return best


def _runs(naturals: Sequence[Card], runs: int) -> set[tuple[int, int]]:
    """For each choice of ``runs`` separate windows of four among the best covered: (the
    places they lack, how many of those jokers may fill)."""
    held: dict[str, set[int]] = {}
    for card in naturals:
        places = held.setdefault(card.suit, set())
        place = _PLACE[card.rank]
        places.add(place)
        if place == 1:
            places.add(14)
    windows: list[Window] = []
    for suit, places in held.items():
        for low in range(1, 12):
            covered = (low in places) + (low + 1 in places) + (low + 2 in places) + (low + 3 in places)
            if covered:
                windows.append((covered, suit, low))
    windows.sort(reverse=True)
    windows = windows[:TOP_WINDOWS]
    out = {(4 * runs, 2 * runs)}
    for chosen in combinations(windows, runs):
        if runs < 2 or not any(_overlap(a, b) for a, b in combinations(chosen, 2)):
            out.add((sum(4 - w[0] for w in chosen), sum(min(4 - w[0], 2) for w in chosen)))
    return out


def _overlap(one: Window, other: Window) -> bool:
    """Do two windows of four in one suit share a place (the ace low at 1 is the ace high at 14)?"""
    if one[1] != other[1]:
        return False
    a, b = one[2], other[2]
    return abs(a - b) < 4 or {a, b} == {1, 11}
