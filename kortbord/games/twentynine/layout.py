"""29 on the table (spec "Table interaction"): the pile fanned in the middle with its
running total, hands at the seats, each seat's won cards face down beside its hand.

The total ("Sum: 22") is the pile's tag (``gestures.zone_tags``); the stock is only
where the deal comes from, and cards that count for nobody go aside.
Drag a card onto the pile, or double-click it, to play it.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-3.4, y=0.0, fan=Fan.PILE, outline=False),
        # Fanned so every card of the pile can be read (R2: the total is theirs).
        ZoneLayout("pile", x=0.0, y=0.0, fan=Fan.ROW, step=0.32, scale=1.1),
        ZoneLayout("aside", x=3.4, y=0.0, fan=Fan.PILE, scale=0.7, show_count=True, outline=False,
                   label=QT_TRANSLATE_NOOP("twentynine", "Counts for nobody")),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, show_count=True, outline=False),
        ZoneLayout("won/{seat}", x=3.2, y=0.0, anchor=Anchor.SEAT, fan=Fan.PILE, scale=0.8, show_count=True,
                   label=QT_TRANSLATE_NOOP("twentynine", "Won")),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", src="hand/{seat}", dst="pile"),
    ),
)
