"""UNO (spec rules/uno.md): acceptance examples 1-17, the special cards, every option,
the UNO! window and catching, the +4 check in all three modes, scoring and teams, saves.

Positions are written in the engine notation; players A, B, C, D are seats 0-3, the
dealer defaults to the last seat so seat 0 (A) is on turn.
"""
from __future__ import annotations

import json

import pytest

from kortbord.engine.cards import Card
from kortbord.engine.events import EventKind
from kortbord.engine.registry import game_info
from kortbord.games.uno.rules import DECK, Phase, State, card_points, new_game, team_count
from positions import hand, keys, moves, play, reason

INFO = game_info("uno")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


FILL = "| hand/1: Y9.1 Y8.1 | hand/2: Y7.1 Y6.1 | hand/3: Y5.1 Y4.1"


# --- acceptance examples ------------------------------------------------------

def test_e1_matching() -> None:
    s = at(f"uno 4p | hand/0: R3 B7 Gskip wild {FILL} | discard: R7 | stock: G1 G2")
    assert moves(s, 0) == {"0 play R3", "0 play B7"}
    assert reason(s, "0 play Gskip") == "Play a red card or a 7"
    assert reason(s, "0 play wild") == "You hold a red card – the wild card may not be played"


def test_e2_wild_only_without_the_colour() -> None:
    s = at(f"uno 4p | hand/0: G5 Y2 wild {FILL.replace('Y9.1 Y8.1', 'B3 R2 wild4')} | discard: R7 | stock: G1 G2")
    play(s, "0 play wild")
    assert s.phase is Phase.COLOUR and moves(s, 0) == {f"0 choose {c}" for c in "RGBY"}
    play(s, "0 choose B")
    assert s.turn == 1 and s.colour == "B"
    assert moves(s, 1) == {"1 play B3", "1 play wild4"}     # R2 held, but blue is asked for (+4: R11 auto)
    assert reason(s, "1 play R2") == "Play a blue card"


def test_e3_illegal_wild4_auto() -> None:
    s = at(f"uno 4p | hand/0: G4 Y1 wild4 {FILL} | discard: G9 | stock: B8 B7 B6 B5 R4 R3 R2 R1")
    assert "0 play wild4" in moves(s, 0)
    play(s, "0 play wild4", "0 choose Y")
    assert hand(s, 1) == "Y9.1 Y8.1 R1 R2 R3 R4"
    assert hand(s, 0) == "G4 Y1 B5 B6 B7 B8"
    assert s.turn == 2 and s.colour == "Y"


def test_e3_penalty_is_told_with_the_reason() -> None:
    s = at(f"uno 4p | hand/0: G4 Y1 wild4 {FILL} | discard: G9 | stock: B8 B7 B6 B5 R4 R3 R2 R1")
    events = play(s, "0 play wild4", "0 choose Y")
    penalty = next(e for e in events if e.message is not None and e.message.key == "uno.R11.penalty")
    assert penalty.message is not None and penalty.message.english({0: "A"}) == \
        "A played +4 while holding a green card – A draws 4"


def test_e4_legal_wild4() -> None:
    s = at(f"uno 4p | hand/0: Y9 B3 wild4 {FILL} | discard: G9 | stock: B8 B7 B6 B5 R4 R3 R2 R1")
    play(s, "0 play wild4", "0 choose B")
    assert hand(s, 1) == "Y9.1 Y8.1 R1 R2 R3 R4" and hand(s, 0) == "Y9 B3"
    assert s.turn == 2


def test_e5_stop() -> None:
    s = at("uno 4p | hand/0: Rskip R1 R2 | hand/1: Gskip G2 | hand/2: Gskip.1 G3 | hand/3: R4 R5 | discard: R7 | stock: G1")
    play(s, "0 play Rskip")
    assert s.turn == 2 and s.skipped == 1
    assert moves(s, 1) == set()
    play(s, "2 play Gskip.1")
    assert s.turn == 0 and s.skipped == 3


def test_e6_no_reverse_on_a_reverse() -> None:
    s = at("uno 4p | turn=1 | hand/0: Rrev B5 R1 | hand/1: Brev B2 | hand/2: Y1 Y2 | hand/3: B1 Y3 | discard: B9 | stock: G1")
    play(s, "1 play Brev")
    assert s.turn == 0 and s.step == -1
    assert reason(s, "0 play Rrev") == "You cannot answer a Reverse with a Reverse"
    play(s, "0 play B5")
    assert s.turn == 3


