"""Casino's legal-move generation in one pass over the position (R1-R9).

A table unit is one bit of a fixed universe laid out in canonical order (the
builds by owner, then the 52 cards low to high, ``moves.card_order``), so a
set of units is an int whose bits, lowest first, read in the order a move's
text names them. That makes a group's text, and the move itself, a function
of masks that recur from one position to the next: both are remembered
(``_NAMES``, ``_MOVES``) instead of made again. The arithmetic is
``combos.walk`` and ``combos.unions``, as ``combos.Table`` uses them, so the
moves, their order and their groupings are the ones ``Table`` finds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.moves import Move
from .combos import ANYWHERE, HAND_HIGH_TABLE_LOW, MAX_BUILD, MIN_BUILD, SPADE_FIVE, build_key, card_values, \
    dedupe, unions, walk
from .moves import BuildKind, Kind, card_order, sweep_move, trail_move

if TYPE_CHECKING:
    from .rules import Rules, State

CAPTURE, BUILD = Kind.CAPTURE.value, Kind.BUILD.value
_SINGLE, _MULTIPLE = BuildKind.SINGLE, BuildKind.MULTIPLE
SINGLE, MULTIPLE = _SINGLE.value, _MULTIPLE.value
SEATS = 4

#: The bit of each seat's build, then of each card, in canonical unit order.
BUILD_BITS = tuple(1 << owner for owner in range(SEATS))
ALL_BUILDS = (1 << SEATS) - 1
CARD_BITS: dict[Card, int] = {card: 1 << (SEATS + i) for i, card in enumerate(sorted(french_deck(), key=card_order))}
#: A unit's key by bit number.
_KEYS = [build_key(owner) for owner in range(SEATS)] + [card.text for card in sorted(CARD_BITS, key=CARD_BITS.__getitem__)]
#: Per ``dual_values`` mode: a loose card's readings on the table, a hand card's readings.
TABLE_READINGS = {mode: {card: card_values(card, from_hand=False, mode=mode) for card in CARD_BITS}
                  for mode in (ANYWHERE, HAND_HIGH_TABLE_LOW)}
HAND_READINGS = {mode: {card: card_values(card, from_hand=True, mode=mode) for card in CARD_BITS}
                 for mode in (ANYWHERE, HAND_HIGH_TABLE_LOW)}
_NONE = (0,)
_LIMIT = 1 << 16                # remembered names and moves before starting afresh


class _Names(dict[int, str]):
    """A set of units as a move writes it (``5H+6C``), by mask, made on first use."""

    def __missing__(self, mask: int) -> str:
        if len(self) >= _LIMIT:
            self.clear()
        keys = []
        rest = mask
        while rest:
            low = rest & -rest
            keys.append(_KEYS[low.bit_length() - 1])
            rest ^= low
        name = self[mask] = "+".join(keys)
        return name


_NAMES = _Names()
#: Capture and build moves by (seat, card, groups or mask, kind, value): shared objects.
_MOVES: dict[tuple[object, ...], Move] = {}


_new = object.__new__
_SEAT, _VERB, _CARDS, _ARG = (getattr(Move, name).__set__ for name in ("seat", "verb", "cards", "arg"))


def _move(seat: int, verb: str, card: Card, arg: str) -> Move:
    """``Move(seat, verb, (card,), arg)`` for a third of the cost: the frozen dataclass's
    ``__init__`` sets each field through ``object.__setattr__``; this sets the slots."""
    move: Move = _new(Move)
    _SEAT(move, seat)
    _VERB(move, verb)
    _CARDS(move, (card,))
    _ARG(move, arg)
    return move


def _capture(seat: int, card: Card, groups: tuple[int, ...]) -> Move:
    key = (seat, card, groups)
    move = _MOVES.get(key)
    if move is None:
        if len(_MOVES) >= _LIMIT:
            _MOVES.clear()
        names = _NAMES
        text = names[groups[0]] if len(groups) == 1 else "/".join([names[g] for g in groups])
        move = _MOVES[key] = _move(seat, CAPTURE, card, "with " + text)
    return move


def _build(seat: int, card: Card, mask: int, kind: str, value: int) -> Move:
    key = (seat, card, mask, kind, value)
    move = _MOVES.get(key)
    if move is None:
        if len(_MOVES) >= _LIMIT:
            _MOVES.clear()
        move = _MOVES[key] = _move(seat, BUILD, card, f"on {_NAMES[mask]} {kind} {value}")
    return move


def _group_order(group: int) -> tuple[int, int]:
    """Capture groups in canonical order: single units first, then by their first unit."""
    return group.bit_count(), group & -group


def legal(state: "State", seat: int, rules: "Rules") -> list[Move]:
    """Every legal move of ``seat`` (on turn), in the canonical order: per hand card its
    captures, builds, the trail and the sweep."""
    hand = state.zones[f"hand/{seat}"]
    builds = state.builds
    loose_cards = state.zones["table"]
    mode = rules.mode
    table_readings = TABLE_READINGS[mode]
    units: list[tuple[int, tuple[int, ...]]] = []          # (bit, readings), canonical order
    summable: list[tuple[int, tuple[int, ...]]] = []
    bases: list[tuple[int, int, bool]] = []                 # (bit, value, raisable) R5, R6, A6, A20
    owns = seat in builds
    for owner in sorted(builds):
        value, kind = builds[owner]
        bit = BUILD_BITS[owner]
        unit = (bit, (value,))
        units.append(unit)
        multiple = kind is _MULTIPLE
        if rules.builds_in_sums and not multiple:
            summable.append(unit)
        if not owns or owner == seat:                                               # R7d, R7e
            bases.append((bit, value, not multiple and (owner != seat or rules.raise_own)))
    card_bits = CARD_BITS
    loose = [(card_bits[c], table_readings[c]) for c in loose_cards]
    loose.sort()
    units += loose
    summable += loose
    duals = sum(len(r) > 1 for _, r in loose) >= 2
    totals = walk(summable, MAX_BUILD)
    if duals:
        totals = dedupe(totals)
    matches: dict[int, list[int]] = {}
    for bit, unit_readings in units:
        for reading in unit_readings:
            entry = matches.get(reading)
            if entry is None:
                matches[reading] = [bit]
            else:
                entry.append(bit)
    bound = owns and rules.strict
    must = BUILD_BITS[seat] if bound else 0                 # R9: a capture takes the own build
    hand_readings = HAND_READINGS[mode]
    readings = [hand_readings[card] for card in hand]
    targets = _TARGETS[tuple(readings)] if len(hand) > 1 else None
    captures_by: dict[tuple[int, ...], list[tuple[int, tuple[int, ...]]]] = {}
    selections: dict[int, Mapping[int, tuple[int, ...]]] = {}
    moves: list[Move] = []
    build_table: _BuildTable | None = None
    for n, card in enumerate(hand):
        values = readings[n]
        groupings = captures_by.get(values)
        if groupings is None:
            groupings = captures_by[values] = _captures(values, totals, matches, selections)
        for mask, groups in groupings:
            if mask & must == must:
                moves.append(_capture(seat, card, groups))
        if targets is not None and targets[n]:
            if build_table is None:
                build_table = _BuildTable(totals, matches, ALL_BUILDS if builds else 0, rules.table_cards)
            for mask, text, value in build_table.builds(values, targets[n], owns, bases):
                moves.append(_build(seat, card, mask, text, value))
        if not bound:
            moves.append(trail_move(seat, card))
        if card is SPADE_FIVE and (units or rules.sweep_empty) and (not owns or rules.sweep_own):
            moves.append(sweep_move(seat, card))
    return moves


def _select(value: int, totals: Mapping[int, list[int]], matches: Mapping[int, list[int]]
            ) -> Mapping[int, tuple[int, ...]]:
    """Selections a card worth ``value`` may take, each with one grouping (matches, then sums)."""
    sums = totals.get(value)
    groups = [m for m in sums if m & (m - 1)] if sums else []
    single = matches.get(value)
    return unions(single + groups if single else groups)


def _captures(values: tuple[int, ...], totals: Mapping[int, list[int]], matches: Mapping[int, list[int]],
              selections: dict[int, Mapping[int, tuple[int, ...]]]) -> list[tuple[int, tuple[int, ...]]]:
    """The selections (masks) a hand card of ``values`` (lowest first) may take, by its
    highest reading that splits them, each once with its groups in canonical order;
    ``selections`` remembers each value's for the other hand cards."""
    merged: Mapping[int, tuple[int, ...]] | None = None
    for value in values[::-1]:
        found = selections.get(value)
        if found is None:
            found = selections[value] = _select(value, totals, matches)
        if merged is None:
            merged = found
        elif found:
            both = dict(merged)
            for mask, groups in found.items():
                both.setdefault(mask, groups)
            merged = both
    assert merged is not None
    return [(mask, groups if len(groups) == 1 else tuple(sorted(groups, key=_group_order)))
            for mask, groups in merged.items()]


