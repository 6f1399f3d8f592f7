"""Speech bubbles hide nothing that matters: not the suit asked for on Olsen's pile,
not the bid cards of Whist, not another player's cards or nameplate."""
from __future__ import annotations

import random
from typing import Any, Callable

import pytest
from PySide6.QtCore import QRectF

from kortbord.engine import GameState, game_info

from table.conftest import Table, olsen

SAYS = "Bo asks for hearts: play a heart or an eight"
SIZES = [(640, 420), (1024, 640), (1600, 1000)]


def kept_clear(t: Table, seat: int) -> dict[str, QRectF]:
    """What a bubble of ``seat`` must not cover: every card but the speaker's own
    face-down hand, the badges on the zones, the other nameplates."""
    scene = t.scene
    out = {f"card {item.zone} {item.pos()}": item.card_rect() for item in scene.cards.values()
           if item.isVisible() and not (item.zone == f"hand/{seat}" and seat != 0)}
    out.update({f"badge {z}": tag.sceneBoundingRect() for z, tag in scene.decor.tags.items() if tag.isVisible()})
    out.update({f"plate {s}": plate.rect for s, plate in scene.plates.items() if s != seat})
    return out


def assert_bubbles_hide_nothing(t: Table) -> None:
    for seat in range(t.state.players):
        t.scene.speech(seat, SAYS)
        body = t.scene.decor.bubbles[seat].body
        hidden = [name for name, rect in kept_clear(t, seat).items() if rect.intersects(body)]
        assert not hidden, (seat, hidden[:4])


@pytest.mark.parametrize("size", SIZES)
def test_bubbles_leave_the_suit_asked_for_in_view(make_table: Callable[..., Table], size: tuple[int, int]) -> None:
    state = olsen("olsen 4p | dealer=3 turn=2 suit=H | hand/0: 8H 9C 3C 5S 6S | hand/1: KS 3D 2C 7D "
                  "| hand/2: 4H 6H 9H | hand/3: 2H 7H TC JC QC | discard: 4S 8C | stock: 3H 5D 6D")
    t = make_table(state, computers=(1, 2, 3), pause=60_000, size=size)
    assert t.scene.decor.tags["discard"].isVisible()
    assert_bubbles_hide_nothing(t)


def whist_with_bid_cards() -> GameState:
    """Whist in the bidding: three seats have laid their bid cards face down."""
    state = game_info("whist").new_game(4, {}, seed=7)
    rng = random.Random(3)
    while sum(1 for s in range(4) if state.zones.get(f"bid/{s}")) < 3:
        seat = state.actors()[0]
        bids = [m for m in state.legal_moves(seat) if m.verb == "bid"]
        state.apply(rng.choice(bids or state.legal_moves(seat)))
    return state


@pytest.mark.parametrize("size", SIZES)
def test_bubbles_leave_the_bid_cards_in_view(make_table: Callable[..., Table], size: tuple[int, int]) -> None:
    t = make_table(whist_with_bid_cards(), computers=(1, 2, 3), pause=60_000, size=size)
    assert_bubbles_hide_nothing(t)
