"""Whist (Grand / Nolo): the spec's acceptance examples E1-E15 and rule tests.

Seats: South 0, West 1, North 2, East 3 (clockwise); pairs 0-2 and 1-3.
"""
from __future__ import annotations

from typing import Any

import pytest

from kortbord.engine import Card, IllegalMove, Move, parse_cards
from kortbord.engine.kit.tricks import stripped_deck
from kortbord.games.whist import INFO
from kortbord.games.whist.rules import MAX_HANDS, Contract, Phase, State, suggested_bid

S, W, N, E = 0, 1, 2, 3


def dealt(hands: dict[int, str], dealer: int, **options: Any) -> State:
    """A state in the bidding with the given cards in the hands, the rest dealt in order."""
    state = INFO.new_game(4, options, seed=1)
    assert isinstance(state, State)
    fixed = {s: parse_cards(t) for s, t in hands.items()}
    used = {c for cards in fixed.values() for c in cards}
    rest = [c for c in stripped_deck() if c not in used]
    for seat in range(4):
        cards = fixed.get(seat, [])
        while len(cards) < 13:
            cards.append(rest.pop())
        state.zones[f"hand/{seat}"] = cards
    state.dealer = dealer
    return state


def bid(state: State, *moves: str) -> None:
    for text in moves:
        state.apply(state.parse_move(text))


def end_of_hand(contract: Contract, bidder: int, tricks: list[int], last_winner: int,
                scores: list[int] | None = None, **options: Any) -> State:
    """Twelve tricks played (``tricks`` per seat); the last trick is won by ``last_winner``."""
    state = INFO.new_game(4, options, seed=2)
    assert isinstance(state, State)
    for zone in state.zones:
        state.zones[zone] = []
    low = iter(parse_cards("2S 3S 4S"))
    for seat in range(4):
        state.zones[f"hand/{seat}"] = [Card.parse("AS") if seat == last_winner else next(low)]
    state.zones["won/0"] = [c for c in stripped_deck() if c.suit != "S"]
    state.zones["won/1"] = parse_cards("5S 6S 7S 8S 9S TS JS QS KS")
    state.phase = Phase.PLAY
    state.contract = contract
    state.bidder = bidder
    state.tricks = list(tricks)
    state.tricks_played = 12
    state.scores = list(scores or [0, 0])
    state.start_trick(S)
    return state


def finish(state: State) -> None:
    for _ in range(4):
        state.apply(state.legal_moves(state.turn)[0])


def test_E1_all_black_is_nolo() -> None:
    state = dealt({S: "2C", W: "3S", N: "4C", E: "2S"}, dealer=E)
    assert state.forehand == S
    bid(state, "0 bid 2C", "1 bid 3S", "2 bid 4C", "3 bid 2S")
    assert state.contract is Contract.NOLO and state.bidder == -1
    assert state.public()["declarers"] == []
    assert state.actors() == [S] and state.leader == S


def test_E2_first_red_card_stops_the_turning() -> None:
    state = dealt({E: "2S", S: "3H", W: "2D", N: "5C"}, dealer=N)
    assert state.forehand == E
    bid(state, "0 bid 3H", "1 bid 2D", "2 bid 5C")
    assert state.zones["bid/1"] == [Card.parse("2D")]          # chosen face down, nobody sees it
    assert state.view(S).zones["bid/1"][0].card is None
    bid(state, "3 bid 2S")
    assert state.contract is Contract.GRAND and state.bidder == S
    assert state.public()["declarers"] == [0, 2]
    assert state.public()["shown"] == {"3": "2S", "0": "3H"}
    assert Card.parse("2D") in state.zones["hand/1"] and Card.parse("5C") in state.zones["hand/2"]
    assert all(not state.zones[f"bid/{s}"] for s in range(4))
    assert state.actors() == [E]


def test_E3_no_red_card() -> None:
    state = dealt({S: "AS KS QS 7S 6S 2S AC KC 9C 8C 5C 4C 3C"}, dealer=E)
    verdict = state.check(Move(S, "bid", (), "grand"))
    assert not verdict.ok and verdict.reason is not None and verdict.reason.key == "whist.R1.no_red"
    assert verdict.reason.english() == "No red card – Grand is impossible"
    assert suggested_bid(state.zones["hand/0"], Contract.NOLO) == Card.parse("2S")
    state.apply(Move(S, "bid", (), "nolo"))
    assert state.zones["bid/0"] == [Card.parse("2S")]


