"""Olsen (spec rules/olsen.md): acceptance examples E1-E13, every special card, option and
scoring line, the Olsen window (R7/R8), saves, and the computer players.

Positions are written in the engine notation; players A, B, C, D are seats 0-3, the dealer
defaults to the last seat so seat 0 (A) is on turn.
"""
from __future__ import annotations

import json
import time
from typing import Any, Sequence

import pytest

from kortbord.engine.cards import Card
from kortbord.engine.events import EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.rng import Rng
from kortbord.games.olsen.ai import OlsenPlayer, make_player
from kortbord.games.olsen.rules import DECK, Phase, State, new_game, next_game
from positions import hand, keys, moves, play, reason

INFO = game_info("olsen")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def deck_with_start(card: str) -> list[Card]:
    """The deck in suit order with ``card`` turned up as the start card of a 4-player deal."""
    deck = [c for c in DECK if c.text != card]
    deck.insert(len(deck) - 28, Card.parse(card))
    return deck


# --- acceptance examples ----------------------------------------------------

def test_E1_same_rank() -> None:
    s = at("olsen 4p | hand/0: 7H 9D KS | hand/1: 4H 7S 8C KD 3C | discard: 7C | stock: 5S 6S")
    play(s, "0 play 7H")
    assert s.turn == 1 and moves(s, 1) == {"1 play 4H", "1 play 7S", "1 play 8C"}


def test_E2_neither_suit_nor_rank() -> None:
    s = at("olsen 4p | hand/0: 9D 7H 2S | discard: 7C | stock: 5S")
    assert reason(s, "0 play 9D") == "Play clubs, a seven or an eight"
    assert moves(s, 0) == {"0 play 7H"}


def test_E3_eight_and_suit_choice() -> None:
    s = at("olsen 4p | hand/0: 8H 5C | hand/1: KS 8C 3D | discard: 4S | stock: 5S")
    play(s, "0 play 8H", "0 choose D")
    assert reason(s, "1 play KS") == "The eight asked for diamonds"
    assert moves(s, 1) == {"1 play 3D", "1 play 8C"}


def test_E4_two_draws_and_skips() -> None:
    s = at("olsen 4p | hand/0: 2C 5H 6H | hand/1: 2H 8S 5D | hand/2: 3C KD 2D 8H | discard: 9C"
           " | stock: 7S 4C QH")
    events = play(s, "0 play 2C")
    assert hand(s, 1) == "2H 8S 5D QH 4C" and s.skipped == 1 and moves(s, 1) == set()
    assert [e.cards for e in events if e.dst == "hand/1"] == [(Card.parse("QH"), Card.parse("4C"))]
    assert s.turn == 2 and moves(s, 2) == {"2 play 3C", "2 play 2D", "2 play 8H"}


def test_E5_must_play_if_able() -> None:
    s = at("olsen 4p | turn=1 | hand/1: 5C JD 4H | discard: 9C | stock: 3H")
    assert reason(s, "1 draw") == "You have a card you can play"
    assert moves(s, 1) == {"1 play 5C"}


def test_E6_drawn_card_that_fits_is_played() -> None:
    s = at("olsen 4p | turn=2 | hand/2: 4H JD KS | discard: 9C | stock: 5S 3C")
    play(s, "2 draw")
    assert s.phase is Phase.DRAWN and moves(s, 2) == {"2 play 3C"}
    assert reason(s, "2 play 4H") == "You drew 3♣: play it"
    play(s, "2 play 3C")
    assert s.turn == 3 and s.zones["discard"][-1] == Card.parse("3C")


def test_E6_drawn_card_that_does_not_fit_is_kept() -> None:
    s = at("olsen 4p | turn=2 | hand/2: 4H JD KS | discard: 9C | stock: 5S 6H")
    play(s, "2 draw")
    assert hand(s, 2) == "4H JD KS 6H" and s.turn == 3 and s.phase is Phase.PLAY


def test_E7_olsen_said_with_the_play() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD 5S 6S | hand/2: 3D 9S TS | hand/3: 3C 7S 4S"
           " | discard: 9H")
    events = play(s, "0 play KH", "0 call olsen")
    assert s.said == 0 and s.window is None and EventKind.CALL in [e.kind for e in events]
    play(s, "1 play KD", "2 play 3D", "3 play 3C")
    assert s.forgot == [] and moves(s, 0) == {"0 play 3S"}
    play(s, "0 play 3S")
    assert s.is_over() and s.result().winners == (0,)


