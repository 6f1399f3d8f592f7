"""What the table tells a Rummy player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("rummy")

PROMPTS = {
    "draw": _("guide.draw", QT_TRANSLATE_NOOP(
        "rummy", "Draw a card: click the stock or the discard pile")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "rummy", "Meld or add to melds if you like, then drag a card onto the discard pile")),
    "window:rummy": _("guide.rummy", QT_TRANSLATE_NOOP(
        "rummy", "The discard fits a meld: call Rummy! before the next player draws")),
}

CHOICES = {
    "draw": _("tip.draw", QT_TRANSLATE_NOOP("rummy", "Take the top card of the stock")),
    "take": _("tip.take", QT_TRANSLATE_NOOP(
        "rummy", "Take the top card of the discard pile (you may not discard it again this turn)")),
    "meld": _("tip.meld", QT_TRANSLATE_NOOP("rummy", "Lay the chosen cards on the table as a meld")),
    "takeback": _("tip.takeback", QT_TRANSLATE_NOOP(
        "rummy", "Take this turn's melds and additions back into your hand")),
    "rummy": _("tip.rummy", QT_TRANSLATE_NOOP(
        "rummy", "Snatch the discard and add it to the meld it fits – it costs nothing")),
}