class _Targets(dict[tuple[tuple[int, ...], ...], tuple[list[int], ...]]):
    """Per hand card the build values its other hand cards could take (R7b, R7c), by the
    hand's readings, made on first use."""

    def __missing__(self, readings: tuple[tuple[int, ...], ...]) -> tuple[list[int], ...]:
        found = self[readings] = tuple(
            sorted({v for m, other in enumerate(readings) if m != n for v in other if MIN_BUILD <= v <= MAX_BUILD})
            for n in range(len(readings)))
        return found


_TARGETS = _Targets()


class _BuildTable:
    """The loose cards' sums and groups of one position, for its build moves (R4-R7)."""

    __slots__ = ("sums", "extra", "matches", "_more")

    def __init__(self, totals: Mapping[int, list[int]], matches: Mapping[int, list[int]], builds: int,
                 table_cards: bool) -> None:
        sums: Mapping[int, list[int]] = totals
        self.matches = matches
        if builds:
            sums = {total: kept for total, masks in totals.items() if (kept := [m for m in masks if not m & builds])}
            self.matches = {v: kept for v, bits in matches.items() if (kept := [b for b in bits if not b & builds])}
        self.sums = sums
        self.extra = sums if table_cards else {}                                   # A8
        self._more: dict[int, Mapping[int, tuple[int, ...]]] = {}

    def more(self, value: int) -> Mapping[int, tuple[int, ...]]:
        """Selections of loose cards worth ``value`` (the groups of a multiple build)."""
        found = self._more.get(value)
        if found is None:
            sums = self.sums.get(value)
            groups = [m for m in sums if m & (m - 1)] if sums else []
            single = self.matches.get(value)
            found = self._more[value] = unions(single + groups if single else groups)
        return found

    def builds(self, values: Sequence[int], targets: Sequence[int], owns: bool,
               bases: Sequence[tuple[int, int, bool]]) -> list[tuple[int, str, int]]:
        """Build moves of a hand card of ``values`` as (units mask, kind's text, value),
        each once, for the ``targets`` its other hand cards could take: a new build if the
        mover ``owns`` none (R4), else changes of the ``bases`` it may change (R5, R6)."""
        sums, extra = self.sums, self.extra
        found: dict[tuple[int, str, int], None] = {}
        for value in targets:
            more_groups: Mapping[int, tuple[int, ...]] | None = None
            for h in values:
                rest = value - h
                if rest < 0:
                    continue
                if not owns:                                                        # R4: a new build
                    firsts = _NONE if rest == 0 else sums.get(rest, ())
                    if rest:
                        for mask in firsts:
                            found[(mask, SINGLE, value)] = None
                    if firsts:
                        if more_groups is None:
                            more_groups = self.more(value)
                        for first in firsts:
                            for more in more_groups:
                                if not more & first:
                                    found[(first | more, MULTIPLE, value)] = None
                for bit, base_value, raisable in bases:
                    if raisable:
                        left = rest - base_value
                        for mask in (_NONE if left == 0 else extra.get(left, ())):
                            found[(bit | mask, SINGLE, value)] = None
                    if base_value == value:                                         # R6
                        for mask in (_NONE if rest == 0 else extra.get(rest, ())):
                            found[(bit | mask, MULTIPLE, value)] = None
        return list(found)
