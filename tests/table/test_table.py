"""The real table offscreen, played with real mouse events (Olsen).

Players A, B, C, D of the spec examples are seats 0-3; Anna (seat 0) is the
human at the bottom unless a test says otherwise.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest

from kortbord.engine import Card
from kortbord.table.card_item import Mark
from kortbord.table.zone_item import Glow, SpeechBubble

from table.conftest import LEFT, NOMOD, Table, olsen, olsen_deal

COMPUTERS = (1, 2, 3)
#: E1/E2: the top card is 7C and it is A's turn.
ON_7C = ("olsen 4p | dealer=3 turn=0 | hand/0: 7H 9D 2S | hand/1: 5C JD 4S | hand/2: 4H JH KD "
         "| hand/3: 2H 3H 5H | discard: 7C | stock: 3C 6H 4C QH")


def at_home(item: Any) -> bool:
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5


def test_E1_a_legal_drag_onto_the_pile_is_applied(make_table: Callable[..., Table]) -> None:
    """E1: A drags 7H onto 7C; the move is applied and the card lies on the pile."""
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    assert t.moves == ["0 play 7H"]
    assert t.state.zones["discard"][-1] == Card.parse("7H")
    item = t.item("7H")
    assert item.zone == "discard" and at_home(item) and not item.lifted
    assert t.scene.zone_items["discard"].rect.contains(item.card_rect().center())


def test_E2_an_illegal_drag_glides_back_with_the_reason(make_table: Callable[..., Table]) -> None:
    """E2: 9D on 7C is refused: it glides back and the status says why."""
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000, speed=1.0)
    home = t.item("9D").home
    t.drag("9D", t.zone_centre("discard"))
    assert t.moves == []
    assert t.statuses[-1] == "Play clubs, a seven or an eight"
    t.settle()
    item = t.item("9D")
    assert item.zone == "hand/0" and item.home == home and at_home(item) and not item.lifted
    assert all(z.glow is Glow.NONE for z in t.scene.zone_items.values())


def test_drop_beside_every_zone_glides_back_silently(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    before = len(t.statuses)
    t.drag("7H", QPointF(t.view.width() - 5, 5))
    t.settle()
    assert t.moves == [] and len(t.statuses) == before and at_home(t.item("7H"))


def test_only_legal_targets_light_up_during_a_drag(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    vp = t.view.viewport()
    start = t.point(t.centre_of("7H"))
    QTest.mousePress(vp, LEFT, NOMOD, start)
    QTest.mouseMove(vp, start + t.point(QPointF(30, -30)) - t.point(QPointF(0, 0)))
    assert t.scene.dragging and t.item("7H").lifted
    assert t.scene.zone_items["discard"].glow is Glow.LEGAL
    assert t.scene.zone_items["stock"].glow is Glow.NONE
    t.move(t.point(t.zone_centre("discard")))
    assert t.scene.zone_items["discard"].glow is Glow.TARGET
    QTest.mouseRelease(vp, LEFT, NOMOD, t.point(t.zone_centre("discard")))
    t.settle()
    assert t.moves == ["0 play 7H"]


def test_illegal_card_lights_nothing(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    vp = t.view.viewport()
    start = t.point(t.centre_of("9D"))
    QTest.mousePress(vp, LEFT, NOMOD, start)
    QTest.mouseMove(vp, t.point(t.zone_centre("stock")))
    assert t.scene.dragging
    assert all(z.glow is Glow.NONE for z in t.scene.zone_items.values())
    QTest.mouseRelease(vp, LEFT, NOMOD, t.point(t.zone_centre("stock")))
    t.settle()
    assert t.moves == [] and at_home(t.item("9D"))


def test_playable_cards_are_raised(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    assert t.item("7H").pos().y() < t.item("9D").pos().y()
    assert t.item("9D").pos().y() == pytest.approx(t.item("2S").pos().y())


def test_double_click_plays_the_obvious_move(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.double_click("7H")
    t.settle()
    assert t.moves == ["0 play 7H"]
    assert t.item("7H").zone == "discard"


def test_double_click_on_an_illegal_card_says_why(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.double_click("2S")
    t.settle()
    assert t.moves == [] and t.statuses[-1] == "Play clubs, a seven or an eight"


def test_E6_clicking_the_stock_draws(make_table: Callable[..., Table]) -> None:
    """E6: C (here the human, seat 0) holds no club and no nine; a click on the stock draws 6H and keeps it."""
    state = olsen("olsen 4p | dealer=3 turn=0 | hand/0: 4H JD KS | hand/1: 5C | hand/2: 4D | hand/3: 2H "
                  "| discard: 9C | stock: 3C 6H")
    t = make_table(state, COMPUTERS, pause=60_000)
    t.click(t.zone_centre("stock"))
    t.settle()
    assert t.moves == ["0 draw"]
    assert t.item("6H").zone == "hand/0" and t.item("6H").card == Card.parse("6H")
    assert state.to_move() == 1


def test_E5_clicking_the_stock_when_able_to_play_is_refused(make_table: Callable[..., Table]) -> None:
    """E5: B holds 5C JD on 9C and clicks the stock: "You have a card you can play"."""
    state = olsen("olsen 4p | dealer=0 turn=1 | hand/0: 2H | hand/1: 5C JD | hand/2: 4D | hand/3: 3D "
                  "| discard: 9C | stock: 3C 6H")
    t = make_table(state, (0, 2, 3), pause=60_000)
    assert t.controller.local_seat == 1
    t.click(t.zone_centre("stock"))
    assert t.moves == [] and t.statuses[-1] == "You have a card you can play"
    draw = [b for b in t.controller.action_bar.specs if b.move.verb == "draw"]
    assert len(draw) == 1 and not draw[0].enabled and draw[0].reason == "You have a card you can play"


def test_a_computer_turn_completes(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=0)
    t.drag("7H", t.zone_centre("discard"))
    t.qtbot.waitUntil(lambda: (t.state.is_over() or t.state.to_move() == 0) and not t.scene.busy,
                      timeout=10_000)
    assert t.moves[0] == "0 play 7H" and t.moves[1].startswith("1 ")
    assert {m.split()[0] for m in t.moves[1:]} >= {"1", "2"}
    for uid, item in t.scene.cards.items():
        assert at_home(item), uid
    assert t.state.to_move() == 0


def test_computers_play_with_animation_and_pause(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=20, speed=4.0)
    t.double_click("7H")
    t.qtbot.waitUntil(lambda: (t.state.is_over() or t.state.to_move() == 0) and len(t.moves) > 2
                      and not t.scene.busy, timeout=15_000)
    assert all(at_home(i) for i in t.scene.cards.values())


def test_resize_rescales_the_cards(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen_deal(), COMPUTERS, pause=60_000)
    small = t.scene.geometry.card_w
    hand_item = t.scene.cards[t.state.uid[t.state.zones["hand/0"][0]]]
    assert hand_item.width == pytest.approx(small)
    t.view.resize(1600, 1000)
    t.qtbot.waitUntil(lambda: t.scene.geometry.card_w > small * 1.3, timeout=3000)
    assert hand_item.width == pytest.approx(t.scene.geometry.card_w)
    assert t.scene.sceneRect().width() == t.view.viewport().width()
    for item in t.scene.cards.values():
        assert t.scene.sceneRect().contains(item.card_rect())


def test_input_during_an_animation_leaves_no_stuck_card(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000, speed=0.25)
    t.drag("7H", t.zone_centre("discard"))
    assert t.scene.busy            # the played card is still flying
    t.drag("9D", t.zone_centre("discard"))   # ignored: presses during animation
    t.double_click("2S")
    assert t.moves == ["0 play 7H"]
    t.settle(timeout=10_000)
    assert all(at_home(i) and not i.lifted for i in t.scene.cards.values())


def test_a_new_view_during_a_drag_settles_the_dragged_card(make_table: Callable[..., Table]) -> None:
    """A computer's move arriving mid-drag waits; a forced refresh puts the card home."""
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    vp = t.view.viewport()
    QTest.mousePress(vp, LEFT, NOMOD, t.point(t.centre_of("9D")))
    QTest.mouseMove(vp, t.point(QPointF(300, 200)))
    assert t.scene.dragging
    t.scene.show_view(t.state.view(0), local_seat=0)
    assert not t.scene.dragging
    QTest.mouseRelease(vp, LEFT, NOMOD, t.point(QPointF(300, 200)))
    t.settle()
    assert all(at_home(i) and not i.lifted for i in t.scene.cards.values())


