"""UNO's table hooks (Qt-free): the colour in play under the discard pile, the
direction of play for the arrow round the table, "UNO" and a lost turn on the
nameplates, partners' colour bands, the players out (S2), and the challenged hand
shown for a moment only."""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SuitRef
from ...engine.view import View

_ = Catalog("uno")
IN_PLAY = _("table.colour", QT_TRANSLATE_NOOP("uno", "{colour}"))
SAID_UNO = _("table.uno", QT_TRANSLATE_NOOP("uno", "UNO"))
LOSES_NEXT = _("table.loses_next", QT_TRANSLATE_NOOP("uno", "loses next turn"))
PENDING = _("table.pending", QT_TRANSLATE_NOOP("uno", "{colour}: draw {count}"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """Under the discard pile: the colour in play (or the draws passed on); the direction
    is the arrow round the table (``direction``)."""
    colour = view.public.get("colour")
    if not colour:
        return {}
    pending = int(view.public.get("pending") or 0)
    if pending:
        return {"discard": PENDING(colour=SuitRef(colour), count=pending)}
    return {"discard": IN_PLAY(colour=SuitRef(colour))}


def plate_notes(view: View) -> Mapping[int, Message]:
    """"UNO" at a seat that has said it (R12), "loses next turn" at one caught (R13)."""
    notes: dict[int, Message] = {int(s): LOSES_NEXT() for s in view.public.get("penalised", ())}
    notes.update({int(s): SAID_UNO() for s in view.public.get("uno", ())})
    return notes


def out_seats(view: View) -> Sequence[int]:
    """Players out of the game at the limit (S2): their nameplates are greyed."""
    return [int(s) for s in view.public.get("out", ())]


def direction(view: View) -> int | None:
    """R7: the direction of play for the arrow round the table (+1 clockwise)."""
    step = view.public.get("direction")
    return None if step is None else int(step)


def team_bands(view: View) -> Sequence[Sequence[int]]:
    """R17: the pairs or teams; partners' nameplates share a colour band."""
    return [[int(s) for s in team] for team in view.public.get("teams", ())]


#: R11: the offender's hand is shown to the challenger for a few seconds only.
SHOWN_BRIEFLY = True
#: R13: "Glömt UNO!" also lies at the seat of the player who forgot it.
SEAT_VERBS = ("catch",)
