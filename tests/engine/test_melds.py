"""The shared meld mechanics (engine/kit/melds.py) for Rummy/500 and Kortspillet uden navn."""
from __future__ import annotations

import doctest
import itertools
import time

import pytest

from kortbord.engine.cards import Card, french_deck, parse_cards
from kortbord.engine.kit import melds
from kortbord.engine.kit.melds import (FIVE_HUNDRED, ROMMY, UDEN_NAVN, Kind, Meld, MeldRules,
                                       arrangements, fitting, hand_melds, is_meld, joker_refusal,
                                       layoff_refusal, layoffs, penalty, read, refusal, take_joker)

RUMMY = MeldRules()                                        # rummy.md: runs of 3, ace low, sets <= 4
RUMMY_HIGH = MeldRules(ace_high=True)                      # rummy option ace_high
UDEN = MeldRules(set_max=None, run_min=4, ace_high=True, set_suits_differ=False)  # uden_navn.md


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def reason(text: str, rules: MeldRules) -> str:
    why = refusal(cards(text), rules)
    assert why is not None, text
    return why.english()


def meld(text: str, rules: MeldRules = RUMMY) -> Meld:
    found = read(cards(text), rules)
    assert isinstance(found, Meld), found
    return found


def test_doctests() -> None:
    assert doctest.testmod(melds).failed == 0


@pytest.mark.parametrize("text", ["8S 8H 8D", "7S 7H 7D 7C", "AH 2H 3H", "9C TC JC QC KC",
                                  "8S 8H JK", "5H 6H JK", "5H JK 7H"])
def test_rummy_melds(text: str) -> None:
    assert is_meld(cards(text), RUMMY)


def test_set_takes_the_rank_and_run_the_place() -> None:
    s = meld("8S JK 8H")
    assert s.kind is Kind.SET and s.rank == "8" and s.jokers == 1 and s.joker_faces() == ()
    run = meld("5H JK 7H")
    assert run.kind is Kind.RUN and (run.low, run.high, run.suit) == (5, 7, "H")
    assert run.joker_faces() == ((Card.parse("JK"), Card.parse("6H")),)


@pytest.mark.parametrize("text, why", [
    ("5H JK JK", "A meld may not have more jokers than natural cards"),       # rummy example 11
    ("5H 6H", "A run needs three cards of the same suit in sequence"),
    ("5H 6H 8H", "A run needs three cards of the same suit in sequence"),
    ("QS KS AS", "Ace is low in this game: Q-K-A is not a run"),              # rummy example 3
    ("KS AS 2S", "A run cannot go round the corner from king to two"),        # rummy A3
    ("7S 7H 7D 7C JK", "A set has at most four cards"),                       # rummy A5
    ("7S 7H", "A set needs at least three cards of the same rank"),
    ("5H 6S 7D", "A meld is either cards of one rank (a set) or cards of one suit in sequence "
                 "(a run)"),
])
def test_rummy_refusals(text: str, why: str) -> None:
    assert reason(text, RUMMY) == why
    assert arrangements(cards(text), RUMMY) == ()


def test_one_deck_set_has_no_suit_twice() -> None:
    assert reason("7S 7S.1 7H", RUMMY) == "A set may not have two cards of the same suit"
    assert is_meld(cards("7S 7S.1 7H"), UDEN)                # uden_navn example 2: 7S 7H 7H


def test_ace_high_option() -> None:
    assert is_meld(cards("QS KS AS"), RUMMY_HIGH)             # rummy example 3 with ace_high
    assert is_meld(cards("AS 2S 3S"), RUMMY_HIGH)
    assert reason("KS AS 2S", RUMMY_HIGH) == "A run cannot go round the corner from king to two"


@pytest.mark.parametrize("text, why", [
    ("9D TD JD", "A run needs at least four cards of one suit in sequence"),  # uden example 5
    ("QS KS AS 2S", "A run cannot go round the corner from king to two"),     # uden example 6
    ("5H 5H.1 6H 7H", "A run cannot hold two cards for the same place"),
    ("JK JK 5H", "A meld may not have more jokers than natural cards"),
])
def test_uden_navn_refusals(text: str, why: str) -> None:
    assert reason(text, UDEN) == why


def test_uden_navn_melds() -> None:
    assert is_meld(cards("9D TD JD QD"), UDEN)
    assert is_meld(cards("JS QS KS AS"), UDEN)                # uden example 6: ace high
    assert is_meld(cards("AH 2H 3H 4H"), UDEN)                # ... and low
    assert is_meld(cards("7S 7H 7H.1 7C 7D 7D.1"), UDEN)      # sets have no upper size
    assert meld("QD QC JK", UDEN).rank == "Q"                 # uden example 2: the joker is a queen


