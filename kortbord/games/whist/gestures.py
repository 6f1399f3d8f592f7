"""Whist's table hooks (see ``kortbord.table.gestures``).

``zone_tags``: the contract banner in the middle of the table, with both pairs'
tricks ("Grand – Anna & Carla (bidder: Anna) · Anna & Carla 5 – Bo & Dennis 3").
"""
from __future__ import annotations

from typing import Mapping

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, Param, SeatRef
from ...engine.view import View
from .rules import PAIRS

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True

_ = Catalog("whist")
GRAND = _("T1.grand", QT_TRANSLATE_NOOP(
    "whist", "Grand – {a} and {b} (bidder: {bidder}) · {a} and {b} {ab} – {c} and {d} {cd}"))
NOLO = _("T1.nolo", QT_TRANSLATE_NOOP("whist", "Nolo · {a} and {b} {ab} – {c} and {d} {cd}"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """The contract and the tricks per pair, the declaring pair first, while a hand is played."""
    public = view.public
    if public.get("phase") != "play":
        return {}
    bidder = int(public.get("bidder", -1))
    first = PAIRS.team_of(bidder) if bidder >= 0 else 0
    ours, theirs = PAIRS.teams[first], PAIRS.teams[1 - first]
    tricks = public["pair_tricks"]
    pairs: dict[str, Param] = dict(a=SeatRef(ours[0]), b=SeatRef(ours[1]), ab=int(tricks[first]),
                 c=SeatRef(theirs[0]), d=SeatRef(theirs[1]), cd=int(tricks[1 - first]))
    if public.get("contract") == "grand" and bidder >= 0:
        return {"stock": GRAND(bidder=SeatRef(bidder), **pairs)}
    return {"stock": NOLO(**pairs)}
