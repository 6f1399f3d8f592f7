"""Gris, passing the pig (spec: rules/gris.md).

Rules in brief: 36 cards (6-A) for 4-6 players, 52 for 7-10 (A6, D1); the
dealer deals them all from his left (D2). 6♠ is the pig. Its holder passes it
face up to the left; the receiver gives him any other card back face down,
then passes it on (R1). A player with four of a kind may lay it down at any
moment of the passing, once any give-back he owes is made (R2, A2, A3): he is
safe and the race begins, in which every other player lays down any four cards
(R3, A10); the last one left is GRIS at once (R4), gets a pig point (S1) and
deals next (A7). A false four of a kind is refused, or with
``false_lay_down=gris`` makes its player GRIS (A5). After ``max_laps`` rounds of
the pig the deal is void and the same dealer deals again (R6, A9). The game
ends when somebody reaches ``pig_limit`` (S2); the fewest points win. With
``pig_limit=0`` it has no end: at each new deal any player may ``stop`` it (S3).

Moves (text forms):
    ``0 pass 6S`` (the pig to the left), ``1 give 9H`` (back to the right
    neighbour; ``1 give 9H 3`` names a seat, refused unless it is that one),
    ``2 four 6S 6H 6D 6C`` (four of a kind, or any four under
    ``false_lay_down=gris``), ``3 down 8S 8H TD KC`` (the race), ``0 stop``.

Decisions: A1 only the pig travels, the card back is hidden; A2 four sixes
with the pig count; A3 laying down needs no turn, a give-back owed comes first;
A4 the engine keeps the order of lay-downs as the table reports them (the
race's clock lives in the table), ``race_signal=flash`` makes the first
lay-down a call ("Fire ens!"), ``quiet`` lays it silently; A5-A10 as above.

Hidden information: the pig is face up wherever it lies (``visible``); every
other hand card only its owner sees, so the card given back travels hidden.
"""
from __future__ import annotations

from enum import Enum
from itertools import combinations
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.events import (  # the kinds by plain name: hot paths
    Event, CALL as _CALL, GAME_OVER as _GAME_OVER, MESSAGE as _MESSAGE, MOVE as _MOVE, ROUND_OVER as _ROUND_OVER)
from ...engine.kit.dealing import dealt
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, RankRef, SeatRef
from ...engine.moves import Move, shared_move
from ...engine.registry import GameInfo
from ...engine.score import ROUND, ScoreRow, ScoreSheet
from ...engine.state import GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts

MAX_SEATS = 10
PIG = Card("6", "S")
#: Rank order of a sorted hand (D3): the table shows it so, "first four" follows it.
RANK_ORDER = "23456789TJQKA"
SUIT_ORDER = "SHDC"
SHORT_DECK: tuple[Card, ...] = tuple(french_deck(ranks="6789TJQKA"))
FULL_DECK: tuple[Card, ...] = tuple(french_deck())
HANDS = tuple(f"hand/{s}" for s in range(MAX_SEATS))
LAID = tuple(f"laid/{s}" for s in range(MAX_SEATS))
SPECS: dict[str, ZoneSpec] = {"stock": ZoneSpec(Face.DOWN), "table": ZoneSpec(Face.UP),
                              **{h: ZoneSpec(Face.OWNER, s) for s, h in enumerate(HANDS)},
                              **{z: ZoneSpec(Face.UP) for z in LAID}}
PASS = tuple(Move(s, "pass", (PIG,)) for s in range(MAX_SEATS))
GIVE: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "give", (c,)) for c in FULL_DECK} for s in range(MAX_SEATS))
_NEW = object.__new__
_SET_SEAT, _SET_VERB, _SET_CARDS, _SET_ARG = (vars(Move)[f].__set__ for f in ("seat", "verb", "cards", "arg"))


def race_moves(seat: int, hand: Sequence[Card]) -> list[Move]:
    """Every ``down`` of four cards from ``hand`` (R3, A10), in hand order. A race offers
    up to 210 at once, made once per racer: filled straight into their slots, equal to
    ``Move(seat, "down", four)`` at a third of the constructor's cost."""
    moves = []
    for four in combinations(sorted(hand, key=hand_key), 4):
        move = _NEW(Move)
        _SET_SEAT(move, seat)
        _SET_VERB(move, "down")
        _SET_CARDS(move, four)
        _SET_ARG(move, "")
        moves.append(move)
    return moves

