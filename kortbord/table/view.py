"""``TableView``: the window onto the table scene.

The scene is kept exactly the size of the viewport (one scene unit = one
logical pixel), so the table rescales by re-laying out rather than by
stretching pixmaps, and cards are rendered at the screen's device pixel
ratio. The felt is a green baize: a radial gradient lit from above the
centre, darker towards the rim, with a fine grain (a tiled noise texture)
so it never looks like a flat fill. Gradient and grain are composed once per
window size into one opaque pixmap in the backing store's format, shared by
every view (``felt``): an exposed rect is a plain copy, the floor of a
repaint (drawn each time, the gradient stretched from a small pixmap and the
grain blended over it cost 2.5 times as much). Above ``FELT_BYTES`` (a 4K
window) memory wins: only the small light is kept and the grain is blended
on every paint. While a drag lasts the scene's still (felt included) covers
the table and the felt is let go.

The look changes live: ``set_theme`` swaps the card deck (the old pixmaps
stand in until the new ones are rendered in the background),
``set_renderer`` swaps the whole renderer.
"""
from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .deck import CardRenderer
from .scene import TableScene
from .themes import Theme
from .timing import Timing

FELT_LIGHT = QColor("#3a8a55")
FELT_CENTRE = QColor("#2f7d4a")
FELT_EDGE = QColor("#133f24")
#: Size of the grain tile (px) and the strength of its light and dark specks (alpha).
GRAIN = 96
GRAIN_ALPHA = (10, 16)
#: The gradient is drawn this many times smaller each way and stretched, unfiltered (it has
#: no detail to lose: steps of at most 1/255), a fifth of the cost of drawing it whole.
FELT_SCALE = 8


