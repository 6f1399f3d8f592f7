"""UNO on the table: draw pile and discard pile in the middle, hands at the seats.

The discard pile is shown large with a ring in the colour in play (the named
colour after a wild, ``public()["colour"]``), the colour also written under it
(``gestures.zone_tags``); a large arrow round the middle shows the direction of
play (``gestures.direction``). Drag a card onto the pile (or double-click it) to
play it, click the draw pile to draw; UNO!, "Forgot UNO!" (also at the forgetful
player's seat), the four colours, Keep, Challenge and Pass are buttons.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.8, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("uno", "Draw pile")),
        ZoneLayout("discard", x=0.8, y=0.0, fan=Fan.PILE, scale=1.25, ring="colour"),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, show_count=True,
                   outline=False),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", src="hand/{seat}", dst="discard"),
        Gesture(GestureKind.CLICK, "draw", src="stock"),
    ),
)
