"""Saved games: JSON files that replay through the engine (Qt-free).

A save records how the match began and every move since::

    {"format": "kortbord-save", "version": 1, "game": "olsen",
     "options": {...}, "seats": [{"name": "Anna", "computer": false, "level": "normal"}, ...],
     "deals": [{"seed": 7, "dealer": 3}], "moves": ["1 play 7H", "2 draw", ...],
     "snapshot": {... GameState.to_dict() ...}}

``deals`` holds the seed and dealer the match was dealt with; later deals of a
match follow from the engine's own seeded generator, so they need no entry.
Loading deals again, replays every move through ``parse_move`` and ``apply``
(a tampered file cannot make an illegal position) and compares the result with
the snapshot. Writing is atomic: a temporary file is renamed over the old
save, so a crash or a full disk leaves the previous save as it was.

    >>> match = Match.start("olsen", [Seat("Anna"), Seat("Bo", True)], {}, seed=7)
    >>> match.apply(match.state.legal_moves(match.state.actors()[0])[0])
    >>> save(path, match); again = load(path)
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from .engine.events import Event
from .engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from .engine.moves import Move, MoveSyntaxError
from .engine.registry import game_info
from .engine.state import GameState, IllegalMove

SAVE_FORMAT = "kortbord-save"
SAVE_VERSION = 1

_ = Catalog("saves")
NOT_JSON = _("not_json", QT_TRANSLATE_NOOP("saves", "{file} cannot be read: it is not a kortbord save."))
NOT_A_SAVE = _("not_a_save", QT_TRANSLATE_NOOP("saves", "{file} is not a kortbord save."))
NEWER = _("newer_version", QT_TRANSLATE_NOOP(
    "saves", "{file} was saved by a newer version of kortbord and cannot be opened."))
UNKNOWN_GAME = _("unknown_game", QT_TRANSLATE_NOOP(
    "saves", "{file} is a game of \u201c{game}\u201d, which this version of kortbord does not have."))
DAMAGED = _("damaged", QT_TRANSLATE_NOOP("saves", "{file} is damaged ({detail})."))
BAD_MOVE = _("bad_move", QT_TRANSLATE_NOOP(
    "saves", "{file} is damaged: move {number} (\u201c{move}\u201d) cannot be read."))
ILLEGAL = _("illegal_move", QT_TRANSLATE_NOOP(
    "saves", "{file} has been changed: move {number} (\u201c{move}\u201d) is not allowed there. {reason}"))
MISMATCH = _("snapshot_mismatch", QT_TRANSLATE_NOOP(
    "saves", "{file} has been changed: the cards on the table do not match the moves played."))
UNREADABLE = _("unreadable", QT_TRANSLATE_NOOP("saves", "{file} cannot be opened ({detail})."))


class SaveError(Exception):
    """A save that cannot be loaded or written; ``message`` says why, translatably."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a seat: a name, and a computer player's level (``computer``)."""
    name: str
    computer: bool = False
    level: str = "normal"


@dataclass(frozen=True, slots=True)
class Deal:
    """How a match was dealt: the shuffle seed and the first dealer (None: chosen by the seed)."""
    seed: int
    dealer: int | None = None


