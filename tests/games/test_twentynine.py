"""29 (spec rules/twentynine.md): acceptance examples 1-13, the card values, the automatic
pass, unfinished piles, every option and scoring line, saves, and the computer players.

Positions are written in the engine notation; players A, B, C, D are seats 0-3 and D
(seat 3) is the dealer, as in the spec's examples.
"""
from __future__ import annotations

import json
import time
from typing import Sequence

import pytest

from kortbord.engine.cards import Card, french_deck, parse_cards
from kortbord.engine.events import Event, EventKind
from kortbord.engine.kit.points import THIRTY_ONE, TWENTY_NINE, total
from kortbord.engine.registry import game_info
from kortbord.engine.state import IllegalMove
from kortbord.games.twentynine import gestures
from kortbord.games.twentynine.ai import NormalPlayer, choose_card, make_player, outside
from kortbord.games.twentynine.rules import Phase, State, deck_for, new_game, value
from positions import moves, play, reason

INFO = game_info("twentynine")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def texts(events: Sequence[Event], kind: EventKind) -> list[str]:
    return [e.message.english() for e in events if e.kind is kind and e.message is not None]


def cards(state: State, zone: str) -> str:
    return " ".join(c.text for c in state.zones[zone])


def won_piles(counts: Sequence[int], spare: Sequence[str] = ()) -> str:
    """Notation zones ``won/<seat>`` holding ``counts`` cards of the pack (less ``spare``)."""
    pool = [c.text for c in french_deck() if c.text not in spare]
    out, start = [], 0
    for seat, count in enumerate(counts):
        out.append(f"won/{seat}: " + " ".join(pool[start:start + count]))
        start += count
    return " | ".join(out)


# --- acceptance examples -----------------------------------------------------------

@pytest.mark.parametrize(("players", "removed", "each", "worth"),
                         [(3, {"TC"}, 17, 222), (4, set(), 13, 232), (5, {"TC", "9C"}, 10, 213)])
def test_E1_deck_preparation(players: int, removed: set[str], each: int, worth: int) -> None:
    state = new_game(players, seed=4)
    dealt = [c for s in range(players) for c in state.zones[f"hand/{s}"]]
    assert {c.text for c in french_deck()} - {c.text for c in dealt} == removed
    assert all(len(state.zones[f"hand/{s}"]) == each for s in range(players))
    assert total(dealt, TWENTY_NINE).points == worth == total(deck_for(players), TWENTY_NINE).points
    assert worth == 29 * 8 if players == 4 else worth % 29 == {3: 19, 5: 10}[players]


def test_E2_the_dealer_leads() -> None:
    state = at("twentynine 4p | dealer=3 turn=3 deal_no=1 | hand/0: 2C 3D | hand/1: 4C 5D | hand/2: 6C 7D "
               "| hand/3: 9S KH")
    assert state.actors() == [3] and state.prompt_key(3) == "lead"
    assert all(state.legal_moves(s) == [] for s in range(3))
    assert reason(state, "0 play 2C") == "It is not your turn."
    events = play(state, "3 play 9S")
    assert state.total() == 9 and state.turn == 0
    assert texts(events, EventKind.CALL) == ["9"]                     # A8: the total is announced


def test_E2_a_new_deal_starts_with_the_dealer() -> None:
    state = new_game(4, dealer=3, seed=1)
    assert state.actors() == [3] and len(state.legal_moves(3)) == 13


E3 = ("twentynine 4p | dealer=3 turn=0 deal_no=1 last=3 | hand/0: KH 7C 9D | hand/1: 5H 8C 9S | "
      "hand/2: 2H QD | hand/3: AS 4D | pile: TS 6H 4C AD AC")


def test_E3_playable_cards() -> None:
    state = at(E3)
    assert state.total() == 22
    assert moves(state, 0) == {"0 play KH", "0 play 7C"}               # 23 and 29
    assert reason(state, "0 play 9D") == "The total may not go over 29"
    assert state.check(state.parse_move("0 play 9D")).reason.key == "twentynine.R2.over"  # type: ignore[union-attr]


