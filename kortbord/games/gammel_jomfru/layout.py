"""Gammel Jomfru on the table: the four foundations in a row in the middle; at each seat
its face-down stock (with a count), the card just turned beside it and the face-up pile.

Click your stock to turn its top card; drag the turned card to a foundation or onto
any face-up pile (the legal ones glow). "Nowhere to go" is a button; a drop on your
own pile does the same when the card fits nowhere.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        # The foundations, begun by the aces (R3a), in a row; suit order C D H S.
        *(ZoneLayout(f"found/{suit}", x=-1.65 + 1.1 * i, y=0.0, fan=Fan.PILE, show_count=True)
          for i, suit in enumerate("CDHS")),
        # The pack while it is dealt (D1); empty during play.
        ZoneLayout("deck", x=0.0, y=0.0, fan=Fan.PILE, outline=False),
        # Nobody sees a stock, its owner neither (Components).
        ZoneLayout("stock/{seat}", anchor=Anchor.SEAT, x=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("gammel_jomfru", "Stock")),
        ZoneLayout("turned/{seat}", anchor=Anchor.SEAT, x=-1.1, fan=Fan.PILE, outline=False),
        ZoneLayout("pile/{seat}", anchor=Anchor.SEAT, x=1.1, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("gammel_jomfru", "Face up")),
    ),
    gestures=(
        Gesture(GestureKind.CLICK, "turn", src="stock/{seat}"),
        Gesture(GestureKind.DROP, "play", src="turned/{seat}", dst="found/*"),
        Gesture(GestureKind.DROP, "play", src="turned/{seat}", dst="pile/*"),
        # The own top (play_from_face_up); otherwise refused: only the turned card moves (R6).
        Gesture(GestureKind.DROP, "play", src="pile/{seat}", dst="found/*"),
        Gesture(GestureKind.DROP, "play", src="pile/{seat}", dst="pile/*"),
        # R5: no zone makes it by a click; it is a button (greyed with the reason when the card fits).
        Gesture(GestureKind.CLICK, "rest", src="-"),
    ),
)
