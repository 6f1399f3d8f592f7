"""The Qt-free rules engine: cards, shuffle, moves, messages, state contract, registry.

Names are loaded on first use, so importing one submodule (the registry at
start-up) does not import them all.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "cards": ("Card", "cards_text", "french_deck", "parse_cards", "uno_deck"),
    "events": ("Event", "EventKind"),
    "messages": ("QT_TRANSLATE_NOOP", "CardRef", "Catalog", "Message", "RankRef", "SeatRef", "SuitRef"),
    "moves": ("Move", "MoveSyntaxError"),
    "options": ("OptionSchema", "OptionSpec"),
    "registry": ("GAME_IDS", "GameInfo", "all_games", "game_info"),
    "rng": ("Rng", "shuffled"),
    "score": ("ScoreRow", "ScoreSheet"),
    "state": ("OK", "GameState", "IllegalMove", "StateError", "Verdict"),
    "view": ("Face", "Slot", "View", "ZoneSpec"),
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = [
    "Card", "cards_text", "french_deck", "parse_cards", "uno_deck", "Event", "EventKind",
    "QT_TRANSLATE_NOOP", "CardRef", "Catalog", "Message", "RankRef", "SeatRef", "SuitRef", "Move",
    "MoveSyntaxError", "OptionSchema", "OptionSpec", "GAME_IDS", "GameInfo", "all_games",
    "game_info", "Rng", "shuffled", "ScoreRow", "ScoreSheet", "OK", "GameState", "IllegalMove",
    "StateError", "Verdict", "Face", "Slot", "View", "ZoneSpec",
]
assert sorted(__all__) == sorted(_MODULE_OF)


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'kortbord.engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .cards import Card, cards_text, french_deck, parse_cards, uno_deck
    from .events import Event, EventKind
    from .messages import QT_TRANSLATE_NOOP, CardRef, Catalog, Message, RankRef, SeatRef, SuitRef
    from .moves import Move, MoveSyntaxError
    from .options import OptionSchema, OptionSpec
    from .registry import GAME_IDS, GameInfo, all_games, game_info
    from .rng import Rng, shuffled
    from .score import ScoreRow, ScoreSheet
    from .state import OK, GameState, IllegalMove, StateError, Verdict
    from .view import Face, Slot, View, ZoneSpec
