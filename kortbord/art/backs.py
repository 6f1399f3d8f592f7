"""Card backs: a geometric pattern inside a white margin, like real cards.

All pattern lines are clipped to the inner panel in Python (SVG Tiny has no
clip paths), so nothing leaves the card.
"""

from __future__ import annotations

from typing import Callable

from kortbord.art import faces, pips
from kortbord.art.svg import Path, Point, circle, fill, rect, stroke

MARGIN = 13.0    # white rim around the coloured panel
INNER = 8.0      # panel edge to the patterned field
PANEL = (MARGIN, MARGIN, faces.WIDTH - MARGIN, faces.HEIGHT - MARGIN)
BOX = (MARGIN + INNER, MARGIN + INNER, faces.WIDTH - MARGIN - INNER, faces.HEIGHT - MARGIN - INNER)

BACKS = {
    # id: (panel colour, pattern colour, pattern)
    "back": ("#b3122a", "#e6707f", "lattice"),
    "back_blue": ("#1d4f9c", "#7fa6e0", "rings"),
    "back_green": ("#1d6b3a", "#79bf8c", "chevrons"),
}


def clip(p0: Point, p1: Point,
         box: tuple[float, float, float, float] = BOX) -> tuple[Point, Point] | None:
    """The part of segment p0-p1 inside ``box`` (Liang-Barsky), or None."""
    x0, y0, x1, y1 = box
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, p0[0] - x0), (dx, x1 - p0[0]), (-dy, p0[1] - y0), (dy, y1 - p0[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    if lo >= hi:
        return None
    return ((p0[0] + lo * dx, p0[1] + lo * dy), (p0[0] + hi * dx, p0[1] + hi * dy))


def _segments(points: list[Point], path: Path) -> None:
    for a, b in zip(points, points[1:]):
        part = clip(a, b)
        if part:
            path.move(*part[0]).line(*part[1])


def lattice() -> Path:
    """Two families of diagonal lines: a harlequin trellis."""
    path = Path()
    step = 17.0
    for i in range(-30, 31):
        c = i * step
        _segments([(c, 0), (c + 340, 340 * 1.4)], path)
        _segments([(c + 240, 0), (c + 240 - 340, 340 * 1.4)], path)
    return path


def rings() -> Path:
    """Nested squares turned 45 degrees around the centre (an op-art pattern)."""
    path = Path()
    cx, cy = faces.WIDTH / 2, faces.HEIGHT / 2
    for n in range(1, 30):
        r = n * 11.0
        square = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy), (cx, cy - r)]
        _segments(square, path)
    return path


def chevrons() -> Path:
    """Rows of zigzags."""
    path = Path()
    for row in range(-2, 42):
        y = BOX[1] + row * 9.0
        pts = [(BOX[0] - 12 + k * 12.0, y + (8.0 if k % 2 else 0.0)) for k in range(22)]
        _segments(pts, path)
    return path


PATTERNS: dict[str, Callable[[], Path]] = {"lattice": lattice, "rings": rings, "chevrons": chevrons}


def medallion(panel: str, line: str) -> list[str]:
    """A round badge in the middle with the four suits in a cross."""
    cx, cy = faces.WIDTH / 2, faces.HEIGHT / 2
    suits = Path()
    for suit, (dx, dy) in zip(pips.SUITS, ((-17, 0), (0, -17), (0, 17), (17, 0))):
        suits.extend(pips.pip(suit, cx + dx, cy + dy, 19))
    return [circle(cx, cy, 46, panel), circle(cx, cy, 42, line), circle(cx, cy, 38, panel),
            circle(cx, cy, 34, "#ffffff"), fill(suits, panel)]


def back_card(ident: str) -> list[str]:
    """One of the card backs."""
    panel, line, pattern = BACKS[ident]
    x0, y0, x1, y1 = PANEL
    frame = INNER / 2
    return faces.blank() + [
        rect(x0, y0, x1 - x0, y1 - y0, panel, 7),
        stroke(PATTERNS[pattern](), line, 2.2),
        rect(x0 + frame, y0 + frame, x1 - x0 - 2 * frame, y1 - y0 - 2 * frame, "none", 4,
             stroke=line, stroke_width=1.6),
    ] + medallion(panel, line)
