"""Gris on the real table, by mouse and space bar: sending the pig on and giving a card back
by drags, "Fire ens!" with its cases, the race on a controlled clock (a human faster than
every computer, and one slower than all), the finishing numbers and the GRIS, a whole game.

Anna (seat 0) is the human; the others are computer players. The race runs on a
``ManualClock``: time moves only when the test says so (no sleeps).
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kortbord.engine import Move
from kortbord.games.gris.rules import State
from kortbord.table.race import ManualClock
from kortbord.table.seat_marks import seat_marks_of

from table.test_olsen_table import FamilyTable, family  # noqa: F401 - the fixture

#: Erik (seat 4) deals; Anna holds the pig; nobody holds four of a kind.
PASSING = ("gris 5p | dealer=4 | hand/0: 6S 7S 8S 9S TS JS KS | hand/1: 9H 7H 8H TH JH KH AH"
           " | hand/2: 6H 6D 6C 7D 8D 9D KD | hand/3: TD JD AD 7C 8C 9C TC | hand/4: QS QH QD JC KC AC QC")
#: Carl has laid four sixes: the race is on for Anna, Bo, Dina and Erik.
RACE = ("gris 5p | dealer=4 phase=race places=[2] | hand/0: 7S 8S 9S TS JS KS 9H"
        " | hand/1: AS 7H 8H TH JH KH AH | hand/2: 7D 8D 9D | hand/3: TD JD AD 7C 8C 9C TC"
        " | hand/4: QS QH QD JC KC AC QC | laid/2: 6S 6H 6D 6C")
ALL = (1, 2, 3, 4)


def at(text: str) -> State:
    state = State.from_notation(text)
    assert isinstance(state, State)
    return state


def racing(family: Callable[..., FamilyTable], text: str) -> tuple[FamilyTable, ManualClock]:  # noqa: F811
    t = family(at(text), computers=ALL, pause=60_000)
    clock = ManualClock()
    t.controller.reactions.use(clock)
    return t, clock


def space(t: FamilyTable) -> None:
    QTest.keyClick(t.view, Qt.Key.Key_Space)


def test_send_the_pig_on_by_dragging_it_to_the_left_neighbour(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R1: the pig lies face up in Anna's hand; dropped on Dina's seat it is refused with the
    reason, dropped on Bo's (her left) it goes, face up, and Bo owes her a card."""
    state = at(PASSING)
    t = family(state, computers=ALL, pause=60_000)
    assert t.item("6S").face is not None
    marks = seat_marks_of(t.scene)
    assert [marks.kind(s) for s in range(5)] == ["pig", "", "", "", ""]      # her seat glows pink
    assert t.button(Move(0, "pass", (state.zones["hand/0"][0],))) is not None     # "Send"
    t.drag("6S", t.zone_centre("hand/3"))
    t.settle()
    assert t.moves == [] and any("Send the pig to Bo, on your left" in s for s in t.statuses)
    t.drag("6S", t.zone_centre("hand/1"))
    t.settle()
    assert t.moves == ["0 pass 6S"] and state.holder == 1 and state.owing
    assert t.item("6S").face is not None                     # face up in Bo's hand too
    assert [marks.kind(s) for s in range(5)] == ["", "pig", "", "", ""]      # the glow went with it
    assert "hand/0" not in t.scene.extras.tags


