"""What the table remembers of trick play: the last trick and the tricks won.

``record_trick`` reads a completed trick from a move's events (its cards
leaving the ``trick/<seat>`` slots for a won pile) and names its winner with
the trick rules in force before the move (the next deal may already be dealt
by the same move). ``trick_badges`` gives each won pile its tricks ("3
tricks") instead of a card count. ``CardsPanel`` lays rows of small cards,
each with a caption, over the table until a click: the last trick (who played
what, the winning card rimmed) and Bismarck's played cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.kit.tricks import TrickGame, TrickRules
from ..engine.state import GameState
from .card_item import RIMS, RADIUS
from .deck import ASPECT

if TYPE_CHECKING:
    from .deck import CardRenderer

INK = QColor(245, 245, 240)
DIM = QColor(190, 200, 190)
GOLD = QColor(255, 214, 90)
PANEL = QColor(16, 44, 28)


@dataclass(frozen=True, slots=True)
class TrickShow:
    """A completed trick the next view gathers: its cards by hidden id (public: they were
    played face up) and its winning card's id, so the table shows it before it goes."""
    cards: Mapping[int, Card]
    winner: int | None


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A completed trick: (seat, card) in playing order, its winner and the pile it went to."""
    plays: tuple[tuple[int, Card], ...]
    winner: int
    pile: str

    @property
    def winning_card(self) -> Card:
        return next(card for seat, card in self.plays if seat == self.winner)


def trick_rules_of(state: GameState) -> TrickRules | None:
    """The trick rules in force now (None: not a trick game)."""
    return state.trick_rules() if isinstance(state, TrickGame) else None


def _slot_seat(zone: str) -> int | None:
    kind, _, seat = zone.partition("/")
    return int(seat) if kind == "trick" and seat.isdigit() else None


def record_trick(rules: TrickRules | None, events: Sequence[Event]) -> TrickRecord | None:
    """The last trick the events gather to a won pile, or None."""
    if rules is None:
        return None
    tricks: list[list[tuple[int, Card, str]]] = []
    current: list[tuple[int, Card, str]] = []
    for event in events:
        seat = _slot_seat(event.src) if event.kind is EventKind.MOVE else None
        if seat is None or _slot_seat(event.dst) is not None or len(event.cards) != 1:
            if current:
                tricks.append(current)
                current = []
            continue
        if any(s == seat for s, _c, _p in current):   # a second trick gathered by the same move
            tricks.append(current)
            current = []
        current.append((seat, event.cards[0], event.dst))
    if current:
        tricks.append(current)
    if not tricks:
        return None
    last = tricks[-1]
    plays = tuple((s, c) for s, c, _p in last)
    return TrickRecord(plays, rules.winner(plays), last[0][2])


def trick_badges(state: GameState) -> dict[str, str]:
    """Each won pile's tricks this deal ("3 tricks"; none: no badge), where the game counts tricks."""
    if not isinstance(state, TrickGame):
        return {}
    counts: dict[str, int] = {}
    for seat in range(state.players):
        pile = state.pile_of(seat)
        counts[pile] = counts.get(pile, 0) + state.tricks[seat]
    return {pile: tricks_text(n) if n else "" for pile, n in counts.items()}


def tricks_text(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("table", "1 trick")
    return QCoreApplication.translate("table", "{n} tricks").format(n=n)


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


def last_trick_panel(renderer: "CardRenderer", record: TrickRecord, names: Mapping[int, str],
                     card_w: float) -> CardsPanel:
    """The last trick: each card with its player's name, the winning card rimmed."""
    winner = names.get(record.winner, f"#{record.winner + 1}")
    title = QCoreApplication.translate("table", "Last trick – {name} won it").format(name=winner)
    cards = [Shown(card, names.get(seat, f"#{seat + 1}"), seat == record.winner) for seat, card in record.plays]
    return CardsPanel(renderer, title, [("", cards)], QCoreApplication.translate("table", "Click to continue"),
                      card_w)
