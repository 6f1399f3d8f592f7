"""A player that picks uniformly among its legal moves (used by tests and simulations)."""
from __future__ import annotations

from typing import Sequence

from ..engine.moves import Move
from ..engine.rng import Rng
from ..engine.view import View


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        return self.rng.choice(legal)
