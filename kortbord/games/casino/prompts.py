"""What the table tells a Casino player to do now, and what each kind of move means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("casino")

PROMPTS = {
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "casino", "Play a card: take table cards of its value, build, or lay it on the table")),
}

CHOICES = {
    "capture": _("tip.capture", QT_TRANSLATE_NOOP("casino", "Take the table cards your card matches")),
    "build": _("tip.build", QT_TRANSLATE_NOOP(
        "casino", "Build on the table; you must take the build later with a card of its value")),
    "sweep": _("tip.sweep", QT_TRANSLATE_NOOP("casino", "Take every card on the table: a sweep")),
    "trail": _("tip.trail", QT_TRANSLATE_NOOP("casino", "Lay the card on the table without taking anything")),
}
