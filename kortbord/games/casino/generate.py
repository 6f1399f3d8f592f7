"""Casino's legal-move generation in one pass over the position (R1-R9).

A table unit is one bit of a fixed universe laid out in canonical order (the
builds by owner, then the 52 cards low to high, ``moves.card_order``), so a
set of units is an int whose bits, lowest first, read in the order a move's
text names them, and the loose cards of a value are one ``&`` away
(``MATCHES``). A group's text is a function of its mask, remembered
(``_NAMES``). The sums are ``combos.walk``'s and the selections
``combos.unions``', as ``combos.Table`` uses them, so the moves, their order
and their groupings are the ones ``Table`` finds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.moves import Move, card_moves
from .combos import ANYWHERE, HAND_HIGH_TABLE_LOW, MAX_BUILD, MIN_BUILD, SPADE_FIVE, build_key, card_values, \
    dedupe, unions, walk
from .moves import BuildKind, Kind, card_order, sweep_move

if TYPE_CHECKING:
    from .rules import Rules, State

TRAIL, CAPTURE, BUILD = Kind.TRAIL.value, Kind.CAPTURE.value, Kind.BUILD.value
_MULTIPLE = BuildKind.MULTIPLE
SINGLE, MULTIPLE = BuildKind.SINGLE.value, _MULTIPLE.value
SEATS = 4
MODES = (ANYWHERE, HAND_HIGH_TABLE_LOW)

#: The bit of each seat's build, then of each card, in canonical unit order.
BUILD_BITS = tuple(1 << owner for owner in range(SEATS))
_DECK = sorted(french_deck(), key=card_order)
CARD_BITS: dict[Card, int] = {card: 1 << (SEATS + i) for i, card in enumerate(_DECK)}
#: A unit's key by its bit.
_KEYS = {**{BUILD_BITS[owner]: build_key(owner) for owner in range(SEATS)},
         **{CARD_BITS[card]: card.text for card in _DECK}}
#: Per ``dual_values`` mode: a loose card's readings on the table by its bit, a hand card's readings.
TABLE_READINGS = {mode: {CARD_BITS[card]: card_values(card, from_hand=False, mode=mode) for card in _DECK}
                  for mode in MODES}
HAND_READINGS = {mode: {card: card_values(card, from_hand=True, mode=mode) for card in _DECK} for mode in MODES}
#: Per mode and value: the cards one of whose table readings it is, as a mask.
MATCHES = {mode: {value: sum(bit for bit, readings in TABLE_READINGS[mode].items() if value in readings)
                  for value in range(1, MAX_BUILD + 1)} for mode in MODES}
#: Per mode: a hand card's readings that may name a build (R7c), as bits of an int.
_TARGET_BITS = {mode: {card: sum(1 << v for v in readings if MIN_BUILD <= v <= MAX_BUILD)
                       for card, readings in HAND_READINGS[mode].items()} for mode in MODES}
#: Per mode: the cards with two readings on the table.
_DUALS = {mode: sum(bit for bit, readings in TABLE_READINGS[mode].items() if len(readings) > 1) for mode in MODES}
_NONE = (0,)
_LIMIT = 1 << 16                # remembered names before starting afresh


def low_bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


class _Names(dict[int, str]):
    """A set of units as a move writes it (``5H+6C``), by mask, made on first use."""

    def __missing__(self, mask: int) -> str:
        if len(self) >= _LIMIT:
            self.clear()
        keys = _KEYS
        name = self[mask] = "+".join([keys[bit] for bit in low_bits(mask)])
        return name


class _Values(dict[int, tuple[int, ...]]):
    """The values whose bits an int holds, lowest first, by the int."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        found = self[mask] = tuple(v for v in range(mask.bit_length()) if mask >> v & 1)
        return found


class _WithNames(dict[int, str]):
    """A one-group capture's text (``with 5H+6C``) by the group's mask, made on first use."""

    def __missing__(self, mask: int) -> str:
        if len(self) >= _LIMIT:
            self.clear()
        text = self[mask] = "with " + _NAMES[mask]
        return text


