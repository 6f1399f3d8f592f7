"""The easy computer player: the normal heuristic with a child's mistakes.

Now and then (``slip``, a share of its decisions) it plays another legal move
of the same kind as the one its normal player chose: a different card to the
trick, another capture, a different trail. Bids, calls, exchanges and every
move whose verb is not in ``verbs`` stay the normal player's, so it bids and
talks sensibly and only its card play is careless. Each decision's choice is
drawn from its own seeded generator, so a seed replays the same game.
"""
from __future__ import annotations

from typing import Collection, Sequence

from ..engine.moves import Move
from ..engine.rng import Rng
from ..engine.view import View
from .player import Player, pause_factor, wants_to_act

#: The share of eligible decisions in which the easy player slips.
SLIP = 0.5


class EasyPlayer:
    """Wraps ``normal``; slips on moves whose verb is in ``verbs`` (all when None)."""

    def __init__(self, normal: Player, seed: int = 0, slip: float = SLIP,
                 verbs: Collection[str] | None = ("play",)) -> None:
        self.normal = normal
        self.rng = Rng(seed ^ 0x5EED_EA5E)
        self.slip = slip
        self.verbs = None if verbs is None else frozenset(verbs)

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        """As its normal player (an out-of-turn window is never a slip)."""
        return wants_to_act(self.normal, view, legal)

    def pause_factor(self, view: View) -> float:
        """As its normal player."""
        return pause_factor(self.normal, view)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        move = self.normal.choose(view, legal)
        if self.verbs is not None and move.verb not in self.verbs:
            return move
        others = [m for m in legal if m != move and (self.verbs is None or m.verb == move.verb)]
        if others and self.rng.random() < self.slip:
            return self.rng.choice(others)
        return move
