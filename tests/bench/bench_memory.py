"""Benchmark: resident memory over a long evening of play in one window.

    python tests/bench/bench_memory.py [--games 50] [--game olsen --players 4] [--size 1280x800]
                                       [--animated]

Opens the real main window (offscreen unless ``QT_QPA_PLATFORM`` says otherwise,
private settings and data folder), lets the computer play every seat at its
normal level without pauses, and at the end of each game starts the next one
the way "Play again" does (the deal passes on). After each game it reads the
process's resident memory (``VmRSS``) and prints one JSON line at the end:
the curve, its first and last values, the peak (``VmHWM``), the growth per
game over the second half (the steady state, after caches have filled), the
card pixmap cache at the end, its budget and the renders the GUI thread did
itself (``sync_renders``), and an smaps breakdown.
Run on purpose; the test suite does not run it.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def status_kib(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def smaps_breakdown() -> dict[str, object]:
    """RSS, PSS and private memory from ``/proc/self/smaps`` (MB), and where the RSS lies:
    anonymous memory (heap, arenas, images), shared-library text and data, other files."""
    groups: dict[str, float] = {}
    totals = {"Rss": 0.0, "Pss": 0.0, "Private_Clean": 0.0, "Private_Dirty": 0.0, "Anonymous": 0.0}
    name = ""
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()
        if not head:
            continue
        if not head[0].endswith(":") or "-" in head[0]:
            name = head[5] if len(head) > 5 else "[anon]"
            continue
        key = head[0][:-1]
        if key in totals:
            totals[key] += int(head[1]) / 1024
        if key == "Rss":
            group = Path(name).name if name.startswith("/") else name or "[anon]"
            groups[group] = groups.get(group, 0.0) + int(head[1]) / 1024
    out: dict[str, object] = {k.lower() + "_mb": round(v, 1) for k, v in totals.items()}
    out["uss_mb"] = round(totals["Private_Clean"] + totals["Private_Dirty"], 1)
    out["rss_by_mapping_mb"] = {k: round(v, 1) for k, v in sorted(groups.items(), key=lambda kv: -kv[1]) if v >= 0.5}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--game", default="olsen")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--animated", action="store_true", help="animate at fast speed (slower to run)")
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="kortbord-mem-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["KORTBORD_DATA_DIR"] = str(home / "data")
    from kortbord.app.main import fixed_mmap_threshold
    fixed_mmap_threshold()   # as the app's main() does
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(home / "config"))
    from kortbord.app.application import collect_garbage_quietly
    from kortbord.app.players import NewGameChoice
    from kortbord.app.settings import Settings
    from kortbord.app.window import MainWindow
    from kortbord.engine.registry import game_info
    from kortbord.saves import Seat

    settings = Settings()
    settings.speed = "fast"
    window = MainWindow(settings)
    window.ai_pause_override = 0
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()
    collect_garbage_quietly(app)
    info = game_info(args.game)
    seats = tuple(Seat(f"P{i + 1}", True, "normal") for i in range(args.players))
    curve: list[float] = []
    started = time.process_time()

    def game_over(_sheet: object) -> None:
        curve.append(round(status_kib("VmRSS") / 1024, 1))
        if len(curve) >= args.games:
            QTimer.singleShot(0, app.quit)
        else:
            QTimer.singleShot(0, window.play_again)

    def show_match(*a: object, **k: object) -> None:
        original(*a, **k)
        assert window.controller is not None
        window.controller.set_speed(2.0 if args.animated else 0)
        window.controller.game_over.connect(game_over)

    original = window.show_match
    window.show_match = show_match  # type: ignore[method-assign]
    window._ask_after_game = lambda *a: None  # type: ignore[method-assign]  # Play again comes from here
    window.start_choice(NewGameChoice(info.id, seats, info.options.defaults()), seed=1)
    app.exec()
    renderer = window.card_renderer
    half = curve[len(curve) // 2:]
    growth = (half[-1] - half[0]) / max(1, len(half) - 1) if len(half) > 1 else 0.0
    print(json.dumps({"game": args.game, "players": args.players, "size": args.size, "games": len(curve),
                      "rss_mb_first": curve[0] if curve else None, "rss_mb_last": curve[-1] if curve else None,
                      "peak_rss_mb": round(status_kib("VmHWM") / 1024, 1),
                      "growth_mb_per_game_second_half": round(growth, 2),
                      "cpu_s": round(time.process_time() - started, 1), "curve_mb": curve,
                      "card_cache_mb": round(renderer._bytes / 2**20, 1),
                      "card_budget_mb": round(renderer.cache_bytes / 2**20, 1),
                      "sync_renders": renderer.sync_renders,
                      "end": smaps_breakdown()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