def test_e7_draw_two_does_not_add_up() -> None:
    s = at("uno 4p | hand/0: Rdraw2 R1 | hand/1: Ydraw2 Y2 | hand/2: Gdraw2 G3 | hand/3: B1 B2 "
           "| discard: R7 | stock: Y8 Y7 Y6 Y5")
    play(s, "0 play Rdraw2")
    assert hand(s, 1) == "Ydraw2 Y2 Y5 Y6" and s.turn == 2
    play(s, "2 play Gdraw2")
    assert hand(s, 3) == "B1 B2 Y7 Y8" and s.turn == 0


def test_e8_reverse_with_two_players() -> None:
    s = at("uno 2p | hand/0: Yrev Y1 Y2 | hand/1: B1 B2 | discard: Y7 | stock: G1")
    play(s, "0 play Yrev")
    assert s.turn == 0 and s.skipped == 1
    assert "0 play Y1" in moves(s, 0)


def test_e9_must_play_if_able() -> None:
    s = at(f"uno 4p | hand/0: R4 G8 {FILL} | discard: R7 | stock: G1")
    assert reason(s, "0 draw") == "You have a card you can play"


def test_e10_drawing() -> None:
    s = at(f"uno 4p | hand/0: R5 Y7 B9 {FILL} | discard: G2 | stock: R1 G8")
    play(s, "0 draw")
    assert s.phase is Phase.DRAWN and moves(s, 0) == {"0 play G8", "0 keep"}
    assert reason(s, "0 play R5") == "You drew green 8: play it or keep it"
    play(s, "0 keep")
    assert s.turn == 1
    s = at(f"uno 4p | hand/0: R5 Y7 B9 {FILL} | discard: G2 | stock: G8 R1")
    play(s, "0 draw")
    assert hand(s, 0) == "R5 Y7 B9 R1" and s.turn == 1


def test_e11_caught_without_uno() -> None:
    s = at("uno 4p | hand/0: R4 R9 | hand/1: B1 B2 | hand/2: G1 G2 | hand/3: Y1 Y2 | discard: R2 | stock: Y8 Y7 Y6 Y5")
    play(s, "0 play R4")
    assert s.window == 0 and set(s.actors()) == {0, 1, 2, 3}
    play(s, "2 catch 0")
    assert hand(s, 0) == "R9 Y5 Y6" and s.penalised == [0]
    play(s, "1 draw", "1 keep") if s.phase is Phase.DRAWN else play(s, "1 draw")
    play(s, "2 play G1") if "2 play G1" in moves(s, 2) else play(s, "2 draw")
    if s.phase is Phase.DRAWN:
        play(s, "2 keep")
    play(s, "3 draw")
    if s.phase is Phase.DRAWN:
        play(s, "3 keep")
    assert s.turn == 1                                      # A lost his next turn


def test_e11_too_late_after_the_next_move() -> None:
    s = at("uno 4p | hand/0: R4 R9 | hand/1: R1 B2 B3 | hand/2: G1 G2 | hand/3: Y1 Y2 | discard: R2 | stock: Y8 Y7")
    play(s, "0 play R4", "1 play R1")
    assert s.window is None
    assert reason(s, "2 catch 0") == "Too late: #1 cannot be caught now"
    s.turn = 0
    s.changed()
    assert "0 play R9" in moves(s, 0)                       # A8: he goes out normally


def test_e12_late_uno() -> None:
    s = at("uno 4p | hand/0: R4 R9 | hand/1: B1 B2 | hand/2: G1 G2 | hand/3: Y1 Y2 | discard: R2 | stock: Y8 Y7")
    play(s, "0 play R4")
    events = play(s, "0 call uno")
    assert [e.kind for e in events] == [EventKind.CALL]
    assert s.window is None and s.public()["uno"] == [0]
    assert not any(m.verb == "catch" for seat in range(4) for m in s.legal_moves(seat))


