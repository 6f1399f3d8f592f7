"""Where the app keeps its files: one folder named kortbord, and earlier versions' files adopted."""
from __future__ import annotations

from pathlib import Path

import pytest

from kortbord.app.settings import adopt_files, data_dir


def test_the_data_folder_is_named_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("KORTBORD_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "kortbord"


def test_an_earlier_versions_files_move_up_and_nothing_is_replaced(tmp_path: Path) -> None:
    new = tmp_path / "kortbord"
    old = new / "kortbord"
    old.mkdir(parents=True)
    (old / "autosave.json").write_text("old game")
    (old / "stats.json").write_text("old stats")
    (new / "stats.json").write_text("new stats")
    adopt_files(old, new)
    assert (new / "autosave.json").read_text() == "old game"
    assert (new / "stats.json").read_text() == "new stats"
    assert (old / "stats.json").read_text() == "old stats"   # kept where it was, not lost


def test_an_earlier_folder_is_removed_once_empty(qapp, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                 tmp_path: Path) -> None:
    monkeypatch.delenv("KORTBORD_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    nested = tmp_path / "kortbord" / "kortbord"
    nested.mkdir(parents=True)
    (nested / "autosave.json").write_text("game")
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName("kortbord")
    qapp.setApplicationName("kortbord")
    try:
        folder = data_dir()
    finally:
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])
    assert (folder / "autosave.json").read_text() == "game"
    assert not nested.exists()
