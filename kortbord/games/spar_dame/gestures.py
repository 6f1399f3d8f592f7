"""Spar Dame's table hooks (see ``kortbord.table.gestures``).

``zone_tags``: beside each won pile the scoring cards its player has taken, for
everyone to see as when the trick is gathered: the hearts counted, the special
cards named ("5 ♥ · Q♠ · J♦"). ``ARRIVALS``: the cards passed to the player are
rimmed for a few seconds in his hand.
"""
from __future__ import annotations

from typing import Mapping

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.view import View

_ = Catalog("spar_dame")
HEARTS = _("T1.hearts", QT_TRANSLATE_NOOP("spar_dame", "{n} ♥"))
ONE = _("T1.card", QT_TRANSLATE_NOOP("spar_dame", "{card}"))
AND = _("T1.and", QT_TRANSLATE_NOOP("spar_dame", "{taken} · {card}"))
ARRIVALS = ("pass/*",)
#: The cards named on their own, besides the hearts counted.
NAMED = ("QS", "JD")


def taken(cards: list[str]) -> Message | None:
    """The tag of one pile's scoring cards (None when it holds none)."""
    hearts = sum(1 for c in cards if c.endswith("H"))
    tag = HEARTS(n=hearts) if hearts else None
    for name in (c for c in NAMED if c in cards):
        tag = ONE(card=Card.parse(name)) if tag is None else AND(taken=tag, card=Card.parse(name))
    return tag


def zone_tags(view: View) -> Mapping[str, Message]:
    """The scoring cards each player has won this hand, on his pile."""
    tags = {f"won/{seat}": taken(list(cards)) for seat, cards in view.public.get("scoring_cards", {}).items()}
    return {zone: tag for zone, tag in tags.items() if tag is not None}
