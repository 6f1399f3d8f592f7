"""Undo (Ctrl+Z): one human takes back his last move and the computers' replies."""
from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence

from kortbord.ai.random_player import RandomPlayer
from kortbord.app.end_dialog import EndDialog
from kortbord.app.players import NewGameChoice
from kortbord.app.settings import Settings, data_dir
from kortbord.app.stats import Statistics
from kortbord.app.undo import Undo
from kortbord.app.window import MainWindow
from kortbord.engine.events import EventKind
from kortbord.saves import Match, Seat, load


def make_window(qtbot: Any, settings: Settings, pause: int = 0) -> MainWindow:
    window = MainWindow(settings)
    window.ai_pause_override = pause
    qtbot.addWidget(window)
    window.show()
    return window


def table_picture(window: MainWindow) -> dict[int, tuple[str, Any, int, int]]:
    """Every card item on the table: its zone, face and place."""
    scene = window.table_view.table
    return {uid: (item.zone, item.face, round(item.pos().x()), round(item.pos().y()))
            for uid, item in scene.cards.items()}


def humans_turn(window: MainWindow) -> bool:
    c = window.controller
    return c is not None and not c.state.is_over() and c.state.to_move() == 0 and bool(c.state.legal_moves(0)) \
        and not c.view.table.busy


def play_first(window: MainWindow) -> str:
    """The human (seat 0) plays its first legal card move, as a double click would."""
    assert window.controller is not None
    legal = window.controller.state.legal_moves(0)
    move = next((m for m in legal if m.verb == "play"), legal[0])
    assert window.controller._human_move(move)
    return str(move)


def test_undo_restores_the_hand_and_the_table(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, settings)
    seats = (Seat("Anna"), Seat("Bo", True, "normal"), Seat("Carla", True, "normal"))
    window.start_choice(NewGameChoice("spar_dame", seats, {}), seed=11)
    assert window.controller is not None
    window.controller.set_speed(0)
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    for _ in range(3):                                  # a few tricks in, so there is something to lose
        qtbot.waitUntil(lambda: humans_turn(window), timeout=20_000)
        play_first(window)
    qtbot.waitUntil(lambda: humans_turn(window), timeout=20_000)
    assert window.undo_action.isEnabled()
    before_moves = list(window.match.moves)  # type: ignore[union-attr]
    before_state = window.match.state.to_dict()  # type: ignore[union-attr]
    before_hand = list(window.match.state.zones["hand/0"])  # type: ignore[union-attr]
    before_table = table_picture(window)
    play_first(window)
    qtbot.waitUntil(lambda: humans_turn(window) and len(window.match.moves) > len(before_moves) + 1,  # type: ignore[union-attr]
                    timeout=20_000)
    assert window.match.state.to_dict() != before_state  # type: ignore[union-attr]

    window.undo_action.trigger()
    assert window.match is not None and window.controller is not None
    assert window.match.moves == before_moves
    assert window.match.state.to_dict() == before_state
    assert window.controller.state is window.match.state
    assert list(window.match.state.zones["hand/0"]) == before_hand
    assert table_picture(window) == before_table
    saved = load(data_dir() / "autosave.json")
    assert saved.moves == before_moves, "the autosave follows the undo"
    window.controller.stop()


def test_a_computer_thinking_at_the_undo_is_ignored(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, settings, pause=300)
    seats = (Seat("Anna"), Seat("Bo", True, "normal"), Seat("Carla", True, "normal"))
    window.start_choice(NewGameChoice("spar_dame", seats, {}), seed=4)
    assert window.controller is not None
    window.controller.set_speed(0)
    qtbot.waitUntil(lambda: humans_turn(window), timeout=20_000)
    before = list(window.match.moves)  # type: ignore[union-attr]
    play_first(window)
    window.undo()                                       # Bo is still thinking (or pausing)
    assert window.match is not None and window.match.moves == before
    qtbot.wait(900)                                     # his answer arrives and must be dropped
    assert window.match.moves == before and humans_turn(window)
    window.controller.stop()


