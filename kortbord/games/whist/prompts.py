"""What the table tells a Whist player to do now, and what Grand and Nolo mean."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("whist")

PROMPTS = {
    "bid": _("guide.bid", QT_TRANSLATE_NOOP(
        "whist", "Choose Grand or Nolo: lay a red or black card face down")),
    "play": _("guide.play", QT_TRANSLATE_NOOP("whist", "Play a card: follow suit if you can")),
}

CHOICES = {
    "bid grand": _("tip.grand", QT_TRANSLATE_NOOP(
        "whist", "A red card: your pair wants Grand and must take at least 7 tricks")),
    "bid nolo": _("tip.nolo", QT_TRANSLATE_NOOP(
        "whist", "A black card: Nolo if all four choose black – then nobody wants tricks")),
}