def test_E4_bid_card_returns_to_the_hand() -> None:
    state = dealt({W: "2C", N: "2D", E: "3C", S: "3H"}, dealer=N)
    bid(state, "3 bid 3C", "0 bid 3H", "1 bid 2C", "2 bid 2D")
    hand = state.zones["hand/0"]
    assert len(hand) == 13 and Card.parse("3H") in hand
    assert state.view(W).public["shown"]["0"] == "3H"
    state.start_trick(S)
    state.apply(state.parse_move("0 play 3H"))
    assert "0" not in state.public()["shown"]


def test_E5_follow_suit() -> None:
    state = end_of_hand(Contract.GRAND, N, [3, 3, 3, 3], S)
    state.zones["hand/1"] = parse_cards("9H")
    state.zones["hand/0"] = parse_cards("KH 2H AS 4D")
    state.start_trick(W)
    state.apply(state.parse_move("1 play 9H"))
    state.turn = S
    verdict = state.check(state.parse_move("0 play AS"))
    assert not verdict.ok and verdict.reason is not None
    assert verdict.reason.key == "whist.R7.must_follow" and verdict.reason.param("suit").suit == "H"  # type: ignore[union-attr]
    assert verdict.reason.english() == "You must follow suit (hearts)"
    assert {str(m) for m in state.legal_moves(S)} == {"0 play KH", "0 play 2H"}


def test_E6_void_no_trumps() -> None:
    state = end_of_hand(Contract.GRAND, N, [0, 0, 0, 0], S)
    state.tricks_played = 3
    state.zones["hand/1"], state.zones["hand/2"] = parse_cards("9H 2C"), parse_cards("5H 3C")
    state.zones["hand/3"], state.zones["hand/0"] = parse_cards("QH 4C"), parse_cards("AS 5C")
    state.start_trick(W)
    bid(state, "1 play 9H", "2 play 5H", "3 play QH", "0 play AS")
    assert state.last_trick[-1] == (S, Card.parse("AS"))
    assert state.tricks[E] == 1 and state.leader == E and state.turn == E


def test_E7_grand_made_game_won() -> None:
    state = end_of_hand(Contract.GRAND, N, [4, 2, 4, 2], S, scores=[10, 4])
    finish(state)
    assert state.history[-1][3:5] == [9, 4]
    assert state.scores == [13, 4] and state.is_over()
    assert state.result().winners == (0, 2) and state.result().finished


def test_E8_grand_exactly_seven() -> None:
    state = end_of_hand(Contract.GRAND, S, [3, 3, 3, 3], N)
    finish(state)
    assert state.scores == [1, 0]


def test_E9_grand_lost_subtract() -> None:
    state = end_of_hand(Contract.GRAND, S, [2, 4, 3, 3], E, scores=[3, 2])
    finish(state)
    assert state.history[-1][3:5] == [5, 8]
    assert state.scores == [-1, 2]


def test_E10_grand_lost_to_opponents() -> None:
    state = end_of_hand(Contract.GRAND, S, [2, 4, 3, 3], E, scores=[3, 2], penalty_points="to_opponents")
    finish(state)
    assert state.scores == [3, 6]


def test_E11_nolo() -> None:
    state = end_of_hand(Contract.NOLO, -1, [2, 4, 3, 3], W, scores=[5, 5])
    finish(state)
    assert state.history[-1][3:5] == [5, 8]
    assert state.scores == [5, 3]


def test_E12_nolo_all_thirteen() -> None:
    state = end_of_hand(Contract.NOLO, -1, [6, 0, 6, 0], S)
    finish(state)
    assert state.scores == [-7, 0]


def test_E13_grand_lost_with_six() -> None:
    state = end_of_hand(Contract.GRAND, W, [3, 3, 4, 2], E, scores=[0, 12])
    finish(state)
    assert state.history[-1][3:5] == [7, 6]
    assert state.scores == [0, 10] and not state.is_over()
    assert state.phase is Phase.BID and state.hand_no == 2


def test_E14_game_only_ends_after_thirteen_tricks() -> None:
    state = end_of_hand(Contract.GRAND, N, [3, 1, 3, 1], S, scores=[12, 0])
    state.tricks_played = 8
    state.zones["hand/0"] = parse_cards("AS KS QS JS TS")
    state.zones["hand/1"] = parse_cards("2S 3S 4S 5S 6S")
    state.zones["hand/2"] = parse_cards("2H 3H 4H 5H 6H")
    state.zones["hand/3"] = parse_cards("7S 8S 9S 2C 3C")
    state.start_trick(S)
    finish(state)
    assert state.pair_tricks() == [7, 2] and state.tricks_played == 9
    assert state.scores == [12, 0] and not state.is_over() and state.phase is Phase.PLAY
    for _ in range(4):
        finish(state)
    assert state.scores == [17, 0] and state.is_over() and state.result().winners == (0, 2)


