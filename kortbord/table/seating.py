"""Who sits where: one ``SeatConfig`` per seat (Qt-free)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """A seat's player: its name, whether the computer plays it, and how well;
    ``remote``: played from another PC (its moves come over the network)."""
    name: str
    computer: bool
    level: str = "normal"
    remote: bool = False
