"""Kortspillet uden navn (spec rules/uden_navn.md): acceptance examples 1-16, the options,
buying out of turn, closing, scoring and hidden information.

Positions are written in the engine notation; players A, B, C, D are seats 0-3.
"""
from __future__ import annotations

import json
from typing import Sequence

import pytest

from kortbord.engine.cards import Card, parse_cards
from kortbord.engine.events import Event, EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.view import Hidden
from kortbord.games.uden_navn.rules import Phase, State, deck_for, new_game, value
from positions import moves, play

INFO = game_info("uden_navn")
NAMES = {0: "A", 1: "B", 2: "C", 3: "D"}
A, B, C, D = range(4)


def at(text: str) -> State:
    state = State.from_notation("uden_navn 4p | " + text)
    assert isinstance(state, State)
    return state


def reason(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english(NAMES)


def hand(state: State, seat: int) -> str:
    return " ".join(sorted(c.text for c in state.zones[f"hand/{seat}"]))


def stage(state: State, seat: int, *groups: str) -> None:
    for g, group in enumerate(groups):
        for card in group.split():
            play(state, f"{seat} stage {card} {g + 1}")


def news(events: Sequence[Event]) -> list[str]:
    return [e.message.english(NAMES) for e in events if e.message is not None]


STOCK = "stock: 2D.1 3D.1 4D.1 5D.1 6D.1 8D.1 | discard: KS.1"


def test_e1_deal_sizes() -> None:
    state = new_game(4, seed=1, dealer=0)
    assert len(deck_for(4, state.options)) == 110
    assert all(len(state.zones[f"hand/{s}"]) == 10 for s in range(4))
    assert len(state.zones["discard"]) == 1 and len(state.zones["stock"]) == 69
    assert len({c.text for c in state.all_cards()}) == 110                  # ids unique in the game
    for number, stock in ((6, 65), (7, 61)):
        state.round_no = number
        state.deal(0)
        assert len(state.zones["stock"]) == stock
    six = new_game(6, seed=2, dealer=0)
    assert len(six.all_cards()) == 165
    six.round_no = 7
    six.deal(0)
    assert len(six.zones["stock"]) == 165 - 72 - 1
    assert len(new_game(4, {"jokers_per_deck": 2, "decks": "3"}, seed=1).all_cards()) == 162


def test_e2_round_one_lay_down() -> None:
    state = at(f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | "
               "hand/1: 7S 7H 7H.1 QD QC JK 2S 5D 9C KH 4S")
    stage(state, B, "7S 7H 7H.1", "QD QC JK")
    assert "1 laydown" in moves(state, B)
    events = play(state, "1 laydown")
    assert "B lays down" in news(events)
    assert hand(state, B) == "2S 4S 5D 9C KH"
    assert [c.text for c in state.zones["meld1/1"]] == ["QD", "QC", "JK"]
    assert state.down[B] and state.phase is Phase.PLAY
    assert "1 laydown" not in moves(state, B) and "1 discard 2S" in moves(state, B)


def test_e3_no_partial_lay_down() -> None:
    state = at(f"round_no=1 dealer=0 turn=2 phase=play | {STOCK} | hand/2: 8S 8D 8C 2H 5C 9S JD")
    stage(state, C, "8S 8D 8C")
    assert reason(state, "2 laydown") == "You must lay down the whole contract at once: two sets"


def test_e4_exactly_the_contract() -> None:
    state = at(f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 7S 7H 7D QD QC QS 4C 4H 4S 9D KS")
    stage(state, B, "7S 7H 7D", "QD QC QS", "")
    for card in "4C 4H 4S".split():       # a third group does not even exist in round 1
        assert reason(state, f"1 stage {card} 3") == "This round has 2 groups"
    play(state, "1 stage 4C 2", "1 stage 4H 2", "1 stage 4S 2")
    assert reason(state, "1 laydown").startswith("A meld is either")
    play(state, "1 unstage 4C", "1 unstage 4H", "1 unstage 4S", "1 laydown")
    assert hand(state, B) == "4C 4H 4S 9D KS"


def test_e4_three_groups_refused_where_there_are_three_trays() -> None:
    state = at(f"round_no=4 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 7S 7H 7D QD QC QS 4C 4H 4S 9D KS")
    stage(state, B, "7S 7H 7D", "QD QC QS")
    assert reason(state, "1 laydown") == "You must lay down the whole contract at once: three sets"
    state = at(f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 7S 7H 7D QD QC QS 4C 4H 4S 9D KS")
    from kortbord.games.uden_navn.contract import ROUNDS, judge
    groups = [parse_cards("7S 7H 7D"), parse_cards("QD QC QS"), parse_cards("4C 4H 4S")]
    verdict = judge(groups, ROUNDS[0])
    assert not isinstance(verdict, list) and verdict.english() == "Round 1 (3×3) is exactly two sets"


def test_e5_run_length() -> None:
    state = at(f"round_no=2 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 5S 5H 5C 9D TD JD QD 2C")
    stage(state, B, "5S 5H 5C", "9D TD JD")
    assert reason(state, "1 laydown") == "A run needs at least four cards of one suit in sequence"
    play(state, "1 stage QD 2", "1 laydown")
    assert [c.text for c in state.zones["meld1/1"]] == ["9D", "TD", "JD", "QD"]


def test_e6_aces_in_runs() -> None:
    state = at(f"round_no=3 dealer=0 turn=0 phase=play | {STOCK} | hand/0: JS QS KS AS AH 2H 3H 4H 9C")
    stage(state, A, "JS QS KS AS", "AH 2H 3H 4H")
    assert "0 laydown" in moves(state, A)
    state = at(f"round_no=3 dealer=0 turn=0 phase=play | {STOCK} | hand/0: QS KS AS 2S AH 2H 3H 4H 9C")
    stage(state, A, "QS KS AS 2S", "AH 2H 3H 4H")
    assert reason(state, "0 laydown") == "A run cannot go round the corner from king to two"


DOWN_B = ("meld0/1: 7S 7H 7H.1 | meld1/1: QD QC JK")


def test_e7_laying_off_needs_your_own_lay_down() -> None:
    state = at(f"round_no=1 dealer=0 turn=3 phase=play down=[false,true,false,false] | {STOCK} | "
               f"{DOWN_B} | hand/3: 7C 9S 9H 9D KC KD KH 2C")
    assert reason(state, "3 layoff 7C meld0/1") == "You must lay down your own contract first"
    stage(state, D, "9S 9H 9D", "KC KD KH")
    play(state, "3 laydown", "3 layoff 7C meld0/1")
    assert [c.text for c in state.zones["meld0/1"]] == ["7S", "7H", "7H.1", "7C"]
    assert hand(state, D) == "2C"


def buying() -> State:
    """Example 8: A has just discarded 9H, B is next; the stock from the top is 4C KD 7S."""
    return at("round_no=1 dealer=3 turn=1 phase=draw offer=true offerer=0 | stock: 2D 7S KD 4C | "
              "discard: 5S 9H | hand/0: 2H 3H | hand/1: 2S 3S | hand/2: 2C 3C 4H 5H 6H 7H 8H 9S TS JS | "
              "hand/3: 2D.1 3D")


def test_e8_buying() -> None:
    state = buying()
    assert state.actors() == [C, D, B] and state.to_move() is None        # buyers may ask first
    events = play(state, "2 buy")
    assert "C wants to buy 9♥" in news(events)
    assert state.actors() == [D, B]
    events = play(state, "1 draw")
    assert hand(state, C) == "2C 3C 4C 4H 5H 6H 7H 8H 9H 9S JS KD TS"      # 10 -> 13, nothing discarded
    assert hand(state, B) == "2S 3S 7S"
    assert state.turn == B and state.phase is Phase.PLAY and state.buys[C] == 1
    assert "C buys 9♥ and takes two more cards" in news(events)
    # The two extra cards went face down: A sees only hidden ids.
    seen = state.events_for(events, A, buying())
    assert all(isinstance(c, Hidden) for e in seen if e.src == "stock" for c in e.cards)
    play(state, "1 discard 2S")
    play(state, "2 draw")
    assert state.turn == C and len(state.zones["hand/2"]) == 14
    play(state, "2 discard 2C")
    assert len(state.zones["hand/2"]) == 13


def test_e9_the_next_player_takes_it() -> None:
    state = buying()
    play(state, "2 buy")
    events = play(state, "1 take")
    assert hand(state, B) == "2S 3S 9H" and len(state.zones["hand/2"]) == 10
    assert "B takes 9♥: the requests lapse" in news(events)
    assert state.requests == [] and state.buys[C] == 0


def test_e10_who_cannot_buy() -> None:
    state = buying()
    assert reason(state, "1 buy") == "You are next – take it as your draw instead"
    assert reason(state, "0 buy") == "You cannot buy your own discard"
    play(state, "3 buy", "2 buy")
    assert reason(state, "2 buy") == "You have already asked to buy this card"
    play(state, "1 draw")                                   # D asked first and gets it
    assert state.buys == [0, 0, 0, 1]


def test_r9_the_start_card_can_be_bought_by_the_dealer_too() -> None:
    state = new_game(4, seed=5, dealer=0)
    assert state.turn == B and set(state.buyers()) == {A, C, D}
    play(state, "0 buy", "1 draw")
    assert len(state.zones["hand/0"]) == 13


def test_a7_buy_limit_and_laid_down_players() -> None:
    state = at("round_no=1 dealer=3 turn=1 phase=draw offer=true offerer=0 buys=[0,0,1,0] "
               "down=[false,false,false,true] | stock: 2D 7S KD 4C | discard: 9H")
    assert state.buyers() == [C]
    assert reason(state, "3 buy") == "You have laid down: you may not buy any more"
    limited = State.from_notation(state.notation().replace("uden_navn 4p", "uden_navn 4p buy_limit=\"1\""))
    assert reason(limited, "2 buy") == "No more purchases for you this round (at most 1)"
    free = State.from_notation(state.notation().replace("uden_navn 4p", "uden_navn 4p buy_after_laydown=true"))
    assert free.buyers() == [C, D]


RUN_B = "meld0/1: QD QC JK.1 | meld1/1: 9S 9H 9C | meld2/1: 5H JK 7H 8H"


def test_e11_taking_a_joker_from_a_run() -> None:
    state = at(f"round_no=5 dealer=0 turn=3 phase=play down=[false,true,false,true] | {STOCK} | {RUN_B} | "
               "hand/3: 6H 2C KS | hand/2: 6H.1 QS")
    assert reason(state, "3 swap KS meld0/1") == "Jokers in sets cannot be taken"
    play(state, "3 swap 6H meld2/1")
    assert [c.text for c in state.zones["meld2/1"]] == ["5H", "6H", "7H", "8H"]
    assert hand(state, D) == "2C JK KS"
    state = at(f"round_no=5 dealer=0 turn=2 phase=play down=[false,true,false,true] | {STOCK} | {RUN_B} | "
               "hand/2: 6H.1 QS")
    assert reason(state, "2 swap 6H.1 meld2/1") == "Lay down first"


def test_a5_owner_takes_joker_option() -> None:
    text = f"round_no=5 dealer=0 turn=1 phase=play down=[false,true,false,false] | {STOCK} | {RUN_B} | hand/1: 6H 2C"
    assert "1 swap 6H meld2/1" in moves(at(text), B)
    strict = State.from_notation("uden_navn 4p owner_takes_joker=false | " + text)
    assert reason(strict, "1 swap 6H meld2/1") == "Only the other players may take a joker from your run"


def test_e12_closing_in_rounds_one_to_six() -> None:
    state = at(f"round_no=2 dealer=0 turn=3 phase=draw down=[false,true,false,true] | stock: 2D 8S | "
               "discard: KS | meld0/1: 8H 8D 8C | meld1/1: 9S TS JS QS | hand/3: 3C | hand/0: TS.1 | "
               "hand/1: AS | hand/2: 2C 2H")
    play(state, "3 draw", "3 layoff 8S meld0/1")
    assert reason(state, "3 layoff 3C meld0/1").endswith("does not fit this meld")
    events = play(state, "3 discard 3C")
    assert state.rows[0] == [10, 15, 10, 0] and state.closers == [3]
    assert any(e.kind is EventKind.ROUND_OVER for e in events)
    assert any(e.dst == "closed" for e in events)                 # face down: nobody can buy it
    assert state.round_no == 3 and state.dealer == 1
    # With the run 4C-7C on the table D lays off both and closes without a discard.
    state = at(f"round_no=2 dealer=0 turn=3 phase=draw down=[false,true,false,true] | stock: 2D 8S | "
               "discard: KS | meld0/1: 8H 8D 8C | meld1/1: 4C 5C 6C 7C | hand/3: 3C")
    play(state, "3 draw", "3 layoff 8S meld0/1", "3 layoff 3C meld1/1")
    assert state.closers == [3] and state.rows[0][D] == 0


FINAL = ("round_no=7 dealer=1 turn=2 phase=draw | stock: 2C.1 KC 9D | discard: 4S | "
         "hand/2: 3H 4H 5H 6H 9S TS JS QS 5D 6D 7D 8D | hand/0: 2S")


def test_e13_round_seven_closing() -> None:
    state = at(FINAL)
    play(state, "2 draw")
    stage(state, C, "3H 4H 5H 6H", "9S TS JS QS", "5D 6D 7D 8D 9D")
    assert "2 close" in moves(state, C)
    events = play(state, "2 close")
    assert state.closers == [2] and state.is_over()
    assert any(e.kind is EventKind.GAME_OVER for e in events)


def test_e13_round_seven_cannot_close_with_a_card_over() -> None:
    state = at(FINAL.replace("stock: 2C.1 KC 9D", "stock: 2C.1 9D KC"))
    play(state, "2 draw")
    stage(state, C, "3H 4H 5H 6H", "9S TS JS QS", "5D 6D 7D 8D")
    assert reason(state, "2 close") == "To close round 7 your whole hand must lie as three runs"
    assert reason(state, "2 laydown") == "In round 7 nobody lays down: close with your whole hand as three runs"
    assert "2 discard KC" in moves(state, C)
    mild = State.from_notation(state.notation().replace("uden_navn 4p", "uden_navn 4p final_round_discard=true"))
    assert "2 close KC" in moves(mild, C)
    play(mild, "2 close KC")
    assert mild.closers == [2] and [c.text for c in mild.zones["closed"]] == ["KC"]


def test_e14_scoring_a_round() -> None:
    assert value(parse_cards("AS JK 7D QH")) == 80
    state = at("round_no=3 dealer=0 turn=3 phase=play down=[false,false,false,true] | stock: 2D.1 | "
               "discard: KS | hand/1: AS JK 7D QH | hand/2: 2C 2D | hand/0: TS | hand/3: 3C")
    play(state, "3 discard 3C")
    assert state.rows[0] == [10, 80, 10, 0]


def test_e15_end_of_game_shared_win() -> None:
    state = at("round_no=7 dealer=0 turn=3 phase=play scores=[245,180,180,305] | stock: 2D | discard: KS")
    state.rows = [[0, 0, 0, 0]] * 6
    state.closers = [0] * 6
    state.zones["hand/3"].append(Card("3", "C", 1))
    state.assign_uids([Card("3", "C", 1)])
    state.changed()
    play(state, "3 discard 3C.1")
    sheet = state.result()
    assert sheet.finished and sheet.winners == (1, 2) and sheet.lower_is_better
    assert len(sheet.rows) == 7


def test_e16_two_sets_of_one_rank() -> None:
    state = at(f"round_no=4 dealer=0 turn=0 phase=play | {STOCK} | hand/0: 7S 7H 7D 7C 7S.1 7D.1 KH KS KC 2C")
    stage(state, A, "7S 7H 7D", "7C 7S.1 7D.1", "KH KS KC")
    assert reason(state, "0 laydown") == \
        "Two sets of the same rank count as one set – round 4 needs three sets of different ranks"


def test_r4_open_joker_asks_which_card() -> None:
    state = at(f"round_no=2 dealer=0 turn=1 phase=play | {STOCK} | hand/1: JK 5H 6H 7H QD QC QS 2C")
    stage(state, B, "QD QC QS", "JK 5H 6H 7H")
    choices = {str(m): state.describe(m).english(NAMES) for m in state.legal_moves(B) if m.verb == "laydown"}
    assert choices == {"1 laydown 2:4": "Lay down – joker = 4♥", "1 laydown 2:5": "Lay down – joker = 8♥"}
    play(state, "1 laydown 2:5")
    assert [c.text for c in state.zones["meld1/1"]] == ["5H", "6H", "7H", "JK"]


def test_r7_joker_at_either_end_of_a_run() -> None:
    state = at(f"round_no=2 dealer=0 turn=3 phase=play down=[false,true,false,true] | {STOCK} | "
               "meld1/1: 5H 6H 7H 8H | hand/3: JK 2C")
    texts = {state.describe(m).english(NAMES) for m in state.legal_moves(D) if m.verb == "layoff"}
    assert texts == {"Joker = 4♥", "Joker = 9♥"}
    play(state, "3 layoff JK meld1/1 lo")
    assert [c.text for c in state.zones["meld1/1"]] == ["JK", "5H", "6H", "7H", "8H"]


def test_a6_layoff_same_turn_option() -> None:
    text = f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | meld0/2: 4C 4H 4S | hand/1: 7S 7H 7D QD QC QS 4D 9C"
    state = State.from_notation("uden_navn 4p layoff_same_turn=false | " + text)
    stage(state, B, "7S 7H 7D", "QD QC QS")
    play(state, "1 laydown")
    assert reason(state, "1 layoff 4D meld0/2") == "You may lay off from your next turn"
    state = at(text)
    stage(state, B, "7S 7H 7D", "QD QC QS")
    play(state, "1 laydown", "1 layoff 4D meld0/2")


def test_r6_no_new_melds_after_laying_down() -> None:
    state = at(f"round_no=1 dealer=0 turn=1 phase=play down=[false,true,false,false] | {STOCK} | hand/1: 9C 9D 9S")
    assert reason(state, "1 stage 9C 1") == \
        "You have laid down: now you get rid of cards by laying off and discarding"


def test_r2_draw_first_and_once() -> None:
    state = buying()
    assert reason(state, "1 discard 2S") == "Draw a card first: from the stock or the discard pile"
    play(state, "1 draw")
    assert reason(state, "1 draw") == "You have drawn your card: now lay down, lay off or discard"
    assert reason(state, "2 draw") == "It is not your turn"


def test_r12_empty_stock_is_rebuilt() -> None:
    state = at("round_no=1 dealer=0 turn=1 phase=draw | discard: 2D 3D 4D 5D | hand/1: 2S 3S")
    events = play(state, "1 draw")
    assert "The discard pile but its top card becomes the new stock" in news(events)
    assert [c.text for c in state.zones["discard"]] == ["5D"] and len(state.zones["hand/1"]) == 3


def test_r12_nothing_to_take_ends_the_round_without_a_closer() -> None:
    state = at("round_no=1 dealer=0 turn=1 phase=draw | discard: 5D | hand/1: 2S 3S | hand/0: AS")
    assert moves(state, B) == {"1 take"}
    state = at("round_no=1 dealer=0 turn=1 phase=draw requests=[2] offer=true offerer=0 | discard: 5D | "
               "hand/1: 2S | hand/2: AS")
    play(state, "1 draw")                  # C buys the last card; nothing is left for B: S3
    assert state.closers == [-1] and state.rows[0] == [0, 5, 20, 0]


def test_staged_cards_return_to_the_hand_on_discard_and_are_hidden() -> None:
    state = at(f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 7S 7H 2C")
    before = state.clone()
    events = play(state, "1 stage 7S 1")
    assert all(isinstance(c, Hidden) for e in state.events_for(events, A, before) for c in e.cards)
    play(state, "1 discard 2C")
    assert hand(state, B) == "7H 7S" and not state.zones["tray0/1"]


def test_saves_round_trip_mid_game() -> None:
    state = new_game(5, {"buy_limit": "2"}, seed=9)
    play(state, f"{state.turn} draw")
    data = json.loads(json.dumps(state.to_dict()))
    assert State.from_dict(data).notation() == state.notation()


def test_prompts_and_sheet() -> None:
    state = buying()
    assert state.prompt(C) is not None and state.prompt(C).english(NAMES).startswith("Click Buy")
    play(state, "2 buy")
    assert state.prompt(B).english(NAMES).startswith("C wants to buy 9♥")
    sheet = state.result()
    assert [r.title.english() for r in sheet.rows][:2] == ["1. 3×3", "2. 3×4"]
    assert sheet.status is not None and "Round 1/7" in sheet.status.english(NAMES)


@pytest.mark.parametrize("players", [3, 6, 8])
def test_every_player_count_deals(players: int) -> None:
    state = INFO.new_game(players, seed=players)
    assert len(state.all_cards()) == (110 if players <= 5 else 165)


def test_computer_lays_down_a_complete_contract_and_never_discards_a_joker() -> None:
    """The decent player (notes): stage the contract tray by tray, lay it down, keep jokers."""
    from kortbord.games.uden_navn.ai import make_player
    state = at(f"round_no=1 dealer=0 turn=1 phase=play | {STOCK} | hand/1: 7S 7H 7D QD QC JK 2C 9H")
    player = make_player("normal", 1)
    for _ in range(10):
        move = player.choose(state.view(B), state.legal_moves(B))
        state.apply(move)
        if move.verb == "laydown":
            break
    assert state.down[B] and move.verb == "laydown"
    move = player.choose(state.view(B), state.legal_moves(B))
    assert move.verb == "discard" and not move.card.is_joker


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_computer_levels_play_whole_games(level: str) -> None:
    from kortbord.ai.player import wants_to_act
    state = new_game(4, seed=4)
    players = [INFO.player(level, s) for s in range(4)]
    steps = 0
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            seat = next((a for a in state.actors() if a != state.turn
                         and wants_to_act(players[a], state.view(a), state.legal_moves(a))), state.turn)
        legal = state.legal_moves(seat)
        move = players[seat].choose(state.view(seat), legal)
        assert move in legal
        state.apply(move)
        steps += 1
        assert steps < 8000
    assert len(state.rows) == 7 and any(c >= 0 for c in state.closers)


def verbs(state: State, verb: str) -> list[str]:
    """A's legal moves of ``verb``, sorted."""
    return sorted(str(m) for m in state.legal_moves(A) if m.verb == verb)


def test_a4_the_open_end_joker_is_chosen_in_the_tray_and_kept() -> None:
    """A4: JK 5H 6H 7H staged offers "Joker = 4H" and "Joker = 8H" (``joker``); the choice
    leaves one lay-down, stays while the tray can still lie so, and goes with the tray."""
    state = at(f"round_no=2 dealer=3 turn=0 phase=play | {STOCK} | hand/0: JK 5H 6H 7H 8H 9S 9D 9C 2C KD | "
               "hand/1: 2S | hand/2: 3S | hand/3: 4S")
    stage(state, A, "JK 5H 6H 7H", "9S 9D 9C")
    assert verbs(state, "joker") == ["0 joker 1:4", "0 joker 1:5"]
    assert verbs(state, "laydown") == ["0 laydown 1:4", "0 laydown 1:5"]
    assert state.describe(state.parse_move("0 joker 1:4")).english(NAMES) == "Joker = 4♥"
    assert reason(state, "0 joker 2:9") == "That group has no joker at an open end to choose a card for"
    play(state, "0 joker 1:4")
    assert state.reads[A] == "1:4" and state.view(A).public["reading"] == "1:4"
    assert "reading" not in state.view(B).public                  # nobody else learns of the joker
    assert verbs(state, "joker") == ["0 joker 1:5"] and verbs(state, "laydown") == ["0 laydown 1:4"]
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))).reads == state.reads
    play(state, "0 stage 8H 1")                                   # JK 5-8: the joker may still be 4H
    assert state.reads[A] == "1:4" and verbs(state, "laydown") == ["0 laydown 1:4"]
    play(state, "0 unstage 8H")
    play(state, "0 joker 1:5")
    play(state, "0 unstage 7H")                                   # no run any more: the choice lapses
    assert state.reads[A] == ""
    play(state, "0 stage 7H 1")
    play(state, "0 joker 1:5")
    play(state, "0 laydown 1:5")
    assert [c.text for c in state.zones["meld0/0"]] == ["5H", "6H", "7H", "JK"] and state.reads[A] == ""