def test_E4_winning_a_pile() -> None:
    state = at(E3)
    events = play(state, "0 play 7C")
    assert cards(state, "won/0") == "TS 6H 4C AD AC 7C" and state.zones["pile"] == []
    assert "29! – #1 takes 6 cards" in texts(events, EventKind.MESSAGE)
    assert state.turn == 1 and state.prompt_key(1) == "lead" and state.total() == 0
    assert [e for e in events if e.kind is EventKind.MOVE][-1].dst == "won/0"


def test_E5_automatic_pass() -> None:
    state = at("twentynine 4p | dealer=3 turn=0 deal_no=1 | hand/0: 3D 8D | hand/1: 5H 8C 9S | hand/2: 2H 9C "
               "| hand/3: 6C | pile: TS 9H 3C")
    events = play(state, "0 play 3D")                                 # 25
    assert state.total() == 25 and state.turn == 2                    # B passed, C is next
    assert texts(events, EventKind.MESSAGE) == ["#2 cannot play"]
    passes = [e for e in events if e.message is not None and e.message.key == "twentynine.A2.cannot"]
    assert passes[0].seat == 1                                        # said at B's seat


def test_E6_picture_cards_and_aces_count_one() -> None:
    state = at("twentynine 4p | dealer=3 turn=2 deal_no=1 | hand/0: 8D | hand/1: 9C | hand/2: QD 7H "
               "| hand/3: AS 5C | pile: TS 9H 8C")
    play(state, "2 play QD")
    assert state.total() == 28 and state.turn == 3
    play(state, "3 play AS")
    assert cards(state, "won/3") == "TS 9H 8C QD AS" and state.turn == 0


def test_E7_no_passing_when_able() -> None:
    state = at("twentynine 4p | dealer=3 turn=1 deal_no=1 | hand/0: 8D | hand/1: 2C TH | hand/2: 5C "
               "| hand/3: 4D | pile: TS 9H AC")
    assert state.total() == 20
    assert reason(state, "1 pass") == "You must play a card when you can"
    assert moves(state, 1) == {"1 play 2C"}
    assert reason(state, "1 play TH") == "The total may not go over 29"


E8_HANDS = "hand/0: 9S | hand/1: 9H | hand/2: 8D | hand/3: 6C"


def test_E8_stall_with_four_players() -> None:
    state = at(f"twentynine 4p | dealer=3 turn=2 deal_no=1 | hand/0: 9S | hand/1: 9H | hand/2: 3H 8D "
               f"| hand/3: 6C | pile: TS 7D 3S 3D")
    events = play(state, "2 play 3H")                                 # 26: each needs 3 or less
    assert state.is_over() and state.zones["pile"] == []
    assert sorted(c.text for c in state.zones["aside"]) == sorted("TS 7D 3S 3D 3H 9S 9H 8D 6C".split())
    assert all(not state.zones[f"won/{s}"] for s in range(4))
    news = texts(events, EventKind.MESSAGE)
    assert "Nobody can reach 29 – the 5 cards on 26 go to nobody" in news
    assert "4 cards left in hands count for nobody" in news
    assert not [e for e in events if e.message is not None and e.message.key == "twentynine.A2.cannot"]
    assert [e.kind for e in events][-2:] == [EventKind.ROUND_OVER, EventKind.GAME_OVER]


def test_E8_a_written_stall_settles_as_play_would() -> None:
    state = at(f"twentynine 4p | dealer=3 turn=0 deal_no=1 | {E8_HANDS} | pile: TS 7D 3S 3D 3H")
    assert state.is_over() and len(state.zones["aside"]) == 9 and state.actors() == []


def test_E9_the_last_pile_with_three_players() -> None:
    text = "twentynine 3p{} | dealer=2 turn=0 deal_no=1 | hand/0: 5C | pile: TS 2D 2H"
    state = at(text.format(""))
    events = play(state, "0 play 5C")                                 # 19, every hand empty
    assert state.is_over() and cards(state, "aside") == "TS 2D 2H 5C"
    assert "the 4 cards on 19 go to nobody" in texts(events, EventKind.MESSAGE)[0]
    state = at(text.format(" incomplete_pile=last_player"))
    events = play(state, "0 play 5C")
    assert state.is_over() and cards(state, "won/0") == "TS 2D 2H 5C"
    assert texts(events, EventKind.MESSAGE)[0] == "Nobody can reach 29 – #1 laid the last card and takes 4 cards"
    assert state.result().totals == (4, 0, 0)


