"""The computers' pause before a move: the app's, or the game's own range from its spec."""
from __future__ import annotations

import random

import pytest

from kortbord.table.gestures import game_hooks
from kortbord.table.timing import AI_PAUSE_MS, Timing


def pauses(timing: Timing, span: tuple[int, ...] = (), n: int = 400) -> list[int]:
    rng = random.Random(5)
    return [timing.ai_pause(rng, span) for _ in range(n)]


def test_the_app_pause_varies_around_its_setting() -> None:
    drawn = pauses(Timing())
    assert 0.6 * AI_PAUSE_MS <= min(drawn) < max(drawn) <= 1.4 * AI_PAUSE_MS


@pytest.mark.parametrize("game, low, high", [("blackjack", 700, 1500), ("thirtyone", 800, 1500)])
def test_a_game_with_its_own_range_pauses_within_it(game: str, low: int, high: int) -> None:
    """Black Jack 0.7–1.5 s and 31 0.8–1.5 s, as their specs' table sections say, at the default pace."""
    span = game_hooks(game).ai_pause_ms
    assert span == (low, high)
    drawn = pauses(Timing(), span)
    assert low <= min(drawn) < low + 100 and high - 100 < max(drawn) <= high


def test_the_pace_set_scales_a_games_range_and_zero_means_no_pause() -> None:
    span = game_hooks("blackjack").ai_pause_ms
    slow = pauses(Timing(ai_pause_ms=2 * AI_PAUSE_MS), span)
    assert 1400 <= min(slow) and max(slow) <= 3000 and max(slow) > 2800
    assert set(pauses(Timing(ai_pause_ms=0), span)) == {0}
