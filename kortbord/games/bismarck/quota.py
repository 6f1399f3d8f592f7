"""Quota whist for three with a widow: what Bismarck and Tribello share.

Three players hold 16 cards each and four open cards lie in the ``widow``.
Forehand takes them up (``pickup``), lays four cards of his twenty face down
on the widow (``put``, ``take`` to take one back) and confirms (``discard``);
then 16 tricks are played, forehand leading, following suit, no duty to trump
(kit ``TrickRules``). Every player has a quota: in a positive contract
forehand must take 8 tricks and the others 4; in an avoidance contract
forehand may take at most 4 and the others 6 (``quota_points``).

A game subclasses ``QuotaGame`` and supplies the deal schedule (``deal``),
the contract of the deal (``avoid``, ``trump``), ``deal_points`` and its
texts (``QuotaTexts``, declared in the game's own translation context).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Mapping, Sequence

from kortbord.engine.cards import Card
from kortbord.engine.events import CALL, MESSAGE, ROUND_OVER, Event
from kortbord.engine.kit.tricks import (
    NOT_IN_HAND, PLAY, TrickGame, TrickRules, draw_for_dealer, hand_zone, shared_rules,
    stripped_deck)
from kortbord.engine.kit.scoring import best_seats, winners_text
from kortbord.engine.messages import SUIT_SYMBOLS, Message, MessageTemplate, SeatRef
from kortbord.engine.moves import Move, card_moves, shared_move
from kortbord.engine.score import DEAL, ScoreRow, ScoreSheet
from kortbord.engine.state import NOT_YOUR_TURN
from kortbord.engine.view import Face, ZoneSpec

PLAYERS = 3
HAND = 16
WIDOW = 4
TRICKS = 16
#: Positive contracts: the minimum of forehand and of each other player.
MINIMUM = (8, 4)
#: Avoidance contracts: the maximum of forehand and of each other player.
MAXIMUM = (4, 6)

PICKUP = "pickup"
PUT = "put"
TAKE = "take"
DISCARD = "discard"


#: The trick rules by trump suit ("" for none): asked on every move.
_BY_TRUMP: dict[str, TrickRules] = {}

class Phase(str, Enum):
    CONTRACT = "contract"   # forehand chooses the contract (Tribello)
    PICKUP = "pickup"       # forehand takes up the open cards
    EXCHANGE = "exchange"   # forehand lays four cards away
    PLAY = "play"
    OVER = "over"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_CONTRACT, _EXCHANGE, _OVER, _PICKUP, _PLAY = Phase.CONTRACT, Phase.EXCHANGE, Phase.OVER, Phase.PICKUP, Phase.PLAY


@dataclass(frozen=True, slots=True)
class QuotaTexts:
    """The messages the shared part needs, declared by each game in its context."""
    must_follow: MessageTemplate
    not_forehand: MessageTemplate
    pickup_first: MessageTemplate
    discard_first: MessageTemplate
    widow_full: MessageTemplate
    not_in_widow: MessageTemplate
    need_four: MessageTemplate
    exchange_over: MessageTemplate
    describe_pickup: MessageTemplate
    describe_put: MessageTemplate
    describe_take: MessageTemplate
    describe_discard: MessageTemplate
    describe_play: MessageTemplate
    picked_up: MessageTemplate
    discarded: MessageTemplate
    revealed: MessageTemplate
    won: MessageTemplate
    shared: MessageTemplate


def quota(seat: int, forehand: int, avoid: bool) -> int:
    """The minimum (positive contract) or maximum (``avoid``) of ``seat``."""
    pair = MAXIMUM if avoid else MINIMUM
    return pair[0] if seat == forehand else pair[1]


def quota_points(tricks: Sequence[int], forehand: int, avoid: bool, minus: bool) -> list[int]:
    """+1 per trick over the minimum (under the maximum when ``avoid``);
    with ``minus`` also -1 per trick short of it (over it)."""
    points = []
    for seat, took in enumerate(tricks):
        margin = quota(seat, forehand, avoid)
        diff = margin - took if avoid else took - margin
        points.append(diff if diff > 0 or minus else 0)
    return points


def stacked(hands: Mapping[int, Sequence[Card]], widow: Sequence[Card], forehand: int,
            widow_first: bool = False) -> list[Card]:
    """A stock (top = last) that deals ``hands`` one card at a time from
    ``forehand`` and ``widow`` in its order, after the hands or (``widow_first``) before.

    The rest of each hand is filled from the unused cards in deck order.
    """
    used = {c for cards in hands.values() for c in cards} | set(widow)
    spare = [c for c in stripped_deck() if c not in used]
    full = {s: list(hands.get(s, ())) for s in range(PLAYERS)}
    for s in range(PLAYERS):
        while len(full[s]) < HAND:
            full[s].append(spare.pop())
    order = [(forehand + i) % PLAYERS for i in range(PLAYERS)]
    dealt = [full[order[i % PLAYERS]][i // PLAYERS] for i in range(HAND * PLAYERS)]
    sequence = list(widow) + dealt if widow_first else dealt + list(widow)
    return list(reversed(sequence))


class QuotaGame(TrickGame):
    """Trick play with a widow exchange and quotas; see the module docstring."""

    TEXTS: ClassVar[QuotaTexts]
    QUOTA_FIELDS: ClassVar[tuple[str, ...]] = TrickGame.TRICK_FIELDS + (
        "phase", "deal_no", "trump", "table_cards", "totals", "history", "draws", "last_discards")

    phase: Phase
    #: The number of the current deal, from 1.
    deal_no: int
    #: The trump suit of this deal, "" for none.
    trump: str
    #: The four open cards of this deal in the order laid (the first is "the first table card").
    table_cards: list[Card]
    totals: list[int]
    #: One row per deal: [deal, contract code, trump index or -1, forehand, tricks x3, points x3].
    history: list[list[int]]
    #: The draw for the first dealer as (seat, card).
    draws: list[tuple[int, Card]]
    #: Forehand's discards of the deal just finished, when they are shown (else empty).
    last_discards: list[Card]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.phase = _PICKUP
        self.deal_no = 0
        self.trump = ""
        self.table_cards = []
        self.totals = [0] * players
        self.history = []
        self.draws = []
        self.last_discards = []

    # --- supplied by the game -------------------------------------------------

    @property
    def deals_total(self) -> int:
        raise NotImplementedError

    @property
    def avoid(self) -> bool:
        """Is this deal played to avoid tricks (pas, Pass)?"""
        raise NotImplementedError

    def contract_code(self) -> int:
        """The contract of this deal as a small number for the history row."""
        raise NotImplementedError

    def deal_points(self) -> list[int]:
        raise NotImplementedError

    def row_label(self, row: list[int]) -> Message:
        raise NotImplementedError

    def status(self) -> Message:
        raise NotImplementedError

    def contract_moves(self, seat: int) -> list[Move]:
        """Legal moves of forehand in the CONTRACT phase (Tribello)."""
        return []

    def explain_contract(self, move: Move) -> Message:
        return self.TEXTS.pickup_first()

    def apply_contract(self, move: Move) -> list[Event]:
        raise NotImplementedError

    def reveal_discards(self) -> bool:
        """Are forehand's discards shown to everybody after the last trick?"""
        return False

    # --- zones ----------------------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "widow"] + self.trick_zone_names()

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "widow":
            if self.phase in (_CONTRACT, _PICKUP):
                return ZoneSpec(Face.UP)       # the open cards
            if self.phase is _OVER and self.reveal_discards():
                return ZoneSpec(Face.UP)
            return ZoneSpec(Face.OWNER, self.forehand)
        return super().zone_spec(zone)

    def trick_rules(self) -> TrickRules:
        rules = _BY_TRUMP.get(self.trump)
        if rules is None:
            rules = _BY_TRUMP[self.trump] = shared_rules(trump=self.trump)
        return rules

    # --- dealing ----------------------------------------------------------------

    def setup(self, dealer: int | None = None, order: Sequence[Card] | None = None) -> list[Event]:
        """The first dealer by lot (lowest card deals, ties draw again), then the first deal."""
        if dealer is None:
            deck = stripped_deck()
            self.rng.shuffle(deck)
            self.dealer, self.draws = draw_for_dealer(deck, PLAYERS)
        else:
            self.dealer = dealer
        self.zones["stock"] = stripped_deck()
        return self.deal(order)

    def deal(self, order: Sequence[Card] | None = None) -> list[Event]:
        """Start the next deal: gather and shuffle (or stack ``order``, top = last)."""
        raise NotImplementedError

    def gather(self, order: Sequence[Card] | None) -> list[Event]:
        """D1: all cards back to the stock, shuffled (a test may stack it)."""
        self.deal_no += 1
        self.trump = ""
        self.table_cards = []
        self.reset_tricks()
        self.turn = -1
        return [self.new_stock("stock", order)]

    def lay_open_cards(self) -> list[Event]:
        """Four cards from the stock face up on the table, in the order they come off."""
        events = [self.draw("stock", "widow") for _ in range(WIDOW)]
        self.table_cards = list(self.zones["widow"])
        return events

    def deal_hands(self) -> list[Event]:
        """16 cards each, one at a time, clockwise from forehand."""
        return self.deal_cards("stock", HAND)

    # --- turn -------------------------------------------------------------------

    def actors(self) -> list[int]:
        if self.phase is _PLAY:
            return [self.turn]
        if self.phase is _OVER:
            return []
        return [self.forehand]

    def to_move(self) -> int | None:
        actors = self.actors()
        return actors[0] if actors else None

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _PLAY:
            return self.play_moves(seat)            # none unless ``seat`` is on turn
        if seat not in self.actors():
            return []
        if self.phase is _CONTRACT:
            return self.contract_moves(seat)
        if self.phase is _PICKUP:
            return [shared_move(seat, PICKUP)]
        widow = self.zones["widow"]                 # the exchange: moves are found, not made
        take = card_moves(seat, TAKE)
        moves = [take[c] for c in widow]
        if len(widow) < WIDOW:
            put = card_moves(seat, PUT)
            moves += [put[c] for c in self.zones[hand_zone(seat)]]
        else:
            moves.append(shared_move(seat, DISCARD))
        return moves

    def explain(self, move: Move) -> Message:
        t = self.TEXTS
        if move.seat not in self.actors():
            return NOT_YOUR_TURN() if self.phase is _PLAY else t.not_forehand(seat=SeatRef(self.forehand))
        if self.phase is _CONTRACT:
            return self.explain_contract(move)
        if self.phase is _PICKUP:
            return t.pickup_first()
        if self.phase is _EXCHANGE:
            hand = self.zones[f"hand/{move.seat}"]
            if move.verb == PUT and len(move.cards) == 1 and not move.arg:
                return t.widow_full() if move.card in hand else NOT_IN_HAND(card=move.card)
            if move.verb == TAKE and len(move.cards) == 1 and not move.arg:
                return t.not_in_widow(card=move.card)
            if move.verb == DISCARD:
                return t.need_four(count=len(self.zones["widow"]))
            return t.discard_first()
        if move.verb in (PICKUP, PUT, TAKE, DISCARD):
            return t.exchange_over()
        return self.explain_play(move)

    def describe(self, move: Move) -> Message:
        t = self.TEXTS
        if move.verb == PICKUP:
            return t.describe_pickup()
        if move.verb == PUT:
            return t.describe_put(card=move.card)
        if move.verb == TAKE:
            return t.describe_take(card=move.card)
        if move.verb == DISCARD:
            return t.describe_discard()
        if move.verb == PLAY:
            return t.describe_play(card=move.card)
        return self.describe_contract(move)

    def describe_contract(self, move: Move) -> Message:
        raise NotImplementedError

    # --- moves --------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        seat = move.seat
        if move.verb == PLAY:
            return self.play(move)
        if move.verb == PUT:
            return [self.move_card(move.card, f"hand/{seat}", "widow")]
        if move.verb == TAKE:
            return [self.move_card(move.card, "widow", f"hand/{seat}")]
        if move.verb == PICKUP:
            return self.pickup(seat)
        if move.verb == DISCARD:
            self.phase = _PLAY
            self.start_trick(self.forehand)          # R1: forehand leads
            return [Event(CALL, seat=seat, message=self.TEXTS.discarded(seat=SeatRef(seat)))]
        return self.apply_contract(move)

    def pickup(self, seat: int) -> list[Event]:
        """D5: forehand takes the open cards. His hand gets fresh hidden ids, so the
        others cannot follow the open cards into his hand or out again."""
        hand = f"hand/{seat}"
        events = [self.draw("widow", hand, WIDOW)]
        cards = self.zones[hand]
        self.zones[hand] = []
        events.append(self.shuffle_into(cards, hand))
        events.append(Event(CALL, seat=seat, message=self.TEXTS.picked_up(seat=SeatRef(seat))))
        self.phase = _EXCHANGE
        return events

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        if self.tricks_played < TRICKS:
            self.start_trick(winner)                 # R5: the winner leads
            return []
        return self.score_deal()

    # --- scoring ------------------------------------------------------------------

    def score_deal(self) -> list[Event]:
        points = self.deal_points()
        self.totals = [a + b for a, b in zip(self.totals, points)]
        trump = "CDHS".index(self.trump) if self.trump else -1
        self.history.append([self.deal_no, self.contract_code(), trump, self.forehand, *self.tricks, *points])
        self.turn = -1
        events = [Event(ROUND_OVER, message=self.row_label(self.history[-1]))]
        self.last_discards = []
        if self.reveal_discards():
            self.last_discards = list(self.zones["widow"])
            events.append(Event(MESSAGE, cards=tuple(self.last_discards), src="widow",
                                message=self.TEXTS.revealed(seat=SeatRef(self.forehand))))
        if self.deal_no >= self.deals_total:
            self.phase = _OVER
        return self.next_hand(events)

    def winners(self) -> list[int]:
        return best_seats(self.totals) if self.phase is _OVER else []

    def over_status(self) -> Message:
        return winners_text(self.winners(), self.TEXTS.won, self.TEXTS.shared)

    # --- reading ---------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is _OVER

    def quotas(self) -> list[int]:
        return [quota(s, self.forehand, self.avoid) for s in range(PLAYERS)]

    def result(self) -> ScoreSheet:
        rows = tuple(ScoreRow(self.row_label(r), tuple(r[7:10]), DEAL(n=r[0])) for r in self.history)
        return ScoreSheet(players=PLAYERS, rows=rows, totals=tuple(self.totals),
                          winners=tuple(self.winners()), finished=self.is_over(), status=self.status())

    def public(self) -> dict[str, Any]:
        out = self.trick_public()
        out.update({
            "phase": self.phase.value,
            "deal": self.deal_no,
            "deals": self.deals_total,
            "avoid": self.avoid,
            "trump": self.trump,
            #: The trump badge in a corner of the table for the whole deal (Bismarck "Table interaction").
            "trump_symbol": SUIT_SYMBOLS.get(self.trump, ""),
            "table_cards": [c.text for c in self.table_cards],
            "quotas": self.quotas(),
            "widow": len(self.zones["widow"]),
            "totals": list(self.totals),
            "history": [list(r) for r in self.history],
            "draws": [[s, c.text] for s, c in self.draws],
            "last_discards": [c.text for c in self.last_discards],
        })
        return out
