"""29 at the table: the running total on the pile and the cards won for the score panel.

The table's hooks (``kortbord.table.gestures``), Qt-free:

- ``zone_tags``: "Sum: 22" on the pile (A8: the total is always shown), large and
  above the pile (``LARGE_TAGS``, spec "Layout": a large running total beside it);
- ``tallies``: with partnerships, each player's own cards won in this deal (the
  score sheet counts per pair);
- ``hand_order``: the own hand sorted by value; ``assist``: the cards that make
  exactly 29 get a soft rim; ``DIM_UNPLAYABLE``: cards that would pass 29 are dimmed.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import RANKS, Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.view import View
from .rules import VALUE

_ = Catalog("twentynine")
SUM_TAG = _("A8.sum", QT_TRANSLATE_NOOP("twentynine", "Sum: {total}"))
WON_NOW = _("S3.won_now", QT_TRANSLATE_NOOP("twentynine", "Won by each"))
LARGE_TAGS = ("pile",)


def zone_tags(view: View) -> Mapping[str, Message]:
    """The running total on the pile, while a deal is played."""
    if view.public.get("phase") != "play" or not view.public.get("total"):
        return {}
    return {"pile": SUM_TAG(total=int(view.public.get("total", 0)))}


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    """With partnerships, the cards each player has won in this deal."""
    counts = list(view.public.get("won_counts", []))
    if not view.public.get("pairs") or len(counts) != view.players:
        return []
    return [(WON_NOW(), counts)]


#: Cards that would take the total over 29 are dimmed, the reason as their tooltip.
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)


def hand_order(card: Card) -> tuple[int, int, str]:
    """The own hand sorted by value, as a 29 player holds it (suits play no part)."""
    return (VALUE[card], RANKS.index(card.rank), card.suit)


def assist(view: View) -> list[Card]:
    """The hand cards that make exactly 29 now (a soft highlight)."""
    room = int(view.public.get("room", 0))
    return [c for c in view.hand if VALUE.get(c) == room] if view.public.get("total") else []
