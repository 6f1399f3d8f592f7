"""Join-code guessing is slowed down per address (issue 16, no one gets in where they don't belong)."""
from __future__ import annotations

from kortbord.net import protocol
from kortbord.net.guard import TRIES, WINDOW

from test_session import new_session, replies


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def try_code(session, address: str, code: str) -> str:
    conn = object()
    session.came_from(conn, address)
    out = replies(session.receive(conn, protocol.encode("hello", name="Gæt", code=code)), conn)
    return out[0].get("reason", out[0]["type"])


def test_after_a_few_wrong_codes_an_address_waits_even_with_the_right_code_then_may_join():
    clock = Clock()
    session = new_session(clock=clock)
    for _ in range(TRIES):
        assert try_code(session, "10.0.0.9", "000000") == "code"
    assert try_code(session, "10.0.0.9", "111111") == "wait"
    assert try_code(session, "10.0.0.9", session.code) == "wait"     # guessing it now gains nothing
    assert try_code(session, "10.0.0.7", session.code) == "welcome"  # another PC is not held up
    clock.t += WINDOW
    assert try_code(session, "10.0.0.9", session.code) == "welcome"


def test_wrong_tokens_count_too_and_a_few_typos_are_forgiven():
    clock = Clock()
    session = new_session(clock=clock)
    for _ in range(TRIES - 1):
        assert try_code(session, "10.0.0.9", "123456") == "code"
    assert try_code(session, "10.0.0.9", session.code) == "welcome"
    conn = object()
    session.came_from(conn, "10.0.0.8")
    for _ in range(TRIES):
        out = replies(session.receive(conn, protocol.encode("hello", name="X", token="guess")), conn)
        assert out[0]["reason"] == "token"
    assert try_code(session, "10.0.0.8", session.code) == "wait"
