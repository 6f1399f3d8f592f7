"""Every player-visible text of Gammel Jomfru's rules: refusals, descriptions and news."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("gammel_jomfru")

# Refusals (the spec's Table interaction wording where it has one).
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("gammel_jomfru", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("gammel_jomfru", "That is not a move in Gammel Jomfru"))
TURN_FIRST = _("R2.turn_first", QT_TRANSLATE_NOOP("gammel_jomfru", "Turn the top card of your stock first"))
PLACE_FIRST = _("R4.place_first", QT_TRANSLATE_NOOP("gammel_jomfru", "Place the turned card first"))
ONLY_TURNED = _("R6.only_turned", QT_TRANSLATE_NOOP("gammel_jomfru", "Only the turned card can be moved"))
ACE_TO_MIDDLE = _("R3a.ace", QT_TRANSLATE_NOOP("gammel_jomfru", "An ace must go to the middle"))
ACE_STARTS = _("R3a.ace_starts", QT_TRANSLATE_NOOP("gammel_jomfru", "Only an ace starts a foundation"))
NOT_ON_ACE = _("R3b.not_on_ace", QT_TRANSLATE_NOOP("gammel_jomfru", "{card} cannot go on the ace of {suit}"))
NOT_ON_TOP = _("R3b.not_on_top", QT_TRANSLATE_NOOP("gammel_jomfru", "{card} cannot go on {top}"))
NEXT_IS = _("R3b.next_is", QT_TRANSLATE_NOOP(
    "gammel_jomfru", "{card} cannot go there: the next card on this foundation is {need}"))
COMPLETE = _("R3b.complete", QT_TRANSLATE_NOOP("gammel_jomfru", "This foundation is complete"))
ONE_OFF = _("R3c.one_off", QT_TRANSLATE_NOOP("gammel_jomfru", "The card must be one above or one below"))
EMPTY_PILE = _("R3c.empty", QT_TRANSLATE_NOOP("gammel_jomfru", "There is no card to build on there"))
NOT_OWN = _("A2.not_own", QT_TRANSLATE_NOOP("gammel_jomfru", "You may not build on your own pile"))
FITS = _("R4.fits", QT_TRANSLATE_NOOP("gammel_jomfru", "{card} can go on {place}"))
# Places, for refusals and descriptions.
PILE_OF = _("place.pile", QT_TRANSLATE_NOOP("gammel_jomfru", "{seat}'s pile"))
OWN_PILE = _("place.own", QT_TRANSLATE_NOOP("gammel_jomfru", "your own pile"))
FOUNDATION = _("place.foundation", QT_TRANSLATE_NOOP("gammel_jomfru", "the {suit} foundation"))
# Descriptions (menus, buttons, the game log).
D_TURN = _("R2.describe", QT_TRANSLATE_NOOP("gammel_jomfru", "Turn the top card"))
D_PLAY = _("R3.describe", QT_TRANSLATE_NOOP("gammel_jomfru", "Put {card} on {place}"))
D_REST = _("R5.describe", QT_TRANSLATE_NOOP("gammel_jomfru", "Nowhere to go – put it on your own pile"))
# News.
TURNED_OVER = _("R2.turned_over", QT_TRANSLATE_NOOP("gammel_jomfru", "{seat} turns the pile over"))
NEW_FOUNDATION = _("R3a.news", QT_TRANSLATE_NOOP("gammel_jomfru", "{card} starts a foundation"))
GOES_OUT = _("R8.out", QT_TRANSLATE_NOOP("gammel_jomfru", "{seat} is out in place {place}"))
JOMFRU = _("R9.jomfru", QT_TRANSLATE_NOOP("gammel_jomfru", "{seat} is GAMMEL JOMFRU"))
BLOCKED = _("R10.blocked", QT_TRANSLATE_NOOP(
    "gammel_jomfru", "Nothing has moved for two turns of every pile: the round is blocked"))
STALLED = _("R10b.stalled", QT_TRANSLATE_NOOP(
    "gammel_jomfru", "No card has reached the middle for three turns of every pile: the round is blocked"))
# The score sheet.
ROW = _("S2.row", QT_TRANSLATE_NOOP("gammel_jomfru", "Round {round}: {seat} is GAMMEL JOMFRU (1 mark)"))
ROW_JOINT = _("S2.row_joint", QT_TRANSLATE_NOOP(
    "gammel_jomfru", "Round {round}: blocked, joint GAMMEL JOMFRU {seats} (1 mark each)"))
STATUS = _("S1.status", QT_TRANSLATE_NOOP("gammel_jomfru", "Round {round} of {rounds}: {left} players still have cards"))
WON = _("S2.won", QT_TRANSLATE_NOOP("gammel_jomfru", "{seat} wins"))
SHARED = _("S3.shared", QT_TRANSLATE_NOOP("gammel_jomfru", "Shared win: {seats}"))
