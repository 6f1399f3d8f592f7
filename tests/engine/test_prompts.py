"""Guidance over random playouts: every acting seat is told what to do in a sentence
of its own game (never the bare "Your turn."), and buttons' moves explain themselves."""
from __future__ import annotations

from typing import Any

import pytest

import random

from kortbord.engine import GAME_IDS, game_info
from kortbord.engine.state import YOUR_TURN

OPTIONS: dict[str, list[dict[str, Any]]] = {
    "olsen": [{}], "spar_dame": [{}, {"pass_cards": 2}], "rodskagg": [{}],
}


def cases() -> list[Any]:
    out = []
    for game_id in GAME_IDS:
        info = game_info(game_id)
        for players in sorted({info.min_players, info.max_players}):
            for options in OPTIONS.get(game_id, [{}]):
                out.append(pytest.param(game_id, players, options, id=f"{game_id}-{players}p-{options}"))
    return out


@pytest.mark.parametrize("game_id,players,options", cases())
def test_every_actor_gets_a_prompt_of_its_game(game_id: str, players: int, options: dict[str, Any]) -> None:
    state = game_info(game_id).new_game(players, options, seed=4)
    rng = random.Random(11)
    seen: set[str] = set()
    for _step in range(1500):
        if state.is_over():
            break
        actors = state.actors()
        for seat in range(players):
            prompt = state.prompt(seat)
            if seat not in actors:
                assert prompt is None
                continue
            assert prompt is not None and prompt.english().strip(), (seat, state.notation())
            assert prompt.key != YOUR_TURN().key, (state.prompt_key(seat), state.notation())
            seen.add(prompt.key)
        seat = actors[rng.randrange(len(actors))]
        moves = state.legal_moves(seat)
        state.apply(moves[rng.randrange(len(moves))])
    assert seen


def test_the_prompt_is_none_for_a_seat_that_may_not_act() -> None:
    state = game_info("ruder_syv").new_game(4, {}, seed=6)
    waiting = [s for s in range(4) if s not in state.actors()]
    assert waiting and all(state.prompt(s) is None for s in waiting)


def test_whist_bidding_asks_for_grand_or_nolo_and_its_buttons_explain() -> None:
    state = game_info("whist").new_game(4, {}, seed=3)
    while state.public().get("phase") != "bid":
        seat = state.actors()[0]
        state.apply(state.legal_moves(seat)[0])
    seat = state.actors()[0]
    assert state.prompt(seat).english() == "Choose Grand or Nolo: lay a red or black card face down"
    tips = {m.arg: state.explain_choice(m) for m in state.legal_moves(seat) if m.verb == "bid" and not m.cards}
    assert tips and all(t is not None and "Grand" in t.english() or "Nolo" in t.english() for t in tips.values())


def test_bismarck_exchange_says_discard_four() -> None:
    state = game_info("bismarck").new_game(3, {}, seed=1)
    seat = state.actors()[0]
    assert "Take up" in state.prompt(seat).english()
    state.apply(state.parse_move(f"{seat} pickup"))
    assert state.prompt(seat).english().startswith("Discard 4 cards to the widow")


def test_explain_choice_tries_verb_and_argument_then_verb() -> None:
    state = game_info("tribello").new_game(3, {}, seed=2)
    seat = state.actors()[0]
    tips = {m.arg: state.explain_choice(m) for m in state.legal_moves(seat)}
    assert tips["spader"] is not None and tips["spader"].english() == "Spades are trumps"
    valfri = [a for a in tips if a.startswith("valfri")]
    assert valfri and all(tips[a].english().startswith("Trumps in the suit") for a in valfri)
