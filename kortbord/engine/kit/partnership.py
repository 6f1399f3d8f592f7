"""Fixed partnerships of players sitting opposite each other.

With four players the pairs are seats 0-2 and 1-3, so partners alternate in
playing order. ``draw_partners`` seats the players after a draw for partners
(Whist): the two highest cards form one pair, the two lowest the other, the
lowest card deals; tied players draw again until it is decided.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card
from .tricks import ACE_HIGH


@dataclass(frozen=True, slots=True)
class Partnerships:
    teams: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))

    def team_of(self, seat: int) -> int:
        return next(i for i, team in enumerate(self.teams) if seat in team)

    def partner(self, seat: int) -> int:
        team = self.teams[self.team_of(seat)]
        return next(s for s in team if s != seat)

    def same_team(self, a: int, b: int) -> bool:
        return self.team_of(a) == self.team_of(b)

    def totals(self, per_seat: Sequence[int]) -> list[int]:
        """Per-seat numbers (tricks) added up per team."""
        return [sum(per_seat[s] for s in team) for team in self.teams]


@dataclass(frozen=True, slots=True)
class PartnerDraw:
    """The outcome of a draw for partners among players 0-3 (in the order they came to the table)."""
    #: Every card drawn as (player, card), redraws included.
    draws: tuple[tuple[int, Card], ...]
    #: ``seating[seat]`` = the player who sits there; player 0 keeps seat 0, his partner sits opposite.
    seating: tuple[int, ...]
    #: The seat of the first dealer.
    dealer: int


def draw_partners(cards: Sequence[Card], ranks: str = ACE_HIGH) -> PartnerDraw:
    """Draw from ``cards`` (top = last) for partners and first dealer (Whist A7, A9)."""
    pile = list(cards)
    draws: list[tuple[int, Card]] = []
    # Sort keys per player, refined by redraws among tied players.
    keys: dict[int, list[int]] = {p: [] for p in range(4)}

    def redraw(group: Sequence[int]) -> None:
        for p in group:
            card = pile.pop()
            draws.append((p, card))
            keys[p].append(ranks.index(card.rank))

    redraw(range(4))
    while True:
        order = sorted(range(4), key=lambda p: keys[p], reverse=True)
        ties = [p for p in order if keys[p] == keys[order[1]]] if keys[order[1]] == keys[order[2]] else []
        low = [p for p in order if keys[p] == keys[order[3]]]
        group = sorted(set(ties) | (set(low) if len(low) > 1 else set()))
        if not group or len(pile) < len(group):
            break
        redraw(group)
        # Players no longer tied keep their keys comparable: pad the others.
        width = max(len(k) for k in keys.values())
        for k in keys.values():
            k.extend([-1] * (width - len(k)))
    high_pair = set(order[:2])
    partner = next(p for p in range(1, 4) if (p in high_pair) == (0 in high_pair))
    others = [p for p in range(1, 4) if p != partner]
    seating = (0, others[0], partner, others[1])
    dealer = seating.index(order[3])
    return PartnerDraw(tuple(draws), seating, dealer)
