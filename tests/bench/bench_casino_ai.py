"""Benchmark: Casino's strong computer player against the decent one (run on purpose).

    python tests/bench/bench_casino_ai.py --games 1000 --seed 0           # 2-player deals
    python tests/bench/bench_casino_ai.py --games 200 --mode match         # whole games to 21

A "game" here is one seeded 2-player deal (``--mode deal``, the default) scored
by S1, or a whole match (``--mode match``). The seats alternate between games so
both players deal and lead equally often. Prints a JSON summary: points per game
for each level, the difference with a 95% interval, wins, and the strong
player's decision times (mean, p95, max; single-move turns excluded), as CPU
time of this process and as wall time. The strong player's time cap (the app's,
``--seconds``) runs on CPU time (``time.process_time``), so the load of a shared
machine does not cut its samples; ``--seconds 60`` binds it by samples only.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.montecarlo import Budget, MonteCarloPlayer  # noqa: E402
from kortbord.games.casino import INFO  # noqa: E402
from kortbord.games.casino.ai import STRONG_BUDGET, make_player  # noqa: E402
from kortbord.games.casino.rules import new_game  # noqa: E402


def play(game: int, seed: int, mode: str, budget: Budget, cpu: list[float], wall: list[float]) -> tuple[int, int]:
    """One game; returns (strong points, decent points)."""
    strong_seat = game % 2
    levels = ["normal", "normal"]
    levels[strong_seat] = "strong"
    players = [make_player(levels[s], seed * 1_000_003 + game * 2 + s, budget) for s in range(2)]
    for player in players:
        if isinstance(player, MonteCarloPlayer):
            player.clock = time.process_time
    state = new_game(2, INFO.options.resolve({}), seed=seed * 1_000_003 + game, dealer=game % 2)
    while not state.is_over() and (mode == "match" or not state.deal_scores):
        seat = state.turn
        legal = state.legal_moves(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        move = players[seat].choose(state.view(seat), legal)
        if seat == strong_seat and len(legal) > 1:
            cpu.append(time.process_time() - start_cpu)
            wall.append(time.perf_counter() - start)
        state.apply(move)
    totals = state.totals() if mode == "match" else [sum(item[c] for item in state.deal_scores[0]) for c in range(2)]
    return totals[strong_seat], totals[1 - strong_seat]


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"mean": round(1000 * statistics.mean(ordered), 1),
            "p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
            "max": round(1000 * ordered[-1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("deal", "match"), default="deal")
    parser.add_argument("--samples", type=int, default=STRONG_BUDGET.samples)
    parser.add_argument("--seconds", type=float, default=STRONG_BUDGET.seconds)
    parser.add_argument("--progress", type=int, default=0, metavar="N", help="a running line on stderr every N games")
    args = parser.parse_args()
    budget = Budget(samples=args.samples, seconds=args.seconds)
    cpu: list[float] = []
    wall: list[float] = []
    strong, decent, wins, losses = [], [], 0, 0
    started = time.perf_counter()
    for game in range(args.games):
        s, d = play(game, args.seed, args.mode, budget, cpu, wall)
        strong.append(s)
        decent.append(d)
        wins += s > d
        losses += s < d
        if args.progress and (game + 1) % args.progress == 0:
            gaps = [s - d for s, d in zip(strong, decent)]
            half = 1.96 * statistics.stdev(gaps) / len(gaps) ** 0.5 if len(gaps) > 1 else 0.0
            print(f"{game + 1} games: strong {statistics.mean(strong):.3f} decent {statistics.mean(decent):.3f} "
                  f"difference {statistics.mean(gaps):+.3f} ± {half:.3f} wins {wins}-{losses} "
                  f"cpu {summary(cpu)}", file=sys.stderr, flush=True)
    diffs = [s - d for s, d in zip(strong, decent)]
    half_width = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    print(json.dumps({
        "games": args.games, "mode": args.mode, "seed": args.seed,
        "budget": {"samples": budget.samples, "seconds": budget.seconds},
        "strong_points_per_game": round(statistics.mean(strong), 3),
        "decent_points_per_game": round(statistics.mean(decent), 3),
        "difference": round(statistics.mean(diffs), 3), "difference_95": round(half_width, 3),
        "strong_wins": wins, "decent_wins": losses, "draws": args.games - wins - losses,
        "decisions": len(cpu),
        "decision_cpu_ms": summary(cpu),
        "decision_wall_ms": summary(wall),
        "wall_seconds": round(time.perf_counter() - started, 1),
    }, indent=2))


if __name__ == "__main__":
    main()
