"""A still of the table while cards are dragged.

Every motion of a drag repaints the strip the dragged cards pass over; with
the table's hundred items each painted (and measured) by Python, that costs
far more than the drag itself. So while a drag lasts, what cannot change is
drawn once into one picture (a C++ pixmap item under everything, the
view's felt included) and the
items themselves are made transparent, so the view skips them. Live stay the
dragged cards, the zones they may be dropped on with their cards (their glow
and marks change), whatever lies over a live item, and every decoration that
is not a card, a zone, a badge or a nameplate (tags, bubbles, chips, the
summary). ``refresh`` draws the picture again (new pixmaps, a relayout);
``thaw`` gives the items back exactly as they are now.
"""
from __future__ import annotations

from typing import AbstractSet, Iterable, Protocol, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsView

from .card_item import CardItem
from .host import TableHost
from .zone_item import BadgeItem, NameplateItem

#: Under every item of the table (zones start at 5).
STILL_Z = -100.0


class StillHost(TableHost, Protocol):
    """What the still needs of its table besides a ``TableHost``'s."""

    badges: dict[str, BadgeItem]
    plates: dict[int, NameplateItem]
    dpr: float

    def items(self) -> list[QGraphicsItem]: ...
    def views(self) -> list[QGraphicsView]: ...
    def sceneRect(self) -> QRectF: ...  # noqa: N802 - Qt's name
    def render(self, painter: QPainter, target: QRectF, source: QRectF) -> None: ...


class Still:
    """Freezes the table of ``host`` under a drag (``freeze``), draws it again (``refresh``)
    and gives it back (``thaw``)."""

    def __init__(self, host: StillHost) -> None:
        self.host = host
        self.item: QGraphicsPixmapItem | None = None
        #: The items drawn into the picture, with the opacity they had.
        self.frozen: dict[QGraphicsItem, float] = {}
        self._moving: tuple[CardItem, ...] = ()
        self._lit: frozenset[str] = frozenset()
        self._pending = False

    @property
    def active(self) -> bool:
        return self.item is not None

    def freeze(self, moving: Sequence[CardItem], lit: AbstractSet[str]) -> None:
        """Draw all but ``moving`` and the zones ``lit`` (with their cards) into the still."""
        self.thaw()
        self._moving, self._lit = tuple(moving), frozenset(lit)
        still = self._still_items()
        if not still:
            return
        host = self.host
        rect = host.sceneRect()
        dpr = host.dpr
        image = QImage(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        others = {i: i.opacity() for i in host.items() if i.parentItem() is None and i not in still}
        for item in others:
            item.setOpacity(0.0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for view in host.views()[:1]:   # the felt: the still is opaque, the view paints nothing under it
            view.drawBackground(painter, rect)
        host.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
        painter.end()
        for item, opacity in others.items():
            item.setOpacity(opacity)
        self.frozen = {i: i.opacity() for i in still}
        for item in still:
            item.setOpacity(0.0)
        self.item = QGraphicsPixmapItem(QPixmap.fromImage(image))
        self.item.setPos(rect.topLeft())
        self.item.setZValue(STILL_Z)
        self.item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        host.addItem(self.item)

    def _still_items(self) -> set[QGraphicsItem]:
        """The items that may stand still: not moving, not lit, and under no live item."""
        host = self.host
        moving = set(self._moving)
        lit = self._lit
        live: list[QGraphicsItem] = [c for c in host.cards.values() if c.zone in lit and c not in moving]
        live += [z for n, z in host.zone_items.items() if n in lit]
        live += [b for n, b in host.badges.items() if n in lit]
        rest: list[QGraphicsItem] = [c for c in host.cards.values() if c.zone not in lit and c not in moving]
        rest += [z for n, z in host.zone_items.items() if n not in lit]
        rest += [b for n, b in host.badges.items() if n not in lit]
        rest += list(host.plates.values())
        rest = [i for i in rest if i.isVisible() and i.opacity() > 0.0]
        while True:   # an item over a live one must stay live too (the still lies under everything)
            over = [i for i in rest if _covers(i, live)]
            if not over:
                return set(rest)
            live += over
            rest = [i for i in rest if i not in over]

    def refresh(self) -> None:
        """Draw the still again soon (once, however often asked), if there is one."""
        if self.item is None or self._pending:
            return
        self._pending = True
        self.host.later(0, self._refresh_now)

    def _refresh_now(self) -> None:
        self._pending = False
        if self.item is not None:
            self.freeze(self._moving, self._lit)

    def thaw(self) -> None:
        """Give every frozen item back its opacity (unless it was set meanwhile)."""
        if self.item is not None:
            self.host.removeItem(self.item)
            self.item = None
        for item, opacity in self.frozen.items():
            if item.opacity() == 0.0:
                item.setOpacity(opacity)
        self.frozen = {}


def _covers(item: QGraphicsItem, live: Iterable[QGraphicsItem]) -> bool:
    """Does ``item`` lie over (overlap, above) any of ``live``?"""
    rect, z = item.sceneBoundingRect(), item.zValue()
    return any(z > other.zValue() and rect.intersects(other.sceneBoundingRect()) for other in live)
