"""Black Jack (21), the Danish family banking game (spec: rules/blackjack.md).

Rules in brief: a banker plays against everybody else with family chips. He
shuffles the whole pack every round and deals each player, then himself, one
card face down (D1, D2). Each player stakes ``min_stake``-``max_stake`` on it,
in turn from the banker's left (D3). The banker looks at his card and may
double every stake at once (D4, R3). Everybody gets a second card face up (D5).
Black Jack (two cards worth 21) is settled at once: the banker's takes double
from everybody, a player's is paid double (R4). Then each player in turn takes
cards or stands; over 21 pays at once (R5). The banker turns his card up and
must draw below 17, may stand or draw on from 17 (R6); then who beats his total
is paid, ties go to the banker (R7), and a banker over 21 pays everybody still
in (R8). The bank passes left every ``banker_rounds`` rounds; the game is
``banker_rounds`` x participants x ``banker_laps`` rounds, most chips wins (S3).

Zones: ``stock``; ``hand/<seat>``, whose first card is face down (A12) and the
others face up (A7); ``stake/<seat>`` and ``chips/<seat>`` hold no cards: they
are the table's places for the stake circle and the chip balance.

Moves (text forms):
    ``1 stake 5`` (place 5 at once), ``1 chip +5`` / ``1 chip -1`` (chips into or
    out of the stake circle), ``1 ready`` (place what lies there) (D3);
    ``0 peek`` (the banker looks at his card), ``0 double`` / ``0 decline`` (D4, R3);
    ``1 hit`` / ``1 stand`` (R5, and the banker's R6), ``0 reveal`` (the banker
    turns his card up, R6); ``0 deal`` (the banker deals the next round, D1).

Decisions: A1 one double for the whole table, after the peek only; A2
``both_blackjack``; A3 a player's Black Jack is paid 2x and leaves the round;
A4 ``banker_draw_rule`` (soft 17 counts 17); A5 every tie to the banker; A6 a
bust is paid at once and final; A7 extra cards face up; A8 ``bank_to_blackjack``
and ``allow_debt``; A9 one pack, shuffled every round, with R9's fallback; A10 a
Black Jack ends the round only; A11 the check comes right after D5; A12 a first
card is seen by its owner only, until a bust, a Black Jack or the settlement; the
banker's by nobody until his peek. Own decisions: with ``allow_debt = false`` a
player with fewer chips than ``min_stake`` may stake all he has; a
``max_stake`` below ``min_stake`` counts as ``min_stake``; the settled round
stays on the table, face up, until the (next) banker deals (``deal``).
"""
from __future__ import annotations

from enum import Enum
from functools import cache
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.events import Event, EventKind
from ...engine.kit.points import TWENTY_ONE, points21, points_table
from ...engine.kit.said import SEATS, Said, said
from ...engine.messages import Message, MessageTemplate, SeatRef
from ...engine.moves import Move
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GAME_OVER, NOT_A_MOVE, GameState, moves_between
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts
from . import texts as t

MAX_SEATS = 10
#: The banker may stand from this total (R6).
BANKER_STANDS_FROM = 17
#: Chips a button puts into (or takes out of) the stake circle.
CHIPS = (1, 5, 10)
#: Verbs of other twenty-one games, refused with R10's reason.
FOREIGN = frozenset({"split", "insure", "insurance", "surrender", "doubledown", "double_down"})
VERBS = frozenset({"stake", "chip", "ready", "peek", "double", "decline", "hit", "stand", "reveal", "deal"})


class Phase(str, Enum):
    STAKE = "stake"      # D3: the player on turn stakes
    DOUBLE = "double"    # D4: the banker peeks, then doubles or not
    PLAY = "play"        # R5: the player on turn hits or stands
    BANKER = "banker"    # R6: the banker turns his card up and draws
    SETTLED = "settled"  # R11: the round is paid; the banker deals the next
    OVER = "over"        # S3, S4


class Hand(str, Enum):
    """Where a seat stands in the round."""
    BANK = "bank"        # the banker
    WAIT = "wait"        # a player still to finish his turn
    STOOD = "stood"      # a player in for the settlement (stood, or 21)
    BUST = "bust"        # over 21, paid (R5)
    BLACKJACK = "bj"     # settled in R4
    GONE = "gone"        # left the table (S4)