def test_no_undo_with_two_humans(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, settings)
    seats = (Seat("Anna"), Seat("Bo"), Seat("Carla", True, "normal"))
    window.start_choice(NewGameChoice("toy", seats, {"hand_size": 5, "target": 2}), seed=3, dealer=2)
    assert window.controller is not None
    window.controller.set_speed(0)
    window.controller.privacy.revealed.emit()
    play_first(window)
    assert len(window.match.moves) == 1  # type: ignore[union-attr]
    assert not window.undo_action.isEnabled()
    window.undo()
    assert len(window.match.moves) == 1  # type: ignore[union-attr]
    window.controller.stop()


def played_to_the_second_deal(seed: int) -> Match:
    """A toy match of Anna (seat 0) and Bo, played by random players into its second deal."""
    match = Match.start("toy", (Seat("Anna"), Seat("Bo", True)), {"hand_size": 3, "target": 2}, seed)
    bots = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    deals = 0
    while deals == 0:
        seat = match.state.to_move()
        assert seat is not None
        events = match.apply(bots[seat].choose(match.state.view(seat), match.state.legal_moves(seat)))
        deals += any(e.kind is EventKind.ROUND_OVER for e in events)
    return match


def test_undo_never_crosses_the_start_of_a_deal(toy: str) -> None:
    for seed in range(6):
        match = played_to_the_second_deal(seed)
        undo = Undo.follow(match)
        assert undo.start == len(match.moves)
        assert undo.target(0) is None and undo.take_back(0) is None, "the scored deal stays"
        seat = match.state.to_move()
        assert seat is not None
        match.apply(match.state.legal_moves(seat)[0])
        if seat == 0:
            assert undo.target(0) == undo.start
        else:
            assert undo.target(0) is None
        assert undo.target(1 - seat) is None


def test_an_undone_game_is_marked_in_the_statistics(qtbot, settings: Settings, toy: str,  # type: ignore[no-untyped-def]
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: 0)
    window = make_window(qtbot, settings)
    window.persist = True
    seats = (Seat("Anna"), Seat("Bo", True, "normal"))
    window.start_choice(NewGameChoice("toy", seats, {"hand_size": 3, "target": 1}), seed=5, dealer=1)
    assert window.controller is not None
    window.controller.set_speed(0)
    qtbot.waitUntil(lambda: humans_turn(window), timeout=10_000)
    play_first(window)
    qtbot.waitUntil(lambda: humans_turn(window), timeout=10_000)
    window.undo_action.trigger()
    assert window.match is not None and window.match.moves == []
    assert window.settings.get("undo/used", "") != ""
    again = make_window(qtbot, Settings())              # a restart keeps the mark
    assert again.resume() and again._undo is not None and again._undo.used
    window.controller.stop()
    controller = again.controller
    assert controller is not None
    controller.set_speed(0)
    while not again.match.state.is_over():  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: humans_turn(again) or again.match.state.is_over(), timeout=10_000)  # type: ignore[union-attr]
        if not again.match.state.is_over():  # type: ignore[union-attr]
            play_first(again)
    qtbot.waitUntil(lambda: (data_dir() / "stats.json").exists(), timeout=10_000)
    rows = json.loads((data_dir() / "stats.json").read_text(encoding="utf-8"))["games"]["toy"]
    assert rows["Anna"]["undo"] == 1 and rows["Bo"]["undo"] == 0
    assert Statistics(data_dir() / "stats.json").undone("toy", "Anna") == 1
    controller.stop()


def test_a_new_game_is_not_marked(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    settings.set("undo/used", "toy/5/1")
    window = make_window(qtbot, settings)
    window.start_choice(NewGameChoice("toy", (Seat("Anna"), Seat("Bo", True)), {}), seed=5, dealer=1)
    assert window._undo is not None and not window._undo.used
    window.controller.stop()  # type: ignore[union-attr]
