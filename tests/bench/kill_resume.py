"""Kill -9 and resume: the autosave survives being cut off at any moment (run on purpose).

    python tests/bench/kill_resume.py [--kills 40] [--seed 1] [--game olsen]

Starts the real app (``python -m kortbord``, offscreen, a private data folder)
with every seat played by the computer at the fast speed, kills it with SIGKILL
at a random moment, opens the autosave, and starts it again (it resumes), over
and over. Every other kill is aimed at a write: the data folder is polled and
the app killed the moment an atomic write's temporary file appears. After every
kill the autosave must open (``saves.load``), no refused copy may appear, and
the game must never lose moves: the same deal has at least as many moves as
before, and a new deal only follows a finished game. Prints one JSON object:
kills survived, kills that caught a write in flight, moves reached, failures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from kortbord.saves import Match, SaveError, load  # noqa: E402

#: Give the app this long to write its first autosave.
FIRST_SAVE_S = 60.0
SETUP = """
import sys
from PySide6.QtCore import QCoreApplication
from kortbord.app.settings import APPLICATION, ORGANIZATION, Settings
app = QCoreApplication([])
app.setOrganizationName(ORGANIZATION); app.setApplicationName(APPLICATION)
settings = Settings()
settings.speed = "fast"
settings.set("new_game/game", sys.argv[1])
settings.set("new_game/seats", [{"name": f"C{i}", "computer": True, "level": "normal"} for i in range(6)])
settings.sync()
"""


def environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_RUNTIME_DIR=str(home), KORTBORD_DATA_DIR=str(home / "data"), PYTHONPATH=str(ROOT))
    return env


def temps(folder: Path) -> list[str]:
    try:
        return [e.name for e in os.scandir(folder) if e.name.startswith(".autosave") and e.name.endswith(".tmp")]
    except FileNotFoundError:
        return []


def wait_for(predicate: Any, seconds: float, proc: subprocess.Popen[bytes]) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end and proc.poll() is None:
        if predicate():
            return True
        time.sleep(0.0005)
    return False


class Loop:
    """The app started, killed and checked, again and again, on one data folder."""

    def __init__(self, home: Path, game: str, seed: int, window: tuple[float, float] = (0.3, 6.0)) -> None:
        self.home, self.game, self.rng, self.window = home, game, random.Random(seed), window
        self.env = environment(home)
        self.data = home / "data"
        self.autosave = self.data / "autosave.json"
        subprocess.run([sys.executable, "-c", SETUP, game], env=self.env, cwd=ROOT, check=True, timeout=60)
        self.last: Match | None = None
        self.kills = self.survived = self.in_flight = self.deals = 0
        self.failures: list[str] = []

    def start(self, first: bool) -> subprocess.Popen[bytes]:
        args = ["--game", self.game, "--computers", *["normal"] * 4] if first else []
        return subprocess.Popen([sys.executable, "-m", "kortbord", *args], cwd=ROOT, env=self.env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def once(self, aimed: bool) -> None:
        """One start, one kill, one check."""
        first = self.last is None
        proc = self.start(first)
        try:
            if first and not wait_for(self.autosave.exists, FIRST_SAVE_S, proc):
                self.failures.append("the first autosave never came")
                return
            wait_for(lambda: False, self.rng.uniform(*self.window), proc)
            if aimed:   # then the moment a write is in flight (or give up after a while)
                wait_for(lambda: bool(temps(self.data)), 5.0, proc)
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace")[-1500:] if proc.stderr else ""
                self.failures.append(f"the app exited by itself ({proc.returncode}): {err}")
                return
            proc.send_signal(signal.SIGKILL)
        finally:
            proc.wait()
            if proc.stderr is not None:
                proc.stderr.close()
        self.kills += 1
        self.in_flight += bool(temps(self.data))
        before = len(self.failures)
        self.check()
        self.survived += len(self.failures) == before

    def check(self) -> None:
        """The autosave opens and holds no fewer moves than before."""
        refused = sorted(p.name for p in self.data.glob("autosave.broken.*"))
        if refused:
            self.failures.append(f"kill {self.kills}: the app refused its own autosave: {refused}")
        try:
            match = load(self.autosave)
        except SaveError as err:
            self.failures.append(f"kill {self.kills}: the autosave does not open: {err.message.key}")
            return
        last = self.last
        if last is not None:
            same = match.deal == last.deal and match.game == last.game
            if same and len(match.moves) < len(last.moves):
                self.failures.append(f"kill {self.kills}: moves went back from {len(last.moves)} to {len(match.moves)}")
            elif same and match.moves[:len(last.moves)] != last.moves:
                self.failures.append(f"kill {self.kills}: the moves before were changed")
            if not same:
                self.deals += 1
                if not last.state.is_over():
                    self.failures.append(f"kill {self.kills}: a game of {len(last.moves)} moves was lost")
        self.last = match


def run(kills: int, seed: int = 1, game: str = "olsen", window: tuple[float, float] = (0.3, 6.0)) -> dict[str, Any]:
    """``kills`` kills, each ``window`` seconds (random) after a start (aimed ones then wait for a write)."""
    home = Path(tempfile.mkdtemp(prefix="kortbord-kill-"))
    started = time.monotonic()
    try:
        loop = Loop(home, game, seed, window)
        for n in range(kills):
            loop.once(aimed=n % 2 == 1)
            if loop.failures and loop.failures[-1].startswith(("the first", "the app exited")):
                break
        log = loop.data / "kortbord.log"
        return {"kills": loop.kills, "survived": loop.survived,
                "writes_in_flight_at_kill": loop.in_flight, "new_deals": loop.deals,
                "moves_at_end": len(loop.last.moves) if loop.last else 0,
                "log_errors": log.read_text(encoding="utf-8").count(" ERROR ") if log.exists() else 0,
                "failures": loop.failures, "wall_s": round(time.monotonic() - started, 1)}
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="olsen")
    args = parser.parse_args()
    print(json.dumps(run(args.kills, args.seed, args.game), indent=1))


if __name__ == "__main__":
    main()
