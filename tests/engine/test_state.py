"""The generic half of the state contract, on a tiny game defined here."""
from __future__ import annotations

from typing import Any

import pytest

from kortbord.engine import (Catalog, Event, EventKind, Face, GameInfo, GameState, IllegalMove, Message,
                             Move, ScoreRow, ScoreSheet, StateError, ZoneSpec, french_deck, parse_cards)

_ = Catalog("tiny")
NOT_HELD = _("R1.not_held", "You do not hold {card}")
WAIT = _("R1.wait", "Wait for your turn")
PLAYED = _("R1.play", "Play {card}")


class Tiny(GameState):
    """Two seats take turns putting any card on the pile; an empty hand wins."""

    info = GameInfo("tiny", {"en": "Tiny"}, "test", 2, 2, 2)
    FIELDS = ("turn", "winner")
    turn: int
    winner: int | None

    def __init__(self, players: int, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.turn, self.winner = 0, None

    def zone_names(self) -> list[str]:
        return ["stock", "pile", "hand/0", "hand/1"]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone.startswith("hand/"):
            return ZoneSpec(Face.OWNER, int(zone[5:]))
        return ZoneSpec(Face.UP if zone == "pile" else Face.DOWN)

    def actors(self) -> list[int]:
        return [] if self.winner is not None else [self.turn]

    def to_move(self) -> int | None:
        return None if self.winner is not None else self.turn

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.actors():
            return []
        return [Move(seat, "play", (c,)) for c in self.zones[f"hand/{seat}"]]

    def explain(self, move: Move) -> Message:
        return WAIT() if move.seat != self.turn else NOT_HELD(card=move.cards[0] if move.cards else "")

    def _apply(self, move: Move) -> list[Event]:
        event = self.move_card(move.card, f"hand/{move.seat}", "pile")
        if not self.zones[f"hand/{move.seat}"]:
            self.winner = move.seat
        self.turn = 1 - self.turn
        return [event]

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> ScoreSheet:
        values = tuple(int(s == self.winner) for s in range(2))
        return ScoreSheet(2, (ScoreRow(PLAYED(card="-"), values),), values, (self.winner,) if self.winner is not None else (), self.is_over())

    def describe(self, move: Move) -> Message:
        return PLAYED(card=move.card)


def tiny(text: str = "tiny 2p | turn=0 | hand/0: 7H 9D | hand/1: KS | stock: 2C 3C") -> Tiny:
    state = Tiny.from_notation(text)
    assert isinstance(state, Tiny)
    return state


def test_check_agrees_with_legal_moves_and_explains():
    state = tiny()
    assert state.check(state.parse_move("0 play 7H")).ok
    verdict = state.check(state.parse_move("0 play KS"))
    assert not verdict.ok and verdict.reason is not None and verdict.reason.key == "tiny.R1.not_held"
    assert state.check(state.parse_move("1 play KS")).reason.key == "tiny.R1.wait"  # type: ignore[union-attr]


def test_apply_refuses_illegal_moves_without_changing_state():
    state = tiny()
    before = state.to_dict()
    with pytest.raises(IllegalMove) as err:
        state.apply(state.parse_move("1 play KS"))
    assert err.value.reason.key == "tiny.R1.wait"
    assert state.to_dict() == before


def test_after_game_over_every_move_is_refused():
    state = tiny("tiny 2p | turn=1 | hand/0: 7H | hand/1: KS")
    state.apply(state.parse_move("1 play KS"))
    assert state.is_over() and state.actors() == []
    assert state.check(state.parse_move("0 play 7H")).reason.key == "kortbord.game_over"  # type: ignore[union-attr]


def test_views_hide_hands_and_stock_but_keep_hidden_ids():
    state = tiny()
    mine, theirs = state.view(0), state.view(1)
    assert mine.hand == parse_cards("7H 9D") and mine.cards("hand/1") == []
    assert theirs.cards("hand/0") == [] and theirs.count("hand/0") == 2
    assert [s.uid for s in mine.zones["hand/0"]] == [s.uid for s in theirs.zones["hand/0"]]
    assert mine.cards("stock") == [] and state.view(None).cards("hand/0") == []


def test_json_round_trip_and_clone_independence():
    state = tiny()
    again = Tiny.from_dict(state.to_dict())
    assert again.to_dict() == state.to_dict()
    twin = state.clone()
    twin.apply(twin.parse_move("0 play 7H"))
    assert state.zones["hand/0"] == parse_cards("7H 9D") and state.turn == 0


@pytest.mark.parametrize("damage", [
    lambda d: d.update(format="other"),
    lambda d: d.update(version=99),
    lambda d: d["zones"].update({"hand/1": ["KS", "7H"]}),
    lambda d: d["zones"].update({"moon": []}),
    lambda d: d["fields"].update(turn="zero"),
    lambda d: d["fields"].update(cheat=1),
    lambda d: d["uids"].pop("KS"),
    lambda d: d.pop("rng"),
])
def test_broken_saves_are_refused_clearly(damage):
    data = tiny().to_dict()
    damage(data)
    with pytest.raises(StateError):
        Tiny.from_dict(data)


def test_shuffle_gives_new_hidden_ids():
    state = tiny()
    old = {c: state.uid[c] for c in state.zones["stock"]}
    cards = state.zones["stock"][:]
    state.zones["stock"].clear()
    event = state.shuffle_into(cards, "stock")
    assert event.kind is EventKind.SHUFFLE
    assert all(state.uid[c] not in old.values() for c in cards)


def test_draw_takes_from_the_top():
    state = tiny()
    event = state.draw("stock", "hand/1", 5)
    assert event.cards == tuple(parse_cards("3C 2C")) and state.zones["stock"] == []


def test_every_card_is_dealt_once_in_a_deck():
    assert len(set(french_deck())) == 52
