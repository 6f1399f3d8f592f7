"""Smoke run of the kill -9 loop (tests/bench/kill_resume.py): the real app, killed
while it plays and writes, always resumes its autosave without losing a move."""
from __future__ import annotations

from pathlib import Path

from bench.kill_resume import Loop, run
from kortbord.saves import Match, Seat, save


def test_three_kills_lose_no_move() -> None:
    report = run(3, seed=2, window=(2.5, 3.5))
    assert report["failures"] == [] and report["kills"] == 3 == report["survived"], report
    assert report["moves_at_end"] > 0, "the app played between the kills"
    assert report["log_errors"] == 0


def test_the_loop_sees_a_lost_move(tmp_path: Path) -> None:
    loop = Loop(tmp_path, "olsen", 1)
    match = Match.start("olsen", [Seat("A", True), Seat("B", True)], {}, seed=4)
    for _ in range(6):
        match.apply(match.state.legal_moves(match.state.actors()[0])[0])
    loop.last = match
    shorter = Match.start("olsen", match.seats, {}, seed=4)
    for text in match.moves[:5]:
        shorter.apply(shorter.state.parse_move(text))
    save(loop.autosave, shorter)
    loop.check()
    assert loop.failures == ["kill 0: moves went back from 6 to 5"]
