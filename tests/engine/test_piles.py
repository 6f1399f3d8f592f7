"""engine/kit/piles.py: card lists changed by identity, as list.remove and move_card would."""
from __future__ import annotations

import pytest

from kortbord.engine.cards import parse_cards
from kortbord.engine.kit.piles import holds, shift, take_out
from kortbord.engine.state import card_moved


def test_take_out_removes_the_card_where_it_lies() -> None:
    pile = parse_cards("7H 9D KS 2C")
    take_out(pile, parse_cards("KS")[0])
    assert pile == parse_cards("7H 9D 2C")
    with pytest.raises(ValueError):
        take_out(pile, parse_cards("KS")[0])


def test_holds_tells_a_card_from_its_copy() -> None:
    pile = parse_cards("7H QS.1")
    assert holds(pile, parse_cards("QS.1")[0])
    assert not holds(pile, parse_cards("QS")[0])


def test_shift_moves_like_move_card() -> None:
    zones = {"hand/0": parse_cards("7H 9D KS"), "discard": parse_cards("2C")}
    card = parse_cards("9D")[0]
    event = shift(zones, card, "hand/0", "discard")
    assert zones == {"hand/0": parse_cards("7H KS"), "discard": parse_cards("2C 9D")}
    assert event is card_moved(card, "hand/0", "discard")
