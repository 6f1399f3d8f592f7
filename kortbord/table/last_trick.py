"""What the table remembers of trick play: the last trick and the tricks won.

``record_trick`` reads a completed trick from a move's events (its cards
leaving the ``trick/<seat>`` slots for a won pile) and names its winner with
the trick rules in force before the move (the next deal may already be dealt
by the same move). ``trick_badges`` gives each won pile its tricks ("3
tricks") instead of a card count. ``last_trick_panel`` shows the last trick
again over the table until a click (who played
what, the winning card rimmed; a ``panel.CardsPanel``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.kit.tricks import TrickGame, TrickRules
from ..engine.state import GameState
from .panel import CardsPanel, Shown

if TYPE_CHECKING:
    from .deck import CardRenderer


@dataclass(frozen=True, slots=True)
class TrickShow:
    """A completed trick the next view gathers: its cards by hidden id (public: they were
    played face up) and its winning card's id, so the table shows it before it goes."""
    cards: Mapping[int, Card]
    winner: int | None


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A completed trick: (seat, card) in playing order, its winner and the pile it went to."""
    plays: tuple[tuple[int, Card], ...]
    winner: int
    pile: str

    @property
    def winning_card(self) -> Card:
        return next(card for seat, card in self.plays if seat == self.winner)


def trick_rules_of(state: GameState) -> TrickRules | None:
    """The trick rules in force now (None: not a trick game)."""
    return state.trick_rules() if isinstance(state, TrickGame) else None


def _slot_seat(zone: str) -> int | None:
    kind, _, seat = zone.partition("/")
    return int(seat) if kind == "trick" and seat.isdigit() else None


def record_trick(rules: TrickRules | None, events: Sequence[Event]) -> TrickRecord | None:
    """The last trick the events gather to a won pile, or None."""
    if rules is None:
        return None
    tricks: list[list[tuple[int, Card, str]]] = []
    current: list[tuple[int, Card, str]] = []
    for event in events:
        seat = _slot_seat(event.src) if event.kind is EventKind.MOVE else None
        if seat is None or _slot_seat(event.dst) is not None or len(event.cards) != 1:
            if current:
                tricks.append(current)
                current = []
            continue
        if any(s == seat for s, _c, _p in current):   # a second trick gathered by the same move
            tricks.append(current)
            current = []
        current.append((seat, event.cards[0], event.dst))
    if current:
        tricks.append(current)
    if not tricks:
        return None
    last = tricks[-1]
    plays = tuple((s, c) for s, c, _p in last)
    return TrickRecord(plays, rules.winner(plays), last[0][2])


def trick_badges(state: GameState) -> dict[str, str]:
    """Each won pile's tricks this deal ("3 tricks"; none: no badge), where the game counts tricks."""
    if not isinstance(state, TrickGame):
        return {}
    counts: dict[str, int] = {}
    for seat in range(state.players):
        pile = state.pile_of(seat)
        counts[pile] = counts.get(pile, 0) + state.tricks[seat]
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
