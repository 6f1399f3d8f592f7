"""What lies over the table for a while: zone tags, news banners and the
end-of-round summary.

- A zone tag follows the position ("Build 9 – Anna" under a Casino build): the
  controller gives the texts of the game's ``zone_tags`` hook after each move.
  Zones matching ``large_tags`` (29's running total) get theirs large, above them.
- A banner brings news for everybody ("Sidsten! This is the last hand.") in
  gold above the middle of the table, for a while.
- The overlay is one item over the middle of the table: the ``RoundSummary``
  of the round just scored, who won which point and why, or a ``CardsPanel``
  (the last trick), until a click.

``Overlays`` keeps these items for the scene and places them after each layout.
"""
from __future__ import annotations

from fnmatch import fnmatchcase
from typing import AbstractSet, Mapping, Protocol, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.score import ScoreSheet
from .decor import MIN_TAG_PX, STAMP_Z, TAG_Z, TagItem, Tone, linger
from .geometry import Side, TableGeometry
from .host import TableHost
from .panel import CardsPanel
from .score_panel import column_names, heading, item_text, sections, subtotal
from .text import card_text
from .timing import NOTE_MS

#: Points won in the summary: gold on the dark card.
WON = QColor(255, 214, 90)
INK = QColor(245, 245, 240)
DIM = QColor(190, 200, 190)
PANEL = QColor(16, 44, 28)
#: Above the cards, tags, stamps and speech bubbles.
OVERLAY_Z = 9800.0
#: The summary's text height, in card widths (and never below this many pixels).
SUMMARY_TEXT = 0.17
MIN_TEXT_PX = 13.0
#: A zone tag named ``seat/N`` lies beside seat N's nameplate (Rödskägg's scores).
SEAT_TAG = "seat/"
#: How far the own playable cards may stand above their hand (card heights).
RAISED = 0.2
#: A large zone tag's height, in card widths.
LARGE_TAG = 0.46
#: Cards in a panel (the last trick), in card widths.
PANEL_CARD = 0.8


class OverlayHost(TableHost, Protocol):
    """What ``Overlays`` needs of its table besides a ``TableHost``'s."""

    dpr: float

    def emit_idle(self) -> None:
        """Say the table is idle, if it is."""
        ...