@cache
def grain_tile(seed: int = 7) -> QImage:
    """A tileable tile of fine light and dark specks (the weave of the baize)."""
    rng = random.Random(seed)
    data = bytearray(GRAIN * GRAIN * 4)
    light, dark = GRAIN_ALPHA
    for i in range(GRAIN * GRAIN):
        v = rng.random() * 2 - 1
        if v > 0:   # premultiplied white speck (B, G, R, A in memory)
            a = round(v * v * light)
            data[4 * i: 4 * i + 4] = bytes((a, a, a, a))
        else:
            data[4 * i + 3] = round(v * v * dark)
    image = QImage(bytes(data), GRAIN, GRAIN, GRAIN * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()   # own the pixels


@cache
def grain_brush() -> QBrush:
    return QBrush(QPixmap.fromImage(grain_tile()))


def paint_gradient(painter: QPainter, rect: QRectF, width: float, height: float) -> None:
    """The baize's light, for a ``width`` x ``height`` table, painted into ``rect``."""
    gradient = QRadialGradient(width / 2, height * 0.42, max(width, height) * 0.78)
    gradient.setColorAt(0.0, FELT_LIGHT)
    gradient.setColorAt(0.45, FELT_CENTRE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(rect, QBrush(gradient))


#: The largest felt composed whole, in bytes (a 2560x1440 window's is 11-15 MB; a 4K
#: window's, 27 MB, is not: there only the light is kept, and the grain blended on paint).
FELT_BYTES = 16 * 1024 * 1024

_FELT: list[tuple[tuple[int, int, float], QPixmap, bool]] = []


def felt(width: int, height: int, dpr: float = 1.0) -> tuple[QPixmap, bool]:
    """The baize of a ``width`` x ``height`` table in device pixels (grain specks of
    ``dpr`` pixels) and whether it is whole: opaque, in the raster backing store's own
    format (``Format_RGB32``, blitted without conversion), or, above ``FELT_BYTES``, only
    the light, ``FELT_SCALE`` times smaller (``paint_felt``). One is kept, for the last size."""
    if _FELT and _FELT[0][0] == (width, height, dpr):
        return _FELT[0][1], _FELT[0][2]
    release_felt()   # the old one goes before the new one is drawn: never two at once
    w, h = max(1, -(-width // FELT_SCALE)), max(1, -(-height // FELT_SCALE))
    light = QImage(w, h, QImage.Format.Format_RGB32)
    painter = QPainter(light)
    paint_gradient(painter, QRectF(0, 0, w, h), w, h)
    painter.end()
    whole = width * height * 4 <= FELT_BYTES
    if whole:
        pixmap = QPixmap(max(1, width), max(1, height))
        painter = QPainter(pixmap)
        paint_felt(painter, light, QRectF(0, 0, width / dpr, height / dpr), dpr)
        painter.end()
    else:
        pixmap = QPixmap.fromImage(light)
    _FELT.append(((width, height, dpr), pixmap, whole))
    return pixmap, whole


def paint_felt(painter: QPainter, light: QImage | QPixmap, rect: QRectF, dpr: float) -> None:
    """The baize in ``rect`` (logical pixels) of ``painter``, from its ``light``: the light
    stretched unfiltered (steps of at most 1/255), the grain blended over it."""
    s = dpr / FELT_SCALE
    source = QRectF(rect.left() * s, rect.top() * s, rect.width() * s, rect.height() * s)
    if isinstance(light, QImage):
        painter.save()
        painter.scale(dpr, dpr)   # a painter on device pixels draws in logical ones
        painter.drawImage(rect, light, source)
        painter.fillRect(rect, grain_brush())
        painter.restore()
    else:
        painter.drawPixmap(rect, light, source)
        painter.fillRect(rect, grain_brush())


def release_felt() -> None:
    """Let the felt go (a still covers the table, or no table is shown)."""
    _FELT.clear()


class TableView(QGraphicsView):
    """Shows a ``TableScene`` filling the widget; rescales it on every resize."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None, *,
                 renderer: CardRenderer | None = None, timing: Timing | None = None) -> None:
        super().__init__(parent)
        self.table = scene or TableScene(renderer, timing)
        self.setScene(self.table)
        self.destroyed.connect(self.table.release)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing)   # items that scale pixmaps filter them themselves
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setMouseTracking(False)
        # The felt (or the still) covers every exposed pixel: no background fill under it.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(240, 160)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        if self.table.still.active:
            release_felt()   # the still (felt included) covers the table: one big pixmap, not two
            return
        vp = self.viewport()
        dpr = self.devicePixelRatioF()
        pixmap, whole = felt(round(vp.width() * dpr), round(vp.height() * dpr), dpr)
        r = QRectF(rect)   # the exposed part
        if whole:   # copied pixel for pixel
            painter.drawPixmap(r, pixmap, QRectF(r.left() * dpr, r.top() * dpr, r.width() * dpr, r.height() * dpr))
        else:
            paint_felt(painter, pixmap, r, dpr)

    # --- the look ------------------------------------------------------------

    def set_theme(self, theme: Theme) -> None:
        """Draw the cards with ``theme`` from now on (the old pixmaps stand in until the
        new ones are rendered in the background)."""
        self.table.renderer.set_theme(theme)
        self.fit_scene()

    def set_renderer(self, renderer: CardRenderer) -> None:
        """Draw the cards with ``renderer`` from now on."""
        scene = self.table
        old = scene.renderer
        if renderer is old:
            return
        old.updated.disconnect(scene.update)
        scene.renderer = renderer
        renderer.updated.connect(scene.update)
        for item in scene.cards.values():
            item.renderer = renderer
        self.fit_scene()

    # --- size -------------------------------------------------------------------

    def fit_scene(self) -> None:
        """Make the scene exactly as large as the viewport and re-lay it out."""
        vp = self.viewport()
        self.table.set_size(vp.width(), vp.height(), self.devicePixelRatioF())
        self.resetTransform()
        self.centerOn(vp.width() / 2, vp.height() / 2)
        self.resetCachedContent()
        self.table.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_scene()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit_scene()

    def event(self, event: QEvent) -> bool:  # noqa: D102 - Qt override
        if event.type() == QEvent.Type.DevicePixelRatioChange:   # moved to another screen
            self.fit_scene()
        return super().event(event)
