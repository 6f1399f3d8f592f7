"""Ruder Syv – the seven of diamonds (spec: shared/rules/ruder_syv.md).

Rules in brief: 2–10 players get 3 cards each from a 36-card deck (6 to A);
the rest lies aside unused. From forehand everybody bids once 0–3, the exact
number of tricks he will take; the highest bid wins, ties to the later
bidder. The bidder leads; follow suit; 7D is a diamond that beats every card.
Three tricks. Exact: bidder +T, all others −T; short: bidder −(B−T), others
+(B−T); over: by ``overtrick_rule``. After a hand in which somebody has 10
(``target_score``) the highest total wins, ties share.

Moves: ``"0 bid 2"`` (a button per level), ``"2 play 7D"``, ``"1 pass"``
(``void_pass = on``, no card to this trick).

Decisions implemented: A1 (``void_pass``), A2 (7D is a diamond;
``seven_anytime``), A3 (``overtrick_rule``), A4 (0 is a bid, no passing, all
zero → the dealer), A5 (last tied bidder wins), A6 (shared win), A7
(clockwise, forehand left of the dealer).
"""
from __future__ import annotations

import functools

from enum import Enum
from typing import Any, Mapping

from kortbord.engine.cards import Card
from kortbord.engine.events import CALL, MESSAGE, ROUND_OVER, Event
from kortbord.engine.kit.bidding import AuctionRules, Calls
from kortbord.engine.kit.said import SEATS, said
from kortbord.engine.kit.tricks import (
    PASS, PLAY, TrickGame, TrickRules, clockwise, draw_for_dealer, shared_rules, stripped_deck)
from kortbord.engine.kit.scoring import best_seats, winners_text
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from kortbord.engine.moves import Move, shared_move
from kortbord.engine.score import HAND, ScoreRow, ScoreSheet
from kortbord.engine.state import NOT_YOUR_TURN

from . import INFO
from . import prompts

_ = Catalog("ruder_syv")
MUST_FOLLOW = _("R5.must_follow", QT_TRANSLATE_NOOP("ruder_syv", "You must follow suit ({suit})"))
BID_LEVELS = _("R1.levels", QT_TRANSLATE_NOOP("ruder_syv", "Bid 0, 1, 2 or 3 tricks"))
BID_FIRST = _("R1.bid_first", QT_TRANSLATE_NOOP("ruder_syv", "The bidding comes first"))
BIDDING_OVER = _("R3.bidding_over", QT_TRANSLATE_NOOP("ruder_syv", "The bidding is over"))
BIDS = _("R1.bids", QT_TRANSLATE_NOOP("ruder_syv", "{seat} bids {bid}"))
BIDDER = _("R2.bidder", QT_TRANSLATE_NOOP("ruder_syv", "{seat} plays for {bid} tricks"))
DESCRIBE_BID = _("R1.describe", QT_TRANSLATE_NOOP("ruder_syv", "Bid {bid}"))
DESCRIBE_PLAY = _("R5.describe", QT_TRANSLATE_NOOP("ruder_syv", "Play {card}"))
DESCRIBE_PASS = _("A1.describe", QT_TRANSLATE_NOOP("ruder_syv", "Pass (play no card)"))
BIDDING = _("R1.status", QT_TRANSLATE_NOOP("ruder_syv", "Hand {hand}: bidding"))
PLAYING = _("R3.status", QT_TRANSLATE_NOOP("ruder_syv", "{seat} bid {bid}, has {tricks}"))
ROW = _("S1.row", QT_TRANSLATE_NOOP("ruder_syv", "Hand {hand}: {seat} bid {bid}, took {tricks}"))
WON = _("S5.won", QT_TRANSLATE_NOOP("ruder_syv", "{seat} wins"))
SHARED = _("S5.shared", QT_TRANSLATE_NOOP("ruder_syv", "Shared win: {seats}"))

RANKS = "6789TJQKA"
SEVEN = Card("7", "D")
AUCTION = AuctionRules(levels=("0", "1", "2", "3"))
HAND_SIZE = 3


