"""Gris, passing the pig (spec: rules/gris.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

INFO = GameInfo(
    id="gris",
    titles={"da": "Gris", "sv": "Gris", "en": "Gris"},
    subtitles={"da": "send grisen videre, og læg ned i en fart",
               "sv": "skicka grisen vidare och lägg ner blixtsnabbt",
               "en": "pass the pig, then race to lay down"},
    family="collecting",
    min_players=4,
    max_players=10,
    default_players=5,
    options=OptionSchema((
        OptionSpec(
            "pig_limit", tuple(range(21)), 5,
            QT_TRANSLATE_NOOP("gris", "Pig points that end the game"),
            QT_TRANSLATE_NOOP("gris", "The game ends when a player has this many pig points; "
                                      "0 plays on without end (S2, S3)."),
        ),
        OptionSpec(
            "race_signal", ("flash", "quiet"), "flash",
            QT_TRANSLATE_NOOP("gris", "Start of the race"),
            QT_TRANSLATE_NOOP("gris", "The first four of a kind is marked with a flash, or the cards "
                                      "just appear and you must notice them yourself (A4)."),
            (QT_TRANSLATE_NOOP("gris", "Flash"), QT_TRANSLATE_NOOP("gris", "Quiet"))),
        OptionSpec(
            "false_lay_down", ("reject", "gris"), "reject",
            QT_TRANSLATE_NOOP("gris", "Four cards that are not four of a kind"),
            QT_TRANSLATE_NOOP("gris", "Laying down four cards that are not of one rank while the pig "
                                      "goes round is refused, or makes you GRIS at once (A5)."),
            (QT_TRANSLATE_NOOP("gris", "Refused"), QT_TRANSLATE_NOOP("gris", "You are GRIS"))),
        OptionSpec(
            "max_laps", tuple(range(5, 101)), 20,
            QT_TRANSLATE_NOOP("gris", "Rounds of the pig before a redeal"),
            QT_TRANSLATE_NOOP("gris", "If the pig goes round the table this many times without four "
                                      "of a kind, the deal is void and dealt again (R6)."),
        ),
        OptionSpec(
            "cpu_speed", ("easy", "normal", "hard"), "normal",
            QT_TRANSLATE_NOOP("gris", "Computer reaction time"),
            QT_TRANSLATE_NOOP("gris", "How fast the computer players lay down in the race: slow "
                                      "(1.2–3 s), normal (0.7–2 s) or fast (0.4–1.2 s)."),
            (QT_TRANSLATE_NOOP("gris", "Slow"), QT_TRANSLATE_NOOP("gris", "Normal"),
             QT_TRANSLATE_NOOP("gris", "Fast"))),
    )),
    ai_levels=LEVELS,
)
