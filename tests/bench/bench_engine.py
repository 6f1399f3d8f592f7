"""Random actions per CPU second, for one game or all of them (a script, not a test).

    python tests/bench/bench_engine.py --all [--seconds 2]
    python tests/bench/bench_engine.py --game olsen --seconds 5 [--players 4] [--seed 1]
        [--option scoring=points ...]

Loop (the engine contract, as a random player and the table drive it): a
random actor, a random move of ``legal_moves``, ``apply``; a new game (next
seed) when the match is over. ``actions_per_cpu_s`` counts this process's CPU
time, which is steadier than the wall clock on a busy machine.

With ``--all`` every registered game runs at its default table, one line each,
printed beside reference figures measured elsewhere (other engines on another
day): they are a yardstick, not a result of this run.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.engine.registry import GAME_IDS, game_info  # noqa: E402

#: Random actions per CPU second of other engines, measured elsewhere, by game family.
REFERENCES: dict[str, str] = {
    "shedding": "RLCard UNO (pure Python) 102k",
    "trick-taking": "OpenSpiel Hearts (C++) 286k",
    "rummy": "RLCard gin rummy (pure Python) 37k",
}


def bench(game: str, seconds: float, players: int | None, seed: int,
          options: dict[str, Any]) -> dict[str, Any]:
    """Play random moves for ``seconds`` of CPU time; the figures as a dict."""
    info = game_info(game)
    count = players or info.default_players
    resolved = info.options.resolve(options)
    pick = random.Random(seed)
    choice = pick.choice
    games = 0
    actions = 0
    state = info.new_game(count, resolved, seed=seed)
    start = time.perf_counter()
    cpu_start = time.process_time()
    while True:
        for _ in range(256):
            if state.is_over():
                games += 1
                state = info.new_game(count, resolved, seed=seed + games)
            seat = choice(state.actors())
            state.apply(choice(state.legal_moves(seat)))
        actions += 256
        if time.process_time() - cpu_start >= seconds:
            break
    elapsed = time.perf_counter() - start
    cpu = max(time.process_time() - cpu_start, 1e-9)
    return {"game": game, "players": count, "options": options, "seconds": round(elapsed, 3),
            "actions": actions, "games": games, "actions_per_s": round(actions / elapsed),
            "actions_per_cpu_s": round(actions / cpu), "python": sys.version.split()[0]}


#: The goal of issue 9 in actions per CPU second (every game 100k, Olsen 200k).
TARGETS: dict[str, int] = {"olsen": 200_000}
TARGET = 100_000


def reference(game: str) -> str:
    family = game_info(game).family.lower()
    return next((text for key, text in REFERENCES.items() if key in family), "")


def bench_all(seconds: float, seed: int) -> list[dict[str, Any]]:
    """Every registered game at its default table; prints one line per game."""
    print(f"{'game':<10} {'players':>7} {'actions/CPU s':>14} {'goal':>8}   measured elsewhere (family)")
    results = []
    for game in GAME_IDS:
        result = bench(game, seconds, None, seed, {})
        results.append(result)
        goal = TARGETS.get(game, TARGET)
        print(f"{game:<10} {result['players']:>7} {result['actions_per_cpu_s']:>14,} {goal // 1000:>7}k   "
              f"{reference(game)}", flush=True)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="olsen")
    parser.add_argument("--all", action="store_true", help="every registered game, one line each")
    parser.add_argument("--json", action="store_true", help="with --all: JSON lines instead of a table")
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per game")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    if args.all:
        if args.json:
            for game in GAME_IDS:
                print(json.dumps(bench(game, args.seconds, None, args.seed, {})), flush=True)
        else:
            bench_all(args.seconds, args.seed)
        return 0
    info = game_info(args.game)
    options: dict[str, Any] = {}
    for pair in args.option:
        key, _, value = pair.partition("=")
        options[key] = info.options.parse_value(key, value)
    print(json.dumps(bench(args.game, args.seconds, args.players, args.seed, options)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
