"""Gammel Jomfru (spec rules/gammel_jomfru.md): acceptance examples 1-12, every rule and
option, hidden information, saves, prompts and the computer players.

Positions are written in the engine notation; players A, B, C are seats 0-2, C deals and
A starts, as in the spec's examples. Stocks are listed bottom to top (the last card is
turned next), like every zone.
"""
from __future__ import annotations

import json
from typing import Sequence

import pytest

from kortbord.engine.cards import Card
from kortbord.engine.events import Event, EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.rng import Rng
from kortbord.games.gammel_jomfru.ai import make_player
from kortbord.games.gammel_jomfru.rules import DECK, Phase, State, new_game
from positions import moves, play

INFO = game_info("gammel_jomfru")
NAMES = {0: "A", 1: "B", 2: "C", 3: "D"}
HEAD = "gammel_jomfru 3p"


def at(text: str, options: str = "") -> State:
    head = f"{HEAD} {options}".strip()
    state = State.from_notation(f"{head} | {text}")
    assert isinstance(state, State)
    return state


def reason(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english(NAMES)


def news(events: Sequence[Event]) -> list[str]:
    return [e.message.english(NAMES) for e in events if e.message is not None]


def cards(state: State, zone: str) -> str:
    return " ".join(c.text for c in state.zones[zone])


# --- the deal ---------------------------------------------------------------------------

def test_deal_all_cards_one_at_a_time_from_the_dealers_left() -> None:
    """D1, D2: 52 cards dealt face down, the dealer's left first; A starts (R1)."""
    state = new_game(3, {}, dealer=2, deck=list(DECK))
    assert [len(state.zones[f"stock/{s}"]) for s in range(3)] == [18, 17, 17]
    # The deck's top (last) card went to A first, so it lies at the bottom of A's stock.
    assert state.zones["stock/0"][0] == DECK[-1] and state.zones["stock/1"][0] == DECK[-2]
    assert state.turn == 0 and state.phase is Phase.TURN
    assert not any(state.zones[f] for f in ("found/S", "pile/0", "pile/1", "pile/2", "deck"))
    assert moves(state, 0) == {"0 turn"} and moves(state, 1) == set()


def test_first_dealer_is_random_and_stocks_are_hidden_from_everybody() -> None:
    dealers = {new_game(4, {}, seed=s).dealer for s in range(12)}
    assert len(dealers) > 1
    state = new_game(4, {}, seed=3)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert all(slot.card is None for s in range(4) for slot in view.zones[f"stock/{s}"])


# --- the acceptance examples -------------------------------------------------------------

def test_example_1_first_card_has_nowhere_to_go() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 7H | stock/1: 3C | stock/2: 4C")
    play(state, "0 turn")
    assert cards(state, "turned/0") == "7H"
    assert moves(state, 0) == {"0 rest"}
    play(state, "0 rest")
    assert cards(state, "pile/0") == "7H" and state.turn == 1 and state.phase is Phase.TURN


def test_example_2_build_on_another_pile_then_an_ace() -> None:
    state = at("turn=1 dealer=2 | stock/0: 2C | pile/0: 7H | stock/1: 3C 4D AS 8C | stock/2: 5C")
    play(state, "1 turn")
    assert moves(state, 1) == {"1 play 8C pile/0"}
    play(state, "1 play 8C pile/0")
    assert state.turn == 1 and state.phase is Phase.TURN        # B continues
    events = play(state, "1 turn")
    assert cards(state, "found/S") == "AS" and state.turn == 1 and state.phase is Phase.TURN
    assert "A♠ starts a foundation" in news(events)
    play(state, "1 turn")                                          # 4D fits nowhere
    assert moves(state, 1) == {"1 rest"}
    play(state, "1 rest")
    assert cards(state, "pile/1") == "4D" and state.turn == 2


def test_example_3_foundation_built_down_in_suit() -> None:
    state = at("turn=2 dealer=2 | found/S: AS | stock/0: 2C | stock/1: 3C | stock/2: 5C KS")
    play(state, "2 turn")
    assert "2 play KS found/S" in moves(state, 2)
    play(state, "2 play KS found/S")
    assert state.turn == 2 and cards(state, "found/S") == "AS KS"
    hearts = at("turn=2 dealer=2 | found/S: AS | stock/0: 2C | stock/1: 3C | stock/2: 5C KH")
    play(hearts, "2 turn")
    assert reason(hearts, "2 play KH found/S") == "K♥ cannot go on the ace of spades"
    queen = at("turn=2 dealer=2 | found/S: AS | stock/0: 2C | stock/1: 3C | stock/2: 5C QS")
    play(queen, "2 turn")
    assert reason(queen, "2 play QS found/S") == \
        "Q♠ cannot go there: the next card on this foundation is K♠"


def test_example_4_building_on_ones_own_pile_continues() -> None:
    text = "turn=0 dealer=2 | stock/0: 2C 9C | pile/0: 8C | stock/1: 3C | pile/1: 4D | stock/2: 5C | pile/2: QD"
    state = at(text)
    play(state, "0 turn")
    assert moves(state, 0) == {"0 play 9C pile/0"}
    play(state, "0 play 9C pile/0")
    assert state.turn == 0 and state.phase is Phase.TURN       # A turns again
    strict = at(text, "build_on_own_pile=false")
    play(strict, "0 turn")
    assert moves(strict, 0) == {"0 rest"}
    assert reason(strict, "0 play 9C pile/0") == "You may not build on your own pile"
    play(strict, "0 rest")
    assert cards(strict, "pile/0") == "8C 9C" and strict.turn == 1


def test_example_5_you_must_play_when_you_can() -> None:
    text = "turn=0 dealer=2 | stock/0: 2C 6S | pile/0: 8C | stock/1: 3C | pile/1: 5H | stock/2: 4C"
    state = at(text)
    play(state, "0 turn")
    assert reason(state, "0 rest") == "6♠ can go on B's pile"
    assert reason(state, "0 play 6S pile/0") == "The card must be one above or one below"
    free = at(text, "must_play_if_possible=false")
    play(free, "0 turn")
    assert moves(free, 0) == {"0 rest", "0 play 6S pile/1"}
    play(free, "0 rest")
    assert free.turn == 1 and cards(free, "pile/0") == "8C 6S"


def test_example_6_turning_the_face_up_pile_over() -> None:
    state = at("turn=0 dealer=2 | pile/0: 7H 8C 9C 2D | stock/1: 3C | stock/2: 4C")
    events = play(state, "0 turn")
    assert cards(state, "turned/0") == "7H"
    assert cards(state, "stock/0") == "2D 9C 8C"                 # 8C is next, then 9C, 2D
    assert not state.zones["pile/0"] and state.flips[0] == 1
    assert "A turns the pile over" in news(events)


def test_example_7_going_out_in_mid_turn() -> None:
    state = at("turn=1 dealer=2 | stock/0: 2C | pile/0: 5S | stock/1: 6D | stock/2: 4C 9H")
    play(state, "1 turn")
    events = play(state, "1 play 6D pile/0")
    assert state.place == [0, 1, 0] and state.turn == 2
    assert "B is out in place 1" in news(events)
    assert state.gift == 0


def test_example_8_gammel_jomfru() -> None:
    state = at("turn=1 dealer=2 place=[0,0,1] | stock/0: 2C 9H | pile/0: 5S | stock/1: 6D")
    play(state, "1 turn")
    events = play(state, "1 play 6D pile/0")
    assert state.is_over() and state.jomfru == [0] and state.marks == [1, 0, 0]
    assert state.place == [3, 2, 1]
    assert "A is GAMMEL JOMFRU" in news(events)
    assert any(e.kind is EventKind.ROUND_OVER for e in events)
    sheet = state.result()
    assert sheet.finished and sheet.winners == (2,) and sheet.totals == (1, 0, 0)   # S2: first out wins
    assert state.actors() == [] and moves(state, 0) == set()


def test_example_9_no_wrap_around() -> None:
    state = at("turn=0 dealer=2 | stock/0: 3C 2C | stock/1: 3D | stock/2: 4C | pile/2: KD")
    play(state, "0 turn")
    assert reason(state, "0 play 2C pile/2") == "The card must be one above or one below"
    assert moves(state, 0) == {"0 rest"}
    ace = at("turn=0 dealer=2 | stock/0: 3C AC | stock/1: 3D | stock/2: 4C | pile/2: KD")
    play(ace, "0 turn")                                           # the ace went to the middle
    assert cards(ace, "found/C") == "AC" and cards(ace, "pile/2") == "KD" and moves(ace, 0) == {"0 turn"}


def test_example_10_a_card_that_fits_two_places() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C TD | stock/1: 3C | pile/1: 9H | stock/2: 4C | pile/2: JS")
    play(state, "0 turn")
    assert moves(state, 0) == {"0 play TD pile/1", "0 play TD pile/2"}


def test_example_11_blocked_game() -> None:
    """R10: A (9 cards) and C (6) both turned their piles over twice without progress."""
    state = at("turn=0 dealer=2 place=[0,1,0] | pile/0: 2C 4C 6C 8C TC QC 2D 4D 6D "
               "| pile/2: 3H 5H 7H 9H JH KH")
    state.flips = [1, 0, 2]
    state.changed()
    events = play(state, "0 turn")
    assert state.is_over() and state.jomfru == [0]
    assert "Nothing has moved for two turns of every pile: the round is blocked" in news(events)
    assert state.place == [3, 1, 2] and state.marks == [1, 0, 0]


def test_example_12_ascending_foundations() -> None:
    text = "turn=0 dealer=2 | found/H: AH | stock/0: 3C {card} | stock/1: 3D | stock/2: 4C"
    up = at(text.format(card="2H"), "foundation_order=a_2_up")
    play(up, "0 turn")
    assert "0 play 2H found/H" in moves(up, 0)
    king = at(text.format(card="KH"), "foundation_order=a_2_up")
    play(king, "0 turn")
    assert reason(king, "0 play KH found/H") == "K♥ cannot go there: the next card on this foundation is 2♥"


# --- further rules --------------------------------------------------------------------

def test_progress_resets_the_block_count_and_own_pile_does_not() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 9C | pile/0: 8C | stock/1: 3C | stock/2: 4C | pile/2: TS",
               "")
    state.flips = [1, 1, 1]
    state.changed()
    play(state, "0 turn", "0 play 9C pile/0")
    assert state.flips == [1, 1, 1]                              # own pile: no progress
    state = at("turn=0 dealer=2 | stock/0: 2C 9C | stock/1: 3C | stock/2: 4C | pile/2: TS")
    state.flips = [1, 1, 1]
    state.changed()
    play(state, "0 turn", "0 play 9C pile/2")
    assert state.flips == [0, 0, 0] and state.gift == 2


