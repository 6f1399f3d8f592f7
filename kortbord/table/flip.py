"""Cards turned for everybody flip over on the table.

- Snyd's called card: its back narrows to an edge, its face widens from it, and
  it stays face up in the middle with the news under it ("Bo lied: 4♥, not 10♠ –
  ...") for a while, then goes by itself (or at the next flip). It takes no
  clicks: the table plays on under it.
- Whist's bid cards: turned where they lie, one after another (``turn_in_place``),
  a short step apart; the controller moves them on once all are seen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card
from .deck import ASPECT
from .host import TableHost
from .timing import FLIP_MS, REVEAL_MS

if TYPE_CHECKING:
    from .deck import CardRenderer

PANEL = QColor(16, 44, 28, 235)
INK = QColor(245, 245, 240)
#: Above the cards and tags, under the round summary.
FLIP_Z = 9700.0


class TurnedCard(QGraphicsObject):
    """A card and the news about it, flipping from its back to its face."""

    def __init__(self, renderer: "CardRenderer", card: Card, caption: str, card_w: float,
                 dpr: float = 1.0) -> None:
        super().__init__()
        self.renderer, self.card, self.caption, self.dpr = renderer, card, caption, dpr
        self.card_w = card_w
        #: 0: its back, 1: its face; the width follows |cos| of the turn.
        self.progress = 1.0
        self._font = QFont()
        self._font.setPixelSize(max(13, round(card_w * 0.2)))
        self._font.setBold(True)
        self.bare = not caption   # just the card, where it lies (a bid card turned)
        self._measure()
        self.setZValue(FLIP_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.valueChanged.connect(self._turn)

    @property
    def face_up(self) -> bool:
        return self.progress >= 0.5

    def flip(self, ms: int) -> None:
        """Turn over in ``ms`` milliseconds (0: at once)."""
        if ms <= 0:
            self._turn(1.0)
            return
        self._turn(0.0)
        self.anim.setDuration(ms)
        self.anim.start()

    def _turn(self, value: object) -> None:
        self.progress = float(value)  # type: ignore[arg-type]
        self.update()

    def _measure(self) -> None:
        if not self.caption:
            self._w, self._h, self._pad, self._text_h = self.card_w, self.card_w * ASPECT, 0.0, 0.0
            return
        metrics = QFontMetricsF(self._font)
        pad = self.card_w * 0.15
        text_w = min(metrics.horizontalAdvance(self.caption), self.card_w * 6)
        self._text_h = metrics.height() * (1 + int(metrics.horizontalAdvance(self.caption) > text_w))
        self._w = max(self.card_w, text_w) + 2 * pad
        self._h = self.card_w * ASPECT + self._text_h + 3 * pad
        self._pad = pad

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if not self.bare:
            painter.setBrush(PANEL)
            painter.drawRoundedRect(box, self._pad, self._pad)
        card_h = self.card_w * ASPECT
        width = self.card_w * abs(1.0 - 2.0 * self.progress)   # narrows to an edge, widens again
        rect = QRectF(-width / 2, box.top() + self._pad, max(1.0, width), card_h)
        deck, element = self.renderer.element(self.card if self.face_up else None)
        pixmap = self.renderer.pixmap(deck, element, self.card_w, self.dpr)   # one size: cached
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.bare:
            return
        painter.setFont(self._font)
        painter.setPen(INK)
        text = QRectF(box.left() + self._pad, rect.bottom() + self._pad, box.width() - 2 * self._pad, self._text_h)
        painter.drawText(text, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.caption)


class Flipper:
    """Shows one ``TurnedCard`` at a time over the middle of ``scene``'s table."""

    def __init__(self, scene: "FlipHost") -> None:
        self.scene = scene
        self.item: TurnedCard | None = None
        #: Cards being turned where they lie (Whist's bid cards), in turning order.
        self.turning: list[TurnedCard] = []

    def show(self, card: Card, caption: str) -> TurnedCard | None:
        """Flip ``card`` over in the middle with ``caption``; it goes by itself."""
        geo = self.scene.geometry
        if geo is None:
            return None
        self.clear()
        item = self.item = TurnedCard(self.scene.renderer, card, caption, geo.card_w * 1.2, self.scene.dpr)
        cx, cy = geo.centre
        box = item.boundingRect()
        item.setPos(min(max(cx, box.width() / 2), geo.width - box.width() / 2), max(cy, box.height() / 2))
        self.scene.addItem(item)
        timing = self.scene.timing
        item.flip(timing.ms(FLIP_MS))
        self.scene.later(timing.ms(FLIP_MS) + max(timing.ms(REVEAL_MS), REVEAL_MS // 3), lambda: self._drop(item))
        return item

    def turn_in_place(self, cards: Sequence[tuple[Card, QRectF]], step_ms: int) -> int:
        """Turn ``cards`` where they lie (each over its scene rect), one every ``step_ms``;
        they stay face up until ``clear_turned``. Returns the time until all are seen (ms)."""
        self.clear_turned()
        for i, (card, rect) in enumerate(cards):
            item = TurnedCard(self.scene.renderer, card, "", rect.width(), self.scene.dpr)
            item.setPos(rect.center())
            item.progress = 0.0
            item.hide()
            self.scene.addItem(item)
            self.turning.append(item)
            if i == 0:
                self._start_turn(item)
            else:
                self.scene.later(i * step_ms, lambda item=item: self._start_turn(item))
        flip = self.scene.timing.ms(FLIP_MS)
        return (len(cards) - 1) * step_ms + flip + step_ms if cards else 0

    def _start_turn(self, item: TurnedCard) -> None:
        if item in self.turning:
            item.show()
            item.flip(self.scene.timing.ms(FLIP_MS))

    def clear_turned(self) -> None:
        """The cards turned in place go (the real ones move on)."""
        for item in self.turning:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.turning = []

    def clear(self) -> None:
        if self.item is not None:
            self._drop(self.item)

    def _drop(self, item: TurnedCard) -> None:
        if item.scene() is not None:
            self.scene.removeItem(item)
        if self.item is item:
            self.item = None


class FlipHost(TableHost, Protocol):
    """What a ``Flipper`` needs of its table besides a ``TableHost``'s."""

    renderer: "CardRenderer"
    dpr: float
