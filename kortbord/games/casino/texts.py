"""Every player-visible text of Casino, as translatable messages (keys cite the spec)."""
from __future__ import annotations

from typing import Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, MessageTemplate

_ = Catalog("casino")

# --- describe(): menu and log texts --------------------------------------
TRAIL = _("R2.trail", QT_TRANSLATE_NOOP("casino", "Lay out {card}"))
TAKE = _("R3.take", QT_TRANSLATE_NOOP("casino", "Take {units} ({value})"))
BUILD = _("R4.build", QT_TRANSLATE_NOOP("casino", "Build {value}: {card} on {units}"))
BUILD_MORE = _("R6.build_more", QT_TRANSLATE_NOOP("casino", "Build more {value}: {card} on {units}"))
SWEEP = _("R8.sweep", QT_TRANSLATE_NOOP("casino", "Clear the table with {card} (a sweep)"))
BUILD_UNIT = _("unit.build", QT_TRANSLATE_NOOP("casino", "build {value}"))
MORE_UNIT = _("unit.build_more", QT_TRANSLATE_NOOP("casino", "build more {value}"))
PLUS = _("join.plus", QT_TRANSLATE_NOOP("casino", "{a} + {b}"))
COMMA = _("join.comma", QT_TRANSLATE_NOOP("casino", "{a}, {b}"))

# --- events ----------------------------------------------------------------
ANNOUNCE_BUILD = _("R7f.announce", QT_TRANSLATE_NOOP("casino", "Building {value}"))
ANNOUNCE_MORE = _("R7f.announce_more", QT_TRANSLATE_NOOP("casino", "Building more {value}"))
SVUPPER = _("R10.svupper", QT_TRANSLATE_NOOP("casino", "Sweep!"))
SIDSTEN = _("D4.sidsten", QT_TRANSLATE_NOOP("casino", "Sidsten! This is the last hand."))
LEFTOVERS = _("R11.leftovers", QT_TRANSLATE_NOOP("casino", "{seat} takes the cards left on the table"))
NO_CAPTURES = _("R11.nobody", QT_TRANSLATE_NOOP("casino", "Nobody captured: the cards left are set aside"))
DEAL_SCORED = _("S1.deal_scored", QT_TRANSLATE_NOOP("casino", "Deal {deal} is scored"))
NEW_DEAL = _("D1.new_deal", QT_TRANSLATE_NOOP("casino", "Deal {deal}: {seat} deals"))
TIE_AT_TARGET = _("S4.tie", QT_TRANSLATE_NOOP("casino", "Tied at the top: another deal is played"))
WINS = _("S4.wins", QT_TRANSLATE_NOOP("casino", "{seat} wins"))
TEAM_WINS = _("S5.team_wins", QT_TRANSLATE_NOOP("casino", "{seat} and {partner} win"))

# --- why a move is illegal ----------------------------------------------------
NOT_A_MOVE = _("move.unknown", QT_TRANSLATE_NOOP("casino", "That is not a Casino move"))
NOT_IN_HAND = _("move.not_in_hand", QT_TRANSLATE_NOOP("casino", "You do not hold {card}"))
NOT_ON_TABLE = _("move.not_on_table", QT_TRANSLATE_NOOP("casino", "{unit} is not on the table"))
SELECT_UNITS = _("R3.select", QT_TRANSLATE_NOOP("casino", "Select the cards or builds to take"))
MUST_TAKE_BUILD = _("R9.must_take_build", QT_TRANSLATE_NOOP(
    "casino", "You must take your build ({value}) or build on it"))
NO_CAPTURING_CARD = _("R7b.no_capturing_card", QT_TRANSLATE_NOOP("casino", "You have no card with the value {value}"))
ALREADY_BUILDING = _("R7e.already_building", QT_TRANSLATE_NOOP("casino", "You already have a build"))
BUILD_RANGE = _("R7c.range", QT_TRANSLATE_NOOP("casino", "A build is worth 2 to 16"))
BUILD_NEEDS_CARDS = _("R4.needs_table_cards", QT_TRANSLATE_NOOP(
    "casino", "Lay the card on one or more table cards or on a build"))
