"""Announcing a hosted table and hearing it (on loopback only)."""
from __future__ import annotations

import asyncio
import socket

import pytest

from kortbord.net import discovery
from kortbord.net.discovery import Announcer, Table, announcement, heard, listen


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_an_announced_table_is_heard_without_its_code(monkeypatch):
    monkeypatch.setattr(discovery, "EVERY", 0.05)
    port = free_udp_port()

    async def scenario():
        announcer = Announcer(announcement("whist", "Mormor", 47470, 2), ("127.0.0.1", port))
        await announcer.start()
        try:
            return await listen(0.4, "127.0.0.1", port)
        finally:
            announcer.stop()

    tables = asyncio.run(scenario())
    assert tables == [Table("127.0.0.1", 47470, "whist", "Mormor", 2)]
    assert b"code" not in announcement("whist", "Mormor", 47470, 2)


@pytest.mark.parametrize("data", [
    b"", b"\xff", b"[]", b'{"kortbord": 2, "game": "whist", "host": "x", "port": 1, "open": 1}',
    b'{"kortbord": 1, "game": "whist", "host": "x", "port": 0, "open": 1}',
    b'{"kortbord": 1, "game": "whist", "host": "x", "port": true, "open": 1}',
    b'{"kortbord": 1, "game": 5, "host": "x", "port": 80, "open": 1}',
    b"{" * 2000,
])
def test_anything_else_on_the_port_is_ignored(data):
    assert heard(data, "127.0.0.1") is None
