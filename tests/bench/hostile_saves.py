"""Hostile saves: make a corpus of broken, strange and malicious autosaves and open
each through the app's own path (run on purpose, not by pytest).

    python tests/bench/hostile_saves.py [--files 600] [--seed 1] [--timeout 10] [--keep DIR]

Each file lies as ``autosave.json`` in a folder of its own and is opened with
``Autosave(folder).resume()``, as the window does at start (reading, replaying,
moving a refused file aside, salvaging), in a child process that reports one line
per file; a file that takes longer than ``--timeout`` seconds is a hang (the child
is killed and the next one goes on). Prints one JSON object: files tried, per kind,
outcomes (resumed, refused with a ``SaveError``, escaped: any other exception),
hangs, the child's peak memory (VmHWM) and CPU time (``time.process_time``).
Kinds: truncated, flipped bytes, wrong types, numbers of more than 4,300 digits,
deep nesting, big and sparse files, invalid UTF-8, illegal moves under a valid
seal, unknown games, future versions, bad seats and options, too many moves, and
special files (a FIFO, symlinks to /dev/zero and /dev/urandom, a folder, a loop).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from kortbord.engine import registry  # noqa: E402
from kortbord.saves import MAX_BYTES, MAX_MOVES, SAVE_VERSION, Match, Seat, dumps  # noqa: E402
from kortbord.seal import seal  # noqa: E402

NAME = "autosave.json"
Maker = Callable[[random.Random, Path], None]
KINDS = ("sound_file", "truncated", "flipped", "wrong_types", "huge_numbers", "deep_nesting", "big", "bad_utf8",
         "illegal_moves", "unknown_game", "future_version", "bad_seats", "bad_options", "many_moves", "special")


# --- sound saves to start from ----------------------------------------------------------

def sound_matches(rng: random.Random) -> list[Match]:
    """A match of every registered game, some moves in."""
    out = []
    for game in registry.GAME_IDS:
        info = registry.game_info(game)
        match = Match.start(game, [Seat(f"P{i}", i > 0) for i in range(info.default_players)], {},
                            seed=rng.randrange(1 << 32))
        for _ in range(rng.randrange(5, 40)):
            if match.state.is_over():
                break
            seat = rng.choice(match.state.actors())
            match.apply(rng.choice(match.state.legal_moves(seat)))
        out.append(match)
    return out


def resealed(data: dict[str, Any]) -> bytes:
    """An open save dict sealed again, so only the engine's replay can refuse it."""
    header = {k: data[k] for k in ("format", "version", "game", "seats") if k in data}
    private = {k: data[k] for k in ("options", "deals", "moves", "snapshot") if k in data}
    return json.dumps({**header, **seal(header, private)}).encode("utf-8")


ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1.5, float("1e308"), "", "x" * 300, [], {}, [[]], {"a": None},
                         10 ** 4400, -(10 ** 5000), "\u0000", "\ud800", "../../etc/passwd", ["0 play QS"] * 3]


def deep(depth: int, opener: str, closer: str) -> bytes:
    return (opener * depth + closer * depth).encode("ascii")


# --- the kinds of hostile file ------------------------------------------------------------

