"""Table layout as data: where each zone lies and which gestures make moves.

Positions are in card units (x in card widths, y in card heights) from an
anchor: the table centre, or a seat's place around the table (the local
player's seat is at the bottom; the table turns the others around the ring).
The table reads this; a game never draws.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Anchor(str, Enum):
    CENTER = "center"   # the middle of the table
    SEAT = "seat"       # the seat's place; offsets are turned to face the seat


class Fan(str, Enum):
    PILE = "pile"       # a squared stack: only the top card is seen
    ROW = "row"         # overlapping cards in a row (a hand)
    SPREAD = "spread"   # cards side by side with gaps (table cards, melds)
    COLUMN = "column"   # overlapping downwards


@dataclass(frozen=True, slots=True)
class ZoneLayout:
    """Where a zone lies. ``name`` may contain ``{seat}`` for one zone per seat."""
    name: str
    x: float = 0.0
    y: float = 0.0
    anchor: Anchor = Anchor.CENTER
    fan: Fan = Fan.PILE
    #: Fan step in card widths (ROW/COLUMN overlap, SPREAD gap).
    step: float = 0.3
    #: Size relative to a normal card (a pile shown large).
    scale: float = 1.0
    #: Show the number of cards beside the zone.
    show_count: bool = False
    #: English label (translated in the game's context); empty = none.
    label: str = ""
    #: Draw an outline when the zone is empty.
    outline: bool = True
    #: Key of a ``public()`` fact the table shows as a badge on the zone while it is
    #: set (not None, "" or False): a suit letter as the suit asked for ("♦ asked
    #: for", Olsen's eight on the pile), any other value as its text; empty = none.
    badge: str = ""


class GestureKind(str, Enum):
    DROP = "drop"       # cards dragged from ``src`` and dropped on ``dst``
    CLICK = "click"     # a click on a zone (take from the stock)


@dataclass(frozen=True, slots=True)
class Gesture:
    """A gesture that becomes ``Move(seat, verb, cards)`` for the acting seat.

    ``src``/``dst`` are zone names or patterns with ``{seat}``.
    """
    kind: GestureKind
    verb: str
    src: str
    dst: str = ""


@dataclass(frozen=True)
class TableLayout:
    zones: tuple[ZoneLayout, ...]
    gestures: tuple[Gesture, ...] = ()
