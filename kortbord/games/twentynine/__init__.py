"""29 – Niogtyve, the running total (spec: rules/twentynine.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

INFO = GameInfo(
    id="twentynine",
    titles={"da": "Niogtyve", "sv": "Tjugonio", "en": "Twenty-nine"},
    subtitles={"da": "læg til, og tag stikket på præcis 29",
               "sv": "lägg till och ta högen på exakt 29",
               "en": "add up and take the pile on exactly 29"},
    family="adding",
    min_players=3,
    max_players=5,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "incomplete_pile", ("nobody", "last_player"), "nobody",
            QT_TRANSLATE_NOOP("twentynine", "A pile that never reaches 29"),
            QT_TRANSLATE_NOOP("twentynine", "When nobody can play, the unfinished pile goes to nobody, "
                                            "or to the player who laid its last card (A4)."),
            (QT_TRANSLATE_NOOP("twentynine", "Nobody gets it"),
             QT_TRANSLATE_NOOP("twentynine", "The last player takes it")),
        ),
        OptionSpec(
            "partnerships", (False, True), False,
            QT_TRANSLATE_NOOP("twentynine", "Play in pairs (4 players)"),
            QT_TRANSLATE_NOOP("twentynine", "With 4 players, partners sitting opposite add their cards "
                                            "together (S3); with 3 or 5 players everybody plays alone."),
            (QT_TRANSLATE_NOOP("twentynine", "No"), QT_TRANSLATE_NOOP("twentynine", "Yes")),
        ),
        OptionSpec(
            "deals_per_game", tuple(range(1, 11)), 1,
            QT_TRANSLATE_NOOP("twentynine", "Deals per game"),
            QT_TRANSLATE_NOOP("twentynine", "The cards won in each deal are added up; one deal per "
                                            "player lets everybody lead once (S2)."),
        ),
    )),
    ai_levels=LEVELS,
)
