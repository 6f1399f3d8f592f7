"""Snyd on the real table, by mouse: putting a card down and claiming it with the
buttons, the claim on the pile, Snyd! as a glowing button that goes when the human
begins her turn, taking cards with Take another / Done, and whole games.

Anna (seat 0) is the human; Bo, Carl and Dina are computer players with no pause.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest

from kortbord.engine import Move, game_info
from kortbord.games.snyd.rules import State
from kortbord.table.card_picker import CardPicker
from kortbord.table.flip import TurnedCard
from kortbord.table.score_panel import ScorePanel
from PySide6.QtCore import Qt

LEFT = Qt.MouseButton.LeftButton

from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

MAX_MOVES = 3000
#: Anna deals; Bo is next.
START = ("snyd 4p | dealer=0 turn=0 | stock: 2H 3H 4H 5H 6H 7H 8H 9H | hand/0: 4C 5C TD | "
         "hand/1: 6C 7S | hand/2: 8C QS | hand/3: 9C JD")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def verbs(t: FamilyTable) -> list[str]:
    return [str(b.move) for b in t.controller.action_bar.specs if b.enabled]


def picker(t: FamilyTable) -> CardPicker:
    bar = t.controller.action_bar
    assert bar.picker is not None and bar.picker.isVisible(), "no card picker shown"
    return bar.picker


def claim(t: FamilyTable, card: str) -> None:
    """Pick ``card`` in the claim picker by mouse (unless it is selected already), then Confirm."""
    grid = picker(t)
    cell = grid.cells[Move(0, "claim", (), card)]
    if not cell.isChecked():
        t.qtbot.mouseClick(cell, LEFT)
    assert grid.selected == Move(0, "claim", (), card)
    t.qtbot.mouseClick(grid.confirm, LEFT)


def test_put_down_then_claim_with_the_true_claim_first(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R2/R3 and the claim picker: a drag puts the card face down; the legal claims lie in a
    compact grid, a row per suit, the true claim selected (Confirm is one click); Take back
    undoes the drop; a lie is a click on its cell, then Confirm."""
    state = at(START)
    t = family(state, pause=60_000)
    t.drag("TD", t.zone_centre("pile"))
    assert state.phase.value == "claim" and t.moves == ["0 play TD"]
    grid = picker(t)
    assert len(grid.cells) == 52 and grid.selected == Move(0, "claim", (), "TD")   # any claim on an empty pile
    assert grid.cells[Move(0, "claim", (), "TD")].toolTip() == "The truth: this is the card you put down"
    assert grid.confirm.isEnabled()
    rows = {grid.layout().getItemPosition(grid.layout().indexOf(c))[0] for c in grid.cells.values()}
    assert len(rows) == 4 and grid.sizeHint().height() < 200, "four rows of 13, not 52 buttons"
    assert [b.text() for b in t.controller.action_bar.buttons if b.isEnabled()] == ["Take the card back"]
    t.press(Move(0, "back"))
    assert state.phase.value == "play" and "TD" in [c.text for c in state.zones["hand/0"]]
    t.settle()
    t.drag("4C", t.zone_centre("pile"))
    assert picker(t).selected == Move(0, "claim", (), "4C")
    claim(t, "TD")                                                     # a lie: a cell, then Confirm
    t.settle()
    assert state.turn == 1 and t.moves[-1] == "0 claim TD"
    assert t.scene.extras.tags["pile"].text == "Anna: 10♦"
    assert t.item("4C").face is None                                   # face down on the table


