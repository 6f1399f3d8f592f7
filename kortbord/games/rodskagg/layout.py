"""Rödskägg table: hands at the seats, the trick cross in the middle, the piles in its corners.

Every card has a labelled place: the stock and the exchanged hands (D3) in the
upper corners of the cross of trick cards, the hands laid aside (a player who
drops, R8; everyone's when a Rödskägg fails, R13) in a lower corner, so none
stands in a trick card's way at any number of players.
"""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, ZoneLayout
from kortbord.engine.messages import QT_TRANSLATE_NOOP

#: A corner of the cross: beside the column of trick cards, above (or below) the row of them.
CORNER_X, CORNER_Y = 1.55, 1.05

LAYOUT = trick_table(
    ZoneLayout("stock", -CORNER_X, -CORNER_Y, Anchor.CENTER, Fan.PILE, scale=0.7, show_count=True,
               label=QT_TRANSLATE_NOOP("rodskagg", "Stock")),
    ZoneLayout("discard", CORNER_X, -CORNER_Y, Anchor.CENTER, Fan.PILE, scale=0.7, show_count=True,
               label=QT_TRANSLATE_NOOP("rodskagg", "Exchanged hands")),
    ZoneLayout("aside", -CORNER_X, CORNER_Y, Anchor.CENTER, Fan.PILE, scale=0.7, show_count=True, outline=False,
               label=QT_TRANSLATE_NOOP("rodskagg", "Laid aside")),
    # D2: clicking one's own face-down hand before the knock turns it up (looking early).
    gestures=(Gesture(GestureKind.CLICK, "look", "hand/{seat}", button=False),),
)
