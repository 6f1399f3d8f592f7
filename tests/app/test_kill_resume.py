"""Smoke run of the kill -9 loop (tests/bench/kill_resume.py): the real app, killed
while it plays and writes, always resumes its autosave without losing a move."""
from __future__ import annotations

from bench.kill_resume import run


def test_three_kills_lose_no_move() -> None:
    report = run(3, seed=2, window=(2.5, 3.5))
    assert report["failures"] == [] and report["kills"] == 3 == report["survived"], report
    assert report["moves_at_end"] > 0, "the app played between the kills"
    assert report["log_errors"] == 0
