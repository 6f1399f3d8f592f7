"""Per-seat events (``GameState.events_for``): the leaks the full events had, one by one.

Each test applies one real move and reads the events as the seats get them: a
card a seat may not see is a ``Hidden`` with the card's hidden id.
"""
from __future__ import annotations

from typing import Callable

from kortbord.engine import Card, GameState, Move, Rng, game_info
from kortbord.engine.cards import sort_key
from kortbord.engine.events import Event, EventKind
from kortbord.engine.view import Hidden

E12 = ("olsen 4p | dealer=0 turn=1 | hand/0: 2H | hand/1: 4H JS | hand/2: 4D | hand/3: 3S "
       "| discard: 2C 3C 4C 5C 7C 8C 9C TC JC 6D")


def reach(state: GameState, wanted: Callable[[Move], bool], seed: int = 1) -> Move:
    """Play random moves until an actor has a move ``wanted``; return that move."""
    rng = Rng(seed)
    while True:
        moves = [m for s in state.actors() for m in state.legal_moves(s) if wanted(m)]
        if moves:
            return moves[0]
        state.apply(rng.choice(state.legal_moves(rng.choice(state.actors()))))


def play(state: GameState, move: Move) -> Callable[[int | None], list[Event]]:
    """Apply ``move``; returns the events as a given seat gets them."""
    before = state.clone()
    events = state.apply(move)
    return lambda seat: state.events_for(events, seat, before)


def moved(events: list[Event], src: str, dst: str) -> list[Card | Hidden]:
    return [c for e in events if e.kind is EventKind.MOVE and (e.src, e.dst) == (src, dst) for c in e.cards]


def test_a_whist_bid_card_is_hidden_from_the_others() -> None:
    state = game_info("whist").new_game(4, {}, seed=1)
    bid = reach(state, lambda m: m.verb == "bid" and bool(m.cards))
    seen = play(state, bid)
    card, zones = bid.card, (f"hand/{bid.seat}", f"bid/{bid.seat}")
    assert moved(seen(bid.seat), *zones) == [card]
    for other in [None, *(s for s in range(4) if s != bid.seat)]:
        assert moved(seen(other), *zones) == [Hidden(state.uid[card])]


def test_spar_dame_passed_cards_are_seen_by_giver_and_taker_only() -> None:
    state = game_info("spar_dame").new_game(4, {}, seed=2)
    rng = Rng(1)
    while sum(len(state.zones[f"pass/{s}"]) for s in range(4)) < 4 * state.pass_count - 1:
        state.apply(rng.choice(state.legal_moves(rng.choice(state.actors()))))
    last = state.legal_moves(state.actors()[0])[0]
    given = list(state.zones["pass/0"]) + ([last.card] if last.seat == 0 else [])
    seen = play(state, last)
    assert moved(seen(0), "pass/0", "hand/1") == given
    assert moved(seen(1), "pass/0", "hand/1") == given
    for other in (2, 3, None):
        assert moved(seen(other), "pass/0", "hand/1") == [Hidden(state.uid[c]) for c in given]


def test_a_bismarck_discard_to_the_widow_is_hidden_from_the_others() -> None:
    state = game_info("bismarck").new_game(3, {}, seed=3)
    put = reach(state, lambda m: m.verb == "put")
    seen = play(state, put)
    zones = (f"hand/{put.seat}", "widow")
    assert moved(seen(put.seat), *zones) == [put.card]
    for other in [None, *(s for s in range(3) if s != put.seat)]:
        assert moved(seen(other), *zones) == [Hidden(state.uid[put.card])]