_ = Catalog("gris")
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("gris", "That is not a move in Gris"))
NOT_IN_HAND = _("R1.not_in_hand", QT_TRANSLATE_NOOP("gris", "You do not hold {card}"))
NOT_HOLDER = _("R1.not_holder", QT_TRANSLATE_NOOP("gris", "{player} has the pig, not you"))
ONLY_PIG = _("R1.only_pig", QT_TRANSLATE_NOOP("gris", "Only the pig is sent on"))
PASS_LEFT = _("R1.pass_left", QT_TRANSLATE_NOOP("gris", "Send the pig to {player}, on your left"))
GIVE_FIRST = _("R2.give_first", QT_TRANSLATE_NOOP("gris", "Give a card back to {player} first"))
NO_GIVE = _("R1.no_give", QT_TRANSLATE_NOOP("gris", "You owe nobody a card now"))
PIG_BACK = _("R1.pig_back", QT_TRANSLATE_NOOP("gris", "You cannot give the pig back"))
GIVE_TO = _("R1.give_to", QT_TRANSLATE_NOOP("gris", "Give the card back to {player}"))
ONE_CARD = _("R1.one_card", QT_TRANSLATE_NOOP("gris", "Choose one card to give back"))
NO_FOUR = _("R2.no_four", QT_TRANSLATE_NOOP("gris", "You do not have four of a kind"))
FOUR_CARDS = _("R3.four_cards", QT_TRANSLATE_NOOP("gris", "Lay down exactly four cards"))
RACE_ON = _("R3.race_on", QT_TRANSLATE_NOOP("gris", "The race is on: lay down four cards"))
NOT_YET = _("R3.not_yet", QT_TRANSLATE_NOOP("gris", "The race has not begun: only four of a kind may be laid down"))
LAID_ALREADY = _("R3.laid", QT_TRANSLATE_NOOP("gris", "You have laid down already"))
NO_STOP = _("S3.no_stop", QT_TRANSLATE_NOOP(
    "gris", "The game can be stopped only at a new deal, in a game without end"))
# Descriptions and news.
D_PASS = _("R1.pass", QT_TRANSLATE_NOOP("gris", "Send"))
D_GIVE = _("R1.give", QT_TRANSLATE_NOOP("gris", "Give"))
D_FOUR = _("R2.four", QT_TRANSLATE_NOOP("gris", "Fire ens!"))
D_FOUR_OF = _("R2.four_of", QT_TRANSLATE_NOOP("gris", "Fire ens! ({rank})"))
D_DOWN = _("R3.down", QT_TRANSLATE_NOOP("gris", "LÆG NED!"))
D_STOP = _("S3.stop", QT_TRANSLATE_NOOP("gris", "Stop the game"))
CALL_FOUR = _("R2.call", QT_TRANSLATE_NOOP("gris", "Fire ens!"))
SAFE = _("R5.safe", QT_TRANSLATE_NOOP("gris", "{player} is safe as number {place}"))
IS_GRIS = _("R4.gris", QT_TRANSLATE_NOOP("gris", "GRIS!"))
ROUND_GRIS = _("S1.round", QT_TRANSLATE_NOOP("gris", "{player} is GRIS and deals next"))
FALSE_GRIS = _("A5.false", QT_TRANSLATE_NOOP(
    "gris", "{player} laid down four cards that are not four of a kind and is GRIS"))
VOID = _("R6.void", QT_TRANSLATE_NOOP(
    "gris", "The pig went round {laps} times without four of a kind: the deal is void"))
