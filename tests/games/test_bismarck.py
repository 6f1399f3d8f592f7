"""Bismarck (spec: shared/rules/bismarck.md): acceptance examples E1-E16 and rule tests."""
from __future__ import annotations

from typing import Any

import pytest

from kortbord.ai.montecarlo import Budget, MonteCarloPlayer
from kortbord.engine import Card, Event, EventKind, Face, Move, Rng, parse_cards
from kortbord.engine.cards import sort_key
from kortbord.engine.kit.tricks import TrickRules, stripped_deck, top_outstanding
from kortbord.games.bismarck import INFO
from kortbord.games.bismarck.ai import make_player
from kortbord.games.bismarck.layout import LAYOUT
from kortbord.games.bismarck.quota import Phase, quota_points, stacked
from kortbord.games.bismarck.quota_ai import determinize, discards, distinct_plays
from kortbord.games.bismarck.rules import State, kind_of, new_game

OPTIONS = INFO.options.resolve({})


def opts(**given: Any) -> dict[str, Any]:
    return INFO.options.resolve(given)


def dealt(deal_no: int, dealer: int, hands: dict[int, str], widow: str, **options: Any) -> State:
    """A state whose deal ``deal_no`` was dealt from a stacked deck (D1-D4)."""
    state = State(3, opts(**options))
    state.dealer = dealer
    state.deal_no = deal_no - 1
    state.zones["stock"] = stripped_deck()
    order = stacked({s: parse_cards(t) for s, t in hands.items()}, parse_cards(widow), (dealer + 1) % 3)
    state.deal(order)
    return state


def position(fields: str, zones: dict[str, str], **options: Any) -> State:
    """A state from notation; cards not named lie in ``won/0`` so the deck is complete."""
    named = {c for text in zones.values() for c in parse_cards(text)}
    rest = " ".join(c.text for c in stripped_deck() if c not in named)
    parts = [f"{name}: {text}" for name, text in zones.items()] + [f"won/0: {rest}"]
    head = " ".join(["bismarck 3p"] + [f"{k}={v}" for k, v in options.items()])
    state = State.from_notation(" | ".join([head, fields] + parts))
    assert isinstance(state, State)
    return state


def play(state: State, text: str) -> list[Event]:
    return state.apply(state.parse_move(text))


def exchange(state: State, discards: str) -> None:
    """Forehand takes up the table cards and discards ``discards``."""
    fh = state.forehand
    play(state, f"{fh} pickup")
    for card in discards.split():
        play(state, f"{fh} put {card}")
    play(state, f"{fh} discard")


