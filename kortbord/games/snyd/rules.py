"""Snyd, the Danish cheat (spec: rules/snyd.md).

Rules in brief: the dealer deals 7 cards each (``hand_size``), the rest is the
stock, the pile starts empty (D1, D2). The dealer begins; in turn a player puts
one card face down on the pile and claims a card (R1, R2). The claim must share
suit or rank with the reference card: the top card's claim, or its face once
turned up; on an empty pile anything goes (R3). Instead of playing he may take
one to three cards from the stock, one at a time (R4, ``max_take``,
``draw_then_play``). Before the next player begins his turn, he (or anybody,
``who_may_call=anyone``) may call "Snyd!" (R5): a true card stays face up and
the caller takes three (``penalty_cards``); a false one goes back to its owner
with three more. Play then goes on from the checked card's owner (R6). An empty
stock is refilled from the pile but its top card (R7). The first player whose
last card stands wins (R8, S1); ``play_for_places`` plays on (S3).

Moves (text forms):
    ``0 play 4C`` (the card face down on the pile), ``0 claim TD`` (what it is
    said to be), ``0 back`` (take the unclaimed card back), ``0 take`` (one card
    from the stock), ``0 done`` (stop taking), ``1 call snyd``.

Decisions: A1 only the next player calls, ``who_may_call=anyone`` opens the
window to every other seat that still plays (first call counts, the turn still
goes to the next player); A2 the call is no turn; A3 the claim is a full card;
A4 taking ends the turn (``draw_then_play``: one play may follow); A5 a true
card stays face up; A6/R7 reshuffle the pile but its top card; A7/R8 the last
card may be called, the win stands when the next player begins or the call
fails (the caller then takes no penalty); A8 the dealer's first card likewise;
A9 obvious lies are allowed, never warned about.

Hidden information: a played card lies face down (only its owner sees it, in
his hand before the play); ``public()`` names claims and the card turned by a
call in the table's own form ("10♦", never a card's text), so no seat learns a
face-down card from the facts or its events (``engine.sight``) until it is turned.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.events import (  # the kinds by plain name: hot paths
    Event, CALL as _CALL, GAME_OVER as _GAME_OVER, MESSAGE as _MESSAGE, MOVE as _MOVE)
from ...engine.kit.dealing import dealt
from ...engine.messages import QT_TRANSLATE_NOOP, CardRef, Catalog, Message, RankRef, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts

MAX_SEATS = 5
#: Claims and calls kept for the score panel's log.
LOG_SIZE = 6
CALL_WORD = "snyd"

_ = Catalog("snyd")
NOT_YOUR_TURN = _("R1.not_your_turn", QT_TRANSLATE_NOOP("snyd", "It is not your turn"))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("snyd", "That is not a move in Snyd"))
NOT_IN_HAND = _("R2.not_in_hand", QT_TRANSLATE_NOOP("snyd", "You do not hold {card}"))
ONE_CARD = _("R2.one_card", QT_TRANSLATE_NOOP("snyd", "Play one card at a time"))
CLAIM_FIRST = _("R2.claim_first", QT_TRANSLATE_NOOP("snyd", "Say what your card is first"))
PLAY_FIRST = _("R2.play_first", QT_TRANSLATE_NOOP("snyd", "Put a card face down on the pile first"))
MUST_MATCH = _("R3.must_match", QT_TRANSLATE_NOOP("snyd", "Your claim must be {suit} or a {rank}"))
MUST_MATCH_ACE = _("R3.must_match_ace", QT_TRANSLATE_NOOP("snyd", "Your claim must be {suit} or an ace"))
BAD_CLAIM = _("R3.bad_claim", QT_TRANSLATE_NOOP("snyd", "Claim a card such as 10♦"))
NO_TAKE = _("R7.no_take", QT_TRANSLATE_NOOP("snyd", "There is no card to take: play a card"))
TAKE_LIMIT = _("R4.take_limit", QT_TRANSLATE_NOOP("snyd", "You may take at most {count} cards"))
TOOK_INSTEAD = _("R4.took_instead", QT_TRANSLATE_NOOP(
    "snyd", "You took cards instead of playing: take another or click Done"))
NO_DONE = _("R4.no_done", QT_TRANSLATE_NOOP("snyd", "You stop only after taking a card"))
ONLY_NEXT = _("A1.only_next", QT_TRANSLATE_NOOP("snyd", "Only {player}, the next player, may call snyd"))
TOO_LATE = _("R5.too_late", QT_TRANSLATE_NOOP("snyd", "{player}'s card can no longer be checked"))
NOTHING_TO_CALL = _("R5.nothing", QT_TRANSLATE_NOOP("snyd", "There is no card to call snyd on"))
OWN_CARD = _("R5.own_card", QT_TRANSLATE_NOOP("snyd", "You cannot call snyd on your own card"))
# Descriptions and news.
D_PLAY = _("R2.play", QT_TRANSLATE_NOOP("snyd", "Put a card face down"))
D_CLAIM = _("R2.claim", QT_TRANSLATE_NOOP("snyd", "Say {claim}"))
D_BACK = _("R2.back", QT_TRANSLATE_NOOP("snyd", "Take the card back"))
D_TAKE = _("R4.take", QT_TRANSLATE_NOOP("snyd", "Take a card"))
D_TAKE_MORE = _("R4.take_more", QT_TRANSLATE_NOOP("snyd", "Take another"))
D_DONE = _("R4.done", QT_TRANSLATE_NOOP("snyd", "Done"))
D_CALL = _("R5.call", QT_TRANSLATE_NOOP("snyd", "Snyd!"))
CLAIMS = _("R2.claims", QT_TRANSLATE_NOOP("snyd", "{player} says {claim}"))
TOOK = _("R4.took", QT_TRANSLATE_NOOP("snyd", "{player} took {count} cards instead of playing"))
WAS_TRUE = _("R5.true", QT_TRANSLATE_NOOP(
    "snyd", "{player} told the truth: {claim} – {caller} takes {count} cards"))
WAS_TRUE_LAST = _("R8.true_last", QT_TRANSLATE_NOOP(
    "snyd", "{player} told the truth: {claim} – the last card stands"))
WAS_LIE = _("R5.lie", QT_TRANSLATE_NOOP(
    "snyd", "{player} lied: {card}, not {claim} – {player} takes the card back and {count} more"))
RESHUFFLED = _("R7.reshuffled", QT_TRANSLATE_NOOP("snyd", "The pile but its top card becomes the new stock"))
WINS = _("R8.wins", QT_TRANSLATE_NOOP("snyd", "{player} wins the game"))
OUT = _("S3.out", QT_TRANSLATE_NOOP("snyd", "{player} is out in place {place}"))
ROW_WIN = _("S1.row", QT_TRANSLATE_NOOP("snyd", "Game won"))
ROW_PLACES = _("S3.row", QT_TRANSLATE_NOOP("snyd", "Finishing place"))

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class Phase(str, Enum):
    PLAY = "play"      # the seat on turn plays a card or takes one (or calls on the last card)
    CLAIM = "claim"    # the seat on turn has put a card down and says what it is
    TAKE = "take"      # the seat on turn is taking cards: another, or done (or play, draw_then_play)
    OVER = "over"

# Phases as plain names: reading a member off its enum class costs Python 3.11 many
# times a global's, and the move loop reads them all the time.
_PLAY, _OVER, _CLAIM, _TAKE = Phase.PLAY, Phase.OVER, Phase.CLAIM, Phase.TAKE


def pretty(card: Card) -> str:
    """A claim as the table shows it ("10♦"); never a card's text, so it reveals no card."""
    return ("10" if card.rank == "T" else card.rank) + SUIT_SYMBOLS[card.suit]


