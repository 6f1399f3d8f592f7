"""Black Jack on the real table (spec "Table interaction"), played with the mouse.

Anna (seat 0) is the human: she stakes by dragging chips from her stack into her
stake circle (and with the chip buttons) and "Ready", looks at
her card as banker by clicking it, doubles or not with the buttons, takes cards
by clicking the stock or "Card", stands with "Stand", turns her card up by
clicking it, and deals the next round with its button. Bo, Carl and Dina are
computer players with no pause and no animation.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtTest import QTest

from kortbord.engine import Card, Move
from kortbord.games.blackjack.rules import DECK, Phase, State, new_game

from kortbord.table.chips import ChipToken
from table.conftest import LEFT, NAMES, NOMOD
from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

MAX_MOVES = 3000


def rigged(players: int, banker: int, holes: list[str], ups: list[str], draws: list[str] = (),  # type: ignore[assignment]
           **options: Any) -> State:
    """A game whose first round deals ``holes`` then ``ups`` clockwise from the banker's left."""
    order = [Card.parse(c) for c in (*holes, *ups, *draws)]
    deck = [c for c in DECK if c not in order] + order[::-1]
    return new_game(players, options, seed=3, dealer=banker, deck=deck)


def card_at(t: FamilyTable, zone: str) -> QPointF:
    """The middle of the first card of ``zone`` (or of the zone when it is empty)."""
    items = [i for i in t.scene.cards.values() if i.zone == zone]
    if not items:
        return t.zone_centre(zone)
    return items[0].card_rect().center()


def drag_chip(t: FamilyTable, value: int, to: QPointF, steps: int = 5) -> None:
    """Press on the chip of ``value`` on the stack, move in steps to ``to``, release."""
    vp = t.view.viewport()
    start = t.point(t.scene.chips.tokens[value].pos())
    end = t.point(to)
    QTest.mousePress(vp, LEFT, NOMOD, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, start + (end - start) * i / steps)
    QTest.mouseRelease(vp, LEFT, NOMOD, end)


def sliding(t: FamilyTable) -> list[ChipToken]:
    """Chips on the table that are not on the stack: a payment's."""
    stack = set(map(id, t.scene.chips.tokens.values()))
    return [i for i in t.scene.items() if isinstance(i, ChipToken) and id(i) not in stack]


def buttons(t: FamilyTable) -> list[str]:
    return [str(b.move) for b in t.controller.action_bar.specs]


def tag(t: FamilyTable, zone: str) -> str:
    item = t.scene.extras.tags.get(zone)
    return "" if item is None else str(item.text)


class Human:
    """Plays seat 0 by gestures, deciding like a careful family player."""

    def __init__(self, t: FamilyTable) -> None:
        self.t = t
        self.used: set[str] = set()

    def act(self) -> None:
        t, state = self.t, self.t.state
        assert isinstance(state, State)
        overlay = t.scene.extras.overlay
        if overlay is not None:                                  # the round's summary: a click
            t.click(overlay.mapToScene(overlay.boundingRect().center()))
            assert t.scene.extras.overlay is None
            QCoreApplication.processEvents()                     # the buttons wake once it has gone
            assert t.controller.action_bar.isEnabled()
            self.used.add("summary")
        before = len(t.moves)
        phase = state.phase
        if phase is Phase.STAKE:
            want = 3 + len(state.rows) % 4                       # 3..6 chips, varied
            while state.pending < want:
                drag_chip(t, 1, t.zone_centre("stake/0"))        # a chip from her stack
                self.used.add("chip dragged")
            while state.pending > want:
                t.press(Move(0, "chip", (), "-1"))
            t.press(Move(0, "ready"))
            self.used.add("stake")
            assert state.stakes[0] == want and t.moves[-1] == "0 ready"
            return
        if phase is Phase.DOUBLE and not state.peeked:
            t.click(card_at(t, "hand/0"))                        # the peek: a click on the card
            assert state.peeked and t.item(state.zones["hand/0"][0].text).face is not None
            self.used.add("peek")
            return
        if phase is Phase.DOUBLE:
            first = state.zones["hand/0"][0]
            t.press(Move(0, "double" if first.rank in "ATJQK" else "decline"))
            self.used.add("double" if state.doubled else "decline")
            return
        if phase is Phase.BANKER and not state.shown[0]:
            t.click(card_at(t, "hand/0"))                        # turn it up: a click on the card
            assert state.shown[0]
            self.used.add("reveal")
            return
        if phase is Phase.SETTLED:
            t.press(Move(0, "deal"))
            self.used.add("deal")
            return
        points = state.points(0)
        if points < 17:
            if state.phase is Phase.BANKER:
                stand = t.button(Move(0, "stand"))
                assert stand is not None and not stand.isEnabled()
                assert stand.toolTip() == "The banker must have at least 17 to stand"
                self.used.add("greyed stand")
            if len(t.moves) % 2:
                t.click(t.zone_centre("stock"))                  # a click on the stock
                self.used.add("stock")
            else:
                t.press(Move(0, "hit"))
                self.used.add("card button")
        else:
            t.press(Move(0, "stand"))
            self.used.add("stand")
        assert len(t.moves) == before + 1


