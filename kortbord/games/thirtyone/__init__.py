"""31, Enogtredive (spec: rules/thirtyone.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

INFO = GameInfo(
    id="thirtyone",
    titles={"da": "31", "sv": "31", "en": "31"},
    subtitles={"da": "saml 31 i én kulør",
               "sv": "samla 31 i en färg",
               "en": "collect 31 in one suit"},
    family="draw and discard",
    min_players=2,
    max_players=8,
    default_players=3,
    options=OptionSchema((
        OptionSpec(
            "scoring_mode", ("wins", "lives"), "wins",
            QT_TRANSLATE_NOOP("thirtyone", "Scoring"),
            QT_TRANSLATE_NOOP("thirtyone", "Count rounds won, or play with lives: the lowest hand "
                                           "loses a life, the last player left wins (S1, S2)."),
            (QT_TRANSLATE_NOOP("thirtyone", "Rounds won"), QT_TRANSLATE_NOOP("thirtyone", "Lives")),
        ),
        OptionSpec(
            "target_wins", tuple(range(1, 51)), 5,
            QT_TRANSLATE_NOOP("thirtyone", "Rounds to win the game"),
            QT_TRANSLATE_NOOP("thirtyone", "With rounds won: the first to win this many rounds "
                                           "wins the game (S1)."),
        ),
        OptionSpec(
            "lives", tuple(range(1, 11)), 3,
            QT_TRANSLATE_NOOP("thirtyone", "Lives"),
            QT_TRANSLATE_NOOP("thirtyone", "With lives: how many lives each player starts with (S2)."),
        ),
        OptionSpec(
            "knocker_penalty", (1, 2), 1,
            QT_TRANSLATE_NOOP("thirtyone", "Lives lost by a knocker who is lowest"),
            QT_TRANSLATE_NOOP("thirtyone", "With lives: a knocker who alone has the lowest hand "
                                           "loses this many lives (S2)."),
        ),
        OptionSpec(
            "three_of_a_kind", ("none", "30", "30_5"), "none",
            QT_TRANSLATE_NOOP("thirtyone", "Three of a kind"),
            QT_TRANSLATE_NOOP("thirtyone", "Three cards of one rank count nothing special, 30, or "
                                           "30½ (beats 30, loses to 31) (A4)."),
            (QT_TRANSLATE_NOOP("thirtyone", "Nothing special"), "30", "30½"),
        ),
        OptionSpec(
            "knock_timing", ("instead_of_turn", "after_discard"), "instead_of_turn",
            QT_TRANSLATE_NOOP("thirtyone", "When you knock"),
            QT_TRANSLATE_NOOP("thirtyone", "Knock instead of your turn, or after drawing and "
                                           "discarding (A1)."),
            (QT_TRANSLATE_NOOP("thirtyone", "Instead of the turn"),
             QT_TRANSLATE_NOOP("thirtyone", "After discarding")),
        ),
        OptionSpec(
            "dealt_31", ("on_turn", "immediate"), "on_turn",
            QT_TRANSLATE_NOOP("thirtyone", "A dealt 31"),
            QT_TRANSLATE_NOOP("thirtyone", "A 31 in the dealt cards is shown at its holder's first "
                                           "turn, or at once after the deal (A9)."),
            (QT_TRANSLATE_NOOP("thirtyone", "On the holder's turn"),
             QT_TRANSLATE_NOOP("thirtyone", "At once")),
        ),
        OptionSpec(
            "stock_exhausted", ("reshuffle", "end_round"), "reshuffle",
            QT_TRANSLATE_NOOP("thirtyone", "When the stock runs out"),
            QT_TRANSLATE_NOOP("thirtyone", "Shuffle the discard pile under its top card into a new "
                                           "stock, or show the hands at once (R6, A6)."),
            (QT_TRANSLATE_NOOP("thirtyone", "Reshuffle the pile"),
             QT_TRANSLATE_NOOP("thirtyone", "Showdown")),
        ),
    )),
    ai_levels=LEVELS,
)
