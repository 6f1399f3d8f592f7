"""Gris (spec rules/gris.md): acceptance examples 1-12, every option, hidden information,
prompts and the computer players.

Players A, B, C, D, E are seats 0-4 and E deals (A is on the dealer's left), unless
a test says otherwise. Positions are written in the engine notation.
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

import pytest

from kortbord.engine.cards import Card
from kortbord.engine.events import Event, EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.view import Hidden
from kortbord.games.gris.rules import FULL_DECK, PIG, SHORT_DECK, Phase, State, new_game

INFO = game_info("gris")
NAMES = dict(enumerate("ABCDEFGHIJ"))
A, B, C, D, E = range(5)


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def reason(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english(NAMES)


def hand(state: State, seat: int) -> set[str]:
    return {c.text for c in state.zones[f"hand/{seat}"]}


def news(events: Sequence[Event]) -> list[str]:
    return [e.message.english(NAMES) for e in events if e.message is not None]


#: Five hands, E deals; A holds the pig; C holds three sixes; E is dealt four queens.
FIVE = ("gris 5p | dealer=4 | hand/0: 6S 7S 8S 9S TS JS KS | hand/1: 9H 7H 8H TH JH KH AH"
        " | hand/2: 6H 6D 6C 7D 8D 9D KD | hand/3: TD JD AD 7C 8C 9C TC"
        " | hand/4: QS QH QD QC JC KC AC")


def test_example_1_deck_and_hands() -> None:
    state = new_game(5, seed=3, dealer=E)
    sizes = [len(state.zones[f"hand/{s}"]) for s in range(5)]
    assert sizes == [8, 7, 7, 7, 7]                          # A, on the dealer's left, gets one more
    assert set(state.all_cards()) == set(SHORT_DECK) and len(SHORT_DECK) == 36
    assert all(c.rank in "6789TJQKA" for c in state.all_cards())
    eight = new_game(8, seed=3, dealer=7)
    assert [len(eight.zones[f"hand/{s}"]) for s in range(8)] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert len(eight.all_cards()) == 52
    assert state.holder == next(s for s in range(5) if PIG in state.zones[f"hand/{s}"])


def test_example_2_one_pass() -> None:
    state = at(FIVE)
    assert state.to_move() == A and [str(m) for m in state.legal_moves(A)] == ["0 pass 6S"]
    play(state, "0 pass 6S")
    assert state.to_move() == B and state.owing
    assert "1 give 6S" not in {str(m) for m in state.legal_moves(B)}
    play(state, "1 give 9H")
    assert "9H" in hand(state, A) and "6S" in hand(state, B)
    assert [str(m) for m in state.legal_moves(B)] == ["1 pass 6S"]
    assert [len(state.zones[f"hand/{s}"]) for s in range(5)] == [7, 7, 7, 7, 7]


def test_example_3_the_pig_cannot_be_given_back() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S")
    assert reason(state, "1 give 6S") == "You cannot give the pig back"


def test_example_4_four_sixes_with_the_pig() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S", "1 give 9H", "1 pass 6S", "2 give KD")
    assert "KD" in hand(state, B)
    events = play(state, "2 four 6S 6H 6D 6C")
    assert {c.text for c in state.zones["laid/2"]} == {"6S", "6H", "6D", "6C"}
    assert state.phase is Phase.RACE and state.places == [C]
    assert sorted(state.actors()) == [A, B, D, E]
    assert "Fire ens!" in news(events)                       # race_signal=flash: the first four is called


def test_example_5_give_back_first() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S", "1 give 9H", "1 pass 6S")
    assert reason(state, "2 four 6S 6H 6D 6C") == "Give a card back to B first"


def test_example_6_no_false_lay_down() -> None:
    state = at("gris 5p | dealer=4 | hand/0: 9S 9H 9D TC 6S | hand/1: 7H 8H | hand/2: 7D 8D"
               " | hand/3: 7C 8C | hand/4: 7S 8S")
    assert reason(state, "0 four 9S 9H 9D TC") == "You do not have four of a kind"
    assert state.phase is Phase.PASS and state.actors() == [A]


def test_false_lay_down_gris_option_makes_the_player_gris() -> None:
    state = at("gris 5p false_lay_down=gris | dealer=4 | hand/0: 9S 9H 9D TC 6S | hand/1: 7H 8H 9C TH"
               " | hand/2: 7D 8D TD JD | hand/3: 7C 8C JC QC | hand/4: 7S 8S JS QS")
    events = play(state, "0 four 9S 9H 9D TC")
    assert state.scores == [1, 0, 0, 0, 0] and state.rounds == [A]
    assert state.dealer == A and any(e.kind is EventKind.ROUND_OVER for e in events)
    assert "A laid down four cards that are not four of a kind and is GRIS" in news(events)


def test_example_7_race_result_the_last_one_is_gris_at_once() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S", "1 give 9H", "1 pass 6S", "2 give KD", "2 four 6S 6H 6D 6C")
    play(state, "1 down 7H 8H TH JH")                       # B at 0.9 s
    play(state, "0 down 7S 8S 9S 9H")                       # the human A at 1.4 s
    assert state.phase is Phase.RACE
    events = play(state, "4 down QS QH QD QC")              # E at 1.8 s
    assert state.rounds == [D] and state.scores == [0, 0, 0, 1, 0]
    assert state.last_order == [C, B, A, E, D]
    assert state.dealer == D and state.phase is Phase.PASS   # D deals the next round at once
    assert "GRIS!" in news(events) and "D is GRIS and deals next" in news(events)
    assert state.result().rows[0].values == (0, 0, 0, 1, 0)


def test_r3_laid_once_and_ignored_after() -> None:
    state = at(FIVE)
    play(state, "4 four QS QH QD QC")
    assert state.legal_moves(E) == [] and E not in state.actors()
    assert reason(state, "4 down JC KC AC") == "You have laid down already"
    assert reason(state, "0 down 6S 7S") == "Lay down exactly four cards"
    assert reason(state, "0 pass 6S") == "The race is on: lay down four cards"
    assert len(state.legal_moves(A)) == 35                   # any four of A's seven cards (A10)


def test_example_8_a_dealt_four_of_a_kind() -> None:
    state = at(FIVE)
    assert E in state.actors()
    play(state, "4 four QS QH QD QC")
    assert state.phase is Phase.RACE and PIG in state.zones["hand/0"] and state.passes == 0


def test_example_9_end_of_game() -> None:
    state = at(FIVE.replace("dealer=4", 'dealer=4 scores=[2,1,0,4,3]'))
    play(state, "4 four QS QH QD QC", "0 down 7S 8S 9S TS", "1 down 7H 8H TH JH", "2 down 7D 8D 9D KD")
    assert state.is_over() and state.scores == [2, 1, 0, 5, 3]
    sheet = state.result()
    assert sheet.finished and sheet.lower_is_better and sheet.winners == (C,) and sheet.target == 5
    assert state.actors() == []


def test_s2_tied_players_share_the_win() -> None:
    state = at(FIVE.replace("dealer=4", 'dealer=4 scores=[1,1,3,4,2]'))
    play(state, "4 four QS QH QD QC", "0 down 7S 8S 9S TS", "1 down 7H 8H TH JH", "2 down 7D 8D 9D KD")
    assert state.result().winners == (A, B)


def test_s3_pig_limit_zero_has_no_end_but_may_be_stopped_at_a_deal() -> None:
    state = new_game(5, {"pig_limit": 0}, seed=1, dealer=E)
    assert sorted(state.actors()) == [0, 1, 2, 3, 4]
    assert "3 stop" in {str(m) for m in state.legal_moves(D)}
    holder = state.holder
    play(state, f"{holder} pass 6S")
    assert reason(state, "3 stop") == "The game can be stopped only at a new deal, in a game without end"
    state = new_game(5, {"pig_limit": 0}, seed=1, dealer=E, )
    state.scores = [0, 9, 0, 0, 0]
    state.changed()
    play(state, "2 stop")
    assert state.is_over() and state.result().winners == (0, 2, 3, 4) and state.result().target is None


def test_example_10_endless_passing_voids_the_deal() -> None:
    state = new_game(4, {"max_laps": 5}, seed=11, dealer=3)
    holder = state.holder
    while True:
        seat = state.holder
        moves = [m for m in state.legal_moves(seat) if m.verb in ("pass", "give")]
        events = state.apply(moves[0])
        if state.rounds:
            break
        assert state.laps < 5
    assert state.rounds == [-1] and state.scores == [0, 0, 0, 0] and state.dealer == 3
    assert "The pig went round 5 times without four of a kind: the deal is void" in news(events)
    assert state.laps == 0 and state.passes == 0 and state.holder != -1
    assert state.result().rows[0].label.english(NAMES) == "Round 1: void, nobody scores (R6)"
    del holder


def test_example_10_default_is_twenty_laps() -> None:
    state = new_game(4, seed=5, dealer=3)
    passes = 0
    while not state.rounds:
        seat = state.holder
        state.apply(next(m for m in state.legal_moves(seat) if m.verb in ("pass", "give")))
        passes += state.legal_moves(seat) == [] or 0
    assert state.rounds == [-1]


def test_example_11_a_real_four_in_the_race_is_just_four_cards() -> None:
    state = at("gris 5p | dealer=4 | hand/0: 6S 7S 9S TS | hand/1: 8S 8H 8D 8C 9H | hand/2: 7D 9D KD KC"
               " | hand/3: TD JD AD 7C | hand/4: QS QH QD QC")
    play(state, "4 four QS QH QD QC")
    assert "1 down 8S 8H 8D 8C" in {str(m) for m in state.legal_moves(B)}
    assert reason(state, "1 four 8S 8H 8D 8C") == "The race is on: lay down four cards"
    play(state, "0 down 6S 7S 9S TS", "1 down 8S 8H 8D 8C")
    assert state.places == [E, A, B] and state.scores == [0, 0, 0, 0, 0]


def test_example_12_seven_players_use_the_full_pack() -> None:
    state = new_game(7, seed=2)
    assert set(state.all_cards()) == set(FULL_DECK) and PIG in FULL_DECK
    twos = at("gris 7p | dealer=6 | hand/0: 2S 2H 2D 2C 6S | hand/1: 3H | hand/2: 3D | hand/3: 3C"
              " | hand/4: 3S | hand/5: 4H | hand/6: 4D")
    assert "0 four 2S 2H 2D 2C" in {str(m) for m in twos.legal_moves(A)}


def test_r2_give_back_owed_is_cancelled_when_the_race_starts() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S")
    assert state.owing and len(state.zones["hand/0"]) == 6
    play(state, "4 four QS QH QD QC")                       # E lays down while B owes A a card
    assert not state.owing and len(state.zones["hand/0"]) == 6 and PIG in state.zones["hand/1"]
    assert sorted(state.actors()) == [A, B, C, D]


def test_r5_two_fours_in_one_exchange_both_are_safe() -> None:
    state = at("gris 4p | dealer=3 | hand/0: 6S 9S 9H 9D KS | hand/1: 9C 7H 7D 7C KH"
               " | hand/2: 8S 8H 8D TC | hand/3: JS JH JD QC")
    play(state, "0 pass 6S", "1 give 9C")                    # A now has four nines
    assert "0 four 9S 9H 9D 9C" in {str(m) for m in state.legal_moves(A)}
    play(state, "0 four 9S 9H 9D 9C")
    play(state, "1 down 7H 7D 7C KH")
    assert state.places == [A, B]


def test_race_signal_quiet_lays_the_first_four_silently() -> None:
    state = at(FIVE.replace("gris 5p", "gris 5p race_signal=quiet"))
    events = play(state, "4 four QS QH QD QC")
    assert state.phase is Phase.RACE and not [e for e in events if e.kind is EventKind.CALL]
    assert state.public()["flash"] is False


def test_refusals_have_reasons() -> None:
    state = at(FIVE)
    assert reason(state, "1 pass 6S") == "A has the pig, not you"
    assert reason(state, "0 pass 7S") == "Only the pig is sent on"
    assert reason(state, "0 give 7S") == "You owe nobody a card now"
    assert reason(state, "0 down 7S 8S 9S TS") == "The race has not begun: only four of a kind may be laid down"
    assert reason(state, "0 four QS QH QD QC") == "You do not hold Q♠"
    play(state, "0 pass 6S")
    assert reason(state, "1 give 9H 3") == "Give the card back to A"
    assert reason(state, "1 give 9S") == "You do not hold 9♠"
    assert reason(state, "1 pass 6S") == "Give a card back to A first"
    assert reason(state, "1 stop") == "The game can be stopped only at a new deal, in a game without end"


def test_hidden_information_the_pig_is_public_the_card_back_is_not() -> None:
    state = at(FIVE)
    view = state.view(D)
    assert view.cards("hand/0") == [PIG]                     # the pig is face up in A's hand
    before = state.clone()
    events = play(state, "0 pass 6S")
    seen = state.events_for(events, D, before)
    assert seen[0].cards == (PIG,)
    before = state.clone()
    events = play(state, "1 give 9H")
    assert events[0].cards == (Card.parse("9H"),)
    for seat in (C, D, E, None):
        seen = state.events_for(events, seat, before)
        assert all(isinstance(c, Hidden) for e in seen for c in e.cards)
    assert state.events_for(events, A, before)[0].cards == (Card.parse("9H"),)
    assert "give" in str(state.describe(state.parse_move("1 give 9H")).text).lower()
    assert "9" not in state.describe(state.parse_move("1 give 9H")).english(NAMES)


def test_prompts() -> None:
    state = at(FIVE)
    assert state.prompt(A).english(NAMES).startswith("Send the pig on to B")
    assert state.prompt(E).english(NAMES).startswith("You have four of a kind")
    assert state.prompt(B) is None
    play(state, "0 pass 6S")
    assert state.prompt(B).english(NAMES).startswith("Give a card back to A")
    play(state, "4 four QS QH QD QC")
    assert state.prompt(A).english(NAMES).startswith("LÆG NED!")


def test_round_trip_mid_race() -> None:
    state = at(FIVE)
    play(state, "0 pass 6S", "4 four QS QH QD QC", "2 down 6H 6D 6C 7D")
    again = State.from_dict(state.to_dict())
    assert again.notation() == state.notation() and again.actors() == state.actors()
    assert State.from_notation(state.notation()).actors() == state.actors()


def test_deals_are_complete_for_every_table() -> None:
    for players in range(4, 11):
        state = new_game(players, seed=players)
        counts = Counter(len(state.zones[f"hand/{s}"]) for s in range(players))
        assert min(counts) >= 5 and max(counts) - min(counts) <= 1


def test_score_panel_status_names_the_round_and_the_last_race() -> None:
    state = at(FIVE)
    assert state.result().status.english(NAMES) == "Round 1 · 5 pig points end the game"
    play(state, "4 four QS QH QD QC", "0 down 7S 8S 9S TS", "1 down 7H 8H TH JH", "2 down 7D 8D 9D KD")
    assert state.result().status.english(NAMES) == (
        "Round 2 · 5 pig points end the game · last race: E, A, B, C, D")


# --- computer players ------------------------------------------------------------

from kortbord.games.gris.ai import GrisPlayer, make_player, reaction_range  # noqa: E402
from kortbord.games.gris.rules import GIVE  # noqa: E402
from positions import play


def test_normal_gives_a_single_card_and_keeps_its_biggest_rank() -> None:
    """Decent player: give a card of the rank held fewest; never break a pair for a single."""
    state = at("gris 5p | dealer=4 owing=true passes=1 | hand/0: 6S 9S 9H 9D KS KH 7C | hand/1: 7H"
               " | hand/2: 7D | hand/3: 8C | hand/4: 8S")
    move = GrisPlayer("normal").choose(state.view(A), state.legal_moves(A))
    assert str(move) == "0 give 7C"


def test_no_level_gives_away_a_card_of_its_four() -> None:
    state = at("gris 5p | dealer=4 owing=true passes=1 | hand/0: 6S 9S 9H 9D 9C KD AD | hand/1: 7H"
               " | hand/2: 7D | hand/3: 8C | hand/4: 8S")
    for level in ("easy", "normal", "strong"):
        for seed in range(8):
            move = make_player(level, seed).choose(state.view(A), state.legal_moves(A))
            assert move.verb == "give" and move.cards[0].rank != "9", level


def test_strong_keeps_its_sixes_for_the_pig() -> None:
    """Strong: with a pair of sixes and a pair of eights, it gives an eight (the pig brings the
    fourth six round every lap); normal gives a six (equal counts: the lower rank goes)."""
    state = at("gris 5p | dealer=4 owing=true passes=1 | hand/1: 6S | hand/0: 6H 6D KS KH KC 8C 8D"
               " | hand/2: 7D | hand/3: 8S | hand/4: 9S")
    state.holder, state.owing = A, True
    state.changed()
    legal = [GIVE[A][c] for c in state.zones["hand/0"]]
    assert GrisPlayer("strong").give(state.view(A), legal).cards[0].rank == "8"
    assert GrisPlayer("normal").give(state.view(A), legal).cards[0].rank == "6"


def test_pig_holder_lays_four_sixes_at_once_else_passes() -> None:
    state = at("gris 5p | dealer=4 | hand/0: 6S 6H 6D 6C 9S | hand/1: 7H | hand/2: 7D | hand/3: 8C | hand/4: 8S")
    assert GrisPlayer().choose(state.view(A), state.legal_moves(A)).verb == "four"
    state = at(FIVE.replace("hand/0: 6S 7S 8S 9S TS JS KS", "hand/0: 6S 7S 8S 9S TS JS KS"))
    assert GrisPlayer().choose(state.view(A), state.legal_moves(A)).verb == "pass"


def test_reaction_ranges_follow_level_and_cpu_speed() -> None:
    assert reaction_range("easy", "normal") == (1.2, 3.0)
    assert reaction_range("normal", "normal") == (0.7, 2.0)
    assert reaction_range("strong", "normal") == (0.4, 1.2)
    assert reaction_range("easy", "hard") == (0.7, 2.0) and reaction_range("strong", "hard") == (0.4, 1.2)
    assert reaction_range("normal", "easy") == (1.2, 3.0)
    state = at(FIVE)
    play(state, "4 four QS QH QD QC")
    for level, (low, high) in (("easy", (1.2, 3.0)), ("normal", (0.7, 2.0)), ("strong", (0.4, 1.2))):
        player = make_player(level, 3)
        delays = [player.reaction_delay(state.view(B), state.legal_moves(B)) for _ in range(50)]  # type: ignore[attr-defined]
        assert all(low <= d <= high for d in delays) and max(delays) - min(delays) > 0.2


def test_noticing_delay_and_no_stopping() -> None:
    state = at(FIVE)
    player = GrisPlayer("normal", 1)
    delay = player.reaction_delay(state.view(E), state.legal_moves(E))
    assert delay is not None and 0.5 <= delay <= 2.5
    assert player.reaction_delay(state.view(A), state.legal_moves(A)) is None   # on turn: not timed
    endless = new_game(5, {"pig_limit": 0}, seed=1, dealer=E)
    quiet = [s for s in range(5) if s != endless.holder and not endless.quads_of(s)]
    assert not player.wants_to_act(endless.view(quiet[0]), endless.legal_moves(quiet[0]))


def test_race_moves_are_the_moves_the_constructor_makes() -> None:
    """The fast race list (R3, A10) equals ``Move(seat, "down", four)`` one by one, in hand order."""
    from itertools import combinations

    from kortbord.engine.moves import Move
    from kortbord.games.gris.rules import hand_key, race_moves
    hand = [Card.parse(t) for t in "KD 6S 9H 9C AS 7D".split()]
    made = race_moves(3, hand)
    wanted = [Move(3, "down", four) for four in combinations(sorted(hand, key=hand_key), 4)]
    assert made == wanted and len(made) == 15
    assert {hash(m) for m in made} == {hash(m) for m in wanted}
    assert str(made[0]) == "3 down 6S 7D 9H 9C"
