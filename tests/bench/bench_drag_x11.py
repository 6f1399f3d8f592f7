"""Benchmark: app CPU per mouse motion while a user's mouse drags a card in a real X11 window.

    python tests/bench/bench_drag_x11.py [--bursts 10] [--motions 90] [--hz 500] [--size 1600x1000]
                                         [--game olsen --players 2 --seed 3] [--kpat]

Starts a private Xvfb screen, then the real app (``python -m kortbord --game ...``,
a throwaway home folder) in a real window. Once the table is idle and the human
may drag, the app (run through this script's ``--child`` mode, which only adds a
probe that prints where a card of the own hand lies) reports the card's screen
position. The parent presses the mouse button on it with XTest, starts the drag,
then sends ``--bursts`` bursts of ``--motions`` motion events at ``--hz`` (the
pointer sweeps over the table), waits until the app is quiet, and reads the app's
CPU time (utime + stime of ``/proc/<pid>/stat``, all threads; and the more exact
``/proc/<pid>/task/*/schedstat``) before and after. The CPU of an equally long
idle stretch is subtracted. With ``--kpat`` it does the same with KDE's kpat
(Klondike, a face-up card of the tableau) in the same run for reference.

To find causes: ``--perf FILE`` records the app's bursts with ``perf record -g``;
``KORTBORD_BENCH_PROFILE=FILE`` (and ``KORTBORD_BENCH_PROFILE_S``, default 15 s)
has the app cProfile itself from the drag's start and dump the stats.

Needs Xvfb and python-xlib (``apt-get install xvfb``, ``pip install python-xlib``):
tools of this benchmark, not of the app. Prints one JSON line.
"""
from __future__ import annotations

import argparse
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TICK = os.sysconf("SC_CLK_TCK")


# --- the app side (``--child``) ---------------------------------------------------------

