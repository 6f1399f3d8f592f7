"""The last-resort handler: errors in slots and worker threads are logged and shown once,
the autosave is kept, a hard crash reaches the next run's log."""
from __future__ import annotations

import faulthandler
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog

from kortbord.app import crash
from kortbord.app.application import describe_match, stop_saving
from kortbord.app.crash import FAULTS, LOG, MAX_DIALOGS, CrashDialog, CrashHandler
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings, data_dir
from kortbord.app.window import MainWindow
from kortbord.faults import surface
from kortbord.saves import Seat, load

ROOT = Path(__file__).resolve().parents[2]
COMPUTERS = (Seat("Anna", True, "random"), Seat("Bo", True, "random"))


class Boom(QObject):
    """A signal whose slot raises, as a bug in a slot would."""
    fire = Signal()


@pytest.fixture
def handler(qtbot: Any, settings: Settings) -> Iterator[CrashHandler]:
    """The handler installed on the data folder; its dialogs are recorded."""
    made: list[CrashDialog] = []

    def make_dialog(details: str, log: Path) -> QDialog:
        dialog = CrashDialog(details, log)
        made.append(dialog)
        return dialog

    installed = CrashHandler(data_dir(), make_dialog=make_dialog).install()
    installed.made = made  # type: ignore[attr-defined]
    yield installed
    installed.uninstall()
    if installed.dialog is not None:
        installed.dialog.close()


def close_dialog(qtbot: Any, handler: CrashHandler) -> tuple[str, str]:
    """Wait for the error dialog, close it as the user would; its message and details."""
    qtbot.waitUntil(lambda: handler.dialog is not None, timeout=5000)
    dialog = handler.dialog
    assert isinstance(dialog, CrashDialog) and dialog.isVisible()
    shown = dialog.message.text(), dialog.details.toPlainText()
    dialog.reject()
    assert handler.dialog is None
    return shown


def log_text() -> str:
    return (data_dir() / LOG).read_text(encoding="utf-8")


def test_an_error_in_a_slot_is_logged_shown_and_the_autosave_kept(  # type: ignore[no-untyped-def]
        qtbot, settings: Settings, toy: str, handler: CrashHandler) -> None:
    window = MainWindow(settings)     # deleted at the end (with its end-of-game timer), not by qtbot
    window.ai_pause_override = 0
    handler.context = lambda: describe_match(window)
    handler.on_error = lambda: stop_saving(window)
    window.show()
    window.start_choice(NewGameChoice("toy", COMPUTERS, {"hand_size": 5, "target": 2}), seed=4)
    assert window.controller is not None and window.match is not None
    window.controller.set_speed(0)
    boom = Boom()

    def broken_slot() -> None:
        raise ValueError("a bug in a slot")

    boom.fire.connect(broken_slot)
    qtbot.waitUntil(lambda: len(window.match.moves) >= 4, timeout=20_000)  # type: ignore[union-attr]
    path = data_dir() / "autosave.json"
    boom.fire.emit()       # Qt calls the slot; PySide6 hands its exception to sys.excepthook
    saved = path.read_bytes()
    at_error = load(path).moves
    message, details = close_dialog(qtbot, handler)
    moves = len(window.match.moves)
    qtbot.waitUntil(lambda: len(window.match.moves) >= moves + 3 or window.match.state.is_over(),  # type: ignore
                    timeout=20_000)
    window.controller.stop()
    window.close()
    window.deleteLater()
    qtbot.wait(10)
    assert path.read_bytes() == saved, "after the error the last sound save is never overwritten"
    assert load(path).moves == at_error and len(at_error) >= 4
    text = log_text()
    assert "ValueError: a bug in a slot" in text and "in broken_slot" in text
    assert "game: toy, 2 players, seed 4" in text and "kortbord 0." in text and "where: MainThread" in text
    assert "ValueError: a bug in a slot" in details
    assert str(data_dir() / LOG) in message and "Something went wrong" in message
    assert handler.errors == 1 and handler.shown == 1


def fail_in_thread() -> None:
    def job() -> None:
        raise KeyError("a bug in a worker thread")

    worker = threading.Thread(target=job, name="kortbord-ai_0")
    worker.start()
    worker.join()


def fail_in_pool() -> None:
    """A render job: the pool keeps its error in the future; ``surface`` hands it on."""
    hooked = threading.Event()

    def job() -> None:
        hooked.wait(5)
        raise KeyError("a bug in a worker thread")

    with ThreadPoolExecutor(1, thread_name_prefix="kortbord-render") as pool:
        pool.submit(job).add_done_callback(surface)
        hooked.set()


