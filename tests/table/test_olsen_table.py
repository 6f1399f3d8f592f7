"""Olsen's "Table interaction" (spec rules/olsen.md) on the real table, one item at a time.

Players A, B, C, D of the spec are seats 0-3 (Anna, Bo, Carl, Dina); Anna is
the human at the bottom, the others are computer players. The table is shown
as the window shows it: the view over its action bar.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QPushButton, QVBoxLayout, QWidget

from kortbord.engine import Card, Move
from kortbord.engine.state import GameState
from kortbord.table.card_item import Mark
from kortbord.table.controller import GameController
from kortbord.table.decor import RED, Tone, badge_parts
from kortbord.table.seating import SeatConfig
from kortbord.table.view import TableView
from kortbord.table.zone_item import SpeechBubble

from table.conftest import LEFT, NAMES, Table, olsen

COMPUTERS = (1, 2, 3)
CALL = Move(0, "call", (), "olsen")
DRAW = Move(0, "draw")
#: E3: the top card is 4S; A holds 8H; B holds KS 8C 3D.
E3 = ("olsen 4p | dealer=3 turn=0 | hand/0: 8H 9C 3C | hand/1: KS 8C 3D | hand/2: 4H 6H | hand/3: 2H 7H "
      "| discard: 4S | stock: 3H 5D 6D")
#: E4: the top card is 9C; A plays 2C; B holds 2H 8S 5D; the stock's top is QH, then 4C.
E4 = ("olsen 4p | dealer=3 turn=0 | hand/0: 2C 9D KS | hand/1: 2H 8S 5D | hand/2: 4D 5C | hand/3: 6C 7C "
      "| discard: 9C | stock: 4C QH")
#: E5: the top card is 9C and the human holds 5C JD.
E5 = ("olsen 4p | dealer=3 turn=0 | hand/0: 5C JD | hand/1: 2H 3H | hand/2: 4D 5D | hand/3: 3D 7D 6S "
      "| discard: 9C | stock: 6H 3C")
#: E6: the top card is 9C and the human holds 4H JD KS; the stock's top is 3C, then 6H.
E6 = ("olsen 4p | dealer=3 turn=0 | hand/0: 4H JD KS | hand/1: 5C | hand/2: 4D | hand/3: 2H "
      "| discard: 9C | stock: 6H 3C")
#: E7: A holds KH 3S on 9H; B can neither follow nor match (it will draw).
E7 = ("olsen 4p | dealer=3 turn=0 | hand/0: KH 3S | hand/1: 5C 4C | hand/2: 4D 5D | hand/3: 2C 3C "
      "| discard: 9H | stock: 3H 5H 6D")
#: E8: A forgot to say Olsen and holds only 3S on 3D; the stock's top is 5D.
E8 = ("olsen 4p | dealer=3 turn=0 forgot=[0] | hand/0: 3S | hand/1: 4C 5C | hand/2: 4D 6D | hand/3: 2C 3C "
      "| discard: KH 5H 3D | stock: JC 5D")
#: E1: the top card is 7C and it is A's turn.
E1 = ("olsen 4p | dealer=3 turn=0 | hand/0: 7H 9D 2S | hand/1: 5C JD 4S | hand/2: 4H JH KD "
      "| hand/3: 2H 3H 5H | discard: 7C | stock: 3C 6H 4C QH")


@dataclass
class FamilyTable(Table):
    """A ``Table`` inside a window-like box (pytest-qt keeps only weak references)."""
    box: QWidget | None = None

    def button(self, move: Move) -> QPushButton | None:
        return self.controller.action_bar.button_for(move)

    def press(self, move: Move) -> None:
        """Click the shown, enabled action-bar button of ``move``."""
        button = self.button(move)
        assert button is not None, f"no button for {move}: {[str(b.move) for b in self.controller.action_bar.specs]}"
        assert button.isEnabled() and button.isVisible()
        self.qtbot.mouseClick(button, LEFT)

    def bubbles(self) -> list[SpeechBubble]:
        return [i for i in self.scene.items() if isinstance(i, SpeechBubble)]

    def let_computers_play(self) -> None:
        """Computer seats move at once from now on (the table's public API)."""
        self.controller.stop()
        self.controller.set_ai_pause(0)
        self.controller.start()


@pytest.fixture
def family(qtbot: Any) -> Iterator[Callable[..., FamilyTable]]:
    """``family(state, computers=(1, 2, 3), pause=0, speed=0.0, size=(1024, 700))``: the table
    as the window shows it, the view over its action bar, running; stopped at the end."""
    made: list[FamilyTable] = []

    def make(state: GameState, *, computers: Sequence[int] = COMPUTERS, pause: int = 0,
             speed: float = 0.0, size: tuple[int, int] = (1024, 700)) -> FamilyTable:
        box = QWidget()
        qtbot.addWidget(box)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        view = TableView()
        seats = [SeatConfig(NAMES[s], s in computers) for s in range(state.players)]
        controller = GameController(view, state, seats, ai_seed=7)
        layout.addWidget(view, 1)
        layout.addWidget(controller.action_bar)
        box.resize(*size)
        controller.set_speed(speed)
        controller.set_ai_pause(pause)
        t = FamilyTable(view, controller, qtbot, box=box)
        made.append(t)
        controller.status.connect(t.statuses.append)
        controller.moved.connect(t.moves.append)
        controller.round_over.connect(t.rounds.append)
        controller.game_over.connect(t.overs.append)
        box.show()
        qtbot.waitExposed(box)
        controller.start()
        t.settle()
        return t

    yield make
    for t in made:
        t.controller.stop()


def at_home(item: Any) -> bool:
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5


# --- the eight: a suit badge on the pile ------------------------------------------

def test_E3_the_suit_asked_for_lies_on_the_pile(family: Callable[..., FamilyTable]) -> None:
    """E3/R5: A plays 8H and names diamonds: "♦ asked for" lies on the pile (the symbol red)
    until B plays the next card."""
    state = olsen(E3)
    t = family(state, pause=60_000)
    tag = t.scene.decor.tags["discard"]
    assert not tag.isVisible()
    t.drag("8H", t.zone_centre("discard"))
    assert state.phase.value == "choose" and not tag.isVisible()        # type: ignore[attr-defined]
    t.press(Move(0, "choose", (), "D"))
    assert tag.isVisible() and tag.text == "♦ asked for"
    assert [colour for text, colour in tag.parts if text == "♦"] == [RED]
    assert t.item("8H").card_rect().contains(tag.pos()), "the badge lies on the 8"
    assert tag.zValue() > t.item("8H").zValue()
    t.let_computers_play()
    t.qtbot.waitUntil(lambda: any(m.startswith("1 ") for m in t.moves), timeout=10_000)
    played = next(m for m in t.moves if m.startswith("1 "))
    assert played in ("1 play 3D", "1 play 8C")
    if played == "1 play 3D":
        t.qtbot.waitUntil(lambda: not tag.isVisible(), timeout=5_000)   # the badge goes with the next card


def test_R5_a_computer_eight_shows_its_suit_and_a_start_eight_shows_none(family: Callable[..., FamilyTable]) -> None:
    """D3: a start card 8S names no suit (no badge); B's 8C with its suit choice shows that suit."""
    state = olsen("olsen 2p | dealer=0 turn=1 | hand/0: 4H 5H | hand/1: 8C 3D 4D 6D | discard: 8S "
                  "| stock: 3H 5D 6C")
    t = family(state, computers=(1,), pause=60_000)
    tag = t.scene.decor.tags["discard"]
    assert not tag.isVisible()
    t.let_computers_play()
    t.qtbot.waitUntil(lambda: state.turn == 0, timeout=10_000)
    assert state.zones["discard"][-1] == Card.parse("8C") and state.suit == "D"   # type: ignore[attr-defined]
    t.settle()
    assert tag.isVisible() and tag.text == "♦ asked for"


def test_badge_texts() -> None:
    """A suit is asked for (black or red symbol); any other value shows as text; unset, nothing."""
    assert [p for p, _c in badge_parts("S")] == ["♠", " asked for"]
    assert [c for p, c in badge_parts("H") if p == "♥"] == [RED]
    assert [c for p, c in badge_parts("C") if p == "♣"] != [RED]
    assert badge_parts("Trumps: none") == [("Trumps: none", None)]
    assert badge_parts(3) == [("3", None)]
    assert badge_parts(None) == badge_parts("") == badge_parts(False) == []


# --- the two: "Skip" at the victim's seat -----------------------------------------

def test_E4_the_victim_of_a_two_shows_skip_briefly(family: Callable[..., FamilyTable]) -> None:
    """E4/R6: A plays 2C: B's two cards fly to his hand and a red "Skip" lies on it for a moment."""
    state = olsen(E4)
    t = family(state, pause=60_000)
    t.drag("2C", t.zone_centre("discard"))
    t.settle()
    assert t.item("QH").zone == "hand/1" and t.item("4C").zone == "hand/1"
    stamps = t.scene.decor.stamps
    assert list(stamps) == [1]
    stamp = stamps[1]
    assert stamp.text == "Skip" and stamp.tone is Tone.ALERT and stamp.isVisible()
    assert t.scene.zone_items["hand/1"].rect.contains(stamp.pos()), "over B's hand"
    t.qtbot.waitUntil(lambda: 1 not in stamps, timeout=5000)
    assert stamp.scene() is None, "only briefly"


def test_R6_skip_is_not_stamped_again_by_a_late_call(family: Callable[..., FamilyTable]) -> None:
    """A's 2C leaves him one card: his late "Olsen!" (R7) is no new skip for B."""
    state = olsen("olsen 4p | dealer=3 turn=0 | hand/0: 2C KS | hand/1: 2H 8S 5D | hand/2: 4D 5C "
                  "| hand/3: 6C 7C | discard: 9C | stock: 4C QH")
    t = family(state, pause=60_000)
    t.drag("2C", t.zone_centre("discard"))
    stamp = t.scene.decor.stamps[1]
    t.press(CALL)
    assert t.moves == ["0 play 2C", "0 call olsen"]
    assert t.scene.decor.stamps.get(1) is stamp


def test_R6_two_players_each_two_skips_again(family: Callable[..., FamilyTable]) -> None:
    """R6 with two players: A plays 2C, then 2H on it; B is skipped both times, both stamped."""
    state = olsen("olsen 2p | dealer=1 turn=0 | hand/0: 2C 2H 9D KS | hand/1: 5D 6D | discard: 9C "
                  "| stock: 4C QH 3S 3D 7S")
    t = family(state, computers=(1,), pause=60_000)
    t.drag("2C", t.zone_centre("discard"))
    first = t.scene.decor.stamps[1]
    t.qtbot.waitUntil(lambda: 1 not in t.scene.decor.stamps, timeout=5000)
    t.drag("2H", t.zone_centre("discard"))
    assert t.moves == ["0 play 2C", "0 play 2H"]
    assert t.scene.decor.stamps[1] is not first and t.scene.decor.stamps[1].text == "Skip"


# --- Olsen: the glowing button, forgotten calls, the locked card --------------------

def test_E7_E9_the_olsen_button_glows_while_the_window_is_open(family: Callable[..., FamilyTable]) -> None:
    """E7: holding KH 3S on his turn, A sees a glowing Olsen! button; E9: it stays after he
    plays KH without it, until B acts; then it is gone and R8 applies."""
    state = olsen(E7)
    t = family(state, pause=60_000)
    button = t.button(CALL)
    assert button is not None and button.text() == "Olsen!" and button.property("urgent") is True
    glow = button.graphicsEffect()
    assert isinstance(glow, QGraphicsDropShadowEffect)
    first = glow.blurRadius()
    t.qtbot.waitUntil(lambda: abs(glow.blurRadius() - first) > 4, timeout=2000)   # it pulses
    others = [b for b in t.controller.action_bar.buttons if b is not button]
    assert others and all(b.property("urgent") is not True and b.graphicsEffect() is None for b in others)
    t.drag("KH", t.zone_centre("discard"))
    assert t.moves == ["0 play KH"] and state.window == 0                       # type: ignore[attr-defined]
    late = t.button(CALL)
    assert late is not None and late.isEnabled() and late.property("urgent") is True
    t.let_computers_play()
    t.qtbot.waitUntil(lambda: state.window is None, timeout=10_000)              # type: ignore[attr-defined]
    assert t.moves[1] == "1 draw"
    assert t.button(CALL) is None and state.forgot == [0]                       # type: ignore[attr-defined]


def test_E7_calling_shows_a_bubble_beside_the_hand(family: Callable[..., FamilyTable]) -> None:
    """E7: A clicks Olsen! and plays KH: a bubble "Olsen!" at A's seat, off the piles."""
    state = olsen(E7)
    t = family(state, pause=60_000)
    t.press(CALL)
    t.drag("KH", t.zone_centre("discard"))
    assert t.moves == ["0 call olsen", "0 play KH"] and state.said == 0          # type: ignore[attr-defined]
    bubbles = t.bubbles()
    assert [b.text for b in bubbles] == ["Olsen!"]
    assert not bubbles[0].body.intersects(t.scene.zone_items["discard"].rect)
    assert t.button(CALL) is None


def test_R7_a_human_who_forgets_is_shown_to_everybody(family: Callable[..., FamilyTable]) -> None:
    """R7: A plays KH from KH 3S without a call; when B draws, "Anna forgot to say Olsen" is
    the news and a bubble at A's seat; on A's next turn 3S is locked and the stock glows (R8)."""
    state = olsen(E7)
    t = family(state, pause=0)
    t.drag("KH", t.zone_centre("discard"))
    t.qtbot.waitUntil(lambda: any(b.text == "Anna forgot to say Olsen" for b in t.bubbles()), timeout=10_000)
    assert any(s.startswith("Anna forgot to say Olsen") for s in t.statuses)
    bubble = next(b for b in t.bubbles() if b.text == "Anna forgot to say Olsen")
    assert abs(bubble.pos().x() - t.scene.plates[0].rect.center().x()) < 1
    t.qtbot.waitUntil(lambda: state.to_move() == 0 and not t.scene.busy, timeout=10_000)
    if state.zones["hand/0"] == [Card.parse("3S")] and 0 in state.forgot:       # type: ignore[attr-defined]
        assert t.scene.playable == frozenset() and t.scene.zone_items["stock"].invite


def test_R7_a_computer_who_forgets_is_shown_to_everybody(family: Callable[..., FamilyTable]) -> None:
    """R7: B (a computer player) left itself one card without a call; C plays: the table says so."""
    state = olsen("olsen 4p | dealer=3 turn=2 window=1 | hand/0: 3S 4S 9D | hand/1: 5C | hand/2: 4H 5D "
                  "| hand/3: 2C 3C 6C | discard: KH | stock: 3H 5H 6D")
    t = family(state, pause=0)
    t.qtbot.waitUntil(lambda: any(b.text == "Bo forgot to say Olsen" for b in t.bubbles()), timeout=10_000)
    assert any("Bo forgot to say Olsen" in s for s in t.statuses)
    assert state.forgot == [1]                                                   # type: ignore[attr-defined]


def test_E8_the_last_card_is_locked_and_only_the_stock_may_be_clicked(family: Callable[..., FamilyTable]) -> None:
    """E8: A forgot Olsen; on his turn 3S (legal on 3D) is not raised and is refused; the stock
    glows, the draw button works; he draws 5D, which fits: highlighted, Olsen! glows again."""
    state = olsen(E8)
    t = family(state, pause=60_000)
    assert t.scene.playable == frozenset()
    assert t.scene.zone_items["stock"].invite
    draw = t.button(DRAW)
    assert draw is not None and draw.isEnabled()
    t.drag("3S", t.zone_centre("discard"))
    assert t.moves == [] and t.statuses[-1] == "You must draw: you did not say Olsen"
    t.settle()
    assert at_home(t.item("3S"))
    t.click(t.zone_centre("stock"))
    assert t.moves == ["0 draw"] and state.drawn == Card.parse("5D")            # type: ignore[attr-defined]
    assert t.item("5D").mark is Mark.FORCED and t.item("3S").mark is Mark.NONE
    call = t.button(CALL)
    assert call is not None and call.property("urgent") is True


# --- drawing ----------------------------------------------------------------------

def test_E5_the_draw_button_is_disabled_with_the_reason(family: Callable[..., FamilyTable]) -> None:
    """E5: holding 5C on 9C, the draw button is disabled with the tooltip "You have a card
    you can play", and the stock does not invite a click."""
    t = family(olsen(E5), pause=60_000)
    draw = t.button(DRAW)
    assert draw is not None and not draw.isEnabled()
    assert draw.toolTip() == "You have a card you can play"
    assert not t.scene.zone_items["stock"].invite


def test_E6_the_stock_invites_a_click_and_the_drawn_card_is_highlighted(family: Callable[..., FamilyTable]) -> None:
    """E6: C (the human here) has no club and no nine: the stock glows and the draw button is
    enabled; he draws 3C, which fits: it is highlighted, the draw button says why not again,
    and the "Play 3♣" button plays it."""
    state = olsen(E6)
    t = family(state, pause=60_000)
    assert t.scene.zone_items["stock"].invite and t.scene.playable == frozenset()
    draw = t.button(DRAW)
    assert draw is not None and draw.isEnabled()
    t.click(t.zone_centre("stock"))
    t.settle()
    assert t.moves == ["0 draw"]
    drawn = t.item("3C")
    assert drawn.zone == "hand/0" and drawn.mark is Mark.FORCED
    assert drawn.pos().y() < t.item("KS").pos().y(), "raised"
    assert all(t.item(c).mark is Mark.NONE for c in ("4H", "JD", "KS"))
    assert not t.scene.zone_items["stock"].invite
    draw = t.button(DRAW)
    assert draw is not None and not draw.isEnabled() and draw.toolTip() == "You drew 3♣: play it"
    play = t.button(Move(0, "play", (Card.parse("3C"),)))
    assert play is not None and play.text() == "Play 3♣"
    t.press(Move(0, "play", (Card.parse("3C"),)))
    t.settle()
    assert t.moves == ["0 draw", "0 play 3C"]
    assert drawn.zone == "discard" and drawn.mark is Mark.NONE and at_home(drawn)


def test_a_hint_on_the_drawn_card_gives_its_highlight_back(family: Callable[..., FamilyTable]) -> None:
    state = olsen(E6)
    t = family(state, pause=60_000)
    t.click(t.zone_centre("stock"))
    t.controller.hint()
    t.qtbot.waitUntil(lambda: t.item("3C").mark is Mark.HINT, timeout=5000)
    t.scene.mark_cards((), Mark.HINT)
    assert t.item("3C").mark is Mark.FORCED


# --- the eight as the last card, the end, the turn arrow ---------------------------

def test_R9_an_eight_as_the_last_card_asks_no_suit_and_the_winner_is_stamped(family: Callable[..., FamilyTable]) -> None:
    """R9: A (Olsen said) closes with 8H: no suit buttons, no badge; a gold "Winner!" stays
    at A's seat and the turn arrow is gone."""
    state = olsen("olsen 4p | dealer=3 turn=0 said=0 | hand/0: 8H | hand/1: 5C 4C | hand/2: 4D 5D "
                  "| hand/3: 2C 3C | discard: 3D | stock: 3H 5H 6D")
    t = family(state, pause=0)
    t.drag("8H", t.zone_centre("discard"))
    t.settle()
    assert state.is_over() and len(t.overs) == 1
    assert not t.controller.action_bar.specs
    assert not t.scene.decor.tags["discard"].isVisible()
    stamp = t.scene.decor.stamps[0]
    assert stamp.text == "Winner!" and stamp.tone is Tone.GOLD
    assert not t.scene.decor.arrow.isVisible()
    t.qtbot.wait(2500)
    assert t.scene.decor.stamps.get(0) is stamp and stamp.scene() is t.scene, "the winner's stamp stays"


def test_the_turn_arrow_points_at_the_seat_to_move(family: Callable[..., FamilyTable]) -> None:
    """The arrow lies beside the nameplate of the seat to move, pointing at it."""
    state = olsen(E1)
    t = family(state, pause=60_000)
    arrow = t.scene.decor.arrow
    plate = t.scene.plates[0].rect
    assert arrow.isVisible() and arrow.rotation() == 0.0
    assert arrow.pos().x() < plate.left() and abs(arrow.pos().y() - plate.center().y()) < 1
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    plate = t.scene.plates[1].rect                                               # B, on the left
    assert abs(arrow.rotation()) == 180.0
    assert arrow.pos().x() > plate.right() and abs(arrow.pos().y() - plate.center().y()) < 1


@pytest.mark.parametrize("size", [(1024, 700), (700, 480)])
def test_bubbles_stay_on_the_table_and_off_the_piles(family: Callable[..., FamilyTable], size: tuple[int, int]) -> None:
    """Long news at every seat stays inside the table; the bottom seat's bubble lies beside
    its nameplate, off the stock and the discard pile."""
    t = family(olsen(E1), pause=60_000, size=size)
    for seat in range(4):
        t.scene.speech(seat, f"{NAMES[seat]} draws 2 and misses the turn")
    table = QRectF(t.scene.sceneRect())
    bubbles = t.bubbles()
    assert sorted(b.text.split()[0] for b in bubbles) == sorted(NAMES[:4])
    for bubble in bubbles:
        assert table.contains(bubble.body), bubble.text
    bottom = next(b for b in t.bubbles() if b.text.startswith("Anna"))
    for zone in ("stock", "discard"):
        assert not bottom.body.intersects(t.scene.zone_items[zone].rect)
    plate = t.scene.plates[0].rect
    assert bottom.body.left() > plate.right() or bottom.body.right() < plate.left()


# --- refusals on the table -----------------------------------------------------------

def test_E2_a_refused_card_leaves_its_reason_on_the_pile(family: Callable[..., FamilyTable]) -> None:
    """E2: 9D dragged onto 7C glides back; the reason lies on the pile for a while, inside the
    table, until the next move."""
    state = olsen(E1)
    t = family(state, pause=60_000)
    t.drag("9D", t.zone_centre("discard"))
    note = t.scene.decor.note
    assert note is not None and note.isVisible() and note.text == "Play clubs, a seven or an eight"
    assert t.scene.zone_items["discard"].rect.contains(note.pos())
    assert QRectF(t.scene.sceneRect()).contains(note.mapRectToScene(note.body()))
    t.drag("7H", t.zone_centre("discard"))
    assert t.moves == ["0 play 7H"] and t.scene.decor.note is None and note.scene() is None


def test_E5_a_refused_click_on_the_stock_says_why_on_the_stock(family: Callable[..., FamilyTable]) -> None:
    """E5: a click on the stock while holding 5C on 9C: "You have a card you can play" on it."""
    t = family(olsen(E5), pause=60_000)
    t.click(t.zone_centre("stock"))
    note = t.scene.decor.note
    assert t.moves == [] and note is not None and note.text == "You have a card you can play"
    assert t.scene.zone_items["stock"].rect.contains(note.pos())
    t.qtbot.waitUntil(lambda: t.scene.decor.note is None, timeout=5000)
