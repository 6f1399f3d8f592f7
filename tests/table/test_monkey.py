"""Smoke run of the GUI monkey (tests/bench/monkey.py): random input on the real table
of a few games, animated and instant, one human and hot seat; every card ends at home."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bench.monkey import Monkey, Table


def test_a_few_hundred_random_events_leave_every_card_at_home(qtbot: Any, tmp_path: Path) -> None:
    monkey = Monkey(random.Random(5), tmp_path)
    report = monkey.run(["olsen", "casino"], events=40, seed=3)
    assert report["found"] == [], report["found"]
    assert report["events"] + report["skipped_nothing_to_act_on"] == 2 * 2 * 2 * 40
    assert report["events"] >= 250 and report["bursts"] >= 16
    assert report["moves_played"] > 0, "the monkey's input reached the game"
    assert {"drag", "double_click", "press", "key", "resize"} <= set(report["by_kind"])


def test_the_monkey_sees_a_card_away_from_home_and_an_error(qtbot: Any, tmp_path: Path) -> None:
    monkey = Monkey(random.Random(1), tmp_path)
    table = Table("olsen", 1, 0.0, hotseat=False)
    try:
        monkey.settle(table)
        monkey.crash.install()
        try:
            monkey.crash.report((ValueError, ValueError("boom"), None), "test")
            qtbot.waitUntil(lambda: bool(monkey.errors))
            item = next(iter(table.scene.cards.values()))
            item.setPos(item.home[0] + 40, item.home[1])
            monkey.settle = lambda t: True  # type: ignore[method-assign]   # look at once, as it lies now
            monkey.check(table, "planted")
        finally:
            monkey.crash.uninstall()
    finally:
        table.close()
    assert any("its place is" in text for text in monkey.found)
    assert any("ValueError: boom" in text for text in monkey.found)
