"""The hosting PC: its window's table served to the PCs that join it.

``NetworkHost`` hosts a window's table: remote seats' moves go through
``GameController.play_remote``, every applied move goes out as each seat's
update, absent players' seats go to a computer after ``takeover_after``
seconds (and back when they rejoin with their token); a label in the status
line shows the join code and the address. ``host_game``/``serve`` start it,
``resume_hosting`` serves a resumed match again for the same players.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Hashable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QUdpSocket
from PySide6.QtWidgets import QLabel

from ..engine.events import Event
from ..engine.moves import Move
from ..engine.registry import game_info
from ..engine.state import GameState
from ..net import discovery, protocol
from ..net import roster as rosters
from ..net.roster import Roster
from ..net.session import HostSession, Outbox
from .i18n import current as current_language
from .net_link import Link

#: Seconds a new connection may take to say hello.
HELLO_SECONDS = 10


def local_addresses() -> list[str]:
    """This PC's IPv4 addresses on the home network (not the loopback)."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


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


def host_game(window: Any, choice: Any, open_rows: list[int], takeover_after: float = 60.0,
              port: int = protocol.DEFAULT_PORT, announce: bool = True) -> NetworkHost | None:
    """Deal ``choice`` in ``window`` and serve it; ``open_rows`` are the dialog's seats left to
    other PCs (their ``Seat`` is a computer's, which plays them if nobody comes, and in a
    resumed save). None: the game cannot be played from another PC yet (the window says so)."""
    from ..table.controller import seated
    from .network import joinable

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