DECK: tuple[Card, ...] = tuple(french_deck())
#: ``pretty`` read back (for computer players reading the public facts).
BY_PRETTY: dict[str, Card] = {pretty(c): c for c in DECK}
BY_TEXT: dict[str, Card] = {c.text: c for c in DECK}
#: Per reference card the legal claims: its suit, then the other three of its rank (R3).
MATCHING: dict[Card, tuple[Card, ...]] = {
    ref: tuple(c for c in DECK if c.suit == ref.suit) + tuple(c for c in DECK if c.rank == ref.rank and c is not ref)
    for ref in DECK}
HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(MAX_SEATS))
PLAY: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "play", (c,)) for c in DECK} for s in range(MAX_SEATS))
CLAIM: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "claim", (), c.text) for c in DECK}
                                            for s in range(MAX_SEATS))
BACK = tuple(Move(s, "back") for s in range(MAX_SEATS))
TAKE = tuple(Move(s, "take") for s in range(MAX_SEATS))
DONE = tuple(Move(s, "done") for s in range(MAX_SEATS))
CALL = tuple(Move(s, "call", (), CALL_WORD) for s in range(MAX_SEATS))
#: Interned events of the commonest moves (events are values).
PUT = tuple({c: Event(_MOVE, s, cards=(c,), src=HANDS[s], dst="pile") for c in DECK}
            for s in range(MAX_SEATS))
