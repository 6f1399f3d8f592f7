"""Card lists changed by identity (cards are interned: each one is its own object).

``Card`` has no comparison of its own (``==`` is identity), so ``list.remove`` and ``in``
find the object itself at C speed; these helpers name that intent and keep the
errors of a missing card in the card game's words. A list holds a card at most once.
"""
from __future__ import annotations

from ..cards import Card
from ..events import Event
from ..state import card_moved


def take_out(pile: list[Card], card: Card) -> None:
    """Remove ``card`` from ``pile`` (``ValueError`` when it is not there)."""
    try:
        pile.remove(card)
    except ValueError:
        raise ValueError(f"{card} is not in the pile") from None


def holds(pile: list[Card], card: Card) -> bool:
    """Is ``card`` in ``pile``?"""
    return card in pile


def shift(zones: dict[str, list[Card]], card: Card, src: str, dst: str) -> Event:
    """``GameState.move_card`` by identity: ``card`` from ``src`` to the end of ``dst``."""
    take_out(zones[src], card)
    zones[dst].append(card)
    return card_moved(card, src, dst)
