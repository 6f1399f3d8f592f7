"""The computer-player protocol."""
from __future__ import annotations

from typing import Protocol, Sequence

from ..engine.moves import Move
from ..engine.view import View


class Player(Protocol):
    """Chooses one of ``legal`` (never empty) from what its seat may see."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move: ...


def wants_to_act(player: Player, view: View, legal: Sequence[Move]) -> bool:
    """Does ``player`` use its out-of-turn window now (an "Olsen!" call, a claim)?

    A player may define ``wants_to_act(view, legal) -> bool`` to stay silent on
    purpose (the easy Olsen player forgets to call); by default it acts.
    """
    hook = getattr(player, "wants_to_act", None)
    return True if hook is None else bool(hook(view, legal))


def pause_factor(player: Player, view: View) -> float:
    """How much longer (or shorter) than the table's usual pause ``player`` takes before
    acting in ``view``: a human-like delay of its own (a quick caller, a slow one that
    leaves the humans time to call). A player may define ``pause_factor(view) -> float``;
    by default 1."""
    hook = getattr(player, "pause_factor", None)
    return 1.0 if hook is None else max(0.0, float(hook(view)))
