"""How the games with running totals end: the best seats, and the sentence naming them.

``best_seats`` gives the seats with the highest total (the lowest where fewer
points are better); ``winners_text`` says "{seat} wins" for one of them and
"Shared win: #1, #3" for several, each game with its own messages.
"""
from __future__ import annotations

from typing import Sequence

from ..messages import Message, MessageTemplate, SeatRef


def best_seats(totals: Sequence[int], *, lowest: bool = False) -> list[int]:
    """The seats whose total is the highest (``lowest``: the lowest)."""
    best = min(totals) if lowest else max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def winners_text(winners: Sequence[int], won: MessageTemplate, shared: MessageTemplate) -> Message:
    """``won(seat=...)`` for a single winner, else ``shared(seats="#1, #3")``."""
    if len(winners) == 1:
        return won(seat=SeatRef(winners[0]))
    return shared(seats=", ".join(f"#{s + 1}" for s in winners))
