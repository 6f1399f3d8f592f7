"""Rummy / 500, the Danish "Rommy" (spec: rules/rummy.md). Import-light: INFO only."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

_NO = QT_TRANSLATE_NOOP("rummy", "No")
_YES = QT_TRANSLATE_NOOP("rummy", "Yes")

INFO = GameInfo(
    id="rummy",
    titles={"da": "Rummy (500)", "sv": "Rummy (500)", "en": "Rummy (500)"},
    subtitles={"da": "læg kombinationer og luk først",
               "sv": "lägg kombinationer och gå ut först",
               "en": "meld sets and runs, go out first"},
    family="rummy",
    min_players=2,
    max_players=6,
    default_players=4,
    options=OptionSchema((
        OptionSpec(
            "table", ("500", "rommy"), "500",
            QT_TRANSLATE_NOOP("rummy", "Point table"),
            QT_TRANSLATE_NOOP("rummy", "500: with jokers, ace 15, 2-9 five points; Rommy: face values, "
                                       "ace 1, no jokers."),
            (QT_TRANSLATE_NOOP("rummy", "500"), QT_TRANSLATE_NOOP("rummy", "Rommy")),
        ),
        OptionSpec(
            "jokers", ("auto", "0", "2", "3"), "auto",
            QT_TRANSLATE_NOOP("rummy", "Jokers"),
            QT_TRANSLATE_NOOP("rummy", "Jokers in the deck; automatic: 3 with table 500, none with "
                                       "Rommy."),
            (QT_TRANSLATE_NOOP("rummy", "Automatic"), "0", "2", "3"),
        ),
        OptionSpec(
            "target", (100, 250, 500, 1000), 500,
            QT_TRANSLATE_NOOP("rummy", "Game ends at"),
            QT_TRANSLATE_NOOP("rummy", "The game ends after the hand in which somebody reaches this "
                                       "total."),
        ),
        OptionSpec(
            "ace_high", (False, True), False,
            QT_TRANSLATE_NOOP("rummy", "Ace also above the king"),
            QT_TRANSLATE_NOOP("rummy", "Q-K-A is a run as well; never round the corner."),
            (_NO, _YES),
        ),
        OptionSpec(
            "layoff_requires_own_meld", (True, False), True,
            QT_TRANSLATE_NOOP("rummy", "Own meld before adding to melds"),
            QT_TRANSLATE_NOOP("rummy", "A player must have a meld of his own on the table before he "
                                       "adds cards to melds."),
            (_YES, _NO),
        ),
        OptionSpec(
            "compulsory_meld", (False, True), False,
            QT_TRANSLATE_NOOP("rummy", "Melding is compulsory"),
            QT_TRANSLATE_NOOP("rummy", "No discard while the hand holds a set or run that could be laid "
                                       "and still leave a card to discard."),
            (_NO, _YES),
        ),
        OptionSpec(
            "joker_swap", (False, True), False,
            QT_TRANSLATE_NOOP("rummy", "Exchange jokers"),
            QT_TRANSLATE_NOOP("rummy", "A player with a meld of his own may put the natural card in a "
                                       "run's joker's place and take the joker."),
            (_NO, _YES),
        ),
        OptionSpec(
            "no_close_first_round", (False, True), False,
            QT_TRANSLATE_NOOP("rummy", "No closing in the first round"),
            QT_TRANSLATE_NOOP("rummy", "Nobody may close before every player has had one turn."),
            (_NO, _YES),
        ),
        OptionSpec(
            "score_melds", (False, True), False,
            QT_TRANSLATE_NOOP("rummy", "Plus points for melds"),
            QT_TRANSLATE_NOOP("rummy", "Cards on the table count plus, cards in hand minus; the highest "
                                       "total wins."),
            (_NO, _YES),
        ),
    )),
    ai_levels=LEVELS,
)
