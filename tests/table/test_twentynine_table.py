"""29's "Table interaction" (spec rules/twentynine.md) on the real table, and whole games
played with the mouse.

Players A, B, C, D of the spec are seats 0-3 (Anna, Bo, Carl, Dina); Anna is the human at
the bottom, the others are computer players. Her moves are real gestures on the view's
viewport: drags of card items onto the pile, and double-clicks.
"""
from __future__ import annotations

from typing import Any, Callable

import pytest

from kortbord.engine import Card, game_info
from kortbord.games.twentynine.rules import State, new_game, value
from kortbord.table.card_item import Mark
from kortbord.table.scene import DIMMED, hand_order
from kortbord.table.score_panel import ScorePanel

from app.conftest import settings  # noqa: F401 - the fixture: private settings and data folders
from table.conftest import NAMES
from table.test_olsen_table import FamilyTable, at_home, family  # noqa: F401 - the fixture

#: Spec example 3: the count is 22; A holds KH, 7C, 9D.
E3 = ("twentynine 4p | dealer=3 turn=0 deal_no=1 last=3 | hand/0: KH 7C 9D | hand/1: 5H 8C 9S | "
      "hand/2: 2H QD | hand/3: AS 4D | pile: TS 6H 4C AD AC")
#: D adds 3D to make 25; Anna holds 5H 8C 9S and cannot play (spec example 5 at her seat).
PASSING = ("twentynine 4p | dealer=3 turn=3 deal_no=1 | hand/0: 5H 8C 9S | hand/1: 2H 9C | hand/2: 8D "
           "| hand/3: 3D | pile: TS 9H 3C")
MAX_MOVES = 400


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def panel_for(t: FamilyTable) -> ScorePanel:
    panel = ScorePanel()
    t.qtbot.addWidget(panel)
    names = {s: NAMES[s] for s in range(t.state.players)}
    t.controller.changed.connect(lambda: panel.show_state(t.state, names))
    panel.show_state(t.state, names)
    return panel


# --- layout -------------------------------------------------------------------------

def test_the_deal_on_the_table(family: Callable[..., FamilyTable]) -> None:
    """Layout: the own hand face up at the bottom sorted by value, the others face down
    with their counts, the empty pile in the middle, a "Won" stack at every seat."""
    state = new_game(4, dealer=3, seed=5)
    t = family(state, pause=60_000)
    hand = sorted((t.scene.cards[state.uid[c]] for c in state.zones["hand/0"]), key=lambda i: i.index)
    assert all(i.face is not None for i in hand)
    assert [value(i.face) for i in hand] == sorted(value(c) for c in state.zones["hand/0"])
    xs = [i.home[0] for i in hand]
    assert xs == sorted(xs), "low values on the left"
    for seat in (1, 2, 3):
        assert all(t.scene.cards[state.uid[c]].face is None for c in state.zones[f"hand/{seat}"])
    assert t.scene.plate_detail[1].startswith("13")
    assert all(t.scene.zone_items[f"won/{s}"].label == "Won" for s in range(4))
    assert "pile" not in t.scene.extras.tags, "no total on an empty pile"
    assert t.statuses[-1] == "Lead any card to start a new pile" or state.turn != 0


def test_the_pile_is_fanned_with_its_total(family: Callable[..., FamilyTable]) -> None:
    """The pile lies face up in the centre, fanned so every card shows, "Sum: 22" beside it."""
    state = at(E3)
    t = family(state, pause=60_000)
    items = [t.item(c.text) for c in state.zones["pile"]]
    assert all(i.face is not None for i in items)
    xs = [i.home[0] for i in items]
    assert all(b - a >= 0.25 * i.width for a, b, i in zip(xs, xs[1:], items)), "each card is seen"
    tag = t.scene.extras.tags["pile"]
    assert tag.isVisible() and tag.text == "Sum: 22"
    box = tag.sceneBoundingRect()                       # large, and clear of the pile's cards
    assert box.height() >= 0.4 * items[0].width
    assert not any(box.intersects(i.sceneBoundingRect()) for i in items)
    other = t.scene.extras.tags.get("hand/0")
    assert other is None or box.height() > other.sceneBoundingRect().height()


# --- moves ---------------------------------------------------------------------------

def test_E3_cards_over_29_are_dimmed_and_29_is_pointed_out(family: Callable[..., FamilyTable]) -> None:
    """E3: 9D would make 31: dimmed, its tooltip says why; 7C makes 29: a soft rim; KH is
    playable and raised like 7C."""
    state = at(E3)
    t = family(state, pause=60_000)
    nine, seven, king = t.item("9D"), t.item("7C"), t.item("KH")
    assert nine.opacity() == DIMMED and nine.toolTip() == "The total may not go over 29"
    assert seven.mark is Mark.ASSIST and king.mark is Mark.NONE
    assert seven.opacity() == king.opacity() == 1.0 and not king.toolTip()
    assert {state.uid[c] for c in state.zones["hand/0"]} - t.scene.playable == {state.uid[nine.face]}