def test_E10_leader_without_cards() -> None:
    state = at("twentynine 4p | dealer=3 turn=0 deal_no=1 | hand/0: 7C 2D | hand/2: 4C | hand/3: 5D "
               "| pile: TS 5H 4S 2S AC")
    play(state, "0 play 7C")
    assert state.turn == 2 and state.prompt_key(2) == "lead"


def final_deal(counts: Sequence[int], options: str = "") -> State:
    """The last card of a deal: A makes 29 with AS on TS 9H 9D; ``counts`` are the won piles
    before it (A's grows by the 4 pile cards)."""
    spare = ("AS", "TS", "9H", "9D")
    return at(f"twentynine 4p{options} | dealer=3 turn=0 deal_no=1 | hand/0: AS | pile: TS 9H 9D "
              f"| {won_piles(counts, spare)}")


def test_E11_deal_result() -> None:
    state = final_deal([12, 14, 12, 10])
    events = play(state, "0 play AS")
    assert state.is_over() and state.rows == [[16, 14, 12, 10]]
    sheet = state.result()
    assert sheet.finished and sheet.winners == (0,) and sheet.totals == (16, 14, 12, 10)
    assert sheet.rows[0].label.english() == "Deal 1"
    assert texts(events, EventKind.GAME_OVER) == ["#1 wins"]


def test_E12_tie_shares_the_win() -> None:
    state = final_deal([11, 15, 12, 10])
    play(state, "0 play AS")
    sheet = state.result()
    assert sheet.winners == (0, 1) and sheet.totals == (15, 15, 12, 10)
    assert state.status().english() == "#1 and #2 share the win"


def test_E13_partnerships() -> None:
    state = final_deal([5, 16, 14, 13], " partnerships=true")
    play(state, "0 play AS")                                          # A 9, C 14, B 16, D 13
    sheet = state.result()
    assert sheet.teams == ((0, 2), (1, 3)) and sheet.totals == (23, 29)
    assert sheet.winners == (1, 3) and sheet.rows[0].values == (23, 29)
    assert state.status().english() == "#2 and #4 win"


# --- rules ----------------------------------------------------------------------

def test_A9_card_values() -> None:
    assert [value(c) for c in parse_cards("AS JH QD KC TC 2S 5H 9D")] == [1, 1, 1, 1, 10, 2, 5, 9]
    assert total(parse_cards("AD KS TH"), THIRTY_ONE).points == 31


def test_D2_dealt_one_at_a_time_from_the_dealers_left() -> None:
    deck = deck_for(3)
    state = new_game(3, dealer=1, deck=deck)
    assert state.zones["hand/2"][:2] == [deck[-1], deck[-4]]
    assert state.zones["hand/0"][0] == deck[-2] and state.zones["hand/1"][0] == deck[-3]
    assert state.zones["stock"] == [] and state.turn == 1
    with pytest.raises(ValueError):
        new_game(3, deck=french_deck())                               # TC must be out (A1)


def test_the_first_dealer_is_drawn_with_the_seed() -> None:
    dealers = {new_game(4, seed=s).dealer for s in range(20)}
    assert dealers == {0, 1, 2, 3}
    assert new_game(4, seed=5).notation() == new_game(4, seed=5).notation()


def test_R2_A2_the_player_who_made_the_total_plays_again_when_all_others_pass() -> None:
    state = at("twentynine 4p | dealer=3 turn=0 deal_no=1 | hand/0: 2H 5C | hand/1: 5H | hand/2: 8C "
               "| hand/3: 4D | pile: TS 9H 3C")
    events = play(state, "0 play 5C")                                 # 27
    assert state.turn == 0 and moves(state, 0) == {"0 play 2H"}
    assert texts(events, EventKind.MESSAGE) == ["#2 cannot play", "#3 cannot play", "#4 cannot play"]
    play(state, "0 play 2H")
    assert len(state.zones["won/0"]) == 5 and state.turn == 1


def test_R2_empty_hands_pass_without_a_word() -> None:
    state = at("twentynine 4p | dealer=3 turn=0 deal_no=1 | hand/0: 2H 5C | hand/2: AC | pile: TS")
    events = play(state, "0 play 5C")
    assert state.turn == 2 and texts(events, EventKind.MESSAGE) == []


