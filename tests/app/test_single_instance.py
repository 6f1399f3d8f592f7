"""One instance per data folder: a second start wakes the first and exits; a name left
by a killed run does not block; screenshots and --list-games run beside it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QLocalSocket

from kortbord.app.application import bring_to_front, run
from kortbord.app.main import parse
from kortbord.app.settings import Settings, data_dir
from kortbord.app.single_instance import SingleInstance, server_name
from kortbord.app.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_instance_wakes_the_first(qtbot: Any, tmp_path: Path) -> None:
    first, second = SingleInstance(tmp_path), SingleInstance(tmp_path / "." / "")
    assert first.claim()
    try:
        with qtbot.waitSignal(first.show_requested, timeout=5000):
            assert not second.claim(), "the same folder, spelt otherwise, is taken"
        assert second.server is None
        other = SingleInstance(tmp_path / "elsewhere")
        assert other.claim(), "another data folder runs its own instance"
        other.release()
    finally:
        first.release()
    again = SingleInstance(tmp_path)
    assert again.claim(), "once the first is gone the folder is free"
    again.release()


def test_a_name_left_by_a_killed_run_does_not_block(qtbot: Any, tmp_path: Path) -> None:
    code = ("import os, signal, sys, pathlib\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "from kortbord.app.single_instance import SingleInstance\n"
            "app = QCoreApplication([])\n"
            "instance = SingleInstance(pathlib.Path(sys.argv[1]))\n"
            "assert instance.claim()\n"
            "print(instance.server.fullServerName(), flush=True)\n"
            "os.kill(os.getpid(), signal.SIGKILL)\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == -9, result.stderr
    left = result.stdout.strip()
    if sys.platform != "win32":
        assert os.path.exists(left), "a killed server leaves its socket behind"
    probe = QLocalSocket()
    probe.connectToServer(server_name(tmp_path))
    assert not probe.waitForConnected(500), "nobody answers on the stale name"
    instance = SingleInstance(tmp_path)
    assert instance.claim(), "the stale name is removed and taken over"
    try:
        with qtbot.waitSignal(instance.show_requested, timeout=5000):
            assert SingleInstance(tmp_path).wake_other()
    finally:
        instance.release()


def test_run_exits_at_once_when_the_app_runs(qtbot: Any, settings: Settings) -> None:
    running = SingleInstance(data_dir())
    assert running.claim()
    try:
        launch = parse([])
        assert not isinstance(launch, int)
        with qtbot.waitSignal(running.show_requested, timeout=5000):
            assert run(launch) == 0
        assert not (data_dir() / "autosave.json").exists(), "the second start wrote nothing"
    finally:
        running.release()


def test_the_first_window_comes_to_the_front(qtbot: Any, settings: Settings) -> None:
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.showMinimized()
    assert window.windowState() & Qt.WindowState.WindowMinimized
    bring_to_front(window)
    assert window.isVisible() and not window.windowState() & Qt.WindowState.WindowMinimized


def test_screenshots_and_the_game_list_run_beside_the_app(qtbot: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    running = SingleInstance(folder)
    assert running.claim()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", KORTBORD_DATA_DIR=str(folder), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "c"), PYTHONPATH=str(ROOT))
    shot = tmp_path / "shot.png"
    woken: list[bool] = []
    running.show_requested.connect(lambda: woken.append(True))
    try:
        listed = subprocess.run([sys.executable, "-m", "kortbord", "--list-games"], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=60)
        assert listed.returncode == 0 and "olsen" in listed.stdout
        taken = subprocess.run([sys.executable, "-m", "kortbord", "--game", "olsen", "--screenshot", str(shot)],
                               cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert taken.returncode == 0, taken.stderr
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        qtbot.wait(100)
        assert woken == [], "neither asked the running app for anything"
    finally:
        running.release()
