"""Whist's table hooks (see ``kortbord.table.gestures``).

``zone_tags``: the contract banner in the middle of the table, with both pairs'
tricks ("Grand – Anna & Carla (bidder: Anna) · Anna & Carla 5 – Bo & Dennis 3").
``assist``: in the bidding, the suggested bid cards (the lowest red and black, A1)
rimmed. ``spent_choices``: without a red card the Grand button stays, greyed, with
"No red card – Grand is impossible" (likewise Nolo).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, Param, SeatRef
from ...engine.moves import Move
from ...engine.view import View
from .rules import DESCRIBE_GRAND, DESCRIBE_NOLO, NO_BLACK, NO_RED, PAIRS, Contract, suggested_bid

#: A bid card lies on the bid spot, and may be dragged back, until he clicks Confirm.
CONFIRM = ("bid",)

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

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


def _bidding(view: View) -> bool:
    seat = view.seat
    return view.public.get("phase") == "bid" and seat is not None and seat not in view.public.get("chosen", [])


def assist(view: View) -> Sequence[Card]:
    """The lowest red and the lowest black card: what Grand and Nolo would put down."""
    if not _bidding(view):
        return []
    hand = list(view.hand)
    return [c for c in (suggested_bid(hand, Contract.GRAND), suggested_bid(hand, Contract.NOLO)) if c is not None]


def spent_choices(view: View) -> Sequence[tuple[Move, Message, Message]]:
    """Grand without a red card, Nolo without a black one: greyed, with the reason."""
    if not _bidding(view) or view.seat is None:
        return []
    hand, seat = list(view.hand), view.seat
    out = []
    for contract, label, reason in ((Contract.GRAND, DESCRIBE_GRAND, NO_RED), (Contract.NOLO, DESCRIBE_NOLO, NO_BLACK)):
        if suggested_bid(hand, contract) is None:
            out.append((Move(seat, "bid", (), contract.value), label(), reason()))
    return out
