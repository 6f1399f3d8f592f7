"""Kortspillet uden navn on the table (spec "Table interaction") as data.

Stock and discard pile in the middle (the round's banner on the stock as a tag,
``gestures.zone_tags``); in front of each seat its up to three melds, between
them and the hand its staging trays (seen by the owner only), each tray framed
and tagged "Set ✓" or with what is wrong as it is built. Drag a hand card into
a tray to stage it, back to the hand to unstage it; Lay down / Close are
buttons, greyed with the reason until the trays are exactly the contract.
Drag a card onto any meld to lay it off (only melds it fits light up), or onto
a run's joker to take it (R8). Click the stock to draw, drag the discard into
the hand to take it; Buy is a button (or a click on the discard pile) for the
seats that may ask (R9-R11).
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP
from .contract import TRAYS

#: Meld and tray columns along each seat's edge (card widths).
COLUMNS = (-1.0, 0.0, 1.0)

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.7, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("uden_navn", "Stock")),
        ZoneLayout("discard", x=0.7, y=0.0, fan=Fan.PILE, scale=1.1),
        ZoneLayout("closed", x=0.7, y=0.0, fan=Fan.PILE, scale=1.1, outline=False),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.32, show_count=True, outline=False),
        *(ZoneLayout(f"tray{g}/{{seat}}", x=COLUMNS[g], y=-0.6, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.22,
                     scale=0.35) for g in range(TRAYS)),
        *(ZoneLayout(f"meld{g}/{{seat}}", x=COLUMNS[g], y=-1.0, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.2,
                     scale=0.35, outline=False) for g in range(TRAYS)),
    ),
    gestures=(
        Gesture(GestureKind.CLICK, "draw", src="stock"),
        Gesture(GestureKind.DROP, "draw", src="stock", dst="hand/{seat}"),
        Gesture(GestureKind.CLICK, "take", src="discard"),
        Gesture(GestureKind.DROP, "take", src="discard", dst="hand/{seat}"),
        Gesture(GestureKind.CLICK, "buy", src="discard", greyed=False),
        Gesture(GestureKind.DROP, "stage", src="hand/{seat}", dst="tray*/{seat}"),
        Gesture(GestureKind.DROP, "unstage", src="tray*/{seat}", dst="hand/{seat}"),
        Gesture(GestureKind.CLICK, "laydown", src="tray0/{seat}"),
        Gesture(GestureKind.CLICK, "close", src="tray0/{seat}", greyed=False),
        Gesture(GestureKind.DROP, "layoff", src="hand/{seat}", dst="meld*/*"),
        Gesture(GestureKind.DROP, "swap", src="hand/{seat}", dst="meld*/*"),
        Gesture(GestureKind.DROP, "discard", src="hand/{seat}", dst="discard"),
    ),
)
