"""The computer-player protocol."""
from __future__ import annotations

from typing import Protocol, Sequence

from ..engine.moves import Move
from ..engine.view import View


class Player(Protocol):
    """Chooses one of ``legal`` (never empty) from what its seat may see."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move: ...
