"""Casino arithmetic: card and build values, and the groups a capture or build may form.

Everything here is pure and works on bitmasks over a list of table *units*
(loose cards and builds); a ``Table`` does each search once per table, so
legal-move generation does not repeat one:

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
    key = (card, from_hand, mode)
    values = _VALUES.get(key)
    if values is None:
        values = _VALUES[key] = _card_values(card, from_hand, mode)
    return values


_VALUES: dict[tuple[Card, bool, str], tuple[int, ...]] = {}


def _card_values(card: Card, from_hand: bool, mode: str) -> tuple[int, ...]:
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


#: Per unit its readings, lowest first (``card_values`` order).
Readings = tuple[tuple[int, ...], ...]


class Table:
    """The arithmetic of one table's units, each search done once.

    One walk lists every subset of the units up to ``MAX_BUILD`` (the highest
    value any capture or build asks for), by total, in the order of a
    depth-first walk over the units (lowest index first); every later question
    filters that list, so its order - which decides each selection's first
    grouping - is the walk's for the units asked about. Tables are shared
    between positions with the same readings (``table_of``), so do not change
    what they answer.
    """

    __slots__ = ("values", "summable", "_everything", "_totals", "_sums", "_selections", "_matches", "_captures")

    def __init__(self, values: Readings, summable: int) -> None:
        self.values = values
        #: The units that may be part of a sum group (not a multiple build, A9).
        self.summable = summable
        #: Every unit (a mask) if no two ways read a subset to one total (fewer than two dual
        #: cards): the walk's totals need no filtering then; else -1.
        self._everything = (1 << len(values)) - 1 if sum(len(v) > 1 for v in values) < 2 else -1
        self._totals: dict[int, list[int]] | None = None
        self._sums: dict[int, dict[int, list[int]]] = {}
        self._selections: dict[tuple[int, int], dict[int, tuple[int, ...]]] = {}
        self._matches: dict[int, list[int]] | None = None
        self._captures: dict[tuple[int, ...], Mapping[int, tuple[int, ...]]] = {}

    def sums(self, allowed: int) -> Mapping[int, list[int]]:
        """Per total from 1 to ``MAX_BUILD``: the subsets of ``allowed`` (bitmasks, not
        the empty one) whose values, one reading each, reach it; each once (read only)."""
        found = self._sums.get(allowed)
        if found is None:
            totals = self._totals
            if totals is None:
                totals = self._totals = self._walk(MAX_BUILD)
            if allowed == self._everything:
                found = totals
            else:
                found = _within(totals, allowed)
            self._sums[allowed] = found
        return found

    def subsets(self, target: int, allowed: int, min_size: int = 2) -> list[int]:
        """Bitmasks of subsets of ``allowed`` with at least ``min_size`` units whose
        values, one reading each, add up to ``target`` (each subset once)."""
        if target <= 0:
            return [0] if target == 0 and min_size == 0 else []
        found = (self.sums(allowed) if target <= MAX_BUILD else _within(self._walk(target), allowed)).get(target, [])
        return [m for m in found if m & (m - 1)] if min_size >= 2 else found[:]

    def _walk(self, limit: int) -> dict[int, list[int]]:
        return walk([(1 << i, values) for i, values in enumerate(self.values)], limit)

    def groups(self, value: int, allowed: int) -> list[int]:
        """Every group worth ``value`` among ``allowed`` units: matches, then sums (R3)."""
        matches = self._matches
        if matches is None:
            matches = self._matches = {}
            for i, readings in enumerate(self.values):
                for reading in readings:
                    matches.setdefault(reading, []).append(1 << i)
        summable = self.summable & allowed
        if value <= MAX_BUILD:
            found = self.sums(summable).get(value)
            groups = [m for m in found if m & (m - 1)] if found else []
        else:
            groups = self.subsets(value, summable, 2)
        single = matches.get(value)
        if single:
            return [m for m in single if m & allowed] + groups
        return groups

    def captures(self, readings: tuple[int, ...]) -> Mapping[int, tuple[int, ...]]:
        """Selections of all units a hand card of ``readings`` (lowest first) may take, by its
        highest reading that splits them, each with one grouping in the canonical order of a
        move's text: single units first, then by their first unit (read only)."""
        found = self._captures.get(readings)
        if found is None:
            everything = (1 << len(self.values)) - 1
            merged = self.selections(readings[-1], everything)
            if len(readings) > 1:
                both = dict(merged)
                for value in readings[-2::-1]:
                    for mask, groups in self.selections(value, everything).items():
                        both.setdefault(mask, groups)
                merged = both
            if any(len(groups) > 1 for groups in merged.values()):
                merged = {mask: groups if len(groups) == 1 else tuple(sorted(groups, key=_group_order))
                          for mask, groups in merged.items()}
            found = self._captures[readings] = merged
        return found

    def selections(self, value: int, allowed: int) -> Mapping[int, tuple[int, ...]]:
        """Selections of ``allowed`` units a card worth ``value`` may take, each with one grouping."""
        key = (value, allowed)
        found = self._selections.get(key)
        if found is None:
            found = self._selections[key] = unions(self.groups(value, allowed))
        return found