@pytest.mark.parametrize("fail", [fail_in_thread, fail_in_pool])
def test_an_error_in_a_worker_thread_is_logged_and_shown(  # type: ignore[no-untyped-def]
        qtbot, handler: CrashHandler, fail: Callable[[], None]) -> None:
    fail()
    _message, details = close_dialog(qtbot, handler)
    assert "KeyError: 'a bug in a worker thread'" in details
    text = log_text()
    assert "KeyError: 'a bug in a worker thread'" in text and "where: kortbord-" in text


def test_a_storm_of_errors_opens_one_dialog_at_a_time(qtbot, handler: CrashHandler) -> None:  # type: ignore
    boom = Boom()
    count = iter(range(1000))

    def broken() -> None:
        raise RuntimeError(f"error {next(count)}")

    boom.fire.connect(broken)
    for _ in range(40):
        boom.fire.emit()
    assert handler.errors == 40
    qtbot.waitUntil(lambda: handler.dialog is not None and "error 39" in handler.dialog.details.toPlainText(),
                    timeout=5000)
    assert handler.shown == 1 and len(handler.made) == 1  # type: ignore[attr-defined]
    _message, details = close_dialog(qtbot, handler)
    assert "error 0" in details and "error 39" in details, "the later errors join the open dialog"
    for _ in range(MAX_DIALOGS + 3):
        boom.fire.emit()
        qtbot.waitUntil(lambda: handler.dialog is not None or handler.shown >= MAX_DIALOGS, timeout=5000)
        if handler.dialog is not None:
            handler.dialog.reject()
    assert handler.shown == MAX_DIALOGS and handler.errors == 40 + MAX_DIALOGS + 3
    assert log_text().count("RuntimeError: error") == 40 + MAX_DIALOGS + 3, "the log hears of every one"


def test_the_log_is_bounded_and_rotated_once(qtbot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore
    monkeypatch.setattr(crash, "LOG_BYTES", 20_000)
    handler = CrashHandler(data_dir(), dialogs=False).install()
    try:
        for i in range(200):
            try:
                raise OSError(f"error number {i}")
            except OSError as err:
                handler.report((OSError, err, err.__traceback__), "test")
    finally:
        handler.uninstall()
    names = sorted(p.name for p in data_dir().iterdir() if p.name.startswith(LOG))
    assert names == [LOG, LOG + ".1"]
    assert all((data_dir() / name).stat().st_size <= 20_000 for name in names)
    assert "error number 199" in log_text()


def test_the_logger_of_the_app_writes_to_the_log(qtbot, handler: CrashHandler) -> None:  # type: ignore
    """The AI worker catches a failing computer player and logs it: that reaches the log."""
    import logging

    logging.getLogger("kortbord.table.ai_worker").warning("computer player of seat %d chose an illegal move", 2)
    assert "computer player of seat 2 chose an illegal move" in log_text()
    assert handler.dialog is None


def test_a_hard_crash_is_in_the_next_runs_log(tmp_path: Path) -> None:
    """faulthandler writes a segfault's stacks to the faults file; the next start logs them."""
    code = ("import faulthandler, pathlib, sys\n"
            "from kortbord.app.crash import CrashHandler\n"
            "CrashHandler(pathlib.Path(sys.argv[1])).install()\n"
            "faulthandler._sigsegv()\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT, env=env,
                            capture_output=True, timeout=60)
    assert result.returncode != 0
    assert "Segmentation fault" in (tmp_path / FAULTS).read_text(encoding="utf-8")
    again = CrashHandler(tmp_path, dialogs=False).install()
    try:
        assert faulthandler.is_enabled()
        logged = (tmp_path / LOG).read_text(encoding="utf-8")
        assert "the last run crashed" in logged and "Segmentation fault" in logged
        assert (tmp_path / FAULTS).read_text(encoding="utf-8") == "", "taken over once"
    finally:
        again.uninstall()
    assert not faulthandler.is_enabled()


def test_an_unwritable_folder_still_shows_the_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore
    folder = tmp_path / "file"
    folder.write_text("not a folder")
    handler = CrashHandler(folder).install()
    try:
        QTimer.singleShot(0, lambda: 1 / 0)
        qtbot.waitUntil(lambda: handler.dialog is not None, timeout=5000)
        assert handler.dialog is not None
        assert "ZeroDivisionError" in handler.dialog.details.toPlainText()  # type: ignore[attr-defined]
        handler.dialog.close()
    finally:
        handler.uninstall()


def test_an_error_in_the_card_render_worker_is_shown(qtbot, handler: CrashHandler,  # type: ignore
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The deck renderer's pool keeps a job's error in its future; it reaches the handler."""
    from kortbord.table import deck

    def broken(*args: object) -> object:
        raise MemoryError("no room for the card images")

    monkeypatch.setattr(deck, "_render_image", broken)
    renderer = deck.CardRenderer()
    renderer.prerender([("french", "1_spade")], 80, 1.0)
    renderer.wait()
    _message, details = close_dialog(qtbot, handler)
    assert "MemoryError: no room for the card images" in details and "in _render_jobs" in log_text()
