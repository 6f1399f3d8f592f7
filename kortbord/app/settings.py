"""Settings (QSettings) and where the app keeps its files (QStandardPaths).

Values are stored as JSON text so every platform's settings backend gives
back the same types. Tests point QSettings at a temporary folder.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

ORGANIZATION = "kortbord"
APPLICATION = "kortbord"


def data_dir() -> Path:
    """The folder for autosave, statistics and the log (``KORTBORD_DATA_DIR`` overrides it):
    ``~/.local/share/kortbord`` on Linux, ``%LOCALAPPDATA%\\kortbord`` on Windows,
    ``~/Library/Application Support/kortbord`` on macOS."""
    override = os.environ.get("KORTBORD_DATA_DIR")
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    folder = (Path(location) if location else Path.home() / ".local" / "share") / APPLICATION
    nested = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if nested:
        adopt_files(Path(nested), folder)
    return folder


def adopt_files(old: Path, new: Path) -> None:
    """Move the files of an earlier version's data folder (``…/kortbord/kortbord``, named after
    organisation and application) into ``new``; a file already in ``new`` is never replaced."""
    if old == new or not old.is_dir():
        return
    try:
        new.mkdir(parents=True, exist_ok=True)
        for path in old.iterdir():
            target = new / path.name
            if path.is_file() and not target.exists():
                path.replace(target)
        old.rmdir()
    except OSError:
        pass  # a file that stays where it was is still there next time


class Settings:
    """Typed access to the user's settings. ``readonly`` ones never write (screenshots)."""

    def __init__(self, readonly: bool = False) -> None:
        self.qsettings = QSettings(ORGANIZATION, APPLICATION)
        self.readonly = readonly

    def get(self, key: str, default: Any = None) -> Any:
        raw = self.qsettings.value(key)
        if not isinstance(raw, str):
            return default
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return default

    def set(self, key: str, value: Any) -> None:
        if not self.readonly:
            self.qsettings.setValue(key, json.dumps(value, ensure_ascii=False))

    def sync(self) -> None:
        if not self.readonly:
            self.qsettings.sync()

    # --- named settings ----------------------------------------------------------

    @property
    def language(self) -> str:
        """"da", "sv", "en", or "" to follow the system."""
        value = self.get("language", "")
        return value if value in ("", "da", "sv", "en") else ""

    @language.setter
    def language(self, value: str) -> None:
        self.set("language", value)

    @property
    def speed(self) -> str:
        value = self.get("speed", "normal")
        return value if value in ("slow", "normal", "fast") else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self.set("speed", value)

    def score_shown(self, narrow: bool) -> bool:
        """Does the player want the score panel shown on a narrow (or a wide) window?
        By default on a wide one only."""
        return self.get("score_narrow" if narrow else "score_wide", not narrow) is not False

    def set_score_shown(self, narrow: bool, shown: bool) -> None:
        self.set("score_narrow" if narrow else "score_wide", bool(shown))

    @property
    def assist(self) -> bool:
        """Does the table point out good cards (29's cards that make 29)? On by default."""
        return self.get("assist", True) is not False

    @assist.setter
    def assist(self, value: bool) -> None:
        self.set("assist", bool(value))
