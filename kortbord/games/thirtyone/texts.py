"""The player-facing texts of 31: refusals, move descriptions, news and score labels."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("thirtyone")

# Refusals (the wording of the spec's messages where it gives them).
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("thirtyone", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("thirtyone", "That is not a move in 31"))
NOT_IN_HAND = _("R2.not_in_hand", QT_TRANSLATE_NOOP("thirtyone", "You do not hold {card}"))
DRAW_FIRST = _("R2.draw_first", QT_TRANSLATE_NOOP(
    "thirtyone", "First take a card from the stock or the discard pile"))
DISCARD_NOW = _("R2.discard_now", QT_TRANSLATE_NOOP(
    "thirtyone", "You have four cards: put one on the discard pile"))
JUST_TAKEN = _("A5.just_taken", QT_TRANSLATE_NOOP(
    "thirtyone", "You cannot discard the card you have just taken"))
FIRST_ROUND = _("R4.first_round", QT_TRANSLATE_NOOP("thirtyone", "No knocking in the first round"))
ALREADY_KNOCKED = _("R4.already_knocked", QT_TRANSLATE_NOOP("thirtyone", "Somebody has already knocked"))
KNOCK_AT_START = _("R4.knock_at_start", QT_TRANSLATE_NOOP(
    "thirtyone", "You knock at the start of your turn, instead of drawing"))
KNOCK_WITH_DISCARD = _("A1.knock_with_discard", QT_TRANSLATE_NOOP(
    "thirtyone", "You knock as you discard: drop a card and choose to knock"))
ROUND_OVER = _("R7.round_over", QT_TRANSLATE_NOOP("thirtyone", "The round is over: deal the next one"))
NOT_DEAL_TIME = _("D1.not_deal_time", QT_TRANSLATE_NOOP("thirtyone", "The cards are dealt when the round is over"))

# Moves.
D_DRAW = _("R2.draw", QT_TRANSLATE_NOOP("thirtyone", "Draw from the stock"))
D_TAKE = _("R2.take", QT_TRANSLATE_NOOP("thirtyone", "Take {card}"))
D_TAKE_TOP = _("R2.take_top", QT_TRANSLATE_NOOP("thirtyone", "Take from the discard pile"))
D_DISCARD = _("R2.discard", QT_TRANSLATE_NOOP("thirtyone", "Discard {card}"))
D_DISCARD_KNOCK = _("A1.discard_knock", QT_TRANSLATE_NOOP("thirtyone", "Discard {card} and knock"))
D_KNOCK = _("R4.knock", QT_TRANSLATE_NOOP("thirtyone", "Knock"))
D_DEAL = _("D1.deal", QT_TRANSLATE_NOOP("thirtyone", "Deal the next round"))

# What happened.
KNOCK_CALL = _("R4.call", QT_TRANSLATE_NOOP("thirtyone", "Knock, knock!"))
KNOCKS = _("R4.knocks", QT_TRANSLATE_NOOP("thirtyone", "{player} knocks: everybody else has one more turn"))
CALL_31 = _("R3.call", QT_TRANSLATE_NOOP("thirtyone", "31!"))
HAS_31 = _("R3.has_31", QT_TRANSLATE_NOOP("thirtyone", "{player} has 31 and wins the round"))
WINS_ROUND = _("R5.wins", QT_TRANSLATE_NOOP("thirtyone", "{player} wins the round with {value}"))
STOCK_OUT = _("A6.stock_out", QT_TRANSLATE_NOOP("thirtyone", "The stock is empty: everybody shows"))
RESHUFFLED = _("R6.reshuffled", QT_TRANSLATE_NOOP("thirtyone", "The discard pile becomes the new stock"))
LOSES_LIFE = _("S2.loses", QT_TRANSLATE_NOOP("thirtyone", "{player} loses a life"))
LOSES_LIVES = _("S2.loses_more", QT_TRANSLATE_NOOP("thirtyone", "{player} loses {count} lives"))
IS_OUT = _("S2.out", QT_TRANSLATE_NOOP("thirtyone", "{player} is out"))
SPARED = _("S2.spared", QT_TRANSLATE_NOOP("thirtyone", "Nobody would be left: the best stay in with one life"))
ROUND_DONE = _("R7.done", QT_TRANSLATE_NOOP("thirtyone", "Round {number}"))
WINS_GAME = _("S1.wins_game", QT_TRANSLATE_NOOP("thirtyone", "{player} wins the game"))

# The score sheet and the table's tags.
ROW_ROUND = _("S1.row", QT_TRANSLATE_NOOP("thirtyone", "Round {number}"))
ROW_START = _("S2.start", QT_TRANSLATE_NOOP("thirtyone", "Lives at the start"))
STATUS = _("S3.status", QT_TRANSLATE_NOOP("thirtyone", "Round {number} · {dealer} deals"))
STATUS_KNOCKED = _("S3.status_knocked", QT_TRANSLATE_NOOP(
    "thirtyone", "Round {number} · {dealer} deals · {knocker} has knocked"))
VALUE = _("tag.value", QT_TRANSLATE_NOOP("thirtyone", "{value} in {suit}"))
VALUE_TRIPLE = _("tag.triple", QT_TRANSLATE_NOOP("thirtyone", "{value}: three of a kind"))
BEST_THREE = _("tag.best", QT_TRANSLATE_NOOP("thirtyone", "Best three: {hand}"))
KNOCKED_TAG = _("tag.knocked", QT_TRANSLATE_NOOP("thirtyone", "✊ Knocked"))
KNOCKED_HAND = _("tag.knocked_hand", QT_TRANSLATE_NOOP("thirtyone", "✊ {hand}"))
WINNER_HAND = _("tag.winner", QT_TRANSLATE_NOOP("thirtyone", "★ {hand} – wins"))
SHOWN_HAND = _("panel.shown_hand", QT_TRANSLATE_NOOP("thirtyone", "{player}: {first} {second} {third} – {hand}"))
