"""Kortspillet uden navn's strong player: the contract need (``need.need``) it judges by,
and the decisions it takes from it (discard, take, buy, which plan to lay down)."""
from __future__ import annotations

import pytest

from kortbord.engine.cards import parse_cards
from kortbord.games.uden_navn.ai import plan
from kortbord.games.uden_navn.contract import ROUNDS
from kortbord.games.uden_navn.need import need
from kortbord.games.uden_navn.rules import State
from kortbord.games.uden_navn.strong import StrongPlayer

STOCK = "stock: 2D.1 3D.1 4D.1 5D.1 6D.1 8D.1"


def at(text: str) -> State:
    state = State.from_notation("uden_navn 4p | " + text)
    assert isinstance(state, State)
    return state


@pytest.mark.parametrize("cards,sets,runs,lacks", [
    ("7S 7H 7H.1 QD QC JK 2S 5D 9C KH 4S", 2, 0, 0),      # example 2: the joker is a queen
    ("7S 7H QD QC 2S 5D 9C KH 4S", 2, 0, 2),               # two pairs: one card each
    ("5S 5H 5C 9D TD JD 2C", 1, 1, 1),                     # example 5: QD (or 8D) missing
    ("5S 5H 5C 9D TD JD JK", 1, 1, 0),                     # ... or a joker for it
    ("JS QS KS AS AH 2H 3H 4H", 0, 2, 0),                  # example 6: the ace at both ends
    ("QS KS AS 2S 5C 9H", 0, 2, 4),                        # never round the corner: J-A and 5C, or Q-K and A-2
    ("7S 7H 7D 7C", 2, 0, 3),                              # one rank is one set (A2)
    ("2C 9D", 1, 2, 10),
])
def test_need_counts_the_cards_the_contract_lacks(cards: str, sets: int, runs: int, lacks: int) -> None:
    assert need(parse_cards(cards), sets, runs) == lacks


def test_a_joker_fills_at_most_half_a_meld() -> None:
    """R4/A3: two jokers make no run of four alone, with 5H they lack one heart; a pair and
    two jokers lack one card for two sets."""
    assert need(parse_cards("JK JK.1"), 0, 1) == 2
    assert need(parse_cards("5H JK JK.1 JK.2"), 0, 1) == 1
    assert need(parse_cards("5H 6H JK JK.1"), 0, 1) == 0
    assert need(parse_cards("7S 7H QD JK JK.1"), 2, 0) == 1


def test_the_best_plan_leaves_the_fewest_points() -> None:
    """Of the ways to lay 3x3, the strong plan keeps the cheap cards in hand."""
    cards = parse_cards("AS AH AD 7S 7H 7D KC KD KH")
    first = plan(cards, ROUNDS[0])
    best = plan(cards, ROUNDS[0], best=True)
    assert first is not None and best is not None
    assert sorted(m.rank for m in first) != ["A", "K"]
    assert sorted(m.rank for m in best) == ["A", "K"]


def test_strong_discards_what_the_contract_does_not_need() -> None:
    """Round 2 (set + run): the nines and the hearts stay; of the loose cards the king of
    diamonds goes (AC lies next to 2C)."""
    state = at(f"round_no=2 dealer=0 turn=1 phase=play | {STOCK} | discard: KS.1 | "
               "hand/1: 5H 6H 7H 9S 9D 2C KD AC 4D 8S QC")
    move = StrongPlayer(1).choose(state.view(1), state.legal_moves(1))
    assert move.verb == "discard" and move.card.text == "KD"


def test_strong_takes_and_buys_only_what_brings_the_contract_nearer() -> None:
    state = at("round_no=1 dealer=3 turn=0 phase=draw offer=true offerer=3 | stock: 2D 7S KD 4C | "
               "discard: 5S 9H | hand/0: 9S 9D QC QD 2C 3H 5D 7C 8S TD | hand/1: 9C 9C.1 KH KS 2H 4H 6H 8H TH JH | "
               "hand/2: 2C.1 | hand/3: 2D.1")
    player = StrongPlayer(1)
    assert [m.verb for m in state.legal_moves(0)] == ["draw", "take"]
    assert player.choose(state.view(0), state.legal_moves(0)).verb == "take"    # 9H: a set of nines
    assert player.would_buy(state.view(1))                                      # B: three nines
    far = at("round_no=1 dealer=3 turn=0 phase=draw offer=true offerer=3 | stock: 2D 7S KD 4C | "
             "discard: 5S 9H | hand/1: 9C 2H 4H 6H 8H TH QS KS AS 3C | hand/2: 2C.1 | hand/3: 2D.1")
    assert not StrongPlayer(1).would_buy(far.view(1))                           # a pair, far from two sets
