"""Tribello – Swedish Bismarck (spec: shared/rules/tribello.md): examples E1-E14 and rule tests."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from kortbord.engine import EventKind, Move, Rng, parse_cards
from kortbord.engine.kit.tricks import stripped_deck
from kortbord.games.bismarck.quota import Phase, stacked
from kortbord.games.tribello import INFO
from kortbord.games.tribello.ai import make_player
from kortbord.games.tribello.layout import LAYOUT
from kortbord.games.tribello.rules import CONTRACTS, Contract, State, new_game

OPTIONS = INFO.options.resolve({})


def opts(**given: Any) -> dict[str, Any]:
    return INFO.options.resolve(given)


def fresh(dealer: int, used: dict[int, list[int]] | None = None, hands: dict[int, str] | None = None,
          widow: str = "2C 3C 4C 5C", deal_no: int = 1, **options: Any) -> State:
    """A state dealt from a stacked deck with ``used`` contract counts."""
    state = State(3, opts(**options))
    state.dealer = dealer
    state.deal_no = deal_no - 1
    for seat, counts in (used or {}).items():
        state.used[seat] = list(counts)
    state.zones["stock"] = stripped_deck()
    full_hand = options.get("contract_timing") == "full_hand"
    order = stacked({s: parse_cards(t) for s, t in (hands or {}).items()}, parse_cards(widow),
                    (dealer + 1) % 3, widow_first=not full_hand)
    state.deal(order)
    return state


def position(fields: str, zones: dict[str, str], **options: Any) -> State:
    """A state from notation; cards not named lie in ``won/0`` so the deck is complete."""
    named = {c for text in zones.values() for c in parse_cards(text)}
    rest = " ".join(c.text for c in stripped_deck() if c not in named)
    parts = [f"{name}: {text}" for name, text in zones.items()] + [f"won/0: {rest}"]
    head = " ".join(["tribello 3p"] + [f"{k}={v}" for k, v in options.items()])
    state = State.from_notation(" | ".join([head, fields] + parts))
    assert isinstance(state, State)
    return state


def play(state: State, text: str) -> None:
    state.apply(state.parse_move(text))


def reason_key(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.key


def random_game(seed: int, **options: Any) -> State:
    state = new_game(3, opts(**options), seed=seed)
    rng = Rng(seed)
    while not state.is_over():
        seat = rng.choice(state.actors())
        state.apply(rng.choice(state.legal_moves(seat)))
    return state


# --- acceptance examples ---------------------------------------------------------------

def test_E1_game_length_single() -> None:
    """E1: 12 deals; each player is forehand 4 times and plays every contract once."""
    state = new_game(3, OPTIONS, seed=4)
    assert state.deals_total == 12
    done = random_game(4)
    assert len(done.history) == 12 and done.deal_no == 12
    assert Counter(r[3] for r in done.history) == {0: 4, 1: 4, 2: 4}
    for seat in range(3):
        assert sorted(r[1] for r in done.history if r[3] == seat) == [0, 1, 2, 3]
    assert done.used == [[1, 1, 1, 1]] * 3


def test_E2_used_contract_refused() -> None:
    """E2: P2 has played Spel and Pass: Spel is refused; only Spader and Valfri are offered."""
    state = fresh(0, used={1: [1, 1, 0, 0]})
    assert state.forehand == 1 and state.phase is Phase.CONTRACT
    verdict = state.check(state.parse_move("1 choose spel"))
    assert not verdict.ok and verdict.reason is not None
    assert verdict.reason.key == "tribello.D3.already_played"
    assert verdict.reason.english() == "You have already played Spel"
    assert {m.arg.split()[0] for m in state.legal_moves(1)} == {"spader", "valfri"}


def test_E3_valfri_may_not_be_spades() -> None:
    """E3: naming spades is refused; diamonds are accepted and are trumps."""
    state = fresh(2)
    assert state.forehand == 0
    assert reason_key(state, "0 choose valfri S") == "tribello.A4.valfri_suits"
    play(state, "0 choose valfri D")
    assert state.contract is Contract.VALFRI and state.trump == "D"
    assert state.used[0] == [0, 0, 0, 1]
    assert "diamonds" in state.result().status.english()  # type: ignore[union-attr]


def test_E4_last_contract_is_automatic() -> None:
    """E4: P3 has only Pass left: it is announced when the open cards are laid."""
    state = fresh(1, used={2: [1, 0, 1, 1]})
    assert state.forehand == 2
    assert state.contract is Contract.PASS and state.phase is Phase.PICKUP
    assert state.used[2] == [1, 1, 1, 1]
    assert all(len(state.zones[f"hand/{s}"]) == 16 for s in range(3))


def test_E4_only_valfri_left_still_names_the_suit() -> None:
    """Spec silent: with only Valfri trumf left forehand still chooses its suit."""
    state = fresh(1, used={2: [1, 1, 1, 0]})
    assert state.phase is Phase.CONTRACT
    assert [m.arg for m in state.legal_moves(2)] == ["valfri H", "valfri D", "valfri C"]


def test_E5_order_of_the_deal() -> None:
    """E5: 4 open cards, the contract, 16 each one at a time from forehand, then 20 and discard 4."""
    state = State(3, OPTIONS)
    state.dealer = 0
    state.zones["stock"] = stripped_deck()
    events = state.deal()
    moves = [e for e in events if e.kind is EventKind.MOVE]
    assert [e.dst for e in moves] == ["widow"] * 4
    assert state.phase is Phase.CONTRACT and all(not state.zones[f"hand/{s}"] for s in range(3))
    assert state.legal_moves(1) and not state.legal_moves(0)
    events = state.apply(Move(1, "choose", (), "spel"))
    moves = [e for e in events if e.kind is EventKind.MOVE]
    assert len(moves) == 48 and all(len(e.cards) == 1 for e in moves)
    assert [e.dst for e in moves[:3]] == ["hand/1", "hand/2", "hand/0"]
    play(state, "1 pickup")
    assert len(state.zones["hand/1"]) == 20
    assert reason_key(state, f"1 play {state.zones['hand/1'][0].text}") == "tribello.D5.discard_first"
    for card in list(state.zones["hand/1"][:4]):
        state.apply(Move(1, "put", (card,)))
    play(state, "1 discard")
    assert state.phase is Phase.PLAY and state.to_move() == 1 and len(state.zones["hand/1"]) == 16


SPADER = "phase=play deal_no=1 contract=spader trump=S dealer=2 leader=0 tricks=[0,0,0] tricks_played=0"


def test_E6_follow_suit_in_spader_trumf() -> None:
    """E6: 8H led, P2 holds 5H AS 2D: AS is refused, 5H must be played."""
    state = position(SPADER + " turn=1", {"hand/0": "2C", "hand/1": "5H AS 2D", "hand/2": "3C",
                                         "trick/0": "8H"})
    assert reason_key(state, "1 play AS") == "tribello.R2.must_follow"
    assert [m.card.text for m in state.legal_moves(1)] == ["5H"]


def test_E7_void_trump_or_discard() -> None:
    """E7: void in hearts, P2 may saka 2D or trump with AS, which wins unless overtrumped."""
    state = position(SPADER + " turn=1", {"hand/0": "2C 4C", "hand/1": "AS 2D", "hand/2": "3C 9H",
                                         "trick/0": "8H"})
    assert {m.card.text for m in state.legal_moves(1)} == {"AS", "2D"}
    play(state, "1 play AS")
    play(state, "2 play 9H")
    assert state.tricks == [0, 1, 0] and state.to_move() == 1


def test_E8_spades_led_in_spader_trumf() -> None:
    """E8: 4S led, P2 holds 3S and AD: AD is refused."""
    state = position(SPADER + " turn=1", {"hand/0": "2C", "hand/1": "3S AD", "hand/2": "3C",
                                         "trick/0": "4S"})
    assert reason_key(state, "1 play AD") == "tribello.R2.must_follow"
    assert [m.card.text for m in state.legal_moves(1)] == ["3S"]


def test_E9_valfri_trick() -> None:
    """E9: clubs trumps; AD led, P2 (no diamonds) plays 2C, P3 KD: P2 wins and leads."""
    state = position("phase=play deal_no=1 contract=valfri trump=C dealer=2 leader=0 turn=0 "
                     "tricks=[0,0,0] tricks_played=0",
                     {"hand/0": "AD 3H", "hand/1": "2C 4H", "hand/2": "KD 5H"})
    for move in ("0 play AD", "1 play 2C", "2 play KD"):
        play(state, move)
    assert state.tricks == [0, 1, 0] and state.to_move() == 1


def last_trick(contract: str, dealer: int, before: list[int], winner: int, deal_no: int = 1,
               totals: str = "[0,0,0]", **options: Any) -> State:
    leads = {0: "AS", 1: "KS", 2: "QS"}
    cards = {s: leads[(s - winner) % 3] for s in range(3)}
    trump = {"spader": "S", "valfri": "H"}.get(contract, '""')
    tricks = ",".join(str(t) for t in before)
    state = position(f"phase=play deal_no={deal_no} contract={contract} trump={trump} dealer={dealer} "
                     f"leader={winner} turn={winner} tricks_played=15 tricks=[{tricks}] totals={totals}",
                     {f"hand/{s}": cards[s] for s in range(3)}, **options)
    for s in [(winner + i) % 3 for i in range(3)]:
        play(state, f"{s} play {cards[s]}")
    return state


@pytest.mark.parametrize("example,contract,dealer,before,winner,points", [
    ("E10 spel", "spel", 2, [9, 3, 3], 0, [2, -1, -1]),
    ("E11 pass", "pass", 0, [5, 4, 6], 1, [1, -1, 0]),
    ("E12 exactly", "valfri", 1, [4, 4, 7], 2, [0, 0, 0]),
])
def test_E10_to_E12_scoring(example: str, contract: str, dealer: int, before: list[int], winner: int,
                            points: list[int]) -> None:
    """E10 Spel P1 forehand 10/3/3 -> +2/-1/-1; E11 Pass P2 forehand 5/5/6 -> P2 -1, P3 0,
    P1 +1; E12 Valfri P3 forehand 4/4/8 -> 0/0/0. The three scores add up to 0 (S3)."""
    state = last_trick(contract, dealer, before, winner)
    row = state.history[-1]
    assert row[3] == (dealer + 1) % 3 and row[7:10] == points and sum(points) == 0
    assert state.totals == points and state.deal_no == 2


def test_E13_end_of_game_shared_win() -> None:
    """E13: after deal 12 with totals +5/+5/-10, P1 and P2 share the win."""
    state = last_trick("spel", 2, [7, 4, 4], 0, deal_no=12, totals="[5,5,-10]")
    assert state.history[-1][7:10] == [0, 0, 0] and state.totals == [5, 5, -10]
    assert state.is_over() and state.deal_no == 12
    sheet = state.result()
    assert sheet.finished and sheet.winners == (0, 1)


def test_E14_tribello_length() -> None:
    """E14: with game_length=tribello a contract played three times is no longer offered; 36 deals."""
    state = fresh(0, used={1: [0, 1, 3, 2]}, game_length="tribello")
    assert state.deals_total == 36
    offered = {m.arg.split()[0] for m in state.legal_moves(1)}
    assert offered == {"spel", "pass", "valfri"}
    assert reason_key(state, "1 choose spader") == "tribello.D3.already_played"
    done = random_game(6, game_length="tribello")
    assert len(done.history) == 36 and done.used == [[3, 3, 3, 3]] * 3


# --- rule tests ----------------------------------------------------------------------------

def test_full_hand_timing() -> None:
    """contract_timing=full_hand: 16 cards each first, then the last 4 face up, then the choice."""
    state = fresh(0, hands={1: "AS KS QS"}, widow="2C 3C 4C 5C", contract_timing="full_hand")
    assert state.phase is Phase.CONTRACT
    assert all(len(state.zones[f"hand/{s}"]) == 16 for s in range(3))
    assert state.zones["widow"] == parse_cards("2C 3C 4C 5C")
    assert {c.text for c in state.view(1).hand} >= {"AS", "KS", "QS"}
    play(state, "1 choose spader")
    assert state.phase is Phase.PICKUP and state.trump == "S"
    assert all(len(state.zones[f"hand/{s}"]) == 16 for s in range(3))


def test_valfri_spades_option() -> None:
    """A4 valfri_spades=on: spades may be named, and it counts as Valfri trumf."""
    state = fresh(2, valfri_spades="on")
    play(state, "0 choose valfri S")
    assert state.contract is Contract.VALFRI and state.trump == "S" and state.used[0] == [0, 0, 0, 1]


def test_open_cards_seen_before_the_deal() -> None:
    """D3: with open_cards forehand chooses seeing only the four open cards (everyone sees them)."""
    state = fresh(0, widow="AS KS 2H 3D")
    for seat in range(3):
        assert state.view(seat).cards("widow") == parse_cards("AS KS 2H 3D")
        assert state.view(seat).hand == []


def test_only_forehand_chooses() -> None:
    """A7: forehand chooses; the others are refused."""
    state = fresh(0)
    assert state.actors() == [1]
    assert reason_key(state, "2 choose spel") == "tribello.D3.not_forehand"
    assert reason_key(state, "1 pickup") == "tribello.D3.choose_first"
    assert reason_key(state, "1 choose nonsense") == "tribello.D3.choose"


def test_pass_uses_maxima_and_others_quota() -> None:
    """S1/S2 quotas in public(): forehand 8 / 4 (Pass max 4, others 6)."""
    state = fresh(0)
    play(state, "1 choose pass")
    assert state.public()["quotas"] == [6, 4, 6]
    state = fresh(0)
    play(state, "1 choose spel")
    assert state.public()["quotas"] == [4, 8, 4]


def test_contracts_and_sheet() -> None:
    """The sheet has one row per deal naming the contract; rows add up to the totals."""
    done = random_game(2)
    sheet = done.result()
    assert len(sheet.rows) == 12
    assert all(sum(r.values[c] or 0 for r in sheet.rows) == sheet.totals[c] for c in range(3))
    assert all(sum(v or 0 for v in r.values) == 0 for r in sheet.rows)     # S3
    names = {r.label.english().split(": ", 1)[1].split(",")[0] for r in sheet.rows}
    assert {"Spel", "Pass", "Spader trumf"} <= names
    assert any(n.startswith("Valfri trumf: ") for n in names)
    assert len(CONTRACTS) == 4


def test_layout_declares_widow_gestures() -> None:
    drops = {(g.verb, g.src, g.dst) for g in LAYOUT.gestures}
    assert ("put", "hand/{seat}", "widow") in drops and ("take", "widow", "hand/{seat}") in drops


def test_save_round_trip_in_contract_phase() -> None:
    state = fresh(0, used={1: [1, 0, 0, 0]})
    again = State.from_dict(state.to_dict())
    assert again.to_dict() == state.to_dict() and again.used[1] == [1, 0, 0, 0]
    assert State.from_notation(state.notation()).notation() == state.notation()


# --- computer players ---------------------------------------------------------------------



@pytest.mark.parametrize("widow,expected", [
    ("2C 5D 7H 9S", "pass"),          # no card above 9
    ("AS KS 2H 3D", "spader"),        # two high spades
    ("AH QH 2C 3D", "valfri H"),      # two high hearts
    ("AC KD 5H 6S", "spel"),          # aces and kings of mixed suits
])
def test_ai_contract_on_the_open_cards(widow: str, expected: str) -> None:
    """The notes' rules for choosing on the four open cards."""
    state = fresh(0, widow=widow)
    move = make_player("normal", 1).choose(state.view(1), state.legal_moves(1))
    assert move.arg == expected


def test_ai_takes_what_is_left() -> None:
    state = fresh(0, used={1: [1, 1, 1, 0]}, widow="2C 5D 7H 9S")
    move = make_player("normal", 1).choose(state.view(1), state.legal_moves(1))
    assert move.arg.startswith("valfri ")


def test_ai_plays_a_whole_game() -> None:
    for options in ({}, {"contract_timing": "full_hand"}):
        state = new_game(3, opts(**options), seed=31)
        bots = [make_player("normal", s) for s in range(3)]
        while not state.is_over():
            seat = state.actors()[0]
            state.apply(bots[seat].choose(state.view(seat), state.legal_moves(seat)))
        assert len(state.history) == 12 and state.used == [[1, 1, 1, 1]] * 3