def test_r10b_gifts_alone_do_not_keep_a_round_going_for_ever() -> None:
    """R10b: gifts reset R10's count, but three turn-overs each without a card to the middle end it."""
    state = at("turn=0 dealer=2 place=[0,0,1] | stock/0: 8S | pile/0: 2C 4C 6C | stock/1: 5D "
               "| pile/1: 3H 5H 7H 9H")
    state.stale = [2, 3, 0]
    state.changed()
    play(state, "0 turn", "0 play 8S pile/1")        # a gift: R10's count starts again
    assert state.flips == [0, 0, 0] and state.stale == [2, 3, 0] and not state.is_over()
    events = play(state, "0 turn")                   # the pile over: a third time for both still in
    assert state.flips == [1, 0, 0]
    assert state.is_over() and state.jomfru == [1] and state.marks == [0, 1, 0]
    assert "No card has reached the middle for three turns of every pile: the round is blocked" in news(events)


def test_a_card_to_the_middle_resets_the_r10b_count_and_a_gift_does_not() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 9C | stock/1: 3C | stock/2: 4C | pile/2: TS")
    state.stale = [2, 2, 2]
    state.changed()
    play(state, "0 turn", "0 play 9C pile/2")
    assert state.stale == [2, 2, 2] and state.flips == [0, 0, 0]
    state = at("turn=0 dealer=2 | found/C: AC | stock/0: 2C KC | stock/1: 3C | stock/2: 4C")
    state.stale = [2, 2, 2]
    state.changed()
    play(state, "0 turn", "0 play KC found/C")
    assert state.stale == [0, 0, 0]