@dataclass
class Match:
    """A game in progress: how it began, the moves since, and the live state."""
    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    deal: Deal
    state: GameState
    moves: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, game: str, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,
              seed: int = 0, dealer: int | None = None) -> "Match":
        """Deal a new match of ``game`` for ``seats``."""
        info = game_info(game)
        resolved = info.options.resolve(options)
        state = new_state(game, len(seats), resolved, Deal(seed, dealer))
        return cls(game, resolved, tuple(seats), Deal(seed, dealer), state)

    def apply(self, move: Move) -> list[Event]:
        """Apply ``move`` to the state and log it."""
        events = self.state.apply(move)
        self.moves.append(str(move))
        return events

    def record(self, move_text: str) -> None:
        """Log a move that was applied to ``state`` elsewhere (by the table's controller)."""
        self.moves.append(move_text)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seats": [{"name": s.name, "computer": s.computer, "level": s.level} for s in self.seats],
            "deals": [{"seed": self.deal.seed, "dealer": self.deal.dealer}],
            "moves": list(self.moves),
            "snapshot": self.state.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, file: str = "") -> "Match":
        """Rebuild a match by replaying its moves; ``SaveError`` when anything is wrong."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(NOT_A_SAVE(file=file))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError(DAMAGED(file=file, detail="version"))
        if version > SAVE_VERSION:
            raise SaveError(NEWER(file=file))
        game = data.get("game")
        if not isinstance(game, str):
            raise SaveError(DAMAGED(file=file, detail="game"))
        try:
            info = game_info(game)
        except (KeyError, ImportError):
            raise SaveError(UNKNOWN_GAME(file=file, game=game)) from None
        try:
            options = info.options.resolve(_mapping(data, "options"))
            seats = tuple(_seat(s) for s in _list(data, "seats"))
            deals = _list(data, "deals")
            if not deals:
                raise ValueError("deals")
            deal = _deal(deals[0])
            moves = [m for m in _list(data, "moves") if _is_str(m)]
            if len(moves) != len(data["moves"]):
                raise ValueError("moves")
            snapshot = _mapping(data, "snapshot")
            state = new_state(game, len(seats), options, deal)
        except (KeyError, TypeError, ValueError) as err:
            raise SaveError(DAMAGED(file=file, detail=str(err).strip("'\"") or type(err).__name__)) from None
        for number, text in enumerate(moves, 1):
            try:
                move = state.parse_move(text)
            except MoveSyntaxError:
                raise SaveError(BAD_MOVE(file=file, number=number, move=text)) from None
            try:
                state.apply(move)
            except IllegalMove as err:
                raise SaveError(ILLEGAL(file=file, number=number, move=text, reason=err.reason)) from None
        if _plain(state.to_dict()) != _plain(snapshot):
            raise SaveError(MISMATCH(file=file))
        return cls(game, options, seats, deal, state, moves)


def new_state(game: str, players: int, options: Mapping[str, Any], deal: Deal) -> GameState:
    """Deal ``game`` as ``deal`` says (the dealer is passed only when fixed)."""
    extra: dict[str, Any] = {} if deal.dealer is None else {"dealer": deal.dealer}
    return game_info(game).new_game(players, options, seed=deal.seed, **extra)


def save(path: Path, match: Match) -> None:
    """Write ``match`` to ``path`` atomically (temporary file, fsync, rename)."""
    text = json.dumps(match.to_dict(), ensure_ascii=False, indent=1)
    write_atomic(path, text)


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` so that readers see the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def load(path: Path) -> Match:
    """Read and replay the save at ``path``; ``SaveError`` with a clear message otherwise.

    A failed load leaves the file untouched.
    """
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise SaveError(UNREADABLE(file=path.name, detail=err.strerror or type(err).__name__)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise SaveError(NOT_JSON(file=path.name)) from None
    return Match.from_dict(data, path.name)


# --- reading helpers ------------------------------------------------------------

def _mapping(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data[key]
    if not isinstance(value, dict):
        raise ValueError(key)
    return value


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data[key]
    if not isinstance(value, list):
        raise ValueError(key)
    return value


def _is_str(value: Any) -> bool:
    return isinstance(value, str)


def _seat(value: Any) -> Seat:
    if not isinstance(value, dict) or not isinstance(value.get("name"), str):
        raise ValueError("seats")
    computer, level = value.get("computer", False), value.get("level", "normal")
    if not isinstance(computer, bool) or not isinstance(level, str):
        raise ValueError("seats")
    return Seat(value["name"], computer, level)


def _deal(value: Any) -> Deal:
    if not isinstance(value, dict):
        raise ValueError("deals")
    seed, dealer = value.get("seed"), value.get("dealer")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("deals")
    if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)):
        raise ValueError("deals")
    return Deal(seed, dealer)


def _plain(value: Any) -> Any:
    """JSON-normalised copy (tuples become lists) for comparing snapshots."""
    return json.loads(json.dumps(value))
