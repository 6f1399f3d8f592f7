"""Registers the test-only game "toy" (tests/app/games/toy) in the game registry."""
from __future__ import annotations

from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent / "games"
#: Python code that registers the toy game in a subprocess before running the app.
BOOTSTRAP = (
    "import sys, kortbord.games, kortbord.engine.registry as r; "
    f"kortbord.games.__path__.append({str(GAMES_DIR)!r}); "
    "r.GAME_IDS = r.GAME_IDS + ('toy',); "
)


def register() -> None:
    """Make ``game_info("toy")`` work in this process (idempotent)."""
    import kortbord.games
    from kortbord.engine import registry

    if str(GAMES_DIR) not in list(kortbord.games.__path__):
        kortbord.games.__path__.append(str(GAMES_DIR))
    if "toy" not in registry.GAME_IDS:
        registry.GAME_IDS = registry.GAME_IDS + ("toy",)
