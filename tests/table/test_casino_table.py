"""Casino's "Table interaction" (spec rules/casino.md) on the real table, with real gestures.

Players A and B of the spec are seats 0 and 1 (Anna, the human at the bottom, and
Bo, a computer player who waits). Anna clicks table cards and builds to select
them and drags a hand card onto the table; the moves made are checked through
the controller's ``moved`` signal, the state and the card items.
"""
from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QMenu

from kortbord.engine import Card, french_deck, parse_cards
from kortbord.games.casino import gestures as casino_gestures
from kortbord.games.casino.moves import BuildKind, parse_intent
from kortbord.games.casino.rules import State
from kortbord.table.card_item import Mark
from kortbord.table.overlays import RoundSummary
from kortbord.table.score_panel import ScorePanel
from kortbord.table.text import tr_message

from table.conftest import NAMES
from table.test_olsen_table import FamilyTable, at_home, family  # noqa: F401 - the fixture

WAIT = 60_000   # Bo thinks this long: the tests act for Anna alone
STOCK = "STOCK"


def casino(text: str, players: int = 2, **options: Any) -> State:
    """A position from fields and zones; ``STOCK`` becomes 8 unused cards (the deal goes on)."""
    if STOCK in text:
        zones = [part.partition(":") for part in text.split("|")]
        used = set(parse_cards(" ".join(cards for name, colon, cards in zones if colon and "=" not in name)))
        spare = [c for c in french_deck() if c not in used][:8]
        text = text.replace(STOCK, "stock: " + " ".join(c.text for c in spare))
    head = " ".join([f"casino {players}p"] + [f"{k}={json.dumps(v) if not isinstance(v, str) else v}"
                                            for k, v in options.items()])
    state = State.from_notation(f"{head} | {text}")
    assert isinstance(state, State)
    return state


class Casino:
    """Anna's hands on the table: clicks to select, drags to play."""

    def __init__(self, t: FamilyTable) -> None:
        self.t = t

    @property
    def state(self) -> State:
        state = self.t.state
        assert isinstance(state, State)
        return state

    def pick(self, *cards: str) -> None:
        for card in cards:
            self.t.click(self.t.centre_of(card))

    def on(self, card: str) -> QPointF:
        """The middle of a table card (a drop there lands on it)."""
        return self.t.item(card).card_rect().center()

    def bare_table(self) -> QPointF:
        """A free spot on the table, half a card beside the loose cards."""
        rect = self.t.scene.zone_items["table"].rect
        w = self.t.scene.geometry.card_w
        return QPointF(rect.right() + w * 0.5, rect.center().y())

    def picked(self) -> set[str]:
        return {c.text for c in self.t.scene.picked_cards()}

    def menu(self) -> QMenu:
        menu = self.t.controller._menu
        assert menu is not None and menu.isVisible(), "a chooser is open"
        return menu

    def note(self) -> str:
        note = self.t.scene.decor.note
        assert note is not None and note.isVisible()
        return note.text


@pytest.fixture
def table(family: Callable[..., FamilyTable]) -> Callable[..., Casino]:  # noqa: F811
    def make(state: State, **kwargs: Any) -> Casino:
        kwargs.setdefault("computers", tuple(range(1, state.players)))
        kwargs.setdefault("pause", WAIT)
        return Casino(family(state, **kwargs))
    return make


E1 = "dealer=1 turn=0 | hand/0: JS 9H 2D 4C | hand/1: 5D 8D KC QH | table: JD 5H 6C 3S | STOCK"


# --- capturing ------------------------------------------------------------------------

def test_E1_a_two_group_capture_made_by_selecting_and_dragging(table: Callable[..., Casino]) -> None:
    """E1/R3: Anna clicks J♦, 5♥ and 6♣ (raised, rimmed), drags J♠ onto 5♥: she takes
    {J♦} and {5♥ + 6♣}; 3♠ stays; no svupper."""
    c = table(casino(E1))
    t = c.t
    assert t.statuses[0] == ("Play a card: take table cards of its value, build, or lay it on the table"
                             " – click cards on the table to choose them, then drag a card from your hand there.")
    y0 = t.item("JD").pos().y()
    c.pick("JD", "5H", "6C")
    assert c.picked() == {"JD", "5H", "6C"}
    assert all(t.item(x).mark is Mark.SELECTED for x in ("JD", "5H", "6C"))
    assert t.item("JD").pos().y() < y0 and t.item("3S").mark is Mark.NONE, "picked cards rise"
    t.drag("JS", c.on("5H"))
    assert t.moves == ["0 capture JS with JD/5H+6C"]
    t.settle()
    assert set(c.state.zones["won/0"]) == set(parse_cards("JS JD 5H 6C"))
    assert c.state.zones["table"] == parse_cards("3S") and not c.state.zones["svupper/0"]
    assert all(t.item(x).zone == "won/0" and at_home(t.item(x)) for x in ("JS", "JD", "5H", "6C"))
    assert c.picked() == set() and t.item("3S").mark is Mark.NONE


def test_a_click_unpicks_and_a_click_on_bare_felt_unpicks_all(table: Callable[..., Casino]) -> None:
    c = table(casino(E1))
    c.pick("JD", "5H", "5H")
    assert c.picked() == {"JD"}
    c.t.click(QPointF(5, 5))
    assert c.picked() == set() and c.t.item("JD").mark is Mark.NONE


