"""The network seats saved beside the host's autosave: written, read back, and distrusted."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kortbord.net import roster

from test_session import hello, new_session


def test_a_roster_round_trips_and_gives_a_new_session_its_players_back(tmp_path: Path) -> None:
    session = new_session(open_seats=(1, 2))
    hello(session, object(), name="Mormor")
    saved = roster.roster_of(session, "olsen", 3, None)
    roster.write(tmp_path / roster.FILE, saved)
    again = roster.read(tmp_path / roster.FILE)
    assert again == saved and again.belongs_to("olsen", 3, None) and not again.belongs_to("olsen", 4, None)
    fresh = new_session(open_seats=(1, 2))
    again.restore(fresh)
    assert fresh.code == session.code and fresh.remote[1].name == "Mormor"
    assert fresh.remote[1].token == session.remote[1].token and not fresh.remote[2].joined
    assert fresh.remote[1].lost_at is not None and fresh.remote[2].lost_at is None
    welcome = hello(fresh, object(), name="x", token=session.remote[1].token)[0]
    assert welcome["type"] == "welcome" and welcome["seat"] == 1 and welcome["names"]["1"] == "Mormor"


@pytest.mark.parametrize("content", [
    b"", b"[]", b'{"format": "kortbord-network"}', b"\xff\xfe",
    json.dumps({"format": "kortbord-network", "version": 1, "game": "olsen", "seed": 1, "dealer": None,
                "code": "12345", "seats": {}}).encode(),
    json.dumps({"format": "kortbord-network", "version": 1, "game": "olsen", "seed": True, "dealer": None,
                "code": "123456", "seats": {}}).encode(),
    json.dumps({"format": "kortbord-network", "version": 1, "game": "olsen", "seed": 1, "dealer": None,
                "code": "123456", "seats": {"1": {"name": "x" * 99, "token": "t"}}}).encode(),
    json.dumps({"format": "kortbord-network", "version": 1, "game": "olsen", "seed": 1, "dealer": None,
                "code": "123456", "seats": {"one": {"name": "x", "token": "t"}}}).encode(),
    b"[" * 100_000,
])
def test_a_broken_or_hostile_roster_is_ignored(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / roster.FILE
    path.write_bytes(content)
    assert roster.read(path) is None
    assert roster.read(tmp_path / "missing.json") is None
