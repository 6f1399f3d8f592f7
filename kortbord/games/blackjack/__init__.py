"""Black Jack (21), the Danish family banking game (spec: rules/blackjack.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("blackjack", "No")
_YES = QT_TRANSLATE_NOOP("blackjack", "Yes")

OPTIONS = OptionSchema((
    OptionSpec(
        "start_chips", (10, 20, 50, 100, 200, 500, 1000, 10000), 100,
        QT_TRANSLATE_NOOP("blackjack", "Chips at the start"),
        QT_TRANSLATE_NOOP("blackjack", "Every participant starts with this many chips.")),
    OptionSpec(
        "min_stake", (1, 2, 5, 10), 1,
        QT_TRANSLATE_NOOP("blackjack", "Smallest stake"),
        QT_TRANSLATE_NOOP("blackjack", "The smallest stake a player may place (D3).")),
    OptionSpec(
        "max_stake", (5, 10, 20, 25, 50, 100), 10,
        QT_TRANSLATE_NOOP("blackjack", "Largest stake"),
        QT_TRANSLATE_NOOP("blackjack", "The largest stake, before the banker's double (D3); "
                                       "never below the smallest stake.")),
    OptionSpec(
        "banker_rounds", tuple(range(1, 21)), 3,
        QT_TRANSLATE_NOOP("blackjack", "Rounds per banker"),
        QT_TRANSLATE_NOOP("blackjack", "Rounds a banker keeps the bank before it passes to the left (A8).")),
    OptionSpec(
        "banker_laps", (1, 2, 3, 4, 5), 1,
        QT_TRANSLATE_NOOP("blackjack", "Times round the table"),
        QT_TRANSLATE_NOOP("blackjack", "How many times the bank goes round the table: the game's "
                                       "length (S3).")),
    OptionSpec(
        "bank_to_blackjack", (False, True), False,
        QT_TRANSLATE_NOOP("blackjack", "Black Jack takes the bank"),
        QT_TRANSLATE_NOOP("blackjack", "A player's Black Jack, when the banker has none, takes over "
                                       "the bank (A8)."),
        (_NO, _YES)),
    OptionSpec(
        "banker_double", (True, False), True,
        QT_TRANSLATE_NOOP("blackjack", "The banker may double"),
        QT_TRANSLATE_NOOP("blackjack", "After looking at his first card the banker may double every "
                                       "stake (R3)."),
        (_YES, _NO)),
    OptionSpec(
        "both_blackjack", ("table", "per_player", "standoff"), "table",
        QT_TRANSLATE_NOOP("blackjack", "Banker and player both have Black Jack"),
        QT_TRANSLATE_NOOP("blackjack", "Everybody pays the stake once; or Black Jack holders pay once "
                                       "and the others double; or Black Jack holders pay nothing (A2)."),
        (QT_TRANSLATE_NOOP("blackjack", "Everybody pays once"),
         QT_TRANSLATE_NOOP("blackjack", "Black Jack pays once, others double"),
         QT_TRANSLATE_NOOP("blackjack", "Black Jack pays nothing, others double"))),
    OptionSpec(
        "banker_draw_rule", ("free_from_17", "stand_on_17"), "free_from_17",
        QT_TRANSLATE_NOOP("blackjack", "The banker from 17"),
        QT_TRANSLATE_NOOP("blackjack", "From 17 the banker may stand or draw on; or he must stand, as "
                                       "in a casino (A4)."),
        (QT_TRANSLATE_NOOP("blackjack", "May draw on"), QT_TRANSLATE_NOOP("blackjack", "Must stand"))),
    OptionSpec(
        "allow_debt", (True, False), True,
        QT_TRANSLATE_NOOP("blackjack", "Play on in debt"),
        QT_TRANSLATE_NOOP("blackjack", "Balances may go below zero; or who has no chips left after a "
                                       "round leaves the table (S4)."),
        (_YES, _NO)),
))

INFO = GameInfo(
    id="blackjack",
    titles={"da": "Black Jack", "sv": "Black Jack", "en": "Black Jack"},
    subtitles={"da": "21 med bankør og jetoner",
               "sv": "21 med bankir och marker",
               "en": "twenty-one with a rotating banker"},
    family="banking",
    min_players=2,
    max_players=10,
    default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
