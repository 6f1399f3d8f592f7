"""31 (spec rules/thirtyone.md): acceptance examples 1-13, every rule, option and scoring
line, the table hooks, saves, and the computer players.

Positions are written in the engine notation; players A, B, C are seats 0-2, the dealer
defaults to the last seat, so seat 0 (A) is on turn. ``turns=3`` in a 3-player position
means the first round is over (A2).
"""
from __future__ import annotations

import json
import random
from typing import Sequence

import pytest

from kortbord.engine.cards import Card, parse_cards
from kortbord.engine.events import EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.view import View
from kortbord.games.thirtyone import gestures
from kortbord.games.thirtyone.ai import NormalPlayer, make_player
from kortbord.games.thirtyone.strong import Reading, StrongPlayer
from kortbord.games.thirtyone.rules import DECK, End, Phase, State, new_game
from kortbord.games.thirtyone.values import best_points, best_three, hand_value, value_text
from positions import hand, keys, moves, play, reason

INFO = game_info("thirtyone")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def value(cards: str, triples: float | None = None) -> float:
    return hand_value(parse_cards(cards), triples)[0]


def deck_dealing(hands: Sequence[str], turned: str, players: int = 3, dealer: int = 2) -> list[Card]:
    """A full deck (top = last) that deals ``hands`` (by seat) and turns up ``turned``."""
    n = players
    wanted = [parse_cards(h) for h in hands]
    top: list[Card] = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    for k in range(3):
        top += [wanted[seat][k] for seat in order]
    top.append(Card.parse(turned))
    rest = [c for c in DECK if c not in top]
    return rest + top[::-1]


# --- acceptance examples ----------------------------------------------------

def test_example_1_hand_values() -> None:
    assert value("KH QH 5S") == 20
    assert value("AS KS 9D") == 21
    assert value("AH 9H 2H") == 22
    assert value("AC KC QC") == 31
    assert value("TC 9C AC") == 30
    assert value("7C 7D 7S") == 7
    assert value("7C 7D 7S", 30.0) == 30


def test_example_2_normal_turn() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | discard: 2C 8S | stock: 3D 5H")
    play(s, "0 take", "0 discard KH")
    assert sorted(hand(s, 0).split()) == ["4S", "8S", "9S"] and s.value(0) == 21
    assert s.zones["discard"][-1] == Card.parse("KH")
    assert s.turn == 1 and s.phase is Phase.DRAW


def test_example_3_no_discarding_the_card_just_taken() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | discard: 2C 8S | stock: 3D 5H")
    play(s, "0 take")
    assert reason(s, "0 discard 8S") == "You cannot discard the card you have just taken"
    assert moves(s, 0) == {"0 discard 9S", "0 discard 4S", "0 discard KH"}


def test_example_4_no_knocking_in_the_first_round() -> None:
    s = at("thirtyone 3p | turn=1 turns=1 | hand/0: 2C 3C 4C | hand/1: 9S 4S KH | hand/2: 5D 6D 7D"
           " | discard: 8S | stock: 3D 5H 6S 7S")
    assert reason(s, "1 knock") == "No knocking in the first round"
    play(s, "1 draw", "1 discard 7S")
    assert reason(s, "2 knock") == "No knocking in the first round"
    play(s, "2 draw", "2 discard 6S")                      # C's first turn: the first round is over
    assert s.turn == 0 and "0 knock" in moves(s, 0)


def test_example_5_knock_and_showdown() -> None:
    s = at("thirtyone 3p | turns=3 | hand/0: KH QH 7H | hand/1: AS KD 2C | hand/2: QC JC 3D"
           " | discard: 4D 8S | stock: 5H 9C")
    events = play(s, "0 knock")
    assert s.knocker == 0 and hand(s, 0) == "KH QH 7H" and s.turn == 1
    assert "thirtyone.R4.knocks" in keys(events) and any(e.kind is EventKind.CALL for e in events)
    play(s, "1 take", "1 discard 2C")
    assert s.value(1) == 19
    play(s, "2 draw", "2 discard 3D")
    assert s.value(2) == 29
    assert s.phase is Phase.SHOWN and s.end is End.SHOWDOWN
    assert s.winners == [2] and s.scores == [0, 0, 1] and s.rounds == [[0, 0, 1]]