BACK_IN = tuple({c: Event(_MOVE, s, cards=(c,), src="pile", dst=HANDS[s]) for c in DECK}
                for s in range(MAX_SEATS))
TAKEN = tuple({c: Event(_MOVE, s, cards=(c,), src="stock", dst=HANDS[s]) for c in DECK}
              for s in range(MAX_SEATS))
#: The claim moves of (seat, card put down, reference card), the true one first: built once each.
_CLAIM_MOVES: dict[tuple[int, Card, Card | None], tuple[Move, ...]] = {}
_CLAIMED: dict[tuple[int, Card], Event] = {}
_DOWN = ZoneSpec(Face.DOWN)
_HAND_SPECS = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))


def claim_moves(seat: int, put: Card, legal: tuple[Card, ...]) -> tuple[Move, ...]:
    """The legal claims of ``seat`` having put down ``put``, the true one first when legal,
    then taking the card back."""
    claims = CLAIM[seat]
    first = (claims[put],) if put in legal else ()
    return first + tuple(claims[c] for c in legal if c is not put) + (BACK[seat],)


def claimed(seat: int, claim: Card) -> Event:
    """The event telling everybody that ``seat`` says ``claim`` (one shared value each)."""
    event = _CLAIMED.get((seat, claim))
    if event is None:
        event = _CLAIMED[seat, claim] = Event(_CALL, seat, CLAIMS(player=SeatRef(seat), claim=CardRef(claim)))
    return event


def _claim_card(text: str) -> Card | None:
    """The card a claim's argument names (None: not a card of the deck)."""
    return BY_TEXT.get(text)


