"""A completed trick on show: it stays with its winning card marked until the
winner is clear (or a click), the last trick can be seen again, and won piles
count tricks, not cards (Spar Dame position of test_trick_table: Anna's KC
completes and wins the trick)."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from kortbord.engine import Card, game_info
from kortbord.table.card_item import Mark
from kortbord.table.last_trick import record_trick
from kortbord.table.panel import CardsPanel
from kortbord.table.timing import MOVE_MS, TRICK_SHOWN_MS

from table.conftest import Table
from table.test_trick_table import COMPUTERS, TRICK, at_home, spar_dame

TRICK_GAMES = {"whist": 4, "spar_dame": 4, "ruder_syv": 4, "bismarck": 3, "tribello": 3, "rodskagg": 4}


def in_slot(t: Table, card: str, zone: str) -> bool:
    return t.scene.zone_items[zone].rect.contains(t.item(card).card_rect().center())


def test_the_winning_card_is_marked_while_the_trick_stays(make_table: Callable[..., Table], qtbot: Any) -> None:
    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=1.0)
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.wait(MOVE_MS + TRICK_SHOWN_MS * 3 // 4)
    assert t.scene.showing_trick
    assert in_slot(t, "KC", "trick/0") and all(in_slot(t, c, f"trick/{s}") for s, c in zip((1, 2, 3), TRICK))
    assert t.item("KC").mark is Mark.WON and all(t.item(c).mark is Mark.NONE for c in TRICK)
    t.settle()
    assert not t.scene.showing_trick and t.item("KC").mark is Mark.NONE
    assert all(in_slot(t, c, "won/0") for c in ("KC", *TRICK))


def test_the_pause_scales_with_the_speed(make_table: Callable[..., Table], qtbot: Any) -> None:
    """At double speed the trick has gone by the time it would still lie at normal speed."""
    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=2.0)
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.wait(MOVE_MS + TRICK_SHOWN_MS * 3 // 4 + 400)
    assert not t.scene.busy and all(in_slot(t, c, "won/0") for c in ("KC", *TRICK))


def test_a_click_during_the_pause_gathers_the_trick_and_nothing_sticks(make_table: Callable[..., Table],
                                                                       qtbot: Any) -> None:
    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=1.0)
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.wait(MOVE_MS + 100)
    assert t.scene.showing_trick
    t.click(t.zone_centre("trick/2"))
    assert not t.scene.busy and not t.scene.showing_trick
    for card in ("KC", *TRICK):
        assert t.item(card).zone == "won/0" and at_home(t.item(card)) and t.item(card).mark is Mark.NONE
    assert t.moves == ["0 play KC"] and t.scene.extras.overlay is None
    t.drag("4H", t.zone_centre("trick/0"))   # Anna leads the next trick at once
    assert t.moves[-1] == "0 play 4H"


def test_the_last_trick_is_shown_again_from_the_won_pile_and_the_button(make_table: Callable[..., Table]) -> None:
    t = make_table(spar_dame(), COMPUTERS, pause=60_000)
    button = t.controller.tricks.trick_button
    assert button is not None and not button.isEnabled()
    t.drag("KC", t.zone_centre("trick/0"))
    t.settle()
    record = t.controller.tricks.last
    assert record is not None and record.winner == 0 and record.pile == "won/0"
    assert [(s, str(c)) for s, c in record.plays] == [(1, "5C"), (2, "9C"), (3, "2C"), (0, "KC")]
    t.click(t.zone_centre("won/0"))
    panel = t.scene.extras.overlay
    assert isinstance(panel, CardsPanel)
    assert panel.title == "Last trick – Anna won it"
    assert [(s.card, s.caption, s.marked) for s in panel.rows[0][1]] == [
        (Card.parse("5C"), "Bo", False), (Card.parse("9C"), "Carl", False), (Card.parse("2C"), "Dina", False),
        (Card.parse("KC"), "Anna", True)]
    t.click(t.zone_centre("trick/2"))
    assert t.scene.extras.overlay is None and t.moves == ["0 play KC"]
    assert button.isEnabled()
    button.click()
    assert isinstance(t.scene.extras.overlay, CardsPanel)


def test_won_piles_count_tricks_not_cards(make_table: Callable[..., Table]) -> None:
    """Carl's pile holds 47 cards of the position but no trick of this hand: no "47"."""
    t = make_table(spar_dame(), COMPUTERS, pause=60_000)
    assert not t.scene.badges["won/2"].isVisible()
    t.drag("KC", t.zone_centre("trick/0"))
    t.settle()
    assert t.scene.badges["won/0"].text == "1 trick" and t.scene.badges["won/0"].isVisible()
    assert not t.scene.badges["won/2"].isVisible()


