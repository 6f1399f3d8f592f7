"""The direction of play as a large arrow round the middle of the table (UNO).

Two curved arrows lie on an ellipse round the centre piles, under the cards,
pointing the way play goes. Seats are numbered clockwise on the screen (the
bottom seat, then the left one, the top, the right), so direction +1 is
clockwise here too. When the direction changes (a Reverse) the arrows turn
over like a disc seen from the side, and point the other way.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .geometry import TableGeometry

#: Under every card and zone outline.
DIRECTION_Z = 2.0
#: Each arrow's sweep and the gap between the two (degrees).
SWEEP = 130.0
COLOUR = QColor(255, 255, 255, 95)


def ring_rect(geo: TableGeometry) -> QRectF:
    """The ellipse the arrows lie on: round the centre zones with a card's width to spare."""
    boxes = [QRectF(z.cx - z.card_w / 2, z.cy - z.card_h / 2, z.card_w, z.card_h)
             for z in geo.zones.values() if z.seat is None]
    if not boxes:
        cx, cy = geo.centre
        return QRectF(cx - geo.card_w * 2, cy - geo.card_h, geo.card_w * 4, geo.card_h * 2)
    box = boxes[0]
    for other in boxes[1:]:
        box = box.united(other)
    pad_x, pad_y = geo.card_w * 0.75, geo.card_h * 0.3
    return box.adjusted(-pad_x, -pad_y, pad_x, pad_y)


class DirectionArrow(QGraphicsObject):
    """Two arrows round the table's middle; ``set_direction`` turns them."""

    def __init__(self) -> None:
        super().__init__()
        self.direction = 1
        self._rect = QRectF(0, 0, 100, 60)
        self._width = 8.0
        #: The horizontal scale drawn now: 1 clockwise, -1 counter-clockwise, between them turning.
        self.facing = 1.0
        self._turn = QVariantAnimation(self)
        self._turn.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._turn.valueChanged.connect(self._turning)
        self.setZValue(DIRECTION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def place(self, geo: TableGeometry) -> None:
        rect = ring_rect(geo)
        centre = rect.center()
        self.prepareGeometryChange()
        self.setPos(centre)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self._width = max(4.0, geo.card_w * 0.09)
        self.update()

    def set_direction(self, direction: int, duration: int = 0) -> None:
        """Point clockwise (+1) or counter-clockwise (-1); a change turns the arrows
        over ``duration`` ms (0: at once)."""
        direction = 1 if direction >= 0 else -1
        if direction == self.direction and self._turn.state() != QVariantAnimation.State.Running:
            self.facing = float(direction)
            return
        self.direction = direction
        if duration <= 0:
            self._turn.stop()
            self._turning(float(direction))
            return
        self._turn.stop()
        self._turn.setStartValue(self.facing)
        self._turn.setEndValue(float(direction))
        self._turn.setDuration(duration)
        self._turn.start()

    def _turning(self, value: object) -> None:
        self.facing = float(value)  # type: ignore[arg-type]
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self._width * 2
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def arrow_path(self) -> tuple[QPainterPath, list[QPolygonF]]:
        """The two arcs (clockwise on the screen) and their heads."""
        r = self._rect
        rx, ry = r.width() / 2, r.height() / 2
        arcs = QPainterPath()
        heads: list[QPolygonF] = []
        head = self._width * 2.2
        for start in (200.0, 20.0):                    # screen angles, degrees, y down
            steps = 24
            points = [QPointF(rx * math.cos(math.radians(start + SWEEP * i / steps)),
                              ry * math.sin(math.radians(start + SWEEP * i / steps))) for i in range(steps + 1)]
            arcs.moveTo(points[0])
            for p in points[1:-1]:
                arcs.lineTo(p)
            tip, before = points[-1], points[-2]
            dx, dy = tip.x() - before.x(), tip.y() - before.y()
            norm = math.hypot(dx, dy) or 1.0
            ux, uy = dx / norm, dy / norm
            base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
            arcs.lineTo(base)
            heads.append(QPolygonF([
                QPointF(tip.x() + ux * head * 0.3, tip.y() + uy * head * 0.3),
                QPointF(base.x() - uy * head * 0.75, base.y() + ux * head * 0.75),
                QPointF(base.x() + uy * head * 0.75, base.y() - ux * head * 0.75)]))
        return arcs, heads

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.facing if abs(self.facing) > 0.02 else 0.02, 1.0)
        arcs, heads = self.arrow_path()
        painter.setPen(QPen(COLOUR, self._width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arcs)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLOUR)
        for polygon in heads:
            painter.drawPolygon(polygon)
