"""Olsen, Danish crazy eights (spec: rules/olsen.md).

Rules in brief: the dealer deals 7 cards each, the next card starts the discard
pile and has no effect (D1-D3). In turn, from the dealer's left, a player puts
one card on the pile matching its suit or rank, or an 8 (R1, R2); who can play
must (R3); who cannot draws one card, up to three with ``max_draws=3``, and
must play a drawn card that fits (R4). An 8 names a suit (R5). A 2 makes the
next player draw two and lose his turn (R6). Who is left with one card must say
"Olsen" before another player next acts in his own turn (R7), else he may not
close on his next turn and draws one card instead (R8). The first out wins
(R9, S1); with ``scoring=points`` the others score their cards until somebody
reaches the target (S2); with ``play_for_places`` play goes on (S3). An empty
stock is refilled from the pile; who can neither play nor draw passes (R10).

Moves (text forms):
    ``0 play 7H`` (``0 play 7H 7C`` with multi_same_rank, last on top),
    ``0 draw``, ``0 keep`` (keep a fitting drawn card, may_draw_when_able),
    ``0 choose D`` (suit after an 8), ``0 call olsen``, ``0 pass`` (R10).

Decisions: A1 two players allowed; A2 ``may_draw_when_able`` (a voluntary draw
is one card, a fitting drawn card may be kept); A3 ``max_draws``; A4 a fitting
drawn card must be played (all draws of one turn are one move, stopping at the
first card that fits); A5 the table polices the call (window until another
player acts in his own turn; when the caller's own next turn comes first, as
with two players after a 2, his last card stays locked until he calls); A6 the
penalty is one draw on the next turn only; A7 the start card has no effect;
A8 closing on an 8 or 2 allowed (``no_finish_on_special``); A9
``multi_same_rank`` (any order, the first card must fit, a drawn card is played
alone); A10 reshuffle the pile but its top card; A11 wins tally or points.

A match in wins mode is one game; the session's next one comes from
``next_game`` (the deal moves one seat on, E10). ``public()["voids"]`` keeps, per
seat, the suits it drew on in its own turn, the table's memory of who could not
follow.
"""
from __future__ import annotations

import functools
from enum import Enum
from itertools import permutations
from typing import Any, Callable, ClassVar, Mapping, Sequence, TypeVar

from ...engine.cards import SUITS, Card, french_deck
from ...engine.events import Event, EventKind
from ...engine.kit.dealing import dealt
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, MessageTemplate, Param, RankRef, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.kit.shedding import can_draw, give, next_seat, restock
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GAME_OVER, GameState
from ...engine.view import Face, ZoneSpec
from . import INFO
from . import prompts

HAND_SIZE = 7
MAX_SEATS = 6
K = TypeVar("K")

_ = Catalog("olsen")
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("olsen", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("olsen", "That is not a move in Olsen"))
MUST_MATCH = _("R2.must_match", QT_TRANSLATE_NOOP("olsen", "Play {suit}, a {rank} or an eight"))
MUST_MATCH_ACE = _("R2.must_match_ace", QT_TRANSLATE_NOOP("olsen", "Play {suit}, an ace or an eight"))
MUST_MATCH_8 = _("R2.must_match_eight", QT_TRANSLATE_NOOP("olsen", "Play {suit} or an eight"))
NOT_IN_HAND = _("R2.not_in_hand", QT_TRANSLATE_NOOP("olsen", "You do not hold {card}"))
NO_CARD = _("R2.no_card", QT_TRANSLATE_NOOP("olsen", "Put a card on the discard pile"))
ONE_CARD = _("A9.one_card", QT_TRANSLATE_NOOP("olsen", "Play one card at a time"))
SAME_RANK = _("A9.same_rank", QT_TRANSLATE_NOOP("olsen", "Cards played together must have the same rank"))
MUST_PLAY = _("R3.must_play", QT_TRANSLATE_NOOP("olsen", "You have a card you can play"))
PLAY_DRAWN = _("R4.play_drawn", QT_TRANSLATE_NOOP("olsen", "You drew {card}: play it"))
PLAY_OR_KEEP = _("A2.play_or_keep", QT_TRANSLATE_NOOP("olsen", "You drew {card}: play it or keep it"))
NO_KEEP = _("A2.no_keep", QT_TRANSLATE_NOOP("olsen", "There is no drawn card to keep"))
ASKED_FOR = _("R5.asked_for", QT_TRANSLATE_NOOP("olsen", "The eight asked for {suit}"))
CHOOSE_FIRST = _("R5.choose_first", QT_TRANSLATE_NOOP("olsen", "Name a suit for your eight first"))
NO_EIGHT = _("R5.no_eight", QT_TRANSLATE_NOOP("olsen", "You name a suit only after playing an eight"))
BAD_SUIT = _("R5.bad_suit", QT_TRANSLATE_NOOP("olsen", "Name clubs, diamonds, hearts or spades"))
NOT_NOW = _("R7.not_now", QT_TRANSLATE_NOOP(
    "olsen", "You say Olsen when you play your second-to-last card"))
