"""31 on the table: stock and discard pile side by side in the middle, three cards at each seat.

Click the stock or the discard pile to draw (or drag the pile's top card into
the hand), then drag a card onto the pile or double-click it. The hands' values
are tags from ``gestures.zone_tags``.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.75, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("thirtyone", "Stock")),
        ZoneLayout("discard", x=0.75, y=0.0, fan=Fan.PILE, scale=1.25),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.45, outline=False),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "discard", src="hand/{seat}", dst="discard"),   # R2 (c)
        Gesture(GestureKind.DROP, "take", src="discard", dst="hand/{seat}"),      # R2 (a), gestures.candidates
        Gesture(GestureKind.CLICK, "draw", src="stock"),                          # R2 (a)
        Gesture(GestureKind.CLICK, "take", src="discard"),                        # R2 (a)
        # No zone: the knock is a button, greyed with the reason when R4 forbids it.
        Gesture(GestureKind.CLICK, "knock", src=""),
    ),
)
