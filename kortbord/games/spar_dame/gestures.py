"""Spar Dame's table hooks (see ``kortbord.table.gestures``).

``taken_cards``: beside each player's name the scoring cards he has taken, as
small face-up miniatures, for everyone to see as when the trick is gathered (the
hearts, Q♠, J♦; hovering names them). ``ARRIVALS``: the cards passed to the
player are rimmed for a few seconds in his hand.
"""
from __future__ import annotations

from typing import Mapping

from ...engine.cards import Card
from ...engine.view import View

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

ARRIVALS = ("pass/*",)
#: The scoring cards besides the hearts.
NAMED = ("QS", "JD")


def taken_cards(view: View) -> Mapping[int, list[Card]]:
    """The scoring cards each player has won this hand: his hearts by rank, then Q♠, J♦."""
    out: dict[int, list[Card]] = {}
    for seat, texts in view.public.get("scoring_cards", {}).items():
        cards = [Card.parse(str(c)) for c in texts]
        hearts = sorted((c for c in cards if c.suit == "H"), key=lambda c: "23456789TJQKA".index(c.rank))
        out[int(seat)] = hearts + [c for name in NAMED for c in cards if c.text == name]
    return {seat: cards for seat, cards in out.items() if cards}
