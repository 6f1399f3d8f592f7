"""The trick games' per-seat counters and contract banners on the table (Table
interaction): Whist's contract and pair tricks, Ruder Syv's bids and the bidder's
"tricks / bid", Bismarck's and Tribello's "tricks / quota" and their banners."""
from __future__ import annotations

from typing import Callable

import pytest
from kortbord.engine import GameState, Move, game_info

from table.conftest import Table
from table.test_table_interaction import play_until, whist_with_shown_cards


def tag(t: Table, zone: str) -> str:
    item = t.scene.extras.tags.get(zone)
    return item.text if item is not None and item.isVisible() else ""


def badge(t: Table, zone: str) -> str:
    item = t.scene.badges[zone]
    return item.text if item.isVisible() else ""


def apply(state: GameState, *moves: str) -> GameState:
    for text in moves:
        state.apply(Move.parse(text))
    return state


def test_whist_banner_names_the_contract_and_counts_tricks_per_pair(make_table: Callable[..., Table]) -> None:
    state = whist_with_shown_cards()   # seed 3: seat 0 turned 10♣, seat 1 K♥: Grand by seats 1 and 3
    t = make_table(state, (1, 2, 3), pause=60_000)
    assert t.controller.seat_names == {0: "Anna", 1: "Carl", 2: "Bo", 3: "Dina"}   # partners sit opposite
    assert tag(t, "stock") == "Grand – Carl and Dina (bidder: Carl) · Carl and Dina 0 – Anna and Bo 0"
    state = play_until(whist_with_shown_cards(), lambda s: sum(s.public()["tricks"]) == 3)
    counts = state.public()["pair_tricks"]
    t = make_table(state, (1, 2, 3), pause=60_000)
    assert tag(t, "stock").endswith(f"Carl and Dina {counts[1]} – Anna and Bo {counts[0]}") and sum(counts) == 3


def test_ruder_syv_bids_stay_at_the_seats_and_the_last_equal_bid_leads(make_table: Callable[..., Table]) -> None:
    state = apply(game_info("ruder_syv").new_game(4, {}, seed=1), "3 bid 2", "0 bid 1")
    t = make_table(state, (0, 2, 3), pause=60_000)
    assert (tag(t, "won/3"), tag(t, "won/0"), tag(t, "won/1")) == ("Bid: 2 – highest", "Bid: 1", "")
    state = apply(game_info("ruder_syv").new_game(4, {}, seed=1), "3 bid 2", "0 bid 1", "1 bid 0", "2 bid 2")
    assert state.public()["phase"] == "play" and state.public()["bidder"] == 2
    t = make_table(state, (0, 1, 3), pause=60_000)
    assert [tag(t, f"won/{s}") for s in range(4)] == ["Bid: 1", "Bid: 0", "Bid: 2 – highest", "Bid: 2"]
    assert badge(t, "won/2") == "0 / 2" and badge(t, "won/0") == ""


def test_ruder_syv_bidder_counts_tricks_against_the_bid(make_table: Callable[..., Table]) -> None:
    state = apply(game_info("ruder_syv").new_game(4, {}, seed=1), "3 bid 2", "0 bid 1", "1 bid 0", "2 bid 2")
    state = play_until(state, lambda s: sum(s.public()["tricks"]) == 1)
    t = make_table(state, (0, 1, 3), pause=60_000)
    took = state.public()["tricks"]
    assert badge(t, "won/2") == f"{took[2]} / 2"
    assert all(badge(t, f"won/{s}") == ("1 trick" if took[s] else "") for s in (0, 1, 3))


def test_bismarck_counts_tricks_against_each_minimum_and_names_the_deal(make_table: Callable[..., Table]) -> None:
    state = play_until(game_info("bismarck").new_game(3, {}, seed=1), lambda s: sum(s.public()["tricks"]) >= 2)
    public = state.public()
    t = make_table(state, (1, 2), pause=60_000)
    forehand, names = public["forehand"], ("Anna", "Bo", "Carl")
    for seat in range(3):
        assert badge(t, f"won/{seat}") == f"{public['tricks'][seat]} / {8 if seat == forehand else 4}"
    assert tag(t, "widow") == f"Grand 1 of 3 – forehand {names[forehand]}"


def test_bismarck_pas_counts_against_the_maxima() -> None:
    from kortbord.games.bismarck.gestures import pile_badges
    state = game_info("bismarck").new_game(3, {}, seed=1)
    state.deal_no = 7   # a pas deal: maxima 4 (forehand) and 6
    assert state.public()["kind"] == "pas"
    forehand = state.public()["forehand"]
    assert {z: m.english() for z, m in pile_badges(state.view(None)).items()} == {
        f"won/{s}": f"0 / {4 if s == forehand else 6}" for s in range(3)}


