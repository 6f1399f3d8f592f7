"""Saved games: JSON files that replay through the engine (Qt-free).

A save records how the match began and every move since. ``Match.to_dict`` is
the open form::

    {"format": "kortbord-save", "version": 2, "game": "olsen",
     "options": {...}, "seats": [{"name": "Anna", "computer": false, "level": "normal"}, ...],
     "deals": [{"seed": 7, "dealer": 3}], "moves": ["1 play 7H", "2 draw", ...],
     "snapshot": {... GameState.to_dict() ...}}

On disk (``save``) the format, version, game and seats stay plain and the rest
is sealed (``kortbord.seal``: compressed, encoded and checked, so a glance shows
no card and a naive edit is refused). Version-1 saves, all open, are still read.

``deals`` holds the seed and dealer the match was dealt with; later deals of a
match follow from the engine's own seeded generator. Loading deals again,
replays every move through ``parse_move`` and ``apply`` (a changed file cannot
make an illegal position) and compares the result with the snapshot. ``load``
reads only a regular file of at most ``MAX_BYTES``, bounds every field, and
raises nothing but ``SaveError``, whose message says why in the user's
language. When a move cannot be replayed or the snapshot disagrees,
``SaveError.last_legal`` tells how many moves did replay, and ``salvage``
resumes there. Writing is atomic (``kortbord.savefile``).

    >>> match = Match.start("olsen", [Seat("Anna"), Seat("Bo", True)], {}, seed=7)
    >>> match.apply(match.state.legal_moves(match.state.actors()[0])[0])
    >>> save(path, match); again = load(path)
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence, TypeGuard, TypeVar

from .engine.events import Event
from .engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from .engine.moves import Move
from .engine.registry import GameInfo, game_info
from .engine.state import GameState, IllegalMove
from .names import clean_name, clean_text
from .savefile import NotAFile, TooBig, read_regular
from .savefile import write_atomic as write_atomic
from .seal import SealError, seal, unseal
from .seal import loads as json_loads

SAVE_FORMAT = "kortbord-save"
SAVE_VERSION = 2
#: The largest save read, in bytes (a genuine 9,000-move match is about 150 kB).
MAX_BYTES = 4 * 1024 * 1024
#: The most moves a save may hold (a long genuine match has about 9,000).
MAX_MOVES = 50_000
#: The longest text of one move (the longest seen in play is about 40 characters).
MAX_MOVE_TEXT = 400
#: Seeds are 64-bit numbers (the command line also takes negative ones).
SEEDS = range(-(1 << 63), 1 << 64)
T = TypeVar("T")
_HEADER = ("format", "version", "game", "seats")
_PRIVATE = ("options", "deals", "moves", "snapshot")

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
NOT_A_FILE = _("not_a_file", QT_TRANSLATE_NOOP(
    "saves", "{file} is not an ordinary file, so it cannot be a kortbord save."))
TOO_BIG = _("too_big", QT_TRANSLATE_NOOP(
    "saves", "{file} is far too large to be a kortbord save ({size} MB)."))
TAMPERED = _("tampered", QT_TRANSLATE_NOOP(
    "saves", "{file} has been changed outside kortbord, so the game in it cannot be trusted."))
NOT_SAVED = _("not_saved", QT_TRANSLATE_NOOP("saves", "The game could not be saved in {file} ({detail})."))


class SaveError(Exception):
    """A save that cannot be loaded or written; ``message`` says why, translatably.

    ``last_legal``: when the file was readable but move ``last_legal + 1`` could not be
    replayed (or the snapshot disagrees with all ``last_legal`` moves), the match can
    resume after that many moves (``salvage``); None otherwise.
    """

    def __init__(self, message: Message, last_legal: int | None = None) -> None:
        super().__init__(message.english())
        self.message = message
        self.last_legal = last_legal


class NewerSave(SaveError):
    """The save was written by a newer version: leave it as it is."""


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
        """Deal a new match of ``game`` for ``seats`` (their names cleaned)."""
        info = game_info(game)
        resolved = info.options.resolve(options)
        state = new_state(game, len(seats), resolved, Deal(seed, dealer))
        cleaned = tuple(Seat(clean_name(s.name, i), s.computer, s.level) for i, s in enumerate(seats))
        return cls(game, resolved, cleaned, Deal(seed, dealer), state)

    def apply(self, move: Move) -> list[Event]:
        """Apply ``move`` to the state and log it."""
        events = self.state.apply(move)
        self.moves.append(str(move))
        return events

    def record(self, move_text: str) -> None:
        """Log a move that was applied to ``state`` elsewhere (by the table's controller)."""
        self.moves.append(move_text)

    def to_dict(self) -> dict[str, Any]:
        """The open form (JSON-plain); ``save`` seals its private part on disk."""
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
        """Rebuild a match by replaying its moves; ``SaveError`` when anything is wrong.

        ``data`` is the open form, or a sealed save as read from disk.
        """
        return _guarded(file, lambda: _replay(_opened(data, file), file, salvage=False))


@dataclass(frozen=True)
class _Opened:
    """A save's fields, each checked for type and range, before the replay."""
    info: GameInfo
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    deal: Deal
    moves: list[str]
    snapshot: Mapping[str, Any]


def new_state(game: str, players: int, options: Mapping[str, Any], deal: Deal) -> GameState:
    """Deal ``game`` as ``deal`` says (the dealer is passed only when fixed)."""
    extra: dict[str, Any] = {} if deal.dealer is None else {"dealer": deal.dealer}
    return game_info(game).new_game(players, options, seed=deal.seed, **extra)


def dumps(match: Match) -> bytes:
    """The bytes of ``match``'s save file: plain header, sealed rest (UTF-8, or ASCII
    escapes when a name holds something UTF-8 cannot encode)."""
    data = match.to_dict()
    header = {key: data[key] for key in _HEADER}
    sealed = {**header, **seal(header, {key: data[key] for key in _PRIVATE})}
    try:
        return json.dumps(sealed, ensure_ascii=False, indent=1).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(sealed, ensure_ascii=True, indent=1).encode("ascii")


def save(path: Path, match: Match) -> None:
    """Write ``match`` to ``path`` atomically; ``SaveError`` (the old save stays) on failure."""
    try:
        write_atomic(path, dumps(match))
    except (OSError, ValueError) as err:
        detail = (err.strerror if isinstance(err, OSError) else None) or type(err).__name__
        raise SaveError(NOT_SAVED(file=path.name, detail=detail)) from None


def load(path: Path) -> Match:
    """Read and replay the save at ``path``; ``SaveError`` with a clear message otherwise.

    A failed load leaves the file untouched.
    """
    data = _read(path)
    return _guarded(path.name, lambda: _replay(_opened(data, path.name), path.name, salvage=False))


def salvage(path: Path) -> Match | None:
    """The match of a damaged save replayed up to its last legal move (see
    ``SaveError.last_legal``); None when the save is sound or cannot be salvaged."""
    try:
        load(path)
        return None
    except SaveError as err:
        if err.last_legal is None:
            return None
        keep = err.last_legal
    try:
        data = _read(path)
        opened = _guarded(path.name, lambda: _opened(data, path.name))
        opened.moves[keep:] = []
        return _guarded(path.name, lambda: _replay(opened, path.name, salvage=True))
    except SaveError:
        return None


def is_newer(path: Path) -> bool:
    """True when ``path`` is a readable save written by a newer version."""
    try:
        _read(path)
    except NewerSave:
        return True
    except SaveError:
        pass
    return False


# --- reading ------------------------------------------------------------------------

def _read(path: Path) -> Any:
    """The open form of the save at ``path`` (unsealed), its header checked."""
    name = path.name
    try:
        raw = read_regular(path, MAX_BYTES)
    except NotAFile:
        raise SaveError(NOT_A_FILE(file=name)) from None
    except TooBig as err:
        raise SaveError(TOO_BIG(file=name, size=max(1, round(err.size / 1e6)))) from None
    except OSError as err:
        raise SaveError(UNREADABLE(file=name, detail=err.strerror or type(err).__name__)) from None
    except Exception as err:  # noqa: BLE001 - e.g. a path the OS cannot name: every failure is a SaveError
        raise SaveError(UNREADABLE(file=name, detail=type(err).__name__)) from None
    try:
        data = json_loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):   # bad UTF-8, bad JSON, a number of 4,300 digits
        raise SaveError(NOT_JSON(file=name)) from None
    return _guarded(name, lambda: _unsealed(data, name))


