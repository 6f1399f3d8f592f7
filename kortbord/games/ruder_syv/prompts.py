"""What the table tells a Ruder Syv player to do now, and what a bid means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("ruder_syv")

PROMPTS = {
    "bid": _("guide.bid", QT_TRANSLATE_NOOP(
        "ruder_syv", "Bid the exact number of tricks you think you will take")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "ruder_syv", "Play a card: follow suit if you can – the seven of diamonds beats everything")),
}

CHOICES = {
    "bid": _("tip.bid", QT_TRANSLATE_NOOP(
        "ruder_syv", "The highest bid plays alone against the others and must take exactly that many tricks")),
}
