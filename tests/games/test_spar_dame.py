"""Spar Dame: the spec's acceptance examples E1-E13 and rule tests. Players P1..Pn are seats 0..n-1."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from kortbord.engine import Card, Move, parse_cards
from kortbord.games.spar_dame import INFO
from kortbord.games.spar_dame.rules import Phase, State, deck_for

P1, P2, P3, P4 = 0, 1, 2, 3
ALL_HEARTS = " ".join(f"{r}H" for r in "23456789TJQKA")


def new(players: int, seed: int = 1, **options: Any) -> State:
    state = INFO.new_game(players, options, seed=seed)
    assert isinstance(state, State)
    return state


def hand_sizes(state: State) -> list[int]:
    return [len(state.zones[f"hand/{s}"]) for s in range(state.players)]


def scored(piles: dict[int, str], players: int = 4, totals: list[int] | None = None, **options: Any) -> State:
    """Score a hand whose won piles are given (the rest of the deck goes to the last seat
    without scoring cards), by playing a last trick of four low clubs won by P4."""
    state = new(players, **options)
    for zone in state.zones:
        state.zones[zone] = []
    given = {s: parse_cards(t) for s, t in piles.items()}
    used = {c for cards in given.values() for c in cards}
    last = parse_cards(" ".join(f"{r}C" for r in "3456789T"[:players]))
    rest = [c for c in deck_for(players, str(state.options["six_player_deck"])) if c not in used and c not in last]
    for seat in range(players):
        state.zones[f"won/{seat}"] = given.get(seat, [])
    state.zones[f"won/{players - 1}"] += rest
    for seat in range(players):
        state.zones[f"hand/{seat}"] = [last[seat]]
    state.totals = list(totals or [0] * players)
    state.dealer = players - 1
    state.start_trick(P1)
    for seat in range(players):
        state.apply(Move(seat, "play", (last[seat],)))
    return state


def test_E1_three_players() -> None:
    state = new(3)
    assert Card.parse("2D") not in state.all_cards()
    assert hand_sizes(state) == [17, 17, 17]


def test_E2_five_players() -> None:
    state = new(5)
    cards = set(state.all_cards())
    assert Card.parse("2D") not in cards and Card.parse("2C") not in cards and len(cards) == 50
    assert hand_sizes(state) == [10] * 5


def test_E3_six_players() -> None:
    state = new(6)
    cards = set(state.all_cards())
    assert not cards & set(parse_cards("2D 2C 3D 3C")) and len(cards) == 48
    assert hand_sizes(state) == [8] * 6


def test_six_players_short36() -> None:
    state = new(6, six_player_deck="short36")
    assert hand_sizes(state) == [6] * 6
    assert min("23456789TJQKA".index(c.rank) for c in state.all_cards()) == 4  # nothing below 6


def test_four_players_full_deck() -> None:
    state = new(4)
    assert len(state.all_cards()) == 52 and hand_sizes(state) == [13] * 4


def test_E4_hearts_may_be_led_at_once() -> None:
    state = new(4)
    for seat, text in enumerate(["2C 3C", "KH 4C", "5C 6C", "7C 8C"]):
        state.zones[f"hand/{seat}"] = parse_cards(text)
    state.dealer = P1
    state.start_trick(state.forehand)
    assert state.forehand == P2
    assert state.check(state.parse_move("1 play KH")).ok


def test_E5_follow_suit() -> None:
    state = new(4)
    state.zones["hand/0"], state.zones["hand/1"] = parse_cards("5C 2S"), parse_cards("9C QS 4H")
    state.start_trick(P1)
    state.apply(state.parse_move("0 play 5C"))
    verdict = state.check(state.parse_move("1 play QS"))
    assert not verdict.ok and verdict.reason is not None
    assert verdict.reason.key == "spar_dame.R2.must_follow"
    assert verdict.reason.english() == "You must follow suit (clubs)"
    assert [str(m) for m in state.legal_moves(P2)] == ["1 play 9C"]


def test_E6_dumping_the_queen() -> None:
    state = new(4)
    hands = ["5C 2D", "QS 2H", "KC 3D", "8C 4D"]
    for seat, text in enumerate(hands):
        state.zones[f"hand/{seat}"] = parse_cards(text)
        state.zones[f"won/{seat}"] = []
    state.start_trick(P1)
    for text in ("0 play 5C", "1 play QS", "2 play KC", "3 play 8C"):
        state.apply(state.parse_move(text))
    assert state.leader == P3 and state.turn == P3
    assert Card.parse("QS") in state.zones["won/2"]


def test_E7_normal_scoring() -> None:
    state = scored({P1: "QS AH 5H 9H", P2: "JD 2H", P3: "3H 4H 6H 7H 8H TH JH QH KH"})
    assert state.history[-1][2:] == [140, -90, 90, 0]
    assert sum(state.history[-1][2:]) == 140
    assert state.totals == [140, -90, 90, 0]


def test_E8_taking_everything() -> None:
    hearts = " ".join(f"{r}H" for r in "23456789TJQKA")
    state = scored({P3: f"QS JD {hearts}"})
    assert state.history[-1][2:] == [200, 200, 0, 200] and state.history[-1][1] == P3
    assert state.result().rows[-1].label.key == "spar_dame.S2.row"


def test_taking_everything_minus100_option() -> None:
    hearts = " ".join(f"{r}H" for r in "23456789TJQKA")
    state = scored({P3: f"QS JD {hearts}"}, moon_shooter_score="minus100")
    assert state.history[-1][2:] == [200, 200, -100, 200]


def test_taking_everything_with_36_cards_needs_nine_hearts() -> None:
    hearts = " ".join(f"{r}H" for r in "6789TJQKA")
    state = scored({P2: f"QS JD {hearts}"}, players=6, six_player_deck="short36")
    assert state.history[-1][2:] == [200, 0, 200, 200, 200, 200]


def test_E9_almost_everything() -> None:
    hearts = " ".join(f"{r}H" for r in "23456789TJQKA")
    state = scored({P3: f"QS {hearts}", P1: "JD"})
    assert state.history[-1][2:] == [-100, 0, 240, 0]


def test_E10_end_of_game() -> None:
    state = scored({P1: "QS JD", P2: ALL_HEARTS}, totals=[1010, 500, 700, 980])
    assert state.totals == [1010, 640, 700, 980]
    assert state.is_over()
    sheet = state.result()
    assert sheet.winners == (P2,) and sheet.lower_is_better and sheet.finished


def test_E11_no_end_below_target() -> None:
    state = scored({P1: "QS JD", P2: ALL_HEARTS}, players=3, totals=[990, 360, 420])
    assert state.totals == [990, 500, 420]
    assert not state.is_over()
    assert state.hand_no == 2 and state.dealer == P1  # P3 dealt; the next dealer clockwise
    assert state.phase is Phase.PLAY and hand_sizes(state) == [17] * 3


def test_E12_shared_win() -> None:
    state = scored({P1: "QS JD", P2: ALL_HEARTS}, players=3, totals=[1020, 470, 610])
    assert state.totals == [1020, 610, 610]
    assert state.is_over() and state.result().winners == (P2, P3)


def test_E13_negative_totals() -> None:
    state = scored({P2: "JD"}, totals=[0, 30, 0, 0])
    assert state.totals[P2] == -70


def test_point_values() -> None:
    state = scored({P1: "QS", P2: "AH", P3: "2H KH"})
    assert state.history[-1][2:5] == [100, 20, 20]


def test_passing_cards_to_the_left() -> None:
    state = new(4, pass_cards=3)
    assert state.phase is Phase.PASS and state.actors() == [0, 1, 2, 3]
    verdict = state.check(Move(0, "play", (state.zones["hand/0"][0],)))
    assert verdict.reason is not None and verdict.reason.key == "spar_dame.D3.pass_first"
    given = {s: state.zones[f"hand/{s}"][:3] for s in range(4)}
    for seat in (2, 0, 3):
        for card in given[seat]:
            state.apply(Move(seat, "pass", (card,)))
    assert state.actors() == [1] and state.legal_moves(0) == []
    assert all(c not in state.zones["hand/1"] for c in given[0])  # nobody receives before all chose
    assert state.view(1).zones["pass/0"][0].card is None
    for card in given[1]:
        state.apply(Move(1, "pass", (card,)))
    for seat in range(4):
        left = (seat + 1) % 4
        assert all(c in state.zones[f"hand/{left}"] for c in given[seat])
        assert len(state.zones[f"hand/{seat}"]) == 13
    assert state.phase is Phase.PLAY and state.actors() == [state.forehand]


def test_whole_game_has_rows_summing_to_totals() -> None:
    from kortbord.engine import Rng
    state = new(5, seed=9)
    rng = Rng(3)
    while not state.is_over():
        seat = rng.choice(state.actors())
        state.apply(rng.choice(state.legal_moves(seat)))
    sheet = state.result()
    assert max(sheet.totals) >= 1000
    for column in range(5):
        assert sum(r.values[column] or 0 for r in sheet.rows) == sheet.totals[column]
    assert Counter(c.text for c in state.all_cards()) == Counter(c.text for c in deck_for(5))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_first_dealer_drew_the_lowest_card(players: int) -> None:
    state = new(players, seed=players)
    ranks = "23456789TJQKA"
    first = state.draws[:players]
    low = min(ranks.index(c.rank) for _, c in first)
    lows = [s for s, c in first if ranks.index(c.rank) == low]
    assert state.dealer in lows
    if len(lows) > 1:
        assert len(state.draws) > players  # tied lowest cards drew again


# --- computer players ---------------------------------------------------------------

def test_decent_dumps_the_queen_when_void() -> None:
    from kortbord.games.spar_dame.ai import choose_card
    trick = [(P1, Card.parse("5C"))]
    assert choose_card(parse_cards("QS AH 2D"), trick, 4, set()) == Card.parse("QS")
    assert choose_card(parse_cards("AH 5H 2D"), trick, 4, set()) == Card.parse("AH")


def test_decent_follows_under_the_winner() -> None:
    from kortbord.games.spar_dame.ai import choose_card
    trick = [(P1, Card.parse("9C")), (P2, Card.parse("KC"))]
    assert choose_card(parse_cards("QC 2C AC"), trick, 4, set()) == Card.parse("QC")
    spades = [(P1, Card.parse("KS"))]
    assert choose_card(parse_cards("QS 2S"), spades, 4, set()) == Card.parse("QS")  # the queen under the king


def test_decent_passes_the_queen_first() -> None:
    from kortbord.games.spar_dame.ai import pass_choice
    assert pass_choice(parse_cards("2C QS AH JD")) == Card.parse("QS")
    assert pass_choice(parse_cards("2C AS 3S AH JD")) == Card.parse("AS")


def test_strong_player_picks_a_legal_move_and_samples_consistently() -> None:
    from kortbord.ai.montecarlo import Budget
    from kortbord.engine import Rng
    from kortbord.games.spar_dame.ai import determinize, make_player
    state = new(5, seed=4)
    seat = state.turn
    legal = state.legal_moves(seat)
    player = make_player("strong", 1, Budget(samples=2, seconds=1.0))
    move = player.choose(state.view(seat), legal)
    assert move in legal
    state.apply(move)
    view = state.view(0)
    sample = determinize(view, Rng(2))
    assert sample.zones["hand/0"] == state.zones["hand/0"]
    assert sorted(c.text for c in sample.all_cards()) == sorted(c.text for c in deck_for(5))