#: The trick rules by (7D free to any lead, void players may pass): asked on every move.
_TRICK_RULES = {(free, may_pass): shared_rules(top_card=SEVEN, top_card_free=free, void_may_pass=may_pass)
                for free in (False, True) for may_pass in (False, True)}

class Phase(str, Enum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_BID, _OVER, _PLAY = Phase.BID, Phase.OVER, Phase.PLAY


def hand_points(players: int, bidder: int, bid: int, took: int, overtricks: str) -> list[int]:
    """S1-S3: points per seat for a hand."""
    if took == bid:
        gain = took
    elif took < bid or overtricks == "penalty":
        gain = -abs(took - bid)
    elif overtricks == "neutral":
        gain = 0
    else:  # "made"
        gain = bid
    return [gain if s == bidder else -gain for s in range(players)]


#: "{seat} bids {bid}" by (seat, bid).
_CALLS = Calls(lambda seat, bid: said(CALL, seat, BIDS, seat=SEATS[seat], bid=int(bid)))


@functools.lru_cache(maxsize=4096)
def _bids(seat: int, bids: tuple[str, ...], players: int) -> tuple[Move, ...]:
    """The bids ``seat`` may make after ``bids`` (the auction is asked on every turn)."""
    return tuple(shared_move(seat, "bid", arg=level) for level in AUCTION.legal(list(bids), players))


class State(TrickGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    MUST_FOLLOW = MUST_FOLLOW
    FIELDS = TrickGame.TRICK_FIELDS + ("phase", "hand_no", "bids", "bidder", "bid", "totals", "history",
                                       "draws")

    phase: Phase
    hand_no: int
    #: The bids of this hand in bidding order (from forehand).
    bids: list[str]
    bidder: int
    bid: int
    totals: list[int]
    #: One row per hand: [hand, bidder, bid, tricks, points per seat...].
    history: list[list[int]]
    draws: list[tuple[int, Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.phase = _BID
        self.hand_no = 0
        self.bids = []
        self.bidder = -1
        self.bid = -1
        self.totals = [0] * players
        self.history = []
        self.draws = []
        #: The trick rules, from options that never change (asked on every move).
        self._rules = _TRICK_RULES[self.options["seven_anytime"] == "on", self.options["void_pass"] == "on"]

    def zone_names(self) -> list[str]:
        return ["aside"] + self.trick_zone_names()

    def trick_rules(self) -> TrickRules:
        return self._rules

    # --- dealing ------------------------------------------------------------

    def setup(self, dealer: int | None = None) -> list[Event]:
        """First dealer by lot (lowest card deals), then the first deal."""
        if dealer is not None:
            self.dealer = dealer
        else:
            deck = stripped_deck(ranks=RANKS)
            self.rng.shuffle(deck)
            self.dealer, self.draws = draw_for_dealer(deck, self.players)
        self.zones["aside"] = stripped_deck(ranks=RANKS)
        return self.deal()

    def deal(self) -> list[Event]:
        """D1-D3: shuffle the 36 cards, deal 3 each from forehand, the rest stays aside."""
        self.collect("aside")
        events = [self.shuffle_zone("aside")]
        events += self.deal_cards("aside", HAND_SIZE)
        self.hand_no += 1
        self.phase = _BID
        self.bids = []
        self.bidder = -1
        self.bid = -1
        self.reset_tricks()
        self.turn = -1
        return events

    def bid_order(self) -> list[int]:
        return clockwise(self.forehand, self.players)

    # --- turn ---------------------------------------------------------------

    def actors(self) -> list[int]:
        if self.phase is _PLAY:
            return [self.turn]
        if self.phase is _BID:                 # ``bid_order()[len(self.bids)]``
            return [(self.dealer + 1 + len(self.bids)) % self.players]
        return []

    def to_move(self) -> int | None:
        actors = self.actors()
        return actors[0] if actors else None

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _PLAY:
            return self.play_moves(seat)            # none unless ``seat`` is on turn
        if seat not in self.actors():
            return []
        return list(_bids(seat, tuple(self.bids), self.players))

    def explain(self, move: Move) -> Message:
        if move.seat not in self.actors():
            return NOT_YOUR_TURN()
        if self.phase is _BID:
            return BID_LEVELS() if move.verb == "bid" else BID_FIRST()
        if move.verb == "bid":
            return BIDDING_OVER()
        return self.explain_play(move)

    def describe(self, move: Move) -> Message:
        if move.verb == "bid":
            return DESCRIBE_BID(bid=move.arg)
        if move.verb == PASS:
            return DESCRIBE_PASS()
        return DESCRIBE_PLAY(card=move.card)

    # --- moves --------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if move.verb in (PLAY, PASS):
            return self.play(move)
        self.bids.append(move.arg)
        events = [_CALLS[move.seat, move.arg]]
        if len(self.bids) == self.players:
            won = AUCTION.winner(self.bid_order(), self.bids)
            assert won is not None  # nobody may pass (A4)
            self.bidder, self.bid = won[0], int(won[1])
            self.phase = _PLAY
            self.start_trick(self.bidder)  # R4
            events.append(Event(MESSAGE, message=BIDDER(seat=SeatRef(self.bidder), bid=self.bid)))
        return events

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        if self.tricks_played < HAND_SIZE:
            self.start_trick(winner)  # R7
            return []
        events: list[Event] = []
        for seat in range(self.players):  # R8: unplayed cards (void_pass) are put aside
            if self.zones[f"hand/{seat}"]:
                events.append(self.draw(f"hand/{seat}", "aside", HAND_SIZE))
        return events + self._score_hand()

    # --- scoring --------------------------------------------------------------

    def _score_hand(self) -> list[Event]:
        took = self.tricks[self.bidder]
        points = hand_points(self.players, self.bidder, self.bid, took, str(self.options["overtrick_rule"]))
        self.totals = [a + b for a, b in zip(self.totals, points)]
        self.history.append([self.hand_no, self.bidder, self.bid, took, *points])
        self.turn = -1
        events = [Event(ROUND_OVER, message=self._row_label(self.history[-1]))]
        if max(self.totals) >= int(self.options["target_score"]):  # S5
            self.phase = _OVER
        return self.next_hand(events)

    def winners(self) -> list[int]:
        return best_seats(self.totals) if self.phase is _OVER else []

    # --- reading ----------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is _OVER

    def leading_bid(self) -> tuple[int, int] | None:
        """(seat, bid) of the bid that wins so far (the table highlights it)."""
        high = AUCTION.high(self.bids)
        return None if high is None else (self.bid_order()[high[0]], int(high[1]))

    def status(self) -> Message:
        if self.phase is _OVER:
            return winners_text(self.winners(), WON, SHARED)
        if self.phase is _BID:
            return BIDDING(hand=self.hand_no)
        return PLAYING(seat=SeatRef(self.bidder), bid=self.bid, tricks=self.tricks[self.bidder])

    def _row_label(self, row: list[int]) -> Message:
        return ROW(hand=row[0], seat=SeatRef(row[1]), bid=row[2], tricks=row[3])

    def result(self) -> ScoreSheet:
        rows = tuple(ScoreRow(self._row_label(r), tuple(r[4:]), HAND(n=r[0])) for r in self.history)
        return ScoreSheet(players=self.players, rows=rows, totals=tuple(self.totals),
                          winners=tuple(self.winners()), finished=self.is_over(),
                          target=int(self.options["target_score"]), status=self.status())

    def public(self) -> dict[str, Any]:
        out = self.trick_public()
        order = self.bid_order()
        leading = self.leading_bid()
        out.update({
            "phase": self.phase.value,
            "hand": self.hand_no,
            "bids": {str(order[i]): int(b) for i, b in enumerate(self.bids)},
            "leading_bid": list(leading) if leading else None,
            "bidder": self.bidder,
            "bid": self.bid,
            "trump_card": SEVEN.text,
            "totals": list(self.totals),
            "target": self.options["target_score"],
            "draws": [[s, c.text] for s, c in self.draws],
        })
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0, dealer: int | None = None) -> State:
    """A new game, dealt. ``dealer`` skips the draw for the first dealer (a rematch with the
    same seats: the deal passes on, S6)."""
    state = State(players, options, seed)
    state.setup(dealer)
    return state
