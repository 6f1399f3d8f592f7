"""Benchmark: is each computer level stronger than the one below? (run on purpose)

    python tests/bench/bench_levels.py                         # every game, normal>easy and strong>normal
    python tests/bench/bench_levels.py --game whist --games 200 --pairs normal:easy
    python tests/bench/bench_levels.py --game casino --mode match --games 40

One seat of the higher level (Whist: a pair) plays against the lower level in
every other seat. Games come in groups of seeded deals: each deal is played
once with the higher level in every position (Whist: both pairs), so the cards
favour nobody. A "game" is the first deal (``--mode deal``, the default) or a
whole match (``--mode match``). For each game and pair of levels it prints one
JSON line: the higher level's *win share* (ties shared: best score of the deal,
or a match win) against the fair share, and its mean score advantage per game
over the average lower seat (sign turned where lower scores are better), each
with a 95 % interval, and the CPU seconds used. It reads only the score sheet
(``result()``), so it works for every game in the registry.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.player import Player, wants_to_act  # noqa: E402
from kortbord.engine import registry  # noqa: E402
from kortbord.engine.rng import Rng  # noqa: E402
from kortbord.engine.score import ScoreSheet  # noqa: E402
from kortbord.engine.state import GameState  # noqa: E402

MAX_MOVES = 20_000
PAIRS = (("normal", "easy"), ("strong", "normal"))


def high_seats(game: str, players: int, rotation: int) -> set[int]:
    """The seats of the higher level: one seat, or a Whist pair."""
    if game == "whist":
        return {rotation % 2, rotation % 2 + 2}
    return {rotation % players}


def columns(sheet: ScoreSheet) -> list[tuple[int, ...]]:
    """The seats behind each total (a team, or one seat)."""
    return list(sheet.teams) if sheet.teams else [(s,) for s in range(sheet.players)]


def outcome(sheet: ScoreSheet, high: set[int], match: bool) -> tuple[float, float]:
    """(win share, score advantage) of the higher level in a finished game."""
    cols = columns(sheet)
    sign = -1.0 if sheet.lower_is_better else 1.0
    mine = [i for i, seats in enumerate(cols) if set(seats) & high]
    theirs = [i for i in range(len(cols)) if i not in mine]
    advantage = sign * (statistics.mean(sheet.totals[i] for i in mine)
                        - statistics.mean(sheet.totals[i] for i in theirs))
    if match:
        winners = set(sheet.winners)
        won = [i for i, seats in enumerate(cols) if set(seats) & winners]
    else:
        best = max(sign * t for t in sheet.totals)
        won = [i for i, t in enumerate(sheet.totals) if sign * t == best]
    share = sum(1 for i in won if i in mine) / len(won) if won else 0.0
    return share, advantage


def next_actor(state: GameState, bots: Sequence[Player]) -> int:
    """Window holders that want to act first, then the player to move."""
    turn = state.to_move()
    actors = state.actors()
    for seat in actors:
        if seat != turn and wants_to_act(bots[seat], state.view(seat), state.legal_moves(seat)):
            return seat
    return turn if turn in actors else actors[0]


def play(game: str, players: int, levels: tuple[str, str], deal: int, rotation: int, seed: int,
         match: bool) -> tuple[float, float]:
    """One seeded game of the higher level against the lower; its (win share, advantage)."""
    info = registry.game_info(game)
    high = high_seats(game, players, rotation)
    base = seed * 1_000_003 + deal
    bots = [info.player(levels[0] if s in high else levels[1], base * 16 + s) for s in range(players)]
    state = info.new_game(players, {}, seed=base)
    pick = Rng(base)
    rows = len(state.result().rows)
    for _ in range(MAX_MOVES):
        if state.is_over() or (not match and len(state.result().rows) > rows):
            break
        seat = next_actor(state, bots)
        if seat not in state.actors():
            seat = pick.choice(state.actors())
        state.apply(bots[seat].choose(state.view(seat), state.legal_moves(seat)))
    return outcome(state.result(), high, match)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half width of its 95 % interval (normal approximation)."""
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def bench(game: str, levels: tuple[str, str], games: int, seed: int, match: bool,
          players: int | None = None) -> dict[str, Any]:
    info = registry.game_info(game)
    count = players or info.default_players
    rotations = 2 if game == "whist" else count
    shares, advantages = [], []
    cpu = time.process_time()
    for index in range(games):
        share, advantage = play(game, count, levels, index // rotations, index % rotations, seed, match)
        shares.append(share)
        advantages.append(advantage)
    share, share_95 = interval(shares)
    adv, adv_95 = interval(advantages)
    return {
        "game": game, "players": count, "higher": levels[0], "lower": levels[1],
        "mode": "match" if match else "deal", "games": games, "seed": seed,
        "win_share": round(share, 3), "win_share_95": round(share_95, 3),
        "fair_share": round(0.5 if game == "whist" else 1 / count, 3),
        "advantage": round(adv, 2), "advantage_95": round(adv_95, 2),
        "cpu_seconds": round(time.process_time() - cpu, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=registry.GAME_IDS + ("all",), default="all")
    parser.add_argument("--games", type=int, default=60, help="games per game and pair of levels")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=("deal", "match"), default="deal")
    parser.add_argument("--pairs", nargs="+", default=[f"{a}:{b}" for a, b in PAIRS],
                        metavar="HIGH:LOW", help="levels to compare (default: normal:easy strong:normal)")
    args = parser.parse_args()
    pairs = [tuple(p.split(":", 1)) for p in args.pairs]
    for game in registry.GAME_IDS if args.game == "all" else (args.game,):
        for high, low in pairs:
            result = bench(game, (high, low), args.games, args.seed, args.mode == "match", args.players)
            print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
