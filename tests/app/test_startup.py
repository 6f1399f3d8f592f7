"""Startup: the window is painted before any game, AI, table or SVG code loads; the Qt guard."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_empty_window_first_then_the_game(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", KORTBORD_BENCH_STARTUP="1", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    result = subprocess.run([sys.executable, "-m", "kortbord", "--game", "olsen", "--players", "4", "--seed", "7"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    stamps = {}
    for line in result.stderr.splitlines():
        if line.startswith('{"bench"'):
            data = json.loads(line)
            stamps[data["bench"]] = data
    assert list(stamps) == ["main", "window_shown", "table_painted"]
    assert stamps["window_shown"]["early"] == [], "nothing heavy may load before the first frame"
    assert stamps["main"]["t"] <= stamps["window_shown"]["t"] <= stamps["table_painted"]["t"]
    assert stamps["table_painted"]["VmRSS"] < 120 * 1024


def test_many_qt_calls_do_not_abort(tmp_path: Path) -> None:
    """300,000 void calls and signal emits, as in a long evening of play: enough to
    exhaust None's and True's reference counts on PySide6 6.12 / Python 3.11, whose
    wheels mis-count them (pyproject.toml keeps Python 3.11 below 6.12 for that)."""
    code = """
import kortbord.app.application
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont
class O(QObject):
    s = Signal()
o = O(); o.s.connect(lambda: None); font = QFont()
for i in range(150_000):
    font.setBold(i % 2 == 0)
    o.s.emit()
print("ok")
"""
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr[-500:]
