"""Rummy's table as data (spec "Table interaction").

The stock and the discard pile lie in the middle. Each seat's melds lie in a
row between the seat and the middle, face up; the hand is at
the seat, the group being formed into a meld ("Meld" tray) beside it. Click the
stock or the discard pile to draw; drag hand cards (one, or a clicked selection)
onto the tray and click it (or **Meld**) to lay them; drag a card onto a meld to
add it (the meld lights up where it fits), onto the discard pile to end the turn.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP
from .rules import MAX_MELDS

#: A seat's melds from the middle of its row outwards, so the first lies right in front of it.
_ALONG = (0.0, 0.72, -0.72, 1.44, -1.44)

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.7, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("rummy", "Stock")),
        ZoneLayout("discard", x=0.7, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("rummy", "Discard pile")),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.4, show_count=True, outline=False),
        ZoneLayout("group/{seat}", x=2.2, y=0.0, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, scale=0.7,
                   label=QT_TRANSLATE_NOOP("rummy", "Meld")),
        *(ZoneLayout(f"meld/{{seat}}/{k}", x=_ALONG[k % 5], y=-0.9 - 0.44 * (k // 5),
                     anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3, scale=0.42, outline=k == 0)
          for k in range(MAX_MELDS)),
    ),
    gestures=(
        Gesture(GestureKind.CLICK, "draw", src="stock"),
        Gesture(GestureKind.CLICK, "take", src="discard"),
        Gesture(GestureKind.DROP, "take", src="discard", dst="hand/{seat}"),
        Gesture(GestureKind.DROP, "pick", src="hand/{seat}", dst="group/{seat}", each=True),
        Gesture(GestureKind.DROP, "unpick", src="group/{seat}", dst="hand/{seat}"),
        Gesture(GestureKind.CLICK, "meld", src="group/{seat}"),
        Gesture(GestureKind.DROP, "layoff", src="hand/{seat}", dst="meld/*"),
        Gesture(GestureKind.DROP, "swap", src="hand/{seat}", dst="meld/*"),
        Gesture(GestureKind.DROP, "discard", src="hand/{seat}", dst="discard"),
    ),
)