def test_hand_cards_are_not_picked_and_nothing_is_picked_on_the_others_turn(table: Callable[..., Casino]) -> None:
    state = casino(E1.replace("turn=0", "turn=1"))
    c = table(state)
    c.pick("JD", "JS")
    assert c.picked() == set()


def test_shortcut_a_drop_on_one_card_with_nothing_selected_takes_it(table: Callable[..., Casino]) -> None:
    """Spec shortcut: J♠ dropped on J♦ (nothing selected) takes it at once."""
    c = table(casino(E1))
    c.t.drag("JS", c.on("JD"))
    assert c.t.moves == ["0 capture JS with JD"]


def test_the_card_under_a_dragged_card_is_marked(table: Callable[..., Casino]) -> None:
    """While J♠ is dragged over 5♥, 5♥ has a green rim; it goes when the drag ends."""
    from PySide6.QtTest import QTest
    from table.conftest import LEFT, NOMOD

    c = table(casino(E1))
    t = c.t
    vp = t.view.viewport()
    start = t.point(t.centre_of("JS"))
    end = t.point(c.on("5H"))
    QTest.mousePress(vp, LEFT, NOMOD, start)
    for i in range(1, 7):
        t.move(start + (end - start) * i / 6)
    assert t.item("5H").mark is Mark.TARGET and t.item("6C").mark is Mark.NONE
    t.scene.pointer.cancel()
    assert t.item("5H").mark is Mark.NONE


def test_E3_ace_as_14_takes_a_sum(table: Callable[..., Casino]) -> None:
    """E3: A♠ as 14 takes K♦ + A♥; 9♠ remains."""
    c = table(casino("dealer=1 turn=0 | hand/0: AS 3C | hand/1: 5D 8D | table: KD AH 9S | STOCK"))
    c.pick("KD", "AH")
    c.t.drag("AS", c.on("KD"))
    assert c.t.moves == ["0 capture AS with AH+KD"]
    assert c.state.zones["table"] == parse_cards("9S")


def test_E12_a_build_in_a_sum_by_dropping_on_the_build(table: Callable[..., Casino]) -> None:
    """E12: 3♠ selected, T♣ dropped on Bo's build 7: 7 + 3 = 10, all taken."""
    c = table(casino('builds={"1":[7,"value"]} | dealer=1 turn=0 | hand/0: TC 4C | hand/1: 5H 7C '
                     '| build/1: 5D 2C | table: 3S | ' + STOCK))
    c.pick("3S")
    c.t.drag("TC", c.on("2C"))
    assert c.t.moves == ["0 capture TC with build1+3S"]


# --- building ---------------------------------------------------------------------------

def test_E9_a_build_is_labelled_with_its_value_and_owner(table: Callable[..., Casino]) -> None:
    """E9/R4: 2♥ dropped on 7♦ (the only reading: Anna holds 9♣): Build 9 [7♦ 2♥], its label
    "Build 9 – Anna" on it, a "Building 9" bubble at her seat."""
    c = table(casino("dealer=1 turn=0 | hand/0: 2H 9C KS | hand/1: 5D 8D KC | table: 7D QC | " + STOCK))
    t = c.t
    t.drag("2H", c.on("7D"))
    assert t.moves == ["0 build 2H on 7D value 9"]
    t.settle()
    assert t.item("7D").zone == t.item("2H").zone == "build/0"
    tag = t.scene.extras.tags["build/0"]
    assert tag.isVisible() and tag.text == "Build 9 – Anna"
    assert t.scene.zone_items["build/0"].rect.contains(tag.pos())
    assert [b.text for b in t.bubbles()] == ["Building 9"]


def test_a_build_and_its_capture_a_turn_later(table: Callable[..., Casino]) -> None:
    """R4 then R9: Anna builds 9 (2♥ on 7♦); Bo, who can neither take nor raise it, plays; Anna
    drops 9♣ on her build (its label goes with it)."""
    state = casino("dealer=1 turn=0 | hand/0: 2H 9C 4S | hand/1: KC 6H 3D | table: 7D 8H | " + STOCK)
    c = table(state)
    t = c.t
    t.drag("2H", c.on("7D"))
    assert t.moves == ["0 build 2H on 7D value 9"]
    t.let_computers_play()
    t.qtbot.waitUntil(lambda: state.to_move() == 0 and not t.scene.busy, timeout=10_000)
    assert len(t.moves) == 2 and t.moves[1].startswith("1 ")
    assert state.builds == {0: (9, BuildKind.SINGLE)}, "Bo could not touch it"
    t.drag("9C", c.on("2H"))
    assert t.moves[2] == "0 capture 9C with build0"
    t.settle()
    assert {t.item(x).zone for x in ("7D", "2H", "9C")} == {"won/0"}
    assert set(t.scene.extras.tags) == {"won/0"}, "the build's tag went; the pile's came"