def test_E3_an_eight_shows_the_suit_buttons(make_table: Callable[..., Table]) -> None:
    """E3: A plays 8H and names diamonds with a suit button."""
    state = olsen("olsen 4p | dealer=3 turn=0 | hand/0: 8H 9C 3C | hand/1: KS 8C 3D | hand/2: 4H "
                  "| hand/3: 2H | discard: 4S | stock: 3H 5D 6D")
    t = make_table(state, COMPUTERS, pause=60_000)
    assert not any(b.move.verb == "choose" for b in t.controller.action_bar.specs)
    t.drag("8H", t.zone_centre("discard"))
    t.settle()
    bar = t.controller.action_bar
    assert [b.move.arg for b in bar.specs if b.move.verb == "choose"] == ["C", "D", "H", "S"]
    texts = [b.text() for b in bar.buttons]
    assert "♦  Ask for diamonds" in texts
    t.qtbot.mouseClick(bar.button_for(next(b.move for b in bar.specs if b.move.arg == "D")), LEFT)
    assert t.moves == ["0 play 8H", "0 choose D"]
    assert state.suit == "D" and not bar.specs


def test_E7_the_olsen_button_and_speech_bubble(make_table: Callable[..., Table]) -> None:
    """E7: A holds KH 3S on 9H: an Olsen! button; clicking it shows a speech bubble at A's seat."""
    state = olsen("olsen 4p | dealer=3 turn=0 | hand/0: KH 3S | hand/1: 5C 4C | hand/2: 4D 5D "
                  "| hand/3: 2C 3C | discard: 9H | stock: 3H 5H 6D")
    t = make_table(state, COMPUTERS, pause=60_000)
    bar = t.controller.action_bar
    call = [b for b in bar.specs if b.move.verb == "call"]
    assert len(call) == 1 and call[0].text == "Olsen!" and call[0].enabled
    t.qtbot.mouseClick(bar.button_for(call[0].move), LEFT)
    assert t.moves == ["0 call olsen"]
    bubbles = [i for i in t.scene.items() if isinstance(i, SpeechBubble)]
    assert [b.text for b in bubbles] == ["Olsen!"]
    plate = t.scene.plates[0].rect
    assert abs(bubbles[0].pos().x() - plate.center().x()) < 1


