"""Rödskägg – Redbeard (spec: shared/rules/rodskagg.md).

Rules in brief: 3-7 players start on 12 points and try to come down to
exactly 0; every trick won takes a point off. Each round six cards each (3 +
3); the dealer knocks before anybody looks (D2); a hand without A, K, Q or J
may be exchanged for six new cards (D3, D4). Bidding from forehand, once
round: pass ("smyga") or bid higher, 0-6 tricks or Rödskägg; when all others
passed the dealer must bid (R1-R3). The highest bidder (the leader) leads all
six tricks; follow suit, no trumps (R4-R6). After trick 4 the leader asks
"Följer ni med?": players without a trick join (-2 per trick in tricks 5-6,
+P if they take neither) or drop (R7, R8); a forgotten question keeps
everybody in without risk (R9). Scores of exactly 1 and 0 must be announced
before the next trick's first card (R10); looking early, a missed
announcement and (option) a forgotten question cost +P when another player
knocks on the table in time (R12). A leader short of his bid gets +P (S2).
Rödskägg: win all six tricks and win the game, or be out of it (R13). After
each round: one player on exactly 0 wins, several play a deciding round (S5,
S7).

Moves: ``"0 knock"`` (the dealer), ``"1 look"`` (turning one's hand up
before the knock – a mistake), ``"1 exchange"`` / ``"1 keep"``,
``"1 bid 3"`` / ``"1 bid rodskagg"`` / ``"1 pass"``, ``"2 play 9H"``,
``"2 ask"`` (Följer ni med?), ``"3 join"`` / ``"3 drop"``,
``"1 say one"`` / ``"1 say zero"`` (Ett kvar! / Noll!), ``"1 point"``
(knock on the table: every open mistake of another player is penalised).

Decisions implemented: A1 (0-6 and Rödskägg above 6), A2 (``all_pass``), A3,
A4 (A K Q J), A5 (``penalty_points``), A6 (``stop_at_zero``), A7, A8, A9
(``forgot_ask_penalty``), A10, A11 (``rituals``; slips belong to the
computer players), A12, A13, A14. Spec silent: one knock penalises every open
mistake of the other players; a new deal also closes open windows; the
dealer cannot look before his own knock; "Too late" is the answer during the
trick after a window closed; K1: after ``MAX_ROUNDS`` rounds the players
still in the game closest to 0 share the win (random play must end).
"""
from __future__ import annotations

import functools

from typing import Any, Mapping, Sequence

from kortbord.engine.cards import Card
from kortbord.engine.events import CALL, GAME_OVER, MESSAGE, Event
from kortbord.engine.kit.bidding import Calls
from kortbord.engine.kit.tricks import PLAY, TrickGame, TrickRules, draw_for_dealer, hand_zone, stripped_deck
from kortbord.engine.kit.said import SEATS, said
from kortbord.engine.kit.scoring import winners_text
from kortbord.engine.messages import Message, MessageTemplate, SeatRef
from kortbord.engine.moves import Move, shared_move
from kortbord.engine.score import ROUND, ScoreRow, ScoreSheet
from kortbord.engine.state import NOT_YOUR_TURN

from . import INFO
from . import prompts
from . import texts as T
from .common import (
    ASK, AUCTION, BID, DECIDED, DROP, EXCHANGE, FAILED_BID, FAULTS, HAND, JOIN, KEEP, KNOCK, LEVELS, LONE_JOINER,
    LOOK, MAX_ROUNDS, ONE, PASS, PLAYED, POINT, QUESTION_AFTER, REDBEARD, RULES, SAY, START, THROWN_IN, ZERO,
    COURT_CARDS, Fault, Phase, Question, court_card)

#: Phases and question states as module names (a member read off its enum is slow in
#: Python 3.11, see ``engine.events``; the rules ask on every move).
_BID, _DECIDE, _EXCHANGE, _JOIN, _KNOCK, _OVER, _PLAY = (
    Phase.BID, Phase.DECIDE, Phase.EXCHANGE, Phase.JOIN, Phase.KNOCK, Phase.OVER, Phase.PLAY)
_ASKED, _FORGOTTEN, _OPEN = Question.ASKED, Question.FORGOTTEN, Question.OPEN
_LOOKED_EARLY = Fault.LOOKED


