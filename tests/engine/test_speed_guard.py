"""A guard against large slowdowns of legal-move generation (issue 9).

For every game, the CPU time of generating the legal moves of a fixed set of
positions from scratch is compared with the CPU time of a cheap reference
operation timed in the same test (sorting a deck of cards), so the ratio does
not depend on how fast or how busy the machine is. Each timing is the best of
several rounds. The limits are about five times the ratios measured on a
loaded 2-core machine: they catch a regression of that order (an algorithm
gone wrong, a cache that no longer works), never the noise of a busy machine.
"""
from __future__ import annotations

import random
import time
from typing import Callable

import pytest

from kortbord.engine.cards import french_deck, sort_key
from kortbord.engine.registry import GAME_IDS, game_info
from kortbord.engine.state import GameState
from kortbord.games.casino import combos

#: Most that generating the moves of ``POSITIONS`` positions may cost, in reference operations.
LIMITS: dict[str, float] = {     # measured: 0.10, 1.7, 0.11, 0.06, 0.07, 0.11, 0.12, 0.13, 0.07, 0.06, 0.06
    "olsen": 0.6,
    "casino": 8.5,
    "whist": 0.6,
    "spar_dame": 0.35,
    "ruder_syv": 0.4,
    "bismarck": 0.6,
    "tribello": 0.6,
    "rodskagg": 0.7,
    "blackjack": 0.35,
    "twentynine": 0.3,
    "thirtyone": 0.3,
}
#: For a game without its own limit yet (a new game): generous for a card game's move list.
DEFAULT_LIMIT = 3.0
POSITIONS = 20
ROUNDS = 7


def best_time(work: Callable[[], object], rounds: int = ROUNDS) -> float:
    """The least CPU time of ``rounds`` runs of ``work``."""
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return max(best, 1e-9)


def positions(game_id: str) -> list[tuple[GameState, int]]:
    """``POSITIONS`` positions of one seeded random playout, each with a seat that may act."""
    info = game_info(game_id)
    options = info.options.resolve({})
    pick = random.Random(9)
    state = info.new_game(info.default_players, options, seed=9)
    out: list[tuple[GameState, int]] = []
    while len(out) < POSITIONS:
        if state.is_over():
            state = info.new_game(info.default_players, options, seed=len(out))
        seat = pick.choice(state.actors())
        if pick.random() < 0.3:
            out.append((state.clone(), seat))
        state.apply(pick.choice(state.legal_moves(seat)))
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_moves_stay_fast(game_id: str) -> None:
    cases = positions(game_id)
    deck = french_deck()
    random.Random(1).shuffle(deck)

    def reference() -> None:
        for _ in range(POSITIONS):
            sorted(deck, key=sort_key)

    def generate() -> None:
        combos._TABLES.clear()      # Casino's searches are shared between positions: start afresh
        for state, seat in cases:
            state.changed()
            state.legal_moves(seat)

    generate()                      # warm up lazily made tables (interned moves, zone names)
    ratio = best_time(generate) / best_time(reference)
    assert ratio < LIMITS.get(game_id, DEFAULT_LIMIT), f"{game_id}: legal moves cost {ratio:.1f} reference sorts"


def test_the_guard_can_fail() -> None:
    """The measurement sees a slowdown: moves made ten times over cost more than once."""
    cases = positions("whist")

    def generate(times: int) -> None:
        for state, seat in cases:
            for _ in range(times):
                state.changed()
                state.legal_moves(seat)

    assert best_time(lambda: generate(10)) > 3 * best_time(lambda: generate(1))
