"""Events: what a move did, so the table animates and logs exactly that."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .messages import Message


class EventKind(str, Enum):
    MOVE = "move"          # cards went from ``src`` to ``dst``
    SHUFFLE = "shuffle"    # a zone was (re)shuffled; its cards got new hidden ids
    CALL = "call"          # a seat said something ("Olsen!", a bid): speech bubble
    MESSAGE = "message"    # news for everybody ("B must draw two")
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    seat: int | None = None
    message: Message | None = None
    cards: tuple[Card, ...] = ()
    src: str = ""
    dst: str = ""
