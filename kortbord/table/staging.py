"""A move the player may take back until he confirms it (Whist's bid card).

A game names such verbs in its ``CONFIRM`` hook. The table then does not apply
the move at once: the cards it would take from the player's hand are shown where
it would put them, a **Confirm** button applies it, and dragging them back to the
hand (or a double-click on them) takes it back; another move of the same kind
replaces it. Nothing reaches the engine before Confirm, so the rules, the saves
and the other seats know nothing of a card that is only staged.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Collection

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.moves import Move
from ..engine.state import GameState
from ..engine.view import View
from ..net.mirror import Mirror
from .action_bar import ActionButton

#: The verb of the Confirm button: the table's own, never a move of a game.
CONFIRM = "confirm"


@dataclass(frozen=True)
class Staged:
    """A move held back: its cards, lifted from ``src`` (the hand) and shown on ``dst``."""
    move: Move
    cards: tuple[Card, ...]
    src: str
    dst: str


def stage(state: GameState, move: Move, aims: Collection[str] = ()) -> Staged | None:
    """What ``move`` would take from its seat's hand and where to, tried on a copy of
    the game (a move that takes nothing from the hand is not held: None). A joined PC's
    mirror plays nothing on a copy: there the move's cards go to its one gesture target
    among ``aims`` (the zones its drag may end on)."""
    src = f"hand/{move.seat}"
    for event in state.clone().apply(move):
        cards = tuple(c for c in event.cards if isinstance(c, Card))
        if event.src == src and event.dst and cards:
            return Staged(move, cards, src, event.dst)
    if isinstance(state, Mirror) and len(aims) == 1 and move.cards:
        return Staged(move, move.cards, src, next(iter(aims)))
    return None


def shown(view: View, staged: Staged) -> View:
    """``view`` with the staged cards moved from the hand to where the move puts them."""
    lifted = [s for s in view.zones.get(staged.src, ()) if s.card in staged.cards]
    if not lifted:
        return view
    zones = dict(view.zones)
    zones[staged.src] = tuple(s for s in zones[staged.src] if s not in lifted)
    zones[staged.dst] = tuple(zones.get(staged.dst, ())) + tuple(lifted)
    return replace(view, zones=zones)


def confirm_button(staged: Staged) -> ActionButton:
    """The button that applies the staged move."""
    return ActionButton(QCoreApplication.translate("table", "Confirm"), Move(staged.move.seat, CONFIRM),
                        tip=QCoreApplication.translate(
                            "table", "Put the card down for good; until then you may drag it back."))


def prompt() -> str:
    """The status line while a move waits for Confirm."""
    return QCoreApplication.translate(
        "table", "Click Confirm, or drag the card back to your hand to choose another.")
