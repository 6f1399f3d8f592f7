"""What the table tells a Gris player to do now, and what each button means."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("gris")

PROMPTS = {
    "pass": _("guide.pass", QT_TRANSLATE_NOOP(
        "gris", "Send the pig on to {player}: drag it onto their seat, or click Send")),
    "give": _("guide.give", QT_TRANSLATE_NOOP(
        "gris", "Give a card back to {player}: drag it onto their seat (not the pig)")),
    "window:four": _("guide.four", QT_TRANSLATE_NOOP(
        "gris", "You have four of a kind: click Fire ens! to lay it down")),
    "race": _("guide.race", QT_TRANSLATE_NOOP(
        "gris", "LÆG NED! Lay down four cards – quick, click the button or press space")),
    "window:stop": _("guide.stop", QT_TRANSLATE_NOOP(
        "gris", "A new deal: play it, or stop the game here")),
}

CHOICES = {
    "pass": _("tip.pass", QT_TRANSLATE_NOOP("gris", "The pig goes face up to your left neighbour, "
                                                    "who gives you a card back")),
    "give": _("tip.give", QT_TRANSLATE_NOOP("gris", "Give the selected card back, face down")),
    "four": _("tip.four", QT_TRANSLATE_NOOP("gris", "Lay your four of a kind on the table: you are safe, "
                                                    "and the race begins for everyone else")),
    "down": _("tip.down", QT_TRANSLATE_NOOP("gris", "Lay four cards on the table: the four selected, "
                                                    "else the first four in your hand")),
    "stop": _("tip.stop", QT_TRANSLATE_NOOP("gris", "End the game now; the fewest pig points win")),
}
