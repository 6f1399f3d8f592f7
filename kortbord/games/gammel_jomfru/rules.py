"""Gammel Jomfru, the building game (spec: rules/gammel_jomfru.md).

Rules in brief: all 52 cards are dealt face down, one at a time from the
dealer's left, into each player's stock (D1). In turn (from the dealer's
left, R1) a player turns his top card (R2): an ace starts a foundation in the
middle (R3a, done at once); any other card may go on a foundation of its suit
whose top is one rank higher (R3b; ``foundation_order = a_2_up``: lower), or
on a face-up pile whose top is one rank above or below, suit free, no
wrap-around (R3c; his own pile too, ``build_on_own_pile``, R3d). A card that
fits must be placed (``must_play_if_possible``) and the player turns again
(R4); a card that fits nowhere goes on his own face-up pile and the turn
passes (R5). An empty stock is refilled by turning the face-up pile over as a
block (R2, R7). A player without cards is out in the next place (R8); the last
one holding cards is GAMMEL JOMFRU (R9) and gets a mark (S2). When every
player still in has turned his pile over twice since the last card went to a
foundation or another's pile, the round is blocked: the most cards is (joint)
GAMMEL JOMFRU (R10). Cards handed from pile to pile count as progress there, so they
could go round for ever; as families do when nothing reaches the middle any more, the
round also stops, and is counted the same way, once every player still in has turned
his pile over three times since the last card went to a foundation (R10b).
``rounds`` rounds; fewest marks wins, then the better average place, else shared (S3).

Moves (text forms):
    ``0 turn`` (turn the top card, turning the pile over first when the stock
    is empty), ``0 play 8C pile/1`` / ``0 play KS found/S`` (the turned card, or
    with ``play_from_face_up`` the top of the own pile, to a destination),
    ``0 rest`` (nowhere to go: the turned card on the own pile, the turn ends).

Decisions: A1 ``foundation_order``; A2 any other player's pile and by
default the own (``build_on_own_pile``); A3 placing is compulsory
(``must_play_if_possible``); A4 only the turned card moves
(``play_from_face_up``: the own top too, before turning, a progress move); A5
the pile turns over as a block, its first card on top; A6 the R10 blocked
game; A7 ``next_dealer``; A8 two players allowed; A9 no wrap-around.

Zones: ``stock/<s>`` face down for everybody (its owner too), ``pile/<s>`` and
``turned/<s>`` face up, ``found/<suit>`` the foundations (one per suit, begun
by its ace), ``deck`` (the shuffled pack while it is dealt).
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Mapping, Sequence

from ...engine.cards import SUITS, Card, french_deck
from ...engine.events import (  # the kinds by plain name: hot paths
    Event, GAME_OVER as _GAME_OVER, MESSAGE as _MESSAGE, MOVE as _MOVE, ROUND_OVER as _ROUND_OVER)
from ...engine.kit.dealing import dealt
from ...engine.messages import CardRef, Message, SeatRef, SuitRef
from ...engine.moves import Move, shared_move
from ...engine.score import ROUND, ScoreRow, ScoreSheet
from ...engine.state import GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts
from . import texts as t

DECK = tuple(french_deck())
#: Building order on a foundation, by ``foundation_order`` (A1).
ORDERS = {"a_k_down": "AKQJT98765432", "a_2_up": "A23456789TJQK"}
#: Ranks that lie on a player's pile, in order; neighbours differ by one (A9).
PILE_RANKS = "23456789TJQK"
NEIGHBOURS = {r: frozenset(PILE_RANKS[max(i - 1, 0):i + 2].replace(r, "")) for i, r in enumerate(PILE_RANKS)}
FOUNDATIONS = tuple(f"found/{s}" for s in SUITS)
STOCKS = tuple(f"stock/{s}" for s in range(8))
PILES = tuple(f"pile/{s}" for s in range(8))
TURNED = tuple(f"turned/{s}" for s in range(8))
#: Pile turn-overs by every player still in, since the last progress move, that block the round (R10).
BLOCK_FLIPS = 2
#: ... and since the last card went to a foundation (R10b: gifts alone may go round for ever).
STALE_FLIPS = 3
_UP = ZoneSpec(Face.UP)
_DOWN = ZoneSpec(Face.DOWN)


class Phase(str, Enum):
    TURN = "turn"       # the player to move turns his top card
    PLACE = "place"     # a turned card waits for its destination
    OVER = "over"

# Phases as plain names: reading a member off its enum class costs Python 3.11 many
# times a global's, and the move loop reads them all the time.
_TURN, _OVER, _PLACE = Phase.TURN, Phase.OVER, Phase.PLACE


def fits_pile(card: Card, top: Card | None) -> bool:
    """R3c: one rank above or below ``top`` (no wrap-around; aces never, A9)."""
    return top is not None and top.rank in NEIGHBOURS.get(card.rank, ())


class State(GameState):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS = ("phase", "dealer", "turn", "round_no", "flips", "stale", "place", "marks", "place_sum",
              "history", "jomfru", "gift")

    phase: Phase
    dealer: int
    turn: int
    round_no: int
    #: Pile turn-overs per seat since the last progress move (R10).
    flips: list[int]
    #: Pile turn-overs per seat since the last card went to a foundation (R10b).
    stale: list[int]
    #: Finishing place per seat this round; 0 while the seat still has cards.
    place: list[int]
    marks: list[int]
    #: Sum of the finishing places over the rounds played (S3's tie-break).
    place_sum: list[int]
    #: Per round: [round, marks per seat..., places per seat...].
    history: list[list[int]]
    #: This round's GAMMEL JOMFRU seats (set when it ends).
    jomfru: list[int]
    #: The seat whose pile the last move built on ("+1 til Anna"), or -1.
    gift: int

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self._order = ORDERS[str(self.options["foundation_order"])]
        self._own = bool(self.options["build_on_own_pile"])
        self._must = bool(self.options["must_play_if_possible"])
        self._from_pile = bool(self.options["play_from_face_up"])
        self.phase = _TURN
        self.dealer = players - 1
        self.turn = 0
        self.round_no = 1
        self.flips = [0] * players
        self.stale = [0] * players
        self.place = [0] * players
        self.marks = [0] * players
        self.place_sum = [0] * players
        self.history = []
        self.jomfru = []
        self.gift = -1

    # --- zones ----------------------------------------------------------------

    def zone_names(self) -> list[str]:
        n = self.players
        return ["deck", *FOUNDATIONS, *STOCKS[:n], *PILES[:n], *TURNED[:n]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        return _DOWN if zone == "deck" or zone.startswith("stock/") else _UP

    def cards_left(self, seat: int) -> int:
        z = self.zones
        return len(z[STOCKS[seat]]) + len(z[PILES[seat]]) + len(z[TURNED[seat]])

    def in_play(self) -> list[int]:
        return [s for s in range(self.players) if not self.place[s]]

    # --- who may act ------------------------------------------------------------

    def actors(self) -> list[int]:
        return [] if self.phase is _OVER else [self.turn]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def turned_card(self) -> Card | None:
        turned = self.zones[TURNED[self.turn]]
        return turned[-1] if turned else None

    def destinations(self, card: Card, seat: int, from_pile: bool = False) -> list[str]:
        """R3: where ``card`` may go for ``seat`` (``from_pile``: the own top, A4)."""
        if card.rank == "A":
            return [f"found/{card.suit}"]
        zones = self.zones
        out = []
        found = zones[f"found/{card.suit}"]
        if found and len(found) < 13 and self._order[len(found)] == card.rank:
            out.append(f"found/{card.suit}")
        near = NEIGHBOURS[card.rank]
        for other in range(self.players):
            pile = zones[PILES[other]]
            if pile and pile[-1].rank in near and (other != seat or (self._own and not from_pile)):
                out.append(PILES[other])
        return out

    def _legal(self, seat: int) -> list[Move]:
        if seat != self.turn or self.phase is _OVER:
            return []
        if self.phase is _TURN:
            moves = [shared_move(seat, "turn")]
            pile = self.zones[PILES[seat]]
            if self._from_pile and pile:
                top = (pile[-1],)
                moves += [shared_move(seat, "play", top, dst) for dst in self.destinations(pile[-1], seat, True)]
            return moves
        card = self.zones[TURNED[seat]][-1]
        moves = [shared_move(seat, "play", (card,), dst) for dst in self.destinations(card, seat)]
        if not moves or not self._must:
            moves.append(shared_move(seat, "rest"))
        return moves

    # --- refusals and texts ------------------------------------------------------

    def place_name(self, zone: str, seat: int) -> Message:
        kind, _, where = zone.partition("/")
        if kind == "found":
            return t.FOUNDATION(suit=SuitRef(where))
        return t.OWN_PILE() if int(where) == seat else t.PILE_OF(seat=SeatRef(int(where)))

    def explain(self, move: Move) -> Message:
        seat = move.seat
        if self.phase is _OVER or seat != self.turn:
            return t.NOT_YOUR_TURN()
        if move.verb == "turn":
            return t.PLACE_FIRST()
        turned = self.turned_card()
        if move.verb == "rest":
            if turned is None:
                return t.TURN_FIRST()
            dst = self.destinations(turned, seat)[0]
            return t.FITS(card=turned, place=self.place_name(dst, seat))
        if move.verb != "play" or len(move.cards) != 1 or move.arg not in self.zones:
            return t.NOT_A_MOVE()
        card = move.card
        pile = self.zones[PILES[seat]]
        from_pile = turned is None and self._from_pile and bool(pile) and pile[-1] is card
        if card is not turned and not from_pile:
            return t.ONLY_TURNED()
        return self._explain_target(card, move.arg, seat, from_pile)

    def _explain_target(self, card: Card, dst: str, seat: int, from_pile: bool) -> Message:
        target = self.zones[dst]
        top = target[-1] if target else None
        if dst.startswith("found/"):
            if top is None:
                return t.ACE_STARTS()
            if len(target) == 13:
                return t.COMPLETE()
            if card.suit != top.suit:
                return t.NOT_ON_ACE(card=card, suit=SuitRef(top.suit)) if top.rank == "A" \
                    else t.NOT_ON_TOP(card=card, top=top)
            return t.NEXT_IS(card=card, need=CardRef(Card(self._order[len(target)], top.suit)))
        if not dst.startswith("pile/"):
            return t.NOT_A_MOVE()
        if card.rank == "A":
            return t.ACE_TO_MIDDLE()
        if dst == PILES[seat] and (from_pile or not self._own):
            return t.NOT_OWN()
        return t.EMPTY_PILE() if top is None else t.ONE_OFF()

    def describe(self, move: Move) -> Message:
        if move.verb == "turn":
            return t.D_TURN()
        if move.verb == "rest":
            return t.D_REST()
        if move.verb == "play" and move.cards and move.arg in self.zones:
            return t.D_PLAY(card=move.card, place=self.place_name(move.arg, move.seat))
        return t.NOT_A_MOVE()

    # --- moves --------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        seat = move.seat
        events: list[Event] = []
        self.gift = -1
        if move.verb == "turn":
            self._turn(seat, events)
        elif move.verb == "rest":
            events.append(self.draw(TURNED[seat], PILES[seat]))       # R5
            self._pass(seat)
        else:
            card, dst = move.card, move.arg
            src = TURNED[seat] if self.phase is _PLACE else PILES[seat]
            events.append(self.move_card(card, src, dst))
            if dst != PILES[seat]:
                self.flips = [0] * self.players                         # R10: progress
                if dst.startswith("pile/"):
                    self.gift = int(dst[5:])
                else:
                    self.stale = [0] * self.players                     # R10b: the middle grew
            self.phase = _TURN                                     # R4: go on
            self._after_placing(seat, events)
        return events

    def _turn(self, seat: int, events: list[Event]) -> None:
        """R2: turn the top card (the pile over first, R7); an ace goes to the middle (R3a)."""
        stock = STOCKS[seat]
        if not self.zones[stock]:
            pile = self.zones[PILES[seat]]
            block = pile[::-1]
            pile.clear()
            self.zones[stock] = block
            events.append(Event(_MOVE, seat, t.TURNED_OVER(seat=SeatRef(seat)), tuple(block),
                                PILES[seat], stock))
            self.flips[seat] += 1
            self.stale[seat] += 1
            left = self.in_play()
            blocked = all(self.flips[s] >= BLOCK_FLIPS for s in left)
            if blocked or all(self.stale[s] >= STALE_FLIPS for s in left):
                events.append(Event(_MESSAGE, message=t.BLOCKED() if blocked else t.STALLED()))
                self._end_round(events)
                return
        events.append(self.draw(stock, TURNED[seat]))
        card = self.zones[TURNED[seat]][-1]
        if card.rank != "A":
            self.phase = _PLACE
            return
        events.append(self.move_card(card, TURNED[seat], f"found/{card.suit}"))
        events.append(Event(_MESSAGE, seat, t.NEW_FOUNDATION(card=card)))
        self.flips = [0] * self.players
        self.stale = [0] * self.players
        self._after_placing(seat, events)

    def _after_placing(self, seat: int, events: list[Event]) -> None:
        """R8: a player without cards is out; R9: the last one holding cards ends the round."""
        if self.zones[STOCKS[seat]] or self.zones[PILES[seat]]:
            return
        self.place[seat] = 1 + sum(1 for p in self.place if p)
        events.append(Event(_MESSAGE, seat, t.GOES_OUT(seat=SeatRef(seat), place=self.place[seat])))
        if len(self.in_play()) <= 1:
            self._end_round(events)
        else:
            self._pass(seat)

    def _pass(self, seat: int) -> None:
        """The turn goes to the next player still in, clockwise (R1)."""
        n = self.players
        seat = (seat + 1) % n
        while self.place[seat]:
            seat = (seat + 1) % n
        self.turn = seat
        self.phase = _TURN

    # --- the end of a round ------------------------------------------------------------

    def _end_round(self, events: list[Event]) -> None:
        """R9/R10/S1-S2: rank those still in by fewest cards; the most cards is GAMMEL JOMFRU."""
        left = self.in_play()
        counts = {s: self.cards_left(s) for s in left}
        start = 1 + sum(1 for p in self.place if p)
        for seat in left:
            self.place[seat] = start + sum(1 for o in left if counts[o] < counts[seat])
        most = max(counts.values())
        self.jomfru = [s for s in left if counts[s] == most]
        for seat in self.jomfru:
            self.marks[seat] += 1
            events.append(Event(_MESSAGE, seat, t.JOMFRU(seat=SeatRef(seat))))
        self.place_sum = [a + b for a, b in zip(self.place_sum, self.place)]
        self.history.append([self.round_no, *(int(s in self.jomfru) for s in range(self.players)), *self.place])
        events.append(Event(_ROUND_OVER, message=self._row_label(self.history[-1])))
        if self.round_no >= int(self.options["rounds"]):
            self.phase = _OVER
            events.append(Event(_GAME_OVER, message=self.status()))
            return
        self.round_no += 1
        dealer = self.jomfru[0] if self.options["next_dealer"] == "jomfru" else (self.dealer + 1) % self.players
        self.deal(dealer, events)

    def deal(self, dealer: int, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1-D2: shuffle (or take ``deck``, top = last) and deal all cards one at a time from the
        dealer's left; no foundations, empty piles."""
        log = events if events is not None else []
        self.changed()
        for zone in self.zones.values():
            zone.clear()
        self.lay_deck("deck", DECK, deck, log)
        n = self.players
        for i in range(len(DECK)):
            log.append(self.draw("deck", STOCKS[(dealer + 1 + i) % n]))
        self.dealer = dealer
        self.turn = (dealer + 1) % n
        self.phase = _TURN
        self.flips = [0] * n
        self.stale = [0] * n
        self.place = [0] * n
        self.jomfru = []
        self.gift = -1

    # --- reading ----------------------------------------------------------------------

    def winners(self) -> list[int]:
        """S2/S3: with one round the first out; else the fewest marks, then the best mean place."""
        if self.phase is not _OVER:
            return []
        n = self.players
        if int(self.options["rounds"]) == 1:
            best = min(self.place)
            return [s for s in range(n) if self.place[s] == best]
        key = {s: (self.marks[s], self.place_sum[s]) for s in range(n)}
        best_key = min(key.values())
        return [s for s in range(n) if key[s] == best_key]

    def status(self) -> Message:
        if self.phase is _OVER:
            won = self.winners()
            if len(won) == 1:
                return t.WON(seat=SeatRef(won[0]))
            return t.SHARED(seats=", ".join(f"#{s + 1}" for s in won))
        return t.STATUS(round=self.round_no, rounds=int(self.options["rounds"]), left=len(self.in_play()))

    def _row_label(self, row: list[int]) -> Message:
        jomfru = [s for s in range(self.players) if row[1 + s]]
        if len(jomfru) == 1:
            return t.ROW(round=row[0], seat=SeatRef(jomfru[0]))
        return t.ROW_JOINT(round=row[0], seats=", ".join(f"#{s + 1}" for s in jomfru))

    def result(self) -> ScoreSheet:
        n = self.players
        rows = tuple(ScoreRow(self._row_label(r), tuple(r[1:1 + n]), ROUND(n=r[0])) for r in self.history)
        return ScoreSheet(players=n, rows=rows, totals=tuple(self.marks), winners=tuple(self.winners()),
                          finished=self.is_over(), lower_is_better=True, status=self.status())

    def public(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value, "turn": self.turn, "dealer": self.dealer,
            "round": self.round_no, "rounds": self.options["rounds"],
            "counts": [self.cards_left(s) for s in range(self.players)],
            "place": list(self.place), "marks": list(self.marks), "jomfru": list(self.jomfru),
            "flips": list(self.flips), "stale": list(self.stale), "gift": self.gift,
        }

    def after_notation(self) -> None:
        self.changed()
        n = self.players
        for name in ("flips", "stale", "place", "marks", "place_sum"):
            if len(getattr(self, name)) != n:
                setattr(self, name, [0] * n)
        if not 0 <= self.turn < n:
            raise ValueError("gammel_jomfru: the turn must be a seat")
        if self.phase is not _OVER:
            self.phase = _PLACE if self.zones[TURNED[self.turn]] else _TURN


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn at random (seeded); ``deck``: the card order to deal
    from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)
