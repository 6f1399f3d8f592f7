"""Startup and memory benchmark (run on purpose, not by pytest).

    python tests/bench/bench_startup.py [--runs 7] [--moves 60] [--xvfb]
    python tests/bench/bench_startup.py --frozen /opt/kortbord/kortbord [--runs 7]

Starts ``python -m kortbord --game olsen --players 4 --seed 7`` with
``KORTBORD_BENCH_STARTUP=1`` (the app prints timestamps to stderr and quits
once the dealt table is painted) under Qt's offscreen platform, or a private
Xvfb screen with ``--xvfb``. Prints one JSON object: the medians of process
start -> main() entered -> window shown (empty felt painted) -> dealt table
painted, a bare PySide6 window for comparison, and the memory (RSS) after
``--moves`` computer moves with every seat played by the computer.
``--frozen BINARY`` instead compares the installed (frozen) app with the
source run, interleaved, and prints both medians and their ratio.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ["-m", "kortbord", "--game", "olsen", "--players", "4", "--seed", "7"]
BARE = """
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
class W(QWidget):
    def paintEvent(self, event):
        print(json.dumps({"bench": "window_shown", "t": time.time()}), file=sys.stderr, flush=True)
        QTimer.singleShot(0, app.quit)
app = QApplication([])
w = W(); w.resize(1280, 800); w.show(); app.exec()
"""


def environment(home: Path, display: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_RUNTIME_DIR=str(home), KORTBORD_BENCH_STARTUP="1")
    if display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def run_once(args: list[str], env: dict[str, str], program: str = sys.executable) -> dict[str, Any]:
    start = time.time()
    proc = subprocess.run([program, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    stamps: dict[str, Any] = {}
    for line in proc.stderr.splitlines():
        if line.startswith('{"bench"'):
            data = json.loads(line)
            stamps[data.pop("bench")] = data
    if proc.returncode != 0 or not stamps:
        raise SystemExit(f"run failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    out: dict[str, Any] = {k: round(v["t"] - start, 4) for k, v in stamps.items()}
    out["stamps"] = stamps
    return out


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    if not shutil.which("Xvfb"):
        raise SystemExit("Xvfb is not installed (apt-get install xvfb)")
    for n in range(140, 180):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{n}").exists():
                    return proc, f":{n}"
                time.sleep(0.1)
            proc.kill()
    raise SystemExit("no free X display")


def median(runs: list[dict[str, Any]], key: str) -> float:
    return round(statistics.median(r[key] for r in runs), 3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--moves", type=int, default=60, help="computer moves before measuring memory")
    parser.add_argument("--xvfb", action="store_true", help="a real X server (Xvfb) instead of offscreen")
    parser.add_argument("--frozen", metavar="BINARY", help="compare this installed app with the source run")
    args = parser.parse_args()
    if args.frozen:
        return compare_frozen(args.frozen, args.runs)
    xvfb, display = start_xvfb() if args.xvfb else (None, None)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            env = environment(Path(tmp), display)
            run_once(COMMAND, env)                          # warm the file cache
            runs = [run_once(COMMAND, env) for _ in range(args.runs)]
            bare = [run_once(["-c", BARE], env) for _ in range(args.runs)]
            env_moves = dict(env, KORTBORD_BENCH_MOVES=str(args.moves))
            play = run_once(COMMAND + ["--computers", "normal", "normal", "normal", "normal"], env_moves)
    finally:
        if xvfb is not None:
            xvfb.terminate()
    shown = runs[-1]["stamps"]["window_shown"]
    result = {
        "platform": "xcb (Xvfb)" if display else "offscreen",
        "runs": args.runs,
        "main_entered_s": median(runs, "main"),
        "window_shown_s": median(runs, "window_shown"),
        "dealt_table_painted_s": median(runs, "table_painted"),
        "bare_pyside6_window_s": median(bare, "window_shown"),
        "loaded_before_first_frame": shown.get("early", []),
        "rss_dealt_mb": round(runs[-1]["stamps"]["table_painted"].get("VmRSS", 0) / 1024, 1),
        "moves": play["stamps"].get("moves_done", {}).get("moves"),
        "rss_after_moves_mb": round(play["stamps"].get("moves_done", {}).get("VmRSS", 0) / 1024, 1),
        "peak_rss_mb": round(play["stamps"].get("moves_done", {}).get("VmHWM", 0) / 1024, 1),
        "targets": {"window_shown_s": 0.35, "dealt_table_painted_s": 0.8, "rss_mb": 120},
    }
    print(json.dumps(result, indent=1))
    return 0


def compare_frozen(binary: str, runs: int) -> int:
    """Interleaved runs of the frozen app and ``python -m kortbord``: medians and ratio."""
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(Path(tmp), None)
        frozen_args = COMMAND[2:]
        run_once(COMMAND, env), run_once(frozen_args, env, binary)     # warm the file cache
        source, frozen = [], []
        for _ in range(runs):
            source.append(run_once(COMMAND, env))
            frozen.append(run_once(frozen_args, env, binary))
    result = {key: {"source_s": median(source, key), "frozen_s": median(frozen, key),
                    "ratio": round(median(frozen, key) / median(source, key), 2)}
              for key in ("window_shown", "table_painted")}
    print(json.dumps({"runs": runs, "binary": binary, **result, "target_ratio": 1.2}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
