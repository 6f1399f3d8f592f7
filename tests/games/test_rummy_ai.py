"""Rummy's strong computer player: its memory, its closing chances, its calls."""
from __future__ import annotations

from kortbord.engine.cards import Card, parse_cards
from kortbord.engine.kit import melds as kit
from kortbord.games.rummy import ai, strong
from kortbord.games.rummy.rules import State

A, B = 0, 1
RULES = kit.MeldRules()


def pos(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def play(state: State, *texts: str) -> None:
    for text in texts:
        move = state.parse_move(text)
        assert state.check(move).ok, text
        state.apply(move)


def meld(text: str) -> kit.Meld:
    found = kit.read(parse_cards(text), RULES)
    assert isinstance(found, kit.Meld)
    return found


def test_goes_down_with_melds_and_layoffs() -> None:
    run = meld("4D 5D 6D")
    assert kit.goes_down(parse_cards("8C 8H 8S 7D 8D"), [run], RULES)
    assert kit.goes_down(parse_cards("7D 8D"), [run], RULES)
    assert not kit.goes_down(parse_cards("7D 8D"), [run], RULES, lay_off=False)
    assert kit.goes_down(parse_cards("9C 9H 9S 7D"), [run], RULES, lay_off=False)
    assert not kit.goes_down(parse_cards("9C 9H KS"), [run], RULES)


def test_close_chances_count_the_next_draw() -> None:
    s = pos("rummy 2p | dealer=1 turn=0 phase=play | stock: 3H 4H | discard: 2C | "
            "meld/0/0: 4D 5D 6D | hand/0: 8C 8H 8S KD | hand/1: QS QH")
    t = ai.Table(s.view(A))
    live = strong.live_faces(t.seen())
    chances = strong.close_chances(t, parse_cards("KD 8C"), live, True)
    assert chances[Card.parse("KD")] == 1.0          # the three eights go down, any card is the discard
    assert 0 < chances[Card.parse("8C")] < 0.1       # only 8D (7D/3D lay off but KD stays)


def test_strong_remembers_the_discard_an_opponent_took() -> None:
    s = pos("rummy 2p | dealer=1 turn=0 phase=play | stock: 2S 3S 4S 5S | discard: 2C | "
            "hand/0: 7H KC KD 2D | hand/1: 7S 7C 9D QH")
    player = ai.RummyPlayer("strong", seed=1)
    player.memory.watch(s.view(A), set())
    player.memory.after(s.view(A).cards("discard"), s.parse_move("0 discard 7H"))
    play(s, "0 discard 7H")
    play(s, "1 take", "1 discard QH", "0 draw")
    player.choose(s.view(A), s.legal_moves(A))
    assert player.memory.wanted == {Card.parse("7H")}


def test_strong_keeps_a_joker_and_does_not_feed_a_taken_card() -> None:
    s = pos("rummy 2p | dealer=1 turn=0 phase=play | stock: 2S 3S 4S 5S | discard: 2C | "
            "hand/0: JK 6H KC 4D 9S | hand/1: 7S 7C 9D QH")
    player = ai.RummyPlayer("strong", seed=1)
    player.memory.hand_no = s.view(A).public["hand"]
    player.memory.wanted = {Card.parse("5H"), Card.parse("KS")}
    chosen = player.choose(s.view(A), s.legal_moves(A))
    assert chosen.verb == "discard" and chosen.card not in parse_cards("JK 6H KC")


def test_strong_on_turn_takes_a_layoff_rather_than_calling() -> None:
    s = pos("rummy 2p | dealer=1 turn=1 phase=play | stock: 2S 3S 4S 5S | discard: 2C | "
            "meld/0/0: 4D 5D 6D | meld/1/0: QS QH QC | hand/0: 7S 9C 2H | hand/1: 7D KC 3H")
    play(s, "1 discard 7D")
    legal = s.legal_moves(A)
    assert any(m.verb == "rummy" for m in legal)
    assert ai.RummyPlayer("strong").choose(s.view(A), legal).verb == "take"
    assert ai.RummyPlayer("normal").choose(s.view(A), legal).verb == "rummy"


def test_strong_melds_the_joker_it_picked_when_it_holds_two() -> None:
    """Seed 1, hand 30 of the bench: with a second joker in the hand the strong player
    unpicked and picked the two jokers in turn, 3000 moves, and the hand never ended."""
    s = pos("rummy 2p | dealer=1 turn=0 phase=play taken=9D | stock: TS 2D 3S 4S | "
            "hand/0: AS 6H 2S KD 8D 7C 9D JK | hand/1: 7D JC JK.1 2C QS 7H JH QC QH 8C | "
            "group/0: 3D 4D JK.2")
    player = ai.RummyPlayer("strong", seed=1)
    for _ in range(4):
        move = player.choose(s.view(A), s.legal_moves(A))
        play(s, str(move))
        if move.verb == "meld":
            break
    assert move.verb == "meld" and not s.zones["group/0"]
    assert Card.parse("JK") in s.zones["hand/0"]          # the other joker is kept
