"""Score sheets as data: the table shows them, it never adds them up.

A row's ``label`` says in full what it scores ("Hand 3: Grand by North–South,
9 tricks – made", citing the S-rule); its ``short`` names the round in a few
words for the sheet's row ("Hand 3"), the label then being its detail (the
tooltip). Rows without ``short`` show their label.
"""
from __future__ import annotations

from dataclasses import dataclass

from .messages import QT_TRANSLATE_NOOP, Catalog, Message

_ = Catalog("score")
#: Short row labels shared by the games.
HAND = _("hand", QT_TRANSLATE_NOOP("score", "Hand {n}"))
DEAL = _("deal", QT_TRANSLATE_NOOP("score", "Deal {n}"))
ROUND = _("round", QT_TRANSLATE_NOOP("score", "Round {n}"))


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One line of the sheet: a round or a scoring item (label cites the S-rule)."""
    label: Message
    values: tuple[int | None, ...]
    #: The row's name in a few words ("Hand 3"); None = the label itself.
    short: Message | None = None

    @property
    def title(self) -> Message:
        """What the sheet's row says: the short label, else the label."""
        return self.label if self.short is None else self.short


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
