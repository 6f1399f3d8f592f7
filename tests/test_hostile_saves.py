"""Smoke run of the hostile-save corpus (tests/bench/hostile_saves.py): every kind of
broken or malicious autosave is refused with a SaveError or resumed, none escapes or hangs."""
from __future__ import annotations

from bench.hostile_saves import KINDS, run


def test_thirty_hostile_saves_neither_escape_nor_hang() -> None:
    report = run(30, seed=3, timeout=20)
    assert report["files"] == 30
    assert report["escapes"] == 0 and report["hangs"] == 0, report["problems"]
    assert set(report["by_kind"]) == set(KINDS)
    assert report["by_kind"]["sound_file"] == {"resumed": 2}, "the loader does open a sound save"
    assert report["by_kind"]["special"].get("refused") == 2
    assert report["peak_kib"] > 0