def walk(units: Sequence[tuple[int, tuple[int, ...]]], limit: int) -> dict[int, list[int]]:
    """Per total up to ``limit``: every subset of ``units`` ((bit, readings) pairs, bits
    ascending) reaching it, as a mask once per way of reading it, in the order of a
    depth-first walk (lowest unit first, its readings in order); built from the last back."""
    walked: list[tuple[int, int]] = []              # (mask, total)
    for i in range(len(units) - 1, -1, -1):
        bit, readings = units[i]
        head: list[tuple[int, int]] = []
        for value in readings:
            if value <= limit:
                head.append((bit, value))
                room = limit - value
                head += [(bit | m, value + t) for m, t in walked if t <= room]
        walked = head + walked
    totals: dict[int, list[int]] = {}
    for mask, total in walked:
        entry = totals.get(total)
        if entry is None:
            totals[total] = [mask]
        else:
            entry.append(mask)
    return totals


def dedupe(totals: Mapping[int, list[int]]) -> dict[int, list[int]]:
    """``walk``'s totals with each subset once per total (two dual cards read two ways)."""
    return {total: list(dict.fromkeys(masks)) for total, masks in totals.items()}


def _within(totals: Mapping[int, list[int]], allowed: int) -> dict[int, list[int]]:
    """``totals`` (total -> walked masks) cut down to the subsets of ``allowed``, each once."""
    outside = ~allowed
    out: dict[int, list[int]] = {}
    for total, walked in totals.items():
        masks = list(dict.fromkeys([m for m in walked if not m & outside]))
        if masks:
            out[total] = masks
    return out


def _group_order(group: int) -> tuple[int, int]:
    """Capture groups in canonical order: single units first, then by their first unit."""
    return group.bit_count(), group & -group


_TABLES: dict[tuple[Readings, int], Table] = {}


def table_of(units: Sequence[Unit]) -> Table:
    """The ``Table`` of ``units``, shared with recent positions of the same readings
    (a computer player's samples all start from one table)."""
    summable = 0
    for i, unit in enumerate(units):
        if unit.in_sums:
            summable |= 1 << i
    key = (tuple(u.values for u in units), summable)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= 512:
            _TABLES.clear()
        table = _TABLES[key] = Table(*key)
    return table


def sum_subsets(units: Sequence[Unit], target: int, allowed: int, min_size: int = 2) -> list[int]:
    """``Table.subsets`` of ``units``."""
    return table_of(units).subsets(target, allowed, min_size)


def groups_for(units: Sequence[Unit], value: int, allowed: int) -> list[int]:
    """``Table.groups`` of ``units``."""
    return table_of(units).groups(value, allowed)


def unions(groups: Sequence[int], limit: int = MAX_SELECTIONS) -> dict[int, tuple[int, ...]]:
    """Every union of pairwise disjoint ``groups`` (not the empty one), each
    with the first grouping found; stops growing at ``limit`` selections."""
    if len(groups) < 2:
        return {groups[0]: (groups[0],)} if groups else {}
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
    return table_of(units).selections(value, (1 << len(units)) - 1 if allowed is None else allowed)


def splits(units: Sequence[Unit], value: int, selection: int) -> tuple[int, ...] | None:
    """A grouping of exactly ``selection`` into groups worth ``value``, or None."""
    return capture_sets(units, value, selection).get(selection)


def total_readings(units: Iterable[Unit]) -> set[int]:
    """All sums the units can make, one reading each."""
    sums = {0}
    for unit in units:
        sums = {s + v for s in sums for v in unit.values}
    return sums
