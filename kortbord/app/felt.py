"""The empty felt shown while the first game loads, and a one-shot paint watcher."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

FELT = QColor(31, 94, 58)


class Felt(QWidget):
    """The empty green table shown until the first game is dealt."""
    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        rect = self.rect()
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, FELT.lighter(118))
        gradient.setColorAt(1.0, FELT.darker(130))
        painter.fillRect(rect, gradient)
        painter.end()
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.painted.emit)


class PaintWatch(QObject):
    """Emits ``painted`` once, right after ``widget`` first paints."""
    painted = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._done = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            watched.removeEventFilter(self)   # once: not asked again on every motion and paint
            QTimer.singleShot(0, self.painted.emit)
        return False