def test_example_6_the_knocker_wins_a_tie() -> None:
    s = at("thirtyone 3p | turn=2 turns=5 knocker=0 | hand/0: AH 8H 9H | hand/1: AS 8S 9S"
           " | hand/2: KC QC 5D | discard: 4D | stock: 2D")
    play(s, "2 draw", "2 discard 2D")
    assert s.value(0) == s.value(1) == 28 and s.value(2) == 20
    assert s.winners == [0] and s.scores == [1, 0, 0]


def test_example_7_thirty_one_after_a_knock() -> None:
    s = at("thirtyone 3p | turn=1 turns=4 knocker=0 | hand/0: KH QH 7H | hand/1: KD QD 4C"
           " | hand/2: 2C 3C 4S | discard: 5S AD | stock: 6S 7S")
    events = play(s, "1 take", "1 discard 4C")
    assert s.value(1) == 31 and s.end is End.THIRTY_ONE and s.winners == [1]
    assert s.phase is Phase.SHOWN and s.turn == 0              # C gets no turn: A deals next
    assert "thirtyone.R3.has_31" in keys(events) and "thirtyone.R5.wins" not in keys(events)
    assert s.scores == [0, 1, 0]


def test_example_8_a_dealt_31() -> None:
    deck = deck_dealing(["2C 5D 9S", "AH KH JH", "3C 4D 6S"], "8C")
    s = new_game(3, {}, seed=1, dealer=2, deck=deck)
    assert hand(s, 1) == "AH KH JH" and s.turn == 0 and s.phase is Phase.DRAW
    events = play(s, "0 draw")
    drawn = s.zones["hand/0"][-1].text
    events = play(s, f"0 discard {drawn}")
    assert s.end is End.THIRTY_ONE and s.winners == [1] and len(s.zones["hand/1"]) == 3
    assert "thirtyone.R3.has_31" in keys(events)


def test_example_9_only_one_knock() -> None:
    s = at("thirtyone 3p | turn=1 turns=4 knocker=0 | hand/0: KH QH 7H | hand/1: 9S 4S KC"
           " | hand/2: 2C 3C 5S | discard: 8S | stock: 6S 7S")
    assert reason(s, "1 knock") == "Somebody has already knocked"
    assert moves(s, 1) == {"1 draw", "1 take"}


def test_example_10_the_stock_runs_out() -> None:
    pile = [c for c in DECK if c.text not in ("2C", "3C", "4C", "9S", "4S", "KH", "5D", "6D", "7D", "8D")][:19]
    s = at("thirtyone 3p | turn=1 turns=1 | hand/0: 2C 3C 4C | hand/1: 9S 4S KH | hand/2: 6D 7D 8D"
           f" | discard: {' '.join(c.text for c in pile)} 5D | stock:")
    events = play(s, "1 draw")
    assert s.zones["discard"] == [Card.parse("5D")]
    assert len(s.zones["stock"]) == 18 and len(s.zones["hand/1"]) == 4
    assert set(s.zones["stock"]) | {s.zones["hand/1"][-1]} == set(pile)
    assert "thirtyone.R6.reshuffled" in keys(events)
    assert any(e.kind is EventKind.SHUFFLE for e in events)


def test_example_11_tie_between_non_knockers() -> None:
    s = at("thirtyone 3p | turn=2 turns=5 knocker=0 | hand/0: KH QH 4H | hand/1: KS QS 7S"
           " | hand/2: KC QC 5D | discard: 4D | stock: 7C")
    play(s, "2 draw", "2 discard 5D")
    assert s.value(0) == 24 and s.value(1) == s.value(2) == 27
    assert s.winners == [1, 2] and s.scores == [0, 1, 1]


