"""Jokers: a grinning jester with a three-pointed belled cap.

Danish packs carry three jokers, so there are three colourings: red, black
and a blue two-tone one.  The corner index spells JOKER downwards over a star.
"""

from __future__ import annotations

from kortbord.art import faces, glyphs
from kortbord.art.courts import CHEEK, LINE, SKIN, WHITE
from kortbord.art.svg import Path, circle, compose, fill, scale, stroke, translate

JOKERS = {
    # id: (cap and tunic colour, second colour, colour of the little stars)
    "red_joker": (faces.RED, faces.GOLD, faces.GOLD),
    "black_joker": (faces.BLACK, "#a7adb5", "#7c8592"),
    "third_joker": (faces.BLUE, "#f0c419", "#f0c419"),
}


def _outlined(path: Path, colour: str, width: float = 1.6) -> str:
    return fill(path, colour, stroke=LINE, stroke_width=width, stroke_linejoin="round")


def _cap(main: str, second: str) -> list[str]:
    left = Path().move(86, 150).curve(74, 132, 64, 124, 54, 126) \
        .curve(62, 104, 92, 98, 112, 118).close()
    right = left.mapped(compose(translate(240, 0), scale(-1, 1)))
    middle = Path().move(98, 146).curve(96, 112, 106, 86, 120, 64) \
        .curve(134, 86, 144, 112, 142, 146).close()
    band = Path().move(82, 154).curve(96, 138, 144, 138, 158, 154).line(158, 163) \
        .curve(144, 150, 96, 150, 82, 163).close()
    bells = "".join(circle(x, y, 8.5, faces.GOLD, stroke=LINE, stroke_width=1.4)
                    for x, y in ((54, 124), (120, 60), (186, 124)))
    return [_outlined(left, main), _outlined(right, main), _outlined(middle, second),
            _outlined(band, faces.GOLD), bells]


def _face() -> list[str]:
    eyes = Path().move(102, 180).curve(105, 173, 111, 173, 114, 180) \
        .move(126, 180).curve(129, 173, 135, 173, 138, 180)
    grin = Path().move(98, 198).curve(108, 218, 132, 218, 142, 198) \
        .curve(128, 204, 112, 204, 98, 198).close()
    return [_outlined(Path().ellipse(120, 188, 36, 36), SKIN),
            circle(100, 196, 6, CHEEK), circle(140, 196, 6, CHEEK),
            stroke(eyes, LINE, 3), _outlined(grin, "#9b1c1c", 1.4),
            circle(120, 191, 5.5, "#d9342b")]


def _body(main: str, second: str) -> list[str]:
    tunic = Path().move(84, 226).line(156, 226).line(176, 300).curve(150, 310, 90, 310, 64, 300) \
        .close()
    diamonds = Path()
    for x in (96, 120, 144):
        diamonds.poly([(x, 238), (x + 8, 256), (x, 274), (x - 8, 256)], closed=True)
    ruff = Path()
    for i in range(8):
        ruff.ellipse(74 + i * 13.1, 228, 9)
    return [_outlined(tunic, main), fill(diamonds, second), _outlined(ruff, WHITE, 1.2),
            fill(Path().star(120, 288, 9), faces.GOLD)]


def joker_card(ident: str) -> list[str]:
    """One of the three jokers."""
    main, second, sparkle = JOKERS[ident]
    letters = []
    y = 13.0
    for ch in "JOKER":
        text = glyphs.layout(ch, 19.0, 0.24)
        letters.append(text.svg(21 - text.width / 2, y, main))
        y += 24.0
    letters.append(fill(Path().star(21, y + 10, 11), main))
    spots = ((70, 50), (176, 60), (196, 170), (44, 200), (186, 262), (62, 282))
    sprinkles = fill(Path().extend(*[Path().star(x, y2, 6, 4, 0.35) for x, y2 in spots]), sparkle)
    return (faces.blank() + [sprinkles] + _body(main, second) + _cap(main, second) + _face()
            + faces.corner_mark(letters))