def test_E8_olsen_forgotten() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD 5S | hand/2: 3D 9S | hand/3: 7S TS | discard: 9H"
           " | stock: 5D JC")
    play(s, "0 play KH")
    assert "olsen.R7.forgot" in keys(play(s, "1 play KD")) and s.forgot == [0]
    play(s, "2 play 3D", "3 draw")                       # D draws JC, which does not fit
    assert s.turn == 0 and moves(s, 0) == {"0 draw"}
    assert reason(s, "0 play 3S") == "You must draw: you did not say Olsen"
    play(s, "0 draw")                                    # 5D fits: play it, and say Olsen again
    assert moves(s, 0) == {"0 play 5D", "0 call olsen"}
    play(s, "0 play 5D")
    assert s.window == 0 and hand(s, 0) == "3S"


def test_E8_forgotten_and_drawn_card_kept() -> None:
    s = at("olsen 4p | forgot=[0] | hand/0: 3S | discard: 3D | stock: 5H JC")
    play(s, "0 draw")
    assert hand(s, 0) == "3S JC" and s.turn == 1 and s.forgot == []


def test_E9_late_call_still_counts() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD 5S | discard: 9H | stock: 5D")
    play(s, "0 play KH")
    assert s.actors() == [1, 0] and moves(s, 0) == {"0 call olsen"}
    play(s, "0 call olsen", "1 play KD")
    assert s.forgot == [] and s.said is None


def test_E9_call_after_the_next_player_acted_is_refused() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD 5S | discard: 9H | stock: 5D")
    play(s, "0 play KH", "1 play KD")
    assert reason(s, "0 call olsen") == "It is not your turn" and s.forgot == [0]


def test_E10_closing_wins() -> None:
    s = at("olsen 4p | said=0 | hand/0: 3S | hand/1: 4C 5C | discard: 3D | stock: 6C")
    events = play(s, "0 play 3S")
    sheet = s.result()
    assert s.is_over() and sheet.finished and sheet.winners == (0,)
    assert [r.values for r in sheet.rows] == [(1, 0, 0, 0)] and sheet.totals == (1, 0, 0, 0)
    assert EventKind.GAME_OVER in [e.kind for e in events] and s.actors() == []
    again = next_game(s, seed=5)
    assert again.dealer == 0 and again.turn == 1 and not again.is_over()


def test_E11_start_card_eight_names_no_suit() -> None:
    s = new_game(4, dealer=3, deck=deck_with_start("8S"))
    assert s.zones["discard"] == [Card.parse("8S")] and s.suit == "" and s.phase is Phase.PLAY
    assert hand(s, 0) == "KS 9S 4S KH 9H 5H AH"
    assert moves(s, 0) == {"0 play KS", "0 play 9S", "0 play 4S"}


def test_E11_start_card_two_makes_nobody_draw() -> None:
    s = new_game(4, dealer=3, deck=deck_with_start("2H"))
    assert [len(s.zones[f"hand/{p}"]) for p in range(4)] == [7] * 4 and s.skipped is None
    assert s.turn == 0 and moves(s, 0) == {"0 play TH", "0 play 6H", "0 play AH"}


def test_E12_empty_stock_is_refilled() -> None:
    s = at("olsen 4p | turn=1 | hand/1: KS QS | discard: 2C 3C 4C 5C 7C 9C TC JC QC 6D")
    old_ids = {s.uid[c] for c in s.zones["discard"]}
    events = play(s, "1 draw")
    assert s.zones["discard"] == [Card.parse("6D")] and len(s.zones["stock"]) == 8
    assert len(s.zones["hand/1"]) == 3 and EventKind.SHUFFLE in [e.kind for e in events]
    assert not {s.uid[c] for c in s.zones["stock"]} & old_ids


def test_E13_points_scoring() -> None:
    s = at("olsen 4p scoring=points | said=0 | hand/0: 3S | hand/1: KS 8D AC | hand/2: TH"
           " | hand/3: 2S | discard: 3D")
    events = play(s, "0 play 3S")
    assert s.rounds == [[0, 22, 10, 2]] and s.result().rows[0].values == (0, 22, 10, 2)
    assert EventKind.ROUND_OVER in [e.kind for e in events] and not s.is_over()


