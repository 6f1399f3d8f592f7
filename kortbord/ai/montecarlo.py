"""A generic determinized Monte Carlo player for games with hidden cards.

For one decision the player:

1. draws a *sample*: a full ``GameState`` consistent with its ``View`` (the
   game's ``determinize`` hook deals the unseen cards at random);
2. plays every candidate move in that sample and continues with a fast
   rollout ``policy`` until the ``horizon`` (default: the end of the game);
3. scores the outcome with the game's ``evaluate`` hook, from its own seat;

and repeats within a ``Budget`` of samples and seconds, choosing the move with
the best mean. Every candidate is played in the same samples with the same
rollout seed (common random numbers), so the comparison is between moves, not
between lucky and unlucky deals. Ties go to the earlier candidate, so a game's
``candidates`` hook can order moves by preference and prune the tail.

A game opts in by writing its hooks once::

    hooks = Hooks(determinize=my_determinize, evaluate=my_evaluate,
                  policy=my_fast_policy, horizon=end_of_hand)
    player = MonteCarloPlayer(hooks, Budget(samples=12, seconds=0.5), seed=7)

The rollout runs on the sample's full state, so ``policy`` may read every card
of it: that is the point of determinization. Only ``determinize`` and
``candidates`` see the real view.

Two wrappers make a strong player out of a game's normal one: ``preferring``
puts the heuristic's choice first among the candidates (so it wins every tie),
and ``agreeing`` keeps the samples that fit what the others said (their bids).
Rollouts played by the heuristic itself make the search a one-step improvement
on it; random or cruder rollouts can lose to it.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..engine.moves import Move
from ..engine.rng import Rng
from ..engine.state import GameState
from ..engine.view import View

#: A full state consistent with what ``view`` shows (hidden cards dealt at random).
Determinize = Callable[[View, Rng], GameState]
#: How good the rollout's end ``now`` is for ``seat`` (higher is better), given the
#: sample ``root`` it started from: ``evaluate(root, now, seat)``.
Evaluate = Callable[[GameState, GameState, int], float]
#: A legal move for ``seat`` in ``state`` (the rollout policy).
Policy = Callable[[GameState, int, Rng], Move]
#: Whether a rollout that started at ``root`` should stop at ``now``.
Horizon = Callable[[GameState, GameState], bool]
#: Apply a move the policy chose (lets a game skip re-validating its own moves).
Advance = Callable[[GameState, Move], object]
#: The moves worth simulating, best first (a game's pruning and ordering).
Candidates = Callable[[View, Sequence[Move]], Sequence[Move]]


def agreeing(determinize: Determinize, misfits: Callable[[View, GameState], int],
             tries: int = 8) -> Determinize:
    """A ``determinize`` hook that draws up to ``tries`` samples and keeps the first that
    ``misfits`` finds none in (e.g. seats whose sampled hand would not have made the bid
    they made), else the one with the fewest: what was said weighs the deal, softly."""
    def sample(view: View, rng: Rng) -> GameState:
        best, worst = None, 0
        for _ in range(tries):
            state = determinize(view, rng)
            count = misfits(view, state)
            if best is None or count < worst:
                best, worst = state, count
            if count == 0:
                break
        assert best is not None
        return best
    return sample


def preferring(prior: Callable[[View, Sequence[Move]], Move],
               candidates: Candidates | None = None) -> Candidates:
    """A ``candidates`` hook that puts ``prior``'s choice (a heuristic player's
    ``choose``) first, so a move the samples cannot tell apart from it loses the tie."""
    def ordered(view: View, legal: Sequence[Move]) -> Sequence[Move]:
        base = list(candidates(view, legal)) if candidates else list(legal)
        pick = prior(view, legal)
        return [pick] + [m for m in base if m != pick]
    return ordered


def random_policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The default rollout policy: a uniformly random legal move."""
    return rng.choice(state.legal_moves(seat))


def game_over(root: GameState, now: GameState) -> bool:
    """The default horizon: play rollouts to the end of the game."""
    return now.is_over()


def checked_apply(state: GameState, move: Move) -> object:
    return state.apply(move)


def trusted_apply(state: GameState, move: Move) -> object:
    """Apply without re-checking: for policies that only choose legal moves."""
    return state.play_unchecked(move)


@dataclass(frozen=True)
class Hooks:
    """What a game supplies. Only ``determinize`` and ``evaluate`` are required."""
    determinize: Determinize
    evaluate: Evaluate
    policy: Policy = random_policy
    horizon: Horizon = game_over
    advance: Advance = checked_apply
    candidates: Candidates | None = None


@dataclass(frozen=True, slots=True)
class Budget:
    """Limits per decision: at most ``samples`` samples and, after the first one,
    no new sample once ``seconds`` have passed; rollouts stop after ``max_steps``."""
    samples: int = 16
    seconds: float = 1.0
    max_steps: int = 1000


@dataclass
class Stats:
    """What the last decision did (for tests and benchmarks)."""
    samples: int = 0
    candidates: int = 0
    seconds: float = 0.0
    means: list[float] = field(default_factory=list)


class MonteCarloPlayer:
    """A ``Player`` that chooses by determinized Monte Carlo simulation."""

    def __init__(self, hooks: Hooks, budget: Budget = Budget(), seed: int = 0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.hooks = hooks
        self.budget = budget
        self.rng = Rng(seed)
        self.clock = clock
        self.stats = Stats()

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if view.seat is None:
            raise ValueError("a spectator cannot choose a move")
        candidates = list(self.hooks.candidates(view, legal)) if self.hooks.candidates else list(legal)
        if not candidates:
            candidates = list(legal)
        start = self.clock()
        if len(candidates) == 1:
            self.stats = Stats(0, 1, 0.0, [0.0])
            return candidates[0]
        totals = [0.0] * len(candidates)
        samples = 0
        while samples < self.budget.samples and (samples == 0 or self.clock() - start < self.budget.seconds):
            root = self.hooks.determinize(view, self.rng)
            rollout_seed = self.rng.next64()
            for i, move in enumerate(candidates):
                state = root.clone()
                self.hooks.advance(state, move)
                self._rollout(root, state, Rng(rollout_seed))
                totals[i] += self.hooks.evaluate(root, state, view.seat)
            samples += 1
        means = [total / samples for total in totals]
        best = max(range(len(candidates)), key=lambda i: (means[i], -i))
        self.stats = Stats(samples, len(candidates), self.clock() - start, means)
        return candidates[best]

    def _rollout(self, root: GameState, state: GameState, rng: Rng) -> None:
        for _ in range(self.budget.max_steps):
            if state.is_over() or self.hooks.horizon(root, state):
                return
            actors = state.actors()
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            self.hooks.advance(state, self.hooks.policy(state, seat, rng))
