"""Rödskägg table: hands at the seats, stock and discard pile of exchanged hands in the centre."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout
from kortbord.engine.messages import QT_TRANSLATE_NOOP

LAYOUT = trick_table(
    # In the hub of the trick cross: the stock, the hands given up small between, the exchanged hands.
    ZoneLayout("stock", -1.2, 0.0, Anchor.CENTER, Fan.PILE, show_count=True,
               label=QT_TRANSLATE_NOOP("rodskagg", "Stock")),
    ZoneLayout("discard", 1.2, 0.0, Anchor.CENTER, Fan.PILE, show_count=True,
               label=QT_TRANSLATE_NOOP("rodskagg", "Exchanged hands")),
    ZoneLayout("aside", 0.0, 0.0, Anchor.CENTER, Fan.PILE, scale=0.6, outline=False),
    # D2: clicking one's own face-down hand before the knock turns it up (looking early).
    gestures=(Gesture(GestureKind.CLICK, "look", "hand/{seat}", button=False),),
)
