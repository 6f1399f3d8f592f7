"""The table always fits the window: every card of every game stays on screen at
640 x 480, the window never grows past it, and large windows open the hands up."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings
from kortbord.app.window import MainWindow
from kortbord.engine.registry import GAME_IDS, game_info
from kortbord.saves import Seat

NAMES = ("Anna", "Bo", "Carla", "Dennis", "Erik", "Frida", "Gustav", "Hanne", "Ivar", "Jonna")
CASES = [(game, n) for game in GAME_IDS
         for n in sorted({game_info(game).min_players, game_info(game).max_players})]


def dealt(qtbot: Any, settings: Settings, game: str, players: int, size: tuple[int, int]) -> MainWindow:
    """A shown window of ``size`` with ``game`` dealt, the human at seat 0, settled."""
    window = MainWindow(settings, persist=False)
    window.ai_pause_override = 10_000_000   # the table as dealt
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    seats = tuple(Seat(NAMES[s], s > 0, "random") for s in range(players))
    window.start_choice(NewGameChoice(game, seats, {}), seed=7, dealer=players - 1)
    assert window.controller is not None
    window.controller.set_speed(0)
    scene = window.table_view.table
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    qtbot.wait(30)   # the layouts settle (wrapped buttons, the score panel's toggle)
    return window


def visible(window: MainWindow) -> QRectF:
    view = window.table_view
    return view.mapToScene(view.viewport().rect()).boundingRect()


@pytest.mark.parametrize(("game", "players"), CASES)
def test_every_card_is_on_screen_at_640x480(qtbot, settings: Settings, game: str, players: int) -> None:  # type: ignore[no-untyped-def]
    window = dealt(qtbot, settings, game, players, (640, 480))
    assert window.width() <= 640 and window.height() <= 480
    area = visible(window).adjusted(-0.5, -0.5, 0.5, 0.5)
    cards = window.table_view.table.cards.values()
    shown = [c for c in cards if c.isVisible()]
    assert shown
    outside = [c for c in shown if not area.contains(c.sceneBoundingRect())]
    assert not outside, [(str(c), c.sceneBoundingRect()) for c in outside[:3]]
    view = window.table_view
    assert view.mapTo(window, view.rect().bottomRight()).x() < window.width()


def own_overlap(window: MainWindow) -> float:
    """How much of a card of the local hand the next one covers (0 = side by side)."""
    geometry = window.table_view.table.geometry
    zone = geometry.zones["hand/0"]
    return 1 - abs(zone.dx) / zone.card_w


@pytest.mark.parametrize("game", ["olsen", "casino", "whist"])
def test_a_large_window_opens_the_own_hand(qtbot, settings: Settings, game: str) -> None:  # type: ignore[no-untyped-def]
    players = game_info(game).default_players
    usual = own_overlap(dealt(qtbot, settings, game, players, (1280, 800)))
    large = own_overlap(dealt(qtbot, settings, game, players, (2560, 1440)))
    assert large <= usual + 1e-6
    assert large < 0.4   # the room is used: most of each card shows


def test_large_cards_enlarge_the_own_hand_and_keep_the_opponents() -> None:
    from kortbord.engine.registry import game_info
    from kortbord.table.geometry import compute_geometry
    from kortbord.games.olsen.layout import LAYOUT

    state = game_info("olsen").new_game(4, seed=7)
    counts = {zone: len(cards) for zone, cards in state.zones.items()}
    normal = compute_geometry(LAYOUT, 4, 0, 1000, 700, counts, 1.0)
    large = compute_geometry(LAYOUT, 4, 0, 1000, 700, counts, 1.15)
    assert large.zones["hand/0"].card_w >= normal.zones["hand/0"].card_w * 1.08
    assert large.zones["hand/2"].card_w >= normal.zones["hand/2"].card_w * 0.9


def test_many_buttons_wrap_instead_of_widening_the_window(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.engine.moves import Move
    from kortbord.table.action_bar import ActionButton

    window = dealt(qtbot, settings, "olsen", 4, (640, 480))
    bar = window.controller.action_bar   # type: ignore[union-attr]
    bar.show_buttons([ActionButton(f"Choose suit {suit} now", Move(0, "choose", arg=suit)) for suit in "CDHS" * 2])
    qtbot.wait(30)
    assert window.width() <= 640
    tops = {button.y() for button in bar.buttons}
    assert len(tops) > 1   # the buttons wrapped into rows
    for button in bar.buttons:
        corner = button.mapTo(window, button.rect().bottomRight())
        assert button.isVisible() and corner.x() < window.width() and corner.y() < window.height()
    scene = window.table_view.table
    area = visible(window).adjusted(-0.5, -0.5, 0.5, 0.5)
    assert all(area.contains(c.sceneBoundingRect()) for c in scene.cards.values() if c.isVisible())


def test_the_score_panel_gives_way_on_a_narrow_window(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    window = dealt(qtbot, settings, "whist", 4, (640, 480))
    assert not window.dock.isVisible() and window.score_button.isVisible()
    window.score_button.click()
    qtbot.wait(30)
    assert window.dock.isVisible() and window.width() <= 640
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert window.dock.isVisible()
    window.score_button.click()
    assert not window.dock.isVisible()
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.width() == 640)
    assert window.dock.isVisible()   # shown here, as the player last chose at this width


def test_the_score_panel_choice_is_remembered_across_restarts(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    """Hidden on a wide window, the score panel stays hidden in the next session (QSettings)."""
    window = dealt(qtbot, settings, "whist", 4, (1280, 800))
    qtbot.waitUntil(lambda: window.dock.isVisible())
    window.score_button.click()
    assert not window.dock.isVisible()
    window.close()
    again = dealt(qtbot, Settings(), "whist", 4, (1280, 800))
    qtbot.wait(30)
    assert not again.dock.isVisible() and not again.score_action.isChecked()
    again.score_button.click()
    assert again.dock.isVisible() and Settings().score_shown(False)


def test_a_long_prompt_takes_two_lines_in_a_small_window(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    """Casino's prompt is wider than a 640 px window: the status line shows all of it on two
    lines (it was cut off mid-word), and one line again when the window is wide."""
    window = dealt(qtbot, settings, "casino", 2, (640, 480))
    label = window.status_label
    text = window.status_text()
    assert label.fontMetrics().horizontalAdvance(text) > label.width()   # the case: too long for a line
    assert label.wordWrap() and label.height() >= 2 * label.fontMetrics().lineSpacing()
    height = window.table_view.height()
    window.resize(1900, 1000)
    qtbot.waitUntil(lambda: not label.wordWrap(), timeout=2000)
    assert label.height() < 2 * label.fontMetrics().lineSpacing()
    assert window.table_view.height() > height
    window.close()