def test_tribello_banner_shows_the_contract_and_the_requirements(make_table: Callable[..., Table]) -> None:
    state = game_info("tribello").new_game(3, {}, seed=1)   # Anna is forehand and chooses
    t = make_table(state, (1, 2), pause=60_000)
    assert tag(t, "widow") == "" and badge(t, "won/0") == ""
    t = make_table(apply(game_info("tribello").new_game(3, {}, seed=1), "0 choose spel"), (1, 2), pause=60_000)
    assert tag(t, "widow") == "Spel – Anna: Anna 8 · Bo 4 · Carl 4"
    assert [badge(t, f"won/{s}") for s in range(3)] == ["0 / 8", "0 / 4", "0 / 4"]
    t = make_table(apply(game_info("tribello").new_game(3, {}, seed=1), "0 choose pass"), (1, 2), pause=60_000)
    assert tag(t, "widow") == "Pass – Anna: at most Anna 4 · Bo 6 · Carl 6"
    t = make_table(apply(game_info("tribello").new_game(3, {}, seed=1), "0 choose valfri H"), (1, 2), pause=60_000)
    assert tag(t, "widow").startswith("Valfri trumf: hearts – Anna: Anna 8")


def test_rodskagg_shows_each_score_and_bid_at_the_seat_and_marks_who_is_out(make_table: Callable[..., Table]) -> None:
    state = game_info("rodskagg").new_game(4, {}, seed=1)
    t = make_table(state, (1, 2, 3), pause=60_000)
    assert [tag(t, f"seat/{s}") for s in range(4)] == ["Score 12"] * 4
    state = play_until(game_info("rodskagg").new_game(4, {}, seed=1), lambda s: s.public()["phase"] == "play", seed=2)
    t = make_table(state, (1, 2, 3), pause=60_000)   # the bids stay beside the seats in play
    assert [tag(t, f"seat/{s}") for s in range(4)] == [
        "Score 12 · bid 2", "Score 12 · bid 5", "Score 12 · bid 6", "Score 12 · bid 1"]
    state = play_until(game_info("rodskagg").new_game(5, {}, seed=3), lambda s: s.public()["phase"] == "play", seed=2)
    assert state.public()["bids"]["3"] == "pass"
    assert tag(make_table(state, (1, 2, 3, 4), pause=60_000), "seat/3") == "Score 12 · smyg"
    state = play_until(game_info("rodskagg").new_game(4, {}, seed=1), lambda s: bool(s.public()["out"]), seed=2)
    public = state.public()
    t = make_table(state, (1, 2, 3), pause=60_000)
    for seat in range(4):
        want = "Out of the game" if seat in public["out"] else f"Score {public['scores'][seat]}"
        assert tag(t, f"seat/{seat}") == want, seat
    assert public["out"] == [3] and public["bids"] == {}
    assert [t.scene.plates[s].opacity() for s in range(4)] == [1.0, 1.0, 1.0, pytest.approx(0.4)]   # greyed


def buttons(t: Table) -> list[tuple[str, bool]]:
    return [(b.text(), b.isEnabled()) for b in t.controller.action_bar.buttons]


def test_tribello_contract_buttons_say_how_often_each_was_played(make_table: Callable[..., Table]) -> None:
    state = game_info("tribello").new_game(3, {}, seed=1)   # one of each: used-up ones ticked and greyed
    state.used[0][0] = 1
    t = make_table(state, (1, 2), pause=60_000)
    shown = buttons(t)
    assert ("Spel", True) not in shown and shown[-1] == ("Spel ✓", False)
    assert ("Pass", True) in shown and ("Valfri trumf…", True) in shown   # a suit picker
    picker = next(b for b in t.controller.action_bar.specs if b.text == "Valfri trumf…")
    assert [text for text, _move in picker.options][0] == "Valfri trumf: hearts"
    assert t.controller.action_bar.buttons[-1].toolTip() == "You have already played Spel"
    state = game_info("tribello").new_game(3, {"game_length": "tribello"}, seed=1)   # three of each
    state.used[0][:2] = [2, 3]
    t = make_table(state, (1, 2), pause=60_000)
    shown = buttons(t)
    assert ("Spel 2/3", True) in shown and ("Spader trumf 0/3", True) in shown
    assert ("Valfri trumf… 0/3", True) in shown and shown[-1] == ("Pass 3/3", False)
    picker = next(b for b in t.controller.action_bar.specs if b.text == "Valfri trumf… 0/3")
    assert [text for text, _move in picker.options][2] == "Valfri trumf: clubs 0/3"
    t.controller.action_bar.buttons[-1].click()   # greyed: nothing happens
    assert shown[0] == ("Spel 2/3", True)
    t.controller.action_bar.buttons[0].click()
    t.settle()
    assert t.moves == ["0 choose spel"]


def test_other_seats_and_phases_have_no_spent_contracts() -> None:
    from kortbord.games.tribello.gestures import spent_choices
    state = game_info("tribello").new_game(3, {}, seed=1)
    state.used[0][0] = 1
    assert len(spent_choices(state.view(0))) == 1 and spent_choices(state.view(1)) == []
    apply(state, "0 choose pass")
    assert spent_choices(state.view(0)) == []


def card_tag(t: Table, card: str) -> str:
    from kortbord.table.card_tags import card_tags_of
    return card_tags_of(t.scene).text(t.item(card).uid)


