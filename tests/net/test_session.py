"""The host's session without sockets: seats, refusals, hostile input, what each seat is sent."""
from __future__ import annotations

import json
from typing import Any

import pytest

from kortbord.engine import GAME_IDS, Card, Rng, game_info
from kortbord.engine.sight import faces_seen, landing_in_sight, public_cards
from kortbord.net import protocol
from kortbord.net.session import HostSession
from kortbord.net.wire import move_from


def new_session(game: str = "olsen", players: int = 4, open_seats=(1, 2), seed: int = 3, **kw: Any) -> HostSession:
    info = game_info(game)
    state = info.new_game(players, info.options.resolve({}), seed=seed)
    return HostSession(state, open_seats, [f"P{i}" for i in range(players)], code="424242", **kw)


def hello(session: HostSession, conn: object, name: str = "Mor", **fields: Any) -> list[dict[str, Any]]:
    fields = fields or {"code": session.code}
    return replies(session.receive(conn, protocol.encode("hello", name=name, **fields)), conn)


def replies(out, conn) -> list[dict[str, Any]]:
    return [{"closed_connection": True} if data is None else protocol.decode(data) for c, data in out if c is conn]


def test_the_right_code_gives_a_seat_its_token_and_its_first_update():
    session = new_session()
    conn = object()
    welcome, update = hello(session, conn)
    assert welcome["type"] == "welcome" and welcome["seat"] == 1 and welcome["token"]
    assert welcome["names"]["1"] == "Mor" and welcome["game"] == "olsen"
    assert update["type"] == "update" and update["events"] == [] and update["view"]["seat"] == 1
    assert session.seat_of(conn) == 1 and session.waits_for_remote(1)


@pytest.mark.parametrize("fields,name,reason", [
    ({"code": "000000"}, "Mor", "code"),
    ({"code": 424242}, "Mor", "code"),
    ({}, "Mor", "code"),
    ({"token": "not-a-token"}, "Mor", "token"),
    ({"code": "424242"}, "   ", "name"),
    ({"code": "424242"}, "x" * 40, "name"),
    ({"code": "424242"}, "Mor\x00", "name"),
])
def test_a_wrong_hello_is_refused_and_the_connection_closed(fields, name, reason):
    session = new_session()
    conn = object()
    out = replies(session.receive(conn, protocol.encode("hello", name=name, **fields)), conn) if fields else \
        replies(session.receive(conn, protocol.encode("hello", name=name)), conn)
    assert out == [{"v": 1, "type": "refused", "reason": reason}, {"closed_connection": True}]
    assert session.seat_of(conn) is None


def test_another_version_is_refused_by_name():
    session = new_session()
    conn = object()
    line = json.dumps({"v": 99, "type": "hello", "name": "Far", "code": "424242"}).encode() + b"\n"
    assert replies(session.receive(conn, line), conn)[0] == {"v": 1, "type": "refused", "reason": "version"}


def test_a_full_table_refuses_a_third_player():
    session = new_session()
    hello(session, object(), "A")
    hello(session, object(), "B")
    assert hello(session, object(), "C")[0]["reason"] == "full"


def test_a_client_cannot_act_for_another_seat_nor_play_an_illegal_move():
    session = new_session()
    conn = object()
    hello(session, conn)
    state = session.state
    other = next(m for s in range(4) for m in state.legal_moves(s) if s != 1)
    assert replies(session.receive(conn, protocol.encode("move", text=str(other))), conn)[0]["reason"] == \
        "not_your_seat"
    notation = state.notation()
    answer = replies(session.receive(conn, protocol.encode("move", text="1 play JK")), conn)[0]
    assert answer["type"] in ("illegal", "error")
    assert replies(session.receive(conn, protocol.encode("move", text="no move")), conn)[0]["reason"] == \
        "not_a_move"
    assert state.notation() == notation


def test_a_stranger_gets_no_seat_and_moves_nothing():
    session = new_session()
    stranger = object()
    move = session.state.legal_moves(session.state.to_move())[0]
    assert replies(session.receive(stranger, protocol.encode("move", text=str(move))), stranger)[0]["reason"] == \
        "no_seat"


def card_texts(value: Any, skip_keys: frozenset[str] = frozenset({"named", "legal", "options", "names"})) -> set[str]:
    """Every string in a decoded message, but those that name without showing (claims)."""
    found: set[str] = set()
    todo = [value]
    while todo:
        value = todo.pop()
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            todo += [v for k, v in value.items() if k not in skip_keys]
        elif isinstance(value, list):
            todo += value
    return found


def may_see(state, seat) -> set[str]:
    return {c.text for c in faces_seen(state, seat) | public_cards(state)}


