"""Events: what a move did, so the table animates and logs exactly that.

``apply`` returns the full events (for the host and the log). A seat gets
them as it may see them (``GameState.events_for``): a card it may not see is
a ``Hidden`` with the card's hidden id at that point of the move.

An event is an immutable value (a named tuple: a move makes several, and a
tuple is several times cheaper to build than a frozen dataclass); change one
with ``event._replace(cards=...)``.
"""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from .cards import Card
from .messages import Message
from .view import Hidden


class EventKind(str, Enum):
    MOVE = "move"          # cards went from ``src`` to ``dst``
    SHUFFLE = "shuffle"    # ``cards`` were shuffled onto ``dst`` and got new hidden ids, in that order
    CALL = "call"          # a seat said something ("Olsen!", a bid): speech bubble
    MESSAGE = "message"    # news for everybody ("B must draw two")
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


#: The kinds by plain name, for code on the hot path: in Python 3.11 a member read off its
#: enum class (``EventKind.CALL``) passes through the enum's ``__getattr__`` hook, several
#: times slower than a module name. (The same holds for every game's ``Phase``.)
MOVE, SHUFFLE, CALL, MESSAGE, ROUND_OVER, GAME_OVER = (
    EventKind.MOVE, EventKind.SHUFFLE, EventKind.CALL, EventKind.MESSAGE, EventKind.ROUND_OVER,
    EventKind.GAME_OVER)


class Event(NamedTuple):
    kind: EventKind
    seat: int | None = None
    message: Message | None = None
    cards: tuple[Card | Hidden, ...] = ()
    src: str = ""
    dst: str = ""
