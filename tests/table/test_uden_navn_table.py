"""Kortspillet uden navn on the real table, by mouse: staging groups in the trays with
their tags, the greyed Lay down button and its reason, laying down, the joker's card
chosen in the tray, laying off with only the fitting meld lit, the Buy button, and a
whole seven-round game by real gestures.

Anna (seat 0) is the human; Bo, Carl and Dina are computer players with no pause.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from kortbord.engine import Move, game_info
from kortbord.games.uden_navn.rules import State, meld_of

from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

MAX_MOVES = 6000
STOCK = "stock: 2D.1 3D.1 4D.1 5D.1 6D.1 8D.1 | discard: KS.1"


def at(text: str) -> State:
    state = State.from_notation("uden_navn 4p | " + text)
    assert isinstance(state, State)
    return state


def test_staging_tags_and_the_lay_down_button(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R5 on the table: cards dragged into the trays are framed and checked as each group
    grows; Lay down stays greyed with what is missing, then lays the contract down."""
    state = at(f"round_no=1 dealer=3 turn=0 phase=play | {STOCK} | hand/0: 7S 7H 7D QD QC JK 2C 9H | "
               "hand/1: 2S | hand/2: 3S | hand/3: 4S")
    t = family(state, pause=60_000)
    laydown = Move(0, "laydown")
    button = t.button(laydown)
    assert button is not None and not button.isEnabled()
    for card in ("7S", "7H"):
        t.drag(card, t.zone_centre("tray0/0"))
        t.settle()
    assert t.scene.extras.tags["tray0/0"].text == "A set needs at least three cards of the same rank"
    t.drag("7D", t.zone_centre("tray0/0"))
    t.settle()
    assert t.scene.extras.tags["tray0/0"].text == "Set ✓"
    assert "whole contract at once: two sets" in t.button(laydown).toolTip()   # type: ignore[union-attr]
    for card in ("QD", "QC", "JK"):
        t.drag(card, t.zone_centre("tray1/0"))
        t.settle()
    t.drag("QC", t.zone_centre("hand/0"))                    # staged cards can be dragged back
    t.settle()
    assert [c.text for c in state.zones["tray1/0"]] == ["QD", "JK"]
    t.drag("QC", t.zone_centre("tray1/0"))
    t.settle()
    t.press(laydown)
    t.settle()
    assert state.down[0] and [c.text for c in state.zones["meld0/0"]] == ["7S", "7H", "7D"]
    assert t.moves[-1] == "0 laydown"


def open_menu() -> QMenu | None:
    """The table's popup menu now open, if any."""
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()), None)


def test_the_joker_at_an_open_end_is_chosen_in_the_tray(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """A4 and Table interaction: the card that makes JK 5♥ 6♥ 7♥ a run asks "Joker = 4♥ or
    8♥?" by the tray; the reading picked there frames the group and Lay down keeps it."""
    state = at(f"round_no=2 dealer=3 turn=0 phase=play | {STOCK} | hand/0: JK 5H 6H 7H 9S 9D 9C 2C KD | "
               "hand/1: 2S | hand/2: 3S | hand/3: 4S")
    t = family(state, pause=60_000)
    for card in ("JK", "5H", "6H"):
        t.drag(card, t.zone_centre("tray0/0"))
        t.settle()
        assert open_menu() is None
    t.drag("7H", t.zone_centre("tray0/0"))
    t.settle()
    menu = open_menu()
    assert menu is not None
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["Joker = 4♥ or 8♥?", "Joker = 4♥", "Joker = 8♥"]
    assert not menu.actions()[0].isEnabled()
    pick = next(a for a in menu.actions() if a.text() == "Joker = 4♥")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(pick).center())
    t.settle()
    assert t.moves[-1] == "0 joker 1:4" and open_menu() is None
    assert t.scene.extras.tags["tray0/0"].text == "Run ✓ – joker = 4♥"
    for card in ("9S", "9D", "9C"):
        t.drag(card, t.zone_centre("tray1/0"))
        t.settle()
    laydown = Move(0, "laydown", (), "1:4")
    assert [m for m in state.legal_moves(0) if m.verb == "laydown"] == [laydown]
    assert t.button(Move(0, "laydown", (), "1:5")) is None
    t.press(laydown)
    t.settle()
    assert t.moves[-1] == "0 laydown 1:4"
    meld = meld_of(tuple(state.zones["meld0/0"]))
    assert [c.text for c in meld.faces()] == ["4H", "5H", "6H", "7H"]


