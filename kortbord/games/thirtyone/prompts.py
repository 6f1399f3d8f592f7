"""What the table tells a 31 player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("thirtyone")

#: By ``State.prompt_key``: the phase, refined by what the seat may do in it.
PROMPTS = {
    "draw": _("guide.draw", QT_TRANSLATE_NOOP(
        "thirtyone", "Take the top card of the stock or of the discard pile")),
    "draw_or_knock": _("guide.draw_or_knock", QT_TRANSLATE_NOOP(
        "thirtyone", "Take a card from the stock or the discard pile – or knock if your hand is good")),
    "last_turn": _("guide.last_turn", QT_TRANSLATE_NOOP(
        "thirtyone", "{player} has knocked: this is your last turn, take a card")),
    "discard": _("guide.discard", QT_TRANSLATE_NOOP(
        "thirtyone", "Put one card on the discard pile and keep the best three")),
    "discard_or_knock": _("guide.discard_or_knock", QT_TRANSLATE_NOOP(
        "thirtyone", "Put one card on the discard pile – and knock with it if your hand is good")),
    "shown": _("guide.shown", QT_TRANSLATE_NOOP("thirtyone", "The round is over: deal the next one")),
}

CHOICES = {
    "draw": _("tip.draw", QT_TRANSLATE_NOOP("thirtyone", "Take the top card of the face-down stock")),
    "take": _("tip.take", QT_TRANSLATE_NOOP(
        "thirtyone", "Take the face-up card; you may not throw it back this turn")),
    "knock": _("tip.knock", QT_TRANSLATE_NOOP(
        "thirtyone", "Keep your cards: everybody else has one more turn, then the highest hand wins")),
    "deal": _("tip.deal", QT_TRANSLATE_NOOP("thirtyone", "Shuffle and deal three cards to each player")),
}
