"""Benchmark: 31's computer levels against each other, round by round (run on purpose).

    python tests/bench/bench_thirtyone_ai.py --pair strong:normal --rounds 500
    python tests/bench/bench_thirtyone_ai.py --pair normal:easy --rounds 2000 --players 3

One seeded round of 31 at a time (dealt, played to the 31 or the showdown):
one player of the first level against ``--players - 1`` of the second, the
first level's seat moving round by round so every seat deals and leads as
often. Its score is its share of the round's win (1, or 1/k on a shared win);
the fair share is 1/players. Prints a JSON summary: the share with a 95%
interval, and the first level's decision times (mean, p95, max; single-move
turns excluded) as CPU time of this process (``time.process_time``).

With ``--games N`` whole games are played instead (``hero_match.play_game``: to
``target_wins``, or with ``--option scoring_mode=lives`` until one player has
lives left), the share being the games won.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from hero_match import house_rules, play_game, summary  # noqa: E402

from kortbord.games.thirtyone import ai  # noqa: E402
from kortbord.games.thirtyone.rules import Phase, new_game  # noqa: E402


def play_round(number: int, seed: int, levels: tuple[str, str], players: int, options: dict[str, object],
               cpu: list[float]) -> float:
    """One round; the first level's share of the win."""
    hero = number % players
    seats = [ai.make_player(levels[0] if s == hero else levels[1], seed * 1_000_003 + number * 8 + s)
             for s in range(players)]
    state = new_game(players, options, seed=seed * 1_000_003 + number, dealer=(number // players) % players)
    while state.phase is Phase.DRAW or state.phase is Phase.DISCARD:
        seat = state.turn
        legal = state.legal_moves(seat)
        start = time.process_time()
        move = seats[seat].choose(state.view(seat), legal)
        if seat == hero and len(legal) > 1:
            cpu.append(time.process_time() - start)
        state.apply(move)
    return 1 / len(state.winners) if hero in state.winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pair", default="strong:normal", help="LEVEL:AGAINST, e.g. normal:easy")
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--games", type=int, default=0, help="whole games instead of rounds")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    first, second = args.pair.split(":")
    options = house_rules(args.option)
    cpu: list[float] = []
    started = time.process_time()
    if args.games:
        shares = [play_game("thirtyone", n, args.seed, (first, second), args.players, options, cpu, 20_000)
                  for n in range(args.games)]
    else:
        shares = [play_round(n, args.seed, (first, second), args.players, options, cpu)
                  for n in range(args.rounds)]
    mean = statistics.mean(shares)
    half = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5 if len(shares) > 1 else 0.0
    print(json.dumps({
        "pair": args.pair, "players": args.players, "seed": args.seed,
        **({"games": args.games} if args.games else {"rounds": args.rounds}),
        "options": options,
        "share": round(mean, 4), "share_95": round(half, 4), "fair_share": round(1 / args.players, 4),
        "decisions": len(cpu), "decision_cpu_ms": summary(cpu),
        "cpu_seconds": round(time.process_time() - started, 1),
    }, indent=2))


if __name__ == "__main__":
    main()
