"""Spar Dame table: hands at the seats, pass spots, cards played in front of each seat."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout

LAYOUT = trick_table(
    ZoneLayout("pass/{seat}", -2.2, 1.0, Anchor.SEAT, Fan.SPREAD, step=0.2, label=QT_TRANSLATE_NOOP("spar_dame", "Pass to the left")),
    ZoneLayout("stock", 0.0, 0.0, Anchor.CENTER, Fan.PILE, outline=False),
    gestures=(Gesture(GestureKind.DROP, "pass", "hand/{seat}", "pass/{seat}"),),
)
