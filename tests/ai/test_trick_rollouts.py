"""The strong trick-game players' rollouts play as the normal player would, and their
samples weigh the bids: the two things that make Monte Carlo stronger than normal."""
from __future__ import annotations

import importlib

import pytest

from kortbord.engine.registry import game_info
from kortbord.engine.rng import Rng
from kortbord.engine.state import GameState


def decent_hand(game: str, seed: int, options: dict[str, object] | None = None) -> list[GameState]:
    """The states of one hand played by normal players (each before a move)."""
    ai = importlib.import_module(f"kortbord.games.{game}.ai")
    state = game_info(game).new_game(4, options or {}, seed=seed)
    decent = ai.DecentPlayer()
    seen = []
    while not state.history:
        seat = state.actors()[0]
        seen.append(state.clone())
        state.apply(decent.choose(state.view(seat), state.legal_moves(seat)))
    return seen


@pytest.mark.parametrize("game,options", [("whist", {}), ("whist", {"bid_reveal": "sequential"}),
                                          ("ruder_syv", {}), ("spar_dame", {"pass_cards": 2})])
def test_the_rollout_policy_is_the_normal_players_choice(game: str, options: dict[str, object]) -> None:
    ai = importlib.import_module(f"kortbord.games.{game}.ai")
    decent = ai.DecentPlayer()
    checked = 0
    for seed in range(4):
        for state in decent_hand(game, seed, options):
            for seat in state.actors():
                legal = state.legal_moves(seat)
                rollout = ai.policy(state, seat, Rng(seed))
                assert rollout == decent.choose(state.view(seat), legal), (seed, seat, str(rollout))
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("game,options", [("whist", {}), ("whist", {"bid_reveal": "sequential"}),
                                          ("ruder_syv", {})])
def test_the_true_deal_fits_the_bids_of_normal_players(game: str, options: dict[str, object]) -> None:
    ai = importlib.import_module(f"kortbord.games.{game}.ai")
    for seed in range(6):
        for state in decent_hand(game, seed, options):
            seat = state.actors()[0]
            assert ai.misbid(state.view(seat), state) == 0


def test_a_whist_grand_bidder_sampled_with_a_weak_hand_misfits() -> None:
    ai = importlib.import_module("kortbord.games.whist.ai")
    grand = next(s for seed in range(40) for s in decent_hand("whist", seed)
                 if getattr(s, "bidder", -1) >= 0 and not s.plays)
    bidder = grand.bidder
    me = next(s for s in range(4) if s != bidder)
    # Swap hands: the bidder gets the hand of a seat that bid black (or did not show).
    weak = next(s for s in range(4) if s not in (bidder, me) and ai.estimate(grand.zones[f"hand/{s}"]) < 3)
    wrong = grand.clone()
    wrong.zones[f"hand/{bidder}"], wrong.zones[f"hand/{weak}"] = grand.zones[f"hand/{weak}"], grand.zones[
        f"hand/{bidder}"]
    assert ai.misbid(grand.view(me), grand) == 0
    assert ai.misbid(grand.view(me), wrong) >= 1
    assert ai.misbid(grand.view(bidder), wrong) <= ai.misbid(grand.view(me), wrong), "its own bid is no clue"


def test_ruder_syv_samples_agree_with_the_bids_made() -> None:
    ai = importlib.import_module("kortbord.games.ruder_syv.ai")
    rng = Rng(3)
    fits = plain = total = 0
    for seed in range(10):
        for state in decent_hand("ruder_syv", seed):
            if not state.bids:
                continue
            view = state.view(state.actors()[0])
            fits += ai.misbid(view, ai.determinize(view, rng)) == 0
            plain += ai.misbid(view, ai.sample_deal(view, rng)) == 0
            total += 1
    assert total > 20 and fits > plain, (fits, plain, total)