class Overlays:
    """The scene's zone tags, banner and overlay."""

    def __init__(self, scene: OverlayHost) -> None:
        self.scene = scene
        self.tags: dict[str, TagItem] = {}
        #: Zone tags this many times their normal size (a game's ``TAG_SCALE``: Rödskägg's scores).
        self.tag_scale = 1.0
        #: Zone patterns whose tags are large, above the zone (the game's ``LARGE_TAGS``).
        self.large_tags: tuple[str, ...] = ()
        self.banner_item: TagItem | None = None
        #: One item over the middle of the table (the end-of-round summary), or None.
        self.overlay: QGraphicsItem | None = None
        #: Items taken off the table, kept alive until the event that removed them is over.
        self._leaving: list[QGraphicsItem] = []

    def _remove(self, item: QGraphicsItem) -> None:
        """Take ``item`` off the table now, but let Python free it only after the current
        event: an item removed (and freed) inside its own mouse event crashes Qt."""
        if item.scene() is self.scene:  # type: ignore[comparison-overlap]  # the host is that scene
            self.scene.removeItem(item)
        if not self._leaving:
            self.scene.later(0, self._leaving.clear)
        self._leaving.append(item)

    def clear(self) -> None:
        for item in [*self.tags.values(), self.banner_item, self.overlay]:
            if item is not None:
                self._remove(item)
        self.tags, self.banner_item, self.overlay = {}, None, None

    def set_zone_tags(self, texts: Mapping[str, str], gold: AbstractSet[str] = frozenset()) -> None:
        """Labels that follow the position, on their zones (those in ``gold`` highlighted in
        gold); the others go. Hovering over a tagged zone's cards names them all
        ("Build 9 – Anna: 7♦ 2♥")."""
        for name in [n for n in self.tags if n not in texts]:
            self._remove(self.tags.pop(name))
        shown: dict[str, list[str]] = {}
        for item in sorted(self.scene.cards.values(), key=lambda c: c.index):
            if item.zone in texts and item.card is not None:
                shown.setdefault(item.zone, []).append(card_text(item.card))
        for item in self.scene.cards.values():
            tip = f"{texts[item.zone]}: {' '.join(shown.get(item.zone, []))}" if item.zone in texts else ""
            if item.toolTip() != tip:
                item.setToolTip(tip)
        for name, text in texts.items():
            if name not in self.scene.zone_items and not name.startswith(SEAT_TAG):
                continue
            tag = self.tags.get(name)
            if tag is None:
                tag = self.tags[name] = TagItem(Tone.NOTE, TAG_Z)
                self.scene.addItem(tag)
            tone = Tone.GOLD if name in gold else Tone.NOTE
            if tag.tone is not tone:
                tag.tone = tone
                tag.update()
            tag.set_content([(text, None)], tag.body().height())
        if self.scene.geometry is not None:
            self.place(self.scene.geometry)

    @staticmethod
    def _beside_plate(geo: TableGeometry, name: str, tag: TagItem, placed: Sequence[QRectF]) -> bool:
        """Put a seat's tag (``seat/N``) beside its nameplate where it hides least; False
        when there is no such seat."""
        place = geo.seats.get(int(name[len(SEAT_TAG):])) if name[len(SEAT_TAG):].isdigit() else None
        if place is None:
            return False
        plate, box, gap = QRectF(*place.plate), tag.boundingRect(), 4.0
        right = QPointF(plate.right() + gap + box.width() / 2, plate.center().y())
        left = QPointF(plate.left() - gap - box.width() / 2, plate.center().y())
        below = QPointF(plate.center().x(), plate.bottom() + gap + box.height() / 2)
        above = QPointF(plate.center().x(), plate.top() - gap - box.height() / 2)
        spots = [left, right, below, above] if place.side is Side.RIGHT else [right, left, below, above]
        inside = [p for p in spots if 0 <= p.x() + box.left() and p.x() + box.right() <= geo.width
                  and 0 <= p.y() + box.top() and p.y() + box.bottom() <= geo.height] or spots[:1]
        lift = RAISED * geo.card_h
        held = [QRectF(*z.rect).adjusted(0, -lift if n.startswith("hand/") else 0, 0, 0)
                for n, z in geo.zones.items() if z.count]
        held += [QRectF(*p.plate) for p in geo.seats.values()] + list(placed)
        tag.setPos(min(inside, key=lambda p: _covered(box.translated(p), held)))
        return True

    def banner(self, text: str) -> TagItem | None:
        """News for everybody in gold above the middle of the table, for a while."""
        geo = self.scene.geometry
        if geo is None or not text:
            return None
        if self.banner_item is not None:
            self._remove(self.banner_item)
        banner = self.banner_item = TagItem(Tone.GOLD, STAMP_Z - 1)
        banner.set_content([(text, None)], max(MIN_TAG_PX * 1.2, geo.card_w * 0.36))
        self.scene.addItem(banner)
        self.place(geo)
        self.scene.later(linger(self.scene.timing, NOTE_MS), lambda: self._drop_banner(banner))
        return banner

    def _drop_banner(self, banner: TagItem) -> None:
        self._remove(banner)
        if self.banner_item is banner:
            self.banner_item = None

    def show_overlay(self, item: QGraphicsItem) -> None:
        """Lay ``item`` over the middle of the table (one at a time)."""
        self.hide_overlay()
        self.overlay = item
        item.setZValue(OVERLAY_Z)
        self.scene.addItem(item)
        if self.scene.geometry is not None:
            self.place(self.scene.geometry)

    def hide_overlay(self) -> bool:
        """Take the overlay away (the table is then idle again); True if one was shown."""
        item, self.overlay = self.overlay, None
        if item is None:
            return False
        self._remove(item)
        self.scene.later(0, self.scene.emit_idle)
        return True

    def place(self, geo: TableGeometry) -> None:
        """Put everything at its place for a new layout."""
        placed: list[QRectF] = []
        for name, tag in self.tags.items():
            zg = geo.zones.get(name)
            if zg is not None and any(fnmatchcase(name, p) for p in self.large_tags):
                x, y, w, h = zg.rect
                height = max(MIN_TAG_PX * 1.5, zg.card_w * LARGE_TAG)
                tag.set_content(list(tag.parts), height)
                tag.setPos(x + w / 2, y - height * 0.75)
                placed.append(tag.sceneBoundingRect())
                continue
            height = max(MIN_TAG_PX * 0.85, (zg.card_w if zg else geo.card_w) * 0.26) * self.tag_scale
            tag.set_content(list(tag.parts), height)
            if zg is not None:
                x, y, w, h = zg.rect
                tag.setPos(free_spot(geo, name, tag, x + w / 2, y + h - zg.card_h * 0.12, placed))
            else:
                tag.setVisible(bool(tag.parts) and self._beside_plate(geo, name, tag, placed))
            placed.append(tag.sceneBoundingRect())
        cx, cy = geo.centre
        if self.banner_item is not None:
            self.banner_item.setPos(cx, cy - geo.card_h * 0.95)
        if isinstance(self.overlay, RoundSummary):
            self.overlay.set_text_px(max(MIN_TEXT_PX, geo.card_w * SUMMARY_TEXT))
        if isinstance(self.overlay, CardsPanel):
            self.overlay.set_card_width(max(30.0, geo.card_w * PANEL_CARD * self.overlay.scale), self.scene.dpr)
        if self.overlay is not None:
            box = self.overlay.boundingRect()
            x = min(max(cx - box.width() / 2, 4.0), max(4.0, geo.width - box.width() - 4))
            y = min(max(cy - box.height() / 2, 4.0), max(4.0, geo.height - box.height() - 4))
            self.overlay.setPos(x - box.left(), y - box.top())


