"""UNO's vocabulary, built once: phases, the deck, interned moves (``legal_moves``
hands out these objects, so ``move in legal`` is an identity test), the card sets
R3 matches against, and the commonest events (events and messages are values).
"""
from __future__ import annotations

from enum import Enum

from ...engine.cards import UNO_COLOURS, UNO_VALUES, Card, uno_deck
from ...engine.events import Event, EventKind
from ...engine.messages import MessageTemplate, Param, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.view import Face, ZoneSpec
from .texts import REVERSED

HAND_SIZE = 7
MAX_SEATS = 10
WILDS = ("wild", "wild4")
ACTIONS = ("skip", "rev", "draw2")

class Phase(str, Enum):
    PLAY = "play"            # the seat on turn plays, draws, takes the passed-on draws or passes
    COLOUR = "colour"        # the seat that played a wild names the colour
    DRAWN = "drawn"          # it drew a card that fits: play it or keep it
    CHALLENGE = "challenge"  # the seat hit by a +4 challenges it or draws (wild4_check=challenge)
    OVER = "over"


DECK: tuple[Card, ...] = tuple(uno_deck())
HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(MAX_SEATS))
SEATS = range(MAX_SEATS)
PLAY: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "play", (c,)) for c in DECK} for s in SEATS)
DRAW = tuple(Move(s, "draw") for s in SEATS)
KEEP = tuple(Move(s, "keep") for s in SEATS)
PASS = tuple(Move(s, "pass") for s in SEATS)
CALL = tuple(Move(s, "call", (), "uno") for s in SEATS)
CHALLENGE = tuple(Move(s, "challenge") for s in SEATS)
CATCH = tuple(tuple(Move(s, "catch", (), str(o)) for o in SEATS) for s in SEATS)
CHOOSE = tuple(tuple(Move(s, "choose", (), c) for c in UNO_COLOURS) for s in SEATS)
#: R3.1/R3.2: the colour cards that go on (colour in play, top value); wilds aside.
MATCH: dict[tuple[str, str], frozenset[Card]] = {
    (k, v): frozenset(c for c in DECK if c.suit and (c.suit == k or c.rank == v))
    for k in UNO_COLOURS for v in ("", *UNO_VALUES)}
#: MATCH by colour in play and top card.
MATCH_ON: dict[str, dict[Card, frozenset[Card]]] = {
    k: {top: MATCH[k, top.rank if top.suit else ""] for top in DECK} for k in UNO_COLOURS}
COLOUR_CARDS = {k: frozenset(c for c in DECK if c.suit == k) for k in UNO_COLOURS}
WILD_CARDS = frozenset(c for c in DECK if not c.suit)
NUMBER_CARDS = frozenset(c for c in DECK if c.rank.isdigit())
PLAYED = tuple({c: Event(EventKind.MOVE, s, cards=(c,), src=HANDS[s], dst="discard") for c in DECK} for s in SEATS)
DREW = tuple({c: Event(EventKind.MOVE, s, cards=(c,), src="stock", dst=HANDS[s]) for c in DECK} for s in SEATS)
REVERSE_NEWS = tuple(Event(EventKind.MESSAGE, s, REVERSED()) for s in SEATS)
STOCK_SPEC = ZoneSpec(Face.DOWN)
DISCARD_SPEC = ZoneSpec(Face.UP)
HAND_SPECS = tuple(ZoneSpec(Face.OWNER, s) for s in SEATS)


_NEWS: dict[tuple[str, int, int, str], Event] = {}


def news(template: MessageTemplate, seat: int, count: int = -1, colour: str = "") -> Event:
    """The event telling everybody ``template`` about ``seat`` (with a ``count`` or a
    ``colour``): one shared value for each (events and messages are values)."""
    key = (template.key, seat, count, colour)
    event = _NEWS.get(key)
    if event is None:
        params: dict[str, Param] = {"player": SeatRef(seat)}
        if count >= 0:
            params["count"] = count
        if colour:
            params["colour"] = SuitRef(colour)
        event = _NEWS[key] = Event(EventKind.MESSAGE, seat, template(**params))
    return event
