"""The trick-taking kit: follow suit, trumps, the top card, winners, auctions, partnerships, deals."""
from __future__ import annotations

import pytest

from kortbord.engine import Card, parse_cards
from kortbord.engine.kit.bidding import PASS, AuctionRules
from kortbord.engine.kit.partnership import Partnerships, draw_partners
from kortbord.engine.kit.tricks import (
    TrickRules, beats, card_points, cheapest_winner, clockwise, draw_for_dealer, highest_loser,
    next_seat, stripped_deck, voids)

NO_TRUMP = TrickRules()
HEARTS = TrickRules(trump="H")
SEVEN = TrickRules(top_card=Card.parse("7D"))


def plays(text: str, first: int = 0, players: int = 4) -> list[tuple[int, Card]]:
    cards = parse_cards(text)
    return [((first + i) % players, c) for i, c in enumerate(cards)]


def texts(cards: list[Card]) -> set[str]:
    return {c.text for c in cards}


# --- follow suit -------------------------------------------------------------

def test_must_follow_when_able() -> None:
    assert texts(NO_TRUMP.playable(parse_cards("KH 2H AS 4D"), Card.parse("9H"))) == {"KH", "2H"}


def test_void_may_play_anything() -> None:
    hand = parse_cards("AS 4D")
    assert texts(NO_TRUMP.playable(hand, Card.parse("9H"))) == {"AS", "4D"}


def test_leader_plays_anything() -> None:
    hand = parse_cards("AS 4D 9H")
    assert NO_TRUMP.playable(hand, None) == hand


def test_no_duty_to_trump_bismarck_E6() -> None:
    assert texts(HEARTS.playable(parse_cards("AH 4H 2C"), Card.parse("7S"))) == {"AH", "4H", "2C"}


def test_trump_led_must_follow_with_trump_bismarck_E9() -> None:
    assert texts(HEARTS.playable(parse_cards("QH 2S"), Card.parse("6H"))) == {"QH"}


def test_top_card_follows_its_own_suit() -> None:
    hand = parse_cards("7D 6C KH")
    assert texts(SEVEN.playable(hand, Card.parse("9C"))) == {"6C"}
    assert texts(SEVEN.playable(parse_cards("7D 6D"), Card.parse("8D"))) == {"7D", "6D"}


def test_free_top_card_may_always_be_played() -> None:
    rules = TrickRules(top_card=Card.parse("7D"), top_card_free=True)
    assert texts(rules.playable(parse_cards("7D 6C KH"), Card.parse("9C"))) == {"6C", "7D"}


def test_pass_only_when_void_and_allowed() -> None:
    rules = TrickRules(void_may_pass=True)
    assert rules.may_pass(parse_cards("8H 9C"), Card.parse("QS"))
    assert not rules.may_pass(parse_cards("8H 9S"), Card.parse("QS"))
    assert not rules.may_pass(parse_cards("8H 9C"), None)
    assert not NO_TRUMP.may_pass(parse_cards("8H 9C"), Card.parse("QS"))


# --- winners -----------------------------------------------------------------

def test_highest_of_suit_led_wins() -> None:
    assert NO_TRUMP.winner(plays("9H 5H QH AS", first=1)) == 3


def test_off_suit_never_wins_bismarck_E10() -> None:
    assert NO_TRUMP.winner(plays("3D AS 2D")) == 0


def test_trump_wins_bismarck_E7() -> None:
    assert HEARTS.winner(plays("KS 2H AS", players=3)) == 1


def test_highest_trump_wins_and_no_overtrump_duty_bismarck_E8() -> None:
    assert HEARTS.winner(plays("8S 5H 3D", players=3)) == 1
    assert HEARTS.winner(plays("8S 5H 9H", players=3)) == 2


def test_seven_of_diamonds_beats_everything() -> None:
    assert SEVEN.winner(plays("AD 7D KD", first=1)) == 2
    assert SEVEN.winner(plays("AS 7D QS", first=1)) == 2
    assert SEVEN.winner(plays("7D AD", first=0)) == 0


def test_rank_order_can_be_changed() -> None:
    rules = TrickRules(ranks="6789TJQKA")
    assert rules.rank(Card.parse("6S")) == 0 and rules.rank(Card.parse("AS")) == 8


# --- helpers for computer players ----------------------------------------------

def test_cheapest_winner_and_highest_loser() -> None:
    trick = plays("9H 5H")
    hand = parse_cards("KH TH 2H")
    assert cheapest_winner(hand, trick, NO_TRUMP) == Card.parse("TH")
    assert highest_loser(hand, trick, NO_TRUMP) == Card.parse("2H")
    assert beats(Card.parse("TH"), trick, NO_TRUMP) and not beats(Card.parse("AS"), trick, NO_TRUMP)
    assert cheapest_winner(parse_cards("AS 2H"), plays("KS"), HEARTS) == Card.parse("AS")
    assert cheapest_winner(parse_cards("3H 9H"), plays("KS"), HEARTS) == Card.parse("3H")


def test_voids_from_public_plays() -> None:
    record = [(0, 1, Card.parse("9H")), (0, 2, Card.parse("AS")), (1, 2, Card.parse("2C")),
              (1, 0, Card.parse("3C"))]
    assert voids(record, NO_TRUMP) == {2: {"H"}}
    free = TrickRules(top_card=Card.parse("7D"), top_card_free=True)
    assert voids([(0, 0, Card.parse("9C")), (0, 1, Card.parse("7D"))], free) == {}
    assert voids([(0, 0, Card.parse("9C")), (0, 1, Card.parse("7D"))], SEVEN) == {1: {"C"}}


