"""Play across PCs in the app: the host's window serves its table, a joined window mirrors one seat.

The transport is QtNetwork on the GUI thread (``QTcpServer``/``QTcpSocket``,
``QUdpSocket`` for the announcements), not the asyncio ``net.server``: the
host's ``HostSession`` plays moves through the window's controller, which
lives on the GUI thread, so receiving there needs no thread, no lock and no
loop to pump. The messages, the session and the announcements are the
Qt-free ``kortbord.net`` modules; only the bytes travel here.

``NetworkHost`` hosts a window's table: remote seats' moves go through
``GameController.play_remote``, every applied move goes out as each seat's
update, absent players' seats go to a computer after ``takeover_after``
seconds (and back when they rejoin with their token); a label in the status
line shows the join code and the address. ``NetworkClient`` is a joined
seat's connection; ``JoinedTable`` puts what it receives on the window's table.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Hashable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import (QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QTcpSocket,
                               QUdpSocket)
from PySide6.QtWidgets import QLabel

from ..engine.events import Event
from ..engine.moves import Move
from ..engine.registry import game_info
from ..engine.state import GameState
from ..net import discovery, protocol
from ..net import roster as rosters
from ..net.mirror import Mirror, mirror_of
from ..net.protocol import ProtocolError
from ..net.roster import Roster
from ..net.session import HostSession, Outbox
from ..net.wire import decoded, message_from
from ..table.seating import SeatConfig
from .i18n import current as current_language

#: Seconds a new connection may take to say hello.
HELLO_SECONDS = 10


#: Table hooks given the controller's state: on a joined PC that is the seat's ``Mirror``, so
#: they read only what it has (the view, the legal moves and their texts; ``round_notes`` come
#: from the host). tests/app/test_network_games.py holds every registered game to that.
STATE_HOOKS = ("candidates", "button_moves", "involved", "preselect", "round_notes")


def joinable(game: str) -> bool:
    """Can a joined PC show and play ``game``'s table from its updates alone? Every
    registered game can."""
    from ..engine import GAME_IDS

    return game in GAME_IDS


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


def local_addresses() -> list[str]:
    """This PC's IPv4 addresses on the home network (not the loopback)."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


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