def test_E4_a_two_makes_news_at_the_seat(make_table: Callable[..., Table]) -> None:
    """E4/R6: A plays 2C; B draws QH and 4C and misses the turn: status line and a bubble at B."""
    state = olsen("olsen 4p | dealer=3 turn=0 | hand/0: 2C 9D KS | hand/1: 2H 8S 5D | hand/2: 4D 5C "
                  "| hand/3: 6C 7C | discard: 9C | stock: 4C QH")
    t = make_table(state, COMPUTERS, pause=60_000)
    t.drag("2C", t.zone_centre("discard"))
    t.settle()
    assert "Bo draws 2 and misses the turn" in t.statuses[-1]
    bubbles = [i for i in t.scene.items() if isinstance(i, SpeechBubble)]
    assert [b.text for b in bubbles] == ["Bo draws 2 and misses the turn"]
    assert abs(bubbles[0].pos().x() - t.scene.plates[1].rect.center().x()) < 1
    assert t.scene.cards[state.uid[Card.parse("QH")]].zone == "hand/1"


def test_the_turn_is_marked_at_the_seat(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    assert t.scene.plates[0].turn and not any(t.scene.plates[s].turn for s in (1, 2, 3))
    assert t.scene.plates[1].detail == "3 cards"
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    assert t.scene.plates[1].turn and not t.scene.plates[0].turn
    assert t.scene.plates[0].detail == "2 cards"


def test_hint_marks_a_legal_card(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.controller.hint()
    t.qtbot.waitUntil(lambda: t.item("7H").mark is Mark.HINT, timeout=5000)
    assert t.statuses[-1] == "Hint: Play 7♥"
    assert t.scene.zone_items["discard"].glow is Glow.LEGAL


def test_other_seats_cards_stay_hidden(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen_deal(), COMPUTERS, pause=60_000)
    for seat in (1, 2, 3):
        for card in t.state.zones[f"hand/{seat}"]:
            assert t.scene.cards[t.state.uid[card]].face is None
    for card in t.state.zones["hand/0"]:
        assert t.scene.cards[t.state.uid[card]].face == card


def test_E10_closing_ends_the_game(make_table: Callable[..., Table]) -> None:
    """E10: A holds only 3S (Olsen said) on 3D and plays it: game over, A wins."""
    state = olsen("olsen 4p | dealer=3 turn=0 said=0 | hand/0: 3S | hand/1: 5C 4C | hand/2: 4D 5D "
                  "| hand/3: 2C 3C | discard: 3D | stock: 3H 5H 6D")
    t = make_table(state, COMPUTERS, pause=0)
    t.drag("3S", t.zone_centre("discard"))
    t.settle()
    assert len(t.overs) == 1 and t.overs[0].winners == (0,)
    assert t.statuses[-1].startswith("Anna wins the game")
    assert not t.controller.action_bar.specs
    t.qtbot.wait(50)
    assert t.moves == ["0 play 3S"]


def test_E12_a_reshuffle_turns_the_pile_into_the_stock(make_table: Callable[..., Table]) -> None:
    """E12: the stock is empty; B (human here) draws: the pile but its top becomes the stock."""
    state = olsen("olsen 4p | dealer=0 turn=1 | hand/0: 2H | hand/1: 4H JS | hand/2: 4D | hand/3: 3S "
                  "| discard: 2C 3C 4C 5C 7C 8C 9C TC JC 6D")
    t = make_table(state, (0, 2, 3), pause=60_000, speed=2.0)
    old = {t.state.uid[c] for c in state.zones["discard"][:-1]}
    t.click(t.zone_centre("stock"))
    t.settle(timeout=10_000)
    assert t.moves == ["1 draw"]
    assert [c.text for c in state.zones["discard"]] == ["6D"]
    assert not old & set(t.scene.cards)
    assert len(t.scene.cards) == len(state.all_cards())
    for card in state.zones["stock"]:
        item = t.scene.cards[state.uid[card]]
        assert item.zone == "stock" and item.face is None and at_home(item)


def test_stop_cancels_pending_computer_moves(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=100)
    t.double_click("7H")
    t.settle()
    t.controller.stop()
    t.qtbot.wait(400)
    assert t.moves == ["0 play 7H"]


def test_S2_a_round_over_deals_the_next_game_on_the_table(make_table: Callable[..., Table]) -> None:
    """S2 (scoring=points): A closes; the round is scored and the next deal is animated
    (the cards gather in the stock, then fly to the hands); nothing is left behind."""
    state = olsen("olsen 4p scoring=points | dealer=3 turn=0 said=0 | hand/0: 3S | hand/1: 5C 4C "
                  "| hand/2: 4D 5D | hand/3: 2C 3C | discard: 3D | stock: 3H 5H 6D")
    t = make_table(state, COMPUTERS, pause=60_000, speed=4.0)
    t.drag("3S", t.zone_centre("discard"))
    assert len(t.rounds) == 1 and t.rounds[0].totals == (0, 9, 9, 5)
    assert t.scene.busy
    t.settle(timeout=10_000)
    assert not t.overs and state.dealer == 0
    assert len(t.scene.cards) == 52 == len(state.all_cards())
    for name, cards in state.zones.items():
        for card in cards:
            item = t.scene.cards[state.uid[card]]
            assert item.zone == name and at_home(item) and item.isVisible() == (not t.scene._covered(item))
    assert [t.scene.cards[state.uid[c]].face for c in state.zones["hand/0"]] == state.zones["hand/0"]
    assert all(t.scene.cards[state.uid[c]].face is None for c in state.zones["hand/1"])
