"""Undo where it is fair: one human takes back his last move (Qt-free).

The match's move list is the truth. Taking back the human's last move means
dealing the match again from its seed and replaying the moves before it: the
engine is deterministic, so the position is exactly the one the human saw.
The computers' replies after that move go too. Undo is fair only with one
human at the table (with several, one would take back what the others saw),
and it never crosses the start of a deal: once a deal is scored, its cards
stay played. ``Undo`` keeps where the current deal began and whether undo has
been used in this match (the statistics mark such a game).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.events import EventKind
from ..saves import Match


def humans(match: Match) -> int:
    """How many seats people play."""
    return sum(1 for seat in match.seats if not seat.computer)


def deal_start(match: Match) -> int:
    """The number of moves made before the current deal began (replays the match)."""
    again = Match.start(match.game, match.seats, match.options, match.deal.seed, match.deal.dealer)
    start = 0
    for number, text in enumerate(match.moves, 1):
        events = again.apply(again.state.parse_move(text))
        if any(e.kind is EventKind.ROUND_OVER for e in events):
            start = number
    return start


def mover(text: str) -> int | None:
    """The seat of a move text ("2 play QS" -> 2)."""
    head = text.split(" ", 1)[0]
    return int(head) if head.isdigit() else None


def undo_mark(match: Match) -> str:
    """Names a match, for remembering across a restart that undo was used in it."""
    return f"{match.game}/{match.deal.seed}/{match.deal.dealer}"


def rewound(match: Match, length: int) -> Match:
    """A new match like ``match`` with only its first ``length`` moves made."""
    again = Match.start(match.game, match.seats, match.options, match.deal.seed, match.deal.dealer)
    for text in match.moves[:length]:
        again.apply(again.state.parse_move(text))
    return again


@dataclass
class Undo:
    """Undo for one match: where its current deal began, and whether undo was used."""
    match: Match
    start: int = 0
    used: bool = False

    @classmethod
    def follow(cls, match: Match, used: bool = False) -> "Undo":
        return cls(match, deal_start(match), used)

    def round_over(self) -> None:
        """The deal was scored: its moves can no longer be taken back."""
        self.start = len(self.match.moves)

    def target(self, seat: int | None) -> int | None:
        """How many moves stay when ``seat`` takes back its last move (None: no undo)."""
        if seat is None or humans(self.match) != 1 or self.match.state.is_over():
            return None
        for index in range(len(self.match.moves) - 1, self.start - 1, -1):
            if mover(self.match.moves[index]) == seat:
                return index
        return None

    def users(self, seat: int | None) -> tuple[int, ...]:
        """The seats to mark in the statistics: ``seat`` if undo was used."""
        return (seat,) if self.used and seat is not None else ()

    def take_back(self, seat: int | None) -> Match | None:
        """The match as it was before ``seat``'s last move (None: nothing to undo)."""
        length = self.target(seat)
        if length is None:
            return None
        self.match = rewound(self.match, length)
        self.used = True
        return self.match
