"""Computer players for Tribello (spec "Computer-player notes"); card play as in Bismarck.

- ``easy``: the normal player with careless card play (``kortbord.ai.easy``);
- ``normal``: chooses the contract from the cards it sees (``contract_move``),
  then the exchange and card play of ``bismarck.quota_ai``;
- ``strong``: the same contract choice and exchange, determinized Monte Carlo
  for the card play.

Choosing the contract: on the four open cards alone (``open_cards``) the
notes' rules – no card above 9: Pass; two high spades: Spader trumf; two high
cards of another suit: Valfri trumf in it; aces and kings: Spel. Seeing its
whole hand (``full_hand``) it rates each contract by its length and honours.
Contracts it will find hard to use later come first; Valfri trumf, which
fits almost any hand, is kept for last.
"""
from __future__ import annotations

from typing import Sequence

from kortbord.ai.easy import EasyPlayer
from kortbord.ai.player import Player
from kortbord.engine.cards import Card
from kortbord.engine.moves import Move
from kortbord.engine.view import View

from ..bismarck.quota_ai import RANK, STRONG_BUDGET, DecentPlayer, strong_player
from .rules import State

__all__ = ["STRONG_BUDGET", "make_player"]

HIGH = frozenset("AKQJ")
#: Kept for later when it is not clearly the best (it fits almost any hand).
FLEXIBLE = {"valfri": -1.0, "spel": 0.0, "spader": 0.0, "pass": 0.0}


def ratings(cards: Sequence[Card], full: bool) -> dict[str, float]:
    """How well each contract (and Valfri suit) fits the cards seen: higher is better."""
    out: dict[str, float] = {}
    if not full:
        high = [c for c in cards if c.rank in HIGH]
        out["pass"] = 3.0 if all(RANK[c.rank] <= RANK["9"] for c in cards) else -len(high)
        out["spel"] = sum(c.rank in "AK" for c in cards) + 0.5 * len({c.suit for c in high})
        for suit in "SHDC":
            strong = sum(1 for c in high if c.suit == suit) + 0.3 * sum(1 for c in cards if c.suit == suit)
            out["spader" if suit == "S" else f"valfri {suit}"] = 1.2 * strong
        return out
    aces_kings = sum(1.0 if c.rank == "A" else 0.6 if c.rank == "K" else 0.2 if c.rank == "Q" else 0.0
                     for c in cards)
    low = sum(1 for c in cards if RANK[c.rank] <= RANK["7"])
    out["pass"] = (low - 10) * 0.8
    out["spel"] = aces_kings - 5
    for suit in "SHDC":
        length = sum(1 for c in cards if c.suit == suit)
        honours = sum(1 for c in cards if c.suit == suit and c.rank in HIGH)
        value = 0.9 * length + 0.6 * honours + 0.4 * aces_kings - 8
        out["spader" if suit == "S" else f"valfri {suit}"] = value
    return out


def contract_move(view: View, legal: Sequence[Move]) -> Move:
    """The best-rated contract among ``legal``, on the cards this seat can see."""
    full = bool(view.hand)
    rated = ratings(view.hand + view.cards("widow"), full)
    return max(legal, key=lambda m: rated.get(m.arg, 0.0) + FLEXIBLE[m.arg.split()[0]])


def make_player(level: str, seed: int = 0) -> Player:
    if level == "easy":
        return EasyPlayer(DecentPlayer(contract_move), seed)
    if level == "normal":
        return DecentPlayer(contract_move)
    if level == "strong":
        return strong_player(State, DecentPlayer(contract_move), seed)
    raise ValueError(f"tribello: no computer level {level!r}")
