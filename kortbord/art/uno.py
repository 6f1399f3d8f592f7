"""A 108-card shedding deck in the UNO style, in our own design.

Every colour also has its own shape (red circle, green triangle, blue square,
yellow star) in the corners and as a large watermark, so the cards work for
colour-blind players.  Values are white with a dark outline in the corners
and dark-outlined colour in a white disk in the middle; 6 and 9 are
underlined.  The back says "kortbord".
"""

from __future__ import annotations

import math

from kortbord.art import faces, glyphs
from kortbord.art.ids import UNO_COLOURS, UNO_VALUES
from kortbord.art.svg import Path, circle, fill, place, rect, stroke

DARK = "#1c1c1c"
INSET = 11.0
CORNER_WIDTH = 2 * (36.0 - INSET - 4)  # the corner index stays on the coloured panel
COLOURS = {  # colour: (panel, darker tint for the watermark)
    "red": ("#e02b2b", "#b81d1d"),
    "green": ("#2b9c45", "#1f7a34"),
    "blue": ("#1b6fd1", "#1456a6"),
    "yellow": ("#f4b400", "#cf9400"),
}
CX, CY = faces.WIDTH / 2, faces.HEIGHT / 2


def shape(colour: str) -> Path:
    """The shape of a colour in a box from -50 to 50."""
    if colour == "red":
        return Path().ellipse(0, 0, 44)
    if colour == "blue":
        return Path().poly([(-40, -40), (40, -40), (40, 40), (-40, 40)], closed=True)
    if colour == "green":
        return Path().poly([(0, -46), (48, 38), (-48, 38)], closed=True)
    return Path().star(0, 5, 52, 5, 0.46)


def _symbol(value: str) -> Path:
    """Centre lines of the skip and reverse signs in a box from -50 to 50."""
    if value == "skip":
        return Path().ellipse(0, 0, 36).move(-25, 25).line(25, -25)
    # Two curved arrows chasing each other round a circle.
    r, end = 32.0, 320.0
    a = math.radians(end)
    tx, ty = -math.sin(a), math.cos(a)          # direction of travel at the end
    nx, ny = math.cos(a), math.sin(a)           # outwards
    tip = (r * nx + 8 * tx, r * ny + 8 * ty)
    head = [(tip[0] - 17 * tx + 13 * nx, tip[1] - 17 * ty + 13 * ny), tip,
            (tip[0] - 17 * tx - 13 * nx, tip[1] - 17 * ty - 13 * ny)]
    half = Path().arc(0, 0, r, 200, end).poly(head)
    return half.extend(half.mapped(place(0, 0, 1.0, 180.0)))


def _outlined_stroke(path: Path, colour: str, width: float) -> list[str]:
    return [stroke(path, DARK, width + max(3.0, width * 0.45)), stroke(path, colour, width)]


def value_mark(value: str, cx: float, cy: float, height: float, colour: str,
               max_width: float) -> list[str]:
    """A value (digit, +2, +4, skip or reverse sign) centred on (cx, cy)."""
    if value in ("skip", "reverse"):
        k = height / 100
        return _outlined_stroke(_symbol(value).mapped(place(cx, cy, k)), colour, 14 * k)
    text = {"draw2": "+2", "wild4": "+4"}.get(value, value)
    laid = glyphs.fitted(text, height, max_width, 0.2)
    path = laid.at(cx - laid.width / 2, cy - height / 2)
    if value in ("6", "9"):
        y = cy + height / 2 + laid.weight * 1.25
        path.move(cx - laid.width * 0.35, y).line(cx + laid.width * 0.35, y)
    return _outlined_stroke(path, colour, laid.weight)


