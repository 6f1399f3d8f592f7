"""Casino's contract loop split in two: CPU µs per ``legal_moves`` and per ``apply``, and
moves per position, over seeded random play (a script, not a test).

    python tests/bench/casino_split.py [--actions 20000] [--players 2] [--seed 3]

Times each call with ``time.process_time`` (CPU time), so the figures hold on a busy host
better than wall time; the loop's own cost (the random picks) is left out.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.engine.registry import game_info  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    info = game_info("casino")
    options = info.options.resolve({})
    pick, clock = random.Random(args.seed), time.process_time
    games, legal_s, apply_s, moves = 0, 0.0, 0.0, 0
    state = info.new_game(args.players, options, seed=args.seed)
    for _ in range(args.actions):
        if state.is_over():
            games += 1
            state = info.new_game(args.players, options, seed=args.seed + games)
        seat = pick.choice(state.actors())
        start = clock()
        legal = state.legal_moves(seat)
        asked = clock()
        move = pick.choice(legal)
        chosen = clock()
        state.apply(move)
        legal_s += asked - start
        apply_s += clock() - chosen
        moves += len(legal)
    n = args.actions
    print(f"legal_moves {legal_s / n * 1e6:.1f} µs, apply {apply_s / n * 1e6:.1f} µs (CPU, per action), "
          f"{moves / n:.1f} moves per position, {n} actions, {games} games finished")


if __name__ == "__main__":
    main()