def test_example_12_end_of_the_match() -> None:
    s = at("thirtyone 3p | turn=2 turns=5 knocker=0 scores=[4,1,2] rounds=[[1,0,0],[1,0,1],[1,1,0],[1,0,1]]"
           " | hand/0: AH KH QH | hand/1: 2S 3S 6D | hand/2: KC 2C 5D | discard: 4D | stock: 7D")
    events = play(s, "2 draw", "2 discard 7D")
    assert s.scores == [5, 1, 2] and s.is_over() and s.winners == [0]
    sheet = s.result()
    assert sheet.finished and sheet.winners == (0,) and sheet.totals == (5, 1, 2)
    assert [e.kind for e in events][-1] is EventKind.GAME_OVER
    assert s.actors() == [] and s.legal_moves(0) == []


def test_example_13_lives_mode() -> None:
    """A knocked with 26; B and C both end on 22: both lose a life, A nothing."""
    s = at("thirtyone 3p scoring_mode=lives | turn=2 turns=5 knocker=0 scores=[3,3,3]"
           " | hand/0: KH QH 6H | hand/1: KS QS 2S | hand/2: KC QC 5D | discard: 4D | stock: 2C")
    play(s, "2 draw", "2 discard 5D")
    assert (s.value(0), s.value(1), s.value(2)) == (26, 22, 22)
    assert s.scores == [3, 2, 2] and s.rounds == [[0, -1, -1]] and s.out == []
    sheet = s.result()
    assert sheet.rows[0].values == (3, 3, 3) and sheet.totals == (3, 2, 2)


# --- the deal and the turn (D1, D2, R1, R2, R7) ---------------------------------

def test_D1_D2_three_cards_one_at_a_time_and_the_turned_card() -> None:
    deck = deck_dealing(["2C 5D 9S", "3H 4H 6C", "3C 4D 6S"], "8C")
    s = new_game(3, {}, seed=1, dealer=2, deck=deck)
    assert [hand(s, seat) for seat in range(3)] == ["2C 5D 9S", "3H 4H 6C", "3C 4D 6S"]
    assert s.zones["discard"] == [Card.parse("8C")] and len(s.zones["stock"]) == 52 - 10
    assert s.turn == 0 and s.phase is Phase.DRAW and s.first_round()


def test_R1_R2_a_turn_is_a_draw_and_a_discard_no_pass() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D | discard: 8S"
           " | stock: 3D 5H")
    assert moves(s, 0) == {"0 draw", "0 take"}
    assert reason(s, "0 discard KH") == "First take a card from the stock or the discard pile"
    assert reason(s, "1 draw") == "It is not your turn"
    play(s, "0 draw")
    assert hand(s, 0) == "9S 4S KH 5H" and s.phase is Phase.DISCARD
    assert reason(s, "0 draw") == "You have four cards: put one on the discard pile"
    assert reason(s, "0 take") == "You have four cards: put one on the discard pile"
    assert reason(s, "0 knock") == "No knocking in the first round"
    s.turns = 3
    assert reason(s, "0 knock") == "You knock at the start of your turn, instead of drawing"
    s.turns = 0
    play(s, "0 discard 5H")                                    # a card drawn from the stock may go
    assert s.turn == 1 and s.turns == 1


def test_R2_reason_for_a_card_not_held() -> None:
    s = at("thirtyone 3p | phase=discard | hand/0: 9S 4S KH 5H | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
           " | discard: 8S | stock: 3D")
    verdict = s.check(s.parse_move("0 discard AD"))
    assert not verdict.ok and verdict.reason is not None and verdict.reason.key == "thirtyone.R2.not_in_hand"


def test_R3_thirty_one_at_the_start_of_a_turn_wins_without_knocking() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | hand/1: AC KC QC | hand/2: 5D 6D 7D | discard: 8S"
           " | stock: 3D 5H")
    events = play(s, "0 draw", "0 discard 5H")
    assert s.end is End.THIRTY_ONE and s.winners == [1] and s.knocker is None
    assert [e.message.text for e in events if e.kind is EventKind.CALL and e.message] == ["31!"]


