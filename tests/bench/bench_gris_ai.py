"""Gris computer levels against each other (a script, not a test).

    python tests/bench/bench_gris_ai.py [--games 500] [--players 4] [--seed 1] [--same-speed]

Each pair of neighbouring levels plays ``--games`` seeded games to the default
five pig points: the stronger level in seats 0 and 2, the weaker in 1 and 3,
swapped every other game. A level beats the other in a game when its two seats
have fewer pig points together (equal totals are a tie, counted half). The race
runs headless on a virtual clock: each seat lays down after its player's
``reaction_delay``; a four of a kind found while passing is laid at once. Decision
times are CPU times (``time.process_time``) of ``choose`` and ``reaction_delay``.
With ``--same-speed`` every seat reacts in the normal range whatever its level, so only
the passing play decides.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.player import Player, wants_to_act  # noqa: E402
from kortbord.engine.registry import game_info  # noqa: E402
from kortbord.engine.state import GameState  # noqa: E402
from kortbord.games.gris.ai import REACTIONS, make_player  # noqa: E402
from kortbord.engine.rng import Rng  # noqa: E402

PAIRS = (("easy", "random"), ("normal", "easy"), ("strong", "normal"))


def decide(player: Player, state: GameState, seat: int, times: list[float]) -> None:
    view, legal = state.view(seat), state.legal_moves(seat)
    start = time.process_time()
    move = player.choose(view, legal)
    times.append(time.process_time() - start)
    state.apply(move)


SAME_SPEED = False


def race(players: list[Player], state: GameState, times: list[float], rng: Rng) -> None:
    """Everybody still in lays down in the order of their drawn reaction delays (the
    random player, which has none, at the slowest range's speed)."""
    low, high = REACTIONS[0]
    delays = []
    for seat in state.actors():
        player = players[seat]
        start = time.process_time()
        hook = getattr(player, "reaction_delay", None)
        delay = hook(state.view(seat), state.legal_moves(seat)) if hook is not None else None
        times.append(time.process_time() - start)
        if delay is None or SAME_SPEED:
            lo, hi = REACTIONS[1] if SAME_SPEED else (low, high)
            delay = lo + (hi - lo) * rng.random()
        delays.append((delay, seat))
    for _delay, seat in sorted(delays):
        if state.phase.value != "race" or seat not in state.actors():   # type: ignore[attr-defined]
            break
        decide(players[seat], state, seat, times)


def play_game(levels: list[str], seed: int, players_n: int, times: list[float]) -> list[int]:
    """One seeded game; the pig points per seat."""
    state: Any = game_info("gris").new_game(players_n, seed=seed)
    players = [make_player(level, seed * 31 + s) for s, level in enumerate(levels)]
    rng = Rng(seed)
    while not state.is_over():
        if state.phase.value == "race":
            race(players, state, times, rng)
            continue
        holder = state.to_move()
        windows = [s for s in state.actors() if s != holder
                   and wants_to_act(players[s], state.view(s), state.legal_moves(s))]
        if windows:
            decide(players[windows[0]], state, windows[0], times)
        else:
            decide(players[holder], state, holder, times)
    return list(state.scores)


def match(strong: str, weak: str, games: int, players_n: int, seed: int) -> dict[str, Any]:
    wins = ties = 0
    times: list[float] = []
    for g in range(games):
        first = g % 2 == 0
        levels = [(strong if (s % 2 == 0) == first else weak) for s in range(players_n)]
        scores = play_game(levels, seed + g, players_n, times)
        mine = sum(p for s, p in enumerate(scores) if levels[s] == strong)
        theirs = sum(p for s, p in enumerate(scores) if levels[s] == weak)
        wins += mine < theirs
        ties += mine == theirs
    times.sort()
    return {"pair": f"{strong} vs {weak}", "games": games, "wins": wins, "ties": ties,
            "share": round((wins + ties / 2) / games, 3),
            "decisions": len(times), "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 3),
            "max_ms": round(1000 * times[-1], 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--same-speed", action="store_true")
    args = parser.parse_args()
    global SAME_SPEED
    SAME_SPEED = args.same_speed
    for strong, weak in PAIRS:
        cpu = time.process_time()
        result = match(strong, weak, args.games, args.players, args.seed)
        result["cpu_s"] = round(time.process_time() - cpu, 1)
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