def test_ruder_syv_marks_the_seven_of_diamonds_in_the_own_hand(make_table: Callable[..., Table]) -> None:
    state = game_info("ruder_syv").new_game(4, {}, seed=17)   # Anna holds 6♣ 7♦ K♥
    t = make_table(state, (1, 2, 3), pause=60_000)
    assert card_tag(t, "7D") == "Trump" and card_tag(t, "6C") == card_tag(t, "KH") == ""
    tag = t.item("7D").childItems()[0]
    assert t.item("7D").sceneBoundingRect().contains(tag.sceneBoundingRect().center())   # on the card
    state = apply(game_info("ruder_syv").new_game(4, {}, seed=17), "1 bid 1", "2 bid 0", "3 bid 0", "0 bid 1")
    t = make_table(state, (1, 2, 3), pause=60_000)
    t.double_click("7D")
    t.settle()
    assert t.moves == ["0 play 7D"] and not tag_visible_on(t, "7D")


def tag_visible_on(t: Table, card: str) -> bool:
    return any(child.isVisible() for child in t.item(card).childItems())


def test_bismarck_marks_the_first_table_card_until_it_is_taken_up(make_table: Callable[..., Table]) -> None:
    state = game_info("bismarck").new_game(3, {}, seed=1)   # Anna is forehand; table cards J♥ 6♣ 9♠ K♦
    t = make_table(state, (1, 2), pause=60_000)
    assert [card_tag(t, c) for c in ("JH", "6C", "9S", "KD")] == ["1", "", "", ""]
    next(b for b in t.controller.action_bar.buttons if b.text() == "Take the table cards").click()
    t.settle()
    assert t.moves == ["0 pickup"] and not tag_visible_on(t, "JH")


def test_spar_dame_shows_the_scoring_cards_each_player_has_won(make_table: Callable[..., Table]) -> None:
    """Spar Dame (Table interaction): the scoring cards each player has won lie as small
    face-up miniatures beside his name (hearts by rank, then Q♠, J♦), named on hover."""
    t = make_table(game_info("spar_dame").new_game(4, {}, seed=1), (1, 2, 3), pause=60_000)
    assert not t.scene.shown.strips   # nothing won yet
    state = play_until(game_info("spar_dame").new_game(4, {}, seed=1),
                       lambda s: any("QS" in c for c in s.public()["scoring_cards"].values()), seed=2)
    t = make_table(state, (1, 2, 3), pause=60_000)
    strips = t.scene.shown.strips
    won = {int(s): c for s, c in state.public()["scoring_cards"].items() if c}
    assert set(strips) == set(won)
    for seat, cards in won.items():
        strip = strips[seat]
        assert sorted(c.text for c in strip.cards) == sorted(cards) and strip.isVisible()
        assert strip.cards[-1].text in ("QS", "JD") or all(c.suit == "H" for c in strip.cards)
        assert strip.toolTip().startswith("Taken: ")
        plate = t.scene.plates[seat].sceneBoundingRect()
        assert strip.sceneBoundingRect().adjusted(-30, -30, 30, 30).intersects(plate), "beside the name"
    assert any("Q♠" in s.toolTip() for s in strips.values())


def test_spar_dame_rims_the_cards_passed_to_the_player_for_a_while(make_table: Callable[..., Table]) -> None:
    from kortbord.table.card_item import Mark
    state = game_info("spar_dame").new_game(4, {"pass_cards": 2}, seed=1)
    for seat in (1, 2, 3):
        apply(state, *(str(m) for m in state.legal_moves(seat)[:2]))
    apply(state, str(state.legal_moves(0)[0]))   # Anna has one card left to pass
    coming = [c.text for c in state.zones["pass/3"]]   # from her right-hand neighbour
    t = make_table(state, (1, 2, 3), pause=60_000)
    last = next(c.text for c in state.zones["hand/0"] if c.text not in coming)
    t.drag(last, t.zone_centre("pass/0"))
    t.settle()
    assert t.moves == [f"0 pass {last}"] and all(c in [x.text for x in t.state.zones["hand/0"]] for c in coming)
    marks = {c.text: t.item(c.text).mark for c in t.state.zones["hand/0"]}
    assert {c for c, m in marks.items() if m is Mark.ASSIST} == set(coming)
    t.controller._arrival_timer.timeout.emit()   # the few seconds are over
    assert not any(t.item(c.text).mark is Mark.ASSIST for c in t.state.zones["hand/0"])


def test_bismarck_rims_the_table_cards_taken_up(make_table: Callable[..., Table]) -> None:
    from kortbord.table.card_item import Mark
    t = make_table(game_info("bismarck").new_game(3, {}, seed=1), (1, 2), pause=60_000)
    next(b for b in t.controller.action_bar.buttons if b.text() == "Take the table cards").click()
    t.settle()
    rimmed = {c.text for c in t.state.zones["hand/0"] if t.item(c.text).mark is Mark.ASSIST}
    assert rimmed == {"JH", "6C", "9S", "KD"}
