"""Snyd (spec rules/snyd.md): acceptance examples 1-12, every option, the call window,
hidden information for every seat, prompts, and the computer players.

Positions are written in the engine notation; players A, B, C, D are seats 0-3 and A
deals (the dealer plays first).
"""
from __future__ import annotations

import json
from typing import Any, Sequence

import pytest

from kortbord.ai.player import wants_to_act
from kortbord.engine.cards import Card
from kortbord.engine.events import Event, EventKind
from kortbord.engine.registry import game_info
from kortbord.engine.rng import Rng
from kortbord.engine.view import Hidden
from kortbord.games.snyd.ai import SnydPlayer, make_player
from kortbord.games.snyd.rules import DECK, Phase, State, new_game, next_game
from positions import hand, moves, play

INFO = game_info("snyd")
NAMES = {0: "A", 1: "B", 2: "C", 3: "D"}


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def reason(state: State, text: str) -> str:
    verdict = state.check(state.parse_move(text))
    assert not verdict.ok and verdict.reason is not None
    return verdict.reason.english(NAMES)


def news(events: Sequence[Event]) -> list[str]:
    return [e.message.english(NAMES) for e in events if e.message is not None]


def claims(state: State) -> set[str]:
    return {m.arg for m in state.legal_moves(state.turn) if m.verb == "claim"}


OPENING = "snyd 4p | dealer=0 turn=0 | stock: 2H 3H 4H 5H 6H 7H | hand/0: 4C 5C | hand/1: 6C 7S | " \
          "hand/2: 8C QS | hand/3: 9C JD"


def test_e1_opening_play_any_claim() -> None:
    state = at(OPENING)
    assert state.turn == 0                                  # the dealer plays first
    play(state, "0 play 4C")
    assert len(claims(state)) == 52                         # empty pile: any claim
    play(state, "0 claim TD")
    assert state.reference() == Card.parse("TD")
    assert state.turn == 1 and state.public()["claim"] == "10♦"


def test_e2_legal_and_illegal_claims() -> None:
    state = at(OPENING)
    play(state, "0 play 4C", "0 claim TD", "1 play 6C")
    assert reason(state, "1 claim 9S") == "Your claim must be diamonds or a ten"
    assert {"3D", "TS", "TH", "TC", "AD", "KD"} <= claims(state) and len(claims(state)) == 16
    assert "6C" not in claims(state)                        # the real card is no excuse
    play(state, "1 claim 3D")                               # a lie, accepted
    assert state.reference() == Card.parse("3D")


E3 = ('snyd 4p | dealer=0 turn=2 open=1 claims=["TS"] owners=[1] | stock: 5S KD 9C 2H | pile: TS | '
      'hand/0: 3C | hand/1: 4D 5D | hand/2: 4C | hand/3: 5C')


def test_e3_call_on_a_true_claim() -> None:
    state = at(E3)
    events = play(state, "2 call snyd")
    assert state.faceup == [Card.parse("TS")] and state.zones["pile"] == [Card.parse("TS")]
    assert hand(state, 2) == "4C 2H 9C KD"                  # C takes the penalty, stock top first
    assert state.turn == 2 and state.reference() == Card.parse("TS")
    assert "B told the truth: 10♠ – C takes 3 cards" in news(events)
    play(state, "2 play 4C")
    assert claims(state) == {c.text for c in DECK if c.suit == "S" or c.rank == "T"}
    assert all(s.card == Card.parse("TS") for s in state.view(0).zones["pile"][:1])  # face up for all


E4 = ('snyd 4p | dealer=0 turn=2 open=1 claims=["TD","TS"] owners=[0,1] | stock: 5S KD 9C 2H | '
      'pile: 9H 4H | hand/0: 3C | hand/1: 4D | hand/2: 4C | hand/3: 5C')


def test_e4_call_on_a_lie() -> None:
    state = at(E4)
    events = play(state, "2 call snyd")
    assert hand(state, 1) == "4D 4H 2H 9C KD"               # 4H back and three more: four new cards
    assert state.zones["pile"] == [Card.parse("9H")] and state.reference() == Card.parse("TD")
    assert state.turn == 2
    assert "B lied: 4♥, not 10♠ – B takes the card back and 3 more" in news(events)
    play(state, "2 play 4C")
    assert claims(state) == {c.text for c in DECK if c.suit == "D" or c.rank == "T"}