_NAMES = _Names()
_WITH_NAMES = _WithNames()
_VALUES = _Values()

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


def _group_order(group: int) -> tuple[int, int]:
    """Capture groups in canonical order: single units first, then by their first unit."""
    return group.bit_count(), group & -group


def legal(state: "State", seat: int, rules: "Rules") -> list[Move]:
    """Every legal move of ``seat`` (on turn), in the canonical order: per hand card its
    captures, builds, the trail and the sweep."""
    hand = state.zones[_HANDS[seat]]
    builds = state.builds
    mode = rules.mode
    bits = sorted(map(CARD_BITS.__getitem__, state.zones["table"]))
    owns = seat in builds
    bound = owns and rules.strict
    if not bits and not builds:                             # an empty table: trails, and a sweep (A3)
        trails = [_TRAILS[seat][card] for card in hand]
        if rules.sweep_empty and SPADE_FIVE in hand:
            trails.insert(hand.index(SPADE_FIVE) + 1, sweep_move(seat, SPADE_FIVE))
        return trails
    table_readings = TABLE_READINGS[mode]
    summable = [(bit, table_readings[bit]) for bit in bits]
    loose = sum(bits)
    build_matches: dict[int, int] = {}                      # value -> build bits
    bases: list[tuple[int, int, bool]] = []                 # (bit, value, raisable) R5, R6, A6, A20
    in_sums = 0                                             # builds that may be part of a sum (A9)
    if builds:
        head = []
        for owner in sorted(builds):
            value, kind = builds[owner]
            bit = BUILD_BITS[owner]
            build_matches[value] = build_matches.get(value, 0) | bit
            multiple = kind is _MULTIPLE
            if rules.builds_in_sums and not multiple:
                head.append((bit, (value,)))
                in_sums |= bit
            if not owns or owner == seat:                                           # R7d, R7e
                bases.append((bit, value, not multiple and (owner != seat or rules.raise_own)))
        summable[:0] = head
    totals = walk(summable, MAX_BUILD)
    duals = loose & _DUALS[mode]
    if duals & (duals - 1):
        totals = dedupe(totals)
    must = BUILD_BITS[seat] if bound else 0                 # R9: a capture takes the own build
    loose_matches = MATCHES[mode]
    hand_readings = HAND_READINGS[mode]
    names, with_names = _NAMES, _WITH_NAMES
    selections = _Selections(totals, loose, loose_matches, build_matches)
    captures_by: dict[tuple[int, ...], list[tuple[int, str]]] = {}
    build_table: _BuildTable | None = None
    targets = _targets(hand, mode) if len(hand) > 1 else None
    trail_of = _TRAILS[seat]
    moves: list[Move] = []
    for n, card in enumerate(hand):
        values = hand_readings[card]
        captures = captures_by.get(values)
        if captures is None:
            found = selections[values[-1]]          # by the highest reading that splits them
            if len(values) > 1:
                found = dict(found)
                for value in values[-2::-1]:
                    for mask, groups in selections[value].items():
                        found.setdefault(mask, groups)
            captures = captures_by[values] = [
                (mask, with_names[groups[0]] if len(groups) == 1 else
                 "with " + "/".join([names[g] for g in sorted(groups, key=_group_order)]))
                for mask, groups in found.items()]
        for mask, text in captures:
            if mask & must == must:
                moves.append(_move(seat, CAPTURE, card, text))
        if targets is not None and targets[n]:
            if build_table is None:
                build_table = _BuildTable(selections, in_sums, bool(builds), rules.table_cards)
            for mask, word, value in build_table.builds(values, _VALUES[targets[n]], owns, bases):
                moves.append(_move(seat, BUILD, card, f"on {names[mask]} {word} {value}"))
        if not bound:
            moves.append(trail_of[card])
        if card is SPADE_FIVE and (not owns or rules.sweep_own):
            moves.append(sweep_move(seat, card))
    return moves


_HANDS = tuple(f"hand/{seat}" for seat in range(SEATS))
_TRAILS = tuple(card_moves(seat, TRAIL) for seat in range(SEATS))


