"""From table gestures to candidate moves (Qt-free).

A game's layout lists gestures: DROP (cards dragged from ``src`` onto
``dst``) and CLICK (a click on ``src``). Zone patterns may hold ``{seat}``
(the acting seat) and shell wildcards (``melds/*``). A gesture yields a
candidate ``Move(seat, verb, cards)``; it matches every legal move with that
verb and the same cards, whatever its ``arg`` (an eight's suit, a target),
so the controller can apply one, offer a choice of several, or explain why
none is legal.
"""
from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Iterable, Sequence

from ..engine.cards import Card
from ..engine.layout import Gesture, GestureKind, TableLayout
from ..engine.moves import Move


def zone_matches(pattern: str, zone: str, seat: int) -> bool:
    return fnmatchcase(zone, pattern.replace("{seat}", str(seat)))


def same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    return len(a) == len(b) and set(a) == set(b)


class GestureMap:
    """The gestures of one layout over the zones of one game."""

    def __init__(self, layout: TableLayout, zones: Iterable[str]) -> None:
        self.gestures = tuple(layout.gestures)
        self.zones = tuple(zones)

    def _drops(self, seat: int, src: str) -> list[Gesture]:
        return [g for g in self.gestures if g.kind is GestureKind.DROP and zone_matches(g.src, src, seat)]

    def can_drag(self, seat: int, zone: str) -> bool:
        return bool(self._drops(seat, zone))

    def drop_zones(self, seat: int, src: str) -> set[str]:
        """Every zone a drag from ``src`` could be dropped on (legal or not)."""
        return {z for g in self._drops(seat, src) for z in self.zones if zone_matches(g.dst, z, seat)}

    def drop_candidates(self, seat: int, src: str, cards: Sequence[Card], dst: str) -> list[Move]:
        return [Move(seat, g.verb, tuple(cards)) for g in self._drops(seat, src) if zone_matches(g.dst, dst, seat)]

    def click_candidates(self, seat: int, zone: str) -> list[Move]:
        return [Move(seat, g.verb) for g in self.gestures
                if g.kind is GestureKind.CLICK and zone_matches(g.src, zone, seat)]

    def click_zones(self, seat: int, legal: Sequence[Move]) -> set[str]:
        """Zones a click on which makes one of the ``legal`` moves (the stock to draw from)."""
        verbs = {m.verb for m in legal if m.seat == seat and not m.cards}
        return {z for g in self.gestures if g.kind is GestureKind.CLICK and g.verb in verbs
                for z in self.zones if zone_matches(g.src, z, seat)}

    def click_verbs(self) -> set[str]:
        return {g.verb for g in self.gestures if g.kind is GestureKind.CLICK}

    def targets(self, seat: int, src: str, cards: Sequence[Card], legal: Sequence[Move]) -> set[str]:
        """Zones where a legal move of these cards from ``src`` may be dropped."""
        out: set[str] = set()
        for g in self._drops(seat, src):
            if any(m.verb == g.verb and same_cards(m.cards, cards) for m in legal):
                out |= {z for z in self.zones if zone_matches(g.dst, z, seat)}
        return out

    def has_drop_verb(self, seat: int, move: Move) -> bool:
        """Does some DROP gesture make moves of this verb (so it needs no button)?"""
        return any(g.kind is GestureKind.DROP and g.verb == move.verb for g in self.gestures)


def matching(legal: Sequence[Move], candidates: Sequence[Move]) -> list[Move]:
    """The legal moves a gesture's candidates stand for (any ``arg``)."""
    return [m for m in legal
            if any(m.seat == c.seat and m.verb == c.verb and same_cards(m.cards, c.cards) for c in candidates)]
