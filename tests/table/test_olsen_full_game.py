"""Whole games of Olsen on the real table, played as a family plays them.

Anna (seat 0) is the human: her moves are real mouse gestures on the view's
viewport (drags of card items onto the discard pile, clicks on the stock,
the action bar's "Olsen!", suit and "Play" buttons); Bo, Carl and Dina are
computer players with no pause and no animation. Each game runs to its end;
the end-of-game signal, the score panel's winner and every card's place are
checked. The main window is played the same way, in Danish.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Callable

import pytest
from PySide6.QtCore import QCoreApplication

from kortbord.app import i18n
from kortbord.app.end_dialog import EndDialog
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings
from kortbord.app.window import MainWindow
from kortbord.engine import Move, game_info
from kortbord.games.olsen.prompts import PROMPTS as OLSEN_PROMPTS
from kortbord.saves import Seat
from kortbord.table.card_item import Mark
from kortbord.table.score_panel import ScorePanel

from app.conftest import settings  # noqa: F401 - the fixture: private settings and data folders
from table.conftest import LEFT, NAMES, Table
from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

#: A game of Olsen ends well before this many moves (a guard against a stuck table).
MAX_MOVES = 1500
RESHUFFLED = "The discard pile becomes the new stock"


class Calls(str, Enum):
    """When the human says "Olsen" on her second-to-last card."""
    BEFORE = "before"   # clicks Olsen!, then plays (E7)
    AFTER = "after"     # plays, then clicks Olsen! before anybody acts (E9)
    NEVER = "never"     # forgets: R8 locks her last card on her next turn (E8)


def at_home(item: Any) -> bool:
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5


class Human:
    """Plays seat 0 with the mouse, choosing like the normal computer player; a drawn
    card that fits is dragged and played with its button by turns."""

    def __init__(self, table: Table, calls: Calls, seed: int) -> None:
        self.t = table
        self.calls = calls
        self.brain = game_info("olsen").player("normal", seed=seed)
        self.gestures: dict[str, int] = {}
        self.forgotten = 0
        self.locked = 0
        self.late_calls = 0

    @property
    def state(self) -> Any:
        return self.t.state

    def count(self, kind: str) -> None:
        self.gestures[kind] = self.gestures.get(kind, 0) + 1

    def button(self, move: Move) -> None:
        """Click the action bar's button for ``move`` (it must be shown and enabled)."""
        bar = self.t.controller.action_bar
        button = bar.button_for(move)
        assert button is not None, f"no button for {move}: {[str(b.move) for b in bar.specs]}"
        assert button.isEnabled() and button.isVisible()
        self.t.qtbot.mouseClick(button, LEFT)

    def turn(self) -> None:
        """Make one move of the human's turn with a gesture and check it was applied."""
        state, t = self.state, self.t
        legal = state.legal_moves(0)
        assert legal, "the human is to move but has no legal move"
        if state.phase.value == "play" and len(state.zones["hand/0"]) == 1 and 0 in state.forgot:
            self.locked += 1                                           # E8: the last card is locked
            assert t.scene.playable == frozenset() and t.scene.zone_items["stock"].invite
        if self.calls is not Calls.BEFORE:
            legal = [m for m in legal if m.verb != "call"]
        move = self.brain.choose(state.view(0), legal)
        before = len(t.moves)
        if move.verb == "play" and state.drawn is not None:
            assert t.item(move.cards[0].text).mark is Mark.FORCED, "the drawn card is highlighted"
            self.count("drawn")
            if self.gestures["drawn"] % 2:
                self.button(move)                                      # "Play 6♥"
            else:
                t.drag(move.cards[0].text, t.zone_centre("discard"))
        elif move.verb == "play":
            self.count("drag")
            t.drag(move.cards[0].text, t.zone_centre("discard"))
        elif move.verb == "draw":
            self.count("click")
            t.click(t.zone_centre("stock"))
        else:                                                          # choose, call, pass: buttons
            self.count(move.verb)
            self.button(move)
        assert t.moves[before:] == [str(move)], f"{move} was not made by its gesture"
        if move.verb == "play" and state.window == 0:
            self.after_second_to_last()

    def after_second_to_last(self) -> None:
        """The human played her second-to-last card without a call: she calls now (E9), or not."""
        if self.calls is Calls.AFTER:
            self.count("call")
            self.button(Move(0, "call", (), "olsen"))
            self.late_calls += 1
            assert self.state.window is None and self.state.said == 0
        else:
            self.forgotten += 1


def human_to_act(t: Table) -> bool:
    state = t.state
    return not t.scene.busy and state.to_move() == 0 and 0 in state.actors() \
        and not t.controller.privacy.isVisible()


def play_out(t: Table, human: Human) -> None:
    """Let the computers play; make the human's moves when it is her turn, to the end."""
    while not t.state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: t.state.is_over() or human_to_act(t), timeout=20_000)
        if not t.state.is_over():
            human.turn()
    t.settle()


def check_cards_at_home(t: Table) -> None:
    """Every card of the state has one item, in its zone, at its place, its face as seen."""
    state, scene = t.state, t.scene
    assert len(scene.cards) == len(state.all_cards()) == 52
    for name, cards in state.zones.items():
        for card in cards:
            item = scene.cards[state.uid[card]]
            assert item.zone == name and at_home(item) and not item.lifted, (card, name, item.zone)
            if name in ("hand/0", "discard"):
                assert item.face == card
            else:
                assert item.face is None