def test_bismarck_open_cards_picked_up_cannot_be_followed_into_the_hand() -> None:
    """D5: the open cards were seen by all; the hand's new order (and ids) only by its owner."""
    state = game_info("bismarck").new_game(3, {}, seed=3)
    pickup = reach(state, lambda m: m.verb == "pickup")
    open_cards = list(state.zones["widow"])
    seen = play(state, pickup)
    hand = state.zones[f"hand/{pickup.seat}"]
    for other in (s for s in range(3) if s != pickup.seat):
        events = seen(other)
        assert sorted(moved(events, "widow", f"hand/{pickup.seat}"), key=sort_key) == sorted(open_cards, key=sort_key)
        shuffle = next(e for e in events if e.kind is EventKind.SHUFFLE)
        assert list(shuffle.cards) == [Hidden(s.uid) for s in state.view(other).zones[f"hand/{pickup.seat}"]]
    own = next(e for e in seen(pickup.seat) if e.kind is EventKind.SHUFFLE)
    assert list(own.cards) == hand


def test_an_olsen_draw_from_the_stock_is_hidden_from_the_others() -> None:
    state = game_info("olsen").new_game(4, {}, seed=4)
    draw = reach(state, lambda m: m.verb == "draw")
    top = state.zones["stock"][-1]
    seen = play(state, draw)
    zones = ("stock", f"hand/{draw.seat}")
    assert moved(seen(draw.seat), *zones) == [top]
    for other in [None, *(s for s in range(4) if s != draw.seat)]:
        assert moved(seen(other), *zones) == [Hidden(state.uid[top])]
        slots = state.view(other).zones[f"hand/{draw.seat}"]
        assert Hidden(slots[-1].uid) in moved(seen(other), *zones)


def test_an_olsen_reshuffle_shows_the_new_order_to_nobody() -> None:
    """E12: the open pile but its top goes to the stock, face up as all saw it; the shuffle
    lists only new ids, in stock order as the view shows them; the card drawn has its new id."""
    state = game_info("olsen").state_class().from_notation(E12)
    buried = state.zones["discard"][:-1]
    seen = play(state, Move(1, "draw"))
    events = seen(0)
    assert moved(events, "discard", "stock") == buried
    shuffle = next(e for e in events if e.kind is EventKind.SHUFFLE)
    drawn = state.zones["hand/1"][-1]
    stock_ids = [s.uid for s in state.view(0).zones["stock"]]
    assert list(shuffle.cards) == [Hidden(u) for u in stock_ids + [state.uid[drawn]]]
    assert moved(events, "stock", "hand/1") == [Hidden(state.uid[drawn])]
    assert moved(seen(1), "stock", "hand/1") == [drawn]


def test_full_events_still_name_every_card() -> None:
    """The host and the log keep the full events: a shuffle lists its cards in their new order."""
    state = game_info("olsen").state_class().from_notation(E12)
    events = state.apply(Move(1, "draw"))
    shuffle = next(e for e in events if e.kind is EventKind.SHUFFLE)
    assert all(isinstance(c, Card) for e in events for c in e.cards)
    assert [state.uid[c] for c in shuffle.cards] == sorted(state.uid[c] for c in shuffle.cards)


def test_a_card_trailed_as_a_deal_ends_is_seen_by_all_on_its_way_to_the_last_capturer() -> None:
    """Casino: the deal's last card, trailed, lies on the table for a moment before the last
    capturer sweeps it up face down; everybody saw it land, so nobody's events hide it."""
    from kortbord.games.casino.rules import State
    state = State.from_notation("casino 2p | dealer=1 turn=0 | hand/0: TD | hand/1: 3C | table: QC 4H 7S 9D")
    state.apply(Move.parse("0 capture TD with 4H+QC/7S+9D"))
    seen = play(state, Move.parse("1 trail 3C"))
    three = Card.parse("3C")
    for seat in (None, 0, 1):
        assert moved(seen(seat), "hand/1", "table") == [three], seat
        assert moved(seen(seat), "table", "won/0") == [three], seat
        shuffled = [c for e in seen(seat) if e.kind is EventKind.SHUFFLE for c in e.cards]
        faces = {slot.card for slots in state.view(seat).zones.values() for slot in slots if slot.card}
        shown = {c for c in shuffled if isinstance(c, Card)}   # the next deal's order: only where
        assert shuffled and shown <= faces                     # the seat sees the cards after it
