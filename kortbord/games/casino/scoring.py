"""Casino scoring: one deal's S1 table, and the end of the game (S2-S5).

Scores are kept per *column*: one per seat, or one per partnership with
``teams = pairs`` (S5). A deal's score is a list of the seven S1 items, each a
list of points per column, in the score panel's order.
"""
from __future__ import annotations

from enum import IntEnum
from typing import Any, Mapping, Sequence

from ...engine.cards import Card
from .combos import BIG_CASINO, LITTLE_CASINO


class Item(IntEnum):
    """The S1 items, in the order of the score panel's rows."""
    CARDS = 0
    SPADES = 1
    BIG_CASINO = 2
    LITTLE_CASINO = 3
    ACES = 4
    SVUPPERE = 5
    SIDSTEN = 6


def team_columns(players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
    """Seats per score column: partners opposite with 4 players and ``teams = pairs``
    (A21); otherwise every seat alone (the option means nothing below 4 players)."""
    if players == 4 and options.get("teams") == "pairs":
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(players))


def majority(counts: Sequence[int], ties: str) -> list[int]:
    """1 point to the strict leader (S2); a tie at the top scores nothing, or 1
    for each tied leader with ``majority_ties = all_tied`` (A15). Nobody leads with 0."""
    best = max(counts)
    leaders = [i for i, n in enumerate(counts) if n == best]
    if best == 0 or (len(leaders) > 1 and ties != "all_tied"):
        return [0] * len(counts)
    return [1 if i in leaders else 0 for i in range(len(counts))]


def score_deal(piles: Sequence[Sequence[Card]], svuppere: Sequence[int], sidsten: int | None,
               big_casino_as_16: int | None, options: Mapping[str, Any]) -> list[list[int]]:
    """The S1 table of one deal: ``piles``/``svuppere`` per column, the column that
    made the last capture (or None), the column whose hand TD took as 16 (A11)."""
    width = len(piles)
    ties = str(options.get("majority_ties", "nobody"))
    aces = [sum(1 for c in pile if c.rank == "A") for pile in piles]
    big = [2 if BIG_CASINO in pile else 0 for pile in piles]
    if options.get("big_casino_scoring") == "only_as_16":
        big = [b if col == big_casino_as_16 else 0 for col, b in enumerate(big)]
    table = [[0] * width for _ in Item]
    table[Item.CARDS] = majority([len(p) for p in piles], ties)
    table[Item.SPADES] = majority([sum(1 for c in p if c.suit == "S") for p in piles], ties)
    table[Item.BIG_CASINO] = big
    table[Item.LITTLE_CASINO] = [1 if LITTLE_CASINO in pile else 0 for pile in piles]
    table[Item.ACES] = majority(aces, ties) if options.get("ace_scoring") == "most" else aces
    table[Item.SVUPPERE] = list(svuppere)
    if sidsten is not None:
        table[Item.SIDSTEN][sidsten] = 1
    return table


def winners(totals: Sequence[int], target: int) -> list[int]:
    """S4: the column with the highest total once someone has reached ``target``;
    empty while nobody has, or while the highest totals are tied (play another deal)."""
    best = max(totals)
    if best < target:
        return []
    leaders = [i for i, t in enumerate(totals) if t == best]
    return leaders if len(leaders) == 1 else []
