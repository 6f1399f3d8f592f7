"""``FlowLayout``: widgets in centred rows that wrap to the next row when the width
runs out, so a row of buttons never sets the window's minimum width."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Items left to right in rows, each row centred; as high as its rows need."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 10) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing

    # --- the QLayout protocol -------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt override
        self._items.append(item)

    def insertWidget(self, index: int, widget: QWidget) -> None:  # noqa: N802 - as QBoxLayout's
        """``widget`` at ``index`` among the items (the action bar's fixed buttons go first)."""
        self.addChildWidget(widget)
        self._items.insert(max(0, min(index, len(self._items))), QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt override
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt override
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt override
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        m = self.contentsMargins()
        shown = [i.sizeHint() for i in self._shown()]
        width = sum(s.width() for s in shown) + self._gap * max(0, len(shown) - 1)
        height = max((s.height() for s in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt override
        """The widest single item: everything else wraps."""
        m = self.contentsMargins()
        size = QSize(0, 0)
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return QSize(size.width() + m.left() + m.right(), size.height() + m.top() + m.bottom())

    # --- the rows ---------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def rows(self, width: int) -> list[list[QLayoutItem]]:
        """The items in rows for ``width`` px of room (margins not counted)."""
        out: list[list[QLayoutItem]] = []
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if out and used + self._gap + w <= width:
                out[-1].append(item)
                used += self._gap + w
            else:
                out.append([item])
                used = w
        return out

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        inner = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        y = inner.y()
        for row in self.rows(inner.width()):
            sizes = [QSize(min(i.sizeHint().width(), inner.width()), i.sizeHint().height()) for i in row]
            height = max(s.height() for s in sizes)
            x = inner.x() + (inner.width() - sum(s.width() for s in sizes) - self._gap * (len(row) - 1)) // 2
            for item, size in zip(row, sizes):
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                x += size.width() + self._gap
            y += height + self._gap
        return max(0, y - self._gap - inner.y()) + m.top() + m.bottom()
