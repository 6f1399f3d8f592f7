"""Black Jack (spec rules/blackjack.md): acceptance examples E1-E14, every payment line of S2,
the banker's double, visibility (A12), the options, R9's empty stock, and card points.

The banker K is seat 0 and the players P1, P2, P3 are seats 1-3, clockwise from his left;
``rig`` stacks the pack so the deal gives the cards the examples name.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Sequence

import pytest

from kortbord.engine.cards import Card, parse_cards
from kortbord.engine.kit.points import THIRTY_ONE, TWENTY_NINE, TWENTY_ONE, total
from kortbord.engine.registry import game_info
from kortbord.games.blackjack.rules import DECK, Hand, Phase, State, is_blackjack, new_game
from positions import play, reason

INFO = game_info("blackjack")
#: The game's translations waiting for the lead: its own file and later additions.
PENDING = [Path(__file__).resolve().parents[2] / f"assets/i18n/pending/{name}.jsonl"
           for name in ("h-blackjack", "h-finish12")]


def pending_lines() -> list[str]:
    return [line for path in PENDING for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def rig(players: int, holes: Sequence[str], ups: Sequence[str], draws: Sequence[str] = ()) -> list[Card]:
    """A pack (top = last) dealing ``holes`` and then ``ups`` to P1.. and K (K last), then ``draws``."""
    order = [Card.parse(c) for c in (*holes, *ups, *draws)]
    assert len(holes) == len(ups) == players
    rest = [c for c in DECK if c not in order]
    return rest + order[::-1]


def game(players: int, holes: Sequence[str], ups: Sequence[str], draws: Sequence[str] = (),
         **options: Any) -> State:
    return new_game(players, options, seed=1, dealer=0, deck=rig(players, holes, ups, draws))


def legal(state: State, seat: int) -> set[str]:
    return {str(m) for m in state.legal_moves(seat)}


def first(state: State, viewer: int | None, seat: int) -> Card | None:
    """``seat``'s first (face-down) card as ``viewer`` sees it: None when he may not."""
    return state.view(viewer).zones[f"hand/{seat}"][0].card


def last_round(state: State) -> list[int]:
    return state.rows[-1]


def danish(source: str) -> str:
    for line in pending_lines():
        entry = json.loads(line)
        if entry["context"] == "blackjack" and entry["source"] == source:
            return str(entry["da"])
    raise KeyError(source)


# --- the acceptance examples -------------------------------------------------------

