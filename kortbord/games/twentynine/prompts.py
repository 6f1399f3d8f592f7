"""What the table tells a 29 player to do now (one sentence per situation)."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, MessageTemplate

_ = Catalog("twentynine")

PROMPTS = {
    "lead": _("guide.lead", QT_TRANSLATE_NOOP("twentynine", "Lead any card to start a new pile")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "twentynine", "The total is {total}: add a card without going over 29 – exactly 29 takes the pile")),
}

#: 29 has no moves without cards, so no buttons to explain.
CHOICES: dict[str, MessageTemplate] = {}
