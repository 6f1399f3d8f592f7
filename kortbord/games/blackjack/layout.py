"""Black Jack's table as data (spec "Table interaction").

Each seat has its face-down first card (``hole``) beside its face-up cards
(``hand``, where the extra cards go, A7) and, towards the middle, its stake
circle (``stake``, always empty: its tag shows the stake, the banker's ×2 and
the chip balance, see ``gestures.zone_tags``). The stock lies in the middle.
Click the stock (or "Card") to take a card; click your own face-down card to
look at it as banker (D4) or to turn it up (R6). "Stand" is a button only
(no zone): it shows greyed, with the reason, while it is not allowed (the
banker below 17).
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=0.0, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("blackjack", "Stock")),
        ZoneLayout("hand/{seat}", x=0.0, y=0.0, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.4, outline=False),
        ZoneLayout("hole/{seat}", x=-1.15, y=0.0, anchor=Anchor.SEAT, fan=Fan.PILE, outline=False),
        ZoneLayout("stake/{seat}", x=0.0, y=-1.25, anchor=Anchor.SEAT, fan=Fan.PILE, scale=0.6,
                   label=QT_TRANSLATE_NOOP("blackjack", "Stake")),
    ),
    gestures=(
        Gesture(GestureKind.CLICK, "hit", src="stock"),
        Gesture(GestureKind.CLICK, "stand", src=""),                # a button only
        Gesture(GestureKind.CLICK, "peek", src="hole/{seat}", button=False),
        Gesture(GestureKind.CLICK, "reveal", src="hole/{seat}", button=False),
        Gesture(GestureKind.CLICK, "deal", src="stock"),
        # "stake N" is the computer's (and the log's) one-step stake; people use the chips.
        Gesture(GestureKind.CLICK, "stake", src="", button=False),
    ),
)
