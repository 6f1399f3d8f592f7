"""Gammel Jomfru on the real table, by mouse: a click on the stock turns the top card, a
drag takes it to a foundation or any pile (legal ones glow, illegal ones glide back with
the reason), "Nowhere to go" as a button, aces sliding to the middle, the pile turned
over, "+1 to Bo", and whole games against the computer to the GAMMEL JOMFRU mark.

Anna (seat 0) is the human; Bo and Carl (seats 1, 2) are computer players with no pause.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from kortbord.engine import Move, game_info
from kortbord.games.gammel_jomfru.rules import State
from kortbord.table.seat_marks import seat_marks_of

from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

MAX_MOVES = 4000
COMPUTERS = (1, 2)


def at(text: str) -> State:
    state = State.from_notation(f"gammel_jomfru 3p | {text}")
    assert isinstance(state, State)
    return state


def at_home(item: Any) -> bool:
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5


def drop(t: FamilyTable, card: str, zone: str) -> None:
    """Drag ``card`` so that it lies centred on ``zone`` (the grip point stays where it was taken)."""
    grip = t.centre_of(card) - t.item(card).card_rect().center()
    t.drag(card, t.zone_centre(zone) + grip)


def drag_from(t: FamilyTable, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start`` (a point of a card), move in steps to ``end`` and release there."""
    vp = t.view.viewport()
    a, b = t.point(start), t.point(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def table(family: Callable[..., FamilyTable], state: State, **kwargs: Any) -> FamilyTable:  # noqa: F811
    kwargs.setdefault("pause", 60_000)
    return family(state, computers=COMPUTERS, **kwargs)


def test_click_turns_the_top_card_and_a_drag_builds_on_bo(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R2, R3c, R4: the stock invites a click; the turned card lies face up; the legal piles glow;
    the drop builds on Bo's pile, "+1 to Bo" shows there and Anna turns again."""
    state = at("turn=0 dealer=2 | stock/0: 2C 5D 9C | pile/1: 8H | stock/1: 3C | stock/2: 4C | pile/2: KD")
    t = table(family, state)
    assert t.scene.zone_items["stock/0"].invite
    t.click(t.zone_centre("stock/0"))
    t.settle()
    assert t.moves == ["0 turn"] and t.item("9C").face is not None and t.item("9C").zone == "turned/0"
    assert t.controller.drag_targets("turned/0", (t.item("9C").card,)) == {"pile/1"}
    drop(t, "9C", "pile/1")
    t.settle()
    assert t.moves[-1] == "0 play 9C pile/1" and state.turn == 0
    assert t.scene.extras.tags["pile/1"].text == "+1 to Bo"
    t.click(t.zone_centre("stock/0"))
    t.settle()
    assert t.moves[-1] == "0 turn" and "pile/1" not in t.scene.extras.tags


def test_illegal_drops_glide_back_with_their_reason(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """The spec's refusals: a heart on the ace of spades, a card not one off, only the turned card.
    (KH fits nowhere, so no zone is lit and each drop lands where it was aimed.)"""
    state = at("turn=0 dealer=2 | found/S: AS | stock/0: 2C KH | pile/0: 4D | stock/1: 3C | pile/1: 8H "
               "| stock/2: 4C | pile/2: 9S")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    drop(t, "KH", "found/S")
    t.settle()
    assert t.moves == ["0 turn"] and at_home(t.item("KH"))
    assert "K♥ cannot go on the ace of spades" in t.statuses[-1]
    drop(t, "KH", "pile/1")
    t.settle()
    assert "The card must be one above or one below" in t.statuses[-1] and at_home(t.item("KH"))
    drop(t, "4D", "pile/1")
    t.settle()
    assert "Only the turned card can be moved" in t.statuses[-1] and at_home(t.item("4D"))
    assert t.moves == ["0 turn"]


def test_nowhere_to_go_button(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R4/R5: the button is greyed with the place the card fits as its tooltip; when it fits
    nowhere it ends the turn, as a drop on the own pile does."""
    state = at("turn=0 dealer=2 | stock/0: 7H 2C 6S | pile/0: 8C | stock/1: 3C | pile/1: 5H | stock/2: 4C")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    rest = Move(0, "rest")
    button = t.button(rest)
    assert button is not None and not button.isEnabled()
    assert button.text() == "Nowhere to go – put it on your own pile"
    assert button.toolTip() == "6♠ can go on Bo's pile"
    drop(t, "6S", "pile/0")                   # the own pile: not while it fits elsewhere
    t.settle()
    assert "6♠ can go on Bo's pile" in t.statuses[-1]
    drop(t, "6S", "pile/1")
    t.settle()
    t.click(t.zone_centre("stock/0"))
    t.settle()
    t.press(rest)                                          # 2C fits nowhere
    t.settle()
    assert t.moves[-1] == "0 rest" and state.turn == 1 and t.item("2C").zone == "pile/0"


def test_drop_on_own_pile_when_nothing_fits_ends_the_turn(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    state = at("turn=0 dealer=2 | stock/0: 7H 2C | pile/0: 8C | stock/1: 3C | stock/2: 4C")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    drop(t, "2C", "pile/0")
    t.settle()
    assert t.moves[-1] == "0 rest" and state.turn == 1


def test_an_ace_slides_to_the_middle_and_double_click_assists(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R3a: a turned ace goes to its foundation by itself; the assist sends a card with one
    place there on a double-click (KS on AS)."""
    state = at("turn=0 dealer=2 | stock/0: 2C KS AS | stock/1: 3C | stock/2: 4C")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    assert t.item("AS").zone == "found/S" and at_home(t.item("AS")) and state.turn == 0
    t.click(t.zone_centre("stock/0"))
    t.settle()
    t.double_click("KS")
    t.settle()
    assert t.moves[-1] == "0 play KS found/S" and t.item("KS").zone == "found/S"


def test_the_pile_is_turned_over_on_a_click(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R2, A5, example 6: an empty stock; the click turns the pile over and its first card comes up."""
    state = at("turn=0 dealer=2 | pile/0: 7H 8C 9C 2D | stock/1: 3C | stock/2: 4C")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    assert t.moves == ["0 turn"] and t.item("7H").zone == "turned/0" and t.item("7H").face is not None
    assert [t.item(c).zone for c in ("8C", "9C", "2D")] == ["stock/0"] * 3
    assert all(t.item(c).face is None for c in ("8C", "9C", "2D"))


def test_a_drop_on_or_beside_a_foundation_goes_to_the_foundation(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """The foundations' row lies level with the top seats' piles. 9C fits Bo's 8H and Carl's TD
    (they glow); dropped on the clubs foundation (beside Bo's pile), even half over the pile,
    it is refused with the foundation's reason and glides back, never played on the pile.
    KS dropped beside the spade ace, in the gap towards Carl's pile, goes on the ace."""
    state = at("turn=0 dealer=2 | found/S: AS | stock/0: 2C KS 9C | pile/1: 8H | stock/1: 3C "
               "| stock/2: 4C | pile/2: TD")
    t = table(family, state)
    found, pile = t.scene.zone_items["found/C"].rect, t.scene.zone_items["pile/1"].rect
    assert found.top() < pile.bottom() and pile.right() < found.left()        # level, side by side
    t.click(t.zone_centre("stock/0"))
    t.settle()
    assert t.controller.drag_targets("turned/0", (t.item("9C").card,)) == {"pile/1", "pile/2"}
    drop(t, "9C", "found/C")
    t.settle()
    assert t.moves == ["0 turn"] and any("Only an ace starts a foundation" in s for s in t.statuses)
    card = t.item("9C").card_rect()
    right = QPointF(card.right() - card.width() * 0.1, card.center().y())      # taken at its right edge
    assert pile.right() > found.left() + 4 - card.width() * 0.9                # so it will lie over Bo's pile
    drag_from(t, right, QPointF(found.left() + 4, found.center().y()))
    t.settle()
    assert t.moves == ["0 turn"] and t.item("9C").zone == "turned/0" and at_home(t.item("9C"))
    drop(t, "9C", "pile/1")
    t.settle()
    assert t.moves[-1] == "0 play 9C pile/1"
    t.click(t.zone_centre("stock/0"))
    t.settle()
    spade, carl = t.scene.zone_items["found/S"].rect, t.scene.zone_items["pile/2"].rect
    beside = QPointF((spade.right() + carl.left()) / 2, spade.center().y())
    grip = t.centre_of("KS") - t.item("KS").card_rect().center()
    t.drag("KS", beside + grip)
    t.settle()
    assert t.moves[-1] == "0 play KS found/S"


def test_the_jomfru_mark_at_the_end(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R8, R9: Anna goes out; Bo still has cards and is GAMMEL JOMFRU: his seat gets the bonnet."""
    state = at("turn=0 dealer=2 place=[0,0,1] | stock/0: 6D | stock/1: 2C 9H | pile/1: 5S")
    t = table(family, state)
    t.click(t.zone_centre("stock/0"))
    t.settle()
    drop(t, "6D", "pile/1")
    t.settle()
    assert state.is_over() and state.jomfru == [1] and len(t.overs) == 1
    marks = seat_marks_of(t.scene)
    assert [marks.kind(s) for s in range(3)] == ["", "jomfru", ""]
    assert marks.marks[1].isVisible() and marks.marks[1].plate is t.scene.plates[1]
    assert "stock/1" not in t.scene.extras.tags
    assert not t.controller.action_bar.specs


class Human:
    """Plays seat 0 with the mouse, choosing like the normal computer player; a card with a
    single place is sent there by double-click every other time."""

    def __init__(self, t: FamilyTable) -> None:
        self.t = t
        self.brain = game_info("gammel_jomfru").player("normal")
        self.gestures: dict[str, int] = {}

    def count(self, kind: str) -> int:
        self.gestures[kind] = self.gestures.get(kind, 0) + 1
        return self.gestures[kind]

    def turn(self) -> None:
        t = self.t
        state: Any = t.state
        legal = state.legal_moves(0)
        move = self.brain.choose(state.view(0), legal)
        before = len(t.moves)
        if move.verb == "turn":
            self.count("click")
            t.click(t.zone_centre("stock/0"))
        elif move.verb == "rest":
            if self.count("rest") % 2:
                t.press(move)
            else:
                drop(t, state.zones["turned/0"][-1].text, "pile/0")
        else:
            plays = [m for m in legal if m.verb == "play"]
            if len(plays) == 1 and self.count("double") % 2:
                t.double_click(move.card.text)
            else:
                self.count("drag")
                drop(t, move.card.text, move.arg)
        t.qtbot.waitUntil(lambda: len(t.moves) > before, timeout=5000)
        assert t.moves[before:] == [str(move)], f"{move} was not made by its gesture"


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_game_against_two_computers(family: Callable[..., FamilyTable], seed: int) -> None:  # noqa: F811
    """A dealt game to its end with gestures only; the GAMMEL JOMFRU gets the mark (S2)."""
    state: Any = game_info("gammel_jomfru").new_game(3, {}, seed=seed)
    t = family(state, computers=COMPUTERS, pause=0)
    human = Human(t)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or (not t.scene.busy and state.to_move() == 0), timeout=20_000)
        if not state.is_over():
            human.turn()
    t.settle()
    assert len(t.overs) == 1 and sum(state.marks) == len(state.jomfru) >= 1
    sheet = t.overs[0]
    assert sheet.finished and sheet.winners
    assert {s for s in range(3) if seat_marks_of(t.scene).kind(s) == "jomfru"} == set(state.jomfru)
    assert {"click", "drag"} <= set(human.gestures)
    for name, cards in state.zones.items():
        for card in cards:
            item = t.scene.cards[state.uid[card]]
            assert item.zone == name and at_home(item)
            assert (item.face is None) == name.startswith("stock/")
