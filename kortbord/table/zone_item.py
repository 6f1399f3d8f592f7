"""Zone decorations: outlines, labels, legal-target glow, count badges,
nameplates with an avatar and a turn marker, and speech bubbles.

An empty zone is a faint sunken card place; a legal target of a drag glows
softly, the target the cards would land on glows bright with a white inner
line. A nameplate shows a round avatar with the player's initials (a colour
per seat), the name and a detail (the card count); at the seat whose turn it
is, the plate and the avatar's ring turn gold with a halo. Nameplates are
drawn once into a pixmap and blitted (text is the slowest thing to paint).
"""
from __future__ import annotations

import math
from collections import OrderedDict
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

GLOW = QColor(255, 226, 110)
OUTLINE = QColor(255, 255, 255, 80)
PLACE = QColor(0, 0, 0, 38)
LABEL = QColor(255, 255, 255, 210)
TURN = QColor(255, 204, 51)
#: Zones whose cards are narrower than this (px) show no label (it would not be readable).
MIN_LABELLED_PX = 40.0
#: Avatar colours, one per seat (clockwise), light text on each.
#: Partners' colour bands under their nameplates, one per team (none of them an UNO colour).
TEAM_BANDS = ("#e67e22", "#9b59b6", "#1abc9c", "#ff79c6", "#ecf0f1")
AVATARS = ("#c0504d", "#4f81bd", "#9bbb59", "#8064a2", "#e38b2c", "#31a2ac", "#d0578c", "#7f7f7f")


#: The colours of UNO's colour ring round a pile (``ZoneLayout.ring``), by colour letter.
RING_COLOURS = {"R": QColor("#d62c2c"), "G": QColor("#2e9e3e"), "B": QColor("#2763c7"), "Y": QColor("#f2c316")}


class Glow(str, Enum):
    NONE = "none"
    LEGAL = "legal"     # a legal target of the dragged cards
    TARGET = "target"   # the legal target the cards would drop on now


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(pixels)))
    font.setBold(bold)
    return font


def initials(name: str) -> str:
    """One or two letters for an avatar: "Anna" -> "A", "Anna Berg" -> "AB", "#3" -> "3"."""
    words = [w for w in name.replace("(", " ").split() if any(c.isalnum() for c in w)]
    letters = [next(c for c in w if c.isalnum()).upper() for w in words[:2]]
    return "".join(letters) or "?"


