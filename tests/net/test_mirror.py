"""A joined seat's table from its updates alone: what the controller asks, answered without rules."""
from __future__ import annotations

from kortbord.engine import game_info
from kortbord.engine.state import NOT_YOUR_TURN
from kortbord.net.mirror import NOT_ALLOWED, mirror_of
from kortbord.net.wire import decoded

from test_session import hello, new_session


def mirror_for(session, conn):
    welcome, update = hello(session, conn)
    return mirror_of(game_info(welcome["game"]))(welcome["seat"], decoded("update", update))


def test_the_mirror_answers_as_the_host_state_does_for_its_seat():
    session = new_session("whist", 4, open_seats=(2,))
    state = session.state
    mirror = mirror_for(session, object())
    assert type(mirror).info.id == "whist" and mirror.seat == 2
    assert mirror.view(2) == state.view(2) and mirror.view(None) == state.view(2)
    assert mirror.legal_moves(2) == state.legal_moves(2) and mirror.legal_moves(1) == []
    assert mirror.actors() == state.actors() and mirror.to_move() == state.to_move()
    assert mirror.prompt(2) == state.prompt(2) and mirror.prompt(1) is None
    for move in state.legal_moves(2):
        assert mirror.check(move).ok
        assert mirror.describe(move) == state.describe(move)
        assert mirror.explain_choice(move) == state.explain_choice(move)
    hand = state.zones["hand/2"]
    assert mirror.zones["hand/2"] == hand and {c: state.uid[c] for c in hand} == \
        {c: u for c, u in mirror.uid.items() if c in hand}
    assert not mirror.zones["hand/1"]                 # another seat's cards are only hidden ids
    assert mirror.result() == state.result() and not mirror.is_over()


def test_a_move_not_offered_is_refused_and_nothing_is_offered_while_one_is_on_its_way():
    from kortbord.engine.moves import Move
    session = new_session("olsen", 3, open_seats=(0, 1))
    state = session.state
    mine, theirs = mirror_for(session, object()), mirror_for(session, object())
    turn = state.to_move()
    on_turn, waiting = (mine, theirs) if mine.seat == turn else (theirs, mine)
    assert waiting.check(Move(waiting.seat, "play", tuple(state.zones[f"hand/{waiting.seat}"][:1]))).reason \
        == NOT_YOUR_TURN()
    hand = state.zones[f"hand/{on_turn.seat}"]
    unplayable = [c for c in hand if Move(on_turn.seat, "play", (c,)) not in state.legal_moves(on_turn.seat)]
    assert unplayable, "seed 3 deals the seat on turn a card it may not play"
    assert on_turn.check(Move(on_turn.seat, "play", (unplayable[0],))).reason == NOT_ALLOWED()
    assert on_turn.legal_moves(on_turn.seat)
    on_turn.sent()
    assert on_turn.legal_moves(on_turn.seat) == []


def test_trying_a_move_on_the_mirror_changes_nothing():
    session = new_session("whist", 4, open_seats=(2,))
    mirror = mirror_for(session, object())
    before = mirror.view(2)
    move = mirror.legal_moves(2)[0]
    assert mirror.clone().apply(move) == [] and mirror.apply(move) == []
    assert mirror.view(2) == before and mirror.legal_moves(2)[0] == move
