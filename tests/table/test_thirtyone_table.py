"""31 on the real table, played with the mouse (spec "Table interaction").

Anna (seat 0) is the human: her moves are real gestures on the view's viewport
(clicks on the stock and the discard pile, the pile's top card dragged into her
hand, her cards dragged onto the pile or double-clicked, the action bar's
"Knock" and "Deal the next round" buttons); Bo and Carl are computer players
with no pause and no animation.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest

from kortbord.engine import Card, Move, game_info
from kortbord.games.thirtyone.ai import NormalPlayer
from kortbord.games.thirtyone.rules import Phase, State
from kortbord.table.score_panel import ScorePanel

from table.conftest import NAMES
from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

COMPUTERS = (1, 2)
MAX_MOVES = 3000
KNOCK = Move(0, "knock")


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def tag(t: FamilyTable, zone: str) -> str:
    item = t.scene.extras.tags.get(zone)
    return item.text if item is not None else ""


def knock_button(t: FamilyTable) -> Any:
    button = t.button(KNOCK)
    assert button is not None, [str(b.move) for b in t.controller.action_bar.specs]
    return button


class Human:
    """Plays seat 0 with the mouse, choosing like the normal computer player, varying the
    gesture for the same move from turn to turn."""

    def __init__(self, t: FamilyTable) -> None:
        self.t = t
        self.brain = NormalPlayer()
        self.made: dict[str, int] = {}

    def count(self, kind: str) -> int:
        self.made[kind] = self.made.get(kind, 0) + 1
        return self.made[kind]

    def turn(self) -> None:
        t, state = self.t, self.t.state
        assert isinstance(state, State)
        if t.scene.extras.overlay is not None:
            self.count("summary")
            dismiss_summary(t)
        move = self.brain.choose(state.view(0), state.legal_moves(0))
        before = len(t.moves)
        if move.verb == "draw":
            self.count("click stock")
            t.click(t.zone_centre("stock"))
        elif move.verb == "take":
            top = state.zones["discard"][-1].text
            if self.count("take") % 2:
                t.drag(top, t.zone_centre("hand/0"))
                self.count("drag take")
            else:
                t.click(t.zone_centre("discard"))
        elif move.verb == "discard" and not move.arg:
            card = move.cards[0].text
            if state.taken is not None:
                assert state.uid[state.taken] not in t.scene.playable, "the card just taken is locked"
            if self.count("discard") % 2:
                t.drag(card, t.zone_centre("discard"))
            else:
                t.double_click(card)
                self.count("double-click")
        else:                                                  # knock, deal
            self.count(move.verb)
            t.press(move)
        assert t.moves[before:] == [str(move)], f"{move} was not made by its gesture: {t.moves[before:]}"


def dismiss_summary(t: FamilyTable) -> None:
    """A click on the round's summary takes it away (and does nothing else)."""
    overlay = t.scene.extras.overlay
    if overlay is not None:
        t.click(overlay.sceneBoundingRect().center())
        assert t.scene.extras.overlay is None
        t.qtbot.waitUntil(t.controller.action_bar.isEnabled, timeout=2_000)   # the buttons wake after it


def human_to_act(t: FamilyTable) -> bool:
    state = t.state
    return not t.scene.busy and state.to_move() == 0 and 0 in state.actors()


def test_a_whole_game_against_two_computers(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """A dealt game to 3 rounds won, with gestures only (R1-R7, S1); the winner at the end."""
    state = game_info("thirtyone").new_game(3, {"target_wins": 3}, seed=7)
    t = family(state, computers=COMPUTERS)
    human = Human(t)
    while not state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: state.is_over() or human_to_act(t), timeout=20_000)
        if not state.is_over():
            human.turn()
    t.settle()
    assert len(t.overs) == 1 and t.overs[0].finished
    winner = t.overs[0].winners[0]
    assert state.scores[winner] == 3 and t.scene.decor.stamps[winner].text == "Winner!"
    assert {"click stock", "drag take", "discard", "double-click"} <= set(human.made)
    assert "summary" not in human.made, "no summary over the table after a round (SUMMARY)"
    assert len(t.rounds) == len(state.rounds) >= 3
    for seat in range(3):                                      # every hand is shown at the end
        for card in state.zones[f"hand/{seat}"]:
            assert t.scene.cards[state.uid[card]].face == card
    assert not t.controller.action_bar.specs


