"""What the table tells an UNO player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("uno")

PROMPTS = {
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "uno", "Play a card of the colour in play or with the same number or symbol – or draw a card")),
    "stack": _("guide.stack", QT_TRANSLATE_NOOP(
        "uno", "Pass the draw on with the same kind of card, or draw the cards")),
    "colour": _("guide.colour", QT_TRANSLATE_NOOP("uno", "Name the colour the next player must play")),
    "drawn": _("guide.drawn", QT_TRANSLATE_NOOP("uno", "Play the card you have just drawn, or keep it")),
    "challenge": _("guide.challenge", QT_TRANSLATE_NOOP(
        "uno", "Challenge the Wild Draw Four, or draw four cards")),
    "window:call": _("guide.call", QT_TRANSLATE_NOOP("uno", "Say UNO! now: you have one card left")),
    "window:catch": _("guide.catch", QT_TRANSLATE_NOOP(
        "uno", "A player on one card has not said UNO: catch him before the next move")),
}

CHOICES = {
    "draw": _("tip.draw", QT_TRANSLATE_NOOP("uno", "Take the top card of the draw pile")),
    "keep": _("tip.keep", QT_TRANSLATE_NOOP("uno", "Keep the drawn card in your hand; your turn ends")),
    "choose": _("tip.choose", QT_TRANSLATE_NOOP("uno", "The next player must play this colour")),
    "call": _("tip.call", QT_TRANSLATE_NOOP(
        "uno", "Say it when you play your second-to-last card, before anybody catches you")),
    "catch": _("tip.catch", QT_TRANSLATE_NOOP(
        "uno", "He forgot to say UNO: he draws two cards")),
    "challenge": _("tip.challenge", QT_TRANSLATE_NOOP(
        "uno", "If he held a card of the colour in play he draws four; if not, you draw six")),
    "pass": _("tip.pass", QT_TRANSLATE_NOOP("uno", "You cannot play and there is nothing to draw")),
}