def test_R3_thirty_one_right_after_the_discard() -> None:
    s = at("thirtyone 3p | hand/0: AS KS 4D | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D | discard: 8H QS"
           " | stock: 3D")
    play(s, "0 take", "0 discard 4D")
    assert s.end is End.THIRTY_ONE and s.winners == [0] and s.scores == [1, 0, 0]


def test_A11_no_knock_button_with_31() -> None:
    """A 31 is declared when the turn starts, so its holder never gets to knock."""
    s = at("thirtyone 3p | turns=3 | hand/0: 2H 3H 4D | hand/1: AC KC QC | hand/2: 5D 6D 7D"
           " | discard: 8S | stock: 3D 5H")
    play(s, "0 knock")
    assert s.end is End.THIRTY_ONE and s.winners == [1] and s.legal_moves(1) == []
    assert moves(s, 0) == {"0 deal"}


def test_R4_the_knock_replaces_the_turn_and_the_knocker_keeps_his_cards() -> None:
    s = at("thirtyone 3p | turns=3 | hand/0: KH QH 7H | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D"
           " | discard: 8S | stock: 3D 5H 6S 7S")
    play(s, "0 knock")
    assert hand(s, 0) == "KH QH 7H" and s.turn == 1 and s.turns == 4 and len(s.zones["stock"]) == 4
    assert moves(s, 1) == {"1 draw", "1 take"}
    play(s, "1 draw", "1 discard 7S", "2 draw", "2 discard 6S")
    assert s.phase is Phase.SHOWN and s.winners == [0]


def test_R5_all_hands_are_shown_after_the_round() -> None:
    s = at("thirtyone 3p | turns=3 | hand/0: KH QH 7H | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D"
           " | discard: 8S | stock: 3D 5H 6S 7S")
    assert s.view(1).cards("hand/0") == []
    play(s, "0 knock", "1 draw", "1 discard 7S", "2 draw", "2 discard 6S")
    for seat in (None, 0, 1, 2):
        assert s.view(seat).cards("hand/0") == parse_cards("KH QH 7H")


def test_R6_the_stock_is_never_drawn_dry_with_reshuffle() -> None:
    s = at("thirtyone 2p | turn=0 dealer=1 | hand/0: 2C 3C 4C | hand/1: 5D 6D 9D | discard: 8S 7H"
           " | stock:")
    play(s, "0 draw")
    assert s.zones["discard"] == [Card.parse("7H")] and s.zones["hand/0"][-1] == Card.parse("8S")


def test_R7_the_next_dealer_deals_and_the_deal_passes_left() -> None:
    s = at("thirtyone 3p | turns=3 | hand/0: KH QH 7H | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D"
           " | discard: 8S | stock: 3D 5H 6S 7S")
    play(s, "0 knock", "1 draw", "1 discard 7S", "2 draw", "2 discard 6S")
    assert s.dealer == 2 and s.to_move() == 0 and moves(s, 0) == {"0 deal"}
    assert reason(s, "0 draw") == "The round is over: deal the next one"
    assert reason(s, "1 deal") == "It is not your turn"
    play(s, "0 deal")
    assert s.dealer == 0 and s.turn == 1 and s.phase is Phase.DRAW and s.knocker is None
    assert all(len(s.zones[f"hand/{seat}"]) == 3 for seat in range(3)) and len(s.zones["discard"]) == 1
    assert s.first_round() and s.view(0).cards("hand/1") == []


def test_R8_nothing_out_of_turn() -> None:
    s = new_game(4, {}, seed=3)
    assert s.actors() == [s.turn]
    for seat in range(4):
        if seat != s.turn:
            assert s.legal_moves(seat) == []


# --- options ----------------------------------------------------------------

