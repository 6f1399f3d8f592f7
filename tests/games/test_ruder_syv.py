"""Ruder Syv: the spec's acceptance examples E1-E15 and rule tests. Players P1..Pn are seats 0..n-1."""
from __future__ import annotations

from typing import Any

import pytest

from kortbord.engine import Card, Move, parse_cards
from kortbord.games.ruder_syv import INFO
from kortbord.games.ruder_syv.rules import Phase, State, hand_points

P1, P2, P3, P4 = 0, 1, 2, 3


def new(players: int = 4, seed: int = 1, **options: Any) -> State:
    state = INFO.new_game(players, options, seed=seed)
    assert isinstance(state, State)
    return state


def playing(hands: list[str], leader: int, bidder: int = -1, bid: int = 0, **options: Any) -> State:
    """A state in trick play with the given hands (the other cards set aside)."""
    state = new(len(hands), **options)
    for zone in state.zones:
        state.zones[zone] = []
    given = [parse_cards(t) for t in hands]
    used = {c for cards in given for c in cards}
    state.zones["aside"] = [c for c in INFO.new_game(len(hands), options, seed=1).all_cards() if c not in used]
    for seat, cards in enumerate(given):
        state.zones[f"hand/{seat}"] = cards
    state.phase = Phase.PLAY
    state.bidder, state.bid = (leader if bidder < 0 else bidder), bid
    state.start_trick(leader)
    return state


def apply(state: State, *texts: str) -> None:
    for text in texts:
        state.apply(state.parse_move(text))


def test_E1_deck_and_deal() -> None:
    state = new(4)
    cards = state.all_cards()
    assert len(cards) == 36 and not any(c.rank in "2345" for c in cards)
    assert [len(state.zones[f"hand/{s}"]) for s in range(4)] == [3, 3, 3, 3]
    assert len(state.zones["aside"]) == 24
    assert all(s.card is None for s in state.view(0).zones["aside"])


def test_E2_two_players() -> None:
    state = new(2)
    assert [len(state.zones[f"hand/{s}"]) for s in range(2)] == [3, 3] and len(state.zones["aside"]) == 30


def test_ten_players() -> None:
    state = new(10)
    assert len(state.zones["aside"]) == 6


def test_E3_tie_goes_to_the_last_bidder() -> None:
    state = new(4)
    state.dealer = P1
    assert state.bid_order() == [P2, P3, P4, P1] and state.actors() == [P2]
    apply(state, "1 bid 2", "2 bid 1", "3 bid 2")
    assert state.public()["leading_bid"] == [P4, 2]
    apply(state, "0 bid 0")
    assert state.bidder == P4 and state.bid == 2
    assert state.phase is Phase.PLAY and state.leader == P4 and state.actors() == [P4]


def test_E4_all_zero() -> None:
    state = new(4)
    state.dealer = P1
    apply(state, "1 bid 0", "2 bid 0", "3 bid 0", "0 bid 0")
    assert state.bidder == P1 and state.bid == 0


def test_bids_are_0_to_3_and_no_pass() -> None:
    state = new(4)
    seat = state.actors()[0]
    assert [m.arg for m in state.legal_moves(seat)] == ["0", "1", "2", "3"]
    verdict = state.check(Move(seat, "bid", (), "pass"))
    assert verdict.reason is not None and verdict.reason.key == "ruder_syv.R1.levels"
    assert not state.check(Move(seat, "bid", (), "4")).ok


def test_E5_seven_beats_the_ace_of_diamonds() -> None:
    state = playing(["6C 6H 6S", "AD 8C 8H", "7D 9C 9H", "KD TC TH"], leader=P2)
    apply(state, "1 play AD", "2 play 7D", "3 play KD", "0 play 6C")
    assert state.tricks[P3] == 1 and state.leader == P3


def test_E6_seven_beats_another_suit() -> None:
    state = playing(["6C 6H KS", "AS 8C 8H", "7D 9C 9H", "QS TC TH"], leader=P2)
    apply(state, "1 play AS")
    assert state.check(state.parse_move("2 play 7D")).ok
    apply(state, "2 play 7D", "3 play QS", "0 play KS")
    assert state.tricks[P3] == 1