def test_E9_variant_a_build_without_the_capturing_card_glides_back(table: Callable[..., Casino]) -> None:
    """E9 variant: holding 2♥ 8♣ K♠, 2♥ on 7♦ is refused: "You have no card with the value 9"."""
    c = table(casino("dealer=1 turn=0 | hand/0: 2H 8C KS | hand/1: 5D 8D KC | table: 7D QC | " + STOCK))
    c.t.drag("2H", c.on("7D"))
    c.t.settle()
    assert c.t.moves == [] and at_home(c.t.item("2H"))
    assert c.note() == "You have no card with the value 9" == c.t.statuses[-1]


def test_E10_the_build_is_taken_and_its_label_goes(table: Callable[..., Casino]) -> None:
    """E10: Bo's build 9 is taken by Anna's 9♠ dropped on it; a click on a build card picks
    the whole build."""
    c = table(casino('builds={"1":[9,"value"]} | dealer=1 turn=0 | hand/0: 9S 3C | hand/1: 5D 7C '
                     '| build/1: 7D 2H | table: QC | ' + STOCK))
    t = c.t
    assert t.scene.extras.tags["build/1"].text == "Build 9 – Bo"
    c.pick("7D")
    assert c.picked() == {"7D", "2H"}, "the build as a whole"
    t.drag("9S", c.bare_table())
    assert t.moves == ["0 capture 9S with build1"]
    t.settle()
    assert "build/1" not in t.scene.extras.tags


def tag_text(t: Any, zone: str) -> str:
    return "".join(text for text, _colour in t.scene.extras.tags[zone].parts)


def test_R10_the_pile_counts_its_cards_and_its_svuppere_apart(table: Callable[..., Casino]) -> None:
    """Issue 15 §9: after a svupper the pile says how many cards it holds and how many
    svuppere lie across it, never a count of piles; no number badge contradicts it."""
    c = table(casino('dealer=1 turn=0 | hand/0: 5S 9C | hand/1: 5D 8D | won/0: 2C 3C 4C '
                     '| table: 9D KH 3S | ' + STOCK))
    t = c.t
    assert tag_text(t, "won/0") == "3 cards" and "won/1" not in t.scene.extras.tags
    t.drag("5S", c.bare_table())
    next(a for a in c.menu().actions() if a.text().startswith("Clear")).trigger()
    t.settle()
    assert tag_text(t, "won/0") == "7 cards · sweeps: 1"
    assert not [n for n in t.scene.badges if n.startswith(("won/", "svupper/"))], "no count badge on the piles"


def test_a_card_dropped_on_the_felt_right_of_the_table_cards_is_laid_out(table: Callable[..., Casino]) -> None:
    """Issue 15 §9: bare felt right of the loose cards, where the last cards go aside at the
    end, is table too: 4♣ dropped two card widths beyond them is laid out, not sent back."""
    c = table(casino(E1))
    t = c.t
    rect = t.scene.zone_items["table"].rect
    w = t.scene.geometry.card_w
    t.drag("4C", QPointF(rect.right() + 2 * w, rect.center().y()))
    assert t.moves == ["0 trail 4C"]
    t.settle()
    assert t.item("4C").zone == "table"


def test_E11_raising_a_build_with_a_selected_table_card(table: Callable[..., Casino]) -> None:
    """E11: 2♦ selected, A♣ dropped on Bo's build 7: raised to 10 (Anna holds T♥); the build
    moves to Anna's side with her label."""
    c = table(casino('builds={"1":[7,"value"]} | dealer=1 turn=0 | hand/0: AC TH | hand/1: 5D 7C '
                     '| build/1: 3S 4H | table: 2D 8C | ' + STOCK))
    t = c.t
    c.pick("2D")
    t.drag("AC", c.on("4H"))
    assert t.moves == ["0 build AC on build1+2D value 10"]
    t.settle()
    assert {t.item(x).zone for x in ("3S", "4H", "2D", "AC")} == {"build/0"}
    assert t.scene.extras.tags["build/0"].text == "Build 10 – Anna" and "build/1" not in t.scene.extras.tags


def test_E13_a_multiple_build_is_labelled_more(table: Callable[..., Casino]) -> None:
    """E13: 6♠ on 3♥ + 3♣ (selected) takes them or builds "mere 6": the chooser says so in
    words; the build is labelled "Build more 6 – Anna"."""
    c = table(casino("dealer=1 turn=0 | hand/0: 6S 6D KH | hand/1: 3D 9C | table: 3H 3C JD | " + STOCK))
    c.pick("3H", "3C")
    c.t.drag("6S", c.on("3C"))
    assert [a.text() for a in c.menu().actions()] == ["Take 3♣ + 3♥ (6)", "Build more 6: 6♠ on 3♣ + 3♥"]
    c.menu().actions()[1].trigger()
    assert c.t.moves == ["0 build 6S on 3C+3H mere 6"]
    assert c.t.scene.extras.tags["build/0"].text == "Build more 6 – Anna"


def test_several_readings_are_offered_in_words(table: Callable[..., Casino]) -> None:
    """An ace on 2♥ while holding 3♣ and 10♦: "Build 3" or "Build 16" (the spec's "Byg 3
    eller 16?"); the chosen one is made."""
    c = table(casino("dealer=1 turn=0 | hand/0: AS 3C TD | hand/1: 3D 9C | table: 2H JD | " + STOCK))
    c.t.drag("AS", c.on("2H"))
    assert c.t.moves == []
    texts = [a.text() for a in c.menu().actions()]
    assert texts == ["Build 3: A♠ on 2♥", "Build 16: A♠ on 2♥"]
    c.menu().actions()[1].trigger()
    assert c.t.moves == ["0 build AS on 2H value 16"]


