"""Which card-less moves become buttons in the action bar."""
from __future__ import annotations

from typing import Any

from kortbord.engine import game_info
from kortbord.table.buttons import buttons_for
from kortbord.table.gestures import GestureMap


def test_a_move_only_the_player_should_think_of_gets_no_button(qapp: Any) -> None:
    """Rödskägg punishes looking at your cards before the knock: no "look" button invites it."""
    info = game_info("rodskagg")
    state = info.new_game(4, {}, seed=3)
    gestures = GestureMap(info.layout(), state.zones)
    seat = next(s for s in range(4) for m in state.legal_moves(s) if m.verb == "look")
    buttons = buttons_for(state, seat, state.legal_moves(seat), gestures, {})
    assert all(b.move.verb != "look" for b in buttons)
    assert "look" in gestures.unbuttoned_verbs()


def test_a_click_move_is_also_a_button(qapp: Any) -> None:
    """Olsen's draw is both a click on the stock and a button (disabled with its reason when not allowed)."""
    info = game_info("olsen")
    state = info.rules.State.from_notation("olsen 4p | hand/0: 4H JD KS | hand/1: 5C | discard: 9C | stock: 3C 6H")
    seat = state.to_move()
    buttons = buttons_for(state, seat, state.legal_moves(seat), GestureMap(info.layout(), state.zones), {})
    assert [b.move.verb for b in buttons] == ["draw"] and buttons[0].enabled

