"""Engine values over the wire come back as the same values."""
from __future__ import annotations

import json

import pytest

from kortbord.engine import GAME_IDS, Card, CardRef, Rng, SeatRef, game_info
from kortbord.engine.view import Hidden
from kortbord.net import wire


def over_the_wire(value):
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_events_moves_and_sheets_survive_the_wire(game_id):
    info = game_info(game_id)
    state = info.new_game(info.min_players, info.options.resolve({}), seed=4)
    rng = Rng(4)
    for _ in range(60):
        if state.is_over():
            break
        seat = rng.choice(state.actors())
        legal = state.legal_moves(seat)
        for move in legal:
            assert wire.move_from(over_the_wire(wire.move_json(move))) == move
        before = state.clone()
        events = state.apply(rng.choice(legal))
        for viewer in [None, *range(state.players)]:
            view = state.view(viewer)
            assert wire.view_from(over_the_wire(wire.view_json(view))) == view
            for event in state.events_for(events, viewer, before):
                assert wire.event_from(over_the_wire(wire.event_json(event))) == event
        sheet = state.result()
        assert wire.sheet_from(over_the_wire(wire.sheet_json(sheet))) == sheet


def test_message_parameters_keep_their_kind():
    from kortbord.engine import Catalog
    template = Catalog("t")("x", "{who} says {claim}, shows {card}: {n}")
    message = template(who=SeatRef(2), claim=CardRef(Card.parse("KH")), card=Card.parse("7D"), n=3)
    again = wire.message_from(over_the_wire(wire.message_json(message)))
    assert again == message and isinstance(again.param("claim"), CardRef)


@pytest.mark.parametrize("bad", [{"card": "ZZ"}, {"seat": "1"}, {"x": 1}, {"card": "QS", "seat": 1}, [1], True])
def test_a_parameter_that_does_not_decode_is_a_value_error(bad):
    with pytest.raises(ValueError):
        wire.message_from({"context": "c", "key": "k", "text": "t", "params": [["p", bad]]})


def test_a_hidden_card_stays_an_id():
    from kortbord.engine.events import Event, EventKind
    event = Event(EventKind.MOVE, 1, None, (Hidden(17), Card.parse("QS")), "stock", "hand/1")
    data = wire.event_json(event)
    assert data["cards"] == [{"hidden": 17}, "QS"]
    assert wire.event_from(over_the_wire(data)) == event
