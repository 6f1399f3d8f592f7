"""The texts of Rummy / 500: refusals citing the rules, move descriptions, news, card names."""
from __future__ import annotations

from typing import Iterable

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("rummy")
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("rummy", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("rummy", "That is not a move in Rummy"))
DRAW_FIRST = _("R2.draw_first", QT_TRANSLATE_NOOP("rummy", "Draw a card first: from the stock or the discard pile"))
DRAWN = _("R2.drawn", QT_TRANSLATE_NOOP("rummy", "You have drawn your card this turn"))
NOT_IN_HAND = _("R2.not_in_hand", QT_TRANSLATE_NOOP("rummy", "You do not hold {card}"))
NOT_IN_GROUP = _("R5.not_in_group", QT_TRANSLATE_NOOP("rummy", "{card} is not among the cards you are melding"))
NO_GROUP = _("R5.no_group", QT_TRANSLATE_NOOP("rummy", "Choose the cards of the meld first"))
USE_TRAY = _("R5.use_tray", QT_TRANSLATE_NOOP(
    "rummy", "Put the cards in the Meld tray in their order, then click Meld"))
NO_ROOM = _("R5.no_room", QT_TRANSLATE_NOOP("rummy", "There is no room for more melds in front of you"))
KEEP_ONE = _("R7.keep_one", QT_TRANSLATE_NOOP("rummy", "Keep one card – you can only close by discarding"))
KEEP_TWO = _("R9.keep_two", QT_TRANSLATE_NOOP(
    "rummy", "Nobody may close in the first round: keep two cards"))
OWN_MELD_FIRST = _("R6.own_meld", QT_TRANSLATE_NOOP(
    "rummy", "You need a meld of your own before you can add to melds"))
NO_SUCH_MELD = _("R6.no_meld", QT_TRANSLATE_NOOP("rummy", "There is no such meld on the table"))
SAY_END = _("R6.say_end", QT_TRANSLATE_NOOP("rummy", "Say at which end of the run the card goes"))
TAKEN_BACK = _("R8.taken", QT_TRANSLATE_NOOP(
    "rummy", "You cannot discard the card you took from the discard pile this turn"))
MUST_MELD = _("A1.must_meld", QT_TRANSLATE_NOOP(
    "rummy", "You must lay your meld first: {meld}"))
NO_SWAP = _("A4.no_swap", QT_TRANSLATE_NOOP("rummy", "A joker on the table cannot be taken back"))
NOTHING_BACK = _("R5.nothing_back", QT_TRANSLATE_NOOP("rummy", "You have laid nothing this turn"))
EMPTY_STOCK = _("R10.empty", QT_TRANSLATE_NOOP("rummy", "The stock is empty: take the top discard"))
EMPTY_PILE = _("R2.empty_pile", QT_TRANSLATE_NOOP("rummy", "The discard pile is empty"))
HAND_OVER = _("R9.over", QT_TRANSLATE_NOOP("rummy", "The hand is over"))
TOO_LATE = _("R12.too_late", QT_TRANSLATE_NOOP("rummy", "Too late – {player} has already drawn"))
NO_CLAIM = _("R11.no_claim", QT_TRANSLATE_NOOP("rummy", "There is no discard to call Rummy! on"))
OWN_DISCARD = _("R11.own", QT_TRANSLATE_NOOP("rummy", "You cannot call Rummy! on your own discard"))
# Descriptions and news.
D_DRAW = _("R2.draw", QT_TRANSLATE_NOOP("rummy", "Draw from the stock"))
D_TAKE = _("R2.take", QT_TRANSLATE_NOOP("rummy", "Take {card}"))
D_PICK = _("R5.pick", QT_TRANSLATE_NOOP("rummy", "Put {card} in the meld"))
D_UNPICK = _("R5.unpick", QT_TRANSLATE_NOOP("rummy", "Take {card} back into the hand"))
D_MELD = _("R5.meld", QT_TRANSLATE_NOOP("rummy", "Meld {cards}"))
D_MELD_AS = _("R4.meld_as", QT_TRANSLATE_NOOP("rummy", "Meld {cards} – joker = {faces}"))
D_LAYOFF = _("R6.layoff", QT_TRANSLATE_NOOP("rummy", "Add {card} to {owner}'s {cards}"))
D_LAYOFF_AS = _("R6.layoff_as", QT_TRANSLATE_NOOP("rummy", "Add {card} to {owner}'s {cards} as {face}"))
D_SWAP = _("A4.swap", QT_TRANSLATE_NOOP("rummy", "Put {card} for the joker in {owner}'s {cards}"))
D_TAKEBACK = _("R5.takeback", QT_TRANSLATE_NOOP("rummy", "Take back"))
D_DISCARD = _("R2.discard", QT_TRANSLATE_NOOP("rummy", "Discard {card}"))
D_CLAIM = _("R11.claim", QT_TRANSLATE_NOOP("rummy", "Rummy! {card} to {owner}'s {cards}"))
D_CLAIM_AS = _("R11.claim_as", QT_TRANSLATE_NOOP("rummy", "Rummy! {card} to {owner}'s {cards} as {face}"))
CALLED = _("R11.called", QT_TRANSLATE_NOOP("rummy", "Rummy!"))
CLOSED = _("R9.closed", QT_TRANSLATE_NOOP("rummy", "{player} closes the hand"))
NO_CLOSER = _("R10.no_closer", QT_TRANSLATE_NOOP("rummy", "The stock has run out again: the hand ends without a closer"))
TURNED = _("R10.turned", QT_TRANSLATE_NOOP("rummy", "The discard pile is turned over as the new stock"))
SCORED = _("S1.scored", QT_TRANSLATE_NOOP("rummy", "Hand {number} is scored"))
WINS = _("S3.wins", QT_TRANSLATE_NOOP("rummy", "{seat} wins the game"))
SHARED = _("S3.shared", QT_TRANSLATE_NOOP("rummy", "Shared win: {seats}"))
ROW_HAND = _("S1.row", QT_TRANSLATE_NOOP("rummy", "Hand {number}: {player} closed (\"lukket\")"))
ROW_NO_CLOSER = _("S1.row_none", QT_TRANSLATE_NOOP("rummy", "Hand {number}: no closer"))
STATUS = _("S3.status", QT_TRANSLATE_NOOP("rummy", "Table {table}, game to {target} – {dealer} deals"))
TABLE_NAMES = {"500": "500", "rommy": "Rommy"}

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def names(cards: Iterable[Card]) -> str:
    """Cards as the table names them in a text ("5♥ 6♥ ★", the star a joker)."""
    return " ".join("★" if c.is_joker else ("10" if c.rank == "T" else c.rank) + SUIT_SYMBOLS[c.suit]
                    for c in cards)
