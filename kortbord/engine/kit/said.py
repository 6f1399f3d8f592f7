"""Events that recur, made once: a game says "stands on 17" or "pays 5" again and again.

``said(EventKind.CALL, seat, STANDS, total=17)`` is
``Event(EventKind.CALL, seat, STANDS(total=17))``, shared between moves (events and
messages are values). Use it for parameters from a small range (chips, totals,
seats); a message naming anything else is made as usual.
"""
from __future__ import annotations

from typing import Any

from ..events import Event, EventKind
from ..messages import MessageTemplate, Param, SeatRef

#: Events by (the template's and the kind's ids, seat, parameters); keeping the template
#: alive keeps its id unique (ids, not the values: hashing them is slow).
_SAID: dict[tuple[Any, ...], tuple[MessageTemplate, Event]] = {}
#: Forget everything beyond this many (a long session with unusual parameters).
LIMIT = 20_000


#: ``SeatRef(seat)`` for the seats of any table, made once.
SEATS = tuple(SeatRef(seat) for seat in range(16))


def said(kind: EventKind, seat: int | None, template: MessageTemplate, /, **params: Param) -> Event:
    """The event ``Event(kind, seat, template(**params))``, made once per distinct value
    (the three first arguments are positional: a message may have a ``seat`` parameter)."""
    key = (id(template), id(kind), seat, *params.items())
    known = _SAID.get(key)
    if known is None:
        if len(_SAID) >= LIMIT:
            _SAID.clear()
        known = _SAID[key] = (template, Event(kind, seat, template(**params)))
    return known[1]


class Said(dict[tuple[Any, ...], Event]):
    """One recurring event by ``(seat, *values)``: ``Said(EventKind.CALL, STANDS, "total")``
    gives ``said(EventKind.CALL, seat, STANDS, total=17)`` as ``stands[seat, 17]``, one
    lookup for a known key (no keyword arguments to gather: the engine's hottest events)."""

    def __init__(self, kind: EventKind, template: MessageTemplate, *names: str) -> None:
        super().__init__()
        self.kind, self.template, self.names = kind, template, names

    def __missing__(self, key: tuple[Any, ...]) -> Event:
        if len(self) >= LIMIT:
            self.clear()
        event = self[key] = Event(self.kind, key[0], self.template(**dict(zip(self.names, key[1:]))))
        return event
