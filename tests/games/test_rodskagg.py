"""Rödskägg (spec: shared/rules/rodskagg.md): acceptance examples E1-E20 and rule tests.

Players P1 ... Pn are seats 0 ... n-1; P1 deals unless stated, so P2 (seat 1) is forehand.
"""
from __future__ import annotations

from typing import Any

from kortbord.ai.montecarlo import Budget
from kortbord.engine import Move, Rng, parse_cards
from kortbord.engine.cards import sort_key
from kortbord.engine.kit.tricks import stripped_deck
from kortbord.games.rodskagg import INFO
from kortbord.games.rodskagg.ai import DecentPlayer, StrongPlayer, bid_call, make_player
from kortbord.games.rodskagg.layout import LAYOUT
from kortbord.games.rodskagg.common import MAX_ROUNDS, Fault, Phase, Question
from kortbord.games.rodskagg.rules import State, new_game


def opts(**given: Any) -> dict[str, Any]:
    return INFO.options.resolve(given)


def dealt(players: int, hands: dict[int, str], stock_top: str = "", dealer: int = 0, **options: Any) -> State:
    """A new game dealt from a stacked deck: ``hands`` (6 cards each, unnamed ones filled) and
    the first cards of the stock (``stock_top``, the next card drawn first)."""
    wanted = {s: parse_cards(t) for s, t in hands.items()}
    top = parse_cards(stock_top)
    used = {c for cards in wanted.values() for c in cards} | set(top)
    spare = [c for c in stripped_deck() if c not in used]
    for seat in range(players):
        while len(wanted.setdefault(seat, [])) < 6:
            wanted[seat].append(spare.pop(0))
    order = [(dealer + 1 + i) % players for i in range(players)]
    sequence = [c for half in (0, 3) for s in order for c in wanted[s][half:half + 3]] + top + spare
    return new_game(players, opts(**options), seed=1, dealer=dealer, order=list(reversed(sequence)))


def position(players: int, fields: str, zones: dict[str, str], **options: Any) -> State:
    """A state from notation; the cards not named lie in the stock."""
    named = {c for text in zones.values() for c in parse_cards(text)}
    rest = " ".join(c.text for c in stripped_deck() if c not in named)
    parts = [f"{name}: {text}" for name, text in zones.items()] + [f"stock: {rest}"]
    head = " ".join([f"rodskagg {players}p"] + [f"{k}={v}" for k, v in options.items()])
    state = State.from_notation(" | ".join([head, fields] + parts))
    assert isinstance(state, State)
    return state


def play(state: State, *moves: str) -> None:
    for text in moves:
        state.apply(state.parse_move(text))