def test_A1_knock_after_discard() -> None:
    s = at("thirtyone 3p knock_timing=after_discard | turns=3 | hand/0: KH QH 2S | hand/1: 2C 3C 4C"
           " | hand/2: 5D 6D 9D | discard: 8S | stock: 3D 5H 6S 7H")
    assert moves(s, 0) == {"0 draw", "0 take"}
    assert reason(s, "0 knock") == "You knock as you discard: drop a card and choose to knock"
    play(s, "0 draw")
    assert moves(s, 0) == {"0 discard KH", "0 discard QH", "0 discard 2S", "0 discard 7H",
                           "0 discard KH knock", "0 discard QH knock", "0 discard 2S knock",
                           "0 discard 7H knock"}
    assert s.describe(s.parse_move("0 discard 2S knock")).english() == "Discard 2♠ and knock"
    play(s, "0 discard 2S knock")
    assert s.knocker == 0 and hand(s, 0) == "KH QH 7H" and s.turn == 1
    play(s, "1 draw", "1 discard 6S", "2 draw", "2 discard 5H")
    assert s.phase is Phase.SHOWN and s.winners == [0]       # no draw for the knocker


def test_A1_after_discard_no_knock_in_the_first_round() -> None:
    s = at("thirtyone 3p knock_timing=after_discard | turns=2 | turn=2 | hand/0: KH QH 2S"
           " | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D | discard: 8S | stock: 3D 5H 6S 7H")
    play(s, "2 draw")
    assert reason(s, "2 discard 7H knock") == "No knocking in the first round"
    assert all(not m.arg for m in s.legal_moves(2))


def test_A4_three_of_a_kind_30_and_30_5() -> None:
    assert value("7C 7D 7S", 30.5) == 30.5 and value_text(30.5) == "30½"
    assert value("AC AD AS", 30.0) == 30             # the suit total 11 is less
    base = ("turn=2 turns=5 knocker=0 | hand/0: AH KH 9H | hand/1: 7S 7C 7D | hand/2: 2C 3C 5D"
            " | discard: 4D | stock: 6D")
    plain = at("thirtyone 3p | " + base)
    play(plain, "2 draw", "2 discard 6D")
    assert plain.winners == [0]                       # 30 against 7
    thirty = at('thirtyone 3p three_of_a_kind="30" | ' + base)
    play(thirty, "2 draw", "2 discard 6D")
    assert thirty.winners == [0]                      # 30 ties 30: the knocker wins
    half = at("thirtyone 3p three_of_a_kind=30_5 | " + base)
    play(half, "2 draw", "2 discard 6D")
    assert half.winners == [1]                        # 30.5 beats 30


def test_A6_end_round_on_an_empty_stock_is_a_showdown_without_knocker() -> None:
    s = at("thirtyone 3p stock_exhausted=end_round | turn=1 turns=4 knocker=0 | hand/0: KH QH 5S"
           " | hand/1: KS QS 2D | hand/2: KC QC 3D | discard: 4D 8C | stock:")
    events = play(s, "1 draw")
    assert "thirtyone.A6.stock_out" in keys(events)
    assert s.phase is Phase.SHOWN and s.winners == [0, 1, 2] and s.scores == [1, 1, 1]


def test_A9_dealt_31_immediate_shared() -> None:
    deck = deck_dealing(["AH KH JH", "2C 5D 9S", "AS QS TS"], "8C")
    s = new_game(3, {"dealt_31": "immediate"}, seed=1, dealer=2, deck=deck)
    assert s.phase is Phase.SHOWN and s.end is End.THIRTY_ONE and s.winners == [0, 2]
    assert s.scores == [1, 0, 1]
    on_turn = new_game(3, {}, seed=1, dealer=2, deck=deck)
    assert on_turn.phase is Phase.SHOWN and on_turn.winners == [0]   # A's first turn starts at once


def test_S1_a_shared_win_at_the_target_plays_on() -> None:
    s = at("thirtyone 3p target_wins=2 | turn=2 turns=5 knocker=0 scores=[1,1,0]"
           " rounds=[[1,0,0],[0,1,0]] | hand/0: KH QH 4H | hand/1: KS QS 4S | hand/2: 2C 3C 5D"
           " | discard: 4D | stock: 6D 7D")
    play(s, "2 draw", "2 discard 7D")
    assert s.winners == [0] and s.scores == [2, 1, 0] and s.is_over()
    t = at("thirtyone 3p target_wins=2 | turn=0 turns=5 knocker=2 scores=[1,1,0]"
           " rounds=[[1,0,0],[0,1,0]] | hand/0: KH QH 4H | hand/1: KS QS 4S | hand/2: 2C 3C 5D"
           " | discard: 4D | stock: 6D 7D")
    play(t, "0 draw", "0 discard 7D", "1 draw", "1 discard 6D")
    assert t.winners == [0, 1] and t.scores == [2, 2, 0] and not t.is_over()
    assert t.phase is Phase.SHOWN


