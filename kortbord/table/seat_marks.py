"""Marks drawn at a seat's nameplate, from a game's ``seat_marks`` hook (all painted here,
no image files):

- ``pig``: the seat glows pink (Gris: it holds the pig);
- ``gris``: a pig's snout beside the plate (Gris: the round's GRIS);
- ``jomfru``: a bonnet with its ribbon and a shawl beside the plate (Gammel Jomfru).

A mark is a child of its plate, so it goes where the plate goes; the glow lies behind
it. Marks are hidden, not removed, when they go (an item removed inside its own event
crashes Qt).
"""
from __future__ import annotations

from typing import Mapping
from weakref import WeakKeyDictionary

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from .zone_item import NameplateItem

KINDS = ("pig", "gris", "jomfru")
PINK = QColor("#ff5fa2")
SNOUT = QColor("#f59ab8")
BONNET = QColor("#b9a3d6")
SHAWL = QColor("#7d5a9e")
RIBBON = QColor("#e2506f")


class SeatMark(QGraphicsItem):
    """One seat's mark (``kind``, "" for none), drawn around or beside its plate."""

    def __init__(self, plate: NameplateItem) -> None:
        super().__init__(plate)
        self.plate = plate
        self.kind = ""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_kind(self, kind: str) -> None:
        if kind != self.kind:
            self.prepareGeometryChange()
            self.kind = kind
        self.setVisible(bool(kind))
        self.update()

    def icon_rect(self) -> QRectF:
        """Where an icon lies: a square just right of the plate."""
        r = self.plate.rect
        h = r.height()
        return QRectF(r.right() + h * 0.15, r.center().y() - h * 0.8, h * 1.6, h * 1.6)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.plate.rect
        pad = r.height() * 0.45
        return r.adjusted(-pad, -pad, pad, pad).united(self.icon_rect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "pig":
            self._glow(painter)
        elif self.kind == "gris":
            self._snout(painter, self.icon_rect())
        elif self.kind == "jomfru":
            self._bonnet(painter, self.icon_rect())

    def _glow(self, painter: QPainter) -> None:
        r = self.plate.rect
        h = r.height()
        glow = QColor(PINK)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for grow, alpha in ((h * 0.40, 45), (h * 0.30, 80), (h * 0.20, 130)):
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, h * 0.12))
            big = r.adjusted(-grow, -grow, grow, grow)
            painter.drawRoundedRect(big, big.height() / 2, big.height() / 2)

    @staticmethod
    def _snout(painter: QPainter, box: QRectF) -> None:
        w = box.width()
        snout = QRectF(box.left() + w * 0.08, box.top() + w * 0.22, w * 0.84, w * 0.56)
        painter.setPen(QPen(QColor("#a8486e"), max(1.0, w * 0.05)))
        painter.setBrush(SNOUT)
        painter.drawEllipse(snout)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6b1f3d"))
        for x in (0.33, 0.67):
            centre = QPointF(box.left() + w * x, snout.center().y())
            painter.drawEllipse(centre, w * 0.09, w * 0.15)

    @staticmethod
    def _bonnet(painter: QPainter, box: QRectF) -> None:
        w = box.width()
        x, y = box.left(), box.top()
        outline = QPen(QColor(40, 30, 50, 220), max(1.0, w * 0.04))
        # The shawl over the shoulders.
        shawl = QPainterPath(QPointF(x + w * 0.05, y + w * 0.98))
        shawl.quadTo(QPointF(x + w * 0.5, y + w * 0.52), QPointF(x + w * 0.95, y + w * 0.98))
        shawl.lineTo(QPointF(x + w * 0.5, y + w * 0.80))
        shawl.closeSubpath()
        painter.setPen(outline)
        painter.setBrush(SHAWL)
        painter.drawPath(shawl)
        # The face, then the bonnet round it.
        face = QPointF(x + w * 0.5, y + w * 0.5)
        painter.setBrush(QColor("#f3d2b3"))
        painter.drawEllipse(face, w * 0.2, w * 0.22)
        bonnet = QPainterPath(QPointF(x + w * 0.2, y + w * 0.62))
        bonnet.cubicTo(QPointF(x + w * 0.05, y + w * 0.0), QPointF(x + w * 0.95, y + w * 0.0),
                       QPointF(x + w * 0.8, y + w * 0.62))
        bonnet.cubicTo(QPointF(x + w * 0.78, y + w * 0.28), QPointF(x + w * 0.22, y + w * 0.28),
                       QPointF(x + w * 0.2, y + w * 0.62))
        painter.setBrush(BONNET)
        painter.drawPath(bonnet)
        # The ribbon tied under the chin.
        painter.setBrush(RIBBON)
        knot = QPointF(x + w * 0.5, y + w * 0.76)
        for side in (-1, 1):
            bow = QPainterPath(knot)
            bow.lineTo(QPointF(knot.x() + side * w * 0.14, knot.y() - w * 0.06))
            bow.lineTo(QPointF(knot.x() + side * w * 0.14, knot.y() + w * 0.07))
            bow.closeSubpath()
            painter.drawPath(bow)


class SeatMarks:
    """The marks of one scene's plates (one object per scene: ``seat_marks_of``)."""

    def __init__(self) -> None:
        self.marks: dict[int, SeatMark] = {}

    def set(self, plates: Mapping[int, NameplateItem], kinds: Mapping[int, str]) -> None:
        """Mark the seats ``kinds`` names (unknown kinds are ignored); every other mark goes."""
        self.marks = {s: m for s, m in self.marks.items() if isValid(m) and plates.get(s) is m.plate}
        for seat, plate in plates.items():
            kind = kinds.get(seat, "")
            kind = kind if kind in KINDS else ""
            mark = self.marks.get(seat)
            if mark is None and kind:
                mark = self.marks[seat] = SeatMark(plate)
            if mark is not None:
                mark.set_kind(kind)

    def kind(self, seat: int) -> str:
        """The mark shown at ``seat`` ("" for none)."""
        mark = self.marks.get(seat)
        return mark.kind if mark is not None and isValid(mark) and mark.isVisible() else ""


_SCENES: "WeakKeyDictionary[QGraphicsScene, SeatMarks]" = WeakKeyDictionary()


def seat_marks_of(scene: QGraphicsScene) -> SeatMarks:
    """The seat marks of ``scene`` (made on first use, kept as long as the scene)."""
    marks = _SCENES.get(scene)
    if marks is None:
        marks = _SCENES[scene] = SeatMarks()
    return marks