class NetworkHost(QObject):
    """Serves the table of ``controller``; ``open_seats`` are played from other PCs."""

    def __init__(self, controller: Any, open_seats: list[int], takeover_after: float = 60.0,
                 port: int = protocol.DEFAULT_PORT, announce: bool = True, parent: QObject | None = None,
                 roster: tuple[Path, tuple[str, int, int | None]] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: Where the network seats are saved, and the match they belong to (game, seed, dealer).
        self.roster = roster
        self._saved: Roster | None = None
        names = [controller.seat_names[s] for s in range(controller.state.players)]
        self.session = HostSession(controller.state, open_seats, names, takeover_after=takeover_after,
                                   mover=self._move)
        self.server = QTcpServer(self)
        if not self.server.listen(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port):
            self.server.listen(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), 0)   # the port is in use
        self.port = self.server.serverPort()
        self.server.newConnection.connect(self._accept)
        self._links: dict[Hashable, Link] = {}
        controller.applied.connect(self._applied)
        for seat in self.session.remote:
            config = controller.seats[seat]
            controller.set_seat(seat, replace(config, computer=False, remote=True))
        self._udp = QUdpSocket(self) if announce else None
        self._clock = QTimer(self)
        self._clock.timeout.connect(self._tick)
        self._clock.start(1000)
        QTimer.singleShot(round(takeover_after * 1000), self, self._begin)
        self.label = QLabel()
        self.label.setObjectName("network")
        self.stopped = False
        self._show()

    @property
    def listening(self) -> bool:
        return self.server.isListening()

    # --- connections ----------------------------------------------------------

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            link = Link(socket, self)
            self._links[link] = link
            self.session.came_from(link, socket.peerAddress().toString())
            link.line.connect(lambda line, k=link: self._received(k, line))
            link.gone.connect(lambda k=link: self._gone(k))
            link.too_long.connect(lambda k=link: self.deliver(
                [(k, protocol.encode("error", reason="too_long")), (k, None)]))
            QTimer.singleShot(HELLO_SECONDS * 1000, link, lambda k=link: self._hello_due(k))

    def _received(self, link: Link, line: bytes) -> None:
        self.deliver(self.session.receive(link, line))
        self._sync()

    def _hello_due(self, link: Link) -> None:
        if self.session.seat_of(link) is None and link in self._links:
            self.deliver([(link, None)])

    def _gone(self, link: Link) -> None:
        self.deliver(self.session.dropped(link))
        self._links.pop(link, None)
        link.deleteLater()
        self._sync()

    def deliver(self, out: Outbox) -> None:
        for conn, data in out:
            link = self._links.get(conn)
            if link is None:
                continue
            if data is None:
                self._links.pop(conn, None)
                link.close()
            else:
                link.send(data)

    # --- the table ------------------------------------------------------------

    def _move(self, move: Move) -> Outbox:
        self.controller.play_remote(move)     # its updates go out from ``_applied``
        return []

    def _applied(self, move: Move, before: GameState, events: list[Event]) -> None:
        self.session.state = self.controller.state
        self.deliver(self.session.after_move(move, before, events))

    def _begin(self) -> None:
        self.session.begin()
        self._tick()

    def _tick(self) -> None:
        self.session.due()
        self._sync()
        if self._udp is not None:
            open_seats = sum(1 for link in self.session.remote.values() if not link.joined)
            data = discovery.announcement(self.controller.state.info.id, self._host_name(), self.port, open_seats)
            self._udp.writeDatagram(data, QHostAddress(QHostAddress.SpecialAddress.Broadcast), discovery.PORT)

    def _host_name(self) -> str:
        mine = [s for s, c in enumerate(self.controller.seats) if not c.computer and not c.remote]
        return self.controller.seat_names[mine[0]] if mine else "kortbord"

    def _sync(self) -> None:
        """The controller's seats as the session has them: who joined, who a computer plays."""
        if self.stopped:
            return
        for seat, link in self.session.remote.items():
            config = self.controller.seats[seat]
            wanted = replace(config, name=link.name or config.name, computer=link.by_computer,
                             remote=not link.by_computer)
            if wanted != config:
                self.controller.set_seat(seat, wanted)
        self._save_roster()
        self._show()

    def _save_roster(self) -> None:
        if self.roster is None:
            return
        path, (game, seed, dealer) = self.roster
        now = rosters.roster_of(self.session, game, seed, dealer)
        if now != self._saved:
            try:
                rosters.write(path, now)
            except OSError:
                return              # the game goes on; the next change tries again
            self._saved = now

    def _show(self) -> None:
        code = self.session.code
        address = ", ".join(f"{a}:{self.port}" for a in local_addresses()[:2]) or f"127.0.0.1:{self.port}"
        waiting = sum(1 for link in self.session.remote.values() if link.conn is None and not link.by_computer)
        text = QCoreApplication.translate("network", "Join code {code} · address {address}").replace(
            "{code}", f"{code[:3]} {code[3:]}").replace("{address}", address)
        if waiting:
            text += " · " + QCoreApplication.translate("network", "players to come: {n}").replace(
                "{n}", str(waiting))
        self.label.setText(text)

    def stop(self, reason: str = "host_left") -> None:
        """Tell every client the table closes, and stop listening and announcing."""
        if self.stopped:
            return
        self.stopped = True
        self._clock.stop()
        self.deliver(self.session.close(reason))
        for link in list(self._links.values()):
            link.close()
        self._links.clear()
        self.server.close()
        if self._udp is not None:
            self._udp.close()
        try:
            self.controller.applied.disconnect(self._applied)
        except (RuntimeError, TypeError):
            pass
        self.label.deleteLater()


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
                self.last = decoded("update", message)
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
        if reason is not None:
            from .i18n import message_text
            self.window.show_status(message_text(reason))   # type: ignore[arg-type]

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


