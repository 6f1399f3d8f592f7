"""The shedding kit (engine/kit/shedding.py): turn order, forced draws, refilling the stock."""
from __future__ import annotations

from kortbord.engine.cards import Card
from kortbord.engine.events import EventKind
from kortbord.engine.kit.shedding import can_draw, give, next_seat, restock
from kortbord.engine.messages import Message
from kortbord.games.olsen.rules import State

NEWS = Message("test", "test.news", "news")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def test_next_seat_follows_the_direction_and_skips_seats_out() -> None:
    assert next_seat(3, 4) == 0
    assert next_seat(0, 4, -1) == 3
    assert next_seat(0, 5, 1, (1, 2)) == 3
    assert next_seat(0, 5, -1, (4,)) == 3


def test_give_refills_the_stock_and_stops_when_nothing_is_left() -> None:
    s = at("olsen 4p | hand/1: 3C | discard: 4C 5C 6C | stock: 7C")
    events: list = []
    got = give(s, 1, 5, events, NEWS)
    assert got == 3                                         # 7C, then 4C and 5C from under the top
    assert [c.text for c in s.zones["discard"]] == ["6C"] and not s.zones["stock"]
    assert sorted(c.text for c in s.zones["hand/1"]) == ["3C", "4C", "5C", "7C"]
    assert [e.kind for e in events].count(EventKind.SHUFFLE) == 1
    assert any(e.message is NEWS for e in events)
    assert all(e.seat == 1 for e in events if e.kind is EventKind.MOVE and e.dst == "hand/1")


def test_restock_and_can_draw() -> None:
    s = at("olsen 4p | discard: 6C | stock:")
    assert not can_draw(s) and not restock(s, [], NEWS)
    s = at("olsen 4p | discard: 5C 6C | stock:")
    assert can_draw(s) and restock(s, [], NEWS)
    assert s.zones["stock"] == [Card.parse("5C")] and s.zones["discard"] == [Card.parse("6C")]