def test_e13_scoring_winner_takes() -> None:
    s = at("uno 4p | hand/0: R4 | hand/1: R5 Gskip wild | hand/2: Y0 B9 | hand/3: wild4 Brev | discard: R2 | stock: Y8")
    play(s, "0 play R4")
    assert s.rounds[0] == [154, 0, 0, 0] and s.scores == [154, 0, 0, 0]
    assert s.phase is not Phase.OVER and s.dealer == 0       # next round dealt by the next seat


def test_e14_scoring_elimination() -> None:
    s = at('uno 4p scoring=elimination | scores=[300,430,120,480] | hand/0: R4 | hand/1: R5 Gskip wild '
           '| hand/2: Y0 B9 | hand/3: wild4 Brev | discard: R2 | stock: Y8')
    play(s, "0 play R4")
    assert s.scores == [300, 505, 129, 550] and s.out == [1, 3]
    assert s.phase is not Phase.OVER
    assert not s.zones["hand/1"] and not s.zones["hand/3"] and len(s.zones["hand/2"]) == 7
    assert s.turn in (0, 2)


def test_e15_last_card_draw_two() -> None:
    s = at("uno 4p | hand/0: Bdraw2 | hand/1: R1 | hand/2: G4 | hand/3: Y0 | discard: B6 | stock: Y8 G3")
    play(s, "0 play Bdraw2")
    assert s.rounds[0] == [16, 0, 0, 0]


@pytest.mark.parametrize("start,expect", [("Ydraw2", "draw2"), ("wild4", "wild4"), ("wild", "wild")])
def test_e16_start_cards(start: str, expect: str) -> None:
    rest = [c for c in DECK if c.text != start]
    deck = rest[:-28] + [Card.parse(start)] + rest[-28:]    # 28 cards dealt, then the start card
    s = new_game(4, seed=3, dealer=3, deck=deck)
    if expect == "draw2":
        assert len(s.zones["hand/0"]) == 9 and s.turn == 1 and s.colour == "Y"
    elif expect == "wild4":
        assert s.zones["discard"][-1].text != "wild4" and "wild4" in {c.text for c in s.zones["stock"]}
    else:
        assert s.turn == 0 and s.phase is Phase.COLOUR
        play(s, "0 choose G")
        assert s.turn == 0 and s.phase is Phase.PLAY and s.colour == "G"


def test_e17_pair_play() -> None:
    s = at("uno 4p teams=pairs | hand/0: R4 | hand/1: G7 | hand/2: R9 | hand/3: wild | discard: R2 | stock: Y8")
    assert s.teams == ((0, 2), (1, 3))
    play(s, "0 play R4")
    assert s.rounds[0] == [57, 0]
    assert s.result().teams == ((0, 2), (1, 3))


# --- the special cards and start cards -------------------------------------

def test_start_stop_and_reverse() -> None:
    for start, turn, step in (("Bskip", 1, 1), ("Brev", 3, -1)):
        rest = [c for c in DECK if c.text != start]
        s = new_game(4, seed=3, dealer=3, deck=rest[:-28] + [Card.parse(start)] + rest[-28:])
        assert (s.turn, s.step) == (turn, step)
        if start == "Brev":
            assert not s.no_rev                             # nobody played it (D3)


def test_the_player_after_a_stop_may_stop() -> None:
    s = at("uno 3p | hand/0: Rskip R1 | hand/1: B2 B3 | hand/2: Gskip G1 | discard: R7 | stock: G5")
    play(s, "0 play Rskip")
    assert "2 play Gskip" in moves(s, 2)


def test_reshuffle_when_the_stock_is_empty() -> None:
    s = at(f"uno 4p | hand/0: Y2 B3 {FILL} | discard: G1 G2 G3 R7 | stock:")
    events = play(s, "0 draw")
    assert "uno.R16.reshuffled" in keys(events)
    assert s.zones["discard"] == [Card.parse("R7")] and len(s.zones["stock"]) == 2


def test_pass_when_nothing_to_draw() -> None:
    s = at(f"uno 4p | hand/0: Y2 B3 {FILL} | discard: R7 | stock:")
    assert moves(s, 0) == {"0 pass"}
    play(s, "0 pass")
    assert s.turn == 1


def test_wild_as_last_card_needs_no_colour() -> None:
    s = at(f"uno 4p | hand/0: wild {FILL} | discard: R7 | stock: G1")
    play(s, "0 play wild")
    assert s.rounds and s.rounds[0][0] == 9 + 8 + 7 + 6 + 5 + 4


