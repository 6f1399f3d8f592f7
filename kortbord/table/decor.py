"""What the table says besides the cards: tags on zones, stamps over seats, the
turn arrow and speech bubbles.

- A zone whose layout names a ``badge`` carries a tag with that public fact
  while it is set: a suit as the suit asked for ("♦ asked for" on Olsen's
  discard pile after an eight), anything else as its text.
- A stamp lies for a moment over a seat's hand ("Skip" when a two makes it
  lose its turn), or stays (the winner at the end).
- A gold arrow points at the nameplate of the seat whose turn it is.
- A large arrow round the middle shows the direction of play where the game
  has one (``direction_of``, UNO's hook ``direction``; ``table.direction``).
- A note on a zone says for a while why the cards dropped there glided back
  ("Play clubs, a seven or an eight"), also in a small window.
- A speech bubble ("Olsen!", news about a player) points at a nameplate: from
  above it, over the seat's own face-down hand, or beside it for the seat at
  the bottom; where that would hide a card, a badge ("♥ asked for") or another
  nameplate, from below or beside it, wherever it hides least; always inside
  the table.

``Decor`` keeps these items for the scene and places them after each layout.
"""
from __future__ import annotations

import math
from enum import Enum
from typing import Any, Callable, Protocol, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.layout import TableLayout
from ..engine.view import View
from .direction import DirectionArrow
from .geometry import Side, TableGeometry, expand_zones
from .host import TableHost
from .timing import NOTE_MS, SPEECH_MS, STAMP_MS, TURN_AROUND_MS, Timing
from .zone_item import TURN, NameplateItem, SpeechBubble

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RED = QColor("#c0392b")
INK = QColor(25, 25, 25)
#: Tags lie above the cards of their zone, stamps and the arrow above every card at rest.
TAG_Z = 9100.0
STAMP_Z = 9300.0
ARROW_Z = 8100.0
#: Tags are never lower than this (px): older eyes read them too.
MIN_TAG_PX = 24.0
#: A stamp is turned a little, as if pressed on by hand (degrees).
STAMP_ANGLE = -7.0


class Tone(str, Enum):
    NOTE = "note"     # a white tag lying on a zone ("♦ asked for")
    ALERT = "alert"   # a red stamp ("Skip")
    GOLD = "gold"     # a gold stamp ("Winner!")


_TONES: dict[Tone, tuple[QColor, QColor, QColor]] = {   # fill, border, text
    Tone.NOTE: (QColor(255, 255, 250, 245), QColor(60, 60, 60), INK),
    Tone.ALERT: (QColor(192, 57, 43, 235), QColor(255, 255, 255), QColor(255, 255, 255)),
    Tone.GOLD: (QColor(255, 204, 51, 245), QColor(74, 56, 8), QColor(60, 40, 0)),
}

Part = tuple[str, QColor | None]


def _font(pixels: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(pixels)))
    font.setBold(True)
    return font


def badge_parts(value: Any) -> list[Part]:
    """The tag for a public fact's value: a suit letter as asked for (its symbol in its colour),
    a suit symbol in its colour (a trump), else its text."""
    if value is None or value is False or value == "":
        return []
    if isinstance(value, str) and value in SUIT_SYMBOLS:
        symbol = SUIT_SYMBOLS[value]
        text = QCoreApplication.translate("table", "{suit} asked for")
        before, found, after = text.partition("{suit}")
        if not found:
            return [(f"{symbol} {text}", None)]
        colour = RED if value in "DH" else INK
        return [(p, c) for p, c in ((before, None), (symbol, colour), (after, None)) if p]
    if isinstance(value, str) and value in SUIT_SYMBOLS.values():   # a suit symbol (a trump) in its colour
        return [(value, RED if value in "♦♥" else INK)]
    return [(str(value), None)]


