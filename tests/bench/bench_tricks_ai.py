"""Benchmark: the strong (Monte Carlo) trick-game players against the decent ones (run on purpose).

    python tests/bench/bench_tricks_ai.py --game whist --games 500            # one hand per game
    python tests/bench/bench_tricks_ai.py --game spar_dame --games 100 --mode match
    python tests/bench/bench_tricks_ai.py --game ruder_syv --players 4 --samples 20 --seconds 0.1
    python tests/bench/bench_tricks_ai.py --game whist --mode match --option penalty_points=to_opponents

One strong seat (Whist: one strong pair) plays against decent ones; the strong
seat moves round the table from game to game. A "game" is one seeded hand
(``--mode deal``, the default: whole matches to 13 / 1000 / 10 take many hands
each) or a whole match (``--mode match``). With ``--duplicate`` the games come
in pairs on the same seed (the same draw, dealer and cards), the strong side
moving on (Whist: the other pair), so the luck of the deal cancels out. Prints JSON: the strong and decent
players' points per hand (Spar Dame: penalty points, lower is better), the
difference with a 95% interval, hands won, match wins (match mode), and the
strong player's decision times (mean, p95, max; single-move turns excluded), wall
clock and CPU time of this process (``time.process_time``). The strong players'
time budget runs on CPU time, so a loaded machine does not cut their samples.
"""
from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.montecarlo import Budget, MonteCarloPlayer  # noqa: E402
from kortbord.engine.registry import game_info  # noqa: E402
from kortbord.engine.rng import Rng  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hero_match import summary as timing  # noqa: E402

GAMES = ("whist", "spar_dame", "ruder_syv")


def strong_seats(game: str, players: int, index: int) -> set[int]:
    if game == "whist":
        return {index % 2, index % 2 + 2}
    return {index % players}


def hand_points(state: Any, game: str, seat: int) -> int:
    """The points ``seat`` (its pair in Whist) got in the last scored hand."""
    row = state.history[-1]
    if game == "whist":
        return int(row[5 + seat % 2])
    return int(row[seat + (2 if game == "spar_dame" else 4)])


def play(game: str, players: int, index: int, seed: int, mode: str, budget: Budget,
         times: list[float], cpu: list[float], options: dict[str, Any],
         duplicate: bool = False) -> tuple[float, float, float]:
    """One game; returns (strong points, decent points per seat, match share of the strong side)."""
    deal = index // (2 if game == "whist" else players) if duplicate else index
    info = game_info(game)
    ai = importlib.import_module(f"kortbord.games.{game}.ai")
    strong = strong_seats(game, players, index)
    seats = [ai.make_player("strong" if s in strong else "normal", seed * 7919 + index * 16 + s, budget)
             for s in range(players)]
    for player in seats:
        if isinstance(player, MonteCarloPlayer):
            player.clock = time.process_time
    state: Any = info.new_game(players, options, seed=seed * 1_000_003 + deal)
    pick = Rng(seed + deal)
    while not state.is_over() and (mode == "match" or not state.history):
        actors = state.actors()
        seat = actors[0] if len(actors) == 1 else pick.choice(actors)
        legal = state.legal_moves(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        move = seats[seat].choose(state.view(seat), legal)
        if seat in strong and len(legal) > 1:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        state.apply(move)
    weak = [s for s in range(players) if s not in strong]
    if mode == "match":
        totals = state.result().totals
        width = 2 if game == "whist" else players
        mine = float(totals[min(strong) % width])
        theirs = statistics.mean(float(totals[s % width]) for s in weak)
        winners = state.result().winners
        share = sum(1 for s in winners if s in strong) / len(winners)
        return mine, theirs, share
    mine = float(hand_points(state, game, min(strong)))
    theirs = statistics.mean(float(hand_points(state, game, s)) for s in weak)
    return mine, theirs, 0.0


def bench(game: str, players: int, games: int, seed: int, mode: str, budget: Budget,
          options: dict[str, Any] | None = None, duplicate: bool = False, trace: bool = False) -> dict[str, Any]:
    times: list[float] = []
    cpu: list[float] = []
    strong, decent, shares = [], [], []
    started = time.perf_counter()
    for index in range(games):
        s, d, share = play(game, players, index, seed, mode, budget, times, cpu, options or {}, duplicate)
        strong.append(s)
        decent.append(d)
        shares.append(share)
        if trace:
            print(json.dumps({"index": index, "strong": s, "decent": d, "cpu_ms": timing(cpu)}), file=sys.stderr,
                  flush=True)
    lower_better = game == "spar_dame"
    diffs = [(d - s) if lower_better else (s - d) for s, d in zip(strong, decent)]
    width = 2 if game == "whist" else players
    units = [statistics.mean(diffs[i:i + width]) for i in range(0, len(diffs), width)] if duplicate else diffs
    half_width = 1.96 * statistics.stdev(units) / len(units) ** 0.5 if len(units) > 1 else 0.0
    out: dict[str, Any] = {
        "game": game, "players": players, "games": games, "mode": mode, "seed": seed, "options": options or {},
        "duplicate": duplicate,
        "budget": {"samples": budget.samples, "seconds": budget.seconds},
        "strong_points": round(statistics.mean(strong), 3),
        "decent_points": round(statistics.mean(decent), 3),
        "advantage": round(statistics.mean(diffs), 3), "advantage_95": round(half_width, 3),
        "hands_better": sum(1 for d in diffs if d > 0), "hands_worse": sum(1 for d in diffs if d < 0),
        "decisions": len(times),
        "decision_ms": timing(times), "decision_cpu_ms": timing(cpu),
        "wall_seconds": round(time.perf_counter() - started, 1),
    }
    if mode == "match":
        fair = 0.5 if game == "whist" else 1 / players
        out["strong_match_share"] = round(statistics.mean(shares), 3)
        out["fair_share"] = round(fair, 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=GAMES + ("all",), default="all")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("deal", "match"), default="deal")
    parser.add_argument("--samples", type=int)
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--duplicate", action="store_true", help="each deal once with every strong side")
    parser.add_argument("--trace", action="store_true", help="one line per game on stderr (for a run cut short)")
    args = parser.parse_args()
    for game in GAMES if args.game == "all" else (args.game,):
        default: Budget = importlib.import_module(f"kortbord.games.{game}.ai").BUDGET
        budget = Budget(samples=args.samples or default.samples, seconds=args.seconds or default.seconds)
        schema = game_info(game).options
        options = {k: schema.parse_value(k, v) for k, v in (o.split("=", 1) for o in args.option)}
        print(json.dumps(bench(game, args.players, args.games, args.seed, args.mode, budget, options,
                               args.duplicate, args.trace)), flush=True)


if __name__ == "__main__":
    main()
