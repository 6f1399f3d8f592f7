"""Benchmark: the strong computer player against the decent ones in Bismarck, Tribello and
Rödskägg (a script run on purpose, not a test).

    python tests/bench/bench_tricks2_ai.py --game bismarck --games 500 --seed 0          # one deal each
    python tests/bench/bench_tricks2_ai.py --game tribello --games 50 --mode match       # whole games
    python tests/bench/bench_tricks2_ai.py --game rodskagg --games 500 --players 4       # whole games

One strong seat plays against decent ones; its seat rotates from game to game.
In Bismarck and Tribello a "game" is one seeded deal (``--mode deal``, the
default: forehand and contract rotate with the seed) or a whole match
(``--mode match``); a Rödskägg game is always a whole game. Seats holding an
out-of-turn window act first when their player wants to (``wants_to_act``).
Prints a JSON summary: points per game for each level and the difference with
a 95% interval (Bismarck/Tribello), the strong seat's win share against the
share of an average seat, and the strong player's decision times (mean, p95,
max; single-move turns excluded), wall clock and CPU time (``time.process_time``). The
strong player's time budget runs on CPU time, so a loaded machine does not cut its samples.
"""
from __future__ import annotations

import argparse
import importlib
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.montecarlo import Budget, MonteCarloPlayer  # noqa: E402
from kortbord.ai.player import Player  # noqa: E402
from kortbord.engine.state import GameState  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hero_match import summary as timing  # noqa: E402


def actor(state: GameState, players: Sequence[Player]) -> int:
    """Window holders that want to act first, then the player to move."""
    turn = state.to_move()
    for seat in state.actors():
        if seat == turn:
            continue
        wants = getattr(players[seat], "wants_to_act", None)
        if wants is None or wants(state.view(seat), state.legal_moves(seat)):
            return seat
    return turn if turn is not None else state.actors()[0]


def set_budget(player: Player, budget: Budget) -> None:
    """Give a strong player (or the Monte Carlo player inside it) the benchmark's budget, on CPU time."""
    for mc in (player, getattr(player, "mc", None)):
        if isinstance(mc, MonteCarloPlayer):
            mc.budget = budget
            mc.clock = time.process_time


def one_game(game: str, index: int, seed: int, players: int, mode: str, budget: Budget,
             times: list[float], cpu: list[float]) -> tuple[int, list[float], list[int]]:
    """Play game ``index``; returns (strong seat, points per seat, winners)."""
    rules = importlib.import_module(f"kortbord.games.{game}.rules")
    ai = importlib.import_module(f"kortbord.games.{game}.ai")
    info = importlib.import_module(f"kortbord.games.{game}").INFO
    strong = index % players
    bots = [ai.make_player("strong" if s == strong else "normal", seed * 1_000_003 + index * 10 + s)
            for s in range(players)]
    set_budget(bots[strong], budget)
    state = rules.new_game(players, info.options.resolve({}), seed=seed * 1_000_003 + index,
                           dealer=index % players)
    first_deal = getattr(state, "deal_no", 0)
    while not state.is_over():
        if mode == "deal" and state.deal_no != first_deal:
            break
        seat = actor(state, bots)
        legal = state.legal_moves(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        move = bots[seat].choose(state.view(seat), legal)
        if seat == strong and len(legal) > 1:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        state.apply(move)
    if game == "rodskagg":
        points = [-abs(s) for s in state.scores]
        return strong, [float(p) for p in points], list(state.won_by)
    if mode == "deal":
        row = state.history[-1]
        return strong, [float(p) for p in row[7:10]], []
    return strong, [float(t) for t in state.totals], list(state.winners())


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return round(mean, 3), round(half, 3)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("bismarck", "tribello", "rodskagg"), default="bismarck")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("deal", "match"), default="deal")
    parser.add_argument("--players", type=int, default=0, help="Rödskägg: 3-7 (default 4)")
    parser.add_argument("--samples", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=0.0)
    args = parser.parse_args(argv)
    ai = importlib.import_module(f"kortbord.games.{args.game}.ai")
    default = getattr(ai, "STRONG_BUDGET", Budget())
    budget = Budget(samples=args.samples or default.samples, seconds=args.seconds or default.seconds)
    players = 3 if args.game != "rodskagg" else (args.players or 4)
    mode = "match" if args.game == "rodskagg" else args.mode
    times: list[float] = []
    cpu: list[float] = []
    diffs: list[float] = []
    strong_points: list[float] = []
    decent_points: list[float] = []
    wins = 0.0
    started = time.perf_counter()
    for index in range(args.games):
        seat, points, winners = one_game(args.game, index, args.seed, players, mode, budget, times, cpu)
        others = [p for s, p in enumerate(points) if s != seat]
        strong_points.append(points[seat])
        decent_points.append(statistics.mean(others))
        diffs.append(points[seat] - statistics.mean(others))
        if seat in winners:
            wins += 1 / len(winners)
    summary: dict[str, Any] = {
        "game": args.game, "mode": mode, "players": players, "games": args.games, "seed": args.seed,
        "budget": {"samples": budget.samples, "seconds": budget.seconds},
        "strong_points": interval(strong_points)[0], "decent_points": interval(decent_points)[0],
        "difference": interval(diffs),
        "seconds": round(time.perf_counter() - started, 1),
        "decisions": len(times),
        "decision_ms": timing(times), "decision_cpu_ms": timing(cpu),
    }
    if mode == "match":
        summary["strong_win_share"] = round(wins / args.games, 3)
        summary["average_seat_share"] = round(1 / players, 3)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
