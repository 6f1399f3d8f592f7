"""Whole games over the real protocol on this PC: a headless host and computer clients.

``HeadlessHost`` runs the table: it plays the host's seats with computer
players (and every remote seat a computer has taken over) and waits for the
remote seats' moves. A remote seat that holds an out-of-turn window gets
``grace`` seconds to use it before a host seat moves on. ``remote_player``
plays one seat from another "PC": it sees only its updates, as a real client
does, and records the round trip of each of its moves (sent → the next update
received). Used by ``python -m kortbord.simulate --over-network`` and the tests.
"""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..ai.player import Player, wants_to_act
from ..engine.registry import GameInfo
from ..engine.state import GameState
from .client import HostGone, RemoteSeatClient
from .server import HostServer
from .session import HostSession

LOOPBACK = "127.0.0.1"


@dataclass
class HeadlessHost:
    state: GameState
    players: Sequence[Player]            # a computer player for every seat (used for host seats and takeovers)
    open_seats: Sequence[int]
    grace: float = 0.02
    takeover_after: float = 60.0
    session: HostSession = field(init=False)
    server: HostServer = field(init=False)
    _changed: asyncio.Event = field(init=False)

    def __post_init__(self) -> None:
        names = [f"Computer {i + 1}" for i in range(self.state.players)]
        self.session = HostSession(self.state, self.open_seats, names, takeover_after=self.takeover_after)
        self._changed = asyncio.Event()
        self.server = HostServer(self.session, LOOPBACK, 0, on_played=self._changed.set)

    async def start(self) -> int:
        return await self.server.start()

    async def run(self, limit: int = 100_000) -> None:
        """Play until the game ends (or ``limit`` moves), then stop the server."""
        state, session = self.state, self.session
        session.begin()
        try:
            while not state.is_over() and len(session.played) < limit:
                session.due()
                seat = self._host_seat_to_act()
                if seat is None:                         # a remote seat's turn
                    await self._wait(0.05)
                    continue
                if self._remote_window_open() and await self._wait(self.grace):
                    continue                             # a remote seat used its window: look again
                self._play_host_seat(seat)
                await asyncio.sleep(0)
        finally:
            await self.server.stop("game_over" if state.is_over() else "host_left")

    def _host_seat_to_act(self) -> int | None:
        """A host seat that acts now: a window holder that wants to, else the seat to move."""
        state = self.state
        turn = state.to_move()
        mine = [s for s in state.actors() if not self.session.waits_for_remote(s)]
        for seat in mine:
            if seat != turn and wants_to_act(self.players[seat], state.view(seat), state.legal_moves(seat)):
                return seat
        if turn in mine:
            return turn
        return mine[0] if mine and turn not in state.actors() else None

    def _remote_window_open(self) -> bool:
        turn = self.state.to_move()
        return any(s != turn and self.session.waits_for_remote(s) for s in self.state.actors())

    def _play_host_seat(self, seat: int) -> None:
        state = self.state
        move = self.players[seat].choose(state.view(seat), state.legal_moves(seat))
        self.server.play(move)

    async def _wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for a remote move (one may have come already); True if one came."""
        try:
            await asyncio.wait_for(self._changed.wait(), seconds)
        except asyncio.TimeoutError:
            return False
        self._changed.clear()
        return True


async def remote_player(client: RemoteSeatClient, player: Player, round_trips: list[float]) -> None:
    """Play ``client``'s seat with ``player`` until the host closes the table."""
    sent_at: float | None = None
    while True:
        try:
            message = await client.next_message()
        except HostGone:
            return
        kind = message["type"]
        if kind == "closed":
            return
        if kind != "update":
            continue                     # an "illegal": the table moved on meanwhile; the next update says how
        if sent_at is not None:
            round_trips.append(time.perf_counter() - sent_at)
            sent_at = None
        update = client.update
        view, legal = update["view"], update["legal"]
        if legal and (view.to_move == client.seat or wants_to_act(player, view, legal)):
            move = player.choose(view, legal)
            sent_at = time.perf_counter()
            try:
                await client.send_move(str(move))
            except HostGone:
                return


@dataclass
class NetGame:
    state: GameState
    moves: int
    round_trips: list[float]


async def play_networked(info: GameInfo, players: int, levels: Sequence[str], options: dict[str, Any],
                         seed: int, remote: Sequence[int]) -> NetGame:
    """One match with the ``remote`` seats played by computer clients over loopback TCP."""
    state = info.new_game(players, options, seed=seed)
    bots = [info.player(levels[s], seed=seed * 1000 + s) for s in range(players)]
    host = HeadlessHost(state, bots, remote)
    port = await host.start()
    round_trips: list[float] = []
    clients = [await RemoteSeatClient.join(LOOPBACK, port, f"Remote {s + 1}", code=host.session.code)
               for s in remote]
    tasks = [asyncio.create_task(remote_player(c, bots[c.seat], round_trips)) for c in clients]
    await host.run()
    await asyncio.gather(*tasks)
    for client in clients:
        client.close()
    return NetGame(state, len(host.session.played), round_trips)
