"""Toy layout: stock and discard in the middle, hands at the seats."""
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.7, show_count=True),
        ZoneLayout("discard", x=0.7),
        ZoneLayout("hand/{seat}", y=0.0, anchor=Anchor.SEAT, fan=Fan.ROW, show_count=True),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", "hand/{seat}", "discard"),
        Gesture(GestureKind.CLICK, "draw", "stock"),
    ),
)
