"""Benchmark: Gammel Jomfru's computer levels against each other (run on purpose).

    python tests/bench/bench_gammel_jomfru_ai.py --pair strong:normal --games 500
    python tests/bench/bench_gammel_jomfru_ai.py --pair normal:easy --games 500 --players 4

One seeded game at a time: one player of the first level against ``--players - 1``
of the second, the first level's seat moving game by game so every seat starts as
often. A game not over after ``MAX_STEPS`` moves counts as lost (and is reported). A game scores 1 when the first level's seat is not GAMMEL JOMFRU, shared by
joint ones (with 2 players: it went out first, the game's winner); the fair share is
``(players - 1) / players``. Prints a JSON summary: the share with a 95% interval and
the first level's decision times (mean, p95, max; forced moves excluded) as CPU time
of this process (``time.process_time``).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from hero_match import house_rules, summary as timing  # noqa: E402

from kortbord.games.gammel_jomfru import ai  # noqa: E402
from kortbord.games.gammel_jomfru.rules import new_game  # noqa: E402

MAX_STEPS = 20_000


def play_game(number: int, seed: int, levels: tuple[str, str], players: int, options: dict[str, object],
              cpu: list[float]) -> float:
    """One game; 1.0 when the first level's seat escapes being GAMMEL JOMFRU."""
    hero = number % players
    seats = [ai.make_player(levels[0] if s == hero else levels[1], seed * 1_000_003 + number * 8 + s)
             for s in range(players)]
    state = new_game(players, options, seed=seed * 1_000_003 + number, dealer=number % players)
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        seat = state.turn
        legal = state.legal_moves(seat)
        start = time.process_time()
        move = seats[seat].choose(state.view(seat), legal)
        if seat == hero and len(legal) > 1:
            cpu.append(time.process_time() - start)
        state.apply(move)
    if not state.is_over():
        return -1.0     # unfinished: counted as lost, and reported
    if hero not in state.jomfru:
        return 1.0
    return 1.0 - 1.0 / len(state.jomfru)


def summary(times: list[float]) -> dict[str, float]:
    return {"decisions": len(times), **timing(times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pair", default="strong:normal", help="LEVEL:AGAINST, e.g. normal:easy")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    first, second = args.pair.split(":")
    options = house_rules(args.option)
    cpu: list[float] = []
    results = [play_game(i, args.seed, (first, second), args.players, options, cpu) for i in range(args.games)]
    wins = [max(r, 0.0) for r in results]
    share = statistics.mean(wins)
    half = 1.96 * (statistics.pvariance(wins) / len(wins)) ** 0.5
    print(json.dumps({"pair": args.pair, "players": args.players, "games": len(wins), "options": options,
                      "share": round(share, 3), "ci95": [round(share - half, 3), round(share + half, 3)],
                      "fair": round((args.players - 1) / args.players, 3), "unfinished": results.count(-1.0),
                      "decision_cpu_ms": summary(cpu)}))


if __name__ == "__main__":
    main()
