"""Ruder Syv's table hooks (see ``kortbord.table.gestures``).

- ``zone_tags``: every bid stays at its player's seat (on his won pile) until
  the hand ends; the bid leading so far (the last of equal bids) is marked,
  and ``gold_tags`` draws its tag in gold.
- ``pile_badges``: the bidder's won pile counts "tricks / bid".
- ``card_tags``: 7♦, the top trump, carries a small "Trump" tag in the own hand.
"""
from __future__ import annotations

from typing import Mapping

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.view import View

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

_ = Catalog("ruder_syv")
BID = _("R1.bid_tag", QT_TRANSLATE_NOOP("ruder_syv", "Bid: {bid}"))
LEADING = _("R3.leading", QT_TRANSLATE_NOOP("ruder_syv", "Bid: {bid} – highest"))
TRUMP = _("R4.trump_tag", QT_TRANSLATE_NOOP("ruder_syv", "Trump"))
OF_BID = _("R3.of_bid", QT_TRANSLATE_NOOP("ruder_syv", "{tricks} / {bid}"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """The bids made this hand at their seats, the leading one marked."""
    if view.public.get("phase") == "over":
        return {}
    leading = view.public.get("leading_bid")
    top = int(leading[0]) if leading else -1
    return {f"won/{seat}": (LEADING if int(seat) == top else BID)(bid=int(bid))
            for seat, bid in view.public.get("bids", {}).items()}


def gold_tags(view: View) -> list[str]:
    """The leading bid's tag, highlighted (R3: the last of equal bids leads)."""
    leading = view.public.get("leading_bid")
    if view.public.get("phase") == "over" or not leading:
        return []
    return [f"won/{int(leading[0])}"]


def pile_badges(view: View) -> Mapping[str, Message]:
    """The bidder's tricks against his bid, while the hand is played."""
    bidder = int(view.public.get("bidder", -1))
    if view.public.get("phase") != "play" or bidder < 0:
        return {}
    return {f"won/{bidder}": OF_BID(tricks=int(view.public["tricks"][bidder]), bid=int(view.public["bid"]))}


def card_tags(view: View) -> Mapping[Card, Message]:
    """The top trump marked in the own hand."""
    seven = Card.parse(str(view.public.get("trump_card", "7D")))
    return {seven: TRUMP()} if seven in view.hand else {}