def test_give_a_card_back_not_the_pig_then_send(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R1 and example 3 on the table: the pig dropped back is refused ("You cannot give the pig
    back"); another card dropped on Erik's seat is given; then the Send button passes the pig."""
    state = at(PASSING.replace("dealer=4", "dealer=3 owing=true passes=1"))
    t = family(state, computers=ALL, pause=60_000)
    assert t.controller.prompt_text().startswith("Give a card back to Erik")
    t.drag("6S", t.zone_centre("hand/4"))
    t.settle()
    assert t.moves == [] and any("You cannot give the pig back" in s for s in t.statuses)
    t.drag("7S", t.zone_centre("hand/1"))
    t.settle()
    assert t.moves == [] and any("Give the card back to Erik" in s for s in t.statuses)
    t.drag("7S", t.zone_centre("hand/4"))
    t.settle()
    assert t.moves == ["0 give 7S"] and "7S" in {c.text for c in state.zones["hand/4"]}
    pig = state.zones["hand/0"][0]
    t.press(Move(0, "pass", (pig,)))
    assert t.moves[-1] == "0 pass 6S"


def test_click_a_card_then_give(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R1: Give without a card chosen says what to do; a click on 9S, then Give, gives it."""
    state = at(PASSING.replace("dealer=4", "dealer=3 owing=true passes=1"))
    t = family(state, computers=ALL, pause=60_000)
    t.press(Move(0, "give"))
    assert t.moves == [] and any("Choose one card to give back" in s for s in t.statuses)
    t.click(t.centre_of("9S"))
    t.press(Move(0, "give"))
    assert t.moves == ["0 give 9S"] and "9S" in {c.text for c in state.zones["hand/4"]}


def test_fire_ens_button_cases(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Fire ens! stands in the bar all through the passing: without four of a kind it says so
    and nothing happens (example 6); with one it lays it (the race begins); with two it asks."""
    state = at(PASSING)
    t = family(state, computers=ALL, pause=60_000)
    t.press(Move(0, "four"))
    assert t.moves == [] and any("You do not have four of a kind" in s for s in t.statuses)
    two = at("gris 5p | dealer=4 | hand/0: 9S 9H 9D 9C KS KH KD KC 7S | hand/1: 6S 7H | hand/2: 7D 8D"
             " | hand/3: 7C 8C | hand/4: 8S 8H")
    t2 = family(two, computers=ALL, pause=60_000)
    t2.press(Move(0, "four"))
    menu = t2.controller._menu
    assert menu is not None and len(menu.actions()) == 2
    assert [a.text() for a in menu.actions()] == ["Fire ens! (nine)", "Fire ens! (king)"]
    menu.actions()[1].trigger()
    assert t2.moves == ["0 four KS KH KD KC"] and two.phase.value == "race"


def test_four_of_a_kind_by_dragging_selected_cards_to_the_middle(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R2: the four of a kind, selected by clicks and dragged to the middle, lies in front of
    Anna with the number 1; the race begins."""
    state = at("gris 5p | dealer=4 | hand/0: 9S 9H 9D 9C 7S | hand/1: 6S 7H 8H TH | hand/2: 7D 8D TD JD"
               " | hand/3: 7C 8C TC JC | hand/4: 8S TS JS QS")
    t = family(state, computers=ALL, pause=60_000)
    t.controller.reactions.use(ManualClock())
    for card in ("9S", "9H", "9D", "9C"):
        t.click(t.centre_of(card))
    t.drag("9S", t.zone_centre("table"))
    t.settle()
    assert t.moves == ["0 four 9S 9H 9D 9C"] and state.phase.value == "race"
    assert t.scene.extras.tags["laid/0"].text == "No. 1"


def test_race_a_human_faster_than_every_computer(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """A4/R3: the computers are booked after their drawn delays (normal: 0.7-2.0 s); Anna's
    space bar at 0.3 s makes her second, safe; the last computer is GRIS at once (R4)."""
    t, clock = racing(family, RACE)
    booked = t.controller.reactions.due
    assert sorted(booked) == [1, 3, 4] and all(0.7 <= due - made <= 2.0 for made, due in booked.values())
    button = t.button(Move(0, "down"))
    assert button is not None and button.property("urgent")                     # flash: lit
    clock.advance(0.3)
    assert t.moves == []
    space(t)
    assert t.moves == ["0 down 7S 8S 9S 9H"]                                    # the first four in hand order
    t.settle()
    assert t.scene.extras.tags["laid/0"].text == "No. 2"
    clock.advance(3.0)
    order = sorted(booked, key=lambda s: booked[s][1])
    assert t.moves[1:] == [str(m) for m in t.moves[1:]] and [int(m[0]) for m in t.moves[1:]] == order[:2]
    state = t.state
    assert isinstance(state, State)
    assert state.rounds == [order[-1]] and state.scores[order[-1]] == 1 and state.dealer == order[-1]


def test_race_a_human_slower_than_all_is_gris(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R4: Anna waits 3.1 s; the three computers lay down by their delays and Anna, the only one
    left, is GRIS at once (example 7) - with ``race_signal=quiet`` the button was usable, unlit."""
    t, clock = racing(family, RACE.replace("gris 5p", "gris 5p race_signal=quiet"))
    button = t.button(Move(0, "down"))
    assert button is not None and button.isEnabled() and not button.property("urgent")
    booked = dict(t.controller.reactions.due)
    clock.advance(3.1)
    assert [int(m[0]) for m in t.moves] == sorted(booked, key=lambda s: booked[s][1])
    state = t.state
    assert isinstance(state, State)
    assert state.rounds == [0] and state.scores == [1, 0, 0, 0, 0] and state.dealer == 0
    assert state.last_order[-1] == 0 and t.rounds
    t.settle()
    assert seat_marks_of(t.scene).kind(0) == "gris" and t.scene.extras.tags["hand/0"].text == "GRIS!"
    assert seat_marks_of(t.scene).kind(state.holder) == ("gris" if state.holder == 0 else "pig")


def test_a_laid_player_is_ignored(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """R3: after Anna laid down, the space bar and the middle do nothing more."""
    t, clock = racing(family, RACE)
    space(t)
    t.settle()
    assert t.moves == ["0 down 7S 8S 9S 9H"] and t.button(Move(0, "down")) is None
    space(t)
    assert t.moves == ["0 down 7S 8S 9S 9H"]


def _step(t: FamilyTable, clock: ManualClock, turn: int) -> None:
    """One gesture of Anna's, if she has one; the clock moves on a little."""
    state = t.state
    assert isinstance(state, State)
    if t.scene.extras.overlay is not None:
        t.click(t.zone_centre("table"))                      # the round summary goes
        t.qtbot.wait(5)
        return
    pub = state.public()
    hand = [c.text for c in state.zones["hand/0"]]
    if pub["phase"] == "race" and 0 not in pub["places"]:
        if turn % 2:
            space(t)
        else:
            t.drag(hand[-1], t.zone_centre("table"))         # any card to the middle (R3)
    elif pub["phase"] == "pass" and state.holder == 0 and state.owing:
        card = next(c for c in hand if c != "6S")
        t.drag(card, t.zone_centre(f"hand/{state.players - 1}"))
    elif pub["phase"] == "pass" and state.holder == 0:
        if state.quads_of(0):
            t.press(Move(0, "four"))
        else:
            t.drag("6S", t.zone_centre("hand/1"))
    elif pub["phase"] == "pass" and state.quads_of(0):
        t.press(Move(0, "four"))
    t.settle()
    clock.advance(0.25)
    t.qtbot.wait(2)


def test_a_whole_game_by_real_gestures(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Four players to two pig points: Anna drags, clicks and presses space; the computers pass
    with no pause and race on the controlled clock; the game ends with a score sheet."""
    from kortbord.games.gris.rules import new_game
    state = new_game(4, {"pig_limit": 2}, seed=7, dealer=3)
    t = family(state, computers=(1, 2, 3), pause=0)
    clock = ManualClock()
    t.controller.reactions.use(clock)
    for turn in range(4000):
        if state.is_over():
            break
        _step(t, clock, turn)
    assert state.is_over() and t.overs
    sheet = state.result()
    assert sheet.finished and max(sheet.totals) == 2 and sum(sheet.totals) == len([r for r in state.rounds if r >= 0])
    mine = [m for m in t.moves if m.startswith("0 ")]
    assert any(" give " in m for m in mine) and any(" pass " in m for m in mine)
    assert any(" down " in m or " four " in m for m in mine)



def test_after_eight_quiet_seconds_the_expected_action_is_pointed_out(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Passing has no timer, but the table nudges: the pig is hinted after 8 s (a hint is
    the normal player's move, worked out in the background)."""
    state = at(PASSING)
    t = family(state, computers=ALL, pause=60_000)
    nudge = t.controller._nudge
    assert nudge.isActive() and nudge.interval() == 8000
    nudge.timeout.emit()
    t.qtbot.waitUntil(lambda: any(s.startswith("Hint: ") for s in t.statuses), timeout=5000)
    assert any(s == "Hint: Send" for s in t.statuses)


def test_own_hand_in_rank_groups_slightly_apart(family: Callable[..., FamilyTable]) -> None:  # noqa: F811
    """Layout: Anna's hand sorted by rank, each rank group a little apart; the fan stays centred."""
    from kortbord.table.scene import GROUP_GAP
    state = at("gris 5p | dealer=4 | hand/0: 9S KH 7S 9H KS 9D | hand/1: 6S 7H 8H TH | hand/2: 7D 8D TD JD"
               " | hand/3: 7C 8C TC JC | hand/4: 8S TS JS QS")
    t = family(state, computers=ALL, pause=60_000)
    t.settle()
    order = ["7S", "9S", "9H", "9D", "KS", "KH"]
    xs = [t.item(c).home[0] for c in order]
    zone = t.scene.geometry.zones["hand/0"]
    steps = [round(b - a) for a, b in zip(xs, xs[1:])]
    gap = round(zone.dx + GROUP_GAP * zone.card_w)
    assert steps == [gap, round(zone.dx), round(zone.dx), gap, round(zone.dx)]
    middle = (xs[0] + xs[-1] + zone.card_w) / 2
    assert abs(middle - zone.cx) <= 1.5
    for card in order:       # each card has come to rest where it belongs
        assert at_rest(t, card)


def at_rest(t: FamilyTable, card: str) -> bool:
    item = t.item(card)
    return abs(item.pos().x() - item.home[0]) < 0.5 and abs(item.pos().y() - item.home[1]) < 0.5
