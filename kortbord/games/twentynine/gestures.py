"""29 at the table: the running total on the pile and the cards won for the score panel.

The table's hooks (``kortbord.table.gestures``), Qt-free:

- ``zone_tags``: "Sum: 22" on the pile (A8: the total is always shown);
- ``tallies``: each player's cards won in this deal and over the game so far.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.view import View

_ = Catalog("twentynine")
SUM_TAG = _("A8.sum", QT_TRANSLATE_NOOP("twentynine", "Sum: {total}"))
WON_NOW = _("S1.won_now", QT_TRANSLATE_NOOP("twentynine", "Cards this deal"))
WON_ALL = _("S2.won_all", QT_TRANSLATE_NOOP("twentynine", "Cards in all"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """The running total on the pile, while a deal is played."""
    if view.public.get("phase") != "play":
        return {}
    return {"pile": SUM_TAG(total=int(view.public.get("total", 0)))}


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    """Cards won per player: in this deal, and (with several deals) in all."""
    out: list[tuple[Message, Sequence[int]]] = [(WON_NOW(), list(view.public.get("won_counts", [])))]
    if int(view.public.get("deals", 1)) > 1:
        out.append((WON_ALL(), list(view.public.get("scores", []))))
    return [(header, values) for header, values in out if len(values) == view.players]
