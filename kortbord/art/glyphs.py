"""A small hand-drawn stroke font for card indices.

Each glyph is a set of centre lines on a grid where capitals and digits are
100 units tall (y grows downwards, 0 = cap line, 100 = baseline) and lower
case letters have an x-height of 60.  Text is drawn as one stroked path with
round caps and joins, so the weight is simply the stroke width.
"""

from __future__ import annotations

from dataclasses import dataclass

from kortbord.art.svg import Affine, Path, compose, scale, stroke, translate

CAP = 100.0


@dataclass(frozen=True)
class Glyph:
    """Centre lines of one character and its width on the grid."""

    width: float
    path: Path


def _p() -> Path:
    return Path()


def _loop(cx: float, cy: float, rx: float, ry: float) -> Path:
    return _p().ellipse(cx, cy, rx, ry)


def _mirror(path: Path, width: float, flip_x: bool = True, flip_y: bool = False) -> Path:
    return path.mapped((-1.0 if flip_x else 1.0, 0.0, 0.0, -1.0 if flip_y else 1.0,
                        width if flip_x else 0.0, CAP if flip_y else 0.0))


def _six() -> Path:
    path = _p().move(45, 9).curve(40, 3, 34, 0, 27, 0).curve(9, 0, 0, 22, 0, 64)
    return path.extend(_loop(25, 69, 25, 31))


def _build() -> dict[str, Glyph]:
    g: dict[str, Glyph] = {}
    g["0"] = Glyph(50, _loop(25, 50, 25, 50))
    g["1"] = Glyph(24, _p().poly([(0, 22), (24, 0), (24, 100)]))
    g["2"] = Glyph(51, _p().move(1, 24).curve(3, 8, 13, 0, 25, 0).curve(39, 0, 49, 10, 49, 26)
                   .curve(49, 43, 38, 53, 26, 65).line(1, 100).line(51, 100))
    g["3"] = Glyph(50, _p().move(2, 13).curve(8, 4, 16, 0, 25, 0).curve(39, 0, 48, 9, 48, 24)
                   .curve(48, 39, 38, 47, 21, 47).move(21, 47).curve(40, 47, 50, 58, 50, 73)
                   .curve(50, 90, 40, 100, 25, 100).curve(14, 100, 5, 95, 0, 86))
    g["4"] = Glyph(52, _p().poly([(38, 100), (38, 0), (0, 70), (52, 70)]))
    g["5"] = Glyph(50, _p().move(46, 0).line(8, 0).line(4, 46).curve(10, 40, 17, 38, 25, 38)
                   .curve(40, 38, 50, 50, 50, 68).curve(50, 88, 40, 100, 24, 100)
                   .curve(14, 100, 5, 95, 0, 87))
    g["6"] = Glyph(50, _six())
    g["7"] = Glyph(50, _p().move(0, 0).line(50, 0).curve(34, 26, 22, 60, 18, 100))
    g["8"] = Glyph(50, _loop(25, 23, 21, 23).extend(_loop(25, 73, 25, 27)))
    g["9"] = Glyph(50, _mirror(_six(), 50, flip_y=True))
    g["A"] = Glyph(56, _p().poly([(0, 100), (28, 0), (56, 100)]).poly([(10, 68), (46, 68)]))
    g["J"] = Glyph(44, _p().move(44, 0).line(44, 70).curve(44, 90, 35, 100, 22, 100)
                   .curve(10, 100, 2, 92, 0, 80))
    g["Q"] = Glyph(58, _loop(28, 50, 28, 50).poly([(34, 72), (58, 104)]))
    g["K"] = Glyph(50, _p().poly([(0, 0), (0, 100)]).poly([(48, 0), (1, 60)])
                   .poly([(17, 40), (50, 100)]))
    g["E"] = Glyph(44, _p().poly([(44, 0), (0, 0), (0, 100), (44, 100)]).poly([(0, 49), (36, 49)]))
    g["D"] = Glyph(50, _p().move(0, 0).line(0, 100).line(16, 100).curve(40, 100, 50, 80, 50, 50)
                   .curve(50, 20, 40, 0, 16, 0).close())
    g["B"] = Glyph(50, _p().move(0, 48).line(24, 48).curve(40, 48, 50, 58, 50, 74)
                   .curve(50, 90, 40, 100, 24, 100).line(0, 100).line(0, 0).line(21, 0)
                   .curve(36, 0, 45, 9, 45, 24).curve(45, 39, 36, 48, 22, 48))
    g["O"] = Glyph(58, _loop(29, 50, 29, 50))
    g["R"] = Glyph(50, _p().move(0, 100).line(0, 0).line(22, 0).curve(39, 0, 48, 10, 48, 26)
                   .curve(48, 42, 39, 52, 22, 52).line(0, 52).move(22, 52).line(50, 100))
    g["+"] = Glyph(50, _p().poly([(25, 24), (25, 76)]).poly([(0, 50), (50, 50)]))
    g["n"] = Glyph(44, _p().poly([(0, 40), (0, 100)]).move(0, 62).curve(3, 47, 13, 40, 24, 40)
                   .curve(37, 40, 44, 48, 44, 62).line(44, 100))
    g["k"] = Glyph(42, _p().poly([(0, 0), (0, 100)]).poly([(40, 40), (1, 78)])
                   .poly([(15, 64), (42, 100)]))
    g["o"] = Glyph(46, _loop(23, 70, 23, 30))
    g["r"] = Glyph(34, _p().poly([(0, 40), (0, 100)]).move(0, 66).curve(4, 49, 14, 40, 28, 40)
                   .line(34, 41))
    g["t"] = Glyph(32, _p().move(12, 8).line(12, 84).curve(12, 96, 18, 100, 26, 100).line(32, 100)
                   .poly([(0, 40), (30, 40)]))
    bowl = _p().move(0, 70).curve(0, 52, 10, 40, 23, 40).curve(37, 40, 46, 52, 46, 70) \
        .curve(46, 88, 37, 100, 23, 100).curve(10, 100, 0, 88, 0, 70)
    g["b"] = Glyph(46, _p().poly([(0, 0), (0, 100)]).extend(bowl))
    g["d"] = Glyph(46, _mirror(g["b"].path, 46))
    return g