class TagItem(QGraphicsItem):
    """A rounded tag of text centred on its position; parts may have their own colour."""

    def __init__(self, tone: Tone, z: float = TAG_Z) -> None:
        super().__init__()
        self.tone = tone
        self.parts: tuple[Part, ...] = ()
        self._h = 20.0
        self._w = 20.0
        self._font = _font(11)
        self._symbol_font = _font(15)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    @property
    def text(self) -> str:
        return "".join(p for p, _c in self.parts)

    def set_content(self, parts: Sequence[Part], height: float) -> None:
        """Show ``parts`` at ``height`` pixels (no parts: hidden)."""
        wanted = tuple(parts)
        if wanted != self.parts or abs(height - self._h) > 0.1:
            self.prepareGeometryChange()
            self.parts, self._h = wanted, height
            self._font = _font(height * 0.56)
            self._symbol_font = _font(height * 0.8)
            self._w = sum(self._metrics(p).horizontalAdvance(p) for p, _c in wanted) + height * 0.9
            self.update()
        self.setVisible(bool(wanted))

    def body(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def _part_font(self, text: str) -> QFont:
        """Suit symbols are drawn larger than words."""
        return self._symbol_font if text in SUIT_SYMBOLS.values() else self._font

    def _metrics(self, text: str) -> QFontMetricsF:
        return QFontMetricsF(self._part_font(text))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.body().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        fill, border, ink = _TONES[self.tone]
        body = self.body()
        h = body.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(border, max(1.2, h * 0.07)))
        painter.setBrush(fill)
        painter.drawRoundedRect(body, h * 0.3, h * 0.3)
        x = body.left() + h * 0.45
        for text, colour in self.parts:
            advance = self._metrics(text).horizontalAdvance(text)
            painter.setFont(self._part_font(text))
            painter.setPen(colour or ink)
            painter.drawText(QRectF(x, body.top(), advance + 1, h),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)
            x += advance


class TurnArrow(QGraphicsItem):
    """A gold arrow whose tip lies at its position, pointing along its rotation."""

    def __init__(self) -> None:
        super().__init__()
        self._size = 20.0
        self.setZValue(ARROW_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def point_at(self, tip: QPointF, direction: tuple[float, float], size: float) -> None:
        if abs(size - self._size) > 0.1:
            self.prepareGeometryChange()
            self._size = size
        self.setPos(tip)
        self.setRotation(math.degrees(math.atan2(direction[1], direction[0])))
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = self._size
        return QRectF(-s - 3, -s * 0.6 - 3, s + 6, s * 1.2 + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = self._size
        shape = QPolygonF([QPointF(0, 0), QPointF(-s * 0.62, -s * 0.5), QPointF(-s * 0.62, -s * 0.2),
                           QPointF(-s, -s * 0.2), QPointF(-s, s * 0.2), QPointF(-s * 0.62, s * 0.2),
                           QPointF(-s * 0.62, s * 0.5)])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(74, 56, 8), max(1.2, s * 0.07)))
        painter.setBrush(TURN)
        path = QPainterPath()
        path.addPolygon(shape)
        path.closeSubpath()
        painter.drawPath(path)


def _covered(body: QRectF, rects: Sequence[QRectF]) -> float:
    """How much of ``rects`` ``body`` lies on (area)."""
    total = 0.0
    for rect in rects:
        common = body.intersected(rect)
        total += max(0.0, common.width()) * max(0.0, common.height())
    return total


def linger(timing: Timing, base: int) -> int:
    """How long a bubble, stamp or banner stays: longer when the game runs slowly."""
    speed = 1.0 if timing.instant else min(max(timing.speed, 0.5), 2.0)
    return round(base / speed)


class DecorHost(TableHost, Protocol):
    """What ``Decor`` needs of its table besides a ``TableHost``'s."""

    local_seat: int | None
    plates: dict[int, NameplateItem]

    def sceneRect(self) -> QRectF: ...  # noqa: N802 - Qt's name


