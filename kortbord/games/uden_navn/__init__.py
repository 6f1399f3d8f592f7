"""Kortspillet uden navn, the seven-contract rummy (spec: rules/uden_navn.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("uden_navn", "No")
_YES = QT_TRANSLATE_NOOP("uden_navn", "Yes")

INFO = GameInfo(
    id="uden_navn",
    titles={"da": "Kortspillet uden navn", "sv": "Kortspelet utan namn", "en": "The Game Without a Name"},
    subtitles={"da": "rummy med syv kontrakter",
               "sv": "rummy med sju kontrakt",
               "en": "seven-contract rummy"},
    family="rummy",
    min_players=3,
    max_players=8,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "decks", ("auto", "2", "3"), "auto",
            QT_TRANSLATE_NOOP("uden_navn", "Packs"),
            QT_TRANSLATE_NOOP("uden_navn", "How many packs are shuffled together: by player count "
                                           "(two for 3–5 players, three for 6–8), or always two or three (A1)."),
            (QT_TRANSLATE_NOOP("uden_navn", "By player count"), "2", "3"),
        ),
        OptionSpec(
            "jokers_per_deck", (3, 2), 3,
            QT_TRANSLATE_NOOP("uden_navn", "Jokers per pack"),
            QT_TRANSLATE_NOOP("uden_navn", "Jokers taken in with each pack (A1)."),
        ),
        OptionSpec(
            "buy_limit", ("unlimited", "1", "2", "3"), "unlimited",
            QT_TRANSLATE_NOOP("uden_navn", "Purchases per round"),
            QT_TRANSLATE_NOOP("uden_navn", "How often each player may buy a discard in one round (R11)."),
            (QT_TRANSLATE_NOOP("uden_navn", "Unlimited"), "1", "2", "3"),
        ),
        OptionSpec(
            "buy_after_laydown", (False, True), False,
            QT_TRANSLATE_NOOP("uden_navn", "Buy after laying down"),
            QT_TRANSLATE_NOOP("uden_navn", "Players who have laid down may still buy (R9, A7)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "layoff_same_turn", (True, False), True,
            QT_TRANSLATE_NOOP("uden_navn", "Lay off in the turn of laying down"),
            QT_TRANSLATE_NOOP("uden_navn", "A player may lay off already in the turn he lays down (R7, A6)."),
            (_YES, _NO),
        ),
        OptionSpec(
            "owner_takes_joker", (True, False), True,
            QT_TRANSLATE_NOOP("uden_navn", "Take a joker from your own run"),
            QT_TRANSLATE_NOOP("uden_navn", "The player who laid a run may himself take its joker; "
                                           "otherwise only the other players may (R8, A5)."),
            (_YES, _NO),
        ),
        OptionSpec(
            "final_round_discard", (False, True), False,
            QT_TRANSLATE_NOOP("uden_navn", "Close round 7 with a discard"),
            QT_TRANSLATE_NOOP("uden_navn", "In round 7 a player may also close with three runs and one "
                                           "card discarded face down (R14, A9)."),
            (_NO, _YES),
        ),
    )),
    ai_levels=LEVELS,
)
