"""Cards known to all for a seat, in a small strip beside its nameplate.

Whist's bid cards turned up in the bidding are public until they are played
(``public()["shown"]``: seat -> card); players remember them, so the table
does too. Spar Dame's scoring cards a player has won (a game's ``taken_cards``)
lie there as miniatures under "Taken", as everybody saw them gathered. UNO's
challenged hand is shown to the challenger for a few seconds only
(``show_briefly``). The strip lies right of the nameplate, below it for a seat at the
left edge of the table (the turn arrow points from its right).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card
from ..engine.messages import QT_TRANSLATE_NOOP
from .deck import ASPECT
from .geometry import Side, TableGeometry
from .panel import paint_small_card
from .text import card_text

if TYPE_CHECKING:
    from .scene import TableScene

#: Above the nameplates, below tags and stamps.
STRIP_Z = 8050.0
#: The strips' labels (translated when drawn, so a language switch shows at once).
SHOWN = QT_TRANSLATE_NOOP("table", "Shown")
TAKEN = QT_TRANSLATE_NOOP("table", "Taken")
#: More cards than this overlap in the strip (half a card apart).
LOOSE = 5


def shown_cards(public: Mapping[str, Any]) -> dict[int, list[Card]]:
    """The shown cards per seat from a view's public facts (``{"2": "9H"}`` or lists)."""
    raw = public.get("shown")
    if not isinstance(raw, Mapping):
        return {}
    out: dict[int, list[Card]] = {}
    for seat, cards in raw.items():
        texts = cards if isinstance(cards, list) else [cards]
        out[int(seat)] = [Card.parse(str(c)) for c in texts]
    return out


class ShownStrip(QGraphicsItem):
    """"Shown" and the small cards of one seat."""

    def __init__(self, scene: "TableScene", cards: Sequence[Card], label: str = SHOWN) -> None:
        super().__init__()
        self.table = scene
        self.cards = tuple(cards)
        self.label = label
        self._h = 30.0
        self.setZValue(STRIP_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(self.text)

    @property
    def title(self) -> str:
        return QCoreApplication.translate("table", self.label)

    @property
    def text(self) -> str:
        return f"{self.title}: {' '.join(card_text(c) for c in self.cards)}"

    @property
    def step(self) -> float:
        """From one small card to the next, in card widths."""
        return 1.08 if len(self.cards) <= LOOSE else 0.5

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(9, round(self._h * 0.28)))
        font.setBold(True)
        return font

    def _label_w(self) -> float:
        return QFontMetricsF(self._font()).horizontalAdvance(self.title) + self._h * 0.3

    def set_height(self, height: float) -> None:
        if abs(height - self._h) > 0.1:
            self.prepareGeometryChange()
            self._h = height
        self.setToolTip(self.text)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        card_w = self._h * ASPECT
        cards_w = card_w * (self.step * max(0, len(self.cards) - 1) + 1.08)
        return QRectF(0, 0, self._label_w() + cards_w + self._h * 0.15, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        box = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(box, self._h * 0.15, self._h * 0.15)
        painter.setFont(self._font())
        painter.setPen(QColor(255, 255, 255, 220))
        label_w = self._label_w()
        painter.drawText(QRectF(0, 0, label_w, self._h), int(Qt.AlignmentFlag.AlignCenter),
                         self.title)
        card_w = self._h * ASPECT * 0.92
        x = label_w
        for card in self.cards:
            paint_small_card(painter, self.table.renderer, card,
                             QRectF(x, self._h * 0.04, card_w, self._h * 0.92), self.table.dpr)
            x += self._h * ASPECT * self.step


class ShownCards:
    """The scene's strips of shown cards, one per seat that has shown any."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.strips: dict[int, ShownStrip] = {}
        #: ``show_briefly``: the cards shown since the last move have been seen long enough.
        self._expired = True
        self._timer = QTimer(scene)   # goes with its scene
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)

    def show_briefly(self, cards: Mapping[int, Sequence[Card]], fresh: bool, ms: int) -> None:
        """Show ``cards`` for ``ms`` after the move (``fresh``) that showed them; a later
        refresh without a move does not bring them back."""
        if fresh:
            self._expired = not cards
            if cards:
                self._timer.start(max(1, ms))
        self.set({} if self._expired else cards)

    def _expire(self) -> None:
        self._expired = True
        self.clear()

    def set(self, cards: Mapping[int, Sequence[Card]], label: str = SHOWN) -> None:
        """The strips of ``cards`` per seat under ``label`` (SHOWN or TAKEN)."""
        changed = [s for s, strip in self.strips.items() if tuple(cards.get(s, ())) != strip.cards or strip.label != label]
        for seat in changed:
            self.scene.removeItem(self.strips.pop(seat))
        for seat, shown in cards.items():
            if shown and seat not in self.strips:
                strip = self.strips[seat] = ShownStrip(self.scene, shown, label)
                self.scene.addItem(strip)
        if changed and self.scene.geometry is not None:
            self.place(self.scene.geometry)

    def clear(self) -> None:
        self.set({})

    def place(self, geo: TableGeometry) -> None:
        for seat, strip in self.strips.items():
            place = geo.seats.get(seat)
            strip.setVisible(place is not None)
            if place is None:
                continue
            x, y, w, h = place.plate
            strip.set_height(h * 1.5)
            width = strip.boundingRect().width()
            if place.side is Side.LEFT or x + w + h * 0.3 + width > geo.width:   # no room on its right: below
                strip.setPos(max(0.0, min(x + h * 0.3, geo.width - width)), y + h * 1.15)
            else:
                strip.setPos(x + w + h * 0.3, y + h / 2 - h * 0.75)
