"""The shared new_game: a chosen dealer, a drawn one, a seat that does not exist."""
import pytest

from kortbord.engine import game_info


@pytest.mark.parametrize("game_id", ["olsen", "snyd", "rummy", "uno"])
def test_the_dealer_is_chosen_drawn_or_refused(game_id):
    info = game_info(game_id)
    players = info.min_players
    assert info.new_game(players, {}, seed=1, dealer=1).dealer == 1
    assert info.new_game(players, {}, seed=5).notation() == info.new_game(players, {}, seed=5).notation()
    with pytest.raises(ValueError, match=f"{game_id}: no seat {players}"):
        info.new_game(players, {}, seed=1, dealer=players)
