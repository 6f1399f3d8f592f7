"""The last new-game choices, remembered in QSettings (``new_game/...``)."""
from __future__ import annotations

from typing import Any

from ..engine import registry
from ..engine.registry import GameInfo, game_info
from ..names import clean_name
from ..saves import Seat
from .players import MAX_SEATS, NewGameChoice, default_level, default_seats
from .settings import Settings


def remembered_seats(settings: Settings, info: GameInfo) -> tuple[Seat, ...]:
    """All ``MAX_SEATS`` remembered seats (the dialog shows as many as there are players)."""
    every: Any = settings.get("new_game/seats", [])
    seats = default_seats(info, MAX_SEATS)
    for i, entry in enumerate(every if isinstance(every, list) else []):
        if i < MAX_SEATS and isinstance(entry, dict) and isinstance(entry.get("name"), str):
            level = entry.get("level")
            seats[i] = Seat(clean_name(entry["name"], i), bool(entry.get("computer")),
                            info.level(level) if isinstance(level, str) else default_level(info))
    return tuple(seats)


def remembered_choice(settings: Settings, game: str | None = None) -> NewGameChoice:
    """The last choices (or sensible defaults) for ``game`` or the last game played."""
    ids = registry.GAME_IDS
    game_id = game or settings.get("new_game/game", ids[0])
    if game_id not in ids:
        game_id = ids[0]
    info = game_info(game_id)
    per_game = settings.get(f"new_game/{game_id}", {})
    per_game = per_game if isinstance(per_game, dict) else {}
    players = per_game.get("players", info.default_players)
    if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
        players = info.default_players
    seats = remembered_seats(settings, info)
    try:
        options = info.options.resolve(per_game.get("options") or {})
    except ValueError:
        options = info.options.defaults()
    return NewGameChoice(game_id, tuple(seats[:players]), options)


def remember_choice(settings: Settings, choice: NewGameChoice) -> None:
    settings.set("new_game/game", choice.game)
    settings.set(f"new_game/{choice.game}", {"players": len(choice.seats), "options": choice.options})
    saved = settings.get("new_game/seats", [])
    saved = saved if isinstance(saved, list) else []
    rows = [{"name": s.name, "computer": s.computer, "level": s.level} for s in choice.seats]
    settings.set("new_game/seats", rows + saved[len(rows):MAX_SEATS])
    settings.sync()
