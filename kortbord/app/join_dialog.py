"""Game → Join a game: the tables announced on this network, or an address typed by hand.

The dialog listens for announcements (``net.discovery``, UDP) while it is
open and lists each table heard; choosing one fills in its address. The
player types the host's join code and a name; *Join* connects, and the
dialog closes once the host has given a seat (``client``), or says why not
(a wrong code, another version, a full table) and stays open. The seat's
token is kept per host address: joining the same table again (after a lost
connection) takes the seat back, whoever plays it meanwhile.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

from ..engine.registry import game_info
from ..net import discovery, protocol
from . import i18n
from .network import NetworkClient, reason_text
from .settings import Settings

#: Settings keys of what the player typed last.
NAME_KEY, ADDRESS_KEY = "network/name", "network/address"


def token_key(host: str, _port: int = 0) -> str:
    """The settings key of the token the table hosted at ``host`` gave us (a resumed
    table may listen on another port)."""
    return f"network/token_{host}"


def split_address(text: str) -> tuple[str, int] | None:
    """``HOST`` or ``HOST:PORT`` (the default port when none), or None when it is not one."""
    host, sep, port = text.strip().rpartition(":")
    if not sep:
        host, port = port, str(protocol.DEFAULT_PORT)
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


class JoinDialog(QDialog):
    """Find a table and join it; after ``exec()``, ``client`` is the seated connection."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, listen: bool = True) -> None:
        super().__init__(parent)
        self.settings = settings
        self.client: NetworkClient | None = None
        self.setWindowTitle(self.tr("Join a game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tables on this network:"), self))
        self.tables = QListWidget(self)
        self.tables.setObjectName("tables")
        self.tables.currentItemChanged.connect(self._picked)
        layout.addWidget(self.tables)
        self.nothing = QLabel(self.tr("Looking for tables… A table on another network can be joined by its address."),
                              self)
        self.nothing.setWordWrap(True)
        layout.addWidget(self.nothing)
        form = QFormLayout()
        self.address = QLineEdit(str(settings.get(ADDRESS_KEY, "") or ""), self)
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.code = QLineEdit(self)
        self.code.setMaxLength(7)
        self.code.setPlaceholderText(self.tr("six digits, shown on the host's table"))
        self.name = QLineEdit(str(settings.get(NAME_KEY, "") or ""), self)
        self.name.setMaxLength(protocol.MAX_NAME)
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Join &code:"), self.code)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("&Join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._ear = QUdpSocket(self)
        if listen:
            self._ear.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), discovery.PORT,
                           QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint)
            self._ear.readyRead.connect(self._heard)
        self.resize(460, 420)

    # --- tables heard -----------------------------------------------------------

    def _heard(self) -> None:
        while self._ear.hasPendingDatagrams():
            datagram = self._ear.receiveDatagram(discovery.MAX_DATAGRAM + 1)
            address = datagram.senderAddress()
            ipv4, ok = address.toIPv4Address()
            text = QHostAddress(ipv4).toString() if ok else address.toString()
            table = discovery.heard(bytes(datagram.data().data()), text)
            if table is not None:
                self.add_table(table)

    def add_table(self, table: discovery.Table) -> None:
        """List ``table`` (once per address and port)."""
        where = f"{table.address}:{table.port}"
        for i in range(self.tables.count()):
            if self.tables.item(i).data(Qt.ItemDataRole.UserRole) == where:
                return
        try:
            title = game_info(table.game).title(i18n.current())
        except KeyError:
            title = table.game
        text = self.tr("%1 – host: %2 – open seats: %3 – %4").replace("%1", title).replace(
            "%2", table.host_name).replace("%3", str(table.open_seats)).replace("%4", table.address)
        item = QListWidgetItem(text, self.tables)
        item.setData(Qt.ItemDataRole.UserRole, where)
        self.nothing.hide()
        if self.tables.count() == 1:
            self.tables.setCurrentItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    # --- joining ------------------------------------------------------------------

    def join(self) -> None:
        where = split_address(self.address.text())
        name = " ".join(self.name.text().split())
        code = "".join(self.code.text().split())
        if where is None:
            self.message.setText(self.tr("Type the host's address, for example 192.168.1.20."))
            return
        if not name:
            self.message.setText(reason_text("name"))
            return
        self.settings.set(NAME_KEY, name)
        self.settings.set(ADDRESS_KEY, self.address.text().strip())
        self.message.setText(self.tr("Connecting…"))
        self.join_button.setEnabled(False)
        key = token_key(*where)
        token = str(self.settings.get(key, "") or "")
        client = NetworkClient(self.parent())
        client.welcomed.connect(lambda welcome: self._seated(client, key, welcome))
        client.ended.connect(lambda reason: self._refused(client, reason, where[0], key, bool(token and code)))
        client.join(where[0], where[1], name, code=code, token=token)

    def _seated(self, client: NetworkClient, key: str, welcome: dict[str, object]) -> None:
        self.client = client
        self.settings.set(key, str(welcome.get("token", "")))
        self.accept()

    def _refused(self, client: NetworkClient, reason: str, host: str, key: str, again: bool) -> None:
        if self.client is client:
            return
        client.deleteLater()
        self.join_button.setEnabled(True)
        if reason == "token":
            self.settings.set(key, "")          # an old table's token: join with the code instead
            if again:
                self.join()
                return
        self.message.setText(reason_text(reason, address=host))
