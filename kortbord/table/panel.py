"""A panel of small cards over the table until a click: a title, rows of cards
(a label in front, a caption under each), a footer ("Click to continue").
The last trick (who played what, the winner rimmed) and Bismarck's played
cards are such panels; ``paint_small_card`` also draws Whist's shown cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card
from .card_item import RADIUS, RIMS
from .deck import ASPECT

if TYPE_CHECKING:
    from .deck import CardRenderer

INK = QColor(245, 245, 240)
DIM = QColor(190, 200, 190)
GOLD = QColor(255, 214, 90)
PANEL = QColor(16, 44, 28)


@dataclass(frozen=True, slots=True)
class Shown:
    """One small card of a panel (None: an unknown card, its back) and its caption."""
    card: Card | None
    caption: str = ""
    marked: bool = False


class CardsPanel(QGraphicsItem):
    """A title and rows of small cards with captions, over the table until a click."""

    def __init__(self, renderer: "CardRenderer", title: str, rows: Sequence[tuple[str, Sequence[Shown]]],
                 footer: str, card_w: float = 60.0, *, scale: float = 1.0, step: float = 1.12) -> None:
        super().__init__()
        #: Card size relative to the panel cards of the table, and the step between cards (card widths).
        self.scale, self.step = scale, step
        self.renderer = renderer
        self.title = title
        self.rows = [(label, tuple(cards)) for label, cards in rows]
        self.footer = footer
        self.dpr = 1.0
        self._card_w = card_w
        self._measure()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_card_width(self, width: float, dpr: float) -> None:
        if abs(width - self._card_w) > 0.1 or dpr != self.dpr:
            self.prepareGeometryChange()
            self._card_w, self.dpr = width, dpr
            self._measure()

    @property
    def text(self) -> str:
        """Everything the panel says, for screen readers and tests."""
        parts = [self.title]
        for label, cards in self.rows:
            parts.append(label)
            parts += [s.caption for s in cards if s.caption]
        return " · ".join(p for p in parts if p)

    def _fonts(self) -> tuple[QFont, QFont]:
        plain = QFont()
        plain.setPixelSize(max(12, round(self._card_w * 0.2)))
        big = QFont(plain)
        big.setBold(True)
        big.setPixelSize(max(15, round(self._card_w * 0.27)))
        return plain, big

    def _measure(self) -> None:
        plain, big = self._fonts()
        fm = QFontMetricsF(plain)
        w = self._card_w
        self._pad = w * 0.25
        self._cell = max([w * self.step] + [fm.horizontalAdvance(s.caption) + w * 0.15
                                            for _l, cards in self.rows for s in cards])
        self._label_w = max([0.0] + [fm.horizontalAdvance(label) + w * 0.2 for label, _c in self.rows])
        self._line = fm.height()
        widest = max([1] + [len(cards) for _l, cards in self.rows])
        width = max(self._label_w + (widest - 1) * self._cell + max(self._cell, w), QFontMetricsF(big).horizontalAdvance(self.title),
                    fm.horizontalAdvance(self.footer)) + 2 * self._pad
        self._row_h = w / ASPECT + self._line * (1.4 if any(s.caption for _l, c in self.rows for s in c) else 0.4)
        height = 2 * self._pad + QFontMetricsF(big).height() * 1.4 + len(self.rows) * self._row_h + self._line * 1.4
        self._size = (width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, *self._size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        plain, big = self._fonts()
        width, height = self._size
        pad, w = self._pad, self._card_w
        h = w / ASPECT
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(GOLD, max(1.5, pad * 0.1)))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(QRectF(0, 0, width, height), pad * 0.6, pad * 0.6)
        painter.setFont(big)
        painter.setPen(GOLD)
        title_h = QFontMetricsF(big).height() * 1.4
        painter.drawText(QRectF(pad, pad, width - 2 * pad, title_h), int(Qt.AlignmentFlag.AlignCenter), self.title)
        y = pad + title_h
        for label, cards in self.rows:
            painter.setFont(plain)
            painter.setPen(DIM)
            painter.drawText(QRectF(pad, y, self._label_w, h), int(Qt.AlignmentFlag.AlignVCenter), label)
            x = pad + self._label_w
            for shown in cards:
                self._paint_card(painter, shown, QRectF(x + max(0.0, self._cell - w) / 2, y, w, h))
                if shown.caption:
                    painter.setFont(plain)
                    painter.setPen(GOLD if shown.marked else INK)
                    painter.drawText(QRectF(x, y + h + self._line * 0.15, self._cell, self._line),
                                     int(Qt.AlignmentFlag.AlignHCenter), shown.caption)
                x += self._cell
            y += self._row_h
        painter.setFont(plain)
        painter.setPen(DIM)
        painter.drawText(QRectF(pad, height - pad - self._line, width - 2 * pad, self._line),
                         int(Qt.AlignmentFlag.AlignCenter), self.footer)

    def _paint_card(self, painter: QPainter, shown: Shown, rect: QRectF) -> None:
        paint_small_card(painter, self.renderer, shown.card, rect, self.dpr, shown.marked)


def paint_small_card(painter: QPainter, renderer: "CardRenderer", card: Card | None, rect: QRectF,
                     dpr: float, marked: bool = False) -> None:
    """A card (None: its back) drawn into ``rect``, rimmed like a trick's winner when ``marked``."""
    deck, element = renderer.element(card)
    pixmap = renderer.pixmap(deck, element, rect.width(), dpr)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    if marked:
        radius = rect.width() * RADIUS
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(RIMS["won"], max(2.0, rect.width() * 0.05)))
        painter.drawRoundedRect(rect, radius, radius)