ONE_BUILD_ONLY = _("R7d.one_build", QT_TRANSLATE_NOOP("casino", "A move can involve only one build"))
NOT_SUM = _("R3.not_value", QT_TRANSLATE_NOOP("casino", "The selected cards do not make {value}"))
NOT_SUM_DUAL = _("R3.not_value_dual", QT_TRANSLATE_NOOP("casino", "The selected cards do not make {low} or {high}"))
NO_GROUPING = _("R3.no_grouping", QT_TRANSLATE_NOOP(
    "casino", "The selected cards cannot be split into groups of the same value"))
MERE_NOT_RAISABLE = _("A20.mere_not_raisable", QT_TRANSLATE_NOOP("casino", "A 'build more' cannot be raised"))
NO_RAISE_OWN = _("A6.no_raise_own", QT_TRANSLATE_NOOP("casino", "You may not raise your own build"))
HAND_CARD_ONLY = _("A8.hand_card_only", QT_TRANSLATE_NOOP(
    "casino", "You may only build on a build with the card from your hand"))
BUILD_EXACT_ONLY = _("A9.build_exact_only", QT_TRANSLATE_NOOP(
    "casino", "A build can only be taken by a card of the same value"))
HAND_HIGH_TABLE_LOW = _("A1.hand_high_table_low", QT_TRANSLATE_NOOP(
    "casino",
    "A card from the hand counts high (ace 14, 2♠ 15, 10♦ 16), a card on the table low (ace 1, 2♠ 2, 10♦ 10)"))
ONLY_SPADE_FIVE = _("R8.only_spade_five", QT_TRANSLATE_NOOP("casino", "Only 5♠ can clear the table"))
NO_SWEEP_WITH_BUILD = _("R8.own_build", QT_TRANSLATE_NOOP("casino", "You cannot clear the table while you own a build"))
NOTHING_TO_SWEEP = _("R8.nothing_to_sweep", QT_TRANSLATE_NOOP("casino", "There is nothing to clear"))

# --- score sheet -------------------------------------------------------------------
ROW = _("S1.row", QT_TRANSLATE_NOOP("casino", "Deal {deal}: {item}"))
ITEMS = (
    _("S1.cards", QT_TRANSLATE_NOOP("casino", "Most cards")),
    _("S1.spades", QT_TRANSLATE_NOOP("casino", "Most spades")),
    _("S1.big_casino", QT_TRANSLATE_NOOP("casino", "Big casino (10♦)")),
    _("S1.little_casino", QT_TRANSLATE_NOOP("casino", "Little casino (2♠)")),
    _("S1.aces", QT_TRANSLATE_NOOP("casino", "Aces")),
    _("S1.svuppere", QT_TRANSLATE_NOOP("casino", "Sweeps")),
    _("S1.sidsten", QT_TRANSLATE_NOOP("casino", "Last capture")),
)
STATUS_HAND = _("D3.status", QT_TRANSLATE_NOOP("casino", "Deal {deal}, hand {hand} of {hands}"))
STATUS_LAST = _("D4.status", QT_TRANSLATE_NOOP("casino", "Deal {deal}, last hand"))
STATUS_OVER = _("S4.status", QT_TRANSLATE_NOOP("casino", "Game over after {deals} deals"))


def joined(items: Sequence[Message | Card], join: MessageTemplate = PLUS) -> Message | Card:
    """``a + b + c`` (or ``a, b, c`` with ``COMMA``) as nested messages."""
    assert items, "nothing to join"
    result: Message | Card = items[-1]
    for item in reversed(items[:-1]):
        result = join(a=item, b=result)
    return result