def test_E7_seven_must_not_be_played_while_able_to_follow() -> None:
    state = playing(["6H 7H 8H", "9C 8C 8S", "7D 6C KH", "TC TH TS"], leader=P2)
    apply(state, "1 play 9C")
    verdict = state.check(state.parse_move("2 play 7D"))
    assert not verdict.ok and verdict.reason is not None
    assert verdict.reason.key == "ruder_syv.R5.must_follow" and verdict.reason.english() == "You must follow suit (clubs)"
    assert [str(m) for m in state.legal_moves(P3)] == ["2 play 6C"]


def test_seven_anytime_option() -> None:
    state = playing(["6H 7H 8H", "9C 8C 8S", "7D 6C KH", "TC TH TS"], leader=P2, seven_anytime="on")
    apply(state, "1 play 9C")
    assert {str(m) for m in state.legal_moves(P3)} == {"2 play 6C", "2 play 7D"}
    apply(state, "2 play 7D", "3 play TC", "0 play 6H")
    assert state.tricks[P3] == 1


def test_E8_seven_on_a_diamond_lead() -> None:
    state = playing(["6H 7H 8H", "8D 8C 8S", "7D 6D KH", "TC TH TS"], leader=P2)
    apply(state, "1 play 8D")
    assert {str(m) for m in state.legal_moves(P3)} == {"2 play 7D", "2 play 6D"}
    apply(state, "2 play 7D", "3 play TC", "0 play 6H")
    assert state.tricks[P3] == 1


def test_E9_void() -> None:
    state = playing(["6H 7H 8H", "9C 8C 8S", "KH 7D 9H", "TC TH TS"], leader=P2)
    apply(state, "1 play 9C")
    assert {str(m) for m in state.legal_moves(P3)} == {"2 play KH", "2 play 7D", "2 play 9H"}
    assert state.check(state.parse_move("2 play KH")).ok


def finish_hand(hands: list[str], bidder: int, bid: int, totals: list[int], **options: Any) -> State:
    """Play a whole hand in which the bidder leads; hands make the tricks fall as wanted."""
    state = playing(hands, leader=bidder, bid=bid, **options)
    state.totals = list(totals)
    while state.phase is Phase.PLAY:
        state.apply(state.legal_moves(state.turn)[0])
    return state


#: P4 (bidder) wins exactly two tricks: AS, AH; loses the club to P1's AC.
HANDS_4 = ["AC 6S 6H", "7C 7S 7H", "8C 8S 8H", "AS AH 6C"]


def test_E10_bid_made() -> None:
    state = finish_hand(HANDS_4, bidder=P4, bid=2, totals=[0, 0, 0, 0])
    assert state.history[-1][3] == 2
    assert state.history[-1][4:] == [-2, -2, -2, 2]


def test_E11_bid_missed() -> None:
    assert hand_points(4, P4, 3, 1, "penalty") == [2, 2, 2, -2]
    state = finish_hand(["AC AS 6H", "7C 7S 7H", "8C 8S 8H", "6S AH 6C"], bidder=P4, bid=3, totals=[0] * 4)
    assert state.history[-1][3] == 1 and state.history[-1][4:] == [2, 2, 2, -2]


def test_E12_over_tricks_default() -> None:
    state = finish_hand(HANDS_4, bidder=P4, bid=1, totals=[0] * 4)
    assert state.history[-1][4:] == [1, 1, 1, -1]


def test_over_tricks_neutral_and_made() -> None:
    assert finish_hand(HANDS_4, P4, 1, [0] * 4, overtrick_rule="neutral").history[-1][4:] == [0, 0, 0, 0]
    assert finish_hand(HANDS_4, P4, 1, [0] * 4, overtrick_rule="made").history[-1][4:] == [-1, -1, -1, 1]


def test_made_bid_of_zero_scores_nothing() -> None:
    assert hand_points(3, 0, 0, 0, "penalty") == [0, 0, 0]


def test_E13_reaching_the_target() -> None:
    state = finish_hand(HANDS_4, bidder=P4, bid=2, totals=[3, -1, 0, 8])
    assert state.totals == [1, -3, -2, 10]
    assert state.is_over() and state.result().winners == (P4,)


def test_E14_several_reach_the_target() -> None:
    state = finish_hand(["7C 7S 7H", "AS 8S 8H", "AC 6H 6S"], bidder=P3, bid=2, totals=[9, 9, 3])
    assert state.history[-1][3] == 1
    assert state.totals == [10, 10, 2]
    assert state.is_over() and state.result().winners == (P1, P2)