# Enum members as module constants: in Python 3.11 reading ``Phase.PLAY`` off the class
# costs ten times a global, and the engine compares phases at every move.
P_STAKE, P_DOUBLE, P_PLAY, P_BANKER, P_SETTLED, P_OVER = Phase
H_BANK, H_WAIT, H_STOOD, H_BUST, H_BLACKJACK, H_GONE = Hand
K_MOVE, _SHUFFLE, K_CALL, K_MESSAGE, K_ROUND_OVER, K_GAME_OVER = EventKind


DECK: tuple[Card, ...] = tuple(french_deck())
HANDS = tuple(f"hand/{s}" for s in range(MAX_SEATS))
STAKES = tuple(f"stake/{s}" for s in range(MAX_SEATS))
CHIP_ZONES = tuple(f"chips/{s}" for s in range(MAX_SEATS))
# Interned moves: legal_moves hands out these objects, so ``move in legal`` is an identity test.
STAKE = tuple({n: Move(s, "stake", (), str(n)) for n in range(1, 101)} for s in range(MAX_SEATS))
MORE = tuple(tuple(Move(s, "chip", (), f"+{n}") for n in CHIPS) for s in range(MAX_SEATS))
LESS = tuple(tuple(Move(s, "chip", (), f"-{n}") for n in CHIPS) for s in range(MAX_SEATS))
READY, PEEK, DOUBLE, DECLINE, HIT, STAND, REVEAL, DEAL = (
    tuple(Move(s, verb) for s in range(MAX_SEATS))
    for verb in ("ready", "peek", "double", "decline", "hit", "stand", "reveal", "deal"))
_UP, _DOWN = ZoneSpec(Face.UP), ZoneSpec(Face.DOWN)
#: The commonest events, by (seat, parameter).
_STAKES = Said(K_CALL, t.STAKES, "amount")
_PAYS = Said(K_MESSAGE, t.PAYS, "amount")
_GETS = Said(K_MESSAGE, t.GETS, "amount")
_STANDS = Said(K_CALL, t.STANDS, "total")
_BUST = Said(K_MESSAGE, t.BUST, "total", "amount")
#: Per seat its card-dealt events by card.
_DEALT = tuple(moves_between("stock", hand) for hand in HANDS)


@cache
def _stake_moves(seat: int, pending: int, low: int, high: int) -> tuple[Move, ...]:
    """D3: chips out of and into the circle (within the limits), Ready, and every stake."""
    out = [m for n, m in zip(CHIPS[::-1], LESS[seat][::-1]) if pending - n >= low]
    out += [m for n, m in zip(CHIPS, MORE[seat]) if pending + n <= high]
    out.append(READY[seat])
    stakes = STAKE[seat]
    out += [stakes[n] for n in range(low, high + 1)]
    return tuple(out)


_VALUE = points_table(TWENTY_ONE)
#: By table size and banker: the other seats, clockwise from his left.
_LEFT_OF = tuple(tuple(tuple((b + i) % n for i in range(1, n)) for b in range(n)) for n in range(MAX_SEATS + 1))


def is_blackjack(cards: Sequence[Card]) -> bool:
    """Exactly two cards worth 21: an ace and a ten-value card."""
    return len(cards) == 2 and _VALUE[cards[0]] + _VALUE[cards[1]] == 21


