"""Computer-vs-computer games without a window; prints one JSON summary.

    python -m kortbord.simulate --game olsen --games 200 --seed 1 [--players 4]
        [--levels normal,random,...] [--option scoring=points ...] [--over-network]

Game ``i`` is dealt with seed ``seed + i``; the players' own seeds follow from
it, so a run repeats exactly. Each seat's computer player sees only its view.
Seats holding an open window (an "Olsen" call, a claim) act before the player
to move, as a quick human would. Qt is never imported.

``--over-network`` plays every seat but the first from a computer client
joined over loopback TCP through the real protocol (``kortbord.net``); the
summary then adds each client move's round trip (sent → next update), p50/p95.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from .ai.player import Player, wants_to_act
from .engine import registry
from .engine.registry import GameInfo, game_info
from .engine.state import GameState

#: A game that has not ended after this many moves counts as unfinished.
MAX_MOVES = 100_000


@dataclass
class Summary:
    game: str
    players: int
    levels: list[str]
    seed: int
    games: int = 0
    finished: int = 0
    moves: int = 0
    seconds: float = 0.0
    wins: list[float] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)
    #: Seconds per client move over the network (``--over-network`` only).
    round_trips: list[float] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The printed summary; a shared win counts as a fraction for each winner."""
        seconds = max(self.seconds, 1e-9)
        played = max(self.finished, 1)
        network = {}
        if self.round_trips:
            trips = sorted(self.round_trips)
            network = {"network_moves": len(trips), "round_trip_ms_p50": round(trips[len(trips) // 2] * 1000, 3),
                       "round_trip_ms_p95": round(trips[int(len(trips) * 0.95)] * 1000, 3)}
        return {
            "game": self.game,
            "players": self.players,
            "levels": self.levels,
            "seed": self.seed,
            "games": self.games,
            "finished": self.finished,
            "moves": self.moves,
            "seconds": round(self.seconds, 4),
            "games_per_s": round(self.games / seconds, 2),
            "moves_per_s": round(self.moves / seconds, 1),
            "moves_per_game": round(self.moves / max(self.games, 1), 1),
            "wins": [round(w, 3) for w in self.wins],
            "win_share": [round(w / played, 4) for w in self.wins],
            "average_total": [round(t / played, 2) for t in self.totals],
            **network,
        }


def make_players(info: GameInfo, levels: Sequence[str], seed: int) -> list[Player]:
    return [info.player(level, seed=seed * 1000 + seat) for seat, level in enumerate(levels)]


def next_actor(state: GameState, bots: Sequence[Player]) -> int:
    """Window holders that want to act first, then the player to move."""
    actors = state.actors()
    turn = state.to_move()
    for seat in actors:
        if seat != turn and wants_to_act(bots[seat], state.view(seat), state.legal_moves(seat)):
            return seat
    return turn if turn in actors else actors[0]


def play_one(info: GameInfo, players: int, levels: Sequence[str], options: dict[str, Any],
             seed: int) -> tuple[GameState, int]:
    """Play one match with seed ``seed``; returns the final state and the number of moves."""
    state = info.new_game(players, options, seed=seed)
    bots = make_players(info, levels, seed)
    moves = 0
    while not state.is_over() and moves < MAX_MOVES:
        seat = next_actor(state, bots)
        legal = state.legal_moves(seat)
        move = bots[seat].choose(state.view(seat), legal)
        state.apply(move)
        moves += 1
    return state, moves


def play_one_networked(info: GameInfo, players: int, levels: Sequence[str], options: dict[str, Any],
                       seed: int, round_trips: list[float]) -> tuple[GameState, int]:
    """``play_one`` with every seat but the first played by a client over loopback TCP."""
    import asyncio

    from .net.loopback import play_networked
    game = asyncio.run(play_networked(info, players, levels, options, seed, list(range(1, players))))
    round_trips += game.round_trips
    return game.state, game.moves


def simulate(game: str, games: int, seed: int, players: int | None = None,
             levels: Sequence[str] = (), options: dict[str, Any] | None = None,
             over_network: bool = False) -> Summary:
    info = game_info(game)
    count = players or info.default_players
    if not info.min_players <= count <= info.max_players:
        raise ValueError(f"{game}: {count} players (allowed {info.min_players}-{info.max_players})")
    chosen = list(levels) or [info.ai_levels[-1]]
    seat_levels = [chosen[i % len(chosen)] for i in range(count)]
    for level in set(seat_levels):
        if level != "random" and level not in info.ai_levels:
            raise ValueError(f"{game}: no computer level {level!r} (has {', '.join(info.ai_levels)})")
    resolved = info.options.resolve(options)
    summary = Summary(game, count, seat_levels, seed, wins=[0.0] * count, totals=[])
    start = time.perf_counter()
    for i in range(games):
        if over_network:
            state, moves = play_one_networked(info, count, seat_levels, resolved, seed + i, summary.round_trips)
        else:
            state, moves = play_one(info, count, seat_levels, resolved, seed + i)
        summary.games += 1
        summary.moves += moves
        if not state.is_over():
            continue
        summary.finished += 1
        sheet = state.result()
        for seat in sheet.winners:
            summary.wins[seat] += 1 / len(sheet.winners)
        if not summary.totals:
            summary.totals = [0.0] * len(sheet.totals)
        for column, total in enumerate(sheet.totals):
            summary.totals[column] += total
    summary.seconds = time.perf_counter() - start
    return summary


def parse_options(info: GameInfo, pairs: Sequence[str]) -> dict[str, Any]:
    """``["scoring=points", "target=50"]`` -> typed option values."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"expected KEY=VALUE, got {pair!r}")
        out[key] = info.options.parse_value(key, value)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kortbord.simulate",
                                     description="Play computer-vs-computer games and print a JSON summary.")
    parser.add_argument("--game", required=True, help="game id (see kortbord --list-games)")
    parser.add_argument("--games", type=int, default=100, help="number of matches (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match (default 1)")
    parser.add_argument("--players", type=int, help="number of players (default: the game's)")
    parser.add_argument("--levels", default="", help="comma-separated levels, repeated over the seats "
                                                    "(default: the game's strongest)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a house rule")
    parser.add_argument("--over-network", action="store_true",
                        help="play all seats but the first as clients over loopback TCP (the real protocol)")
    args = parser.parse_args(argv)
    try:
        info = game_info(args.game)
    except KeyError:
        known = ", ".join(registry.GAME_IDS)
        parser.error(f"unknown game {args.game!r} (known: {known})")
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        options = parse_options(info, args.option)
        levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
        summary = simulate(args.game, args.games, args.seed, args.players, levels, options, args.over_network)
    except ValueError as err:
        parser.error(str(err))
    json.dump(summary.as_json(), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