def test_E3_a_card_over_29_glides_back_with_the_reason(family: Callable[..., FamilyTable]) -> None:
    state = at(E3)
    t = family(state, pause=60_000)
    t.drag("9D", t.zone_centre("pile"))
    t.settle()
    assert t.moves == [] and t.item("9D").zone == "hand/0" and at_home(t.item("9D"))
    assert t.statuses[-1] == "The total may not go over 29"


def test_E4_the_pile_won_slides_to_the_winner(family: Callable[..., FamilyTable]) -> None:
    """E4: Anna drags 7C onto the pile: 29! – the six cards go face down to her won stack,
    the news says so, and the arrow points at Bo, who leads the next pile."""
    state = at(E3)
    t = family(state, pause=60_000)
    banners: list[str] = []
    real_banner = t.scene.extras.banner
    t.scene.extras.banner = lambda text: banners.append(text) or real_banner(text)  # type: ignore[method-assign]
    t.drag("7C", t.zone_centre("pile"))
    t.settle()
    assert t.moves == ["0 play 7C"]
    assert banners == ["29! – Anna takes 6 cards"]
    won = [t.item(c) for c in "TS 6H 4C AD AC 7C".split()]
    assert all(i.zone == "won/0" and i.face is None and at_home(i) for i in won)
    assert t.scene.badges["won/0"].text == "6" and t.scene.badges["won/0"].isVisible()
    assert state.turn == 1 and t.scene.decor.arrow.isVisible()
    assert "pile" not in t.scene.extras.tags
    assert all(t.item(c.text).opacity() == 1.0 for c in state.zones["hand/0"]), "no dimming off turn"


def test_a_double_click_plays_the_card(family: Callable[..., FamilyTable]) -> None:
    state = at(E3)
    t = family(state, pause=60_000)
    t.double_click("KH")
    t.settle()
    assert t.moves == ["0 play KH"] and state.total() == 23
    assert any(b.text == "23" for b in t.bubbles()), "the new total is announced (A8)"


def test_E5_a_player_who_cannot_play_passes_by_himself(family: Callable[..., FamilyTable]) -> None:
    """E5 at the human's seat: Dina makes 25, Anna cannot play: "Anna cannot play" is said at
    her seat and Bo plays on; there is never a pass button; Dina's bubble gave the total."""
    state = at(PASSING)
    t = family(state, pause=0)
    t.qtbot.waitUntil(lambda: "1 play 2H" in t.moves, timeout=10_000)
    assert t.moves[:2] == ["3 play 3D", "1 play 2H"]
    assert any("Anna cannot play" in s for s in t.statuses)
    assert not t.controller.action_bar.specs, "passing is never a button"
    assert t.controller.prompt_text() != "", "the status line goes on"


def test_computers_play_one_at_a_time_and_announce_their_totals(family: Callable[..., FamilyTable]) -> None:
    """A8: Dina's 3D makes 25 and her bubble says so; Bo waits for his own pause."""
    state = at(PASSING)
    t = family(state, pause=300)
    t.qtbot.waitUntil(lambda: bool(t.moves), timeout=10_000)
    assert t.moves == ["3 play 3D"] and state.total() == 25
    assert [b.text for b in t.bubbles() if b is t.scene.decor.bubbles.get(3)] == ["25"]
    assert t.scene.decor.bubbles[0].text == "Anna cannot play"


def test_the_score_panel_counts_the_cards_won(family: Callable[..., FamilyTable]) -> None:
    """Score panel: cards won per player in the deal being played and in all, the deal number."""
    state = at(E3)
    t = family(state, pause=60_000)
    panel = panel_for(t)
    assert panel.status_label.text() == "Deal 1 of 1 · total 22"
    t.drag("7C", t.zone_centre("pile"))
    t.settle()
    rows = [[panel.sheet.item(r, c).text() for c in range(5)] for r in range(panel.sheet.rowCount())]
    assert rows == [["Deal 1", "6", "0", "0", "0"]]
    assert [panel.totals.item(0, c).text() for c in range(5)] == ["Total", "6", "0", "0", "0"]
    assert panel.status_label.text() == "Deal 1 of 1 · total 0"


# --- whole games ------------------------------------------------------------------------

def human_to_act(t: FamilyTable) -> bool:
    return not t.scene.busy and t.state.to_move() == 0 and not t.state.is_over()


