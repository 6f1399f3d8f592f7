"""kortbord: a card table for Danish and Swedish family card games.

The version has one source, ``pyproject.toml``: read from it in a source
checkout, from the installed package's metadata elsewhere (the frozen app
carries that metadata too). ``kortbord.__version__`` is looked up on first use.
"""
from __future__ import annotations

from pathlib import Path

#: The app's id on Linux desktops: its .desktop file, icon and AppStream metadata are named after it.
APP_ID = "io.github.kortbord.kortbord"


def _version() -> str:
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib
        with pyproject.open("rb") as stream:
            return str(tomllib.load(stream)["project"]["version"])
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("kortbord")
    except PackageNotFoundError:
        return "unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        value = _version()
        globals()["__version__"] = value
        return value
    raise AttributeError(name)
