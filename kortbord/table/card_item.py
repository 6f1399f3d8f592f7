"""A card on the table: one graphics item per physical card (hidden id).

The item draws a cached pixmap of its face (or back): a card at rest is
blitted pixel for pixel (no filtering: 108 cards paint in about a
millisecond), a moving or flipping one is scaled smoothly. A lifted card
(dragged, or in flight: ``elevation``) casts a soft shadow that grows with its
height; a selected, hinted or forced one (the only card that may be played) is
tinted, with a coloured rim and glow; a flip is
drawn by squeezing the card horizontally (the animation swaps the face at
the half-way point). A card may lie turned across its place (``turned``: a
svupper card across the capture pile). The item has no mouse handling: the
scene drags the real items.
"""
from __future__ import annotations

from collections import OrderedDict
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card

if TYPE_CHECKING:
    from .deck import CardRenderer, Key

SHADOW = QColor(0, 0, 0, 110)
RIMS = {"selected": QColor(255, 206, 64), "hint": QColor(110, 225, 255), "forced": QColor(255, 140, 26),
        "target": QColor(120, 255, 140), "won": QColor(255, 150, 30), "assist": QColor(190, 235, 110)}
#: Corner radius of the card art, in card widths (our decks: 16 / 240).
RADIUS = 0.067
#: Shadow of a lifted card: blur and offset (down, a little right), in card widths.
SHADOW_BLUR = 0.07
SHADOW_OFFSET = (0.025, 0.05)
SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
#: How far a rim's glow reaches outside the card, in card widths.
RIM_GLOW = 0.065


class Mark(str, Enum):
    NONE = ""
    SELECTED = "selected"
    HINT = "hint"
    #: The one card the player may play now (a drawn card that fits).
    FORCED = "forced"
    #: The card (or build) a dragged card would be dropped on.
    TARGET = "target"
    #: The card that wins the completed trick on show.
    WON = "won"
    #: A card the game's assist points out (29: it makes exactly 29).
    ASSIST = "assist"


_SHADOWS: OrderedDict[tuple[int, int, int, float], QPixmap] = OrderedDict()


