"""What the table tells a Black Jack player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("blackjack")

PROMPTS = {
    "stake": _("guide.stake", QT_TRANSLATE_NOOP(
        "blackjack", "Look at your card and stake {low}–{high} chips: use + and −, then Ready")),
    "peek": _("guide.peek", QT_TRANSLATE_NOOP("blackjack", "Click your face-down card to look at it")),
    "double": _("guide.double", QT_TRANSLATE_NOOP(
        "blackjack", "Double every stake, or leave them as they are")),
    "play": _("guide.play", QT_TRANSLATE_NOOP(
        "blackjack", "You have {total}: take a card, or stand")),
    "reveal": _("guide.reveal", QT_TRANSLATE_NOOP(
        "blackjack", "Your turn as banker: click your face-down card to turn it up")),
    "banker_must_draw": _("guide.banker_must_draw", QT_TRANSLATE_NOOP(
        "blackjack", "You have {total}: the banker must draw below 17")),
    "banker": _("guide.banker", QT_TRANSLATE_NOOP(
        "blackjack", "You have {total}: stand, or draw another card")),
    "banker_must_stand": _("guide.banker_must_stand", QT_TRANSLATE_NOOP(
        "blackjack", "You have {total}: the banker stands now")),
    "settled": _("guide.settled", QT_TRANSLATE_NOOP(
        "blackjack", "The round is settled: deal the next one")),
}

CHOICES = {
    "stake": _("tip.stake", QT_TRANSLATE_NOOP("blackjack", "Place this stake")),
    "chip": _("tip.chip", QT_TRANSLATE_NOOP("blackjack", "Put chips into your stake circle, or take them out")),
    "ready": _("tip.ready", QT_TRANSLATE_NOOP("blackjack", "Place the chips in your circle as your stake")),
    "peek": _("tip.peek", QT_TRANSLATE_NOOP("blackjack", "Look at your face-down card; only you see it")),
    "double": _("tip.double", QT_TRANSLATE_NOOP(
        "blackjack", "Every player's stake is doubled; nobody may refuse")),
    "decline": _("tip.decline", QT_TRANSLATE_NOOP("blackjack", "The stakes stay as they are")),
    "hit": _("tip.hit", QT_TRANSLATE_NOOP("blackjack", "Take one more card, face up")),
    "stand": _("tip.stand", QT_TRANSLATE_NOOP("blackjack", "Keep your total; the turn passes on")),
    "reveal": _("tip.reveal", QT_TRANSLATE_NOOP("blackjack", "Turn your face-down card up for everybody")),
    "deal": _("tip.deal", QT_TRANSLATE_NOOP("blackjack", "Shuffle the whole pack and deal the next round")),
}