def test_on_a_pile_the_picker_offers_the_16_matching_claims(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R3: on 9♣ the legal claims are the clubs and the other nines; a card that is no legal
    claim (4♥) leaves nothing selected and Confirm waits for a choice."""
    state = at('snyd 4p | dealer=3 turn=0 claims=["9C"] owners=[3] | stock: 2H 3H | '
               'pile: JD | hand/0: 4H 5C | hand/1: 6C | hand/2: 8C | hand/3: 9D')
    t = family(state, pause=60_000)
    t.drag("4H", t.zone_centre("pile"))
    grid = picker(t)
    assert len(grid.cells) == 16 and grid.selected is None and not grid.confirm.isEnabled()
    assert {m.arg for m in grid.cells} == {f"{r}C" for r in "23456789TJQKA"} | {"9D", "9H", "9S"}
    claim(t, "QC")
    assert t.moves[-1] == "0 claim QC"


def test_claims_show_translated_card_names(family: Callable[..., FamilyTable],  # noqa: F811
                                           speak: Callable[..., None]) -> None:
    """The claim tag and the picker say the card as the UI language does (Swedish: D♣ for the queen)."""
    speak("sv")
    state = at(START)
    t = family(state, pause=60_000)
    t.drag("4C", t.zone_centre("pile"))
    assert picker(t).cells[Move(0, "claim", (), "QC")].text() == "D♣"
    claim(t, "QC")
    t.settle()
    assert t.scene.extras.tags["pile"].text == "Anna: D♣"


def test_snyd_button_appears_and_goes_when_she_begins(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R5 on the table: after Dina's claim Anna gets a glowing Snyd! button; dragging a card
    starts her turn and the button is gone (the chance has passed)."""
    state = at('snyd 4p | dealer=3 turn=0 open=3 claims=["9C"] owners=[3] | stock: 2H 3H 4H 5H | '
               'pile: JD | hand/0: 4C 5C | hand/1: 6C | hand/2: 8C | hand/3: 9D')
    t = family(state, pause=60_000)
    call = Move(0, "call", (), "snyd")
    button = t.button(call)
    assert button is not None and button.property("urgent")
    assert button.text() == "Snyd!"
    t.drag("4C", t.zone_centre("pile"))
    assert t.button(call) is None and state.phase.value == "claim"


def test_calling_shows_what_happened(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """A call caught a lie: the card goes back to Dina with three more; the turned card flips
    over in the middle, the sentence under it, and the status says so too."""
    state = at('snyd 4p | dealer=3 turn=0 open=3 claims=["9C"] owners=[3] | stock: 2H 3H 4H 5H | '
               'pile: JD | hand/0: 4C 5C | hand/1: 6C | hand/2: 8C | hand/3: 9D')
    t = family(state, pause=60_000)
    t.controller.set_speed(1.0)
    t.press(Move(0, "call", (), "snyd"))
    news = "Dina lied: J♦, not 9♣ – Dina takes the card back and 3 more"
    flip = t.controller.flipper.item
    assert isinstance(flip, TurnedCard) and flip.card.text == "JD" and flip.caption == news
    assert not flip.face_up, "it starts on its back"
    t.qtbot.waitUntil(lambda: flip.face_up and flip.progress == 1.0, timeout=3000)
    geo = t.scene.geometry
    assert geo is not None and flip.sceneBoundingRect().contains(*geo.centre)
    t.settle()
    assert [c.text for c in state.zones["hand/3"]] == ["9D", "JD", "5H", "4H", "3H"]
    assert any(news in s for s in t.statuses)
    assert state.zones["pile"] == [] and state.turn == 0
    t.qtbot.waitUntil(lambda: t.controller.flipper.item is None, timeout=8000)   # it goes by itself
    assert flip.scene() is None


def test_the_score_panel_lists_the_last_claims_and_calls(qtbot: Any) -> None:
    """The score panel's log: each claim kept, with the outcome of a call on it."""
    state = at('snyd 4p | dealer=3 turn=0 open=3 claims=["9C"] owners=[3] | stock: 2H 3H 4H 5H | '
               'pile: JD | hand/0: 4C 5C | hand/1: 6C | hand/2: 8C | hand/3: 9D')
    state.apply(Move(0, "play", (state.zones["hand/0"][0],)))
    state.apply(Move(0, "claim", (), "TC"))
    state.apply(Move(1, "call", (), "snyd"))
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show_state(state, {0: "Anna", 1: "Bo", 2: "Carl", 3: "Dina"})
    text = panel.log_label.text()
    assert panel.log_label.isVisibleTo(panel)
    assert "Anna said 10♣ – called: a lie" in text, text


def test_taking_cards_with_take_another_and_done(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R4 on the table: a click on the stock takes a card; Take another and Done follow; the
    third card ends the turn by itself (E7)."""
    state = at(START)
    t = family(state, pause=60_000)
    t.click(t.zone_centre("stock"))
    t.settle()
    assert state.phase.value == "take" and set(verbs(t)) == {"0 take", "0 done"}
    assert t.button(Move(0, "take")).text() == "Take another"         # type: ignore[union-attr]
    t.press(Move(0, "done"))
    assert state.turn == 1 and len(state.zones["hand/0"]) == 4
    three = at(START)
    t3 = family(three, pause=60_000)
    t3.click(t3.zone_centre("stock"))
    t3.settle()
    t3.press(Move(0, "take"))
    t3.settle()
    t3.press(Move(0, "take"))
    assert three.turn == 1 and len(three.zones["hand/0"]) == 6


class Human:
    """Anna: chooses like the normal computer player, acts only with the mouse."""

    def __init__(self, t: FamilyTable, seed: int) -> None:
        self.t = t
        self.brain = game_info("snyd").player("normal", seed=seed)
        self.used: set[str] = set()

    def turn(self) -> None:
        t, state = self.t, self.t.state
        legal = state.legal_moves(0)
        move = self.brain.choose(state.view(0), legal)
        before = len(t.moves)
        if move.verb == "play":
            t.drag(move.cards[0].text, t.zone_centre("pile"))
        elif move.verb == "take" and state.phase.value == "play":   # type: ignore[attr-defined]
            t.click(t.zone_centre("stock"))
        elif move.verb == "claim":
            claim(t, move.arg)
        else:
            t.press(move)
        self.used.add(move.verb)
        assert t.moves[before:] == [str(move)], f"{move} was not made by its gesture"


def human_to_act(t: FamilyTable) -> bool:
    state = t.state
    return not t.scene.busy and 0 in state.actors() and state.to_move() == 0 \
        and not t.controller.privacy.isVisible()


@pytest.mark.parametrize("seed", [1, 4])
def test_a_whole_game_by_mouse(family: Callable[..., FamilyTable], seed: int) -> None:  # noqa: F811
    """A dealt game against three computer players to its end, with gestures only (R1-R8, S1)."""
    state: Any = game_info("snyd").new_game(4, {}, seed=seed)
    t = family(state)
    human = Human(t, seed)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or human_to_act(t), timeout=20_000)
        if not state.is_over():
            human.turn()
    t.settle()
    assert len(t.overs) == 1 and t.overs[0].winners == (state.winner,)
    assert state.zones[f"hand/{state.winner}"] == []
    assert {"play", "claim"} <= human.used
    assert not t.controller.action_bar.specs
    assert any(m.endswith("call snyd") for m in t.moves), "somebody called"
