"""Card art: SVG decks rendered into a pixmap cache.

``CardRenderer`` draws the French cards with a ``themes.Theme`` (our own
decks, a KDE deck or an aisleriot theme; ``set_theme`` swaps it live) and the
shedding cards with our UNO-style deck. Pixmaps are cached by (theme, element,
width in device pixels, device pixel ratio). After a resize the scene asks for
the new sizes with ``prerender``: they are drawn into ``QImage``s by a worker
thread (which holds the only parsed documents, as a ``QSvgRenderer`` may not be
shared between threads) and turned into pixmaps on the GUI thread; until they
arrive, ``pixmap`` hands out the nearest older size (after a theme change: the
old theme's), which the painter scales; with no size at all, the worker draws
it at once and the GUI thread waits. A missing file or element never crashes:
it draws a plain card face with the card's name.
"""
from __future__ import annotations

import atexit
import os
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from collections import OrderedDict
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..art.ids import BACK_IDS, UNO_IDS, element_id
from ..engine.cards import SUITS, Card
from ..faults import surface
from .themes import ASPECT, DECK_BACK, Theme, builtin_theme, file_theme, uno_theme

#: Least memory budget of the pixmap cache in bytes; the scene raises it to twice what
#: the cards on the table need (items keep no pixmap the cache dropped: this is the bound).
CACHE_BYTES = 4 * 1024 * 1024

# Qt splits every blit taller than ~96 rows (a card) over a pool of helper threads;
# waking them costs more CPU than the blit (a drag repaints a card per motion), so
# the table paints on the GUI thread alone. Read by Qt at its first threaded blit.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")

__all__ = ["ASPECT", "CACHE_BYTES", "CardRenderer", "card_element", "is_uno"]

Key = tuple[str, str, int, float]   # (theme key, element, device width, dpr)
Job = tuple[str, int, float]        # (element, device width, dpr)


def card_element(card: Card) -> str:
    """The deck element id of ``card`` (KDE naming; UNO cards ``uno_red_5``)."""
    try:
        return element_id(card.rank, card.suit, card.copy)
    except ValueError:
        return f"missing:{card.text}"


def is_uno(card: Card) -> bool:
    return card.suit not in SUITS or card.rank in ("wild", "wild4")


def _height(width: int) -> int:
    return max(1, round(width / ASPECT))


def _parse(theme: Theme) -> QSvgRenderer | None:
    renderer = QSvgRenderer(QByteArray(theme.data)) if theme.data else None
    return renderer if renderer is not None and renderer.isValid() else None


def card_rect(width: float, height: float, aspect: float) -> QRectF:
    """The card inside its ``width`` x ``height`` place, keeping the deck's ``aspect``."""
    if aspect < width / height:
        w = height * aspect
        return QRectF((width - w) / 2, 0, w, height)
    h = width / aspect
    return QRectF(0, (height - h) / 2, width, h)


