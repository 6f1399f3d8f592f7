"""Toy rules: play a card of the top card's suit or rank, else draw one; first out wins the deal.

Moves: ``<seat> play <card>``, ``<seat> draw``, ``<seat> pass`` (nothing to draw).
"""
from __future__ import annotations

from typing import Any, Mapping

from kortbord.engine.cards import SUITS, Card
from kortbord.engine.events import Event, EventKind
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from kortbord.engine.moves import Move
from kortbord.engine.score import ScoreRow, ScoreSheet
from kortbord.engine.state import GameState
from kortbord.engine.view import Face, ZoneSpec

from . import INFO

_ = Catalog("toy")
MUST_MATCH = _("R1.must_match", QT_TRANSLATE_NOOP("toy", "Play a card of the same suit or rank as {card}"))
CAN_PLAY = _("R2.can_play", QT_TRANSLATE_NOOP("toy", "You have a card you can play"))
PLAY = _("move.play", QT_TRANSLATE_NOOP("toy", "Play {card}"))
DRAW = _("move.draw", QT_TRANSLATE_NOOP("toy", "Draw a card"))
PASS = _("move.pass", QT_TRANSLATE_NOOP("toy", "Pass"))
DEAL = _("S1.deal", QT_TRANSLATE_NOOP("toy", "Deal {number}"))
DECK = [Card(r, s) for s in SUITS for r in "A2345"]


class State(GameState):
    info = INFO
    FIELDS = ("turn", "dealer", "wins", "deal_no", "over")
    turn: int
    dealer: int
    wins: list[int]
    deal_no: int
    over: bool

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.turn = self.dealer = self.deal_no = 0
        self.wins = [0] * players
        self.over = False

    def zone_names(self) -> list[str]:
        return ["stock", "discard"] + [f"hand/{s}" for s in range(self.players)]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone.startswith("hand/"):
            return ZoneSpec(Face.OWNER, int(zone[5:]))
        return ZoneSpec(Face.UP if zone == "discard" else Face.DOWN)

    def deal(self) -> list[Event]:
        cards = self.all_cards()
        for zone in self.zones.values():
            zone.clear()
        events = [self.shuffle_into(cards, "stock")]
        for _round in range(int(self.options["hand_size"])):
            for i in range(1, self.players + 1):
                events.append(self.draw("stock", f"hand/{(self.dealer + i) % self.players}"))
        events.append(self.draw("stock", "discard"))
        self.turn = (self.dealer + 1) % self.players
        self.deal_no += 1
        return events

    def actors(self) -> list[int]:
        return [] if self.over else [self.turn]

    def to_move(self) -> int | None:
        return None if self.over else self.turn

    def _fits(self, card: Card) -> bool:
        top = self.zones["discard"][-1]
        return bool(self.options["any_card"]) or card.suit == top.suit or card.rank == top.rank

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.actors():
            return []
        plays = [Move(seat, "play", (c,)) for c in self.zones[f"hand/{seat}"] if self._fits(c)]
        if plays:
            return plays
        if self.zones["stock"] or len(self.zones["discard"]) > 1:
            return [Move(seat, "draw")]
        return [Move(seat, "pass")]

    def explain(self, move: Move) -> Message:
        if move.verb == "draw":
            return CAN_PLAY()
        return MUST_MATCH(card=self.zones["discard"][-1])

    def _apply(self, move: Move) -> list[Event]:
        seat = move.seat
        if move.verb == "play":
            events = [self.move_card(move.card, f"hand/{seat}", "discard")]
            if not self.zones[f"hand/{seat}"]:
                self.wins[seat] += 1
                if self.wins[seat] >= int(self.options["target"]):
                    self.over = True
                    return events + [Event(EventKind.GAME_OVER, seat=seat)]
                self.dealer = (self.dealer + 1) % self.players
                return events + [Event(EventKind.ROUND_OVER, seat=seat)] + self.deal()
        elif move.verb == "draw":
            if not self.zones["stock"]:
                rest = self.zones["discard"][:-1]
                del self.zones["discard"][:-1]
                events = [self.shuffle_into(rest, "stock")]
            else:
                events = []
            events.append(self.draw("stock", f"hand/{seat}"))
        else:
            events = []
        self.turn = (seat + 1) % self.players
        return events

    def public(self) -> dict[str, Any]:
        return {"turn": self.turn, "dealer": self.dealer, "wins": list(self.wins)}

    def is_over(self) -> bool:
        return self.over

    def result(self) -> ScoreSheet:
        rows = (ScoreRow(DEAL(number=1), tuple(self.wins)),)
        best = max(self.wins)
        winners = tuple(s for s, w in enumerate(self.wins) if w == best) if self.over else ()
        return ScoreSheet(self.players, rows, tuple(self.wins), winners, self.over)

    def describe(self, move: Move) -> Message:
        if move.verb == "play":
            return PLAY(card=move.card)
        return DRAW() if move.verb == "draw" else PASS()


def new_game(players: int, options: Mapping[str, Any], seed: int = 0,
             dealer: int | None = None) -> State:
    state = State(players, options, seed)
    state.zones["stock"] = list(DECK)
    state.assign_uids(state.zones["stock"])
    state.dealer = state.rng.below(players) if dealer is None else dealer
    state.deal()
    return state