def test_card_points() -> None:
    assert [card_points(Card.parse(t)) for t in ("R0", "B9", "Gskip", "Yrev", "Rdraw2", "wild", "wild4")] == \
        [0, 9, 20, 20, 20, 50, 50]


# --- options ------------------------------------------------------------------

def test_wild_anytime() -> None:
    s = at(f"uno 4p wild_anytime=true | hand/0: R3 wild wild4 {FILL} | discard: R7 | stock: G1")
    assert "0 play wild" in moves(s, 0) and "0 play wild4" in moves(s, 0)


def test_forbid_refuses_an_illegal_wild4() -> None:
    s = at(f"uno 4p wild4_check=forbid | hand/0: G4 wild4 {FILL} | discard: G9 | stock: G1")
    assert reason(s, "0 play wild4") == "You hold a green card – the Wild Draw Four may not be played"


def test_a_wild4_breaking_the_rule_is_no_legal_card_for_r4() -> None:
    s = at(f"uno 4p | hand/0: G4 wild4 {FILL} | discard: R9 | stock: G1")
    s.colour = "G"
    s.zones["discard"] = [Card.parse("wild")]
    s.changed()
    assert "0 draw" not in moves(s, 0)                      # G4 is legal: no draw ...
    s.zones["hand/0"] = [Card.parse("Grev"), Card.parse("wild4")]
    s.zones["discard"] = [Card.parse("Brev")]
    s.no_rev = True
    s.changed()
    assert moves(s, 0) == {"0 play wild4", "0 draw", "0 call uno"}        # ... the +4 alone is no legal card


@pytest.mark.parametrize("guilty", [True, False])
def test_challenge(guilty: bool) -> None:
    mine = "G4 Y1 wild4" if guilty else "Y9 B3 wild4"
    s = at(f"uno 4p wild4_check=challenge | hand/0: {mine} {FILL} | discard: G9 "
           "| stock: B8 B7 B6 B5 R4 R3 R2 R1")
    events = play(s, "0 play wild4", "0 choose Y")
    assert not any(e.kind is EventKind.MOVE and e.dst != "discard" for e in events)   # nothing said
    assert s.phase is Phase.CHALLENGE and s.turn == 1 and moves(s, 1) == {"1 challenge", "1 draw"}
    before = s.clone()
    events = play(s, "1 challenge")
    shown = s.view(1).public["shown"]
    assert shown == {"0": mine.split()[:2]}
    assert all("shown" not in s.view(v).public for v in (None, 0, 2, 3))
    assert all(not isinstance(c, Card) or c.text not in mine.split()
               for v in (None, 2, 3) for e in s.events_for(events, v, before) for c in e.cards)
    if guilty:
        assert hand(s, 0) == "G4 Y1 R1 R2 R3 R4" and s.turn == 1 and len(s.zones["hand/1"]) == 2
        assert "1 play Y9.1" in moves(s, 1)
    else:
        assert len(s.zones["hand/1"]) == 2 + 6 and s.turn == 2


def test_challenge_accept() -> None:
    s = at(f"uno 4p wild4_check=challenge | hand/0: Y9 B3 wild4 {FILL} | discard: G9 | stock: B8 B7 B6 B5 R4 R3 R2 R1")
    play(s, "0 play wild4", "0 choose Y", "1 draw")
    assert len(s.zones["hand/1"]) == 6 and s.turn == 2


def test_draw_when_able() -> None:
    s = at(f"uno 4p draw_when_able=true | hand/0: R4 G8 {FILL} | discard: R7 | stock: G1")
    assert "0 draw" in moves(s, 0)


def test_draw_stacking() -> None:
    s = at("uno 4p draw_stacking=true | hand/0: Rdraw2 R1 R2 | hand/1: Ydraw2 Y2 Y3 | hand/2: G1 G3 | hand/3: B1 B2 "
           "| discard: R7 | stock: Y8 Y7 Y6 Y5")
    play(s, "0 play Rdraw2")
    assert s.turn == 1 and moves(s, 1) == {"1 play Ydraw2", "1 draw"}
    assert reason(s, "1 play Y2") == "Pass it on with a Draw Two of your own, or draw 2 cards"
    play(s, "1 play Ydraw2")
    assert s.turn == 2 and s.pending == 4 and moves(s, 2) == {"2 draw"}
    play(s, "2 draw")
    assert len(s.zones["hand/2"]) == 6 and s.turn == 3 and s.pending == 0


