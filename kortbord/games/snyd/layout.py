"""Snyd on the table: the stock and the face-down pile in the middle, hands at the seats.

The pile is shown large with its cards face down (turned true cards face up);
the current claim lies on it as a tag ("Bo: 10♦", the ``zone_tags`` hook).
Drag a card onto the pile to put it down, then pick the claim in the card
picker and confirm it; click the stock to take cards; "Snyd!" is a glowing button (or a
click on the pile) while the card on top may be called.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.75, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("snyd", "Stock")),
        ZoneLayout("pile", x=0.75, y=0.0, fan=Fan.PILE, scale=1.25, show_count=True,
                   label=QT_TRANSLATE_NOOP("snyd", "Pile")),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, show_count=True,
                   outline=False),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", src="hand/{seat}", dst="pile"),
        Gesture(GestureKind.CLICK, "take", src="stock"),
        Gesture(GestureKind.CLICK, "call", src="pile", greyed=False),
    ),
)
