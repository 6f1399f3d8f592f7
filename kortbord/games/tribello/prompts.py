"""What the table tells a Tribello player to do now, and what each contract means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("tribello")

PROMPTS = {
    "contract": _("guide.contract", QT_TRANSLATE_NOOP("tribello", "Choose this deal's contract")),
    "pickup": _("guide.pickup", QT_TRANSLATE_NOOP("tribello", "Take up the four open cards")),
    "exchange": _("guide.exchange", QT_TRANSLATE_NOOP(
        "tribello", "Discard 4 cards: drag them onto the discard pile, then press Saka 4")),
    "play": _("guide.play", QT_TRANSLATE_NOOP("tribello", "Play a card: follow suit if you can")),
}

CHOICES = {
    "choose spel": _("tip.spel", QT_TRANSLATE_NOOP("tribello", "No trumps: take as many tricks as you can")),
    "choose pass": _("tip.pass", QT_TRANSLATE_NOOP("tribello", "No trumps: take as few tricks as you can")),
    "choose spader": _("tip.spader", QT_TRANSLATE_NOOP("tribello", "Spades are trumps")),
    "choose valfri": _("tip.valfri", QT_TRANSLATE_NOOP("tribello", "Trumps in the suit you name (not spades)")),
    "pickup": _("tip.pickup", QT_TRANSLATE_NOOP(
        "tribello", "The four open cards go to your hand; then you lay four cards away")),
    "discard": _("tip.discard", QT_TRANSLATE_NOOP(
        "tribello", "The four cards on the discard pile are out of play for this deal")),
}