def _render_image(parsed: dict[str, QSvgRenderer | None], theme: Theme, element: str,
                  width: int, dpr: float) -> QImage:
    """``element`` of ``theme`` at ``width`` device pixels; the fallback face when missing.
    ``parsed`` caches the documents (per thread)."""
    height = _height(width)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    found = theme.source(element)
    renderer = None
    if found is not None:
        source, ident = found
        if source.key not in parsed:
            parsed[source.key] = _parse(source)
        renderer = parsed[source.key]
    if found is not None and renderer is not None and renderer.elementExists(found[1]):
        source, ident = found
        card = card_rect(width, height, source.aspect)
        if source.cell is None:
            renderer.render(painter, ident, card)
        else:   # aisleriot: the element's grid cell is the card; spill-over is clipped
            cw, ch = source.cell
            box = renderer.transformForElement(ident).mapRect(renderer.boundsOnElement(ident))
            left = (box.left() + min(box.width(), cw) / 2) // cw * cw   # the cell of its first corner
            top = (box.top() + min(box.height(), ch) / 2) // ch * ch
            s = card.width() / cw
            painter.setClipRect(card)
            renderer.render(painter, ident, QRectF(card.left() + (box.left() - left) * s,
                                                   card.top() + (box.top() - top) * s,
                                                   box.width() * s, box.height() * s))
    else:
        _paint_fallback(painter, element, card_rect(width, height, theme.aspect))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def _paint_fallback(painter: QPainter, element: str, card: QRectF) -> None:
    """A plain card: white face with the card's name, or a blue back."""
    width = card.width()
    rect = card.adjusted(1, 1, -1, -1)
    path = QPainterPath()
    radius = width * 0.07
    path.addRoundedRect(rect, radius, radius)
    back = element in BACK_IDS or element == DECK_BACK or element.endswith("back")
    painter.fillPath(path, QColor("#1f4f8f") if back else QColor("#fbfbf6"))
    painter.setPen(QPen(QColor("#555555"), max(1.0, width / 120)))
    painter.drawPath(path)
    if back:
        painter.setPen(QPen(QColor("#6f9fd8"), max(1.0, width / 60)))
        inner = rect.adjusted(width * 0.1, width * 0.1, -width * 0.1, -width * 0.1)
        painter.drawRoundedRect(inner, radius / 2, radius / 2)
        return
    name = _fallback_name(element)
    red = any(s in element for s in ("heart", "diamond", "red"))
    painter.setPen(QColor("#c0392b") if red else QColor("#111111"))
    font = QFont()
    font.setPixelSize(max(6, round(width * 0.28)))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), name)


_SYMBOLS = {"club": "♣", "diamond": "♦", "heart": "♥", "spade": "♠"}
_RANKS = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}


def _fallback_name(element: str) -> str:
    if element.startswith("missing:"):
        return element.split(":", 1)[1]
    rank, _, suit = element.partition("_")
    if suit in _SYMBOLS:
        return _RANKS.get(rank, rank) + _SYMBOLS[suit]
    return element.replace("uno_", "").replace("_", " ")


_LIVE: "weakref.WeakSet[CardRenderer]" = weakref.WeakSet()


@atexit.register
def _wait_for_workers() -> None:
    """Let running renders finish before the interpreter tears Qt down."""
    for renderer in list(_LIVE):
        try:
            renderer.wait(3000)
        except RuntimeError:
            pass


class _Bridge(QObject):
    """Carries finished images from render workers to the GUI thread."""
    rendered = Signal(object, object)  # list[Key], list[QImage]


def _render_jobs(theme: Theme, jobs: list[Job], parsed: dict[str, QSvgRenderer | None],
                 bridge: _Bridge) -> None:
    """Renders ``jobs`` of ``theme`` on the worker thread (one at a time: ``parsed`` is shared).

    A plain Python thread rather than a QRunnable: a Python-owned QRunnable can be
    collected by the GUI thread while the pool still runs it."""
    try:
        wanted = {t.key for t in _chain(theme)}
        stale = [k for k in parsed if k not in wanted]
        for key in stale[:max(0, len(parsed) - 4)]:   # keep a few documents parsed
            del parsed[key]
        keys: list[Key] = []
        images: list[QImage] = []
        for element, width, dpr in jobs:
            keys.append((theme.key, element, width, dpr))
            images.append(_render_image(parsed, theme, element, width, dpr))
        bridge.rendered.emit(keys, images)
    except RuntimeError:  # the application is closing down
        pass


def _chain(theme: Theme) -> list[Theme]:
    out: list[Theme] = []
    t: Theme | None = theme
    while t is not None:
        out.append(t)
        t = t.base
    return out