def test_E15_opening_lead_option() -> None:
    state = dealt({N: "3H", S: "2C", W: "2S", E: "3C"}, dealer=E, opening_lead="left_of_bidder")
    bid(state, "0 bid 2C", "1 bid 2S", "2 bid 3H", "3 bid 3C")
    assert state.bidder == N and state.leader == E
    nolo = dealt({N: "4C", S: "2C", W: "2S", E: "3C"}, dealer=E, opening_lead="left_of_bidder")
    bid(nolo, "0 bid 2C", "1 bid 2S", "2 bid 4C", "3 bid 3C")
    assert nolo.contract is Contract.NOLO and nolo.leader == N


def test_sequential_reveal_stops_before_later_players() -> None:
    state = dealt({S: "2C", W: "3H"}, dealer=E, bid_reveal="sequential")
    assert state.actors() == [S]
    assert state.legal_moves(W) == []
    bid(state, "0 bid 2C")
    assert state.public()["shown"] == {"0": "2C"} and state.actors() == [W]
    bid(state, "1 bid 3H")
    assert state.contract is Contract.GRAND and state.bidder == W
    assert state.public()["chosen"] == [0, 1] and state.phase is Phase.PLAY


def test_simultaneous_bids_are_made_by_everybody_at_once() -> None:
    state = dealt({}, dealer=E)
    assert state.actors() == [0, 1, 2, 3] and state.to_move() is None
    state.apply(state.legal_moves(2)[0])
    assert state.actors() == [0, 1, 3]
    with pytest.raises(IllegalMove):
        state.apply(state.legal_moves(0)[0].__class__(2, "bid", (state.zones["hand/2"][0],)))


def test_play_before_bidding_is_refused() -> None:
    state = dealt({}, dealer=E)
    card = state.zones["hand/0"][0]
    verdict = state.check(Move(S, "play", (card,)))
    assert verdict.reason is not None and verdict.reason.key == "whist.R1.bid_first"


def test_tricks_go_on_the_pair_pile() -> None:
    state = end_of_hand(Contract.GRAND, N, [0, 0, 0, 0], S)
    state.zones["won/1"] = []
    state.tricks_played = 3
    state.zones["hand/1"], state.zones["hand/2"] = parse_cards("9H 2C"), parse_cards("5H 3C")
    state.zones["hand/3"], state.zones["hand/0"] = parse_cards("QH 4C"), parse_cards("AS 5C")
    state.start_trick(W)
    finish(state)
    assert state.zones["won/1"] == parse_cards("9H 5H QH AS")
    assert state.zones["won/3"] == [] and state.public()["pair_tricks"] == [0, 1]


def test_partner_draw_seats_partners_opposite_and_lowest_deals() -> None:
    for seed in range(30):
        state = INFO.new_game(4, {}, seed=seed)
        assert isinstance(state, State)
        seating = state.seating
        assert sorted(seating) == [0, 1, 2, 3] and seating[0] == 0
        # The last card drawn by each player decides; the pairs are the two highest and two lowest.
        last = {p: c for p, c in state.draws}
        order = "23456789TJQKA"
        ranks = {p: order.index(c.rank) for p, c in last.items()}
        first_round = {p: order.index(c.rank) for p, c in state.draws[:4]}
        high = sorted(first_round, key=lambda p: first_round[p])[2:]
        if len(set(first_round.values())) == 4:
            assert (seating[0] in high) == (seating[2] in high)
            assert seating[state.dealer] == min(ranks, key=lambda p: ranks[p])


def test_fixed_partners_keep_the_seating() -> None:
    state = INFO.new_game(4, {"partner_draw": "fixed"}, seed=5)
    assert isinstance(state, State)
    assert state.seating == [0, 1, 2, 3] and state.draws == []


def test_hand_limit_ends_a_drifting_game() -> None:
    state = end_of_hand(Contract.GRAND, S, [1, 5, 1, 5], E, scores=[-40, -30])
    state.hand_no = MAX_HANDS
    finish(state)
    assert state.is_over() and state.result().winners == (1, 3)


def test_score_sheet_has_one_row_per_hand_and_status() -> None:
    state = end_of_hand(Contract.GRAND, N, [4, 2, 4, 2], S, scores=[0, 0])
    finish(state)
    sheet = state.result()
    assert len(sheet.rows) == 1 and sheet.rows[0].values == (3, 0) and sheet.totals == (3, 0)
    assert sheet.rows[0].label.key == "whist.S1.row" and sheet.teams == ((0, 2), (1, 3))
    assert sheet.status is not None and sheet.status.key == "whist.R1.bidding"


