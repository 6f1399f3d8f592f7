"""The main window with a real table: autosave after every move, resume, broken saves, game over."""
from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from kortbord.app.end_dialog import EndChoice, EndDialog
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings, data_dir
from kortbord.app.window import MainWindow
from kortbord.saves import Seat, load

COMPUTERS = (Seat("Anna", True, "random"), Seat("Bo", True, "normal"), Seat("Carla", True, "random"))


def make_window(qtbot: Any, settings: Settings, pause: int | None = 0) -> MainWindow:
    window = MainWindow(settings)
    window.ai_pause_override = pause
    qtbot.addWidget(window)
    window.show()
    return window


def fast(window: MainWindow) -> None:
    assert window.controller is not None
    window.controller.set_speed(0)


def test_every_move_is_autosaved_and_resumed(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, settings)
    window.start_choice(NewGameChoice("toy", COMPUTERS, {"hand_size": 5, "target": 2}), seed=5)
    fast(window)
    assert window.windowTitle() == "Toy – kortbord"
    qtbot.waitUntil(lambda: window.match is not None and len(window.match.moves) >= 6, timeout=20_000)
    window.controller.stop()  # type: ignore[union-attr]
    match = window.match
    assert match is not None
    saved = load(data_dir() / "autosave.json")
    assert saved.moves == match.moves
    assert saved.state.to_dict() == match.state.to_dict()
    window.close()

    again = make_window(qtbot, settings, pause=10_000_000)
    assert again.resume()
    assert again.match is not None and again.match.moves == match.moves
    assert again.match.state.to_dict() == match.state.to_dict()
    assert [s.name for s in again.match.seats] == ["Anna", "Bo", "Carla"]


def test_broken_autosave_gives_a_message_and_is_kept(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = data_dir() / "autosave.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "kortbord-save", "version": 1, "game": "toy", "moves": [', encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window = make_window(qtbot, settings)
    assert not window.resume()
    assert len(shown) == 1 and "autosave.json cannot be read" in shown[0]
    assert "autosave.broken.1.json" in shown[0]
    assert not path.exists()
    assert (path.parent / "autosave.broken.1.json").read_text(encoding="utf-8").endswith('"moves": [')
    path.write_text("second", encoding="utf-8")
    assert not make_window(qtbot, settings).resume()
    assert "autosave.broken.2.json" in shown[1], "a second refusal keeps the first copy"
    assert (path.parent / "autosave.broken.1.json").read_text(encoding="utf-8").endswith('"moves": [')
    assert (path.parent / "autosave.broken.2.json").read_text(encoding="utf-8") == "second"


def test_game_over_counts_statistics_and_plays_again(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    choices = [EndChoice.PLAY_AGAIN]

    def answer(dialog: EndDialog) -> int:
        dialog.chosen = choices.pop(0) if choices else EndChoice.CLOSE
        return 1

    monkeypatch.setattr(EndDialog, "exec", answer)
    window = make_window(qtbot, settings)
    window.start_choice(NewGameChoice("toy", COMPUTERS, {"hand_size": 3, "target": 1}), seed=9, dealer=0)
    fast(window)
    first = window.match
    qtbot.waitUntil(lambda: window.match is not first, timeout=30_000)   # "Play again" dealt anew
    assert first is not None and first.state.is_over()
    stats = json.loads((data_dir() / "stats.json").read_text(encoding="utf-8"))["games"]["toy"]
    assert sorted(stats) == ["Anna", "Bo", "Carla"]
    assert sum(row["won"] for row in stats.values()) == 1
    assert all(row["played"] == 1 for row in stats.values())
    second = window.match
    assert second is not None and second.seats == first.seats and second.options == first.options
    assert second.state.public()["dealer"] == 1, "the deal passes to the next seat"
    window.controller.stop()  # type: ignore[union-attr]
    assert sum(window.session_wins) == 1 and window.session_wins[first.state.result().winners[0]] == 1
    panel = window.score_panel
    assert panel.players.horizontalHeaderItem(3).text() == "Won"
    assert sorted(panel.players.item(r, 3).text() for r in range(3)) == ["0", "0", "1"]


def test_menu_actions_work_on_a_dealt_table(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(qtbot, settings, pause=10_000_000)
    assert not window.restart_action.isEnabled()
    seats = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True))
    window.start_choice(NewGameChoice("toy", seats, {}), seed=3)
    assert window.restart_action.isEnabled() and window.hint_action.isEnabled()
    window.hint_action.trigger()
    first = window.match
    window.restart_action.trigger()          # no moves yet: no question asked
    assert window.match is not first and window.match is not None
    window.speed_actions["fast"].trigger()
    assert settings.speed == "fast"
    assert Settings().speed == "fast"


def test_cards_and_table_settings_reach_the_table(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from kortbord.app import preferences

    window = make_window(qtbot, settings, pause=10_000_000)
    settings.set("look/card_size", "large")
    window.start_choice(NewGameChoice("toy", (Seat("Anna"), Seat("Bo", True)), {}), seed=1)
    renderer = window.table_view.table.renderer
    assert renderer.theme.card_scale > 1.0, "a new table is drawn with the chosen look"

    def choose_small(parent: object, chosen: Settings) -> bool:
        chosen.set("look/card_size", "small")
        return True

    monkeypatch.setattr(preferences, "open_preferences", choose_small)
    window.look_action.trigger()
    assert renderer.theme.card_scale < 1.0, "a changed look applies at once"


def test_every_match_of_a_window_draws_with_one_card_renderer(qtbot, settings: Settings,  # type: ignore[no-untyped-def]
                                                               toy: str) -> None:
    """A new game must not parse the decks, render the pixmaps and start a render thread
    again (that grew the memory by ~10 MB a game, to 211 MB after 25 games)."""
    window = make_window(qtbot, settings, pause=10_000_000)
    choice = NewGameChoice("toy", COMPUTERS, {"hand_size": 5, "target": 2})
    window.start_choice(choice, seed=5)
    first = window.table_view.table.renderer
    window.start_choice(choice, seed=6)
    window.play_again()
    assert window.table_view.table.renderer is first is window.card_renderer
    window.close()


def test_a_dropped_table_is_freed_as_the_app_collects(qtbot, settings: Settings,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The app collects cycles from a quiet timer, never while a computer thinks; games of
    computers played fast must still free every dropped table (each one kept a full-window
    felt: at 4K the memory grew 30 MB a game), the first one included."""
    import gc

    import shiboken6
    from PySide6.QtWidgets import QApplication

    from kortbord.app.application import collect_garbage_quietly
    from kortbord.table.scene import TableScene

    def scenes() -> int:
        return sum(isinstance(o, TableScene) for o in shiboken6.getAllValidWrappers())

    choices = [EndChoice.PLAY_AGAIN] * 2
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: setattr(
        dialog, "chosen", choices.pop(0) if choices else EndChoice.CLOSE) or 1)
    window = make_window(qtbot, settings)
    enabled = gc.isenabled()
    gc.collect()
    before = scenes()
    timer = collect_garbage_quietly(QApplication.instance())   # as the app runs
    try:
        window.start_choice(NewGameChoice("olsen", COMPUTERS, {}), seed=9, dealer=0)
        for _ in range(2):   # two games to the end, each dealt anew by "Play again"
            fast(window)
            match = window.match
            qtbot.waitUntil(lambda: window.match is not match, timeout=30_000)
        qtbot.waitUntil(lambda: scenes() <= before + 1, timeout=10_000)
    finally:
        timer.stop()
        gc.unfreeze()
        if enabled:
            gc.enable()
    window.close()
