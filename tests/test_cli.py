"""The command line: --list-games without Qt, --screenshot, and the simulator's JSON."""
from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from app.toygame import BOOTSTRAP, register
from kortbord.engine import registry

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], tmp_path: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run a command in a clean home (no settings, saves or display of the user's)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_RUNTIME_DIR=str(tmp_path))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_list_games_needs_no_qt(tmp_path: Path) -> None:
    code = ("import sys; from kortbord.app.main import main; status = main(['--list-games']); "
            "print('QT' if any(m.startswith('PySide6') for m in sys.modules) else 'NO-QT'); sys.exit(status)")
    result = run(["-c", code], tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == "NO-QT"
    ids = [line.split()[0] for line in lines[:-1]]
    assert ids == list(registry.GAME_IDS)
    assert any(line.startswith("olsen") and "2-6" in line and "Olsen" in line for line in lines)


def test_list_games_module_entry(tmp_path: Path) -> None:
    result = run(["-m", "kortbord", "--list-games"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[0] == registry.GAME_IDS[0]


def test_bad_arguments_exit_2(tmp_path: Path) -> None:
    for args in (["--game", "no_such_game"], ["--game", "olsen", "--players", "9"],
                 ["--game", "olsen", "--computers", "genius"], ["--game", "olsen", "--option", "max_draws=7"]):
        result = run(["-m", "kortbord", *args], tmp_path)
        assert result.returncode == 2, (args, result.stderr)
        assert "kortbord: error:" in result.stderr


def test_seats_from_the_command_line() -> None:
    from kortbord.app.main import parse
    from kortbord.app.main import Launch

    launch = parse(["--game", "olsen", "--players", "3", "--seed", "7", "--names", "Mor,Far", "--computers", "easy"])
    assert isinstance(launch, Launch) and launch.choice is not None and launch.seed == 7
    assert [(s.name, s.computer, s.level) for s in launch.choice.seats] == [
        ("Mor", False, "normal"), ("Far", True, "easy"), ("Carla", True, "easy")]
    launch = parse(["--game", "olsen", "--players", "4", "--computers", "human", "strong"])
    assert isinstance(launch, Launch) and launch.choice is not None
    assert [s.computer for s in launch.choice.seats] == [False, False, False, True]
    launch = parse(["--game", "olsen", "--players", "2", "--computers", "random", "easy"])
    assert isinstance(launch, Launch) and launch.choice is not None
    assert [s.level for s in launch.choice.seats if s.computer] == ["random", "easy"]
    for game in ("casino", "whist", "rodskagg"):       # one vocabulary; "decent" is the old "normal"
        launch = parse(["--game", game, "--computers", "decent", "strong"])
        assert isinstance(launch, Launch) and launch.choice is not None
        assert [s.level for s in launch.choice.seats if s.computer][-2:] == ["normal", "strong"]
    with pytest.raises(SystemExit):
        parse(["--game", "whist", "--computers", "grandmaster"])
    launch = parse(["--game", "olsen", "--option", "scoring=points", "--option", "target=50"])
    assert isinstance(launch, Launch) and launch.choice is not None
    assert launch.choice.options["scoring"] == "points" and launch.choice.options["target"] == 50
    assert parse([]) == Launch(None, None, None, None, (1280, 800))


def test_screenshot_writes_the_dealt_table(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    result = run(["-m", "kortbord", "--game", "olsen", "--players", "4", "--seed", "7", "--lang", "da",
                  "--screenshot", str(out), "--size", "900x640"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 20_000, "a dealt table is not a blank image"
    assert png_size(out) == (900, 640)
    written = [p for p in tmp_path.rglob("*") if p.is_file() and p != out]
    assert not [p for p in written if p.suffix == ".json" or p.suffix == ".conf"], \
        f"a screenshot must not save games or settings: {written}"


def test_simulate_prints_json(tmp_path: Path) -> None:
    result = run(["-m", "kortbord.simulate", "--game", "olsen", "--games", "20", "--seed", "1"], tmp_path)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    for key in ("games", "moves", "seconds", "games_per_s", "moves_per_s", "wins", "average_total"):
        assert key in summary
    assert summary["games"] == 20 and summary["finished"] == 20
    assert summary["moves"] > 20 * 5
    assert len(summary["wins"]) == summary["players"] == 4
    assert sum(summary["wins"]) == pytest.approx(20)


def test_simulate_is_repeatable_and_counts_wins(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    from kortbord.simulate import main, simulate

    monkeypatch.setattr(registry, "GAME_IDS", registry.GAME_IDS)
    register()
    first = simulate("toy", 30, seed=4, players=3, levels=["normal", "random"]).as_json()
    second = simulate("toy", 30, seed=4, players=3, levels=["normal", "random"]).as_json()
    for summary in (first, second):
        summary.pop("seconds"), summary.pop("games_per_s"), summary.pop("moves_per_s")
    assert first == second
    assert first["levels"] == ["normal", "random", "normal"]
    assert sum(first["wins"]) == pytest.approx(first["finished"]) and first["finished"] == 30
    assert main(["--game", "toy", "--games", "3", "--option", "target=2", "--players", "2"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["games"] == 3 and printed["players"] == 2
    with pytest.raises(SystemExit):
        main(["--game", "toy", "--levels", "genius"])


def test_simulate_unknown_game_exits_2(tmp_path: Path) -> None:
    result = run(["-m", "kortbord.simulate", "--game", "nope"], tmp_path)
    assert result.returncode == 2 and "unknown game" in result.stderr


def test_bootstrap_registers_the_toy_game(tmp_path: Path) -> None:
    """The toy game is also usable from a subprocess (for app tests that need one)."""
    result = run(["-c", BOOTSTRAP + "from kortbord.simulate import main; main(['--game', 'toy', '--games', '2'])"],
                 tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["game"] == "toy"


def test_readme_test_command_is_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = 'python3 -m pip install -q -e ".[test]" && python3 -m pytest -n auto'
    assert f"    {command}\n" in readme
    assert [line for line in ci.splitlines() if "pytest" in line and not line.startswith("#")] == [command]


def test_readme_lists_the_playable_games_truthfully() -> None:
    rows = [line.split("|")[1:-1] for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and line.count("|") == 6]
    states = {cells[0].strip(): cells[4].strip() for cells in rows if cells[0].strip() not in ("id", "---")}
    assert len(states) == 17
    assert {g for g, state in states.items() if state == "playable"} == set(registry.GAME_IDS), \
        "mark exactly the registered games as playable in README.md"


def test_names_from_the_command_line_are_cleaned() -> None:
    """Names in a non-UTF-8 locale arrive with surrogate escapes; none reaches a save."""
    from kortbord.app.main import Launch, parse

    launch = parse(["--game", "olsen", "--players", "4", "--names", "S\udcf8ren,\ud800,  Bo\tB ", "x" * 1000])
    assert isinstance(launch, Launch) and launch.choice is not None
    names = [s.name for s in launch.choice.seats]
    assert names == ["Søren", "Bo", "Bo B", "x" * 40]
    for name in names:
        name.encode("utf-8")


def test_host_and_join_on_the_command_line() -> None:
    from kortbord.app.main import parse

    launch = parse(["--host", "--game", "whist", "--seats", "2"])
    assert not isinstance(launch, int) and launch.host_seats == 2 and launch.choice.game == "whist"
    join = parse(["--join", "192.168.1.20:47470", "--name", "Mor", "--code", "123456"])
    assert not isinstance(join, int) and (join.join, join.name, join.code) == ("192.168.1.20:47470", "Mor", "123456")
    assert join.host_seats == 0 and join.choice is None
    for bad in (["--host", "--game", "whist", "--seats", "4"], ["--host", "--join", "x"]):
        with pytest.raises(SystemExit) as exit_:
            parse(bad)
        assert exit_.value.code == 2
