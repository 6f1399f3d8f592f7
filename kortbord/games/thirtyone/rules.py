"""31, Enogtredive (spec: rules/thirtyone.md).

Rules in brief: three cards each, dealt one at a time from the dealer's left;
the next card starts the discard pile (D1, D2). In turn from the dealer's left
a player draws the top card of the stock or of the discard pile and discards
one of his four cards (R1, R2), not the one just taken from the pile (A5). A
hand is worth its best suit total, ace 11, pictures 10 (``values``). Exactly
31 wins the round at once, checked at the start of the holder's turn and after
his discard (R3). After the first round a player may knock instead of drawing
(R4); everybody else has one more turn, then the highest hand wins, the
knocker winning ties (R5). An empty stock is refilled from the pile under its
top card (R6). Scoring by rounds won to ``target_wins`` (S1) or by lives (S2).

Moves (text forms):
    ``0 draw`` (the stock), ``0 take`` (the discard pile's top card),
    ``0 discard KH`` (``0 discard KH knock`` with ``knock_timing=after_discard``),
    ``0 knock``, ``0 deal`` (the next dealer, once the round is over).

Decisions: A1 the knock replaces the turn, or follows the discard
(``knock_timing``); A2 no knock on anybody's first turn of the round (also not
with a discard); A3 31 is declared by the engine; A4 ``three_of_a_kind``; A5
only the pile's top card, not thrown back; A6 ``stock_exhausted`` (end_round: a
showdown without knocker when a player draws from the empty stock); A7 rounds
to ``target_wins``; A8 tied non-knockers all win; A9 ``dealt_31``; A10 a 31 on
the last turns wins outright; A11 no knock with 31 (it is declared first).
Where the spec is silent: a round ends in phase ``shown`` (all hands face up)
until the next dealer deals; in lives mode every remaining player knocked out
at once leaves those with the most lives before the round, with one life each.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.events import Event, EventKind
from ...engine.kit.dealing import dealt
from ...engine.kit.said import SEATS, said
from ...engine.messages import Message, SeatRef
from ...engine.moves import Move
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GAME_OVER, NOT_A_MOVE as ENGINE_NOT_A_MOVE, GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts
from . import texts as t
from .values import THIRTY_ONE, TRIPLES, hand_points, value_text

HAND_SIZE = 3
MAX_SEATS = 8
VERBS = ("draw", "take", "discard", "knock", "deal")


class Phase(str, Enum):
    DRAW = "draw"        # the seat on turn draws, takes or knocks
    DISCARD = "discard"  # the seat on turn holds four cards and discards one
    SHOWN = "shown"      # the round is over, every hand face up, until the next deal
    OVER = "over"        # the game is over


class End(str, Enum):
    """How the last round ended."""
    NONE = ""
    THIRTY_ONE = "31"
    SHOWDOWN = "showdown"


# Enum members as module constants: in Python 3.11 reading ``Phase.PLAY`` off the class
# costs ten times a global, and the engine compares phases at every move.
P_DRAW, P_DISCARD, P_SHOWN, P_OVER = Phase
E_NONE, E_THIRTY_ONE, E_SHOWDOWN = End
K_MOVE, _SHUFFLE, K_CALL, K_MESSAGE, K_ROUND_OVER, K_GAME_OVER = EventKind


DECK: tuple[Card, ...] = tuple(french_deck())
HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(MAX_SEATS))
# Interned moves: legal_moves hands out these objects, so ``check`` is an identity test.
DRAW = tuple(Move(s, "draw") for s in range(MAX_SEATS))
TAKE = tuple(Move(s, "take") for s in range(MAX_SEATS))
KNOCK = tuple(Move(s, "knock") for s in range(MAX_SEATS))
DEAL = tuple(Move(s, "deal") for s in range(MAX_SEATS))
DISCARD = tuple({c: Move(s, "discard", (c,)) for c in DECK} for s in range(MAX_SEATS))
DISCARD_KNOCK = tuple({c: Move(s, "discard", (c,), "knock") for c in DECK} for s in range(MAX_SEATS))
_STOCK = ZoneSpec(Face.DOWN)
_DISCARD = ZoneSpec(Face.UP)
_HAND_SPECS = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))
_SHOWN_SPEC = ZoneSpec(Face.UP)


def _moves(src: str | None, dst: str | None) -> tuple[dict[Card, Event], ...]:
    """Per seat and card the event "the seat moved the card from ``src`` to ``dst``" (None:
    its hand), made once: a turn finds its events by two lookups."""
    return tuple({c: Event(K_MOVE, s, cards=(c,), src=src or hand, dst=dst or hand) for c in DECK}
                 for s, hand in enumerate(HANDS))


_DISCARDED, _DRAWN, _TAKEN = _moves(None, "discard"), _moves("stock", None), _moves("discard", None)


class State(GameState):
    """A game of 31: rounds until somebody has ``target_wins`` (or one player has lives)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "turn", "phase", "knocker", "taken", "turns", "out", "scores", "rounds",
        "winners", "end", "takes")

    dealer: int
    turn: int
    phase: Phase
    #: The seat that knocked this round (R4).
    knocker: int | None
    #: The card taken from the discard pile this turn (A5).
    taken: Card | None
    #: Turns completed this round (the first round is over at one per player, A2).
    turns: int
    #: Seats out of the game (lives mode), in the order they went out.
    out: list[int]
    #: Rounds won (wins mode) or lives left (lives mode), per seat.
    scores: list[int]
    #: One row per round: points won, or lives lost as negative numbers.
    rounds: list[list[int]]
    #: The winners of the last round ended (the game's winners once it is over).
    winners: list[int]
    end: End
    #: Per seat the cards it took from the discard pile this round (public memory, in order).
    takes: list[list[Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"thirtyone: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        self._lives = self.options["scoring_mode"] == "lives"
        self._after = self.options["knock_timing"] == "after_discard"
        self._triples = TRIPLES[str(self.options["three_of_a_kind"])]
        self.dealer = players - 1
        self.turn = 0
        self.phase = P_DRAW
        self.knocker = None
        self.taken = None
        self.turns = 0
        self.out = []
        self.scores = [int(self.options["lives"]) if self._lives else 0] * players
        self.rounds = []
        self.winners = []
        self.end = E_NONE
        self.takes = [[] for _ in range(players)]

    # --- zones ------------------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "discard", *HANDS[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "stock":
            return _STOCK
        if zone == "discard":
            return _DISCARD
        if self.phase is P_SHOWN or self.phase is P_OVER:
            return _SHOWN_SPEC                              # every hand is shown (R3, R5)
        return _HAND_SPECS[int(zone[5:])]

    # --- reading the position -----------------------------------------------

    def value(self, seat: int) -> float:
        """The value of ``seat``'s three cards."""
        return hand_points(self.zones[HANDS[seat]], self._triples)

    def active(self) -> list[int]:
        """The seats still in the game, clockwise from seat 0."""
        return [s for s in range(self.players) if s not in self.out]

    def after(self, seat: int) -> int:
        """The next seat clockwise that is still in the game."""
        seat = (seat + 1) % self.players
        while seat in self.out:
            seat = (seat + 1) % self.players
        return seat

    def first_round(self) -> bool:
        """Is this turn some player's first of the round (no knocking, A2)?"""
        return self.turns < self.players - len(self.out)

    def may_knock(self) -> bool:
        """R4 (i) and (ii) for the seat on turn."""
        return self.knocker is None and not self.first_round()

    def actors(self) -> list[int]:
        return [] if self.phase is P_OVER else [self.turn]

    def to_move(self) -> int | None:
        return None if self.phase is P_OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is P_OVER

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is P_OVER or seat != self.turn:
            return []
        if phase is P_SHOWN:
            return [DEAL[seat]]
        if phase is P_DRAW:
            if self._after or self.knocker is not None or self.turns < self.players - len(self.out):
                return [DRAW[seat], TAKE[seat]]
            return [DRAW[seat], TAKE[seat], KNOCK[seat]]
        hand = self.zones[HANDS[seat]]
        plain, knocking, taken = DISCARD[seat], DISCARD_KNOCK[seat], self.taken
        out = list(map(plain.__getitem__, hand)) if taken is None else [plain[c] for c in hand if c is not taken]
        if self._after and self.may_knock():
            for card in hand:
                if card is not self.taken and \
                        hand_points([c for c in hand if c is not card], self._triples) != THIRTY_ONE:
                    out.append(knocking[card])
        return out

    # --- explanations -----------------------------------------------------

    def explain(self, move: Move) -> Message:
        verb, seat = move.verb, move.seat
        if self.phase is P_OVER:
            return GAME_OVER()
        if verb not in VERBS or (verb != "discard" and (move.cards or move.arg)) \
                or (verb == "discard" and (len(move.cards) != 1 or move.arg not in ("", "knock"))):
            return t.NOT_A_MOVE()
        if seat != self.turn:
            return t.NOT_YOUR_TURN()
        phase = self.phase
        if phase is P_SHOWN:
            return ENGINE_NOT_A_MOVE() if verb == "knock" else t.ROUND_OVER()
        if verb == "deal":
            return t.NOT_DEAL_TIME()
        knocks = verb == "knock" or move.arg == "knock"
        if knocks and self.knocker is not None:
            return t.ALREADY_KNOCKED()
        if knocks and self.first_round():
            return t.FIRST_ROUND()
        if verb == "knock":
            return t.KNOCK_WITH_DISCARD() if self._after else t.KNOCK_AT_START()
        if phase is P_DRAW:
            return t.DRAW_FIRST() if verb == "discard" else t.NOT_A_MOVE()
        if verb != "discard":
            return t.DISCARD_NOW()
        card = move.cards[0]
        if card not in self.zones[HANDS[seat]]:
            return t.NOT_IN_HAND(card=card)
        if card is self.taken:
            return t.JUST_TAKEN()
        return t.KNOCK_AT_START() if knocks and not self._after else t.NOT_A_MOVE()   # A11: 31 anyway

    def describe(self, move: Move) -> Message:
        verb = move.verb
        if verb == "draw":
            return t.D_DRAW()
        if verb == "take":
            pile = self.zones["discard"]
            return t.D_TAKE(card=pile[-1]) if pile and self.phase is P_DRAW else t.D_TAKE_TOP()
        if verb == "discard" and len(move.cards) == 1:
            return (t.D_DISCARD_KNOCK if move.arg == "knock" else t.D_DISCARD)(card=move.cards[0])
        if verb == "knock":
            return t.D_KNOCK()
        if verb == "deal":
            return t.D_DEAL()
        return t.NOT_A_MOVE()

    # --- guidance ---------------------------------------------------------

    def prompt_key(self, seat: int) -> str:
        phase = self.phase
        if phase is P_DRAW:
            if self.knocker is not None:
                return "last_turn"
            return "draw" if self._after or not self.may_knock() else "draw_or_knock"
        if phase is P_DISCARD:
            return "discard_or_knock" if self._after and self.may_knock() else "discard"
        return str(phase.value)

    def prompt_params(self, seat: int) -> dict[str, Any]:
        return {"player": SeatRef(self.knocker)} if self.knocker is not None else {}

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb == "discard":
            card = move.cards[0]
            self.zones[HANDS[seat]].remove(card)
            self.zones["discard"].append(card)
            events.append(_DISCARDED[seat][card])
            self.taken = None
            self.turns += 1
            if self.value(seat) == THIRTY_ONE:              # R3, A10
                self._thirty_one([seat], events)
                return events
            if move.arg == "knock":
                self._knock(seat, events)
            self._start_turn(self.after(seat), events)
        elif verb == "draw":
            if not self.zones["stock"] and not self._restock(events):
                events.append(Event(K_MESSAGE, message=t.STOCK_OUT()))
                self._showdown(None, events)                 # A6 end_round
                return events
            events.append(self._take_top(seat, "stock"))
            self.phase = P_DISCARD
        elif verb == "take":
            events.append(self._take_top(seat, "discard"))
            self.taken = self.zones[HANDS[seat]][-1]
            self.takes[seat].append(self.taken)
            self.phase = P_DISCARD
        elif verb == "knock":
            self._knock(seat, events)
            self.turns += 1
            self._start_turn(self.after(seat), events)
        else:                                               # deal
            self.deal(self.after(self.dealer), events)
        return events

    def _take_top(self, seat: int, src: str) -> Event:
        """R2 (a): the top card of ``src`` into ``seat``'s hand."""
        card = self.zones[src].pop()
        self.zones[HANDS[seat]].append(card)
        return (_DRAWN if src == "stock" else _TAKEN)[seat][card]

    def _knock(self, seat: int, events: list[Event]) -> None:
        self.knocker = seat
        events.append(said(K_CALL, seat, t.KNOCK_CALL))
        events.append(said(K_MESSAGE, None, t.KNOCKS, player=SEATS[seat]))

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        """``seat`` is on turn: the knocker's turn is the showdown (R4), a 31 wins (R3)."""
        self.turn = seat
        self.phase = P_DRAW
        self.taken = None
        if seat == self.knocker:
            self._showdown(seat, events)
        elif self.value(seat) == THIRTY_ONE:
            self._thirty_one([seat], events)

    def _restock(self, events: list[Event]) -> bool:
        """R6: all of the pile but its top card becomes the new, shuffled stock."""
        pile = self.zones["discard"]
        if self.options["stock_exhausted"] != "reshuffle" or len(pile) <= 1:
            return False
        cards = pile[:-1]
        del pile[:-1]
        events.append(Event(K_MOVE, cards=tuple(cards), src="discard", dst="stock"))
        events.append(self.shuffle_into(cards, "stock"))
        events.append(Event(K_MESSAGE, message=t.RESHUFFLED()))
        return True

    # --- ending a round -------------------------------------------------------

    def _thirty_one(self, seats: list[int], events: list[Event]) -> None:
        """R3 (and A9 immediate): ``seats`` show 31 and win; in lives mode all others lose one."""
        for seat in seats:
            events.append(said(K_CALL, seat, t.CALL_31))
            events.append(said(K_MESSAGE, None, t.HAS_31, player=SEATS[seat]))
        losses = {s: 1 for s in self.active() if s not in seats}
        self._close(E_THIRTY_ONE, seats, losses, events)

    def _showdown(self, knocker: int | None, events: list[Event]) -> None:
        """R5 (and A6 end_round without a knocker): the highest hand wins, the knocker ties."""
        values = {s: self.value(s) for s in self.active()}
        high, low = max(values.values()), min(values.values())
        if knocker is not None and values[knocker] == high:
            winners = [knocker]
        else:
            winners = [s for s, v in values.items() if v == high]
        for seat in winners:
            events.append(said(K_MESSAGE, None, t.WINS_ROUND,
                               player=SEATS[seat], value=value_text(values[seat])))
        lowest = [s for s, v in values.items() if v == low]
        losses: dict[int, int] = {}
        if knocker in lowest and len(lowest) == 1:
            losses[knocker] = int(self.options["knocker_penalty"])
        else:
            losses = {s: 1 for s in lowest if s != knocker}
        self._close(E_SHOWDOWN, winners, losses, events)

    def _close(self, end: End, winners: list[int], losses: Mapping[int, int], events: list[Event]) -> None:
        """S1/S2: score the round; the game ends, or the hands stay shown until the next deal."""
        self.end = end
        self.winners = list(winners)
        self.taken = None
        if self._lives:
            row = self._lose_lives(losses, events)
        else:
            row = [int(s in winners) for s in range(self.players)]
            self.scores = [a + b for a, b in zip(self.scores, row)]
        self.rounds.append(row)
        events.append(said(K_ROUND_OVER, None, t.ROUND_DONE, number=len(self.rounds)))
        champion = self._champion()
        if champion is None:
            self.phase = P_SHOWN
            self.turn = self.after(self.dealer)
            return
        self.winners = [champion]
        self.phase = P_OVER
        events.append(Event(K_MESSAGE, message=t.WINS_GAME(player=SeatRef(champion))))
        events.append(Event(K_GAME_OVER, champion))

    def _lose_lives(self, losses: Mapping[int, int], events: list[Event]) -> list[int]:
        """S2: take the lives; who is left without is out, unless that would leave nobody."""
        before = list(self.scores)
        active = self.active()
        after = {s: before[s] - losses.get(s, 0) for s in active}
        if all(v <= 0 for v in after.values()):
            best = max(before[s] for s in active)
            for seat in active:
                if before[seat] == best:
                    after[seat] = 1
            events.append(Event(K_MESSAGE, message=t.SPARED()))
        row = [0] * self.players
        for seat in active:
            lost = min(before[seat], before[seat] - after[seat])
            row[seat] = -lost
            self.scores[seat] = before[seat] - lost
            if lost:
                text = t.LOSES_LIFE(player=SeatRef(seat)) if lost == 1 else \
                    t.LOSES_LIVES(player=SeatRef(seat), count=lost)
                events.append(Event(K_MESSAGE, seat, text))
            if self.scores[seat] <= 0:
                self.out.append(seat)
                events.append(Event(K_MESSAGE, seat, t.IS_OUT(player=SeatRef(seat))))
        return row

    def _champion(self) -> int | None:
        """The game's winner, if the game is over (S1: a single leader at the target; S2: the last left)."""
        if self._lives:
            active = self.active()
            return active[0] if len(active) == 1 else None
        best = max(self.scores)
        leaders = [s for s in range(self.players) if self.scores[s] == best]
        return leaders[0] if best >= int(self.options["target_wins"]) and len(leaders) == 1 else None

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1, D2: gather and shuffle (or take ``deck``, top = last), three cards to each player in."""
        log = events if events is not None else []
        self.changed()
        self.clear_table("stock", log)
        self.lay_deck("stock", DECK, deck, log)
        stock = self.zones["stock"]
        self.dealer = dealer
        order = [self.after(dealer)]
        while len(order) < self.players - len(self.out):
            order.append(self.after(order[-1]))
        n = len(order)
        for i, seat in enumerate(order):                    # one at a time: card i, i + n, i + 2n
            hand = stock[-1 - i:-1 - i - n * HAND_SIZE:-n]
            self.zones[HANDS[seat]].extend(hand)
            log.append(Event(K_MOVE, seat, cards=tuple(hand), src="stock", dst=HANDS[seat]))
        del stock[len(stock) - n * HAND_SIZE:]
        log.append(self.draw("stock", "discard"))
        self.knocker = None
        self.taken = None
        self.turns = 0
        self.winners = []
        self.end = E_NONE
        self.takes = [[] for _ in range(self.players)]
        self.turn = order[0]
        self.phase = P_DRAW
        if self.options["dealt_31"] == "immediate":          # A9
            holders = [s for s in order if self.value(s) == THIRTY_ONE]
            if holders:
                self._thirty_one(sorted(holders), log)
                return
        self._start_turn(order[0], log)

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.turn < self.players or not 0 <= self.dealer < self.players:
            raise ValueError("thirtyone: turn and dealer must be seats")

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        pile = self.zones["discard"]
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "knocker": self.knocker, "taken": self.taken.text if self.taken else None,
            "first_round": self.first_round(), "turns": self.turns,
            "top": pile[-1].text if pile else None, "stock": len(self.zones["stock"]),
            "counts": [len(self.zones[HANDS[s]]) for s in range(self.players)],
            "out": list(self.out), "scores": list(self.scores), "winners": list(self.winners),
            "end": self.end.value, "takes": [[c.text for c in cs] for cs in self.takes],
            "scoring": self.options["scoring_mode"],
            "round": len(self.rounds) + (self.phase is P_DRAW or self.phase is P_DISCARD),
        }

    def result(self) -> ScoreSheet:
        finished = self.phase is P_OVER
        n = self.players
        rows = [ScoreRow(t.ROW_ROUND(number=i + 1), tuple(r)) for i, r in enumerate(self.rounds)]
        if self._lives:
            rows.insert(0, ScoreRow(t.ROW_START(), (int(self.options["lives"]),) * n))
        number = len(self.rounds) + (not finished and self.phase is not P_SHOWN)
        dealer = SeatRef(self.dealer)
        status = t.STATUS_KNOCKED(number=number, dealer=dealer, knocker=SeatRef(self.knocker)) \
            if self.knocker is not None else t.STATUS(number=number, dealer=dealer)
        return ScoreSheet(n, tuple(rows), tuple(self.scores), winners=tuple(self.winners) if finished else (),
                          finished=finished,
                          target=None if self._lives else int(self.options["target_wins"]), status=status)


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn with the seeded rng; ``deck``: the full card
    order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)
