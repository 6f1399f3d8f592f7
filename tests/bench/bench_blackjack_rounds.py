"""Black Jack rounds per CPU second, beside OpenSpiel's C++ Black Jack (a script, not a test).

    python tests/bench/bench_blackjack_rounds.py [--seconds 2] [--players 4]

The random loop of ``bench_engine`` (the engine contract as the table drives it),
counting rounds played (``rounds_played``, the partial game included) besides
actions. OpenSpiel's Black Jack, about 43,000 games per second from Python, is one
player's hand against a fixed dealer in C++; a round here is a whole table's: every
stake, the banker's peek and double, each player's hits, the banker's draws and
the payments (measured elsewhere: a yardstick, not a result of this run).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.games.blackjack.rules import State, new_game  # noqa: E402

OPENSPIEL_GAMES_PER_S = 43_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    choice = random.Random(args.seed).choice
    games = actions = rounds = 0
    state: State = new_game(args.players, None, seed=args.seed)
    cpu_start = time.process_time()
    while time.process_time() - cpu_start < args.seconds:
        for _ in range(256):
            if state.is_over():
                rounds += state.rounds_played
                games += 1
                state = new_game(args.players, None, seed=args.seed + games)
            state.apply(choice(state.legal_moves(choice(state.actors()))))
        actions += 256
    cpu = time.process_time() - cpu_start
    rounds += state.rounds_played
    print(json.dumps({"players": args.players, "cpu_seconds": round(cpu, 2), "actions": actions,
                      "rounds": rounds, "actions_per_cpu_s": round(actions / cpu),
                      "rounds_per_cpu_s": round(rounds / cpu),
                      "openspiel_cpp_games_per_s": OPENSPIEL_GAMES_PER_S}))


if __name__ == "__main__":
    main()
