"""The autosave folder: temporary files, numbered kept copies, a newer version's save left alone."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.toygame import register
from kortbord.autosave import Autosave
from kortbord.engine import registry
from kortbord.savefile import keep_aside, kept_copies, remove_temps, write_atomic
from kortbord.saves import Match, Seat, load, save

SEATS = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True))


@pytest.fixture(autouse=True)
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS)
    register()


def match(moves: int = 4) -> Match:
    m = Match.start("toy", SEATS, {}, seed=3, dealer=0)
    for _ in range(moves):
        seat = m.state.actors()[0]
        m.apply(m.state.legal_moves(seat)[0])
    return m


def test_kept_copies_are_numbered_and_bounded(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    for n in range(1, 8):
        path.write_text(f"refused {n}", encoding="utf-8")
        assert keep_aside(path, keep=5).name == f"autosave.broken.{n}.json"
        assert not path.exists()
    kept = kept_copies(path)
    assert sorted(kept) == [3, 4, 5, 6, 7], "the five newest are kept"
    assert all(kept[n].read_text(encoding="utf-8") == f"refused {n}" for n in kept)


def test_a_kept_copy_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    (tmp_path / "autosave.broken.2.json").write_text("older", encoding="utf-8")
    (tmp_path / "autosave.broken.3.json").mkdir()          # whatever lies there stays
    path.write_text("new", encoding="utf-8")
    assert keep_aside(path).name == "autosave.broken.4.json"
    assert (tmp_path / "autosave.broken.2.json").read_text(encoding="utf-8") == "older"


def test_special_files_are_moved_aside_too(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    saves.main.symlink_to("/dev/zero")
    found = saves.resume()
    assert found.match is None and found.error is not None and found.error.message.key == "saves.not_a_file"
    assert found.kept is not None and found.kept.is_symlink() and not saves.main.is_symlink()


def test_temporary_files_of_interrupted_writes_are_removed(tmp_path: Path) -> None:
    leftovers = [tmp_path / ".autosave.json.k2j4_x.tmp", tmp_path / ".autosave.v2.json.abc.tmp"]
    keep = [tmp_path / ".stats.json.q.tmp", tmp_path / "autosave.json.tmp", tmp_path / "notes.tmp"]
    for path in leftovers + keep:
        path.write_text("half", encoding="utf-8")
    saves = Autosave(tmp_path)
    assert saves.target() == saves.main
    assert [p for p in leftovers if p.exists()] == []
    assert all(p.exists() for p in keep)
    assert remove_temps(tmp_path, ("stats.json",)) == [tmp_path / ".stats.json.q.tmp"]


def test_a_newer_versions_save_is_left_untouched(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    newer = json.dumps({"format": "kortbord-save", "version": 7, "game": "fancy", "hands": [1, 2]}).encode()
    write_atomic(saves.main, newer)
    found = saves.resume()
    assert found.match is None and found.error is None and found.kept is None
    assert found.newer is not None and found.newer.message.key == "saves.newer_version"
    assert saves.target() == saves.side == tmp_path / "autosave.v2.json"
    saves.write(match())
    assert saves.main.read_bytes() == newer, "a new game never overwrites it"
    assert load(saves.side).moves == match().moves
    again = Autosave(tmp_path).resume()               # the next start resumes this version's game
    assert again.match is not None and again.match.moves == match().moves and again.newer is not None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.v2.json"]


def test_a_damaged_save_is_kept_and_salvaged(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    good = match(6)
    data = good.to_dict()
    data["moves"][4] = "0 play XX"
    saves.main.write_text(json.dumps(data), encoding="utf-8")
    found = saves.resume()
    assert found.error is not None and found.error.last_legal == 4
    assert found.kept == tmp_path / "autosave.broken.1.json" and not saves.main.exists()
    assert found.salvaged is not None and found.salvaged.moves == good.moves[:4]


def test_a_sound_save_resumes(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    save(saves.main, match(5))
    found = saves.resume()
    assert found.match is not None and found.match.moves == match(5).moves and found.error is None
    assert Autosave(tmp_path / "empty").resume().match is None