def _unsealed(data: Any, file: str) -> Any:
    _check_header(data, file)
    if "sealed" not in data:
        return data
    header = {key: data.get(key) for key in _HEADER}
    try:
        private = unseal(header, data.get("sealed"), data.get("check"), MAX_BYTES)
    except SealError:
        raise SaveError(TAMPERED(file=file)) from None
    if not isinstance(private, dict) or set(private) != set(_PRIVATE):
        raise SaveError(DAMAGED(file=file, detail="sealed"))
    return {**private, **header}


def _check_header(data: Any, file: str) -> GameInfo:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(NOT_A_SAVE(file=file))
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(DAMAGED(file=file, detail="version"))
    if version > SAVE_VERSION:
        raise NewerSave(NEWER(file=file))
    game = data.get("game")
    if not isinstance(game, str) or not 0 < len(game) <= 64:
        raise SaveError(DAMAGED(file=file, detail="game"))
    try:
        return game_info(game)
    except (KeyError, ImportError):
        raise SaveError(UNKNOWN_GAME(file=file, game=_shown(game))) from None


def _opened(data: Any, file: str) -> _Opened:
    """Every field of the open form checked; ``SaveError`` naming the first bad one."""
    info = _check_header(data, file)
    current = ""
    try:
        current = "seats"
        seats = _seats(data.get("seats"), info)
        current = "options"
        options = info.options.resolve(_typed(data.get("options"), dict))
        current = "deals"
        deals = _typed(data.get("deals"), list)
        if not 1 <= len(deals) <= 64:
            raise ValueError
        deal = _deal(deals[0], len(seats))
        current = "moves"
        moves = _typed(data.get("moves"), list)
        if len(moves) > MAX_MOVES or not all(isinstance(m, str) and len(m) <= MAX_MOVE_TEXT for m in moves):
            raise ValueError
        current = "snapshot"
        snapshot = _typed(data.get("snapshot"), dict)
    except (TypeError, ValueError):
        raise SaveError(DAMAGED(file=file, detail=current)) from None
    return _Opened(info, options, seats, deal, list(moves), snapshot)


