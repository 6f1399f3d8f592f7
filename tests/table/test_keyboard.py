"""Keyboard play on the real table: arrow keys move the focus ring over the hand
and then over the zones the card may go to, Enter or Space plays through the
same path as a drop, Escape puts the card back; Tab reaches the action bar;
the view names the focused card or zone for screen readers, in Danish too."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from kortbord.engine import Card
from kortbord.table.keyboard import Stop
from kortbord.table.panel import CardsPanel

from table.conftest import Table, olsen
from table.test_table_interaction import bismarck_in_play, whist_with_shown_cards
from table.test_trick_table import COMPUTERS, spar_dame

K = Qt.Key


def press(t: Table, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(t.view, key)


def focused_card(t: Table) -> str:
    stop = t.controller.keyboard.focus
    assert stop is not None and stop.uid is not None
    card = t.scene.cards[stop.uid].card
    assert card is not None
    return str(card)


def keyboard_table(make_table: Callable[..., Table], state: Any, computers: tuple[int, ...]) -> Table:
    t = make_table(state, computers, pause=0)
    t.view.setFocus()
    t.qtbot.waitUntil(t.view.hasFocus)
    return t


def test_a_whole_whist_trick_is_played_by_keyboard(make_table: Callable[..., Table]) -> None:
    """Anna leads with the keys; the computers follow; the trick is gathered, and she
    plays on in the next trick when she is to play again."""
    state = whist_with_shown_cards()
    t = keyboard_table(make_table, state, (1, 2, 3))
    keys = t.controller.keyboard
    hand = sorted((c for c in t.scene.cards.values() if c.zone == "hand/0"), key=lambda c: c.index)
    press(t, K.Key_Right)
    assert focused_card(t) == str(hand[0].card)
    assert t.view.accessibleName() == "Two of spades"
    press(t, K.Key_Right, K.Key_Right, K.Key_Left)
    assert focused_card(t) == str(hand[1].card)
    press(t, K.Key_Return)
    assert keys.taken == Stop("hand/0", hand[1].uid) and keys.focus == Stop("trick/0")
    assert t.view.accessibleName() == "Anna's place in the trick: 0 cards"
    assert t.scene.zone_items["trick/0"].glow.name == "TARGET"
    press(t, K.Key_Space)
    first = str(hand[1].card)
    assert t.moves[0] == f"0 play {first}"
    t.qtbot.waitUntil(lambda: state.public()["tricks"] != [0, 0, 0, 0] or state.to_move() == 0, timeout=10_000)
    t.settle()
    assert sum(state.public()["tricks"]) == 1 and len(t.moves) >= 4
    assert t.controller.tricks.last is not None and t.controller.tricks.last.plays[0] == (0, Card.parse(first))


def test_escape_puts_the_card_back_and_an_illegal_card_says_why(make_table: Callable[..., Table]) -> None:
    """Spar Dame: clubs led; 4H taken up can only go to Anna's trick place, where it is refused."""
    t = keyboard_table(make_table, spar_dame(), COMPUTERS)
    t.controller.set_ai_pause(60_000)
    keys = t.controller.keyboard
    press(t, K.Key_Right)
    while focused_card(t) != "4H":
        press(t, K.Key_Right)
    press(t, K.Key_Return)
    assert keys.taken is not None and keys.focus == Stop("trick/0") and t.item("4H").lifted
    press(t, K.Key_Escape)
    assert keys.taken is None and focused_card(t) == "4H" and not t.item("4H").lifted
    press(t, K.Key_Return, K.Key_Return)
    assert t.moves == [] and t.statuses[-1] == "You must follow suit (clubs)"
    assert t.scene.decor.note is not None and t.item("4H").zone == "hand/0"
    press(t, K.Key_Left)   # KC, and it takes the trick
    assert focused_card(t) == "KC"
    press(t, K.Key_Return, K.Key_Return)
    assert t.moves == ["0 play KC"]


def test_an_olsen_turn_by_keyboard_draws_from_the_stock(make_table: Callable[..., Table]) -> None:
    """Olsen: nothing fits the 7♣ but the stock glows; the ring reaches it after the hand,
    Enter draws; the drawn card that fits is played with two more keys."""
    state = olsen("olsen 2p | turn=0 | hand/0: 2H 5D | hand/1: 9S 3D 4D | discard: 7C | stock: 6S 7H 8S 9H")
    t = keyboard_table(make_table, state, (1,))
    t.controller.set_ai_pause(60_000)
    stops = t.controller.keyboard.card_stops()
    assert stops[-1] == Stop("stock")
    press(t, K.Key_Left)
    assert t.controller.keyboard.focus == Stop("stock")
    assert t.view.accessibleName() == "Stock: 4 cards"
    press(t, K.Key_Return)
    t.settle()
    assert t.moves and t.moves[0].startswith("0 draw")


def test_tab_leaves_the_table_for_the_action_bar(make_table: Callable[..., Table]) -> None:
    """Bismarck: Tab from the table reaches "Last trick"; Space there shows it, Escape on
    the table closes it."""
    t = make_table(bismarck_in_play(), (1, 2), pause=60_000)
    box = QWidget()
    t.qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    layout.addWidget(t.view)
    layout.addWidget(t.controller.action_bar)
    box.resize(1024, 700)
    box.show()
    t.qtbot.waitExposed(box)
    t.view.setFocus()
    t.qtbot.waitUntil(t.view.hasFocus)
    press(t, K.Key_Right)
    assert t.controller.keyboard.ring.isVisible()
    QTest.keyClick(t.view, K.Key_Tab)
    assert QApplication.focusWidget() is t.controller.tricks.trick_button
    assert not t.controller.keyboard.ring.isVisible()
    QTest.keyClick(t.controller.tricks.trick_button, K.Key_Space)
    assert isinstance(t.scene.extras.overlay, CardsPanel)
    t.view.setFocus()
    press(t, K.Key_Escape)
    assert t.scene.extras.overlay is None
    for widget in (t.view, t.controller.action_bar):   # the table's own teardown closes them
        widget.setParent(None)


def test_accessible_names_in_danish(make_table: Callable[..., Table], speak: Callable[..., None]) -> None:
    speak("da")
    t = keyboard_table(make_table, olsen("olsen 2p | turn=0 | hand/0: QH 5D | hand/1: 9S 3D | discard: 7H "
                                         "| stock: 6S 7D 8S 9H"), (1,))
    t.controller.set_ai_pause(60_000)
    keys = t.controller.keyboard
    press(t, K.Key_Right)
    assert focused_card(t) in ("QH", "5D")
    while focused_card(t) != "QH":
        press(t, K.Key_Right)
    assert t.view.accessibleName() == "Hjerter dame"
    assert keys.name_of(Stop("stock")) == "Bunken: 4 kort"
    assert keys.name_of(Stop("hand/1")) == "Bos hånd: 2 kort"
    speak("sv")
    t.controller.retranslate()
    assert t.view.accessibleName() == "Hjärter dam"
