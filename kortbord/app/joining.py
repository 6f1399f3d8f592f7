"""A joined PC: its connection to the host, and its window's table drawn from the updates.

``NetworkClient`` is a joined seat's connection; ``JoinedTable`` puts what it
receives on the window's table (``net.mirror``) and sends its human's moves;
``join_game`` seats the window at the host's table.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket

from ..engine.moves import Move
from ..engine.registry import game_info
from ..net import protocol
from ..net.mirror import Mirror, mirror_of
from ..net.protocol import ProtocolError
from ..net.table_facts import decoded_update
from ..net.wire import message_from
from ..table.seating import SeatConfig
from .i18n import current as current_language
from .net_link import Link

#: How long the table shows the last move before the end dialog (ms), as after a local game.
END_DIALOG_MS = 600


def reason_text(reason: str, **params: str) -> str:
    """A refusal or a closing (``protocol.REFUSALS``, ``"host_left"``, ...) in the UI language."""
    translate = QCoreApplication.translate
    texts = {
        "code": translate("network", "The join code is wrong. Ask the host for the six digits shown on their table."),
        "version": translate("network", "The host has another version of kortbord. Both PCs need the same version."),
        "token": translate("network", "Your seat could not be taken back. Join again with the code."),
        "full": translate("network", "Every open seat at this table is taken."),
        "name": translate("network", "Please type a name of at most 24 characters."),
        "wait": translate("network", "Too many wrong codes from this PC. Wait a minute, then try again."),
        "host_left": translate("network", "The host has closed the table."),
        "lost": translate("network", "The connection to the host was lost."),
        "unreachable": translate("network", "No kortbord table answers at {address}."),
        "game_over": translate("network", "The game is over."),
    }
    text = texts.get(reason, translate("network", "The host refused: {reason}").replace("{reason}", reason))
    for name, value in params.items():
        text = text.replace("{" + name + "}", value)
    return text


class NetworkClient(QObject):
    """One joined seat's connection to a host."""

    welcomed = Signal(dict)
    updated = Signal(dict)
    illegal = Signal(object)          # the reason (a Message), or None
    ended = Signal(str)               # a ``reason_text`` key: refused, closed or lost

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        socket = QTcpSocket()
        self.link = Link(socket, self)
        self.link.line.connect(self._line)
        self.link.gone.connect(lambda: self._end("lost"))
        self.link.too_long.connect(lambda: self._end("lost"))
        self.welcome: dict[str, Any] = {}
        #: The last update received (a table put up after the welcome starts from it).
        self.last: dict[str, Any] | None = None
        self._ended = False
        self._hello: dict[str, str] = {}
        socket.connected.connect(lambda: self.link.send(protocol.encode("hello", **self._hello)))

    def join(self, host: str, port: int, name: str, code: str = "", token: str = "") -> None:
        self._hello = {"name": name, "token": token} if token else {"name": name, "code": code}
        self.link.socket.connectToHost(host, port)

    def send_move(self, move: Move) -> None:
        self.link.send(protocol.encode("move", text=str(move)))

    def leave(self) -> None:
        self._ended = True
        self.link.send(protocol.encode("bye"))
        self.link.close()

    def _line(self, line: bytes) -> None:
        try:
            message = protocol.decode(line)
        except ProtocolError as err:
            self._end("version" if err.key == "version" else "lost")
            return
        kind = message["type"]
        if kind == "welcome":
            self.welcome = message
            self.welcomed.emit(message)
        elif kind == "update":
            try:
                self.last = decoded_update(message)
            except ValueError:
                self._end("lost")
                return
            self.updated.emit(self.last)
        elif kind == "illegal":
            try:
                self.illegal.emit(message_from(message["reason"]))
            except (KeyError, TypeError, ValueError):
                self.illegal.emit(None)
        elif kind == "error":
            self.illegal.emit(None)
        elif kind in ("refused", "closed"):
            self._end(str(message["reason"]))

    def _end(self, reason: str) -> None:
        if not self._ended:
            self._ended = True
            self.link.close()
            self.ended.emit("unreachable" if reason == "lost" and not self.welcome else reason)


