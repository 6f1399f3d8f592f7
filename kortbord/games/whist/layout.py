"""Whist table: hands at the seats, bid spots, cards played in front of each seat, pair piles."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout

LAYOUT = trick_table(
    ZoneLayout("bid/{seat}", -2.2, 1.0, Anchor.SEAT, Fan.PILE, label=QT_TRANSLATE_NOOP("whist", "Bid card")),
    ZoneLayout("stock", 0.0, 0.0, Anchor.CENTER, Fan.PILE, outline=False),
    gestures=(Gesture(GestureKind.DROP, "bid", "hand/{seat}", "bid/{seat}"),),
)
