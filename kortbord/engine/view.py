"""What one seat may see: zones of slots, face up or hidden, plus public facts.

Every physical card has a hidden id (``uid``) that stays with it while it
moves, so the table can follow a face-down card from the stock into an
opponent's hand without learning what it is. Ids are handed out in shuffled
deck order and renewed whenever a zone is shuffled, so they reveal nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from .cards import Card


class Face(str, Enum):
    UP = "up"          # everybody sees the cards (discard pile, table)
    DOWN = "down"      # nobody sees them (stock)
    OWNER = "owner"    # only the owner sees them (a hand)
    TOP = "top"        # only the top card is face up


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    face: Face
    owner: int | None = None


@dataclass(frozen=True, slots=True)
class Slot:
    """A card as one viewer sees it: its hidden id and, when visible, the card."""
    uid: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Hidden:
    """A card in a seat's events that the seat may not see: only its hidden id."""
    uid: int

    def __str__(self) -> str:
        return f"#{self.uid}"


@dataclass(frozen=True)
class View:
    """A seat's view of the game (``seat=None``: a spectator). Computer players get only this."""
    game: str
    seat: int | None
    players: int
    zones: Mapping[str, tuple[Slot, ...]]
    #: Public facts of the position (turn, dealer, phase, named suit, ...), JSON-plain.
    public: Mapping[str, Any] = field(default_factory=dict)
    to_move: int | None = None
    actors: tuple[int, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def cards(self, zone: str) -> list[Card]:
        """The visible cards of ``zone``, bottom to top."""
        return [s.card for s in self.zones.get(zone, ()) if s.card is not None]

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def top(self, zone: str) -> Card | None:
        slots = self.zones.get(zone, ())
        return slots[-1].card if slots else None

    @property
    def hand(self) -> list[Card]:
        """The viewer's own hand (zone ``hand/<seat>``)."""
        return [] if self.seat is None else self.cards(f"hand/{self.seat}")
