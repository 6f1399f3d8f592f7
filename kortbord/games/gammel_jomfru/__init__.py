"""Gammel Jomfru, the building game (spec: rules/gammel_jomfru.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("gammel_jomfru", "No")
_YES = QT_TRANSLATE_NOOP("gammel_jomfru", "Yes")

INFO = GameInfo(
    id="gammel_jomfru",
    titles={"da": "Gammel Jomfru", "sv": "Gammel Jomfru", "en": "Gammel Jomfru"},
    subtitles={"da": "vend, byg og bliv af med dine kort",
               "sv": "vänd, bygg och bli av med korten",
               "en": "turn, build and get rid of your cards"},
    family="shedding",
    min_players=2,
    max_players=8,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "foundation_order", ("a_k_down", "a_2_up"), "a_k_down",
            QT_TRANSLATE_NOOP("gammel_jomfru", "Building on the aces"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "From the king down to the two, or from the two up "
                                               "to the king, in the ace's suit (A1)."),
            (QT_TRANSLATE_NOOP("gammel_jomfru", "Ace, king, queen … two"),
             QT_TRANSLATE_NOOP("gammel_jomfru", "Ace, two, three … king")),
        ),
        OptionSpec(
            "build_on_own_pile", (True, False), True,
            QT_TRANSLATE_NOOP("gammel_jomfru", "Build on your own pile"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "A card one above or below your own face-up card "
                                               "may go there, and you go on (A2)."),
            (_YES, _NO),
        ),
        OptionSpec(
            "must_play_if_possible", (True, False), True,
            QT_TRANSLATE_NOOP("gammel_jomfru", "A card that fits must be placed"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "Otherwise you may put it on your own pile and end "
                                               "your turn (A3)."),
            (_YES, _NO),
        ),
        OptionSpec(
            "play_from_face_up", (False, True), False,
            QT_TRANSLATE_NOOP("gammel_jomfru", "Play the top of your own pile"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "On your turn, the top card of your face-up pile may "
                                               "also go to a foundation or another player's pile (A4)."),
            (_NO, _YES),
        ),
        OptionSpec(
            "rounds", tuple(range(1, 11)), 1,
            QT_TRANSLATE_NOOP("gammel_jomfru", "Rounds"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "Rounds in a game; the fewest jomfru marks wins (S3)."),
        ),
        OptionSpec(
            "next_dealer", ("left", "jomfru"), "left",
            QT_TRANSLATE_NOOP("gammel_jomfru", "Next dealer"),
            QT_TRANSLATE_NOOP("gammel_jomfru", "Who deals the next round (A7)."),
            (QT_TRANSLATE_NOOP("gammel_jomfru", "The player on the left"),
             QT_TRANSLATE_NOOP("gammel_jomfru", "The Gammel Jomfru")),
        ),
    )),
    ai_levels=LEVELS,
)
