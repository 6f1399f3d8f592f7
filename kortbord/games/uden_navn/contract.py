"""The seven rounds and their contracts (Components, R5, R14, A2), Qt-free.

``judge(groups, round_no)`` says whether the staged groups are exactly the
round's contract, and if so every way to lay them (a joker at an open end of a
run makes two, A4); otherwise the reason, in the spec's words.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, MessageTemplate
from ...engine.kit.melds import Kind, Meld, MeldRules, arrangements, refusal

_ = Catalog("uden_navn")


@dataclass(frozen=True, slots=True)
class Contract:
    """One round: its name ("3×4"), the sets and runs it asks for, the cards dealt."""
    number: int
    name: str
    sets: int
    runs: int
    dealt: int
    #: "two sets" (short) and "two sets of at least three cards" (the banner's words).
    short: MessageTemplate
    long: MessageTemplate

    @property
    def melds(self) -> int:
        return self.sets + self.runs


def _c(n: int, name: str, sets: int, runs: int, dealt: int, short: str, long: str) -> Contract:
    return Contract(n, name, sets, runs, dealt, _(f"round{n}.short", short), _(f"round{n}.long", long))


ROUNDS: tuple[Contract, ...] = (
    _c(1, "3×3", 2, 0, 10, QT_TRANSLATE_NOOP("uden_navn", "two sets"),
       QT_TRANSLATE_NOOP("uden_navn", "two sets of at least three cards")),
    _c(2, "3×4", 1, 1, 10, QT_TRANSLATE_NOOP("uden_navn", "one set and one run"),
       QT_TRANSLATE_NOOP("uden_navn", "one set of at least three and one run of at least four cards")),
    _c(3, "4×4", 0, 2, 10, QT_TRANSLATE_NOOP("uden_navn", "two runs"),
       QT_TRANSLATE_NOOP("uden_navn", "two runs of at least four cards")),
    _c(4, "3×3×3", 3, 0, 10, QT_TRANSLATE_NOOP("uden_navn", "three sets"),
       QT_TRANSLATE_NOOP("uden_navn", "three sets of at least three cards")),
    _c(5, "3×3×4", 2, 1, 10, QT_TRANSLATE_NOOP("uden_navn", "two sets and one run"),
       QT_TRANSLATE_NOOP("uden_navn", "two sets of at least three and one run of at least four cards")),
    _c(6, "3×4×4", 1, 2, 11, QT_TRANSLATE_NOOP("uden_navn", "one set and two runs"),
       QT_TRANSLATE_NOOP("uden_navn", "one set of at least three and two runs of at least four cards")),
    _c(7, "4×4×4", 0, 3, 12, QT_TRANSLATE_NOOP("uden_navn", "three runs"),
       QT_TRANSLATE_NOOP("uden_navn", "three runs of at least four cards, the whole hand at once")),
)
LAST_ROUND = len(ROUNDS)
#: R3, R4: sets of three or more (identical cards allowed), runs of four or more, the ace
#: low or high but never both; never more jokers than natural cards (A3).
RULES = MeldRules(set_min=3, set_max=None, run_min=4, ace_low=True, ace_high=True, set_suits_differ=False)
#: The most melds a contract has: one staging tray for each.
TRAYS = max(c.melds for c in ROUNDS)

WHOLE = _("R5.whole", QT_TRANSLATE_NOOP("uden_navn", "You must lay down the whole contract at once: {contract}"))
EXACTLY = _("A2.exactly", QT_TRANSLATE_NOOP("uden_navn", "Round {number} ({name}) is exactly {contract}"))
NEEDS = _("R5.needs", QT_TRANSLATE_NOOP("uden_navn", "Round {number} needs {contract} – you have {have}"))
SAME_RANK = _("A2.same_rank", QT_TRANSLATE_NOOP(
    "uden_navn", "Two sets of the same rank count as one set – round {number} needs {contract} of different ranks"))
WHOLE_HAND = _("R14.whole_hand", QT_TRANSLATE_NOOP(
    "uden_navn", "To close round 7 your whole hand must lie as three runs"))
WHOLE_HAND_BUT_ONE = _("R14.but_one", QT_TRANSLATE_NOOP(
    "uden_navn", "To close round 7 your whole hand, or all but one card, must lie as three runs"))
NEEDS_MANY = _("have.many", QT_TRANSLATE_NOOP("uden_navn", "{sets} sets and {runs} runs"))
HAVE_NONE = _("have.none", QT_TRANSLATE_NOOP("uden_navn", "nothing"))
HAVE = {
    (0, 1): _("have.0.1", QT_TRANSLATE_NOOP("uden_navn", "one run")),
    (0, 2): _("have.0.2", QT_TRANSLATE_NOOP("uden_navn", "two runs")),
    (0, 3): _("have.0.3", QT_TRANSLATE_NOOP("uden_navn", "three runs")),
    (1, 0): _("have.1.0", QT_TRANSLATE_NOOP("uden_navn", "one set")),
    (1, 1): _("have.1.1", QT_TRANSLATE_NOOP("uden_navn", "one set and one run")),
    (1, 2): _("have.1.2", QT_TRANSLATE_NOOP("uden_navn", "one set and two runs")),
    (2, 0): _("have.2.0", QT_TRANSLATE_NOOP("uden_navn", "two sets")),
    (2, 1): _("have.2.1", QT_TRANSLATE_NOOP("uden_navn", "two sets and one run")),
    (3, 0): _("have.3.0", QT_TRANSLATE_NOOP("uden_navn", "three sets")),
}


def have(sets: int, runs: int) -> Message:
    """What the staged groups make, in words ("one set and one run")."""
    template = HAVE.get((sets, runs))
    return template() if template is not None else HAVE_NONE() if not sets + runs else \
        NEEDS_MANY(sets=sets, runs=runs)


def judge(groups: Sequence[Sequence[Card]], contract: Contract) -> list[tuple[Meld, ...]] | Message:
    """The ways to lay the non-empty ``groups`` as exactly ``contract``, or why not (R5, A2, A4)."""
    readings: list[tuple[Meld, ...]] = []
    for group in groups:
        if not group:
            continue
        got = arrangements(group, RULES)
        if not got:
            why = refusal(group, RULES)
            assert why is not None
            return why
        readings.append(got)
    sets = sum(r[0].kind is Kind.SET for r in readings)
    runs = len(readings) - sets
    if contract.runs == 3 and not contract.sets and (sets, runs) != (0, 3):
        return WHOLE_HAND()
    if len(readings) < contract.melds:
        if sets <= contract.sets and runs <= contract.runs:
            return WHOLE(contract=contract.short())
        return NEEDS(number=contract.number, contract=contract.short(), have=have(sets, runs))
    if len(readings) > contract.melds:
        return EXACTLY(number=contract.number, name=contract.name, contract=contract.short())
    if (sets, runs) != (contract.sets, contract.runs):
        return NEEDS(number=contract.number, contract=contract.short(), have=have(sets, runs))
    ranks = [r[0].rank for r in readings if r[0].kind is Kind.SET]
    if len(set(ranks)) < len(ranks):
        return SAME_RANK(number=contract.number, contract=contract.short())
    return list(product(*readings))


@lru_cache(maxsize=4096)
def open_lows(group: tuple[Card, ...]) -> tuple[int, ...]:
    """A run whose joker could stand at either end (A4): the lowest place of each reading;
    () for any other group."""
    if len(group) < RULES.run_min or not any(c.is_joker for c in group):
        return ()
    found = arrangements(group, RULES)
    return tuple(m.low for m in found) if len(found) > 1 else ()


def reading_arg(trays: Sequence[Sequence[Card]], readings: Sequence[Meld]) -> str:
    """The move argument naming ``readings`` of the non-empty ``trays``: "g:low" (the run's
    lowest place) for each tray that could lie more than one way (A4), e.g. "2:4"."""
    used = [g for g in range(len(trays)) if trays[g]]
    parts = []
    for g, reading in zip(used, readings):
        if len(arrangements(trays[g], RULES)) > 1:
            parts.append(f"{g + 1}:{reading.low}")
    return " ".join(parts)


def reading_args(trays: Sequence[Sequence[Card]], choices: Sequence[tuple[Meld, ...]]) -> list[str]:
    return [reading_arg(trays, r) for r in choices]


def joker_face(trays: Sequence[Sequence[Card]], arg: str) -> Card | None:
    """The card the first joker of the first ambiguous run stands for, by a lay-down's argument."""
    if not arg:
        return None
    group, _, low = arg.split()[0].partition(":")
    faces = [face for m in arrangements(trays[int(group) - 1], RULES) if str(m.low) == low
             for _joker, face in m.joker_faces()]
    return faces[0] if faces else None
