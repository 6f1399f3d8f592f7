"""Where everything lies on the table, in scene pixels (Qt-free).

``compute_geometry(layout, players, local_seat, width, height, counts)`` turns
a game's ``TableLayout`` (zones in card units) into zone rectangles:

- Seats sit around an oval ring, the local seat always at the bottom, the
  others clockwise: 2 players bottom/top; 3 bottom, left, right; 4 bottom,
  left, top, right; more players spread along the top (and the sides).
- Seat-anchored offsets are turned to face the seat: ``x`` runs along the
  seat's edge (left to right as that player sees it), ``y`` runs away from the
  table centre (negative = towards the centre). Cards stay upright, so a
  horizontal offset is counted in card widths and a vertical one in card
  heights, whichever way the seat faces.
- Opponents' zones are drawn at ``OPPONENT_SCALE``.
- The card width is the largest that fits the whole table (every seat band,
  nameplates and the centre) into the scene, keeping the 5:7 card aspect;
  fans longer than the room they have close up their step.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping

from ..engine.layout import Anchor, Fan, TableLayout, ZoneLayout

ASPECT = 5 / 7
OPPONENT_SCALE = 0.68
#: Fans are budgeted at this many cards; longer ones close up.
NOMINAL_FAN = 8
NOMINAL_SPREAD = 4
#: Margins and gaps in card widths.
MARGIN = 0.18
GAP = 0.16
#: Nameplate size in card widths (height) and as a minimum width.
PLATE_H = 0.36
PLATE_W = 1.9
#: How far a playable card is raised, in card heights; a selected one this many times more.
RAISE = 0.12
SELECTED_LIFT = 1.6
MIN_STEP = 0.06
#: Fan step of your own hand when the table has room (card widths): index and a pip show.
LOCAL_ROW_STEP = 0.5

Rect = tuple[float, float, float, float]  # x, y, w, h


class Side(str, Enum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


#: (along, out) unit vectors per side; ``out`` points away from the centre.
_AXES: dict[Side, tuple[tuple[int, int], tuple[int, int]]] = {
    Side.BOTTOM: ((1, 0), (0, 1)),
    Side.LEFT: ((0, 1), (-1, 0)),
    Side.TOP: ((-1, 0), (0, -1)),
    Side.RIGHT: ((0, -1), (1, 0)),
}


def seat_sides(players: int) -> list[Side]:
    """Sides of the seats in clockwise order from the local seat (at the bottom)."""
    others = players - 1
    if others <= 0:
        return [Side.BOTTOM]
    if others == 1:
        return [Side.BOTTOM, Side.TOP]
    side = max(1, others // 3)
    top = others - 2 * side
    return [Side.BOTTOM] + [Side.LEFT] * side + [Side.TOP] * top + [Side.RIGHT] * side


@dataclass(frozen=True, slots=True)
class ZoneGeometry:
    """One zone's place: the card size, the fan and the first card's position."""
    name: str
    layout: ZoneLayout
    seat: int | None
    card_w: float
    card_h: float
    #: Centre of the zone (of the fan, or of the first card of a column).
    cx: float
    cy: float
    #: Offset from one card to the next (px), zero for a pile.
    dx: float
    dy: float
    #: Unit vector towards the table centre (raising a card moves it this way).
    inward: tuple[float, float]
    count: int

    def card_pos(self, index: int, count: int | None = None) -> tuple[float, float]:
        """Top-left corner of card ``index`` of ``count``."""
        n = self.count if count is None else count
        if self.layout.fan is Fan.COLUMN:
            sx, sy = self.cx - self.card_w / 2, self.cy - self.card_h / 2
        else:
            span = max(0, n - 1)
            sx = self.cx - self.card_w / 2 - span * self.dx / 2
            sy = self.cy - self.card_h / 2 - span * self.dy / 2
        return sx + index * self.dx, sy + index * self.dy

    @property
    def rect(self) -> Rect:
        """Bounding rectangle of the zone's cards (one card's place when empty)."""
        n = max(1, self.count)
        x0, y0 = self.card_pos(0, n)
        x1, y1 = self.card_pos(n - 1, n)
        left, top = min(x0, x1), min(y0, y1)
        return (left, top, max(x0, x1) + self.card_w - left, max(y0, y1) + self.card_h - top)


@dataclass(frozen=True, slots=True)
class SeatPlace:
    seat: int
    side: Side
    #: The seat's anchor point (px).
    x: float
    y: float
    #: The nameplate's rectangle.
    plate: Rect


@dataclass(frozen=True)
class TableGeometry:
    width: float
    height: float
    card_w: float
    card_h: float
    zones: Mapping[str, ZoneGeometry]
    seats: Mapping[int, SeatPlace]
    centre: tuple[float, float]


def expand_zones(layout: TableLayout, players: int) -> list[tuple[str, ZoneLayout, int | None]]:
    """(zone name, layout, seat) for every zone, with ``{seat}`` filled in."""
    out: list[tuple[str, ZoneLayout, int | None]] = []
    for zone in layout.zones:
        if "{seat}" in zone.name:
            out += [(zone.name.replace("{seat}", str(s)), zone, s) for s in range(players)]
        else:
            out.append((zone.name, zone, None))
    return out


def _union(rects: list[Rect]) -> Rect:
    left = min(r[0] for r in rects)
    top = min(r[1] for r in rects)
    right = max(r[0] + r[2] for r in rects)
    bottom = max(r[1] + r[3] for r in rects)
    return (left, top, right - left, bottom - top)


@dataclass(slots=True)
class _Zone:
    """A zone during the computation, in units of one card width (cw = 1)."""
    name: str
    layout: ZoneLayout
    seat: int | None
    side: Side | None
    w: float
    h: float
    ox: float          # centre offset from the anchor
    oy: float
    fx: float          # fan direction (unit)
    fy: float
    off: float         # natural offset per card along the fan
    count: int

    def extent(self, count: int, off: float | None = None) -> Rect:
        """Rect relative to the anchor for ``count`` cards."""
        step = self.off if off is None else off
        n = max(1, count)
        if self.layout.fan is Fan.COLUMN:
            x0, y0 = self.ox - self.w / 2, self.oy - self.h / 2
            return _union([(x0, y0, self.w, self.h),
                           (x0 + (n - 1) * step * self.fx, y0 + (n - 1) * step * self.fy, self.w, self.h)])
        length = (n - 1) * step
        return (self.ox - self.w / 2 - length * abs(self.fx) / 2, self.oy - self.h / 2 - length * abs(self.fy) / 2,
                self.w + length * abs(self.fx), self.h + length * abs(self.fy))

    def nominal(self) -> Rect:
        cap = NOMINAL_SPREAD if self.layout.fan is Fan.SPREAD else NOMINAL_FAN
        return self.extent(min(self.count, cap) if self.layout.fan is not Fan.PILE else 1)


def _make_zone(name: str, zl: ZoneLayout, seat: int | None, side: Side | None,
               local: bool, count: int) -> _Zone:
    scale = zl.scale * (1.0 if local or seat is None else OPPONENT_SCALE)
    w, h = scale, scale / ASPECT
    if side is None:
        along, out = (1, 0), (0, 1)
        ox, oy = zl.x, zl.y / ASPECT
    else:
        along, out = _AXES[side]
        ux = 1.0 if along[0] else 1 / ASPECT   # units of the along axis
        uy = 1.0 if out[0] else 1 / ASPECT
        ox = zl.x * ux * along[0] + zl.y * uy * out[0]
        oy = zl.x * ux * along[1] + zl.y * uy * out[1]
    if zl.fan is Fan.COLUMN:
        fx, fy = 0.0, 1.0    # a column always runs down the screen
    else:
        fx, fy = (1.0, 0.0) if along[0] else (0.0, 1.0)
    card_len = w if fx else h
    if zl.fan is Fan.PILE:
        off = 0.0
    elif zl.fan is Fan.SPREAD:
        off = card_len + zl.step * w
    else:
        off = zl.step * w
    return _Zone(name, zl, seat, side, w, h, ox, oy, fx, fy, off, count)


def compute_geometry(layout: TableLayout, players: int, local_seat: int | None,
                     width: float, height: float, counts: Mapping[str, int],
                     card_scale: float = 1.0) -> TableGeometry:
    """Zone rectangles for a ``width`` x ``height`` scene; ``counts`` = cards per zone.

    Cards get the largest size at which everything fits, times ``card_scale``
    (the player's card-size choice: fans overlap more to make room)."""
    local = 0 if local_seat is None else local_seat
    sides = seat_sides(players)
    side_of = {(local + k) % players: sides[k] for k in range(players)}
    zones = [_make_zone(name, zl, seat, side_of[seat] if zl.anchor is Anchor.SEAT and seat is not None else None,
                        seat == local_seat, counts.get(name, 0))
             for name, zl, seat in expand_zones(layout, players)]
    # Seats whose zones are all centre-anchored still get a nameplate at their side.
    groups: dict[int, list[_Zone]] = {s: [] for s in range(players)}
    centre: list[_Zone] = []
    for z in zones:
        (groups[z.seat] if z.side is not None and z.seat is not None else centre).append(z)

    def seat_box(seat: int) -> tuple[Rect, Rect]:
        """(group rect incl. plate, plate rect), relative to the anchor, cw = 1."""
        side = side_of[seat]
        scale = 1.0 if seat == local_seat else OPPONENT_SCALE
        rects = [z.nominal() for z in groups[seat]] or [(-0.5 * scale, -0.5 * scale / ASPECT, scale, scale / ASPECT)]
        if seat == local_seat:   # room for raised (playable, selected) cards towards the centre
            lift = RAISE * SELECTED_LIFT / ASPECT
            out = _AXES[side][1]
            rects += [(x - lift * out[0], y - lift * out[1], w, h) for x, y, w, h in rects]
        box = _union(rects)
        pw, ph = max(PLATE_W, box[2] if side in (Side.LEFT, Side.RIGHT) else 0), PLATE_H
        if side is Side.BOTTOM:
            plate = (box[0] + box[2] / 2 - pw / 2, box[1] - GAP / 2 - ph, pw, ph)
        elif side is Side.TOP:
            plate = (box[0] + box[2] / 2 - pw / 2, box[1] + box[3] + GAP / 2, pw, ph)
        else:
            plate = (box[0] + box[2] / 2 - pw / 2, box[1] + box[3] + GAP / 2, pw, ph)
        return _union([box, plate]), plate

    boxes = {s: seat_box(s) for s in range(players)}
    by_side: dict[Side, list[int]] = {side: [] for side in Side}
    for k in range(players):
        seat = (local + k) % players
        by_side[side_of[seat]].append(seat)
    by_side[Side.LEFT].reverse()   # clockwise: the left side is filled bottom to top

    def depth(side: Side) -> float:
        seats = by_side[side]
        if not seats:
            return 0.0
        return max(boxes[s][0][3] if side in (Side.BOTTOM, Side.TOP) else boxes[s][0][2] for s in seats)

    def along_total(side: Side) -> float:
        seats = by_side[side]
        key = 2 if side in (Side.BOTTOM, Side.TOP) else 3
        return sum(boxes[s][0][key] for s in seats) + GAP * max(0, len(seats) - 1)

    c_box = _union([z.nominal() for z in centre]) if centre else (-0.5, -0.7, 1.0, 1.4)
    c_w = 2 * max(-c_box[0], c_box[0] + c_box[2])
    c_h = 2 * max(-c_box[1], c_box[1] + c_box[3])
    d_b, d_t, d_l, d_r = (depth(s) for s in (Side.BOTTOM, Side.TOP, Side.LEFT, Side.RIGHT))
    need_h = max(2 * MARGIN + d_b + d_t + c_h + 2 * GAP,
                 2 * MARGIN + d_b + d_t + 2 * GAP + max(along_total(Side.LEFT), along_total(Side.RIGHT)))
    need_w = max(2 * MARGIN + d_l + d_r + c_w + 2 * GAP,
                 2 * MARGIN + along_total(Side.TOP), 2 * MARGIN + along_total(Side.BOTTOM))
    cw = max(8.0, min(width / need_w, height / need_h)) * card_scale
    ch = cw / ASPECT

    # Anchors (px).
    margin = MARGIN * cw
    band_top = margin + d_t * cw + (GAP * cw if d_t else 0)
    band_bottom = height - margin - d_b * cw - GAP * cw
    anchors: dict[int, tuple[float, float]] = {}
    for side, seats in by_side.items():
        if not seats:
            continue
        if side in (Side.BOTTOM, Side.TOP):
            lo, hi = margin, width - margin
        else:
            lo, hi = band_top, band_bottom
        seg = (hi - lo) / len(seats)
        for i, seat in enumerate(seats):
            box = boxes[seat][0]
            mid = lo + seg * (i + 0.5)
            if side is Side.BOTTOM:
                anchors[seat] = (mid - (box[0] + box[2] / 2) * cw, height - margin - (box[1] + box[3]) * cw)
            elif side is Side.TOP:
                anchors[seat] = (mid - (box[0] + box[2] / 2) * cw, margin - box[1] * cw)
            elif side is Side.LEFT:
                anchors[seat] = (margin - box[0] * cw, mid - (box[1] + box[3] / 2) * cw)
            else:
                anchors[seat] = (width - margin - (box[0] + box[2]) * cw, mid - (box[1] + box[3] / 2) * cw)
    centre_pt = (width / 2, (band_top + band_bottom) / 2)

    def room(z: _Zone) -> float:
        """Room along the zone's fan axis, in px."""
        if z.side is None:
            return (width - 2 * margin - (d_l + d_r) * cw) if z.fx else (band_bottom - band_top)
        seats = by_side[z.side]
        if z.fx:
            return (width - 2 * margin) / len(seats) - GAP * cw
        return (band_bottom - band_top) / len(seats) - GAP * cw

    out: dict[str, ZoneGeometry] = {}
    for z in zones:
        ax, ay = centre_pt if z.seat is None or z.side is None else anchors[z.seat]
        off = z.off * cw
        n = max(1, z.count)
        card_len = (z.w if z.fx else z.h) * cw
        if n > 1 and off > 0 and z.layout.fan is not Fan.PILE:
            fits = (room(z) - card_len) / (n - 1)
            if fits < off:
                off = max(MIN_STEP * cw, fits)
            elif local_seat is not None and z.seat == local_seat and z.layout.fan is Fan.ROW:
                off = min(max(off, LOCAL_ROW_STEP * cw), fits)   # your own hand opens up when there is room
        if z.side is None:
            inward: tuple[float, float] = (0.0, -1.0)
        else:
            o = _AXES[z.side][1]
            inward = (-float(o[0]), -float(o[1]))
        out[z.name] = ZoneGeometry(z.name, z.layout, z.seat, z.w * cw, z.h * cw,
                                   ax + z.ox * cw, ay + z.oy * cw, off * z.fx, off * z.fy, inward, z.count)
    seats_out: dict[int, SeatPlace] = {}
    for seat, (ax, ay) in anchors.items():
        p = boxes[seat][1]
        seats_out[seat] = SeatPlace(seat, side_of[seat], ax, ay, (ax + p[0] * cw, ay + p[1] * cw, p[2] * cw, p[3] * cw))
    return TableGeometry(width, height, cw, ch, out, seats_out, centre_pt)