class Decor:
    """The scene's tags, stamps, turn arrow and bubbles."""

    def __init__(self, scene: DecorHost) -> None:
        self.scene = scene
        self.tags: dict[str, TagItem] = {}
        self._badge_keys: dict[str, str] = {}
        self.stamps: dict[int, TagItem] = {}
        #: The note on a zone saying why a move there was refused (one at a time).
        self.note: TagItem | None = None
        self._view: View | None = None
        self.bubbles: dict[int, SpeechBubble] = {}
        self.arrow = TurnArrow()
        scene.addItem(self.arrow)
        #: The game's direction of play from a view (+1 clockwise, -1 counter; None: none shown).
        self.direction_of: Callable[[View], int | None] | None = None
        self.direction = DirectionArrow()
        scene.addItem(self.direction)

    @property
    def timing(self) -> Timing:
        return self.scene.timing

    def configure(self, layout: TableLayout, players: int) -> None:
        """Forget everything shown; make a tag for every zone with a badge."""
        for item in [*self.tags.values(), *self.stamps.values(), *self.bubbles.values()]:
            self._remove(item)
        if self.note is not None:
            self._remove(self.note)
        self.tags, self.stamps, self.bubbles, self._badge_keys = {}, {}, {}, {}
        self.arrow.hide()
        self.direction.hide()
        for name, zl, _seat in expand_zones(layout, players):
            if zl.badge:
                tag = TagItem(Tone.NOTE)
                self.scene.addItem(tag)
                self.tags[name] = tag
                self._badge_keys[name] = zl.badge

    def linger(self, base: int) -> int:
        """How long a bubble or stamp stays: longer when the game runs slowly."""
        return linger(self.timing, base)

    # --- placing ----------------------------------------------------------------

    def update(self, geo: TableGeometry, view: View) -> None:
        """Place everything for a new layout or view (a new view takes the note away)."""
        if view is not self._view and self.note is not None:
            self._remove(self.note)
        self._view = view
        for name, tag in self.tags.items():
            zg = geo.zones[name]
            # As large as on a normal card even on a small pile (Bismarck's trump on its stock).
            height = max(MIN_TAG_PX, max(zg.card_w, geo.card_w) * 0.3)
            tag.set_content(badge_parts(view.public.get(self._badge_keys[name])), height)
            x, y = zg.card_pos(max(0, zg.count - 1))
            tag.setPos(x + zg.card_w / 2, y + zg.card_h * 0.75)
        for seat, stamp in self.stamps.items():
            stamp.setPos(self._inside(geo, stamp, self._seat_spot(geo, seat)))
        self._place_arrow(geo, view.to_move)
        self._place_direction(geo, view)

    def _place_direction(self, geo: TableGeometry, view: View) -> None:
        direction = self.direction_of(view) if self.direction_of is not None else None
        if direction is None:
            self.direction.hide()
            return
        self.direction.place(geo)
        turn = self.timing.ms(TURN_AROUND_MS) if self.direction.isVisible() else 0
        self.direction.set_direction(direction, turn)
        self.direction.show()

    def _place_arrow(self, geo: TableGeometry, seat: int | None) -> None:
        place = geo.seats.get(seat) if seat is not None else None
        if place is None:
            self.arrow.hide()
            return
        x, y, w, h = place.plate
        size, gap = h * 0.8, h * 0.2
        if place.side is Side.LEFT:
            self.arrow.point_at(QPointF(x + w + gap, y + h / 2), (-1.0, 0.0), size)
        else:
            self.arrow.point_at(QPointF(x - gap, y + h / 2), (1.0, 0.0), size)

    def _seat_spot(self, geo: TableGeometry, seat: int) -> QPointF:
        """On a seat's hand, near its far end from the nameplate (where a bubble may
        lie), else on its nameplate."""
        zone = geo.zones.get(f"hand/{seat}")
        if zone is not None:
            x, y, w, h = zone.rect
            return QPointF(x + w / 2, y + min(h / 2, zone.card_h * 0.4))
        place = geo.seats.get(seat)
        if place is None:
            return QPointF(geo.width / 2, geo.height / 2)
        x, y, w, h = place.plate
        return QPointF(x + w / 2, y + h / 2)

    @staticmethod
    def _inside(geo: TableGeometry, tag: TagItem, spot: QPointF) -> QPointF:
        """``spot``, moved sideways as far as needed to keep ``tag`` on the table."""
        half = tag.mapRectToScene(tag.body()).width() / 2 + 4
        return QPointF(min(max(spot.x(), half), geo.width - half), spot.y())

    # --- stamps and bubbles ----------------------------------------------------------

    def stamp(self, seat: int, text: str, tone: Tone = Tone.ALERT, lasting: bool = False) -> TagItem | None:
        """A stamp over ``seat``'s hand: for a moment, or until the table is set up anew."""
        geo = self.scene.geometry
        if geo is None:
            return None
        old = self.stamps.pop(seat, None)
        if old is not None:
            self._remove(old)
        stamp = TagItem(tone, STAMP_Z)
        stamp.set_content([(text, None)], max(MIN_TAG_PX * 1.2, geo.card_w * 0.42))
        stamp.setRotation(STAMP_ANGLE)
        stamp.setPos(self._inside(geo, stamp, self._seat_spot(geo, seat)))
        self.scene.addItem(stamp)
        self.stamps[seat] = stamp
        if not lasting:
            self.scene.later(self.linger(STAMP_MS), lambda: self._remove(stamp))
        return stamp

    def notice(self, zone: str, text: str) -> TagItem | None:
        """A note over the middle of ``zone`` for a while, kept inside the table."""
        geo = self.scene.geometry
        if geo is None or zone not in geo.zones:
            return None
        if self.note is not None:
            self._remove(self.note)
        note = TagItem(Tone.NOTE, STAMP_Z + 1)
        note.set_content([(text, None)], max(MIN_TAG_PX, geo.card_w * 0.28))
        x, y, w, h = geo.zones[zone].rect
        note.setPos(self._inside(geo, note, QPointF(x + w / 2, y + h / 2)))
        self.scene.addItem(note)
        self.note = note
        self.scene.later(self.linger(NOTE_MS), lambda: self._remove(note))
        return note

    def speech(self, seat: int, text: str) -> None:
        """A speech bubble at ``seat``'s nameplate for a moment, where it hides least."""
        plate = self.scene.plates.get(seat)
        geo = self.scene.geometry
        if plate is None or geo is None:
            return
        keep = self._kept_clear(seat)
        options = list(enumerate(self._bubble_options(seat, text, plate.rect, geo)))
        bubble = min(options, key=lambda o: (_covered(o[1].body, keep), o[0]))[1]
        old = self.bubbles.pop(seat, None)
        if old is not None:
            self._remove(old)
        self.bubbles[seat] = bubble
        self.scene.addItem(bubble)
        self.scene.later(max(300, self.linger(SPEECH_MS)), lambda: self._remove(bubble))

    def _bubble_options(self, seat: int, text: str, r: QRectF, geo: TableGeometry) -> list[SpeechBubble]:
        """Where a bubble may go, the usual place first: beside the plate at the bottom;
        elsewhere over the seat's own face-down hand, above the plate, else below it, else beside."""
        place = geo.seats.get(seat)
        bounds = self.scene.sceneRect()
        height = max(24.0, r.height() * 1.1)
        wrap_at = r.width() * 1.6
        beside = SpeechBubble(text, r.center(), height, False, bounds, beside=r.width() / 2)
        above = SpeechBubble(text, QPointF(r.center().x(), r.top()), height, False, bounds, max_width=wrap_at)
        below = SpeechBubble(text, QPointF(r.center().x(), r.bottom()), height, True, bounds, max_width=wrap_at)
        if place is not None and place.side is Side.BOTTOM:
            return [beside, above]
        inside = [b for b in (above, below) if bounds.contains(b.body)]
        return inside + [beside] if inside else [below, beside]

    def _kept_clear(self, seat: int) -> list[QRectF]:
        """What a bubble of ``seat`` should not hide: the cards (but for the speaker's
        own hand when it lies face down), the badges on the piles, the other nameplates."""
        own = f"hand/{seat}" if seat != self.scene.local_seat else ""
        out = [item.card_rect() for item in self.scene.cards.values() if item.isVisible() and item.zone != own]
        out += [tag.sceneBoundingRect() for tag in self.tags.values() if tag.isVisible()]
        out += [plate.rect for s, plate in self.scene.plates.items() if s != seat]
        return out

    def _remove(self, item: QGraphicsItem) -> None:
        if item.scene() is self.scene:  # type: ignore[comparison-overlap]  # the host is that scene
            self.scene.removeItem(item)
        if item is self.note:
            self.note = None
        for store in (self.bubbles, self.stamps):
            for seat, known in list(store.items()):
                if known is item:
                    del store[seat]