class State(GameState):
    """A game of Snyd. Change it only through ``apply`` (or ``deal``)."""

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "turn", "phase", "claims", "owners", "faceup", "open", "taken", "turned",
        "verdict", "back_in", "log", "places", "winner", "scores", "rounds")

    dealer: int
    turn: int
    phase: Phase
    #: Per pile card (bottom to top) the card claimed ("" for the card not yet claimed).
    claims: list[str]
    #: Per pile card the seat that played it.
    owners: list[int]
    #: Pile cards lying face up (turned by a true call, R5).
    faceup: list[Card]
    #: The seat whose card on top may still be called (None: no window).
    open: int | None
    #: Cards taken this turn (R4).
    taken: int
    #: The card the last call turned, as ``pretty`` ("" when none); shown until the next move.
    turned: str
    #: "true" or "lie" for ``turned``.
    verdict: str
    #: The false card a call just turned, on its way back to its owner (named in the
    #: public facts for this one move: everybody saw it turned).
    shown: Card | None
    #: Per seat the cards it took back after a lie (``pretty``; public memory).
    back_in: list[list[str]]
    #: The last claims and calls, newest last: [seat, claim, result ("", "true", "lie")].
    log: list[list[Any]]
    #: Finishing order (play_for_places).
    places: list[int]
    winner: int | None
    scores: list[int]
    rounds: list[list[int]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"snyd: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        self._anyone = self.options.get("who_may_call") == "anyone"
        self._penalty = int(self.options.get("penalty_cards", 3))
        self._max_take = int(self.options.get("max_take", 3))
        self._then_play = bool(self.options.get("draw_then_play", False))
        self._hand_size = int(self.options.get("hand_size", 7))
        self._for_places = bool(self.options.get("play_for_places", False))
        self.dealer = 0
        self.turn = 0
        self.phase = _PLAY
        self.claims = []
        self.owners = []
        self.faceup = []
        self.open = None
        self.taken = 0
        self.turned = ""
        self.verdict = ""
        self.shown = None
        self.back_in = [[] for _ in range(players)]
        self.log = []
        self.places = []
        self.winner = None
        self.scores = [0] * players
        self.rounds = []

    # --- zones ------------------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "pile", *HANDS[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone in ("stock", "pile"):
            return _DOWN
        return _HAND_SPECS[int(zone[5:])]

    def visible(self, zone: str, index: int, seat: int | None) -> bool:
        if zone == "pile":
            return self.zones["pile"][index] in self.faceup
        return super().visible(zone, index, seat)

    # --- who may act ------------------------------------------------------

    def _next(self, seat: int) -> int:
        """The next seat clockwise that still plays."""
        seat = (seat + 1) % self.players
        while seat in self.places:
            seat = (seat + 1) % self.players
        return seat

    def callers(self) -> list[int]:
        """Seats that may call "Snyd!" now (R5, A1)."""
        owner = self.open
        if owner is None or self.phase is not _PLAY:
            return []
        if not self._anyone:
            return [self.turn]
        return [s for s in range(self.players) if s != owner and s not in self.places]

    def actors(self) -> list[int]:
        if self.phase is _OVER:
            return []
        if self.open is None or not self._anyone:
            return [self.turn]
        return [self.turn, *(s for s in self.callers() if s != self.turn)]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def reference(self) -> Card | None:
        """The card the next claim must match: the top card's face if up, else its claim (R3)."""
        pile = self.zones["pile"]
        top = len(pile) - 1 - (self.phase is _CLAIM)
        if top < 0:
            return None
        card = pile[top]
        return card if card in self.faceup else BY_TEXT[self.claims[top]]

    def can_take(self) -> bool:
        """R7: is there a card to take (in the stock, or under the pile's top card)?"""
        return bool(self.zones["stock"]) or len(self.zones["pile"]) > 1

    def legal_claims(self) -> tuple[Card, ...]:
        ref = self.reference()
        return DECK if ref is None else MATCHING[ref]

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase is _OVER:
            return []
        out = [CALL[seat]] if self.open is not None and seat in self.callers() else []
        if seat != self.turn:
            return out
        if phase is _CLAIM:
            put = self.zones["pile"][-1]
            ref = self.reference()
            key = (seat, put, ref)
            moves = _CLAIM_MOVES.get(key)
            if moves is None:
                moves = _CLAIM_MOVES[key] = claim_moves(seat, put, DECK if ref is None else MATCHING[ref])
            return list(moves)
        plays = PLAY[seat]
        if phase is _PLAY:
            out += [plays[c] for c in self.zones[HANDS[seat]]]
            if self.can_take():
                out.append(TAKE[seat])
            return out
        if self.taken < self._max_take and self.can_take():        # Phase.TAKE
            out.append(TAKE[seat])
        out.append(DONE[seat])
        if self._then_play:
            out += [plays[c] for c in self.zones[HANDS[seat]]]
        return out

    def explain(self, move: Move) -> Message:
        verb, seat = move.verb, move.seat
        if verb == "call":
            return self._explain_call(seat)
        if verb not in ("play", "claim", "back", "take", "done"):
            return NOT_A_MOVE()
        if seat != self.turn:
            return NOT_YOUR_TURN()
        phase = self.phase
        if phase is _CLAIM and verb != "claim" and verb != "back":
            return CLAIM_FIRST()
        if verb == "play":
            if len(move.cards) != 1:
                return ONE_CARD()
            if move.cards[0] not in self.zones[HANDS[seat]]:
                return NOT_IN_HAND(card=move.cards[0])
            return TOOK_INSTEAD()                           # R4: taking ends the turn
        if verb == "claim":
            if phase is not _CLAIM:
                return PLAY_FIRST()
            ref = self.reference()
            if ref is None or _claim_card(move.arg) is None:
                return BAD_CLAIM()
            if ref.rank == "A":
                return MUST_MATCH_ACE(suit=SuitRef(ref.suit))
            return MUST_MATCH(suit=SuitRef(ref.suit), rank=RankRef(ref.rank))
        if verb == "back":
            return PLAY_FIRST()
        if verb == "done":
            return NO_DONE()
        if not self.can_take():
            return NO_TAKE()
        return TAKE_LIMIT(count=self._max_take)

    def _explain_call(self, seat: int) -> Message:
        pile = self.zones["pile"]
        if self.open is None:
            if not pile or self.phase is _CLAIM and len(pile) == 1:
                return NOTHING_TO_CALL()
            top = len(pile) - 1 - (self.phase is _CLAIM)
            return TOO_LATE(player=SeatRef(self.owners[top]))
        if seat == self.open:
            return OWN_CARD()
        if self.phase is not _PLAY:
            return TOO_LATE(player=SeatRef(self.open))
        if seat in self.places:
            return NOT_YOUR_TURN()
        return ONLY_NEXT(player=SeatRef(self.turn))

    def describe(self, move: Move) -> Message:
        verb = move.verb
        if verb == "play":
            return D_PLAY()                                  # never names the card
        claim = _claim_card(move.arg) if verb == "claim" else None
        if claim is not None:
            return D_CLAIM(claim=CardRef(claim))
        if verb == "back":
            return D_BACK()
        if verb == "take":
            return D_TAKE_MORE() if self.phase is _TAKE else D_TAKE()
        if verb == "done":
            return D_DONE()
        if verb == "call":
            return D_CALL()
        return NOT_A_MOVE()

    # --- guidance ---------------------------------------------------------

    def prompt_key(self, seat: int) -> str:
        if seat != self.turn:
            return super().prompt_key(seat)
        if self.phase is _PLAY and self.open is not None and seat in self.callers():
            return "open"
        if self.phase is _TAKE and self._then_play:
            return "take_play"
        return self.phase.value

    def prompt_params(self, seat: int) -> dict[str, Any]:
        return {"player": SeatRef(self.open)} if self.open is not None else {}

    def explain_choice(self, move: Move) -> Message | None:
        """A claim of the very card put down says so (only its owner sees his buttons)."""
        pile = self.zones["pile"]
        if move.verb == "claim" and self.phase is _CLAIM and pile and pile[-1].text == move.arg:
            return prompts.HONEST()
        return super().explain_choice(move)

    def parse_move(self, text: str) -> Move:
        """As the base, but a claim's card is its argument ("0 claim TD")."""
        move = super().parse_move(text)
        if move.verb == "claim" and len(move.cards) == 1 and not move.arg:
            return Move(move.seat, "claim", (), move.cards[0].text)
        return move

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        self.turned = self.verdict = ""
        self.shown = None
        if verb == "call":
            self._call(seat, events)
            return events
        if verb in ("play", "take") and self.phase is _PLAY:
            self._begin_turn(events)                         # R5/R8: the window closes
            if self.is_over():
                return events
        if verb == "play":
            card = move.cards[0]
            hand = HANDS[seat]
            self.zones[hand].remove(card)
            self.zones["pile"].append(card)
            self.claims.append("")
            self.owners.append(seat)
            self.phase = _CLAIM
            events.append(PUT[seat][card])
        elif verb == "claim":
            claim = BY_TEXT[move.arg]
            self.claims[-1] = move.arg
            self.open = seat
            log = self.log
            if len(log) >= LOG_SIZE:
                del log[0]
            log.append([seat, move.arg, ""])
            events.append(claimed(seat, claim))
            self._pass_turn(seat)
        elif verb == "back":
            card = self.zones["pile"].pop()
            self.claims.pop()
            self.owners.pop()
            self.zones[HANDS[seat]].append(card)
            self.phase = _PLAY if self.taken == 0 else _TAKE
            events.append(BACK_IN[seat][card])
        elif verb == "take":
            self._take(seat, 1, events)
            self.taken += 1
            self.phase = _TAKE
            if (self.taken >= self._max_take or not self.can_take()) and not self._then_play:
                self._end_take(seat, events)
        else:                                                # done
            self._end_take(seat, events)
        return events

    def _begin_turn(self, events: list[Event]) -> None:
        """The seat on turn begins: the open card stands (R5); a last card wins (R8)."""
        owner = self.open
        self.open = None
        if owner is not None and not self.zones[HANDS[owner]]:
            self._out(owner, events)

    def _pass_turn(self, seat: int) -> None:
        self.turn = self._next(seat)
        self.phase = _PLAY
        self.taken = 0

    def _end_take(self, seat: int, events: list[Event]) -> None:
        events.append(Event(_MESSAGE, seat, TOOK(player=SeatRef(seat), count=self.taken)))
        self._pass_turn(seat)

    def _call(self, caller: int, events: list[Event]) -> None:
        """R5: turn the top card; the loser takes the penalty; play goes on after its owner (R6)."""
        owner = self.open
        assert owner is not None
        self.open = None
        pile = self.zones["pile"]
        card, claim = pile[-1], BY_TEXT[self.claims[-1]]
        events.append(Event(_CALL, caller, D_CALL()))
        self.turned = pretty(card)
        if card is claim:
            self.verdict = "true"
            self.faceup.append(card)
            self.log[-1:] = [[owner, claim.text, "true"]]
            self._forget_back(card)
            if not self.zones[HANDS[owner]]:                 # R8: the last card stands
                events.append(Event(_MESSAGE, owner, WAS_TRUE_LAST(
                    player=SeatRef(owner), claim=CardRef(claim))))
                self._out(owner, events)
                if self.phase is _OVER:
                    return
            else:
                events.append(Event(_MESSAGE, owner, WAS_TRUE(
                    player=SeatRef(owner), claim=CardRef(claim), caller=SeatRef(caller), count=self._penalty)))
                self._take(caller, self._penalty, events)
        else:
            self.verdict = "lie"
            self.shown = card
            self.log[-1:] = [[owner, claim.text, "lie"]]
            pile.pop()
            self.claims.pop()
            self.owners.pop()
            self.zones[HANDS[owner]].append(card)
            self.back_in[owner] = [*self.back_in[owner], pretty(card)]
            events.append(Event(_MOVE, owner, cards=(card,), src="pile", dst=HANDS[owner]))
            events.append(Event(_MESSAGE, owner, WAS_LIE(
                player=SeatRef(owner), card=card, claim=CardRef(claim), count=self._penalty)))
            self._take(owner, self._penalty, events)
        self._pass_turn(owner)

    def _forget_back(self, card: Card) -> None:
        name = pretty(card)
        self.back_in = [[c for c in cards if c != name] for cards in self.back_in]

    def _take(self, seat: int, count: int, events: list[Event]) -> None:
        """Move ``count`` cards from the stock to ``seat``'s hand (as many as there are, R7)."""
        stock = self.zones["stock"]
        if count == 1 and stock:
            card = stock.pop()
            self.zones[HANDS[seat]].append(card)
            events.append(TAKEN[seat][card])
            return
        given = 0
        while given < count:
            if not stock and not self._restock(events):
                break
            event = self.draw("stock", HANDS[seat], min(count - given, len(stock)))
            events.append(Event(_MOVE, seat, cards=event.cards, src=event.src, dst=event.dst))
            given += len(event.cards)

    def _restock(self, events: list[Event]) -> bool:
        """R7: all of the pile but its top card becomes the new, shuffled stock, face down."""
        pile = self.zones["pile"]
        if len(pile) <= 1:
            return False
        cards = pile[:-1]
        del pile[:-1]
        del self.claims[:-1]
        del self.owners[:-1]
        self.faceup = [c for c in self.faceup if c is pile[0]]
        events.append(Event(_MOVE, cards=tuple(cards), src="pile", dst="stock"))
        events.append(self.shuffle_into(cards, "stock"))
        events.append(Event(_MESSAGE, message=RESHUFFLED()))
        return True

    def _out(self, seat: int, events: list[Event]) -> None:
        """R8/S3: ``seat``'s last card stood."""
        if not self._for_places:
            self.winner = seat
            self.scores[seat] += 1
            self.rounds.append([int(s == seat) for s in range(self.players)])
            events.append(Event(_MESSAGE, seat, WINS(player=SeatRef(seat))))
            self._finish(events)
            return
        self.places.append(seat)
        events.append(Event(_MESSAGE, seat, OUT(player=SeatRef(seat), place=len(self.places))))
        left = [s for s in range(self.players) if s not in self.places]
        if len(left) == 1:
            self.places.append(left[0])
            self.winner = self.places[0]
            self._finish(events)
        elif self.turn == seat:
            self.turn = self._next(seat)

    def _finish(self, events: list[Event]) -> None:
        self.phase = _OVER
        self.open = None
        events.append(Event(_GAME_OVER, self.winner))

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None,
             deck: Sequence[Card] | None = None) -> None:
        """D1, D2: shuffle (or take ``deck``, top = last), deal ``hand_size`` each from the dealer's left."""
        log = events if events is not None else []
        self.changed()
        for zone in self.zones.values():
            zone.clear()
        self.lay_deck("stock", DECK, deck, log)
        n = self.players
        self.dealer = dealer
        for k in range(self._hand_size):
            for i in range(n):
                seat = (dealer + 1 + i) % n
                log.append(self.draw("stock", HANDS[seat]))
        self.turn = dealer
        self.phase = _PLAY
        self.claims, self.owners, self.faceup, self.log, self.places = [], [], [], [], []
        self.back_in = [[] for _ in range(n)]
        self.open = self.winner = None
        self.taken = 0
        self.turned = self.verdict = ""
        self.shown = None

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.turn < self.players or not 0 <= self.dealer < self.players:
            raise ValueError("snyd: turn and dealer must be seats")
        pile = len(self.zones["pile"])
        if len(self.claims) != pile:
            self.claims = (self.claims + [""] * pile)[:pile]
        if len(self.owners) != pile:
            self.owners = (self.owners + [self.turn] * pile)[:pile]
        if len(self.back_in) != self.players:
            self.back_in = [[] for _ in range(self.players)]
        if len(self.scores) != self.players:
            self.scores = [0] * self.players

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        ref = self.reference()
        pile = self.zones["pile"]
        top = len(pile) - 1 - (self.phase is _CLAIM)
        claim = pretty(BY_TEXT[self.claims[top]]) if top >= 0 and pile[top] not in self.faceup else ""
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "counts": [len(self.zones[HANDS[s]]) for s in range(self.players)],
            "reference": pretty(ref) if ref is not None else "",
            "claim": claim, "claim_tag": f"{claim}" if claim else "",
            "claim_by": self.owners[top] if claim else None,
            "claims": [pretty(BY_TEXT[c]) if c else "" for c in self.claims],
            "owners": list(self.owners),
            "open": self.open, "callers": self.callers(), "taken": self.taken,
            "turned": self.turned, "verdict": self.verdict,
            "shown": self.shown.text if self.shown is not None else None,
            "back_in": [list(b) for b in self.back_in], "log": [[seat, pretty(BY_TEXT[c]), r] for seat, c, r in self.log],
            "places": list(self.places), "winner": self.winner, "scores": list(self.scores),
            "max_take": self._max_take, "penalty": self._penalty,
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
        rows = tuple(ScoreRow(ROW_WIN(), tuple(r)) for r in self.rounds)
        won = (self.winner,) if finished and self.winner is not None else ()
        return ScoreSheet(n, rows, tuple(self.scores), winners=won, finished=finished)


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn with the seeded rng; ``deck``: the card
    order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)


def next_game(state: State, seed: int) -> State:
    """The next game of a session: same players and rules, the deal moves one seat on (S2)."""
    return new_game(state.players, state.options, seed=seed, dealer=(state.dealer + 1) % state.players)