class JoinedTable(QObject):
    """Puts a joined seat's updates on ``window``'s table and sends its human's moves."""

    def __init__(self, window: Any, client: NetworkClient, on_end: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window, self.client, self.on_end = window, client, on_end
        self.mirror: Mirror | None = None
        #: The end dialog shown when the match ended (None: not yet).
        self.end_dialog: Any = None
        client.updated.connect(self._update)
        client.illegal.connect(self._illegal)
        client.ended.connect(self._ended)
        if client.last is not None:
            self._update(client.last)

    def _update(self, update: dict[str, Any]) -> None:
        if self.mirror is None:
            welcome = self.client.welcome
            self.mirror = mirror_of(game_info(str(welcome["game"])))(int(welcome["seat"]), update)
            names = {int(s): str(n) for s, n in welcome["names"].items()}
            seat = self.mirror.seat
            configs = [SeatConfig(names.get(s, f"#{s + 1}"), False, remote=s != seat)
                       for s in range(self.mirror.players)]
            self.window.show_joined(self.mirror, unseated(self.mirror, configs), self._send)
            if self.window.controller is not None:
                self.window.controller.game_over.connect(self._game_over)
            return
        before = self.mirror.clone()
        self.mirror.update(update)
        controller = self.window.controller
        if controller is not None:
            controller.follow(update["events"], before)

    def _send(self, move: Move) -> None:
        if self.mirror is not None:
            self.mirror.sent()
        self.client.send_move(move)

    def _illegal(self, reason: object) -> None:
        controller = self.window.controller
        if self.mirror is not None and controller is not None:
            self.mirror.returned()
            controller.follow([], self.mirror.clone())
        if reason is not None and controller is not None:
            from ..table.text import tr_message
            self.window.show_status(tr_message(reason, controller.seat_names))   # type: ignore[arg-type]

    def _game_over(self, _sheet: object) -> None:
        """The match is over: the end dialog, as after a local game, once the last move is seen."""
        QTimer.singleShot(END_DIALOG_MS, self, self._ask_after_game)

    def _ask_after_game(self) -> None:
        from .end_dialog import EndChoice, EndDialog

        if self.mirror is None or not self.window.isVisible():
            return
        title = type(self.mirror).info.title(current_language())
        dialog = EndDialog(self.mirror.result(), self.window.seat_names(), title, self.window)
        dialog.setObjectName("joined_end")
        dialog.again.hide()                    # the host deals another game, if the family plays on
        dialog.close_button.setDefault(True)
        dialog.finished.connect(lambda _r: self.window.ask_new_game() if dialog.chosen is EndChoice.NEW_GAME
                                else None)
        self.end_dialog = dialog
        dialog.open()

    def _ended(self, reason: str) -> None:
        self.on_end(reason)

    def stop(self) -> None:
        self.client.leave()


def unseated(mirror: Mirror, configs: list[SeatConfig]) -> list[SeatConfig]:
    """The configs in player order, so that the controller's re-seating (Whist's partner
    draw, ``public()["seating"]``) puts each at its seat again."""
    order = mirror.public().get("seating")
    if not (isinstance(order, list) and sorted(order) == list(range(len(configs)))):
        return configs
    out = list(configs)
    for seat, player in enumerate(order):
        out[player] = configs[seat]
    return out


def join_game(window: Any, client: NetworkClient) -> JoinedTable:
    """Play the seat ``client`` was given in ``window``."""
    def ended(reason: str) -> None:
        if window.network is table:
            window.network = None
        text = reason_text(reason)
        window.show_status(text, 60_000)
        if reason != "game_over":
            from PySide6.QtWidgets import QMessageBox
            if reason in ("host_left", "lost"):
                text += "\n\n" + QCoreApplication.translate(
                    "network", "If the host opens the game again later, join it again: your seat is kept for you.")
            box = QMessageBox(QMessageBox.Icon.Information, "kortbord", text, parent=window)
            box.setObjectName("network_ended")
            box.open()

    window._stop_controller()
    table = JoinedTable(window, client, ended)
    window.network = table
    return table