def landing(state, move, seat) -> set[str]:
    """The cards ``move`` lands face up to ``seat`` on its way (seen as they land, even if the
    move then sweeps them away): played on a twin of ``state``."""
    twin = state.clone()
    events = twin.apply(move)
    landed = landing_in_sight(twin, seat)
    return {c.text for e in events for c in landed(e)}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_byte_sent_to_a_seat_names_only_cards_that_seat_may_see(game_id):
    """A whole random game with two remote seats: each line sent to a client is recorded,
    and every card text in it was visible to that seat just before or just after the move."""
    info = game_info(game_id)
    players = max(3, info.min_players)
    session = new_session(game_id, players, (1, 2), seed=9)
    state = session.state
    conns = {1: object(), 2: object()}
    for seat, conn in conns.items():
        hello(session, conn, f"R{seat}")
    every_card = {c.text for c in state.all_cards()}
    legal_texts = {s: set() for s in conns}
    rng = Rng(9)
    for _ in range(400):
        if state.is_over():
            break
        seat = rng.choice(state.actors())
        move = rng.choice(state.legal_moves(seat))
        before = {s: may_see(state, s) | landing(state, move, s) for s in conns}
        if seat in conns:
            out = session.receive(conns[seat], protocol.encode("move", text=str(move)))
        else:
            out = session.play(move)[1]
        for s, conn in conns.items():
            after = may_see(state, s)
            for line in (data for c, data in out if c is conn and data is not None):
                message = protocol.decode(line)
                named = card_texts(message) & every_card
                leaked = named - before[s] - after
                assert not leaked, f"{sorted(leaked)} sent to seat {s} in {message['type']}"
                moved = {c for m in message.get("legal", []) for c in m[2]}
                assert moved <= after, f"legal moves name {sorted(moved - after)} to seat {s}"
                legal_texts[s] |= {json.dumps(m) for m in message.get("legal", [])}
    assert any(legal_texts.values())


def test_hostile_messages_never_crash_the_host_nor_change_the_game_unless_legal():
    session = new_session("olsen", 4, (1, 2), seed=5)
    state = session.state
    seated, stranger = object(), object()
    hello(session, seated)
    rng = Rng(21)
    cards = [c.text for c in state.all_cards()]
    texts = ["", "1", "1 play", "1 draw", "1 pass", "0 draw", "9 play QS", "-1 draw", "1 call olsen", "1 choose X",
             "1 play " + " ".join(cards[:5]), "1 " + "x" * 300, "\u202e1 draw", "1\tdraw", "1 __class__"]
    shapes = [
        lambda: protocol.encode("move", text=rng.choice(texts) + rng.choice(["", " " + rng.choice(cards)])),
        lambda: protocol.encode("hello", name=rng.choice(["", "A", "x" * 99]), code=rng.choice(["", "424242", "1"])),
        lambda: protocol.encode("hello", name="A", token=rng.choice(["", "abc", "x" * 50])),
        lambda: protocol.encode(rng.choice(list(protocol.SHAPES)), reason="x", text="1 draw", name="n", seat=1,
                                token="t", game="g", players=2, options={}, names={}, events=[], view={}, legal=[],
                                move="m"),
        lambda: json.dumps({"v": 1, "type": "move", "text": ["1 draw"]}).encode() + b"\n",
        lambda: json.dumps({"v": 1, "type": "move", "text": "1 draw", "seat": 0}).encode() + b"\n",
        lambda: bytes(rng.below(256) for _ in range(rng.below(40))) + b"\n",
        lambda: b'{"v":1,"type":"move","text":"' + b"\\" * rng.below(9) + b'"}\n',
        lambda: b"{" * rng.below(5000) + b"\n",
        lambda: protocol.encode("bye"),
    ]
    applied = 0
    for _ in range(4000):
        conn = rng.choice([seated, stranger, object()])
        before = len(session.played)
        out = session.receive(conn, rng.choice(shapes)())
        for c, data in out:
            if data is not None:
                assert protocol.decode(data)["type"] in protocol.SHAPES
        if len(session.played) > before:
            applied += 1
            assert session.played[-1].startswith("1 ")
        if session.seat_of(seated) is None and not state.is_over():
            hello(session, seated := object())            # a "bye" or a stolen seat: sit down again
        if state.is_over():
            break
    assert sorted(c.text for c in state.all_cards()) == sorted(cards)
    assert applied < 4000


def test_a_lost_seat_waits_then_a_computer_plays_it_until_its_player_rejoins():
    now = [100.0]
    session = new_session(takeover_after=60.0, clock=lambda: now[0])
    conn = object()
    token = hello(session, conn)[0]["token"]
    session.begin()
    assert session.due() == [2]                           # never joined, and the game began: no wait for it
    session.dropped(conn)
    now[0] += 59
    assert session.due() == [] and session.waits_for_remote(1)
    now[0] += 2
    assert session.due() == [1] and not session.waits_for_remote(1)
    back = object()
    welcome, update = hello(session, back, token=token)
    assert welcome["seat"] == 1 and update["view"]["seat"] == 1
    assert session.waits_for_remote(1) and session.seat_of(back) == 1


def test_the_same_player_on_a_new_connection_replaces_the_old_one():
    session = new_session()
    old, new = object(), object()
    token = hello(session, old)[0]["token"]
    out = session.receive(new, protocol.encode("hello", name="Mor", token=token))
    assert (old, None) in out and session.seat_of(old) is None and session.seat_of(new) == 1


def test_closing_the_table_tells_every_seat():
    session = new_session()
    a, b = object(), object()
    hello(session, a)
    hello(session, b)
    out = session.close("host_left")
    for conn in (a, b):
        assert replies(out, conn) == [{"v": 1, "type": "closed", "reason": "host_left"}, {"closed_connection": True}]


def test_legal_moves_arrive_exactly():
    session = new_session("snyd", 3, (1,), seed=2)
    conn = object()
    update = hello(session, conn)[1]
    legal = [move_from(m) for m in update["legal"]]
    assert legal == session.state.legal_moves(1)
    assert all(isinstance(c, Card) for m in legal for c in m.cards)