@pytest.mark.parametrize("seed", [7, 8, 19])
def test_a_player_who_always_gives_cards_away_still_ends_the_round(seed: int) -> None:
    """These deals went on past 20,000 moves without R10b when every seat gave rather than built."""
    def worst(move_text: str, seat: int) -> int:
        verb, _, dst = move_text.split()[1], None, move_text.split()[-1]
        if verb != "play":
            return 3
        return 2 if dst.startswith("found/") else 1 if dst == f"pile/{seat}" else 0
    state = new_game(2, {}, seed=seed)
    for _ in range(20_000):
        if state.is_over():
            break
        seat = state.turn
        state.apply(min(state.legal_moves(seat), key=lambda m: worst(str(m), seat)))
    assert state.is_over()


def test_out_player_is_skipped_and_cannot_receive() -> None:
    state = at("turn=0 dealer=2 place=[0,1,0] | stock/0: 2C 4D | stock/2: 4C | pile/2: 9S")
    play(state, "0 turn")
    assert "0 play 4D pile/1" not in moves(state, 0)
    assert reason(state, "0 play 4D pile/1") == "There is no card to build on there"
    play(state, "0 rest")
    assert state.turn == 2


def test_refusals_name_their_rule() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 5D | pile/0: 9C | stock/1: 3C | pile/1: 4S | stock/2: 4C")
    assert reason(state, "1 turn") == "It is not your turn"
    assert reason(state, "0 rest") == "Turn the top card of your stock first"
    assert reason(state, "0 play 9C pile/1") == "Only the turned card can be moved"
    play(state, "0 turn")
    assert reason(state, "0 turn") == "Place the turned card first"
    assert reason(state, "0 play 5D found/D") == "Only an ace starts a foundation"
    assert reason(state, "0 play 9C pile/1") == "Only the turned card can be moved"
    assert reason(state, "0 bid 5D") == "That is not a move in Gammel Jomfru"