def test_capture_or_build_with_one_selection(table: Callable[..., Casino]) -> None:
    """4♦ dropped on bare table with 4♣ selected, holding 8♥: take the 4 or build 8."""
    c = table(casino("dealer=1 turn=0 | hand/0: 4D 8H | hand/1: 3D 9C | table: 4C JD | " + STOCK))
    c.pick("4C")
    c.t.drag("4D", c.bare_table())
    texts = sorted(a.text() for a in c.menu().actions())
    assert texts == ["Build 8: 4♦ on 4♣", "Take 4♣ (4)"], "no 'mere 4': Anna holds no other 4 (R7b)"
    next(a for a in c.menu().actions() if a.text().startswith("Take")).trigger()
    assert c.t.moves == ["0 capture 4D with 4C"]


# --- trailing and the 5♠ ---------------------------------------------------------------

def test_R2_a_card_dropped_on_bare_table_is_laid_out(table: Callable[..., Casino]) -> None:
    """R2: 4♣ dropped beside the loose cards (not on one) is laid out."""
    c = table(casino(E1))
    c.t.drag("4C", c.bare_table())
    assert c.t.moves == ["0 trail 4C"]
    c.t.settle()
    assert c.t.item("4C").zone == "table" and at_home(c.t.item("4C"))


def test_A13_a_card_that_could_capture_asks_before_it_is_laid_out(table: Callable[..., Casino]) -> None:
    """A13: 9♥ on bare table could take 3♠ + 6♣: the chooser offers that and laying it out."""
    c = table(casino(E1))
    c.t.drag("9H", c.bare_table())
    assert [a.text() for a in c.menu().actions()] == ["Take 3♠ + 6♣ (9)", "Lay out 9♥"]
    c.menu().actions()[1].trigger()
    assert c.t.moves == ["0 trail 9H"]


def test_E7_spar_five_on_an_empty_table_offers_no_sweep(table: Callable[..., Casino]) -> None:
    """E7/A3: on an empty table 5♠ shows "Clear the table" greyed, with the reason as its
    tooltip, and "Lay out 5♠"; laying out makes no svupper."""
    c = table(casino("dealer=1 turn=0 | hand/0: 5S 8C | hand/1: 3D 9C | " + STOCK))
    t = c.t
    t.drag("5S", t.zone_centre("table"))
    actions = c.menu().actions()
    assert [a.text() for a in actions] == ["Clear the table with 5♠ (a sweep)", "Lay out 5♠"]
    assert not actions[0].isEnabled() and actions[0].toolTip() == "There is nothing to clear"
    assert actions[1].isEnabled()
    actions[1].trigger()
    assert t.moves == ["0 trail 5S"] and not c.state.zones["svupper/0"]


def test_E6_the_sweep_is_offered_and_its_card_lies_across_the_pile(table: Callable[..., Casino]) -> None:
    """E6/R8/R10: 5♠ on the table: "Clear the table" is chosen; everything, the build too, goes
    to Anna's pile, and 5♠ lies face up across it (turned a quarter)."""
    c = table(casino('builds={"1":[8,"value"]} | dealer=1 turn=0 | hand/0: 5S 9C | hand/1: 5D 8D '
                     '| build/1: 5H 3D | table: 9D KH 3C | ' + STOCK))
    t = c.t
    t.drag("5S", c.bare_table())
    sweep = next(a for a in c.menu().actions() if a.text().startswith("Clear"))
    assert sweep.isEnabled()
    sweep.trigger()
    assert t.moves == ["0 sweep 5S"]
    t.settle()
    item = t.item("5S")
    assert item.zone == "svupper/0" and item.turned and item.rotation() == 90.0 and item.face == Card.parse("5S")
    assert t.item("9D").zone == "won/0" and not t.item("9D").turned
    rect = item.card_rect()
    assert rect.width() > rect.height(), "lying across"
    assert "build/1" not in t.scene.extras.tags


# --- refusals ------------------------------------------------------------------------------

def test_E15_an_illegal_capture_glides_back_with_its_reason(table: Callable[..., Casino]) -> None:
    """E15(a)(b): Anna owns build 9; K♠ onto a selected K♥, and K♠ on bare table, glide back:
    "You must take your build (9) or build on it", on the table and in the status line."""
    c = table(casino('builds={"0":[9,"value"]} | dealer=1 turn=0 | hand/0: 9C KS | hand/1: 5D 8D '
                     '| build/0: 4S 5H | table: KH | ' + STOCK))
    t = c.t
    c.pick("KH")
    t.drag("KS", c.on("KH"))
    t.settle()
    reason = "You must take your build (9) or build on it"
    assert t.moves == [] and c.note() == reason == t.statuses[-1]
    assert at_home(t.item("KS")) and t.item("KS").zone == "hand/0" and not t.item("KS").lifted
    assert c.picked() == {"KH"}, "the selection stays for another try"
    t.drag("KS", c.bare_table())
    t.settle()
    assert t.moves == [] and c.note() == reason and at_home(t.item("KS"))
    c.pick("KH", "4S")                                                   # (c): 9♣ takes the build
    t.drag("9C", c.on("5H"))
    assert t.moves == ["0 capture 9C with build0"]