def play_out(t: FamilyTable, seed: int) -> dict[str, int]:
    """Anna plays as the normal computer player would, by drags and now and then a
    double-click; the computers play on until the game ends."""
    brain = game_info("twentynine").player("normal", seed=seed)
    used = {"drag": 0, "double-click": 0, "dimmed": 0}
    while not t.state.is_over():
        assert len(t.moves) < MAX_MOVES, "the game does not end"
        t.qtbot.waitUntil(lambda: t.state.is_over() or human_to_act(t), timeout=20_000)
        if t.state.is_over():
            break
        state = t.state
        legal = state.legal_moves(0)
        move = brain.choose(state.view(0), legal)
        playing = {c for m in legal for c in m.cards}
        dimmed = [c for c in state.zones["hand/0"] if c not in playing]
        assert all(t.item(c.text).opacity() == DIMMED for c in dimmed)
        used["dimmed"] += bool(dimmed)
        before = len(t.moves)
        if used["drag"] % 4 == 3 and used["drag"] > used["double-click"] * 4:
            t.double_click(move.card.text)
            used["double-click"] += 1
        else:
            t.drag(move.card.text, t.zone_centre("pile"))
            used["drag"] += 1
        assert t.moves[before:before + 1] == [str(move)], f"{move} was not made by its gesture"
    t.settle()
    return used


@pytest.mark.parametrize(("players", "seed", "options"), [
    (4, 3, {}), (3, 7, {}), (5, 6, {"incomplete_pile": "last_player"}),
    (4, 9, {"partnerships": True, "deals_per_game": 2}),
])
def test_a_whole_game_with_the_mouse(family: Callable[..., FamilyTable], players: int, seed: int,  # noqa: F811
                                     options: dict[str, Any]) -> None:
    """A dealt game to its end by gestures only (R1-R5); S1-S3: the winner on the panel,
    every card where the state has it."""
    state = game_info("twentynine").new_game(players, options, seed=seed)
    t = family(state, computers=tuple(range(1, players)))
    panel = panel_for(t)
    used = play_out(t, seed)
    assert state.is_over() and len(t.overs) == 1
    assert used["drag"] >= 3 and used["double-click"] >= 1 and used["dimmed"] >= 1
    sheet = t.overs[0]
    assert sheet.finished and sheet.winners == tuple(state.winners())
    names = [NAMES[s] for s in sheet.winners]
    assert panel.winner_label.isVisibleTo(panel)
    assert all(n in panel.winner_label.text() for n in names)
    assert t.scene.decor.stamps[sheet.winners[0]].text == "Winner!"
    assert len(t.scene.cards) == len(state.all_cards())
    for name, cards in state.zones.items():
        for card in cards:
            item = t.scene.cards[state.uid[card]]
            assert item.zone == name and at_home(item), (card, name, item.zone)
            assert (item.face is not None) == (name in ("hand/0", "pile")), (card, name)


def test_games_without_the_hooks_keep_their_hands_as_they_were(family: Callable[..., FamilyTable]) -> None:
    """The hooks are 29's: Olsen's hand stays sorted by suit, nothing dimmed or rimmed."""
    from table.conftest import olsen
    from table.test_olsen_table import E1
    t = family(olsen(E1), pause=60_000)
    hand = sorted((t.item(c) for c in ("7H", "9D", "2S")), key=lambda i: i.index)
    assert [i.face.text for i in hand] == ["2S", "7H", "9D"]               # spades, hearts, diamonds
    assert all(i.opacity() == 1.0 and i.mark is not Mark.ASSIST and not i.toolTip() for i in hand)
    assert t.scene.sort_key is hand_order and not t.scene.card_notes


def test_the_assist_setting_turns_the_rim_off_and_on(qtbot: Any, settings: Any) -> None:  # noqa: F811
    """The Settings menu's "Point out good cards" (on by default) rims 7C on 22, or not;
    it is remembered. Dimming the cards that may not be played is no assist: it stays."""
    from kortbord.app.players import NewGameChoice
    from kortbord.app.window import MainWindow
    from kortbord.saves import Seat
    window = MainWindow(settings, persist=False)
    window.ai_pause_override = 10_000_000
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seats = (Seat("Anna"), Seat("Bo", True), Seat("Carla", True), Seat("Dennis", True))
    window.start_choice(NewGameChoice("twentynine", seats, {}), seed=2, dealer=3)
    controller = window.controller
    assert controller is not None and window.assist_action.isChecked() and settings.assist
    controller.replace(at(E3))
    scene = controller.scene
    seven = scene.cards[controller.state.uid[Card.parse("7C")]]
    nine = scene.cards[controller.state.uid[Card.parse("9D")]]
    assert seven.mark is Mark.ASSIST and nine.opacity() == DIMMED
    window.assist_action.trigger()
    assert not settings.assist and seven.mark is Mark.NONE and nine.opacity() == DIMMED
    window.assist_action.trigger()
    assert settings.assist and seven.mark is Mark.ASSIST
    window.close()
