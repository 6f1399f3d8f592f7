"""UNO's player-visible texts: refusals, move descriptions, news and score lines
(keys cite the spec's rule ids)."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("uno")
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("uno", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("uno", "That is not a move in UNO"))
NOT_IN_HAND = _("R3.not_in_hand", QT_TRANSLATE_NOOP("uno", "You do not hold {card}"))
MUST_MATCH = _("R3.must_match", QT_TRANSLATE_NOOP("uno", "Play a {colour} card or a {value}"))
MUST_COLOUR = _("R3.must_colour", QT_TRANSLATE_NOOP("uno", "Play a {colour} card"))
WILD_HOLDS = _("A1.wild_holds", QT_TRANSLATE_NOOP(
    "uno", "You hold a {colour} card – the wild card may not be played"))
WILD4_HOLDS = _("R11.wild4_holds", QT_TRANSLATE_NOOP(
    "uno", "You hold a {colour} card – the Wild Draw Four may not be played"))
NO_REVERSE = _("R10.no_reverse", QT_TRANSLATE_NOOP("uno", "You cannot answer a Reverse with a Reverse"))
MUST_PLAY = _("R4.must_play", QT_TRANSLATE_NOOP("uno", "You have a card you can play"))
ONLY_DRAWN = _("R5.only_drawn", QT_TRANSLATE_NOOP("uno", "You drew {card}: play it or keep it"))
NO_KEEP = _("R5.no_keep", QT_TRANSLATE_NOOP("uno", "There is no drawn card to keep"))
CHOOSE_FIRST = _("R2.choose_first", QT_TRANSLATE_NOOP("uno", "Name a colour for your wild card first"))
NO_WILD = _("R2.no_wild", QT_TRANSLATE_NOOP("uno", "You name a colour only after a wild card"))
BAD_COLOUR = _("R2.bad_colour", QT_TRANSLATE_NOOP("uno", "Name red, green, blue or yellow"))
PASS_ON = _("A4.pass_on", QT_TRANSLATE_NOOP(
    "uno", "Pass it on with a {card} of your own, or draw {count} cards"))
CHALLENGE_OR_DRAW = _("R11.challenge_or_draw", QT_TRANSLATE_NOOP(
    "uno", "Challenge the Wild Draw Four, or draw {count} cards"))
NO_CHALLENGE = _("R11.no_challenge", QT_TRANSLATE_NOOP("uno", "There is no Wild Draw Four to challenge"))
NOT_NOW = _("R12.not_now", QT_TRANSLATE_NOOP("uno", "You say UNO when you play your second-to-last card"))
NO_CATCH = _("R13.no_catch", QT_TRANSLATE_NOOP("uno", "Too late: {player} cannot be caught now"))
NO_CATCH_PARTNER = _("R17.no_catch_partner", QT_TRANSLATE_NOOP("uno", "You cannot catch your partner"))
NOTHING_TO_DRAW = _("R16.nothing_to_draw", QT_TRANSLATE_NOOP("uno", "There is nothing left to draw"))
NO_PASS = _("R16.no_pass", QT_TRANSLATE_NOOP("uno", "You may pass only when you can neither play nor draw"))
# Card kinds named in texts.
VALUE_NAMES = {
    "skip": _("card.skip", QT_TRANSLATE_NOOP("uno", "Stop")),
    "rev": _("card.rev", QT_TRANSLATE_NOOP("uno", "Reverse")),
    "draw2": _("card.draw2", QT_TRANSLATE_NOOP("uno", "Draw Two")),
    "wild4": _("card.wild4", QT_TRANSLATE_NOOP("uno", "Wild Draw Four")),
}
# Descriptions and news.
D_PLAY = _("R3.play", QT_TRANSLATE_NOOP("uno", "Play {card}"))
D_DRAW = _("R5.draw", QT_TRANSLATE_NOOP("uno", "Draw a card"))
D_TAKE = _("R8.take", QT_TRANSLATE_NOOP("uno", "Draw {count}"))
D_KEEP = _("R5.keep", QT_TRANSLATE_NOOP("uno", "Keep"))
D_CHOOSE = _("R2.choose", QT_TRANSLATE_NOOP("uno", "{colour}"))
D_CALL = _("R12.call", QT_TRANSLATE_NOOP("uno", "UNO!"))
D_CATCH = _("R13.catch", QT_TRANSLATE_NOOP("uno", "Forgot UNO! – {player}"))
D_CHALLENGE = _("R11.challenge", QT_TRANSLATE_NOOP("uno", "Challenge"))
D_PASS = _("R16.pass", QT_TRANSLATE_NOOP("uno", "Pass"))
NAMES = _("R2.names", QT_TRANSLATE_NOOP("uno", "{player} names {colour}"))
LOSES_TURN = _("R6.loses_turn", QT_TRANSLATE_NOOP("uno", "{player} loses the turn"))
DRAWS_LOSES = _("R8.draws", QT_TRANSLATE_NOOP("uno", "{player} draws {count} and loses the turn"))
REVERSED = _("R7.reversed", QT_TRANSLATE_NOOP("uno", "Play changes direction"))
PENALTY = _("R11.penalty", QT_TRANSLATE_NOOP(
    "uno", "{player} played +4 while holding a {colour} card – {player} draws {count}"))
CHALLENGE_WON = _("R11.challenge_won", QT_TRANSLATE_NOOP(
    "uno", "{player} challenges: the +4 broke the rule, {offender} draws {count}"))
CHALLENGE_LOST = _("R11.challenge_lost", QT_TRANSLATE_NOOP(
    "uno", "{player} challenges: the +4 was allowed, {player} draws {count}"))
CAUGHT = _("R13.caught", QT_TRANSLATE_NOOP("uno", "{catcher} caught {player} without UNO – {player} draws {count}"))
PASSES = _("R16.passes", QT_TRANSLATE_NOOP("uno", "{player} passes"))
RESHUFFLED = _("R16.reshuffled", QT_TRANSLATE_NOOP("uno", "The discard pile becomes the new draw pile"))
START_BACK = _("D3.start_back", QT_TRANSLATE_NOOP(
    "uno", "A Wild Draw Four cannot start the pile: it is shuffled back"))
WINS_ROUND = _("R15.wins_round", QT_TRANSLATE_NOOP("uno", "{player} goes out and scores {points}"))
GOES_OUT = _("S2.goes_out", QT_TRANSLATE_NOOP("uno", "{player} goes out"))
ELIMINATED = _("S2.eliminated", QT_TRANSLATE_NOOP("uno", "{player} reaches the limit and is out of the game"))
WINS = _("S1.wins", QT_TRANSLATE_NOOP("uno", "{player} wins the game"))
ROW = _("S1.row", QT_TRANSLATE_NOOP("uno", "Round {n}: {player} went out"))
STATUS = _("S1.status", QT_TRANSLATE_NOOP("uno", "Round {n}, target {target} – {colour}, {direction}"))
STATUS_LIMIT = _("S2.status", QT_TRANSLATE_NOOP("uno", "Round {n}, out at {target} – {colour}, {direction}"))
CLOCKWISE = _("R1.clockwise", QT_TRANSLATE_NOOP("uno", "clockwise"))
COUNTER = _("R7.counter", QT_TRANSLATE_NOOP("uno", "counter-clockwise"))