@pytest.mark.parametrize(("notation", "picks", "card", "reason"), [
    ("dealer=1 turn=0 | hand/0: 2S 3C | hand/1: 5D | table: 9H 6D 2C | STOCK", ("9H", "6D", "2C"), "2S",
     "The selected cards cannot be split into groups of the same value"),                          # E4(c)
    ('builds={"0":[9,"value"]} | dealer=1 turn=0 | hand/0: 9C 6H 2D | hand/1: 5D | build/0: 4S 5H '
     '| table: 4C | STOCK', ("4C",), "2D", "You already have a build"),                              # E14
    ('builds={"0":[6,"mere"]} | dealer=0 turn=1 | hand/1: 3D 9C | hand/0: 6D KH | build/0: 6S 3H 3C '
     '| table: JD | STOCK', ("6S",), "3D", "A 'build more' cannot be raised"),                        # E13
    ("dealer=1 turn=0 | hand/0: 5C 3C | hand/1: 5D | table: 7D | STOCK", ("7D",), "5C",
     "You have no card with the value 12"),
])
def test_refusals_name_the_rule(table: Callable[..., Casino], notation: str, picks: tuple[str, ...],
                                card: str, reason: str) -> None:
    """E4(c), E14, E13 (as Bo) and a build without its card: the reason fits what was tried."""
    state = casino(notation)
    seat = state.turn
    c = table(state, computers=(1 - seat,))
    c.pick(*picks)
    c.t.drag(card, c.bare_table())
    c.t.settle()
    assert c.t.moves == [] and c.note() == reason


def test_refusal_prefers_the_capture_reading() -> None:
    """Qt-free: K♠ on K♥ reads as a capture (R9's message), 2♥ on 7♦ as a build of 9 (R7b)."""
    state = casino('builds={"0":[9,"value"]} | dealer=1 turn=0 | hand/0: 9C KS 2H | hand/1: 5D '
                   '| build/0: 4S 5H | table: KH 7D | ' + STOCK)
    assert str(casino_gestures.refusal(state, 0, Card.parse("KS"), ["KH"])) == "0 capture KS with KH"
    assert str(casino_gestures.refusal(state, 0, Card.parse("2H"), ["7D"])) == "0 build 2H on 7D value 9"


# --- double-click, hooks ---------------------------------------------------------------------

def test_a_hint_marks_the_hand_card_and_the_cards_it_takes(table: Callable[..., Casino]) -> None:
    """E5: the hint for T♦ on Q♣ 4♥ 7♠ 9♦ (a svupper, big casino as 16) marks T♦ and all four."""
    c = table(casino("dealer=1 turn=0 | hand/0: TD 3C | hand/1: 3D 9C | table: QC 4H 7S 9D | " + STOCK))
    c.t.controller.hint()
    c.t.qtbot.waitUntil(lambda: c.t.item("TD").mark is Mark.HINT, timeout=10_000)
    assert all(c.t.item(x).mark is Mark.HINT for x in ("QC", "4H", "7S", "9D"))
    assert c.t.item("3C").mark is Mark.NONE
    assert c.t.statuses[-1] == "Hint: Take 4♥ + Q♣, 7♠ + 9♦ (16)"


def test_hovering_a_build_names_its_cards(table: Callable[..., Casino]) -> None:
    c = table(casino('builds={"1":[9,"value"]} | dealer=1 turn=0 | hand/0: 9S 3C | hand/1: 5D 7C '
                     '| build/1: 7D 2H | table: QC | ' + STOCK))
    assert c.t.item("2H").toolTip() == c.t.item("7D").toolTip() == "Build 9 – Bo: 7♦ 2♥"
    assert c.t.item("QC").toolTip() == ""



def test_a_double_click_plays_the_card_on_the_selection(table: Callable[..., Casino]) -> None:
    c = table(casino(E1))
    c.pick("JD")
    c.t.double_click("JS")
    assert c.t.moves == ["0 capture JS with JD"]


def test_a_double_click_with_nothing_selected_lays_out(table: Callable[..., Casino]) -> None:
    c = table(casino(E1))
    c.t.double_click("4C")
    assert c.t.moves == ["0 trail 4C"]


def test_empty_builds_are_no_drop_targets(table: Callable[..., Casino]) -> None:
    c = table(casino('builds={"1":[9,"value"]} | dealer=1 turn=0 | hand/0: 9S 3C | hand/1: 5D '
                     '| build/1: 7D 2H | table: QC | ' + STOCK))
    lit = c.t.controller.drag_targets("hand/0", (Card.parse("9S"),))
    assert lit == {"table", "aside", "build/1"}, "the felt right of the loose cards is table too"


# --- the end of a deal: summary and score panel ------------------------------------------

