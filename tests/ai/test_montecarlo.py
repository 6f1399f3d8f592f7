"""The generic determinized Monte Carlo player, on a tiny hidden-card game of its own."""
from __future__ import annotations

from typing import Any, ClassVar, Mapping

import pytest

from kortbord.ai.montecarlo import Budget, Hooks, MonteCarloPlayer, agreeing, preferring
from kortbord.engine import (Event, GameInfo, GameState, Message, Move, Rng, ScoreSheet, View,
                             ZoneSpec, parse_cards)
from kortbord.engine.messages import Catalog
from kortbord.engine.view import Face

_ = Catalog("toy")
TEXT = _("any", "{move}")
DECK = parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H")


class Guess(GameState):
    """Seat 0 guesses whether seat 1's hidden card is high (> 5) or low; seat 1 then
    reveals it (so rollouts have a move to play)."""

    info: ClassVar[GameInfo] = GameInfo("toy", {"en": "Toy"}, "test", 2, 2, 2)
    FIELDS = ("guess", "revealed")
    guess: str
    revealed: bool

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.guess, self.revealed = "", False

    def zone_names(self) -> list[str]:
        return ["hand/0", "hand/1", "pool"]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "pool":
            return ZoneSpec(Face.DOWN)
        return ZoneSpec(Face.OWNER, int(zone[-1]))

    def actors(self) -> list[int]:
        return [] if self.revealed else [0 if not self.guess else 1]

    def to_move(self) -> int | None:
        actors = self.actors()
        return actors[0] if actors else None

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.actors():
            return []
        if seat == 0:
            return [Move(0, "guess", (), "high"), Move(0, "guess", (), "low")]
        return [Move(1, "reveal")]

    def explain(self, move: Move) -> Message:
        return TEXT(move=str(move))

    def _apply(self, move: Move) -> list[Event]:
        if move.verb == "guess":
            self.guess = move.arg
        else:
            self.revealed = True
        return []

    def is_over(self) -> bool:
        return self.revealed

    def result(self) -> ScoreSheet:
        return ScoreSheet(2, (), (self.score(), 0))

    def describe(self, move: Move) -> Message:
        return TEXT(move=str(move))

    def score(self) -> int:
        high = self.zones["hand/1"][0].value > 5
        return int(self.guess == ("high" if high else "low"))


def position(hand: str, other: str) -> Guess:
    state = Guess(2, {})
    state.zones["hand/0"] = parse_cards(hand)
    state.zones["hand/1"] = parse_cards(other)
    state.zones["pool"] = [c for c in DECK if c not in state.zones["hand/0"] + state.zones["hand/1"]]
    state.assign_uids(state.all_cards())
    return state


def determinize(view: View, rng: Rng) -> GameState:
    mine = view.hand
    unseen = [c for c in DECK if c not in mine]
    rng.shuffle(unseen)
    state = position(" ".join(c.text for c in mine), unseen[0].text)
    state.guess = str(view.public.get("guess", ""))
    return state


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    assert isinstance(now, Guess) and now.revealed, "rollouts run to the horizon"
    return float(now.score())


HOOKS = Hooks(determinize=determinize, evaluate=evaluate)


def test_it_averages_over_the_unseen_cards() -> None:
    # Unseen: A 5 6 7 8 9 -> the hidden card is high with chance 4/6.
    state = position("2H 3H 4H", "AH")
    player = MonteCarloPlayer(HOOKS, Budget(samples=200, seconds=60), seed=3)
    move = player.choose(state.view(0), state.legal_moves(0))
    assert move.arg == "high"                       # even though the real card is low
    assert player.stats.samples == 200 and player.stats.candidates == 2
    high, low = player.stats.means
    assert high == pytest.approx(4 / 6, abs=0.1) and high + low == pytest.approx(1.0)