def test_run_never_holds_both_aces() -> None:
    thirteen = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    assert is_meld(cards(thirteen), UDEN)
    assert not is_meld(cards(thirteen + " AH.1"), UDEN)
    ace_king = meld(thirteen, UDEN)
    assert layoffs(ace_king, Card.parse("AH.1"), UDEN) == ()
    assert layoffs(ace_king, Card.parse("JK"), UDEN) == ()


def test_joker_at_an_open_end_is_a_choice() -> None:
    """rummy example 11: 5H 6H JK asks "Joker = 4H or 7H?"; the order of the cards answers."""
    options = arrangements(cards("5H 6H JK"), RUMMY)
    assert [o.joker_faces()[0][1].text for o in options] == ["4H", "7H"]
    assert read(cards("5H 6H JK"), RUMMY) == options[1]
    assert read(cards("JK 5H 6H"), RUMMY) == options[0]
    why = read(cards("6H JK 5H"), RUMMY)
    assert isinstance(why, melds.Message) and why.key == "melds.say_joker"
    assert melds.JOKER_CHOICE(first=Card.parse("4H"), second=Card.parse("7H")).english() == \
        "Joker = 4♥ or 7♥?"


def test_joker_cannot_go_past_the_ends() -> None:
    # Only J below Q-K fits with the ace low; with 3 cards A-2-JK the joker is the 3.
    assert [m.text for m in arrangements(cards("QH KH JK"), RUMMY)] == ["JK QH KH"]
    assert [m.text for m in arrangements(cards("AH 2H JK"), RUMMY)] == ["AH 2H JK"]
    assert len(arrangements(cards("QH KH JK"), RUMMY_HIGH)) == 2


def test_unique_meaning_accepts_any_order() -> None:
    run = meld("7C 5C 6C")
    assert run.text == "5C 6C 7C"
    assert meld("JK 7H 5H").text == "5H JK 7H"


def test_layoff_on_sets_and_runs() -> None:
    run = meld("4D 5D 6D")                                    # rummy example 4
    assert [m.text for m in layoffs(run, Card.parse("7D"), RUMMY)] == ["4D 5D 6D 7D"]
    assert [m.text for m in layoffs(run, Card.parse("3D"), RUMMY)] == ["3D 4D 5D 6D"]
    assert [m.text for m in layoffs(run, Card.parse("JK"), RUMMY)] == ["JK 4D 5D 6D",
                                                                       "4D 5D 6D JK"]
    assert layoff_refusal(run, Card.parse("8D"), RUMMY).english() == "8♦ does not fit this meld"
    sevens = meld("7S 7H 7D")
    assert [m.text for m in layoffs(sevens, Card.parse("7C"), RUMMY)] == ["7S 7H 7D 7C"]
    assert layoff_refusal(meld("7S 7H 7D 7C"), Card.parse("JK"), RUMMY).english() == \
        "A set has at most four cards"


def test_layoff_keeps_the_jokers_in_check() -> None:
    run = meld("5H 6H JK")
    even = layoffs(run, Card.parse("JK.1"), RUMMY)[1]          # 2 jokers, 2 natural cards
    assert even.text == "5H 6H JK JK.1"
    assert layoff_refusal(even, Card.parse("JK.2"), RUMMY).english() == \
        "A meld may not have more jokers than natural cards"
    assert [m.text for m in layoffs(run, Card.parse("4H"), RUMMY)] == ["4H 5H 6H JK"]
    assert [m.text for m in layoffs(run, Card.parse("8H"), RUMMY)] == ["5H 6H JK 8H"]
    assert layoffs(run, Card.parse("7H"), RUMMY) == ()         # rummy example 11: place taken
    longer = layoffs(run, Card.parse("8H"), RUMMY)[0]
    assert len(layoffs(longer, Card.parse("JK.1"), RUMMY)) == 2


def test_layoff_at_the_aces() -> None:
    top = meld("JS QS KS")
    assert layoff_refusal(top, Card.parse("AS"), RUMMY).english() == \
        "Ace is low in this game: Q-K-A is not a run"
    assert [m.text for m in layoffs(top, Card.parse("AS"), RUMMY_HIGH)] == ["JS QS KS AS"]
    high = meld("JS QS KS AS", UDEN)
    assert layoff_refusal(high, Card.parse("2S"), UDEN).english() == \
        "A run cannot go round the corner from king to two"
    low = meld("AS 2S 3S", RUMMY)
    assert layoff_refusal(low, Card.parse("KS"), RUMMY).english() == \
        "A run cannot go round the corner from king to two"
    # Between the two: a run 2..K takes the ace at either end.
    mid = meld("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", UDEN)
    assert [m.low for m in layoffs(mid, Card.parse("AS"), UDEN)] == [1, 2]


