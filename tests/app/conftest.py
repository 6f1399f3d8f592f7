"""Fixtures for the app tests: the toy game, private settings and data folders."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from app.toygame import register


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the test game "toy" for this test; returns its id."""
    from kortbord.engine import registry

    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS)
    register()
    return "toy"


@pytest.fixture
def settings(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A ``Settings`` stored under ``tmp_path`` (QSettings and the data folder)."""
    from PySide6.QtCore import QSettings

    from kortbord.app import i18n
    from kortbord.app.settings import Settings

    monkeypatch.setenv("KORTBORD_DATA_DIR", str(tmp_path / "data"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield Settings()
    i18n.install("en")