# --- deal ---------------------------------------------------------------------

def test_D1_deal_one_at_a_time_from_the_dealers_left() -> None:
    deck = list(DECK)
    s = new_game(4, dealer=1, deck=deck)
    assert s.zones["hand/2"] == [deck[-1 - 4 * k] for k in range(7)]
    assert s.zones["hand/1"] == [deck[-4 - 4 * k] for k in range(7)]
    assert s.zones["discard"] == [deck[-29]] and s.zones["stock"] == deck[:-29] and s.turn == 2


def test_D1_dealer_is_drawn_with_the_seed() -> None:
    dealers = {new_game(4, seed=seed).dealer for seed in range(30)}
    assert dealers == {0, 1, 2, 3} and new_game(4, seed=7).to_dict() == new_game(4, seed=7).to_dict()
    assert [len(new_game(6, seed=1).zones[f"hand/{p}"]) for p in range(6)] == [7] * 6


def test_deck_must_be_complete() -> None:
    with pytest.raises(ValueError):
        new_game(4, deck=list(DECK)[1:])


# --- special cards --------------------------------------------------------------

def test_R5_eight_is_legal_on_anything_and_only_eights_match_rank() -> None:
    s = at("olsen 4p | suit=D | hand/0: 8C KH 5D 9S | discard: 4S 8H | stock: 5S")
    assert moves(s, 0) == {"0 play 8C", "0 play 5D"}
    assert reason(s, "0 play KH") == "The eight asked for diamonds"


def test_R5_suit_choice_is_its_own_phase() -> None:
    s = at("olsen 4p | hand/0: 8H 5C 6C | hand/1: KS | discard: 4S | stock: 5S")
    play(s, "0 play 8H")
    assert s.phase is Phase.CHOOSE and s.actors() == [0]
    assert moves(s, 0) == {"0 choose C", "0 choose D", "0 choose H", "0 choose S"}
    assert reason(s, "0 play 5C") == "Name a suit for your eight first"
    assert reason(s, "1 play KS") == "It is not your turn"
    play(s, "0 choose H")
    assert s.suit == "H" and s.turn == 1 and s.public()["suit_in_play"] == "H"


def test_R6_two_on_a_two_and_no_accumulation() -> None:
    s = at("olsen 4p | hand/0: 2C 5H | hand/1: 3H 4H | hand/2: 2S 9D | hand/3: 6D | discard: 9C"
           " | stock: 6S 7S 8D 9H")
    play(s, "0 play 2C", "2 play 2S")
    assert hand(s, 1) == "3H 4H 9H 8D" and hand(s, 3) == "6D 7S 6S" and s.turn == 0


def test_R6_two_players_the_player_of_the_two_plays_again() -> None:
    s = at("olsen 2p | dealer=1 | hand/0: 2C 5C 9H | hand/1: KD | discard: 9C | stock: 6S 7S")
    play(s, "0 play 2C")
    assert hand(s, 1) == "KD 7S 6S" and s.turn == 0 and moves(s, 0) == {"0 play 5C", "0 call olsen"}


def test_R6_victim_draws_what_there_is() -> None:
    s = at("olsen 4p | hand/0: 2C 5H | hand/1: 3H | discard: 9C")
    events = play(s, "0 play 2C")
    assert hand(s, 1) == "3H 9C" and s.zones["discard"] == [Card.parse("2C")]
    assert [e.message.param("count") for e in events if e.message and e.message.key == "olsen.R6.skipped"] == [1]


# --- Olsen (R7, R8) --------------------------------------------------------------

def test_R7_call_before_the_play() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD | discard: 9H | stock: 5D")
    assert "0 call olsen" in moves(s, 0)
    play(s, "0 call olsen", "0 play KH")
    assert s.window is None and s.said == 0 and s.actors() == [1]
    play(s, "1 play KD")
    assert s.forgot == []


def test_R7_no_call_with_more_cards_left() -> None:
    s = at("olsen 4p | hand/0: KH 3S 4S | discard: 9H | stock: 5D")
    assert "0 call olsen" not in moves(s, 0)
    assert reason(s, "0 call olsen") == "You say Olsen when you play your second-to-last card"


