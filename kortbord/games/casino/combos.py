"""Casino arithmetic: card and build values, and the groups a capture or build may form.

Everything here is pure and works on bitmasks over a list of table *units*
(loose cards and builds); the searches are remembered by the table's values
(``readings``), so legal-move generation seldom repeats one:

- ``card_values`` gives a card's values under ``dual_values`` (A1): an ace
  1/14, 2S 2/15, TD 10/16, every other card its face value (J 11, Q 12, K 13).
- ``sum_subsets`` enumerates the subsets of units whose values (one reading per
  dual card) add up to a target, pruning on the running sum.
- ``capture_sets`` enumerates every selection that splits into groups of one
  value (R3): matches and sums, several groups at once (A14), with one
  canonical grouping per selection.

Combinatorics: values are at least 1 and targets at most 16, so a group has at
most a handful of cards; the number of *selections* (unions of disjoint groups)
is capped at ``MAX_SELECTIONS`` per hand card and value. Real tables never get
near it (the random playouts of the test suite peak far below); the cap only
keeps a pathological position from stalling the table.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from ...engine.cards import Card

ANYWHERE = "anywhere"
HAND_HIGH_TABLE_LOW = "hand_high_table_low"
LITTLE_CASINO = Card("2", "S")
BIG_CASINO = Card("T", "D")
SPADE_FIVE = Card("5", "S")
MIN_BUILD, MAX_BUILD = 2, 16
MAX_SELECTIONS = 4096


def high_value(card: Card) -> int | None:
    """The second value of a dual card (ace 14, 2S 15, TD 16), else None."""
    if card.rank == "A":
        return 14
    if card is LITTLE_CASINO:
        return 15
    if card is BIG_CASINO:
        return 16
    return None


def card_values(card: Card, *, from_hand: bool, mode: str = ANYWHERE) -> tuple[int, ...]:
    """The values ``card`` may take (A1): both readings anywhere, or under
    ``hand_high_table_low`` only the high one from hand and the low one on the table."""
    high = high_value(card)
    if high is None:
        return (card.value,)
    if mode == HAND_HIGH_TABLE_LOW:
        return (high,) if from_hand else (card.value,)
    return (card.value, high)


def is_dual(card: Card) -> bool:
    return high_value(card) is not None


@dataclass(frozen=True, slots=True)
class Unit:
    """A loose table card or a build, as capture and build arithmetic sees it."""
    key: str                       #: ``7D`` for a loose card, ``build2`` for seat 2's build
    values: tuple[int, ...]
    in_sums: bool                  #: may be part of a sum group (not a multiple build, A9)
    owner: int | None = None       #: the build's owner; None for a loose card
    multiple: bool = False

    @property
    def is_build(self) -> bool:
        return self.owner is not None


def build_key(owner: int) -> str:
    return f"build{owner}"


def bits(mask: int) -> Iterable[int]:
    """The indices set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


#: The table as the searches below see it: per unit its readings, and a mask of
#: the units that may join a sum. Positions that differ only in suits or owners
#: share it, so the searches are remembered by it (they are pure).
Readings = tuple[tuple[int, ...], ...]


def readings(units: Sequence[Unit]) -> tuple[Readings, int]:
    """The key the searches are remembered by: each unit's values, and which may be summed."""
    summable = 0
    for i, unit in enumerate(units):
        if unit.in_sums:
            summable |= 1 << i
    return tuple(u.values for u in units), summable


def sum_subsets(units: Sequence[Unit], target: int, allowed: int, min_size: int = 2) -> tuple[int, ...]:
    """Bitmasks of subsets of ``allowed`` with at least ``min_size`` units whose
    values, one reading each, add up to ``target`` (each subset once)."""
    return _sum_subsets(tuple(u.values for u in units), target, allowed, min_size)


@functools.lru_cache(maxsize=1 << 15)
def _sum_subsets(values: Readings, target: int, allowed: int, min_size: int) -> tuple[int, ...]:
    if target < 0:
        return ()
    if target == 0:
        return (0,) if min_size == 0 else ()
    index = list(bits(allowed))
    found: dict[int, None] = {}

    def walk(start: int, total: int, mask: int, size: int) -> None:
        for j in range(start, len(index)):
            i = index[j]
            for value in values[i]:
                reached = total + value
                if reached == target:
                    if size + 1 >= min_size:
                        found[mask | 1 << i] = None
                elif reached < target:
                    walk(j + 1, reached, mask | 1 << i, size + 1)

    walk(0, 0, 0, 0)
    return tuple(found)


def groups_for(units: Sequence[Unit], value: int, allowed: int) -> tuple[int, ...]:
    """Every group worth ``value`` among ``allowed`` units: matches, then sums (R3)."""
    values, summable = readings(units)
    return _groups(values, summable, value, allowed)


@functools.lru_cache(maxsize=1 << 14)
def _groups(values: Readings, summable: int, value: int, allowed: int) -> tuple[int, ...]:
    matches = tuple(1 << i for i in bits(allowed) if value in values[i])
    return matches + _sum_subsets(values, value, summable & allowed, 2)


def unions(groups: Sequence[int], limit: int = MAX_SELECTIONS) -> dict[int, tuple[int, ...]]:
    """Every union of pairwise disjoint ``groups`` (not the empty one), each
    with the first grouping found; stops growing at ``limit`` selections."""
    found: dict[int, tuple[int, ...]] = {0: ()}
    for group in groups:
        for mask, parts in list(found.items()):
            if mask & group == 0 and mask | group not in found:
                if len(found) > limit:
                    break
                found[mask | group] = parts + (group,)
    del found[0]
    return found


def capture_sets(units: Sequence[Unit], value: int, allowed: int | None = None) -> Mapping[int, tuple[int, ...]]:
    """Selections of ``allowed`` units (default all) a card worth ``value`` may take
    (shared between calls: read it, do not change it)."""
    if allowed is None:
        allowed = (1 << len(units)) - 1
    values, summable = readings(units)
    return _selections(values, summable, value, allowed)


@functools.lru_cache(maxsize=1 << 14)
def _selections(values: Readings, summable: int, value: int, allowed: int) -> Mapping[int, tuple[int, ...]]:
    return unions(_groups(values, summable, value, allowed))


def splits(units: Sequence[Unit], value: int, selection: int) -> tuple[int, ...] | None:
    """A grouping of exactly ``selection`` into groups worth ``value``, or None."""
    return capture_sets(units, value, selection).get(selection)


def total_readings(units: Iterable[Unit]) -> set[int]:
    """All sums the units can make, one reading each."""
    sums = {0}
    for unit in units:
        sums = {s + v for s in sums for v in unit.values}
    return sums
