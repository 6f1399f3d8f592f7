"""One running kortbord per data folder: a second start wakes the first and exits.

Two windows on one autosave would overwrite each other's games, so the first
start listens on a ``QLocalServer`` whose name comes from the data folder; a
later start connects, sends ``show`` and quits, and the first window comes to
the front. A name left behind by a crashed run answers nobody: it is removed
and taken over.

    >>> instance = SingleInstance(folder)
    >>> if not instance.claim(): sys.exit(0)     # the other window was woken
    >>> instance.show_requested.connect(window.bring_to_front)
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..digest import sha256

#: What a second start sends.
SHOW = b"show\n"
#: How long a second start waits for the first to answer (ms).
CONNECT_MS = 1000


def server_name(folder: Path) -> str:
    """The local server's name for ``folder``: short (Unix socket paths are), the same
    for every spelling of the folder."""
    try:
        key = str(folder.resolve())
    except OSError:
        key = str(folder.absolute())
    return "kortbord-" + sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:20]


class SingleInstance(QObject):
    """The claim of one running app on a data folder."""

    #: A later start asked this one to show itself.
    show_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(folder)
        self.server: QLocalServer | None = None
        self._sockets: list[QLocalSocket] = []

    def wake_other(self) -> bool:
        """Tell a running app to show itself; True if one answered."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(SHOW)
        socket.flush()
        socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return True

    def claim(self) -> bool:
        """Listen as the one instance; False when another is running (it was woken)."""
        if self.wake_other():
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            if self.wake_other():      # it started just now
                return False
            QLocalServer.removeServer(self.name)   # left by a run that crashed
            if not server.listen(self.name):
                return True            # no guard, but never no game
        server.newConnection.connect(self._connected)
        self.server = server
        return True

    def release(self) -> None:
        """Stop listening (the end of the run)."""
        for socket in self._sockets:
            socket.abort()
        self._sockets.clear()
        if self.server is not None:
            self.server.close()
            self.server = None

    def _connected(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._sockets.append(socket)
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(self._read)
        self._read()

    def _read(self) -> None:
        """Answer the messages that came in; forget the callers that left."""
        for socket in list(self._sockets):
            if socket.bytesAvailable() and bytes(socket.readAll().data()).startswith(SHOW.strip()):
                self.show_requested.emit()
            if socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                self._sockets.remove(socket)
