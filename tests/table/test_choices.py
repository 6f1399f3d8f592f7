"""Choices and seats: menus for several matching moves, selecting several
cards, hot-seat play behind the privacy screen, and a second (test-only)
game to show the table knows no Olsen rules."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QMenu

from kortbord.engine import Card, game_info

from table.conftest import LEFT, Table, olsen
from table.minigame import new_game, position


def menu_of(t: Table) -> QMenu:
    menu = t.controller._menu
    assert menu is not None and menu.isVisible()
    return menu


def test_a_drop_matching_several_moves_offers_a_menu(make_table: Callable[..., Table]) -> None:
    """Mini game: an eight dropped on the pile asks which suit (four moves, one per arg)."""
    state = position("hand/0: 8H 3D 4S | hand/1: 9S 9C | discard: 5C | stock: KD QD")
    t = make_table(state, (1,), pause=60_000)
    t.drag("8H", t.zone_centre("discard"))
    t.settle()
    assert t.moves == [] and t.item("8H").zone == "hand/0"
    texts = [a.text() for a in menu_of(t).actions()]
    assert texts == ["♣  Play 8♥, ask for clubs", "♦  Play 8♥, ask for diamonds",
                     "♥  Play 8♥, ask for hearts", "♠  Play 8♥, ask for spades"]
    menu_of(t).actions()[1].trigger()
    t.settle()
    assert t.moves == ["0 play 8H D"] and state.suit == "D"
    assert t.item("8H").zone == "discard"


def test_a_menu_closed_without_a_choice_changes_nothing(make_table: Callable[..., Table]) -> None:
    state = position("hand/0: 8H 3D 4S | hand/1: 9S 9C | discard: 5C | stock: KD QD")
    t = make_table(state, (1,), pause=60_000)
    t.double_click("8H")
    menu_of(t).close()
    t.settle()
    assert t.controller._menu is None
    assert t.moves == [] and t.item("8H").zone == "hand/0"


def test_selected_cards_are_dragged_together(make_table: Callable[..., Table]) -> None:
    """Olsen A9 (multi_same_rank): click 7H and 7D to select them, drag both, choose the top card."""
    state = olsen("olsen 4p multi_same_rank=true | dealer=3 turn=0 | hand/0: 7H 7D KS | hand/1: 5C JD "
                  "| hand/2: 4H JH | hand/3: 2H 3H | discard: 7C | stock: 3C 6H 4C QH")
    t = make_table(state, (1, 2, 3), pause=60_000)
    y0 = t.item("7H").pos().y()
    t.click(t.centre_of("7H"))
    t.click(t.centre_of("7D"))
    assert t.scene.selected == {state.uid[Card.parse("7H")], state.uid[Card.parse("7D")]}
    assert t.item("7H").pos().y() < y0
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    texts = sorted(a.text() for a in menu_of(t).actions())
    assert texts == ["Play 2 cards, 7♥ on top", "Play 2 cards, 7♦ on top"]
    next(a for a in menu_of(t).actions() if "7♦ on top" in a.text()).trigger()
    t.settle()
    assert t.moves == ["0 play 7H 7D"]
    assert [c.text for c in state.zones["discard"][-2:]] == ["7H", "7D"]
    assert not t.scene.selected


def test_hot_seat_passes_the_mouse_behind_a_privacy_screen(make_table: Callable[..., Table]) -> None:
    """Two humans (A and B) and a computer: the bottom seat follows the human to move."""
    state = olsen("olsen 3p | dealer=2 turn=0 | hand/0: 7H 9D | hand/1: 5C 7D KS | hand/2: 4H JH "
                  "| discard: 7C | stock: 3C 6H 4C QH")
    t = make_table(state, (2,), pause=60_000)
    ctrl = t.controller
    assert ctrl.hotseat and ctrl.privacy.isVisible()
    assert "Anna" in ctrl.privacy.label.text()
    assert all(i.face is None for i in t.scene.cards.values() if i.zone.startswith("hand/"))
    t.qtbot.mouseClick(ctrl.privacy.button, LEFT)
    t.settle()
    assert not ctrl.privacy.isVisible() and t.item("7H").face == Card.parse("7H")
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    assert t.moves == ["0 play 7H"]
    assert ctrl.local_seat == 1 and ctrl.privacy.isVisible() and "Bo" in ctrl.privacy.label.text()
    assert t.item("9D").face is None and t.item("5C").face is None
    assert t.scene.geometry.seats[1].side.value == "bottom"
    t.qtbot.mouseClick(ctrl.privacy.button, LEFT)
    t.settle()
    assert t.item("7D").face == Card.parse("7D") and t.item("9D").face is None


def test_the_table_plays_another_game_through_its_layout(make_table: Callable[..., Table]) -> None:
    """The mini game (3 seats, two computers) runs on the same table without Olsen code."""
    t = make_table(new_game(3, seed=4), (1, 2), pause=0)
    hand = t.state.zones["hand/0"]
    legal = t.state.legal_moves(0)
    play = next((m for m in legal if m.verb == "play" and not m.arg), None)
    if play is not None:
        t.drag(play.card.text, t.zone_centre("discard"))
    else:
        t.click(t.zone_centre("stock"))
    t.qtbot.waitUntil(lambda: (t.state.is_over() or t.state.to_move() == 0) and not t.scene.busy,
                      timeout=10_000)
    assert len(t.moves) >= 3
    assert sum(len(z) for z in t.state.zones.values()) == len(t.scene.cards) == 52
    assert len(hand) == len(t.state.zones["hand/0"])


def test_a_game_of_computers_only_runs_to_the_end(make_table: Callable[..., Table]) -> None:
    t = make_table(game_info("olsen").new_game(3, {}, seed=11), (0, 1, 2), pause=0)
    assert t.controller.local_seat is None
    t.qtbot.waitUntil(lambda: bool(t.overs), timeout=30_000)
    assert t.overs[0].finished and t.state.is_over()
    t.settle()
    assert len(t.scene.cards) == 52
    assert all(abs(i.pos().x() - i.home[0]) < 0.5 for i in t.scene.cards.values())


def test_clicks_outside_any_zone_do_nothing(make_table: Callable[..., Table]) -> None:
    state = position("hand/0: 8H 3D 4S | hand/1: 9S 9C | discard: 5C | stock: KD QD")
    t = make_table(state, (1,), pause=60_000)
    t.click(QPointF(3, 3))
    assert t.moves == []