def test_e5_only_the_next_player_may_call() -> None:
    state = at(E4)
    assert reason(state, "3 call snyd") == "Only C, the next player, may call snyd"
    assert state.actors() == [2]
    anyone = at(E4.replace("snyd 4p |", "snyd 4p who_may_call=anyone |"))
    assert anyone.actors() == [2, 0, 3]                     # everybody but B, the next player first
    play(anyone, "3 call snyd")
    assert hand(anyone, 1) == "4D 4H 2H 9C KD" and anyone.turn == 2   # the turn still goes to C (R6)


def test_e6_too_late_once_the_next_player_began() -> None:
    state = at(E4)
    play(state, "2 play 4C")
    for seat in (0, 2, 3):
        assert reason(state, f"{seat} call snyd") == "B's card can no longer be checked"
    play(state, "2 claim 5S")
    assert reason(state, "2 call snyd") == "You cannot call snyd on your own card"
    assert "3 call snyd" in moves(state, 3)                 # only C's own card can be checked now
    taking = at(E4)
    play(taking, "2 take")
    assert reason(taking, "2 call snyd") == "B's card can no longer be checked"


def test_e7_taking_cards_instead() -> None:
    state = at(E4)
    pile = list(state.zones["pile"])
    play(state, "2 take", "2 take")
    assert moves(state, 2) == {"2 take", "2 done"}
    assert reason(state, "2 play 4C") == "You took cards instead of playing: take another or click Done"
    play(state, "2 done")
    assert hand(state, 2) == "4C 2H 9C" and state.zones["pile"] == pile
    assert state.reference() == Card.parse("TS") and state.turn == 3
    three = at(E4)
    play(three, "2 take", "2 take", "2 take")               # the third card ends the turn by itself
    assert three.turn == 3 and hand(three, 2) == "4C 2H 9C KD"


E8 = ('snyd 4p | dealer=0 turn=2 open=1 claims=["QS"] owners=[1] | stock: 5S KD 9C 2H | pile: 3H | '
      'hand/0: 3C | hand/1: 4D | hand/2: QS 4C | hand/3: 5C')


def test_e8_a_certain_lie() -> None:
    state = at(E8)
    for level in ("normal", "strong"):
        player = make_player(level, 1)
        assert player.choose(state.view(2), state.legal_moves(2)).verb == "call"
    play(state, "2 call snyd")
    assert hand(state, 1) == "4D 3H 2H 9C KD"


E9 = ('snyd 4p | dealer=0 turn=2 open=1 claims=["5D"] owners=[1] | stock: 5S KD 9C 2H | pile: 5D | '
      'hand/0: 3C | hand/1: | hand/2: 4C 7D | hand/3: 5C')


def test_e9_the_last_card_stands() -> None:
    state = at(E9)
    events = play(state, "2 play 4C")
    assert state.is_over() and state.winner == 1
    assert "B wins the game" in news(events)
    assert hand(state, 2) == "4C 7D"                        # the game ended at once
    sheet = state.result()
    assert sheet.finished and sheet.winners == (1,) and sheet.totals == (0, 1, 0, 0)
    taking = at(E9)
    play(taking, "2 take")
    assert taking.is_over() and taking.winner == 1


def test_r8_a_true_last_card_wins_without_the_penalty() -> None:
    state = at(E9)
    play(state, "2 call snyd")
    assert state.is_over() and state.winner == 1 and hand(state, 2) == "4C 7D"


def test_e10_the_last_card_is_a_lie() -> None:
    state = at(E9.replace("pile: 5D", "pile: 7C"))
    play(state, "2 call snyd")
    assert not state.is_over() and hand(state, 1) == "7C 2H 9C KD" and state.turn == 2


def test_e11_the_dealers_opening_card_caught() -> None:
    state = at('snyd 4p | dealer=0 turn=1 open=0 claims=["KS"] owners=[0] | stock: 5S KD 9C 2H | '
               'pile: 6H | hand/0: 3C | hand/1: 4D | hand/2: 4C | hand/3: 5C')
    play(state, "1 call snyd")
    assert hand(state, 0) == "3C 6H 2H 9C KD" and state.zones["pile"] == []
    assert state.turn == 1
    play(state, "1 play 4D")
    assert len(claims(state)) == 52


