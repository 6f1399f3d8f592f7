"""Benchmark: painting a full table, and re-rendering the deck after a resize.

    python tests/bench/bench_paint.py [--frames 200] [--size 1600x1000] [--resize 1280x800] [--deck FILE]

A table of 108 face-up cards (two French packs and four jokers) in nine
fanned rows, every card painted. Prints one JSON line:

- ``frame_ms``: one whole frame of the view with a warm pixmap cache
  (``viewport().repaint()``: felt, zones, nameplate and 108 cards), as CPU
  time of the GUI thread (median of ``--frames``; ``frame_p95_ms``), and
  ``frame_wall_ms`` as wall time (on a busy machine the wall time includes
  waiting for a core); ``render_ms``: the scene drawn with
  ``QGraphicsView.render`` into an image (CPU); ``copy_ms``: the floor of a
  full repaint on this machine, one opaque window-sized image copied into
  another (CPU, median, measured in the same run);
- ``rerender_ms``: wall time from a resize until every element on the table
  is cached at its new size (rendered by the worker thread), with
  ``rerender_elements`` and ``rerender_per_element_ms``; ``resize_frame_ms``:
  the first frame after the resize (old pixmaps scaled as stand-ins);
  ``sync_renders``: renders the GUI thread had to do itself after the warm-up
  (target 0: no frame waits for SVG parsing);
- ``theme_ms``: switching to ``--deck`` (default: our four-colour deck) until
  every card is drawn with it.

Target (issue #3, item 3): ``frame_ms`` <= 2 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import kortbord.table  # noqa: E402,F401 - the PySide6 / Python 3.11 work-around first
from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from kortbord.engine.cards import french_deck  # noqa: E402
from kortbord.engine.layout import Fan, TableLayout, ZoneLayout  # noqa: E402
from kortbord.engine.view import Slot, View  # noqa: E402
from kortbord.table.themes import ColourMode, builtin_theme, load_deck  # noqa: E402
from kortbord.table.view import TableView  # noqa: E402

ROWS = 9
LAYOUT = TableLayout(zones=tuple(
    ZoneLayout(f"row/{i}", x=0.0, y=-2.0 + 0.5 * i, fan=Fan.ROW, step=0.45) for i in range(ROWS)))


def full_view() -> View:
    """108 face-up cards, 12 to a row."""
    cards = french_deck(decks=2, jokers=4)
    assert len(cards) == 108
    zones = {f"row/{i}": tuple(Slot(i * 12 + k, cards[i * 12 + k]) for k in range(12)) for i in range(ROWS)}
    return View("bench", 0, 1, zones, {}, 0, (0,))


def settle(app: QApplication, view: TableView, timeout: float = 30.0) -> float:
    """Process events until every card on the table has its exact pixmap; seconds taken."""
    scene = view.table
    renderer = scene.renderer
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        app.processEvents()
        if all(renderer.cached(*renderer.element(item.face, item.uno), item.width, item.dpr)
               for item in scene.cards.values()):
            break
        time.sleep(0.001)
    return time.perf_counter() - start


def frames(app: QApplication, view: TableView, n: int) -> tuple[list[float], list[float]]:
    """``n`` whole frames: (CPU ms of the GUI thread, wall ms) for each."""
    vp = view.viewport()
    cpu, wall = [], []
    for _ in range(n):
        c0, w0 = time.thread_time(), time.perf_counter()
        vp.repaint()
        cpu.append((time.thread_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return cpu, wall


def copy_ms(size: QSize, n: int) -> float:
    """CPU ms of one opaque ``size`` image copied whole into another (median of ``n``)."""
    source, target = QImage(size, QImage.Format.Format_RGB32), QImage(size, QImage.Format.Format_RGB32)
    source.fill(0x2f7d4a)
    times = []
    for _ in range(n):
        painter = QPainter(target)
        t0 = time.thread_time()
        painter.drawImage(0, 0, source)
        times.append((time.thread_time() - t0) * 1000)
        painter.end()
    return statistics.median(times)


def bench(n: int, size: tuple[int, int], resize: tuple[int, int], deck: str | None) -> dict[str, float | str]:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    view = TableView()
    view.resize(*size)
    view.show()
    scene = view.table
    scene.configure(LAYOUT, 1, "bench")
    scene.timing.speed = 1000.0
    scene.show_view(full_view(), local_seat=0, animate=False)
    settle(app, view)
    renderer = scene.renderer
    frames(app, view, 5)   # warm-up: the felt cache, fonts
    painted = sum(1 for item in scene.cards.values() if item.isVisible())
    assert painted == 108, painted
    warm_sync = renderer.sync_renders
    times, walls = frames(app, view, n)
    image = QImage(view.viewport().size() * view.devicePixelRatioF(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    t0 = time.thread_time()
    for _ in range(max(1, n // 4)):
        view.render(painter)
    render_ms = (time.thread_time() - t0) * 1000 / max(1, n // 4)
    painter.end()
    copy = copy_ms(image.size(), n)

    card_w = next(iter(scene.cards.values())).width
    t0 = time.perf_counter()
    view.resize(*resize)
    app.sendPostedEvents()
    t1 = time.thread_time()
    view.viewport().repaint()
    resize_frame_ms = (time.thread_time() - t1) * 1000
    settle(app, view)
    rerender_ms = (time.perf_counter() - t0) * 1000
    elements = len({renderer.element(i.face, i.uno) for i in scene.cards.values()})

    theme = load_deck(deck) if deck else builtin_theme("standard", ColourMode.FOUR)
    t0 = time.perf_counter()
    view.set_theme(theme)
    view.viewport().repaint()
    settle(app, view)
    theme_ms = (time.perf_counter() - t0) * 1000
    times_sorted = sorted(times)
    return {"cards": float(painted), "size": f"{size[0]}x{size[1]}", "card_w": round(card_w, 1),
            "frame_ms": round(statistics.median(times), 3),
            "frame_p95_ms": round(times_sorted[int(0.95 * (len(times_sorted) - 1))], 3),
            "frame_wall_ms": round(statistics.median(walls), 3),
            "render_ms": round(render_ms, 3), "copy_ms": round(copy, 3),
            "resize_to": f"{resize[0]}x{resize[1]}",
            "card_w_after": round(next(iter(scene.cards.values())).width, 1),
            "resize_frame_ms": round(resize_frame_ms, 3),
            "rerender_ms": round(rerender_ms, 1), "rerender_elements": float(elements),
            "rerender_per_element_ms": round(rerender_ms / max(1, elements), 2),
            "sync_renders": float(renderer.sync_renders - warm_sync),
            "theme": theme.name, "theme_ms": round(theme_ms, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--resize", default="1280x800")
    parser.add_argument("--deck", help="a KDE deck or aisleriot theme to switch to")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    resize = tuple(int(v) for v in args.resize.split("x"))
    print(json.dumps(bench(args.frames, (size[0], size[1]), (resize[0], resize[1]), args.deck)))


if __name__ == "__main__":
    main()
