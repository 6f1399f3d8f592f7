"""Tribello table: hands at the seats, the open cards (later the discards) in the centre."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout
from kortbord.engine.messages import QT_TRANSLATE_NOOP

from ..bismarck.quota import PUT, TAKE

LAYOUT = trick_table(
    # Above the trick (three cards in a T under it); the stock with the trump badge in the T's corner.
    ZoneLayout("widow", 0.0, -1.3, Anchor.CENTER, Fan.SPREAD, step=0.15,
               label=QT_TRANSLATE_NOOP("tribello", "Open cards / discards")),
    ZoneLayout("stock", -1.55, 0.9, Anchor.CENTER, Fan.PILE, scale=0.6, outline=False, badge="trump_symbol"),
    gestures=(Gesture(GestureKind.DROP, PUT, "hand/{seat}", "widow"),
              Gesture(GestureKind.DROP, TAKE, "widow", "hand/{seat}")),
)