def test_S2_knocker_alone_lowest_loses_the_penalty() -> None:
    for penalty in (1, 2):
        s = at(f"thirtyone 3p scoring_mode=lives knocker_penalty={penalty} | turn=2 turns=5 knocker=0"
               " scores=[3,3,3] | hand/0: 2H 3H 5S | hand/1: KS QS 2D | hand/2: KC QC 5D | discard: 4D"
               " | stock: 6C")
        play(s, "2 draw", "2 discard 5D")
        assert s.scores == [3 - penalty, 3, 3]


def test_S2_knocker_tied_lowest_is_safe() -> None:
    s = at("thirtyone 3p scoring_mode=lives | turn=2 turns=5 knocker=0 scores=[3,3,3]"
           " | hand/0: KH QH 2S | hand/1: KS QS 2D | hand/2: AC KC 5D | discard: 4D | stock: 6D")
    play(s, "2 draw", "2 discard 6D")
    assert s.value(0) == s.value(1) == 20 and s.scores == [3, 2, 3]


def test_S2_thirty_one_costs_everybody_else_a_life() -> None:
    s = at("thirtyone 3p scoring_mode=lives | turn=1 turns=4 knocker=0 scores=[2,3,1]"
           " | hand/0: KH QH 7H | hand/1: KD QD 4C | hand/2: 2C 3C 4S | discard: 5S AD | stock: 6S")
    events = play(s, "1 take", "1 discard 4C")
    assert s.scores == [1, 3, 0] and s.out == [2]
    assert "thirtyone.S2.out" in keys(events) and s.phase is Phase.SHOWN
    play(s, "0 deal")                                          # C is out: no cards, skipped
    assert s.zones["hand/2"] == [] and s.turn == 1 and len(s.zones["stock"]) == 52 - 7


def test_S2_last_player_left_wins() -> None:
    s = at("thirtyone 3p scoring_mode=lives | turn=1 turns=4 knocker=0 scores=[1,3,0] out=[2]"
           " rounds=[[-2,0,-3]] | hand/0: KH QH 7H | hand/1: KD QD 4C | discard: 5S AD | stock: 6S")
    play(s, "1 take", "1 discard 4C")
    assert s.is_over() and s.winners == [1] and s.result().winners == (1,)
    assert s.result().totals == (0, 3, 0)


def test_S2_the_knocker_alone_lowest_with_a_penalty_of_two_goes_out() -> None:
    s = at("thirtyone 2p scoring_mode=lives knocker_penalty=2 | dealer=1 turn=0 turns=3 knocker=1"
           " scores=[1,2] | hand/0: KH QH 7H | hand/1: 2S 3S 5D | discard: 4D | stock: 6C")
    play(s, "0 draw", "0 discard 6C")
    assert s.scores == [1, 0] and s.out == [1] and s.is_over() and s.winners == [0]


def test_S2_nobody_left_the_best_stay_in_with_one_life() -> None:
    s = at("thirtyone 3p scoring_mode=lives stock_exhausted=end_round | turn=2 turns=5 scores=[1,1,1]"
           " | hand/0: KH QH 2S | hand/1: KS QS 2D | hand/2: KC QC 2H | discard: 4D | stock:")
    events = play(s, "2 draw")                                 # all tie lowest, no knocker: all would go
    assert "thirtyone.S2.spared" in keys(events)
    assert s.scores == [1, 1, 1] and s.out == [] and s.rounds == [[0, 0, 0]] and not s.is_over()


def test_S3_the_panel_status_names_dealer_and_knocker() -> None:
    s = at("thirtyone 3p | turn=1 turns=4 knocker=0 | hand/0: KH QH 7H | hand/1: KD QD 4C"
           " | hand/2: 2C 3C 4S | discard: 5S AD | stock: 6S")
    status = s.result().status
    assert status is not None and status.english({0: "Anna", 2: "Carl"}) == \
        "Round 1 · Carl deals · Anna has knocked"


