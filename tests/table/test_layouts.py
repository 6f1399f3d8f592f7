"""Every registered game's table, laid out for its fewest, usual and most players
in a small (1024x640) and a large (1920x1080) window: everything on the table,
nameplates clear of each other and of every card place, cards large enough to
read, trick slots in front of their seats."""
from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from kortbord.engine import GameState, game_info
from kortbord.engine.layout import Anchor, Fan
from kortbord.engine.registry import all_games
from kortbord.table.geometry import (ASPECT, LABEL_H, RAISE, SELECTED_LIFT, Side, TableGeometry, ZoneGeometry,
                                     compute_geometry)
from kortbord.table.decor import INK, RED, badge_parts
from kortbord.table.zone_item import NameplateItem

Rect = tuple[float, float, float, float]
SIZES = [(1024, 640), (1920, 1080)]
#: Your own cards are at least this wide (px) in the small window.
MIN_LOCAL_W = 56
#: Names of ten letters are shown whole from the small window up.
LONG_NAMES = ("Maximilian", "Margrethe", "Christina", "Alexandra", "Johannes", "Frederikke", "Sebastian",
              "Henriette", "Valdemar", "Kristoffer")


def _cases(sizes: list[tuple[int, int]] = SIZES) -> list[Any]:
    """(game, players, size) for every game, its fewest, usual and most players, and every size."""
    cases = []
    for info in all_games():
        for players in sorted({info.min_players, info.default_players, info.max_players}):
            for size in sizes:
                cases.append(pytest.param(info.id, players, size, id=f"{info.id}-{players}p-{size[0]}"))
    return cases


def _dealt(game: str, players: int) -> GameState:
    """A new game, played on at random until every hand holds cards (Tribello deals later)."""
    state = game_info(game).new_game(players, {}, seed=7)
    rng = random.Random(1)
    for _ in range(60):
        if all(state.zones.get(f"hand/{s}") for s in range(players)) or state.is_over():
            break
        seat = state.actors()[0]
        state.apply(rng.choice(state.legal_moves(seat)))
    return state


def _counts(game: str, players: int) -> dict[str, int]:
    """A busy table: the dealt hands, and every other zone holding at least one card
    (a trick on the table, a build, a bid card, won piles)."""
    view = _dealt(game, players).view(0)
    return {name: max(1, len(slots)) for name, slots in view.zones.items()}


def _geometry(game: str, players: int, size: tuple[int, int]) -> TableGeometry:
    return compute_geometry(game_info(game).layout(), players, 0, *size, _counts(game, players))


def _has_zone(game: str, name: str) -> bool:
    return any(z.name == name for z in game_info(game).layout().zones)


def _own_zone(geo: TableGeometry) -> ZoneGeometry:
    """The local seat's main zone: its hand, or the seat zone at ``x = 0`` of a game
    without hands (Gammel Jomfru's stock)."""
    if "hand/0" in geo.zones:
        return geo.zones["hand/0"]
    return next(zg for zg in geo.zones.values()
                if zg.seat == 0 and zg.layout.anchor is Anchor.SEAT and zg.layout.x == 0 and zg.layout.y >= 0)


def _overlap(a: Rect, b: Rect) -> bool:
    return (a[0] < b[0] + b[2] - 0.5 and b[0] < a[0] + a[2] - 0.5
            and a[1] < b[1] + b[3] - 0.5 and b[1] < a[1] + a[3] - 0.5)


def _inside(r: Rect, width: float, height: float) -> bool:
    return r[0] >= -0.5 and r[1] >= -0.5 and r[0] + r[2] <= width + 0.5 and r[1] + r[3] <= height + 0.5


def _place(geo: TableGeometry, zg: ZoneGeometry) -> Rect:
    """A zone's card place with its label under it; your own hand with its raised cards."""
    x, y, w, h = zg.rect
    if zg.seat == 0 and zg.name.startswith("hand/"):
        lift = RAISE * SELECTED_LIFT * zg.card_h
        y, h = y - lift, h + lift
    if zg.layout.label:
        h += LABEL_H * zg.card_w
    return (x, y, w, h)


@pytest.mark.parametrize("game,players,size", _cases())
def test_everything_lies_on_the_table(game: str, players: int, size: tuple[int, int]) -> None:
    geo = _geometry(game, players, size)
    for name, zg in geo.zones.items():
        assert _inside(_place(geo, zg), *size), (name, zg.rect)
    for seat, place in geo.seats.items():
        assert _inside(place.plate, *size), (seat, place.plate)
    assert geo.card_w / geo.card_h == pytest.approx(ASPECT)


