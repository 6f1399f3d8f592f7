"""Danish Whist – Grand and Nolo (spec: shared/rules/whist.md).

Rules in brief: four players in two pairs (seats 0-2 South–North, 1-3
West–East) play 13 tricks at no trumps. First every player picks a bid card
from his hand: red asks for Grand (take tricks), black for Nolo (avoid them).
The cards are turned from forehand; the first red card makes the hand Grand
for its owner's pair, four black cards make it Nolo. Bid cards stay in the
hand (shown ones are public). Follow suit; the highest card of the suit led
wins. Grand made: +1 per trick over 6; lost: 2 penalty points per opponents'
trick over 6; Nolo: the pair with 7+ tricks gets 1 penalty point per trick
over 6. First pair to 13 (``target_score``) after a hand wins.

Moves: ``"0 bid 3H"`` (a bid card), ``"0 bid grand"`` / ``"0 bid nolo"`` (the
lowest card of that colour, A1 – buttons), ``"2 play QS"``.

Decisions implemented: A1 (any card of the colour, lowest suggested), A2
(simultaneous bid cards; ``bid_reveal``), A3 (bid card returns to the hand,
shown cards public), A4 (``opening_lead``), A5 (``penalty_points``), A6, A7
and A9 (partner draw: ties redraw; player 0 keeps South, the seating is in
``public()["seating"]``), A8 (end only after a whole hand). Spec silent:
under ``subtract`` both pairs can drift away from the target for ever, so a
game also ends after ``MAX_HANDS`` hands, the higher score winning (K1).
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Mapping

from kortbord.engine.cards import Card
from kortbord.engine.events import CALL, MESSAGE, ROUND_OVER, Event
from kortbord.engine.kit.partnership import Partnerships, draw_partners
from kortbord.engine.kit.tricks import (
    NOT_IN_HAND, PLAY, TrickGame, TrickRules, clockwise, hand_zone, next_seat, stripped_deck)
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from kortbord.engine.moves import Move, card_moves, shared_move
from kortbord.engine.score import HAND, ScoreRow, ScoreSheet
from kortbord.engine.state import NOT_YOUR_TURN

from . import INFO
from . import prompts

_ = Catalog("whist")
MUST_FOLLOW = _("R7.must_follow", QT_TRANSLATE_NOOP("whist", "You must follow suit ({suit})"))
NO_RED = _("R1.no_red", QT_TRANSLATE_NOOP("whist", "No red card – Grand is impossible"))
NO_BLACK = _("R1.no_black", QT_TRANSLATE_NOOP("whist", "No black card – Nolo is impossible"))
BAD_BID = _("R1.one_card", QT_TRANSLATE_NOOP("whist", "Put one card of your hand on the bid spot"))
BID_FIRST = _("R1.bid_first", QT_TRANSLATE_NOOP("whist", "Choose your bid card first"))
BIDDING_OVER = _("R6.bidding_over", QT_TRANSLATE_NOOP("whist", "The bidding is over"))
DESCRIBE_BID = _("R1.describe_bid", QT_TRANSLATE_NOOP("whist", "Bid with {card}"))
DESCRIBE_GRAND = _("R1.describe_grand", QT_TRANSLATE_NOOP("whist", "Grand (red)"))
DESCRIBE_NOLO = _("R1.describe_nolo", QT_TRANSLATE_NOOP("whist", "Nolo (black)"))
DESCRIBE_PLAY = _("R7.describe_play", QT_TRANSLATE_NOOP("whist", "Play {card}"))
CHOSEN = _("R2.chosen", QT_TRANSLATE_NOOP("whist", "{seat} has chosen a bid card"))
SHOWS = _("R2.shows", QT_TRANSLATE_NOOP("whist", "{seat} shows {card}"))
GRAND = _("R3.grand", QT_TRANSLATE_NOOP("whist", "Grand – {pair} (bidder: {seat})"))
NOLO = _("R4.nolo", QT_TRANSLATE_NOOP("whist", "Nolo"))
BIDDING = _("R1.bidding", QT_TRANSLATE_NOOP("whist", "Bidding (hand {hand})"))
PAIR_NAMES = (_("pair.ns", QT_TRANSLATE_NOOP("whist", "North–South")),
              _("pair.ew", QT_TRANSLATE_NOOP("whist", "East–West")))
ROW_GRAND_MADE = _("S1.row", QT_TRANSLATE_NOOP(
    "whist", "Hand {hand}: Grand by {pair}, {tricks} tricks – made"))
ROW_GRAND_LOST = _("S2.row", QT_TRANSLATE_NOOP(
    "whist", "Hand {hand}: Grand by {pair}, {tricks} tricks – lost"))
ROW_NOLO = _("S3.row", QT_TRANSLATE_NOOP("whist", "Hand {hand}: Nolo, {pair} took {tricks} tricks"))
GAME_WON = _("S5.won", QT_TRANSLATE_NOOP("whist", "{pair} win the game"))
GAME_SHARED = _("K1.shared", QT_TRANSLATE_NOOP("whist", "Hand limit reached with equal scores: shared win"))

PAIRS = Partnerships()
RULES = TrickRules()
#: K1: a game that has not reached the target after this many hands ends (spec silent).
MAX_HANDS = 100
TRICKS = 13


class Phase(str, Enum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_BID, _OVER, _PLAY = Phase.BID, Phase.OVER, Phase.PLAY


class Contract(str, Enum):
    NONE = "none"
    GRAND = "grand"
    NOLO = "nolo"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_GRAND, _NOLO, _NONE = Contract.GRAND, Contract.NOLO, Contract.NONE


def colour_of(card: Card) -> Contract:
    return _GRAND if card.is_red else _NOLO


def suggested_bid(hand: list[Card], contract: Contract) -> Card | None:
    """A1: the lowest card of the colour; equal ranks hearts before diamonds, clubs before spades."""
    suits = "HD" if contract is _GRAND else "CS"
    cards = [c for c in hand if c.suit in suits]
    if not cards:
        return None
    return min(cards, key=_BID_ORDER.__getitem__)


#: The suits of a contract's colour (A1: a red card bids Grand, a black one Nolo).
_COLOURS = ((_GRAND, "HD"), (_NOLO, "CS"))

#: A1's order of the cards for ``suggested_bid``: rank, then hearts before diamonds
#: and clubs before spades.
_BID_ORDER = {c: (RULES.rank(c), "HDCS".index(c.suit) % 2) for c in stripped_deck()}


#: Per seat the won pile of its pair.
_PAIR_PILES = tuple(f"won/{PAIRS.team_of(seat)}" for seat in range(4))


class State(TrickGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    MUST_FOLLOW = MUST_FOLLOW
    OWN_ZONES = ("hand", "bid")
    FIELDS = TrickGame.TRICK_FIELDS + (
        "phase", "hand_no", "contract", "bidder", "chosen", "shown", "scores", "history",
        "seating", "draws")

    phase: Phase
    hand_no: int
    contract: Contract
    #: The Grand bidder, -1 in Nolo and while bidding.
    bidder: int
    #: Seats that have chosen a bid card, in order.
    chosen: list[int]
    #: Bid cards turned this hand and not yet played (public knowledge, A3).
    shown: dict[int, Card]
    #: Cumulative score per pair (North–South, East–West).
    scores: list[int]
    #: One row per hand: [hand, grand?, bidder, tricks N–S, tricks E–W, points N–S, points E–W].
    history: list[list[int]]
    #: ``seating[seat]`` = the player (in the order they came to the table) who sits there.
    seating: list[int]
    #: The partner draw as (player, card).
    draws: list[tuple[int, Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.phase = _BID
        self.hand_no = 0
        self.contract = _NONE
        self.bidder = -1
        self.chosen = []
        self.shown = {}
        self.scores = [0, 0]
        self.history = []
        self.seating = [0, 1, 2, 3]
        self.draws = []
        self._sequential: bool = self.options["bid_reveal"] == "sequential"

    # --- zones --------------------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock"] + self.trick_zone_names() + [f"bid/{s}" for s in range(self.players)]

    def pile_of(self, seat: int) -> str:
        """R10: both partners' tricks go on one pile, ``won/0`` (N–S) or ``won/1`` (E–W)."""
        return _PAIR_PILES[seat]

    def trick_rules(self) -> TrickRules:
        return RULES

    # --- dealing ------------------------------------------------------------

    def setup(self, dealer: int | None = None) -> list[Event]:
        """Choose partners and the first dealer, then deal the first hand."""
        if dealer is not None:
            self.dealer = dealer
        elif self.options["partner_draw"] == "draw":
            deck = stripped_deck()
            self.rng.shuffle(deck)
            result = draw_partners(deck)
            self.seating = list(result.seating)
            self.draws = list(result.draws)
            self.dealer = result.dealer
        else:
            self.dealer = self.rng.below(4)
        self.zones["stock"] = stripped_deck()
        return self.deal()

    def deal(self) -> list[Event]:
        """D1-D3: shuffle and deal 13 cards each from forehand; bidding starts."""
        self.collect("stock")
        events = [self.shuffle_zone("stock")]
        events += self.deal_cards("stock", TRICKS)
        self.hand_no += 1
        self.phase = _BID
        self.contract = _NONE
        self.bidder = -1
        self.chosen = []
        self.shown = {}
        self.reset_tricks()
        self.turn = -1
        return events

    # --- turn -----------------------------------------------------------------

    def sequential(self) -> bool:
        return self._sequential

    def actors(self) -> list[int]:
        if self.phase is _BID:
            if self._sequential:
                return [clockwise(self.forehand, 4)[len(self.chosen)]]
            return [s for s in range(4) if s not in self.chosen]
        if self.phase is _PLAY:
            return [self.turn]
        return []

    def to_move(self) -> int | None:
        actors = self.actors()
        if self.phase is _BID and not self.sequential():
            return None
        return actors[0] if actors else None

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _PLAY:
            return self.play_moves(seat)            # none unless ``seat`` is on turn
        if seat not in self.actors():
            return []
        hand = self.zones[hand_zone(seat)]
        bids = card_moves(seat, "bid")
        moves = [bids[c] for c in hand]
        moves += [shared_move(seat, "bid", arg=contract.value) for contract, suits in _COLOURS
                  if any(c.suit in suits for c in hand)]     # ``suggested_bid`` is not None
        return moves

    def explain(self, move: Move) -> Message:
        if move.seat not in self.actors():
            return NOT_YOUR_TURN()
        if self.phase is _PLAY:
            return BIDDING_OVER() if move.verb == "bid" else self.explain_play(move)
        if move.verb != "bid":
            return BID_FIRST()
        if move.arg == _GRAND.value and not move.cards:
            return NO_RED()
        if move.arg == _NOLO.value and not move.cards:
            return NO_BLACK()
        if len(move.cards) == 1 and not move.arg and move.card not in self.zones[f"hand/{move.seat}"]:
            return NOT_IN_HAND(card=move.card)
        return BAD_BID()

    def describe(self, move: Move) -> Message:
        if move.verb == "bid":
            if move.cards:
                return DESCRIBE_BID(card=move.card)
            return DESCRIBE_GRAND() if move.arg == _GRAND.value else DESCRIBE_NOLO()
        return DESCRIBE_PLAY(card=move.card)

    # --- moves --------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if move.verb == PLAY:
            if self.shown and self.shown.get(move.seat) is move.cards[0]:
                del self.shown[move.seat]
            return self.play(move)
        seat = move.seat
        hand = self.zones[f"hand/{seat}"]
        card = move.card if move.cards else suggested_bid(hand, Contract(move.arg))
        assert card is not None
        self.chosen.append(seat)
        if self.sequential():
            events = [self._show(seat, card)]
            if card.is_red:
                return events + self._start_play(_GRAND, seat)
            if len(self.chosen) == 4:
                return events + self._start_play(_NOLO, -1)
            return events
        events = [self.move_card(card, f"hand/{seat}", f"bid/{seat}"),
                  Event(CALL, seat=seat, message=CHOSEN(seat=SeatRef(seat)))]
        if len(self.chosen) == 4:
            events += self._reveal()
        return events

    def _show(self, seat: int, card: Card) -> Event:
        self.shown[seat] = card
        return Event(CALL, seat=seat, message=SHOWS(seat=SeatRef(seat), card=card), cards=(card,))

    def _reveal(self) -> list[Event]:
        """R2-R5: turn the bid cards from forehand, stop at the first red; all go back to the hands."""
        events: list[Event] = []
        bidder = -1
        for seat in clockwise(self.forehand, 4):
            card = self.zones[f"bid/{seat}"][0]
            events.append(self._show(seat, card))
            if card.is_red:
                bidder = seat
                break
        for seat in clockwise(self.forehand, 4):
            events.append(self.draw(f"bid/{seat}", f"hand/{seat}"))
        contract = _GRAND if bidder >= 0 else _NOLO
        return events + self._start_play(contract, bidder)

    def _start_play(self, contract: Contract, bidder: int) -> list[Event]:
        self.contract = contract
        self.bidder = bidder
        self.phase = _PLAY
        leader = self.forehand
        if self.options["opening_lead"] == "left_of_bidder":
            # A4: in Grand the bidder's left-hand neighbour, in Nolo the dealer's right-hand one.
            leader = next_seat(bidder, 4) if contract is _GRAND else next_seat(self.dealer, 4, -1)
        self.start_trick(leader)
        message = self.status()
        return [Event(MESSAGE, message=message)]

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        if self.tricks_played < TRICKS:
            self.start_trick(winner)
            return []
        return self._score_hand()

    # --- scoring --------------------------------------------------------------

    def pair_tricks(self) -> list[int]:
        return PAIRS.totals(self.tricks)

    def hand_points(self, pair_tricks: list[int]) -> list[int]:
        """S1-S4: the points each pair gets for a finished hand."""
        points = [0, 0]
        to_opponents = self.options["penalty_points"] == "to_opponents"
        if self.contract is _GRAND:
            pair = PAIRS.team_of(self.bidder)
            if pair_tricks[pair] >= 7:
                points[pair] = pair_tricks[pair] - 6
                return points
            penalty, loser = 2 * (pair_tricks[1 - pair] - 6), pair
        else:
            loser = 0 if pair_tricks[0] >= 7 else 1
            penalty = pair_tricks[loser] - 6
        if to_opponents:
            points[1 - loser] = penalty
        else:
            points[loser] = -penalty
        return points

    def _score_hand(self) -> list[Event]:
        pair_tricks = self.pair_tricks()
        points = self.hand_points(pair_tricks)
        self.scores = [a + b for a, b in zip(self.scores, points)]
        self.history.append([self.hand_no, int(self.contract is _GRAND), self.bidder,
                             *pair_tricks, *points])
        self.turn = -1
        events = [Event(ROUND_OVER, message=self._row_label(self.history[-1]))]
        target = int(self.options["target_score"])
        if max(self.scores) >= target or self.hand_no >= MAX_HANDS:
            self.phase = _OVER
        return self.next_hand(events)

    def winning_pairs(self) -> list[int]:
        if self.phase is not _OVER:
            return []
        best = max(self.scores)
        return [p for p in (0, 1) if self.scores[p] == best]

    # --- reading ----------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is _OVER

    def status(self) -> Message:
        if self.phase is _OVER:
            pairs = self.winning_pairs()
            return GAME_WON(pair=PAIR_NAMES[pairs[0]]()) if len(pairs) == 1 else GAME_SHARED()
        if self.contract is _GRAND:
            return GRAND(pair=PAIR_NAMES[PAIRS.team_of(self.bidder)](), seat=SeatRef(self.bidder))
        if self.contract is _NOLO:
            return NOLO()
        return BIDDING(hand=self.hand_no)

    def _row_label(self, row: list[int]) -> Message:
        hand, grand, bidder, ns, ew = row[:5]
        if grand:
            pair = PAIRS.team_of(bidder)
            tricks = (ns, ew)[pair]
            template = ROW_GRAND_MADE if tricks >= 7 else ROW_GRAND_LOST
            return template(hand=hand, pair=PAIR_NAMES[pair](), tricks=tricks)
        pair = 0 if ns >= 7 else 1
        return ROW_NOLO(hand=hand, pair=PAIR_NAMES[pair](), tricks=(ns, ew)[pair])

    def result(self) -> ScoreSheet:
        rows = tuple(ScoreRow(self._row_label(r), (r[5], r[6]), HAND(n=r[0])) for r in self.history)
        winners = tuple(s for p in self.winning_pairs() for s in PAIRS.teams[p])
        return ScoreSheet(players=4, rows=rows, totals=tuple(self.scores), winners=winners,
                          finished=self.is_over(), target=int(self.options["target_score"]),
                          teams=PAIRS.teams, status=self.status())

    def public(self) -> dict[str, Any]:
        out = self.trick_public()
        out.update({
            "phase": self.phase.value,
            "hand": self.hand_no,
            "contract": self.contract.value,
            "bidder": self.bidder,
            "declarers": list(PAIRS.teams[PAIRS.team_of(self.bidder)]) if self.bidder >= 0 else [],
            "chosen": list(self.chosen),
            "shown": {str(s): c.text for s, c in self.shown.items()},
            "pair_tricks": self.pair_tricks(),
            "scores": list(self.scores),
            "target": self.options["target_score"],
            "seating": list(self.seating),
            "draws": [[p, c.text] for p, c in self.draws],
        })
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0, dealer: int | None = None) -> State:
    """A new game, dealt. ``dealer`` skips the draw for the first dealer (a rematch with the
    same seats: the deal passes on, S6)."""
    state = State(players, options, seed)
    state.setup(dealer)
    return state
