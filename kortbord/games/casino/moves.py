"""Casino's move kinds and their text forms.

Every move plays exactly one hand card (``Move.cards`` is that card, so the
table can match a dragged card to its candidate moves). Table units are named
by their keys: a loose card by its text (``7D``), a build by ``build<owner>``.

    0 trail 7S                         lay 7S out (R2)
    0 capture JS with JD/5H+6C         take groups, ``/`` between groups, ``+`` within (R3)
    0 build 2H on 7D value 9           a single build, new or raised (R4, R5)
    0 build 6S on 3C+3H mere 6         a multiple build, new or added to (R4, R6)
    0 build AC on build1+2D value 10   raise seat 1's build with AC and the loose 2D (R5)
    0 sweep 5S                         5S clears the table (R8)

Texts are canonical: builds before loose cards, cards low to high, single-unit
groups first, then groups by their first unit. A capture is one move per *selection* (hand card
+ set of units); its grouping is one valid split, and its value the highest
reading that works (so TD takes as 16 whenever it can, A11).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from ...engine.cards import Card
from ...engine.moves import Move, card_moves


class Kind(str, Enum):
    TRAIL = "trail"
    CAPTURE = "capture"
    BUILD = "build"
    SWEEP = "sweep"


class BuildKind(str, Enum):
    """A single build (one group) or a multiple build ("bygge mere", several groups)."""
    SINGLE = "value"
    MULTIPLE = "mere"


@dataclass(frozen=True, slots=True)
class Intent:
    """A move read back into its parts (not yet checked against the position)."""
    kind: Kind
    card: Card
    #: Capture groups as written; a build's units form one pseudo-group.
    groups: tuple[tuple[str, ...], ...] = ()
    build_kind: BuildKind | None = None
    value: int = 0

    @property
    def units(self) -> tuple[str, ...]:
        return tuple(key for group in self.groups for key in group)


@functools.lru_cache(maxsize=256)
def card_order(card: Card) -> tuple[int, int]:
    """Loose cards read low to high, ties by suit (``5H+6C``, ``AH+KD``)."""
    return (card.value, "CDHS".index(card.suit))


@functools.lru_cache(maxsize=256)
def unit_order(key: str) -> tuple[int, int, int]:
    """Canonical order of unit keys: builds by owner, then loose cards by ``card_order``."""
    if key.startswith("build"):
        return (0, int(key[5:]), 0)
    return (1, *card_order(Card.parse(key)))


def _sorted_units(keys: Iterable[str]) -> list[str]:
    return sorted(keys, key=unit_order)


def trail_move(seat: int, card: Card) -> Move:
    """One shared object per seat and card (like every move without units)."""
    return card_moves(seat, Kind.TRAIL.value)[card]


def sweep_move(seat: int, card: Card) -> Move:
    return card_moves(seat, Kind.SWEEP.value)[card]


def capture_move(seat: int, card: Card, groups: Sequence[Sequence[str]]) -> Move:
    ordered = sorted((_sorted_units(g) for g in groups), key=lambda g: (len(g), unit_order(g[0])))
    return Move(seat, Kind.CAPTURE.value, (card,), "with " + "/".join("+".join(g) for g in ordered))


def build_move(seat: int, card: Card, units: Iterable[str], kind: BuildKind, value: int) -> Move:
    return Move(seat, Kind.BUILD.value, (card,),
                f"on {'+'.join(_sorted_units(units))} {kind.value} {value}")


def _valid_key(key: str) -> bool:
    if key.startswith("build"):
        return key[5:].isdigit() and len(key) > 5
    try:
        card = Card.parse(key)
    except ValueError:
        return False
    return card.suit in "CDHS" and card.copy == 0 and not card.is_joker


def _split_units(text: str, group_sep: str | None) -> tuple[tuple[str, ...], ...] | None:
    key = (text, group_sep)
    if key in _SPLITS:
        return _SPLITS[key]
    if len(_SPLITS) >= 1 << 14:
        _SPLITS.clear()
    raw = text.split(group_sep) if group_sep else [text]
    groups: tuple[tuple[str, ...], ...] | None = tuple(tuple(k for k in part.split("+")) for part in raw)
    assert groups is not None
    keys = [k for g in groups for k in g]
    if not keys or not all(_valid_key(k) for k in keys) or len(set(keys)) != len(keys):
        groups = None
    _SPLITS[key] = groups
    return groups


#: ``_split_units`` by its arguments: the same unit texts recur in many moves.
_SPLITS: dict[tuple[str, str | None], tuple[tuple[str, ...], ...] | None] = {}
_KINDS = {kind.value: kind for kind in Kind}
_BUILD_KINDS = {kind.value: kind for kind in BuildKind}


class _Parts(dict[str, tuple[tuple[int, ...], tuple[Card, ...]]]):
    """The build owners and the loose cards a legal move's units text names
    (``build1+5H/6C``), each in the text's order, by the text, made on first use."""

    def __missing__(self, text: str) -> tuple[tuple[int, ...], tuple[Card, ...]]:
        if len(self) >= 1 << 14:
            self.clear()
        keys = text.replace("/", "+").split("+")
        found = self[text] = (tuple(int(k[5:]) for k in keys if k.startswith("build")),
                              tuple(Card.parse(k) for k in keys if not k.startswith("build")))
        return found


#: ``_Parts``: what applying a capture or build reads back from its text.
UNIT_PARTS = _Parts()


@functools.lru_cache(maxsize=1 << 13)
def parse_intent(move: Move) -> Intent | None:
    """The parts of ``move``, or None when it is not a Casino move at all (remembered:
    applying a move and the computer players' rollouts read moves back all the time)."""
    if len(move.cards) != 1:
        return None
    card = move.card
    words = move.arg.split()
    kind = _KINDS.get(move.verb)
    if kind is None:
        return None
    if kind in (Kind.TRAIL, Kind.SWEEP):
        return Intent(kind, card) if not words else None
    if kind is Kind.CAPTURE:
        if len(words) != 2 or words[0] != "with":
            return None
        groups = _split_units(words[1], "/")
        return Intent(kind, card, groups) if groups else None
    if len(words) != 4 or words[0] != "on" or not words[3].isdigit():
        return None
    build_kind = _BUILD_KINDS.get(words[2])
    if build_kind is None:
        return None
    groups = _split_units(words[1], None)
    return Intent(kind, card, groups, build_kind, int(words[3])) if groups else None
