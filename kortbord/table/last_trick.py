"""What the table remembers of trick play: the last trick and the tricks won.

``record_trick`` (``engine.kit.trick_record``) reads a completed trick from a
move's events; a joined PC's ``Mirror`` has the host's record instead
(``followed_trick``, ``last_in_state``). ``trick_badges`` gives each won pile its tricks ("3
tricks") instead of a card count. ``last_trick_panel`` shows the last trick
again over the table until a click (who played
what, the winning card rimmed; a ``panel.CardsPanel``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.kit.trick_record import TrickRecord, record_trick, trick_in_state, trick_rules_of, won_tricks
from ..engine.state import GameState
from ..net.mirror import Mirror
from .panel import CardsPanel, Shown

__all__ = ["TrickRecord", "TrickShow", "followed_trick", "keeps_tricks", "last_in_state", "last_trick_panel",
           "record_trick", "trick_badges", "trick_rules_of"]

if TYPE_CHECKING:
    from .deck import CardRenderer


@dataclass(frozen=True, slots=True)
class TrickShow:
    """A completed trick the next view gathers: its cards by hidden id (public: they were
    played face up) and its winning card's id, so the table shows it before it goes."""
    cards: Mapping[int, Card]
    winner: int | None


def keeps_tricks(state: GameState) -> bool:
    """Does the table count tricks and show the last one (a trick game, or a joined PC's
    mirror of one)?"""
    return trick_rules_of(state) is not None or (isinstance(state, Mirror) and state.tricks is not None)


def last_in_state(state: GameState | Mirror) -> TrickRecord | None:
    """The deal's last trick as the state (or the host, for a mirror) remembers it."""
    if isinstance(state, Mirror):
        return state.tricks.last if state.tricks is not None else None
    return trick_in_state(state)


def followed_trick(state: GameState | Mirror) -> TrickRecord | None:
    """The trick the host's move just completed, on a joined PC (None: none, or not joined)."""
    return state.tricks.done if isinstance(state, Mirror) and state.tricks is not None else None


def trick_badges(state: GameState | Mirror) -> dict[str, str]:
    """Each won pile's tricks this deal ("3 tricks"; none: no badge), where the game counts tricks."""
    if isinstance(state, Mirror):
        counts = dict(state.tricks.won) if state.tricks is not None else {}
    else:
        counts = won_tricks(state)
    return {pile: tricks_text(n) if n else "" for pile, n in counts.items()}


def tricks_text(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("table", "1 trick")
    return QCoreApplication.translate("table", "{n} tricks").format(n=n)


def last_trick_panel(renderer: "CardRenderer", record: TrickRecord, names: Mapping[int, str],
                     card_w: float) -> CardsPanel:
    """The last trick: each card with its player's name, the winning card rimmed."""
    winner = names.get(record.winner, f"#{record.winner + 1}")
    title = QCoreApplication.translate("table", "Last trick – {name} won it").format(name=winner)
    cards = [Shown(card, names.get(seat, f"#{seat + 1}"), seat == record.winner) for seat, card in record.plays]
    return CardsPanel(renderer, title, [("", cards)], QCoreApplication.translate("table", "Click to continue"),
                      card_w)