def test_stacking_a_wild4_keeps_r34() -> None:
    s = at("uno 4p draw_stacking=true | hand/0: wild4 R1 B1 | hand/1: wild4.1 Y2 | hand/2: G1 G3 | hand/3: B1.1 B2 "
           "| discard: G7 | stock: Y8 Y7 Y6 Y5 Y4 Y3 Y2.1 Y1")
    play(s, "0 play wild4", "0 choose Y")
    assert moves(s, 1) == {"1 draw"}                        # B holds yellow: he may not pass it on


def test_uno_penalty_skip_false() -> None:
    s = at("uno 4p uno_penalty_skip=false | hand/0: R4 R9 | hand/1: B1 B2 | hand/2: G1 G2 | hand/3: Y1 Y2 "
           "| discard: R2 | stock: Y8 Y7")
    play(s, "0 play R4", "2 catch 0")
    assert s.penalised == [] and len(s.zones["hand/0"]) == 3


def test_partner_cannot_catch() -> None:
    s = at("uno 4p teams=pairs | hand/0: R4 R9 | hand/1: B1 B2 | hand/2: G1 G2 | hand/3: Y1 Y2 | discard: R2 | stock: Y8")
    play(s, "0 play R4")
    assert 2 not in s.actors()
    assert reason(s, "2 catch 0") == "You cannot catch your partner"


def test_call_before_playing() -> None:
    s = at(f"uno 4p | hand/0: R4 R9 {FILL} | discard: R2 | stock: Y8")
    assert "0 call uno" in moves(s, 0)
    play(s, "0 call uno", "0 play R4")
    assert s.window is None and s.public()["uno"] == [0]


def test_lost_turns_do_not_pile_up() -> None:
    s = at("uno 4p | turn=3 | penalised=[0] | hand/0: R4 R9 | hand/1: B1 B2 | hand/2: G1 G2 | hand/3: Rskip Y2 "
           "| discard: R2 | stock: Y8")
    play(s, "3 play Rskip")
    assert s.turn == 1 and s.penalised == []                # R14


def test_team_counts() -> None:
    assert [team_count(n, "pairs") for n in (2, 3, 4, 6, 8, 10)] == [0, 0, 2, 3, 4, 5]
    assert [team_count(n, "teams") for n in (4, 6, 8, 9, 10)] == [0, 2, 2, 3, 2]
    s = new_game(6, {"teams": "teams"}, seed=1)
    assert s.teams == ((0, 2, 4), (1, 3, 5))


def test_elimination_game_ends_with_one_left() -> None:
    s = at('uno 3p scoring=elimination target=200 | scores=[150,190,150] | hand/0: R4 | hand/1: wild wild4 '
           '| hand/2: wild.1 wild4.1 | discard: R2 | stock: Y8')
    play(s, "0 play R4")
    assert s.is_over() and s.result().winners == (0,) and s.result().lower_is_better


def test_winner_takes_game_ends_at_the_target() -> None:
    s = at('uno 2p target=200 | scores=[196,0] | hand/0: R4 | hand/1: R5 | discard: R2 | stock: Y8')
    play(s, "0 play R4")
    assert s.is_over() and s.result().winners == (0,) and s.result().totals == (201, 0)


def test_first_dealer_is_drawn_and_deal_is_seven() -> None:
    s = new_game(5, seed=11)
    assert all(len(s.zones[f"hand/{i}"]) in (7, 9) for i in range(5))
    assert len(s.all_cards()) == 108


def test_save_round_trip_mid_game() -> None:
    s = new_game(4, {"wild4_check": "challenge"}, seed=5)
    for _ in range(40):
        seat = s.actors()[0]
        s.apply(s.legal_moves(seat)[0])
    again = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict() and again.notation() == s.notation()


def test_registered() -> None:
    assert INFO.min_players == 2 and INFO.max_players == 10
    assert {"Swedish house rules", "Published rules", "Passing draws on"} <= set(INFO.options.presets)


