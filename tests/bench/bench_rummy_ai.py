"""Benchmark: Rummy's computer levels against each other, hand by hand (run on purpose).

    python tests/bench/bench_rummy_ai.py --pair strong:normal --hands 500
    python tests/bench/bench_rummy_ai.py --pair normal:easy --hands 500 --players 2
    python tests/bench/bench_rummy_ai.py --pair strong:normal --games 500     # whole games to 500

One seeded hand at a time, heads-up by default: one player of the first level
against ``--players - 1`` of the second, the first level's seat moving hand by
hand and the deal moving round the table apart from it, so the first level deals (and
plays last) in one hand of ``--players``, as every seat does. (Until session 5 the
first level always dealt: in heads-up it always played second; normal against
normal then won 0.486 of 400 hands, [0.437, 0.535].) The first level wins the hand when its
penalty is the lowest at the table (the closer's 0 included); a shared lowest
counts as a fraction. With ``--games N`` whole games are played instead (to the
target, 500 by default) and the lowest total wins. A "Rummy!" window is offered first to the seats that want
to act. Prints a JSON summary: the win share with a 95% interval, and the first
level's decision times (mean, p95, max; single-move decisions excluded) as CPU
time of this process (``time.process_time``) and as wall time. The strong level's
search budget is CPU time here (``clock``), wall time in the app.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from hero_match import house_rules, summary  # noqa: E402

from kortbord.ai.player import wants_to_act  # noqa: E402
from kortbord.games.rummy import ai  # noqa: E402
from kortbord.games.rummy.rules import new_game  # noqa: E402

MAX_STEPS = 3000


def play_hand(number: int, seed: int, levels: tuple[str, str], players: int, options: dict[str, object],
              cpu: list[float], whole: bool = False, wall: list[float] | None = None) -> float:
    """One hand (``whole``: one game); the first level's share of the lowest penalty (total)."""
    hero = number % players
    seats = [ai.make_player(levels[0] if s == hero else levels[1], seed * 1_000_003 + number * 8 + s,
                            clock=time.process_time) for s in range(players)]
    state = new_game(players, options, seed=seed * 1_000_003 + number, dealer=(number + number // players) % players)
    for _ in range(MAX_STEPS * (40 if whole else 1)):
        if state.is_over() if whole else state.rounds:
            break
        actors = state.actors()
        turn = state.to_move()
        seat = next((s for s in actors if s != turn and wants_to_act(
            seats[s], state.view(s), state.legal_moves(s))), turn)
        assert seat is not None
        legal = state.legal_moves(seat)
        start, clock = time.process_time(), time.perf_counter()
        move = seats[seat].choose(state.view(seat), legal)
        if seat == hero and len(legal) > 1:
            cpu.append(time.process_time() - start)
            if wall is not None:
                wall.append(time.perf_counter() - clock)
        state.apply(move)
    if not state.rounds:
        return 1.0 / players
    row = state.scores if whole else state.rounds[0]
    best = min(row)
    winners = [s for s, v in enumerate(row) if v == best]
    return 1.0 / len(winners) if hero in winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pair", default="normal:easy")
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--games", type=int, default=0, help="whole games instead of hands")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="key=value")
    args = parser.parse_args()
    first, second = args.pair.split(":")
    options = house_rules(args.option)
    cpu: list[float] = []
    wall: list[float] = []
    count = args.games or args.hands
    scores = [play_hand(n, args.seed, (first, second), args.players, options, cpu, bool(args.games), wall)
              for n in range(count)]
    share = statistics.fmean(scores)
    spread = 1.96 * statistics.pstdev(scores) / len(scores) ** 0.5
    print(json.dumps({
        "pair": args.pair, "unit": "games" if args.games else "hands", "count": count, "players": args.players, "options": options,
        "share": round(share, 3), "ci95": [round(share - spread, 3), round(share + spread, 3)],
        "fair": round(1 / args.players, 3), "decision_ms": summary(cpu),
        "decision_wall_ms": summary(wall), "clock": "decision_ms: time.process_time (CPU); wall: perf_counter",
    }))


if __name__ == "__main__":
    main()
