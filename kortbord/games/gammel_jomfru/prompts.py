"""What the table tells a Gammel Jomfru player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("gammel_jomfru")

PROMPTS = {
    "turn": _("guide.turn", QT_TRANSLATE_NOOP("gammel_jomfru", "Click your stock to turn the top card")),
    "place": _("guide.place", QT_TRANSLATE_NOOP(
        "gammel_jomfru", "Drag the turned card to a foundation or onto a pile one above or below it")),
}

CHOICES = {
    "turn": _("tip.turn", QT_TRANSLATE_NOOP(
        "gammel_jomfru", "Turn the top card of your stock; an empty stock is refilled from your pile")),
    "rest": _("tip.rest", QT_TRANSLATE_NOOP(
        "gammel_jomfru", "Put the card on your own face-up pile; your turn ends")),
}
