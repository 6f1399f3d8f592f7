"""Tiny SVG writer: affine maps, path building and element strings.

Everything here is plain Python (no Qt) and deterministic: numbers are
rounded to two decimals and attributes keep the order they are given in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Sequence

Point = tuple[float, float]
# SVG matrix (a, b, c, d, e, f): x' = a*x + c*y + e, y' = b*x + d*y + f.
Affine = tuple[float, float, float, float, float, float]

IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def num(value: float) -> str:
    """Format a number with at most two decimals and no trailing zeros."""
    text = f"{round(value, 2):.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def translate(dx: float, dy: float) -> Affine:
    """A translation."""
    return (1.0, 0.0, 0.0, 1.0, dx, dy)


def scale(sx: float, sy: float | None = None) -> Affine:
    """A scaling about the origin."""
    return (sx, 0.0, 0.0, sx if sy is None else sy, 0.0, 0.0)


def rotate(degrees: float) -> Affine:
    """A rotation about the origin (clockwise on screen for positive angles)."""
    rad = math.radians(degrees)
    cos, sin = math.cos(rad), math.sin(rad)
    return (cos, sin, -sin, cos, 0.0, 0.0)


def compose(*maps: Affine) -> Affine:
    """Compose maps; the first one is applied last (like an SVG transform list)."""
    result = IDENTITY
    for m in maps:
        a1, b1, c1, d1, e1, f1 = result
        a2, b2, c2, d2, e2, f2 = m
        result = (
            a1 * a2 + c1 * b2,
            b1 * a2 + d1 * b2,
            a1 * c2 + c1 * d2,
            b1 * c2 + d1 * d2,
            a1 * e2 + c1 * f2 + e1,
            b1 * e2 + d1 * f2 + f1,
        )
    return result


def place(x: float, y: float, size: float = 1.0, turn: float = 0.0) -> Affine:
    """Scale by ``size``, rotate by ``turn`` degrees, then move to (x, y)."""
    return compose(translate(x, y), rotate(turn), scale(size))


def apply(m: Affine, p: Point) -> Point:
    """Map one point."""
    a, b, c, d, e, f = m
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


@dataclass
class Path:
    """A path of absolute M/L/C/Z commands that can be mapped and joined."""

    parts: list[tuple[str, tuple[Point, ...]]] = field(default_factory=list)

    def move(self, x: float, y: float) -> Path:
        self.parts.append(("M", ((x, y),)))
        return self

    def line(self, x: float, y: float) -> Path:
        self.parts.append(("L", ((x, y),)))
        return self

    def curve(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> Path:
        self.parts.append(("C", ((x1, y1), (x2, y2), (x, y))))
        return self

    def close(self) -> Path:
        self.parts.append(("Z", ()))
        return self

    def poly(self, points: Sequence[Point], closed: bool = False) -> Path:
        """Add a polyline (a new subpath)."""
        self.move(*points[0])
        for p in points[1:]:
            self.line(*p)
        return self.close() if closed else self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float | None = None) -> Path:
        """Add an ellipse as four cubic arcs (clockwise, starting at the top)."""
        ry = rx if ry is None else ry
        k = 0.5523
        self.move(cx, cy - ry)
        self.curve(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
        self.curve(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
        self.curve(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
        self.curve(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
        return self.close()

    def arc(self, cx: float, cy: float, r: float, start: float, end: float) -> Path:
        """Add a circular arc (degrees, clockwise on screen from 0 = right) as a new subpath."""
        steps = max(1, math.ceil(abs(end - start) / 90.0))
        span = math.radians(end - start) / steps
        k = 4.0 / 3.0 * math.tan(span / 4.0) * r
        a = math.radians(start)
        self.move(cx + r * math.cos(a), cy + r * math.sin(a))
        for _ in range(steps):
            b = a + span
            ca, sa, cb, sb = math.cos(a), math.sin(a), math.cos(b), math.sin(b)
            self.curve(cx + r * ca - k * sa, cy + r * sa + k * ca,
                       cx + r * cb + k * sb, cy + r * sb - k * cb, cx + r * cb, cy + r * sb)
            a = b
        return self

    def star(self, cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> Path:
        """Add a pointed star with its first point up; ``inner`` is the notch radius ratio."""
        corners = []
        for i in range(points * 2):
            radius = r if i % 2 == 0 else r * inner
            a = math.pi * i / points - math.pi / 2
            corners.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        return self.poly(corners, closed=True)

    def extend(self, *others: Path) -> Path:
        """Append the subpaths of other paths."""
        for other in others:
            self.parts.extend(other.parts)
        return self

    def mapped(self, m: Affine) -> Path:
        """A copy with every point mapped."""
        return Path([(cmd, tuple(apply(m, p) for p in pts)) for cmd, pts in self.parts])

    def points(self) -> list[Point]:
        """All end and control points (a safe superset of the outline)."""
        return [p for _, pts in self.parts for p in pts]

    def box(self) -> tuple[float, float, float, float]:
        """Bounding box of the control points: (x0, y0, x1, y1)."""
        xs = [p[0] for p in self.points()]
        ys = [p[1] for p in self.points()]
        return (min(xs), min(ys), max(xs), max(ys))

    def d(self) -> str:
        """The path data string."""
        out: list[str] = []
        last = ""
        for cmd, pts in self.parts:
            coords = " ".join(f"{num(x)} {num(y)}" for x, y in pts)
            if cmd == last and cmd != "M":
                out.append(" " + coords)
            else:
                out.append(cmd + coords)
            last = cmd
        return "".join(out).replace(" -", "-")


def _attrs(attrs: dict[str, str | float]) -> str:
    parts = []
    for key, value in attrs.items():
        text = num(value) if isinstance(value, (int, float)) else value
        parts.append(f' {key.replace("_", "-")}="{text}"')
    return "".join(parts)


def fill(path: Path, colour: str, **attrs: str | float) -> str:
    """A filled path element."""
    return f'<path d="{path.d()}" fill="{colour}"{_attrs(attrs)}/>'


def stroke(path: Path, colour: str, width: float, **attrs: str | float) -> str:
    """A stroked (unfilled) path element with round ends and joins."""
    return (
        f'<path d="{path.d()}" fill="none" stroke="{colour}" stroke-width="{num(width)}"'
        f' stroke-linecap="round" stroke-linejoin="round"{_attrs(attrs)}/>'
    )


def rect(x: float, y: float, w: float, h: float, colour: str, r: float = 0.0,
         **attrs: str | float) -> str:
    """A filled, optionally rounded rectangle."""
    corner = f' rx="{num(r)}"' if r else ""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner}'
        f' fill="{colour}"{_attrs(attrs)}/>'
    )


def circle(cx: float, cy: float, r: float, colour: str, **attrs: str | float) -> str:
    """A filled circle."""
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{colour}"{_attrs(attrs)}/>'


def group(children: Iterable[str], ident: str | None = None,
          transform: Affine | None = None) -> str:
    """A <g> element around the children."""
    head = "<g"
    if ident is not None:
        head += f' id="{ident}"'
    if transform is not None and transform != IDENTITY:
        head += ' transform="matrix(' + " ".join(num(v) for v in transform) + ')"'
    return head + ">" + "".join(children) + "</g>"


def turned(children: Iterable[str], cx: float, cy: float) -> str:
    """The children rotated by 180 degrees about (cx, cy)."""
    return group(children, transform=(-1.0, 0.0, 0.0, -1.0, 2 * cx, 2 * cy))


def document(width: float, height: float, body: Iterable[str], title: str) -> str:
    """A complete SVG Tiny 1.2 document, one element per line."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny"'
        f' width="{num(width)}" height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}">\n'
        f"<title>{title}</title>\n"
    )
    return head + "".join(line + "\n" for line in body) + "</svg>\n"
