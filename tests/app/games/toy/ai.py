"""Toy computer player: plays the first legal move."""
from typing import Sequence

from kortbord.engine.moves import Move
from kortbord.engine.view import View


class FirstPlayer:
    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        return legal[0]


def make_player(level: str, seed: int = 0) -> FirstPlayer:
    return FirstPlayer()