def shadow_pixmap(w: float, h: float, dpr: float) -> tuple[QPixmap, float]:
    """A soft shadow for a ``w`` x ``h`` card and the blur margin around it (cached)."""
    blur = max(2.0, w * SHADOW_BLUR)
    key = (round(w * dpr), round(h * dpr), round(blur * dpr), dpr)
    hit = _SHADOWS.get(key)
    if hit is None:
        dw, dh, db = key[0], key[1], key[2]
        image = QImage(dw + 2 * db, dh + 2 * db, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        steps = 8
        for i in range(steps):   # stacked rounded rects, each a little smaller: a soft falloff
            grow = db * (1.0 - i / steps)
            painter.setBrush(QColor(0, 0, 0, round(SHADOW.alpha() / steps)))
            r = dw * RADIUS + grow
            painter.drawRoundedRect(QRectF(db - grow, db - grow, dw + 2 * grow, dh + 2 * grow), r, r)
        painter.end()
        image.setDevicePixelRatio(dpr)
        hit = QPixmap.fromImage(image)
        _SHADOWS[key] = hit
        while len(_SHADOWS) > 8:   # the sizes of a few zones (a 4K shadow is 0.4 MB)
            _SHADOWS.popitem(last=False)
    _SHADOWS.move_to_end(key)
    return hit, blur


class CardItem(QGraphicsItem):
    """A card (``card`` is None while hidden) of hidden id ``uid``."""

    def __init__(self, renderer: "CardRenderer", uid: int, card: Card | None, *, uno: bool = False) -> None:
        super().__init__()
        self.renderer = renderer
        self.uid = uid
        #: The card as the viewer knows it now (the face shown after any flip).
        self.card = card
        #: The face currently drawn (differs from ``card`` during a flip).
        self.face = card
        self.uno = uno
        self.zone = ""
        self.index = 0
        self.home = (0.0, 0.0)
        self.home_z = 0.0
        self._w = 10.0
        self._h = 14.0
        self.lifted = False
        self.mark = Mark.NONE
        #: Horizontal squeeze while flipping: 1 = flat on the table, 0 = on its edge.
        self.squeeze = 1.0
        #: Height above the table while flying (0..1): a shadow under the card.
        self.elevation = 0.0
        self._moving = False
        self.dpr = 1.0
        #: Lying across its place (turned a quarter, about its centre).
        self.turned = False
        self._bounds = QRectF(0, 0, self._w, self._h)
        #: The cache key of the exact pixmap last drawn, with what it was drawn for (face, size,
        #: renderer, theme). Only the key: a pixmap the cache dropped is freed, not kept alive
        #: by every item that showed it (at 4K, 57 MB of card pixmaps beyond the cache's budget).
        self._blit: tuple[Card | None, tuple[float, float], CardRenderer, object, Key] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    # --- geometry ---------------------------------------------------------

    @property
    def width(self) -> float:
        return self._w

    @property
    def height(self) -> float:
        return self._h

    @property
    def moving(self) -> bool:
        """True while an animation moves or resizes the card (it may cast a shadow)."""
        return self._moving

    @moving.setter
    def moving(self, moving: bool) -> None:
        if moving != self._moving:
            self._moving = moving
            self._rebound()

    def set_size(self, w: float, h: float) -> None:
        if abs(w - self._w) > 0.01 or abs(h - self._h) > 0.01:
            self._w, self._h = w, h
            self.setTransformOriginPoint(w / 2, h / 2)
            self._rebound()

    def _rebound(self) -> None:
        """The painted area: the card, its rim's glow when marked, its shadow when lifted
        or flying. A card at rest is no larger than itself, so a drag over the table
        repaints only the cards it really passes."""
        if self.lifted or self._moving:
            pad = max(4.0, self._w * (SHADOW_BLUR + SHADOW_OFFSET[1] + 0.02))
        elif self.mark is not Mark.NONE:
            pad = max(2.0, self._w * RIM_GLOW)
        else:
            pad = 1.0   # antialiased edges
        bounds = QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds

    def set_turned(self, turned: bool) -> None:
        """Lie across the place (a quarter turn about the centre), or straight."""
        if turned != self.turned:
            self.turned = turned
            self.setTransformOriginPoint(self._w / 2, self._h / 2)
            self.setRotation(90.0 if turned else 0.0)

    def card_rect(self) -> QRectF:
        """The card's rectangle in scene coordinates (across, when turned)."""
        p = self.pos()
        if self.turned:
            cx, cy = p.x() + self._w / 2, p.y() + self._h / 2
            return QRectF(cx - self._h / 2, cy - self._w / 2, self._h, self._w)
        return QRectF(p.x(), p.y(), self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    # --- state --------------------------------------------------------------

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self.lifted:
            self.lifted = lifted
            self._rebound()
            self.update()

    def set_mark(self, mark: Mark) -> None:
        if mark != self.mark:
            self.mark = mark
            self._rebound()
            self.update()

    def set_face(self, card: Card | None) -> None:
        if card is not self.face:
            self.face = card
            self.update()

    def forget_pixmap(self) -> None:
        """Forget the pixmap last drawn (the renderer's cache may keep it)."""
        self._blit = None

    # --- painting ---------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        renderer = self.renderer
        blit = self._blit
        pixmap = None
        if blit is not None and blit[0] is self.face and blit[1] == (w, self.dpr) and blit[2] is renderer \
                and blit[3] is renderer.theme:
            pixmap = renderer.hit(blit[4])   # the exact pixmap drawn last time, if still cached
        if pixmap is not None:
            exact = True
        else:
            deck, element = renderer.element(self.face, self.uno)
            pixmap = renderer.pixmap(deck, element, w, self.dpr, settled=not self._moving)
            exact = abs(pixmap.width() - w * self.dpr) < 1.0
            self._blit = (self.face, (w, self.dpr), renderer, renderer.theme,
                          renderer.key(deck, element, w, self.dpr)) if exact else None
        if exact and self.squeeze == 1.0 and self.mark is Mark.NONE and not (self.lifted or self.elevation):
            # At rest, exact size: a plain blit, unfiltered (smooth filtering would send even
            # an unscaled pixmap down the slow, transformed path of the raster engine).
            if painter.testRenderHint(SMOOTH):   # left on by an item before (the view has it off)
                painter.setRenderHint(SMOOTH, False)
            painter.drawPixmap(0, 0, pixmap)
            return
        squeezed = self.squeeze != 1.0
        if squeezed:
            painter.save()
            painter.translate(w / 2, 0)
            painter.scale(max(0.02, abs(self.squeeze)), 1.0)
            painter.translate(-w / 2, 0)
        face = renderer.face_rect(renderer.element(self.face, self.uno)[0], w, h)
        height = 1.0 if self.lifted else self.elevation
        if height > 0.0:
            self._paint_shadow(painter, face, height)
        smooth = painter.testRenderHint(SMOOTH)
        if exact and not squeezed:
            painter.setRenderHint(SMOOTH, False)
            painter.drawPixmap(0, 0, pixmap)
        else:
            painter.setRenderHint(SMOOTH, True)
            painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))
        painter.setRenderHint(SMOOTH, smooth)
        if self.mark is not Mark.NONE:
            self._paint_rim(painter, face, RIMS[self.mark.value])
        if squeezed:
            painter.restore()

    def _paint_shadow(self, painter: QPainter, face: QRectF, height: float) -> None:
        """The shadow, blitted at its own size on whole device pixels (a scaled or filtered
        shadow costs more than the card: it is painted on every motion of a drag)."""
        w, h = face.width(), face.height()
        pixmap, blur = shadow_pixmap(w, h, self.dpr)
        opacity = painter.opacity()
        painter.setOpacity(opacity * (0.55 + 0.45 * height))
        dpr = self.dpr
        dx = round((face.left() + SHADOW_OFFSET[0] * w * height) * dpr) / dpr
        dy = round((face.top() + SHADOW_OFFSET[1] * w * (0.4 + 0.6 * height)) * dpr) / dpr
        margin = round(blur * dpr) / dpr
        smooth = painter.testRenderHint(SMOOTH)
        painter.setRenderHint(SMOOTH, False)
        painter.drawPixmap(QPointF(dx - margin, dy - margin), pixmap)
        painter.setRenderHint(SMOOTH, smooth)
        painter.setOpacity(opacity)

    def _paint_rim(self, painter: QPainter, face: QRectF, colour: QColor) -> None:
        """A coloured rim along the card's edge, a tint, and a soft glow outside it."""
        w = face.width()
        radius = w * RADIUS
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(colour)
        for grow, alpha in ((w * 0.05, 50), (w * 0.03, 90)):
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, w * 0.025))
            painter.drawRoundedRect(face.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        path = QPainterPath()
        inset = max(1.0, w * 0.015)
        path.addRoundedRect(face.adjusted(inset, inset, -inset, -inset), radius, radius)
        tint = QColor(colour)
        tint.setAlpha(45)   # the face is tinted too: in a fan only a strip of it shows
        painter.fillPath(path, tint)
        painter.setPen(QPen(colour, max(2.0, w * 0.03)))
        painter.drawPath(path)