class ZoneItem(QGraphicsItem):
    """A zone's place: an outline while empty, its label (for a zone without an
    outline only while it holds cards), and the drop glow."""

    def __init__(self, name: str, label: str, outline: bool) -> None:
        super().__init__()
        self.name = name
        self.label = label
        self.outline = outline
        self.empty = True
        self.glow = Glow.NONE
        #: A soft glow while a click on the zone makes a legal move (the stock to draw from).
        self.invite = False
        #: The colour of a ring drawn round the zone (``ZoneLayout.ring``), or None.
        self.ring: QColor | None = None
        self._rect = QRectF(0, 0, 10, 14)
        self._card = QRectF(0, 0, 10, 14)
        self._label_font = _font(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)

    def set_geometry(self, rect: QRectF, card: QRectF) -> None:
        """``rect``: the whole zone; ``card``: one card's place (for the outline)."""
        self.prepareGeometryChange()
        self._rect, self._card = QRectF(rect), QRectF(card)
        self._label_font = _font(card.width() * 0.16)

    @property
    def rect(self) -> QRectF:
        return self._rect

    def set_empty(self, empty: bool) -> None:
        if empty != self.empty:
            self.empty = empty
            self.update()

    def set_glow(self, glow: Glow) -> None:
        if glow != self.glow:
            self.glow = glow
            self._cache_glow()
            self.update()

    def set_invite(self, invite: bool) -> None:
        if invite != self.invite:
            self.invite = invite
            self._cache_glow()
            self.update()

    def set_ring(self, colour: QColor | None) -> None:
        if colour != self.ring:
            self.ring = colour
            self.update()

    def _cache_glow(self) -> None:
        """A glowing zone is drawn once into a pixmap (a drag passing over it only blits
        it); a plain one is painted directly (blitting a large, mostly clear pixmap costs more)."""
        glowing = self.glow is not Glow.NONE or self.invite
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if glowing
                          else QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self._card.width() * 0.2
        label = self._card.width() * 0.3 if self.label else 0
        return self._rect.adjusted(-pad, -pad, pad, pad + label)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w = self._card.width()
        radius = w * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.empty and self.outline:
            place = self._card.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02)
            painter.setPen(QPen(OUTLINE, max(1.2, w * 0.018)))
            painter.setBrush(PLACE)
            painter.drawRoundedRect(place, radius, radius)
        if self.ring is not None:
            grow = w * 0.1
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 220), w * 0.075))
            painter.drawRoundedRect(self._card.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
            painter.setPen(QPen(self.ring, w * 0.05))
            painter.drawRoundedRect(self._card.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        if self.glow is not Glow.NONE or self.invite:
            self._paint_glow(painter, w, radius)
        # An unmarked place is named only while used; a place too small to read its name has none.
        if self.label and (self.outline or not self.empty) and w >= MIN_LABELLED_PX:
            box = QRectF(self._rect.left() - w, self._rect.bottom() + w * 0.04, self._rect.width() + 2 * w, w * 0.26)
            flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            painter.setFont(self._label_font)
            painter.setPen(QColor(0, 0, 0, 110))
            painter.drawText(box.translated(0, max(1.0, w * 0.01)), flags, self.label)
            painter.setPen(LABEL)
            painter.drawText(box, flags, self.label)

    def _paint_glow(self, painter: QPainter, w: float, radius: float) -> None:
        """The glow, blitted from a pixmap drawn once per size and kind (a drag that
        passes over a target and off again costs two blits, not two halos)."""
        scale = painter.deviceTransform().m11() or 1.0
        pixmap, pad = glow_pixmap(self._rect.width(), self._rect.height(), w, radius,
                                  self.glow is Glow.TARGET, scale)
        r = self._rect
        painter.drawPixmap(QRectF(r.left() - pad, r.top() - pad, pixmap.width() / scale, pixmap.height() / scale),
                           pixmap, QRectF(pixmap.rect()))


_GLOWS: OrderedDict[tuple[int, int, int, int, bool], tuple[QPixmap, float]] = OrderedDict()


def glow_pixmap(width: float, height: float, w: float, radius: float, target: bool,
                scale: float) -> tuple[QPixmap, float]:
    """The glow of a ``width`` x ``height`` zone of ``w`` wide cards at ``scale`` device
    pixels per unit, and the margin it reaches outside the zone (cached)."""
    key = (round(width * scale), round(height * scale), round(w * scale * 100), round(scale * 100), target)
    hit = _GLOWS.get(key)
    if hit is None:
        pad = math.ceil(w * 0.1 * scale) / scale   # the widest halo and half its pen, in whole pixels
        image = QImage(math.ceil((width + 2 * pad) * scale), math.ceil((height + 2 * pad) * scale),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        _draw_glow(painter, QRectF(pad, pad, width, height), w, radius, target)
        painter.end()
        image.setDevicePixelRatio(scale)
        hit = _GLOWS[key] = (QPixmap.fromImage(image), pad)
        while len(_GLOWS) > 16:
            _GLOWS.popitem(last=False)
    _GLOWS.move_to_end(key)
    return hit


def _draw_glow(painter: QPainter, rect: QRectF, w: float, radius: float, target: bool) -> None:
    """A soft halo (three strokes fading outwards) and a tint; the drop target brighter."""
    fill = QColor(GLOW)
    fill.setAlpha(70 if target else 30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    halo = QColor(GLOW)
    base = w * (0.07 if target else 0.045)
    for k, alpha in enumerate((40, 80, 200) if target else (25, 55, 150)):
        grow = base * (1.0 - k / 3)
        halo.setAlpha(alpha)
        painter.setPen(QPen(halo, w * (0.035 if target else 0.025)))
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    if target:
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, w * 0.012)))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)


