"""Spar Dame – the queen of spades (spec: shared/rules/spar_dame.md)."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

OPTIONS = OptionSchema((
    OptionSpec("pass_cards", (0, 2, 3), 0, QT_TRANSLATE_NOOP("spar_dame", "Cards passed to the left")),
    OptionSpec("moon_shooter_score", ("zero", "minus100"), "zero",
               QT_TRANSLATE_NOOP("spar_dame", "Taking everything scores"),
               choice_labels=(QT_TRANSLATE_NOOP("spar_dame", "0 for the taker"),
                              QT_TRANSLATE_NOOP("spar_dame", "−100 for the taker"))),
    OptionSpec("six_player_deck", ("remove4", "short36"), "remove4",
               QT_TRANSLATE_NOOP("spar_dame", "Six players"),
               choice_labels=(QT_TRANSLATE_NOOP("spar_dame", "Remove 2♦ 2♣ 3♦ 3♣ (8 cards each)"),
                              QT_TRANSLATE_NOOP("spar_dame", "36 cards (6 each)"))),
    OptionSpec("target_score", tuple(range(100, 5001, 100)), 1000,
               QT_TRANSLATE_NOOP("spar_dame", "Game ends at")),
))

INFO = GameInfo(
    id="spar_dame",
    titles={"da": "Spar Dame", "sv": "Spader dam", "en": "Spar Dame"},
    subtitles={"da": "undgå spar dame og hjerterne",
               "sv": "undvik spader dam och hjärtrarna",
               "en": "avoid the queen of spades"},
    family="trick-taking",
    min_players=3, max_players=6, default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
