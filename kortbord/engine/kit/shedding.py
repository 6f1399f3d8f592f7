"""Shedding games (Olsen, UNO): turn order with a direction and seats out,
forced draws, refilling the stock from the discard pile.

A shedding state keeps its draw pile in zone ``stock``, its face-up pile in
``discard`` and hands in ``hand/<seat>``. The helpers work on any
``GameState`` with those zones; they append the events they cause.

- ``next_seat(seat, players, step, out)``: the next seat in the direction of
  play (``step`` +1 clockwise, -1 counter-clockwise) that is not ``out``;
- ``restock(state, events, news)``: all of the pile but its top card becomes
  the new, shuffled stock (Olsen R10, UNO R16); False when there is nothing;
- ``give(state, seat, count, events)``: ``seat`` draws ``count`` cards (a
  penalty, a Draw Two), as many as there are, refilling the stock on the way;
- ``can_draw(state)``: is there a card to draw (in the stock or under the top)?
"""
from __future__ import annotations

from typing import Collection

from ..events import MESSAGE, MOVE, Event
from ..messages import Message
from ..state import GameState

HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(12))


def next_seat(seat: int, players: int, step: int = 1, out: Collection[int] = ()) -> int:
    """The next seat from ``seat`` in direction ``step`` that is not ``out``."""
    seat = (seat + step) % players
    while seat in out:
        seat = (seat + step) % players
    return seat


def can_draw(state: GameState) -> bool:
    """Is there a card to draw: in the stock, or under the discard pile's top card?"""
    zones = state.zones
    return bool(zones["stock"]) or len(zones["discard"]) > 1


def restock(state: GameState, events: list[Event], news: Message) -> bool:
    """All of the discard pile but its top card becomes the new, shuffled stock
    (``news`` tells everybody); False when the pile has only its top card."""
    pile = state.zones["discard"]
    if len(pile) <= 1:
        return False
    cards = pile[:-1]
    del pile[:-1]
    events.append(Event(MOVE, None, None, tuple(cards), "discard", "stock"))
    events.append(state.shuffle_into(cards, "stock"))
    events.append(Event(MESSAGE, message=news))
    return True


def give(state: GameState, seat: int, count: int, events: list[Event], news: Message) -> int:
    """``seat`` draws ``count`` cards from the stock, refilled when it runs out
    (``news`` for the refill); returns how many it got (fewer when none are left)."""
    stock = state.zones["stock"]
    hand = HANDS[seat]
    given = 0
    while given < count:
        if not stock and not restock(state, events, news):
            break
        event = state.draw("stock", hand, min(count - given, len(stock)), seat)
        events.append(event)
        given += len(event.cards)
    return given