@pytest.mark.parametrize("game,players,size", _cases())
def test_nameplates_are_clear_of_each_other_and_of_every_card(game: str, players: int, size: tuple[int, int]) -> None:
    geo = _geometry(game, players, size)
    plates = {seat: place.plate for seat, place in geo.seats.items()}
    assert sorted(plates) == list(range(players))
    for a in plates:
        for b in plates:
            assert a >= b or not _overlap(plates[a], plates[b]), (a, b)
        for name, zg in geo.zones.items():
            assert not _overlap(plates[a], _place(geo, zg)), (a, name)


@pytest.mark.parametrize("game,players,size", _cases())
def test_hands_and_fronts_are_clear_of_other_zones(game: str, players: int, size: tuple[int, int]) -> None:
    """Hands, trick slots and builds never lie on another zone (piles beside a hand,
    like Casino's svupper over its capture pile, may lie on each other)."""
    geo = _geometry(game, players, size)
    layout = {name: zg.layout for name, zg in geo.zones.items()}
    key = [n for n, zl in layout.items() if n.startswith("hand/") or (zl.anchor is Anchor.SEAT and zl.y < 0)]
    for a in key:
        for b, zg in geo.zones.items():
            if b != a:
                assert not _overlap(_place(geo, geo.zones[a]), _place(geo, zg)), (a, b)


@pytest.mark.parametrize("game,players,size", _cases([SIZES[0]]))
def test_cards_are_large_enough_to_read(game: str, players: int, size: tuple[int, int]) -> None:
    geo = _geometry(game, players, size)
    hand = _own_zone(geo)
    assert hand.card_w >= MIN_LOCAL_W
    trick = geo.zones.get("trick/1")
    if trick is not None:   # the cards played are as large as your own
        assert trick.card_w == pytest.approx(hand.card_w)
    if hand.count > 1 and hand.layout.fan is not Fan.PILE:   # your own cards show their index
        assert hand.dx >= 0.24 * hand.card_w


@pytest.mark.parametrize("game,players,size", [p for p in _cases() if _has_zone(p.values[0], "trick/{seat}")])
def test_trick_slots_lie_between_the_centre_and_their_seat(game: str, players: int, size: tuple[int, int]) -> None:
    geo = _geometry(game, players, size)
    cx, cy = geo.centre
    slots = []
    for seat, place in geo.seats.items():
        trick, hand = geo.zones[f"trick/{seat}"], geo.zones[f"hand/{seat}"]
        ox, oy = -trick.inward[0], -trick.inward[1]     # away from the centre, towards the seat
        slot = (trick.cx - cx) * ox + (trick.cy - cy) * oy
        seat_at = (hand.cx - cx) * ox + (hand.cy - cy) * oy
        assert 0 < slot < seat_at, (seat, place.side)
        slots.append(trick.rect)
    for i, a in enumerate(slots):   # the trick cards lie side by side, none on another
        assert not any(_overlap(a, b) for b in slots[i + 1:])
    if players == 4:   # a cross: each card straight in front of its player
        for seat, place in geo.seats.items():
            trick, hand = geo.zones[f"trick/{seat}"], geo.zones[f"hand/{seat}"]
            along = trick.cx - hand.cx if place.side in (Side.TOP, Side.BOTTOM) else trick.cy - hand.cy
            assert abs(along) < 0.5 * trick.card_w


def test_the_middle_is_not_left_empty() -> None:
    """Whist at 1280x800: the trick cross fills the middle, the cards are large (the
    table used to put the trick slots at the edge, behind the hands, with tiny cards)."""
    geo = _geometry("whist", 4, (1280, 800))
    assert geo.card_w >= 90
    north, south = geo.zones["trick/2"], geo.zones["trick/0"]
    assert north.cy < 400 < south.cy and south.cy - north.cy < 3 * north.card_h


