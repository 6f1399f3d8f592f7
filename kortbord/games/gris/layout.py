"""Gris on the table: the hands round the table, each player's laid-down four in front of him.

The pig lies face up in whichever hand holds it. Drag the pig onto the left
neighbour's seat to send it on, drag a card onto the right neighbour's seat to
give it back; select four cards and drag them to the middle (or click
"Fire ens!" / "LÆG NED!", or press space in the race) to lay them down.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("table", x=0.0, y=0.0, fan=Fan.PILE, scale=1.25,
                   label=QT_TRANSLATE_NOOP("gris", "Lay down here")),
        ZoneLayout("stock", x=-1.6, y=0.0, fan=Fan.PILE, outline=False),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.28, show_count=True,
                   outline=False),
        ZoneLayout("laid/{seat}", anchor=Anchor.SEAT, y=-1.15, fan=Fan.ROW, step=0.3, scale=0.7,
                   outline=False),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "pass", src="hand/{seat}", dst="hand/*"),
        Gesture(GestureKind.DROP, "give", src="hand/{seat}", dst="hand/*"),
        Gesture(GestureKind.DROP, "four", src="hand/{seat}", dst="table"),
        Gesture(GestureKind.DROP, "down", src="hand/{seat}", dst="table"),
    ),
)
