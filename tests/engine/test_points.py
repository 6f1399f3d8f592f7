"""kit/points.py: card points for the adding games (21, 29 and 31)."""
import random

from kortbord.engine.cards import french_deck, parse_cards
from kortbord.engine.kit.points import (THIRTY_ONE, TWENTY_NINE, TWENTY_ONE, best_suit, points21, suit_totals,
                                        total)


def test_scales() -> None:
    cards = parse_cards("AS KH QD JC TS 9H 2C")
    assert total(cards, THIRTY_ONE, limit=99).points == 11 + 40 + 9 + 2
    assert total(cards, TWENTY_ONE).points == 1 + 40 + 9 + 2          # the ace counts low
    assert total(cards, TWENTY_NINE, limit=99).points == 1 + 1 + 1 + 1 + 10 + 9 + 2


def test_suit_totals_and_best_suit() -> None:
    cards = parse_cards("AS KS 9D")
    assert suit_totals(cards, THIRTY_ONE) == {"C": 0, "D": 9, "H": 0, "S": 21}
    assert best_suit(cards, THIRTY_ONE) == (21, "S")
    assert best_suit(parse_cards("7C 7D 7S"), THIRTY_ONE) == (7, "S")


def test_points21_is_the_black_jack_total() -> None:
    """The fast Black Jack total agrees with ``total`` on every hand of up to five cards drawn."""
    deck = list(french_deck())
    pick = random.Random(5)
    for _ in range(3000):
        hand = pick.sample(deck, pick.randint(1, 5))
        assert points21(hand) == total(hand).points
    assert points21(parse_cards("AD AC 9S")) == 21 and points21(parse_cards("AD AC KS QH")) == 22