#: ``in_order`` of the seats in the game, by (players, start, seats out).
_ORDERS: dict[tuple[int, int, tuple[int, ...]], tuple[int, ...]] = {}
#: "+6 to #2: did not say 'noll'" by (seat, reason, points).
_PENALTIES: dict[tuple[int, int, int], Event] = {}
#: "{seat} has the game with {bid}" by (seat, bid); "Rödskägg failed: {seat} is out" by seat.
_HAS_GAME: dict[tuple[int, str], Event] = {}
_FAILED = tuple(Event(MESSAGE, message=T.REDBEARD_FAILED(seat=SEATS[seat])) for seat in range(16))
#: ``zone_names`` by players (every new game asks).
_ZONE_NAMES: dict[int, tuple[str, ...]] = {}
#: ``bidders`` by (players, dealer, seats out).
_BIDDERS: dict[tuple[int, int, tuple[int, ...]], tuple[int, ...]] = {}


def bid_name(call: str) -> Message | int:
    """A bid as a message parameter: its number, or "Rödskägg"."""
    return T.RODSKAGG() if call == REDBEARD else int(call)


#: "{seat} passes" / "{seat} bids {bid}" by (seat, call).
_CALLS = Calls(lambda seat, call: said(CALL, seat, T.PASSES, seat=SEATS[seat]) if call == PASS else
               said(CALL, seat, T.BIDS, seat=SEATS[seat], bid=bid_name(call)))


#: Each seat's moves without a card, shared objects (the rules offer them on every turn).
_KNOCKS, _LOOKS, _EXCHANGES, _KEEPS, _ASKS, _JOINS, _DROPS, _POINTS = (
    tuple(shared_move(seat, verb) for seat in range(16))
    for verb in (KNOCK, LOOK, EXCHANGE, KEEP, ASK, JOIN, DROP, POINT))
_SAYS = {due: tuple(shared_move(seat, SAY, arg=due) for seat in range(16)) for due in (ONE, ZERO)}



def _per_seat(template: MessageTemplate) -> tuple[Event, ...]:
    """The call "{seat} ..." of each seat, made once."""
    return tuple(said(CALL, seat, template, seat=SEATS[seat]) for seat in range(16))


#: The calls naming only their seat ("{seat}: Knack för kort och felgiv"), per seat.
_KNOCKED, _LOOKED, _KEPT, _EXCHANGED, _ASKED_CALLS, _JOINED, _DROPPED = map(
    _per_seat, (T.KNOCKS, T.LOOKS, T.KEEPS, T.EXCHANGES, T.ASKS, T.JOINS, T.DROPS))
_POINTED = tuple(said(CALL, seat, T.D_POINT) for seat in range(16))


@functools.lru_cache(maxsize=4096)
def _calls(seat: int, bids: tuple[str, ...], players: int, all_pass: str) -> tuple[Move, ...]:
    """The calls ``seat`` may make after ``bids`` among ``players`` bidders (asked every turn)."""
    calls = AUCTION[all_pass].legal(list(bids), players)
    return tuple(shared_move(seat, PASS) if c == PASS else shared_move(seat, BID, arg=c) for c in calls)