class Corpus:
    """Writes hostile autosaves; ``kinds`` maps a kind (``KINDS``) to its maker."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.matches = sound_matches(rng)
        self.sound = [dumps(m) for m in self.matches]
        self.open_forms = [m.to_dict() for m in self.matches]
        self.kinds: dict[str, Maker] = {kind: getattr(self, kind) for kind in KINDS}

    def pick(self) -> tuple[bytes, dict[str, Any]]:
        i = self.rng.randrange(len(self.sound))
        return self.sound[i], json.loads(json.dumps(self.open_forms[i]))

    def sound_file(self, rng: random.Random, path: Path) -> None:
        path.write_bytes(self.pick()[0])

    def truncated(self, rng: random.Random, path: Path) -> None:
        raw = self.pick()[0]
        path.write_bytes(raw[:rng.randrange(len(raw))])

    def flipped(self, rng: random.Random, path: Path) -> None:
        raw = bytearray(self.pick()[0])
        for _ in range(rng.randrange(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        path.write_bytes(bytes(raw))

    def wrong_types(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        key = rng.choice(sorted(data))
        value = rng.choice(ODD_VALUES)
        if rng.random() < 0.5 and isinstance(data[key], dict) and data[key]:
            data[key][rng.choice(sorted(data[key]))] = value
        else:
            data[key] = value
        self.write_json(path, data, sealed=rng.random() < 0.7)

    def huge_numbers(self, rng: random.Random, path: Path) -> None:
        digits = "9" * rng.randrange(4301, 20_000)
        _raw, data = self.pick()
        where = rng.choice(["file", "version", "seed", "dealer", "snapshot"])
        if where == "file":
            path.write_text(digits)
            return
        text = json.dumps({**data, "version": 0} if where == "version" else data)
        marker = {"version": '"version": 0', "seed": '"seed": ', "dealer": '"dealer": ', "snapshot": '"snapshot": {'}
        at = text.find(marker[where])
        at = at if at >= 0 else 0
        path.write_text(text[:at + len(marker[where])] + digits + ("," if where == "snapshot" else "")
                        + text[at + len(marker[where]):])

    def deep_nesting(self, rng: random.Random, path: Path) -> None:
        depth = rng.choice([1000, 10_000, 100_000, 1_000_000])
        if rng.random() < 0.5:
            path.write_bytes(deep(depth, "[", "]"))
        else:
            _raw, data = self.pick()
            text = json.dumps(data)
            nested = ('{"a":' * depth) + "1" + ("}" * depth)
            path.write_text(text[:-1] + ', "extra": ' + nested + "}")

    def big(self, rng: random.Random, path: Path) -> None:
        choice = rng.randrange(3)
        if choice == 0:        # just over the limit
            path.write_bytes(self.pick()[0] + b" " * (MAX_BYTES + 1))
        elif choice == 1:      # a sparse file of 20 GB
            with path.open("wb") as out:
                out.truncate(20 * 1024 ** 3)
        else:                  # just under the limit: one giant name
            _raw, data = self.pick()
            data["seats"][0]["name"] = "A" * (MAX_BYTES - 20_000)
            self.write_json(path, data, sealed=True)

    def bad_utf8(self, rng: random.Random, path: Path) -> None:
        raw = bytearray(self.pick()[0])
        junk = rng.choice([b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80", b"\xfe\xff"])
        at = rng.randrange(len(raw))
        raw[at:at] = junk
        if rng.random() < 0.3:
            raw = bytearray(b"\xef\xbb\xbf") + raw   # a byte-order mark
        path.write_bytes(bytes(raw))

    def illegal_moves(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        moves = data["moves"]
        how = rng.randrange(4)
        if how == 0 and moves:
            moves[rng.randrange(len(moves))] = rng.choice(["0 play QS", "9 draw", "1 pass", "x", "", "0 play JK"])
        elif how == 1 and len(moves) > 1:
            i = rng.randrange(1, len(moves))
            moves[i] = moves[i - 1]
        elif how == 2:
            rng.shuffle(moves)
        else:
            moves.append(rng.choice(moves) if moves else "0 pass")
        self.write_json(path, data, sealed=rng.random() < 0.8)

    def unknown_game(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        data["game"] = rng.choice(["poker", "", "OLSEN", "olsen\u0000", "../olsen", "é" * 50, "x" * 10_000, 7, None])
        self.write_json(path, data, sealed=rng.random() < 0.7)

    def future_version(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        data["version"] = rng.choice([SAVE_VERSION + 1, 99, 1 << 70, -1, 0, "2", 2.0, True, None])
        if rng.random() < 0.5:
            data["snapshot"] = {"something": "new"}
        self.write_json(path, data, sealed=rng.random() < 0.7)

    def bad_seats(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        how = rng.randrange(4)
        if how == 0:
            data["seats"] = []
        elif how == 1:
            data["seats"] = data["seats"] * 30
        elif how == 2:
            data["seats"][0] = {"name": "\u202e\u0007" * 5000, "computer": "yes", "level": "god"}
        else:
            data["seats"][0]["level"] = rng.choice(ODD_VALUES)
        self.write_json(path, data, sealed=True)

    def bad_options(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        data["options"] = rng.choice([{"no_such_rule": 1}, {k: rng.choice(ODD_VALUES) for k in data["options"]},
                                      [], "options", {"": {}}])
        self.write_json(path, data, sealed=True)

    def many_moves(self, rng: random.Random, path: Path) -> None:
        _raw, data = self.pick()
        if rng.random() < 0.5:
            data["moves"] = ["0 pass"] * (MAX_MOVES + 1)
        else:
            data["moves"] = (data["moves"] or ["0 pass"])[:1] + ["0 play " + "Q" * 100_000]
        self.write_json(path, data, sealed=True)

    def special(self, rng: random.Random, path: Path) -> None:
        kind = rng.randrange(7)
        if kind == 0:
            os.mkfifo(path)
        elif kind == 1:
            path.symlink_to("/dev/zero")
        elif kind == 2:
            path.symlink_to("/dev/urandom")
        elif kind == 3:
            path.mkdir()
        elif kind == 4:
            path.symlink_to(path)          # a loop
        elif kind == 5:
            path.symlink_to(path.parent / "nowhere.json")
        else:
            path.write_bytes(b"")

    @staticmethod
    def write_json(path: Path, data: Any, sealed: bool) -> None:
        sealable = sealed and isinstance(data, dict) and all(k in data for k in ("format", "version", "game"))
        path.write_bytes(resealed(data) if sealable else json.dumps(data).encode("utf-8"))

    def generate(self, folder: Path, count: int) -> list[tuple[str, Path]]:
        """``count`` files under ``folder`` (``<n>/autosave.json``), the kinds in turn."""
        names = sorted(self.kinds)
        made = []
        for n in range(count):
            kind = names[n % len(names)]
            home = folder / f"{n:05d}"
            home.mkdir(parents=True)
            self.kinds[kind](self.rng, home / NAME)
            made.append((kind, home))
        return made


# --- opening them ---------------------------------------------------------------------------

def open_one(folder: Path) -> dict[str, Any]:
    """Resume the autosave in ``folder`` as the window does; the outcome."""
    from kortbord.autosave import Autosave
    from kortbord.saves import SaveError

    started = time.process_time()
    try:
        found = Autosave(folder).resume()
    except SaveError as err:
        outcome, detail = "escaped", f"SaveError out of resume: {err.message.key}"
    except BaseException as err:  # noqa: BLE001 - that is what we look for
        outcome, detail = "escaped", f"{type(err).__name__}: {str(err)[:200]}"
    else:
        outcome = "resumed" if found.match is not None else ("refused" if found.error is not None else "nothing")
        detail = found.error.message.key if found.error is not None else ""
    return {"outcome": outcome, "detail": detail, "cpu": round(time.process_time() - started, 4)}


def child() -> None:
    """The loader: folders on stdin, one JSON line per folder on stdout, VmHWM at the end."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
    for line in sys.stdin:
        print(json.dumps(open_one(Path(line.strip()))), flush=True)
    print(json.dumps({"peak_kib": peak_kib()}), flush=True)


