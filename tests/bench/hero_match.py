"""One level against another, one seat against the rest, game by game (the engine of the
``bench_<game>_ai.py`` scripts; run on purpose).

One seeded game at a time: one player of the first level against
``--players - 1`` of the second, the first level's seat moving game by game so
every seat deals as often. Its score is 1 for a win (a shared win: its part);
the fair share is 1/players. Out-of-turn windows are offered first to the seats
that want to act. Prints a JSON summary: the share with a 95% interval, and the
first level's decision times (mean, p95, max; single-move decisions excluded)
as CPU time of this process (``time.process_time``).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.player import wants_to_act  # noqa: E402
from kortbord.engine.registry import game_info  # noqa: E402


def play_game(game: str, number: int, seed: int, levels: tuple[str, str], players: int,
              options: dict[str, object], cpu: list[float], max_steps: int) -> float:
    """One game; 1.0 when the first level's seat wins (a shared win: its part)."""
    info = game_info(game)
    hero = number % players
    seats = [info.player(levels[0] if s == hero else levels[1], seed * 1_000_003 + number * 8 + s)
             for s in range(players)]
    # The deal rotates apart from the hero's seat: with ``dealer = number % players`` the level
    # measured dealt every game (31 and Gammel Jomfru were measured so until session 6).
    dealer = (number // players) % players
    state = info.new_game(players, options, seed=seed * 1_000_003 + number, dealer=dealer)
    for _ in range(max_steps):
        if state.is_over():
            break
        seat = state.to_move()
        seat = state.actors()[0] if seat is None else seat
        for other in state.actors():
            if other != seat and wants_to_act(seats[other], state.view(other), state.legal_moves(other)):
                seat = other
                break
        legal = state.legal_moves(seat)
        start = time.process_time()
        move = seats[seat].choose(state.view(seat), legal)
        if seat == hero and len(legal) > 1:
            cpu.append(time.process_time() - start)
        state.apply(move)
    winners = state.result().winners if state.is_over() else ()
    return 1 / len(winners) if hero in winners else 0.0


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    return {"mean": round(1000 * statistics.mean(ordered), 3),
            "p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 3),
            "max": round(1000 * ordered[-1], 3)}


def house_rules(items: list[str]) -> dict[str, object]:
    """``--option KEY=VALUE`` arguments as options (numbers and true/false read as such)."""
    options: dict[str, object] = {}
    for item in items:
        key, _, value = item.partition("=")
        options[key] = int(value) if value.isdigit() else {"true": True, "false": False}.get(value, value)
    return options


def main(game: str, doc: str, max_steps: int = 20_000) -> None:
    """The command line of a game's ``bench_<game>_ai.py`` (``doc``: its docstring)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pair", default="strong:normal", help="LEVEL:AGAINST, e.g. normal:easy")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    first, second = args.pair.split(":")
    options = house_rules(args.option)
    cpu: list[float] = []
    wins = [play_game(game, i, args.seed, (first, second), args.players, options, cpu, max_steps)
            for i in range(args.games)]
    share = statistics.mean(wins)
    half = 1.96 * (share * (1 - share) / len(wins)) ** 0.5
    print(json.dumps({"pair": args.pair, "players": args.players, "games": len(wins), "options": options,
                      "share": round(share, 3), "ci95": [round(share - half, 3), round(share + half, 3)],
                      "fair": round(1 / args.players, 3), "decision_cpu_ms": summary(cpu)}))

