"""Play across PCs in the app: which games may be hosted, and the command line's way in.

The transport is QtNetwork on the GUI thread (``QTcpServer``/``QTcpSocket``,
``QUdpSocket`` for the announcements), not the asyncio ``net.server``: the
host's ``HostSession`` plays moves through the window's controller, which
lives on the GUI thread, so receiving there needs no thread, no lock and no
loop to pump. The messages, the session and the announcements are the
Qt-free ``kortbord.net`` modules; only the bytes travel here.

The hosting PC is ``hosting`` (``NetworkHost``), a joined PC ``joining``
(``NetworkClient``, ``JoinedTable``), one connection ``net_link.Link``; their
names are importable from here too.
"""
from __future__ import annotations

from typing import Any

from ..net import protocol
from .hosting import HELLO_SECONDS, NetworkHost, host_game, local_addresses, resume_hosting, serve
from .joining import JoinedTable, NetworkClient, join_game, reason_text, unseated
from .net_link import Link

__all__ = ["HELLO_SECONDS", "JoinedTable", "Link", "NetworkClient", "NetworkHost", "STATE_HOOKS", "host_game",
           "join_game", "joinable", "local_addresses", "reason_text", "resume_hosting", "serve",
           "start_from_command_line", "unseated"]


#: Table hooks given the controller's state: on a joined PC that is the seat's ``Mirror``, so
#: they read only what it has (the view, the legal moves and their texts; ``round_notes`` come
#: from the host). tests/app/test_network_games.py holds every registered game to that.
STATE_HOOKS = ("candidates", "button_moves", "involved", "preselect", "round_notes", "asks")


def joinable(game: str) -> bool:
    """Can a joined PC show and play ``game``'s table from its updates alone? Every
    registered game can."""
    from ..engine import GAME_IDS

    return game in GAME_IDS


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
