"""Olsen on the table: stock and discard pile side by side in the middle, hands at the seats.

The discard pile is shown large; after an eight the suit asked for lies on it
as a badge (``public()["suit"]``, "♦ asked for"). Drag a card onto the pile
to play it, click the stock to draw.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.75, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("olsen", "Stock")),
        ZoneLayout("discard", x=0.75, y=0.0, fan=Fan.PILE, scale=1.25, badge="suit"),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, show_count=True,
                   outline=False),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", src="hand/{seat}", dst="discard"),
        Gesture(GestureKind.CLICK, "draw", src="stock"),
    ),
)