def test_e12_empty_stock_is_refilled_from_the_pile() -> None:
    state = at('snyd 4p | dealer=0 turn=2 open=1 claims=["2C","3C","4C","5C","6C","7C"] owners=[0,1,2,3,0,1] '
               '| faceup=["4C"] | pile: 8H 9H 4C JH QH 7C | hand/0: 3C | hand/1: 4D | hand/2: 4S | hand/3: 5S '
               '| stock:')
    events = play(state, "2 call snyd")
    assert state.zones["pile"] == [Card.parse("7C")] and state.faceup == [Card.parse("7C")]
    assert len(state.zones["hand/2"]) == 4 and len(state.zones["stock"]) == 2
    assert set(state.zones["hand/2"][1:]) | set(state.zones["stock"]) == {Card.parse(t) for t in "8H 9H 4C JH QH".split()}
    assert any(e.kind is EventKind.SHUFFLE for e in events)
    assert state.claims == ["7C"] and state.owners == [1]


def test_r7_nothing_to_take_then_must_play() -> None:
    state = at('snyd 2p | dealer=0 turn=0 claims=["5C"] owners=[1] | pile: 5C | hand/0: 3C | hand/1: 4D')
    assert moves(state, 0) == {"0 play 3C"}
    assert reason(state, "0 take") == "There is no card to take: play a card"
    short = at('snyd 2p | dealer=0 turn=0 claims=["5C","6C"] owners=[1,0] | pile: 5H 6C | hand/0: 3C | hand/1: 4D')
    play(short, "0 take")                                   # one card under the top: the only one there is
    assert short.turn == 1 and hand(short, 0) == "3C 5H"


def test_d1_deal_and_the_dealer_starts() -> None:
    for players in (2, 5):
        state = new_game(players, seed=4, dealer=1)
        assert [len(state.zones[f"hand/{s}"]) for s in range(players)] == [7] * players
        assert len(state.zones["stock"]) == 52 - 7 * players and state.zones["pile"] == []
        assert state.turn == 1 and state.phase is Phase.PLAY
    deck = list(DECK)
    state = new_game(3, seed=1, dealer=0, deck=deck)
    assert state.zones["hand/1"][0] is deck[-1]             # one at a time from the dealer's left
    assert state.zones["hand/2"][0] is deck[-2] and state.zones["hand/0"][0] is deck[-3]
    assert len(new_game(3, {"hand_size": 5}, seed=2).zones["hand/0"]) == 5
    nxt = next_game(state, 9)
    assert nxt.dealer == 1 and nxt.turn == 1


def test_options_penalty_and_max_take() -> None:
    state = at(E4.replace("snyd 4p |", "snyd 4p penalty_cards=2 max_take=1 |"))
    one = state.clone()
    assert isinstance(one, State)
    play(one, "2 take")
    assert one.turn == 3 and hand(one, 2) == "4C 2H"        # max_take=1: the turn ends at once
    play(state, "2 call snyd")
    assert hand(state, 1) == "4D 4H 2H 9C"                  # the card back and two more


def test_option_draw_then_play() -> None:
    state = at(E4.replace("snyd 4p |", "snyd 4p draw_then_play=true max_take=2 |"))
    play(state, "2 take", "2 take")
    assert state.turn == 2 and moves(state, 2) == {"2 done", "2 play 4C", "2 play 2H", "2 play 9C"}
    play(state, "2 play 9C")
    assert "2 take" not in moves(state, 2)
    play(state, "2 back")                                   # back to the choice after taking
    assert state.phase is Phase.TAKE and "2 play 9C" in moves(state, 2)
    play(state, "2 play 9C", "2 claim 9S")
    assert state.turn == 3 and state.taken == 0


def test_back_takes_the_unclaimed_card_back() -> None:
    state = at(OPENING)
    play(state, "0 play 4C", "0 back")
    assert hand(state, 0) == "5C 4C" and state.zones["pile"] == [] and state.phase is Phase.PLAY


