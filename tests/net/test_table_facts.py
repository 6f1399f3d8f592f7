"""The host's table facts for a rules-less joined table: refusal reasons and tricks, as the
host's rules give them, and nothing the seat may not see."""
from __future__ import annotations

import random

from kortbord.engine import Move, game_info
from kortbord.net.mirror import mirror_of
from kortbord.net.table_facts import decoded_update

from test_session import hello, new_session, replies


def test_the_mirror_refuses_a_card_with_the_hosts_reason() -> None:
    session = new_session("olsen", 3, open_seats=(1,))
    state = game_info("olsen").state_class().from_notation(
        "olsen 3p | dealer=0 turn=1 | hand/0: 4H 5H 9C | hand/1: 7S 3D KH | hand/2: 4D 5C 6C | discard: 7C "
        "| stock: 2D 9H KD QS")
    session.state = state
    welcome, update = hello(session, object())
    mirror = mirror_of(game_info("olsen"))(welcome["seat"], decoded_update(update))
    for card in state.zones["hand/1"]:
        move = Move(1, "play", (card,))
        assert mirror.check(move) == state.check(move), card
    assert not mirror.check(Move(1, "play", (state.zones["hand/1"][1],))).ok


def test_the_tricks_and_the_last_trick_follow_the_host() -> None:
    session = new_session("whist", 4, open_seats=(2,), seed=5)
    state = session.state
    conn = object()
    welcome, update = hello(session, conn)
    mirror = mirror_of(game_info("whist"))(2, decoded_update(update))
    assert mirror.tricks is not None and mirror.tricks.last is None and not any(mirror.tricks.won.values())
    rng = random.Random(5)
    done = 0
    while state.tricks_played < 3:
        seat = rng.choice(state.actors())
        played = state.tricks_played
        out = session.play(rng.choice(state.legal_moves(seat)))[1]
        mirror.update(decoded_update(replies(out, conn)[0]))
        if state.tricks_played > played:
            done += 1
            assert mirror.tricks.done is not None and mirror.tricks.done.plays == tuple(state.last_trick)
            assert mirror.tricks.done.winner == state.trick_rules().winner(state.last_trick)
            for card in mirror.tricks.done.plays:
                assert mirror.uid[card[1]] == state.uid[card[1]]
        else:
            assert mirror.tricks.done is None
        assert mirror.tricks.won == {state.pile_of(s): sum(state.tricks[t] for t in range(4)
                                                           if state.pile_of(t) == state.pile_of(s))
                                     for s in range(4)}
    assert done == 3
