"""What the rules' "Table interaction" sections ask of the table beyond play:
Whist's shown bid cards beside the players' names until they are played, and
Bismarck's played-cards view (forehand's discards unknown to the others)."""
from __future__ import annotations

import random
from typing import Callable

from kortbord.engine import Card, GameState, game_info
from kortbord.engine.cards import sort_key
from kortbord.table.panel import CardsPanel
from kortbord.table.played import played_rows

from table.conftest import Table


def play_until(state: GameState, done: Callable[[GameState], bool], seed: int = 1) -> GameState:
    rng = random.Random(seed)
    while not done(state):
        seat = state.actors()[0]
        state.apply(rng.choice(state.legal_moves(seat)))
    return state


def whist_with_shown_cards() -> GameState:
    """Seed 3: the bidding turned 10♣ (Anna's) and K♥ (Bo's); Anna leads."""
    state = game_info("whist").new_game(4, {}, seed=3)
    return play_until(state, lambda s: bool(s.public()["shown"]))


def test_whist_shows_the_turned_bid_cards_beside_the_names_until_played(make_table: Callable[..., Table]) -> None:
    state = whist_with_shown_cards()
    assert state.public()["shown"] == {"0": "TC", "1": "KH"} and state.to_move() == 0
    t = make_table(state, (1, 2, 3), pause=60_000)
    strips = t.scene.shown.strips
    assert {s: [str(c) for c in strip.cards] for s, strip in strips.items()} == {0: ["TC"], 1: ["KH"]}
    assert strips[1].text == "Shown: K♥" and strips[1].isVisible()
    for seat, strip in strips.items():   # beside the name, not over it
        plate, h = t.scene.plates[seat].rect, t.scene.plates[seat].rect.height()
        box = strip.sceneBoundingRect()
        assert not box.intersects(plate) and box.intersects(plate.adjusted(-h, -h, h, h)), seat
    t.drag("TC", t.zone_centre("trick/0"))
    t.settle()
    assert t.moves == ["0 play TC"]
    assert set(strips) == {1}


def bismarck_in_play(seed: int = 1) -> GameState:
    state = game_info("bismarck").new_game(3, {}, seed=seed)
    return play_until(state, lambda s: sum(s.public()["tricks"]) >= 3 and s.public()["turn"] >= 0)


def test_bismarck_played_cards_name_what_was_played_and_hide_the_discards() -> None:
    state = bismarck_in_play()
    forehand = state.public()["forehand"]
    other = (forehand + 1) % 3
    played = sorted((Card.parse(c) for _t, _s, c in state.public()["plays"]), key=sort_key)
    rows = played_rows(state.view(other))
    assert [label for label, _c in rows[:4]] == ["♠", "♥", "♣", "♦"]
    assert sorted((s.card for _l, cards in rows[:4] for s in cards if s.card), key=sort_key) == played
    for _label, cards in rows[:4]:   # high to low
        ranks = ["23456789TJQKA".index(s.card.rank) for s in cards if s.card]
        assert ranks == sorted(ranks, reverse=True)
    label, away = rows[4]
    assert label == "Laid away" and [s.card for s in away] == [None] * 4
    own = played_rows(state.view(forehand))[4][1]
    assert [s.card for s in own] == list(state.zones["widow"])


def test_bismarck_played_cards_open_from_their_button(make_table: Callable[..., Table]) -> None:
    state = bismarck_in_play()
    t = make_table(state, (1, 2), pause=60_000)
    button = t.controller.tricks.played_button
    assert button is not None and button.text() == "Played cards"
    button.click()
    panel = t.scene.extras.overlay
    assert isinstance(panel, CardsPanel) and panel.title == "Cards played in this deal"
    assert sum(1 for _l, cards in panel.rows[:4] for _s in cards) == len(state.public()["plays"])
    t.click(t.zone_centre("trick/1"))
    assert t.scene.extras.overlay is None


def test_other_games_have_no_played_cards_view(make_table: Callable[..., Table]) -> None:
    t = make_table(whist_with_shown_cards(), (1, 2, 3), pause=60_000)
    assert t.controller.tricks.played_button is None and t.controller.tricks.trick_button is not None