# --- computer players -----------------------------------------------------------

def test_every_level_plays_a_whole_game() -> None:
    from kortbord.ai.player import wants_to_act
    s = new_game(4, {"wild4_check": "challenge", "teams": "pairs", "target": 200}, seed=9)
    players = [INFO.player(level, seed=i) for i, level in enumerate(("easy", "normal", "strong", "random"))]
    for _ in range(20_000):
        if s.is_over():
            break
        seat = s.turn
        for other in s.actors():
            if other != seat and wants_to_act(players[other], s.view(other), s.legal_moves(other)):
                seat = other
                break
        legal = s.legal_moves(seat)
        move = players[seat].choose(s.view(seat), legal)
        assert move in legal
        s.apply(move)
    assert s.is_over()


def test_normal_names_its_longest_colour_and_catches() -> None:
    s = at(f"uno 4p | hand/0: G5 G6 B2 wild {FILL} | discard: R7 | stock: G1 G2")
    brain = INFO.player("normal", seed=1)
    play(s, "0 play wild")
    assert str(brain.choose(s.view(0), s.legal_moves(0))) == "0 choose G"
    s = at("uno 4p | turn=2 window=1 | hand/0: R4 R9 R1 | hand/1: Y9 | hand/2: B9 B8 | hand/3: G9 G8 "
           "| discard: Y2 | stock: G1 G2 G3")
    assert str(brain.choose(s.view(0), s.legal_moves(0))) == "0 catch 1"


def test_strong_plays_a_wild4_against_the_rule_only_to_stop_a_player_on_one_card() -> None:
    strong = INFO.player("strong", seed=1)
    for count, expect in ((1, "0 play wild4"), (5, "0 play G4")):
        others = " ".join(f"Y{i}.1" for i in range(1, count + 1))
        s = at(f"uno 4p | hand/0: G4 wild4 R1 | hand/1: {others} | hand/2: B9 B8 | hand/3: B7 B6 "
               "| discard: G9 | stock: G1 G2")
        assert str(strong.choose(s.view(0), s.legal_moves(0))) == expect


def test_strong_uses_an_action_card_for_another_turn_with_two_players() -> None:
    """Heads-up a Stop is another turn (R7/A5): the strong player sheds it with a card to
    follow; the normal one saves it for a player on few cards; with four players strong saves it too."""
    hand = "R3 Rskip R8 G8 B1"
    s = at(f"uno 2p | hand/0: {hand} | hand/1: Y1 Y2 Y3 Y4 Y5 Y6 | discard: R7 | stock: G1 G2")
    assert str(INFO.player("strong", seed=1).choose(s.view(0), s.legal_moves(0))) == "0 play Rskip"
    assert str(INFO.player("normal", seed=1).choose(s.view(0), s.legal_moves(0))) != "0 play Rskip"
    s = at(f"uno 4p | hand/0: {hand} | hand/1: Y1 Y2 Y3 Y4 Y5 Y6 | hand/2: B9 B8 B7 B6 B5 "
           "| hand/3: G9 G7 G6 G5 G4 | discard: R7 | stock: G1 G2")
    assert str(INFO.player("strong", seed=1).choose(s.view(0), s.legal_moves(0))) != "0 play Rskip"


def test_easy_forgets_uno_sometimes_and_delays_are_human() -> None:
    forgot = 0
    for seed in range(40):
        easy = INFO.player("easy", seed=seed)
        s = at(f"uno 4p | hand/0: R4 B9 {FILL} | discard: R2 | stock: Y8")
        forgot += easy.choose(s.view(0), s.legal_moves(0)).verb != "call"
    assert 0 < forgot < 40
    s = at("uno 4p | turn=2 window=1 | hand/0: R4 R9 R1 | hand/1: Y9 | hand/2: B9 B8 | hand/3: G9 G8 "
           "| discard: Y2 | stock: G1 G2 G3")
    factors = {level: INFO.player(level, seed=1).pause_factor(s.view(0)) for level in ("easy", "normal", "strong")}
    assert factors["easy"] > factors["normal"] > factors["strong"] >= 1.0    # 1-3 s at the table's 0.9 s
    assert INFO.player("normal").pause_factor(s.view(2)) > factors["normal"]  # on turn: time to catch