SAY_FIRST = _("R7.say_first", QT_TRANSLATE_NOOP("olsen", "Say Olsen before you play your last card"))
MUST_DRAW = _("R8.must_draw", QT_TRANSLATE_NOOP("olsen", "You must draw: you did not say Olsen"))
NO_FINISH = _("A8.no_finish", QT_TRANSLATE_NOOP("olsen", "Your last card may not be an eight or a two"))
NOTHING_TO_DRAW = _("R10.nothing_to_draw", QT_TRANSLATE_NOOP("olsen", "There is nothing left to draw"))
NO_PASS = _("R10.no_pass", QT_TRANSLATE_NOOP(
    "olsen", "You may pass only when you can neither play nor draw"))
# Descriptions and news.
D_PLAY = _("R2.play", QT_TRANSLATE_NOOP("olsen", "Play {card}"))
D_PLAY_MANY = _("A9.play", QT_TRANSLATE_NOOP("olsen", "Play {count} cards, {card} on top"))
D_DRAW = _("R4.draw", QT_TRANSLATE_NOOP("olsen", "Draw from the stock"))
D_KEEP = _("A2.keep", QT_TRANSLATE_NOOP("olsen", "Keep the drawn card"))
D_CHOOSE = _("R5.choose", QT_TRANSLATE_NOOP("olsen", "Ask for {suit}"))
D_CALL = _("R7.call", QT_TRANSLATE_NOOP("olsen", "Olsen!"))
D_PASS = _("R10.pass", QT_TRANSLATE_NOOP("olsen", "Pass"))
ASKS = _("R5.asks", QT_TRANSLATE_NOOP("olsen", "{player} asks for {suit}"))
SKIPPED = _("R6.skipped", QT_TRANSLATE_NOOP("olsen", "{player} draws {count} and misses the turn"))
FORGOT = _("R7.forgot", QT_TRANSLATE_NOOP("olsen", "{player} forgot to say Olsen"))
PASSES = _("R10.passes", QT_TRANSLATE_NOOP("olsen", "{player} passes"))
RESHUFFLED = _("R10.reshuffled", QT_TRANSLATE_NOOP("olsen", "The discard pile becomes the new stock"))
WINS = _("R9.wins", QT_TRANSLATE_NOOP("olsen", "{player} wins the game"))
OUT = _("S3.out", QT_TRANSLATE_NOOP("olsen", "{player} is out in place {place}"))
SCORED = _("S2.scored", QT_TRANSLATE_NOOP("olsen", "{player} closed game {number}"))
ROW_WIN = _("S1.row", QT_TRANSLATE_NOOP("olsen", "Game won"))
ROW_GAME = _("S2.row", QT_TRANSLATE_NOOP("olsen", "Game {number}"))
ROW_PLACES = _("S3.row", QT_TRANSLATE_NOOP("olsen", "Finishing place"))
STATUS_TARGET = _("S2.status", QT_TRANSLATE_NOOP("olsen", "Game {number}, target {target}"))


