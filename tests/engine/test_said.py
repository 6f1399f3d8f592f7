"""kit.said: recurring events made once, equal to the events made by hand."""
from kortbord.engine.events import Event, EventKind
from kortbord.engine.kit.said import Said, said
from kortbord.games.blackjack import texts as t


def test_said_is_the_event_made_once() -> None:
    first = said(EventKind.CALL, 1, t.STANDS, total=17)
    assert first == Event(EventKind.CALL, 1, t.STANDS(total=17))
    assert said(EventKind.CALL, 1, t.STANDS, total=17) is first
    assert said(EventKind.CALL, 2, t.STANDS, total=17) != first


def test_said_table_by_seat_and_values() -> None:
    bust = Said(EventKind.MESSAGE, t.BUST, "total", "amount")
    event = bust[2, 24, 5]
    assert event == Event(EventKind.MESSAGE, 2, t.BUST(total=24, amount=5))
    assert event == said(EventKind.MESSAGE, 2, t.BUST, total=24, amount=5)
    assert bust[2, 24, 5] is event
    assert bust[3, 24, 5].seat == 3 and bust[2, 25, 5] != event
