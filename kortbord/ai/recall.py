"""A seat's memory of cards it saw face up, and samples dealt to fit it.

Cards keep their hidden id (``Slot.uid``) when they are turned down or taken
into a hand, so a player who saw a card can follow it: a discard an opponent
took is in his hand, a pile turned over lies in the stock in its order.
``deal_as_seen`` fills a sample's zones as a view shows them: face-up cards where
they lie, remembered ones where their id lies, the rest at random.
"""
from __future__ import annotations

from typing import Callable, Hashable, Iterable

from ..engine.cards import Card
from ..engine.rng import Rng
from ..engine.state import GameState
from ..engine.view import View

__all__ = ["Recall", "deal_as_seen"]


class Recall:
    """The cards a seat saw face up, by hidden id; with ``epoch``, only since the view's
    epoch last changed (Rummy's hand number: a new hand's cards get new ids)."""

    def __init__(self, epoch: Callable[[View], Hashable] | None = None) -> None:
        self.seen: dict[int, Card] = {}
        self._epoch_of = epoch
        self._epoch: Hashable = None

    def watch(self, view: View) -> None:
        """Remember the face-up cards of ``view`` (a new epoch forgets first)."""
        epoch = self._epoch_of(view) if self._epoch_of is not None else None
        if epoch != self._epoch:
            self._epoch, self.seen = epoch, {}
        for slots in view.zones.values():
            for slot in slots:
                if slot.card is not None:
                    self.seen[slot.uid] = slot.card


def deal_as_seen(state: GameState, view: View, seen: dict[int, Card], deck: Iterable[Card], rng: Rng) -> None:
    """``state``'s zones as ``view`` shows them: each face-up card where it lies, each card in
    ``seen`` where its id lies, the other cards of ``deck`` shuffled into the hidden places."""
    shown = {s.card for slots in view.zones.values() for s in slots if s.card is not None}
    recalled = {s.uid: seen[s.uid] for slots in view.zones.values() for s in slots
                if s.card is None and s.uid in seen and seen[s.uid] not in shown}
    known = shown | set(recalled.values())
    pool = [c for c in deck if c not in known]
    rng.shuffle(pool)
    for zone, slots in view.zones.items():
        cards = [s.card if s.card is not None else recalled.get(s.uid) or pool.pop() for s in slots]
        state.zones[zone] = cards
        state.assign_uids(cards)
