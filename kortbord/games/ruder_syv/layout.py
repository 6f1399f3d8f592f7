"""Ruder Syv table: three-card hands around an oval, the cards set aside at the side."""
from kortbord.engine.kit.tricks import trick_table
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.layout import Anchor, Fan, ZoneLayout

LAYOUT = trick_table(
    # In the hub of the ring of trick cards.
    ZoneLayout("aside", 0.0, 0.0, Anchor.CENTER, Fan.PILE, scale=0.6, show_count=True,
               label=QT_TRANSLATE_NOOP("ruder_syv", "Aside")),
)