# --- saves, texts, table hooks ------------------------------------------------------

def test_json_and_notation_round_trip_mid_round() -> None:
    s = new_game(4, {"scoring_mode": "lives"}, seed=9)
    play(s, f"{s.turn} take")
    again = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict() and again.taken == s.taken
    assert State.from_notation(s.notation()).notation() == s.notation()


def test_describe_every_move() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D | discard: 8S"
           " | stock: 3D")
    assert [s.describe(s.parse_move(m)).english() for m in ("0 draw", "0 take", "0 knock", "0 deal",
                                                             "0 discard KH")] == \
        ["Draw from the stock", "Take 8♠", "Knock", "Deal the next round", "Discard K♥"]


def test_prompts_per_phase() -> None:
    s = at("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D | discard: 8S"
           " | stock: 3D 5H 6H 7H")
    def prompt() -> str:
        message = s.prompt(s.turn)
        assert message is not None
        return message.english({0: "Anna"})
    assert prompt() == "Take the top card of the stock or of the discard pile"
    s.turns = 3
    assert prompt().endswith("or knock if your hand is good")
    play(s, "0 draw")
    assert prompt() == "Put one card on the discard pile and keep the best three"
    play(s, "0 discard 7H")
    s.knocker = 0
    assert prompt() == "Anna has knocked: this is your last turn, take a card"


def test_table_hooks_take_by_drag_and_hand_values() -> None:
    s = at("thirtyone 3p | turns=3 knocker=2 | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
           " | discard: 8S | stock: 3D 5H")
    assert gestures.candidates(s, 0, (Card.parse("8S"),), "discard", "hand/0", (), None) == \
        [s.parse_move("0 take")]
    assert gestures.candidates(s, 0, (Card.parse("KH"),), "hand/0", "discard", (), None) is None
    tags = {z: m.english() for z, m in gestures.zone_tags(s.view(0)).items()}
    assert tags == {"hand/0": "13 in spades", "hand/2": "✊ Knocked"}
    play(s, "0 take")
    tags = {z: m.english() for z, m in gestures.zone_tags(s.view(0)).items()}
    assert tags["hand/0"] == "Best three: 21 in spades"
    assert best_three(s.zones["hand/0"])[2] == tuple(parse_cards("9S 4S 8S"))


def test_showdown_tags_star_the_winner() -> None:
    s = at("thirtyone 3p | turn=2 turns=5 knocker=0 | hand/0: AH 8H 9H | hand/1: AS 8S 9S"
           " | hand/2: KC QC 5D | discard: 4D | stock: 2D")
    play(s, "2 draw", "2 discard 2D")
    tags = {z: m.english() for z, m in gestures.zone_tags(s.view(1)).items()}
    assert tags == {"hand/0": "★ 28 in hearts – wins", "hand/1": "28 in spades", "hand/2": "20 in clubs"}


def test_the_game_is_registered_with_every_option() -> None:
    assert INFO.title("da") == "31" and INFO.min_players == 2 and INFO.max_players == 8
    assert {s.key for s in INFO.options.specs} == {
        "scoring_mode", "target_wins", "lives", "knocker_penalty", "three_of_a_kind", "knock_timing",
        "dealt_31", "stock_exhausted"}
    assert INFO.options.defaults()["target_wins"] == 5 and INFO.options.defaults()["lives"] == 3


# --- computer players -----------------------------------------------------------

def view_of(text: str, seat: int = 0) -> tuple[State, View]:
    s = at(text)
    return s, s.view(seat)


def test_normal_takes_a_card_that_raises_the_hand_else_draws() -> None:
    s, view = view_of("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
                      " | discard: 8S | stock: 3D")
    assert str(NormalPlayer().choose(view, s.legal_moves(0))) == "0 take"
    s, view = view_of("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
                      " | discard: 2D | stock: 3D")
    assert str(NormalPlayer().choose(view, s.legal_moves(0))) == "0 draw"


