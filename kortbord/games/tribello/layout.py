"""Tribello table: hands at the seats, the open cards (later the discards) in the centre."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout
from kortbord.engine.messages import QT_TRANSLATE_NOOP

from ..bismarck.quota import PUT, TAKE

LAYOUT = trick_table(
    ZoneLayout("widow", 0.0, -0.2, Anchor.CENTER, Fan.SPREAD, step=0.15,
               label=QT_TRANSLATE_NOOP("tribello", "Open cards / discards")),
    ZoneLayout("stock", -3.0, -1.5, Anchor.CENTER, Fan.PILE, outline=False),
    gestures=(Gesture(GestureKind.DROP, PUT, "hand/{seat}", "widow"),
              Gesture(GestureKind.DROP, TAKE, "widow", "hand/{seat}")),
)
