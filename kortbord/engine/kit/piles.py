"""Card lists changed by identity (cards are interned: each one is its own object).

``list.remove`` and ``in`` compare a card with every one before it through ``Card``'s
rich comparison, which Python dispatches slowly (``Card`` defines ``__lt__``): on a
hand of a dozen cards these helpers, looking for the object itself, take a third of
the time. Same result: a list holds a card at most once.
"""
from __future__ import annotations

from ..cards import Card
from ..events import Event
from ..state import card_moved


def take_out(pile: list[Card], card: Card) -> None:
    """Remove ``card`` from ``pile`` (``ValueError`` when it is not there)."""
    for i, c in enumerate(pile):
        if c is card:
            del pile[i]
            return
    raise ValueError(f"{card} is not in the pile")


def holds(pile: list[Card], card: Card) -> bool:
    """Is ``card`` in ``pile``?"""
    for c in pile:
        if c is card:
            return True
    return False


def shift(zones: dict[str, list[Card]], card: Card, src: str, dst: str) -> Event:
    """``GameState.move_card`` by identity: ``card`` from ``src`` to the end of ``dst``."""
    take_out(zones[src], card)
    zones[dst].append(card)
    return card_moved(card, src, dst)
