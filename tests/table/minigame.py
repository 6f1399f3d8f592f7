"""A tiny test-only game for the table tests (not registered).

Rules in brief: 2-4 players, 5 cards each; play a card of the top card's suit
or rank onto the discard pile; an eight is wild and names a suit (the move's
``arg``); who cannot play draws one card (and may not draw when able); who is
left with one card may ``call`` "Last!" until the next player acts; the first
to empty his hand wins. Moves: ``play C [suit]``, ``draw``, ``call``, ``pass``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Mapping

from kortbord.engine import (QT_TRANSLATE_NOOP, Card, Catalog, Event, EventKind, GameInfo,
                             GameState, Message, Move, RankRef, ScoreRow, ScoreSheet, SeatRef, SuitRef,
                             french_deck)
from kortbord.engine.layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from kortbord.engine.state import NOT_YOUR_TURN
from kortbord.engine.view import Face, ZoneSpec

_ = Catalog("mini")
MUST_MATCH = _("R1.must_match", QT_TRANSLATE_NOOP("mini", "Play {suit}, a {rank} or an eight"))
CAN_PLAY = _("R2.can_play", QT_TRANSLATE_NOOP("mini", "You have a card you can play"))
NO_CALL = _("R3.no_call", QT_TRANSLATE_NOOP("mini", "Nothing to call now"))
PLAY = _("play", QT_TRANSLATE_NOOP("mini", "Play {card}"))
PLAY_EIGHT = _("play8", QT_TRANSLATE_NOOP("mini", "Play {card}, ask for {suit}"))
DRAW = _("draw", QT_TRANSLATE_NOOP("mini", "Draw"))
CALL = _("call", QT_TRANSLATE_NOOP("mini", "Last!"))
PASS = _("pass", QT_TRANSLATE_NOOP("mini", "Pass"))
CALLED = _("called", QT_TRANSLATE_NOOP("mini", "Last!"))
GAME = _("S1.game", QT_TRANSLATE_NOOP("mini", "Game"))
DREW = _("drew", QT_TRANSLATE_NOOP("mini", "{seat} drew a card"))

LAYOUT = TableLayout(
    zones=(
        ZoneLayout("stock", x=-0.65, y=0.0, fan=Fan.PILE, show_count=True, label="Stock"),
        ZoneLayout("discard", x=0.65, y=0.0, fan=Fan.PILE, label="Discard"),
        ZoneLayout("hand/{seat}", anchor=Anchor.SEAT, fan=Fan.ROW, step=0.3),
    ),
    gestures=(
        Gesture(GestureKind.DROP, "play", "hand/{seat}", "discard"),
        Gesture(GestureKind.CLICK, "draw", "stock"),
    ),
)


@dataclass(frozen=True)
class MiniInfo(GameInfo):
    def layout(self) -> TableLayout:
        return LAYOUT


class MiniState(GameState):
    info: ClassVar[GameInfo] = MiniInfo("mini", {"en": "Mini"}, "shedding", 2, 4, 2)
    FIELDS = ("turn", "suit", "caller", "winner")
    turn: int
    suit: str
    caller: int | None
    winner: int | None

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.turn, self.suit, self.caller, self.winner = 0, "", None, None

    def zone_names(self) -> list[str]:
        return ["stock", "discard"] + [f"hand/{s}" for s in range(self.players)]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone.startswith("hand/"):
            return ZoneSpec(Face.OWNER, int(zone[5:]))
        return ZoneSpec(Face.DOWN if zone == "stock" else Face.UP)

    def hand(self, seat: int) -> list[Card]:
        return self.zones[f"hand/{seat}"]

    def top_suit(self) -> str:
        return self.suit or self.zones["discard"][-1].suit

    def fits(self, card: Card) -> bool:
        top = self.zones["discard"][-1]
        return card.rank == "8" or card.suit == self.top_suit() or (not self.suit and card.rank == top.rank)

    def actors(self) -> list[int]:
        if self.is_over():
            return []
        return sorted({self.turn} | ({self.caller} if self.caller is not None else set()))

    def to_move(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.actors():
            return []
        moves: list[Move] = []
        if seat == self.caller:
            moves.append(Move(seat, "call"))
        if seat != self.turn:
            return moves
        for card in self.hand(seat):
            if self.fits(card):
                if card.rank == "8" and len(self.hand(seat)) > 1:
                    moves += [Move(seat, "play", (card,), s) for s in "CDHS"]
                else:
                    moves.append(Move(seat, "play", (card,)))
        if not any(m.verb == "play" for m in moves):
            moves.append(Move(seat, "draw") if self.zones["stock"] else Move(seat, "pass"))
        return moves

    def explain(self, move: Move) -> Message:
        if move.seat != self.turn and move.verb != "call":
            return NOT_YOUR_TURN()
        if move.verb == "draw":
            return CAN_PLAY()
        if move.verb == "call":
            return NO_CALL()
        top = self.zones["discard"][-1]
        return MUST_MATCH(suit=SuitRef(self.top_suit()), rank=RankRef(top.rank))

    def _apply(self, move: Move) -> list[Event]:
        if move.verb == "call":
            self.caller = None
            return [Event(EventKind.CALL, seat=move.seat, message=CALLED())]
        events: list[Event] = []
        self.caller = None
        if move.verb == "play":
            events.append(self.move_card(move.card, f"hand/{move.seat}", "discard"))
            self.suit = move.arg
            if not self.hand(move.seat):
                self.winner = move.seat
                return events + [Event(EventKind.GAME_OVER)]
            if len(self.hand(move.seat)) == 1:
                self.caller = move.seat
        elif move.verb == "draw":
            events.append(self.draw("stock", f"hand/{move.seat}"))
            events.append(Event(EventKind.MESSAGE, message=DREW(seat=SeatRef(move.seat))))
        self.turn = (self.turn + 1) % self.players
        return events

    def public(self) -> dict[str, Any]:
        return {"turn": self.turn, "suit": self.suit}

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> ScoreSheet:
        values = tuple(int(s == self.winner) for s in range(self.players))
        rows = (ScoreRow(GAME(), values),) if self.winner is not None else ()
        winners = (self.winner,) if self.winner is not None else ()
        return ScoreSheet(self.players, rows, values, winners, self.winner is not None)

    def describe(self, move: Move) -> Message:
        if move.verb == "play":
            return PLAY_EIGHT(card=move.card, suit=SuitRef(move.arg)) if move.arg else PLAY(card=move.card)
        return {"draw": DRAW, "call": CALL, "pass": PASS}[move.verb]()


def new_game(players: int = 2, seed: int = 0, hand: int = 5) -> MiniState:
    state = MiniState(players, {}, seed)
    deck = french_deck()
    state.rng.shuffle(deck)
    state.zones["stock"] = deck
    state.assign_uids(deck)
    for _ in range(hand):
        for seat in range(players):
            state.draw("stock", f"hand/{seat}")
    state.draw("stock", "discard")
    return state


def position(text: str) -> MiniState:
    """A state from ``"hand/0: 7H 9D | hand/1: ... | discard: 7C | stock: ..."`` (turn 0)."""
    state = MiniState(2, {}, 0)
    for part in text.split("|"):
        name, _, cards = part.partition(":")
        state.zones[name.strip()] = [Card.parse(t) for t in cards.split()]
    for cards in state.zones.values():
        state.assign_uids(cards)
    return state
