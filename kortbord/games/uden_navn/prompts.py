"""What the table tells a player of Kortspillet uden navn to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("uden_navn")

PROMPTS = {
    "draw": _("guide.draw", QT_TRANSLATE_NOOP(
        "uden_navn", "Draw: drag {card} into your hand, or click the stock")),
    "draw_asked": _("guide.draw_asked", QT_TRANSLATE_NOOP(
        "uden_navn", "{player} wants to buy {card}: take it yourself, or click the stock and let it go")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "uden_navn", "Drag cards into the groups above your hand to lay down {contract} – or discard a card")),
    "down": _("guide.down", QT_TRANSLATE_NOOP(
        "uden_navn", "Lay off cards on any meld that they fit, then discard a card")),
    "final": _("guide.final", QT_TRANSLATE_NOOP(
        "uden_navn", "Put your whole hand into the groups as three runs and close – or discard a card")),
    "window:buy": _("guide.buy", QT_TRANSLATE_NOOP(
        "uden_navn", "Click Buy if you want {card}: you get two extra cards from the stock")),
}

CHOICES = {
    "draw": _("tip.draw", QT_TRANSLATE_NOOP("uden_navn", "Take the top card of the stock")),
    "take": _("tip.take", QT_TRANSLATE_NOOP("uden_navn", "Take the discard as your draw: nobody can buy it then")),
    "buy": _("tip.buy", QT_TRANSLATE_NOOP(
        "uden_navn", "Ask for the discard: if the next player draws from the stock, you get it and two more "
                     "cards, and you discard nothing")),
    "laydown": _("tip.laydown", QT_TRANSLATE_NOOP(
        "uden_navn", "Put the groups on the table: they must be exactly this round's contract")),
    "close": _("tip.close", QT_TRANSLATE_NOOP("uden_navn", "Lay your whole hand down as three runs and close round 7")),
}