def test_the_knock_button_and_its_reasons(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R4: greyed with "No knocking in the first round", enabled after it; a knock marks the seat."""
    state = at("thirtyone 3p | turns=0 | hand/0: KH QH 7H | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D"
               " | discard: 8S | stock: 3D 5H 6S 7S 8C 9S")
    t = family(state, computers=COMPUTERS, pause=10_000_000)
    button = knock_button(t)
    assert not button.isEnabled() and button.toolTip() == "No knocking in the first round"
    assert t.statuses[-1] == "Take the top card of the stock or of the discard pile"
    assert tag(t, "hand/0") == "27 in hearts"
    state = at("thirtyone 3p | turns=3 | hand/0: KH QH 7H | hand/1: 2C 3C 4C | hand/2: 5D 6D 9D"
               " | discard: 8S | stock: 3D 5H 6S 7S 8C 9S")
    t.controller.replace(state)
    t.settle()
    assert t.statuses[-1] == "Take a card from the stock or the discard pile – or knock if your hand is good"
    button = knock_button(t)
    assert button.isEnabled()
    t.press(KNOCK)
    t.settle()
    assert t.moves == ["0 knock"] and state.knocker == 0 and state.turn == 1
    assert any("Anna knocks" in s for s in t.statuses)
    assert tag(t, "hand/0") == "✊ 27 in hearts"


def test_after_a_knock_the_button_says_why_not(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    state = at("thirtyone 3p | turn=0 turns=4 knocker=2 | hand/0: KH QH 7H | hand/1: 2C 3C 4C"
               " | hand/2: 5D 6D 9D | discard: 8S | stock: 3D 5H 6S 7S 8C 9S")
    t = family(state, computers=COMPUTERS, pause=10_000_000)
    button = knock_button(t)
    assert not button.isEnabled() and button.toolTip() == "Somebody has already knocked"
    assert tag(t, "hand/2") == "✊ Knocked"
    assert t.statuses[-1] == "Carl has knocked: this is your last turn, take a card"


def test_the_card_just_taken_is_locked(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """A5 (example 3) on the table: the taken card is not offered and a drop of it is refused."""
    state = at("thirtyone 3p | hand/0: 9S 4S KH | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D"
               " | discard: 2H 8S | stock: 3D 5H")
    t = family(state, computers=COMPUTERS, pause=10_000_000)
    t.drag("8S", t.zone_centre("hand/0"))
    t.settle()
    assert t.moves == ["0 take"] and state.phase is Phase.DISCARD
    assert tag(t, "hand/0") == "Best three: 21 in spades"
    taken = state.uid[Card.parse("8S")]
    assert taken not in t.scene.playable and state.uid[Card.parse("KH")] in t.scene.playable
    t.drag("8S", t.zone_centre("discard"))
    t.settle()
    assert t.moves == ["0 take"] and t.statuses[-1] == "You cannot discard the card you have just taken"
    t.double_click("KH")
    t.settle()
    assert t.moves == ["0 take", "0 discard KH"] and state.zones["discard"][-1] == Card.parse("KH")


def test_a_showdown_shows_every_hand_and_the_winner(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R5 (example 5): all hands face up with their values, the winner starred; Anna deals next."""
    state = at("thirtyone 3p | turn=2 dealer=2 turns=5 knocker=0 | hand/0: KH QH 7H | hand/1: AS 8S KD"
               " | hand/2: QC JC 3D | discard: 4D | stock: 9C")
    t = family(state, computers=COMPUTERS, pause=0)
    t.qtbot.waitUntil(lambda: state.phase is Phase.SHOWN, timeout=10_000)
    t.settle()
    assert state.winners == [2]
    for seat in range(3):
        for card in state.zones[f"hand/{seat}"]:
            assert t.scene.cards[state.uid[card]].face == card
    assert tag(t, "hand/2") == "★ 29 in clubs – wins"
    assert tag(t, "hand/1") == "19 in spades" and tag(t, "hand/0") == "✊ 27 in hearts"
    assert t.rounds and t.rounds[-1].totals == (0, 0, 1)
    assert t.scene.extras.overlay is None, "the showdown itself is the round's summary"
    assert t.controller.action_bar.isEnabled()
    t.press(Move(0, "deal"))
    t.settle()
    assert t.moves[-1] == "0 deal" and state.phase is Phase.DRAW and state.dealer == 0
    assert all(t.scene.cards[state.uid[c]].face is None for c in state.zones["hand/1"])


def test_after_a_round_the_score_panel_lists_every_hand_and_value(qtbot: Any) -> None:
    """Score panel: once a round is over, each player's revealed hand and its value; none while
    the hands are still hidden."""
    state = at("thirtyone 3p | turn=2 dealer=2 turns=5 knocker=0 | hand/0: KH QH 7H | hand/1: AS 8S KD"
               " | hand/2: QC JC 3D | discard: 4D | stock: 9C")
    panel = ScorePanel()
    qtbot.addWidget(panel)
    names = {0: "Anna", 1: "Bo", 2: "Carl"}
    panel.show_state(state, names)
    assert not panel.log_label.isVisibleTo(panel)
    state.apply(Move(2, "draw"))
    state.apply(Move(2, "discard", (Card.parse("3D"),)))          # Anna's turn again: the showdown
    assert state.phase is Phase.SHOWN
    panel.show_state(state, names)
    text = panel.log_label.text()
    assert panel.log_label.isVisibleTo(panel)
    for line in ("Anna: K♥ Q♥ 7♥ – 27 in hearts", "Bo: A♠ 8♠ K♦ – 19 in spades", "Carl: Q♣ J♣ 9♣ – 29 in clubs"):
        assert line in text, text


def test_thirty_one_is_shown_at_once(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R3 on the table: "31!" at the seat, the hand face up, the round over."""
    state = at("thirtyone 3p | hand/0: AS KS 4D | hand/1: 2C 3C 4C | hand/2: 5D 6D 7D | discard: 8H QS"
               " | stock: 3D")
    t = family(state, computers=COMPUTERS, pause=10_000_000)
    t.click(t.zone_centre("discard"))
    t.settle()
    t.drag("4D", t.zone_centre("discard"))
    t.settle()
    assert t.moves == ["0 take", "0 discard 4D"] and state.phase is Phase.SHOWN
    assert "31!" in [b.text for b in t.bubbles()]
    assert "Anna has 31 and wins the round" in t.statuses[-1]
    assert tag(t, "hand/0") == "★ 31 in spades – wins"
    assert all(t.scene.cards[state.uid[c]].face == c for c in state.zones["hand/1"])


@pytest.mark.parametrize("players", [2, 6])
def test_the_table_seats_two_to_eight(family: Callable[..., FamilyTable], players: int) -> None:  # noqa: F811
    state = game_info("thirtyone").new_game(players, {}, seed=3)
    t = family(state, computers=tuple(range(1, players)), pause=10_000_000)
    assert set(t.scene.zone_items) >= {"stock", "discard", *(f"hand/{s}" for s in range(players))}
    assert len(t.scene.cards) == 52 and NAMES[0] in t.controller.seat_names.values()