class Phase(str, Enum):
    PLAY = "play"      # the seat on turn plays, draws or passes
    CHOOSE = "choose"  # the seat that played an 8 names a suit
    DRAWN = "drawn"    # the seat on turn drew a card that fits: play it (or keep it, A2)
    OVER = "over"      # the match is over


# Enum members as plain names: reading one from its class costs Python 3.11 a lookup
# many times dearer than a global's, and the move loop reads them all the time.
_PLAY, _CHOOSE, _DRAWN, _OVER = Phase.PLAY, Phase.CHOOSE, Phase.DRAWN, Phase.OVER
_MOVE, _MESSAGE, _CALL = EventKind.MOVE, EventKind.MESSAGE, EventKind.CALL
_ROUND_OVER, _GAME_OVER = EventKind.ROUND_OVER, EventKind.GAME_OVER


# Interned moves: legal_moves hands out these objects, so ``move in legal`` is an identity test.
DECK: tuple[Card, ...] = tuple(french_deck())
HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(MAX_SEATS))
PLAY: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "play", (c,)) for c in DECK} for s in range(MAX_SEATS))
DRAW: tuple[Move, ...] = tuple(Move(s, "draw") for s in range(MAX_SEATS))
KEEP: tuple[Move, ...] = tuple(Move(s, "keep") for s in range(MAX_SEATS))
PASS: tuple[Move, ...] = tuple(Move(s, "pass") for s in range(MAX_SEATS))
CALL: tuple[Move, ...] = tuple(Move(s, "call", (), "olsen") for s in range(MAX_SEATS))
CHOOSE: tuple[tuple[Move, ...], ...] = tuple(tuple(Move(s, "choose", (), x) for x in SUITS)
                                             for s in range(MAX_SEATS))
#: The event of each single-card play and draw, per seat (events are values: shared,
#: not made on every play).
PLAYED: tuple[dict[Card, Event], ...] = tuple(
    {c: Event(EventKind.MOVE, s, cards=(c,), src=HANDS[s], dst="discard") for c in DECK} for s in range(MAX_SEATS))
DREW: tuple[dict[Card, Event], ...] = tuple(
    {c: Event(EventKind.MOVE, s, cards=(c,), src="stock", dst=HANDS[s]) for c in DECK} for s in range(MAX_SEATS))
SPECIAL = ("2", "8")
_STOCK = ZoneSpec(Face.DOWN)
_DISCARD = ZoneSpec(Face.UP)
_HAND_SPECS = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))


def _fitting(suit: str, rank: str = "") -> frozenset[Card]:
    return frozenset(c for c in DECK if c.rank == "8" or c.suit == suit or c.rank == rank)


