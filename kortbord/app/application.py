"""Runs the Qt application: window first, then the game (see ``main``).

Before the window: a start on a data folder that is in use wakes the running app
and exits (``single_instance``), and the crash handler takes over (``crash``).
"""
from __future__ import annotations

import gc
import os
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import APP_ID
from ..resources import asset
from . import i18n
from .choices import remembered_choice
from .crash import CrashHandler
from .main import Launch, bench_stamp
from .settings import APPLICATION, ORGANIZATION, Settings, data_dir
from .single_instance import SingleInstance
from .window import MainWindow

#: Give up (exit 1) if a screenshot or benchmark run has not finished by then.
WATCHDOG_MS = 180_000
#: Deal even if the empty window was not painted by then.
FALLBACK_MS = 500
#: How often Python's cycle collector gets a chance to run (ms).
COLLECT_MS = 3000
#: Time for the deal animation to settle before a screenshot.
SETTLE_MS = 400


def rss_kib() -> dict[str, int]:
    """Resident and peak memory of this process in KiB (Linux; empty elsewhere)."""
    out: dict[str, int] = {}
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                key, _sep, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    out[key] = int(value.split()[0])
    except OSError:
        pass
    return out


def heavy_modules() -> list[str]:
    """Modules that should not load before the table is needed: rules, AI, table, SVG."""
    heavy = ("kortbord.ai", "kortbord.table.", "kortbord.art", "PySide6.QtSvg")
    return sorted(m for m in sys.modules if (m.startswith(heavy) or (m.startswith("kortbord.games.") and m.count(".") >= 3)))


def first_game(window: MainWindow, launch: Launch) -> None:
    if launch.host_seats or launch.join:
        from .network import start_from_command_line

        start_from_command_line(window, launch)
    elif launch.choice is not None:
        window.start_choice(launch.choice, seed=launch.seed)
    elif not window.resume():
        window.start_choice(remembered_choice(window.settings), seed=launch.seed)


def run(launch: Launch) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(asset("icons", "kortbord.svg"))))
    bench = bool(os.environ.get("KORTBORD_BENCH_STARTUP"))
    persist = not (launch.screenshot or bench)
    # One window per data folder (two would overwrite each other's autosave);
    # screenshots and benchmarks write nothing and run beside it.
    instance = SingleInstance(data_dir(), app)
    if persist and not instance.claim():
        return 0
    crash = CrashHandler(data_dir(), dialogs=persist).install()
    settings = Settings(readonly=not persist)
    i18n.install(launch.lang or settings.language or None)
    window = MainWindow(settings, persist=persist)
    crash.context = lambda: describe_match(window)
    crash.on_error = lambda: stop_saving(window)
    instance.show_requested.connect(lambda: bring_to_front(window))
    if launch.screenshot:
        window.resize(*launch.size)
        window.ai_pause_override = 10_000_000   # show the table as dealt
        window.table_painted.connect(lambda: QTimer.singleShot(SETTLE_MS, lambda: shoot(app, window, launch)))
    if bench:
        watch_bench(app, window)
    if launch.screenshot or bench:
        QTimer.singleShot(WATCHDOG_MS, lambda: give_up(app))
    started = False

    def begin() -> None:
        nonlocal started
        if not started:
            started = True
            first_game(window, launch)

    # The empty felt reaches the screen first; then the game is imported and dealt.
    window.felt.painted.connect(lambda: bench_stamp("window_shown", early=heavy_modules()))
    window.felt.painted.connect(begin)
    window.show()
    QTimer.singleShot(FALLBACK_MS, begin)   # a window that is never painted (minimised) plays too
    collector = collect_garbage_quietly(app)
    status = app.exec()
    collector.stop()
    instance.release()
    return int(status)


def describe_match(window: MainWindow) -> str:
    """The game in play, for the crash log."""
    match = window.match
    if match is None:
        return ""
    return f"{match.game}, {len(match.seats)} players, seed {match.deal.seed}, {len(match.moves)} moves"


def stop_saving(window: MainWindow) -> None:
    """After an unexpected error the state may be half changed: the last sound
    autosave (and the statistics) stay as they are."""
    window.persist = False


def bring_to_front(window: MainWindow) -> None:
    """A second start asked for this window."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def collect_garbage_quietly(app: QApplication) -> QTimer:
    """Python's cycle collector runs from a GUI timer, never while a computer player
    thinks in the worker thread (see ``ai_worker.collect_garbage_when_idle``)."""
    gc.disable()
    gc.collect()
    gc.freeze()   # what the start made lives on: later collections need not walk it. Not later:
    # a table frozen with it could never be freed (at 4K a full-window felt and more).
    timer = QTimer(app)

    def collect() -> None:
        worker = sys.modules.get("kortbord.table.ai_worker")
        if worker is None:
            gc.collect()
        else:
            worker.collect_garbage_when_idle()

    timer.timeout.connect(collect)
    timer.start(COLLECT_MS)
    return timer


def shoot(app: QApplication, window: MainWindow, launch: Launch) -> None:
    assert launch.screenshot is not None
    ok = window.grab().save(launch.screenshot, "PNG", 0)   # 0: the smallest file
    if not ok:
        print(f"kortbord: could not write {launch.screenshot}", file=sys.stderr)
    window.close()
    app.exit(0 if ok else 1)


def watch_bench(app: QApplication, window: MainWindow) -> None:
    """Stamp the dealt table's first paint, then quit (after ``KORTBORD_BENCH_MOVES`` moves)."""
    wanted = int(os.environ.get("KORTBORD_BENCH_MOVES", "0"))
    moves = 0

    def painted() -> None:
        bench_stamp("table_painted", **rss_kib())
        if wanted <= 0:
            window.close()
            app.exit(0)
        elif window.controller is not None:
            window.controller.set_ai_pause(0)
            window.controller.moved.connect(moved)
            window.controller.game_over.connect(lambda _sheet: finish())

    def moved(_text: str) -> None:
        nonlocal moves
        moves += 1
        if moves >= wanted:
            finish()

    def finish() -> None:
        bench_stamp("moves_done", moves=moves, **rss_kib())
        window.close()
        app.exit(0)

    window.table_painted.connect(painted)


def give_up(app: QApplication) -> None:
    print("kortbord: gave up waiting for the table", file=sys.stderr)
    app.exit(1)