def refused(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english()


def texts(moves: list[Move]) -> list[str]:
    return [str(m) for m in moves]


# --- deal and exchange --------------------------------------------------------------

def test_E1_exchange_allowed() -> None:
    """E1: P2 without a court card asks for new cards: his six go to the discard pile, he gets
    the top six of the stock."""
    state = dealt(4, {1: "2C 5D 7H 9S TC 3H", 2: "AH 2D 3D 4D 6D 2H", 3: "KH 2S 3S 4S 5S 6S",
                      0: "QH 7D 8D 9D TD 7S"}, stock_top="AS KS QS JS TS 8S")
    play(state, "0 knock")
    assert state.phase is Phase.EXCHANGE and state.to_move() == 1
    play(state, "1 exchange")
    assert sorted(state.zones["discard"], key=sort_key) == sorted(parse_cards("2C 5D 7H 9S TC 3H"), key=sort_key)
    assert sorted(state.zones["hand/1"], key=sort_key) == sorted(parse_cards("AS KS QS JS TS 8S"), key=sort_key)
    assert state.phase is Phase.BID                   # everybody else holds a court card


def test_E2_exchange_refused_with_a_court_card() -> None:
    """E2: P3 holds JD: asking for new cards is refused, and he is not asked at all."""
    state = dealt(4, {1: "2D 5D 7H 9S TC 3H", 2: "2C 4D 6H 8S TS JD", 3: "AH 2H 3S 4S 5S 6S",
                      0: "KH 7D 8D 9D TD 7S"})
    play(state, "0 knock")
    assert refused(state, "2 exchange") == "You hold a court card (J♦)"
    assert state.explain(Move(2, "exchange")).param("card") == parse_cards("JD")[0]
    play(state, "1 keep")
    assert state.phase is Phase.BID                   # P3, P4, P1 hold court cards: skipped
    assert refused(state, "2 exchange") == "Hands are exchanged only before the bidding"


def test_E3_stock_runs_out() -> None:
    """E3: 7 players (stock 10); P2 exchanged once (stock 4); P5 asks: the 12 discarded cards and
    the 4 stock cards are shuffled, P5 gets 6 and his hand is final."""
    hands = {1: "2C 3C 4C 5C 6C 7C", 4: "2D 3D 4D 5D 6D 7D", 2: "AH 2H 3H 4H 5H 6H",
             3: "KH 7H 8H 9H TH 2S", 5: "QH 3S 4S 5S 6S 7S", 6: "JH 8S 9S TS 8C 9C", 0: "AC 8D 9D TD TC JC"}
    state = dealt(7, hands, stock_top="AS KS QS JS QC KC")
    assert len(state.zones["stock"]) == 10
    play(state, "0 knock", "1 exchange")
    assert len(state.zones["stock"]) == 4 and state.to_move() == 4     # P3, P4 hold court cards
    pool = set(state.zones["discard"]) | set(state.zones["stock"]) | set(state.zones["hand/4"])
    play(state, "4 exchange")
    assert state.final_hand == [4]
    assert not state.zones["discard"] and len(state.zones["stock"]) == 10
    assert set(state.zones["hand/4"]) <= pool and len(state.zones["hand/4"]) == 6
    assert state.to_move() != 4 and all(m.verb not in ("exchange", "keep") for m in state.legal_moves(4))
    if not any(c.rank in "AKQJ" for c in state.zones["hand/4"]):
        assert state.explain(Move(4, "exchange")).key == "rodskagg.D4.final"


def test_D2_hands_face_down_until_the_knock() -> None:
    """D2: before the knock nobody sees his own cards; afterwards everybody sees his hand."""
    state = new_game(4, opts(), seed=3)
    assert state.phase is Phase.KNOCK and state.to_move() == state.dealer
    assert all(state.view(s).hand == [] for s in range(4))
    assert refused(state, f"{state.forehand} keep") == "Wait for the dealer's knock"
    play(state, f"{state.dealer} knock")
    assert all(len(state.view(s).hand) == 6 for s in range(4))


def test_E14_looking_early() -> None:
    """E14: P3 deals and has not knocked; P1 turns up his hand; a computer player knocks: +6."""
    state = dealt(4, {}, dealer=2)
    assert "0 look" in texts(state.legal_moves(0)) and "2 look" not in texts(state.legal_moves(2))
    play(state, "0 look")
    assert len(state.view(0).hand) == 6 and state.view(1).hand == []
    assert state.faults == [(0, Fault.LOOKED)]
    assert "1 point" in texts(state.legal_moves(1)) and "0 point" not in texts(state.legal_moves(0))
    play(state, "1 point")
    assert state.scores[0] == 18 and state.penalties == [[1, 0, 0, 6]]
    assert refused(state, "3 point") == "Nothing to point out"


def test_looking_early_window_closes_after_trick_one() -> None:
    """R12: looking early can be pointed out until the first trick is complete, then it is too late."""
    state = position(4, 'phase=play dealer=0 bidder=1 bid="1" leader=1 turn=1 faults=[[2,"looked"]]',
                     {"hand/0": "2H 9C", "hand/1": "3H 9D", "hand/2": "4H 9S", "hand/3": "5H TC"})
    assert "0 point" in texts(state.legal_moves(0))
    play(state, "1 play 3H", "2 play 4H", "3 play 5H", "0 play 2H")
    assert state.faults == [] and state.scores[2] == 12
    assert refused(state, "0 point") == "Too late"


# --- bidding --------------------------------------------------------------------------

BIDDING = "phase=bid dealer=0"


def test_E4_bids_must_rise() -> None:
    """E4: P2 bids 2, P3 passes; P4's 2 is refused; P4 bids 3, P1 passes: P4 leads with 3."""
    state = position(4, BIDDING, {f"hand/{s}": h for s, h in
                                  enumerate(["2H 3H 4H 5H 6H 7H", "2C 3C 4C 5C 6C 7C",
                                             "2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S"])})
    play(state, "1 bid 2", "2 pass")
    assert refused(state, "3 bid 2") == "Bid higher than 2 or pass"
    play(state, "3 bid 3", "0 pass")
    assert (state.bidder, state.bid, state.phase) == (3, "3", Phase.PLAY)
    assert state.to_move() == 3 and state.leader == 3


def test_E5_the_dealer_must_bid() -> None:
    """E5: P2, P3, P4 passed: the dealer may not pass; he bids 0 and leads."""
    state = position(4, BIDDING + ' bids=["pass","pass","pass"]', {"hand/0": "2H 3H 4H 5H 6H 7H"})
    assert "0 pass" not in texts(state.legal_moves(0))
    assert refused(state, "0 pass") == "Everybody else passed: the dealer must bid"
    play(state, "0 bid 0")
    assert (state.bidder, state.bid) == (0, "0")


def test_E17_redbeard_outranks_six() -> None:
    """E17: after P2's 6, P3 may bid Rödskägg; P4 and P1 can only pass."""
    state = position(4, BIDDING, {"hand/0": "2H 3H 4H 5H 6H 7H"})
    play(state, "1 bid 6", "2 bid rodskagg")
    assert texts(state.legal_moves(3)) == ["3 pass"]
    play(state, "3 pass")
    assert texts(state.legal_moves(0)) == ["0 pass"]
    play(state, "0 pass")
    assert (state.bidder, state.bid) == (2, "rodskagg")


def test_all_pass_redeal_option() -> None:
    """A2 all_pass=redeal: the dealer may pass too; the cards are thrown in and the next dealer deals."""
    state = position(4, BIDDING + ' bids=["pass","pass","pass"] round_no=1',
                     {"hand/0": "2H 3H 4H 5H 6H 7H"}, all_pass="redeal")
    assert "0 pass" in texts(state.legal_moves(0))
    play(state, "0 pass")
    assert state.history[-1][:2] == [1, 1] and state.round_no == 2
    assert state.dealer == 1 and state.phase is Phase.KNOCK
    assert state.result().rows[1].label.english() == "Round 1: thrown in"


# --- play ---------------------------------------------------------------------------------

PLAYING = 'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3'


def test_E6_leader_leads_every_trick() -> None:
    """E6: P4 has the game; P2 wins trick 1; P4 leads trick 2."""
    state = position(4, PLAYING, {"hand/3": "2H 9C", "hand/0": "3H 9D", "hand/1": "AH 9S", "hand/2": "4H TC"})
    play(state, "3 play 2H", "0 play 3H", "1 play AH", "2 play 4H")
    assert state.tricks == [0, 1, 0, 0] and state.scores[1] == 11
    assert state.to_move() == 3 and state.leader == 3


def test_E7_follow_suit() -> None:
    """E7: P4 leads 9H; P1 holds 2H and AS: AS is refused."""
    state = position(4, PLAYING, {"hand/3": "9H 9C", "hand/0": "2H AS", "hand/1": "AH 9S", "hand/2": "4H TC"})
    play(state, "3 play 9H")
    assert refused(state, "0 play AS") == "You must follow suit: you hold hearts"
    assert texts(state.legal_moves(0)) == ["0 play 2H"]


def test_E8_failed_bid() -> None:
    """E8: P4 started the round on 9 with a bid of 3 and takes 2 tricks: 9 - 2 + 6 = 13."""
    state = position(4, 'phase=play dealer=0 bidder=3 bid="3" leader=3 turn=3 tricks_played=5 '
                        'tricks=[1,1,1,2] scores=[11,11,11,7] question=asked',
                     {"hand/3": "2H", "hand/0": "AH", "hand/1": "3H", "hand/2": "4H"})
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play 4H")
    assert state.scores[3] == 13 and state.scores[0] == 10
    assert state.penalties[-1] == [0, 3, 4, 6]
    assert state.round_no == 1 and state.phase is Phase.KNOCK        # the next round is dealt


def question_position(tricks: str, p2: str = "3H 4S", **options: Any) -> State:
    """Trick 4 is complete; P4 (seat 3) has the game with 1 and now asks or leads trick 5."""
    hands = {"hand/3": "2H 2S", "hand/0": "AH 3S", "hand/1": p2, "hand/2": "KH KS"}
    return position(4, f'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=4 '
                       f'tricks={tricks} scores=[12,11,7,10]', hands, **options)


def test_E9_joining_pays_double() -> None:
    """E9: P3 on 7 without a trick joins and wins trick 6: 7 - 2 = 5 and no +6."""
    state = question_position("[1,1,0,2]")
    assert "3 ask" in texts(state.legal_moves(3))
    play(state, "3 ask")
    assert state.phase is Phase.JOIN and state.to_join == [2]
    assert refused(state, "0 join") == "You have won a trick: you play on"
    play(state, "2 join")
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play KH")     # P1 wins trick 5
    play(state, "3 play 2S", "0 play 3S", "1 play 4S", "2 play KS")     # P3 wins trick 6
    assert state.scores[2] == 5 and state.penalties == []


def test_E10_joining_without_a_trick() -> None:
    """E10: P2 has no trick after trick 4, joins and wins neither trick 5 nor 6: +6."""
    hands = {"hand/3": "2H 2S", "hand/0": "AH AS", "hand/1": "3H 3S", "hand/2": "KH KS"}
    state = position(4, 'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=4 '
                        'tricks=[2,0,1,1] scores=[12,11,7,10]', hands)
    play(state, "3 ask", "1 join")
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play KH")
    play(state, "3 play 2S", "0 play AS", "1 play 3S", "2 play KS")
    assert state.scores[1] == 11 + 6 and state.penalties[-1] == [0, 1, 5, 6]
    assert state.scores[0] == 10


def test_E11_dropping() -> None:
    """E11: P3 drops: his two cards go aside, he plays no card to tricks 5 and 6, his score stays."""
    state = question_position("[1,1,0,2]")
    play(state, "3 ask", "2 drop")
    assert sorted(state.zones["aside"], key=sort_key) == sorted(parse_cards("KH KS"), key=sort_key) and not state.zones["hand/2"]
    play(state, "3 play 2H", "0 play AH", "1 play 3H")
    assert state.tricks_played == 5 and state.to_move() == 3
    assert refused(state, "2 play KS") == "You have dropped out of this round"
    play(state, "3 play 2S", "0 play 3S", "1 play 4S")
    assert state.history[-1][5 + 2] == 0 and state.scores[2] == 7


def test_A13_everybody_else_drops() -> None:
    """A13: only the leader is still in: he takes tricks 5 and 6 without playing them."""
    state = question_position("[0,0,0,4]")
    play(state, "3 ask")
    assert state.to_join == [0, 1, 2]
    play(state, "0 drop", "1 drop", "2 drop")
    assert state.tricks_played == 0 and state.round_no == 1           # next round dealt
    assert state.history[-1][4] == 6 and state.history[-1][5 + 3] == -2


def test_E12_forgotten_question() -> None:
    """E12: the leader leads trick 5 without asking: nobody may drop; P3 (no trick) plays on and
    scores -1 for trick 5; no +6 when he wins nothing."""
    state = question_position("[1,1,0,2]", p2="3H AS")
    play(state, "3 play 2H")
    assert state.question is Question.FORGOTTEN and state.phase is Phase.PLAY
    assert refused(state, "2 drop") == "Nobody asked you"
    assert state.faults == []                          # forgot_ask_penalty is off
    play(state, "0 play AH", "1 play 3H", "2 play KH")
    assert state.tricks[0] == 2 and state.scores[0] == 11
    play(state, "3 play 2S", "0 play 3S", "1 play AS", "2 play KS")
    assert state.history[-1][5:] == [-1, -1, 0, 0] and state.penalties == []   # P3: no +6
    state = question_position("[1,1,0,2]")
    play(state, "3 play 2S", "0 play 3S", "1 play 4S", "2 play KS")
    assert state.scores[2] == 7 - 1 and state.joined == []
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play KH")
    assert state.scores[2] == 6 and all(p[2] != 5 for p in state.penalties)


def test_forgot_ask_penalty_option() -> None:
    """A9 forgot_ask_penalty=on: the forgotten question is a mistake another player may point out."""
    state = question_position("[1,1,0,2]", forgot_ask_penalty="on")
    play(state, "3 play 2H")
    assert state.faults == [(3, Fault.NO_QUESTION)]
    play(state, "2 point")
    assert state.scores[3] == 10 + 6 and state.penalties[-1] == [0, 3, 3, 6]


def test_E13_missed_ett_kvar() -> None:
    """E13: P1 on 2 wins trick 3 (1 left); P4 leads trick 4 and P1 has not said "Ett kvar!":
    a player knocks during trick 4 and P1 gets +6: 7."""
    state = position(4, 'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=2 '
                        'tricks=[0,1,0,1] scores=[2,11,12,11]',
                     {"hand/3": "2H 2S 2D 2C", "hand/0": "AH 3S 3D 3C", "hand/1": "3H 4S 4D 4C",
                      "hand/2": "4H 5S 5D 5C"})
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play 4H")
    assert state.scores[0] == 1 and texts(state.legal_moves(0)) == ["0 say one"]
    play(state, "3 play 2S")
    assert state.faults == [(0, Fault.SILENT_ONE)]
    assert refused(state, "0 say one") == "There is nothing to announce"
    play(state, "2 point")
    assert state.scores[0] == 7 and state.penalties[-1] == [0, 0, 1, 6]


def test_announcing_in_time_is_no_mistake() -> None:
    """R10: "Ett kvar!" said before the next lead; saying it when not due has no effect."""
    state = position(4, 'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=2 '
                        'tricks=[0,1,0,1] scores=[2,11,12,11]',
                     {"hand/3": "2H 2S 2D 2C", "hand/0": "AH 3S 3D 3C", "hand/1": "3H 4S 4D 4C",
                      "hand/2": "4H 5S 5D 5C"})
    assert refused(state, "0 say one") == "There is nothing to announce"
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play 4H")
    assert state.actors() == [3, 0]                    # P1's window is open
    play(state, "0 say one", "3 play 2S")
    assert state.faults == [] and refused(state, "1 point") == "Nothing to point out"


def test_E15_landing_on_zero() -> None:
    """E15: P3 on 2 with a bid of 2 wins tricks 1 and 2, announces both, then no more: he wins."""
    hands = {"hand/2": "AH AS 2C 2D 3C 3D", "hand/0": "3H 3S KC KD 9C 9D", "hand/1": "4H 4S 4C 4D 5C 5D"}
    state = position(3, 'phase=play dealer=1 bidder=2 bid="2" leader=2 turn=2 scores=[12,12,2]', hands)
    play(state, "2 play AH", "0 play 3H", "1 play 4H")
    play(state, "2 say one", "2 play AS", "0 play 3S", "1 play 4S")
    play(state, "2 say zero", "2 play 2C", "0 play KC", "1 play 4C")
    play(state, "2 play 2D", "0 play KD", "1 play 4D")
    play(state, "2 ask", "1 drop")
    play(state, "2 play 3C", "0 play 9C", "2 play 3D", "0 play 9D")
    assert state.penalties == [] and state.scores == [8, 12, 0]
    assert state.is_over() and state.result().winners == (2,)


def test_E16_overshooting() -> None:
    """E16: P3 on 1 wins two more tricks: -1 at the end of the round, not won, the game goes on."""
    hands = {"hand/2": "AH AS 2C 2D 3C 3D", "hand/0": "3H 3S KC KD 9C 9D", "hand/1": "4H 4S 4C 4D 5C 5D"}
    state = position(3, 'phase=play dealer=1 bidder=2 bid="2" leader=2 turn=2 scores=[12,12,1]', hands)
    play(state, "2 play AH", "0 play 3H", "1 play 4H", "2 say zero")
    play(state, "2 play AS", "0 play 3S", "1 play 4S")
    play(state, "2 play 2C", "0 play KC", "1 play 4C", "2 play 2D", "0 play KD", "1 play 4D")
    play(state, "2 ask", "1 drop", "2 play 3C", "0 play 9C", "2 play 3D", "0 play 9D")
    assert state.scores[2] == -1 and not state.is_over() and state.round_no == 1
    assert state.phase is Phase.KNOCK


def test_E18_redbeard_made() -> None:
    """E18: P3 leads with Rödskägg and wins all six tricks: he wins the game at once."""
    hands = {"hand/2": "AH KH QH JH AS KS", "hand/0": "2H 3H 4H 5H 2S 3S",
             "hand/1": "6H 7H 8H 9H 4S 5S", "hand/3": "2C 3C 4C 5C 6C 7C"}
    state = position(4, 'phase=play dealer=0 bidder=2 bid="rodskagg" leader=2 turn=2 scores=[12,12,9,12]',
                     hands)
    for lead, a, b, c in (("AH", "2H", "6H", "2C"), ("KH", "3H", "7H", "3C"),
                          ("QH", "4H", "8H", "4C"), ("JH", "5H", "9H", "5C")):
        play(state, f"2 play {lead}", f"3 play {c}", f"0 play {a}", f"1 play {b}")
    play(state, "2 ask", "3 drop", "0 join", "1 drop")
    play(state, "2 play AS", "0 play 2S", "2 play KS", "0 play 3S")
    assert state.is_over() and state.won_by == [2] and state.scores[2] == 3
    assert state.penalties[-1][1:3] == [0, 5]          # the lone joiner's +6 still counts


def test_E19_redbeard_failed() -> None:
    """E19: P3 on 10 with Rödskägg won tricks 1-2; P4 wins trick 3: the round stops, P3 keeps 8
    but is out, P4 goes down 1, and the game goes on with P1, P2 and P4."""
    hands = {"hand/2": "2H QS JS TS", "hand/0": "3H 2S 3S 4S", "hand/1": "4H 5S 6S 7S", "hand/3": "AH 8S 9S 2C"}
    state = position(4, 'phase=play dealer=0 bidder=2 bid="rodskagg" leader=2 turn=2 tricks_played=2 '
                        'tricks=[0,0,2,0] scores=[12,12,8,12]', hands)
    play(state, "2 play 2H", "3 play AH", "0 play 3H", "1 play 4H")
    assert state.out == [2] and state.scores == [12, 12, 8, 11]
    assert state.history[-1][:5] == [0, 0, 2, 7, 2] and not state.is_over()
    assert state.phase is Phase.KNOCK and state.dealer == 1 and state.forehand == 3
    assert state.zones["hand/2"] == [] and all(len(state.zones[f"hand/{s}"]) == 6 for s in (0, 1, 3))
    assert refused(state, "2 look") == "You are out of the game"


def test_E20_two_on_zero_play_a_deciding_round() -> None:
    """E20: P1 and P3 end a round on 0: they play a deciding round; most tricks wins."""
    state = position(4, 'phase=play dealer=0 bidder=2 bid="1" leader=2 turn=2 tricks_played=5 '
                        'tricks=[1,1,2,1] scores=[0,9,1,10] question=asked',
                     {"hand/2": "AH", "hand/3": "2H", "hand/0": "3H", "hand/1": "4H"})
    play(state, "2 play AH", "3 play 2H", "0 play 3H", "1 play 4H")
    assert state.scores == [0, 9, 0, 10] and not state.is_over()
    assert state.phase is Phase.DECIDE and state.deciders == [0, 2]
    assert [len(state.zones[f"hand/{s}"]) for s in range(4)] == [6, 0, 6, 0]
    assert state.dealer == 1 and state.to_move() == 2                # first tied left of the dealer
    rng = Rng(3)
    while state.phase is Phase.DECIDE:
        assert set(state.actors()) <= {0, 2}
        seat = state.actors()[0]
        state.apply(rng.choice(state.legal_moves(seat)))
    row = state.history[-1]
    assert row[1] == 2
    if state.is_over():
        assert state.won_by == [row[2]] and row[4] >= 4
    assert state.scores == [0, 9, 0, 10]                           # no scoring in the deciding round


# --- options and rules -------------------------------------------------------------------

def test_penalty_points_option() -> None:
    """A5 penalty_points=5: a failed bid costs 5."""
    state = position(4, 'phase=play dealer=0 bidder=3 bid="3" leader=3 turn=3 tricks_played=5 '
                        'tricks=[1,1,1,2] scores=[11,11,11,7] question=asked',
                     {"hand/3": "2H", "hand/0": "AH", "hand/1": "3H", "hand/2": "4H"}, penalty_points=5)
    play(state, "3 play 2H", "0 play AH", "1 play 3H", "2 play 4H")
    assert state.scores[3] == 12


def test_rituals_off() -> None:
    """A11 rituals=off: no knock, hands seen at once, no announcements, the question is automatic."""
    state = new_game(4, opts(rituals="off"), seed=5)
    assert state.phase in (Phase.EXCHANGE, Phase.BID)
    assert all(len(state.view(s).hand) == 6 for s in range(4))
    assert refused(state, "0 point") == "This game is played without rituals"
    state = question_position("[1,1,0,2]", rituals="off")
    state.tricks_played = 3
    state.zones["hand/3"] += parse_cards("2D")
    state.zones["hand/0"] += parse_cards("AD")
    state.zones["hand/1"] += parse_cards("3D")
    state.zones["hand/2"] += parse_cards("4D")
    state.tricks = [0, 1, 0, 2]
    play(state, "3 play 2D", "0 play AD", "1 play 3D", "2 play 4D")
    assert state.scores[0] == 11 and state.owed == {}
    assert state.question is Question.ASKED and state.phase is Phase.JOIN and state.to_join == [2]


def test_stop_at_zero_option() -> None:
    """S8 stop_at_zero=on: reaching 0 after a trick wins at once, the round is not finished."""
    state = question_position("[1,1,0,2]", stop_at_zero="on")
    state.scores = [1, 11, 7, 10]
    play(state, "3 ask", "2 drop", "3 play 2H", "0 play AH", "1 play 3H")
    assert state.is_over() and state.won_by == [0] and state.tricks_played == 5
    assert state.scores == [0, 11, 7, 10] and state.history[-1][5:] == [-1, 0, 0, 0]


def test_last_player_left_wins() -> None:
    """S5 (d): when failed Rödskägg bids leave one player in the game, he wins."""
    hands = {"hand/2": "2H QS", "hand/0": "AH 2S", "hand/1": "4H 5S"}
    state = position(3, 'phase=play dealer=0 bidder=2 bid="rodskagg" leader=2 turn=2 tricks_played=4 '
                        'tricks=[0,0,4] scores=[12,12,8] out=[1] question=asked', hands)
    state.zones["hand/1"] = []
    play(state, "2 play 2H", "0 play AH")
    assert state.is_over() and state.won_by == [0] and state.out == [1, 2]


def test_dealer_rotation_skips_players_out() -> None:
    """The deal passes to the next player still in the game."""
    state = position(4, 'phase=bid dealer=0 out=[1] bids=["pass","pass"] round_no=1',
                     {"hand/0": "2H 3H 4H 5H 6H 7H", "hand/2": "2C 3C 4C 5C 6C 7C",
                      "hand/3": "2D 3D 4D 5D 6D 7D"}, all_pass="redeal")
    assert state.forehand == 2 and state.to_move() == 0
    play(state, "0 pass")
    assert state.dealer == 2 and state.forehand == 3 and state.zones["hand/1"] == []


def test_round_limit_ends_the_game() -> None:
    """K1: after MAX_ROUNDS rounds the players closest to 0 share the win."""
    state = position(4, f'phase=bid dealer=0 bids=["pass","pass","pass"] round_no={MAX_ROUNDS} '
                        'scores=[3,-2,2,5]', {"hand/0": "2H 3H 4H 5H 6H 7H"}, all_pass="redeal")
    play(state, "0 pass")
    assert state.is_over() and state.won_by == [1, 2]


def test_sheet_rows_and_public() -> None:
    """The sheet starts at 12 and adds one row per round; public() names bids and scores."""
    rng = Rng(8)
    state = new_game(5, opts(), seed=8)
    while not state.is_over():
        seat = rng.choice(state.actors())
        state.apply(rng.choice(state.legal_moves(seat)))
    sheet = state.result()
    assert sheet.rows[0].values == (12,) * 5 and sheet.rows[0].label.english() == "Start"
    assert all(sum(r.values[c] or 0 for r in sheet.rows) == sheet.totals[c] for c in range(5))
    assert sheet.winners and sheet.finished
    pub = state.public()
    assert pub["scores"] == state.scores and pub["penalty"] == 6
    assert pub["ritual_moves"] == ["say one", "say zero", "point"]


def test_layout_click_to_look() -> None:
    assert ("look", "hand/{seat}") in {(g.verb, g.src) for g in LAYOUT.gestures}


def test_save_round_trip_with_windows() -> None:
    state = question_position("[1,1,0,2]", forgot_ask_penalty="on")
    state.owed = {1: "one"}
    play(state, "3 play 2H")
    again = State.from_dict(state.to_dict())
    assert again.to_dict() == state.to_dict() and again.faults == state.faults
    assert State.from_notation(state.notation()).notation() == state.notation()


# --- computer players ------------------------------------------------------------------------



def test_E13_a_computer_player_knocks() -> None:
    """E13: P1 (human) missed "Ett kvar!": a computer player points it out during trick 4."""
    state = position(4, 'phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=3 '
                        'tricks=[1,1,0,1] scores=[1,11,12,11] owed={"0":"one"}',
                     {"hand/3": "2S 2D 2C", "hand/0": "3S 3D 3C", "hand/1": "4S 4D 4C", "hand/2": "5S 5D 5C"})
    play(state, "3 play 2S")
    bot = DecentPlayer(5)
    assert bot.wants_to_act(state.view(2), state.legal_moves(2))
    move = bot.choose(state.view(2), state.legal_moves(2))
    assert str(move) == "2 point"
    state.apply(move)
    assert state.scores[0] == 7


def test_E14_a_computer_player_knocks_after_looking() -> None:
    """E14: after the human looked early, a computer player knocks; computers never look."""
    state = dealt(4, {}, dealer=2)
    bot = DecentPlayer(1)
    assert not bot.wants_to_act(state.view(1), state.legal_moves(1))      # it does not look
    play(state, "0 look")
    move = bot.choose(state.view(1), state.legal_moves(1))
    assert str(move) == "1 point"


def test_ai_announces_unless_it_slips() -> None:
    """A11: computer players announce at once; with computer_slips they sometimes forget."""
    base = ('phase=play dealer=0 bidder=3 bid="1" leader=3 turn=3 tricks_played=3 '
            'tricks=[1,1,0,1] scores=[1,11,12,11] owed={"0":"one"}')
    zones = {"hand/3": "2S 2D 2C", "hand/0": "3S 3D 3C", "hand/1": "4S 4D 4C", "hand/2": "5S 5D 5C"}
    state = position(4, base, zones)
    assert str(DecentPlayer(1).choose(state.view(0), state.legal_moves(0))) == "0 say one"
    forgot = 0
    for seed in range(200):
        slipping = position(4, base, zones, computer_slips=20)
        bot = DecentPlayer(seed)
        if not bot.wants_to_act(slipping.view(0), slipping.legal_moves(0)):
            forgot += 1
    assert 15 <= forgot <= 70


def test_ai_bids() -> None:
    """Notes: count aces, A-K, K-Q halves and long A-K suits; never more than the score;
    Rödskägg only with six sure winners; the forced dealer bids 0."""
    calls = ["pass", "0", "1", "2", "3", "4", "5", "6", "rodskagg"]
    hand = parse_cards("AS KS AH 2D 3D 4C")
    assert bid_call(hand, 12, 6, calls) == "3"
    assert bid_call(hand, 2, 6, calls) == "2"
    assert bid_call(parse_cards("AS KS QS JS AH AD"), 12, 6, calls) == "rodskagg"
    assert bid_call(parse_cards("2S 3S 4H 5D 6D 7C"), 12, 6, calls) == "pass"
    assert bid_call(parse_cards("2S 3S 4H 5D 6D 7C"), 12, 6, ["0", "1", "2"]) == "0"
    assert bid_call(parse_cards("2S 3S 4H 5D 6D 7C"), -3, 6, calls) == "6"     # overbid below 0


def test_ai_plays_whole_games() -> None:
    """Decent players finish games (windows first when they want to act)."""
    for players in (3, 5):
        state = new_game(players, opts(), seed=40 + players)
        bots = [make_player("normal", s) for s in range(players)]
        steps = 0
        while not state.is_over():
            turn = state.to_move()
            keen = [a for a in state.actors() if a != turn
                    and bots[a].wants_to_act(state.view(a), state.legal_moves(a))]  # type: ignore[attr-defined]
            seat = keen[0] if keen else (turn if turn is not None else state.actors()[0])
            state.apply(bots[seat].choose(state.view(seat), state.legal_moves(seat)))
            steps += 1
            assert steps < 20000
        assert state.won_by and all(p[2] not in (0, 1, 2, 3) for p in state.penalties)


def test_strong_player_decides_by_simulation() -> None:
    state = position(4, BIDDING, {f"hand/{s}": h for s, h in
                                  enumerate(["2H 3H 4H 5H 6H 7H", "AC KC AD KD AS 2S",
                                             "2D 3D 4D 5D 6D 7D", "3S 4S 5S 6S 7S 8S"])})
    bot = StrongPlayer(3, Budget(samples=3, seconds=0.05))
    move = bot.choose(state.view(1), state.legal_moves(1))
    assert move in state.legal_moves(1) and bot.mc.stats.samples >= 1
