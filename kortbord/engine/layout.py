"""Table layout as data: where each zone lies and which gestures make moves.

Positions are in card units (x in card widths, y in card heights) from an
anchor: the table centre, or a seat's place around the table (the local
player's seat is at the bottom; the table turns the others around the ring).

Offsets from a seat are seen from that seat's player: ``x`` runs along the
table edge to the player's right, ``y`` points away from the table centre, so a
negative ``y`` lies between the player and the middle (the card he plays to a
trick), a positive ``y`` behind his hand. The table reads these roles: the seat
zone at ``x = 0, y >= 0`` is the hand (the nameplate goes against it); zones with
``x != 0`` lie beside the hand, kept clear of its fan (won tricks, bid cards);
zones with ``y < 0`` lie in front of the seat around the middle, at full size
(trick slots, Casino's builds). The table reads this; a game never draws.
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


class Select(str, Enum):
    """What a click on a card of a zone selects: the units a card dropped next acts on."""
    NONE = "none"       # nothing (a click is only a click)
    CARD = "card"       # the card itself (Casino's loose table cards)
    ZONE = "zone"       # the whole zone, as one unit (a Casino build)


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
    #: Whether clicking its cards selects them (highlighted) for the next drop: the
    #: table hands the selected cards to the game's ``candidates`` hook (Casino's
    #: "click the cards to take, then drop the hand card"). ``Select.ZONE`` selects
    #: all its cards at once; an empty such zone is no drop target.
    selectable: Select = Select.NONE
    #: Key of a ``public()`` fact naming a colour (UNO's R, G, B or Y; None: none) the
    #: table draws as a thick ring round the zone: UNO's colour in play; empty = none.
    ring: str = ""


class GestureKind(str, Enum):
    DROP = "drop"       # cards dragged from ``src`` and dropped on ``dst``
    CLICK = "click"     # a click on a zone (take from the stock)


@dataclass(frozen=True, slots=True)
class Gesture:
    """A gesture that becomes ``Move(seat, verb, cards)`` for the acting seat.

    ``src``/``dst`` are zone names or patterns with ``{seat}``. A card-less move
    that a click makes is also a button in the action bar, unless ``button`` is
    False (a move the player must think of himself, such as Rödskägg's look).
    """
    kind: GestureKind
    verb: str
    src: str
    dst: str = ""
    button: bool = True
    #: Whether, on the seat's turn, a click's button stays in the bar greyed (with the
    #: reason) while the move is not allowed; False: it is simply absent then.
    greyed: bool = True
    #: A DROP whose move takes one card: a dragged selection of several cards makes it
    #: once per card, in order (Rummy's cards put into the meld being formed).
    each: bool = False


@dataclass(frozen=True)
class TableLayout:
    zones: tuple[ZoneLayout, ...]
    gestures: tuple[Gesture, ...] = ()
