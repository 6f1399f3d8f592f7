"""Round 7 (R14) for the computer players: how far a hand is from three runs, and closing."""
from __future__ import annotations

from kortbord.ai.player import wants_to_act
from kortbord.engine import Card, game_info
from kortbord.games.uden_navn.ai import value
from kortbord.games.uden_navn.final import best_discard, missing, splits
from kortbord.games.uden_navn.rules import State


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def test_three_runs_of_thirteen_cards_are_four_four_and_five() -> None:
    assert splits(13) == ((4, 4, 5),)
    assert splits(12) == ((4, 4, 4),)


def test_example_13_the_hand_that_closes_and_the_one_that_must_discard() -> None:
    """Example 13: 3H-6H, 9S-QS, 5D-9D close; with KC instead of 9D one card is missing and
    KC is the card to throw."""
    assert missing(cards("3H 4H 5H 6H 9S TS JS QS 5D 6D 7D 8D 9D"), 13) == 0
    hand = cards("3H 4H 5H 6H 9S TS JS QS 5D 6D 7D 8D KC")
    assert missing(hand, 13) == 1
    assert best_discard(hand, 13, value) == Card.parse("KC")


def test_jokers_fill_at_most_half_of_a_run() -> None:
    """R4: JK JK fill 5H-8H's gaps (two of four), but 5H with three jokers is no run: the
    hand lacks a heart (6H makes 5H 6H JK JK)."""
    assert missing(cards("5H JK JK 8H 9S TS JS QS 5D 6D 7D 8D 9D"), 13) == 0
    assert missing(cards("5H JK JK JK 9S TS JS QS 5D 6D 7D 8D 9D"), 13) == 1


def test_the_ace_is_one_card_low_or_high() -> None:
    """One AH cannot be both the low end of AH-4H and the high end of JH-AH: a card is missing
    (TH); the finder counts one card per place, so a second pack's AH does not help it
    (it errs on the careful side)."""
    assert missing(cards("AH 2H 3H 4H JH QH KH 5D 6D 7D 8D 9D 2C"), 13) == 1
    assert missing(cards("AH 2H 3H 4H JH QH KH AH.1 5D 6D 7D 8D 9D"), 13) == 1


def test_four_computers_close_round_7() -> None:
    """The computers aim at three runs in round 7 and one of them closes (seeded hand)."""
    info = game_info("uden_navn")
    state = info.new_game(4, {}, seed=7001, dealer=1)
    assert isinstance(state, State)
    state.round_no = 7
    state.deal(1)
    players = [info.player("normal", 70010 + s) for s in range(4)]
    for _ in range(3000):
        if state.rows:
            break
        seat = state.to_move()
        if seat is None:
            seat = next((a for a in state.actors() if a != state.turn
                         and wants_to_act(players[a], state.view(a), state.legal_moves(a))), state.turn)
        state.apply(players[seat].choose(state.view(seat), state.legal_moves(seat)))
    assert state.rows and 0 in state.rows[0]
