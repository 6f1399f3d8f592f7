"""The status line in the main window: a refusal or a hint gives way to the
prompt of the position at the next move (or when the hint goes), and a menu or
dialog closing never leaves it blank (Olsen, seed 6: Anna, the human, leads)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication

from kortbord.saves import Seat

from table.conftest import Table

SEATS = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True))


def olsen_window(window: Any, qtbot: Any) -> Table:
    from kortbord.app.players import NewGameChoice

    window.start_choice(NewGameChoice("olsen", SEATS, {}), seed=6)
    table = Table(window.table_view, window.controller, qtbot)
    table.settle()
    return table


def test_a_refusal_gives_way_to_the_prompt_at_the_next_move(window: Any, qtbot: Any) -> None:
    t = olsen_window(window, qtbot)
    prompt = window.status_text()
    assert prompt and prompt == window.controller.prompt_text()
    t.drag("2H", t.zone_centre("discard"))
    refusal = window.status_text()
    assert refusal != prompt and "2H" in str(t.state.zones["hand/0"])
    t.settle()
    t.drag("9D", t.zone_centre("discard"))
    t.settle()
    assert window.match.moves[-1] == "0 play 9D"
    assert window.status_text() != refusal and window.status_text()


def test_a_hint_leaves_the_status_line_when_it_goes(window: Any, qtbot: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from kortbord.table import controller

    monkeypatch.setattr(controller, "HINT_MS", 200)
    t = olsen_window(window, qtbot)
    prompt = window.status_text()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.status_text().startswith("Hint:"), timeout=10_000)
    qtbot.waitUntil(lambda: window.status_text() == prompt, timeout=3000)
    assert not t.scene.busy


def test_closing_a_menu_or_dialog_leaves_the_prompt(window: Any, qtbot: Any) -> None:
    olsen_window(window, qtbot)
    prompt = window.status_text()
    QCoreApplication.sendEvent(window, QStatusTipEvent("Settings of the table"))   # a menu item hovered
    QCoreApplication.sendEvent(window, QStatusTipEvent(""))                         # the menu closed
    assert window.status_label.isVisible() and window.status_text() == prompt
    QTimer.singleShot(200, lambda: QApplication.activeModalWidget().reject())   # Settings → Cards and table…, Cancel
    window.look_action.trigger()
    assert window.status_label.isVisible() and window.status_text() == prompt
