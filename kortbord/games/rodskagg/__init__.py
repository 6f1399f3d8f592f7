"""Rödskägg – Redbeard (spec: shared/rules/rodskagg.md). INFO only."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP
from kortbord.engine.options import OptionSchema, OptionSpec
from kortbord.engine.registry import LEVELS, GameInfo

_OFF_ON = (QT_TRANSLATE_NOOP("rodskagg", "Off"), QT_TRANSLATE_NOOP("rodskagg", "On"))

OPTIONS = OptionSchema((
    OptionSpec("penalty_points", (5, 6), 6,
               QT_TRANSLATE_NOOP("rodskagg", "Penalty points"),
               QT_TRANSLATE_NOOP("rodskagg", "The size P of every penalty (A5).")),
    OptionSpec("rituals", ("on", "off"), "on",
               QT_TRANSLATE_NOOP("rodskagg", "Table rituals"),
               QT_TRANSLATE_NOOP("rodskagg", "The dealer's knock, announcing 'ett kvar' and 'noll', "
                                             "and knocking on the table to point out mistakes (A11)."),
               (QT_TRANSLATE_NOOP("rodskagg", "On"), QT_TRANSLATE_NOOP("rodskagg", "Off"))),
    OptionSpec("forgot_ask_penalty", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("rodskagg", "Penalty for a forgotten question"),
               QT_TRANSLATE_NOOP("rodskagg", "A leader who forgets 'Följer ni med?' also gets the "
                                             "penalty when it is pointed out (A9)."),
               _OFF_ON),
    OptionSpec("stop_at_zero", ("off", "on"), "off",
               QT_TRANSLATE_NOOP("rodskagg", "Reaching 0 wins at once"),
               QT_TRANSLATE_NOOP("rodskagg", "'Tack för hjälpen': a player who reaches exactly 0 "
                                             "wins at once (S8)."),
               _OFF_ON),
    OptionSpec("all_pass", ("dealer_bids", "redeal"), "dealer_bids",
               QT_TRANSLATE_NOOP("rodskagg", "When everybody passes"),
               QT_TRANSLATE_NOOP("rodskagg", "The dealer must bid, or the cards are thrown in (A2)."),
               (QT_TRANSLATE_NOOP("rodskagg", "The dealer must bid"),
                QT_TRANSLATE_NOOP("rodskagg", "Deal again"))),
    OptionSpec("computer_slips", (0, 5, 10, 15, 20), 0,
               QT_TRANSLATE_NOOP("rodskagg", "Computer players' slips (%)"),
               QT_TRANSLATE_NOOP("rodskagg", "How often a computer player forgets an announcement "
                                             "or the question, so that you can catch it (A11).")),
))

INFO = GameInfo(
    id="rodskagg",
    titles={"da": "Rödskägg", "sv": "Rödskägg", "en": "Rödskägg"},
    subtitles={"da": "fra 12 point ned til præcis 0",
               "sv": "från 12 poäng ner till exakt 0",
               "en": "Redbeard: from 12 points down to exactly 0"},
    family="trick-taking",
    min_players=3, max_players=7, default_players=4,
    options=OPTIONS,
    ai_levels=LEVELS,
)
