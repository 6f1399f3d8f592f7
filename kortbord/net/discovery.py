"""Finding hosted tables on the home network: the host announces, the joiner listens.

A hosting PC sends a small JSON datagram (``announcement``) to the network's
broadcast address every ``EVERY`` seconds while it hosts; ``listen`` collects
the tables heard for a while. The join code is never announced: a table is
found by everybody on the network, but only those told the code sit down.
UDP broadcast needs no library and no service (mDNS would need one on
Windows); a router never forwards it, which keeps it to the home network.
"""
from __future__ import annotations

import asyncio
import json
import socket
import time
from dataclasses import dataclass
from typing import Any

from . import protocol

#: The UDP port announcements go to.
PORT = protocol.DEFAULT_PORT + 1
#: Seconds between two announcements.
EVERY = 1.0
#: The largest announcement read.
MAX_DATAGRAM = 1024


@dataclass(frozen=True, slots=True)
class Table:
    """A hosted table heard on the network."""
    address: str
    port: int
    game: str
    host_name: str
    open_seats: int


def announcement(game: str, host_name: str, port: int, open_seats: int) -> bytes:
    data = {"kortbord": protocol.VERSION, "game": game, "host": host_name[:protocol.MAX_NAME], "port": port,
            "open": open_seats}
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def heard(data: bytes, address: str) -> Table | None:
    """The table an announcement tells of, or None for anything else (another version too)."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        msg: Any = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(msg, dict) or msg.get("kortbord") != protocol.VERSION:
        return None
    game, host, port, seats = msg.get("game"), msg.get("host"), msg.get("port"), msg.get("open")
    if not (isinstance(game, str) and isinstance(host, str) and type(port) is int and type(seats) is int
            and 0 < port < 65536 and seats >= 0):
        return None
    return Table(address, port, game[:40], host[:protocol.MAX_NAME], seats)


class Announcer(asyncio.DatagramProtocol):
    """Sends the announcement every ``EVERY`` seconds until ``stop``."""

    def __init__(self, message: bytes, target: tuple[str, int] = ("255.255.255.255", PORT)) -> None:
        self.message, self.target = message, target
        self._task: asyncio.Task[None] | None = None
        self._transport: asyncio.DatagramTransport | None = None

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.setblocking(False)
        self._transport, _ = await loop.create_datagram_endpoint(lambda: self, sock=sock)
        self._task = asyncio.create_task(self._repeat())

    async def _repeat(self) -> None:
        while self._transport is not None:
            self._transport.sendto(self.message, self.target)
            await asyncio.sleep(EVERY)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._transport is not None:
            self._transport.close()
            self._transport = None


class _Ear(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.tables: dict[tuple[str, int], Table] = {}

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        table = heard(data, str(addr[0]))
        if table is not None:
            self.tables[(table.address, table.port)] = table


async def listen(seconds: float = 2.5, bind: str = "0.0.0.0", port: int = PORT) -> list[Table]:
    """The tables announced within ``seconds``, one entry per host and port."""
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((bind, port))
    sock.setblocking(False)
    transport, ear = await loop.create_datagram_endpoint(_Ear, sock=sock)
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            await asyncio.sleep(min(0.05, max(0.0, end - time.monotonic())))
    finally:
        transport.close()
    return sorted(ear.tables.values(), key=lambda t: (t.host_name, t.address, t.port))