GLYPHS: dict[str, Glyph] = _build()


def _tokens(text: str) -> list[str]:
    """Split text into glyph keys (every character is one glyph)."""
    missing = [ch for ch in text if ch not in GLYPHS]
    if missing:
        raise KeyError(f"no glyph for {missing!r}")
    return list(text)


@dataclass(frozen=True)
class Text:
    """Laid-out text: centre lines plus the stroke width, in final units."""

    path: Path
    weight: float
    width: float   # ink width (including the stroke)
    height: float  # ink height of a capital (including the stroke)

    def at(self, x: float, y: float) -> Path:
        """The centre lines with the ink box's top-left corner at (x, y)."""
        return self.path.mapped(translate(x, y))

    def svg(self, x: float, y: float, colour: str, extra: float = 0.0) -> str:
        """A stroked path with the ink box at (x, y); ``extra`` thickens the stroke."""
        return stroke(self.at(x, y), colour, self.weight + extra)


def layout(text: str, height: float, weight: float = 0.2, tracking: float = 0.06,
           squeeze: float = 1.0) -> Text:
    """Lay out ``text`` so that a capital is ``height`` tall including its stroke.

    ``weight`` is the stroke width as a fraction of the cap height of the centre
    lines; ``squeeze`` narrows the letters (the stroke width stays the same).
    """
    cap = height / (1.0 + weight)
    k = cap / CAP
    sw = weight * cap
    x = sw / 2
    path = Path()
    for key in _tokens(text):
        glyph = GLYPHS[key]
        m: Affine = compose(translate(x, sw / 2), scale(k * squeeze, k))
        path.extend(glyph.path.mapped(m))
        x += glyph.width * k * squeeze + sw + tracking * cap
    width = x - tracking * cap - sw / 2
    return Text(path, sw, width, height)


def fitted(text: str, height: float, max_width: float, weight: float = 0.2) -> Text:
    """Like :func:`layout`, but squeezed (then shrunk) until it fits ``max_width``."""
    laid = layout(text, height, weight)
    if laid.width <= max_width:
        return laid
    sw = laid.weight
    inner = laid.width - sw
    squeeze = max(0.72, (max_width - sw) / inner)
    laid = layout(text, height, weight, tracking=0.03, squeeze=squeeze)
    while laid.width > max_width:
        height *= 0.96
        laid = layout(text, height, weight, tracking=0.03, squeeze=squeeze)
    return laid