def test_R7_victims_draw_does_not_close_the_window() -> None:
    s = at("olsen 4p | hand/0: 2C 3S | hand/1: KD | hand/2: 4C | discard: 9C | stock: 5D 6D")
    play(s, "0 play 2C")
    assert s.window == 0 and s.actors() == [2, 0]
    play(s, "0 call olsen", "2 play 4C")
    assert s.forgot == []


def test_R7_A5_own_turn_comes_first_call_before_closing() -> None:
    s = at("olsen 2p | dealer=1 | hand/0: 2C 3C | hand/1: KD | discard: 9C | stock: 6S 7S")
    play(s, "0 play 2C")
    assert s.turn == 0 and moves(s, 0) == {"0 call olsen"}
    assert reason(s, "0 play 3C") == "Say Olsen before you play your last card"
    play(s, "0 call olsen", "0 play 3C")
    assert s.is_over() and s.result().winners == (0,)


def test_R8_penalty_lapses_after_a_two() -> None:
    s = at("olsen 4p | turn=3 | forgot=[0] | hand/0: 3S | hand/3: 2D 4H | discard: 3D | stock: 5C 6C")
    play(s, "3 play 2D")
    assert hand(s, 0) == "3S 6C 5C" and s.forgot == [] and s.turn == 1


def test_R8_draw_is_one_card_even_with_max_draws_3() -> None:
    s = at("olsen 4p max_draws=3 | forgot=[0] | hand/0: 3S | discard: 3D | stock: 5H 6H JC")
    play(s, "0 draw")
    assert hand(s, 0) == "3S JC" and s.turn == 1 and len(s.zones["stock"]) == 2


def test_R8_nothing_to_draw_passes() -> None:
    s = at("olsen 4p | forgot=[0] | hand/0: 3S | discard: 3D")
    assert moves(s, 0) == {"0 pass"}
    play(s, "0 pass")
    assert s.turn == 1 and s.forgot == []


def test_R10_pass_when_nothing_to_play_or_draw() -> None:
    s = at("olsen 4p | turn=1 | hand/1: KS | discard: 6D")
    assert moves(s, 1) == {"1 pass"} and reason(s, "1 draw") == "There is nothing left to draw"
    assert "olsen.R10.passes" in keys(play(s, "1 pass")) and s.turn == 2


def test_R10_no_pass_when_able() -> None:
    s = at("olsen 4p | turn=1 | hand/1: KS | discard: 6D | stock: 4C")
    assert reason(s, "1 pass") == "You may pass only when you can neither play nor draw"


# --- options ----------------------------------------------------------------------

def test_A3_max_draws_3_stops_at_the_first_card_that_fits() -> None:
    s = at("olsen 4p max_draws=3 | turn=1 | hand/1: KS | discard: 3D | stock: 4S 5D QS JC")
    play(s, "1 draw")
    assert hand(s, 1) == "KS JC QS 5D" and s.phase is Phase.DRAWN and moves(s, 1) == {"1 play 5D"}


def test_A3_max_draws_3_keeps_three_misses() -> None:
    s = at("olsen 4p max_draws=3 | turn=1 | hand/1: KS | discard: 3D | stock: 4S 9S QS JC")
    play(s, "1 draw")
    assert hand(s, 1) == "KS JC QS 9S" and s.turn == 2


def test_A2_may_draw_when_able_draws_one_card() -> None:
    s = at("olsen 4p max_draws=3 may_draw_when_able=true | turn=1 | hand/1: 5C | discard: 9C"
           " | stock: 4S JH")
    assert moves(s, 1) == {"1 play 5C", "1 draw"}
    play(s, "1 draw")
    assert hand(s, 1) == "5C JH" and s.turn == 2


def test_A2_fitting_drawn_card_may_be_kept() -> None:
    s = at("olsen 4p may_draw_when_able=true | turn=1 | hand/1: 5C | discard: 9C | stock: 4S JC")
    play(s, "1 draw")
    assert moves(s, 1) == {"1 play JC", "1 keep", "1 call olsen"}
    assert reason(s, "1 play 5C") == "You drew J♣: play it or keep it"
    play(s, "1 keep")
    assert hand(s, 1) == "5C JC" and s.turn == 2