def test_normal_discards_for_the_best_hand_and_knocks_on_25() -> None:
    s, view = view_of("thirtyone 3p | phase=discard | hand/0: 9S 4S KH 8S | hand/1: 2C 3C 4C"
                      " | hand/2: 5D 6D 7D | discard: 2D | stock: 3D")
    assert str(NormalPlayer().choose(view, s.legal_moves(0))) == "0 discard KH"
    s, view = view_of("thirtyone 3p | turns=3 | hand/0: KS QS 5S | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
                      " | discard: 2D | stock: 3D")
    assert str(NormalPlayer().choose(view, s.legal_moves(0))) == "0 knock"
    s, view = view_of("thirtyone 3p | turns=3 | hand/0: KS QS 2S | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
                      " | discard: 2D | stock: 3D")
    assert str(NormalPlayer().choose(view, s.legal_moves(0))) != "0 knock"


def test_strong_reads_the_pool_and_the_cards_opponents_took() -> None:
    s = new_game(3, {}, seed=11)
    first = s.turn
    play(s, f"{first} take")
    taken = s.taken
    assert taken is not None
    drop = next(c for c in s.zones[f"hand/{first}"] if c is not taken)
    play(s, f"{first} discard {drop.text}")
    seat = s.turn
    reading = Reading(s.view(seat))
    assert reading.known == {first: [taken]}
    seen = set(s.zones[f"hand/{seat}"]) | set(s.zones["discard"]) | {taken}
    assert set(reading.pool) == set(DECK) - seen


def test_strong_keeps_the_better_prospect_and_plays_its_last_turn_for_value() -> None:
    s = at("thirtyone 3p | phase=discard | hand/0: AH 9H KS 2C | hand/1: 2D 3D 4D | hand/2: 5S 6S 7S"
           " | discard: 8C | stock: 3H")
    assert str(StrongPlayer().choose(s.view(0), s.legal_moves(0))) == "0 discard 2C"
    s = at("thirtyone 3p | turns=4 knocker=2 | hand/0: AH 9H 2C | hand/1: 2D 3D 4D | hand/2: 5S 6S 7S"
           " | discard: 8C KH | stock: 3C")
    assert str(StrongPlayer().choose(s.view(0), s.legal_moves(0))) == "0 take"   # 30 for sure


def test_strong_knocks_on_a_hand_that_holds_not_on_a_weak_one() -> None:
    strong_hand = at("thirtyone 3p | turns=3 | hand/0: AS KS 9S | hand/1: 2D 3D 4D | hand/2: 5S 6S 7S"
                     " | discard: 8C | stock: 3C")                 # 30: almost sure to hold
    assert str(StrongPlayer().choose(strong_hand.view(0), strong_hand.legal_moves(0))) == "0 knock"
    weak = at("thirtyone 3p | turns=3 | hand/0: 2S 3H 4C | hand/1: 2D 3D 4D | hand/2: 5S 6S 7S"
              " | discard: 8C | stock: 3C")
    assert str(StrongPlayer().choose(weak.view(0), weak.legal_moves(0))) != "0 knock"


@pytest.mark.parametrize("level", ["random", "easy", "normal", "strong"])
def test_every_level_plays_a_whole_game(level: str) -> None:
    s = new_game(3, {"target_wins": 2}, seed=5)
    players = [make_player(level, seed) for seed in range(3)]
    steps = 0
    while not s.is_over():
        seat = s.actors()[0]
        s.apply(players[seat].choose(s.view(seat), s.legal_moves(seat)))
        steps += 1
        assert steps < 2000
    assert s.result().finished and len(s.result().winners) == 1


def test_best_points_is_the_value_of_best_three() -> None:
    """The fast value alone agrees with ``best_three`` on hands of one to seven cards."""
    pick = random.Random(3)
    for _ in range(2000):
        hand = pick.sample(DECK, pick.randint(1, 7))
        triples = pick.choice([None, 30.0, 30.5])
        assert best_points(hand, triples) == best_three(hand, triples)[0]