def test_e1_plain_round() -> None:
    state = game(3, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    play(state, "1 stake 5", "2 stake 3", "0 peek", "0 decline", "1 stand", "2 stand", "0 reveal")
    assert state.points(0) == 18
    play(state, "0 stand")
    assert last_round(state) == [-2, 5, -3]
    assert state.phase is Phase.SETTLED and sum(state.balances) == 300


def test_e2_the_banker_doubles() -> None:
    state = game(2, ["9D", "KC"], ["AS", "6H"], ["9S"])
    play(state, "1 stake 4", "0 peek")
    assert first(state, 0, 0) == Card.parse("KC")
    play(state, "0 double")
    assert state.current_stake(1) == 8
    play(state, "1 stand", "0 reveal")
    assert legal(state, 0) == {"0 hit"}                      # 16: must draw
    play(state, "0 hit")
    assert state.points(0) == 25
    assert last_round(state) == [-8, 8]


def test_e3_banker_black_jack_alone() -> None:
    state = game(3, ["9C", "8C", "AS"], ["7D", "5D", "KH"])
    events = play(state, "1 stake 5", "2 stake 2", "0 peek", "0 decline")
    assert last_round(state) == [14, -10, -4]
    assert state.phase is Phase.SETTLED
    assert all(len(state.cards_of(s)) == 2 for s in range(3))     # nobody drew
    assert any(e.message is not None and e.message.key == "blackjack.R4a.banker_bj" for e in events)


@pytest.mark.parametrize("rule,expected", [("table", [7, -5, -2]), ("per_player", [9, -5, -4]),
                                           ("standoff", [4, 0, -4])])
def test_e4_banker_and_player_black_jack(rule: str, expected: list[int]) -> None:
    state = game(3, ["AC", "9C", "AS"], ["TD", "7H", "KH"], both_blackjack=rule)
    play(state, "1 stake 5", "2 stake 2", "0 peek", "0 decline")
    assert last_round(state) == expected
    assert state.phase is Phase.SETTLED


def test_e5_player_black_jack_after_a_double() -> None:
    state = game(4, ["AH", "9C", "5C", "8S"], ["JC", "7H", "TD", "7D"])
    play(state, "1 stake 3", "2 stake 2", "3 stake 2", "0 peek", "0 double")
    assert last_round(state) == [-12, 12, 0, 0]
    assert state.hands[1] is Hand.BLACKJACK and state.shown[1]
    assert state.phase is Phase.PLAY and state.turn == 2          # P2 and P3 play on
    assert not state.shown[0]                                    # R4c: the banker's card stays hidden


def test_e6_a_bust_is_paid_at_once_and_is_final() -> None:
    state = game(3, ["9C", "TS", "7H"], ["6D", "5C", "9D"], ["KH", "QS"])
    play(state, "1 stake 5", "2 stake 4", "0 peek", "0 decline", "1 hit")
    assert state.hands[1] is Hand.BUST and state.balances[1] == 95   # paid the moment he busts
    assert state.shown[1] and state.turn == 2
    play(state, "2 stand", "0 reveal")
    assert legal(state, 0) == {"0 hit"}
    play(state, "0 hit")
    assert last_round(state) == [1, -5, 4]                        # K pays P2, nothing back to P1


def test_e7_the_banker_cannot_stand_below_17() -> None:
    state = game(2, ["TC", "TD"], ["9C", "6S"])
    play(state, "1 stake 1", "0 peek", "0 decline", "1 stand", "0 reveal")
    assert reason(state, "0 stand") == "The banker must have at least 17 to stand"
    assert danish("The banker must have at least 17 to stand") == "Bankøren skal have mindst 17 for at stå"


def test_e8_the_banker_may_draw_on_17() -> None:
    state = game(2, ["TC", "9H"], ["9C", "8C"], ["2D"])
    play(state, "1 stake 2", "0 peek", "0 decline", "1 stand", "0 reveal")
    assert legal(state, 0) == {"0 hit", "0 stand"}
    play(state, "0 hit", "0 stand")
    assert last_round(state) == [2, -2]                           # 19 against 19: the banker's
    strict = game(2, ["TC", "9H"], ["9C", "8C"], ["2D"], banker_draw_rule="stand_on_17")
    play(strict, "1 stake 2", "0 peek", "0 decline", "1 stand", "0 reveal")
    assert reason(strict, "0 hit") == "The banker must stand on 17 or more"
    assert danish("The banker must stand on 17 or more") == "Bankøren skal stå på 17 eller mere"


def test_e9_soft_totals() -> None:
    state = game(2, ["TC", "AD"], ["9C", "6C"], ["9S"])
    play(state, "1 stake 2", "0 peek", "0 decline", "1 stand", "0 reveal")
    assert state.points(0) == 17 and "0 stand" in legal(state, 0)
    play(state, "0 hit")
    assert state.points(0) == 16 and legal(state, 0) == {"0 hit"}


def test_e10_a_three_card_21_is_no_black_jack_and_ties_go_to_the_banker() -> None:
    state = game(2, ["7H", "8D"], ["4S", "3C"], ["TC", "KS"])
    play(state, "1 stake 5", "0 peek", "0 decline", "1 hit")
    assert state.points(1) == 21 and state.hands[1] is Hand.STOOD     # the turn ends by itself
    assert state.phase is Phase.BANKER and not is_blackjack(state.cards_of(1))
    play(state, "0 reveal", "0 hit", "0 stand")
    assert last_round(state) == [5, -5]


def test_e11_stake_limits() -> None:
    state = game(3, ["7H", "8D", "9C"], ["4S", "3C", "2D"])
    play(state, "1 stake 4")
    assert state.turn == 2 and state.pending == 1
    assert reason(state, "2 stake 12") == "The stake must be between 1 and 10"
    assert danish("The stake must be between {low} and {high}") == "Indsatsen skal være mellem {low} og {high}"
    play(state, "2 chip +5", "2 chip +1")
    assert reason(state, "2 chip +5") == "The stake must be between 1 and 10"
    assert state.pending == 7                                     # the circle keeps its amount
    assert "2 chip +5" not in legal(state, 2) and "2 chip +1" in legal(state, 2)
    play(state, "2 ready")
    assert state.stakes == [0, 4, 7]


def test_e12_everyone_is_out_before_the_banker_plays() -> None:
    state = game(4, ["9C", "TS", "AH", "5C"], ["6D", "8C", "KD", "6H"], ["KH", "QS"])
    play(state, "1 stake 1", "2 stake 1", "3 stake 1", "0 peek", "0 decline")
    assert state.hands[3] is Hand.BLACKJACK
    events = play(state, "1 hit", "2 hit")
    assert state.phase is Phase.SETTLED and state.shown[0]
    assert state.points(0) == 11 and len(state.cards_of(0)) == 2   # below 17, drew nothing
    assert any(e.message is not None and e.message.key == "blackjack.R6.nobody_left" for e in events)
    assert last_round(state) == [0, -1, -1, 2]


def test_e13_the_double_comes_before_the_second_card() -> None:
    state = game(2, ["7H", "8D"], ["4S", "3C"])
    play(state, "1 stake 2")
    assert reason(state, "0 double") == "Look at your face-down card first: click it"
    play(state, "0 peek", "0 decline")
    assert state.phase is Phase.PLAY
    assert reason(state, "0 double") == "The double must be chosen before the second card"
    assert danish("The double must be chosen before the second card") == "Fordobling skal vælges før andet kort"
    assert not any(m.verb == "double" for s in range(2) for m in state.legal_moves(s))


def test_e14_end_of_game() -> None:
    state = new_game(4, {}, seed=5, dealer=3,
                     deck=rig(4, ["TC", "TD", "TH", "TS"], ["9C", "7D", "7H", "8S"]))
    assert state.total_rounds == 12
    # Given: round 12 is under way with the banker's last round of his three.
    state.rounds_played, state.held = 11, 2
    state.balances = [126, 98, 91, 85]
    state.rows = [[26, -2, -9, -15]] + [[0] * 4 for _ in range(10)]
    play(state, "0 stake 5", "1 stake 2", "2 stake 3", "3 peek", "3 decline",
         "0 stand", "1 stand", "2 stand", "3 reveal", "3 stand")
    assert state.is_over() and state.balances == [131, 96, 88, 85] and sum(state.balances) == 400
    sheet = state.result()
    assert sheet.finished and sheet.winners == (0,) and sheet.totals == (131, 96, 88, 85)
    assert [sum(r.values[c] or 0 for r in sheet.rows) for c in range(4)] == list(sheet.totals)


# --- the game as a whole --------------------------------------------------------

def auto(state: State) -> None:
    """Play one move of a simple policy: stake 2, no double, hit below 17, stand from 17."""
    seat = state.actors()[0]
    moves = {m.verb: m for m in state.legal_moves(seat)}
    for verb in ("deal", "peek", "decline", "reveal"):
        if verb in moves:
            state.apply(moves[verb])
            return
    if state.phase is Phase.STAKE:
        state.apply(state.parse_move(f"{seat} stake {min(2, state.stake_range(seat)[1])}"))
    elif "stand" in moves and (state.points(seat) >= 17 or "hit" not in moves):
        state.apply(moves["stand"])
    else:
        state.apply(moves["hit"])


def test_s3_every_participant_banks_three_rounds_in_a_row() -> None:
    state = new_game(4, {}, seed=9, dealer=2)
    bankers = []
    while not state.is_over():
        if state.phase is Phase.STAKE and len(bankers) == state.rounds_played:
            bankers.append(state.banker)
        auto(state)
        assert sum(state.balances) == 400                          # S1
    assert bankers == [2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 1]
    assert state.rounds_played == 12 and len(state.result().rows) == 13


def test_banker_laps_and_rounds_set_the_length() -> None:
    state = new_game(3, {"banker_rounds": 2, "banker_laps": 2}, seed=3, dealer=0)
    assert state.total_rounds == 12
    while not state.is_over():
        auto(state)
    assert state.rounds_played == 12


def test_the_next_round_waits_for_the_banker_to_deal() -> None:
    state = game(2, ["TC", "9H"], ["9C", "9D"])
    play(state, "1 stake 2", "0 peek", "0 decline", "1 stand", "0 reveal", "0 stand")
    assert state.phase is Phase.SETTLED and state.actors() == [0]
    assert all(first(state, 1, s) for s in range(2))             # the settled hands lie open
    assert legal(state, 0) == {"0 deal"}
    play(state, "0 deal")
    assert state.phase is Phase.STAKE and len(state.zones["stock"]) == 50
    assert state.pending == 2                                     # the circle starts from the last stake


# --- visibility (A12) ---------------------------------------------------------------

def test_a12_first_cards_are_seen_by_their_owners_only() -> None:
    state = game(3, ["9H", "7C", "TS"], ["TD", "QS", "8H"], ["KC"])
    assert first(state, 1, 1) == Card.parse("9H")
    assert first(state, 2, 1) is None and first(state, None, 1) is None
    assert first(state, 0, 0) is None                           # not even the banker before his peek
    play(state, "1 stake 1", "2 stake 1", "0 peek")
    assert first(state, 0, 0) == Card.parse("TS") and first(state, 1, 0) is None
    play(state, "0 decline", "1 stand", "2 hit")                  # P2 busts: his card is shown
    assert first(state, 1, 2) == Card.parse("7C")
    assert first(state, 2, 1) is None
    play(state, "0 reveal")
    assert first(state, 1, 0) == Card.parse("TS")


# --- the banker's double and its option --------------------------------------------

def test_r3_only_the_banker_doubles_and_only_once() -> None:
    state = game(3, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    assert reason(state, "0 double") == "The banker doubles when all stakes are placed"
    assert reason(state, "1 double") == "Only the banker may double"
    play(state, "1 stake 1", "2 stake 1", "0 peek")
    assert legal(state, 0) == {"0 double", "0 decline"}
    play(state, "0 double")
    assert state.doubled and state.phase is Phase.PLAY


def test_r3_without_the_banker_double_the_second_cards_come_at_once() -> None:
    state = game(2, ["9H", "TS"], ["TD", "8H"], banker_double=False)
    play(state, "1 stake 3")
    assert state.phase is Phase.PLAY and len(state.zones["hand/1"]) == 2
    assert reason(state, "0 double") == "The banker's double is not played with these rules"
    assert first(state, 0, 0) == Card.parse("TS")


def test_r10_no_split_insurance_or_surrender() -> None:
    state = game(2, ["8H", "TS"], ["8D", "8C"])
    play(state, "1 stake 3", "0 peek", "0 decline")
    for verb in ("split", "insurance", "surrender"):
        assert reason(state, f"1 {verb}") == \
            "Splitting, doubling down, insurance and surrender are not part of this game"


def test_out_of_turn_and_wrong_phase_are_refused_with_reasons() -> None:
    state = game(3, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    assert reason(state, "2 stake 3") == "It is not your turn"
    assert reason(state, "0 stake 3") == "The banker does not stake"
    assert reason(state, "1 hit") == "You may take cards when it is your turn, after the second card"
    assert reason(state, "0 reveal") == "The banker turns his card up when his turn begins"
    play(state, "1 stake 1", "2 stake 1", "0 peek", "0 decline")
    assert reason(state, "2 hit") == "It is not your turn"
    assert reason(state, "1 stake 2") == "Stakes are placed after the first card, before the banker doubles"
    play(state, "1 stand", "2 stand")
    assert reason(state, "0 hit") == "Turn your face-down card up first: click it"


# --- house rules -------------------------------------------------------------------

def test_a8_bank_to_black_jack() -> None:
    state = game(3, ["9H", "AC", "TS"], ["TD", "KD", "8H"], bank_to_blackjack=True)
    events = play(state, "1 stake 1", "2 stake 1", "0 peek", "0 decline", "1 stand", "0 reveal", "0 stand")
    assert state.banker == 2 and state.held == 0
    assert any(e.message is not None and e.message.key == "blackjack.A8.new_banker" for e in events)


def test_s4_no_debt_caps_stakes_and_players_leave_at_zero() -> None:
    state = game(3, ["9H", "5C", "TS"], ["TD", "QS", "9D"], ["KH"], allow_debt=False, start_chips=10,
                 max_stake=20)
    state.balances = [22, 4, 4]
    state.pending = 1
    assert state.stake_range(1) == (1, 4)
    assert reason(state, "1 stake 5") == "You cannot stake more than the 4 chips you have"
    play(state, "1 stake 4", "2 stake 4", "0 peek", "0 double")  # 8 each now: more than they have
    play(state, "1 stand", "2 hit")                                # P2 busts, pays 8: below zero
    assert state.balances[2] == -4
    events = play(state, "0 reveal", "0 stand")                   # 19 beats 19? no: P1 pays 8 too
    assert state.hands[1] is Hand.GONE and state.hands[2] is Hand.GONE
    assert any(e.message is not None and e.message.key == "blackjack.S4.leaves" for e in events)
    assert state.is_over() and state.result().winners == (0,)      # only the banker is left


def test_s4_a_banker_who_leaves_passes_the_bank_at_once() -> None:
    state = game(4, ["TH", "TC", "9S", "9H"], ["KD", "QS", "9D", "8H"], allow_debt=False, start_chips=10)
    state.balances = [3, 12, 12, 13]
    play(state, "1 stake 2", "2 stake 2", "3 stake 2", "0 peek", "0 decline",
         "1 stand", "2 stand", "3 stand", "0 reveal", "0 stand")
    assert state.balances[0] == -3 and state.hands[0] is Hand.GONE
    assert state.banker == 1 and state.held == 0 and state.phase is Phase.SETTLED
    play(state, "1 deal")
    assert state.zones["hand/0"] == [] and 0 not in state.actors()
    assert state.turn == 2


def test_own_decision_a_player_below_the_minimum_may_stake_all_he_has() -> None:
    state = game(2, ["9H", "TS"], ["TD", "9D"], allow_debt=False, min_stake=5)
    state.balances = [197, 3]
    assert state.stake_range(1) == (3, 3)


# --- R9: the stock runs out ---------------------------------------------------------

def test_r9_an_empty_stock_is_refilled_from_the_settled_hands() -> None:
    state = game(3, ["9C", "TS", "7H"], ["6D", "5C", "9D"], ["KH"])
    play(state, "1 stake 5", "2 stake 4", "0 peek", "0 decline", "1 hit")     # P1 is bust: settled
    state.zones["stock"].clear()                                  # (a changed deck rule)
    for card in list(state.uid):
        if card not in state.all_cards():
            del state.uid[card]
    events = play(state, "2 hit")
    assert any(e.message is not None and e.message.key == "blackjack.R9.reshuffled" for e in events)
    assert state.zones["hand/1"] == [] and len(state.zones["hand/2"]) == 3


def test_r9_with_nothing_to_reshuffle_the_player_stands() -> None:
    state = game(2, ["9C", "7H"], ["6D", "9D"])
    play(state, "1 stake 5", "0 peek", "0 decline")
    state.zones["stock"].clear()
    events = play(state, "1 hit")
    assert state.hands[1] is Hand.STOOD and state.phase is Phase.BANKER
    assert any(e.message is not None and e.message.key == "blackjack.R9.no_cards" for e in events)


# --- card points (kit) --------------------------------------------------------------

def test_r2_hand_totals() -> None:
    assert total(parse_cards("AD 6C")).points == 17 and total(parse_cards("AD 6C")).soft
    assert total(parse_cards("AD 6C 9S")).points == 16 and not total(parse_cards("AD 6C 9S")).soft
    assert total(parse_cards("AD AC 9S")).points == 21
    assert total(parse_cards("KD QC 5S")).points == 25
    assert total(parse_cards("JD QC")).points == 20
    assert is_blackjack(parse_cards("AS KH")) and is_blackjack(parse_cards("TD AC"))
    assert not is_blackjack(parse_cards("7H 4S TC"))


def test_the_point_scales_of_21_29_and_31() -> None:
    assert TWENTY_ONE.value(Card.parse("AS")) == 11 and TWENTY_ONE.value(Card.parse("QS")) == 10
    assert TWENTY_NINE.value(Card.parse("AS")) == 1 and TWENTY_NINE.value(Card.parse("KS")) == 1
    assert total(parse_cards("AS KS TS"), THIRTY_ONE).points == 31
    assert total(parse_cards("AS AC"), THIRTY_ONE).points == 22          # no low ace in 31
    assert total(parse_cards("9S AC JD"), TWENTY_NINE, limit=29).points == 11


# --- saves, texts, options --------------------------------------------------------

def test_a_game_saves_and_loads_mid_round() -> None:
    state = game(3, ["9H", "7C", "TS"], ["TD", "QS", "8H"])
    play(state, "1 chip +5", "1 ready", "2 stake 3", "0 peek", "0 double")
    again = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict() and again.notation() == state.notation()
    assert again.doubled and again.hands == state.hands
    assert State.from_notation(state.notation()).legal_moves(1) == state.legal_moves(1)


def test_every_phase_has_a_prompt_and_every_move_a_text() -> None:
    state = new_game(3, {}, seed=2)
    seen = set()
    for _ in range(400):
        if state.is_over():
            break
        seat = state.actors()[0]
        assert state.prompt(seat) is not None
        seen.add(state.prompt_key(seat))
        for move in state.legal_moves(seat):
            assert state.describe(move).key != "blackjack.not_a_move"
        auto(state)
    assert {"stake", "peek", "double", "play", "reveal", "settled"} <= seen


def test_every_text_has_danish_and_swedish() -> None:
    entries = [json.loads(line) for line in pending_lines()]
    sources = {e["source"] for e in entries if e["context"] == "blackjack"}
    from kortbord.games.blackjack import INFO as info, prompts, texts
    wanted = {m.text for m in vars(texts).values() if hasattr(m, "key") and hasattr(m, "text")}
    wanted |= {m.text for m in [*prompts.PROMPTS.values(), *prompts.CHOICES.values()]}
    for spec in info.options.specs:
        wanted |= {spec.label, spec.help, *spec.choice_labels}
    assert wanted - sources == set()
    assert all(e["da"].strip() and e["sv"].strip() for e in entries)


# --- computer players -------------------------------------------------------------

def choose(level: str, state: State, seat: int) -> str:
    from kortbord.games.blackjack.ai import make_player
    return str(make_player(level, seed=3).choose(state.view(seat), state.legal_moves(seat)))


def test_the_computer_stakes_by_its_first_card() -> None:
    ace = game(3, ["AH", "7C", "TS"], ["TD", "QS", "8H"])
    assert choose("strong", ace, 1) == "1 stake 10" and choose("normal", ace, 1) in {"1 stake 9", "1 stake 10"}
    low = game(3, ["5H", "7C", "TS"], ["TD", "QS", "8H"])
    assert choose("strong", low, 1) == "1 stake 1" and choose("normal", low, 1) in {"1 stake 1", "1 stake 2"}


def test_the_computer_banker_doubles_on_an_ace_and_not_on_a_low_card() -> None:
    for level in ("normal", "strong"):
        ace = game(3, ["5H", "7C", "AS"], ["TD", "QS", "8H"])
        play(ace, "1 stake 1", "2 stake 1", "0 peek")
        assert choose(level, ace, 0) == "0 double"
        low = game(3, ["5H", "7C", "4S"], ["TD", "QS", "8H"])
        play(low, "1 stake 10", "2 stake 10", "0 peek")
        assert choose(level, low, 0) == "0 decline"


def test_the_computer_player_hits_low_and_stands_high() -> None:
    for level in ("normal", "strong"):
        low = game(2, ["5H", "TS"], ["6D", "8H"])
        play(low, "1 stake 1", "0 peek", "0 decline")
        assert choose(level, low, 1) == "1 hit"                          # 11
        high = game(2, ["TH", "TS"], ["9D", "8H"])
        play(high, "1 stake 1", "0 peek", "0 decline")
        assert choose(level, high, 1) == "1 stand"                       # 19


def test_the_computer_banker_weighs_drawing_on_17() -> None:
    """From 17 the banker draws only when standing loses more than drawing does."""
    open_k = game(2, ["TH", "9S"], ["KD", "8H"])
    play(open_k, "1 stake 5", "0 peek", "0 decline", "1 stand", "0 reveal")
    assert open_k.points(0) == 17
    assert choose("strong", open_k, 0) == choose("normal", open_k, 0) == "0 stand"   # K + ?: as likely lower
    beaten = game(2, ["2C", "TH"], ["KD", "7S"], ["9S"])
    play(beaten, "1 stake 5", "0 peek", "0 decline", "1 hit", "0 reveal")
    assert beaten.points(0) == 17 and beaten.hands[1] is Hand.STOOD   # K 9 + ?: 20 or 21
    assert choose("strong", beaten, 0) == choose("normal", beaten, 0) == "0 hit"


def test_every_level_plays_a_whole_game_and_strong_decides_quickly() -> None:
    from kortbord.games.blackjack.ai import make_player
    state = new_game(4, {}, seed=21)
    players = [make_player(level, seed=s) for s, level in enumerate(("random", "easy", "normal", "strong"))]
    slowest = 0.0
    while not state.is_over():
        seat = state.actors()[0]
        start = time.process_time()
        move = players[seat].choose(state.view(seat), state.legal_moves(seat))
        if seat == 3:
            slowest = max(slowest, time.process_time() - start)
        state.apply(move)
    assert sum(state.balances) == 400 and slowest < 0.25


def test_the_strong_player_counts_the_banker_odds_exactly() -> None:
    """The banker's final totals over the unseen cards, exactly: his hidden card is one of
    them but not one that made Black Jack (R4 settled it), and he draws below 17 (A4)."""
    from kortbord.games.blackjack.ai import BUST, banker_odds, class_counts, player_odds, slot
    cards = [Card.parse(c) for c in ("TS", "7C", "5D", "KS", "AH", "9C")]
    ten, seven, five, king, ace, nine = cards
    odds = banker_odds([ten], True, class_counts([seven, five]))       # 17, or 15 + 7: over 21
    assert odds[slot(17)] == odds[BUST] == 0.5 and sum(odds) == 1.0
    odds = banker_odds([king], True, class_counts([ace, nine]))        # A would have been Black Jack
    assert odds[slot(19)] == 1.0
    full = banker_odds([ten], True, class_counts([c for c in DECK if c is not ten]))
    assert abs(sum(full) - 1.0) < 1e-9 and 0.22 < full[BUST] < 0.24 and full[slot(20)] > 0.35
    assert player_odds([king], True, class_counts([ace, nine, five])) == {19: 0.5, 15: 0.5}   # he stood