def test_A3_a_player_may_choose_not_to_make_29() -> None:
    state = at(E3)
    play(state, "0 play KH")
    assert state.total() == 23 and state.turn == 1


@pytest.mark.parametrize(("move", "why"), [
    ("0 play 7C 9D", "Add one card at a time"),
    ("0 play 4D", "You do not hold 4♦"),
    ("0 draw", "That is not a move in this game."),
    ("0 play", "Add one card at a time"),
    ("1 play 5H", "It is not your turn."),
    ("1 pass", "It is not your turn."),
])
def test_every_refusal_has_a_reason(move: str, why: str) -> None:
    assert reason(at(E3), move) == why


def test_no_move_after_the_game() -> None:
    state = at(f"twentynine 4p | dealer=3 turn=0 deal_no=1 | {E8_HANDS} | pile: TS 7D 3S 3D 3H")
    assert reason(state, "0 play 9S") == "The game is over."
    with pytest.raises(IllegalMove):
        play(state, "0 play 9S")


def test_describe_names_the_card_and_the_new_total() -> None:
    state = at(E3)
    assert state.describe(state.parse_move("0 play 7C")).english() == "Play 7♣ – total 29"


def test_prompts_say_what_to_do() -> None:
    state = at(E3)
    assert state.prompt(0).english() == \
        "The total is 22: add a card without going over 29 – exactly 29 takes the pile"  # type: ignore[union-attr]
    assert state.prompt(1) is None
    play(state, "0 play 7C")
    assert state.prompt(1).english() == "Lead any card to start a new pile"            # type: ignore[union-attr]


# --- scoring over several deals --------------------------------------------------------

def play_deal_out(state: State) -> None:
    deal = state.deal_no
    while not state.is_over() and state.deal_no == deal:
        state.apply(state.legal_moves(state.turn)[0])


def test_S2_several_deals_add_up_and_the_deal_passes_left() -> None:
    state = new_game(3, {"deals_per_game": 3}, seed=2, dealer=0)
    play_deal_out(state)
    assert state.deal_no == 2 and state.dealer == 1 and state.turn == 1 and not state.is_over()
    assert len(state.rows) == 1 and sum(state.rows[0]) <= 51
    assert all(len(state.zones[f"hand/{s}"]) == 17 for s in range(3))
    assert state.result().status.english().startswith("Deal 2 of 3")    # type: ignore[union-attr]
    play_deal_out(state)
    play_deal_out(state)
    sheet = state.result()
    assert state.is_over() and len(sheet.rows) == 3 and state.dealer == 2
    assert sheet.totals == tuple(sum(r[s] for r in state.rows) for s in range(3))
    best = max(sheet.totals)
    assert sheet.winners == tuple(s for s in range(3) if sheet.totals[s] == best)


def test_S1_unfinished_piles_go_to_nobody_by_default() -> None:
    state = new_game(5, seed=3)
    play_deal_out(state)
    aside = state.zones["aside"]
    assert total(aside, TWENTY_NINE).points == 10 and sum(state.rows[0]) == 50 - len(aside)   # the dead last pile


def test_A7_partnerships_need_four_players() -> None:
    state = new_game(3, {"partnerships": True}, seed=1)
    assert not state.pairs
    play_deal_out(state)
    assert state.result().teams == () and len(state.result().totals) == 3


def test_a_round_is_reported_with_its_number() -> None:
    state = new_game(4, {"deals_per_game": 2}, seed=8)
    deal = state.deal_no
    events: list[Event] = []
    while state.deal_no == deal:
        events += state.apply(state.legal_moves(state.turn)[0])
    assert texts(events, EventKind.ROUND_OVER) == ["Deal 1 is over"]
    assert any(e.kind is EventKind.SHUFFLE for e in events)


# --- views, saves, table hooks -------------------------------------------------------

def test_views_hide_hands_and_won_piles_but_the_won_cards_are_public() -> None:
    state = at(E3)
    play(state, "0 play 7C")
    view = state.view(1)
    assert all(s.card is None for s in view.zones["won/0"]) and all(s.card is None for s in view.zones["hand/0"])
    assert view.public["won"][0] == "TS 6H 4C AD AC 7C".split()      # they were seen face up
    assert view.public["won_counts"] == [6, 0, 0, 0] and view.public["total"] == 0


