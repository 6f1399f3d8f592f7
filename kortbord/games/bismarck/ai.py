"""Computer players for Bismarck (spec "Computer-player notes"); see ``quota_ai``.

- ``easy``: the normal player with careless card play (``kortbord.ai.easy``);
- ``normal``: the exchange and card play of the notes (``quota_ai.DecentPlayer``);
- ``strong``: determinized Monte Carlo over the card play (``quota_ai.strong_player``).
"""
from __future__ import annotations

from kortbord.ai.easy import EasyPlayer
from kortbord.ai.player import Player

from .quota_ai import STRONG_BUDGET, DecentPlayer, strong_player
from .rules import State

__all__ = ["STRONG_BUDGET", "make_player"]


def make_player(level: str, seed: int = 0) -> Player:
    if level == "easy":
        return EasyPlayer(DecentPlayer(), seed)
    if level == "normal":
        return DecentPlayer()
    if level == "strong":
        return strong_player(State, DecentPlayer(), seed)
    raise ValueError(f"bismarck: no computer level {level!r}")