def test_a_complete_foundation_takes_no_more() -> None:
    full = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
    state = at(f"turn=0 dealer=2 | found/S: {full} | stock/0: 3C 4H | stock/1: 3D | stock/2: 4C")
    play(state, "0 turn")
    assert reason(state, "0 play 4H found/S") == "This foundation is complete"
    begun = at("turn=0 dealer=2 | found/S: AS KS | stock/0: 3C 4H | stock/1: 3D | stock/2: 4C")
    play(begun, "0 turn")
    assert reason(begun, "0 play 4H found/S") == "4♥ cannot go on K♠"


def test_play_from_face_up_option() -> None:
    """A4: the own top may go to a foundation or another pile before turning; it counts as progress."""
    text = "turn=0 dealer=2 | found/S: AS | stock/0: 2C | pile/0: 3H KS | stock/1: 3C | pile/1: 4S | stock/2: 4C"
    state = at(text, "play_from_face_up=true")
    assert moves(state, 0) == {"0 turn", "0 play KS found/S"}
    state.flips = [1, 1, 1]
    state.changed()
    play(state, "0 play KS found/S")
    assert state.flips == [0, 0, 0] and state.turn == 0 and cards(state, "pile/0") == "3H"
    assert moves(state, 0) == {"0 turn", "0 play 3H pile/1"}
    play(state, "0 play 3H pile/1")
    assert state.turn == 0 and not state.zones["pile/0"]
    off = at(text)
    assert moves(off, 0) == {"0 turn"}
    assert reason(off, "0 play KS found/S") == "Only the turned card can be moved"


def test_several_rounds_fewest_marks_win_and_next_dealer() -> None:
    """S3, A7: marks add up; the deal passes left, or to the GAMMEL JOMFRU."""
    for next_dealer, expected in (("left", 0), ("jomfru", 0)):
        state = at(f"turn=1 dealer=2 place=[0,0,1] | stock/0: 2C 9H | pile/0: 5S | stock/1: 6D",
                   f"rounds=2 next_dealer={next_dealer}")
        play(state, "1 turn", "1 play 6D pile/0")
        assert not state.is_over() and state.round_no == 2 and state.dealer == expected
        assert sum(len(state.zones[f"stock/{s}"]) for s in range(3)) == 52
        assert state.marks == [1, 0, 0] and state.place == [0, 0, 0]
    state = at("turn=1 dealer=0 place=[0,0,1] | stock/0: 2C 9H | pile/0: 5S | stock/1: 6D",
               "rounds=2 next_dealer=jomfru")
    play(state, "1 turn", "1 play 6D pile/0")
    assert state.dealer == 0 and state.turn == 1


def test_tie_on_marks_broken_by_average_place() -> None:
    state = at("phase=over round_no=2 marks=[1,1,0] place_sum=[4,5,3]", "rounds=2")
    assert state.winners() == [2]
    state = at("phase=over round_no=2 marks=[1,0,0] place_sum=[4,3,3]", "rounds=2")
    assert state.winners() == [1, 2]


def test_prompts_and_descriptions() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 5D | stock/1: 3C | pile/1: 4S | stock/2: 4C")
    prompt = state.prompt(0)
    assert prompt is not None and prompt.english() == "Click your stock to turn the top card"
    play(state, "0 turn")
    prompt = state.prompt(0)
    assert prompt is not None and "Drag the turned card" in prompt.english()
    assert state.describe(state.parse_move("0 play 5D pile/1")).english(NAMES) == "Put 5♦ on B's pile"
    assert state.describe(state.parse_move("0 rest")).english() == "Nowhere to go – put it on your own pile"


