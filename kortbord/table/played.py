"""The cards played so far in the deal, a memory aid (Bismarck's played-cards view).

A panel over the table (``last_trick.CardsPanel``): a row per suit, the
played cards high to low, and the cards laid away as the viewer knows them:
forehand sees his own discards, the others four backs, until the game names
them (``public()["last_discards"]``, with ``reveal_discards`` after the last
trick).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.kit.tricks import ACE_HIGH, plays_from_public
from ..engine.view import View
from .panel import CardsPanel, Shown

if TYPE_CHECKING:
    from .deck import CardRenderer

SUIT_ROWS = (("S", "♠"), ("H", "♥"), ("C", "♣"), ("D", "♦"))
#: The cards' size (of the last trick's) and where forehand's discards lie during the deal.
PLAYED_SCALE = 0.6
DISCARDS = "widow"


def played_rows(view: View) -> list[tuple[str, list[Shown]]]:
    """The panel's rows: each suit's played cards high to low, then the discards."""
    played = [card for _t, _s, card in plays_from_public(view.public)]
    rows: list[tuple[str, list[Shown]]] = []
    for suit, symbol in SUIT_ROWS:
        cards = sorted((c for c in played if c.suit == suit), key=lambda c: -ACE_HIGH.index(c.rank))
        rows.append((symbol, [Shown(c) for c in cards]))
    away: list[Card | None] = [s.card for s in view.zones.get(DISCARDS, ())]
    named = [Card.parse(c) for c in view.public.get("last_discards") or []]
    if named and not played:
        away = list(named)   # the deal just over: the game names them now
    label = QCoreApplication.translate("table", "Laid away")
    rows.append((label, [Shown(c) for c in away]))
    return rows


def played_panel(renderer: "CardRenderer", view: View, card_w: float) -> CardsPanel:
    title = QCoreApplication.translate("table", "Cards played in this deal")
    return CardsPanel(renderer, title, played_rows(view), QCoreApplication.translate("table", "Click to continue"),
                      card_w * PLAYED_SCALE, scale=PLAYED_SCALE, step=0.42)
