"""Whist's bid card waits on the bid spot until Confirm (rules/whist.md, Table interaction):
dragged there, it can be dragged back; Grand/Nolo put the suggested card there; only
Confirm plays it. Real drags on the real scene."""
from __future__ import annotations

from typing import Callable

from kortbord.engine import Card, GameState, Move, game_info
from kortbord.games.whist.rules import Contract, suggested_bid
from kortbord.table.staging import CONFIRM

from table.conftest import Table
from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture


def bidding() -> GameState:
    """Whist, seed 3, at the start of the bidding; Anna (seat 0) is the human."""
    return game_info("whist").new_game(4, {}, seed=3)


def confirm_spec(t: Table):
    return next((b for b in t.controller.action_bar.specs if b.move.verb == CONFIRM), None)


def test_a_dragged_bid_card_waits_and_can_be_dragged_back(make_table: Callable[..., Table]) -> None:
    t = make_table(bidding(), (1, 2, 3), pause=60_000)   # the computers do not bid meanwhile
    card = t.state.zones["hand/0"][0]
    t.drag(str(card), t.zone_centre("bid/0"))
    t.settle()
    assert t.state.zones["bid/0"] == [], "nothing reaches the engine before Confirm"
    assert card in t.state.zones["hand/0"] and not t.moves
    item = t.item(str(card))
    assert item.zone == "bid/0", "the card lies on the bid spot"
    assert confirm_spec(t) is not None
    assert "Confirm" in t.statuses[-1]
    t.drag(str(card), t.zone_centre("hand/0"))        # changed his mind
    t.settle()
    assert t.item(str(card)).zone == "hand/0" and confirm_spec(t) is None
    assert t.state.zones["bid/0"] == [] and not t.moves


def test_confirm_plays_the_staged_bid(make_table: Callable[..., Table]) -> None:
    t = make_table(bidding(), (1, 2, 3), pause=60_000)
    first, second = t.state.zones["hand/0"][:2]
    t.drag(str(first), t.zone_centre("bid/0"))
    t.settle()
    t.drag(str(second), t.zone_centre("bid/0"))       # another card replaces it
    t.settle()
    assert t.item(str(first)).zone == "hand/0" and t.item(str(second)).zone == "bid/0"
    spec = confirm_spec(t)
    assert spec is not None
    t.controller._button(spec.move)
    t.settle()
    assert t.state.zones["bid/0"] == [second] and t.moves == [f"0 bid {second}"]
    assert confirm_spec(t) is None


def test_grand_puts_the_lowest_red_card_on_the_spot(make_table: Callable[..., Table]) -> None:
    t = make_table(bidding(), (1, 2, 3), pause=60_000)
    red = suggested_bid(list(t.state.zones["hand/0"]), Contract.GRAND)
    assert red is not None
    grand = next(b for b in t.controller.action_bar.specs if b.move == Move(0, "bid", (), "grand"))
    t.controller._button(grand.move)
    t.settle()
    assert t.item(str(red)).zone == "bid/0" and t.state.zones["bid/0"] == []
    t.double_click(str(red))                           # a double-click takes it back too
    t.settle()
    assert t.item(str(red)).zone == "hand/0" and confirm_spec(t) is None


def test_the_others_see_nothing_of_a_staged_card(make_table: Callable[..., Table]) -> None:
    """The staged card is the table's own: computers bid on, and when all three have
    chosen, the human's staged card still waits for Confirm (no card is turned)."""
    t = make_table(bidding(), (1, 2, 3), pause=0)
    card: Card = t.state.zones["hand/0"][0]
    t.drag(str(card), t.zone_centre("bid/0"))
    t.qtbot.waitUntil(lambda: len(t.state.public()["chosen"]) == 3, timeout=5000)
    t.settle()
    assert t.state.public()["phase"] == "bid" and t.item(str(card)).zone == "bid/0"
    t.controller._button(confirm_spec(t).move)
    t.qtbot.waitUntil(lambda: t.state.public()["phase"] == "play", timeout=10_000)


def test_a_whole_hand_by_real_gestures(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Whist against three computers: the bid card dragged to the spot and confirmed with the
    button, then every trick played by dragging a legal card to the middle, until the hand
    is scored."""
    state = bidding()
    t = family(state, computers=(1, 2, 3))
    bid_confirmed = False
    for _ in range(400):
        t.settle(10_000)
        if t.rounds:
            break
        if t.scene.extras.overlay is not None or 0 not in state.actors():
            t.qtbot.wait(20)
            continue
        legal = [m for m in state.legal_moves(0) if m.cards]
        if state.public()["phase"] == "bid":
            t.drag(str(legal[-1].cards[0]), t.zone_centre("bid/0"))
            t.settle()
            t.press(Move(0, CONFIRM))
            bid_confirmed = True
            continue
        t.drag(str(legal[0].cards[0]), t.zone_centre("trick/0"))
    assert bid_confirmed and t.rounds, "the hand was played and scored"
    assert sum(1 for m in t.moves if m.startswith("0 play ")) == 13 and len(state.history) == 1
    assert sum(1 for m in t.moves if m.startswith("0 bid ")) == 1
