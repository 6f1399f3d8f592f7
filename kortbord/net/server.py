"""The host's listening socket (asyncio TCP): lines in, the session's outbox out.

``HostServer`` listens only between ``start`` and ``stop``. Each connection is
read line by line with the protocol's size limit; a longer line, or a client
that sends nothing for ``idle_timeout`` seconds before joining, is cut off.
Every move the session plays is reported to ``on_played`` so the host's own
table (or a headless driver) follows it.
"""
from __future__ import annotations

import asyncio
import contextlib
from typing import Callable, Hashable

from ..engine.events import Event
from ..engine.moves import Move
from . import protocol
from .session import HostSession, Outbox

#: Seconds a new connection may take to say hello.
HELLO_TIMEOUT = 10.0


class HostServer:
    def __init__(self, session: HostSession, host: str = "0.0.0.0", port: int = protocol.DEFAULT_PORT,
                 on_played: Callable[[], None] | None = None) -> None:
        self.session = session
        self.host, self.port = host, port
        self.on_played = on_played or (lambda: None)
        self._server: asyncio.base_events.Server | None = None
        self._writers: dict[Hashable, asyncio.StreamWriter] = {}

    async def start(self) -> int:
        """Listen; returns the port (useful with port 0)."""
        self._server = await asyncio.start_server(self._serve, self.host, self.port, limit=protocol.MAX_BYTES)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def stop(self, reason: str = "host_left") -> None:
        """Tell every client, close every connection and stop listening."""
        self.deliver(self.session.close(reason))
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for writer in list(self._writers.values()):
            writer.close()
        self._writers.clear()

    def play(self, move: Move) -> list[Event]:
        """A move by a seat of the host's (a local human, a computer): played and sent out."""
        events, out = self.session.play(move)
        self.deliver(out)
        return events

    def deliver(self, out: Outbox) -> None:
        for conn, data in out:
            writer = self._writers.get(conn)
            if writer is None:
                continue
            if data is None:
                self._writers.pop(conn, None)
                writer.close()
            else:
                writer.write(data)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = object()
        self._writers[conn] = writer
        peer = writer.get_extra_info("peername")
        self.session.came_from(conn, str(peer[0]) if isinstance(peer, tuple) and peer else "")
        try:
            while conn in self._writers:
                timeout = None if self.session.seat_of(conn) is not None else HELLO_TIMEOUT
                try:
                    line = await asyncio.wait_for(reader.readuntil(b"\n"), timeout)
                except asyncio.LimitOverrunError:
                    self.deliver([(conn, protocol.encode("error", reason="too_long")), (conn, None)])
                    break
                except (asyncio.IncompleteReadError, asyncio.TimeoutError, ConnectionError):
                    break
                moves_before = len(self.session.played)
                self.deliver(self.session.receive(conn, line))
                if len(self.session.played) != moves_before:
                    self.on_played()
                with contextlib.suppress(ConnectionError):
                    await writer.drain()
        finally:
            self.deliver(self.session.dropped(conn))
            if self._writers.pop(conn, None) is not None:
                writer.close()