ROW_GRIS = _("S1.row", QT_TRANSLATE_NOOP("gris", "Round {n}: {player} is GRIS – 1 pig point (S1)"))
ROW_VOID = _("R6.row", QT_TRANSLATE_NOOP("gris", "Round {n}: void, nobody scores (R6)"))
STATUS = _("S2.status", QT_TRANSLATE_NOOP("gris", "Round {round} · {points} pig points end the game"))
STATUS_ENDLESS = _("S3.status", QT_TRANSLATE_NOOP("gris", "Round {round} · no end"))
LAST_RACE = _("S2.last_race", QT_TRANSLATE_NOOP("gris", "{status} · last race: {order}"))
ORDER = _("S2.order", QT_TRANSLATE_NOOP("gris", "{first}, {rest}"))


def order_message(seats: Sequence[int]) -> Message | SeatRef:
    """A finishing order as one message: "Carl, Bo, Anna, Erik, Dina"."""
    if len(seats) == 1:
        return SeatRef(seats[0])
    return ORDER(first=SeatRef(seats[0]), rest=order_message(seats[1:]))


def hand_key(card: Card) -> tuple[int, int]:
    """The order of a sorted hand: by rank (equal ranks together), then suit."""
    return RANK_ORDER.index(card.rank), SUIT_ORDER.index(card.suit)


