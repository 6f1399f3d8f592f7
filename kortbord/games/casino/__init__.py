"""Casino (Kasino): the fishing game of captures, builds and svuppere (spec: rules/casino.md)."""
from __future__ import annotations

from ...engine.messages import QT_TRANSLATE_NOOP
from ...engine.options import OptionSchema, OptionSpec
from ...engine.registry import LEVELS, GameInfo

#: Offered targets for ``target_points`` (the spec allows 5-100; A16 names 11 and 16).
TARGETS = (5, 11, 16, 21, 31, 51, 100)

OPTIONS = OptionSchema((
    OptionSpec(
        "target_points", TARGETS, 21,
        QT_TRANSLATE_NOOP("casino", "Play to"),
        QT_TRANSLATE_NOOP("casino", "The game ends after the deal in which someone reaches this total (S4).")),
    OptionSpec(
        "dual_values", ("anywhere", "hand_high_table_low"), "anywhere",
        QT_TRANSLATE_NOOP("casino", "Aces, 2♠ and 10♦"),
        QT_TRANSLATE_NOOP("casino", "Either value anywhere, or high from the hand and low on the table (A1)."),
        (QT_TRANSLATE_NOOP("casino", "Either value anywhere"),
         QT_TRANSLATE_NOOP("casino", "High from the hand, low on the table"))),
    OptionSpec(
        "ace_scoring", ("each", "most"), "each",
        QT_TRANSLATE_NOOP("casino", "Aces score"),
        QT_TRANSLATE_NOOP("casino", "1 point per ace, or 1 point for the most aces (A2)."),
        (QT_TRANSLATE_NOOP("casino", "1 per ace"), QT_TRANSLATE_NOOP("casino", "1 for most aces"))),
    OptionSpec(
        "majority_ties", ("nobody", "all_tied"), "nobody",
        QT_TRANSLATE_NOOP("casino", "Ties for most cards or spades"),
        QT_TRANSLATE_NOOP("casino", "Nobody scores, or every tied player scores 1 (A15)."),
        (QT_TRANSLATE_NOOP("casino", "Nobody scores"), QT_TRANSLATE_NOOP("casino", "Each tied player scores"))),
    OptionSpec(
        "spar5_empty_table", ("ordinary", "svupper"), "ordinary",
        QT_TRANSLATE_NOOP("casino", "5♠ on an empty table"),
        QT_TRANSLATE_NOOP("casino", "Laid out as a five, or taken as a sweep (A3)."),
        (QT_TRANSLATE_NOOP("casino", "An ordinary five"), QT_TRANSLATE_NOOP("casino", "A sweep"))),
    OptionSpec(
        "spar5_with_own_build", (False, True), False,
        QT_TRANSLATE_NOOP("casino", "5♠ sweep while owning a build"),
        QT_TRANSLATE_NOOP("casino", "Whether a build owner may clear the table with 5♠ (A4).")),
    OptionSpec(
        "build_owner_obligation", ("strict", "relaxed"), "strict",
        QT_TRANSLATE_NOOP("casino", "A build owner"),
        QT_TRANSLATE_NOOP("casino", "Must take or change the build, or may also trail and capture elsewhere (A5)."),
        (QT_TRANSLATE_NOOP("casino", "Must take or change it"), QT_TRANSLATE_NOOP("casino", "May leave it lying"))),
    OptionSpec(
        "raise_own_build", (True, False), True,
        QT_TRANSLATE_NOOP("casino", "Raise your own build"),
        QT_TRANSLATE_NOOP("casino", "Whether an owner may raise their own single build (A6).")),
    OptionSpec(
        "table_cards_in_builds", (True, False), True,
        QT_TRANSLATE_NOOP("casino", "Table cards in builds"),
        QT_TRANSLATE_NOOP("casino", "Loose table cards may join a raise or a 'build more' (A8).")),
    OptionSpec(
        "builds_in_sums", (True, False), True,
        QT_TRANSLATE_NOOP("casino", "Builds in sums"),
        QT_TRANSLATE_NOOP("casino", "A single build may be part of a sum capture (A9).")),
    OptionSpec(
        "big_casino_scoring", ("always", "only_as_16"), "always",
        QT_TRANSLATE_NOOP("casino", "10♦ scores 2"),
        QT_TRANSLATE_NOOP("casino", "Always, or only when it captured from the hand as 16 (A11)."),
        (QT_TRANSLATE_NOOP("casino", "Always"), QT_TRANSLATE_NOOP("casino", "Only when taking as 16"))),
    OptionSpec(
        "teams", ("off", "pairs"), "off",
        QT_TRANSLATE_NOOP("casino", "Teams"),
        QT_TRANSLATE_NOOP("casino", "With 4 players, partners sit opposite and share one score (A21, S5)."),
        (QT_TRANSLATE_NOOP("casino", "Everyone for themselves"), QT_TRANSLATE_NOOP("casino", "Partners opposite"))),
    OptionSpec(
        "show_live_tallies", (False, True), False,
        QT_TRANSLATE_NOOP("casino", "Show spades and aces during the deal"),
        QT_TRANSLATE_NOOP("casino", "The score panel shows each player's captured spades and aces (R12).")),
), presets={
    # Seed 000 read literally: "Es = 1 paa bordet eller 14 fra haanden", "Esserne (flest Esser) 1" (A1, A2).
    QT_TRANSLATE_NOOP("casino", "Hand high, table low"): {"dual_values": "hand_high_table_low", "ace_scoring": "most"},
    # The family variants the seed's readers report: the owner may leave a build lying (A5) and sweep (A4).
    QT_TRANSLATE_NOOP("casino", "Relaxed builds"): {"build_owner_obligation": "relaxed", "spar5_with_own_build": True},
})

INFO = GameInfo(
    id="casino",
    titles={"da": "Casino", "sv": "Kasino", "en": "Casino"},
    subtitles={"da": "tag kortene på bordet",
               "sv": "ta hem korten på bordet",
               "en": "capture the cards on the table"},
    family="fishing",
    min_players=2,
    max_players=4,
    default_players=2,
    options=OPTIONS,
    ai_levels=LEVELS,
)
