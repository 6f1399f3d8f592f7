"""What a Rummy computer player reads off its View, once per decision."""
from __future__ import annotations

from typing import Any

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import FIVE_HUNDRED, ROMMY, Meld, MeldRules
from ...engine.view import View
from .rules import DECK


class Table:
    """The seat's hand, the pile, the melds on the table and the public counts."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.view = view
        self.seat = view.seat if view.seat is not None else 0
        self.players = view.players
        self.hand = view.hand
        self.group = view.cards(f"group/{self.seat}")
        self.discard = view.cards("discard")
        options = view.options
        self.rules = MeldRules(ace_high=bool(options.get("ace_high", False)))
        self.values = ROMMY if options.get("table") == "rommy" else FIVE_HUNDRED
        self.counts: list[int] = list(pub["counts"])
        self.melded: list[bool] = list(pub["melded"])
        self.melds: list[Meld] = []
        for zone, slots in view.zones.items():
            if zone.startswith("meld/") and slots:
                found = kit.read([s.card for s in slots if s.card is not None], self.rules)
                if isinstance(found, Meld):
                    self.melds.append(found)
        self.next = (self.seat + 1) % self.players

    def fits_table(self, card: Card) -> bool:
        return any(kit.fits(m, card, self.rules) for m in self.melds)

    def may_lay_off(self) -> bool:
        """May this seat lay off now (a meld of its own, or the option off)?"""
        return self.melded[self.seat] or not self.view.options.get("layoff_requires_own_meld", True)

    def fewest(self) -> int:
        """The fewest cards an opponent holds."""
        return min((n for s, n in enumerate(self.counts) if s != self.seat), default=9)

    def seen(self) -> set[Card]:
        """Cards this seat has seen where they are now: its hand, the table, the pile."""
        out = set(self.hand) | set(self.group) | set(self.discard)
        for m in self.melds:
            out |= set(m.cards)
        return out

    def jokers(self) -> set[Card]:
        """The jokers in this game's deck (by the options)."""
        options = self.view.options
        jokers = str(options.get("jokers", "auto"))
        count = (0 if options.get("table") == "rommy" else 3) if jokers == "auto" else int(jokers)
        return {c for c in DECK if c.is_joker and c.copy < count}