def panel_for(t: Table) -> ScorePanel:
    panel = ScorePanel()
    t.qtbot.addWidget(panel)
    names = {s: NAMES[s] for s in range(t.state.players)}
    t.controller.changed.connect(lambda: panel.show_state(t.state, names))
    panel.show_state(t.state, names)
    return panel


#: (seed, calls, what the game shows): a computer wins; she wins after late calls;
#: she forgets and her last card is locked; a long game with the pile reshuffled.
GAMES = [(3, Calls.BEFORE, {"computer wins", "drawn"}),
         (2, Calls.AFTER, {"human wins", "late call", "drawn"}),
         (2, Calls.NEVER, {"computer wins", "locked", "drawn"}),
         (28, Calls.BEFORE, {"reshuffle", "suit choice"})]


@pytest.mark.parametrize(("seed", "calls", "shows"), GAMES)
def test_a_whole_game_against_three_computers(family: Callable[..., FamilyTable], seed: int,  # noqa: F811
                                              calls: Calls, shows: set[str]) -> None:
    """A dealt game played to the end with gestures only (R1-R10); S1: the winner on the panel."""
    state: Any = game_info("olsen").new_game(4, {}, seed=seed)
    t = family(state)
    panel = panel_for(t)
    human = Human(t, calls, seed)
    play_out(t, human)
    assert state.is_over()
    assert len(t.overs) == 1, "the end-of-game signal fires once"
    winner = state.closer
    sheet = t.overs[0]
    assert sheet.finished and sheet.winners == (winner,) and sheet.totals[winner] == 1
    assert state.zones[f"hand/{winner}"] == []
    assert panel.winner_label.isVisibleTo(panel)
    assert panel.winner_label.text() == f"Winner: {NAMES[winner]}"
    assert t.statuses[-1].endswith(f"{NAMES[winner]} wins the game — The game is over.")
    assert not t.controller.action_bar.specs, "no buttons after the game"
    assert t.scene.decor.stamps[winner].text == "Winner!"
    check_cards_at_home(t)
    seen = {"human wins" if winner == 0 else "computer wins"}
    seen |= {"late call"} if human.late_calls else set()
    seen |= {"locked"} if human.locked else set()
    seen |= {"drawn"} if human.gestures.get("drawn", 0) >= 2 else set()
    seen |= {"suit choice"} if human.gestures.get("choose") else set()
    seen |= {"reshuffle"} if any(RESHUFFLED in s for s in t.statuses) else set()
    assert shows <= seen
    t.qtbot.wait(30)
    assert len(t.overs) == 1


ENGLISH = ("Your turn", "is thinking", "wins the game", "asks for", "misses the turn", "forgot to say",
           "passes", "new stock")


def test_a_whole_game_in_the_main_window_in_danish(qtbot: Any, settings: Settings,  # noqa: F811
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The foundation: the window in Danish, a whole game against three computer players with
    the mouse, the score and the winner shown, the end dialog, and every status text Danish."""
    ended: list[EndDialog] = []
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: ended.append(dialog) or 0)
    assert i18n.install("da") == "da"
    window = MainWindow(settings, persist=False)
    window.ai_pause_override = 0
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seats = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True), Seat("Dennis", True))
    window.start_choice(NewGameChoice("olsen", seats, {}), seed=2, dealer=3)
    controller = window.controller
    assert controller is not None
    controller.set_speed(0)
    t = Table(window.table_view, controller, qtbot)
    shown: list[str] = [window.status_text()]
    controller.status.connect(lambda _text: shown.append(window.status_text()))
    controller.moved.connect(t.moves.append)
    controller.game_over.connect(t.overs.append)
    human = Human(t, Calls.AFTER, 2)
    play_out(t, human)
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    winner = t.state.closer                                             # type: ignore[attr-defined]
    name = seats[winner].name
    assert len(t.overs) == 1 and ended[0].parent() is window
    assert shown[0] == QCoreApplication.translate("olsen", OLSEN_PROMPTS["play"].text)   # Anna's prompt
    assert any(s.endswith("tænker…") for s in shown)
    assert any(s.startswith("Anna glemte") or "ønsker" in s or "mister sin tur" in s for s in shown)
    assert shown[-1].endswith(f"{name} vinder spillet — Spillet er slut.")
    for text in shown:
        assert not any(english in text for english in ENGLISH), text
    panel = window.score_panel
    assert panel.winner_label.text() == f"Vinder: {name}"
    assert [panel.players.horizontalHeaderItem(c).text() for c in (1, 2)] == ["Spiller", "Kort"]
    assert window.windowTitle() == "Olsen – kortbord"
    check_cards_at_home(t)
    window.close()


def test_the_window_fits_a_small_screen(qtbot: Any, settings: Settings) -> None:  # noqa: F811
    """On a screen smaller than 1280 x 800 the window fits, so the buttons under the table show."""
    window = MainWindow(settings, persist=False)
    window.ai_pause_override = 10_000_000
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()
    window.show()
    qtbot.waitExposed(window)
    seats = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True), Seat("Dennis", True))
    window.start_choice(NewGameChoice("olsen", seats, {}), seed=7, dealer=3)
    assert window.controller is not None
    bar = window.controller.action_bar
    qtbot.waitUntil(lambda: bar.isVisible() and bool(bar.buttons))
    corner = bar.mapTo(window, bar.rect().bottomRight())
    assert window.rect().contains(corner) and bar.height() >= bar.minimumHeight()
    window.close()