def test_A2_keep_is_refused_by_default() -> None:
    s = at("olsen 4p | turn=1 | hand/1: 5H | discard: 9C | stock: 4S JC")
    play(s, "1 draw")
    assert reason(s, "1 keep") == "You drew J♣: play it"


def test_A9_multi_same_rank_first_card_fits_last_on_top() -> None:
    s = at("olsen 4p multi_same_rank=true | hand/0: 7H 7C 7S KD | discard: 9H | stock: 4S")
    assert {"0 play 7H 7C", "0 play 7H 7S 7C", "0 play 7H"} <= moves(s, 0)
    assert reason(s, "0 play 7C 7H") == "Play hearts, a nine or an eight"
    assert reason(s, "0 play 7H KD") == "Cards played together must have the same rank"
    play(s, "0 play 7H 7C")
    assert s.zones["discard"][-1] == Card.parse("7C") and hand(s, 0) == "7S KD" and s.turn == 1


def test_A9_off_by_default() -> None:
    s = at("olsen 4p | hand/0: 7H 7C KD | discard: 9H | stock: 4S")
    assert reason(s, "0 play 7H 7C") == "Play one card at a time"


def test_A9_several_twos_draw_two_each() -> None:
    s = at("olsen 4p multi_same_rank=true | hand/0: 2H 2C KD | hand/1: 5S | discard: 9H"
           " | stock: 3D 4D 5D 6D 7D")
    play(s, "0 play 2H 2C")
    assert hand(s, 1) == "5S 7D 6D 5D 4D" and s.turn == 2


def test_A9_several_eights_name_one_suit() -> None:
    s = at("olsen 4p multi_same_rank=true | hand/0: 8H 8C KD | discard: 9S | stock: 3D")
    play(s, "0 play 8H 8C")
    assert s.phase is Phase.CHOOSE
    play(s, "0 choose D")
    assert s.suit == "D" and s.turn == 1


def test_A8_no_finish_on_special() -> None:
    for card in ("8S", "2D"):
        s = at(f"olsen 4p no_finish_on_special=true | said=0 | hand/0: {card} | discard: 3D | stock: 4C")
        assert moves(s, 0) == {"0 draw"}
        assert reason(s, f"0 play {card}") == "Your last card may not be an eight or a two"


def test_R9_closing_on_an_eight_names_no_suit() -> None:
    s = at("olsen 4p | said=0 | hand/0: 8S | hand/1: 5C | discard: 3D | stock: 4C")
    play(s, "0 play 8S")
    assert s.is_over() and s.phase is Phase.OVER and s.result().winners == (0,)


def test_S2_closing_two_next_player_draws_and_it_counts() -> None:
    s = at("olsen 4p scoring=points | said=0 | hand/0: 2D | hand/1: KS | discard: 3D | stock: 4H 5H")
    play(s, "0 play 2D")
    assert s.rounds == [[0, 13 + 5 + 4, 0, 0]]


def test_S2_target_ends_the_session_lowest_wins_ties_share() -> None:
    s = at("olsen 4p scoring=points | turn=1 | said=1 | scores=[95,40,70,39] | rounds=[[95,40,70,39]]"
           " | hand/0: KS | hand/1: 3S | hand/2: 2C | hand/3: AC | discard: 3D")
    play(s, "1 play 3S")
    sheet = s.result()
    assert s.is_over() and sheet.totals == (108, 40, 72, 40) and sheet.winners == (1, 3)
    assert sheet.lower_is_better and sheet.target == 100 and len(sheet.rows) == 2


def test_S2_next_game_is_dealt_by_the_next_dealer() -> None:
    s = at("olsen 4p scoring=points | dealer=3 | said=0 | hand/0: 3S | hand/1: KS | discard: 3D")
    events = play(s, "0 play 3S")
    assert s.dealer == 0 and s.turn == 1 and s.phase is Phase.PLAY and s.public()["round"] == 2
    assert [len(s.zones[f"hand/{p}"]) for p in range(4)] == [7] * 4 and len(s.zones["stock"]) == 23
    assert EventKind.ROUND_OVER in [e.kind for e in events] and EventKind.SHUFFLE in [e.kind for e in events]


def test_S2_target_option() -> None:
    s = at("olsen 4p scoring=points target=50 | said=0 | hand/0: 3S | hand/1: KS QS KH QH | discard: 3D")
    play(s, "0 play 3S")
    assert s.is_over() and s.result().winners == (0, 2, 3)


