"""Whist table: hands at the seats, bid spots, cards played in front of each seat, pair piles."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout

LAYOUT = trick_table(
    # Beside the hand, on the player's left (the table keeps it clear of the fan).
    ZoneLayout("bid/{seat}", -1.0, 0.0, Anchor.SEAT, Fan.PILE, label=QT_TRANSLATE_NOOP("whist", "Bid card")),
    # Only holds the deck between deals: small, in the hub of the trick cross.
    ZoneLayout("stock", 0.0, 0.0, Anchor.CENTER, Fan.PILE, scale=0.4, outline=False),
    gestures=(Gesture(GestureKind.DROP, "bid", "hand/{seat}", "bid/{seat}"),),
)