def test_it_never_sees_the_hidden_card() -> None:
    low_world = position("6H 7H 8H", "AH")          # unseen: A 2 3 4 5 9 -> low with 5/6
    high_world = position("6H 7H 8H", "9H")
    for state in (low_world, high_world):
        player = MonteCarloPlayer(HOOKS, Budget(samples=120, seconds=60), seed=1)
        assert player.choose(state.view(0), state.legal_moves(0)).arg == "low"


class Ticks:
    """A fake clock: each reading is one second later."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_the_time_budget_stops_sampling_after_the_first_sample() -> None:
    state = position("2H 3H 4H", "AH")
    player = MonteCarloPlayer(HOOKS, Budget(samples=50, seconds=0.5), seed=0, clock=Ticks())
    player.choose(state.view(0), state.legal_moves(0))
    assert player.stats.samples == 1


def test_a_single_candidate_is_returned_without_sampling() -> None:
    state = position("2H 3H 4H", "AH")
    first = Hooks(determinize=determinize, evaluate=evaluate, candidates=lambda view, legal: legal[1:])
    player = MonteCarloPlayer(first, Budget(samples=5), seed=0)
    assert player.choose(state.view(0), state.legal_moves(0)).arg == "low"
    assert player.stats.samples == 0


def test_ties_go_to_the_first_candidate_and_the_policy_is_used() -> None:
    calls: list[int] = []

    def policy(state: GameState, seat: int, rng: Rng) -> Move:
        calls.append(seat)
        return state.legal_moves(seat)[0]

    flat = Hooks(determinize=determinize, evaluate=lambda root, now, seat: 0.0, policy=policy)
    state = position("2H 3H 4H", "AH")
    player = MonteCarloPlayer(flat, Budget(samples=3), seed=0)
    assert player.choose(state.view(0), state.legal_moves(0)).arg == "high"
    assert calls == [1] * 6                         # one reveal per candidate per sample


def test_a_spectator_cannot_choose() -> None:
    state = position("2H 3H 4H", "AH")
    with pytest.raises(ValueError):
        MonteCarloPlayer(HOOKS).choose(state.view(None), state.legal_moves(0))




def hidden(state: GameState) -> int:
    return state.zones["hand/1"][0].value


def test_agreeing_samples_keep_what_was_said() -> None:
    # Seat 1 "said" its card is high: samples agree with it when they can.
    state = position("2H 3H 4H", "AH")
    said_high = agreeing(determinize, lambda view, sample: int(hidden(sample) <= 5), tries=30)
    rng = Rng(5)
    assert all(hidden(said_high(state.view(0), rng)) > 5 for _ in range(50))
    player = MonteCarloPlayer(Hooks(determinize=said_high, evaluate=evaluate), Budget(samples=40), seed=1)
    low_world = position("6H 7H 8H", "AH")          # unseen mostly low: plain sampling guesses low
    assert player.choose(low_world.view(0), low_world.legal_moves(0)).arg == "high"
    one_try = agreeing(determinize, lambda view, sample: int(hidden(sample) <= 5), tries=1)
    assert any(hidden(one_try(state.view(0), rng)) <= 5 for _ in range(50)), "only softly"


def test_preferring_puts_the_prior_first_so_it_wins_ties() -> None:
    state = position("2H 3H 4H", "AH")
    prior = lambda view, legal: legal[-1]            # noqa: E731
    ordered = preferring(prior)(state.view(0), state.legal_moves(0))
    assert [m.arg for m in ordered] == ["low", "high"]
    flat = Hooks(determinize=determinize, evaluate=lambda root, now, seat: 0.0, candidates=preferring(prior))
    assert MonteCarloPlayer(flat, Budget(samples=3)).choose(state.view(0), state.legal_moves(0)).arg == "low"
    better = Hooks(determinize=determinize, evaluate=evaluate, candidates=preferring(prior))
    player = MonteCarloPlayer(better, Budget(samples=100, seconds=60), seed=3)
    assert player.choose(state.view(0), state.legal_moves(0)).arg == "high", "a better move still wins"