def test_S3_play_for_places_records_the_order() -> None:
    s = at("olsen 3p play_for_places=true | dealer=2 | said=0 | hand/0: 3S | hand/1: 4S"
           " | hand/2: 5H 9C | discard: 3D | stock: 6C")
    play(s, "0 play 3S")
    assert s.places == [0] and not s.is_over() and s.turn == 1
    play(s, "1 play 4S")
    sheet = s.result()
    assert s.is_over() and s.places == [0, 1, 2] and sheet.rows[0].values == (1, 2, 3)
    assert sheet.totals == (1, 2, 3) and sheet.winners == (0,) and sheet.lower_is_better


def test_S3_out_on_an_eight_still_names_the_suit() -> None:
    s = at("olsen 3p play_for_places=true | dealer=2 | said=0 | hand/0: 8S | hand/1: 4S"
           " | hand/2: 5H 9C | discard: 3D | stock: 6C")
    play(s, "0 play 8S")
    assert s.phase is Phase.CHOOSE and s.actors() == [0]
    play(s, "0 choose H")
    assert s.turn == 1 and s.suit == "H"


def test_S3_not_with_points() -> None:
    with pytest.raises(ValueError, match="play_for_places"):
        new_game(4, {"scoring": "points", "play_for_places": True})
    with pytest.raises(ValueError):
        INFO.new_game(4, {"scoring": "points", "play_for_places": True})


# --- contract: explanations, views, saves -------------------------------------------

def test_R1_not_your_turn_and_not_a_move() -> None:
    s = at("olsen 4p | hand/0: 7H | hand/1: 4H | discard: 7C | stock: 5S")
    assert reason(s, "1 play 4H") == "It is not your turn"
    assert reason(s, "0 shout") == "That is not a move in Olsen"
    assert reason(s, "0 play KS") == "You do not hold K♠"


def test_describe_and_public() -> None:
    s = at("olsen 4p | hand/0: 7H KH | hand/1: 4H | discard: 7C | stock: 5S")
    assert s.describe(s.parse_move("0 play 7H")).english() == "Play 7♥"
    assert s.describe(s.parse_move("0 choose D")).english() == "Ask for diamonds"
    pub = s.public()
    assert pub["counts"] == [2, 1, 0, 0] and pub["top"] == "7C" and pub["turn"] == 0
    assert {"dealer", "phase", "suit", "window", "forgot", "said", "skipped", "scores", "round"} <= set(pub)


def test_views_hide_the_other_hands() -> None:
    s = new_game(4, seed=3)
    view = s.view(1)
    assert all(slot.card is None for slot in view.zones["hand/0"])
    assert view.hand == s.zones["hand/1"] and view.top("discard") == s.zones["discard"][-1]


def test_save_and_load_mid_game() -> None:
    s = new_game(4, {"max_draws": 3}, seed=11)
    rng = Rng(4)
    for _ in range(25):
        s.apply(rng.choice(s.legal_moves(rng.choice(s.actors()))))
    again = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict() and again.notation() == s.notation()
    for _ in range(40):
        if s.is_over():
            break
        move = rng.choice(s.legal_moves(rng.choice(s.actors())))
        assert s.apply(move) == again.apply(again.parse_move(str(move)))
    assert again.to_dict() == s.to_dict()


# --- computer players ---------------------------------------------------------------

def next_actor(state: State, bots: Sequence[Any]) -> int:
    """Window holders first (unless their player stays silent), then the player to move."""
    turn = state.turn
    for seat in state.actors():
        if seat != turn:
            wants = getattr(bots[seat], "wants_to_act", None)
            if wants is None or wants(state.view(seat), state.legal_moves(seat)):
                return seat
    return turn