def test_the_trick_of_a_move_is_read_from_its_events() -> None:
    """A move that completes a trick carries it; the winner by the rules before the move."""
    state = spar_dame()
    rules = state.trick_rules()
    record = record_trick(rules, state.apply(state.parse_move("0 play KC")))
    assert record is not None and record.winner == 0 and record.winning_card == Card.parse("KC")
    assert record_trick(rules, state.apply(state.parse_move("0 play 4H"))) is None


@pytest.mark.parametrize("game", sorted(TRICK_GAMES))
def test_every_trick_game_remembers_its_last_trick(make_table: Callable[..., Table], game: str) -> None:
    players = TRICK_GAMES[game]
    state = game_info(game).new_game(players, {}, seed=4)
    t = make_table(state, tuple(range(players)))
    t.qtbot.waitUntil(lambda: t.controller.tricks.last is not None, timeout=20_000)
    t.controller.stop()
    record = t.controller.tricks.last
    assert record is not None and len(record.plays) >= 2
    assert record.pile in state.zones
    assert t.controller.tricks.show_last()
    panel = t.scene.extras.overlay
    assert isinstance(panel, CardsPanel)
    names = t.controller.seat_names
    assert [s.caption for s in panel.rows[0][1]] == [names[s] for s, _c in record.plays]
    assert panel.title.endswith(f"{names[record.winner]} won it")


def test_a_key_during_the_pause_gathers_the_trick(make_table: Callable[..., Table], qtbot: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=1.0)
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.wait(MOVE_MS + 100)
    assert t.scene.showing_trick
    QTest.keyClick(t.view, Qt.Key.Key_Right)
    assert not t.scene.busy and all(t.item(c).zone == "won/0" and at_home(t.item(c)) for c in ("KC", *TRICK))


#: Carl led 9C, Dina played 2C; Anna plays KC, then Bo (a computer) completes the trick with 5C.
BO_LAST = (
    'spar_dame 4p | dealer=1 leader=2 turn=0 tricks=[0,0,0,0] tricks_played=0 passed=[] '
    'plays=[[0,2,"9C"],[0,3,"2C"]] last_trick=[] phase=play hand_no=1 totals=[0,0,0,0] history=[] '
    '| hand/0: KC 4H | hand/1: 5C 2D | hand/2: 3D | hand/3: 4D | trick/2: 9C | trick/3: 2C '
    '| won/2: 3C 4C 6C 7C 8C TC JC QC AC 5D 6D 7D 8D 9D TD JD QD KD AD 2H 3H 5H 6H 7H 8H 9H TH JH QH KH AH '
    '2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS')


def test_a_hidden_card_that_completes_the_trick_is_shown_face_up_in_it(make_table: Callable[..., Table],
                                                                        qtbot: Any) -> None:
    """Bo's 5C comes from his face-down hand and goes on to Anna's face-down pile: it is
    still seen face up in his place of the trick while the trick stays."""
    state = game_info("spar_dame").state_class().from_notation(BO_LAST)
    t = make_table(state, COMPUTERS, pause=10, speed=1.0)
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.waitUntil(lambda: t.moves == ["0 play KC", "1 play 5C"], timeout=5000)
    qtbot.wait(MOVE_MS + TRICK_SHOWN_MS // 2)
    five = t.item("5C")
    assert t.scene.showing_trick and five.zone == "won/0"   # where it goes...
    assert in_slot(t, "5C", "trick/1") and five.face == Card.parse("5C")   # ...but seen in the trick first
    assert t.item("KC").mark is Mark.WON
    t.settle()
    assert in_slot(t, "5C", "won/0") and five.face is None