# --- decks, dealers, points --------------------------------------------------------

def test_stripped_decks() -> None:
    assert len(stripped_deck()) == 52
    assert len(stripped_deck(ranks="6789TJQKA")) == 36
    deck = stripped_deck(remove=("2D", "2C"))
    assert len(deck) == 50 and Card.parse("2D") not in deck


def test_seats_clockwise() -> None:
    assert next_seat(3, 4) == 0 and next_seat(0, 4, -1) == 3
    assert clockwise(2, 4) == [2, 3, 0, 1]


def test_lowest_card_deals_and_ties_draw_again() -> None:
    cards = parse_cards("AS 9C 4H 4D 2S")  # top = last: seat 0 draws 2S, 1 4D, 2 4H, 3 9C
    dealer, draws = draw_for_dealer(cards, 4)
    assert dealer == 0 and len(draws) == 4
    tied = parse_cards("KS 3C 5H 4D 4H")   # seats 0 and 1 tie on 4; they draw 5H and 3C
    dealer, draws = draw_for_dealer(tied, 3)
    assert draws[:3] == [(0, Card.parse("4H")), (1, Card.parse("4D")), (2, Card.parse("5H"))]
    assert draws[3:] == [(0, Card.parse("3C")), (1, Card.parse("KS"))] and dealer == 0


def test_card_points_by_card_rank_or_suit() -> None:
    values = {"QS": 100, "JD": -100, "AH": 20, "H": 10}
    assert card_points(parse_cards("QS AH 5H 9H"), values) == 140
    assert card_points(parse_cards("JD 2H 2C"), values) == -90


# --- auctions ------------------------------------------------------------------

RUDER = AuctionRules(levels=("0", "1", "2", "3"))
REDBEARD = AuctionRules(levels=("0", "1", "2", "3", "4", "5", "6", "redbeard"),
                        may_pass=True, must_raise=True, last_must_bid=True)


def test_single_bids_ties_to_the_last() -> None:
    calls = ["2", "1", "2", "0"]
    assert RUDER.legal([], 4) == ["0", "1", "2", "3"]
    assert RUDER.winner([1, 2, 3, 0], calls) == (3, "2")
    assert RUDER.winner([1, 2, 3, 0], ["0"] * 4) == (0, "0")
    assert RUDER.legal(calls, 4) == []


def test_rising_auction_with_passes() -> None:
    assert REDBEARD.legal(["2", PASS], 4) == ["3", "4", "5", "6", "redbeard", PASS]
    assert REDBEARD.legal(["6"], 4) == ["redbeard", PASS]
    assert REDBEARD.legal([PASS, PASS, PASS], 4) == ["0", "1", "2", "3", "4", "5", "6", "redbeard"]
    assert REDBEARD.winner([1, 2, 3, 0], ["2", PASS, "3", PASS]) == (3, "3")


def test_all_pass_when_allowed() -> None:
    rules = AuctionRules(levels=("0", "1"), may_pass=True)
    assert PASS in rules.legal([PASS, PASS], 3)
    assert rules.winner([0, 1, 2], [PASS] * 3) is None


# --- partnerships ------------------------------------------------------------------

def test_partnerships() -> None:
    pairs = Partnerships()
    assert pairs.partner(0) == 2 and pairs.partner(3) == 1
    assert pairs.team_of(1) == 1 and pairs.same_team(0, 2) and not pairs.same_team(0, 1)
    assert pairs.totals([3, 4, 2, 4]) == [5, 8]


def test_draw_partners_highest_two_together_lowest_deals() -> None:
    # Top = last: player 0 draws KS, 1 draws 3H, 2 draws AC, 3 draws 7D.
    result = draw_partners(parse_cards("7D AC 3H KS"))
    assert result.seating == (0, 1, 2, 3)        # 0 and 2 (K, A) together
    assert result.seating[result.dealer] == 1    # 3H is lowest
    result = draw_partners(parse_cards("AC 7D 3H KS"))  # 0 KS, 1 3H, 2 7D, 3 AC
    assert result.seating == (0, 1, 3, 2)        # partner of 0 is player 3, seated opposite
    assert result.seating[result.dealer] == 1


@pytest.mark.parametrize("top", ["9S 9H 2C KD", "5S 5H 5D 5C"])
def test_draw_partners_ties_draw_again(top: str) -> None:
    deck = [c for c in stripped_deck() if c.text not in top.split()] + list(reversed(parse_cards(top)))
    result = draw_partners(deck)
    assert len(result.draws) > 4
    assert sorted(result.seating) == [0, 1, 2, 3] and result.seating[0] == 0


def test_distinct_plays_keeps_one_of_touching_cards() -> None:
    from kortbord.engine import Move
    from kortbord.engine.kit.tricks import distinct_plays
    hand = parse_cards("7H 8H TH 2C")
    legal = [Move(0, "play", (c,)) for c in hand]
    kept = {m.card.text for m in distinct_plays(legal, hand, set(), NO_TRUMP)}
    assert kept == {"7H", "TH", "2C"}                      # 9H is out: TH differs from 8H
    kept = {m.card.text for m in distinct_plays(legal, hand, {Card.parse("9H")}, NO_TRUMP)}
    assert kept == {"7H", "2C"}
    special = frozenset({Card.parse("8H")})
    kept = {m.card.text for m in distinct_plays(legal, hand, set(), NO_TRUMP, special)}
    assert kept == {"7H", "8H", "TH", "2C"}
    seven = [Move(0, "play", (c,)) for c in parse_cards("6D 7D 8D")]
    assert len(distinct_plays(seven, parse_cards("6D 7D 8D"), set(), SEVEN)) == 3