def match(levels: Sequence[str], seed: int, options: dict[str, Any] | None = None) -> tuple[State, int, float]:
    """Play one match; returns the state, the number of forgotten calls and the median
    thinking time of the computer players."""
    state = new_game(len(levels), options, seed=seed)
    bots = [make_player(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    forgotten, times = 0, []
    while not state.is_over():
        seat = next_actor(state, bots)
        legal = state.legal_moves(seat)
        view = state.view(seat)
        start = time.process_time()
        move = bots[seat].choose(view, legal)
        times.append(time.process_time() - start)
        assert move in legal
        forgotten += keys(state.apply(move)).count("olsen.R7.forgot")
    return state, forgotten, sorted(times)[len(times) // 2]


@pytest.mark.parametrize("options", [{}, {"max_draws": 3}, {"may_draw_when_able": True},
                                     {"multi_same_rank": True}, {"no_finish_on_special": True},
                                     {"scoring": "points", "target": 50}, {"play_for_places": True}])
def test_ai_levels_choose_legal_moves_quickly(options: dict[str, Any]) -> None:
    for seed in range(4):
        state, _, median = match(("strong", "normal", "easy", "random"), seed, options)
        assert state.result().finished and median < 0.005


def test_ai_normal_beats_random() -> None:
    wins = {"normal": 0.0, "random": 0.0}
    for seed in range(150):
        for levels in (("normal", "random", "normal", "random"), ("random", "normal", "random", "normal")):
            state, _, _ = match(levels, seed)
            for seat in state.result().winners:
                wins[levels[seat]] += 1
    assert wins["normal"] > 1.25 * wins["random"]


def test_ai_easy_forgets_now_and_then_normal_never() -> None:
    easy = sum(match(("easy",) * 4, seed)[1] for seed in range(40))
    normal = sum(match(("normal",) * 4, seed)[1] for seed in range(40))
    assert normal == 0 and 0 < easy < 40


def test_ai_calls_when_offered() -> None:
    s = at("olsen 4p | hand/0: KH 3S | hand/1: KD 5S | discard: 9H | stock: 5D")
    for level in ("normal", "strong"):
        assert str(make_player(level, 1).choose(s.view(0), s.legal_moves(0))) == "0 call olsen"
    play(s, "0 play KH")
    forced = make_player("easy", 1)
    assert str(forced.choose(s.view(0), s.legal_moves(0))) == "0 call olsen"


def test_ai_keeps_the_eight_and_names_its_longest_suit() -> None:
    s = at("olsen 4p | hand/0: 8S 4C KD 3D | discard: 9C | stock: 5D")
    for level in ("normal", "strong"):
        assert str(make_player(level, 1).choose(s.view(0), s.legal_moves(0))) == "0 play 4C"
    s = at("olsen 4p | phase=choose | hand/0: 4C KD 3D | discard: 9C 8S | stock: 5D")
    for level in ("normal", "strong"):
        assert str(make_player(level, 1).choose(s.view(0), s.legal_moves(0))) == "0 choose D"


def test_ai_strong_plays_a_two_on_a_player_about_to_go_out() -> None:
    # Saving the 2 while the next player holds many cost the strong level its lead
    # (3000 two-player games: 51 % kept, 53 % without): it now only prefers it late.
    s = at("olsen 4p | said=1 | hand/0: 2C 5C KD QD | hand/1: 4H | discard: 9C | stock: 5D")
    assert str(make_player("strong", 1).choose(s.view(0), s.legal_moves(0))) == "0 play 2C"


def test_ai_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_player("grandmaster", 0)
    assert isinstance(INFO.player("strong", 2), OlsenPlayer)


def test_R2_reason_on_an_ace_and_on_the_start_eight() -> None:
    s = at("olsen 4p | hand/0: 9D 7H | discard: AC | stock: 5S")
    assert reason(s, "0 play 9D") == "Play clubs, an ace or an eight"
    s = at("olsen 4p | hand/0: 9D 7H | discard: 8S | stock: 5S")
    assert reason(s, "0 play 9D") == "Play spades or an eight"


@pytest.mark.parametrize("suit", ["", "C", "D", "H", "S"])
def test_R2_R5_the_fitting_cards_are_the_rule_for_every_top_card(suit: str) -> None:
    """The precomputed sets agree with R2 (suit or rank of the top card, or an 8) and R5
    (the named suit, or an 8) for every top card, and a held card fits exactly then."""
    state = new_game(2, seed=1)
    for top in DECK:
        state.zones["discard"] = [top]
        state.suit = suit
        state.changed()
        wanted = {c for c in DECK if c.rank == "8" or c.suit == (suit or top.suit)
                  or not suit and c.rank == top.rank}
        assert set(state.fitting()) == wanted
        assert [c for c in DECK if state.fits(c)] == [c for c in DECK if c in wanted]