def test_s3_play_for_places() -> None:
    state = at('snyd 3p play_for_places=true | dealer=0 turn=2 open=1 claims=["5D"] owners=[1] | '
               'stock: 5S KD 9C 2H | pile: 5D | hand/0: 3C | hand/1: | hand/2: 4C 7D')
    play(state, "2 play 4C")                                # B's last card stood: out in place 1
    assert state.places == [1] and not state.is_over() and state.phase is Phase.CLAIM
    play(state, "2 claim 4D")
    assert state.turn == 0                                  # B is skipped
    play(state, "0 play 3C", "0 claim 3D", "2 play 7D")     # A out too: C is left, last
    assert state.is_over() and state.places == [1, 0, 2]
    sheet = state.result()
    assert sheet.winners == (1,) and sheet.lower_is_better and sheet.totals == (2, 1, 3)


def test_anyone_window_and_easy_misses() -> None:
    state = at(E4.replace("snyd 4p |", "snyd 4p who_may_call=anyone |"))
    assert moves(state, 0) == {"0 call snyd"} and moves(state, 3) == {"3 call snyd"}
    assert state.prompt(3) is not None and state.prompt(3).english(NAMES) == "Call Snyd! now if you doubt B's claim"
    play(state, "2 take")                                   # C began: the window is shut for everybody
    assert state.actors() == [2] and moves(state, 3) == set()
    easy = SnydPlayer("easy", 3)
    certain = at(E8.replace("snyd 4p |", "snyd 4p who_may_call=anyone |"))
    answers = [wants_to_act(easy, certain.view(0), certain.legal_moves(0)) for _ in range(60)]
    assert 0 < sum(answers) < 60                            # sometimes it calls, sometimes it misses


def test_prompts_for_every_phase() -> None:
    state = at(OPENING)
    texts = [state.prompt(0).english(NAMES)]                # type: ignore[union-attr]
    play(state, "0 play 4C")
    texts.append(state.prompt(0).english(NAMES))            # type: ignore[union-attr]
    play(state, "0 claim TD")
    texts.append(state.prompt(1).english(NAMES))            # type: ignore[union-attr]
    play(state, "1 take")
    texts.append(state.prompt(1).english(NAMES))            # type: ignore[union-attr]
    assert texts == [
        "Drag a card face down onto the pile, or click the stock to take cards instead",
        "Say what your card is: pick a claim",
        "Call Snyd! if you doubt A's claim – or take your turn",
        "Take another card, or click Done",
    ]
    assert state.prompt(0) is None


def test_describe_never_names_the_card_put_down() -> None:
    state = at(OPENING)
    move = state.parse_move("0 play 4C")
    assert state.describe(move).english() == "Put a card face down"
    play(state, "0 play 4C")
    honest = state.explain_choice(state.parse_move("0 claim 4C"))
    other = state.explain_choice(state.parse_move("0 claim 5C"))
    assert honest is not None and other is not None and honest.key != other.key
    assert state.describe(state.parse_move("0 claim TD")).english() == "Say 10♦"
    assert str(state.parse_move("0 claim TD")) == "0 claim TD"


def test_refusals_have_reasons() -> None:
    state = at(OPENING)
    assert reason(state, "1 play 6C") == "It is not your turn"
    assert reason(state, "0 play 6C") == "You do not hold 6♣"
    assert reason(state, "0 claim TD") == "Put a card face down on the pile first"
    assert reason(state, "0 done") == "You stop only after taking a card"
    assert reason(state, "0 call snyd") == "There is no card to call snyd on"
    play(state, "0 play 4C")
    assert reason(state, "0 take") == "Say what your card is first"
    assert reason(state, "0 claim XX") == "Claim a card such as 10♦"
    ace = at('snyd 2p | dealer=0 turn=0 claims=["AS"] owners=[1] | pile: 5C | hand/0: 3C | hand/1: 4D')
    play(ace, "0 play 3C")
    assert reason(ace, "0 claim 2H") == "Your claim must be spades or an ace"


# --- hidden information ------------------------------------------------------

def face_down(state: State) -> set[Card]:
    return {c for c in state.zones["pile"] if c not in state.faceup}


