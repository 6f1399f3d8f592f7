"""One vocabulary of computer levels: easy, normal, strong in every game; easy slips."""
from __future__ import annotations

from typing import Sequence

import pytest

from kortbord.ai.easy import EasyPlayer
from kortbord.engine import registry
from kortbord.engine.moves import Move
from kortbord.engine.view import View


class Fixed:
    """Always the first legal move; silent in windows."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        return legal[0]

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        return False


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_game_offers_the_same_levels(game: str) -> None:
    info = registry.game_info(game)
    assert info.ai_levels == ("random", "easy", "normal", "strong")
    state = info.new_game(info.default_players, {}, seed=3)
    seat = state.to_move()
    seat = state.actors()[0] if seat is None else seat
    for level in info.ai_levels:
        move = info.player(level, seed=1).choose(state.view(seat), state.legal_moves(seat))
        assert move in state.legal_moves(seat)
    assert type(info.player("decent", 1)) is type(info.player("normal", 1)), "old saves say decent"
    assert isinstance(info.player("easy", 1), EasyPlayer)
    assert info.level("decent") == "normal" and info.level("grandmaster") == "normal"
    assert info.level("strong") == "strong" and info.level("random") == "random"


def moves(verb: str, n: int) -> list[Move]:
    return [Move(0, verb, (), str(i)) for i in range(n)]


def test_easy_slips_in_about_half_its_card_plays_and_never_in_other_moves() -> None:
    view = View("test", 0, 2, {}, to_move=0)
    easy = EasyPlayer(Fixed(), seed=7)
    plays = moves("play", 6)
    slips = sum(easy.choose(view, plays) != plays[0] for _ in range(1000))
    assert 400 < slips < 600
    bids = moves("bid", 6)
    assert all(easy.choose(view, bids) == bids[0] for _ in range(200))
    assert not easy.wants_to_act(view, plays), "windows as its normal player"
    mixed = [Move(0, "bid", (), "1")] + plays
    careless = EasyPlayer(Fixed(), seed=7, verbs=None)
    assert any(careless.choose(view, mixed) != mixed[0] for _ in range(50))
    first, second = EasyPlayer(Fixed(), seed=9), EasyPlayer(Fixed(), seed=9)
    assert [first.choose(view, plays) for _ in range(30)] == [second.choose(view, plays) for _ in range(30)]
