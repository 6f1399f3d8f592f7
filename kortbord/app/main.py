"""The command line and the start of the app.

    kortbord                                   resume the last game (or deal the last kind)
    kortbord --list-games                      the games, without opening a window
    kortbord --game olsen --players 4 --seed 7 [--names Anna,Bo,...] [--computers normal ...]
    kortbord --game olsen --players 4 --seed 7 --screenshot out.png   render the dealt table, exit
    kortbord --host --game whist --seats 2     host a game; 2 seats are open to other PCs
    kortbord --join HOST[:PORT] --name Mor [--code 123456]   join a hosted game

A second ``kortbord`` on the same data folder brings the running window to the
front and exits (``--list-games`` and ``--screenshot`` run beside it).
Arguments are parsed and checked before PySide6 is imported. The window
opens on an empty felt first; the game, its rules and computer players are
imported in the next turn of the event loop (``QTimer.singleShot(0, ...)``).
``KORTBORD_BENCH_STARTUP=1`` prints timestamps to stderr and quits once the
dealt table has been painted (``KORTBORD_BENCH_MOVES=N``: after N moves).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import dataclass
from typing import Any, Sequence

from ..engine import registry
from ..engine.options import OptionValue
from ..names import clean_name
from ..saves import Seat
from .players import DEFAULT_NAMES, NewGameChoice, default_level

LANGS = ("da", "sv", "en")


@dataclass(frozen=True)
class Launch:
    """What the command line asked for."""
    choice: NewGameChoice | None
    seed: int | None
    lang: str | None
    screenshot: str | None
    size: tuple[int, int]
    #: Seats open to other PCs when hosting (0: not hosting).
    host_seats: int = 0
    #: ``HOST[:PORT]`` of a table to join, the name to join with and the host's code.
    join: str | None = None
    name: str = ""
    code: str = ""


def bench_stamp(event: str, **extra: Any) -> None:
    """Print a benchmark timestamp to stderr (only under ``KORTBORD_BENCH_STARTUP``)."""
    if os.environ.get("KORTBORD_BENCH_STARTUP"):
        print(json.dumps({"bench": event, "t": time.time(), **extra}), file=sys.stderr, flush=True)


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kortbord", description="A card table for Danish and Swedish family card games.")
    parser.add_argument("--list-games", action="store_true", help="list the games and exit")
    parser.add_argument("--game", help="deal a new game of this id (see --list-games)")
    parser.add_argument("--players", type=int, help="number of players")
    parser.add_argument("--seed", type=int, help="shuffle seed (the same seed deals the same cards)")
    parser.add_argument("--names", nargs="+", metavar="NAME", help="players' names, clockwise from you (Anna,Bo,...)")
    parser.add_argument("--computers", nargs="+", metavar="LEVEL",
                        help="levels of the computer players (easy, normal, strong): one level for every seat "
                             "but yours, or one per "
                             "seat from the last seats backwards ('human' keeps a seat human; as many levels as "
                             "players makes every seat a computer player)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a house rule")
    parser.add_argument("--lang", choices=LANGS, help="language (default: the system's)")
    parser.add_argument("--screenshot", metavar="FILE", help="render the dealt table to a PNG file and exit")
    parser.add_argument("--size", default="1280x800", metavar="WxH", help="window size for --screenshot")
    parser.add_argument("--host", action="store_true", help="host the game on this network (see --seats)")
    parser.add_argument("--seats", type=int, default=1, metavar="N",
                        help="with --host: how many seats (the last ones) players on other PCs take")
    parser.add_argument("--join", metavar="HOST[:PORT]", help="join the game hosted at this address")
    parser.add_argument("--name", default="", help="with --join: your name at the table")
    parser.add_argument("--code", default="", help="with --join: the host's join code (else the dialog asks)")
    return parser


def list_games(lang: str | None) -> str:
    """One line per game: id, players, title in the language."""
    code = lang or os.environ.get("LANGUAGE", os.environ.get("LANG", "en"))[:2]
    code = code if code in LANGS else "en"
    lines = []
    for game_id in registry.GAME_IDS:
        info = registry.game_info(game_id)
        players = f"{info.min_players}-{info.max_players}"
        lines.append(f"{game_id:<15} {players:<6} {info.title(code)}")
    return "\n".join(lines)


def seats_for(info: registry.GameInfo, players: int, names: Sequence[str], computers: Sequence[str]) -> list[Seat]:
    """Seats from ``--names`` and ``--computers`` (see the help text)."""
    level = default_level(info)
    kinds: list[str] = ["human"] + [level] * (players - 1)
    if computers:
        if computers == ["none"]:
            kinds = ["human"] * players
        elif len(computers) == 1:
            kinds = ["human"] + list(computers) * (players - 1)
        elif len(computers) > players:
            raise ValueError(f"--computers: {len(computers)} levels for {players} players")
        else:
            kinds = ["human"] * (players - len(computers)) + list(computers)
    offered = [lv for lv in info.ai_levels if lv != "random"]
    for i, kind in enumerate(kinds):
        kinds[i] = kind if kind == "human" else info.level(kind)
        if kind != "human" and kinds[i] != registry.OLD_LEVELS.get(kind, kind):
            raise ValueError(f"{info.id} has no computer level {kind!r} (levels: {', '.join(offered)})")
    given = [n.strip() for arg in names for n in arg.split(",") if n.strip()]
    out = []
    for seat, kind in enumerate(kinds):
        name = clean_name(given[seat], seat) if seat < len(given) else DEFAULT_NAMES[seat]
        out.append(Seat(name, kind != "human", level if kind == "human" else kind))
    return out


def parse(argv: Sequence[str] | None) -> Launch | int:
    """Parse and check the command line; an int is an exit status (already handled)."""
    parser = make_parser()
    args = parser.parse_args(argv)
    if args.list_games:
        try:
            print(list_games(args.lang), flush=True)
        except BrokenPipeError:          # kortbord --list-games | head
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size: expected WxH, got {args.size!r}")
    explicit = any(v is not None for v in (args.game, args.players, args.names, args.computers)) or args.option \
        or args.screenshot
    choice = None
    if explicit:
        game = args.game or registry.GAME_IDS[0]
        try:
            info = registry.game_info(game)
        except KeyError:
            parser.error(f"unknown game {game!r}; kortbord --list-games lists them")
        players = args.players or info.default_players
        if not info.min_players <= players <= info.max_players:
            parser.error(f"{game} is for {info.min_players}-{info.max_players} players")
        try:
            seats = seats_for(info, players, args.names or [], args.computers or [])
            options: dict[str, OptionValue] = {}
            for pair in args.option:
                key, _sep, value = pair.partition("=")
                options[key] = info.options.parse_value(key, value)
            options = info.options.resolve(options)
        except ValueError as err:
            parser.error(str(err))
        choice = NewGameChoice(game, tuple(seats), options)
    seed = args.seed if args.seed is not None else (0 if args.screenshot else None)
    host_seats = 0
    if args.host:
        if args.join:
            parser.error("--host and --join: one PC hosts, the others join")
        if choice is None:
            info = registry.game_info(registry.GAME_IDS[0])
            choice = NewGameChoice(info.id, tuple(seats_for(info, info.default_players, [], [])),
                                   info.options.resolve({}))
        if not 1 <= args.seats < len(choice.seats):
            parser.error(f"--seats: 1 to {len(choice.seats) - 1} seats may be open in a game of {len(choice.seats)}")
        host_seats = args.seats
    return Launch(choice, seed, args.lang, args.screenshot, (width, height), host_seats, args.join,
                  args.name.strip(), args.code.strip())


#: Allocations from this size on get their own mapping (glibc's ``M_MMAP_THRESHOLD``).
MMAP_THRESHOLD = 256 * 1024


def fixed_mmap_threshold() -> None:
    """Keep glibc from moving full-window images into the heap.

    glibc raises its mmap threshold to the size of every mapped block freed; after the
    first felt of a large window is freed, the next ones come from the heap, whose
    holes are never given back (at 3840x2160 the heap grew 13 -> 118 MB in six games).
    A fixed threshold keeps every image in a mapping of its own, returned when freed.
    Nothing happens off glibc (Windows, macOS) or where the call is refused."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        ctypes.CDLL("libc.so.6").mallopt(-3, MMAP_THRESHOLD)   # -3: M_MMAP_THRESHOLD
    except (OSError, AttributeError):   # not glibc
        pass


def main(argv: Sequence[str] | None = None) -> int:
    bench_stamp("main")
    launch = parse(argv)
    if isinstance(launch, int):
        return launch
    if launch.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")   # before Qt starts (see table.deck)
    fixed_mmap_threshold()
    from .application import run

    return run(launch)

