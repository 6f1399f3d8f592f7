"""Random actions per second for one game (a script, not a test).

    python tests/bench/bench_engine.py --game olsen --seconds 5 [--players 4] [--seed 1]
        [--option scoring=points ...]

Loop: a random actor, a random legal move, ``apply``; a new game (next seed)
when the match is over. Prints one JSON line: ``actions_per_s`` by the wall
clock and ``actions_per_cpu_s`` by this process's CPU time (steadier on a busy
machine).
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

from kortbord.engine.registry import game_info  # noqa: E402


def bench(game: str, seconds: float, players: int | None, seed: int,
          options: dict[str, Any]) -> dict[str, Any]:
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
    deadline = start + seconds
    while True:
        for _ in range(256):
            if state.is_over():
                games += 1
                state = info.new_game(count, resolved, seed=seed + games)
            seat = choice(state.actors())
            state.apply(choice(state.legal_moves(seat)))
        actions += 256
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    cpu = max(time.process_time() - cpu_start, 1e-9)
    return {"game": game, "players": count, "options": options, "seconds": round(elapsed, 3),
            "actions": actions, "games": games, "actions_per_s": round(actions / elapsed),
            "actions_per_cpu_s": round(actions / cpu), "python": sys.version.split()[0]}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="olsen")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    info = game_info(args.game)
    options: dict[str, Any] = {}
    for pair in args.option:
        key, _, value = pair.partition("=")
        options[key] = info.options.parse_value(key, value)
    print(json.dumps(bench(args.game, args.seconds, args.players, args.seed, options)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