class State(TrickGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    MUST_FOLLOW = T.MUST_FOLLOW
    FIELDS = TrickGame.TRICK_FIELDS + (
        "phase", "round_no", "scores", "out", "queue", "final_hand", "bids", "bidder", "bid",
        "question", "to_join", "joined", "dropped", "looked", "owed", "faults", "late", "deciders",
        "round_delta", "history", "penalties", "won_by", "draws")

    phase: Phase
    round_no: int
    scores: list[int]
    #: Seats out of the game after a failed Rödskägg bid (R13).
    out: list[int]
    #: Seats still to decide on an exchange, in order (D3); the first decides now.
    queue: list[int]
    #: Seats whose new hand came from a reshuffled stock (D4).
    final_hand: list[int]
    #: The calls of this round in order from forehand (``"3"``, ``"pass"``).
    bids: list[str]
    bidder: int
    bid: str
    question: Question
    #: Players without a trick still to answer the question, in order.
    to_join: list[int]
    joined: list[int]
    dropped: list[int]
    #: Seats that turned up their hand before the knock this round.
    looked: list[int]
    #: Announcements due ("one" / "zero") per seat (R10).
    owed: dict[int, str]
    #: Open mistakes inside their window (R12).
    faults: list[tuple[int, Fault]]
    #: The seat whose mistake's window closed at the last trick, -1 if none.
    late: int
    #: Players of the deciding round (S7).
    deciders: list[int]
    #: Score changes of this round so far (the sheet's row in play).
    round_delta: list[int]
    #: One row per round: [round, kind, seat, bid level or -1, tricks, change per seat...].
    history: list[list[int]]
    #: Every penalty: [round, seat, reason, points].
    penalties: list[list[int]]
    won_by: list[int]
    draws: list[tuple[int, Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self._rituals: bool = self.options["rituals"] == "on"
        self._stop_at_zero: bool = self.options["stop_at_zero"] == "on"
        self._all_pass: str = str(self.options["all_pass"])
        self.phase = _BID
        self.round_no = 0
        self.scores = [START] * players
        self.out = []
        self.queue = []
        self.final_hand = []
        self.bids = []
        self.bidder = -1
        self.bid = ""
        self.question = _OPEN
        self.to_join = []
        self.joined = []
        self.dropped = []
        self.looked = []
        self.owed = {}
        self.faults = []
        self.late = -1
        self.deciders = []
        self.round_delta = [0] * players
        self.history = []
        self.penalties = []
        self.won_by = []
        self.draws = []

    # --- seats and zones --------------------------------------------------------

    @property
    def rituals(self) -> bool:
        return self._rituals

    @property
    def penalty_size(self) -> int:
        return int(self.options["penalty_points"])

    def active(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.out]

    def next_active(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if nxt not in self.out:
                return nxt
        return seat

    def in_order(self, start: int, seats: Sequence[int] | None = None) -> list[int]:
        """``seats`` (default: those in the game) clockwise from ``start``; a new list."""
        if seats is None:
            return list(self.order_from(start))
        players = self.players
        return [s for s in ((start + i) % players for i in range(players)) if s in seats]

    def order_from(self, start: int) -> tuple[int, ...]:
        """The seats in the game clockwise from ``start`` (asked on every bid: remembered
        per seats out)."""
        key = (self.players, start, tuple(self.out))
        order = _ORDERS.get(key)
        if order is None:
            order = _ORDERS[key] = tuple(self.in_order(start, self.active()))
        return order

    def bidders(self) -> tuple[int, ...]:
        """The seats in the game clockwise from forehand (who bids when: asked on every
        move of the bidding, remembered per dealer and seats out)."""
        key = (self.players, self.dealer, tuple(self.out))
        order = _BIDDERS.get(key)
        if order is None:
            order = _BIDDERS[key] = self.order_from(self.forehand)
        return order

    @property
    def forehand(self) -> int:
        return self.next_active(self.dealer)

    def zone_names(self) -> list[str]:
        names = _ZONE_NAMES.get(self.players)
        if names is None:
            names = _ZONE_NAMES[self.players] = ("stock", "discard", "aside", *self.trick_zone_names())
        return list(names)

    def visible(self, zone: str, index: int, seat: int | None) -> bool:
        """D2: before the knock a hand is face down even for its owner, unless he looked."""
        if self.phase is _KNOCK and zone.startswith("hand/") and int(zone[5:]) not in self.looked:
            return False
        return super().visible(zone, index, seat)

    def trick_rules(self) -> TrickRules:
        return RULES

    def takes_part(self, seat: int) -> bool:
        if self.phase is _DECIDE:
            return seat in self.deciders
        return seat not in self.out and seat not in self.dropped

    @property
    def _some_sit_out(self) -> bool:  # type: ignore[override]  # a property: most tricks nobody does
        return bool(self.out or self.dropped) or self.phase is _DECIDE

    def _next_turn(self, after: int | None = None) -> int:
        """The kit's search for the next seat to play, written out for these rules: every
        card is played on turn clockwise from the leader, so after ``after`` the next seat
        taking part plays, unless the search is back at the leader."""
        if after is None:
            return super()._next_turn()
        players, leader = self.players, self.leader
        if self.phase is _DECIDE:
            deciders = self.deciders
            for step in range(1, players):
                seat = (after + step) % players
                if seat == leader or seat in deciders:
                    return -1 if seat == leader else seat
            return -1
        out, dropped = self.out, self.dropped
        for step in range(1, players):
            seat = (after + step) % players
            if seat == leader or (seat not in out and seat not in dropped):
                return -1 if seat == leader else seat
        return -1

    # --- dealing --------------------------------------------------------------------

    def setup(self, dealer: int | None = None, order: Sequence[Card] | None = None) -> list[Event]:
        """First dealer by lot (lowest card deals, ties draw again), then the first round."""
        if dealer is None:
            deck = stripped_deck()
            self.rng.shuffle(deck)
            self.dealer, self.draws = draw_for_dealer(deck, self.players)
        else:
            self.dealer = dealer
        self.zones["stock"] = stripped_deck()
        return self.deal(order)

    def gather(self, order: Sequence[Card] | None) -> list[Event]:
        """All cards back to the stock, shuffled (a test may stack it); a new round."""
        self.round_no += 1
        self.reset_tricks()
        self.turn = -1
        self.round_delta = [0] * self.players
        self.queue, self.final_hand, self.bids, self.to_join = [], [], [], []
        self.joined, self.dropped, self.looked = [], [], []
        self.bidder, self.bid, self.question = -1, "", _OPEN
        self.expire_faults()
        return [self.new_stock("stock", order)]

    def deal(self, order: Sequence[Card] | None = None) -> list[Event]:
        """D1: 3 + 3 cards to each player in the game from forehand; D2: wait for the knock."""
        events = self.gather(order)
        events += self.deal_cards("stock", HAND, self.bidders(), batch=3)
        if self.rituals:
            self.phase = _KNOCK
            return events
        return events + self.start_exchange()

    def start_exchange(self) -> list[Event]:
        self.phase = _EXCHANGE
        self.queue = list(self.bidders())
        return self.advance_exchange()

    def advance_exchange(self) -> list[Event]:
        """D3: skip players holding a court card or a final hand; then the bidding."""
        queue, zones = self.queue, self.zones
        while queue and (not COURT_CARDS.isdisjoint(zones[hand_zone(queue[0])]) or queue[0] in self.final_hand):
            queue.pop(0)
        if not self.queue:
            self.phase = _BID
        return []

    def bid_order(self) -> list[int]:
        return list(self.bidders())

    # --- who acts -------------------------------------------------------------------

    def main_actor(self) -> int | None:
        phase = self.phase
        if phase is _PLAY:
            return self.turn if self.turn >= 0 else None
        if phase is _BID:
            return self.bidders()[len(self.bids)]
        if phase is _KNOCK:
            return self.dealer
        if phase is _EXCHANGE:
            return self.queue[0]
        if phase is _JOIN:
            return self.to_join[0]
        if phase is _DECIDE and self.turn >= 0:
            return self.turn
        return None

    def quiet(self) -> bool:
        """Has no seat an out-of-turn move now (the usual case, found without asking each)?"""
        phase = self.phase
        return not self._rituals or phase is _DECIDE or phase is _OVER or \
            (phase is not _KNOCK and not self.owed and not self.faults)

    def windows(self, seat: int) -> list[Move]:
        """Out-of-turn moves of ``seat``: looking early, announcing, pointing out (R12)."""
        return [] if self.quiet() else self._windows(seat)

    def _windows(self, seat: int) -> list[Move]:
        """``windows`` when the table is not ``quiet``."""
        if seat in self.out:
            return []
        moves = []
        if self.phase is _KNOCK and seat != self.dealer and seat not in self.looked:
            moves.append(_LOOKS[seat])
        due = self.owed.get(seat)
        if due is not None:
            moves.append(_SAYS[due][seat])
        for culprit, _fault in self.faults:
            if culprit != seat:
                moves.append(_POINTS[seat])
                break
        return moves

    def has_window(self, seat: int) -> bool:
        """Does ``seat`` have an out-of-turn move (``windows``), without making them?"""
        phase = self.phase
        if phase is _DECIDE or phase is _OVER or not self._rituals or seat in self.out:
            return False
        return (phase is _KNOCK and seat != self.dealer and seat not in self.looked) or \
            seat in self.owed or any(s != seat for s, _ in self.faults)

    def actors(self) -> list[int]:
        phase = self.phase
        if phase is _PLAY:
            if not self._rituals or not (self.owed or self.faults):
                return [self.turn] if self.turn >= 0 else []    # the usual case: ``quiet``, written out
        elif phase is _OVER:
            return []
        main = self.main_actor()
        seats = [main] if main is not None else []
        if self.quiet():
            return seats
        out, owed, looked, faults = self.out, self.owed, self.looked, self.faults   # ``has_window``
        culprit = faults[0][0] if faults else -1        # of each seat: who may point (not he)
        if culprit >= 0 and any(s != culprit for s, _ in faults):
            culprit = -2                                # two seats at fault: anybody
        early = phase is _KNOCK                         # who may look early: not the dealer
        dealer = self.dealer
        return seats + [s for s in range(self.players) if s != main and s not in out and (
            (early and s != dealer and s not in looked) or s in owed or (culprit != -1 and s != culprit))]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.main_actor()

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _PLAY and seat == self.turn and (not self._rituals or not (self.owed or self.faults)):
            moves = self.play_moves(seat)   # the usual case (``quiet``), without the detours
            if self.tricks_played == QUESTION_AFTER and seat == self.bidder and self.may_ask(seat):
                moves.append(_ASKS[seat])
            return moves
        if phase is _OVER:
            return []
        if phase is _BID:                   # ``turn_moves``, the bidders found once
            order = self.bidders()
            bids = self.bids
            moves = list(_calls(seat, tuple(bids), len(order), self._all_pass)) if seat == order[len(bids)] else []
        else:
            moves = self.turn_moves(seat) if seat == self.main_actor() else []
        if self.quiet():
            return moves
        return moves + self._windows(seat)

    def turn_moves(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _BID:
            return list(_calls(seat, tuple(self.bids), len(self.bidders()), self._all_pass))
        if phase is _KNOCK:
            return [_KNOCKS[seat]]
        if phase is _EXCHANGE:
            return [_EXCHANGES[seat], _KEEPS[seat]]
        if phase is _JOIN:
            return [_JOINS[seat], _DROPS[seat]]
        moves = self.play_moves(seat)
        if self.may_ask(seat):
            moves.append(_ASKS[seat])
        return moves

    def may_ask(self, seat: int) -> bool:
        return (self.phase is _PLAY and seat == self.bidder and self.question is _OPEN
                and self.tricks_played == QUESTION_AFTER and self.led_card() is None)

    def explain(self, move: Move) -> Message:
        seat, verb, phase = move.seat, move.verb, self.phase
        main = self.main_actor()
        if seat in self.out:
            return T.OUT_OF_GAME()
        if verb in (SAY, POINT, LOOK) and not self.rituals:
            return T.NO_RITUALS()
        if verb == SAY:
            return T.NOT_DUE()
        if verb == POINT:
            return T.TOO_LATE() if self.late not in (-1, seat) else T.NOTHING()
        if verb == LOOK:
            return T.ALREADY_LOOKED() if phase is not _KNOCK or seat in self.looked else T.NOT_NOW()
        if verb == KNOCK:
            return T.ONLY_DEALER() if phase is _KNOCK else T.NOT_NOW()
        if phase is _KNOCK:
            return T.WAIT_KNOCK()
        if verb in (EXCHANGE, KEEP):
            if phase is not _EXCHANGE:
                return T.NO_EXCHANGE()
            court = court_card(self.zones[f"hand/{seat}"])
            if court is not None:
                return T.HAS_COURT(card=court)
            if seat in self.final_hand:
                return T.FINAL_HAND()
            return T.WAIT_FOR(seat=SeatRef(self.queue[0]))
        if phase is _EXCHANGE:
            return T.WAIT_FOR(seat=SeatRef(self.queue[0]))
        if verb in (BID, PASS):
            if phase is not _BID:
                return T.NO_BIDDING()
            if seat != main:
                return NOT_YOUR_TURN()
            if verb == PASS:
                return T.DEALER_BIDS()
            high = AUCTION["redeal"].high(self.bids)
            if move.arg in LEVELS and not move.cards and high is not None:
                return T.BID_HIGHER(bid=self.bid_name(high[1]))
            return T.BID_LEVELS()
        if phase is _BID:
            return T.BID_FIRST() if seat == main else NOT_YOUR_TURN()
        if verb == ASK:
            return T.ONLY_LEADER() if seat != self.bidder else T.ASK_AFTER_FOUR()
        if verb in (JOIN, DROP):
            if self.tricks[seat] > 0 and phase is _JOIN:
                return T.ALREADY_IN()
            if phase is _JOIN and seat in self.to_join:
                return T.WAIT_FOR(seat=SeatRef(self.to_join[0]))
            return T.NO_QUESTION()
        if phase is _JOIN:
            return T.ANSWERS_FIRST()
        if seat in self.dropped:
            return T.DROPPED_OUT()
        if seat != self.turn:
            return NOT_YOUR_TURN()
        return self.explain_play(move)

    def bid_name(self, call: str) -> Message | int:
        return bid_name(call)

    def describe(self, move: Move) -> Message:
        verb = move.verb
        simple = {KNOCK: T.D_KNOCK, LOOK: T.D_LOOK, EXCHANGE: T.D_EXCHANGE, KEEP: T.D_KEEP, PASS: T.D_PASS,
                  ASK: T.D_ASK, JOIN: T.D_JOIN, DROP: T.D_DROP, POINT: T.D_POINT}
        if verb in simple:
            return simple[verb]()
        if verb == SAY:
            return T.D_ZERO() if move.arg == ZERO else T.D_ONE()
        if verb == BID:
            return T.RODSKAGG() if move.arg == REDBEARD else T.D_BID(bid=move.arg)
        return T.D_PLAY(card=move.card)

    # --- moves ------------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb = move.verb
        if verb == PLAY:
            if not self.owed and self.tricks_played != QUESTION_AFTER:
                return self.play(move)          # the usual card: no deadline passes
            return self.play_card(move)
        seat = move.seat
        if verb == BID or verb == PASS:
            return self.call_bid(seat, move.arg if verb == BID else PASS)
        if verb == SAY:
            del self.owed[seat]
            return [Event(CALL, seat=seat,
                          message=(T.SAYS_ZERO if move.arg == ZERO else T.SAYS_ONE)(seat=SeatRef(seat)))]
        if verb == POINT:
            return self.point(seat)
        if verb == LOOK:
            self.looked.append(seat)
            self.faults.append((seat, _LOOKED_EARLY))
            return [_LOOKED[seat]]
        if verb == KNOCK:
            return [_KNOCKED[seat]] + self.start_exchange()
        if verb == EXCHANGE:
            return self.exchange(seat)
        if verb == KEEP:
            self.queue.pop(0)
            return [_KEPT[seat]] + self.advance_exchange()
        if verb == ASK:
            return [_ASKED_CALLS[seat]] + self.ask()
        self.to_join.pop(0)
        if verb == JOIN:
            self.joined.append(seat)
            events = [_JOINED[seat]]
        else:
            self.dropped.append(seat)
            events = [_DROPPED[seat], self.draw(hand_zone(seat), "aside", HAND)]
        return events + (self.after_answers() if not self.to_join else [])

    def exchange(self, seat: int) -> list[Event]:
        """D3: the hand to the discard pile, six new cards; D4: reshuffle when the stock is short."""
        events = [_EXCHANGED[seat], self.draw(hand_zone(seat), "discard", HAND)]
        if len(self.zones["stock"]) < HAND:
            cards = self.zones["discard"] + self.zones["stock"]
            self.zones["discard"], self.zones["stock"] = [], []
            events.append(self.shuffle_into(cards, "stock"))
            events.append(Event(MESSAGE, message=T.RESHUFFLE()))
            self.final_hand.append(seat)
        events.append(self.draw("stock", hand_zone(seat), HAND))
        return events + self.advance_exchange()

    def call_bid(self, seat: int, call: str) -> list[Event]:
        self.bids.append(call)
        events = [_CALLS[seat, call]]
        order = self.bidders()
        if len(self.bids) < len(order):
            return events
        won = AUCTION[str(self.options["all_pass"])].winner(order, self.bids)
        if won is None:                                       # A2: thrown in
            events.append(Event(MESSAGE, message=T.THROWN_IN()))
            self.record(THROWN_IN, -1, -1, 0)
            return events + self.check_end()
        self.bidder, self.bid = won
        self.phase = _PLAY
        self.start_trick(self.bidder)                         # R4
        event = _HAS_GAME.get(won)
        if event is None:
            event = _HAS_GAME[won] = Event(MESSAGE, message=T.HAS_GAME(seat=SEATS[won[0]], bid=bid_name(won[1])))
        return events + [event]

    def play_card(self, move: Move) -> list[Event]:
        if not (self.owed or self.tricks_played == QUESTION_AFTER) or self.phase is not _PLAY \
                or self.led_card() is not None:
            return self.play(move)          # the usual card: no deadline passes
        events: list[Event] = []
        for seat, due in sorted(self.owed.items()):       # R10: the deadline passes
            self.faults.append((seat, Fault.SILENT_ZERO if due == ZERO else Fault.SILENT_ONE))
        self.owed = {}
        if self.tricks_played == QUESTION_AFTER and self.question is _OPEN:
            self.question = _FORGOTTEN             # R9
            events.append(Event(MESSAGE, message=T.FORGOTTEN(seat=SeatRef(self.bidder))))
            if self.options["forgot_ask_penalty"] == "on":
                self.faults.append((self.bidder, Fault.NO_QUESTION))
        return events + self.play(move)

    def ask(self) -> list[Event]:
        """R7: players without a trick choose in order from the leader's left."""
        self.question = _ASKED
        self.to_join = [s for s in self.in_order(self.next_active(self.bidder))
                        if s != self.bidder and self.tricks[s] == 0]
        if self.to_join:
            self.phase = _JOIN
            self.turn = -1
            return []
        return self.after_answers()

    def after_answers(self) -> list[Event]:
        self.phase = _PLAY
        if any(s != self.bidder and s not in self.dropped for s in self.active()):
            self.start_trick(self.bidder)
            return []
        # A13: only the leader is in; he takes tricks 5 and 6 without playing them.
        leader = self.bidder
        events = [Event(MESSAGE, message=T.TAKES_REST(seat=SeatRef(leader))),
                  self.draw(f"hand/{leader}", f"won/{leader}", HAND)]
        self.turn = -1
        for _ in range(HAND - self.tricks_played):
            self.tricks[leader] += 1
            self.tricks_played += 1
            events += self.add(leader, -1)
            if self.phase is _OVER:
                return events
        return events + self.end_round()

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        faults = self.faults                # ``expire_faults``, written out
        if faults:
            self.late, self.faults = faults[-1][0], []
        else:
            self.late = -1
        if self.phase is _DECIDE:
            return self.after_deciding_trick(winner)
        double = winner in self.joined and self.tricks_played > QUESTION_AFTER
        events = self.add(winner, -2 if double else -1)       # R6, S1
        if self.phase is _OVER:
            return events
        if self.bid == REDBEARD and winner != self.bidder:
            return events + self.redbeard_failed()
        if self.tricks_played == HAND:
            return events + self.end_round()
        if self.tricks_played == QUESTION_AFTER and not self._rituals:
            return events + [_ASKED_CALLS[self.bidder]] + self.ask()      # A11: asked automatically
        self.leader = self.turn = self.bidder                 # R4 (``start_trick``; nobody passed)
        return events

    # --- scores, mistakes, penalties ------------------------------------------------

    def add(self, seat: int, delta: int) -> list[Event]:
        """Change a score; note a due announcement (R10); S8 may end the game."""
        self.scores[seat] += delta
        self.round_delta[seat] += delta
        if self._rituals and self.phase is not _DECIDE:
            score = self.scores[seat]
            if score in (0, 1):
                self.owed[seat] = ZERO if score == 0 else ONE
            else:
                self.owed.pop(seat, None)
        if self._stop_at_zero and self.scores[seat] == 0 and seat not in self.out:
            return [Event(MESSAGE, message=T.THANKS(seat=SeatRef(seat)))] + self.finish([seat])
        return []

    def penalty(self, seat: int, reason: int) -> list[Event]:
        points = self.penalty_size
        self.penalties.append([self.round_no, seat, reason, points])
        event = _PENALTIES.get((seat, reason, points))
        if event is None:
            message = T.PENALTY(points=points, seat=SEATS[seat], reason=T.REASONS[reason]())
            event = _PENALTIES[seat, reason, points] = Event(MESSAGE, seat=seat, message=message)
        return [event] + self.add(seat, points)

    def point(self, seat: int) -> list[Event]:
        """R12: a knock on the table penalises every open mistake of the other players."""
        targets = [f for f in self.faults if f[0] != seat]
        self.faults = [f for f in self.faults if f[0] == seat]
        events = [_POINTED[seat]]
        for culprit, fault in targets:
            if self.phase is not _OVER:
                events += self.penalty(culprit, FAULTS.index(fault))
        return events

    def expire_faults(self) -> None:
        """Windows close at the end of a trick (and at a new deal)."""
        self.late = self.faults[-1][0] if self.faults else -1
        self.faults = []

    # --- ends of rounds and of the game ---------------------------------------------

    def record(self, kind: int, seat: int, level: int, took: int) -> None:
        self.history.append([self.round_no, kind, seat, level, took, *self.round_delta])
        self.round_delta = [0] * self.players

    def end_round(self) -> list[Event]:
        """S2, S3; R13 success; then the end-of-game check S5."""
        events: list[Event] = []
        leader, took = self.bidder, self.tricks[self.bidder]
        if self.bid not in ("0", REDBEARD) and took < int(self.bid):
            events += self.penalty(leader, FAILED_BID)
        for seat in self.joined:
            if self.phase is not _OVER and self.tricks[seat] == 0:
                events += self.penalty(seat, LONE_JOINER)
        if self.phase is _OVER:
            return events
        self.record(PLAYED, leader, LEVELS.index(self.bid), took)
        if self.bid == REDBEARD:
            events.append(Event(MESSAGE, message=T.REDBEARD_MADE(seat=SeatRef(leader))))
            return events + self.finish([leader])
        return events + self.check_end()

    def redbeard_failed(self) -> list[Event]:
        """R13: the round stops at once, the bidder is out of the game."""
        leader = self.bidder
        events = [_FAILED[leader]]
        for seat in range(self.players):
            if self.zones[hand_zone(seat)]:
                events.append(self.draw(hand_zone(seat), "aside", HAND))
        self.record(PLAYED, leader, LEVELS.index(REDBEARD), self.tricks[leader])
        self.out.append(leader)
        self.owed.pop(leader, None)
        self.turn = -1
        return events + self.check_end()

    def check_end(self) -> list[Event]:
        """S5 (b)-(d), else the next round."""
        active = self.active()
        zeros = [s for s in active if self.scores[s] == 0]
        if len(zeros) == 1:
            return self.finish(zeros)
        if len(active) == 1:
            return self.finish(active)
        if self.round_no >= MAX_ROUNDS:
            best = min(abs(self.scores[s]) for s in active)    # K1
            return self.finish([s for s in active if abs(self.scores[s]) == best])
        if zeros:
            self.deciders = zeros                              # S5 (c)
        return self.next_round()

    def next_round(self) -> list[Event]:
        self.dealer = self.next_active(self.dealer)
        return self.deal_deciding() if self.deciders else self.deal()

    def deal_deciding(self) -> list[Event]:
        """S7: six cards to each player on 0; no rituals, bidding or scoring."""
        events = self.gather(None)
        self.owed = {}
        seats = self.in_order(self.next_active(self.dealer), self.deciders)
        events.append(Event(MESSAGE, message=T.DECIDING(
            seats=", ".join(f"#{s + 1}" for s in self.deciders))))
        events += self.deal_cards("stock", HAND, seats, batch=3)
        self.phase = _DECIDE
        self.start_trick(seats[0])
        return events

    def after_deciding_trick(self, winner: int) -> list[Event]:
        if self.tricks_played < HAND:
            self.start_trick(winner)
            return []
        most = max(self.tricks[s] for s in self.deciders)
        top = [s for s in self.deciders if self.tricks[s] == most]
        self.record(DECIDED, top[0] if len(top) == 1 else -1, -1, most)
        if len(top) == 1:
            return self.finish(top)
        self.deciders = top
        if self.round_no >= MAX_ROUNDS:
            return self.finish(top)
        return self.next_round()

    def finish(self, winners: list[int]) -> list[Event]:
        if any(self.round_delta):
            self.record(PLAYED, self.bidder, LEVELS.index(self.bid) if self.bid else -1,
                        self.tricks[self.bidder] if self.bidder >= 0 else 0)
        self.phase = _OVER
        self.won_by = list(winners)
        self.turn = -1
        self.owed = {}
        self.faults = []
        return [Event(GAME_OVER, message=self.status())]

    # --- reading --------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is _OVER

    def status(self) -> Message:
        phase = self.phase
        if phase is _OVER:
            return winners_text(self.won_by, T.WON, T.SHARED)
        if phase is _KNOCK:
            return T.ST_KNOCK(round=self.round_no, seat=SeatRef(self.dealer))
        if phase is _EXCHANGE:
            return T.ST_EXCHANGE(round=self.round_no)
        if phase is _BID:
            return T.ST_BID(round=self.round_no)
        if phase is _DECIDE:
            return T.ST_DECIDE()
        return T.ST_PLAY(round=self.round_no, seat=SeatRef(self.bidder), bid=self.bid_name(self.bid),
                         tricks=self.tricks[self.bidder])

    def row_label(self, row: list[int]) -> Message:
        round_, kind, seat, level, took = row[:5]
        if kind == THROWN_IN:
            return T.ROW_THROWN(round=round_)
        if kind == DECIDED:
            return T.ROW_DECIDING(round=round_, seat=SeatRef(seat)) if seat >= 0 else T.ROW_TIED(round=round_)
        if seat < 0 or level < 0:
            return T.ROW_NOW(round=round_)
        return T.ROW(round=round_, seat=SeatRef(seat), bid=self.bid_name(LEVELS[level]), tricks=took)

    def result(self) -> ScoreSheet:
        rows = [ScoreRow(T.ROW_START(), tuple([START] * self.players))]
        rows += [ScoreRow(self.row_label(r), tuple(r[5:]), ROUND(n=r[0])) for r in self.history]
        if any(self.round_delta):
            rows.append(ScoreRow(T.ROW_NOW(round=self.round_no), tuple(self.round_delta), ROUND(n=self.round_no)))
        return ScoreSheet(players=self.players, rows=tuple(rows), totals=tuple(self.scores),
                          winners=tuple(self.won_by), finished=self.is_over(), lower_is_better=True,
                          target=0, status=self.status())

    def public(self) -> dict[str, Any]:
        out = self.trick_public()
        order = self.bid_order() if self.active() else []
        out.update({
            "phase": self.phase.value,
            "round": self.round_no,
            "scores": list(self.scores),
            "penalty": self.penalty_size,
            "rituals": self.rituals,
            "out": list(self.out),
            "exchanger": self.queue[0] if self.phase is _EXCHANGE else -1,
            "final_hand": list(self.final_hand),
            "bids": {str(order[i]): b for i, b in enumerate(self.bids) if i < len(order)},
            "bidder": self.bidder,
            "bid": self.bid,
            "question": self.question.value,
            "to_join": list(self.to_join),
            "joined": list(self.joined),
            "dropped": list(self.dropped),
            "looked": list(self.looked),
            "faults": [[s, f.value] for s, f in self.faults],
            "deciders": list(self.deciders),
            "history": [list(r) for r in self.history],
            "penalties": [list(p) for p in self.penalties],
            "won_by": list(self.won_by),
            #: Buttons the table always shows (R10, R12): it must not hint when they are due.
            "ritual_moves": [f"{SAY} {ONE}", f"{SAY} {ZERO}", POINT] if self.rituals else [],
        })
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0,
             dealer: int | None = None, order: Sequence[Card] | None = None) -> State:
    """A new game; ``dealer`` and a stacked deck ``order`` (top = last) are for tests."""
    state = State(players, options, seed)
    state.setup(dealer, order)
    return state
