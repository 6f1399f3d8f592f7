"""What the table tells a Rödskägg player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("rodskagg")

PROMPTS = {
    "knock": _("guide.knock", QT_TRANSLATE_NOOP("rodskagg", "Knock on the table: then everybody may look")),
    "exchange": _("guide.exchange", QT_TRANSLATE_NOOP(
        "rodskagg", "No court card in your hand: keep it, or take six new cards")),
    "bid": _("guide.bid", QT_TRANSLATE_NOOP(
        "rodskagg", "Bid the tricks you will take, Rödskägg for all six, or pass")),
    "play": _("guide.play", QT_TRANSLATE_NOOP("rodskagg", "Play a card: follow suit if you can")),
    "join": _("guide.join", QT_TRANSLATE_NOOP(
        "rodskagg", "You have no trick yet: play the last two tricks, or drop out")),
    "decide": _("guide.decide", QT_TRANSLATE_NOOP(
        "rodskagg", "Deciding round: play a card, follow suit if you can")),
    "window:look": _("guide.look", QT_TRANSLATE_NOOP(
        "rodskagg", "Wait for the dealer's knock before you look at your cards")),
    "window:say": _("guide.say", QT_TRANSLATE_NOOP(
        "rodskagg", "Announce your score before the next card is played")),
    "window:point": _("guide.point", QT_TRANSLATE_NOOP(
        "rodskagg", "Somebody made a mistake: knock on the table to catch it")),
}

CHOICES = {
    "knock": _("tip.knock", QT_TRANSLATE_NOOP("rodskagg", "The dealer's knock: now everybody may look")),
    "look": _("tip.look", QT_TRANSLATE_NOOP(
        "rodskagg", "Looking before the knock is a mistake: another player may knock you for it")),
    "exchange": _("tip.exchange", QT_TRANSLATE_NOOP("rodskagg", "Lay your hand away and get six new cards")),
    "keep": _("tip.keep", QT_TRANSLATE_NOOP("rodskagg", "Play with the cards you hold")),
    "bid": _("tip.bid", QT_TRANSLATE_NOOP(
        "rodskagg", "The highest bid leads all six tricks and must take at least that many")),
    "bid rodskagg": _("tip.rodskagg", QT_TRANSLATE_NOOP(
        "rodskagg", "Win all six tricks and you win the game – lose one and you are out")),
    "pass": _("tip.pass", QT_TRANSLATE_NOOP("rodskagg", "Smyg: no bid this round")),
    "ask": _("tip.ask", QT_TRANSLATE_NOOP(
        "rodskagg", "Ask the players without a trick whether they play the last two tricks")),
    "join": _("tip.join", QT_TRANSLATE_NOOP(
        "rodskagg", "Play on: every trick you take costs 2, no trick at all costs a penalty")),
    "drop": _("tip.drop", QT_TRANSLATE_NOOP("rodskagg", "Lay your cards down and sit out the last two tricks")),
    "say": _("tip.say", QT_TRANSLATE_NOOP("rodskagg", "Say your score aloud before the next card is played")),
    "point": _("tip.point", QT_TRANSLATE_NOOP(
        "rodskagg", "Knock on the table: another player's open mistake costs a penalty")),
}
