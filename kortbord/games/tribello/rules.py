"""Tribello – Swedish Bismarck (spec: shared/rules/tribello.md).

Rules in brief: three players play deals of 16 tricks from a full deck. In
each deal four cards are laid face up; forehand chooses one of his contracts
still left – Spel (no trumps, take tricks), Pass (avoid tricks), Spader trumf
or Valfri trumf (trumps of his choice, not spades) – then 16 cards each are
dealt one at a time from forehand; forehand takes the four open cards and lays
four of his twenty away face down. Forehand leads; follow suit, otherwise
anything (no duty to trump). Requirements: forehand 8, others 4 (Pass: at
most 4 and 6); +1 per trick over the requirement (under the maximum), -1 per
trick short (over). Each player chooses every contract once (12 deals), or
three times with ``game_length = tribello`` (36 deals); most points win.

Moves: ``"0 choose spel"``, ``"0 choose pass"``, ``"0 choose spader"``,
``"0 choose valfri D"`` (buttons), ``"0 pickup"`` (take the open cards),
``"0 put 9H"`` / ``"0 take 9H"`` (drag between hand and widow),
``"0 discard"`` (confirm four discards), ``"1 play QS"``.

Decisions implemented: A1 (id ``tribello``, shown as "Tribello (svensk
Bismarck)"), A2 (4 open cards, 16 each), A3 (``contract_timing``), A4
(``valfri_spades``), A5 (forehand leads), A6 (any order, at most three
times each), A7 (forehand chooses), A8 (shared win), A9 (clockwise). Spec
silent: when only Valfri trumf is left, forehand still names its suit; taking
up the open cards is a move of its own (see ``bismarck.quota``).
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Mapping, Sequence

from kortbord.engine.cards import Card
from kortbord.engine.events import CALL, Event
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef, SuitRef
from kortbord.engine.moves import Move, shared_move

from ..bismarck.quota import Phase, QuotaGame, QuotaTexts, quota_points
from . import INFO
from . import prompts

#: ``Phase`` members as module names: read off the enum class, a member is slow in
#: Python 3.11 (see ``engine.events``).
_CONTRACT, _OVER, _PICKUP = Phase.CONTRACT, Phase.OVER, Phase.PICKUP

_ = Catalog("tribello")
TEXTS = QuotaTexts(
    must_follow=_("R2.must_follow", QT_TRANSLATE_NOOP("tribello", "You must follow suit: you hold {suit}")),
    not_forehand=_("D3.not_forehand", QT_TRANSLATE_NOOP("tribello", "Wait: it is {seat}'s turn")),
    pickup_first=_("D5.pickup_first", QT_TRANSLATE_NOOP("tribello", "Take up the four open cards first")),
    discard_first=_("D5.discard_first", QT_TRANSLATE_NOOP("tribello", "Discard 4 cards first")),
    widow_full=_("D5.widow_full", QT_TRANSLATE_NOOP(
        "tribello", "Four cards lie on the discard pile: take one back first")),
    not_in_widow=_("D5.not_in_widow", QT_TRANSLATE_NOOP("tribello", "{card} is not among your discards")),
    need_four=_("D5.need_four", QT_TRANSLATE_NOOP(
        "tribello", "Discard exactly 4 cards ({count} on the discard pile)")),
    exchange_over=_("D5.exchange_over", QT_TRANSLATE_NOOP("tribello", "The exchange is over")),
    describe_pickup=_("D5.describe_pickup", QT_TRANSLATE_NOOP("tribello", "Take the open cards")),
    describe_put=_("D5.describe_put", QT_TRANSLATE_NOOP("tribello", "Discard {card}")),
    describe_take=_("D5.describe_take", QT_TRANSLATE_NOOP("tribello", "Take {card} back")),
    describe_discard=_("D5.describe_discard", QT_TRANSLATE_NOOP("tribello", "Saka 4")),
    describe_play=_("R2.describe_play", QT_TRANSLATE_NOOP("tribello", "Play {card}")),
    picked_up=_("D5.picked_up", QT_TRANSLATE_NOOP("tribello", "{seat} takes the open cards")),
    discarded=_("D5.discarded", QT_TRANSLATE_NOOP("tribello", "{seat} has discarded 4 cards")),
    revealed=_("D5.revealed", QT_TRANSLATE_NOOP("tribello", "{seat}'s discards")),
    won=_("S5.won", QT_TRANSLATE_NOOP("tribello", "{seat} wins")),
    shared=_("A8.shared", QT_TRANSLATE_NOOP("tribello", "Shared win: {seats}")),
)
ALREADY_PLAYED = _("D3.already_played", QT_TRANSLATE_NOOP("tribello", "You have already played {contract}"))
VALFRI_SUITS = _("A4.valfri_suits", QT_TRANSLATE_NOOP("tribello", "Valfri trumf may be ♥, ♦ or ♣"))
CHOOSE = _("D3.choose", QT_TRANSLATE_NOOP(
    "tribello", "Choose Spel, Pass, Spader trumf or Valfri trumf"))
CHOOSE_FIRST = _("D3.choose_first", QT_TRANSLATE_NOOP("tribello", "Forehand chooses the contract first"))
ANNOUNCES = _("D3.announces", QT_TRANSLATE_NOOP("tribello", "{seat}: {contract}"))
STATUS = _("S4.status", QT_TRANSLATE_NOOP("tribello", "Deal {deal} of {deals}: {contract}, forehand {seat}"))
STATUS_CHOOSING = _("D3.status", QT_TRANSLATE_NOOP(
    "tribello", "Deal {deal} of {deals}: {seat} chooses the contract"))
ROW = _("S4.row", QT_TRANSLATE_NOOP("tribello", "Deal {deal}: {contract}, forehand {seat}"))
CONTRACT_NAMES = (_("S1.spel", QT_TRANSLATE_NOOP("tribello", "Spel")),
                  _("S2.pass", QT_TRANSLATE_NOOP("tribello", "Pass")),
                  _("S1.spader", QT_TRANSLATE_NOOP("tribello", "Spader trumf")),
                  _("S1.valfri", QT_TRANSLATE_NOOP("tribello", "Valfri trumf")))
VALFRI_NAME = _("D3.valfri_suit", QT_TRANSLATE_NOOP("tribello", "Valfri trumf: {suit}"))

CHOOSE_VERB = "choose"
VALFRI_PLAIN = "HDC"


class Contract(str, Enum):
    SPEL = "spel"
    PASS = "pass"
    SPADER = "spader"
    VALFRI = "valfri"
    NONE = "none"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_NONE, _PASS, _SPADER, _SPEL, _VALFRI = Contract.NONE, Contract.PASS, Contract.SPADER, Contract.SPEL, Contract.VALFRI


CONTRACTS = (_SPEL, _PASS, _SPADER, _VALFRI)


class State(QuotaGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    TEXTS = TEXTS
    MUST_FOLLOW = TEXTS.must_follow
    FIELDS = QuotaGame.QUOTA_FIELDS + ("contract", "used")

    contract: Contract
    #: How often each seat has played each contract (in ``CONTRACTS`` order).
    used: list[list[int]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.contract = _NONE
        self.used = [[0] * len(CONTRACTS) for _ in range(players)]

    # --- the game's parameters --------------------------------------------------

    @property
    def limit(self) -> int:
        """How often each contract may be chosen by each player."""
        return 3 if self.options["game_length"] == "tribello" else 1

    @property
    def deals_total(self) -> int:
        return self.players * len(CONTRACTS) * self.limit

    @property
    def avoid(self) -> bool:
        return self.contract is _PASS

    def contract_code(self) -> int:
        return CONTRACTS.index(self.contract)

    def left(self, seat: int) -> list[Contract]:
        """The contracts ``seat`` may still choose."""
        return [c for i, c in enumerate(CONTRACTS) if self.used[seat][i] < self.limit]

    def valfri_suits(self) -> str:
        return VALFRI_PLAIN + ("S" if self.options["valfri_spades"] == "on" else "")

    # --- dealing ------------------------------------------------------------------

    def deal(self, order: Sequence[Card] | None = None) -> list[Event]:
        """D1-D4 (or the ``full_hand`` order): open cards, contract, hands."""
        events = self.gather(order)
        self.contract = _NONE
        if self.options["contract_timing"] == "full_hand":
            events += self.deal_hands()
        events += self.lay_open_cards()
        self.phase = _CONTRACT
        left = self.left(self.forehand)
        if len(left) == 1 and left[0] is not _VALFRI:   # D3: announced automatically
            events += self.apply_contract(Move(self.forehand, CHOOSE_VERB, (), left[0].value))
        return events

    def contract_moves(self, seat: int) -> list[Move]:
        moves = []
        for contract in self.left(seat):
            if contract is _VALFRI:
                moves += [shared_move(seat, CHOOSE_VERB, arg=f"valfri {s}") for s in self.valfri_suits()]
            else:
                moves.append(shared_move(seat, CHOOSE_VERB, arg=contract.value))
        return moves

    def explain_contract(self, move: Move) -> Message:
        if move.verb != CHOOSE_VERB:
            return CHOOSE_FIRST()
        word, _, suit = move.arg.partition(" ")
        contract = next((c for c in CONTRACTS if c.value == word), None)
        if contract is None or move.cards:
            return CHOOSE()
        if contract not in self.left(move.seat):
            return ALREADY_PLAYED(contract=CONTRACT_NAMES[CONTRACTS.index(contract)]())
        if contract is _VALFRI and suit not in tuple(self.valfri_suits()):
            return VALFRI_SUITS()
        return CHOOSE()

    def apply_contract(self, move: Move) -> list[Event]:
        word, _, suit = move.arg.partition(" ")
        self.contract = Contract(word)
        self.used[move.seat][CONTRACTS.index(self.contract)] += 1
        self.trump = "S" if self.contract is _SPADER else suit
        events = [Event(CALL, seat=move.seat,
                        message=ANNOUNCES(seat=SeatRef(move.seat), contract=self.contract_name()))]
        if self.options["contract_timing"] != "full_hand":
            events += self.deal_hands()                   # D4
        self.phase = _PICKUP
        return events

    def describe_contract(self, move: Move) -> Message:
        word, _, suit = move.arg.partition(" ")
        if word == _VALFRI.value and suit:
            return VALFRI_NAME(suit=SuitRef(suit))
        contract = next((c for c in CONTRACTS if c.value == word), _SPEL)
        return CONTRACT_NAMES[CONTRACTS.index(contract)]()

    # --- scoring ------------------------------------------------------------------

    def deal_points(self) -> list[int]:
        """S1-S3: +1 per trick over / -1 per trick short of the requirement."""
        return quota_points(self.tricks, self.forehand, self.avoid, minus=True)

    def contract_name(self, code: int | None = None, trump: str | None = None) -> Message:
        contract = self.contract if code is None else CONTRACTS[code]
        suit = self.trump if trump is None else trump
        if contract is _VALFRI:
            return VALFRI_NAME(suit=SuitRef(suit))
        return CONTRACT_NAMES[CONTRACTS.index(contract)]()

    def row_label(self, row: list[int]) -> Message:
        deal, code, trump, forehand = row[:4]
        name = self.contract_name(code, "CDHS"[trump] if trump >= 0 else "")
        return ROW(deal=deal, contract=name, seat=SeatRef(forehand))

    def status(self) -> Message:
        if self.phase is _OVER:
            return self.over_status()
        if self.contract is _NONE:
            return STATUS_CHOOSING(deal=self.deal_no, deals=self.deals_total, seat=SeatRef(self.forehand))
        return STATUS(deal=self.deal_no, deals=self.deals_total, contract=self.contract_name(),
                      seat=SeatRef(self.forehand))

    def public(self) -> dict[str, Any]:
        out = super().public()
        out.update({
            "contract": self.contract.value,
            "used": [list(u) for u in self.used],
            "limit": self.limit,
            "contracts": [c.value for c in CONTRACTS],
        })
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0,
             dealer: int | None = None, order: Sequence[Card] | None = None) -> State:
    """A new match; ``dealer`` and a stacked deck ``order`` (top = last) are for tests."""
    state = State(players, options, seed)
    state.setup(dealer, order)
    return state