def peak_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def load_all(made: list[tuple[str, Path]], timeout: float) -> dict[str, Any]:
    """Open every file in child processes with ``timeout`` seconds each; the summary."""
    results: list[dict[str, Any]] = []
    peak = 0
    todo = list(made)
    while todo:
        proc = subprocess.Popen([sys.executable, __file__, "--child"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("".join(f"{home}\n" for _kind, home in todo))
        proc.stdin.close()
        while todo:
            ready, _w, _x = select.select([proc.stdout], [], [], timeout)
            line = proc.stdout.readline() if ready else ""
            kind, home = todo.pop(0)
            if not line:
                status = "hang" if not ready else f"child died ({proc.poll()})"
                results.append({"kind": kind, "file": str(home), "outcome": "hang", "detail": status})
                proc.kill()
                break
            results.append({"kind": kind, "file": str(home), **json.loads(line)})
        else:
            tail = proc.stdout.readline()
            if tail:
                peak = max(peak, json.loads(tail).get("peak_kib", 0))
        proc.wait()
    return summary(results, peak)


def summary(results: list[dict[str, Any]], peak: int) -> dict[str, Any]:
    by_kind: dict[str, dict[str, int]] = {}
    for r in results:
        by_kind.setdefault(r["kind"], {}).setdefault(r["outcome"], 0)
        by_kind[r["kind"]][r["outcome"]] += 1
    bad = [r for r in results if r["outcome"] in ("escaped", "hang")]
    return {"files": len(results), "escapes": sum(r["outcome"] == "escaped" for r in results),
            "hangs": sum(r["outcome"] == "hang" for r in results),
            "slowest_cpu_s": max((r.get("cpu", 0.0) for r in results), default=0.0),
            "cpu_s_total": round(sum(r.get("cpu", 0.0) for r in results), 2),
            "peak_kib": peak, "by_kind": by_kind, "problems": bad[:20]}


def run(count: int, seed: int, timeout: float, keep: Path | None = None) -> dict[str, Any]:
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)     # to write the huge numbers (the loader has its own limit)
    folder = keep or Path(tempfile.mkdtemp(prefix="kortbord-hostile-"))
    try:
        made = Corpus(random.Random(seed)).generate(folder, count)
        return load_all(made, timeout)
    finally:
        sys.set_int_max_str_digits(limit)
        if keep is None:
            shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--keep", type=Path, help="write the corpus here and keep it")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    print(json.dumps(run(args.files, args.seed, args.timeout, args.keep), indent=1))


if __name__ == "__main__":
    main()

