"""Score sheets as data: the table shows them, it never adds them up."""
from __future__ import annotations

from dataclasses import dataclass

from .messages import Message


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One line of the sheet: a round or a scoring item (label cites the S-rule)."""
    label: Message
    values: tuple[int | None, ...]


@dataclass(frozen=True)
class ScoreSheet:
    #: Column headers: one per seat unless ``teams`` groups seats.
    players: int
    rows: tuple[ScoreRow, ...]
    totals: tuple[int, ...]
    #: Winning seats once the game is over (several on a shared win).
    winners: tuple[int, ...] = ()
    finished: bool = False
    lower_is_better: bool = False
    target: int | None = None
    #: Seats grouped in teams (columns then follow the teams); empty = one column per seat.
    teams: tuple[tuple[int, ...], ...] = ()
    #: A one-line summary of the state of play for the panel (contract, trump...).
    status: Message | None = None
