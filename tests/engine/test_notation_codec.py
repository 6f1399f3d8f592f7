from enum import Enum

import pytest

from kortbord.engine import Card, Move, MoveSyntaxError, OptionSchema, OptionSpec, parse_cards
from kortbord.engine.codec import decode, encode
from kortbord.engine.notation import format_position, parse_position


def test_position_round_trip():
    zones = {"hand/0": parse_cards("7H 9D KS"), "discard": parse_cards("7C"), "stock": []}
    line = format_position("olsen", 4, {"max_draws": 3}, {"turn": 0, "named": None, "phase": "play"}, zones)
    assert line == "olsen 4p max_draws=3 | turn=0 named=null phase=play | hand/0: 7H 9D KS | discard: 7C"
    game, players, options, fields, parsed = parse_position(line)
    assert (game, players, options) == ("olsen", 4, {"max_draws": 3})
    assert fields == {"turn": 0, "named": None, "phase": "play"}
    assert parsed == {"hand/0": zones["hand/0"], "discard": zones["discard"]}


def test_notation_quotes_strings_that_look_like_other_values():
    line = format_position("g", 2, {}, {"a": "true", "b": "7", "c": "two words"}, {})
    assert parse_position(line)[3] == {"a": "true", "b": "7", "c": "two words"}


def test_bad_notation_is_rejected():
    with pytest.raises(ValueError):
        parse_position("olsen four players")
    with pytest.raises(ValueError):
        parse_position("olsen 4p | turn")


class Phase(str, Enum):
    PLAY = "play"


def test_codec_round_trips_typed_values():
    value = {0: [Card.parse("QS")], 1: []}
    assert decode(encode(value), dict[int, list[Card]]) == value
    assert decode(encode(Phase.PLAY), Phase) is Phase.PLAY
    assert decode(None, Card | None) is None
    assert decode(encode((1, "x")), tuple[int, str]) == (1, "x")
    assert decode(encode({2, 1}), set[int]) == {1, 2}
    with pytest.raises(ValueError):
        decode("1", int)
    with pytest.raises(ValueError):
        decode(True, int)


def test_move_text_and_parse():
    move = Move(2, "play", (Card.parse("QS"),))
    assert str(move) == "2 play QS" and Move.parse("2 play QS") == move
    assert Move.parse("1 capture TD with 4H+6C") == Move(1, "capture", (Card.parse("TD"),), "with 4H+6C")
    assert Move.parse("0 call olsen").arg == "olsen"
    for bad in ["", "play QS", "x play QS", "2", "2 7up"]:
        with pytest.raises(MoveSyntaxError):
            Move.parse(bad)


def test_option_schema_resolves_and_validates():
    schema = OptionSchema((OptionSpec("max_draws", (1, 3), 1, "Cards to draw"),
                           OptionSpec("points", (False, True), False, "Points")))
    assert schema.resolve({"max_draws": 3}) == {"max_draws": 3, "points": False}
    assert schema.parse_value("points", "true") is True
    for bad in [{"max_draws": 2}, {"nope": 1}, {"points": 1}]:
        with pytest.raises(ValueError):
            schema.resolve(bad)
    with pytest.raises(ValueError):
        OptionSpec("x", (1, 3), 2, "bad default")
