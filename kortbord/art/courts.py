"""Court cards: a friendly double-headed figure of our own design.

The top half of a figure is drawn in a 140 x 146 box (x -70..70, y -146..0,
head at the top); the card shows it twice, the second copy turned by 180
degrees, like the double-headed courts of a real pack.  The king wears a
crown and a beard and holds a sceptre topped with his suit; the queen has long
hair, a tiara and holds her suit as a flower; the knave wears a feathered cap
and carries a halberd and a shield with his suit.
"""

from __future__ import annotations

from dataclasses import dataclass

from kortbord.art import faces, pips
from kortbord.art.svg import (Affine, Path, circle, compose, fill, group, place, rect, scale,
                              stroke, translate, turned)

FRAME_W, HALF_H = 140.0, 146.0
LINE = "#3b2a1e"
SKIN = "#f6d3b1"
CHEEK = "#f3a3a0"
CREAM = "#fdf4de"
WHITE = "#ffffff"
BLUE = faces.BLUE
RED = faces.RED
HAIR = {"king": "#e9e6e0", "queen": "#c7812f", "jack": "#6e4020"}


@dataclass(frozen=True)
class Palette:
    """Colours of one figure: the suit colour and its accent."""

    main: str
    accent: str

    @classmethod
    def for_suit(cls, colour: str) -> Palette:
        """Red suits get a blue accent, all other suit colours a red one."""
        return cls(colour, BLUE if colour == RED else RED)


def _outlined(path: Path, colour: str, width: float = 1.4) -> str:
    return fill(path, colour, stroke=LINE, stroke_width=width, stroke_linejoin="round")


def _robe(pal: Palette) -> list[str]:
    body = Path().move(-56, 0).line(-56, -28).curve(-56, -42, -44, -50, -28, -52) \
        .line(-9, -56).line(9, -56).line(28, -52).curve(44, -50, 56, -42, 56, -28).line(56, 0) \
            .close()
    panel = Path().poly([(-12, -50), (12, -50), (17, 0), (-17, 0)], closed=True)
    buttons = "".join(circle(0, y, 2.6, faces.GOLD, stroke=LINE, stroke_width=0.8)
                      for y in (-26, -13))
    collar = Path().poly([(-18, -56), (0, -36), (18, -56)])
    return [_outlined(body, pal.main), _outlined(panel, pal.accent), buttons,
            stroke(collar, faces.GOLD, 5)]


def _upper(parts: list[str]) -> str:
    """Head, hair and headwear, drawn around (0, -96), moved and enlarged onto the body."""
    return group(parts, transform=compose(translate(0, -87), scale(1.15), translate(0, 96)))


def _head(lips: str = "#b3443c") -> list[str]:
    neck = rect(-7, -80, 14, 16, SKIN, stroke=LINE, stroke_width=1.2)
    face = _outlined(Path().ellipse(0, -96, 17, 21), SKIN)
    eyes = circle(-7, -98, 2.3, LINE) + circle(7, -98, 2.3, LINE)
    cheeks = circle(-11, -89, 3.6, CHEEK) + circle(11, -89, 3.6, CHEEK)
    smile = stroke(Path().move(-6, -85).curve(-3, -81, 3, -81, 6, -85), lips, 1.8)
    return [neck, face, cheeks, eyes, smile]


def _hand(x: float, y: float) -> str:
    return _outlined(Path().ellipse(x, y, 6.5, 6), SKIN, 1.2)


def _suit_badge(suit: str, x: float, y: float, size: float, pal: Palette) -> list[str]:
    return [circle(x, y, size * 0.62, WHITE, stroke=faces.GOLD, stroke_width=2.5),
            fill(pips.pip(suit, x, y, size * 0.78), pal.main)]


def _king(suit: str, pal: Palette) -> list[str]:
    cape = Path().move(-54, -30).curve(-50, -46, -36, -52, -10, -56).line(-14, -43) \
        .curve(-30, -41, -44, -35, -54, -20).close()
    ermine = [_outlined(cape, WHITE), _outlined(cape.mapped(scale(-1, 1)), WHITE)]
    spots = "".join(circle(x, y, 1.6, LINE) for x, y in ((-46, -36), (-34, -45), (-22, -48),
                                                          (46, -36), (34, -45), (22, -48)))
    hair = _outlined(Path().ellipse(0, -100, 21, 17), HAIR["king"])
    beard = Path().move(-17, -94).curve(-21, -72, -10, -56, 0, -52) \
        .curve(10, -56, 21, -72, 17, -94) \
        .curve(12, -86, -12, -86, -17, -94).close()
    moustache = Path().move(-11, -85).curve(-6, -90, -1, -89, 0, -86) \
        .curve(1, -89, 6, -90, 11, -85) \
        .curve(5, -86, -5, -86, -11, -85).close()
    crown = Path().poly([(-20, -106), (-21, -127), (-11, -116), (0, -133), (11, -116), (21, -127),
                         (20, -106)], closed=True)
    tips = "".join(circle(x, y, 3.2, faces.GOLD, stroke=LINE, stroke_width=1) for x, y in
                   ((-21, -130), (0, -136), (21, -130)))
    jewels = circle(-10, -110, 2.4, RED) + circle(0, -110, 2.6, BLUE) + circle(10, -110, 2.4, RED)
    rod = stroke(Path().poly([(48, -4), (48, -100)]), faces.GOLD, 5)
    head = [hair] + _head() + [_outlined(beard, HAIR["king"]),
                               _outlined(moustache, HAIR["king"], 1),
                               _outlined(crown, faces.GOLD), tips, jewels]
    return (_robe(pal) + ermine + [spots, rod, _upper(head), _hand(48, -34)]
            + _suit_badge(suit, 48, -110, 28, pal))


