"""Saves: JSON round trip, replay through the engine, tampered and broken files, atomic writes."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.toygame import register
from kortbord.engine import Rng, registry
from kortbord.saves import Match, SaveError, Seat, load, new_state, save

SEATS = (Seat("Anna"), Seat("Bo", True, "normal"), Seat("Carla", True, "random"))


@pytest.fixture(autouse=True)
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS)
    register()


def play(match: Match, moves: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(moves):
        if match.state.is_over():
            break
        seat = rng.choice(match.state.actors())
        match.apply(rng.choice(match.state.legal_moves(seat)))


def toy_match(moves: int = 25) -> Match:
    match = Match.start("toy", SEATS, {"target": 2, "hand_size": 5}, seed=11, dealer=1)
    play(match, moves)
    return match


def test_round_trip_replays_the_moves(tmp_path: Path) -> None:
    match = toy_match(40)
    assert match.state.deal_no > 1, "the moves should span more than one deal"  # type: ignore[attr-defined]
    path = tmp_path / "game.json"
    save(path, match)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "version", "game", "seats", "sealed", "check"}, "the rest is sealed"
    assert data["format"] == "kortbord-save" and data["game"] == "toy" and data["version"] == 2
    assert [s["name"] for s in data["seats"]] == ["Anna", "Bo", "Carla"]
    opened = match.to_dict()
    assert set(opened) == {"format", "version", "game", "options", "seats", "deals", "moves", "snapshot"}
    assert opened["deals"] == [{"seed": 11, "dealer": 1}]
    assert opened["moves"] == match.moves and len(match.moves) == 40
    again = load(path)
    assert again.state.to_dict() == match.state.to_dict()
    assert again.seats == SEATS and again.options == match.options and again.moves == match.moves
    play(again, 5, seed=2)   # the loaded match plays on
    play(match, 5, seed=2)
    assert again.state.to_dict() == match.state.to_dict()


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_round_trip_every_registered_game(game: str, tmp_path: Path) -> None:
    info = registry.game_info(game)
    seats = [Seat(f"P{i}", i > 0) for i in range(info.default_players)]
    match = Match.start(game, seats, {}, seed=3)
    play(match, 30, seed=5)
    save(tmp_path / "g.json", match)
    assert load(tmp_path / "g.json").state.to_dict() == match.state.to_dict()


def write(path: Path, data: object) -> bytes:
    raw = json.dumps(data).encode("utf-8")
    path.write_bytes(raw)
    return raw


def test_tampered_move_is_refused_and_the_file_stays(tmp_path: Path) -> None:
    match = toy_match(6)
    data = match.to_dict()
    state = new_state("toy", 3, match.options, match.deal)
    for text in data["moves"][:3]:
        state.apply(state.parse_move(text))
    seat = state.actors()[0]
    foreign = next(c for s in range(3) if s != seat for c in state.zones[f"hand/{s}"])
    data["moves"][3] = f"{seat} play {foreign.text}"
    path = tmp_path / "autosave.json"
    raw = write(path, data)
    with pytest.raises(SaveError) as err:
        load(path)
    assert err.value.message.key == "saves.illegal_move"
    assert err.value.message.param("number") == 4
    assert err.value.message.param("reason") is not None
    assert "move 4" in str(err.value) and "not allowed" in str(err.value)
    assert path.read_bytes() == raw, "a failed load must leave the file as it was"


def test_changed_snapshot_is_refused(tmp_path: Path) -> None:
    data = toy_match(6).to_dict()
    hand = data["snapshot"]["zones"]["hand/0"]
    data["snapshot"]["zones"]["hand/0"], data["snapshot"]["zones"]["stock"] = (
        data["snapshot"]["zones"]["stock"], hand)
    write(tmp_path / "s.json", data)
    with pytest.raises(SaveError) as err:
        load(tmp_path / "s.json")
    assert err.value.message.key == "saves.snapshot_mismatch"


@pytest.mark.parametrize("content,key", [
    (b"{\"format\": \"kortbord-save\", \"vers", "saves.not_json"),
    (b"\xff\xfe garbage", "saves.not_json"),
    (b"[1, 2, 3]", "saves.not_a_save"),
    (b"{\"format\": \"something-else\"}", "saves.not_a_save"),
])
def test_corrupt_file_gives_a_clear_message(tmp_path: Path, content: bytes, key: str) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        load(path)
    assert err.value.message.key == key
    assert "broken.json" in str(err.value)
    assert path.read_bytes() == content


@pytest.mark.parametrize("change,key", [
    ({"version": 99}, "saves.newer_version"),
    ({"game": "no_such_game"}, "saves.unknown_game"),
    ({"seats": "Anna"}, "saves.damaged"),
    ({"seats": [{"name": "Anna"}]}, "saves.damaged"),          # too few players for toy
    ({"options": {"hand_size": 4}}, "saves.damaged"),          # not an allowed value
    ({"deals": []}, "saves.damaged"),
    ({"moves": ["0 play", 3]}, "saves.damaged"),
    ({"moves": ["not a move"]}, "saves.bad_move"),
])
def test_damaged_fields(tmp_path: Path, change: dict[str, object], key: str) -> None:
    data = dict(toy_match(2).to_dict(), **change)
    write(tmp_path / "d.json", data)
    with pytest.raises(SaveError) as err:
        load(tmp_path / "d.json")
    assert err.value.message.key == key


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as err:
        load(tmp_path / "nothing.json")
    assert err.value.message.key == "saves.unreadable"


def test_atomic_write_keeps_the_old_save_when_writing_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "autosave.json"
    first = toy_match(3)
    save(path, first)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", full_disk)
        with pytest.raises(SaveError) as err:
            save(path, toy_match(9))
    assert err.value.message.key == "saves.not_saved" and "No space left" in str(err.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"], "no temporary file left behind"
    save(path, toy_match(9))
    assert load(path).moves == toy_match(9).moves
