"""Chips on the table: a stack to drag stake chips from, and chips that slide.

A game with ``CHIPS`` in its gestures module (the token values, Black Jack's
1, 5 and 10) and the zones ``chips/<seat>`` (the stack) and ``stake/<seat>``
(the stake circle) gets, for the player at the table, one token of each value
on the stack. A token dragged onto the player's own circle asks the delegate
for the move ``chip +<value>``; whatever the answer, the token glides home.
``slide`` sends a few tokens from one zone to another, for a payment (a
round's settlement), at the table's animation speed; with animation off it
does nothing. Neither needs the scene: only its ``TableHost``.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .host import TableHost
from .timing import GLIDE_BACK_MS, MOVE_MS

CHIP_Z = 9000.0
#: A token's diameter in card widths.
SIZE = 0.42
#: Tokens drawn for one payment, at most.
SLIDING = 3
#: Colours by value; other values take the last.
_FILL = {1: QColor(236, 236, 230), 5: QColor(192, 48, 43), 10: QColor(38, 84, 160)}
_OTHER = QColor(30, 120, 70)


class ChipToken(QGraphicsItem):
    """One round chip with its value, centred on its position."""

    def __init__(self, value: int, diameter: float) -> None:
        super().__init__()
        self.value = value
        self.diameter = diameter
        self.setZValue(CHIP_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)   # the scene hands presses to ``Chips``

    def set_diameter(self, diameter: float) -> None:
        self.prepareGeometryChange()
        self.diameter = diameter

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.diameter / 2 + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        d = self.diameter
        fill = _FILL.get(self.value, _OTHER)
        ink = QColor(40, 40, 40) if fill.lightness() > 160 else QColor(255, 255, 255)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(30, 30, 30), max(1.0, d * 0.03)))
        painter.setBrush(fill)
        painter.drawEllipse(QRectF(-d / 2, -d / 2, d, d))
        rim = QColor(ink)
        rim.setAlpha(170)
        painter.setPen(QPen(rim, d * 0.07, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(-d * 0.36, -d * 0.36, d * 0.72, d * 0.72))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(d * 0.36)))
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(QRectF(-d / 2, -d / 2, d, d), Qt.AlignmentFlag.AlignCenter, str(self.value))


class Chips:
    """The player's chip stack and the sliding chips of payments, for one table."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.tokens: dict[int, ChipToken] = {}
        #: Called with a token's value when it is dropped on the player's stake circle.
        self.on_drop: Callable[[int], None] | None = None
        self.stack_zone = ""
        self.circle_zone = ""
        self.live = False
        self._drag: tuple[ChipToken, QPointF] | None = None
        self._moving: list[QVariantAnimation] = []

    # --- the stack ---------------------------------------------------------------

    def set_stack(self, values: Sequence[int], seat: int | None, live: bool) -> None:
        """One token of each of ``values`` on ``seat``'s stack (none without a seat);
        ``live``: they may be dragged now (else they lie there faded)."""
        wanted = tuple(values) if seat is not None else ()
        for value in [v for v in self.tokens if v not in wanted]:
            self.host.removeItem(self.tokens.pop(value))
        for value in wanted:
            if value not in self.tokens:
                token = self.tokens[value] = ChipToken(value, 10.0)
                self.host.addItem(token)
        self.stack_zone = f"chips/{seat}" if seat is not None else ""
        self.circle_zone = f"stake/{seat}" if seat is not None else ""
        self.live = live
        self.place()

    def home(self, value: int) -> QPointF:
        """Where the token of ``value`` lies on the stack (side by side, in order)."""
        geo = self.host.geometry
        zone = geo.zones.get(self.stack_zone) if geo is not None else None
        if geo is None or zone is None:
            return QPointF(0, 0)
        x, y, w, h = zone.rect
        values = sorted(self.tokens)
        d = geo.card_w * SIZE
        step = d * 1.1
        left = x + w / 2 - step * (len(values) - 1) / 2
        return QPointF(left + step * values.index(value), y + h / 2)

    def place(self) -> None:
        geo = self.host.geometry
        if geo is None:
            return
        for value, token in self.tokens.items():
            token.set_diameter(geo.card_w * SIZE)
            token.setOpacity(1.0 if self.live else 0.45)
            if self._drag is None or self._drag[0] is not token:
                token.setPos(self.home(value))

    def token_at(self, pos: QPointF) -> ChipToken | None:
        for token in self.tokens.values():
            if (token.pos() - pos).manhattanLength() <= token.diameter * 0.7:
                return token
        return None

    # --- dragging (the scene hands over its mouse events) ----------------------------

    def press(self, pos: QPointF) -> bool:
        """A press on a live token starts its drag; True if the press was taken."""
        token = self.token_at(pos) if self.live else None
        if token is None:
            return False
        self._drag = (token, token.pos() - pos)
        token.setZValue(CHIP_Z + 1)
        return True

    def move(self, pos: QPointF) -> bool:
        if self._drag is None:
            return False
        token, offset = self._drag
        token.setPos(pos + offset)
        return True

    def release(self, pos: QPointF) -> bool:
        """The end of a drag: over the circle it asks for the chip; the token goes home."""
        if self._drag is None:
            return False
        token, offset = self._drag
        self._drag = None
        token.setZValue(CHIP_Z)
        circle = self.host.zone_items.get(self.circle_zone)
        over = circle is not None and circle.sceneBoundingRect().adjusted(
            -token.diameter / 2, -token.diameter / 2, token.diameter / 2, token.diameter / 2).contains(pos + offset)
        self._glide(token, token.pos(), self.home(token.value), GLIDE_BACK_MS)
        if over and self.on_drop is not None:
            self.on_drop(token.value)
        return True

    def cancel(self) -> None:
        if self._drag is not None:
            token = self._drag[0]
            self._drag = None
            token.setPos(self.home(token.value))

    # --- payments ------------------------------------------------------------------

    def slide(self, src: str, dst: str, amount: int, delay: int = 0) -> None:
        """A payment of ``amount`` from zone ``src`` to zone ``dst``: a few tokens glide."""
        geo, timing = self.host.geometry, self.host.timing
        if geo is None or timing.instant or amount <= 0 or src not in geo.zones or dst not in geo.zones:
            return
        a, b = _centre(geo.zones[src].rect), _centre(geo.zones[dst].rect)
        count = min(SLIDING, amount)
        for i in range(count):
            token = ChipToken(_value_for(amount), geo.card_w * SIZE)
            token.setPos(a)
            token.hide()
            self.host.addItem(token)
            shift = QPointF(i * token.diameter * 0.18, -i * token.diameter * 0.18)
            self.host.later(timing.ms(delay) + i * timing.ms(60), partial(self._fly, token, a + shift, b + shift))

    def _fly(self, token: ChipToken, a: QPointF, b: QPointF) -> None:
        token.show()
        self._glide(token, a, b, MOVE_MS * 2, remove=True)

    def _glide(self, token: ChipToken, a: QPointF, b: QPointF, base_ms: int, remove: bool = False) -> None:
        ms = self.host.timing.ms(base_ms)
        if ms <= 0 or a == b:
            token.setPos(b)
            if remove:
                self.host.removeItem(token)
            return
        anim = QVariantAnimation()
        anim.setStartValue(a)
        anim.setEndValue(b)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        anim.valueChanged.connect(token.setPos)

        def done() -> None:
            if remove:
                self.host.removeItem(token)
            if anim in self._moving:
                self._moving.remove(anim)
        anim.finished.connect(done)
        self._moving.append(anim)
        anim.start()


def _centre(rect: tuple[float, float, float, float]) -> QPointF:
    x, y, w, h = rect
    return QPointF(x + w / 2, y + h / 2)


def _value_for(amount: int) -> int:
    """The token drawn for a payment: the largest usual value it holds."""
    return 10 if amount >= 10 else 5 if amount >= 5 else 1
