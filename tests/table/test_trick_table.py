"""A trick game on the real table, played with real mouse drags (Spar Dame, four
players; Anna, seat 0, is the human at the bottom, the others are computers).

In the position B led 5C, C played 9C and D 2C; Anna holds KC and 4H.
"""
from __future__ import annotations

from typing import Any, Callable

from kortbord.engine import Card, GameState, Move, game_info
from kortbord.table.card_item import CardItem
from kortbord.table.timing import MOVE_MS, SHOWN_MS

from table.conftest import Table

COMPUTERS = (1, 2, 3)
TRICK = ("5C", "9C", "2C")
POSITION = (
    'spar_dame 4p | dealer=0 leader=1 turn=0 tricks=[0,0,0,0] tricks_played=0 passed=[] '
    'plays=[[0,1,"5C"],[0,2,"9C"],[0,3,"2C"]] last_trick=[] phase=play hand_no=1 totals=[0,0,0,0] history=[] '
    '| hand/0: KC 4H | hand/1: 2D | hand/2: 3D | hand/3: 4D | trick/1: 5C | trick/2: 9C | trick/3: 2C '
    '| won/2: 3C 4C 6C 7C 8C TC JC QC AC 5D 6D 7D 8D 9D TD JD QD KD AD 2H 3H 5H 6H 7H 8H 9H TH JH QH KH AH '
    '2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS')


def spar_dame() -> GameState:
    return game_info("spar_dame").state_class().from_notation(POSITION)


def at_home(item: CardItem) -> bool:
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5


def test_the_trick_lies_in_a_cross_in_front_of_its_players(make_table: Callable[..., Table]) -> None:
    t = make_table(spar_dame(), COMPUTERS, pause=60_000)
    geo = t.scene.geometry
    for seat, card in zip((1, 2, 3), TRICK):
        item = t.item(card)
        assert item.zone == f"trick/{seat}" and at_home(item)
        assert t.scene.zone_items[f"trick/{seat}"].rect.contains(item.card_rect().center())
        assert item.width == geo.card_w   # as large as your own cards
    cx, cy = geo.centre
    left, top, right = (t.item(c).card_rect().center() for c in TRICK)
    assert left.x() < cx < right.x() and top.y() < cy < t.scene.zone_items["trick/0"].rect.center().y()


def test_the_last_card_of_a_trick_gathers_it_to_the_winner(make_table: Callable[..., Table]) -> None:
    """Anna drags KC onto her place in the trick: the king takes it, and all four cards
    glide onto her won pile."""
    t = make_table(spar_dame(), COMPUTERS, pause=60_000)
    t.drag("KC", t.zone_centre("trick/0"))
    t.settle()
    assert t.moves == ["0 play KC"]
    assert [str(c) for c in t.state.zones["won/0"]] == [*TRICK, "KC"]
    pile = t.scene.zone_items["won/0"].rect
    for card in ("KC", *TRICK):
        item = t.item(card)
        assert item.zone == "won/0" and at_home(item), card
        assert pile.contains(item.card_rect().center()), card
    assert not any(t.state.zones[f"trick/{s}"] for s in range(4))
    assert t.state.actors() == [0]   # Anna won the trick and leads the next one


def test_a_card_that_must_follow_suit_glides_back_with_the_reason(make_table: Callable[..., Table]) -> None:
    """Clubs were led and Anna holds KC: 4H dropped on the trick glides back to her hand,
    and the table says why."""
    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=1.0)
    home = t.item("4H").home
    t.drag("4H", t.zone_centre("trick/0"))
    assert t.moves == []
    assert t.statuses[-1] == "You must follow suit (clubs)"
    note = t.scene.decor.note
    assert note is not None and note.text == "You must follow suit (clubs)"
    t.settle()
    item = t.item("4H")
    assert item.zone == "hand/0" and item.home == home and at_home(item) and not item.lifted
    assert Card.parse("4H") in t.state.zones["hand/0"] and not t.state.zones["trick/0"]


def test_a_completed_trick_stays_visible_before_it_is_gathered(make_table: Callable[..., Table],
                                                               qtbot: Any) -> None:
    """At normal speed the finished trick lies in the middle for about a second (the
    specs' "stays visible about 1 s"), KC in Anna's place, then goes to her pile."""
    t = make_table(spar_dame(), COMPUTERS, pause=60_000, speed=1.0)
    slot = t.scene.zone_items["trick/0"].rect
    t.drag("KC", t.zone_centre("trick/0"))
    qtbot.wait(MOVE_MS + SHOWN_MS // 2)
    assert slot.contains(t.item("KC").card_rect().center())
    for seat, card in zip((1, 2, 3), TRICK):
        assert t.scene.zone_items[f"trick/{seat}"].rect.contains(t.item(card).card_rect().center()), card
    t.settle()
    pile = t.scene.zone_items["won/0"].rect
    assert all(pile.contains(t.item(c).card_rect().center()) for c in ("KC", *TRICK))


def test_a_bid_is_made_with_the_action_bar(make_table: Callable[..., Table]) -> None:
    """Ruder Syv: Anna bids first; every bid is a button, and a click on "2" makes the bid."""
    state = game_info("ruder_syv").new_game(4, {}, seed=6)
    t = make_table(state, COMPUTERS, pause=60_000)
    bid = Move(0, "bid", (), "2")
    assert bid in state.legal_moves(0)
    bar = t.controller.action_bar
    assert {b.move for b in bar.specs} >= {m for m in state.legal_moves(0) if m.verb == "bid"}
    button = bar.button_for(bid)
    assert button is not None and button.isEnabled()
    button.click()
    assert t.moves == ["0 bid 2"]
    assert state.to_move() == 1 and bar.button_for(bid) is None


def test_bismarck_widow_exchange_by_dragging(make_table: Callable[..., Table]) -> None:
    """Bismarck: forehand lays cards away by dragging them from the hand onto the widow,
    and may drag one back."""
    state = game_info("bismarck").new_game(3, {}, seed=1)
    state.apply(state.parse_move("0 pickup"))
    t = make_table(state, (1, 2), pause=60_000)
    first, second = (c.text for c in state.zones["hand/0"][:2])
    t.drag(first, t.zone_centre("widow"))
    t.settle()
    assert t.moves == [f"0 put {first}"] and Card.parse(first) in state.zones["widow"]
    assert t.item(first).zone == "widow"
    t.drag(second, t.zone_centre("widow"))
    t.settle()
    t.drag(first, t.zone_centre("hand/0"))
    t.settle()
    assert t.moves[-1] == f"0 take {first}" and Card.parse(first) in state.zones["hand/0"]
    assert t.item(first).zone == "hand/0"
