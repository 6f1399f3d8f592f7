"""The cost of per-seat events, in CPU time (a script, not a test).

    python tests/bench/bench_seat_events.py [--moves 3000]

Per game at its default table, random playouts: CPU time (``time.process_time``)
of ``apply`` alone, of the ``clone()`` a consumer takes before it, and of
``events_for`` for one seat after it; per move and per event.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.engine import GAME_IDS, Rng, game_info  # noqa: E402


def bench(game: str, moves: int) -> dict[str, float | int | str]:
    info = game_info(game)
    rng = Rng(1)
    seed, state = 1, info.new_game(info.default_players, {}, seed=1)
    apply_s = clone_s = seat_s = 0.0
    events_n = 0
    for n in range(moves):
        if state.is_over():
            seed += 1
            state = info.new_game(info.default_players, {}, seed=seed)
        move = rng.choice(state.legal_moves(rng.choice(state.actors())))
        t0 = time.process_time()
        before = state.clone()
        t1 = time.process_time()
        events = state.apply(move)
        t2 = time.process_time()
        state.events_for(events, n % state.players, before)
        t3 = time.process_time()
        clone_s, apply_s, seat_s = clone_s + t1 - t0, apply_s + t2 - t1, seat_s + t3 - t2
        events_n += len(events)
    us = 1e6 / moves
    return {"game": game, "moves": moves, "events": events_n, "apply_us_per_move": round(apply_s * us, 1),
            "clone_us_per_move": round(clone_s * us, 1), "events_for_us_per_move": round(seat_s * us, 1),
            "events_for_us_per_event": round(seat_s * 1e6 / max(1, events_n), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=3000)
    args = parser.parse_args()
    for game in GAME_IDS:
        print(json.dumps(bench(game, args.moves)))


if __name__ == "__main__":
    main()