END = ("dealer=1 turn=0 deal_no=2 last_captor=1 deal_scores=[[[1,0],[0,1],[2,0],[0,1],[1,1],[0,1],[1,0]]] "
       "| hand/0: TC | hand/1: 8C | table: 6D 4S "
       "| won/0: AS AH 2C 3C 4C 5C 6C 7C 9C JC QC KC 2D 3D 4D 5D 7D 8D 9D JD QD KD AD 2H 3H 4H 5H 6H "
       "| won/1: 7H 8H 9H TH JH QH KH AC 2S 3S 5S 6S 7S 8S 9S TS JS QS KS | svupper/1: TD")


def summary(t: FamilyTable) -> RoundSummary:
    item = t.scene.extras.overlay
    assert isinstance(item, RoundSummary) and item.scene() is t.scene
    return item


def test_E17_the_deal_is_summed_up_point_by_point(table: Callable[..., Casino]) -> None:
    """E17/S1: Anna's T♣ takes 6♦ + 4♠ (svupper); Bo lays out his last card; the deal ends:
    Anna takes the leftover (sidsten). Over the table: who won which point, with the
    counts behind the majorities, the deal's total and the running totals; a click clears it."""
    c = table(casino(END), pause=0)
    t = c.t
    c.pick("6D", "4S")
    t.drag("TC", c.on("6D"))
    t.qtbot.waitUntil(lambda: bool(t.rounds), timeout=10_000)
    s = summary(t)
    assert s.title == "Deal 2 is scored" and s.columns == ["Anna", "Bo"]
    labels = [r[0] for r in s.rows]
    assert labels == ["Most cards", "Most spades", "Big casino (10♦)", "Little casino (2♠)", "Aces",
                      "Sweeps", "Last capture", "This round", "Total (target 21)"]
    assert [list(r[1]) for r in s.rows] == [[1, 0], [0, 1], [0, 2], [0, 1], [3, 1], [1, 1], [1, 0],
                                            [6, 6], [11, 10]]
    assert s.cell(0, 0) == ("1", "(32) ") and s.cell(0, 1) == ("0", "(20) ")
    assert s.cell(1, 1) == ("1", "(11) ") and s.cell(7, 0) == ("6", "")
    assert s.sceneBoundingRect().contains(QPointF(*t.scene.geometry.centre))
    t.click(QPointF(5, 5))
    assert t.scene.extras.overlay is None and s.scene() is None


def test_computers_wait_while_the_summary_is_read(table: Callable[..., Casino]) -> None:
    """At normal speed Bo does not play on under the summary; a click on it lets him."""
    state = casino(END)                                 # Anna deals the next deal: Bo leads it
    c = table(state, pause=0, speed=50.0)
    t = c.t
    c.pick("6D", "4S")
    t.drag("TC", c.on("6D"))
    t.qtbot.waitUntil(lambda: bool(t.rounds), timeout=10_000)
    t.settle()
    assert state.to_move() == 1 and summary(t)
    before = len(t.moves)
    t.qtbot.wait(300)
    assert len(t.moves) == before, "Bo waits"
    t.click(summary(t).sceneBoundingRect().center())
    t.qtbot.waitUntil(lambda: len(t.moves) > before, timeout=10_000)


def test_the_action_bar_waits_while_the_summary_says_click_to_continue(table: Callable[..., Casino]) -> None:
    """The summary asks for a click: the next deal's buttons are not active before it."""
    c = table(casino(END), pause=0)
    t = c.t
    bar = t.controller.action_bar
    assert bar.isEnabled()
    c.pick("6D", "4S")
    t.drag("TC", c.on("6D"))
    t.qtbot.waitUntil(lambda: bool(t.rounds), timeout=10_000)
    assert summary(t).footer == "Click to continue" and not bar.isEnabled()
    t.click(summary(t).sceneBoundingRect().center())
    t.qtbot.waitUntil(bar.isEnabled, timeout=5000)
    assert t.scene.extras.overlay is None


def test_the_score_panel_opens_the_last_deal(qtbot: Any) -> None:
    """The panel: earlier deals one line each with their sum, the last one item by item; a click
    on a deal's line opens it."""
    state = casino("deal_no=3 deal_scores=[[[1,0],[0,1],[2,0],[0,1],[1,1],[0,1],[1,0]],"
                   "[[0,1],[1,0],[0,2],[1,0],[2,2],[0,0],[0,1]]] | dealer=1 turn=0 | hand/0: 2H | " + STOCK)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    names = {s: NAMES[s] for s in range(2)}
    panel.show_sheet(state.result(), names)
    rows = [[panel.sheet.item(r, col).text() if panel.sheet.item(r, col) else "" for col in range(3)]
            for r in range(panel.sheet.rowCount())]
    assert rows[0] == ["▸ Deal 1", "5", "4"] and rows[1] == ["▾ Deal 2", "4", "6"]
    assert rows[2] == ["   Most cards", "0", "1"] and rows[8] == ["   Last capture", "0", "1"]
    assert len(rows) == 9
    assert [panel.totals.item(0, col).text() for col in range(3)] == ["Total", "9", "10"]
    panel.sheet.cellClicked.emit(0, 0)
    assert panel.sheet.item(0, 0).text() == "▾ Deal 1" and panel.sheet.item(1, 0).text() == "   Most cards"
    assert panel.sheet.rowCount() == 9


# --- whole games with the mouse -------------------------------------------------------------

