"""Kortspillet uden navn: computer levels against each other, decision times, and the
worst ``legal_moves`` (a script, not a test). Times are CPU time (time.process_time); the
decision times also as wall time (time.perf_counter, inflated by a loaded machine).

    python tests/bench/bench_uden_navn_ai.py --hands 500 [--seed 1]

Levels: per pair (easy vs random, normal vs easy, strong vs normal) four-player *hands*
(single rounds, the round number cycling 1-7, the dealer rotating) with two seats of
each level, seated alternately and swapped every other hand, the deal going round
apart from that (until session 5 the dealer's seat followed the swap, so one level
always dealt and the other always led). A hand is won by the
stronger level when its two seats' penalty points are lower in sum (ties count half).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kortbord.ai.player import wants_to_act  # noqa: E402
from kortbord.engine.registry import game_info  # noqa: E402
from kortbord.games.uden_navn.rules import State  # noqa: E402

INFO = game_info("uden_navn")
PAIRS = (("easy", "random"), ("normal", "easy"), ("strong", "normal"))


def hand(levels: list[str], seed: int, round_no: int, times: dict[str, list[float]],
         dealer: int | None = None) -> list[int]:
    """One round from its deal (by ``dealer``, else seat ``seed % 4``); the penalty row."""
    dealer = seed % 4 if dealer is None else dealer
    state = INFO.new_game(4, {}, seed=seed, dealer=dealer)
    assert isinstance(state, State)
    state.round_no = round_no
    state.deal(dealer)
    players = [INFO.player(level, seed * 10 + s) for s, level in enumerate(levels)]
    steps = 0
    while not state.rows and not state.is_over():
        steps += 1
        assert steps < 5000, f"hand {seed} does not end"
        seat = state.to_move()
        if seat is None:
            seat = next((a for a in state.actors() if a != state.turn
                         and wants_to_act(players[a], state.view(a), state.legal_moves(a))), state.turn)
        legal = state.legal_moves(seat)
        view = state.view(seat)
        start, wall = time.process_time(), time.perf_counter()
        move = players[seat].choose(view, legal)
        times[levels[seat]].append(time.process_time() - start)
        times["wall:" + levels[seat]].append(time.perf_counter() - wall)
        state.apply(move)
    return state.rows[0]


def levels(hands: int, seed: int, pairs: tuple[tuple[str, str], ...] = PAIRS) -> dict[str, object]:
    out: dict[str, object] = {}
    times: dict[str, list[float]] = {f"{kind}{lv}": [] for kind in ("", "wall:")
                                     for lv in ("random", "easy", "normal", "strong")}
    for strong, weak in pairs:
        won = 0.0
        for i in range(hands):
            seats = [strong, weak, strong, weak] if i % 2 == 0 else [weak, strong, weak, strong]
            row = hand(seats, seed * 100_003 + i, 1 + i % 7, times, dealer=(i // 2) % 4)
            mine = sum(r for r, lv in zip(row, seats) if lv == strong)
            theirs = sum(r for r, lv in zip(row, seats) if lv == weak)
            won += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0
        share = won / hands
        half = 1.96 * (share * (1 - share) / hands) ** 0.5
        out[f"{strong}_vs_{weak}"] = {"hands": hands, "win_share": round(share, 3),
                                      "ci95": [round(share - half, 3), round(share + half, 3)]}
        print(json.dumps({f"{strong}_vs_{weak}": out[f"{strong}_vs_{weak}"]}), file=sys.stderr, flush=True)
    for level, spent in times.items():
        if spent:
            spent.sort()
            name = f"{level[5:]}_decision_wall_ms" if level.startswith("wall:") else f"{level}_decision_cpu_ms"
            out[name] = {"p50": round(1000 * statistics.median(spent), 2),
                                           "p95": round(1000 * spent[int(0.95 * (len(spent) - 1))], 2),
                                           "max": round(1000 * spent[-1], 2), "n": len(spent)}
    return out


def worst_legal() -> dict[str, float]:
    """``legal_moves`` for 15 cards with 4 jokers in hand: once down with 8 seats' melds on the
    table (runs that jokers fit at both ends), and while staging."""
    melds = []
    for s in range(8):
        suit = "CDHS"[s % 4]
        low = "2345" if s < 4 else "6789"
        melds.append(f"meld0/{s}: " + " ".join(f"{r}{suit}.1" for r in low))
        rank = "23456789"[s]
        melds.append(f"meld1/{s}: {rank}C.2 {rank}D.2 {rank}H.2" + (f" JK.{4 + s}" if s < 5 else ""))
        if s < 6:
            run = "TJQK" if s < 4 else ("2345" if s == 4 else "6789")
            melds.append(f"meld2/{s}: " + " ".join(f"{r}{'CDHS'[s] if s < 4 else 'S'}.2" for r in run))
    hand = "JK JK.1 JK.2 JK.3 AC AD AH AS KC KD KS QD QS 7C 6S"
    text = ("uden_navn 8p | round_no=6 dealer=7 turn=0 phase=play down=[true,true,true,true,true,true,true,true] | "
            f"stock: 2H | discard: 3H | hand/0: {hand} | " + " | ".join(melds))
    state = State.from_notation(text)
    assert len(state.zones["hand/0"]) == 15 and sum(c.is_joker for c in state.zones["hand/0"]) == 4

    def timed(state: State, name: str) -> dict[str, float]:
        spent = []
        for _ in range(500):
            state.changed()
            start = time.process_time()
            moves = state.legal_moves(0)
            spent.append(time.process_time() - start)
        spent.sort()
        return {f"{name}_moves": len(moves), f"{name}_ms_median": round(1000 * spent[250], 3),
                f"{name}_ms_p95": round(1000 * spent[475], 3), f"{name}_ms_max": round(1000 * spent[-1], 3)}

    down = timed(state, "down")
    staged = State.from_notation(text.replace("down=[true,", "down=[false,"))
    for card, tray in (("AC", 1), ("AD", 1), ("JK", 1), ("KC", 2), ("KD", 2), ("KS", 2), ("QD", 3), ("QS", 3)):
        staged.apply(staged.parse_move(f"0 stage {card} {tray}"))
    return {**down, **timed(staged, "staging")}


def table(moves: int = 1000, frames: int = 50, players: int = 6) -> dict[str, float]:
    """Drag a hand card over a mid-game table of 165 cards (three packs, 6 players) on the real
    controller: app CPU per mouse-move event, with the repaint, and per full frame."""
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import kortbord.table  # noqa: F401 - the PySide6 work-around first
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QImage, QMouseEvent, QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from kortbord.table.controller import GameController
    from kortbord.table.seating import SeatConfig
    from kortbord.table.view import TableView

    app = QApplication.instance() or QApplication([])
    state = INFO.new_game(players, {}, seed=11, dealer=players - 1)
    brains = [INFO.player("normal", s) for s in range(players)]
    while not (state.down[0] and state.turn == 0 and state.phase.value == "play") and state.round_no == 1:
        seat = state.to_move()
        if seat is None:
            seat = next((a for a in state.actors() if a != state.turn
                         and wants_to_act(brains[a], state.view(a), state.legal_moves(a))), state.turn)
        state.apply(brains[seat].choose(state.view(seat), state.legal_moves(seat)))
    view = TableView()
    view.resize(1600, 1000)
    controller = GameController(view, state, [SeatConfig(f"P{s}", s != 0) for s in range(players)])
    controller.set_speed(1000.0)
    controller.set_ai_pause(600_000)
    view.show()
    controller.start()
    scene = view.table
    scene.renderer.wait()
    for _ in range(20):
        app.processEvents()
    vp = view.viewport()
    hand = sorted((i for i in scene.cards.values() if i.zone == "hand/0"), key=lambda i: i.index)
    start = view.mapFromScene(hand[-1].card_rect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(0, -20))
    assert scene.dragging, "the drag did not start"
    path = [QPoint(int(1600 * (0.2 + 0.6 * (k % 200) / 200)), int(1000 * (0.3 + 0.3 * ((k // 7) % 10) / 10)))
            for k in range(moves)]

    def move(point: QPoint) -> None:
        QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(vp.mapToGlobal(point)),
                                               Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                                               Qt.KeyboardModifier.NoModifier))

    t0 = time.process_time()
    for point in path:
        move(point)
    move_ms = (time.process_time() - t0) * 1000 / moves
    t0 = time.process_time()
    for point in path:
        move(point)
        app.processEvents()
    move_paint_ms = (time.process_time() - t0) * 1000 / moves
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, path[-1])
    image = QImage(vp.size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    view.render(painter)
    t0 = time.process_time()
    for _ in range(frames):
        view.render(painter)
    frame_ms = (time.process_time() - t0) * 1000 / frames
    painter.end()
    controller.stop()
    return {"cards": float(len(scene.cards)), "move_ms": round(move_ms, 3),
            "move_paint_ms": round(move_paint_ms, 3), "frame_ms": round(frame_ms, 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table", action="store_true", help="only the table's drag and paint figures")
    parser.add_argument("--pair", help="one pair only, e.g. strong,normal")
    args = parser.parse_args()
    if args.table:
        print(json.dumps({"table": table()}))
        return
    pairs = (tuple(args.pair.split(",")),) if args.pair else PAIRS
    if not args.pair:
        print(json.dumps({"legal_moves_worst": worst_legal()}))
    print(json.dumps(levels(args.hands, args.seed, pairs), indent=1))  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
