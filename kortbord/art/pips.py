"""Suit symbols as smooth outlines, and the classic pip layouts for 2-10.

Every suit outline is drawn in a box from -50 to 50 on both axes, centred on
the origin, pointing up; :func:`pip` scales and places it.
"""

from __future__ import annotations

from kortbord.art.svg import Path, place

SUITS = ("club", "diamond", "heart", "spade")


def heart() -> Path:
    """Two round lobes meeting in a point at the bottom."""
    return (Path().move(0, 48)
            .curve(-16, 30, -50, 8, -50, -16).curve(-50, -36, -37, -47, -24, -47)
            .curve(-12, -47, -3, -40, 0, -28).curve(3, -40, 12, -47, 24, -47)
            .curve(37, -47, 50, -36, 50, -16).curve(50, 8, 16, 30, 0, 48).close())


def diamond() -> Path:
    """A lozenge with gently hollow sides."""
    return (Path().move(0, -50).curve(10, -32, 24, -14, 38, 0).curve(24, 14, 10, 32, 0, 50)
            .curve(-10, 32, -24, 14, -38, 0).curve(-24, -14, -10, -32, 0, -50).close())


def _stem(top: float, half: float) -> Path:
    """A flared foot shared by the spade and the club (clockwise, like the rest)."""
    return (Path().move(3, top).curve(3, 30, 8, 42, half, 50).line(-half, 50)
            .curve(-8, 42, -3, 30, -3, top).close())


def spade() -> Path:
    """An upside-down heart on a flared stem."""
    body = (Path().move(0, -50).curve(8, -36, 50, -14, 50, 10).curve(50, 27, 39, 36, 26, 36)
            .curve(15, 36, 6, 30, 2, 22).line(-2, 22).curve(-6, 30, -15, 36, -26, 36)
            .curve(-39, 36, -50, 27, -50, 10).curve(-50, -14, -8, -36, 0, -50).close())
    return body.extend(_stem(16, 17))


def club() -> Path:
    """Three round leaves, a filled heart between them and a flared stem."""
    r = 22.5
    path = Path().ellipse(0, -27.5, r).ellipse(-27.5, 11, r).ellipse(27.5, 11, r)
    path.poly([(0, -20), (22, 8), (0, 22), (-22, 8)], closed=True)
    return path.extend(_stem(10, 18))


SHAPES = {"club": club(), "diamond": diamond(), "heart": heart(), "spade": spade()}


def pip(suit: str, x: float, y: float, size: float, upside_down: bool = False) -> Path:
    """The suit outline ``size`` units tall, centred on (x, y)."""
    return SHAPES[suit].mapped(place(x, y, size / 100.0, 180.0 if upside_down else 0.0))


# Classic layouts: (column, row) with column -1/0/1 (left/centre/right) and
# row from 0 (top) to 1 (bottom).  Pips below the middle are drawn upside down.
_SIDES = {
    4: (0.0, 1.0),
    6: (0.0, 0.5, 1.0),
    8: (0.0, 1 / 3, 2 / 3, 1.0),
}
_MIDDLE: dict[int, tuple[float, ...]] = {
    2: (0.0, 1.0), 3: (0.0, 0.5, 1.0), 4: (), 5: (0.5,), 6: (), 7: (0.25,),
    8: (0.25, 0.75), 9: (0.5,), 10: (1 / 6, 5 / 6),
}


def layout(rank: int) -> list[tuple[int, float]]:
    """Pip positions for a number card of ``rank`` (2-10)."""
    side_count = {2: 0, 3: 0, 4: 4, 5: 4, 6: 6, 7: 6, 8: 6, 9: 8, 10: 8}[rank]
    rows = _SIDES.get(side_count, ())
    spots = [(col, row) for row in rows for col in (-1, 1)]
    spots += [(0, row) for row in _MIDDLE[rank]]
    return spots