def reason_key(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.key


# --- acceptance examples ----------------------------------------------------------

def test_E1_deal_size() -> None:
    """E1: 16 cards each and 4 face up; after the exchange 16 again and 4 out of play."""
    state = new_game(3, OPTIONS, seed=11)
    assert [len(state.zones[f"hand/{s}"]) for s in range(3)] == [16, 16, 16]
    assert len(state.zones["widow"]) == 4 and state.zone_spec("widow").face is Face.UP
    for seat in range(3):
        assert state.view(seat).cards("widow") == state.zones["widow"]
    fh = state.forehand
    state.apply(Move(fh, "pickup"))
    assert len(state.zones[f"hand/{fh}"]) == 20 and not state.zones["widow"]
    for card in state.zones[f"hand/{fh}"][:4]:
        state.apply(Move(fh, "put", (card,)))
    state.apply(Move(fh, "discard"))
    assert [len(state.zones[f"hand/{s}"]) for s in range(3)] == [16, 16, 16]
    assert len(state.zones["widow"]) == 4
    assert state.phase is Phase.PLAY and state.to_move() == fh


def test_E2_trump_from_first_table_card() -> None:
    """E2: deal 4 is trumf; the first of 9H 2C KS 5D makes hearts trumps for the whole deal."""
    state = dealt(4, 0, {}, "9H 2C KS 5D")
    assert state.zones["widow"] == parse_cards("9H 2C KS 5D")
    assert state.table_cards[0] == Card.parse("9H")
    assert state.trump == "H" and state.public()["trump"] == "H"
    assert "hearts" in state.result().status.english()  # type: ignore[union-attr]


def test_E3_discarding_the_trump_indicator() -> None:
    """E3: P2 (forehand) may discard 9H 2C 3S 4S; P1 and P3 do not see them; hearts stay trumps."""
    state = dealt(4, 0, {1: "3S 4S"}, "9H 2C KS 5D")
    assert state.forehand == 1
    ids_on_table = {state.uid[c] for c in state.zones["widow"]}
    exchange(state, "9H 2C 3S 4S")
    assert sorted(state.zones["widow"], key=sort_key) == sorted(parse_cards("9H 2C 3S 4S"), key=sort_key)
    assert state.trump == "H"
    for seat in (0, 2):
        view = state.view(seat)
        assert all(slot.card is None for slot in view.zones["widow"])
        # The hand got fresh hidden ids: nobody can follow a table card into the discards.
        assert not ids_on_table & {slot.uid for slot in view.zones["widow"]}
    assert state.view(1).cards("widow") == state.zones["widow"]


def test_E4_exchange_must_be_finished_first() -> None:
    """E4: forehand with 20 cards cannot lead; the discard is refused with 3 or 5 cards."""
    state = dealt(1, 0, {1: "AS KS QS JS TS"}, "2C 3C 4C 5C")
    play(state, "1 pickup")
    assert len(state.zones["hand/1"]) == 20
    assert reason_key(state, "1 play AS") == "bismarck.D6.discard_first"
    for card in ("2C", "3C", "4C"):
        play(state, f"1 put {card}")
    assert reason_key(state, "1 discard") == "bismarck.D5.need_four"
    play(state, "1 put 5C")
    assert reason_key(state, "1 put AS") == "bismarck.D5.widow_full"      # no fifth card
    assert reason_key(state, "1 play AS") == "bismarck.D6.discard_first"
    play(state, "1 take 2C")                                                 # and back again
    assert "2C" in {c.text for c in state.zones["hand/1"]}
    play(state, "1 put 2C")
    play(state, "1 discard")
    assert state.check(state.parse_move("1 play AS")).ok


TRUMF = "phase=play deal_no=4 trump=H dealer=2 leader=0 tricks=[5,4,4] tricks_played="


def test_E5_follow_suit_in_trumf() -> None:
    """E5: P3 holds 3S AH 2C and P1 led 7S: AH is refused, 3S must be played."""
    state = position(TRUMF + "13 turn=2", {"hand/0": "2D 3D", "hand/1": "4D 5D", "hand/2": "3S AH 2C",
                                        "trick/0": "7S", "trick/1": "6D"})
    verdict = state.check(state.parse_move("2 play AH"))
    assert not verdict.ok and verdict.reason is not None
    assert verdict.reason.key == "bismarck.R2.must_follow" and verdict.reason.param("suit").suit == "S"  # type: ignore[union-attr]
    assert [m.card.text for m in state.legal_moves(2)] == ["3S"]


def test_E6_no_duty_to_trump() -> None:
    """E6: void in spades, P3 may throw 2C or trump with AH or 4H."""
    state = position(TRUMF + "13 turn=2", {"hand/0": "2D 3D", "hand/1": "4D 5D", "hand/2": "AH 4H 2C",
                                        "trick/0": "7S", "trick/1": "6D"})
    assert {m.card.text for m in state.legal_moves(2)} == {"AH", "4H", "2C"}


def test_E7_a_trump_wins() -> None:
    """E7: KS led, P2 trumps with 2H, P3 plays AS: P2 wins and leads next."""
    state = position(TRUMF + "13 turn=0", {"hand/0": "KS 2D 3D", "hand/1": "2H 4D 5D", "hand/2": "AS 6C 7C"})
    for move in ("0 play KS", "1 play 2H", "2 play AS"):
        play(state, move)
    assert state.tricks == [5, 5, 4] and state.leader == 1 and state.to_move() == 1


def test_E8_no_duty_to_beat_or_overtrump() -> None:
    """E8: 8S led, P2 trumps 5H; P3 (9H 3D, no spades) may play 3D, and P2 wins."""
    state = position(TRUMF + "14 turn=2", {"hand/0": "2D 4D", "hand/1": "5D 6D", "hand/2": "9H 3D",
                                          "trick/0": "8S", "trick/1": "5H"})
    assert state.check(state.parse_move("2 play 3D")).ok
    play(state, "2 play 3D")
    assert state.tricks == [5, 5, 4] and state.to_move() == 1


def test_E9_trump_led() -> None:
    """E9: 6H led; P2 holds QH and 2S: 2S is refused, QH must be played."""
    state = position(TRUMF + "14 turn=1", {"hand/0": "2D 3D", "hand/1": "QH 2S", "hand/2": "9C 3C",
                                          "trick/0": "6H"})
    assert reason_key(state, "1 play 2S") == "bismarck.R2.must_follow"
    assert [m.card.text for m in state.legal_moves(1)] == ["QH"]


def test_E10_grand_off_suit_never_wins() -> None:
    """E10: grand, 3D led, P2 (no diamonds) plays AS, P3 2D: P1 wins."""
    state = position("phase=play deal_no=1 dealer=2 leader=0 turn=0 tricks_played=13 tricks=[5,4,4]",
                     {"hand/0": "3D 4C 5C", "hand/1": "AS 6C 7C", "hand/2": "2D 8C 9C"})
    for move in ("0 play 3D", "1 play AS", "2 play 2D"):
        play(state, move)
    assert state.tricks == [6, 4, 4] and state.to_move() == 0


def last_trick(deal_no: int, dealer: int, tricks_before: list[int], winner: int, **options: Any) -> State:
    """Play the 16th trick so that ``winner`` takes it; returns the state after scoring."""
    leads = {0: "AS", 1: "KS", 2: "QS"}
    cards = {s: leads[(s - winner) % 3] for s in range(3)}
    tricks = ",".join(str(t) for t in tricks_before)
    fields = (f"phase=play deal_no={deal_no} dealer={dealer} leader={winner} turn={winner} "
              f"tricks_played=15 tricks=[{tricks}]")
    state = position(fields, {f"hand/{s}": cards[s] for s in range(3)}, **options)
    for s in [(winner + i) % 3 for i in range(3)]:
        play(state, f"{s} play {cards[s]}")
    return state


@pytest.mark.parametrize("example,deal_no,dealer,before,winner,points,options", [
    ("E11 grand", 1, 2, [9, 4, 2], 0, [2, 0, 0], {}),
    ("E12 trumf", 4, 0, [6, 5, 4], 1, [2, 0, 0], {}),
    ("E13 pas", 7, 1, [5, 8, 2], 2, [1, 0, 1], {}),
    ("E14 pas clean", 7, 2, [0, 7, 8], 1, [4, 0, 0], {}),
    ("E15 shortfall_minus", 1, 2, [6, 4, 5], 1, [-2, 1, 1], {"shortfall_minus": "on"}),
])
def test_E11_to_E15_scoring(example: str, deal_no: int, dealer: int, before: list[int], winner: int,
                            points: list[int], options: dict[str, str]) -> None:
    """E11 grand 10/4/2 -> 2/0/0; E12 trumf P2 forehand 6/6/4 -> P1 2; E13 pas P3 forehand
    3/5/8 -> 1/1/0; E14 pas 0/8/8 -> 4/0/0; E15 shortfall_minus 6/5/5 -> -2/+1/+1."""
    state = last_trick(deal_no, dealer, before, winner, **options)
    row = state.history[-1]
    assert row[0] == deal_no and row[3] == (dealer + 1) % 3
    assert row[7:10] == points
    assert state.totals == points
    assert state.deal_no == deal_no + 1 and state.phase is Phase.PICKUP      # the next deal is dealt


def test_quota_points_lines() -> None:
    """S1-S3 as a function: forehand minimum 8 / maximum 4, others 4 / 6."""
    assert quota_points([10, 4, 2], 0, avoid=False, minus=False) == [2, 0, 0]
    assert quota_points([6, 6, 4], 1, avoid=False, minus=False) == [2, 0, 0]
    assert quota_points([5, 8, 3], 2, avoid=True, minus=False) == [1, 0, 1]
    assert quota_points([6, 5, 5], 0, avoid=False, minus=True) == [-2, 1, 1]
    assert quota_points([6, 5, 5], 0, avoid=True, minus=True) == [-2, 1, 1]
    assert sum(quota_points([3, 9, 4], 1, avoid=True, minus=True)) == 0


def test_E16_end_of_game_and_tie() -> None:
    """E16: after deal 9 with totals 7/7/5, P1 and P2 share the win; no tenth deal."""
    # Pas, forehand P3 (seat 2), maxima 4/6/6; P3 takes the last trick: tricks 5/6/5, points 1/0/0.
    state = position("phase=play deal_no=9 dealer=1 leader=2 turn=2 tricks_played=15 tricks=[5,6,4] "
                     "totals=[6,7,5]", {"hand/0": "2S", "hand/1": "3S", "hand/2": "AS"})
    for move in ("2 play AS", "0 play 2S", "1 play 3S"):
        play(state, move)
    assert state.history[-1][7:10] == [1, 0, 0]
    assert state.totals == [7, 7, 5]
    assert state.is_over() and state.deal_no == 9
    sheet = state.result()
    assert sheet.finished and sheet.winners == (0, 1) and len(sheet.rows) == 1
    assert state.actors() == [] and "Shared" in sheet.status.english()  # type: ignore[union-attr]


# --- rule tests ------------------------------------------------------------------------

def test_phases_of_the_game() -> None:
    """Deals 1-3 grand, 4-6 trumf, 7-9 pas (structure, A3)."""
    assert [kind_of(d).value for d in range(1, 10)] == ["grand"] * 3 + ["trumf"] * 3 + ["pas"] * 3


def random_game(seed: int, **options: Any) -> State:
    state = new_game(3, opts(**options), seed=seed)
    rng = Rng(seed)
    while not state.is_over():
        seat = rng.choice(state.actors())
        state.apply(rng.choice(state.legal_moves(seat)))
    return state


def test_each_player_forehand_once_per_phase_and_rows_add_up() -> None:
    """A3 and S4: nine rows, each player forehand once in each phase; totals are the row sums."""
    state = random_game(5)
    assert len(state.history) == 9
    for phase in range(3):
        assert sorted(r[3] for r in state.history[3 * phase:3 * phase + 3]) == [0, 1, 2]
        assert all(r[1] == phase for r in state.history[3 * phase:3 * phase + 3])
    for row in state.history:
        assert sum(row[4:7]) == 16
    sheet = state.result()
    assert list(sheet.totals) == [sum(r.values[c] or 0 for r in sheet.rows) for c in range(3)]
    assert set(sheet.winners) == {s for s in range(3) if state.totals[s] == max(state.totals)}


def test_no_trumps_in_grand_and_pas() -> None:
    """A10: only trumf deals have a trump suit."""
    state = random_game(8)
    assert [r[2] >= 0 for r in state.history] == [False] * 3 + [True] * 3 + [False] * 3


def test_first_dealer_by_lot_and_rotation() -> None:
    """The lowest drawn card deals; the deal then passes clockwise (forehand left of the dealer)."""
    state = new_game(3, OPTIONS, seed=3)
    ranks = "23456789TJQKA"
    last_round = state.draws[-3:] if len(state.draws) > 3 else state.draws
    low = min(last_round, key=lambda d: ranks.index(d[1].rank))
    assert state.dealer == low[0] and state.forehand == (state.dealer + 1) % 3
    dealer = state.dealer
    finished = random_game(3)
    assert [r[3] for r in finished.history[:3]] == [(dealer + 1 + i) % 3 for i in range(3)]


def test_dealing_order_from_forehand_table_cards_last() -> None:
    """D2/A7: one card at a time from forehand; the last four cards go to the table."""
    state = State(3, OPTIONS)
    state.dealer = 1
    state.zones["stock"] = stripped_deck()
    order = stripped_deck()
    events = state.deal(order)
    moves = [e for e in events if e.kind is EventKind.MOVE]
    assert [e.dst for e in moves[:4]] == ["hand/2", "hand/0", "hand/1", "hand/2"]
    assert all(len(e.cards) == 1 for e in moves)
    assert [e.dst for e in moves[-4:]] == ["widow"] * 4
    assert state.zones["widow"] == list(reversed(order))[48:]


def test_only_forehand_acts_during_the_exchange() -> None:
    """D6: the others wait; forehand's exchange moves are refused for them."""
    state = new_game(3, OPTIONS, seed=2)
    other = (state.forehand + 1) % 3
    assert state.actors() == [state.forehand]
    assert state.legal_moves(other) == []
    assert reason_key(state, f"{other} pickup") == "bismarck.D5.not_forehand"


def test_reveal_discards_option() -> None:
    """D5 reveal_discards: off keeps the discards hidden for good; on shows them after trick 16."""
    state = random_game(4, reveal_discards="on")
    assert len(state.last_discards) == 4 and state.view(0).cards("widow") == state.zones["widow"]
    hidden = random_game(4)
    assert hidden.last_discards == [] and hidden.view((hidden.forehand + 1) % 3).cards("widow") == []


def test_layout_declares_widow_gestures() -> None:
    """The exchange is dragging between hand and widow (DROP put / take)."""
    drops = {(g.verb, g.src, g.dst) for g in LAYOUT.gestures}
    assert ("put", "hand/{seat}", "widow") in drops and ("take", "widow", "hand/{seat}") in drops
    assert ("play", "hand/{seat}", "trick/{seat}") in drops
    assert "widow" in {z.name for z in LAYOUT.zones}


def test_save_round_trip_during_the_exchange() -> None:
    """JSON and notation keep the half-finished exchange."""
    state = new_game(3, OPTIONS, seed=9)
    fh = state.forehand
    play(state, f"{fh} pickup")
    play(state, f"{fh} put {state.zones[f'hand/{fh}'][0].text}")
    again = State.from_dict(state.to_dict())
    assert again.to_dict() == state.to_dict() and again.phase is Phase.EXCHANGE
    assert State.from_notation(state.notation()).notation() == state.notation()


def test_describe_and_public() -> None:
    """Every move has a text; public() names the phase, quotas and table cards."""
    state = new_game(3, OPTIONS, seed=1)
    pub = state.public()
    assert pub["kind"] == "grand" and pub["deal"] == 1 and pub["deals"] == 9
    assert pub["quotas"][state.forehand] == 8 and sorted(pub["quotas"]) == [4, 4, 8]
    assert len(pub["table_cards"]) == 4
    assert state.describe(Move(state.forehand, "pickup")).english() == "Take the table cards"


# --- computer players -------------------------------------------------------------------

TINY = Budget(samples=2, seconds=0.01)


def test_ai_exchange_follows_the_notes() -> None:
    """Grand keeps aces and lays away low cards of short suits; trumf keeps every trump and
    empties short side suits; pas lays away the highest cards."""
    twenty = parse_cards("AS KS QS 5S 4S AH 3H 2H KD 7D 6D 5D 4D 3D 2D 9C 8C 7C 3C 2C")
    grand = set(discards(twenty, "", avoid=False))
    assert not grand & set(parse_cards("AS KS AH KD")) and len(grand) == 4
    trumf = discards(twenty, "D", avoid=False)
    assert not any(c.suit == "D" or c.rank == "A" for c in trumf)
    assert set(parse_cards("3H 2H")) <= set(trumf)
    pas = set(discards(twenty, "", avoid=True))
    assert set(parse_cards("AS AH")) <= pas


def test_ai_plays_a_whole_match() -> None:
    """The decent players finish a match with legal moves only; the exchange plan is stable."""
    state = new_game(3, OPTIONS, seed=21)
    bots = [make_player("normal", s) for s in range(3)]
    steps = 0
    while not state.is_over():
        seat = state.actors()[0]
        state.apply(bots[seat].choose(state.view(seat), state.legal_moves(seat)))
        steps += 1
        assert steps < 2000
    assert len(state.history) == 9


def test_strong_player_plays_a_deal() -> None:
    """The Monte Carlo player (tiny budget) plays legal cards through a deal."""
    state = new_game(3, OPTIONS, seed=22)
    bots = [make_player("strong" if s == 0 else "normal", s) for s in range(3)]
    assert isinstance(bots[0], MonteCarloPlayer)
    bots[0].budget = TINY
    while state.deal_no == 1:
        seat = state.actors()[0]
        legal = state.legal_moves(seat)
        move = bots[seat].choose(state.view(seat), legal)
        assert move in legal
        state.apply(move)


def test_determinize_respects_the_view() -> None:
    """Samples keep the seat's own cards, the played cards, the voids, and put the unplayed
    table cards into forehand's hand or his discards."""
    state = new_game(3, OPTIONS, seed=23)
    bots = [make_player("normal", s) for s in range(3)]
    while state.phase is not Phase.PLAY or state.tricks_played < 5:
        seat = state.actors()[0]
        state.apply(bots[seat].choose(state.view(seat), state.legal_moves(seat)))
    viewer = (state.forehand + 1) % 3
    view = state.view(viewer)
    rng = Rng(1)
    for _ in range(20):
        sample = determinize(State)(view, rng)
        assert isinstance(sample, State)
        assert sample.zones[f"hand/{viewer}"] == state.zones[f"hand/{viewer}"]
        assert sorted(sample.all_cards(), key=sort_key) == sorted(state.all_cards(), key=sort_key)
        assert all(len(sample.zones[z]) == len(state.zones[z]) for z in state.zones)
        fh = state.forehand
        for card in state.table_cards:
            if all(card is not c for _, _, c in state.plays):
                assert card in sample.zones[f"hand/{fh}"] or card in sample.zones["widow"]


def test_candidates_drop_equivalent_cards() -> None:
    """Cards in sequence (only played cards between them) are one candidate."""
    legal = [Move(0, "play", (Card.parse(t),)) for t in ("9S", "TS", "QS", "2H")]
    gone = {Card.parse("JS")}
    kept = [m.card.text for m in distinct_plays(legal, gone, TrickRules())]
    assert kept == ["9S", "2H"]


def test_kit_top_outstanding() -> None:
    """Kit helper used by the players: the highest card of each suit still out."""
    deck = frozenset(stripped_deck())
    rules = TrickRules()
    seen = set(parse_cards("AS KS QH")) | {c for c in deck if c.suit == "C"}
    tops = top_outstanding(deck, seen, rules)
    assert tops == {"S": rules.ranks.index("Q"), "H": rules.ranks.index("A"), "D": rules.ranks.index("A"),
                    "C": -1}