def test_move_texts_round_trip() -> None:
    state = dealt({}, dealer=E)
    for move in state.legal_moves(0):
        assert Move.parse(str(move)) == move
    assert str(Move(0, "bid", (), "grand")) == "0 bid grand"


# --- computer players ---------------------------------------------------------------

def test_decent_bids_grand_with_four_tricks_and_nolo_without() -> None:
    from kortbord.games.whist.ai import bid_choice, estimate
    strong = parse_cards("AS KS QS AH KH 2D 3D 4C 5C 6C 7C 8C 9C")
    weak = parse_cards("2S 3S 4S 5H 6H 7D 8D 9C TC JC 2H 3H 4D")
    assert estimate(strong) >= 4 and bid_choice(strong, False) == "grand"
    assert bid_choice(weak, False) == "nolo"
    assert bid_choice(parse_cards("2H 3H 4D"), False) == "grand"  # no black card at all


def test_decent_follows_rules_in_grand_and_nolo() -> None:
    from kortbord.games.whist.ai import choose_card
    trick = [(W, Card.parse("9H"))]
    hand = parse_cards("KH 2H AS 4D")
    assert choose_card(hand, trick, S, grand=True, played=set()) == Card.parse("2H")  # second hand low
    trick3 = [(W, Card.parse("9H")), (N, Card.parse("5H")), (E, Card.parse("QH"))]
    assert choose_card(hand, trick3, S, grand=True, played=set()) == Card.parse("KH")  # win cheaply
    assert choose_card(hand, trick3, S, grand=False, played=set()) == Card.parse("2H")  # Nolo: stay under
    partner = [(N, Card.parse("AH")), (E, Card.parse("3H")), (S, Card.parse("4H"))]
    assert choose_card(parse_cards("KH 5H"), partner, W, grand=False, played=set()) == Card.parse("KH")


def test_determinize_is_consistent_with_the_view() -> None:
    from kortbord.engine import Rng
    from kortbord.games.whist.ai import determinize
    state = dealt({E: "2S", S: "3H", W: "2D", N: "5C"}, dealer=N)
    bid(state, "3 bid 2S", "0 bid 3H", "1 bid 2D", "2 bid 5C")
    state.apply(Move(E, "play", (state.zones["hand/3"][-1],)))
    view = state.view(W)
    for seed in range(5):
        sample = determinize(view, Rng(seed))
        assert isinstance(sample, State)
        assert sample.zones["hand/1"] == state.zones["hand/1"]
        assert sample.zones["trick/3"] == state.zones["trick/3"]
        assert Card.parse("3H") in sample.zones["hand/0"]           # the shown card stays with South
        assert sorted(c.text for c in sample.all_cards()) == sorted(c.text for c in stripped_deck())
        assert [len(z) for z in sample.zones.values()] == [len(z) for z in state.zones.values()]
        assert sample.contract is Contract.GRAND and sample.legal_moves(S)


def test_strong_player_picks_a_legal_move() -> None:
    from kortbord.ai.montecarlo import Budget
    from kortbord.games.whist.ai import make_player
    state = dealt({}, dealer=E)
    player = make_player("strong", 3, Budget(samples=2, seconds=1.0))
    legal = state.legal_moves(S)
    assert player.choose(state.view(S), legal) in legal
    for seat in range(4):
        state.apply(Move(seat, "bid", (), "nolo") if Move(seat, "bid", (), "nolo") in state.legal_moves(seat)
                    else state.legal_moves(seat)[0])
    seat = state.turn
    legal = state.legal_moves(seat)
    assert player.choose(state.view(seat), legal) in legal


def test_determinize_keeps_shown_voids() -> None:
    from kortbord.engine import Rng
    from kortbord.games.whist.ai import determinize
    state = dealt({S: "9H", W: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"}, dealer=E)
    for seat in range(4):
        state.apply(Move(seat, "bid", (), "nolo") if Move(seat, "bid", (), "nolo") in state.legal_moves(seat)
                    else state.legal_moves(seat)[0])
    state.apply(state.parse_move("0 play 9H"))
    state.apply(state.parse_move("1 play 2C"))                     # West shows out of hearts
    view = state.view(N)
    for seed in range(10):
        sample = determinize(view, Rng(seed))
        assert all(c.suit != "H" for c in sample.zones["hand/1"])


def test_clone_is_independent() -> None:
    state = end_of_hand(Contract.GRAND, N, [4, 2, 4, 2], S, scores=[0, 0])
    twin = state.clone()
    assert isinstance(twin, State)
    finish(twin)
    assert twin.history and not state.history
    assert state.tricks_played == 12 and state.zones["hand/0"] == parse_cards("AS")
    twin.history[0][5] = 99
    assert twin.to_dict() != state.to_dict()
