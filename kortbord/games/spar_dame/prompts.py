"""What the table tells a Spar Dame player to do now."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, MessageTemplate

_ = Catalog("spar_dame")

PROMPTS = {
    "pass": _("guide.pass", QT_TRANSLATE_NOOP(
        "spar_dame", "Pass cards to the player on your left: drag them onto the pass spot")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "spar_dame", "Play a card: follow suit if you can, and keep away from the queen of spades and hearts")),
}

CHOICES: dict[str, MessageTemplate] = {}
