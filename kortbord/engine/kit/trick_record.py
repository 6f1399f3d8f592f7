"""A completed trick as the table remembers it, read from a move's events (no Qt).

``record_trick`` reads a completed trick from a move's events (its cards
leaving the ``trick/<seat>`` slots for a won pile) and names its winner with
the trick rules in force before the move (the next deal may already be dealt
by the same move). ``trick_in_state`` is the deal's last trick as the state
remembers it, ``won_tricks`` the tricks each won pile holds this deal. The
host sends these to a joined PC (``net.table_facts``), whose table has no rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card
from ..events import Event, EventKind
from ..state import GameState
from .tricks import TrickGame, TrickRules


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A completed trick: (seat, card) in playing order, its winner and the pile it went to."""
    plays: tuple[tuple[int, Card], ...]
    winner: int
    pile: str

    @property
    def winning_card(self) -> Card:
        return next(card for seat, card in self.plays if seat == self.winner)


def trick_rules_of(state: GameState) -> TrickRules | None:
    """The trick rules in force now (None: not a trick game)."""
    return state.trick_rules() if isinstance(state, TrickGame) else None


def _slot_seat(zone: str) -> int | None:
    kind, _, seat = zone.partition("/")
    return int(seat) if kind == "trick" and seat.isdigit() else None


def record_trick(rules: TrickRules | None, events: Sequence[Event]) -> TrickRecord | None:
    """The last trick the events gather to a won pile, or None."""
    if rules is None:
        return None
    tricks: list[list[tuple[int, Card, str]]] = []
    current: list[tuple[int, Card, str]] = []
    for event in events:
        seat = _slot_seat(event.src) if event.kind is EventKind.MOVE else None
        if seat is None or _slot_seat(event.dst) is not None or len(event.cards) != 1:
            if current:
                tricks.append(current)
                current = []
            continue
        if any(s == seat for s, _c, _p in current):   # a second trick gathered by the same move
            tricks.append(current)
            current = []
        card = event.cards[0]
        if isinstance(card, Card):
            current.append((seat, card, event.dst))
    if current:
        tricks.append(current)
    if not tricks:
        return None
    last = tricks[-1]
    plays = tuple((s, c) for s, c, _p in last)
    return TrickRecord(plays, rules.winner(plays), last[0][2])


def trick_in_state(state: GameState) -> TrickRecord | None:
    """The last trick of the deal as the state remembers it (a resumed game, an undo)."""
    if not isinstance(state, TrickGame) or not state.last_trick:
        return None
    trick = tuple((int(s), c) for s, c in state.last_trick)
    winner = state.trick_rules().winner(trick)
    return TrickRecord(trick, winner, state.pile_of(winner))


def won_tricks(state: GameState) -> dict[str, int]:
    """Each won pile's tricks this deal, where the game counts tricks (else empty)."""
    if not isinstance(state, TrickGame):
        return {}
    counts: dict[str, int] = {}
    for seat in range(state.players):
        pile = state.pile_of(seat)
        counts[pile] = counts.get(pile, 0) + state.tricks[seat]
    return counts