def test_saves_round_trip_mid_game() -> None:
    state = new_game(5, {"deals_per_game": 2, "incomplete_pile": "last_player"}, seed=9)
    for _ in range(30):
        state.apply(state.legal_moves(state.turn)[0])
    again = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict() and again.total() == state.total()
    assert State.from_notation(state.notation()).notation() == state.notation()
    assert again.legal_moves(again.turn) == state.legal_moves(state.turn)


def test_the_pile_shows_its_total_and_the_panel_the_cards_won() -> None:
    state = at(E3)
    assert gestures.zone_tags(state.view(0))["pile"].english() == "Sum: 22"
    play(state, "0 play 7C")
    sheet = state.result()
    assert [(r.label.english(), r.values) for r in sheet.rows] == [("Deal 1", (6, 0, 0, 0))]
    assert sheet.totals == (6, 0, 0, 0) and not sheet.finished
    assert gestures.tallies(state.view(0)) == []
    state = at(E3.replace("4p", "4p partnerships=true"))
    play(state, "0 play 7C")
    tallies = gestures.tallies(state.view(0))
    assert [(h.english(), list(v)) for h, v in tallies] == [("Won by each", [6, 0, 0, 0])]
    assert state.result().rows[0].values == (6, 0)


# --- computer players ------------------------------------------------------------------

def test_normal_makes_29_when_it_can() -> None:
    hand = parse_cards("KH 7C 2D")
    assert choose_card(hand, 22, outside(hand)).text == "7C"


def test_normal_does_not_leave_a_gap_of_one() -> None:
    hand = parse_cards("3C 2D 9H")
    # On 15: 3 leaves 11 (safe), 2 leaves 12, 9 leaves 5; it keeps the total safe and plays high.
    assert choose_card(hand, 15, outside(hand)).text == "3C"
    # On 20: 3 leaves 6 (few sixes), 2 leaves 7: never the gap of 1 that sixteen cards fill.
    hand = parse_cards("3C 2D 8H")
    out = outside(hand)
    pick = choose_card(hand, 20, out)
    assert pick.text in ("3C", "2D") and 29 - 20 - value(pick) != 1


def test_normal_keeps_its_ones() -> None:
    hand = parse_cards("KS 5D")
    assert choose_card(hand, 0, outside(hand)).text == "5D"


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_plays_a_whole_game(level: str) -> None:
    state = new_game(4, seed=11)
    players = [INFO.player(level, seed=s) for s in range(4)]
    while not state.is_over():
        seat = state.turn
        move = players[seat].choose(state.view(seat), state.legal_moves(seat))
        state.apply(move)
    assert state.result().finished


def test_strong_takes_the_big_pile_and_is_quick() -> None:
    state = at(E3)
    player = make_player("strong", seed=3)
    start = time.process_time()
    move = player.choose(state.view(0), state.legal_moves(0))
    assert str(move) == "0 play 7C"
    assert time.process_time() - start < 1.0


def test_easy_is_the_normal_player_with_slips() -> None:
    state = new_game(4, seed=2)
    view, legal = state.view(state.turn), state.legal_moves(state.turn)
    picks = {str(make_player("easy", seed=s).choose(view, legal)) for s in range(30)}
    assert str(NormalPlayer().choose(view, legal)) in picks and len(picks) > 1


def test_strong_samples_agree_with_the_view() -> None:
    """A determinized sample keeps every seen card where it is, the total and the turn,
    and deals the unseen cards to the hidden slots."""
    from kortbord.engine.rng import Rng
    from kortbord.games.twentynine.ai import determinize
    state = at(E3)
    play(state, "0 play KH")                                          # 23, Bo to move
    sample = determinize(state.view(1), Rng(5))
    assert isinstance(sample, State)
    assert sample.total() == 23 and sample.turn == 1 and sample.zones["hand/1"] == state.zones["hand/1"]
    assert sample.zones["pile"] == state.zones["pile"]
    assert sorted(len(sample.zones[f"hand/{s}"]) for s in range(4)) == sorted(
        len(state.zones[f"hand/{s}"]) for s in range(4))
    assert sample.legal_moves(1) == state.legal_moves(1)