def test_lay_off_lights_only_the_fitting_meld(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R7: dragging 7C lights B's sevens, not the queens; the drop lays it off."""
    state = at(f"round_no=1 dealer=3 turn=0 phase=play down=[true,true,false,false] | {STOCK} | "
               "meld0/1: 7S 7H 7H.1 | meld1/1: QD QC JK | hand/0: 7C 2C | hand/2: 3S | hand/3: 4S")
    t = family(state, pause=60_000)
    targets = t.controller.drag_targets("hand/0", (state.zones["hand/0"][0],))
    assert "meld0/1" in targets and "meld1/1" not in targets
    t.drag("7C", t.zone_centre("meld0/1"))
    t.settle()
    assert [c.text for c in state.zones["meld0/1"]] == ["7S", "7H", "7H.1", "7C"]


def test_laying_off_before_laying_down_is_refused_with_the_reason(family: Callable[..., FamilyTable]) -> None:  # noqa: F811,E501
    """Example 7 on the table: the drop glides back and the status line says why."""
    state = at(f"round_no=1 dealer=3 turn=0 phase=play down=[false,true,false,false] | {STOCK} | "
               "meld0/1: 7S 7H 7H.1 | hand/0: 7C 2C | hand/2: 3S | hand/3: 4S")
    t = family(state, pause=60_000)
    t.drag("7C", t.zone_centre("meld0/1"))
    t.settle()
    assert len(state.zones["meld0/1"]) == 3
    assert any("You must lay down your own contract first" in s for s in t.statuses)


def test_the_buy_button(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R9-R11: Anna may ask for Dina's discard while Bo is next; her request is shown."""
    state = at("round_no=1 dealer=2 turn=0 phase=draw offer=true offerer=3 | stock: 2D 7S KD 4C | "
               "discard: 5S 9H | hand/0: 2H 3H | hand/1: 2S 3S | hand/2: 2C | hand/3: 2D.1")
    state.turn = 1
    state.changed()
    t = family(state, computers=(1, 2, 3), pause=60_000)
    buy = Move(0, "buy")
    assert t.button(buy) is not None and t.button(buy).text() == "Buy 9♥"   # type: ignore[union-attr]
    t.press(buy)
    t.settle()
    assert state.requests == [0]
    assert t.scene.extras.tags["discard"].text == "Anna wants to buy"


class Human:
    """Anna: chooses like the normal computer player, acts only with the mouse."""

    def __init__(self, t: FamilyTable, seed: int) -> None:
        self.t = t
        self.brain = game_info("uden_navn").player("normal", seed=seed)
        self.used: set[str] = set()

    def wants(self) -> bool:
        state = self.t.state
        legal = state.legal_moves(0)
        if not legal:
            return False
        if state.turn == 0:  # type: ignore[attr-defined]
            return True
        return bool(self.brain.wants_to_act(state.view(0), legal))   # type: ignore[attr-defined]

    def turn(self) -> None:
        t, state = self.t, self.t.state
        legal = [m for m in state.legal_moves(0) if not (m.verb == "layoff" and " " in m.arg)]
        move = self.brain.choose(state.view(0), legal)
        before = len(t.moves)
        if move.verb == "draw":
            t.click(t.zone_centre("stock"))
        elif move.verb == "take":
            t.drag(state.zones["discard"][-1].text, t.zone_centre("hand/0"))
        elif move.verb == "stage":
            t.drag(move.card.text, t.zone_centre(f"tray{int(move.arg) - 1}/0"))
        elif move.verb == "unstage":
            t.drag(move.card.text, t.zone_centre("hand/0"))
        elif move.verb in ("layoff", "swap"):
            t.drag(move.card.text, t.zone_centre(move.arg.split()[0]))
        elif move.verb == "discard":
            t.drag(move.card.text, t.zone_centre("discard"))
        else:
            t.press(move)
        self.used.add(move.verb)
        t.settle()
        menu = open_menu()
        if menu is not None:                                  # "Joker = 4♥ or 8♥?": left open
            menu.close()
            t.settle()
        assert t.moves[before:before + 1] == [str(move)], f"{move} was not made by its gesture: {t.moves[before:]}"


def human_to_act(t: FamilyTable, human: Human) -> bool:
    overlay = t.scene.extras.overlay
    if overlay is not None:                                  # the round's summary: a click
        t.click(overlay.sceneBoundingRect().center())
        return False
    return not t.scene.busy and 0 in t.state.actors() and human.wants() \
        and t.controller.action_bar.isEnabled()


@pytest.mark.parametrize("seed", [3])
def test_a_whole_game_by_mouse(family: Callable[..., FamilyTable], seed: int) -> None:  # noqa: F811
    """Seven rounds against three computer players, gestures only, to the final sheet."""
    state: Any = game_info("uden_navn").new_game(4, {}, seed=seed)
    t = family(state)
    human = Human(t, seed)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or human_to_act(t, human), timeout=30_000)
        if not state.is_over():
            human.turn()
    t.settle()
    assert len(t.overs) == 1 and t.overs[0].finished and len(state.rows) == 7
    assert {"draw", "discard", "stage", "laydown"} <= human.used
    assert len(t.rounds) >= 6
