"""Play across PCs in the app: a host window and a joined window in one process, on loopback.

The host's human (seat 0) and the joined player (seat 1) make their moves with real
gestures on their own tables (drags onto the pile, clicks on the stock, the action bar's
buttons); the other seats are the host's computer players. The joined window renders
its table only from the host's updates (``net.mirror``) and joins through the real
*Join a game* dialog. A wrong code is refused with its message in that dialog.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QMessageBox

from kortbord.app.join_dialog import JoinDialog
from kortbord.app.network import NetworkHost, host_game, join_game, reason_text
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings
from kortbord.app.window import MainWindow
from kortbord.engine import Move, game_info
from kortbord.engine.cards import Card
from kortbord.net.mirror import Mirror
from kortbord.saves import Seat

from app.conftest import settings  # noqa: F401 - the fixture
from table.conftest import LEFT, Table


def window(qtbot: Any, settings: Settings, pause: int = 0) -> MainWindow:
    w = MainWindow(settings, persist=False)
    w.ai_pause_override = pause
    qtbot.addWidget(w)
    w.show()
    return w


def hosted(qtbot: Any, settings: Settings, game: str, seats: tuple[Seat, ...], open_rows: list[int],
           pause: int = 0, seed: int = 7) -> tuple[MainWindow, NetworkHost]:
    host = window(qtbot, settings, pause)
    info = game_info(game)
    choice = NewGameChoice(game, seats, info.options.resolve({}))
    host.start_choice = _seeded(host, seed)              # type: ignore[method-assign]
    net = host_game(host, choice, open_rows, port=0, announce=False)
    host.controller.set_speed(0)
    assert net.listening and net.session.code in net.label.text().replace(" ", "")
    return host, net


def _seeded(host: MainWindow, seed: int) -> Any:
    start = host.start_choice
    return lambda choice, seed_=None, dealer=None: start(choice, seed=seed, dealer=dealer)


def join(qtbot: Any, settings: Settings, net: NetworkHost, name: str, code: str | None = None) -> JoinDialog:
    """A joined window's *Join a game* dialog, filled in and its Join button clicked."""
    guest = window(qtbot, settings)
    dialog = JoinDialog(settings, guest, listen=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address.setText(f"127.0.0.1:{net.port}")
    dialog.code.setText(net.session.code if code is None else code)
    dialog.name.setText(name)
    qtbot.mouseClick(dialog.join_button, LEFT)
    return dialog


def joined(qtbot: Any, settings: Settings, net: NetworkHost, name: str) -> MainWindow:
    dialog = join(qtbot, settings, net, name)
    qtbot.waitUntil(lambda: dialog.client is not None, timeout=10_000)
    guest = dialog.parent()
    assert isinstance(guest, MainWindow) and dialog.client is not None
    join_game(guest, dialog.client)
    qtbot.waitUntil(lambda: guest.controller is not None, timeout=10_000)
    guest.controller.set_speed(0)
    return guest


def table_of(qtbot: Any, w: MainWindow) -> Table:
    assert w.controller is not None
    return Table(w.table_view, w.controller, qtbot)


def ready(t: Table, seat: int) -> bool:
    """The table is quiet and offers ``seat`` a move (summaries of a round are read first)."""
    if t.scene.extras.overlay is not None:
        t.scene.extras.hide_overlay()
        return False
    return not t.scene.busy and t.controller.action_bar.isEnabled() and bool(t.state.legal_moves(seat))


def gesture(t: Table, seat: int, move: Move) -> str:
    """Make ``move`` as a player does: drag its card where it goes (and confirm it, where the
    table asks for that), click its button or its zone."""
    c = t.controller
    if len(move.cards) == 1:
        zones = c.gestures.targets(seat, f"hand/{seat}", move.cards, [move])
        if zones:
            t.drag(move.cards[0].text, t.zone_centre(sorted(zones)[0]))
            confirm = c.action_bar.button_for(Move(seat, "confirm"))
            if confirm is not None:
                t.qtbot.mouseClick(confirm, LEFT)
            return "drag"
    button = c.action_bar.button_for(move)
    if button is not None:
        assert button.isEnabled() and button.isVisible()
        t.qtbot.mouseClick(button, LEFT)
        return "button"
    zones = c.gestures.click_zones(seat, [move])
    assert zones, f"no gesture for {move}"
    t.click(t.zone_centre(sorted(zones)[0]))
    return "click"


def play(qtbot: Any, host: MainWindow, guest: MainWindow, guest_seat: int, limit: int, seed: int = 1) -> dict[str, int]:
    """Both humans play by gestures until the game ends or the host has ``limit`` moves."""
    assert host.match is not None
    moves = host.match.moves
    th, tg = table_of(qtbot, host), table_of(qtbot, guest)
    info = game_info(host.match.game)
    brains = {0: info.player("random", seed=seed), guest_seat: info.player("random", seed=seed + 1)}
    made = {"host": 0, "guest": 0, "drag": 0, "button": 0, "click": 0}
    while not th.state.is_over() and len(moves) < limit:
        qtbot.waitUntil(lambda: th.state.is_over() or ready(th, 0) or ready(tg, guest_seat), timeout=20_000)
        for t, seat, who in ((th, 0, "host"), (tg, guest_seat, "guest")):
            if th.state.is_over() or not ready(t, seat):
                continue
            move = brains[seat].choose(t.state.view(seat), t.state.legal_moves(seat))
            before = len(moves)
            made[gesture(t, seat, move)] += 1
            qtbot.waitUntil(lambda: str(move) in moves[before:] or (who == "guest" and ready(tg, seat)),
                            timeout=10_000)
            made[who] += str(move) in moves[before:]
            break
    return made


def test_a_whole_game_of_olsen_played_from_two_pcs(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host, net = hosted(qtbot, settings, "olsen", seats, [1])
    guest = joined(qtbot, settings, net, "Mormor")
    mirror = guest.controller.state
    assert isinstance(mirror, Mirror) and mirror.seat == 1
    assert host.controller.seats[1].name == "Mormor" and host.controller.seats[1].remote
    assert guest.seat_names() == ["Far", "Mormor", "Bo"]
    made = play(qtbot, host, guest, 1, limit=2000)
    state = host.controller.state
    assert state.is_over(), "the game ends"
    assert made["host"] >= 5 and made["guest"] >= 5, made
    assert made["drag"] and made["button"], made
    qtbot.waitUntil(lambda: guest.controller.state.is_over(), timeout=10_000)
    qtbot.waitUntil(lambda: guest.network is None, timeout=10_000)   # the host said: game over
    assert guest.controller.state.result() == state.result()
    winner = state.result().winners[0]
    assert guest.controller.scene.decor.stamps[winner].text == "Winner!"
    assert "The game is over." in guest.status_text()


def test_whist_from_two_pcs_the_bids_and_tricks_go_both_ways(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"), Seat("Dina", True, "normal"))
    host, net = hosted(qtbot, settings, "whist", seats, [1], seed=3)
    remote = sorted(net.session.remote)[0]           # the partner draw may seat her anywhere
    guest = joined(qtbot, settings, net, "Mor")
    assert guest.controller.state.seat == remote and guest.controller.local_seat == remote
    made = play(qtbot, host, guest, remote, limit=40)
    assert made["host"] >= 3 and made["guest"] >= 3, made
    host_state, mirror = host.controller.state, guest.controller.state
    qtbot.waitUntil(lambda: mirror.view(remote) == host_state.view(remote), timeout=10_000)
    hand = f"hand/{remote}"
    shown = {item.face for item in guest.controller.scene.cards.values() if item.zone == hand}
    assert shown == set(host_state.zones[hand])
    for other in range(4):
        if other != remote:
            faces = [i.face for i in guest.controller.scene.cards.values() if i.zone == f"hand/{other}"]
            assert faces and all(f is None for f in faces), "another seat's cards stay face down"


def test_a_wrong_code_is_refused_with_a_message_in_the_join_dialog(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host, net = hosted(qtbot, settings, "olsen", seats, [1])
    wrong = f"{(int(net.session.code) + 1) % 1_000_000:06d}"
    dialog = join(qtbot, settings, net, "Mor", code=wrong)
    qtbot.waitUntil(lambda: dialog.message.text() == reason_text("code"), timeout=10_000)
    assert dialog.client is None and dialog.isVisible() and dialog.join_button.isEnabled()
    assert not net.session.remote[1].joined
    dialog.code.setText(net.session.code)
    qtbot.mouseClick(dialog.join_button, LEFT)
    qtbot.waitUntil(lambda: dialog.client is not None, timeout=10_000)
    assert net.session.remote[1].joined and not dialog.isVisible()


def test_the_joined_window_says_so_when_the_host_closes(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host, net = hosted(qtbot, settings, "olsen", seats, [1], pause=10_000_000)
    guest = joined(qtbot, settings, net, "Mor")
    host.close()
    qtbot.waitUntil(lambda: guest.network is None, timeout=10_000)
    assert guest.status_text() == reason_text("host_left")
    assert not net.listening
    box = guest.findChild(QMessageBox, "network_ended")
    assert box is not None and box.isVisible()
    assert box.text().startswith(reason_text("host_left")) and "your seat is kept" in box.text()


def test_kortbord_host_and_kortbord_join_from_the_command_line(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app.main import parse
    from kortbord.app.network import start_from_command_line

    launch = parse(["--host", "--game", "whist", "--seats", "2", "--seed", "4"])
    assert not isinstance(launch, int) and launch.host_seats == 2 and launch.choice is not None
    host = window(qtbot, settings, pause=10_000_000)
    start_from_command_line(host, launch, port=0, announce=False)
    net = host.network
    assert isinstance(net, NetworkHost) and net.listening and len(net.session.remote) == 2
    assert host.match is not None and host.match.game == "whist"
    guest = window(qtbot, settings)
    join = parse(["--join", f"127.0.0.1:{net.port}", "--name", "Mor", "--code", net.session.code])
    assert not isinstance(join, int)
    start_from_command_line(guest, join)
    qtbot.waitUntil(lambda: guest.controller is not None, timeout=10_000)
    assert isinstance(guest.controller.state, Mirror) and guest.controller.state.seat in net.session.remote
    assert "Mor" in host.seat_names()


def olsen_at(qtbot: Any, settings: Settings, hands: str, pause: int) -> tuple[MainWindow, MainWindow, Any]:
    """A hosted 3-player Olsen at a set position (``hands``: the two-seat part of its notation,
    Mor's hand first), Mor joined at seat 1."""
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host, net = hosted(qtbot, settings, "olsen", seats, [1], pause=pause)
    state = game_info("olsen").state_class().from_notation(
        f"olsen 3p | dealer=0 turn=1 | hand/0: 4H 5H 9C | hand/1: {hands} | hand/2: 4D 5C 6C | discard: 7C "
        "| stock: 2D 9H KD QS")
    host.controller.replace(state)
    net.session.state = state
    return host, joined(qtbot, settings, net, "Mor"), state


def test_a_remote_seat_says_olsen_in_its_window_while_the_next_seat_thinks(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    """R7 across PCs: the joined player plays her second-to-last card, then clicks "Olsen!"
    while the host's computer (next to move) still thinks — the same window a local human has."""
    host, guest, state = olsen_at(qtbot, settings, "7S 3D", pause=1500)
    tg = table_of(qtbot, guest)
    qtbot.waitUntil(lambda: ready(tg, 1), timeout=10_000)
    tg.drag("7S", tg.zone_centre("discard"))
    qtbot.waitUntil(lambda: state.window == 1 and tg.state.legal_moves(1) == [Move(1, "call", (), "olsen")],
                    timeout=10_000)
    assert state.to_move() == 2 and tg.state.to_move() == 2
    qtbot.waitUntil(lambda: ready(tg, 1), timeout=10_000)
    qtbot.mouseClick(tg.controller.action_bar.button_for(Move(1, "call", (), "olsen")), LEFT)
    qtbot.waitUntil(lambda: state.said == 1, timeout=1000)
    assert state.window is None and len(state.zones["hand/2"]) == 3, "she called before Bo moved"


def test_a_lost_seat_goes_to_the_computer_and_comes_back_with_its_token(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host, net = hosted(qtbot, settings, "olsen", seats, [1], pause=10_000_000)
    net.session.takeover_after = 0.2
    guest = joined(qtbot, settings, net, "Mor")
    guest.network.client.link.socket.abort()                      # her PC drops off the network
    qtbot.waitUntil(lambda: host.controller.seats[1].computer, timeout=5000)
    assert not host.controller.seats[1].remote and host.controller.seats[1].name == "Mor"
    dialog = join(qtbot, settings, net, "Mor", code="")           # no code: the kept token takes the seat back
    qtbot.waitUntil(lambda: dialog.client is not None, timeout=10_000)
    assert dialog.client.welcome["seat"] == 1
    qtbot.waitUntil(lambda: host.controller.seats[1].remote and not host.controller.seats[1].computer,
                    timeout=5000)


def test_the_host_resumes_its_autosaved_game_with_the_same_players(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app.settings import data_dir
    from kortbord.net import roster

    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"))
    host = MainWindow(settings)                          # autosaves, as at home
    host.ai_pause_override = 10_000_000
    qtbot.addWidget(host)
    host.show()
    info = game_info("olsen")
    net = host_game(host, NewGameChoice("olsen", seats, info.options.resolve({})), [1], port=0, announce=False)
    guest = joined(qtbot, settings, net, "Mormor")
    token, code = net.session.remote[1].token, net.session.code
    qtbot.waitUntil(lambda: (roster.read(data_dir() / roster.FILE) or roster.Roster("", 0, None, "", {})).seats
                    == {1: ("Mormor", token)}, timeout=5000)
    host.close()
    qtbot.waitUntil(lambda: guest.network is None, timeout=10_000)
    assert guest.status_text() == reason_text("host_left")

    again = MainWindow(settings)
    again.ai_pause_override = 10_000_000
    qtbot.addWidget(again)
    again.show()
    assert again.resume()
    net2 = again.network
    assert isinstance(net2, NetworkHost) and net2.listening and net2.session.code == code
    assert net2.session.remote[1].name == "Mormor" and net2.session.remote[1].token == token
    assert again.controller.seats[1].remote and again.controller.seats[1].name == "Mormor"
    net.port = net2.port                                  # the same PC, its new listening port
    dialog = join(qtbot, settings, net2, "Mormor", code="")   # her PC kept the seat's token for this address
    qtbot.waitUntil(lambda: dialog.client is not None, timeout=10_000)
    assert dialog.client.welcome["seat"] == 1 and dialog.client.welcome["names"]["1"] == "Mormor"


def trick_table(qtbot: Any, settings: Settings) -> tuple[MainWindow, MainWindow, int]:
    """Whist with the joined player at the seat the partner draw gave her."""
    seats = (Seat("Far"), Seat("Mor"), Seat("Bo", True, "normal"), Seat("Dina", True, "normal"))
    host, net = hosted(qtbot, settings, "whist", seats, [1], seed=3)
    remote = sorted(net.session.remote)[0]
    return host, joined(qtbot, settings, net, "Mor"), remote


def test_a_joined_whist_table_shows_the_last_trick_and_the_tricks_won(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.table.panel import CardsPanel

    host, guest, remote = trick_table(qtbot, settings)
    hc, gc = host.controller, guest.controller
    assert gc.tricks.trick_button is not None and not gc.tricks.trick_button.isEnabled(), "no trick played yet"
    while hc.state.tricks_played < 2:
        play(qtbot, host, guest, remote, limit=len(host.match.moves) + 1)
    qtbot.waitUntil(lambda: gc.state.view(remote) == hc.state.view(remote) and not gc.scene.busy, timeout=10_000)
    assert gc.tricks.last == hc.tricks.last and gc.tricks.last is not None
    assert gc.tricks.trick_button.isEnabled()
    assert gc.scene.badge_texts == hc.scene.badge_texts
    assert sorted(gc.scene.badge_texts.values()) in (["", "2 tricks"], ["1 trick", "1 trick"]), "two pair piles"
    gc.scene.extras.hide_overlay()
    qtbot.mouseClick(gc.tricks.trick_button, LEFT)
    panel = gc.scene.extras.overlay
    assert isinstance(panel, CardsPanel)
    winner = guest.seat_names()[hc.tricks.last.winner]
    assert panel.title == f"Last trick – {winner} won it"


def test_a_joined_whist_bid_card_waits_on_the_bid_spot_until_confirm(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    host, guest, remote = trick_table(qtbot, settings)
    tg = table_of(qtbot, guest)
    qtbot.waitUntil(lambda: ready(tg, remote), timeout=10_000)
    bid = next(m for m in tg.state.legal_moves(remote) if m.verb == "bid" and m.cards)
    moves = host.match.moves
    before = len(moves)
    tg.drag(bid.cards[0].text, tg.zone_centre(f"bid/{remote}"))
    tg.settle()
    confirm = tg.controller.action_bar.button_for(Move(remote, "confirm"))
    assert confirm is not None
    qtbot.waitUntil(confirm.isVisible, timeout=5000)
    item = next(i for i in tg.scene.cards.values() if i.face == bid.cards[0])
    assert item.zone == f"bid/{remote}"
    qtbot.wait(200)
    assert str(bid) not in moves[before:], "nothing reaches the host before Confirm"
    qtbot.mouseClick(confirm, LEFT)
    qtbot.waitUntil(lambda: str(bid) in moves[before:], timeout=10_000)
    assert tg.controller.action_bar.button_for(Move(remote, "confirm")) is None


def refusing_olsen(qtbot: Any, settings: Settings) -> tuple[MainWindow, MainWindow, Any]:
    return olsen_at(qtbot, settings, "7S 3D KH", pause=10_000_000)


def test_a_joined_pc_says_why_a_card_may_not_be_played_in_its_own_language(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app import i18n
    from kortbord.table.text import tr_message

    host, guest, state = refusing_olsen(qtbot, settings)
    tg = table_of(qtbot, guest)
    qtbot.waitUntil(lambda: ready(tg, 1), timeout=10_000)
    refused = Move(1, "play", (Card.parse("3D"),))
    reason = state.check(refused).reason
    assert reason is not None and tg.state.check(refused).reason == reason, "the host's reason, not a general one"
    names = guest.controller.seat_names
    english = tr_message(reason, names)
    try:
        i18n.install("da")
        danish = tr_message(reason, names)
        assert danish != english
        tg.drag("3D", tg.zone_centre("discard"))
        assert guest.status_text() == danish
        assert len(state.zones["hand/1"]) == 3 and state.to_move() == 1, "nothing was played"
    finally:
        i18n.install("en")


def test_a_move_the_host_refuses_is_offered_again_with_the_hosts_reason(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.table.text import tr_message

    host, guest, state = refusing_olsen(qtbot, settings)
    tg = table_of(qtbot, guest)
    qtbot.waitUntil(lambda: ready(tg, 1), timeout=10_000)
    mirror, offered = tg.state, tg.state.legal_moves(1)
    host.controller.replace(state.clone())        # the host's table moved on while the move travelled ...
    host.network.session.state = host.controller.state
    host.controller.state.turn = 0                # ... to Far's turn: not hers any more
    host.controller.state.changed()
    reason = host.controller.state.check(Move(1, "play", (Card.parse("7S"),))).reason
    assert reason is not None
    expected = tr_message(reason, guest.controller.seat_names)
    tg.drag("7S", tg.zone_centre("discard"))
    qtbot.waitUntil(lambda: guest.status_text() == expected, timeout=10_000)
    assert mirror.legal_moves(1) == offered, "offered again until the host's next update"


def test_the_joined_pc_shows_the_end_dialog_when_the_match_ends(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app.end_dialog import EndDialog

    host, guest, state = olsen_at(qtbot, settings, "7S", pause=10_000_000)
    host._ask_after_game = lambda *_a: None       # type: ignore[method-assign]  # the host's own (modal) dialog
    tg = table_of(qtbot, guest)
    qtbot.waitUntil(lambda: ready(tg, 1), timeout=10_000)
    tg.drag("7S", tg.zone_centre("discard"))
    qtbot.waitUntil(lambda: host.controller.state.is_over(), timeout=10_000)
    qtbot.waitUntil(lambda: guest.network.end_dialog is not None if guest.network else
                    guest.findChild(EndDialog, "joined_end") is not None, timeout=10_000)
    dialog = guest.findChild(EndDialog, "joined_end")
    assert isinstance(dialog, EndDialog) and dialog.isVisible()
    assert dialog.headline.text() == "Mor won!"
    assert not dialog.again.isVisible() and dialog.new.isVisible(), "the host deals the next game"
    assert guest.findChild(QMessageBox, "network_ended") is None, "a game over is no lost host"
    assert "The game is over." in guest.status_text()
    qtbot.mouseClick(dialog.close_button, LEFT)
    assert not dialog.isVisible()