def free_spot(geo: TableGeometry, own: str, tag: TagItem, x: float, y: float,
              others: Sequence[QRectF] = ()) -> QPointF:
    """Where ``tag`` (centred at its position) may lie near (x, y): there, when it covers no
    cards, nameplate, other tag (``others``) or empty trick place; else the nearest height
    on the same line, inside the table, that covers the least of the zones holding cards,
    the nameplates and the other tags, then of the empty trick places where cards will
    come (Whist's banner off the trick cross)."""
    box = tag.boundingRect()
    lift = RAISED * geo.card_h   # the own playable cards stand raised above their zone
    held = [QRectF(*z.rect).adjusted(0, -lift if n.startswith("hand/") else 0, 0, 0)
            for n, z in geo.zones.items() if n != own and z.count]
    held += [QRectF(*p.plate) for p in geo.seats.values()] + list(others)
    empty = [QRectF(*z.rect) for n, z in geo.zones.items() if n != own and not z.count and n.startswith("trick")]

    def cost(spot: float) -> tuple[float, float]:
        rect = box.translated(x, spot)
        return _covered(rect, held), _covered(rect, empty)

    if cost(y) == (0.0, 0.0):
        return QPointF(x, y)
    step = max(4.0, box.height() / 2)
    spots = [y] + [y + sign * k * step for k in range(1, int(geo.height / step) + 1) for sign in (-1, 1)]
    inside = [s for s in spots if box.top() + s >= 0 and box.bottom() + s <= geo.height] or [y]
    return QPointF(x, min(inside, key=cost))


def _covered(rect: QRectF, obstacles: Sequence[QRectF]) -> float:
    """How much of ``obstacles`` ``rect`` covers (px², to the nearest ten)."""
    area = 0.0
    for o in obstacles:
        part = rect.intersected(o)
        area += max(0.0, part.width()) * max(0.0, part.height())
    return round(area, -1)


