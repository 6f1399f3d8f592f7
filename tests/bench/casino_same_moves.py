"""Casino's moves, events and positions on two checkouts, compared step by step (a script).

    python tests/bench/casino_same_moves.py --base /path/to/main [--games 40] [--seed 1]

Plays seeded random games under every house option of the spec (each non-default
value alone, the presets, 2-4 players, teams) in two child processes, one per
checkout (``--base`` and this one), and compares line by line: per position the
seat, the notation, every legal move in order with its description, and per move
its events (in every fourth game also each seat's events and view); per game the
score sheet and the save. Prints the first difference, or the
number of identical lines.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

HERE = Path(__file__).resolve().parents[2]

#: (players, options) of every table compared.
TABLES: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (3, {}), (4, {}), (4, {"teams": "pairs"}),
    (2, {"dual_values": "hand_high_table_low"}), (3, {"dual_values": "hand_high_table_low", "ace_scoring": "most"}),
    (2, {"majority_ties": "all_tied"}), (2, {"spar5_empty_table": "svupper"}),
    (2, {"spar5_with_own_build": True}), (2, {"build_owner_obligation": "relaxed"}),
    (3, {"build_owner_obligation": "relaxed", "spar5_with_own_build": True}),
    (2, {"raise_own_build": False}), (2, {"table_cards_in_builds": False}), (2, {"builds_in_sums": False}),
    (2, {"big_casino_scoring": "only_as_16"}), (2, {"show_live_tallies": True}), (2, {"target_points": 5}),
    (3, {"builds_in_sums": False, "table_cards_in_builds": False, "raise_own_build": False,
         "build_owner_obligation": "relaxed"}),
]


def lines(games: int, seed: int) -> Iterator[str]:
    """The record of every table's games, one line per position and per move."""
    from kortbord.games.casino import INFO
    from kortbord.games.casino.rules import new_game
    for players, options in TABLES:
        resolved = INFO.options.resolve(options)
        for number in range(games):
            pick = random.Random(seed * 7919 + number)
            state = new_game(players, resolved, seed=seed + number)
            yield f"game {players} {sorted(options.items())} {number}"
            while not state.is_over():
                seat = pick.choice(state.actors())
                moves = state.legal_moves(seat)
                yield f"{seat} {state.notation()}"
                yield " | ".join(f"{m} = {state.describe(m)!r}" for m in moves)
                move = pick.choice(moves)
                before = state.clone() if number % 4 == 0 else None
                events = state.apply(move)
                yield repr(events)
                if before is not None:          # every fourth game: what each seat sees
                    for viewer in range(players):
                        yield repr(state.events_for(events, viewer, before))
                        yield repr(state.view(viewer))
            yield repr(state.result())
            yield json.dumps(state.to_dict(), sort_keys=True)


def child(games: int, seed: int) -> None:
    for line in lines(games, seed):
        print(line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--base", help="the other checkout (for example main)")
    parser.add_argument("--games", type=int, default=40, help="games per table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.games, args.seed)
        return 0
    runs = []
    for root in (Path(args.base).resolve(), HERE):
        command = [sys.executable, str(Path(__file__).resolve()), "--child",
                   "--games", str(args.games), "--seed", str(args.seed)]
        env = {"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
        runs.append(subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=root))
    assert runs[0].stdout is not None and runs[1].stdout is not None
    digest = hashlib.sha256()
    count = 0
    for count, (a, b) in enumerate(zip(runs[0].stdout, runs[1].stdout), 1):
        if a != b:
            print(f"line {count} differs:\n  base: {a[:2000]}\n  here: {b[:2000]}")
            for run in runs:
                run.kill()
            return 1
        digest.update(a.encode())
    extra = [run.stdout.read() for run in runs if run.stdout is not None]
    codes = [run.wait() for run in runs]
    if any(extra) or any(codes):
        print(f"after {count} equal lines: one side has more output or failed ({codes})")
        return 1
    print(f"{count} lines identical over {len(TABLES)} tables x {args.games} games (sha256 {digest.hexdigest()[:16]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
