"""Ruder Syv – the seven of diamonds (spec: shared/rules/ruder_syv.md)."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

_OFF_ON = (QT_TRANSLATE_NOOP("ruder_syv", "Off"), QT_TRANSLATE_NOOP("ruder_syv", "On"))

OPTIONS = OptionSchema((
    OptionSpec("overtrick_rule", ("penalty", "neutral", "made"), "penalty",
               QT_TRANSLATE_NOOP("ruder_syv", "More tricks than bid"),
               choice_labels=(QT_TRANSLATE_NOOP("ruder_syv", "Counts as missed"),
                              QT_TRANSLATE_NOOP("ruder_syv", "Scores nothing"),
                              QT_TRANSLATE_NOOP("ruder_syv", "Counts as made"))),
    OptionSpec("seven_anytime", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("ruder_syv", "Seven of diamonds may always be played"),
               choice_labels=_OFF_ON),
    OptionSpec("void_pass", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("ruder_syv", "Pass when you cannot follow suit"),
               choice_labels=_OFF_ON),
    OptionSpec("target_score", tuple(range(3, 51)), 10, QT_TRANSLATE_NOOP("ruder_syv", "Winning score")),
))

INFO = GameInfo(
    id="ruder_syv",
    titles={"da": "Ruder Syv", "sv": "Ruter sju", "en": "Ruder Syv"},
    subtitles={"da": "meld dine stik – ruder syv stikker alt",
               "sv": "bjud dina stick – ruter sju tar allt",
               "en": "bid your tricks; the seven of diamonds beats all"},
    family="trick-taking",
    min_players=2, max_players=10, default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
