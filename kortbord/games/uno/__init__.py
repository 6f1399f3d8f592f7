"""UNO, the colour-matching shedding game (spec: rules/uno.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("uno", "No")
_YES = QT_TRANSLATE_NOOP("uno", "Yes")

OPTIONS = OptionSchema((
    OptionSpec(
        "scoring", ("winner_takes", "elimination"), "winner_takes",
        QT_TRANSLATE_NOOP("uno", "Scoring"),
        QT_TRANSLATE_NOOP("uno", "The winner of a round scores the others' cards, or everybody counts "
                                 "his own cards and is out at the limit (S1, S2)."),
        (QT_TRANSLATE_NOOP("uno", "Winner takes the points"), QT_TRANSLATE_NOOP("uno", "Out at the limit"))),
    OptionSpec(
        "target", (200, 300, 500, 1000), 500,
        QT_TRANSLATE_NOOP("uno", "Target score"),
        QT_TRANSLATE_NOOP("uno", "Points that win the game, or the limit that puts a player out (S1, S2).")),
    OptionSpec(
        "teams", ("none", "pairs", "teams"), "none",
        QT_TRANSLATE_NOOP("uno", "Teams"),
        QT_TRANSLATE_NOOP("uno", "Everyone for himself, pairs, or teams of 3 to 5; partners never sit "
                                 "side by side (R17, A11)."),
        (QT_TRANSLATE_NOOP("uno", "Everyone for himself"), QT_TRANSLATE_NOOP("uno", "Pairs"),
         QT_TRANSLATE_NOOP("uno", "Teams"))),
    OptionSpec(
        "wild_anytime", (False, True), False,
        QT_TRANSLATE_NOOP("uno", "Wild card at any time"),
        QT_TRANSLATE_NOOP("uno", "The wild card may be played even when you hold the colour in play (A1)."),
        (_NO, _YES)),
    OptionSpec(
        "wild4_check", ("auto", "challenge", "forbid"), "auto",
        QT_TRANSLATE_NOOP("uno", "Wild Draw Four against the rule"),
        QT_TRANSLATE_NOOP("uno", "The table gives the four extra cards, the next player may challenge, "
                                 "or the card is refused (R11)."),
        (QT_TRANSLATE_NOOP("uno", "Four extra cards"), QT_TRANSLATE_NOOP("uno", "Challenge"),
         QT_TRANSLATE_NOOP("uno", "Not allowed"))),
    OptionSpec(
        "draw_when_able", (False, True), False,
        QT_TRANSLATE_NOOP("uno", "May draw instead of playing"),
        QT_TRANSLATE_NOOP("uno", "A player may draw although he holds a card he can play (R4, A6)."),
        (_NO, _YES)),
    OptionSpec(
        "draw_stacking", (False, True), False,
        QT_TRANSLATE_NOOP("uno", "Pass draw cards on"),
        QT_TRANSLATE_NOOP("uno", "A Draw Two may be answered with a Draw Two, a Wild Draw Four with a "
                                 "Wild Draw Four; the next player draws them all (A4)."),
        (_NO, _YES)),
    OptionSpec(
        "uno_penalty_skip", (True, False), True,
        QT_TRANSLATE_NOOP("uno", "Forgotten UNO also costs the turn"),
        QT_TRANSLATE_NOOP("uno", "A player caught without UNO draws two cards and also loses his next "
                                 "turn (R13, A7)."),
        (_YES, _NO)),
), presets={
    # The seed's Swedish rules as written: the options' defaults, named so a family can pick them.
    QT_TRANSLATE_NOOP("uno", "Swedish house rules"): {
        "wild_anytime": False, "wild4_check": "auto", "draw_when_able": False, "draw_stacking": False,
        "uno_penalty_skip": True},
    # The usual published rules: wild at any time, the +4 challenge, two cards for a forgotten UNO.
    QT_TRANSLATE_NOOP("uno", "Published rules"): {
        "wild_anytime": True, "wild4_check": "challenge", "uno_penalty_skip": False},
    # What many families play: draws pass on and add up.
    QT_TRANSLATE_NOOP("uno", "Passing draws on"): {"draw_stacking": True, "wild_anytime": True},
})

INFO = GameInfo(
    id="uno",
    titles={"da": "UNO", "sv": "UNO", "en": "UNO"},
    subtitles={"da": "læg kort i samme farve eller tal",
               "sv": "lägg kort i samma färg eller valör",
               "en": "match the colour or the number"},
    family="shedding",
    min_players=2,
    max_players=10,
    default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