def texts_in(value: Any) -> set[str]:
    return set(json.dumps(value).replace('"', " ").replace(",", " ").replace("[", " ").replace("]", " ").split())


@pytest.mark.parametrize("options", [{}, {"who_may_call": "anyone", "draw_then_play": True},
                                     {"play_for_places": True, "max_take": 1}])
def test_face_down_cards_stay_hidden_from_every_seat(options: dict[str, Any]) -> None:
    """No seat learns a face-down card from its view, the public facts, its events or
    a computer player's input until the card is turned by a call."""
    rng = Rng(5)
    for seed in range(6):
        state = new_game(4, options, seed=seed)
        players = [make_player(("easy", "normal", "strong", "random")[s], seed + s) for s in range(4)]
        for _ in range(400):
            if state.is_over():
                break
            actors = state.actors()
            seat = actors[rng.below(len(actors))]
            before = state.clone()
            move = players[seat].choose(state.view(seat), state.legal_moves(seat))
            events = state.apply(move)
            hidden = face_down(state)
            public = texts_in(state.public())
            assert not {c.text for c in hidden} & public
            for viewer in range(4):
                view = state.view(viewer)
                assert all(slot.card is None or slot.card in state.faceup for slot in view.zones["pile"])
                own = set(state.zones[f"hand/{viewer}"]) | set(before.zones[f"hand/{viewer}"])
                for event in state.events_for(events, viewer, before):
                    for card in event.cards:
                        if isinstance(card, Hidden):
                            continue
                        assert card in own or card in state.faceup or card in before.faceup \
                            or card is state.shown, f"seat {viewer} saw {card} in {event}"


def test_a_played_card_is_hidden_in_the_events_of_the_others() -> None:
    state = at(OPENING)
    before = state.clone()
    events = play(state, "0 play 4C")
    for viewer in (1, 2, 3):
        cards = [c for e in state.events_for(events, viewer, before) for c in e.cards]
        assert cards and all(isinstance(c, Hidden) for c in cards)
    assert Card.parse("4C") in [c for e in state.events_for(events, 0, before) for c in e.cards]


# --- computer players ---------------------------------------------------------

@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_computer_players_finish_games(level: str) -> None:
    for seed in range(3):
        state = new_game(3, seed=seed)
        players = [make_player(level, seed * 10 + s) for s in range(3)]
        for _ in range(3000):
            if state.is_over():
                break
            state.apply(players[state.turn].choose(state.view(state.turn), state.legal_moves(state.turn)))
        assert state.is_over()


def test_normal_player_is_honest_when_it_can() -> None:
    state = at('snyd 2p | dealer=0 turn=0 claims=["5C"] owners=[1] | stock: 2H 3H | pile: 9H | '
               'hand/0: 7C 8D 8H | hand/1: 4D')
    player = SnydPlayer("normal", 1)
    move = player.choose(state.view(0), state.legal_moves(0))
    assert str(move) == "0 play 7C"
    play(state, str(move))
    assert str(player.choose(state.view(0), state.legal_moves(0))) == "0 claim 7C"


def test_normal_player_takes_rather_than_bluff_with_a_big_hand() -> None:
    state = at('snyd 2p | dealer=0 turn=0 claims=["5C"] owners=[1] | stock: 2H 3H | pile: 9H | '
               'hand/0: 7S 8D 8H JH QH | hand/1: 4D')
    assert SnydPlayer("normal", 1).choose(state.view(0), state.legal_moves(0)).verb == "take"


def test_human_like_pauses() -> None:
    """The table's pause is scaled: a quicker call the stronger the player; a next player that
    waits while others may still call (who_may_call=anyone); 1 otherwise."""
    from kortbord.ai.player import pause_factor
    state = at(E4)
    factors = [pause_factor(make_player(level, 1), state.view(2)) for level in ("easy", "normal", "strong")]
    assert factors[0] > factors[1] > factors[2] >= 1.0
    assert pause_factor(make_player("normal", 1), at(OPENING).view(0)) == 1.0
    anyone = at(E4.replace("snyd 4p |", "snyd 4p who_may_call=anyone |"))
    assert pause_factor(make_player("strong", 1), anyone.view(2)) > 2.5
