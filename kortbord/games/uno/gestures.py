"""UNO's table hooks (Qt-free): the line under the discard pile (colour in play and
direction of play), the "UNO" badge and the lost turn on the players' piles."""
from __future__ import annotations

from typing import Mapping

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SuitRef
from ...engine.view import View

_ = Catalog("uno")
CLOCKWISE = _("table.clockwise", QT_TRANSLATE_NOOP("uno", "↻ {colour}"))
COUNTER = _("table.counter", QT_TRANSLATE_NOOP("uno", "↺ {colour}"))
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
