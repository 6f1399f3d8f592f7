"""Rummy's strong level: the strong heuristic, checked by determinized Monte Carlo.

Where it matters (the discard, and taking the top discard or drawing blind) the
player plays its heuristic's few best candidates in sampled full states to the
end of the hand and keeps the one that wins the hand most often
(``kortbord.ai.montecarlo``, common random numbers; ties go to the heuristic's
own choice). Melds, lay-offs and calls stay heuristic.

A sample is rebuilt from the seat's View: every face-up card where it lies; every
hidden card it saw face up before, followed by its hidden id (a discard an
opponent took is in his hand, a pile turned over lies in the stock in its order);
the other unseen cards dealt at random into the opponents' hands, by their sizes,
and the stock. Rollouts are played by the normal player for every seat, on the
sample's own views.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable, Sequence

from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer
from ...ai.recall import Recall, deal_as_seen
from ...engine.cards import Card
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .reading import Table
from .rules import HANDS, GROUPS, Phase, State, meld_owner

#: The heuristic's best discards played out per decision.
DISCARDS = 3
#: Per decision: samples and seconds (CPU time in the benchmark, wall time in the app);
#: seed 1, 500 hands: 0.517 [0.473, 0.561] against normal, CPU p95 217 ms.
BUDGET = Budget(samples=100, seconds=0.2, max_steps=400)
#: The search overrules the heuristic only when its move does better in the same samples
#: by this many standard errors of the paired difference.
SURE = 1.5
#: How much a point of penalty difference weighs against winning the hand (1).
PER_POINT = 1 / 400
#: A rollout cut short (``max_steps``) is scored by the cards held: this much of a win
#: per card fewer than the best opponent, from an even 0.5.
PER_CARD = 0.1


def sample(view: View, recall: Recall, rng: Rng) -> State:
    """A full state as ``view`` shows it: seen cards where they are, the rest at random."""
    pub: Any = view.public
    state = State.blank(view.players, view.options)
    assert isinstance(state, State)
    deal_as_seen(state, view, recall.seen, state.deck, rng)
    state.dealer, state.turn = int(pub["dealer"]), int(pub["turn"])
    state.phase = Phase(pub["phase"])
    state.taken = Card.parse(pub["taken"]) if pub["taken"] else None
    state.window = pub["window"]
    state.turns, state.turnovers = int(pub["turns"]), int(pub["turnovers"])
    state.scores = [int(v) for v in pub["scores"]]
    state.closer = pub["closer"]
    for zone, meld in state.table_melds():
        for card in meld.cards:
            state.placed[card] = meld_owner(zone)
    state.rng = rng.fork()
    state.changed()
    return state


def hand_over(root: GameState, now: GameState) -> bool:
    """The horizon: the hand is scored."""
    assert isinstance(root, State) and isinstance(now, State)
    return len(now.rounds) > len(root.rounds)


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """1 for the hand's lowest penalty (shared: its part), plus a little per point ahead
    of the best opponent; an unfinished rollout by the cards held."""
    assert isinstance(root, State) and isinstance(now, State)
    sign = -1 if now.options.get("score_melds") else 1
    if len(now.rounds) == len(root.rounds):
        held = [len(now.zones[HANDS[s]]) + len(now.zones[GROUPS[s]]) for s in range(now.players)]
        ahead = min(v for s, v in enumerate(held) if s != seat) - held[seat]
        return min(1.0, max(0.0, 0.5 + PER_CARD * ahead))
    row = [sign * v for v in now.rounds[len(root.rounds)]]
    best = min(v for s, v in enumerate(row) if s != seat)
    mine = row[seat]
    won = 1.0 if mine < best else 0.5 if mine == best else 0.0
    return won + PER_POINT * (best - mine)


class SearchPlayer:
    """The strong level: ``prior`` (the strong heuristic) proposes, the search decides."""

    def __init__(self, prior: Any, rollout: Callable[[int], Any], seed: int = 0,
                 budget: Budget | None = None, clock: Callable[[], float] = time.perf_counter) -> None:
        self.prior = prior
        #: The cards seen face up this hand (a new hand's cards get new ids).
        self.recall = Recall(lambda view: view.public["hand"])
        #: One rollout player per seat (the normal level), made on first use.
        self.players: dict[int, Any] = {}
        self.make_rollout = rollout
        #: The last search's outcomes, sample by sample, candidate by candidate.
        self.outcomes: list[float] = []
        hooks = Hooks(determinize=lambda view, rng: sample(view, self.recall, rng), evaluate=self.evaluate,
                      policy=self.policy, horizon=hand_over)
        self.search = MonteCarloPlayer(hooks, budget or BUDGET, seed, clock)

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        self.recall.watch(view)
        return bool(self.prior.wants_to_act(view, legal))

    def pause_factor(self, view: View) -> float:
        return float(self.prior.pause_factor(view))

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        self.recall.watch(view)
        pick: Move = self.prior.choose(view, legal)
        candidates = self.candidates(view, legal, pick)
        if len(candidates) < 2:
            return pick
        self.outcomes = []
        self.search.choose(view, candidates)
        move = candidates[self.surest(len(candidates))]
        if move is not pick:
            self.prior.memory.after(Table(view).discard, move)
        return move

    def evaluate(self, root: GameState, now: GameState, seat: int) -> float:
        value = evaluate(root, now, seat)
        self.outcomes.append(value)
        return value

    def surest(self, count: int) -> int:
        """The candidate that beats the first (the heuristic's) in the same samples by
        ``SURE`` standard errors, the best such; else the first."""
        rows = [self.outcomes[i:i + count] for i in range(0, len(self.outcomes) - count + 1, count)]
        if len(rows) < 2:
            return 0
        best, gain = 0, 0.0
        for j in range(1, count):
            diffs = [row[j] - row[0] for row in rows]
            mean = statistics.fmean(diffs)
            if mean > gain and mean > SURE * statistics.stdev(diffs) / len(diffs) ** 0.5:
                best, gain = j, mean
        return best

    def candidates(self, view: View, legal: Sequence[Move], pick: Move) -> list[Move]:
        """The moves worth searching, the heuristic's first: its best discards, or both draws."""
        if pick.verb in ("draw", "take"):
            other = [m for m in legal if m.verb in ("draw", "take") and m != pick]
            return [pick, *other]
        if pick.verb != "discard":
            return [pick]
        order = getattr(self.prior, "ranking", None) or [m for m in legal if m.verb == "discard"]
        return [pick, *[m for m in order if m != pick][:DISCARDS - 1]]

    def policy(self, state: GameState, seat: int, rng: Rng) -> Move:
        """A rollout move: the normal player's choice, read straight off the sample."""
        assert isinstance(state, State)
        player = self.players.get(seat)
        if player is None:
            player = self.players[seat] = self.make_rollout(seat)
        legal = state.legal_moves(seat)
        return legal[0] if len(legal) == 1 else player.decide(Table.of_state(state, seat), legal)
