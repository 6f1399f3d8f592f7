"""What the table tells an Olsen player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("olsen")

PROMPTS = {
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "olsen", "Play a card of the same suit or rank, or an eight – or draw from the stock")),
    "choose": _("guide.choose", QT_TRANSLATE_NOOP("olsen", "Name the suit the next player must play")),
    "drawn": _("guide.drawn", QT_TRANSLATE_NOOP("olsen", "Play the card you have just drawn")),
    "window:call": _("guide.call", QT_TRANSLATE_NOOP("olsen", "Say Olsen! now: you have one card left")),
}

CHOICES = {
    "draw": _("tip.draw", QT_TRANSLATE_NOOP("olsen", "Take the top card of the stock")),
    "keep": _("tip.keep", QT_TRANSLATE_NOOP("olsen", "Keep the drawn card in your hand; your turn ends")),
    "choose": _("tip.choose", QT_TRANSLATE_NOOP("olsen", "The next player must play this suit or an eight")),
    "call": _("tip.call", QT_TRANSLATE_NOOP(
        "olsen", "Say it when you have one card left, before the next player plays – or you must draw")),
    "pass": _("tip.pass", QT_TRANSLATE_NOOP("olsen", "You cannot play and there is nothing to draw")),
}
