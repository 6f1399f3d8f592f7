"""A tiny test game ("toy"): match a card by suit or rank, first out wins the deal.

It exists only for the app's tests (saves, simulate, dialogs) so they do not
depend on a real game's progress. ``tests/app/toygame.py`` registers it.
"""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import GameInfo

INFO = GameInfo(
    id="toy",
    titles={"da": "Legetøj", "sv": "Leksak", "en": "Toy"},
    family="shedding",
    min_players=2,
    max_players=4,
    default_players=3,
    options=OptionSchema(
        specs=(
            OptionSpec("hand_size", (3, 5), 3, QT_TRANSLATE_NOOP("toy", "Cards per hand")),
            OptionSpec("any_card", (False, True), False, QT_TRANSLATE_NOOP("toy", "Any card may be played"),
                       help=QT_TRANSLATE_NOOP("toy", "No need to match suit or rank")),
            OptionSpec("target", (1, 2), 1, QT_TRANSLATE_NOOP("toy", "Deals to win"),
                       choice_labels=(QT_TRANSLATE_NOOP("toy", "one deal"), QT_TRANSLATE_NOOP("toy", "two deals"))),
        ),
        presets={"Quick": {"hand_size": 3, "target": 1}, "Long": {"hand_size": 5, "target": 2}},
    ),
    ai_levels=("random", "easy", "normal", "strong"),
)
