"""Tribello – Swedish Bismarck (spec: shared/rules/tribello.md). INFO only."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

OPTIONS = OptionSchema((
    OptionSpec("game_length", ("single", "tribello"), "single",
               QT_TRANSLATE_NOOP("tribello", "Game length"),
               QT_TRANSLATE_NOOP("tribello", "Each contract once per player (12 deals) or three times "
                                             "(Tribello, 36 deals)."),
               (QT_TRANSLATE_NOOP("tribello", "Each contract once (12 deals)"),
                QT_TRANSLATE_NOOP("tribello", "Tribello: each contract three times (36 deals)"))),
    OptionSpec("contract_timing", ("open_cards", "full_hand"), "open_cards",
               QT_TRANSLATE_NOOP("tribello", "Forehand chooses the contract"),
               QT_TRANSLATE_NOOP("tribello", "After seeing only the four open cards, or after seeing "
                                             "his own 16 cards as well (A3)."),
               (QT_TRANSLATE_NOOP("tribello", "On the four open cards"),
                QT_TRANSLATE_NOOP("tribello", "After seeing his hand"))),
    OptionSpec("valfri_spades", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("tribello", "Valfri trumf may be spades"),
               QT_TRANSLATE_NOOP("tribello", "Spades may also be named under Valfri trumf (A4)."),
               (QT_TRANSLATE_NOOP("tribello", "Off"), QT_TRANSLATE_NOOP("tribello", "On"))),
))

INFO = GameInfo(
    id="tribello",
    titles={"da": "Tribello (svensk Bismarck)", "sv": "Tribello (svensk Bismarck)",
            "en": "Tribello"},
    subtitles={"da": "forhånd vælger spilform",
               "sv": "förhanden väljer spelform",
               "en": "Swedish Bismarck: forehand chooses the contract"},
    family="trick-taking",
    min_players=3, max_players=3, default_players=3,
    options=OPTIONS,
    ai_levels=LEVELS,
)
