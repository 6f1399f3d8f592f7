"""French-suited card faces: the blank card, corner indices, pips and aces.

A :class:`Style` holds everything that differs between deck variants (colours,
index letters, print size); the drawing functions return lists of SVG element
strings in card coordinates (0..WIDTH, 0..HEIGHT).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kortbord.art import glyphs, pips
from kortbord.art.svg import (Affine, Path, circle, compose, fill, rect, rotate, stroke, translate,
                              turned)

WIDTH = 240.0
HEIGHT = 336.0
RADIUS = 16.0
BORDER = 2.0
BORDER_COLOUR = "#7d7d7d"
FACE = "#ffffff"
GOLD = "#e0a526"
RED = "#c8102e"
BLACK = "#1a1a1a"
BLUE = "#2652b5"

TWO_COLOUR = {"club": BLACK, "diamond": RED, "heart": RED, "spade": BLACK}
# The usual four-colour scheme of bridge and poker decks.
FOUR_COLOUR = {"club": "#12813a", "diamond": "#0a5cc2", "heart": RED, "spade": BLACK}
INTERNATIONAL = {"A": "A", "J": "J", "Q": "Q", "K": "K"}


@dataclass(frozen=True)
class Style:
    """What differs between the French deck variants."""

    colours: dict[str, str] = field(default_factory=lambda: dict(TWO_COLOUR))
    letters: dict[str, str] = field(default_factory=lambda: dict(INTERNATIONAL))
    index_height: float = 40.0     # ink height of the rank glyphs
    index_weight: float = 0.22     # stroke width / cap height
    index_width: float = 40.0      # room for the rank text
    index_pip: float = 25.0        # suit sign under the rank
    margin: float = 9.0            # card edge to index
    pip_size: float = 42.0
    ace_size: float = 92.0
    columns: tuple[float, float, float] = (80.0, 120.0, 160.0)
    rows: tuple[float, float] = (60.0, 276.0)
    frame: tuple[float, float, float, float] = (50.0, 22.0, 190.0, 314.0)

    def colour(self, suit: str) -> str:
        return self.colours[suit]

    def rank_text(self, rank: str) -> str:
        """Index text for a rank key ('A', '2'..'10', 'J', 'Q', 'K')."""
        return self.letters.get(rank, rank)


LARGE_PRINT = Style(index_height=70.0, index_weight=0.24, index_width=64.0, index_pip=38.0,
                    margin=7.0, pip_size=36.0, ace_size=84.0, columns=(96.0, 120.0, 144.0),
                    rows=(46.0, 290.0), frame=(78.0, 18.0, 162.0, 318.0))


def blank(face: str = FACE) -> list[str]:
    """The card outline: a thin grey border around a rounded face."""
    return [
        rect(0, 0, WIDTH, HEIGHT, BORDER_COLOUR, RADIUS),
        rect(BORDER, BORDER, WIDTH - 2 * BORDER, HEIGHT - 2 * BORDER, face, RADIUS - BORDER),
    ]


def corner_mark(parts: list[str]) -> list[str]:
    """The given top-left marks plus a copy turned to the bottom-right corner."""
    return parts + [turned(parts, WIDTH / 2, HEIGHT / 2)]


def index(style: Style, rank: str, suit: str) -> list[str]:
    """Rank over suit sign in the top-left corner and, turned, bottom-right."""
    colour = style.colour(suit)
    text = glyphs.fitted(style.rank_text(rank), style.index_height, style.index_width,
                         style.index_weight)
    cx = style.margin + style.index_width / 2
    top = style.margin + 3
    parts = [text.svg(cx - text.width / 2, top, colour)]
    pip_y = top + style.index_height + style.index_pip * 0.62
    parts.append(fill(pips.pip(suit, cx, pip_y, style.index_pip), colour))
    return corner_mark(parts)


def number_card(style: Style, rank: int, suit: str) -> list[str]:
    """Pips in the classic layout for 2-10."""
    left, centre, right = style.columns
    top, bottom = style.rows
    xs = {-1: left, 0: centre, 1: right}
    path = Path()
    for col, row in pips.layout(rank):
        y = top + row * (bottom - top)
        path.extend(pips.pip(suit, xs[col], y, style.pip_size, upside_down=row > 0.5))
    return [fill(path, style.colour(suit))]


def ace(style: Style, suit: str) -> list[str]:
    """One big pip; the ace of spades gets a ring of small ornaments."""
    colour = style.colour(suit)
    cx, cy = WIDTH / 2, HEIGHT / 2
    size = style.ace_size
    if suit != "spade":
        return [fill(pips.pip(suit, cx, cy, size), colour)]
    ring = size * 0.86
    parts = [circle(cx, cy, ring, GOLD), circle(cx, cy, ring - 3.5, FACE)]
    dots = Path()
    for i in range(16):
        dots.extend(pips.pip("diamond", cx, cy - ring + 11, 9).mapped(_spin(cx, cy, i * 22.5)))
    parts.append(fill(dots, colour))
    parts.append(stroke(Path().ellipse(cx, cy, ring - 22), GOLD, 1.5))
    parts.append(fill(pips.pip(suit, cx, cy + 2, size * 1.02), colour))
    return parts


def _spin(cx: float, cy: float, degrees: float) -> Affine:
    return compose(translate(cx, cy), rotate(degrees), translate(-cx, -cy))


def pip_card(style: Style, rank: str, suit: str) -> list[str]:
    """A complete ace or number card."""
    body = ace(style, suit) if rank == "A" else number_card(style, int(rank), suit)
    return blank() + body + index(style, rank, suit)
