"""Snyd, the Danish cheat (spec: rules/snyd.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("snyd", "No")
_YES = QT_TRANSLATE_NOOP("snyd", "Yes")

INFO = GameInfo(
    id="snyd",
    titles={"da": "Snyd", "sv": "Snyd", "en": "Snyd"},
    subtitles={"da": "læg kortene skjult og bluf",
               "sv": "lägg korten dolda och bluffa",
               "en": "cheat, Danish style"},
    family="shedding",
    min_players=2,
    max_players=5,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "who_may_call", ("next", "anyone"), "next",
            QT_TRANSLATE_NOOP("snyd", "Who may call Snyd"),
            QT_TRANSLATE_NOOP("snyd", "Only the next player, or anybody, may call Snyd on the card "
                                      "just played (R5, A1)."),
            (QT_TRANSLATE_NOOP("snyd", "The next player"), QT_TRANSLATE_NOOP("snyd", "Anybody")),
        ),
        OptionSpec(
            "penalty_cards", (2, 3, 4), 3,
            QT_TRANSLATE_NOOP("snyd", "Penalty cards"),
            QT_TRANSLATE_NOOP("snyd", "Cards the loser of a call takes from the stock (R5, A10)."),
        ),
        OptionSpec(
            "max_take", (1, 2, 3), 3,
            QT_TRANSLATE_NOOP("snyd", "Most cards to take instead of playing"),
            QT_TRANSLATE_NOOP("snyd", "A player may take up to this many cards instead of playing "
                                      "(R4, A10)."),
        ),
        OptionSpec(
            "draw_then_play", (False, True), False,
            QT_TRANSLATE_NOOP("snyd", "Play after taking cards"),
            QT_TRANSLATE_NOOP("snyd", "After taking cards a player may still play one card (R4, A4)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "hand_size", (5, 6, 7), 7,
            QT_TRANSLATE_NOOP("snyd", "Cards dealt to each player"),
            QT_TRANSLATE_NOOP("snyd", "How many cards each player gets in the deal (D1, A10)."),
        ),
        OptionSpec(
            "play_for_places", (False, True), False,
            QT_TRANSLATE_NOOP("snyd", "Play for places"),
            QT_TRANSLATE_NOOP("snyd", "Play on until one player is left and record the finishing "
                                      "order (S3)."),
            (_NO, _YES),
        ),
    )),
    ai_levels=LEVELS,
)
