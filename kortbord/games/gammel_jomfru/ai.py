"""Computer players for Gammel Jomfru (spec "Computer-player notes"). They see only their View.

The only decisions are where a turned card goes (and, with the options, whether to
play at all or to play the own top first); turning is forced.

- ``easy``: the normal player, but most placements with a choice (``SLIP``) go to another
  legal place at random (``kortbord.ai.easy``) - onto its own pile when another player's
  fits too;
- ``normal``: a foundation first (the card leaves the game), then the other player
  with the fewest cards left (ties: the next in turn), then its own pile; always plays
  when it can;
- ``strong``: looks ahead by determinized Monte Carlo (``kortbord.ai.montecarlo``). It
  remembers every card it has seen face up by its id: a pile is turned over as a block,
  not shuffled, so a stock made from a pile it saw is known card by card, as to a player
  who watched the table. Each sample puts those cards where they lie and deals the
  unseen rest of the stocks at random; every legal place is played out to the end of the
  round by the decent players, and the place that escapes GAMMEL JOMFRU most often wins.
"""
from __future__ import annotations

from typing import Sequence

from ...ai.easy import EasyPlayer
from ...ai.recall import Recall, deal_as_seen
from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, trusted_apply
from ...ai.player import Player
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import DECK, Phase, State

#: Pause factor: the table's usual pause (0.9 s, +-35 %) made about 0.8 s a card, so a human
#: can follow where each card goes (spec "Turns and timing": 0.6-1.0 s).
PAUSE = 0.89
#: The share of choices the easy player gets wrong.
SLIP = 0.8


def counts(view: View) -> list[int]:
    return [int(c) for c in view.public["counts"]]


def next_seat(view: View, seat: int) -> int:
    place = view.public["place"]
    n = view.players
    other = (seat + 1) % n
    while place[other] and other != seat:
        other = (other + 1) % n
    return other


def pile_order(view: View, seat: int) -> dict[str, int]:
    """Another player's pile ranked: fewest cards first, ties the next in turn (0 best)."""
    n = view.players
    left = counts(view)
    ranked = sorted((s for s in range(n) if s != seat),
                    key=lambda s: (left[s], (s - seat) % n))
    return {f"pile/{s}": i for i, s in enumerate(ranked)}


def decent_key(view: View, seat: int, move: Move) -> tuple[int, int]:
    """Smaller is better: foundation, others' piles by the leader, own pile, then not playing."""
    if move.verb != "play":
        return (3, 0)
    if move.arg.startswith("found/"):
        return (0, 0)
    if move.arg == f"pile/{seat}":
        return (2, 0)
    return (1, pile_order(view, seat)[move.arg])


class Paced:
    """A card about every 0.8 s (``PAUSE``)."""

    def pause_factor(self, view: View) -> float:
        return PAUSE


class DecentPlayer(Paced):
    """The spec's decent player."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        assert view.seat is not None
        seat = view.seat
        plays = [m for m in legal if m.verb == "play"]
        if not plays:
            return legal[0]
        return min(plays, key=lambda m: decent_key(view, seat, m))


class StrongPlayer(Paced):
    """Looks ahead: determinized Monte Carlo over the stocks' order (see the module docstring)."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        #: Every card it has seen face up, by its id: a pile turned over is not shuffled.
        self.recall = Recall()
        hooks = Hooks(determinize=self.sample, evaluate=evaluate, policy=policy, horizon=end_of_round,
                      advance=trusted_apply)
        self.search = MonteCarloPlayer(hooks, budget or BUDGET, seed)

    def remember(self, view: View) -> None:
        self.recall.watch(view)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        self.remember(view)
        if len(legal) == 1:
            return legal[0]
        return self.search.choose(view, legal)

    def sample(self, view: View, rng: Rng) -> GameState:
        """A full state as ``view`` shows it: remembered cards where they lie, the others at random."""
        state = State.blank(view.players, view.options)
        assert isinstance(state, State)
        public = view.public
        state.phase = Phase(public["phase"])
        state.turn, state.dealer, state.round_no = int(public["turn"]), int(public["dealer"]), int(public["round"])
        state.flips, state.stale = [int(f) for f in public["flips"]], [int(f) for f in public["stale"]]
        state.place = [int(p) for p in public["place"]]
        state.marks, state.jomfru = [int(m) for m in public["marks"]], [int(j) for j in public["jomfru"]]
        state.rng = rng.fork()
        deal_as_seen(state, view, self.recall.seen, DECK, rng)
        return state


#: The strong player's search per decision (CPU-light: about 0.1 s at most).
BUDGET = Budget(samples=12, seconds=0.12, max_steps=400)


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout's player on a full state: the decent choices."""
    assert isinstance(state, State)
    moves = state.legal_moves(seat)
    if len(moves) == 1:
        return moves[0]
    n = state.players

    def key(move: Move) -> tuple[int, int]:
        if move.verb != "play":
            return (3, 0)
        if move.arg.startswith("found/"):
            return (0, 0)
        owner = int(move.arg[5:])
        if owner == seat:
            return (2, 0)
        return (1, state.cards_left(owner) * n + (owner - seat) % n)
    return min(moves, key=key)


def end_of_round(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.is_over() or len(now.history) > len(root.history)


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """1 for escaping GAMMEL JOMFRU (a joint one shares); unfinished, by the cards held."""
    assert isinstance(root, State) and isinstance(now, State)
    n = now.players
    if len(now.history) > len(root.history):
        row = now.history[len(root.history)]
        joint = sum(row[1:1 + n])
        return 1.0 - row[1 + seat] / joint
    mine = now.cards_left(seat)
    most = max(now.cards_left(s) for s in now.in_play() if s != seat)
    return 0.5 + 0.5 * (most - mine) / (most + mine + 1)


def make_player(level: str, seed: int = 0) -> Player:
    """``easy``, ``normal`` or ``strong``."""
    if level == "easy":
        return EasyPlayer(DecentPlayer(), seed, slip=SLIP, verbs=("play",))
    if level == "normal":
        return DecentPlayer()
    if level == "strong":
        return StrongPlayer(seed)
    raise ValueError(f"gammel_jomfru: no computer level {level!r}")
