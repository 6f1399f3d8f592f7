"""The Qt-free rules engine: cards, shuffle, moves, messages, state contract, registry."""
from .cards import Card, cards_text, french_deck, parse_cards, uno_deck
from .events import Event, EventKind
from .messages import QT_TRANSLATE_NOOP, Catalog, Message, RankRef, SeatRef, SuitRef
from .moves import Move, MoveSyntaxError
from .options import OptionSchema, OptionSpec
from .registry import GAME_IDS, GameInfo, all_games, game_info
from .rng import Rng, shuffled
from .score import ScoreRow, ScoreSheet
from .state import OK, GameState, IllegalMove, StateError, Verdict
from .view import Face, Slot, View, ZoneSpec

__all__ = [
    "Card", "cards_text", "french_deck", "parse_cards", "uno_deck",
    "Event", "EventKind", "QT_TRANSLATE_NOOP", "Catalog", "Message", "RankRef", "SeatRef", "SuitRef",
    "Move", "MoveSyntaxError", "OptionSchema", "OptionSpec",
    "GAME_IDS", "GameInfo", "all_games", "game_info", "Rng", "shuffled",
    "ScoreRow", "ScoreSheet", "OK", "GameState", "IllegalMove", "StateError", "Verdict",
    "Face", "Slot", "View", "ZoneSpec",
]
