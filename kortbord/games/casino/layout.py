"""Casino's table as data (spec "Table interaction").

Offsets from a seat's place are in card units, ``x`` along the seat's edge and
``y`` away from the table centre (negative = towards it). The loose cards
spread in the middle; each seat's build (at most one per seat, R7e) lies
between the middle and its owner, so a build visibly changes sides when
another player takes it over; the capture pile lies beside the hand, with the
svupper cards face up and counted half over it (R10; the table has no rotation
yet to lay them crosswise).
"""
from __future__ import annotations

from ...engine.layout import Anchor, Fan, Gesture, GestureKind, Select, TableLayout, ZoneLayout
from ...engine.messages import QT_TRANSLATE_NOOP

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-3.7, y=0.0, fan=Fan.PILE, show_count=True,
                   label=QT_TRANSLATE_NOOP("casino", "Stock")),
        ZoneLayout("table", x=0.0, y=0.0, fan=Fan.SPREAD, step=0.15, outline=False,
                   selectable=Select.CARD),   # loose cards are picked one by one
        ZoneLayout("aside", x=3.7, y=0.0, fan=Fan.PILE, outline=False),
        # No label: the table labels a build from public()["builds"] ("Bygning 9 - Anna").
        ZoneLayout("build/{seat}", x=0.0, y=-1.45, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.2, outline=False,
                   selectable=Select.ZONE),   # a build is picked as a whole
        ZoneLayout("hand/{seat}", x=0.0, y=0.0, anchor=Anchor.SEAT, fan=Fan.ROW, step=0.8, show_count=True),
        # No count badges: the pile's tag gives its cards and svuppere apart (gestures.zone_tags).
        ZoneLayout("won/{seat}", x=3.2, y=0.0, anchor=Anchor.SEAT, fan=Fan.PILE,
                   scale=0.8, label=QT_TRANSLATE_NOOP("casino", "Captured")),
        ZoneLayout("svupper/{seat}", x=3.2, y=0.0, anchor=Anchor.SEAT, fan=Fan.PILE,
                   scale=0.8, outline=False),
    ),
    gestures=(
        # A hand card dropped on the table: trail (R2), or with 5S the sweep (R8);
        # the controller offers the candidates of the dragged card in a chooser.
        Gesture(GestureKind.DROP, "trail", "hand/{seat}", "table"),
        Gesture(GestureKind.DROP, "sweep", "hand/{seat}", "table"),
        # Captures and builds need the selected units: the table asks
        # ``State.moves_for_selection(seat, card, keys)`` for the candidates.
        Gesture(GestureKind.DROP, "capture", "hand/{seat}", "table"),
        Gesture(GestureKind.DROP, "build", "hand/{seat}", "table"),
        Gesture(GestureKind.DROP, "capture", "hand/{seat}", "build/*"),
        Gesture(GestureKind.DROP, "build", "hand/{seat}", "build/*"),
        # The empty felt right of the loose cards (where the last cards go aside at the
        # end, R11) is bare table too: a card dropped there is laid out, or asks first.
        Gesture(GestureKind.DROP, "trail", "hand/{seat}", "aside"),
        Gesture(GestureKind.DROP, "sweep", "hand/{seat}", "aside"),
        Gesture(GestureKind.DROP, "capture", "hand/{seat}", "aside"),
    ),
)
