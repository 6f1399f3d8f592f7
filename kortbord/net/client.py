"""Joining a hosted table: one seat's connection (asyncio TCP).

``RemoteSeatClient.join`` connects and says hello (with the join code, or the
token of a seat to take back) and returns once welcomed, or raises ``Refused``
with the host's reason. ``next_message`` returns the next message from the
host, decoded; ``send_move`` sends a move's text. The client keeps no rules
state: what it knows is the last update's view, legal moves and prompt.
"""
from __future__ import annotations

import asyncio
from typing import Any

from . import protocol
from .wire import decoded


class Refused(Exception):
    """The host refused to seat us; ``reason`` is one of ``protocol.REFUSALS``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class HostGone(Exception):
    """The connection to the host ended."""


class RemoteSeatClient:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader, self._writer = reader, writer
        self.seat = -1
        self.token = ""
        self.welcome: dict[str, Any] = {}
        #: The last update, decoded (``events``, ``view``, ``legal``, ``prompt``, ``score``).
        self.update: dict[str, Any] = {}

    @classmethod
    async def join(cls, host: str, port: int, name: str, code: str = "", token: str = "") -> "RemoteSeatClient":
        reader, writer = await asyncio.open_connection(host, port, limit=protocol.MAX_BYTES)
        client = cls(reader, writer)
        hello = {"name": name, "token": token} if token else {"name": name, "code": code}
        await client.send("hello", **hello)
        message = await client.next_message()
        if message["type"] == "refused":
            client.close()
            raise Refused(message["reason"])
        if message["type"] != "welcome":
            client.close()
            raise HostGone(f"unexpected {message['type']}")
        client.welcome = message
        client.seat, client.token = message["seat"], message["token"]
        return client

    async def send(self, kind: str, **fields: Any) -> None:
        self._writer.write(protocol.encode(kind, **fields))
        try:
            await self._writer.drain()
        except ConnectionError as err:
            raise HostGone(str(err)) from None

    async def send_move(self, text: str) -> None:
        await self.send("move", text=text)

    async def next_message(self) -> dict[str, Any]:
        """The host's next message; an ``update`` is also decoded into ``self.update``."""
        try:
            line = await self._reader.readuntil(b"\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError) as err:
            raise HostGone(str(err)) from None
        message = protocol.decode(line)
        if message["type"] == "update":
            self.update = decoded("update", message)
        return message

    def close(self) -> None:
        self._writer.close()
