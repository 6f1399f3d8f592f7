"""The own hand's sort order (Sort by suit / by rank) is remembered per game by the window."""
from __future__ import annotations

from typing import Any

from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings
from kortbord.app.window import MainWindow
from kortbord.saves import Seat

SEATS = (Seat("Anna", False, "normal"), Seat("Bo", True, "normal"))


def open_rummy(qtbot: Any, settings: Settings) -> MainWindow:
    window = MainWindow(settings)
    window.ai_pause_override = 10_000_000
    qtbot.addWidget(window)
    window.show()
    window.start_choice(NewGameChoice("rummy", SEATS, {}), seed=5)
    return window


def test_the_sort_order_is_remembered_per_game(qtbot: Any, settings: Settings) -> None:
    window = open_rummy(qtbot, settings)
    controller = window.controller
    assert controller is not None and controller.hand_sort == "suit"
    controller._sort_chosen("rank")                     # what the right-click menu's item does
    assert settings.get("hand_sort/rummy") == "rank" and settings.get("hand_sort/uden_navn") is None
    window.close()
    again = open_rummy(qtbot, settings)
    assert again.controller is not None and again.controller.hand_sort == "rank"
    assert again.controller.scene.sort_key is again.controller.hooks.rank_order