def human_to_act(t: FamilyTable) -> bool:
    return not t.scene.busy and 0 in t.state.actors()


def test_a_whole_game_by_gestures(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Twelve rounds, each of the four banking three; chips never leave the table (S1, S3)."""
    state = new_game(4, {}, seed=11, dealer=0)
    t = family(state)
    human = Human(t)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or human_to_act(t), timeout=20_000)
        if not state.is_over():
            human.act()
            assert sum(state.balances) == 400
    t.settle()
    assert state.rounds_played == 12 and len(t.overs) == 1
    sheet = t.overs[0]
    assert sheet.finished and sum(sheet.totals) == 400
    for seat in sheet.winners:
        assert t.scene.decor.stamps[seat].text == "Winner!"
    assert {"stake", "chip dragged", "peek", "reveal", "deal", "stand", "stock", "card button",
            "greyed stand"} <= human.used
    assert "summary" not in human.used, "no summary over the table after a round (SUMMARY)"
    assert not t.controller.action_bar.specs, "no buttons after the game"
    for name, cards in state.zones.items():
        for card in cards:
            assert t.scene.cards[state.uid[card]].zone == name


def test_the_first_card_is_hers_alone_and_the_stake_circle_follows_the_chips(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """D2/A12: her own first card face up with "hidden from the others", the others' backs;
    D3/E11: the chip buttons fill the circle, a chip over the limit is not offered."""
    state = rigged(3, 2, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    t = family(state, computers=(1, 2), pause=60_000)
    assert t.item("9H").face == Card.parse("9H") and tag(t, "hand/0") == "9 · 9♥ hidden from the others"
    assert t.item("7C").face is None and t.item("TS").face is None
    assert tag(t, "stake/2") == "Bank" and "chips/2" not in t.scene.extras.tags
    assert t.scene.plate_detail == {0: "100 chips", 1: "100 chips", 2: "Bank · 100"}   # the banker named
    assert "0 chip +10" not in buttons(t) and "0 chip +5" in buttons(t)   # 1 + 10 > 10
    assert not {"0 hit", "0 stand"} & set(buttons(t))                     # no greyed Card or Stand now
    t.press(Move(0, "chip", (), "+5"))
    assert state.pending == 6 and tag(t, "stake/0") == "6"
    assert "0 chip +5" not in buttons(t)                                 # 11 is over the limit
    t.press(Move(0, "ready"))
    assert state.stakes[0] == 6 and state.turn == 1


def test_the_human_banker_peeks_doubles_and_cannot_stand_below_17(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """D4/R3: a click on her card shows it to her only; "Double all stakes" puts ×2 on the
    stakes; E13: the double buttons are gone after the second card; E7 on the table."""
    state = rigged(3, 0, ["9H", "7C", "TC"], ["TD", "QS", "6S"], ["5D"])
    t = family(state, computers=(1, 2))
    t.qtbot.waitUntil(lambda: state.phase is Phase.DOUBLE and not t.scene.busy)
    assert t.item("TC").face is None and tag(t, "hand/0") == "click to look"
    assert buttons(t) == []                                             # first the peek
    t.click(card_at(t, "hand/0"))
    assert t.item("TC").face == Card.parse("TC") and state.view(1).zones["hand/0"][0].card is None
    assert buttons(t) == ["0 double", "0 decline"]
    t.press(Move(0, "double"))
    assert tag(t, "stake/1").endswith("×2")
    assert not any(b.startswith("0 double") for b in buttons(t))        # E13
    t.qtbot.waitUntil(lambda: state.phase is Phase.BANKER and not t.scene.busy, timeout=10_000)
    t.click(card_at(t, "hand/0"))                                       # R6: turn it up
    assert state.shown[0] and tag(t, "hand/0") == "16"
    stand = t.button(Move(0, "stand"))
    assert stand is not None and not stand.isEnabled()
    assert stand.toolTip() == "The banker must have at least 17 to stand"
    t.click(t.zone_centre("stock"))                                     # draws 5D: 21
    assert state.points(0) == 21 and t.button(Move(0, "stand")).isEnabled()   # type: ignore[union-attr]


def test_a_soft_total_shows_both_values_and_others_see_a_question_mark(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """The running total beside the hand: "7 / 17" for A + 6; for Bo's hand she sees "10 + ?"."""
    state = rigged(2, 1, ["AD", "TS"], ["6C", "KH"])
    t = family(state, computers=(1,))
    t.press(Move(0, "ready"))
    t.qtbot.waitUntil(lambda: state.phase is Phase.PLAY and not t.scene.busy)
    assert tag(t, "hand/0") == "7 / 17 · A♦ hidden from the others"
    assert tag(t, "hand/1") == "10 + ?"


def test_a_computer_banker_peeks_first_and_then_announces_its_choice(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """D4: the computer banker's look at his card is a move of its own (a speech bubble),
    and its choice comes after another pause, said aloud; the stakes then show ×2 or not."""
    state = rigged(3, 1, ["9H", "7C", "AS"], ["TD", "QS", "8H"])
    t = family(state, computers=(1, 2))
    t.qtbot.waitUntil(lambda: 0 in state.actors() and not t.scene.busy)
    t.press(Move(0, "ready"))
    t.qtbot.waitUntil(lambda: state.phase is Phase.PLAY and not t.scene.busy, timeout=10_000)
    assert t.moves[1:4] == ["0 ready", "1 peek", "1 double"]          # an ace: the normal banker doubles
    said = [b.text for b in t.bubbles()]
    assert "I double every stake!" in said
    assert tag(t, "stake/0") == "1 ×2" and tag(t, "stake/1") == "Bank"


def test_chips_dragged_from_her_stack_fill_the_stake_circle(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """D3/E11 by drag: a 5 dropped on the circle adds 5; a 10 that would pass the limit is
    refused with the reason and the circle keeps its amount; a chip dropped elsewhere does
    nothing; every chip goes back to the stack. Once she is ready the stack lies faded."""
    state = rigged(3, 2, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    t = family(state, computers=(1, 2), pause=60_000)
    chips = t.scene.chips
    assert sorted(chips.tokens) == [1, 5, 10] and chips.live and chips.stack_zone == "chips/0"
    drag_chip(t, 5, t.zone_centre("stake/0"))
    assert state.pending == 6 and tag(t, "stake/0") == "6" and t.moves == ["0 chip +5"]
    drag_chip(t, 10, t.zone_centre("stake/0"))
    assert state.pending == 6 and tag(t, "stake/0") == "6"
    assert t.statuses[-1] == "The stake must be between 1 and 10"
    drag_chip(t, 1, t.zone_centre("stock"))
    assert state.pending == 6 and t.moves == ["0 chip +5"]
    for value, token in chips.tokens.items():
        assert token.pos() == chips.home(value)
    drag_chip(t, 1, t.zone_centre("stake/0"))
    t.press(Move(0, "ready"))
    assert state.stakes[0] == 7 and not chips.live
    drag_chip(t, 1, t.zone_centre("stake/0"))                           # faded: not taken
    assert state.stakes[0] == 7 and t.moves[-1] == "0 ready"


def test_a_payment_slides_as_chips_from_the_banker_to_her_circle(
        family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R4c with animation on: her Black Jack is paid at once, chips slide from the banker's
    place to her stake circle and are gone when they arrive."""
    state = rigged(2, 1, ["AH", "8S"], ["KD", "7D"])
    t = family(state, computers=(1,), speed=1.0)
    t.settle()
    t.press(Move(0, "ready"))
    t.qtbot.waitUntil(lambda: bool(state.rows) and state.rows[-1][0] > 0, timeout=10_000)
    assert sliding(t), "the payment's chips are on their way"
    t.qtbot.waitUntil(lambda: not sliding(t), timeout=5_000)
