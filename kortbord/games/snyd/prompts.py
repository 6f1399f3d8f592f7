"""What the table tells a Snyd player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("snyd")

PROMPTS = {
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "snyd", "Drag a card face down onto the pile, or click the stock to take cards instead")),
    "open": _("guide.open", QT_TRANSLATE_NOOP(
        "snyd", "Call Snyd! if you doubt {player}'s claim – or take your turn")),
    "claim": _("guide.claim", QT_TRANSLATE_NOOP("snyd", "Say what your card is: pick a claim")),
    "take": _("guide.take", QT_TRANSLATE_NOOP("snyd", "Take another card, or click Done")),
    "take_play": _("guide.take_play", QT_TRANSLATE_NOOP(
        "snyd", "Take another card, play a card face down, or click Done")),
    "window:call": _("guide.call", QT_TRANSLATE_NOOP("snyd", "Call Snyd! now if you doubt {player}'s claim")),
}

CHOICES = {
    "play": _("tip.play", QT_TRANSLATE_NOOP("snyd", "Put the card face down on the pile; then say what it is")),
    "claim": _("tip.claim", QT_TRANSLATE_NOOP(
        "snyd", "Say your card is this one – true or not; the next player may check")),
    "back": _("tip.back", QT_TRANSLATE_NOOP("snyd", "Take the card back into your hand and choose again")),
    "take": _("tip.take", QT_TRANSLATE_NOOP("snyd", "Take the top card of the stock instead of playing")),
    "done": _("tip.done", QT_TRANSLATE_NOOP("snyd", "Stop taking cards; your turn ends")),
    "call": _("tip.call", QT_TRANSLATE_NOOP(
        "snyd", "Turn the card just played: if it is not what was said, its owner takes it back and "
                "the penalty cards – if it is, you take them")),
}
#: The tooltip of the claim that is the card really put down.
HONEST = _("tip.honest", QT_TRANSLATE_NOOP("snyd", "The truth: this is the card you put down"))