def host_game(window: Any, choice: Any, open_rows: list[int], takeover_after: float = 60.0,
              port: int = protocol.DEFAULT_PORT, announce: bool = True) -> NetworkHost | None:
    """Deal ``choice`` in ``window`` and serve it; ``open_rows`` are the dialog's seats left to
    other PCs (their ``Seat`` is a computer's, which plays them if nobody comes, and in a
    resumed save). None: the game cannot be played from another PC yet (the window says so)."""
    from ..table.controller import seated

    if not joinable(choice.game):
        title = game_info(choice.game).title(current_language())
        window.show_status(QCoreApplication.translate(
            "network", "{game} cannot be played from another PC yet.").replace("{game}", title), 15_000)
        return None

    seats = tuple(replace(s, computer=True) if i in open_rows else s for i, s in enumerate(choice.seats))
    window.start_choice(replace(choice, seats=seats))
    players = seated(window.controller.state, list(range(len(seats))))     # the player index at each seat
    return serve(window, [seat for seat, player in enumerate(players) if player in open_rows], takeover_after,
                 port, announce)


def serve(window: Any, open_seats: list[int], takeover_after: float = 60.0, port: int = protocol.DEFAULT_PORT,
          announce: bool = True, roster: Roster | None = None) -> NetworkHost:
    """Serve the window's table with ``open_seats`` (game seats) played from other PCs; with a
    saved ``roster``, its players take their seats back."""
    from .settings import data_dir

    match = window.match
    saved = (data_dir() / rosters.FILE, (match.game, match.deal.seed, match.deal.dealer)) if window.persist else None
    host = NetworkHost(window.controller, open_seats, takeover_after, port, announce, window, saved)
    if roster is not None:
        roster.restore(host.session)
        host._sync()
    window.network = host
    window._undo = None                     # a move taken back would not be taken back on the other PCs
    window._update_actions()
    window.statusBar().addPermanentWidget(host.label)
    return host


def join_game(window: Any, client: NetworkClient) -> JoinedTable:
    """Play the seat ``client`` was given in ``window``."""
    def ended(reason: str) -> None:
        if window.network is table:
            window.network = None
        text = reason_text(reason)
        window.show_status(text, 60_000)
        if reason != "game_over":
            from PySide6.QtWidgets import QMessageBox
            box = QMessageBox(QMessageBox.Icon.Information, "kortbord", text, parent=window)
            box.setObjectName("network_ended")
            box.open()

    window._stop_controller()
    table = JoinedTable(window, client, ended)
    window.network = table
    return table


def start_from_command_line(window: Any, launch: Any, port: int = protocol.DEFAULT_PORT,
                            announce: bool = True) -> None:
    """``kortbord --host ...`` serves the game dealt; ``kortbord --join HOST[:PORT] ...`` joins
    at once with ``--code`` and ``--name``, else opens the *Join a game* dialog filled in."""
    from .join_dialog import JoinDialog, split_address

    if launch.host_seats:
        players = len(launch.choice.seats)
        host_game(window, launch.choice, list(range(players - launch.host_seats, players)), port=port,
                  announce=announce)
        return
    where = split_address(launch.join or "")
    if where is not None and launch.code and launch.name:
        client = NetworkClient(window)
        client.welcomed.connect(lambda _w: join_game(window, client))
        client.ended.connect(lambda reason: window.show_status(reason_text(reason, address=where[0]), 60_000)
                             if window.network is None else None)
        client.join(where[0], where[1], launch.name, code=launch.code)
        return
    dialog = JoinDialog(window.settings, window)
    dialog.address.setText(launch.join or "")
    if launch.name:
        dialog.name.setText(launch.name)
    if dialog.exec() and dialog.client is not None:
        join_game(window, dialog.client)


def resume_hosting(window: Any) -> NetworkHost | None:
    """The window resumed a match it hosted: host it again for the same players (None: it was
    not hosted, or the saved seats are not this match's)."""
    from .settings import data_dir

    match = window.match
    roster = rosters.read(data_dir() / rosters.FILE)
    if match is None or roster is None or not roster.belongs_to(match.game, match.deal.seed, match.deal.dealer):
        return None
    seats = [s for s in roster.seats if 0 <= s < match.state.players]
    return serve(window, seats, roster=roster) if seats else None
