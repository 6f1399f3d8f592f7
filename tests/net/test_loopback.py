"""Whole games over real TCP on loopback: remote seats driven by the test, computers on the host."""
from __future__ import annotations

import asyncio

import pytest

from kortbord.ai.random_player import RandomPlayer
from kortbord.engine import game_info
from kortbord.net import protocol
from kortbord.net.client import Refused, RemoteSeatClient
from kortbord.net.loopback import LOOPBACK, HeadlessHost, remote_player


def run(coro, seconds: float = 120):
    return asyncio.run(asyncio.wait_for(coro, seconds))


def host_for(game: str, players: int, open_seats, options=None, seed: int = 1, **kw) -> HeadlessHost:
    info = game_info(game)
    state = info.new_game(players, info.options.resolve(options or {}), seed=seed)
    bots = [info.player("normal", seed=seed * 10 + s) for s in range(players)]
    return HeadlessHost(state, bots, open_seats, **kw)


@pytest.mark.parametrize("game,options", [("olsen", {}), ("whist", {"target_score": 5})])
def test_a_whole_game_with_two_remote_seats_and_two_computers(game, options):
    async def scenario():
        host = host_for(game, 4, (1, 3), options)
        port = await host.start()
        clients = [await RemoteSeatClient.join(LOOPBACK, port, name, code=host.session.code)
                   for name in ("Mor", "Far")]
        assert [c.seat for c in clients] == [1, 3]
        trips: list[float] = []
        tasks = [asyncio.create_task(remote_player(c, RandomPlayer(c.seat), trips)) for c in clients]
        await host.run()
        await asyncio.gather(*tasks)
        return host, clients, trips

    host, clients, trips = run(scenario())
    assert host.state.is_over()
    remote_moves = [m for m in host.session.played if m.split()[0] in ("1", "3")]
    assert remote_moves and len(trips) >= len(remote_moves) - 2
    for client in clients:
        assert client.update["view"].seat == client.seat and client.update["score"].finished


def test_a_wrong_code_is_refused_over_tcp():
    async def scenario():
        host = host_for("olsen", 4, (1,))
        port = await host.start()
        try:
            with pytest.raises(Refused) as err:
                await RemoteSeatClient.join(LOOPBACK, port, "Ulv", code="999999" if host.session.code != "999999"
                                            else "000000")
            return err.value.reason
        finally:
            await host.server.stop()

    assert run(scenario()) == "code"


def test_a_killed_client_is_played_by_a_computer_and_takes_its_seat_back():
    async def scenario():
        host = host_for("olsen", 4, (2,), {"scoring": "points"}, seed=4, takeover_after=0.2)
        port = await host.start()
        client = await RemoteSeatClient.join(LOOPBACK, port, "Mormor", code=host.session.code)
        await client.next_message()                          # the first update
        client.close()                                       # the PC is switched off mid-game
        running = asyncio.create_task(host.run())
        while not host.session.remote[2].by_computer:
            await asyncio.sleep(0.02)
        while not [m for m in host.session.played if m.startswith("2 ")] and not host.state.is_over():
            await asyncio.sleep(0)                           # the computer plays her seat meanwhile
        assert not host.state.is_over()
        back = await RemoteSeatClient.join(LOOPBACK, port, "Mormor", token=client.token)
        assert back.seat == 2 and host.session.waits_for_remote(2)
        finished = asyncio.create_task(remote_player(back, RandomPlayer(5), []))
        await running
        await finished
        return back

    back = run(scenario())
    assert back.update["score"].finished


def test_an_oversized_line_is_cut_off_and_the_table_goes_on():
    async def scenario():
        host = host_for("olsen", 4, (1, 2))
        port = await host.start()
        good = await RemoteSeatClient.join(LOOPBACK, port, "Mor", code=host.session.code)
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(b"x" * (protocol.MAX_BYTES + 10) + b"\n")
        await writer.drain()
        answer = await reader.readline()
        rest = await reader.read()
        writer.close()
        other = await RemoteSeatClient.join(LOOPBACK, port, "Far", code=host.session.code)
        await host.server.stop()
        return protocol.decode(answer), rest, good.seat, other.seat

    answer, rest, first, second = run(scenario())
    assert answer["reason"] == "too_long" and rest == b"" and (first, second) == (1, 2)


def test_the_network_layer_and_the_harness_import_no_qt():
    import subprocess
    import sys
    code = ("import sys, kortbord.net.loopback, kortbord.simulate; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60).stdout.strip() == "False"


def test_simulate_over_the_network_reports_the_round_trips(capsys):
    import json

    from kortbord.simulate import main
    assert main(["--game", "olsen", "--games", "2", "--seed", "3", "--levels", "normal", "--over-network"]) == 0
    summary = json.loads(capsys.readouterr().out)
    local = __import__("kortbord.simulate", fromlist=["simulate"]).simulate("olsen", 2, 3, levels=["normal"])
    assert summary["finished"] == 2 and summary["network_moves"] > 0
    assert 0 < summary["round_trip_ms_p50"] <= summary["round_trip_ms_p95"]
    assert summary["wins"] == local.as_json()["wins"]          # the same games as without the network