class RoundSummary(QGraphicsItem):
    """The round just scored: its rows per player (points won in gold, with the figures
    behind them), the round's total and the running totals; a click takes it away."""

    def __init__(self, sheet: ScoreSheet, names: Mapping[int, str], title: str,
                 notes: Mapping[tuple[int, int], int] | None = None) -> None:
        super().__init__()
        self.title = title
        self.columns = column_names(sheet, names)
        parts = sections(sheet)
        last = parts[-1] if parts else None
        self.rows: list[tuple[str, Sequence[int | None], bool]] = []
        if last is not None and last.itemised:
            self.title = title or heading(last, names)
            self.rows += [(item_text(row, names), row.values, False) for row in last.rows]
            self.rows.append((QCoreApplication.translate("table", "This round"), subtotal(last), True))
        elif last is not None:                           # one row per round (Whist's hands)
            self.title = title or heading(last, names)
            self.rows.append((QCoreApplication.translate("table", "This round"), last.rows[0].values, False))
        total = QCoreApplication.translate("table", "Total")
        if sheet.target is not None:
            total += " " + QCoreApplication.translate("table", "(target {n})").format(n=sheet.target)
        self.rows.append((total, sheet.totals, True))
        self.notes = dict(notes or {})
        self.footer = QCoreApplication.translate("table", "Click to continue")
        self._px = 16.0
        self._size = (100.0, 100.0)
        self._measure()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def cell(self, row: int, column: int) -> tuple[str, str]:
        """A value cell: the points, and the figure behind them ("(28)") or ""."""
        values = self.rows[row][1]
        value = values[column] if column < len(values) else None
        note = self.notes.get((row, column)) if not self.rows[row][2] else None
        return ("" if value is None else str(value)), ("" if note is None else f"({note}) ")

    def set_text_px(self, px: float) -> None:
        if abs(px - self._px) > 0.1:
            self.prepareGeometryChange()
            self._px = px
            self._measure()

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        plain = QFont()
        plain.setPixelSize(max(9, round(self._px)))
        bold = QFont(plain)
        bold.setBold(True)
        big = QFont(bold)
        big.setPixelSize(max(10, round(self._px * 1.3)))
        return plain, bold, big

    def _measure(self) -> None:
        plain, bold, big = self._fonts()
        fm, fb = QFontMetricsF(plain), QFontMetricsF(bold)
        pad = self._px
        label_w = max([fb.horizontalAdvance(r[0]) for r in self.rows] + [0.0])
        self._col_w = [max([fb.horizontalAdvance(name)] + [fb.horizontalAdvance(self.cell(r, c)[0]) +
                                                            fm.horizontalAdvance(self.cell(r, c)[1])
                                                            for r in range(len(self.rows))]) + pad
                       for c, name in enumerate(self.columns)]
        self._label_w = label_w + pad
        width = max(self._label_w + sum(self._col_w), QFontMetricsF(big).horizontalAdvance(self.title)) + 2 * pad
        self._line = fb.height() * 1.35
        height = pad * 2 + self._line * (len(self.rows) + 3.2)
        self._size = (width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, *self._size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        plain, bold, big = self._fonts()
        w, h = self._size
        pad, line = self._px, self._line
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(WON, max(1.5, pad * 0.12)))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(QRectF(0, 0, w, h), pad * 0.8, pad * 0.8)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        centre = int(Qt.AlignmentFlag.AlignCenter)
        painter.setFont(big)
        painter.setPen(WON)
        painter.drawText(QRectF(pad, pad, w - 2 * pad, line * 1.2), centre, self.title)
        y = pad + line * 1.3
        painter.setFont(bold)
        painter.setPen(DIM)
        x = pad + self._label_w
        for c, name in enumerate(self.columns):
            painter.drawText(QRectF(x, y, self._col_w[c], line), right, name)
            x += self._col_w[c]
        for r, (label, values, strong) in enumerate(self.rows):
            y += line
            if strong:
                painter.setPen(QPen(DIM, 1.0))
                painter.drawLine(int(pad), int(y), int(w - pad), int(y))
            painter.setFont(bold if strong else plain)
            painter.setPen(INK)
            painter.drawText(QRectF(pad, y, self._label_w, line), left, label)
            x = pad + self._label_w
            for c in range(len(self.columns)):
                text, note = self.cell(r, c)
                won = not strong and text not in ("", "0")
                font = bold if strong or won else plain
                painter.setFont(font)
                painter.setPen(WON if won else INK)
                box = QRectF(x, y, self._col_w[c], line)
                painter.drawText(box, right, text)
                if note:
                    painter.setFont(plain)
                    painter.setPen(DIM)
                    painter.drawText(box.adjusted(0, 0, -QFontMetricsF(font).horizontalAdvance(text), 0), right, note)
                x += self._col_w[c]
        painter.setFont(plain)
        painter.setPen(DIM)
        painter.drawText(QRectF(pad, h - pad - line, w - 2 * pad, line), centre, self.footer)
