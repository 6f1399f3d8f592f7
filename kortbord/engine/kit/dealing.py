"""A new game dealt by a chosen or drawn dealer: the ``new_game`` of every game whose
state deals itself with ``deal(dealer, deck=...)``."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, Sequence, TypeVar

from ..cards import Card
from ..registry import GameInfo
from ..rng import Rng


class Deals(Protocol):
    rng: Rng

    def deal(self, dealer: int, events: Any = None, deck: Sequence[Card] | None = None) -> Any: ...


S = TypeVar("S", bound=Deals)


def first_dealer(rng: Rng, players: int) -> int:
    """The seeded random first dealer."""
    return rng.below(players)


def dealt(make: Callable[[int, Mapping[str, Any], int], S], info: GameInfo, players: int,
          options: Mapping[str, Any] | None, seed: int, dealer: int | None, deck: Sequence[Card] | None,
          draw: Callable[[Rng, int], int] = first_dealer) -> S:
    """``make(players, options, seed)`` dealt by ``dealer`` (None: ``draw`` picks him with the
    state's rng); ``deck``: the card order to deal from (top = last), for tests."""
    state = make(players, info.options.resolve(options), seed)
    if dealer is None:
        dealer = draw(state.rng, players)
    elif not 0 <= dealer < players:
        raise ValueError(f"{info.id}: no seat {dealer}")
    state.deal(dealer, deck=deck)
    return state
