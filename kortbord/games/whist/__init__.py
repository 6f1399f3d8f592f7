"""Danish Whist – Grand and Nolo (spec: shared/rules/whist.md)."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

OPTIONS = OptionSchema((
    OptionSpec("partner_draw", ("draw", "fixed"), "draw",
               QT_TRANSLATE_NOOP("whist", "Partners and first dealer"),
               choice_labels=(QT_TRANSLATE_NOOP("whist", "Draw cards"),
                              QT_TRANSLATE_NOOP("whist", "Fixed (partner opposite)"))),
    OptionSpec("bid_reveal", ("simultaneous", "sequential"), "simultaneous",
               QT_TRANSLATE_NOOP("whist", "Bid cards"),
               choice_labels=(QT_TRANSLATE_NOOP("whist", "Chosen face down, then turned"),
                              QT_TRANSLATE_NOOP("whist", "Shown in turn"))),
    OptionSpec("opening_lead", ("forehand", "left_of_bidder"), "forehand",
               QT_TRANSLATE_NOOP("whist", "First lead"),
               choice_labels=(QT_TRANSLATE_NOOP("whist", "Forehand"),
                              QT_TRANSLATE_NOOP("whist", "Left of the Grand bidder"))),
    OptionSpec("penalty_points", ("subtract", "to_opponents"), "subtract",
               QT_TRANSLATE_NOOP("whist", "Penalty points"),
               choice_labels=(QT_TRANSLATE_NOOP("whist", "Deducted"),
                              QT_TRANSLATE_NOOP("whist", "Credited to the opponents"))),
    OptionSpec("target_score", tuple(range(5, 51)), 13, QT_TRANSLATE_NOOP("whist", "Winning score")),
))

INFO = GameInfo(
    id="whist",
    titles={"da": "Whist", "sv": "Whist", "en": "Whist"},
    subtitles={"da": "Grand eller Nolo, to mod to",
               "sv": "Grand eller Nolo, två mot två",
               "en": "Grand or Nolo, two against two"},
    family="trick-taking",
    min_players=4, max_players=4, default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