def test_fitting_lists_the_melds_a_card_fits() -> None:
    table = [meld("4D 5D 6D 7D"), meld("8H 8C 8S")]          # rummy example 10
    assert fitting(table, Card.parse("9S"), RUMMY) == []
    assert fitting(table, Card.parse("8D"), RUMMY) == [0, 1]
    assert fitting(table, Card.parse("JK"), RUMMY) == [0, 1]
    assert melds.FITS_NO_MELD(card=Card.parse("9S")).english() == \
        "9♠ does not fit any meld on the table"


def test_take_a_joker_back_by_its_natural_card() -> None:
    run = meld("5H JK 7H 8H", UDEN)                           # uden example 11: this joker = 6H
    assert joker_refusal(run, Card.parse("6H.1")) is None
    new, joker = take_joker(run, Card.parse("6H.1"))
    assert joker == Card.parse("JK") and new.text == "5H 6H.1 7H 8H" and new.low == 5
    assert joker_refusal(run, Card.parse("9H")).english() == "No joker in this meld stands for 9♥"
    assert joker_refusal(meld("QD QC JK", UDEN), Card.parse("QH")).english() == \
        "Jokers in sets cannot be taken"
    with pytest.raises(ValueError):
        take_joker(run, Card.parse("9H"))


def test_penalty_tables() -> None:
    # rummy example 6 (table 500) and 7 (Rommy), uden example 14.
    assert penalty(cards("JK AS 9D 2C"), FIVE_HUNDRED) == 50
    assert penalty(cards("KH TD 3S"), FIVE_HUNDRED) == 25
    assert penalty(cards("AS 9D 2C QH"), ROMMY) == 22
    assert penalty(cards("8S 8C 5H"), ROMMY) == 21
    assert penalty(cards("AS JK 7D QH"), UDEN_NAVN) == 80
    assert penalty([], UDEN_NAVN) == 0


def test_hand_melds_are_melds_and_few() -> None:
    hand = cards("7S 7H 7D 2C 9H 4S KD 3C 4C 5C JK")
    found = hand_melds(hand, RUMMY)
    texts = {m.text for m in found}
    assert {"7S 7H 7D", "3C 4C 5C", "2C 3C 4C 5C"} <= texts
    for m in found:
        assert read(m.cards, RUMMY) == m, m.text
    with_joker = {m.text for m in hand_melds(cards("9H 9S 4S 6S JK KD"), RUMMY)}
    assert with_joker == {"9H 9S JK", "4S JK 6S"}
    assert hand_melds(hand, RUMMY, jokers=0) and all(m.jokers == 0
                                                     for m in hand_melds(hand, RUMMY, jokers=0))


def test_the_quick_look_never_hides_a_meld(monkeypatch: pytest.MonkeyPatch) -> None:
    """``hand_melds`` answers a hand the bit masks prove barren at once: on random hands of
    several packs and rules it finds what the full grouping finds, and the quick look does
    answer most barren hands."""
    import random
    pick = random.Random(5)
    rules = (RUMMY, RUMMY_HIGH, UDEN, MeldRules(set_min=4, run_min=4), MeldRules(set_max=3),
             MeldRules(ace_low=False, ace_high=True), MeldRules(set_min=2, run_min=2))
    decks = (french_deck(jokers=3), french_deck(decks=2, jokers=6), french_deck())
    cases = [(pick.choice(rules), pick.sample(pick.choice(decks), pick.randint(0, 15)), pick.randint(0, 3))
             for _ in range(4000)]
    quick = [hand_melds(hand, r, jokers=j) for r, hand, j in cases]
    looked = sum(melds._holds_none(hand, r, j) for r, hand, j in cases)
    monkeypatch.setattr(melds, "_holds_none", lambda *args: False)
    full = [hand_melds(hand, r, jokers=j) for r, hand, j in cases]
    assert [[m.cards for m in f] for f in quick] == [[m.cards for m in f] for f in full]
    assert quick == full
    barren = sum(not f for f in full)
    assert barren > 1000 and looked > barren // 2


def test_hand_melds_bounded_for_the_worst_hand() -> None:
    deck = french_deck(decks=3, jokers=9)
    worst = [c for c in deck if c.suit == "H"][:13] + [c for c in deck if c.is_joker][:4]
    start = time.process_time()
    for _ in range(20):
        found = hand_melds(worst, UDEN, jokers=2)
    per_call = (time.process_time() - start) / 20
    assert all(is_meld(m.cards, UDEN) for m in found)
    assert len(found) < 400
    assert per_call < 0.01


def test_every_three_card_group_agrees_between_read_and_refusal() -> None:
    pool = cards("AH 2H 3H QH KH 5S 5H JK JK.1 7C")
    for size in (3, 4):
        for group in itertools.combinations(pool, size):
            why = refusal(group, RUMMY)
            options = arrangements(group, RUMMY)
            assert (why is None) == bool(options), group
            for option in options:
                assert sorted(c.text for c in option.cards) == sorted(c.text for c in group)
                assert read(option.cards, RUMMY) == option
