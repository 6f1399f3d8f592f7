import pytest

from kortbord.engine import Card, french_deck, parse_cards, uno_deck
from kortbord.engine.cards import sort_key


def test_text_forms_round_trip():
    for text in ["QS", "TD", "7H", "AC", "JK", "JK.2", "QS.1", "R5", "Gskip", "Yrev", "Bdraw2", "wild", "wild4.3"]:
        assert Card.parse(text).text == text


def test_cards_are_interned_and_immutable():
    assert Card("Q", "S") is Card.parse("QS")
    assert Card("Q", "S", 1) is not Card("Q", "S")
    with pytest.raises(AttributeError):
        Card.parse("QS").rank = "K"  # type: ignore[misc]


@pytest.mark.parametrize("bad", ["", "Q", "QX", "1S", "10S", "QS.x", "Rwild", "G10", "S5"])
def test_bad_text_is_rejected(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_rank_and_suit_of_uno_cards():
    card = Card.parse("Gskip")
    assert (card.rank, card.suit) == ("skip", "G")
    assert Card.parse("wild4").suit == ""


def test_french_deck_has_unique_ids_across_decks():
    deck = french_deck(decks=2, jokers=3)
    assert len(deck) == 107 and len(set(deck)) == 107
    assert Card.parse("JK.2") in deck and Card.parse("AS.1") in deck


def test_stripped_deck():
    deck = french_deck(ranks="6789TJQKA")
    assert len(deck) == 36 and Card.parse("5H") not in deck


def test_uno_deck_composition():
    deck = uno_deck()
    assert len(deck) == 108 and len(set(deck)) == 108
    assert sum(1 for c in deck if c.rank == "0") == 4
    assert sum(1 for c in deck if c.suit == "R") == 25
    assert sum(1 for c in deck if c.rank == "wild4") == 4


def test_values_and_order():
    assert [c.value for c in parse_cards("AS 7H TD KC")] == [1, 7, 10, 13]
    assert sorted(parse_cards("KS 2C AH"), key=sort_key) == parse_cards("2C AH KS")