def quadrants(cx: float, cy: float, r: float) -> list[str]:
    """A disk in the four colours, each quarter with its shape."""
    k = 0.5523 * r
    parts = [circle(cx, cy, r + 3, DARK)]
    ends = ((0, -1), (1, 0), (0, 1), (-1, 0))
    for i, colour in enumerate(("red", "blue", "yellow", "green")):
        (ax, ay), (bx, by) = ends[i], ends[(i + 1) % 4]
        sector = (Path().move(cx, cy).line(cx + ax * r, cy + ay * r)
                  .curve(cx + ax * r + bx * k, cy + ay * r + by * k, cx + bx * r + ax * k,
                         cy + by * r + ay * k, cx + bx * r, cy + by * r).close())
        mx, my = cx + (ax + bx) * r * 0.4, cy + (ay + by) * r * 0.4
        parts += [fill(sector, COLOURS[colour][0]),
                  fill(shape(colour).mapped(place(mx, my, r / 260)), "#ffffff")]
    return parts


def _card(panel: str, corner: list[str], middle: list[str], mark: list[str]) -> list[str]:
    w, h = faces.WIDTH - 2 * INSET, faces.HEIGHT - 2 * INSET
    return (faces.blank() + [rect(INSET, INSET, w, h, panel, 10)] + mark + middle
            + faces.corner_mark(corner))


def coloured_card(colour: str, value: str) -> list[str]:
    """A number or action card of one colour."""
    panel, tint = COLOURS[colour]
    form = shape(colour)
    mark = [fill(form.mapped(place(186, 64, 0.62)), tint),
            fill(form.mapped(place(54, 272, 0.62, 180)), tint)]
    corner = value_mark(value, 36, 44, 42, "#ffffff", CORNER_WIDTH)
    small = form.mapped(place(36, 96, 0.32))
    corner += [stroke(small, DARK, 5), fill(small, "#ffffff")]
    middle = [circle(CX, CY, 74, DARK), circle(CX, CY, 71, "#ffffff")]
    middle += value_mark(value, CX, CY, 92, panel, 120)
    return _card(panel, corner, middle, mark)


def wild_card(value: str) -> list[str]:
    """The wild card and the wild draw-four card."""
    corner = (quadrants(36, 40, 19) if value == "wild"
              else value_mark(value, 36, 44, 42, "#ffffff", CORNER_WIDTH))
    middle = quadrants(CX, CY, 80)
    if value == "wild4":
        middle += [circle(CX, CY, 33, DARK)] + value_mark(value, CX, CY, 34, "#ffffff", 52)
    return _card(DARK, corner, middle, [])


def back_card() -> list[str]:
    """The back: a four-colour diamond with the name of the program."""
    w, h = faces.WIDTH - 2 * INSET, faces.HEIGHT - 2 * INSET
    parts = faces.blank() + [rect(INSET, INSET, w, h, DARK, 10)]
    r = 92.0
    corners = ((CX, CY - r * 1.3), (CX + r, CY), (CX, CY + r * 1.3), (CX - r, CY))
    for i, colour in enumerate(("red", "blue", "yellow", "green")):
        a, b = corners[i], corners[(i + 1) % 4]
        parts.append(fill(Path().poly([(CX, CY), a, b], closed=True), COLOURS[colour][0]))
        mx, my = (CX + a[0] + b[0]) / 3, (CY + a[1] + b[1]) / 3
        parts.append(fill(shape(colour).mapped(place(mx, my, 0.3)), "#ffffff"))
    name = glyphs.fitted("kortbord", 44, 176, 0.2)
    path = name.at(CX - name.width / 2, CY - 22)
    parts += [rect(CX - 100, CY - 30, 200, 60, DARK, 12)]
    parts += [stroke(path, "#ffffff", name.weight)]
    return parts


def cards() -> list[tuple[str, list[str]]]:
    """All distinct UNO elements as (id, svg parts), in the id order of :data:`UNO_IDS`."""
    out = [(f"uno_{c}_{v}", coloured_card(c, v))
           for c in UNO_COLOURS.values() for v in UNO_VALUES.values()]
    out += [("uno_wild", wild_card("wild")), ("uno_wild4", wild_card("wild4")),
            ("uno_back", back_card())]
    return out
