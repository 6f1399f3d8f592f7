"""Bismarck, Danish three-handed quota whist (spec: shared/rules/bismarck.md).

Rules in brief: three players play nine deals of 16 tricks from a full deck:
deals 1-3 grand (no trumps, take tricks), 4-6 trumf (the suit of the first
of the four open table cards is trumps), 7-9 pas (no trumps, avoid tricks).
Each player gets 16 cards one at a time from forehand, the last four lie face
up; forehand takes them and lays four cards of his twenty away face down.
Forehand leads; follow suit, otherwise anything (no duty to trump or to beat);
the highest trump or else the highest card of the suit led wins and leads.
Grand and trumf: minimum forehand 8, others 4, +1 per trick over it; pas:
maximum 4 and 6, +1 per trick under it; ``shortfall_minus`` also gives -1
per trick short (over). Most points after deal 9 win; ties share.

Moves: ``"1 pickup"`` (forehand takes the table cards – a button),
``"1 put 9H"`` / ``"1 take 9H"`` (drag a card from the hand onto the widow
and back), ``"1 discard"`` (confirm the four cards on the widow – a button),
``"2 play QS"``.

Decisions implemented: A1 (pas maxima 4/6/6), A2 (no minus unless
``shortfall_minus``), A3 (nine deals, each player forehand once per phase),
A4 (the first card laid is the first table card), A5 (any four may be
discarded, the trump stays), A6 (forehand leads), A7 (one card at a time from
forehand, table cards last), A8 (1 point), A9 (shared win), A10 (no trumps in
grand and pas). Spec silent: taking up the table cards is a move of its own
(the table shows them until then); forehand's hand gets fresh hidden ids when
he takes them, so nobody can follow a table card into his discards.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Mapping, Sequence

from kortbord.engine.cards import Card
from kortbord.engine.events import MESSAGE, Event
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef, SuitRef
from kortbord.engine.moves import Move

from . import INFO
from . import prompts
from .quota import Phase, QuotaGame, QuotaTexts, quota_points

#: ``Phase`` members as module names: read off the enum class, a member is slow in
#: Python 3.11 (see ``engine.events``).
_OVER, _PICKUP = Phase.OVER, Phase.PICKUP

_ = Catalog("bismarck")
TEXTS = QuotaTexts(
    must_follow=_("R2.must_follow", QT_TRANSLATE_NOOP("bismarck", "You must follow suit: you hold {suit}")),
    not_forehand=_("D5.not_forehand", QT_TRANSLATE_NOOP("bismarck", "Wait: {seat} is exchanging")),
    pickup_first=_("D5.pickup_first", QT_TRANSLATE_NOOP("bismarck", "Take up the four table cards first")),
    discard_first=_("D6.discard_first", QT_TRANSLATE_NOOP("bismarck", "Discard 4 cards first")),
    widow_full=_("D5.widow_full", QT_TRANSLATE_NOOP(
        "bismarck", "Four cards lie on the discard pile: take one back first")),
    not_in_widow=_("D5.not_in_widow", QT_TRANSLATE_NOOP("bismarck", "{card} is not among your discards")),
    need_four=_("D5.need_four", QT_TRANSLATE_NOOP(
        "bismarck", "Discard exactly 4 cards ({count} on the discard pile)")),
    exchange_over=_("D5.exchange_over", QT_TRANSLATE_NOOP("bismarck", "The exchange is over")),
    describe_pickup=_("D5.describe_pickup", QT_TRANSLATE_NOOP("bismarck", "Take the table cards")),
    describe_put=_("D5.describe_put", QT_TRANSLATE_NOOP("bismarck", "Discard {card}")),
    describe_take=_("D5.describe_take", QT_TRANSLATE_NOOP("bismarck", "Take {card} back")),
    describe_discard=_("D5.describe_discard", QT_TRANSLATE_NOOP("bismarck", "Discard 4")),
    describe_play=_("R2.describe_play", QT_TRANSLATE_NOOP("bismarck", "Play {card}")),
    picked_up=_("D5.picked_up", QT_TRANSLATE_NOOP("bismarck", "{seat} takes the table cards")),
    discarded=_("D5.discarded", QT_TRANSLATE_NOOP("bismarck", "{seat} has discarded 4 cards")),
    revealed=_("D5.revealed", QT_TRANSLATE_NOOP("bismarck", "{seat}'s discards")),
    won=_("S5.won", QT_TRANSLATE_NOOP("bismarck", "{seat} wins")),
    shared=_("S5.shared", QT_TRANSLATE_NOOP("bismarck", "Shared win: {seats}")),
)
TRUMPS = _("D4.trumps", QT_TRANSLATE_NOOP("bismarck", "{suit} are trumps"))
STATUS = _("S4.status", QT_TRANSLATE_NOOP("bismarck", "{kind} {round} of 3 – forehand {seat}"))
STATUS_TRUMP = _("D4.status", QT_TRANSLATE_NOOP(
    "bismarck", "{kind} {round} of 3 – forehand {seat}, {suit} are trumps"))
ROW = _("S4.row", QT_TRANSLATE_NOOP("bismarck", "Deal {deal}: {kind}, forehand {seat}"))
ROW_TRUMP = _("S4.row_trump", QT_TRANSLATE_NOOP("bismarck", "Deal {deal}: {kind} ({suit}), forehand {seat}"))
KIND_NAMES = (_("S1.grand", QT_TRANSLATE_NOOP("bismarck", "Grand")),
              _("D4.trumf", QT_TRANSLATE_NOOP("bismarck", "Trumf")),
              _("S2.pas", QT_TRANSLATE_NOOP("bismarck", "Pas")))

DEALS = 9


class Kind(str, Enum):
    """The three phases of the game, three deals each."""
    GRAND = "grand"
    TRUMF = "trumf"
    PAS = "pas"


KINDS = (Kind.GRAND, Kind.TRUMF, Kind.PAS)


def kind_of(deal_no: int) -> Kind:
    """Deals 1-3 grand, 4-6 trumf, 7-9 pas."""
    return KINDS[min(max(deal_no - 1, 0) // 3, 2)]


class State(QuotaGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    TEXTS = TEXTS
    MUST_FOLLOW = TEXTS.must_follow
    FIELDS = QuotaGame.QUOTA_FIELDS

    @property
    def deals_total(self) -> int:
        return DEALS

    @property
    def kind(self) -> Kind:
        return kind_of(self.deal_no)

    @property
    def avoid(self) -> bool:
        return self.kind is Kind.PAS

    def contract_code(self) -> int:
        return KINDS.index(self.kind)

    def reveal_discards(self) -> bool:
        return bool(self.options["reveal_discards"] == "on")

    def deal(self, order: Sequence[Card] | None = None) -> list[Event]:
        """D1-D4: shuffle, 16 cards each from forehand, the last four face up; trumf: trumps."""
        events = self.gather(order)
        events += self.deal_hands()
        events += self.lay_open_cards()
        self.phase = _PICKUP
        if self.kind is Kind.TRUMF:
            self.trump = self.table_cards[0].suit          # D4
            events.append(Event(MESSAGE, message=TRUMPS(suit=SuitRef(self.trump)),
                                cards=(self.table_cards[0],)))
        return events

    def deal_points(self) -> list[int]:
        """S1-S3."""
        return quota_points(self.tricks, self.forehand, self.avoid, self.options["shortfall_minus"] == "on")

    def describe_contract(self, move: Move) -> Message:
        return TEXTS.exchange_over()

    def row_label(self, row: list[int]) -> Message:
        deal, code, trump, forehand = row[:4]
        kind = KIND_NAMES[code]()
        if trump >= 0:
            return ROW_TRUMP(deal=deal, kind=kind, suit=SuitRef("CDHS"[trump]), seat=SeatRef(forehand))
        return ROW(deal=deal, kind=kind, seat=SeatRef(forehand))

    def status(self) -> Message:
        if self.phase is _OVER:
            return self.over_status()
        kind = KIND_NAMES[KINDS.index(self.kind)]()
        round_ = (self.deal_no - 1) % 3 + 1
        if self.trump:
            return STATUS_TRUMP(kind=kind, round=round_, seat=SeatRef(self.forehand), suit=SuitRef(self.trump))
        return STATUS(kind=kind, round=round_, seat=SeatRef(self.forehand))

    def public(self) -> dict[str, Any]:
        out = super().public()
        out["kind"] = self.kind.value
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0,
             dealer: int | None = None, order: Sequence[Card] | None = None) -> State:
    """A new match; ``dealer`` and a stacked deck ``order`` (top = last) are for tests."""
    state = State(players, options, seed)
    state.setup(dealer, order)
    return state