def child(argv: list[str]) -> int:
    """Run the app with ``argv``; print one JSON line with a draggable card's screen centre."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from kortbord.app import main as app_main
    from kortbord.app.application import run
    from kortbord.app.window import MainWindow

    launch = app_main.parse(argv)
    assert not isinstance(launch, int)
    told = False
    seen: list[str] = []

    def probe() -> None:
        nonlocal told
        app = QApplication.instance()
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None) if app else None
        controller = window.controller if window is not None else None
        if controller is None:
            return
        if told:
            if controller.scene.dragging:
                print(json.dumps({"dragging": True}), flush=True)
                timer.stop()
                profile_drag()
            return
        scene, seat = controller.scene, controller.local_seat
        zone = f"hand/{seat}"
        if scene.busy or seat is None or not controller.can_drag(zone):
            return
        hand = sorted((c for c in scene.cards.values() if c.zone == zone), key=lambda c: c.index)
        if not hand:
            return
        view = controller.view
        centre = hand[len(hand) // 2].card_rect().center()
        centre.setY(centre.y() - hand[0].height * 0.3)
        point = view.viewport().mapToGlobal(view.mapFromScene(centre))
        vp = view.viewport()
        corner = vp.mapToGlobal(vp.rect().topLeft())
        line = json.dumps({"x": point.x(), "y": point.y(), "table": [corner.x(), corner.y(), vp.width(), vp.height()],
                           "cards": len(scene.cards), "window": [window.width(), window.height()]})
        seen.append(line)
        if seen[-10:] == [line] * 10:          # the window has kept its place and size for a second
            print(line, flush=True)
            told = True

    def profile_drag() -> None:
        """With ``KORTBORD_BENCH_PROFILE`` set, cProfile the app while it is dragged (to that file)."""
        out = os.environ.get("KORTBORD_BENCH_PROFILE")
        if not out:
            return
        import cProfile
        profiler = cProfile.Profile()
        profiler.enable()

        def dump() -> None:
            profiler.disable()
            profiler.dump_stats(out)
        QTimer.singleShot(int(float(os.environ.get("KORTBORD_BENCH_PROFILE_S", "15")) * 1000), dump)

    QApplication(sys.argv[:1])     # run() takes this instance
    timer = QTimer()
    timer.timeout.connect(probe)
    timer.start(100)
    return run(launch)


# --- the driver ------------------------------------------------------------------------------

def free_display() -> str:
    for n in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    raise SystemExit("no free X display")


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])          # utime + stime (fields 14 and 15)


def cpu_ns(pid: int) -> int:
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError):
            pass
    return total


class Mouse:
    """XTest motion, press and release on ``display``."""

    def __init__(self, display: str) -> None:
        from Xlib import X, display as xdisplay
        from Xlib.ext import xtest
        self.X, self.xtest = X, xtest
        self.d = xdisplay.Display(display)

    def move(self, x: int, y: int) -> None:
        self.xtest.fake_input(self.d, self.X.MotionNotify, x=x, y=y)
        self.d.sync()

    def button(self, down: bool) -> None:
        self.xtest.fake_input(self.d, self.X.ButtonPress if down else self.X.ButtonRelease, 1)
        self.d.sync()


def reader(proc: subprocess.Popen[str]) -> "queue.Queue[dict[str, Any]]":
    """The JSON lines the app prints, as they come."""
    lines: "queue.Queue[dict[str, Any]]" = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("{"):
                lines.put(dict(json.loads(line)))

    threading.Thread(target=pump, daemon=True).start()
    return lines


def wait_json(lines: "queue.Queue[dict[str, Any]]", timeout: float) -> dict[str, Any]:
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        raise SystemExit("the app did not report in time") from None


def measure(pid: int, mouse: Mouse, start: tuple[int, int], area: tuple[int, int, int, int],
            bursts: int, motions: int, hz: float, perf: str | None = None) -> dict[str, float]:
    """Press at ``start``, drag over ``area`` (x, y, w, h): CPU per motion (ms)."""
    x0, y0 = start
    mouse.move(x0, y0)
    time.sleep(0.3)
    mouse.button(True)
    for k in range(1, 8):                      # past the drag distance
        mouse.move(x0, y0 - 3 * k)
        time.sleep(0.01)
    time.sleep(0.5)
    ax, ay, aw, ah = area
    path = [(int(ax + aw * (0.2 + 0.6 * (k % 45) / 45)), int(ay + ah * (0.3 + 0.3 * ((k // 9) % 5) / 5)))
            for k in range(motions)]
    quiet = 0.4
    period = 1.0 / hz
    # The idle cost of a stretch as long as one burst and its quiet time.
    t_idle, n_idle = cpu_ticks(pid), cpu_ns(pid)
    time.sleep(bursts * (motions * period + quiet))
    idle_ticks, idle_ns = cpu_ticks(pid) - t_idle, cpu_ns(pid) - n_idle
    recorder = subprocess.Popen(["perf", "record", "-q", "-F", "4000", "-g", "-p", str(pid), "-o", perf],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) if perf else None
    t0, n0 = cpu_ticks(pid), cpu_ns(pid)
    for _ in range(bursts):
        due = time.perf_counter()
        for x, y in path:
            mouse.move(x, y)
            due += period
            delay = due - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
        time.sleep(quiet)
    ticks, ns = cpu_ticks(pid) - t0, cpu_ns(pid) - n0
    if recorder is not None:
        recorder.send_signal(2)
        recorder.wait(30)
    mouse.move(x0, y0)
    time.sleep(0.2)
    mouse.button(False)
    time.sleep(0.5)
    n = bursts * motions
    return {"motions": float(n),
            "stat_ms_per_motion": round((ticks - idle_ticks) * 1000 / TICK / n, 3),
            "schedstat_ms_per_motion": round((ns - idle_ns) / 1e6 / n, 3),
            "idle_ms": round(idle_ns / 1e6, 1)}


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def run_kortbord(display: str, home: Path, args: argparse.Namespace) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_RUNTIME_DIR=str(home))
    app_args = ["--game", args.game, "--players", str(args.players), "--seed", str(args.seed), "--lang", "en"]
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", "--", *app_args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        lines = reader(proc)
        info = wait_json(lines, 90)
        time.sleep(1.0)
        mouse = Mouse(display)
        out = measure(proc.pid, mouse, (info["x"], info["y"]), tuple(info["table"]), args.bursts,
                      args.motions, args.hz, args.perf)
        out["dragged"] = float(bool(wait_json(lines, 5).get("dragging")))
        out["rss_mb"] = rss_mb(proc.pid)
        out["cards"] = float(info["cards"])
        out["window"] = info["window"]
        return out
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def run_kpat(display: str, home: Path, args: argparse.Namespace, size: tuple[int, int]) -> dict[str, float]:
    """KDE's kpat (Klondike) in a window as large as kortbord's: a face-up card of the tableau."""
    kpat = shutil.which("kpat") or shutil.which("kpat", path="/usr/games")
    if kpat is None or shutil.which("dbus-run-session") is None:
        return {"error": 1.0}
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=str(home), XDG_CONFIG_HOME=str(home / "kconfig"),
               XDG_DATA_HOME=str(home / "kdata"), XDG_RUNTIME_DIR=str(home))
    session = subprocess.Popen(["dbus-run-session", "--", kpat, "--gametype", "klondike"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window, pid = "", 0
        for _ in range(100):
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "kpat"], env=env,
                                   capture_output=True, text=True).stdout.split()
            if found:
                window = found[-1]
                pid = int(subprocess.run(["xdotool", "getwindowpid", window], env=env, capture_output=True,
                                         text=True).stdout.strip() or 0)
                break
            time.sleep(0.2)
        if not window or not pid:
            return {"error": 2.0}
        w, h = size
        subprocess.run(["xdotool", "windowsize", "--sync", window, str(w), str(h)], env=env, capture_output=True,
                       timeout=10)
        time.sleep(4.0)
        card = kpat_card(display, w, h)
        if card is None:
            return {"error": 3.0}
        mouse = Mouse(display)
        out = measure(pid, mouse, card, (0, 0, w, h), args.bursts, args.motions, args.hz)
        out["rss_mb"] = rss_mb(pid)
        return out
    finally:
        session.terminate()
        try:
            session.wait(5)
        except subprocess.TimeoutExpired:
            session.kill()


def kpat_card(display: str, w: int, h: int) -> tuple[int, int] | None:
    """A point on a face-up card at the foot of Klondike's longest pile (the lowest
    run of white pixels in the window), a little above its lower edge."""
    from Xlib import X, display as xdisplay
    d = xdisplay.Display(display)
    image = d.screen().root.get_image(0, 0, w, h, X.ZPixmap, 0xFFFFFFFF)
    data, row = image.data, w * 4
    best: tuple[int, int] | None = None
    for x in range(8, w - 8, 6):
        for y in range(h - 40, 40, -4):
            i = y * row + x * 4
            if all(b > 225 for b in data[i:i + 3]) and all(b > 225 for b in data[i - 20 * row:i - 20 * row + 3]):
                if best is None or y > best[1]:
                    best = (x, y)
                break
    return (best[0], best[1] - 25) if best is not None else None


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        raise SystemExit(child(sys.argv[3:] if sys.argv[2:3] == ["--"] else sys.argv[2:]))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bursts", type=int, default=10)
    parser.add_argument("--motions", type=int, default=90)
    parser.add_argument("--hz", type=float, default=500.0)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--game", default="olsen")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--kpat", action="store_true", help="measure KDE's kpat too, in the same run")
    parser.add_argument("--perf", help="record the app's bursts with perf (call graphs) into this file")
    args = parser.parse_args()
    display = free_display()
    w, h = (int(v) for v in args.size.split("x"))
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result: dict[str, Any] = {"size": args.size, "hz": args.hz}
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        with tempfile.TemporaryDirectory(prefix="kortbord-x11-") as tmp:
            result["kortbord"] = run_kortbord(display, Path(tmp), args)
            if args.kpat:
                result["kpat"] = run_kpat(display, Path(tmp), args, result["kortbord"].pop("window"))
    finally:
        xvfb.terminate()
        xvfb.wait(5)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
