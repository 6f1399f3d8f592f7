"""One TCP connection of a network table, read line by line (QtNetwork on the GUI thread)."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from ..net import protocol


class Link(QObject):
    """One TCP connection, read line by line (at most ``protocol.MAX_BYTES`` a line)."""

    line = Signal(bytes)
    gone = Signal()
    too_long = Signal()

    def __init__(self, socket: QTcpSocket, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        self._buffer = bytearray()
        self._open = True
        self._told = False
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._lost)
        socket.errorOccurred.connect(lambda _e: self._lost())

    def _read(self) -> None:
        self._buffer += bytes(self.socket.readAll().data())
        while self._open:
            end = self._buffer.find(b"\n")
            if end < 0 or end >= protocol.MAX_BYTES:
                if len(self._buffer) >= protocol.MAX_BYTES:
                    self._buffer.clear()
                    self.too_long.emit()
                return
            line = bytes(self._buffer[:end + 1])
            del self._buffer[:end + 1]
            self.line.emit(line)

    def send(self, data: bytes) -> None:
        if self._open:
            self.socket.write(data)
            self.socket.flush()        # now, not when the table's redraw has finished

    def close(self) -> None:
        """Send what is queued, then hang up."""
        if self._open:
            self._open = False
            self.socket.disconnectFromHost()

    def _lost(self) -> None:
        self._open = False
        if not self._told:
            self._told = True
            self.gone.emit()
