"""Saves: JSON round trip, replay through the engine, tampered and broken files, atomic writes."""
from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from app.toygame import register
from kortbord.engine import Rng, registry
from kortbord.names import MAX_NAME_LENGTH
from kortbord.saves import (MAX_BYTES, MAX_MOVE_TEXT, MAX_MOVES, Match, NewerSave, SaveError, Seat, dumps, load,
                            new_state, salvage, save)
from kortbord.seal import seal

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


# --- hostile files: every one ends in a SaveError, quickly ------------------------------

def refused(path: Path) -> SaveError:
    """The SaveError of loading ``path``, within five seconds (an alarm fails a hang)."""
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail(f"loading {path.name} hangs"))
    signal.alarm(5)
    try:
        with pytest.raises(SaveError) as err:
            load(path)
    finally:
        signal.alarm(0)
    return err.value


def open_form(match: Match | None = None, **change: object) -> dict[str, object]:
    return dict((match or toy_match(6)).to_dict(), **change)


def test_special_files_are_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert refused(fifo).message.key == "saves.not_a_file"
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    assert refused(zero).message.key == "saves.not_a_file"
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert refused(folder).message.key == "saves.not_a_file"
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere")
    assert refused(dangling).message.key == "saves.unreadable"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "locked.json"
    save(path, toy_match(3))
    path.chmod(0)
    assert refused(path).message.key == "saves.unreadable"


def test_a_big_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as out:
        out.truncate(MAX_BYTES + 1)             # sparse: 4 MB of nothing
    err = refused(path)
    assert err.message.key == "saves.too_big" and err.message.param("size") == 4


@pytest.mark.parametrize("text", [
    '{"format": "kortbord-save", "version": 1, "game": "toy", "seed": ' + "9" * 5000 + "}",
    "[" * 100_000 + "]" * 100_000,
    '{"a": ' * 50_000 + "1" + "}" * 50_000,
])
def test_huge_numbers_and_deep_nesting(tmp_path: Path, text: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="ascii")
    assert refused(path).message.key in ("saves.not_json", "saves.not_a_save")


def test_nesting_the_parser_takes_but_the_fields_do_not(tmp_path: Path) -> None:
    deep: object = 1
    for _ in range(400):
        deep = [deep]
    for field in ("options", "seats", "deals", "moves", "snapshot"):
        write(tmp_path / "d.json", open_form(**{field: deep}))
        assert refused(tmp_path / "d.json").message.key == "saves.damaged"


def test_invalid_utf8_is_refused(tmp_path: Path) -> None:
    raw = json.dumps(open_form()).encode("utf-8").replace(b'"Anna"', b'"An\xffna"')
    (tmp_path / "u.json").write_bytes(raw)
    assert refused(tmp_path / "u.json").message.key == "saves.not_json"


WRONG = [None, True, 7, -1, 1.5, "x", [], {}, [None], {"x": 1}, 10 ** 40]


@pytest.mark.parametrize("field", ["version", "game", "options", "seats", "deals", "moves", "snapshot"])
def test_wrong_types_in_every_field(tmp_path: Path, field: str) -> None:
    for value in WRONG:
        write(tmp_path / "w.json", open_form(**{field: value}))
        assert refused(tmp_path / "w.json").message.context == "saves", (field, value)   # refused, nothing else


@pytest.mark.parametrize("part", ["name", "computer", "level", "seed", "dealer"])
def test_wrong_types_inside_seats_and_deals(tmp_path: Path, part: str) -> None:
    for value in WRONG:
        data = open_form()
        entry = data["deals"][0] if part in ("seed", "dealer") else data["seats"][1]  # type: ignore[index]
        entry[part] = value
        if (part, value) in (("dealer", None), ("computer", True)) or (
                part in ("name", "level") and isinstance(value, str)):
            continue                             # allowed (an unknown level: the game's strongest)
        write(tmp_path / "w.json", data)
        key = refused(tmp_path / "w.json").message.key
        assert key == "saves.damaged" or (part == "seed" and type(value) is int), (part, value)


@pytest.mark.parametrize("change", [
    {"seats": [{"name": f"P{i}"} for i in range(5)]},               # toy is for 2-4
    {"deals": [{"seed": 1 << 64, "dealer": 1}]},
    {"deals": [{"seed": 11, "dealer": 3}]},                          # three players: 0-2
    {"deals": [{"seed": 11, "dealer": 1}] * 65},
    {"moves": ["0 draw"] * (MAX_MOVES + 1)},
    {"moves": ["0 play " + "A" * MAX_MOVE_TEXT]},
    {"options": {"hand_size": 10 ** 4000}},
    {"options": {"no_such_rule": True}},
    {"game": "t" * 65},
])
def test_every_field_is_bounded(tmp_path: Path, change: dict[str, object]) -> None:
    write(tmp_path / "b.json", open_form(**change))
    assert refused(tmp_path / "b.json").message.key == "saves.damaged"


def test_a_long_name_is_cut_and_odd_characters_go(tmp_path: Path) -> None:
    data = open_form()
    data["seats"][0]["name"] = "x" * 1_000_000          # type: ignore[index]
    data["seats"][1]["name"] = "\ud800B\x00o\u202e"     # type: ignore[index]
    data["seats"][2]["name"] = " \t "                   # type: ignore[index]
    path = tmp_path / "n.json"
    path.write_text(json.dumps(data), encoding="ascii")
    start = time.process_time()
    seats = load(path).seats
    assert time.process_time() - start < 1.0
    assert [s.name for s in seats] == ["x" * MAX_NAME_LENGTH, "Bo", "Carla"]


