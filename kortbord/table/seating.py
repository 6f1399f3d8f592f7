"""Who sits where: one ``SeatConfig`` per seat (Qt-free)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """A seat's player: its name, whether the computer plays it, and how well."""
    name: str
    computer: bool
    level: str = "normal"
