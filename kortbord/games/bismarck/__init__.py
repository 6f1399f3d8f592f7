"""Bismarck, the Danish three-handed quota whist (spec: shared/rules/bismarck.md). INFO only."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

_OFF_ON = (QT_TRANSLATE_NOOP("bismarck", "Off"), QT_TRANSLATE_NOOP("bismarck", "On"))

OPTIONS = OptionSchema((
    OptionSpec("shortfall_minus", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("bismarck", "Minus points for missing the quota"),
               QT_TRANSLATE_NOOP("bismarck", "-1 per trick below the minimum (grand, trumf) or above "
                                             "the maximum (pas) (S3)."),
               _OFF_ON),
    OptionSpec("reveal_discards", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("bismarck", "Show forehand's discards after the deal"),
               QT_TRANSLATE_NOOP("bismarck", "A learning aid: the four discards are turned up after "
                                             "the 16th trick (D5)."),
               _OFF_ON),
))

INFO = GameInfo(
    id="bismarck",
    titles={"da": "Bismarck", "sv": "Bismarck (dansk)", "en": "Bismarck"},
    subtitles={"da": "whist for tre: grand, trumf og pas",
               "sv": "dansk whist för tre: grand, trumf och pass",
               "en": "Danish whist for three: grand, trumps, pass"},
    family="trick-taking",
    min_players=3, max_players=3, default_players=3,
    options=OPTIONS,
    ai_levels=LEVELS,
)
