"""Where the shipped assets (card art, translations, rules texts) are found.

In an installed wheel they lie in ``kortbord/assets``; in a source checkout
(or an editable install) in ``assets/`` beside the package. Never the
current directory.
"""
from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path


@cache
def assets_dir() -> Path:
    packaged = Path(str(resources.files("kortbord"))) / "assets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def rules_document(game: str, language: str) -> str | None:
    """The players' rules of ``game`` in ``language`` (Markdown), None if not written."""
    path = asset("rules", language, f"{game}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None
