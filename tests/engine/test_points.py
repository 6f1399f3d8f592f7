"""kit/points.py: card points for the adding games (31, Black Jack, 29)."""
from kortbord.engine.cards import parse_cards
from kortbord.engine.kit.points import ACE_ELEVEN, ACE_ONE, COURTS_ONE, best_suit, suit_totals, total


def test_tables() -> None:
    cards = parse_cards("AS KH QD JC TS 9H 2C")
    assert total(cards, ACE_ELEVEN) == 11 + 40 + 9 + 2
    assert total(cards, ACE_ONE) == 1 + 40 + 9 + 2
    assert total(cards, COURTS_ONE) == 1 + 1 + 1 + 1 + 10 + 9 + 2


def test_suit_totals_and_best_suit() -> None:
    cards = parse_cards("AS KS 9D")
    assert suit_totals(cards, ACE_ELEVEN) == {"C": 0, "D": 9, "H": 0, "S": 21}
    assert best_suit(cards, ACE_ELEVEN) == (21, "S")
    assert best_suit(parse_cards("7C 7D 7S"), ACE_ELEVEN) == (7, "S")