def _targets(hand: Sequence[Card], mode: str) -> tuple[int, ...]:
    """Per hand card the build values its other hand cards could take (R7b, R7c), as
    bits of an int (a hand holds at most four cards)."""
    target_bits = _TARGET_BITS[mode]
    masks = [target_bits[card] for card in hand]
    if len(masks) == 2:
        a, b = masks
        return b, a
    if len(masks) == 3:
        a, b, c = masks
        return b | c, a | c, a | b
    a, b, c, d = masks
    return b | c | d, a | c | d, a | b | d, a | b | c


class _Selections(dict[int, Mapping[int, tuple[int, ...]]]):
    """Per value: the selections of units a card worth it may take, each with one grouping
    (matches, then sums: ``combos.Table.selections``), made on first use."""

    __slots__ = ("sums", "loose", "matches", "builds")

    def __init__(self, sums: Mapping[int, list[int]], loose: int, matches: Mapping[int, int],
                 builds: Mapping[int, int]) -> None:
        #: The subsets worth each total, walk order; the loose cards, and per value those
        #: it matches (a mask over all cards); the builds of each value.
        self.sums, self.loose, self.matches, self.builds = sums, loose, matches, builds

    def __missing__(self, value: int) -> Mapping[int, tuple[int, ...]]:
        sums = self.sums.get(value)
        groups = [m for m in sums if m & (m - 1)] if sums else []
        single = self.builds.get(value, 0) | self.loose & self.matches[value]
        if single:
            groups[:0] = low_bits(single)
        found = self[value] = unions(groups) if len(groups) > 1 else {groups[0]: (groups[0],)} if groups else {}
        return found


class _BuildTable:
    """The loose cards' sums and groups of one position, for its build moves (R4-R7)."""

    __slots__ = ("sums", "more", "table_cards")

    def __init__(self, selections: _Selections, in_sums: int, builds: bool, table_cards: bool) -> None:
        sums = selections.sums
        if in_sums:                                             # leave the builds out of the sums
            sums = {total: kept for total, masks in sums.items() if (kept := [m for m in masks if not m & in_sums])}
        #: The subsets of loose cards by total, in walk order.
        self.sums = sums
        #: Selections of loose cards by value (the groups of a multiple build).
        self.more = _Selections(sums, selections.loose, selections.matches, {}) if builds else selections
        self.table_cards = table_cards                                              # A8

    def builds(self, values: Sequence[int], targets: Sequence[int], owns: bool,
               bases: Sequence[tuple[int, int, bool]]) -> list[tuple[int, str, int]]:
        """Build moves of a hand card of ``values`` as (units mask, kind's text, value),
        each once, for the ``targets`` its other hand cards could take: a new build if the
        mover ``owns`` none (R4), else changes of the ``bases`` it may change (R5, R6)."""
        sums, table_cards = self.sums.get, self.table_cards
        found: dict[tuple[int, str, int], None] = {}
        for value in targets:
            more_groups: Mapping[int, tuple[int, ...]] | None = None
            for h in values:
                rest = value - h
                if rest < 0:
                    continue
                if not owns:                                                        # R4: a new build
                    firsts = _NONE if rest == 0 else sums(rest, ())
                    if rest:
                        for mask in firsts:
                            found[(mask, SINGLE, value)] = None
                    if firsts:
                        if more_groups is None:
                            more_groups = self.more[value]
                        for first in firsts:
                            for more in more_groups:
                                if not more & first:
                                    found[(first | more, MULTIPLE, value)] = None
                for bit, base_value, raisable in bases:
                    if raisable:
                        left = rest - base_value
                        for mask in (_NONE if left == 0 else sums(left, ()) if table_cards else ()):
                            found[(bit | mask, SINGLE, value)] = None
                    if base_value == value:                                         # R6
                        for mask in (_NONE if rest == 0 else sums(rest, ()) if table_cards else ()):
                            found[(bit | mask, MULTIPLE, value)] = None
        return list(found)