def first_four(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The first four cards in hand order (the race's one-click lay-down)."""
    return tuple(sorted(hand, key=hand_key)[:4])


def quads(hand: Sequence[Card]) -> tuple[str, ...]:
    """The ranks of which ``hand`` holds all four cards."""
    if len(hand) < 4:
        return ()
    ranks = [c.rank for c in hand]
    found = {r for r in ranks if ranks.count(r) == 4}
    return tuple(sorted(found, key=RANK_ORDER.index)) if found else ()


class Phase(str, Enum):
    PASS = "pass"      # the pig goes round (R1, R2)
    RACE = "race"      # everybody not yet safe lays down four cards (R3)
    OVER = "over"

# Phases as plain names: reading a member off its enum class costs Python 3.11 many
# times a global's, and the move loop reads them all the time.
_PASS, _OVER, _RACE = Phase.PASS, Phase.OVER, Phase.RACE


class State(GameState):
    """A game of Gris. Change it only through ``apply`` (or ``deal``)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "phase", "holder", "owing", "start", "laps", "passes", "places",
        "last_order", "scores", "rounds", "stopped")

    dealer: int
    phase: Phase
    #: The seat holding the pig.
    holder: int
    #: Whether the holder still owes the seat on his right a card back (R1).
    owing: bool
    #: The holder when the passing began; a lap ends each time the pig is back there (R6).
    start: int
    laps: int
    passes: int
    #: This round's lay-downs in order: the four of a kind first (R2, R3).
    places: list[int]
    #: The last finished round's order, its GRIS last (the score panel).
    last_order: list[int]
    scores: list[int]
    #: Per round its GRIS, -1 for a void deal (R6).
    rounds: list[int]
    stopped: bool

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 4 <= players <= MAX_SEATS:
            raise ValueError(f"gris: {players} players (allowed 4-{MAX_SEATS})")
        super().__init__(players, options, seed)
        self._false_gris = self.options.get("false_lay_down") == "gris"
        self._flash = self.options.get("race_signal", "flash") == "flash"
        self._limit = int(self.options.get("pig_limit", 5))
        self._max_laps = int(self.options.get("max_laps", 20))
        self.dealer = 0
        self.phase = _PASS
        self.holder = self.start = 0
        self.owing = False
        self.laps = self.passes = 0
        self.places = []
        self.last_order = []
        self.scores = [0] * players
        self.rounds = []
        self.stopped = False
        self._quads: list[tuple[str, ...] | None] = [None] * players
        self._actors: list[int] | None = None
        #: Per seat its race moves, made once per race.
        self._downs: list[list[Move] | None] = [None] * players

    def clone(self) -> "State":
        new = super().clone()
        assert isinstance(new, State)
        new._quads = self._quads[:]
        new._downs = self._downs[:]
        return new

    # --- zones ------------------------------------------------------------

    @property
    def deck(self) -> tuple[Card, ...]:
        return SHORT_DECK if self.players <= 6 else FULL_DECK

    def zone_names(self) -> list[str]:
        return ["stock", "table", *HANDS[:self.players], *LAID[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        return SPECS[zone]

    def visible(self, zone: str, index: int, seat: int | None) -> bool:
        if self.zones[zone][index] is PIG and zone != "stock":
            return True                                      # the pig is always face up
        return super().visible(zone, index, seat)

    def hand(self, seat: int) -> list[Card]:
        return self.zones[HANDS[seat]]

    def quads_of(self, seat: int) -> tuple[str, ...]:
        """The ranks of which ``seat`` holds four (remembered until its hand changes)."""
        known = self._quads[seat]
        if known is None:
            known = self._quads[seat] = quads(self.zones[HANDS[seat]])
        return known

    # --- who may act ------------------------------------------------------

    def left(self, seat: int) -> int:
        return (seat + 1) % self.players

    def right(self, seat: int) -> int:
        return (seat - 1) % self.players

    def stoppable(self) -> bool:
        """S3: a game without end may be stopped at a new deal, before the pig moves."""
        return self._limit == 0 and self.phase is _PASS and self.passes == 0 and not self.owing

    def actors(self) -> list[int]:
        known = self._actors
        if known is None:
            known = self._actors = self._find_actors()
        return known[:]

    def changed(self) -> None:
        super().changed()
        self._actors = None
        self._quads = [None] * self.players
        self._downs = [None] * self.players

    def _find_actors(self) -> list[int]:
        phase = self.phase
        if phase is _OVER:
            return []
        if phase is _RACE:
            return [s for s in range(self.players) if s not in self.places]
        holder = self.holder
        if self._false_gris or not self._limit and self.stoppable():
            return [holder, *(s for s in range(self.players) if s != holder)]
        known = self._quads
        if None in known:
            for seat in range(self.players):
                self.quads_of(seat)
        if not any(known):
            return [holder]
        return [holder, *[s for s, q in enumerate(known) if q and s != holder]]

    def to_move(self) -> int | None:
        return self.holder if self.phase is _PASS else None

    def is_over(self) -> bool:
        return self.phase is _OVER

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _OVER:
            return []
        hand = self.zones[HANDS[seat]]
        if phase is _RACE:
            if seat in self.places:
                return []
            known = self._downs[seat]                        # a racing hand stays as it is
            if known is None:
                known = self._downs[seat] = race_moves(seat, hand)
            return known
        if seat == self.holder and self.owing:
            give = GIVE[seat]
            return [give[c] for c in hand if c is not PIG]
        moves = [PASS[seat]] if seat == self.holder else []
        if self._false_gris:
            moves += [shared_move(seat, "four", c) for c in combinations(sorted(hand, key=hand_key), 4)]
        else:
            for rank in self.quads_of(seat):
                moves.append(shared_move(seat, "four", tuple(sorted((c for c in hand if c.rank == rank),
                                                                   key=hand_key))))
        if self.stoppable():
            moves.append(shared_move(seat, "stop"))
        return moves

    def explain(self, move: Move) -> Message:
        verb, seat, cards = move.verb, move.seat, move.cards
        hand = self.zones[HANDS[seat]] if 0 <= seat < self.players else []
        owes = self.phase is _PASS and seat == self.holder and self.owing
        missing = next((c for c in cards if c not in hand), None)
        if verb == "pass":
            if self.phase is not _PASS:
                return RACE_ON()
            if seat != self.holder:
                return NOT_HOLDER(player=SeatRef(self.holder))
            if owes:
                return GIVE_FIRST(player=SeatRef(self.right(seat)))
            if cards == (PIG,):
                return PASS_LEFT(player=SeatRef(self.left(seat)))
            return ONLY_PIG()
        if verb == "give":
            if self.phase is not _PASS:
                return RACE_ON()
            if not owes:
                return NO_GIVE()
            if len(cards) != 1:
                return ONE_CARD()
            if cards[0] is PIG:
                return PIG_BACK()
            if missing is not None:
                return NOT_IN_HAND(card=missing)
            return GIVE_TO(player=SeatRef(self.right(seat)))
        if verb == "four":
            if self.phase is _RACE:
                return LAID_ALREADY() if seat in self.places else RACE_ON()
            if owes:
                return GIVE_FIRST(player=SeatRef(self.right(seat)))
            if len(cards) == 4 and missing is not None:
                return NOT_IN_HAND(card=missing)
            if len(cards) not in (0, 4) and self._false_gris:
                return FOUR_CARDS()
            return NO_FOUR()
        if verb == "down":
            if self.phase is _PASS:
                return NOT_YET()
            if seat in self.places:
                return LAID_ALREADY()
            if missing is not None:
                return NOT_IN_HAND(card=missing)
            return FOUR_CARDS()
        if verb == "stop":
            return NO_STOP()
        return NOT_A_MOVE()

    def describe(self, move: Move) -> Message:
        verb = move.verb
        if verb == "pass":
            return D_PASS()
        if verb == "give":
            return D_GIVE()                                  # never names the hidden card
        if verb == "four":
            cards = move.cards
            if len(cards) == 4 and len({c.rank for c in cards}) == 1:
                return D_FOUR_OF(rank=RankRef(cards[0].rank))
            return D_FOUR()
        if verb == "down":
            return D_DOWN()
        if verb == "stop":
            return D_STOP()
        return NOT_A_MOVE()

    # --- guidance ---------------------------------------------------------

    def prompt_key(self, seat: int) -> str:
        if self.phase is _PASS and seat == self.holder:
            return "give" if self.owing else "pass"
        if self.phase is _PASS and self.stoppable() and not self.quads_of(seat):
            return "window:stop"
        return super().prompt_key(seat)

    def prompt_params(self, seat: int) -> dict[str, Any]:
        return {"player": SeatRef(self.right(seat) if self.owing else self.left(seat))}

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        self._actors = None
        if verb == "pass":
            self._pass(seat, events)
        elif verb == "give":
            card = move.cards[0]
            receiver = self.right(seat)
            events.append(self.move_card(card, HANDS[seat], HANDS[receiver]))
            self._moved(card, seat, receiver)
            self.owing = False
        elif verb == "four":
            self._lay(seat, move.cards, events)
            if len({c.rank for c in move.cards}) != 1:      # A5: a false four of a kind
                events.append(Event(_MESSAGE, seat, FALSE_GRIS(player=SeatRef(seat))))
                self.places = [s for s in range(self.players) if s != seat]
                self._end_round(seat, events)
                return events
            self.phase = _RACE
            self.owing = False                               # R2: a give-back owed is cancelled
            self.places = [seat]
            if self._flash:
                events.append(Event(_CALL, seat, CALL_FOUR()))
        elif verb == "down":
            self._lay(seat, move.cards, events)
            self.places.append(seat)
            events.append(Event(_MESSAGE, seat, SAFE(player=SeatRef(seat), place=len(self.places))))
            left = [s for s in range(self.players) if s not in self.places]
            if len(left) == 1:                               # R4: the last one is GRIS at once
                self._end_round(left[0], events)
        else:                                                # stop (S3)
            self._finish(events)
        return events

    def _pass(self, seat: int, events: list[Event]) -> None:
        receiver = self.left(seat)
        events.append(self.move_card(PIG, HANDS[seat], HANDS[receiver]))
        self._moved(PIG, seat, receiver)
        self.holder = receiver
        self.owing = True
        self.passes += 1
        if receiver == self.start:
            self.laps += 1
            if self.laps >= self._max_laps:                  # R6: void, the same dealer deals
                self.owing = False
                events.append(Event(_MESSAGE, None, VOID(laps=self.laps)))
                self.rounds.append(-1)
                self.deal(self.dealer, events)

    def _moved(self, card: Card, giver: int, taker: int) -> None:
        """Keep the remembered fours of the two hands a card went between."""
        rank, known = card.rank, self._quads
        old = known[giver]
        if old is None or rank in old:
            known[giver] = None if old is None else tuple(r for r in old if r != rank)
        old = known[taker]
        if old is not None:
            count = 0
            for held in self.zones[HANDS[taker]]:
                if held.rank == rank:
                    count += 1
            if count == 4:
                known[taker] = tuple(sorted((*old, rank), key=RANK_ORDER.index))

    def _lay(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        hand = self.zones[HANDS[seat]]
        for card in cards:
            hand.remove(card)
        self.zones[LAID[seat]].extend(cards)
        self._quads[seat] = None
        events.append(Event(_MOVE, seat, cards=cards, src=HANDS[seat], dst=LAID[seat]))

    def _end_round(self, gris: int, events: list[Event]) -> None:
        """R4, S1, S2: ``gris`` scores a pig point and deals the next round, or the game ends."""
        self.scores[gris] += 1
        self.rounds.append(gris)
        self.last_order = [*self.places, gris]
        events.append(Event(_MESSAGE, gris, IS_GRIS()))
        events.append(Event(_ROUND_OVER, gris, ROUND_GRIS(player=SeatRef(gris))))
        if self._limit and self.scores[gris] >= self._limit:
            self._finish(events)
        else:
            self.deal(gris, events)

    def _finish(self, events: list[Event]) -> None:
        self.phase = _OVER
        self.owing = False
        self.stopped = self._limit == 0
        events.append(Event(_GAME_OVER, None))

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None,
             deck: Sequence[Card] | None = None) -> None:
        """D1, D2: gather and shuffle the deck (or take ``deck``, top = last), deal it all
        one card at a time from the dealer's left."""
        log = events if events is not None else []
        self.changed()
        self.clear_table("stock", log)
        self.lay_deck("stock", self.deck, deck, log)
        stock = self.zones["stock"]
        n = self.players
        self.dealer = dealer
        for i in range(n):
            seat = (dealer + 1 + i) % n
            hand = stock[len(stock) - 1 - i::-n]
            self.zones[HANDS[seat]].extend(hand)
            log.append(Event(_MOVE, seat, cards=tuple(hand), src="stock", dst=HANDS[seat]))
        stock.clear()
        self.holder = self.start = next(s for s in range(n) if PIG in self.zones[HANDS[s]])
        self.phase = _PASS
        self.owing = False
        self.laps = self.passes = 0
        self.places = []
        self._quads = [None] * n
        self._downs = [None] * n

    def after_notation(self) -> None:
        self.changed()
        n = self.players
        if not 0 <= self.dealer < n:
            raise ValueError("gris: the dealer must be a seat")
        if len(self.scores) != n:
            self.scores = [0] * n
        self.holder = next((s for s in range(n) if PIG in self.zones[HANDS[s]]), self.holder)
        if self.passes == 0:
            self.start = self.holder

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        race = self.phase is _RACE
        return {
            "turn": self.to_move(), "dealer": self.dealer, "phase": self.phase.value,
            "holder": self.holder, "owing": self.owing,
            "receiver": self.right(self.holder) if self.owing else None,
            "counts": [len(self.zones[HANDS[s]]) for s in range(self.players)],
            "race": race, "places": list(self.places), "first": self.places[0] if self.places else None,
            "last_order": list(self.last_order), "scores": list(self.scores),
            "pig_limit": self._limit, "round": len(self.rounds) + 1, "laps": self.laps,
            "max_laps": self._max_laps, "flash": self._flash, "passes": self.passes,
        }

    def result(self) -> ScoreSheet:
        finished = self.phase is _OVER
        n = self.players
        rows = []
        for i, gris in enumerate(self.rounds):
            values = tuple(int(s == gris) for s in range(n))
            label = ROW_VOID(n=i + 1) if gris < 0 else ROW_GRIS(n=i + 1, player=SeatRef(gris))
            rows.append(ScoreRow(label, values, ROUND(n=i + 1)))
        best = min(self.scores)
        winners = tuple(s for s in range(n) if self.scores[s] == best) if finished else ()
        number = len(self.rounds) + (not finished)
        status = STATUS(round=number, points=self._limit) if self._limit else STATUS_ENDLESS(round=number)
        if self.last_order:
            status = LAST_RACE(status=status, order=order_message(self.last_order))
        return ScoreSheet(n, tuple(rows), tuple(self.scores), winners=winners, finished=finished,
                          lower_is_better=True, target=self._limit or None, status=status)


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn with the seeded rng (the app's random first
    dealer); ``deck``: the card order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)
