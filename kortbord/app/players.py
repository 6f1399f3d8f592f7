"""Who sits at the table by default: names and computer levels (Qt-free)."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.options import OptionValue
from ..engine.registry import GameInfo
from ..names import DEFAULT_NAMES as DEFAULT_NAMES
from ..saves import Seat

MAX_SEATS = 10


def default_level(info: GameInfo) -> str:
    """The level of a new game's computer players: the middle one, "normal"."""
    return info.level("normal")


def default_seats(info: GameInfo, players: int, level: str | None = None) -> list[Seat]:
    """Seat 0 is the human at the bottom of the table; the others are computer players."""
    lv = level or default_level(info)
    return [Seat(DEFAULT_NAMES[i], i > 0, lv) for i in range(players)]


@dataclass(frozen=True)
class NewGameChoice:
    """A game to deal: which, who sits where, and the house rules."""
    game: str
    seats: tuple[Seat, ...]
    options: dict[str, OptionValue]
