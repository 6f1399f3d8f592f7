"""A still of the table while cards are dragged.

Every motion of a drag repaints the strip the dragged cards pass over; with
the table's hundred items each painted (and measured) by Python, that costs
far more than the drag itself. So while a drag lasts, what cannot change is
drawn once into one picture (a C++ pixmap item under everything, the
view's felt included) and the
items themselves are made transparent, so the view skips them. The dragged
cards, shadows and all, are one more picture (``lifted``), moved by ``follow``
while the items themselves stay transparent where they were: per motion no
Python paints or measures them. Live stay the zones they may be dropped on with their cards (their glow
and marks change), whatever lies over a live item, and every decoration that
is not a card, a zone, a badge or a nameplate (tags, bubbles, chips, the
summary). ``refresh`` draws the pictures again (new pixmaps, a relayout);
``thaw`` gives the items back exactly as they are now (where they were lifted
from: the pointer places them).
"""
from __future__ import annotations

from typing import AbstractSet, Iterable, Protocol, Sequence

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsView, QStyleOptionGraphicsItem

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
        #: The dragged cards as one picture, and where it lies when not moved.
        self.lifted: QGraphicsPixmapItem | None = None
        self._origin = QPointF()
        self._delta = QPointF()
        #: The items drawn into the picture, with the opacity they had.
        self.frozen: dict[QGraphicsItem, float] = {}
        self._moving: tuple[CardItem, ...] = ()
        self._lit: frozenset[str] = frozenset()
        self._pending = False

    @property
    def active(self) -> bool:
        return self.item is not None

    def freeze(self, moving: Sequence[CardItem], lit: AbstractSet[str]) -> None:
        """Draw ``moving`` into the lifted picture, all else but the zones ``lit`` (with
        their cards) into the still."""
        self.thaw()
        self._moving, self._lit = tuple(moving), frozenset(lit)
        if self._moving:
            self._lift()
        self._freeze_rest()
        for item in self._moving:
            self.frozen[item] = item.opacity()
            item.setOpacity(0.0)

    def follow(self, dx: float, dy: float) -> None:
        """The dragged cards are ``dx``, ``dy`` from where they were lifted."""
        self._delta = QPointF(dx, dy)
        if self.lifted is not None:
            self.lifted.setPos(self._origin + self._delta)

    def _lift(self) -> None:
        """The lifted picture: the moving cards as they look now, on whole device pixels."""
        host = self.host
        dpr = host.dpr
        drawn = [d for item in sorted(self._moving, key=lambda i: i.zValue()) for d in _with_children(item)]
        box = QRectF()
        for item in drawn:
            box = box.united(item.sceneBoundingRect())
        left, top = math.floor(box.left() * dpr) / dpr, math.floor(box.top() * dpr) / dpr
        image = QImage(max(1, math.ceil((box.right() - left) * dpr)), max(1, math.ceil((box.bottom() - top) * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        option = QStyleOptionGraphicsItem()
        for item in drawn:
            painter.save()
            painter.setTransform(item.sceneTransform() * QTransform.fromTranslate(-left, -top))
            painter.setOpacity(item.effectiveOpacity())
            item.paint(painter, option, None)
            painter.restore()
        painter.end()
        self._origin = QPointF(left, top)
        self.lifted = QGraphicsPixmapItem(QPixmap.fromImage(image))
        self.lifted.setPos(self._origin + self._delta)
        self.lifted.setZValue(max(i.zValue() for i in self._moving))
        self.lifted.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        host.addItem(self.lifted)

    def _freeze_rest(self) -> None:
        still = self._still_items()
        if not still:
            return
        host = self.host
        rect = host.sceneRect()
        dpr = host.dpr
        views = host.views()[:1]   # the felt: the still is opaque, the view paints nothing under it
        image = QImage(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)),
                       QImage.Format.Format_RGB32 if views else QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)   # opaque: blitted as a copy, not blended
        image.fill(Qt.GlobalColor.transparent)
        others = {i: i.opacity() for i in host.items() if i.parentItem() is None and i not in still}
        for item in others:
            item.setOpacity(0.0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for view in views:
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
        """Draw the pictures again soon (once, however often asked), if there are any."""
        if (self.item is None and self.lifted is None) or self._pending:
            return
        self._pending = True
        self.host.later(0, self._refresh_now)

    def _refresh_now(self) -> None:
        self._pending = False
        if self.item is not None or self.lifted is not None:
            delta = self._delta
            self.freeze(self._moving, self._lit)
            self.follow(delta.x(), delta.y())

    def thaw(self) -> None:
        """Give every frozen item back its opacity (unless it was set meanwhile)."""
        for picture in (self.item, self.lifted):
            if picture is not None:
                self.host.removeItem(picture)
        self.item = self.lifted = None
        self._delta = QPointF()
        for item, opacity in self.frozen.items():
            if item.opacity() == 0.0:
                item.setOpacity(opacity)
        self.frozen = {}


def _with_children(item: QGraphicsItem) -> list[QGraphicsItem]:
    """``item`` and its shown descendants (a card's tag), in painting order."""
    shown = [item]
    for child in sorted(item.childItems(), key=lambda c: c.zValue()):
        if child.isVisible():
            shown += _with_children(child)
    return shown


def _covers(item: QGraphicsItem, live: Iterable[QGraphicsItem]) -> bool:
    """Does ``item`` lie over (overlap, above) any of ``live``?"""
    rect, z = item.sceneBoundingRect(), item.zValue()
    return any(z > other.zValue() and rect.intersects(other.sceneBoundingRect()) for other in live)