class State(GameState):
    """A game of Black Jack: rounds until the S3 count is played (or S4 leaves one)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "phase", "banker", "turn", "held", "rounds_played", "balances", "stakes", "last_stakes",
        "pending", "doubled", "peeked", "hands", "shown", "rows")

    phase: Phase
    banker: int
    turn: int
    #: Rounds the banker has held the bank since he took it.
    held: int
    rounds_played: int
    balances: list[int]
    #: Placed stakes this round (before the double); 0 = none.
    stakes: list[int]
    #: Each seat's last stake (the stake circle starts from it).
    last_stakes: list[int]
    #: Chips in the circle of the player staking now.
    pending: int
    doubled: bool
    peeked: bool
    hands: list[Hand]
    #: First cards turned face up for everybody.
    shown: list[bool]
    #: Chips won or lost per seat, one row per round.
    rows: list[list[int]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"blackjack: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        o = self.options
        self._min = int(o["min_stake"])
        self._max = max(self._min, int(o["max_stake"]))
        self._debt = bool(o["allow_debt"])
        self._must_stand = o["banker_draw_rule"] == "stand_on_17"
        self.total_rounds = int(o["banker_rounds"]) * players * int(o["banker_laps"])
        self.phase = P_STAKE
        self.banker = 0
        self.turn = 0
        self.held = 0
        self.rounds_played = 0
        self.balances = [int(o["start_chips"])] * players
        self.stakes = [0] * players
        self.last_stakes = [self._min] * players
        self.pending = self._min
        self.doubled = False
        self.peeked = False
        self.hands = [H_WAIT] * players
        self.shown = [False] * players
        self.rows = []

    # --- zones --------------------------------------------------------------

    def zone_names(self) -> list[str]:
        n = self.players
        return ["stock", *HANDS[:n], *STAKES[:n], *CHIP_ZONES[:n]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        """The stock is face down; hands are face up but for their first card (``visible``)."""
        return _DOWN if zone == "stock" else _UP

    def visible(self, zone: str, index: int, seat: int | None) -> bool:
        """A12: a hand's first card is seen by its owner only (the banker's by nobody
        before his peek), until it is shown; the other cards face up (A7)."""
        if index or zone == "stock" or zone[:5] != "hand/":
            return zone != "stock"
        owner = int(zone[5:])
        if self.shown[owner]:
            return True
        return seat == owner and (owner != self.banker or self.peeked)

    def cards_of(self, seat: int) -> list[Card]:
        return self.zones[HANDS[seat]]

    def points(self, seat: int) -> int:
        return points21(self.zones[HANDS[seat]])

    def _deal_card(self, seat: int, events: list[Event]) -> None:
        """The top card of the (not empty) stock to ``seat``'s hand."""
        card = self.zones["stock"].pop()
        self.zones[HANDS[seat]].append(card)
        events.append(_DEALT[seat][card])

    def _deal_round(self, events: list[Event]) -> None:
        """One card from the stock to every player in the round, then to the banker (D1, D5)."""
        zones = self.zones
        pop = zones["stock"].pop
        for seat in (*self._in_round(), self.banker):
            card = pop()
            zones[HANDS[seat]].append(card)
            events.append(_DEALT[seat][card])

    # --- who may act ----------------------------------------------------------

    def actors(self) -> list[int]:
        phase = self.phase
        if phase is P_OVER:
            return []
        if phase is P_STAKE or phase is P_PLAY:
            return [self.turn]
        return [self.banker]

    def is_over(self) -> bool:
        return self.phase is P_OVER

    def to_move(self) -> int | None:
        actors = self.actors()
        return actors[0] if actors else None

    def stake_range(self, seat: int) -> tuple[int, int]:
        """The stakes ``seat`` may place (D3, S4)."""
        low, high = self._min, self._max
        if not self._debt:
            high = min(high, self.balances[seat])
            low = min(low, high)
        return low, high

    def current_stake(self, seat: int) -> int:
        """The placed stake with the banker's double (R3)."""
        return self.stakes[seat] * (2 if self.doubled else 1)

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is P_PLAY:
            return [HIT[seat], STAND[seat]] if seat == self.turn else []
        if phase is P_STAKE:
            if seat != self.turn:
                return []
            if self._debt:
                return list(_stake_moves(seat, self.pending, self._min, self._max))
            return list(_stake_moves(seat, self.pending, *self.stake_range(seat)))
        if phase is P_OVER or seat != self.banker:
            return []
        if phase is P_DOUBLE:
            return [DOUBLE[seat], DECLINE[seat]] if self.peeked else [PEEK[seat]]
        if phase is P_BANKER:
            if not self.shown[seat]:
                return [REVEAL[seat]]
            points = self.points(seat)
            if points < BANKER_STANDS_FROM:
                return [HIT[seat]]
            return [STAND[seat]] if self._must_stand else [HIT[seat], STAND[seat]]
        return [DEAL[seat]]                                 # SETTLED

    # --- explanations -----------------------------------------------------------

    def explain(self, move: Move) -> Message:
        seat, verb, phase = move.seat, move.verb, self.phase
        if phase is P_OVER:
            return GAME_OVER()
        if verb in FOREIGN:
            return t.NOT_HERE()
        if verb not in VERBS or move.cards:
            return t.NOT_A_MOVE()
        if verb in ("double", "decline"):
            if not self.options["banker_double"]:
                return t.DOUBLE_OFF()
            if seat != self.banker:
                return t.ONLY_BANKER()
            if phase is P_STAKE:
                return t.DOUBLE_EARLY()
            if phase is P_DOUBLE:
                return t.PEEK_FIRST() if not self.peeked else t.NOT_A_MOVE()
            return t.DOUBLE_LATE()
        if verb in ("stake", "chip", "ready"):
            if seat == self.banker:
                return t.BANKER_NO_STAKE()
            if phase is not P_STAKE:
                return t.STAKE_TIME()
            if seat != self.turn:
                return t.NOT_YOUR_TURN()
            return self._explain_stake(seat, move)
        if verb == "peek":
            return t.PEEK_TIME() if phase is not P_DOUBLE or seat != self.banker else t.NOT_A_MOVE()
        if verb == "reveal":
            return t.REVEAL_TIME() if phase is not P_BANKER or seat != self.banker else t.NOT_A_MOVE()
        if verb == "deal":
            return t.NOT_YOUR_TURN() if phase is P_SETTLED else t.NOT_A_MOVE()
        if phase in (P_STAKE, P_DOUBLE, P_SETTLED):    # hit, stand
            # No reason for "stand" then: the table greys its button only when one fits.
            return t.CARDS_LATER() if verb == "hit" else NOT_A_MOVE()
        if seat not in self.actors():
            return t.NOT_YOUR_TURN()
        if phase is P_BANKER and not self.shown[seat]:
            return t.REVEAL_FIRST()
        if phase is P_BANKER and move.arg == "":
            return t.BANKER_MIN() if verb == "stand" else t.BANKER_MUST_STAND()
        return t.NOT_A_MOVE()

    def _explain_stake(self, seat: int, move: Move) -> Message:
        arg = move.arg
        if move.verb == "ready" or move.verb == "chip" and not arg[:1] in ("+", "-"):
            return t.NOT_A_MOVE()
        try:
            amount = int(arg)
        except ValueError:
            return t.NOT_A_MOVE()
        if move.verb == "chip":
            if abs(amount) not in CHIPS:
                return t.NOT_A_MOVE()
            amount += self.pending
        if not self._min <= amount <= self._max:
            return t.STAKE_RANGE(low=self._min, high=self._max)
        return t.STAKE_BALANCE(chips=self.balances[seat])

    def describe(self, move: Move) -> Message:
        verb, arg = move.verb, move.arg
        simple: dict[str, MessageTemplate] = {
            "peek": t.D_PEEK, "double": t.D_DOUBLE, "decline": t.D_DECLINE, "hit": t.D_HIT,
            "stand": t.D_STAND, "reveal": t.D_REVEAL, "deal": t.D_DEAL}
        if verb in simple and not arg and not move.cards:
            return simple[verb]()
        if verb == "stake" and arg.isdigit():
            return t.D_STAKE(amount=int(arg))
        if verb == "chip" and arg[1:].isdigit() and arg[:1] in ("+", "-"):
            return (t.D_MORE if arg[0] == "+" else t.D_LESS)(amount=int(arg[1:]))
        if verb == "ready":
            return t.D_READY(amount=self.pending)
        return t.NOT_A_MOVE()

    # --- guidance ------------------------------------------------------------------

    def prompt_key(self, seat: int) -> str:
        phase = self.phase
        if phase is P_DOUBLE and not self.peeked:
            return "peek"
        if phase is P_BANKER and not self.shown[seat]:
            return "reveal"
        if phase is P_BANKER and self.points(seat) < BANKER_STANDS_FROM:
            return "banker_must_draw"
        if phase is P_BANKER and self._must_stand:
            return "banker_must_stand"
        return phase.value

    def prompt_params(self, seat: int) -> dict[str, Any]:
        low, high = self.stake_range(seat)
        return {"low": low, "high": high, "amount": self.pending, "total": self.points(seat)}

    # --- applying moves -----------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb == "hit":                                   # the commonest first
            self._hit(seat, events)
        elif verb == "stand":
            self._stand(seat, events)
        elif verb == "stake":
            self._place(seat, int(move.arg), events)
        elif verb == "ready":
            self._place(seat, self.pending, events)
        elif verb == "chip":
            self.pending += int(move.arg)
        elif verb == "peek":
            self.peeked = True
            events.append(said(K_CALL, seat, t.PEEKS))
        elif verb in ("double", "decline"):
            self.doubled = verb == "double"
            events.append(said(K_CALL, seat, t.DOUBLES if self.doubled else t.NO_DOUBLE))
            self._second_cards(events)
        elif verb == "reveal":
            self.shown[seat] = True
        else:                                               # deal
            self.deal(events=events)
        return events

    def _pay(self, payer: int, payee: int, amount: int, row: list[int]) -> None:
        self.balances[payer] -= amount
        self.balances[payee] += amount
        row[payer] -= amount
        row[payee] += amount

    def _place(self, seat: int, amount: int, events: list[Event]) -> None:
        """D3: ``seat`` stakes ``amount``; after the last stake comes D4."""
        self.stakes[seat] = self.last_stakes[seat] = amount
        events.append(_STAKES[seat, amount])
        following = self._next_player(seat, H_WAIT)
        if following is not None:
            self.turn = following
            self.pending = self._start_pending(following)
        elif self.options["banker_double"]:
            self.phase = P_DOUBLE
            self.turn = self.banker
        else:
            self.peeked = True
            self._second_cards(events)

    def _start_pending(self, seat: int) -> int:
        low, high = self.stake_range(seat)
        return min(max(self.last_stakes[seat], low), high)

    def _next_player(self, after: int, state: Hand) -> int | None:
        """The next seat clockwise after ``after``, before the banker, whose hand is ``state``."""
        n, banker = self.players, self.banker
        seat = (after + 1) % n
        while seat != banker:
            if self.hands[seat] is state:
                return seat
            seat = (seat + 1) % n
        return None

    def _in_round(self) -> Sequence[int]:
        """The players of this round, clockwise from the banker's left."""
        hands, gone = self.hands, H_GONE
        seats = _LEFT_OF[self.players][self.banker]
        return seats if gone not in hands else [s for s in seats if hands[s] is not gone]

    def _second_cards(self, events: list[Event]) -> None:
        """D5, then the Black Jack check (R4, A11)."""
        self._deal_round(events)
        self._check_blackjacks(events)

    def _check_blackjacks(self, events: list[Event]) -> None:
        """R4 (a)-(d)."""
        players = self._in_round()
        holders = [s for s in players if is_blackjack(self.cards_of(s))]
        row = self._round_row()
        for seat in holders:
            self.shown[seat] = True
            self.hands[seat] = H_BLACKJACK
        if is_blackjack(self.cards_of(self.banker)):
            self.shown[self.banker] = True
            rule = self.options["both_blackjack"] if holders else ""
            news = {"": t.BANKER_BJ, "table": t.BOTH_BJ, "per_player": t.BOTH_BJ_PER_PLAYER,
                    "standoff": t.BOTH_BJ_STANDOFF}[str(rule)]
            events.append(Event(K_MESSAGE, None, news()))
            for seat in players:
                amount = self._banker_blackjack_rate(seat, holders) * self.current_stake(seat)
                if amount:
                    self._pay(seat, self.banker, amount, row)
                    events.append(_PAYS[seat, amount])
            self._settle(events)
            return
        for seat in holders:
            amount = 2 * self.current_stake(seat)
            self._pay(self.banker, seat, amount, row)
            events.append(said(K_MESSAGE, seat, t.PLAYER_BJ, amount=amount))
        self._next_turn(self.banker, events)

    def _banker_blackjack_rate(self, seat: int, holders: Sequence[int]) -> int:
        """R4a, R4b and A2: how many stakes ``seat`` pays a banker with Black Jack."""
        rule = self.options["both_blackjack"]
        if not holders or seat not in holders and rule != "table":
            return 2
        if rule == "table" or rule == "per_player":
            return 1
        return 0                                            # standoff: a Black Jack keeps its stake

    def _round_row(self) -> list[int]:
        """The score row of the round being played (made on its first payment)."""
        if len(self.rows) == self.rounds_played:
            self.rows.append([0] * self.players)
        return self.rows[-1]

    def _next_turn(self, after: int, events: list[Event]) -> None:
        """R1: the next player still to play, else the banker's turn (R6)."""
        following = self._next_player(after, H_WAIT)
        if following is not None:
            self.phase = P_PLAY
            self.turn = following
            return
        self.turn = self.banker
        if H_STOOD not in self.hands:
            self.shown[self.banker] = True
            events.append(Event(K_MESSAGE, None, t.NOBODY_LEFT()))
            self._settle(events)
        else:
            self.phase = P_BANKER

    def _take_card(self, seat: int, events: list[Event]) -> bool:
        """Deal ``seat`` one card face up; R9 when the stock is empty. False: none to deal."""
        stock = self.zones["stock"]
        if not stock:
            settled = [s for s in range(self.players) if self.hands[s] in (H_BUST, H_BLACKJACK)]
            cards = [c for s in settled for c in self.cards_of(s)]
            if not cards:
                events.append(Event(K_MESSAGE, None, t.NO_CARDS()))
                return False
            for s in settled:
                zone = HANDS[s]
                if self.zones[zone]:
                    events.append(Event(K_MOVE, cards=tuple(self.zones[zone]), src=zone, dst="stock"))
                    self.zones[zone].clear()
            events.append(self.shuffle_into(cards, "stock"))
            events.append(Event(K_MESSAGE, None, t.RESHUFFLED()))
        self._deal_card(seat, events)
        return True

    def _hit(self, seat: int, events: list[Event]) -> None:
        if not self._take_card(seat, events):
            self._stand(seat, events)
            return
        points = self.points(seat)
        if seat == self.banker:
            if points > 21:                                 # R8
                events.append(said(K_MESSAGE, None, t.BANKER_BUST, total=points))
                row = self._round_row()
                for s in range(self.players):
                    if self.hands[s] is H_STOOD:
                        self._pay(self.banker, s, self.current_stake(s), row)
                        events.append(_GETS[s, self.current_stake(s)])
                self._settle(events)
            return
        if points > 21:                                     # R5: paid at once (A6)
            self.hands[seat] = H_BUST
            self.shown[seat] = True
            amount = self.current_stake(seat)
            self._pay(seat, self.banker, amount, self._round_row())
            events.append(_BUST[seat, points, amount])
            self._next_turn(seat, events)
        elif points == 21:                                  # R5: the turn ends by itself
            self.hands[seat] = H_STOOD
            events.append(said(K_CALL, seat, t.TWENTY_ONE))
            self._next_turn(seat, events)

    def _stand(self, seat: int, events: list[Event]) -> None:
        points = self.points(seat)
        if seat != self.banker:
            self.hands[seat] = H_STOOD
            events.append(_STANDS[seat, points])
            self._next_turn(seat, events)
            return
        events.append(said(K_MESSAGE, None, t.BANKER_STANDS, total=points))   # R7, A5
        row = self._round_row()
        for s in range(self.players):
            if self.hands[s] is H_STOOD:
                amount = self.current_stake(s)
                if self.points(s) > points:
                    self._pay(self.banker, s, amount, row)
                    events.append(_GETS[s, amount])
                else:
                    self._pay(s, self.banker, amount, row)
                    events.append(_PAYS[s, amount])
        self._settle(events)

    # --- the end of a round ----------------------------------------------------------

    def _settle(self, events: list[Event]) -> None:
        """R11: the round is over; S4 departures, the bank moves on (A8), S3 end."""
        self._round_row()
        self.shown = [True] * self.players
        self.rounds_played += 1
        self.held += 1
        events.append(said(K_ROUND_OVER, None, t.ROUND_SETTLED,
                           number=self.rounds_played, rounds=self.total_rounds))
        holders = [s for s in self._in_round() if self.hands[s] is H_BLACKJACK] \
            if self.options["bank_to_blackjack"] and not is_blackjack(self.cards_of(self.banker)) else []
        if not self._debt:
            for s in range(self.players):
                if self.hands[s] is not H_GONE and self.balances[s] <= 0:
                    self.hands[s] = H_GONE
                    events.append(Event(K_MESSAGE, s, t.LEAVES(player=SeatRef(s))))
        seated = [s for s in range(self.players) if self.hands[s] is not H_GONE]
        if self.rounds_played >= self.total_rounds or len(seated) <= 1:
            self._finish(events)
            return
        banker = self.banker
        if holders:
            banker = holders[0]
        elif self.hands[banker] is H_GONE or self.held >= int(self.options["banker_rounds"]):
            banker = (banker + 1) % self.players
            while self.hands[banker] is H_GONE:
                banker = (banker + 1) % self.players
        if banker != self.banker:
            self.banker = banker
            self.held = 0
            events.append(said(K_MESSAGE, None, t.NEW_BANKER, player=SEATS[banker]))
        self.phase = P_SETTLED
        self.turn = self.banker

    def _finish(self, events: list[Event]) -> None:
        self.phase = P_OVER
        best = max(self.balances)
        winner = self.balances.index(best)
        events.append(Event(K_GAME_OVER, winner, t.GAME_WON(player=SeatRef(winner), chips=best)))

    # --- dealing ------------------------------------------------------------------

    def deal(self, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1, D2: gather and shuffle the pack (or take ``deck``, top = last) and deal
        every player, then the banker, a first card face down."""
        log = events if events is not None else []
        self.changed()
        stock = self.zones["stock"]
        for name in HANDS[:self.players]:                  # the other zones hold no cards
            zone = self.zones[name]
            if zone:
                log.append(Event(K_MOVE, cards=tuple(zone), src=name, dst="stock"))
                zone.clear()
        if deck is not None:
            if len(deck) != len(DECK) or set(deck) != set(DECK):
                raise ValueError("blackjack: the deck must be the 52 cards, each once")
            stock.clear()
            stock.extend(deck)
            self.assign_uids(stock)
        else:
            stock.clear()
            log.append(self.shuffle_into(list(DECK), "stock"))
        n = self.players
        self.hands = [H_GONE if h is H_GONE else H_WAIT for h in self.hands]
        self.hands[self.banker] = H_BANK
        self.shown = [False] * n
        self.stakes = [0] * n
        self.doubled = self.peeked = False
        self._deal_round(log)
        self.phase = P_STAKE
        first = self._next_player(self.banker, H_WAIT)
        assert first is not None
        self.turn = first
        self.pending = self._start_pending(first)

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.banker < self.players or not 0 <= self.turn < self.players:
            raise ValueError("blackjack: banker and turn must be seats")
        for name in ("balances", "stakes", "last_stakes", "hands", "shown"):
            if len(getattr(self, name)) != self.players:
                raise ValueError(f"blackjack: {name} needs one entry per seat")

    # --- public facts and the score sheet --------------------------------------------

    def public(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value, "banker": self.banker, "dealer": self.banker, "turn": self.to_move(),
            "balances": list(self.balances), "stakes": list(self.stakes), "doubled": self.doubled,
            "current": [self.current_stake(s) for s in range(self.players)],
            "pending": self.pending if self.phase is P_STAKE else None,
            "peeked": self.peeked, "hands": [h.value for h in self.hands], "shown": list(self.shown),
            "held": self.held, "banker_rounds": int(self.options["banker_rounds"]),
            "round": self.rounds_played + (self.phase not in (P_SETTLED, P_OVER)),
            "rounds": self.total_rounds,
            "last": list(self.rows[-1]) if self.rows else [0] * self.players,
        }

    def result(self) -> ScoreSheet:
        n = self.players
        start = int(self.options["start_chips"])
        rows = [ScoreRow(t.ROW_START(), (start,) * n)]
        rows += [ScoreRow(t.ROW_ROUND(number=i + 1), tuple(r)) for i, r in enumerate(self.rows)]
        finished = self.phase is P_OVER
        best = max(self.balances)
        winners = tuple(s for s in range(n) if self.balances[s] == best) if finished else ()
        held = min(self.held + (self.phase is not P_SETTLED), int(self.options["banker_rounds"]))
        status = t.STATUS(player=SeatRef(self.banker), count=max(held, 1),
                          rounds=int(self.options["banker_rounds"]),
                          left=self.total_rounds - self.rounds_played)
        return ScoreSheet(n, tuple(rows), tuple(self.balances), winners=winners, finished=finished,
                          status=status)


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A game with its first round dealt; the ``dealer`` (every game's keyword) is the first
    banker. None: drawn with the seeded rng (the app chooses the first banker at random);
    ``deck``: the card order (top = last)."""
    banker = dealer
    state = State(players, INFO.options.resolve(options), seed)
    if banker is None:
        banker = state.rng.below(players)
    elif not 0 <= banker < players:
        raise ValueError(f"blackjack: no seat {banker}")
    state.banker = banker
    state.deal(deck=deck)
    return state
