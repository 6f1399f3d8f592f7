"""Helpers for the rules tests: play moves by their text, read legal moves, reasons, hands."""
from __future__ import annotations

from typing import Sequence

from kortbord.engine.events import Event
from kortbord.engine.state import GameState


def play(state: GameState, *moves: str) -> list[Event]:
    """Apply ``moves`` (text forms) in order; all their events."""
    events: list[Event] = []
    for text in moves:
        events += state.apply(state.parse_move(text))
    return events


def moves(state: GameState, seat: int) -> set[str]:
    """The text forms of ``seat``'s legal moves."""
    return {str(m) for m in state.legal_moves(seat)}


def reason(state: GameState, text: str) -> str:
    """The English reason the move ``text`` is refused (it must be)."""
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english()


def hand(state: GameState, seat: int) -> str:
    """``seat``'s hand as card texts."""
    return " ".join(c.text for c in state.zones[f"hand/{seat}"])


def keys(events: Sequence[Event]) -> list[str]:
    """The message keys of ``events``."""
    return [e.message.key for e in events if e.message is not None]
