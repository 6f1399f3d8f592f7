"""Every player-visible text of Black Jack, as translatable messages (keys cite the spec)."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("blackjack")

# --- refusals ----------------------------------------------------------------
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("blackjack", "That is not a move in Black Jack"))
NOT_YOUR_TURN = _("R12.not_your_turn", QT_TRANSLATE_NOOP("blackjack", "It is not your turn"))
NOT_HERE = _("R10.not_here", QT_TRANSLATE_NOOP(
    "blackjack", "Splitting, doubling down, insurance and surrender are not part of this game"))
STAKE_RANGE = _("D3.stake_range", QT_TRANSLATE_NOOP(
    "blackjack", "The stake must be between {low} and {high}"))
STAKE_BALANCE = _("S4.stake_balance", QT_TRANSLATE_NOOP(
    "blackjack", "You cannot stake more than the {chips} chips you have"))
STAKE_TIME = _("D3.stake_time", QT_TRANSLATE_NOOP(
    "blackjack", "Stakes are placed after the first card, before the banker doubles"))
BANKER_NO_STAKE = _("D3.banker_no_stake", QT_TRANSLATE_NOOP("blackjack", "The banker does not stake"))
PEEK_FIRST = _("D4.peek_first", QT_TRANSLATE_NOOP("blackjack", "Look at your face-down card first: click it"))
PEEK_TIME = _("D4.peek_time", QT_TRANSLATE_NOOP(
    "blackjack", "The banker looks at his card when all stakes are placed"))
DOUBLE_EARLY = _("R3.double_early", QT_TRANSLATE_NOOP(
    "blackjack", "The banker doubles when all stakes are placed"))
DOUBLE_LATE = _("R3.double_late", QT_TRANSLATE_NOOP(
    "blackjack", "The double must be chosen before the second card"))
DOUBLE_OFF = _("R3.double_off", QT_TRANSLATE_NOOP("blackjack", "The banker's double is not played with these rules"))
ONLY_BANKER = _("R12.only_banker", QT_TRANSLATE_NOOP("blackjack", "Only the banker may double"))
CARDS_LATER = _("R5.cards_later", QT_TRANSLATE_NOOP(
    "blackjack", "You may take cards when it is your turn, after the second card"))
BANKER_MIN = _("A4.banker_min", QT_TRANSLATE_NOOP("blackjack", "The banker must have at least 17 to stand"))
BANKER_MUST_STAND = _("A4.banker_must_stand", QT_TRANSLATE_NOOP("blackjack", "The banker must stand on 17 or more"))
REVEAL_FIRST = _("R6.reveal_first", QT_TRANSLATE_NOOP("blackjack", "Turn your face-down card up first: click it"))
REVEAL_TIME = _("R6.reveal_time", QT_TRANSLATE_NOOP(
    "blackjack", "The banker turns his card up when his turn begins"))

# --- describe(): buttons and the game log ------------------------------------------
D_STAKE = _("D3.stake", QT_TRANSLATE_NOOP("blackjack", "Stake {amount}"))
D_MORE = _("D3.more", QT_TRANSLATE_NOOP("blackjack", "+{amount}"))
D_LESS = _("D3.less", QT_TRANSLATE_NOOP("blackjack", "−{amount}"))
D_READY = _("D3.ready", QT_TRANSLATE_NOOP("blackjack", "Ready ({amount})"))
D_PEEK = _("D4.peek", QT_TRANSLATE_NOOP("blackjack", "Look at your card"))
D_DOUBLE = _("R3.double", QT_TRANSLATE_NOOP("blackjack", "Double all stakes"))
D_DECLINE = _("R3.decline", QT_TRANSLATE_NOOP("blackjack", "No double"))
D_HIT = _("R5.hit", QT_TRANSLATE_NOOP("blackjack", "Card"))
D_STAND = _("R5.stand", QT_TRANSLATE_NOOP("blackjack", "Stand"))
D_REVEAL = _("R6.reveal", QT_TRANSLATE_NOOP("blackjack", "Turn your card up"))
D_DEAL = _("D1.deal", QT_TRANSLATE_NOOP("blackjack", "Deal the next round"))

# --- news -----------------------------------------------------------------------
STAKES = _("D3.stakes", QT_TRANSLATE_NOOP("blackjack", "Stakes {amount}"))
PEEKS = _("D4.peeks", QT_TRANSLATE_NOOP("blackjack", "Looks at the card…"))
DOUBLES = _("R3.doubles", QT_TRANSLATE_NOOP("blackjack", "I double every stake!"))
NO_DOUBLE = _("R3.no_double", QT_TRANSLATE_NOOP("blackjack", "No double."))
BANKER_BJ = _("R4a.banker_bj", QT_TRANSLATE_NOOP(
    "blackjack", "Black Jack for the banker: everybody pays double"))
BOTH_BJ = _("R4b.both_bj", QT_TRANSLATE_NOOP(
    "blackjack", "Black Jack for the banker and a player: everybody pays the stake once"))
BOTH_BJ_PER_PLAYER = _("A2.per_player", QT_TRANSLATE_NOOP(
    "blackjack", "Black Jack for the banker: Black Jack holders pay once, the others double"))
BOTH_BJ_STANDOFF = _("A2.standoff", QT_TRANSLATE_NOOP(
    "blackjack", "Black Jack for the banker: Black Jack holders keep their stake, the others pay double"))
PLAYER_BJ = _("R4c.player_bj", QT_TRANSLATE_NOOP("blackjack", "Black Jack! The banker pays {amount}"))
BUST = _("R5.bust", QT_TRANSLATE_NOOP("blackjack", "Over 21 ({total}): pays {amount}"))
TWENTY_ONE = _("R5.twenty_one", QT_TRANSLATE_NOOP("blackjack", "21!"))
STANDS = _("R5.stands", QT_TRANSLATE_NOOP("blackjack", "Stands on {total}"))
BANKER_STANDS = _("R7.banker_stands", QT_TRANSLATE_NOOP("blackjack", "The banker stands on {total}"))
BANKER_BUST = _("R8.banker_bust", QT_TRANSLATE_NOOP(
    "blackjack", "The banker is over 21 ({total}) and pays everybody still in"))
GETS = _("R7.gets", QT_TRANSLATE_NOOP("blackjack", "Gets {amount}"))
PAYS = _("R7.pays", QT_TRANSLATE_NOOP("blackjack", "Pays {amount}"))
NOBODY_LEFT = _("R6.nobody_left", QT_TRANSLATE_NOOP(
    "blackjack", "Nobody is left in: the banker shows his card and draws nothing"))
NO_CARDS = _("R9.no_cards", QT_TRANSLATE_NOOP("blackjack", "The stock is empty: no more cards this round"))
RESHUFFLED = _("R9.reshuffled", QT_TRANSLATE_NOOP(
    "blackjack", "The stock is empty: the settled hands are shuffled into a new stock"))
NEW_BANKER = _("A8.new_banker", QT_TRANSLATE_NOOP("blackjack", "{player} takes over the bank"))
LEAVES = _("S4.leaves", QT_TRANSLATE_NOOP("blackjack", "{player} has no chips left and leaves the table"))
ROUND_SETTLED = _("S1.round_settled", QT_TRANSLATE_NOOP("blackjack", "Round {number} of {rounds} is settled"))
GAME_WON = _("S3.won", QT_TRANSLATE_NOOP("blackjack", "{player} wins with {chips} chips"))

# --- score sheet and table tags ------------------------------------------------
ROW_NOW = _("S1.row_now", QT_TRANSLATE_NOOP("blackjack", "Now"))
ROW_START = _("S1.row_start", QT_TRANSLATE_NOOP("blackjack", "Start"))
ROW_ROUND = _("S1.row_round", QT_TRANSLATE_NOOP("blackjack", "Round {number}"))
STATUS = _("S3.status", QT_TRANSLATE_NOOP(
    "blackjack", "Bank: {player}, round {count} of {rounds} · {left} rounds left"))
TAG_BANKER = _("tag.banker", QT_TRANSLATE_NOOP("blackjack", "Bank"))
TAG_CHIPS = _("tag.chips", QT_TRANSLATE_NOOP("blackjack", "{chips} chips"))
PLATE_BANKER = _("tag.plate_banker", QT_TRANSLATE_NOOP("blackjack", "Bank · {chips}"))
TAG_STAKE = _("tag.stake", QT_TRANSLATE_NOOP("blackjack", "{amount}"))
TAG_DOUBLED = _("tag.doubled", QT_TRANSLATE_NOOP("blackjack", "{amount} ×2"))
TAG_GONE = _("tag.gone", QT_TRANSLATE_NOOP("blackjack", "Left the table"))
TAG_TOTAL = _("tag.total", QT_TRANSLATE_NOOP("blackjack", "{total}"))
TAG_SOFT = _("tag.soft", QT_TRANSLATE_NOOP("blackjack", "{low} / {high}"))
TAG_UNSEEN = _("tag.unseen", QT_TRANSLATE_NOOP("blackjack", "{total} + ?"))
TAG_BLACKJACK = _("tag.blackjack", QT_TRANSLATE_NOOP("blackjack", "Black Jack"))
TAG_BUST = _("tag.bust", QT_TRANSLATE_NOOP("blackjack", "Over 21 ({total})"))
TAG_HIDDEN = _("tag.hidden", QT_TRANSLATE_NOOP("blackjack", "{total} · {card} hidden from the others"))
TAG_PEEK = _("tag.peek", QT_TRANSLATE_NOOP("blackjack", "click to look"))