def _replay(opened: _Opened, file: str, salvage: bool) -> Match:
    """Deal and replay; a salvage stops quietly at the first move that fails."""
    state = new_state(opened.info.id, len(opened.seats), opened.options, opened.deal)
    for number, text in enumerate(opened.moves, 1):
        try:
            move = state.parse_move(text)
        except Exception:  # noqa: BLE001 - any failure to read a move text is a damaged move
            raise SaveError(BAD_MOVE(file=file, number=number, move=_shown(text)), number - 1) from None
        try:
            state.apply(move)
        except IllegalMove as err:
            raise SaveError(ILLEGAL(file=file, number=number, move=_shown(text), reason=err.reason),
                            number - 1) from None
        except Exception:  # noqa: BLE001 - a rule that trips over a strange move
            raise SaveError(BAD_MOVE(file=file, number=number, move=_shown(text)), number - 1) from None
    if not salvage and _plain(state.to_dict()) != _plain(opened.snapshot):
        raise SaveError(MISMATCH(file=file), len(opened.moves))
    return Match(opened.info.id, opened.options, opened.seats, opened.deal, state, opened.moves)


def _guarded(file: str, work: Callable[[], T]) -> T:
    """``work()``, with every exception but ``SaveError`` turned into one (the last net
    under strange input: deep nesting, rules tripping over a hand-made snapshot)."""
    try:
        return work()
    except SaveError:
        raise
    except Exception as err:  # noqa: BLE001 - nothing but SaveError leaves the reader
        raise SaveError(DAMAGED(file=file, detail=type(err).__name__)) from None


def _seats(value: Any, info: GameInfo) -> tuple[Seat, ...]:
    seats = _typed(value, list)
    if not info.min_players <= len(seats) <= info.max_players:
        raise ValueError
    levels = ("random", *info.ai_levels)
    out = []
    for index, seat in enumerate(seats):
        entry = _typed(seat, dict)
        name, computer, level = entry.get("name"), entry.get("computer", False), entry.get("level", "normal")
        if not isinstance(name, str) or not isinstance(computer, bool) or not isinstance(level, str):
            raise ValueError
        if len(level) > 32:
            raise ValueError
        if level not in levels:     # a level this version lacks: its strongest computer player
            level = levels[-1]
        out.append(Seat(clean_name(name, index), computer, level))
    return tuple(out)


def _deal(value: Any, players: int) -> Deal:
    entry = _typed(value, dict)
    seed, dealer = entry.get("seed"), entry.get("dealer")
    if not _is_int(seed) or seed not in SEEDS:
        raise ValueError
    if dealer is not None and (not _is_int(dealer) or not 0 <= dealer < players):
        raise ValueError
    return Deal(seed, dealer)


def _typed(value: Any, kind: type) -> Any:
    if not isinstance(value, kind):
        raise TypeError
    return value


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(text: str) -> str:
    """A text from a save as it may appear in a message: printable and short."""
    return clean_text(text, 40)


def _plain(value: Any) -> Any:
    """JSON-normalised copy (tuples become lists) for comparing snapshots."""
    return json.loads(json.dumps(value))