def test_round_trip_mid_game_and_seat_views() -> None:
    state = new_game(4, {}, seed=5)
    rng = Rng(5)
    for _ in range(40):
        seat = state.actors()[0]
        state.apply(rng.choice(state.legal_moves(seat)))
    again = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict() and again.notation() == state.notation()
    for seat in (None, 0, 1):
        view = state.view(seat)
        for s in range(4):
            assert all(slot.card is None for slot in view.zones[f"stock/{s}"])
            assert [slot.card for slot in view.zones[f"pile/{s}"]] == state.zones[f"pile/{s}"]


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_computer_players_finish_a_game(level: str) -> None:
    state = new_game(4, {}, seed=11)
    players = [make_player(level, seed=s) for s in range(4)]
    steps = 0
    while not state.is_over():
        seat = state.actors()[0]
        move = players[seat].choose(state.view(seat), state.legal_moves(seat))
        assert state.check(move).ok
        state.apply(move)
        steps += 1
        assert steps < 5000
    assert state.result().winners


def test_turned_card_is_seen_by_every_seat_in_its_events() -> None:
    """Turning shows the card to everybody; the cards left in the stock stay hidden."""
    state = new_game(3, {}, seed=2)
    before = state.clone()
    seat = state.turn
    events = state.apply(state.parse_move(f"{seat} turn"))
    card = events[0].cards[0]
    assert card in state.zones[f"turned/{seat}"] or card.rank == "A"
    for viewer in (None, 0, 1, 2):
        seen = [c for e in state.events_for(events, viewer, before) for c in e.cards]
        assert card in seen
        assert not set(state.zones[f"stock/{seat}"]) & set(seen)


def test_normal_player_orders_destinations_as_the_notes_say() -> None:
    """Foundation first; then the other player with the fewest cards (ties: next in turn); own pile last."""
    text = ("turn=0 dealer=2 | found/S: AS | stock/0: 2C 3C KS | pile/0: QD | stock/1: 3D 4D 5D | pile/1: JH "
            "| stock/2: 4C | pile/2: KC")
    state = at(text)
    play(state, "0 turn")
    normal = make_player("normal")
    assert str(normal.choose(state.view(0), state.legal_moves(0))) == "0 play KS found/S"
    leader = at("turn=0 dealer=2 | stock/0: 2C QS | pile/0: KD | stock/1: 3D 4D 5D | pile/1: JH "
                "| stock/2: 4C | pile/2: KC")
    play(leader, "0 turn")
    assert str(normal.choose(leader.view(0), leader.legal_moves(0))) == "0 play QS pile/2"   # C has fewer
    tie = at("turn=0 dealer=2 | stock/0: 2C QS | pile/0: KD | stock/1: 3D | pile/1: JH | stock/2: 4C | pile/2: KC")
    play(tie, "0 turn")
    assert str(normal.choose(tie.view(0), tie.legal_moves(0))) == "0 play QS pile/1"         # B is next
    own = at("turn=0 dealer=2 | stock/0: 2C QS | pile/0: KD | stock/1: 3D | pile/1: 2H | stock/2: 4C")
    play(own, "0 turn")
    assert str(normal.choose(own.view(0), own.legal_moves(0))) == "0 play QS pile/0"


def test_strong_player_gives_the_card_away_rather_than_keeping_it() -> None:
    state = at("turn=0 dealer=2 | stock/0: 2C 3C QS | pile/0: KD | stock/1: 3D 4D | pile/1: JH | stock/2: 4C")
    play(state, "0 turn")
    strong = make_player("strong")
    assert str(strong.choose(state.view(0), state.legal_moves(0))) == "0 play QS pile/1"


def test_strong_player_remembers_a_pile_turned_over_and_deals_only_the_unseen() -> None:
    """A pile is turned over as a block, not shuffled (A5): the strong player's samples put
    the cards it saw back in that stock in order, and deal only unseen cards elsewhere."""
    from kortbord.games.gammel_jomfru.ai import StrongPlayer
    state = at("turn=0 dealer=2 | pile/0: 7H 8C 9C 2D | stock/1: 3D 5S | stock/2: 4C QH")
    strong = StrongPlayer(seed=3)
    strong.remember(state.view(1))
    play(state, "0 turn")                          # the pile over, 7H turned
    assert state.zones["stock/0"] == [Card.parse(c) for c in ("2D", "9C", "8C")]
    view = state.view(1)
    assert all(slot.card is None for slot in view.zones["stock/0"])
    for seed in range(5):
        sample = strong.sample(view, Rng(seed))
        assert sample.zones["stock/0"] == state.zones["stock/0"]
        assert sample.zones["turned/0"] == state.zones["turned/0"] and sample.turn == 0
        unseen = set(DECK) - {Card.parse(c) for c in "7H 8C 9C 2D".split()}
        assert len(sample.zones["stock/1"]) == 2 and set(sample.zones["stock/1"]) <= unseen
        assert len(sample.all_cards()) == len(state.all_cards())