#: A game of Casino to 21 ends well before this many moves (a guard against a stuck table).
MAX_MOVES = 1500


class Family:
    """Anna at the mouse: she chooses like the decent computer player and says it with
    gestures only - clicks on the units, a drag of the hand card (onto a picked card or
    bare table), the chooser when it opens, a click on the deal's summary."""

    def __init__(self, c: Casino, seed: int) -> None:
        self.c = c
        self.t = c.t
        self.brain = casino_gestures_player(seed)
        self.used: dict[str, int] = {}
        self.summaries = 0

    def count(self, what: str) -> None:
        self.used[what] = self.used.get(what, 0) + 1

    def free_spot(self) -> QPointF:
        """Bare table beside the loose cards: a card dropped there lies on no card."""
        scene = self.t.scene
        rect = scene.zone_items["table"].rect
        w, h = scene.geometry.card_w, scene.geometry.card_h
        for x, y in ((rect.right() + w * 0.25, rect.center().y()), (rect.left() - w * 0.75, rect.center().y()),
                     (rect.center().x(), rect.top() - h * 0.55), (rect.center().x(), rect.bottom() + h * 0.1)):
            if scene.pointer.card_under(QRectF(x - w * 0.12, y - h * 0.3, w, h), ()) is None:
                return QPointF(x, y)
        raise AssertionError("no bare table to drop on")

    def unit_card(self, key: str) -> str:
        """A card of the unit ``key`` (a loose card, or the top card of a build)."""
        state = self.c.state
        return state.zones[f"build/{key[5:]}"][-1].text if key.startswith("build") else key

    def turn(self) -> None:
        t, state = self.t, self.c.state
        if t.scene.extras.overlay is not None:
            self.summaries += 1
            t.click(t.scene.extras.overlay.sceneBoundingRect().center())
            assert t.scene.extras.overlay is None
        move = self.brain.choose(state.view(0), state.legal_moves(0))
        intent = parse_intent(move)
        assert intent is not None
        before = len(t.moves)
        cards = [self.unit_card(k) for k in intent.units]
        self.c.pick(*cards)
        assert self.c.picked() == {c.text for k in intent.units for c in self.cards_of(k)}
        card = move.card.text
        if cards and len(t.moves) % 2:
            t.drag(card, self.c.on(cards[-1]))                    # onto a picked card
            self.count("onto a picked card")
        else:
            t.drag(card, self.free_spot())                        # bare table
            self.count("bare table")
        if len(t.moves) == before:                                # several readings: the chooser
            wanted = tr_message(state.describe(move), NAMES_BY_SEAT)
            actions = [a for a in self.c.menu().actions() if a.text() == wanted and a.isEnabled()]
            assert len(actions) == 1, (wanted, [a.text() for a in self.c.menu().actions()])
            actions[0].trigger()
            self.count("chooser")
        self.count(move.verb)
        assert t.moves[before:] == [str(move)], f"{move} was not made by its gesture: {t.moves[before:]}"

    def cards_of(self, key: str) -> list[Card]:
        state = self.c.state
        return list(state.zones[f"build/{key[5:]}"]) if key.startswith("build") else [Card.parse(key)]


NAMES_BY_SEAT = dict(enumerate(NAMES))


def casino_gestures_player(seed: int) -> Any:
    from kortbord.engine import game_info
    return game_info("casino").player("normal", seed=seed)


