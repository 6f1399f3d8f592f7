"""Benchmark: each computer level of 29 against the one below it (run on purpose).

    python tests/bench/bench_twentynine_ai.py --pair normal:strong --games 500 --seed 0
    python tests/bench/bench_twentynine_ai.py --pair random:easy --players 3

A game is one seeded deal (S1). One seat plays the upper level, the others the lower
one; the upper seat moves round the table from game to game, so it deals and leads as
often as any seat (the dealer is drawn with the seed). Prints a JSON summary: the upper
seat's cards won per deal against the mean of the other seats, the difference with a
95% interval, how often it beats another seat (``beats``: per deal the share of the other
seats it won more cards than, a tie counting half; 0.5 when the levels are equal), its
share of the wins (a shared win counts as a part; 1/players when the
levels are equal), and the upper player's decision times (mean, p95, max; single-move
turns excluded) as CPU time of this process (``time.process_time``) and wall time. The
strong player keeps its in-app budget (samples and wall-clock cap) unless ``--samples``
or ``--seconds`` say otherwise.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.montecarlo import Budget  # noqa: E402
from kortbord.engine.registry import game_info  # noqa: E402
from kortbord.games.twentynine.ai import BUDGET, make_player  # noqa: E402

INFO = game_info("twentynine")


def player(level: str, seed: int, budget: Budget):  # type: ignore[no-untyped-def]
    return INFO.player(level, seed) if level != "strong" else make_player(level, seed, budget)


def play(game: int, players: int, seed: int, lower: str, upper: str, budget: Budget,
         cpu: list[float], wall: list[float]) -> tuple[int, float, float, float]:
    """One deal; returns (upper seat's cards, the others' mean cards, upper's win share,
    the share of the other seats it beat)."""
    top = game % players
    seats = [player(upper if s == top else lower, seed * 1_000_003 + game * 8 + s, budget) for s in range(players)]
    state = INFO.new_game(players, {}, seed=seed * 1_000_003 + game)
    while not state.is_over():
        seat = state.to_move()
        assert seat is not None
        legal = state.legal_moves(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        move = seats[seat].choose(state.view(seat), legal)
        if seat == top and len(legal) > 1:
            cpu.append(time.process_time() - start_cpu)
            wall.append(time.perf_counter() - start)
        state.apply(move)
    sheet = state.result()
    others = [t for s, t in enumerate(sheet.totals) if s != top]
    share = 1 / len(sheet.winners) if top in sheet.winners else 0.0
    mine = sheet.totals[top]
    beats = statistics.mean(1.0 if mine > t else 0.5 if mine == t else 0.0 for t in others)
    return mine, statistics.mean(others), share, beats


def summary(times: list[float]) -> dict[str, float]:
    if not times:
        return {}
    ordered = sorted(times)
    return {"mean": round(1000 * statistics.mean(ordered), 1),
            "p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
            "max": round(1000 * ordered[-1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pair", default="normal:strong", help="lower:upper level")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--samples", type=int, default=BUDGET.samples)
    parser.add_argument("--seconds", type=float, default=BUDGET.seconds)
    parser.add_argument("--progress", type=int, default=0, metavar="N", help="a running line on stderr every N games")
    args = parser.parse_args()
    lower, upper = args.pair.split(":")
    budget = Budget(samples=args.samples, seconds=args.seconds)
    cpu: list[float] = []
    wall: list[float] = []
    ups, downs, shares, beats = [], [], [], []
    started, started_cpu = time.perf_counter(), time.process_time()
    for game in range(args.games):
        u, d, share, beat = play(game, args.players, args.seed, lower, upper, budget, cpu, wall)
        beats.append(beat)
        ups.append(u)
        downs.append(d)
        shares.append(share)
        if args.progress and (game + 1) % args.progress == 0:
            print(f"{game + 1} games: {upper} {statistics.mean(ups):.2f} {lower} {statistics.mean(downs):.2f} "
                  f"win share {statistics.mean(shares):.3f}", file=sys.stderr, flush=True)
    diffs = [u - d for u, d in zip(ups, downs)]
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    share_half = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5 if len(shares) > 1 else 0.0
    beats_half = 1.96 * statistics.stdev(beats) / len(beats) ** 0.5 if len(beats) > 1 else 0.0
    print(json.dumps({
        "pair": f"{lower}:{upper}", "games": args.games, "players": args.players, "seed": args.seed,
        "budget": {"samples": budget.samples, "seconds": budget.seconds} if upper == "strong" else None,
        f"{upper}_cards_per_deal": round(statistics.mean(ups), 2),
        f"{lower}_cards_per_deal": round(statistics.mean(downs), 2),
        "difference": round(statistics.mean(diffs), 2), "difference_95": round(half, 2),
        "beats": round(statistics.mean(beats), 3), "beats_95": round(beats_half, 3),
        f"{upper}_win_share": round(statistics.mean(shares), 3), "win_share_95": round(share_half, 3),
        "equal_share": round(1 / args.players, 3),
        "decisions": len(cpu), "decision_cpu_ms": summary(cpu), "decision_wall_ms": summary(wall),
        "cpu_seconds": round(time.process_time() - started_cpu, 1),
        "wall_seconds": round(time.perf_counter() - started, 1),
    }, indent=2))


if __name__ == "__main__":
    main()
