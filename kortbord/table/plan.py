"""The table in card units (Qt-free): how ``geometry`` plans a layout before it
turns it into pixels.

The table is laid out in three rings:

- **Bands** along the window's edges, one per seat: the seat's hand (its zone
  at ``x = 0``), the nameplate against the hand (on its inner side at the top
  and the bottom, under an upright fan at the sides) and the zones beside the
  hand (won piles): pushed along the edge clear of the hand at the top and
  the bottom, across from the fan's end towards the middle at the sides. The
  local seat is always at the bottom, the others clockwise: 2 players
  bottom/top; 3 bottom, left, right; 4 bottom, left, top, right; more spread
  along the top and the sides. Opponents' band zones are drawn at
  ``OPPONENT_SCALE``; their fans run along their edge (upright at the sides).
- **Fronts**: seat zones with a negative ``y`` (the card a seat plays to a
  trick, a Casino build) lie in front of their seat around the middle, at full
  size: a row above and one below the centre, a column on each side, each
  coming as close to the centre as the centre zones in its way allow (a cross
  for four players, a T under Bismarck's widow).
- **The middle**: the centre-anchored zones at their offsets from the centre.

Seat-anchored offsets are turned to face the seat: ``x`` runs along the seat's
edge (left to right as that player sees it), ``y`` away from the table centre.
Cards stay upright, so a horizontal offset is counted in card widths and a
vertical one in card heights, whichever way the seat faces. Work is done in
units of one card width; a seat's band in its own frame (``u`` along its edge,
``v`` away from the centre).

Fans are budgeted at a compact step (opponents' fans of backs close up before
the cards shrink, your own hand keeps its indices readable) and open up to
their layout's step where there is room; your own hand opens up to
``LOCAL_ROW_STEP`` and may use the whole bottom edge.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Mapping

from ..engine.layout import Anchor, Fan, TableLayout, ZoneLayout

ASPECT = 5 / 7
OPPONENT_SCALE = 0.68
#: Spreads in the middle are budgeted at up to this many cards; longer ones close up.
NOMINAL_SPREAD = 4
#: Margins and gaps in card widths.
MARGIN = 0.18
GAP = 0.16
#: Between the middle and the fronts around it (what was played stands apart from the stock).
RING_GAP = 0.32
#: Nameplate height in card widths and width in plate heights (a name of ten
#: letters and "13 cards" fit), and its least height in pixels.
PLATE_H = 0.36
PLATE_W = 6.3
PLATE_MIN_PX = 22.0
#: How far a playable card is raised, in card heights; a selected one this many times more.
RAISE = 0.12
SELECTED_LIFT = 1.6
MIN_STEP = 0.06
#: A zone's label lies under it, this many of its card widths high.
LABEL_H = 0.3
#: Fan step of your own hand when the table has room (card widths): most of each card shows.
LOCAL_ROW_STEP = 0.72
#: Steps the card size is budgeted with, in the fan's own card widths: your own
#: hand keeps its indices readable, opponents' fans of backs close up.
LOCAL_MIN_STEP = 0.3
COMPACT_STEP = 0.14
#: An opponent's long fan is budgeted at most this much longer than one card (its widths).
FAN_BUDGET = 0.8

Rect = tuple[float, float, float, float]  # x, y, w, h
Span = tuple[float, float, float, float]  # u0, u1, v0, v1 in a seat's frame


class Side(str, Enum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


#: (along, out) unit vectors per side; ``out`` points away from the centre.
AXES: dict[Side, tuple[tuple[int, int], tuple[int, int]]] = {
    Side.BOTTOM: ((1, 0), (0, 1)),
    Side.LEFT: ((0, 1), (-1, 0)),
    Side.TOP: ((-1, 0), (0, -1)),
    Side.RIGHT: ((0, -1), (1, 0)),
}
LEVEL = (Side.TOP, Side.BOTTOM)


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


def _frame(side: Side, r: Rect) -> Span:
    """A screen rectangle (relative to a seat's anchor) in the seat's frame: along ``u``, out ``v``."""
    (ax, ay), (ox, oy) = AXES[side]
    xs, ys = (r[0], r[0] + r[2]), (r[1], r[1] + r[3])
    us = sorted((ax * xs[0], ax * xs[1])) if ax else sorted((ay * ys[0], ay * ys[1]))
    vs = sorted((oy * ys[0], oy * ys[1])) if oy else sorted((ox * xs[0], ox * xs[1]))
    return us[0], us[1], vs[0], vs[1]


def _screen(side: Side, s: Span) -> Rect:
    """The inverse of ``_frame``."""
    (ax, ay), (ox, oy) = AXES[side]
    us, vs = (s[0], s[1]), (s[2], s[3])
    xs = sorted((ax * us[0], ax * us[1])) if ax else sorted((ox * vs[0], ox * vs[1]))
    ys = sorted((ay * us[0], ay * us[1])) if ay else sorted((oy * vs[0], oy * vs[1]))
    return xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0]


class Role(str, Enum):
    CENTRE = "centre"   # anchored at the middle
    HAND = "hand"       # the seat's zone at x = 0: the band is built around it
    BESIDE = "beside"   # in the seat's band, beside (or behind) the hand
    FRONT = "front"     # in front of the seat, around the middle


@dataclass(slots=True)
class PlanZone:
    """A zone during the computation, in units of one card width (cw = 1)."""
    name: str
    layout: ZoneLayout
    seat: int | None
    side: Side | None
    role: Role
    w: float
    h: float
    ox: float          # centre offset from the anchor, on the screen
    oy: float
    fx: float          # fan direction (unit, never negative)
    fy: float
    off: float         # the layout's step per card along the fan
    budget: float      # the step the card size is budgeted with
    most: float        # the widest step the fan may open up to
    count: int

    def rect(self, off: float, x: float, y: float, count: int | None = None) -> Rect:
        """Rect of ``count`` cards (default: all) with the zone's centre at (x, y)."""
        n = max(1, self.count if count is None else count)
        length = (n - 1) * off
        if self.layout.fan is Fan.COLUMN:
            return (x - self.w / 2, y - self.h / 2, self.w, self.h + length)
        return (x - self.w / 2 - length * self.fx / 2, y - self.h / 2 - length * self.fy / 2,
                self.w + length * self.fx, self.h + length * self.fy)

    def room(self, off: float, x: float, y: float, count: int | None = None) -> Rect:
        """``rect`` with the zone's label under it."""
        r = self.rect(off, x, y, count)
        return (r[0], r[1], r[2], r[3] + (LABEL_H * self.w if self.layout.label else 0.0))

    def budget_rect(self) -> Rect:
        cap = NOMINAL_SPREAD if self.role is Role.CENTRE and self.layout.fan is not Fan.PILE else self.count
        return self.room(self.budget, self.ox, self.oy, min(self.count, cap))


def _role(zl: ZoneLayout, seat: int | None, hand_taken: bool) -> Role:
    if zl.anchor is not Anchor.SEAT or seat is None:
        return Role.CENTRE
    if zl.y < 0:
        return Role.FRONT
    return Role.HAND if zl.x == 0 and not hand_taken else Role.BESIDE


def _make_zone(name: str, zl: ZoneLayout, seat: int | None, side: Side | None, role: Role,
               local: bool, count: int, opponents: float, own: float) -> PlanZone:
    small = role in (Role.HAND, Role.BESIDE) and not local
    scale = zl.scale * (opponents if small else own if local and role is Role.HAND else 1.0)
    w, h = scale, scale / ASPECT
    if side is None:
        along, out = (1, 0), (0, 1)
        ox, oy = zl.x, zl.y / ASPECT
    else:
        along, out = AXES[side]
        ux = 1.0 if along[0] else 1 / ASPECT   # units of the along axis
        uy = 1.0 if out[0] else 1 / ASPECT
        ox = zl.x * ux * along[0] + zl.y * uy * out[0]
        oy = zl.x * ux * along[1] + zl.y * uy * out[1]
    fx, fy = (0.0, 1.0) if zl.fan is Fan.COLUMN or not along[0] else (1.0, 0.0)
    card_len = w if fx else h
    off = 0.0 if zl.fan is Fan.PILE else card_len + zl.step * w if zl.fan is Fan.SPREAD else zl.step * w
    budget, most = off, off
    if role is Role.HAND and zl.fan is Fan.ROW:
        budget = min(off, LOCAL_MIN_STEP * w if local else min(COMPACT_STEP, FAN_BUDGET / max(1, count - 1)) * w)
        most = max(off, LOCAL_ROW_STEP * w) if local else off
    return PlanZone(name, zl, seat, side, role, w, h, ox, oy, fx, fy, off, budget, most, count)


@dataclass(frozen=True, slots=True)
class Band:
    """A seat's band, relative to its anchor (cw = 1)."""
    span: Span                               # in the seat's frame
    at: dict[str, tuple[float, float, float]]  # zone -> centre (screen) and fan step
    plate: Rect                              # on the screen

    def length(self, level: bool) -> float:
        """Room it takes along its edge; a band at the top or bottom is centred on its hand."""
        u0, u1 = self.span[0], self.span[1]
        return 2 * max(-u0, u1) if level else u1 - u0

    @property
    def depth(self) -> float:
        return self.span[3] - self.span[2]


class TablePlan:
    """The zones of one table and how they are grouped (cw = 1); ``own`` scales the
    local hand (the player's "Large" cards), ``opponents`` the others' bands."""

    def __init__(self, layout: TableLayout, players: int, local_seat: int | None,
                 counts: Mapping[str, int], opponents: float = OPPONENT_SCALE, own: float = 1.0) -> None:
        self.players, self.local_seat, self.opponents = players, local_seat, opponents
        local = 0 if local_seat is None else local_seat
        sides = seat_sides(players)
        self.side_of = {(local + k) % players: sides[k] for k in range(players)}
        self.zones: list[PlanZone] = []
        self.hands: dict[int, PlanZone] = {}
        for name, zl, seat in expand_zones(layout, players):
            role = _role(zl, seat, seat in self.hands)
            side = self.side_of[seat] if role is not Role.CENTRE and seat is not None else None
            z = _make_zone(name, zl, seat, side, role, seat == local_seat, counts.get(name, 0), opponents, own)
            self.zones.append(z)
            if role is Role.HAND and seat is not None:
                self.hands[seat] = z
        self.by_side: dict[Side, list[int]] = {side: [] for side in Side}
        for k in range(players):
            seat = (local + k) % players
            self.by_side[self.side_of[seat]].append(seat)
        self.by_side[Side.LEFT].reverse()   # in screen order: the left side is filled bottom to top
        self.centre = [z for z in self.zones if z.role is Role.CENTRE]
        self.blocks: dict[int, Rect] = {}
        for seat in range(players):
            fronts = [z.room(z.off, z.ox, z.oy) for z in self.zones if z.seat == seat and z.role is Role.FRONT]
            if fronts:
                self.blocks[seat] = _union(fronts)

    def band(self, seat: int, off: float, plate: tuple[float, float]) -> Band:
        """The seat's band with its hand's fan at step ``off``; ``plate`` = (width, height)."""
        side = self.side_of[seat]
        (ax, ay), (ox, oy) = AXES[side]
        hand = self.hands.get(seat)
        local = seat == self.local_seat
        at: dict[str, tuple[float, float, float]] = {}
        if hand is not None:
            hu0, hu1, hv0, hv1 = _frame(side, hand.room(off, hand.ox, hand.oy))
            at[hand.name] = (hand.ox, hand.oy, off)
        else:
            s = 1.0 if local else self.opponents
            hu0, hu1, hv0, hv1 = _frame(side, (-s / 2, -s / ASPECT / 2, s, s / ASPECT))
        middle = (hv0 + hv1) / 2
        if local:   # room for raised (playable, selected) cards towards the centre
            hv0 -= RAISE * SELECTED_LIFT * (hand.h if hand is not None else 1 / ASPECT)
        pw, ph = plate
        if side in LEVEL:
            pf = (-pw / 2, pw / 2, hv0 - GAP / 2 - ph, hv0 - GAP / 2)
        elif side is Side.LEFT:     # under the upright fan
            pf = (hu1 + GAP / 2, hu1 + GAP / 2 + ph, middle - pw / 2, middle + pw / 2)
        else:
            pf = (hu0 - GAP / 2 - ph, hu0 - GAP / 2, middle - pw / 2, middle + pw / 2)
        spans = [(hu0, hu1, hv0, hv1), pf]
        beside = [z for z in self.zones if z.seat == seat and z.role is Role.BESIDE]
        for group, sign in (([z for z in beside if z.layout.x > 0], 1), ([z for z in beside if z.layout.x < 0], -1),
                            ([z for z in beside if z.layout.x == 0], 0)):
            if not group:
                continue
            frames = [_frame(side, z.room(z.off, z.ox, z.oy)) for z in group]
            shift, across = 0.0, 0.0
            if sign and side not in LEVEL:   # across from the upright fan's end, towards the middle
                end = hu1 if sign > 0 else hu0
                shift = end - (max(f[1] for f in frames) if sign > 0 else min(f[0] for f in frames))
                across = min(0.0, hv0 - GAP / 2 - max(f[3] for f in frames))
            elif sign:   # along the edge, clear of the hand (and of the plate if level with it)
                level = any(f[2] < pf[3] and pf[2] < f[3] for f in frames)
                lo, hi = (min(hu0, pf[0]), max(hu1, pf[1])) if level else (hu0, hu1)
                shift = max(0.0, hi + GAP - min(f[0] for f in frames)) if sign > 0 else \
                    -max(0.0, max(f[1] for f in frames) - (lo - GAP))
            for z, f in zip(group, frames):
                at[z.name] = (z.ox + ax * shift + ox * across, z.oy + ay * shift + oy * across, z.off)
                spans.append((f[0] + shift, f[1] + shift, f[2] + across, f[3] + across))
        span = (min(s[0] for s in spans), max(s[1] for s in spans), min(s[2] for s in spans), max(s[3] for s in spans))
        return Band(span, at, _screen(side, pf))

    def fitted(self, seat: int, room: float, plate: tuple[float, float]) -> Band:
        """The band with its hand as open as ``room`` (along the edge) allows."""
        hand = self.hands.get(seat)
        level = self.side_of[seat] in LEVEL
        if hand is None or hand.count < 2 or hand.most <= 0:
            return self.band(seat, hand.most if hand is not None else 0.0, plate)
        best = self.band(seat, hand.most, plate)
        if best.length(level) <= room:
            return best
        lo, hi = min(MIN_STEP, hand.budget), hand.most
        for _ in range(18):
            mid = (lo + hi) / 2
            if self.band(seat, mid, plate).length(level) <= room:
                lo = mid
            else:
                hi = mid
        return self.band(seat, lo, plate)

    def ring(self, wide: bool) -> tuple[Rect, dict[int, tuple[float, float]]]:
        """The middle around the centre point: the centre zones and the fronts, and
        where each seat's front block lies. The fronts come as close to the centre
        as the centre zones in their way and a hub let them: ``wide``, the hub is as
        wide as the rows of fronts (the columns pass beside them), else as high as
        the columns."""
        rows = {side: [s for s in self.by_side[side] if s in self.blocks] for side in Side}

        def length(side: Side) -> float:
            key = 2 if side in LEVEL else 3
            seats = rows[side]
            return sum(self.blocks[s][key] for s in seats) + GAP * max(0, len(seats) - 1)

        hub = max(length(Side.TOP), length(Side.BOTTOM)) if wide else max(length(Side.LEFT), length(Side.RIGHT))
        centre = [z.budget_rect() for z in self.centre]
        rects = list(centre)
        refs: dict[int, tuple[float, float]] = {}
        for side, seats in rows.items():
            cursor = -length(side) / 2
            for seat in seats:
                bx, by, bw, bh = self.blocks[seat]
                if side in LEVEL:
                    rx = cursor - bx
                    cursor += bw + GAP
                    near = [r for r in centre if r[0] < rx + bx + bw and rx + bx < r[0] + r[2]]
                    if side is Side.TOP:
                        ry = min([(0.0 if wide else -hub / 2)] + [r[1] for r in near]) - RING_GAP - (by + bh)
                    else:
                        ry = max([(0.0 if wide else hub / 2)] + [r[1] + r[3] for r in near]) + RING_GAP - by
                else:
                    ry = cursor - by
                    cursor += bh + GAP
                    near = [r for r in centre if r[1] < ry + by + bh and ry + by < r[1] + r[3]]
                    if side is Side.LEFT:
                        rx = min([(-hub / 2 if wide else 0.0)] + [r[0] for r in near]) - RING_GAP - (bx + bw)
                    else:
                        rx = max([(hub / 2 if wide else 0.0)] + [r[0] + r[2] for r in near]) + RING_GAP - bx
                refs[seat] = (rx, ry)
                rects.append((rx + bx, ry + by, bw, bh))
        return _union(rects or [(-0.5, -0.5 / ASPECT, 1.0, 1 / ASPECT)]), refs


@dataclass(frozen=True, slots=True)
class Fit:
    """A candidate table: its card width, the middle and the bands as budgeted."""
    cw: float
    middle: Rect
    refs: dict[int, tuple[float, float]]
    depth: dict[Side, float]


def fit_table(table: TablePlan, width: float, height: float, plate: tuple[float, float]) -> Fit:
    """The largest card width (px) at which the table fits, for plates of ``plate`` units."""
    bands = {s: table.band(s, table.hands[s].budget if s in table.hands else 0.0, plate)
             for s in range(table.players)}
    depth = {side: max((bands[s].depth for s in seats), default=0.0) for side, seats in table.by_side.items()}

    def along(side: Side) -> float:
        seats = table.by_side[side]
        return sum(bands[s].length(side in LEVEL) for s in seats) + GAP * max(0, len(seats) - 1)

    def band(side: Side) -> float:
        return depth[side] + GAP if table.by_side[side] else 0.0

    best: Fit | None = None
    for wide in (True, False):
        middle, refs = table.ring(wide)
        need_w = max(2 * MARGIN + band(Side.LEFT) + band(Side.RIGHT) + middle[2],
                     2 * MARGIN + along(Side.TOP), 2 * MARGIN + along(Side.BOTTOM))
        need_h = 2 * MARGIN + band(Side.TOP) + band(Side.BOTTOM) + max(middle[3], along(Side.LEFT), along(Side.RIGHT))
        cw = min(width / need_w, height / need_h)
        if best is None or cw > best.cw + 1e-9:
            best = Fit(cw, middle, refs, depth)
    assert best is not None
    return best


def plated(table: TablePlan, width: float, height: float, card_scale: float) -> tuple[tuple[float, float], Fit]:
    """The plate's size (units) and the fit, with plates never lower than ``PLATE_MIN_PX``."""
    plate = (PLATE_W * PLATE_H, PLATE_H)
    fit = fit_table(table, width, height, plate)
    for _ in range(3):
        ph = max(PLATE_H, PLATE_MIN_PX / max(1.0, fit.cw * card_scale))
        if abs(ph - plate[1]) < 1e-6:
            break
        plate = (PLATE_W * ph, ph)
        fit = fit_table(table, width, height, plate)
    return plate, fit


def centre_step(z: PlanZone, others: list[Rect], limits: tuple[float, float]) -> float:
    """The step of a fan in the middle: closed up to stay within ``limits`` (along its
    axis, from the centre) and clear of the ``others`` beside it."""
    if z.layout.fan in (Fan.PILE, Fan.COLUMN) or z.count < 2:
        return z.off
    lo, hi = limits
    mine = z.rect(0.0, z.ox, z.oy)
    centre = z.ox if z.fx else z.oy
    for r in others:
        if z.fx and r[1] < mine[1] + mine[3] and mine[1] < r[1] + r[3]:
            if r[0] + r[2] / 2 < centre:
                lo = max(lo, r[0] + r[2] + GAP)
            else:
                hi = min(hi, r[0] - GAP)
        elif z.fy and r[0] < mine[0] + mine[2] and mine[0] < r[0] + r[2]:
            if r[1] + r[3] / 2 < centre:
                lo = max(lo, r[1] + r[3] + GAP)
            else:
                hi = min(hi, r[1] - GAP)
    room = 2 * min(centre - lo, hi - centre)
    fits = (room - (z.w if z.fx else z.h)) / (z.count - 1)
    return max(MIN_STEP, min(z.off, fits))
