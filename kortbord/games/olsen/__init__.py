"""Olsen, the Danish crazy eights (spec: rules/olsen.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("olsen", "No")
_YES = QT_TRANSLATE_NOOP("olsen", "Yes")

INFO = GameInfo(
    id="olsen",
    titles={"da": "Olsen", "sv": "Olsen", "en": "Olsen"},
    subtitles={"da": "kom først af med dine kort",
               "sv": "bli först av med korten",
               "en": "the Danish crazy eights"},
    family="shedding",
    min_players=2,
    max_players=6,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "max_draws", (1, 3), 1,
            QT_TRANSLATE_NOOP("olsen", "Cards to draw when you cannot play"),
            QT_TRANSLATE_NOOP("olsen", "Draw one card, or up to three, stopping at the first card "
                                       "you can play (R4, A3)."),
        ),
        OptionSpec(
            "may_draw_when_able", (False, True), False,
            QT_TRANSLATE_NOOP("olsen", "May draw instead of playing"),
            QT_TRANSLATE_NOOP("olsen", "A player may draw although he could play, and may keep a "
                                       "drawn card that fits (A2)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "multi_same_rank", (False, True), False,
            QT_TRANSLATE_NOOP("olsen", "Play several cards of the same rank"),
            QT_TRANSLATE_NOOP("olsen", "Cards of one rank may be played together; the first must "
                                       "fit, the last lies on top (A9)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "no_finish_on_special", (False, True), False,
            QT_TRANSLATE_NOOP("olsen", "No closing on an eight or a two"),
            QT_TRANSLATE_NOOP("olsen", "The last card may not be an eight or a two (A8)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "scoring", ("wins", "points"), "wins",
            QT_TRANSLATE_NOOP("olsen", "Scoring"),
            QT_TRANSLATE_NOOP("olsen", "Count games won, or penalty points for the cards left in "
                                       "hand (S1, S2)."),
            (QT_TRANSLATE_NOOP("olsen", "Games won"), QT_TRANSLATE_NOOP("olsen", "Penalty points")),
        ),
        OptionSpec(
            "target", (50, 100, 200), 100,
            QT_TRANSLATE_NOOP("olsen", "Points that end the session"),
            QT_TRANSLATE_NOOP("olsen", "With penalty points: the session ends when somebody "
                                       "reaches this total (S2)."),
        ),
        OptionSpec(
            "play_for_places", (False, True), False,
            QT_TRANSLATE_NOOP("olsen", "Play for places"),
            QT_TRANSLATE_NOOP("olsen", "Play on until one player is left and record the finishing "
                                       "order; not with penalty points (S3)."),
            (_NO, _YES),
        ),
    )),
    ai_levels=LEVELS,
)