def test_E15_passing_when_void() -> None:
    state = playing(["6S TD TC", "AD QS JD", "8H 9C JH"], leader=P2, void_pass="on")
    state.tricks_played = 1  # trick 2
    apply(state, "1 play QS")
    assert Move(P3, "pass") in state.legal_moves(P3)
    apply(state, "2 pass", "0 play 6S")
    assert state.last_trick == [(P2, Card.parse("QS")), (P1, Card.parse("6S"))]
    assert state.tricks[P2] == 1 and state.leader == P2 and state.turn == P2
    assert state.zones["hand/2"] == parse_cards("8H 9C JH")


def test_E15_default_has_no_pass() -> None:
    state = playing(["6S TD TC", "AD QS JD", "8H 9C JH"], leader=P2)
    apply(state, "1 play QS")
    assert Move(P3, "pass") not in state.legal_moves(P3)
    assert {str(m) for m in state.legal_moves(P3)} == {"2 play 8H", "2 play 9C", "2 play JH"}
    verdict = state.check(Move(P3, "pass"))
    assert verdict.reason is not None and not verdict.ok


def test_void_pass_leftover_cards_are_put_aside() -> None:
    state = playing(["6S 6H 6C", "AS KS QS", "8H 9C JH"], leader=P2, void_pass="on")
    state.totals = [0, 0, 0]
    for _ in range(3):
        apply(state, f"1 play {state.zones['hand/1'][0]}", "2 pass", f"0 play {state.zones['hand/0'][0]}")
    assert state.history[-1][3] == 3 and state.hand_no == 2
    assert all(len(state.zones[f"hand/{s}"]) == 3 for s in range(3))


def test_leader_may_not_pass() -> None:
    state = playing(["6S 6H 6C", "AS KS QS", "8H 9C JH"], leader=P2, void_pass="on")
    verdict = state.check(Move(P2, "pass"))
    assert verdict.reason is not None and verdict.reason.key == "kortbord.tricks.no_pass_lead"


def test_public_shows_bids_and_bidder() -> None:
    state = new(3)
    state.dealer = P1
    apply(state, "1 bid 1", "2 bid 3")
    assert state.public()["bids"] == {"1": 1, "2": 3}
    apply(state, "0 bid 2")
    status = state.result().status
    assert status is not None and status.key == "ruder_syv.R3.status"


@pytest.mark.parametrize("players", [2, 5, 10])
def test_dealer_rotates(players: int) -> None:
    state = new(players)
    first = state.dealer
    while state.hand_no == 1:
        seat = state.actors()[0]
        state.apply(state.legal_moves(seat)[0])
    assert state.dealer == (first + 1) % players or state.is_over()


# --- computer players ---------------------------------------------------------------

def test_decent_bids_its_sure_tricks() -> None:
    from kortbord.games.ruder_syv.ai import count_tricks
    assert count_tricks(parse_cards("7D AS KS")) == 3
    assert count_tricks(parse_cards("7D 9S KH")) == 1
    assert count_tricks(parse_cards("6C 9S KH")) == 0


def test_decent_bidder_avoids_over_tricks() -> None:
    from kortbord.games.ruder_syv.ai import choose_card
    from kortbord.engine.kit.tricks import TrickRules
    rules = TrickRules(top_card=Card.parse("7D"))
    trick = [(P1, Card.parse("9S"))]
    # The bidder P2 has made his bid: he plays under the 9S.
    assert choose_card(parse_cards("AS 6S"), trick, P2, P2, 0, rules, False) == Card.parse("6S")
    # ... and still needing a trick he wins it cheaply.
    assert choose_card(parse_cards("AS TS 6S"), trick, P2, P2, 1, rules, False) == Card.parse("TS")
    # An opponent beats the bidder's winning card while the bidder needs tricks.
    assert choose_card(parse_cards("7D 6H"), [(P2, Card.parse("AS"))], P3, P2, 1, rules, False) == Card.parse("7D")


def test_strong_player_picks_a_legal_move() -> None:
    from kortbord.ai.montecarlo import Budget
    from kortbord.games.ruder_syv.ai import make_player
    state = new(6, seed=3)
    player = make_player("strong", 1, Budget(samples=2, seconds=1.0))
    for _ in range(10):
        seat = state.actors()[0]
        legal = state.legal_moves(seat)
        move = player.choose(state.view(seat), legal)
        assert move in legal
        state.apply(move)
