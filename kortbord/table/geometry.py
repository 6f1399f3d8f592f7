"""Where everything lies on the table, in scene pixels (Qt-free).

``compute_geometry(layout, players, local_seat, width, height, counts)`` turns
a game's ``TableLayout`` (zones in card units) into zone rectangles: the bands
of the seats along the window's edges, the fronts (trick slots, builds) in
front of them around the middle, the centre zones in the middle (see
``plan``). The card width is the largest at which everything fits, times the
player's ``card_scale``; nameplates are never lower than ``PLATE_MIN_PX``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..engine.layout import Fan, TableLayout, ZoneLayout
from .plan import (ASPECT, AXES, GAP, LABEL_H, LEVEL, MARGIN, OPPONENT_SCALE, RAISE, SELECTED_LIFT, Band, Rect, Role,
                   Side, TablePlan, centre_step, expand_zones, plated, seat_sides)

__all__ = ["ASPECT", "LABEL_H", "OPPONENT_SCALE", "RAISE", "SELECTED_LIFT", "Rect", "SeatPlace", "Side",
           "TableGeometry", "ZoneGeometry", "compute_geometry", "expand_zones", "seat_sides"]


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
    #: The anchor of the centre-anchored zones.
    centre: tuple[float, float]


def compute_geometry(layout: TableLayout, players: int, local_seat: int | None,
                     width: float, height: float, counts: Mapping[str, int],
                     card_scale: float = 1.0) -> TableGeometry:
    """Zone rectangles for a ``width`` x ``height`` scene; ``counts`` = cards per zone.

    Cards get the largest size at which everything fits, times ``card_scale``
    (the player's card-size choice) when it is below 1. The table has no room
    for larger cards than fit, so a card size above 1 enlarges the player's own
    hand that much against the rest (the cards one reads), and the rest fits."""
    table = TablePlan(layout, players, local_seat, counts, OPPONENT_SCALE, max(1.0, card_scale))
    plate, fit = plated(table, width, height, card_scale)
    cw = max(8.0, fit.cw) * min(1.0, card_scale)
    depth = {side: d * cw for side, d in fit.depth.items()}
    margin, gap = MARGIN * cw, GAP * cw
    has = {side: bool(seats) for side, seats in table.by_side.items()}
    top = margin + (depth[Side.TOP] + gap if has[Side.TOP] else 0.0)
    bottom = height - margin - (depth[Side.BOTTOM] + gap if has[Side.BOTTOM] else 0.0)
    left = margin + (depth[Side.LEFT] + gap if has[Side.LEFT] else 0.0)
    right = width - margin - (depth[Side.RIGHT] + gap if has[Side.RIGHT] else 0.0)

    # Bands at the edges, each seat in its share of its edge.
    anchors: dict[int, tuple[float, float]] = {}
    bands: dict[int, Band] = {}
    for side, seats in table.by_side.items():
        lo, hi = (margin, width - margin) if side in LEVEL else (top, bottom)
        seg = (hi - lo) / max(1, len(seats))
        for i, seat in enumerate(seats):
            band = table.fitted(seat, (seg - (gap if len(seats) > 1 else 0.0)) / cw, plate)
            bands[seat] = band
            mid = lo + seg * (i + 0.5)
            u0, u1, _v0, v1 = band.span
            if side is Side.BOTTOM:
                anchors[seat] = (mid, height - margin - v1 * cw)
            elif side is Side.TOP:
                anchors[seat] = (mid, margin + v1 * cw)
            elif side is Side.LEFT:
                anchors[seat] = (margin + v1 * cw, mid - (u0 + u1) / 2 * cw)
            else:
                anchors[seat] = (width - margin - v1 * cw, mid + (u0 + u1) / 2 * cw)

    # The middle, centred between the bands; a fan in it stays clear of its neighbours and the fronts.
    mx, my, mw, mh = fit.middle
    centre = ((left + right) / 2 - (mx + mw / 2) * cw, (top + bottom) / 2 - (my + mh / 2) * cw)
    fronts = [(rx + bx, ry + by, bw, bh) for s, (rx, ry) in fit.refs.items() for bx, by, bw, bh in [table.blocks[s]]]
    limits = (((left - centre[0]) / cw, (right - centre[0]) / cw), ((top - centre[1]) / cw, (bottom - centre[1]) / cw))
    out: dict[str, ZoneGeometry] = {}
    for z in table.zones:
        off = z.off
        if z.role is Role.CENTRE:
            ax, ay = centre
            px, py = z.ox, z.oy
            off = centre_step(z, [o.budget_rect() for o in table.centre if o is not z] + fronts,
                               limits[0 if z.fx else 1])
        elif z.role is Role.FRONT:
            assert z.seat is not None
            rx, ry = fit.refs[z.seat]
            ax, ay = centre[0] + rx * cw, centre[1] + ry * cw
            px, py = z.ox, z.oy
        else:
            assert z.seat is not None
            ax, ay = anchors[z.seat]
            px, py, off = bands[z.seat].at[z.name]
        if z.side is None:
            inward: tuple[float, float] = (0.0, -1.0)
        else:
            o = AXES[z.side][1]
            inward = (-float(o[0]), -float(o[1]))
        out[z.name] = ZoneGeometry(z.name, z.layout, z.seat, z.w * cw, z.h * cw, ax + px * cw, ay + py * cw,
                                   off * cw * z.fx, off * cw * z.fy, inward, z.count)
    seats_out: dict[int, SeatPlace] = {}
    for seat, (ax, ay) in anchors.items():
        p = bands[seat].plate
        seats_out[seat] = SeatPlace(seat, table.side_of[seat], ax, ay,
                                    (ax + p[0] * cw, ay + p[1] * cw, p[2] * cw, p[3] * cw))
    return TableGeometry(width, height, cw, cw / ASPECT, out, seats_out, centre)
