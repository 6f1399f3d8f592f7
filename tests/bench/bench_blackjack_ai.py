"""Benchmark: Black Jack's computer levels against each other (run on purpose).

    python tests/bench/bench_blackjack_ai.py --games 500 --seed 0 [--pair strong:normal]

A game is a whole seeded 4-player game with the default rules (12 rounds, each
seat banks 3). Two seats play the first level and two the second, sitting
A B A B in even games and B A B A in odd ones, so both levels bank equally
often. Prints a JSON summary per pair: the mean final chips of each level, the
difference per seat with a 95 % interval, how often a seat of each level won,
and the first level's decision times as CPU time of this process (mean, p95,
max; single-move decisions left out).
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.games.blackjack.ai import make_player  # noqa: E402
from kortbord.games.blackjack.rules import new_game  # noqa: E402


def play(game: int, seed: int, first: str, second: str, cpu: list[float]) -> tuple[float, float, int, int]:
    """One game; the mean final chips of each level's seats and their wins."""
    levels = [first, second] * 2 if game % 2 == 0 else [second, first] * 2
    base = seed * 1_000_003 + game * 8
    players = [make_player(levels[s], base + s) for s in range(4)]
    state = new_game(4, {}, seed=base, dealer=game % 4)
    while not state.is_over():
        seat = state.actors()[0]
        legal = state.legal_moves(seat)
        start = time.process_time()
        move = players[seat].choose(state.view(seat), legal)
        if levels[seat] == first and len(legal) > 1:
            cpu.append(time.process_time() - start)
        state.apply(move)
    chips = state.balances
    ones = [chips[s] for s in range(4) if levels[s] == first]
    twos = [chips[s] for s in range(4) if levels[s] == second]
    winners = state.result().winners
    return (statistics.mean(ones), statistics.mean(twos),
            sum(1 for s in winners if levels[s] == first), sum(1 for s in winners if levels[s] == second))


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    return {"mean": round(1000 * statistics.mean(ordered), 2),
            "p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 2),
            "max": round(1000 * ordered[-1], 2)}


def bench(first: str, second: str, games: int, seed: int) -> dict[str, object]:
    cpu: list[float] = []
    diffs, ones, twos = [], [], []
    wins = [0, 0]
    for game in range(games):
        a, b, wa, wb = play(game, seed, first, second, cpu)
        ones.append(a)
        twos.append(b)
        diffs.append(a - b)
        wins[0] += wa
        wins[1] += wb
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return {"pair": f"{first} vs {second}", "games": games, "seed": seed,
            f"{first}_chips": round(statistics.mean(ones), 2), f"{second}_chips": round(statistics.mean(twos), 2),
            "difference_per_seat": round(mean, 2), "ci95": [round(mean - half, 2), round(mean + half, 2)],
            f"{first}_wins": wins[0], f"{second}_wins": wins[1],
            f"{first}_decision_cpu_ms": summary(cpu)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pair", action="append",
                        help="first:second levels (default: easy:random, normal:easy, strong:normal)")
    args = parser.parse_args()
    pairs = args.pair or ["easy:random", "normal:easy", "strong:normal"]
    for pair in pairs:
        first, second = pair.split(":")
        print(json.dumps(bench(first, second, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
