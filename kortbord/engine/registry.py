"""The game registry: what games exist, their titles, players and options.

Looking a game up imports only its package ``kortbord.games.<id>`` (which
holds ``INFO``, a few lines); rules, layout and computer players are imported
when first needed, so the window can open before any rule code loads.
"""
from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Mapping

from .options import OptionSchema

if TYPE_CHECKING:
    from ..ai.player import Player
    from .layout import TableLayout
    from .state import GameState

#: Ids of the implemented games, in menu order. A game adds itself here.
GAME_IDS: tuple[str, ...] = ("olsen", "casino", "whist", "spar_dame", "ruder_syv", "bismarck", "tribello", "rodskagg",
                              "blackjack", "twentynine", "thirtyone", "snyd", "uno", "gris",
                              "gammel_jomfru", "rummy", "uden_navn")

#: The computer levels every game offers, weakest first ("random" is for tests).
LEVELS: tuple[str, ...] = ("random", "easy", "normal", "strong")
#: Level names of older saves and settings, and the level they mean now.
OLD_LEVELS = {"decent": "normal"}


@dataclass(frozen=True)
class GameInfo:
    id: str
    #: Titles by language code ("da", "sv", "en"); game names stay in their own language.
    titles: Mapping[str, str]
    family: str
    min_players: int
    max_players: int
    default_players: int
    options: OptionSchema = field(default_factory=OptionSchema)
    #: Computer-player levels offered, weakest first; "random" is always there.
    ai_levels: tuple[str, ...] = ("random",)
    #: A few words per language that say what the game is ("avoid the queen of spades").
    subtitles: Mapping[str, str] = field(default_factory=dict)

    def title(self, language: str = "en") -> str:
        return self.titles.get(language) or self.titles.get("en") or self.id

    def subtitle(self, language: str = "en") -> str:
        return self.subtitles.get(language) or self.subtitles.get("en") or ""

    def full_title(self, language: str = "en") -> str:
        """The title with its subtitle: "Spar Dame – avoid the queen of spades"."""
        subtitle = self.subtitle(language)
        return f"{self.title(language)} – {subtitle}" if subtitle else self.title(language)

    @property
    def rules(self) -> ModuleType:
        """The rules module: ``new_game(...)`` and the ``State`` class."""
        name = f"kortbord.games.{self.id}.rules"
        return sys.modules.get(name) or importlib.import_module(name)

    def new_game(self, players: int, options: Mapping[str, Any] | None = None,
                 seed: int = 0, **kwargs: Any) -> "GameState":
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.id}: {players} players (allowed {self.min_players}-{self.max_players})")
        state: GameState = self.rules.new_game(players, self.options.resolve(options), seed=seed, **kwargs)
        return state

    def state_class(self) -> "type[GameState]":
        cls: type[GameState] = self.rules.State
        return cls

    def layout(self) -> "TableLayout":
        module = importlib.import_module(f"kortbord.games.{self.id}.layout")
        result: TableLayout = module.LAYOUT
        return result

    def level(self, level: str) -> str:
        """The offered level ``level`` means: old names mapped ("decent" is "normal"),
        an unknown name the middle level."""
        level = OLD_LEVELS.get(level, level)
        if level in self.ai_levels or level == "random":
            return level
        return "normal" if "normal" in self.ai_levels else self.ai_levels[-1]

    def player(self, level: str, seed: int = 0) -> "Player":
        """A computer player of ``level`` (one of ``ai_levels``, or an old name of one)."""
        level = OLD_LEVELS.get(level, level)
        if level == "random":
            from ..ai.random_player import RandomPlayer
            return RandomPlayer(seed)
        if level not in self.ai_levels:
            raise ValueError(f"{self.id}: no computer level {level!r}")
        module = importlib.import_module(f"kortbord.games.{self.id}.ai")
        player: Player = module.make_player(level, seed)
        return player


def game_info(game_id: str) -> GameInfo:
    """The ``GameInfo`` of ``game_id``; ``KeyError`` for an unknown game."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    info: GameInfo = importlib.import_module(f"kortbord.games.{game_id}").INFO
    return info


def all_games() -> list[GameInfo]:
    return [game_info(g) for g in GAME_IDS]