class CardRenderer(QObject):
    """Pixmaps of card faces and backs: the French deck of a ``Theme`` and the UNO deck.

    ``french``/``uno`` are deck files with our ids (tests); by default the theme is our
    standard deck. ``back`` is the element shown for hidden French cards.
    """

    #: Emitted when pre-rendered pixmaps arrived, or the theme changed (the scene repaints).
    updated = Signal()

    def __init__(self, french: Path | None = None, uno: Path | None = None, *,
                 back: str = "back", theme: Theme | None = None, cache_bytes: int = CACHE_BYTES,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.theme = (theme or (file_theme(french) if french is not None else builtin_theme())).with_back(back)
        self.uno_theme = file_theme(uno, UNO_IDS) if uno is not None else uno_theme()
        self.cache_bytes = cache_bytes
        #: Parsed documents by theme key, used on the worker thread only.
        self._worker_parsed: dict[str, QSvgRenderer | None] = {}
        self._cache: OrderedDict[Key, QPixmap] = OrderedDict()
        self._bytes = 0
        self._pending: set[Key] = set()
        #: Cached widths per (theme key, element, dpr), for scaled stand-ins.
        self._sizes: dict[tuple[str, str, float], set[int]] = {}
        #: The theme shown before ``set_theme``: its pixmaps stand in until the new ones arrive.
        self._previous: str | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kortbord-render")
        self._futures: list[Future[None]] = []
        _LIVE.add(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)
        self._bridge = _Bridge()
        self._bridge.rendered.connect(self._on_rendered)
        self.sync_renders = 0

    # --- themes -------------------------------------------------------------

    @property
    def back(self) -> str:
        """The element drawn for hidden French cards."""
        return self.theme.back

    def set_theme(self, theme: Theme) -> None:
        """Draw the French cards with ``theme`` from now on. The old theme's pixmaps stand
        in (scaled) until the new ones are rendered; call ``prerender`` for them."""
        if theme.key != self.theme.key:
            self._previous = self.theme.key
            keep = {theme.key, self.theme.key, self.uno_theme.key}
            for key in [k for k in self._cache if k[0] not in keep]:
                self._drop(key)
        self.theme = theme
        self.updated.emit()

    def _theme(self, deck: str) -> Theme:
        return self.uno_theme if deck == "uno" else self.theme

    # --- choosing elements ---------------------------------------------

    def element(self, card: Card | None, uno: bool = False) -> tuple[str, str]:
        """(deck, element) for a card, or for a hidden card (``None``)."""
        if card is None:
            return ("uno", "uno_back") if uno else ("french", self.theme.back)
        return ("uno" if is_uno(card) else "french"), card_element(card)

    def face_rect(self, deck: str, width: float, height: float) -> QRectF:
        """Where the card is drawn inside its ``width`` x ``height`` place (a deck
        narrower or wider than ours keeps its shape, centred)."""
        return card_rect(width, height, self._theme(deck).aspect)

    # --- pixmaps ----------------------------------------------------------

    def pixmap(self, deck: str, element: str, width: float, dpr: float, *, settled: bool = True) -> QPixmap:
        """A pixmap for ``element`` at ``width`` logical pixels: exact when cached,
        else the nearest cached size (and, for a card at rest, the exact one is
        queued: sizes passed through during an animation are not), else drawn now."""
        theme = self._theme(deck)
        device = max(1, round(width * dpr))
        key = (theme.key, element, device, dpr)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        nearest = self._nearest(theme.key, element, device, dpr)
        if nearest is None and deck != "uno" and self._previous is not None:
            nearest = self._nearest(self._previous, element, device, dpr)
            settled = True   # a new theme: always fetch the real one
        if nearest is not None:
            if settled:
                self._queue(theme, [(element, device, dpr)])
            return self._cache[nearest]
        return self._store(key, QPixmap.fromImage(self._render_now(theme, element, device, dpr)))

    def key(self, deck: str, element: str, width: float, dpr: float) -> Key:
        """The cache key of ``element`` at ``width`` logical pixels."""
        return (self._theme(deck).key, element, max(1, round(width * dpr)), dpr)

    def hit(self, key: Key) -> QPixmap | None:
        """The cached pixmap of ``key`` (as recently used), or None once it was dropped."""
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
        return hit

    def pixmap_now(self, deck: str, element: str, width: float, dpr: float) -> QPixmap:
        """The exact pixmap, drawn now when it is not cached (previews, not the table)."""
        theme = self._theme(deck)
        key = (theme.key, element, max(1, round(width * dpr)), dpr)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        return self._store(key, QPixmap.fromImage(self._render_now(theme, element, key[2], dpr)))

    def _render_now(self, theme: Theme, element: str, device: int, dpr: float) -> QImage:
        """``element`` drawn now, waited for: by the worker, so that each deck is parsed
        once, in the worker's documents (a parsed deck is 3 MB; the GUI thread kept a
        second copy for these renders alone). Once the worker is shut down (the
        interpreter exits), here, from a document parsed for this render only."""
        self.sync_renders += 1
        try:
            job = self._pool.submit(_render_image, self._worker_parsed, theme, element, device, dpr)
        except RuntimeError:
            return _render_image({}, theme, element, device, dpr)
        return job.result()

    def _nearest(self, theme_key: str, element: str, device: int, dpr: float) -> Key | None:
        sizes = self._sizes.get((theme_key, element, dpr))
        if not sizes:
            return None
        return (theme_key, element, min(sizes, key=lambda w: abs(w - device)), dpr)

    def prerender(self, wanted: Iterable[tuple[str, str]], width: float, dpr: float) -> None:
        """Render ``(deck, element)`` pairs at ``width`` in the background."""
        device = max(1, round(width * dpr))
        by_deck: dict[str, list[Job]] = {}
        for deck, element in set(wanted):
            by_deck.setdefault(deck, []).append((element, device, dpr))
        for deck, jobs in by_deck.items():
            self._queue(self._theme(deck), sorted(jobs))

    def cached(self, deck: str, element: str, width: float, dpr: float) -> bool:
        return (self._theme(deck).key, element, max(1, round(width * dpr)), dpr) in self._cache

    def wait(self, msecs: int = 5000) -> bool:
        """Block until queued renders are done (tests and the benchmark)."""
        _done, running = wait_futures(self._futures, timeout=msecs / 1000)
        self._futures = list(running)
        return not running

    def _queue(self, theme: Theme, jobs: list[Job]) -> None:
        todo = [(e, w, d) for e, w, d in jobs
                if (theme.key, e, w, d) not in self._cache and (theme.key, e, w, d) not in self._pending]
        if not todo:
            return
        self._pending.update((theme.key, e, w, d) for e, w, d in todo)
        self._futures = [f for f in self._futures if not f.done()]
        self._futures.append(self._pool.submit(_render_jobs, theme, todo, self._worker_parsed, self._bridge))
        self._futures[-1].add_done_callback(surface)   # an error reaches the crash handler

    def _on_rendered(self, keys: list[Key], images: list[QImage]) -> None:
        live = {self.theme.key, self.uno_theme.key}
        for key, image in zip(keys, images):
            self._pending.discard(key)
            if key not in self._cache and key[0] in live:
                self._store(key, QPixmap.fromImage(image))
        self.updated.emit()

    def _store(self, key: Key, pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        self._bytes += pixmap.width() * pixmap.height() * 4
        theme, element, device, dpr = key
        self._sizes.setdefault((theme, element, dpr), set()).add(device)
        while self._bytes > self.cache_bytes and len(self._cache) > 1:
            self._drop(next(iter(self._cache)))
        return pixmap

    def _drop(self, key: Key) -> None:
        old = self._cache.pop(key)
        self._bytes -= old.width() * old.height() * 4
        sizes = self._sizes.get((key[0], key[1], key[3]))
        if sizes is not None:
            sizes.discard(key[2])
            if not sizes:
                del self._sizes[(key[0], key[1], key[3])]

    def clear(self) -> None:
        self._cache.clear()
        self._sizes.clear()
        self._bytes = 0
