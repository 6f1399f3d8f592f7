"""The last resort: an error nobody caught is logged, shown once, and the autosave kept.

``CrashHandler.install`` takes over ``sys.excepthook`` (PySide6 calls it for an
exception in a slot or a Qt virtual), ``threading.excepthook`` (worker threads;
``kortbord.faults.surface`` hands it what a pool swallowed) and ``faulthandler``
(a hard crash writes every thread's stack to ``kortbord.faults.log``; the next
start moves that into the log). ``kortbord.log`` in the data folder gets the
traceback, version, game and time, and the app's own warnings; it is bounded and
rotated once (``kortbord.log.1``). A frozen app has no console: this is its trace.

The dialog ("Something went wrong…") says where the log is and holds the details
in a copyable box. One dialog at a time: errors while it is open are added to it,
and after ``MAX_DIALOGS`` only the log hears of them. After the first error
``frozen`` is set and ``on_error`` runs once: the app stops autosaving, so the last
sound save is never overwritten by a half-done state.
"""
from __future__ import annotations

import faulthandler
import logging
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton,
                               QVBoxLayout, QWidget)

LOG = "kortbord.log"
FAULTS = "kortbord.faults.log"
#: ``kortbord.log`` is rotated once it reaches this size (one old copy is kept).
LOG_BYTES = 512 * 1024
#: At most this many error dialogs in one run; later errors are only logged.
MAX_DIALOGS = 3
#: Details shown in one dialog are cut to this many characters (the log has them all).
MAX_DETAILS = 20_000

translate = QCoreApplication.translate
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def report_text(exc: ExcInfo, where: str, context: str) -> str:
    """The log entry of one error: time, version, game, thread and traceback."""
    import kortbord

    lines = [f"--- {time.strftime('%Y-%m-%d %H:%M:%S %z')}  kortbord {kortbord.__version__}  "
             f"Python {sys.version.split()[0]}  {sys.platform}",
             f"game: {context or '-'}", f"where: {where}"]
    return "\n".join(lines) + "\n" + "".join(traceback.format_exception(*exc)).rstrip()


class CrashDialog(QDialog):
    """"Something went wrong…": what happened, where the log is, the details to copy."""

    def __init__(self, details: str, log: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Crash", "kortbord – an error"))
        self.message = QLabel(translate(
            "Crash", "Something went wrong… kortbord met an error it did not expect.\n\n"
                     "Your game is kept as it was before the error: start kortbord again to go on "
                     "from there. What happened is written in %1.").replace("%1", str(log)), self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setPlainText(details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = QPushButton(translate("Crash", "Copy the details"), self)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def add(self, details: str) -> None:
        """Another error while the dialog is open."""
        text = self.details.toPlainText() + "\n\n" + details
        self.details.setPlainText(text[:MAX_DETAILS])

    def copy_details(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.details.toPlainText())


class RotatingLog(logging.Handler):
    """The log file, rotated once at ``LOG_BYTES``; opened (and ``logging.handlers``
    imported) at the first record, not at start."""

    def __init__(self, path: Path) -> None:
        super().__init__(logging.WARNING)
        self.path = path
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._file is None:
            import logging.handlers
            self._file = logging.handlers.RotatingFileHandler(self.path, maxBytes=LOG_BYTES, backupCount=1,
                                                              encoding="utf-8", delay=True)
            self._file.setFormatter(self.formatter)
        self._file.emit(record)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


class CrashHandler(QObject):
    """Logs and shows the errors nobody caught (see the module docstring).

    ``context()`` names the game in play for the log; ``dialogs=False`` only logs
    (screenshots, benchmarks); ``make_dialog`` builds the dialog (tests inject theirs)."""

    #: (log entry) for the GUI thread; a queued call when the error was in another thread.
    reported = Signal(str)

    def __init__(self, folder: Path, *, context: Callable[[], str] = lambda: "", dialogs: bool = True,
                 make_dialog: Callable[[str, Path], QDialog] = CrashDialog,
                 on_error: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.folder = folder
        self.context = context
        self.dialogs = dialogs
        self.make_dialog = make_dialog
        self.on_error = on_error
        self.dialog: QDialog | None = None
        self.shown = 0
        self.errors = 0
        self.frozen = False
        self.logger = logging.getLogger("kortbord")
        self._handler: logging.Handler | None = None
        self._faults: IO[str] | None = None
        self._previous: tuple[object, object] | None = None
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    @property
    def log_path(self) -> Path:
        return self.folder / LOG

    # --- installing -------------------------------------------------------------

    def install(self) -> CrashHandler:
        """Take over the hooks and open the log files (a folder that cannot be written
        leaves only the dialog)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handler = RotatingLog(self.log_path)
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
            self.logger.addHandler(handler)
            self._handler = handler
            self._take_faults()
        except OSError:
            pass
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        return self

    def uninstall(self) -> None:
        """Give the hooks back and close the files (tests; the end of ``run``)."""
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous  # type: ignore[assignment]
            self._previous = None
        if self._faults is not None:
            faulthandler.disable()
            self._faults.close()
            self._faults = None
        if self._handler is not None:
            self.logger.removeHandler(self._handler)
            self._handler.close()
            self._handler = None

    def _take_faults(self) -> None:
        """Move a hard crash of the last run into the log, then enable ``faulthandler``."""
        path = self.folder / FAULTS
        try:
            earlier = path.read_text(encoding="utf-8", errors="replace")[-MAX_DETAILS:]
        except FileNotFoundError:
            earlier = ""
        if earlier.strip():
            self.logger.error("the last run crashed:\n%s", earlier.rstrip())
        self._faults = path.open("w", encoding="utf-8")
        faulthandler.enable(self._faults, all_threads=True)

    # --- the hooks -------------------------------------------------------------

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        self.report((kind, value, tb), threading.current_thread().name)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "a worker thread"
        self.report((args.exc_type, args.exc_value, args.exc_traceback), name)

    def report(self, exc: ExcInfo, where: str) -> None:
        """Log ``exc`` and have the GUI thread show it (from any thread)."""
        try:
            context = self.context()
        except Exception:  # noqa: BLE001 - the context is a nicety; the report must go out
            context = "?"
        text = report_text(exc, where, context)
        self.errors += 1
        if not self.frozen:        # at once, before the GUI thread could save once more
            self.frozen = True
            if self.on_error is not None:
                self.on_error()
        self.logger.error("uncaught error\n%s", text)
        if sys.stderr is not None:   # (a frozen app on Windows has none)
            print(text, file=sys.stderr, flush=True)
        try:
            self.reported.emit(text)
        except RuntimeError:   # the application is closing
            pass

    # --- the GUI thread ---------------------------------------------------------

    def _show(self, text: str) -> None:
        if not self.dialogs or QApplication.instance() is None:
            return
        if self.dialog is not None:
            add = getattr(self.dialog, "add", None)
            if add is not None:
                add(text)
            return
        if self.shown >= MAX_DIALOGS:
            return
        self.shown += 1
        self.dialog = self.make_dialog(text[:MAX_DETAILS], self.log_path)
        self.dialog.finished.connect(self._closed)
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.show()

    def _closed(self, _result: int) -> None:
        self.dialog = None
