"""Spar Dame table: hands at the seats, pass spots, cards played in front of each seat."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout

LAYOUT = trick_table(
    # Beside the hand, on the player's left (the table keeps it clear of the fan); unmarked,
    # as most tables play without passing: it glows as a target while a card is dragged.
    ZoneLayout("pass/{seat}", -1.0, 0.0, Anchor.SEAT, Fan.ROW, step=0.35, outline=False,
               label=QT_TRANSLATE_NOOP("spar_dame", "Pass to the left")),
    # Only holds the deck between deals: small, in the hub of the trick cross.
    ZoneLayout("stock", 0.0, 0.0, Anchor.CENTER, Fan.PILE, scale=0.4, outline=False),
    gestures=(Gesture(GestureKind.DROP, "pass", "hand/{seat}", "pass/{seat}"),),
)
