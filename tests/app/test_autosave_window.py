"""The window's saves: salvage question, a newer version's save, write failures in the status line."""
from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from kortbord import saves as saves_module
from kortbord.app import stats as stats_module
from kortbord.app.end_dialog import EndDialog
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings, data_dir
from kortbord.app.window import STATUS_MS, MainWindow
from kortbord.saves import Match, Seat, load

COMPUTERS = (Seat("Anna", True, "random"), Seat("Bo", True, "normal"), Seat("Carla", True, "random"))


def make_window(qtbot: Any, settings: Settings, pause: int | None = 0) -> MainWindow:
    window = MainWindow(settings)
    window.ai_pause_override = pause
    qtbot.addWidget(window)
    window.show()
    return window


def status_messages(window: MainWindow) -> list[str]:
    """The texts the window puts in its status line from now on."""
    shown: list[str] = []
    show = window.show_status

    def spy(text: str, msecs: int = STATUS_MS) -> None:
        shown.append(text)
        show(text, msecs)

    window.show_status = spy  # type: ignore[method-assign]
    return shown


def damaged_autosave(moves: int, bad: int) -> Match:
    """An autosave whose move ``bad`` (1-based) is not allowed; returns the sound match."""
    match = Match.start("toy", COMPUTERS, {"hand_size": 5, "target": 2}, seed=4, dealer=0)
    while len(match.moves) < moves:
        match.apply(match.state.legal_moves(match.state.actors()[0])[0])
    data = match.to_dict()
    data["moves"][bad - 1] = data["moves"][bad - 2]
    path = data_dir() / "autosave.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return match


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_a_damaged_save_offers_the_last_legal_move(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch, answer: Any) -> None:
    sound = damaged_autosave(12, bad=9)
    asked: list[str] = []

    def question(parent: object, title: str, text: str) -> Any:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window = make_window(qtbot, settings, pause=10_000_000)
    resumed = window.resume()
    assert len(asked) == 1 and "The saved game was damaged at move 9. Continue from move 8?" in asked[0]
    assert "move 9" in asked[0].split("\n\n")[0], "the reason comes first"
    kept = data_dir() / "autosave.broken.1.json"
    assert kept.exists(), "the damaged file is kept either way"
    if answer == QMessageBox.StandardButton.Yes:
        assert resumed and window.match is not None and window.match.moves == sound.moves[:8]
        assert load(data_dir() / "autosave.json").moves == sound.moves[:8]
    else:
        assert not resumed and window.match is None
        assert not (data_dir() / "autosave.json").exists()


def test_a_newer_versions_save_is_kept_and_said(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = data_dir() / "autosave.json"
    path.parent.mkdir(parents=True)
    newer = b'{"format": "kortbord-save", "version": 9, "game": "toy", "sealed": "..."}'
    path.write_bytes(newer)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    window = make_window(qtbot, settings, pause=10_000_000)
    assert not window.resume()
    assert len(told) == 1 and "newer version" in told[0] and "autosave.v2.json" in told[0]
    window.start_choice(NewGameChoice("toy", COMPUTERS, {}), seed=2)
    assert path.read_bytes() == newer
    assert load(data_dir() / "autosave.v2.json").game == "toy"
    window.close()
    again = make_window(qtbot, settings, pause=10_000_000)
    shown = status_messages(again)
    assert again.resume(), "the next start resumes this version's game beside it"
    assert len(told) == 1 and any("autosave.v2.json" in text for text in shown)
    assert path.read_bytes() == newer


def test_a_failed_write_is_shown_once_and_the_game_goes_on(  # type: ignore[no-untyped-def]
        qtbot, settings: Settings, toy: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(path: object, content: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(EndDialog, "exec", lambda dialog: 0)
    window = make_window(qtbot, settings)
    shown = status_messages(window)
    seats = (Seat("\ud800", True, "random"), Seat("Bo\udcff", True, "random"), COMPUTERS[2])
    with monkeypatch.context() as patch:
        patch.setattr(saves_module, "write_atomic", full_disk)
        window.start_choice(NewGameChoice("toy", seats, {"hand_size": 5, "target": 2}), seed=5)
        window.controller.set_speed(0)  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: window.match is not None and len(window.match.moves) >= 8, timeout=20_000)
        window.controller.stop()  # type: ignore[union-attr]
    failures = [text for text in shown if "could not be saved" in text]
    assert failures == ["The game could not be saved in autosave.json (No space left on device)."]
    assert window.match is not None and [s.name for s in window.match.seats][:2] == ["Anna", "Bo\u00ff"]
    window.autosave()                              # the disk has room again
    assert load(data_dir() / "autosave.json").moves == window.match.moves


def test_statistics_that_cannot_be_written_do_not_stop_the_end_dialog(  # type: ignore[no-untyped-def]
        qtbot, settings: Settings, toy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(path: object, content: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(stats_module, "write_atomic", read_only)
    ended: list[EndDialog] = []
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: ended.append(dialog) or 0)
    window = make_window(qtbot, settings)
    shown = status_messages(window)
    window.start_choice(NewGameChoice("toy", COMPUTERS, {"hand_size": 3, "target": 1}), seed=9, dealer=0)
    window.controller.set_speed(0)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    assert "The statistics could not be saved." in shown
    assert not (data_dir() / "stats.json").exists()
