"""What the scene's helpers (``pointer``, ``decor``, ``overlays``) may ask of the
table that owns them.

``TableHost`` is a narrow protocol: the items on the table, its geometry and
timing, and a way to add, remove and call back later. Each helper widens it by
the little more it needs (``pointer.PointerHost``, ``decor.DecorHost``,
``overlays.OverlayHost``), so none of them imports the scene: each can be read,
tested and changed alone. ``scene.TableScene`` satisfies them all.
"""
from __future__ import annotations

from typing import Callable, Protocol

from PySide6.QtWidgets import QGraphicsItem

from .card_item import CardItem
from .geometry import TableGeometry
from .timing import Timing
from .zone_item import ZoneItem


class TableHost(Protocol):
    """The table as its helpers see it."""

    cards: dict[int, CardItem]
    zone_items: dict[str, ZoneItem]
    geometry: TableGeometry | None
    timing: Timing

    def addItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 - Qt's name

    def removeItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 - Qt's name

    def later(self, ms: int, call: Callable[[], object]) -> None:
        """Call ``call`` after ``ms`` milliseconds, unless the table is gone by then."""
        ...