@pytest.fixture
def decent_table(qtbot: Any) -> Any:
    """A running table whose computer players play at the decent level (no pause, no animation)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from kortbord.table.controller import GameController
    from kortbord.table.seating import SeatConfig
    from kortbord.table.view import TableView
    made: list[FamilyTable] = []

    def make(state: State) -> Casino:
        box = QWidget()
        qtbot.addWidget(box)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        view = TableView()
        seats = [SeatConfig(NAMES[s], s != 0, "normal") for s in range(state.players)]
        controller = GameController(view, state, seats, ai_seed=7)
        layout.addWidget(view, 1)
        layout.addWidget(controller.action_bar)
        box.resize(1100, 760)
        controller.set_speed(0)
        controller.set_ai_pause(0)
        t = FamilyTable(view, controller, qtbot, box=box)
        made.append(t)
        for signal, store in ((controller.status, t.statuses), (controller.moved, t.moves),
                              (controller.round_over, t.rounds), (controller.game_over, t.overs)):
            signal.connect(store.append)
        box.show()
        qtbot.waitExposed(box)
        controller.start()
        t.settle()
        return Casino(t)

    yield make
    for t in made:
        t.controller.stop()


@pytest.mark.parametrize(("players", "seed", "options"), [(2, 11, {}), (4, 5, {}), (4, 3, {"teams": "pairs"})])
def test_a_whole_game_to_21_with_the_mouse(decent_table: Any, players: int, seed: int,
                                           options: dict[str, Any]) -> None:
    """A dealt game against one and against three computer players (also as partners, A21),
    played to 21 with gestures only: every capture, build, trail and sweep of Anna is a
    click-and-drag, a chooser pick when the drop has several readings; each deal's summary
    is clicked away; the end is shown."""
    from kortbord.engine import game_info
    state = game_info("casino").new_game(players, options, seed=seed)
    assert isinstance(state, State)
    c = decent_table(state)
    t = c.t
    anna = Family(c, seed)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or (state.to_move() == 0 and not t.scene.busy), timeout=30_000)
        if not state.is_over():
            anna.turn()
    t.settle()
    sheet = t.overs[0]
    assert len(t.overs) == 1 and sheet.finished and max(sheet.totals) >= 21
    assert len(t.rounds) == len(state.deal_scores) >= 2
    last = t.scene.extras.overlay
    assert isinstance(last, RoundSummary), "the last deal is summed up too"
    assert len(last.columns) == len(sheet.totals) and last.rows[-1][1] == sheet.totals
    assert {"capture", "build", "trail", "sweep", "chooser", "bare table", "onto a picked card"} <= set(anna.used)
    assert anna.summaries == len(t.rounds) - 1, "every deal but the last was summed up and clicked away"
    for name, cards in state.zones.items():
        for card in cards:
            item = t.scene.cards[state.uid[card]]
            assert item.zone == name and at_home(item) and not item.lifted
            assert item.turned == name.startswith("svupper/")


def test_the_score_panel_shows_the_deal_in_play(qtbot: Any) -> None:
    """Score panel during the deal: captured cards and svuppere per player (italic, above the
    deals); spades and aces only with ``show_live_tallies`` (R12)."""
    text = "dealer=1 turn=0 | hand/0: 2H | won/0: 3C 4S AS | svupper/0: 5S | won/1: 9D | " + STOCK
    panel = ScorePanel()
    qtbot.addWidget(panel)
    names = {s: NAMES[s] for s in range(2)}
    panel.show_state(casino(text), names)
    rows = [[panel.sheet.item(r, col).text() for col in range(3)] for r in range(panel.sheet.rowCount())]
    assert rows == [["Captured", "4", "1"], ["Sweeps", "1", "0"]]
    assert panel.target_label.text() == "Target: 21"
    assert panel.sheet.item(0, 0).font().italic()
    panel.show_state(casino(text, show_live_tallies=True), names)
    assert [panel.sheet.item(r, 0).text() for r in range(4)] == ["Captured", "Sweeps", "Spades", "Aces"]
    assert [panel.sheet.item(2, c).text() for c in (1, 2)] == ["3", "0"]
    assert [panel.sheet.item(3, c).text() for c in (1, 2)] == ["1", "0"]


def test_a_round_of_another_game_is_summed_up_in_one_line(make_table: Callable[..., Any]) -> None:
    """The summary is the table's, not Casino's: Olsen's points round (S2) shows its row as
    "This round" under the round's news, and the totals."""
    from table.conftest import olsen
    state = olsen("olsen 4p scoring=points | dealer=3 turn=0 said=0 | hand/0: 3S | hand/1: 5C 4C "
                  "| hand/2: 4D 5D | hand/3: 2C 3C | discard: 3D | stock: 3H 5H 6D")
    t = make_table(state, (1, 2, 3), pause=60_000)
    t.drag("3S", t.zone_centre("discard"))
    item = t.scene.extras.overlay
    assert isinstance(item, RoundSummary)
    assert [(label, tuple(values)) for label, values, _strong in item.rows] == [
        ("This round", (0, 9, 9, 5)), ("Total (target 100)", (0, 9, 9, 5))]
    assert item.title == "Anna closed game 1"


def test_E1_by_keyboard_the_table_cards_are_picked_with_enter(table: Callable[..., Casino]) -> None:
    """Keyboard play (issue 15, item 15) for Casino: the ring visits the hand, then the table
    cards; Enter picks J♦, 5♥ and 6♣ (a screen reader hears "chosen"), then J♠ is taken up
    and dropped on the table: the same capture as E1 by mouse."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    c = table(casino(E1))
    t = c.t
    t.view.setFocus()
    t.qtbot.waitUntil(t.view.hasFocus)
    keyboard = t.controller.keyboard

    def focus_on(card: str) -> None:
        for _ in range(12):
            stop = keyboard.focus
            if stop is not None and stop.uid is not None and str(t.scene.cards[stop.uid].card) == card:
                return
            QTest.keyClick(t.view, Qt.Key.Key_Right)
        raise AssertionError(f"the ring never reached {card}")

    QTest.keyClick(t.view, Qt.Key.Key_Right)
    stops = [str(t.scene.cards[s.uid].card) for s in keyboard.card_stops() if s.uid is not None]
    assert stops[:4] == [x for x in stops[:4] if x in ("JS", "9H", "2D", "4C")] and set(stops[4:]) == {"JD", "5H", "6C", "3S"}
    for card in ("JD", "5H", "6C"):
        focus_on(card)
        QTest.keyClick(t.view, Qt.Key.Key_Return)
    assert c.picked() == {"JD", "5H", "6C"} and t.item("3S").mark is Mark.NONE
    assert t.view.accessibleName().endswith(", chosen")
    assert not t.moves, "picking makes no move"
    focus_on("JS")
    QTest.keyClick(t.view, Qt.Key.Key_Return)                 # taken up: the ring goes to the targets
    stop = keyboard.focus
    assert stop is not None and stop.zone == "table"
    QTest.keyClick(t.view, Qt.Key.Key_Return)
    assert t.moves == ["0 capture JS with JD/5H+6C"]
