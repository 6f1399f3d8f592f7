"""The table's geometry (Qt-free): seats around the ring, card size, fans."""
from __future__ import annotations

import pytest

from kortbord.engine import game_info
from kortbord.table.geometry import ASPECT, Side, compute_geometry, seat_sides

from table.minigame import LAYOUT


@pytest.mark.parametrize("players,sides", [
    (2, ["bottom", "top"]),
    (3, ["bottom", "left", "right"]),
    (4, ["bottom", "left", "top", "right"]),
    (5, ["bottom", "left", "top", "top", "right"]),
    (6, ["bottom", "left", "top", "top", "top", "right"]),
])
def test_seats_sit_around_the_ring_clockwise(players: int, sides: list[str]) -> None:
    assert [s.value for s in seat_sides(players)] == sides


@pytest.mark.parametrize("local", [0, 2, 3])
def test_the_local_seat_is_always_at_the_bottom(local: int) -> None:
    geo = compute_geometry(LAYOUT, 4, local, 1024, 640, {f"hand/{s}": 5 for s in range(4)})
    assert geo.seats[local].side is Side.BOTTOM
    assert geo.seats[(local + 1) % 4].side is Side.LEFT
    assert geo.seats[(local + 2) % 4].side is Side.TOP
    bottom = geo.zones[f"hand/{local}"]
    assert bottom.cy > geo.centre[1] > geo.zones[f"hand/{(local + 2) % 4}"].cy


def _inside(rect: tuple[float, float, float, float], width: float, height: float) -> bool:
    x, y, w, h = rect
    return x >= -0.5 and y >= -0.5 and x + w <= width + 0.5 and y + h <= height + 0.5


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000), (3840, 2160), (800, 900)])
def test_olsen_table_fits_the_window_without_overlaps(players: int, size: tuple[int, int]) -> None:
    layout = game_info("olsen").layout()
    counts = {"stock": 20, "discard": 5, **{f"hand/{s}": 7 for s in range(players)}}
    geo = compute_geometry(layout, players, 0, *size, counts)
    rects = {name: z.rect for name, z in geo.zones.items()}
    rects |= {f"plate/{s}": p.plate for s, p in geo.seats.items()}
    for name, rect in rects.items():
        assert _inside(rect, *size), (name, rect)
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not _overlap(rects[a], rects[b]), (a, b)
    assert geo.card_w / geo.card_h == pytest.approx(ASPECT)


def test_card_size_grows_with_the_window() -> None:
    counts = {"hand/0": 7, "hand/1": 7}
    small = compute_geometry(LAYOUT, 2, 0, 1024, 640, counts)
    large = compute_geometry(LAYOUT, 2, 0, 3840, 2160, counts)
    assert large.card_w > 3 * small.card_w


def test_a_long_hand_closes_up_to_fit() -> None:
    geo = compute_geometry(LAYOUT, 2, 0, 1024, 640, {"hand/0": 40, "hand/1": 3})
    x, _y, w, _h = geo.zones["hand/0"].rect
    assert x >= 0 and x + w <= 1024
    normal = compute_geometry(LAYOUT, 2, 0, 1024, 640, {"hand/0": 5, "hand/1": 3})
    assert geo.zones["hand/0"].dx < normal.zones["hand/0"].dx


def test_opponents_are_drawn_smaller_than_the_local_hand() -> None:
    geo = compute_geometry(LAYOUT, 3, 0, 1024, 640, {})
    assert geo.zones["hand/1"].card_w < geo.zones["hand/0"].card_w == geo.card_w