def _queen(suit: str, pal: Palette) -> list[str]:
    hair = Path().move(-26, -92).curve(-26, -114, -14, -124, 0, -124) \
        .curve(14, -124, 26, -114, 26, -92) \
        .curve(26, -80, 29, -72, 32, -64).line(-32, -64).curve(-29, -72, -26, -80, -26, -92).close()
    tiara = Path().move(-17, -112).line(-15, -124).line(-8, -118).line(0, -134).line(8, -118) \
        .line(15, -124).line(17, -112).curve(8, -116, -8, -116, -17, -112).close()
    pearls = "".join(circle(x, -52 + abs(x) * -0.25, 2.2, WHITE, stroke=LINE, stroke_width=0.7)
                     for x in range(-15, 16, 6))
    stem = stroke(Path().move(-48, -4).curve(-52, -40, -44, -70, -48, -96), "#2f8a3c", 3.5)
    leaf = _outlined(Path().move(-48, -62).curve(-42, -72, -32, -74, -26, -70)
                     .curve(-32, -62, -42, -60, -48, -62).close(), "#3fa34d", 1)
    petals = "".join(circle(-48 + dx, -110 + dy, 8, pal.accent, stroke=LINE, stroke_width=1)
                     for dx, dy in ((0, -10), (10, -3), (6, 9), (-6, 9), (-10, -3)))
    head = _head("#c8102e") + [_outlined(tiara, faces.GOLD), circle(0, -124, 2.8, BLUE)]
    return ([_upper([_outlined(hair, HAIR["queen"])])] + _robe(pal)
            + [pearls, stem, leaf, petals, _upper(head), _hand(-48, -34)]
            + _suit_badge(suit, -48, -110, 22, pal))


def _jack(suit: str, pal: Palette) -> list[str]:
    hair = Path().move(-19, -92).curve(-22, -112, -10, -120, 2, -119) \
        .curve(16, -118, 22, -108, 19, -90) \
        .line(13, -100).curve(4, -104, -8, -104, -14, -98).close()
    cap = Path().move(-25, -106).curve(-26, -124, -8, -134, 10, -130) \
        .curve(24, -127, 30, -116, 26, -106) \
        .curve(10, -111, -10, -111, -25, -106).close()
    band = stroke(Path().move(-24, -107).curve(-10, -112, 10, -112, 26, -107), faces.GOLD, 4)
    feather = Path().move(12, -124).curve(22, -138, 36, -144, 50, -140) \
        .curve(38, -135, 26, -129, 12, -124) \
        .close()
    quill = stroke(Path().move(12, -124).curve(26, -133, 38, -138, 48, -140), LINE, 1)
    shield = Path().move(32, -70).line(62, -70).line(62, -44).curve(62, -30, 53, -22, 47, -18) \
        .curve(41, -22, 32, -30, 32, -44).close()
    badge = fill(pips.pip(suit, 47, -47, 22), pal.main)
    pole = stroke(Path().poly([(-48, -4), (-48, -118)]), "#8a5a2b", 4)
    blade = Path().move(-48, -112).curve(-60, -111, -64, -100, -62, -88) \
        .curve(-57, -95, -52, -97, -48, -97) \
        .close()
    tip = Path().poly([(-48, -134), (-52.5, -114), (-43.5, -114)], closed=True)
    head = _head() + [_outlined(hair, HAIR["jack"]), _outlined(cap, pal.accent), band,
                      _outlined(feather, faces.GOLD), quill]
    return (_robe(pal) + [pole, _outlined(blade, "#c9ced6"), _outlined(tip, "#c9ced6"),
                          _upper(head),
                          _hand(-48, -34), _outlined(shield, WHITE, 1.6),
                          stroke(shield.mapped(_shrink(47, -44, 0.8)), faces.GOLD, 2), badge])


def _shrink(cx: float, cy: float, k: float) -> Affine:
    return compose(translate(cx, cy), scale(k), translate(-cx, -cy))


FIGURES = {"king": _king, "queen": _queen, "jack": _jack}


def court_card(style: faces.Style, rank: str, suit: str) -> list[str]:
    """A complete king, queen or jack ('K', 'Q', 'J')."""
    name = {"K": "king", "Q": "queen", "J": "jack"}[rank]
    pal = Palette.for_suit(style.colour(suit))
    x0, y0, x1, y1 = style.frame
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    k = min((x1 - x0) / FRAME_W, (y1 - y0) / (2 * HALF_H))
    half = FIGURES[name](suit, pal)
    top = group(half, transform=place(cx, cy, k))
    parts = faces.blank()
    parts.append(rect(x0, y0, x1 - x0, y1 - y0, pal.main, 6))
    parts.append(rect(x0 + 2, y0 + 2, x1 - x0 - 4, y1 - y0 - 4, CREAM, 4.5))
    spare = (y1 - y0) / 2 - HALF_H * k
    if spare > 30:  # large print: a suit sign above and below the smaller figure
        size = min(spare - 8, x1 - x0 - 20)
        parts.append(fill(pips.pip(suit, cx, y0 + spare / 2 + 2, size), pal.main))
        parts.append(fill(pips.pip(suit, cx, y1 - spare / 2 - 2, size, True), pal.main))
    parts += [top, turned([top], cx, cy)]
    parts.append(rect(x0 + 2, cy - 1.5, x1 - x0 - 4, 3, pal.main))
    return parts + faces.index(style, rank, suit)
