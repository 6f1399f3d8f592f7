"""UNO's table hooks (Qt-free): the line under the discard pile (colour in play and
direction of play), "UNO" and a lost turn on the nameplates, the players out (S2)."""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SuitRef
from ...engine.view import View

_ = Catalog("uno")
CLOCKWISE = _("table.clockwise", QT_TRANSLATE_NOOP("uno", "↻ {colour}"))
COUNTER = _("table.counter", QT_TRANSLATE_NOOP("uno", "↺ {colour}"))
SAID_UNO = _("table.uno", QT_TRANSLATE_NOOP("uno", "UNO"))
LOSES_NEXT = _("table.loses_next", QT_TRANSLATE_NOOP("uno", "loses next turn"))
PENDING = _("table.pending", QT_TRANSLATE_NOOP("uno", "{colour}: draw {count}"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """Under the discard pile: the colour in play and the direction (or the draws passed on)."""
    colour = view.public.get("colour")
    if not colour:
        return {}
    pending = int(view.public.get("pending") or 0)
    if pending:
        return {"discard": PENDING(colour=SuitRef(colour), count=pending)}
    template = CLOCKWISE if view.public.get("direction", 1) == 1 else COUNTER
    return {"discard": template(colour=SuitRef(colour))}


def plate_notes(view: View) -> Mapping[int, Message]:
    """"UNO" at a seat that has said it (R12), "loses next turn" at one caught (R13)."""
    notes: dict[int, Message] = {int(s): LOSES_NEXT() for s in view.public.get("penalised", ())}
    notes.update({int(s): SAID_UNO() for s in view.public.get("uno", ())})
    return notes


def out_seats(view: View) -> Sequence[int]:
    """Players out of the game at the limit (S2): their nameplates are greyed."""
    return [int(s) for s in view.public.get("out", ())]
