"""One hash over everything a game shows in random play (a script, not a test).

    python tests/bench/trace_hash.py --game rodskagg [--actions 30000] [--players 4]
        [--seed 1] [--every 1] [--option rituals=off ...] [--base /path/to/main]

Plays seeded random actions (a new game, next seed, when one is over) and feeds
a SHA-256 with, per position: the actors, the seat to move, every seat's legal
moves with their descriptions, ``check`` of the chosen move offered by every
other seat (the refusal reasons); per move: its events and (every ``--every``-th
move; 1: each, the default) each seat's and a spectator's per-seat events,
every view, the notation and the save. At the end of each game its score sheet
(about 3 CPU ms per fully recorded move). Speed work must leave the hash unchanged: run it
on main and on the branch (``--base`` runs both checkouts in child processes
and compares). Generic over every registered game.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator, Sequence

HERE = Path(__file__).resolve().parents[2]


def records(game: str, actions: int, players: int | None, seed: int,
            options: dict[str, Any], every: int = 1) -> Iterator[str]:
    """The trace as text, one record per position, move and finished game."""
    from kortbord.engine.registry import game_info
    info = game_info(game)
    count = players or info.default_players
    pick = random.Random(seed)
    games = 0
    state = info.new_game(count, options, seed=seed)
    seats: list[int | None] = [*range(count), None]
    for number in range(actions):
        if state.is_over():
            yield repr(state.result())
            games += 1
            state = info.new_game(count, options, seed=seed + games)
        actors = state.actors()
        yield f"{actors} {state.to_move()}"
        for seat in range(count):
            yield " | ".join(f"{m} = {state.describe(m)!r}" for m in state.legal_moves(seat))
        seat = pick.choice(actors)
        move = pick.choice(state.legal_moves(seat))
        yield " ".join(repr(state.check(replace(move, seat=other)))
                       for other in range(count) if other != seat)
        full = number % every == 0
        before = state.clone() if full else state
        events = state.apply(move)
        yield f"{move} {events!r}"
        if not full:
            continue
        for viewer in seats:
            yield repr(state.events_for(events, viewer, before))
            yield repr(state.view(viewer))
        yield state.notation()
        yield json.dumps(state.to_dict(), sort_keys=True)
    yield repr(state.result())


def trace(game: str, actions: int, players: int | None, seed: int,
          options: dict[str, Any], every: int = 1) -> dict[str, Any]:
    """The trace's hash with its size and the CPU seconds it took."""
    digest = hashlib.sha256()
    lines = 0
    cpu = time.process_time()
    for line in records(game, actions, players, seed, options, every):
        digest.update(line.encode())
        digest.update(b"\n")
        lines += 1
    import kortbord
    return {"game": game, "code": str(Path(kortbord.__file__).parent), "players": players,
            "options": options, "actions": actions, "every": every, "seed": seed, "records": lines, "sha256": digest.hexdigest(), "cpu_s": round(time.process_time() - cpu, 1)}


def parse_options(game: str, pairs: Sequence[str]) -> dict[str, Any]:
    from kortbord.engine.registry import game_info
    schema = game_info(game).options
    options: dict[str, Any] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        options[key] = schema.parse_value(key, value)
    return options


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", required=True)
    parser.add_argument("--actions", type=int, default=30_000)
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1, help="record views, seat events, saves every N moves")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--base", help="another checkout (main): run both, compare the hashes")
    parser.add_argument("--root", help=argparse.SUPPRESS)   # the checkout a child imports
    args = parser.parse_args(argv)
    if args.base is None:
        sys.path.insert(0, args.root or str(HERE))
        options = parse_options(args.game, args.option)
        print(json.dumps(trace(args.game, args.actions, args.players, args.seed, options, args.every)))
        return 0
    passed = [f"--game={args.game}", f"--actions={args.actions}", f"--seed={args.seed}", f"--every={args.every}",
              *(f"--option={o}" for o in args.option), *([f"--players={args.players}"] if args.players else [])]
    results = []
    for root in (Path(args.base).resolve(), HERE):
        env = {"PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
        out = subprocess.run([sys.executable, str(Path(__file__).resolve()), *passed, f"--root={root}"],
                             env=env, cwd=root, capture_output=True, text=True, check=True).stdout
        results.append(json.loads(out))
        print(f"{root}: {out.strip()}")
    same = results[0]["sha256"] == results[1]["sha256"]
    print("identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