def test_opponents_fans_close_up_before_cards_shrink() -> None:
    """Olsen and Bismarck: opponents who hold many cards close up their fans of backs;
    your own cards keep their size."""
    for game, players, few, many in (("olsen", 4, 7, 25), ("bismarck", 3, 16, 26), ("spar_dame", 6, 8, 20)):
        layout = game_info(game).layout()
        usual = compute_geometry(layout, players, 0, 1024, 640, {f"hand/{s}": few for s in range(players)})
        busy = compute_geometry(layout, players, 0, 1024, 640,
                                {"hand/0": few} | {f"hand/{s}": many for s in range(1, players)})
        assert busy.card_w == pytest.approx(usual.card_w), game
        steps = [(busy.zones[f"hand/{s}"].dx + busy.zones[f"hand/{s}"].dy,
                  usual.zones[f"hand/{s}"].dx + usual.zones[f"hand/{s}"].dy) for s in range(1, players)]
        assert all(a <= b + 1e-6 for a, b in steps) and any(a < b for a, b in steps), game


def test_casino_has_room_for_a_dozen_table_cards() -> None:
    """Casino: the loose cards spread in the middle between the stock and the aside pile."""
    layout = game_info("casino").layout()
    for players in (2, 4):
        counts = {"stock": 20, "table": 12, **{f"hand/{s}": 4 for s in range(players)}, "build/1": 3}
        geo = compute_geometry(layout, players, 0, 1024, 640, counts)
        table, stock = geo.zones["table"], geo.zones["stock"]
        assert table.dx >= 0.35 * table.card_w                      # every index shows
        assert not _overlap(table.rect, stock.rect) and not _overlap(table.rect, geo.zones["aside"].rect)
        build, hand = geo.zones["build/1"], geo.zones["hand/1"]   # between the middle and its owner
        if geo.seats[1].side is Side.TOP:
            assert hand.cy < build.cy < table.rect[1]
        else:
            assert hand.cx < build.cx < stock.rect[0]


@pytest.mark.parametrize("game", [info.id for info in all_games()])
def test_nameplates_show_whole_names(qapp: Any, game: str) -> None:
    """Names of ten letters and the card count fit on every nameplate in the small window."""
    info = game_info(game)
    players = info.max_players
    geo = compute_geometry(info.layout(), players, 0, 1024, 640, _counts(game, players))
    for seat, place in geo.seats.items():
        plate = NameplateItem(seat)
        plate.set_rect(QRectF(*place.plate))
        name = LONG_NAMES[seat % len(LONG_NAMES)]
        plate.set_content(name, "13 cards", False, False)
        assert plate.shown_name() == name, (seat, place.plate)


def test_a_trump_badge_shows_its_suit_in_colour() -> None:
    """Bismarck and Tribello show the trump (``public()["trump_symbol"]``) as a badge on
    their stock: the suit symbol, red for hearts and diamonds."""
    assert badge_parts("♥") == [("♥", RED)] and badge_parts("♦") == [("♦", RED)]
    assert badge_parts("♠") == [("♠", INK)] and badge_parts("♣") == [("♣", INK)]
    for game in ("bismarck", "tribello"):
        stock = next(z for z in game_info(game).layout().zones if z.name == "stock")
        assert stock.badge == "trump_symbol"


def _crosses(rect: Rect, a: tuple[float, float], b: tuple[float, float], steps: int = 50) -> bool:
    """Whether the straight line from ``a`` to ``b`` passes over ``rect``."""
    x, y, w, h = rect
    return any(x < a[0] + (b[0] - a[0]) * t / steps < x + w and y < a[1] + (b[1] - a[1]) * t / steps < y + h
               for t in range(steps + 1))


@pytest.mark.parametrize("players", range(3, 8))
def test_rodskagg_piles_stand_in_no_trick_cards_way(players: int) -> None:
    """Rödskägg: stock, exchanged hands and the hands laid aside each have a labelled place
    clear of the trick cards, and none lies between a trick card and the middle (with four
    players two trick cards used to land beyond the stock and the exchanged hands)."""
    geo = _geometry("rodskagg", players, (1280, 800))
    piles = {name: _place(geo, geo.zones[name]) for name in ("stock", "discard", "aside")}
    assert all(geo.zones[name].layout.label for name in piles)
    for name, rect in piles.items():
        assert not any(_overlap(rect, other) for other_name, other in piles.items() if other_name != name)
    for seat in range(players):
        trick = geo.zones[f"trick/{seat}"]
        for name, rect in piles.items():
            assert not _overlap(rect, _place(geo, trick)), (seat, name)
            assert not _crosses(rect, geo.centre, (trick.cx, trick.cy)), (seat, name)