class BadgeItem(QGraphicsItem):
    """A round badge with a number (cards in a zone), drawn above the cards; a longer
    text ("3 tricks") makes it a pill ending where the disc would."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._d = 20.0
        self._w = 20.0
        self.setZValue(9000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, diameter: float) -> None:
        if text != self.text or abs(diameter - self._d) > 0.1:
            self.prepareGeometryChange()
            self.text, self._d = text, diameter
            advance = QFontMetricsF(_font(diameter * 0.5, bold=True)).horizontalAdvance(text)
            self._w = max(diameter, advance + diameter * 0.6)
            self.update()
        self.setVisible(bool(text))

    def _body(self) -> QRectF:
        d = self._d
        return QRectF(d / 2 - self._w, -d / 2, self._w, d)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._body().adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        d = self._d
        body = self._body()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255), max(1.0, d * 0.07)))
        painter.setBrush(QColor(40, 40, 40, 220))
        painter.drawRoundedRect(body, d / 2, d / 2)
        painter.setFont(_font(d * 0.5, bold=True))
        painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), self.text)


class NameplateItem(QGraphicsItem):
    """A seat's avatar, name and card count; on its turn a gold plate with a halo."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.detail = ""
        self.turn = False
        self.acting = False
        #: The colour band partners' plates share (None: no teams).
        self.band: QColor | None = None
        self._rect = QRectF(0, 0, 120, 30)
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple[object, ...] = ()
        self.setZValue(8000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    @property
    def rect(self) -> QRectF:
        return self._rect

    def set_content(self, name: str, detail: str, turn: bool, acting: bool) -> None:
        if (name, detail, turn, acting) != (self.name, self.detail, self.turn, self.acting):
            self.name, self.detail, self.turn, self.acting = name, detail, turn, acting
            self.update()

    def set_band(self, band: QColor | None) -> None:
        if band != self.band:
            self.band = band
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self._rect.height() * 0.25
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        box = self.boundingRect()
        band = self.band.rgba() if self.band is not None else None
        key = (round(box.width(), 2), round(box.height(), 2), self.name, self.detail, self.turn, self.acting, dpr,
               band)
        if self._pixmap is None or key != self._pixmap_key:
            self._pixmap, self._pixmap_key = self._draw(box, dpr), key
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(box.topLeft(), self._pixmap)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    def _draw(self, box: QRectF, dpr: float) -> QPixmap:
        image = QImage(max(1, round(box.width() * dpr)), max(1, round(box.height() * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(-box.topLeft())
        self._draw_plate(painter)
        painter.end()
        return QPixmap.fromImage(image)

    def _text_layout(self) -> tuple[QRectF, QFont, QFont, str]:
        """(name's box, name font, detail font, name as shown): a long name is set a
        little smaller before it is cut short with an ellipsis."""
        r = self._rect
        h = r.height()
        detail_font = _font(h * 0.36)
        detail_w = QFontMetricsF(detail_font).horizontalAdvance(self.detail) + h * 0.3 if self.detail else 0.0
        text_rect = r.adjusted(h * 1.05, 0, -h * 0.4 - detail_w, 0)
        for size in (0.48, 0.44, 0.40, 0.37):
            name_font = _font(h * size, bold=True)
            if QFontMetricsF(name_font).horizontalAdvance(self.name) <= text_rect.width():
                return text_rect, name_font, detail_font, self.name
        name = QFontMetricsF(name_font).elidedText(self.name, Qt.TextElideMode.ElideRight, text_rect.width())
        return text_rect, name_font, detail_font, name

    def shown_name(self) -> str:
        """The name as the plate shows it (cut short only when it does not fit)."""
        return self._text_layout()[3]

    def _draw_plate(self, painter: QPainter) -> None:
        r = self._rect
        h = r.height()
        if self.turn:   # halo
            halo = QColor(TURN)
            for grow, alpha in ((h * 0.2, 35), (h * 0.11, 70)):
                halo.setAlpha(alpha)
                painter.setPen(QPen(halo, h * 0.1))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                big = r.adjusted(-grow, -grow, grow, grow)
                painter.drawRoundedRect(big, big.height() / 2, big.height() / 2)
            painter.setPen(QPen(TURN, max(2.0, h * 0.08)))
            painter.setBrush(QColor(74, 56, 8, 235))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 200 if self.acting else 60), max(1.0, h * 0.04)))
            painter.setBrush(QColor(0, 0, 0, 125))
        painter.drawRoundedRect(r, h / 2, h / 2)
        if self.band is not None:   # partners share this band under their plates
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.band)
            painter.drawRoundedRect(QRectF(r.left() + h * 0.45, r.bottom() + h * 0.05, r.width() - h * 0.9,
                                           h * 0.17), h * 0.08, h * 0.08)
        # The avatar: a coloured disc with initials, in a gold ring on the seat's turn.
        d = h * 0.8
        centre = QPointF(r.left() + h * 0.5, r.center().y())
        ring = QPen(TURN, max(1.5, h * 0.07)) if self.turn else QPen(QColor(255, 255, 255, 150), max(1.5, h * 0.04))
        painter.setPen(ring)
        painter.setBrush(QColor(AVATARS[self.seat % len(AVATARS)]))
        painter.drawEllipse(centre, d / 2, d / 2)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(_font(d * 0.42, bold=True))
        painter.drawText(QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d), int(Qt.AlignmentFlag.AlignCenter),
                         initials(self.name))
        text_rect, name_font, detail_font, name = self._text_layout()
        painter.setFont(name_font)
        painter.setPen(TURN if self.turn else QColor(255, 255, 255))
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)
        if self.detail:
            painter.setFont(detail_font)
            painter.setPen(QColor(240, 240, 240) if not self.turn else QColor(255, 236, 170))
            painter.drawText(r.adjusted(0, 0, -h * 0.45, 0),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), self.detail)


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` (a single long word stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [text]


class SpeechBubble(QGraphicsItem):
    """A speech bubble ("Olsen!") pointing at a nameplate from above or below it,
    or from beside it (``beside``: how far the plate reaches sideways from the
    anchor, its centre: the bubble goes right, else left, in two lines or more
    where the room is short); the body stays inside ``bounds`` (the table) and,
    above or below, is wrapped to ``max_width`` (0: one line)."""

    def __init__(self, text: str, anchor: QPointF, height: float, below: bool,
                 bounds: QRectF | None = None, beside: float = 0.0, max_width: float = 0.0) -> None:
        super().__init__()
        self.text = text
        self._font = _font(height * 0.5, bold=True)
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(text) + height
        tail = height * 0.35
        self._h1 = height   # one line's height
        self._lines = [text]
        self._below = below
        self._beside = 0.0
        if beside > 0:                                   # right of the plate, else left of it
            right = left = width
            if bounds is not None:
                right = bounds.right() - 2 - (anchor.x() + beside + tail)
                left = anchor.x() - beside - tail - (bounds.left() + 2)
            room = right if right >= width or right >= left else left
            if room < width:
                self._lines = wrap(text, metrics, max(height * 2, room - height))
                width = max(metrics.horizontalAdvance(line) for line in self._lines) + height
                height *= 1 + (len(self._lines) - 1) * 0.62
            self._beside = beside if room is right else -beside
            self._body = QRectF(beside + tail, -height / 2, width, height)
            if self._beside < 0:
                self._body.moveRight(-beside - tail)
        else:
            if max_width and width > max_width:
                self._lines = wrap(text, metrics, max(height * 2, max_width - height))
                width = max(metrics.horizontalAdvance(line) for line in self._lines) + height
                height *= 1 + (len(self._lines) - 1) * 0.62
            self._body = QRectF(-width / 2, 0, width, height)
            self._body.translate(0, tail if below else -height - tail)
            if bounds is not None:                       # slide along, the tail stays on the body
                room = width / 2 - height * 0.45
                left = bounds.left() + 2 - (anchor.x() + self._body.left())
                right = bounds.right() - 2 - (anchor.x() + self._body.right())
                shift = left if left > 0 else min(0.0, right)
                self._body.translate(max(-room, min(room, shift)), 0)
        self.setPos(anchor)
        self.setZValue(9500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def body(self) -> QRectF:
        """The bubble's body in scene coordinates."""
        return self._body.translated(self.pos())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        h = self._body.height()
        box = self._body.adjusted(-2, -h * 0.4, 2, h * 0.4)
        return box.united(QRectF(-abs(self._beside) - 2, -h * 0.3, 2 * abs(self._beside) + 4, h * 0.6))

    def _tail(self) -> QPainterPath:
        b = self._body
        h = self._h1
        tail = QPainterPath()
        if self._beside:
            base_x = b.left() if self._beside > 0 else b.right()
            tail.moveTo(base_x, -h * 0.2)
            tail.lineTo(self._beside, 0)
            tail.lineTo(base_x, h * 0.2)
        else:
            base_y = b.top() if self._below else b.bottom()
            tail.moveTo(-h * 0.2, base_y)
            tail.lineTo(0, 0)
            tail.lineTo(h * 0.2, base_y)
        tail.closeSubpath()
        return tail

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        b = self._body
        h = self._h1
        radius = h * 0.4
        path = QPainterPath()
        path.addRoundedRect(b, radius, radius)
        path = path.united(self._tail())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(60, 60, 60), max(1.0, h * 0.05)))
        painter.setBrush(QColor(255, 255, 250))
        painter.drawPath(path)
        painter.setPen(QColor(20, 20, 20))
        painter.setFont(self._font)
        painter.drawText(b, int(Qt.AlignmentFlag.AlignCenter), "\n".join(self._lines))
