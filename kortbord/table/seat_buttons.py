"""Small buttons lying at another player's seat: a move about that player, clicked
where he sits (UNO's "Glömt UNO!" at the seat of the player who forgot it).

The game names the verbs (hook ``SEAT_VERBS``); each legal move of such a verb whose
argument is a seat gets a red pill just above that seat's nameplate, beside its
button in the action bar. A click makes the move like the action-bar button.
"""
from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..engine.moves import Move
from .geometry import TableGeometry

#: Above nameplates and stamps, below menus.
SEAT_BUTTON_Z = 9400.0
FILL = QColor(192, 57, 43)


class SeatButton(QGraphicsItem):
    """A red pill with a text standing for ``move``."""

    def __init__(self, text: str, move: Move) -> None:
        super().__init__()
        self.text = text
        self.move = move
        self._h = 24.0
        self.setZValue(SEAT_BUTTON_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(text)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(10, round(self._h * 0.5)))
        font.setBold(True)
        return font

    def set_height(self, height: float) -> None:
        if abs(height - self._h) > 0.1:
            self.prepareGeometryChange()
            self._h = height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        width = QFontMetricsF(self._font()).horizontalAdvance(self.text) + self._h
        return QRectF(-width / 2, -self._h / 2, width, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255), max(1.5, self._h * 0.08)))
        painter.setBrush(FILL)
        painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), self._h / 2, self._h / 2)
        painter.setFont(self._font())
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self.text)


class SeatButtons:
    """The scene's seat buttons, at most one per seat; the scene passes them its clicks
    first (``press``, ``release``), and a click calls ``on_click(move)``."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.buttons: dict[int, SeatButton] = {}
        self.on_click: Callable[[Move], None] = lambda move: None
        self._pressed: SeatButton | None = None

    def press(self, pos: QPointF) -> bool:
        """A press on a button (True) is kept for its release."""
        self._pressed = next((b for b in self.buttons.values()
                              if b.isVisible() and b.sceneBoundingRect().contains(pos)), None)
        return self._pressed is not None

    def release(self, pos: QPointF) -> bool:
        """The release of a press on a button (True): a click when still on it."""
        button, self._pressed = self._pressed, None
        if button is None:
            return False
        if button.scene() is self.scene and button.sceneBoundingRect().contains(pos):
            self.on_click(button.move)
        return True

    def set(self, wanted: Mapping[int, tuple[str, Move]], geo: TableGeometry | None) -> None:
        """Show ``wanted`` (seat -> (text, move)); others go."""
        for seat in list(self.buttons):
            button = self.buttons[seat]
            if wanted.get(seat) != (button.text, button.move):
                self.scene.removeItem(self.buttons.pop(seat))
        for seat, (text, move) in wanted.items():
            if seat not in self.buttons:
                button = self.buttons[seat] = SeatButton(text, move)
                self.scene.addItem(button)
        if geo is not None:
            self.place(geo)

    def place(self, geo: TableGeometry) -> None:
        for seat, button in self.buttons.items():
            place = geo.seats.get(seat)
            button.setVisible(place is not None)
            if place is None:
                continue
            x, y, w, h = place.plate
            button.set_height(h * 0.8)
            half = button.boundingRect().width() / 2
            cx = min(max(x + w / 2, half + 2), geo.width - half - 2)
            cy = y - h * 0.55 if y - h * 0.95 > 0 else y + h * 1.55
            button.setPos(cx, cy)
