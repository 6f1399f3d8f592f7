"""What the table tells a Bismarck player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("bismarck")

PROMPTS = {
    "pickup": _("guide.pickup", QT_TRANSLATE_NOOP("bismarck", "Take up the four table cards")),
    "exchange": _("guide.exchange", QT_TRANSLATE_NOOP(
        "bismarck", "Discard 4 cards to the widow: drag them there, then press Discard 4")),
    "play": _("guide.play", QT_TRANSLATE_NOOP("bismarck", "Play a card: follow suit if you can")),
}

CHOICES = {
    "pickup": _("tip.pickup", QT_TRANSLATE_NOOP(
        "bismarck", "The four face-up cards go to your hand; then you lay four cards away")),
    "discard": _("tip.discard", QT_TRANSLATE_NOOP(
        "bismarck", "The four cards on the widow are out of play for this deal")),
}