class _Fits(dict[K, frozenset[Card]]):
    """The cards that may go on the pile, by what lies on it (a set: one lookup per hand
    card); filled on first use, so any key read from a saved state has an answer."""

    def __init__(self, make: Callable[[K], frozenset[Card]]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> frozenset[Card]:
        found = self[key] = self.make(key)
        return found


#: R2: by the pile's top card; R5: by the suit named with an 8.
TOP_FITS: _Fits[Card] = _Fits(lambda top: _fitting(top.suit, top.rank))
SUIT_FITS: _Fits[str] = _Fits(_fitting)


class State(GameState):
    """An Olsen match: one game (wins, places) or a series of games (points).

    Change it only through ``apply`` (or ``deal``): ``legal_moves`` remembers its
    last answer until then.
    """

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "turn", "phase", "suit", "drawn", "window", "precall", "said", "forgot",
        "skipped", "voids", "closer", "places", "scores", "rounds")

    dealer: int
    turn: int
    phase: Phase
    #: The suit named with the 8 on top ("" when none).
    suit: str
    #: The fitting card just drawn (phase DRAWN).
    drawn: Card | None
    #: The seat whose "Olsen" call is still open (one card left, not said yet).
    window: int | None
    #: The seat on turn that said "Olsen" before its play.
    precall: int | None
    #: The seat that said "Olsen" last (speech bubble); cleared when another seat acts.
    said: int | None
    #: Seats that forgot "Olsen": R8 on their next turn.
    forgot: list[int]
    #: The seat that just drew two and lost its turn (R6).
    skipped: int | None
    #: Per seat the suits in play when it drew in its own turn (public memory).
    voids: list[str]
    #: The seat that closed the last game.
    closer: int | None
    #: Finishing order (play_for_places).
    places: list[int]
    #: Games won (wins) or penalty totals (points), per seat.
    scores: list[int]
    #: One row per scored game.
    rounds: list[list[int]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"olsen: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        if self.options.get("play_for_places") and self.options.get("scoring") == "points":
            raise ValueError("olsen: play_for_places cannot be combined with scoring=points (S3)")
        self._max_draws = int(self.options.get("max_draws", 1))
        self._may_draw = bool(self.options.get("may_draw_when_able", False))
        self._multi = bool(self.options.get("multi_same_rank", False))
        self._no_finish = bool(self.options.get("no_finish_on_special", False))
        self._points = self.options.get("scoring") == "points"
        self._for_places = bool(self.options.get("play_for_places", False))
        self._plain = not (self._multi or self._no_finish)     # a play is one card that fits
        self._simple = self._plain and not self._may_draw       # and who can play must
        self.dealer = players - 1
        self.turn = 0
        self.phase = _PLAY
        self.suit = ""
        self.drawn = None
        self.window = None
        self.precall = None
        self.said = None
        self.forgot = []
        self.skipped = None
        self.voids = [""] * players
        self.closer = None
        self.places = []
        self.scores = [0] * players
        self.rounds = []

    # --- zones ------------------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "discard", *HANDS[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "stock":
            return _STOCK
        if zone == "discard":
            return _DISCARD
        return _HAND_SPECS[int(zone[5:])]

    # --- who may act ------------------------------------------------------

    def actors(self) -> list[int]:
        if self.phase is _OVER:
            return []
        window = self.window
        if window is None or window == self.turn:
            return [self.turn]
        return [self.turn, window]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def suit_in_play(self) -> str:
        """The suit a card must follow: the named suit, else the top card's."""
        return self.suit or self.zones["discard"][-1].suit

    def fits(self, card: Card) -> bool:
        """R2/R5: may ``card`` be put on the pile (ignoring turn and last-card rules)?"""
        return card in self.fitting()

    def fitting(self) -> frozenset[Card]:
        """The cards that may go on the pile now (R2/R5, ignoring turn and last-card rules)."""
        suit = self.suit
        return SUIT_FITS[suit] if suit else TOP_FITS[self.zones["discard"][-1]]

    def can_draw(self) -> bool:
        """R10: is there a card to draw (in the stock, or under the pile's top card)?"""
        return can_draw(self)

    def plays(self, seat: int) -> list[Move]:
        """The plays R2/R5/A8/A9 allow ``seat`` from its hand (turn and R7/R8 aside)."""
        return self._plays(seat, self.zones[HANDS[seat]])

    def _plays(self, seat: int, hand: list[Card]) -> list[Move]:
        """``plays`` from ``hand`` (a new list)."""
        suit = self.suit
        fit = SUIT_FITS[suit] if suit else TOP_FITS[self.zones["discard"][-1]]
        play = PLAY[seat]
        out = [play[c] for c in hand if c in fit]
        if self._plain or not out:
            return out
        if self._multi:
            out = self._multi_plays(seat, hand, out)
        if self._no_finish and len(hand) <= 4:
            out = [m for m in out if len(m.cards) < len(hand) or m.cards[0].rank not in SPECIAL]
        return out

    def _multi_plays(self, seat: int, hand: list[Card], singles: list[Move]) -> list[Move]:
        """A9: every ordered group of one rank whose first card fits."""
        out: list[Move] = []
        for single in singles:
            first = single.cards[0]
            out.append(single)
            others = [c for c in hand if c.rank == first.rank and c is not first]
            for size in range(1, len(others) + 1):
                out += [Move(seat, "play", (first, *rest)) for rest in permutations(others, size)]
        return out

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _PLAY and seat == self.turn and self.window != seat and self._simple:
            zones = self.zones                              # the usual turn, default rules:
            hand = zones[HANDS[seat]]                       # the fitting cards, else a draw
            suit = self.suit
            fit = SUIT_FITS[suit] if suit else TOP_FITS[zones["discard"][-1]]
            play = PLAY[seat]
            out = [play[c] for c in hand if c in fit]
            if not out or len(hand) == 1 and seat in self.forgot:
                return [DRAW[seat] if zones["stock"] or len(zones["discard"]) > 1 else PASS[seat]]
            if len(hand) == 2 and self.precall != seat:     # the play leaves one card: Olsen
                out.append(CALL[seat])
            return out
        return self._legal_any(seat)

    def _legal_any(self, seat: int) -> list[Move]:
        """``_legal`` in every situation and with every house rule."""
        phase = self.phase
        if phase is _OVER:
            return []
        out = [CALL[seat]] if self.window == seat else []
        if seat != self.turn:
            return out
        if phase is _PLAY:
            hand = self.zones[HANDS[seat]]
            if len(hand) == 1 and seat in self.forgot:      # R8: the last card is locked
                out.append(DRAW[seat] if self.can_draw() else PASS[seat])
                return out
            plays = self._plays(seat, hand)
            if not plays:
                out.append(DRAW[seat] if self.can_draw() else PASS[seat])
                return out
            if out and len(hand) == 1:                      # A5: say Olsen before closing
                if self._may_draw and self.can_draw():
                    out.append(DRAW[seat])
                return out
            left = len(hand) - 1                            # a play that leaves one card
            call = self.precall != seat and self.window != seat and (
                left == 1 or self._multi and any(len(m.cards) == left for m in plays))
            out = out + plays if out else plays
            if self._may_draw and self.can_draw():
                out.append(DRAW[seat])
            if call:
                out.append(CALL[seat])
            return out
        if phase is _CHOOSE:
            out += CHOOSE[seat]
            return out
        drawn = self.drawn                                  # _DRAWN
        assert drawn is not None
        out.append(PLAY[seat][drawn])
        if self._may_draw:
            out.append(KEEP[seat])
        if len(self.zones[HANDS[seat]]) == 2 and self.precall != seat and self.window != seat:
            out.append(CALL[seat])
        return out

    # --- explanations -----------------------------------------------------

    def explain(self, move: Move) -> Message:
        seat, verb = move.seat, move.verb
        if self.phase is _OVER:
            return GAME_OVER()
        if verb not in ("play", "draw", "keep", "choose", "call", "pass") or \
                (verb != "play" and move.cards) or (verb not in ("choose", "call") and move.arg):
            return NOT_A_MOVE()
        if seat not in self.actors():
            return NOT_YOUR_TURN()
        if verb == "call":
            return NOT_A_MOVE() if move.arg != "olsen" else NOT_NOW()
        if seat != self.turn:
            return NOT_YOUR_TURN()
        if self.phase is _CHOOSE:
            return BAD_SUIT() if verb == "choose" else CHOOSE_FIRST()
        if verb == "choose":
            return NO_EIGHT()
        if self.phase is _DRAWN:
            assert self.drawn is not None
            return (PLAY_OR_KEEP if self._may_draw else PLAY_DRAWN)(card=self.drawn)
        hand = self.zones[HANDS[seat]]
        if verb == "keep":
            return NO_KEEP()
        if verb == "play" and len(hand) == 1 and seat in self.forgot:
            return MUST_DRAW()
        if verb == "play":
            return self._explain_play(seat, move.cards, hand)
        if verb == "draw":
            return MUST_PLAY() if self.can_draw() else NOTHING_TO_DRAW()
        return NO_PASS()

    def _explain_play(self, seat: int, cards: Sequence[Card], hand: list[Card]) -> Message:
        if not cards:
            return NO_CARD()
        for card in cards:
            if card not in hand:
                return NOT_IN_HAND(card=card)
        if len(cards) > 1 and not self._multi:
            return ONE_CARD()
        if len(set(cards)) != len(cards) or any(c.rank != cards[0].rank for c in cards):
            return SAME_RANK()
        if self.window == seat and len(hand) == 1:
            return SAY_FIRST()
        if not self.fits(cards[0]):
            if self.suit:
                return ASKED_FOR(suit=SuitRef(self.suit))
            top = self.zones["discard"][-1]
            if top.rank == "8":
                return MUST_MATCH_8(suit=SuitRef(top.suit))
            if top.rank == "A":
                return MUST_MATCH_ACE(suit=SuitRef(top.suit))
            return MUST_MATCH(suit=SuitRef(top.suit), rank=RankRef(top.rank))
        if self._no_finish and len(cards) == len(hand) and cards[0].rank in SPECIAL:
            return NO_FINISH()
        return MUST_PLAY()

    def describe(self, move: Move) -> Message:
        verb = move.verb
        if verb == "play" and len(move.cards) > 1:
            return D_PLAY_MANY(count=len(move.cards), card=move.cards[-1])
        if verb == "play" and move.cards:
            return D_PLAY(card=move.cards[0])
        if verb == "draw":
            return D_DRAW()
        if verb == "keep":
            return D_KEEP()
        if verb == "choose" and move.arg in SUITS and move.arg:
            return D_CHOOSE(suit=SuitRef(move.arg))
        if verb == "call":
            return D_CALL()
        if verb == "pass":
            return D_PASS()
        return NOT_A_MOVE()

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb == "play":
            if self.phase is _PLAY:
                if self.window is None and self.said is None:  # nobody's Olsen to settle
                    self.skipped = None
                else:
                    self._act(seat, events)
            self._play(seat, move.cards, events)
        elif verb == "draw":
            self._act(seat, events)
            self._draw_turn(seat, events)
        elif verb == "choose":
            self.suit = move.arg
            events.append(_news(ASKS, seat, move.arg))
            self._end_turn(seat)
        elif verb == "call":
            if self.window == seat:
                self.window = None
            else:
                self.precall = seat
            self.said = seat
            events.append(_called(seat))
        elif verb == "keep":
            self._end_turn(seat)
        else:                                               # pass (R10)
            self._act(seat, events)
            events.append(_news(PASSES, seat))
            self._end_turn(seat)
        return events

    def _act(self, seat: int, events: list[Event]) -> None:
        """``seat`` acts in its own turn: another seat's open Olsen window closes (R7)."""
        window = self.window
        if window is not None and window != seat:
            self.window = None
            self.forgot = sorted({*self.forgot, window})
            events.append(_news(FORGOT, window))
        said = self.said
        if said is not None and said != seat:
            self.said = None
        self.skipped = None

    def _next(self, seat: int) -> int:
        """The next seat clockwise that still plays."""
        places = self.places
        return next_seat(seat, self.players, 1, places) if places else (seat + 1) % self.players

    def _end_turn(self, seat: int, following: int | None = None) -> None:
        """``seat``'s turn is over (R8 lapses); ``following`` (None: the next seat) is to move."""
        forgot = self.forgot
        if forgot and seat in forgot:
            forgot.remove(seat)
        self.precall = None
        self.drawn = None
        self.phase = _PLAY
        if following is None:
            places = self.places
            following = next_seat(seat, self.players, 1, places) if places else (seat + 1) % self.players
        self.turn = following

    def _play(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        zones = self.zones
        hand = zones[HANDS[seat]]
        first = top = cards[0]
        if len(cards) == 1:
            hand.remove(first)
            zones["discard"].append(first)
            events.append(PLAYED[seat][first])
        else:
            for card in cards:
                hand.remove(card)
            zones["discard"].extend(cards)
            events.append(Event(_MOVE, seat, None, cards, HANDS[seat], "discard"))
            top = cards[-1]
        self.suit = ""
        voids = self.voids
        if voids[seat]:
            voids[seat] = voids[seat].replace(first.suit, "").replace(top.suit, "")
        left = len(hand)
        if left == 1:
            if self.precall == seat:
                self.said = seat
            else:
                self.window = seat
        elif self.window == seat:
            self.window = None
        rank = top.rank
        if rank != "2" and left and rank != "8":            # the usual play: the turn passes
            self._end_turn(seat)
            return
        self.drawn = None
        self.precall = None
        following = self._next(seat)
        if rank == "2":                                     # R6
            victim = following
            self._give(victim, 2 * len(cards), events)
            self.skipped = victim
            if victim in self.forgot:
                self.forgot.remove(victim)
            following = self._next(victim)
        if left == 0:
            self._out(seat, top, following, events)
        elif rank == "8":
            self.phase = _CHOOSE
        else:
            self._end_turn(seat, following)

    def _give(self, victim: int, count: int, events: list[Event]) -> None:
        """R6: ``victim`` draws ``count`` cards (as many as there are, R10)."""
        given = give(self, victim, count, events, RESHUFFLED())
        events.append(_news(SKIPPED, victim, count=given))

    def _restock(self, events: list[Event]) -> bool:
        """R10: all of the pile but its top card becomes the new, shuffled stock."""
        return restock(self, events, RESHUFFLED())

    def _draw_turn(self, seat: int, events: list[Event]) -> None:
        """R4 (and R8, A2): draw, stopping at the first card that fits."""
        hand = self.zones[HANDS[seat]]
        if len(hand) == 1 and seat in self.forgot or self._may_draw and self.plays(seat):
            limit = 1                                       # R8, or a voluntary draw (A2)
        else:                                               # (without A2 a draw means no play)
            limit = self._max_draws
        if self.window == seat:                             # his hand grows: nothing to say
            self.window = None
        suit = self.suit                                    # the pile's top stays while drawing
        top = self.zones["discard"][-1]
        wanted = suit or top.suit
        voids = self.voids
        if wanted not in voids[seat]:
            voids[seat] += wanted
        fit = SUIT_FITS[suit] if suit else TOP_FITS[top]
        stock = self.zones["stock"]
        drew = DREW[seat]
        for _ in range(limit):
            if not stock and not self._restock(events):
                break
            card = stock.pop()
            hand.append(card)
            events.append(drew[card])
            if card in fit:
                self.phase = _DRAWN
                self.drawn = card
                return
        self._end_turn(seat)

    def _out(self, seat: int, top: Card, following: int, events: list[Event]) -> None:
        """R9: ``seat`` played its last card."""
        if not self._for_places:
            self._close(seat, events)
            return
        self.places.append(seat)
        events.append(Event(_MESSAGE, seat, OUT(player=SeatRef(seat), place=len(self.places))))
        left = [s for s in range(self.players) if s not in self.places]
        if len(left) == 1:                                  # S3: the last one is last
            self.places.append(left[0])
            self.closer = self.places[0]
            self._finish(events)
        elif top.rank == "8":
            self.phase = _CHOOSE                       # R9: the suit is named as usual
        else:
            self._end_turn(seat, following)

    def _close(self, closer: int, events: list[Event]) -> None:
        """S1/S2: score the game; in points mode deal the next one unless the target is reached."""
        self.closer = closer
        events.append(Event(_MESSAGE, closer, WINS(player=SeatRef(closer))))
        if not self._points:
            self.rounds.append([int(s == closer) for s in range(self.players)])
            self.scores[closer] += 1
            self._finish(events)
            return
        row = [sum(c.value for c in self.zones[HANDS[s]]) for s in range(self.players)]
        self.rounds.append(row)
        self.scores = [a + b for a, b in zip(self.scores, row)]
        events.append(Event(_ROUND_OVER, closer,
                            SCORED(player=SeatRef(closer), number=len(self.rounds))))
        if max(self.scores) >= int(self.options["target"]):
            self._finish(events)
        else:
            self.deal((self.dealer + 1) % self.players, events)

    def _finish(self, events: list[Event]) -> None:
        self.phase = _OVER
        self.window = None
        self.precall = None
        self.drawn = None
        events.append(Event(_GAME_OVER, self.closer))

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None,
             deck: Sequence[Card] | None = None) -> None:
        """D1-D3: gather the cards, shuffle the deck (or take ``deck``, top = last), deal 7 each."""
        log = events if events is not None else []
        self.changed()
        self.clear_table("stock", log)
        self.lay_deck("stock", DECK, deck, log)
        stock = self.zones["stock"]
        self.dealer = dealer
        n = self.players
        dealt = len(stock) - n * HAND_SIZE
        top = stock[:dealt - 1:-1]                          # the cards dealt, the top one first
        del stock[dealt:]
        for i in range(n):                                  # one card at a time from the left
            seat = (dealer + 1 + i) % n
            hand = tuple(top[i::n])
            self.zones[HANDS[seat]] += hand
            log.append(Event(_MOVE, seat, None, hand, "stock", HANDS[seat]))
        log.append(self.draw("stock", "discard"))
        self.turn = (dealer + 1) % n
        self.phase = _PLAY
        self.suit = ""
        self.drawn = self.window = self.precall = self.said = self.skipped = None
        self.forgot = []
        self.voids = [""] * n
        self.places = []

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.turn < self.players or not 0 <= self.dealer < self.players:
            raise ValueError("olsen: turn and dealer must be seats")

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        pile = self.zones["discard"]
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "suit": self.suit or None, "top": pile[-1].text if pile else None,
            "suit_in_play": self.suit_in_play() if pile else None,
            "window": self.window, "forgot": list(self.forgot), "said": self.said,
            "skipped": self.skipped, "voids": list(self.voids),
            "counts": [len(self.zones[HANDS[s]]) for s in range(self.players)],
            "scoring": self.options["scoring"], "target": self.options["target"],
            "scores": list(self.scores), "round": len(self.rounds) + (self.phase is not _OVER),
            "places": list(self.places), "closer": self.closer,
        }

    def result(self) -> ScoreSheet:
        finished = self.phase is _OVER
        n = self.players
        if self._for_places:
            place = {seat: i + 1 for i, seat in enumerate(self.places)}
            values = tuple(place.get(s) for s in range(n))
            return ScoreSheet(n, (ScoreRow(ROW_PLACES(), values),), tuple(v or 0 for v in values),
                              winners=(self.places[0],) if finished else (), finished=finished,
                              lower_is_better=True)
        if not self._points:
            rows = tuple(ScoreRow(ROW_WIN(), tuple(r)) for r in self.rounds)
            won = (self.closer,) if finished and self.closer is not None else ()
            return ScoreSheet(n, rows, tuple(self.scores), winners=won, finished=finished)
        rows = tuple(ScoreRow(ROW_GAME(number=i + 1), tuple(r)) for i, r in enumerate(self.rounds))
        low = min(self.scores)
        winners = tuple(s for s in range(n) if self.scores[s] == low) if finished else ()
        target = int(self.options["target"])
        return ScoreSheet(n, rows, tuple(self.scores), winners=winners, finished=finished,
                          lower_is_better=True, target=target,
                          status=STATUS_TARGET(number=len(self.rounds) + 1, target=target))


@functools.lru_cache(maxsize=1024)
def _news(template: MessageTemplate, seat: int, suit: str = "", count: int | None = None) -> Event:
    """The news "``seat`` ..." (with a ``suit`` or ``count`` if given) as one shared event."""
    params: dict[str, Param] = {"player": SeatRef(seat)}
    if suit:
        params["suit"] = SuitRef(suit)
    if count is not None:
        params["count"] = count
    return Event(_MESSAGE, seat, template(**params))


@functools.lru_cache(maxsize=MAX_SEATS)
def _called(seat: int) -> Event:
    return Event(_CALL, seat, D_CALL())


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt match. ``dealer`` None: drawn with the seeded rng; ``deck``: the full
    card order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)


def next_game(state: State, seed: int) -> State:
    """The next match of a session (E10): same players and rules, the deal moves one seat on."""
    return new_game(state.players, state.options, seed=seed, dealer=(state.dealer + 1) % state.players)