def test_a_future_version_and_an_unknown_game(tmp_path: Path) -> None:
    write(tmp_path / "f.json", open_form(version=3, game="something", seats=None))
    err = refused(tmp_path / "f.json")
    assert isinstance(err, NewerSave) and err.message.key == "saves.newer_version"
    write(tmp_path / "g.json", open_form(game="\ud800" + "g" * 50))
    err = refused(tmp_path / "g.json")
    assert err.message.key == "saves.unknown_game" and len(str(err.message.param("game"))) <= 40


# --- the seal ------------------------------------------------------------------------------

def test_the_sealed_save_shows_no_card(tmp_path: Path) -> None:
    match = toy_match(6)
    path = tmp_path / "s.json"
    save(path, match)
    text = path.read_text(encoding="utf-8")
    cards = {c.text for zone in match.state.zones.values() for c in zone}
    assert cards and not any(f'"{card}"' in text or f" {card}" in text for card in cards)
    assert "play" not in text and "seed" not in text and "Anna" in text


@pytest.mark.parametrize("where", ["sealed", "check", "name", "level"])
def test_a_changed_sealed_save_is_refused(tmp_path: Path, where: str) -> None:
    path = tmp_path / "t.json"
    save(path, toy_match(6))
    data = json.loads(path.read_text(encoding="utf-8"))
    if where in ("sealed", "check"):
        text = data[where]
        middle = len(text) // 2
        data[where] = text[:middle] + ("A" if text[middle] != "A" else "B") + text[middle + 1:]
    else:
        data["seats"][1][where] = "Bob" if where == "name" else "random"
    write(path, data)
    err = refused(path)
    assert err.message.key == "saves.tampered" and "changed outside kortbord" in str(err)
    assert err.last_legal is None and salvage(path) is None


def test_every_flipped_byte_of_a_sealed_save_is_refused(tmp_path: Path) -> None:
    raw = bytearray(dumps(toy_match(4)))
    rng = Rng(4)
    for _ in range(60):
        spoiled = bytearray(raw)
        spoiled[rng.below(len(raw))] ^= 1 << rng.below(8)
        (tmp_path / "x.json").write_bytes(bytes(spoiled))
        try:
            again = load(tmp_path / "x.json")
        except SaveError:
            continue
        assert again.state.to_dict() == toy_match(4).state.to_dict(), "only a harmless change may load"


def test_a_sealed_bomb_is_refused(tmp_path: Path) -> None:
    header = {"format": "kortbord-save", "version": 2, "game": "toy", "seats": open_form()["seats"]}
    private = {"options": {}, "deals": [], "moves": ["x" * (MAX_BYTES + 10)], "snapshot": {}}
    write(tmp_path / "bomb.json", {**header, **seal(header, private)})
    assert (tmp_path / "bomb.json").stat().st_size < 100_000
    assert refused(tmp_path / "bomb.json").message.key == "saves.tampered"


def test_version_1_saves_are_still_read(tmp_path: Path) -> None:
    match = toy_match(12)
    write(tmp_path / "v1.json", open_form(match, version=1))
    again = load(tmp_path / "v1.json")
    assert again.moves == match.moves and again.state.to_dict() == match.state.to_dict()
    save(tmp_path / "v1.json", again)
    assert json.loads((tmp_path / "v1.json").read_text(encoding="utf-8"))["version"] == 2


# --- salvage -----------------------------------------------------------------------------

def test_salvage_resumes_at_the_last_legal_move(tmp_path: Path) -> None:
    match = toy_match(10)
    data = open_form(match)
    data["moves"][6] = data["moves"][5]               # type: ignore[index]
    write(tmp_path / "a.json", data)
    err = refused(tmp_path / "a.json")
    assert err.message.key == "saves.illegal_move" and err.last_legal == 6
    again = salvage(tmp_path / "a.json")
    assert again is not None and again.moves == match.moves[:6]
    replay = Match.start("toy", SEATS, match.options, seed=11, dealer=1)
    for text in match.moves[:6]:
        replay.apply(replay.state.parse_move(text))
    assert again.state.to_dict() == replay.state.to_dict()


def test_salvage_after_a_bad_first_move_and_a_wrong_snapshot(tmp_path: Path) -> None:
    match = toy_match(8)
    write(tmp_path / "m.json", open_form(match, moves=["garbage"] + match.moves[1:]))
    assert refused(tmp_path / "m.json").last_legal == 0
    first = salvage(tmp_path / "m.json")
    assert first is not None and first.moves == [] and first.state.to_dict() == toy_match(0).state.to_dict()
    write(tmp_path / "s.json", open_form(match, snapshot={"zones": {}}))
    assert refused(tmp_path / "s.json").last_legal == 8
    whole = salvage(tmp_path / "s.json")
    assert whole is not None and whole.state.to_dict() == match.state.to_dict()
    save(tmp_path / "ok.json", match)
    assert salvage(tmp_path / "ok.json") is None, "a sound save needs no salvage"
    assert salvage(tmp_path / "missing.json") is None


def test_a_huge_number_is_refused_whatever_the_interpreters_limit(tmp_path: Path) -> None:
    """The save's own digit limit stands even where Python's is lifted (an embedding app, a test)."""
    import sys

    path = tmp_path / "huge.json"
    path.write_text('{"format": "kortbord-save", "version": 1, "game": "toy", "seed": ' + "9" * 5000 + "}",
                    encoding="ascii")
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert refused(path).message.key == "saves.not_json"
    finally:
        sys.set_int_max_str_digits(limit)
