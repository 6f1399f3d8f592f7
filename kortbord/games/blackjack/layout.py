"""Black Jack's table as data (spec "Table interaction").

Each seat has its hand (the first card face down, the others face up, A7,
A12), beside it its chip stack (``chips``: the player's own chips to drag from,
and where payments go) and in front of it, towards the middle, its stake
circle (``stake``). The ``chips`` and ``stake`` zones hold no cards: the
table's chips lie there (``table.chips``), the circle's tag shows the stake and
the banker's ×2, the nameplate the balance (``gestures``). The stock lies in
the middle. Click the stock (or "Card") to take a card; click your own hand to
look at your first card as banker (D4) or to turn it up (R6). "Stand" is a
button only (no zone): on the banker's turn it shows greyed, with the reason,
below 17. Chips go into the circle by dragging or by the buttons (+1, +5, +10,
−1, ...), then "Ready"; "Deal the next round" is a button.
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=0.0, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("blackjack", "Stock")),
        ZoneLayout("hand/{seat}", x=0.0, y=0.0, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.5, outline=False),
        ZoneLayout("chips/{seat}", x=1.6, y=0.0, anchor=Anchor.SEAT, fan=Fan.PILE, scale=0.5, outline=False),
        ZoneLayout("stake/{seat}", x=0.0, y=-1.1, anchor=Anchor.SEAT, fan=Fan.PILE, scale=0.6,
                   label=QT_TRANSLATE_NOOP("blackjack", "Stake")),
    ),
    gestures=(
        Gesture(GestureKind.CLICK, "hit", src="stock", greyed=False),
        Gesture(GestureKind.CLICK, "stand", src=""),                # a button only, greyed below 17
        Gesture(GestureKind.CLICK, "peek", src="hand/{seat}", button=False),
        Gesture(GestureKind.CLICK, "reveal", src="hand/{seat}", button=False),
        # "stake N" is the computer's (and the log's) one-step stake; people use the chips.
        Gesture(GestureKind.CLICK, "stake", src="", button=False),
    ),
)
