"""The table's last polish (issue 15, issue 11): Whist's bid cards turned one by one and
its banner clear of the trick cards, and the small items tested on the real scene."""
from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtCore import QRectF

from kortbord.engine import Card, GameState, Move, game_info
from kortbord.table.staging import CONFIRM
from kortbord.table.timing import BID_TURN_MS

from table.conftest import Table


def whist_bids(colours: str) -> GameState:
    """Whist, seed 3, before the last bid: seats 0, 1, 2 have chosen a card of the
    colours given ("bbr": black, black, red); seat 3 has yet to choose."""
    state = game_info("whist").new_game(4, {}, seed=3)
    for seat, colour in zip((0, 1, 2), colours):
        card = next(c for c in state.zones[f"hand/{seat}"] if c.is_red == (colour == "r"))
        state.apply(Move(seat, "bid", (card,)))
    return state


def card_rect(t: Table, card: Card) -> QRectF:
    return t.scene.cards[t.state.uid[card]].sceneBoundingRect()


def test_whist_bid_cards_are_turned_one_by_one(make_table: Callable[..., Table]) -> None:
    """Whist (Table interaction): once all have chosen, the bid cards are turned where they
    lie from forehand, about 0.7 s apart, and stop at the first red; only then do they go
    back to the hands, and nobody plays in between."""
    state = whist_bids("bbr")
    forehand = state.public()["forehand"]
    t = make_table(state, (0, 1, 2), speed=1.0, pause=0)
    bids = {s: state.zones[f"bid/{s}"][0] for s in (0, 1, 2)}
    own = state.zones["hand/3"][0]
    t.controller._button(Move(3, "bid", (own,)))     # the action bar's own path: a card bid,
    t.controller._button(Move(3, CONFIRM))            # then Confirm (the card waited on the spot)
    flipper = t.controller.flipper
    order = [s for s in ((forehand + i) % 4 for i in range(4)) if s != 3]
    red = next(i for i, s in enumerate(order) if bids[s].is_red)
    expected = [bids[s] for s in order[:red + 1]]
    assert [i.card for i in flipper.turning] == expected
    first = flipper.turning[0]
    assert first.isVisible() and not any(i.isVisible() for i in flipper.turning[1:]), "one at a time"
    assert first.sceneBoundingRect().intersects(card_rect(t, expected[0])), "turned where it lies"
    assert t.controller._acting_seat() is None
    t.qtbot.waitUntil(lambda: flipper.turning[1].isVisible(), timeout=3000)
    assert first.face_up
    t.qtbot.waitUntil(lambda: not flipper.turning, timeout=3000 + BID_TURN_MS * len(expected))
    t.settle()
    assert state.public()["phase"] == "play" and t.controller._acting_seat() == 3


def test_whist_banner_hides_no_card(make_table: Callable[..., Table]) -> None:
    """The contract banner lies where it covers no trick card and no hand (all four played)."""
    state = whist_bids("bbr")
    state.apply(next(m for m in state.legal_moves(3) if m.cards))
    while sum(len(state.zones[f"trick/{s}"]) for s in range(4)) < 3:
        seat = state.to_move()
        assert seat is not None
        state.apply(state.legal_moves(seat)[0])
    for size in ((640, 480), (1280, 800)):
        t = make_table(state, (0, 1, 2), pause=60_000, size=size)
        banner = t.scene.extras.tags["stock"]
        assert banner.isVisible()
        box = banner.sceneBoundingRect()
        for item in t.scene.cards.values():
            if item.isVisible() and item.zone != "stock":
                assert not box.intersects(item.sceneBoundingRect().adjusted(2, 2, -2, -2)), (size, item.zone)


def test_ruder_syv_highlights_the_leading_bid_in_gold(make_table: Callable[..., Table]) -> None:
    """R3 on the table: the leading bid's tag is gold; when a later equal bid takes the lead
    (the last tied bid wins) the gold moves to it."""
    from kortbord.table.decor import Tone

    def tones(t: Table) -> dict[str, Tone]:
        return {z: tag.tone for z, tag in t.scene.extras.tags.items() if z.startswith("won/")}

    state = game_info("ruder_syv").new_game(4, {}, seed=1)
    state.apply(Move.parse("3 bid 2"))
    state.apply(Move.parse("0 bid 1"))
    t = make_table(state, (0, 2, 3), pause=60_000)
    assert tones(t) == {"won/3": Tone.GOLD, "won/0": Tone.NOTE}
    t.controller._button(Move.parse("1 bid 2"))
    t.settle()
    assert tones(t)["won/1"] is Tone.GOLD and tones(t)["won/3"] is Tone.NOTE


def test_rodskagg_scores_large_beside_the_names_and_the_say_menu(make_table: Callable[..., Table]) -> None:
    """Rödskägg (Table interaction): each score in large type beside its nameplate, touching
    no hand; a permanent Say… menu ("Ett kvar!", "Noll!") and Knacka i bordet, there whether
    or not anything is due; said when not due, it only says so."""
    state = game_info("rodskagg").new_game(4, {}, seed=1)
    t = make_table(state, (1, 2, 3), pause=60_000, size=(1280, 800))
    scene = t.scene
    for seat in range(4):
        tag = scene.extras.tags[f"seat/{seat}"]
        box, plate = tag.sceneBoundingRect(), QRectF(*scene.geometry.seats[seat].plate)
        usual = max(24 * 0.85, scene.geometry.card_w * 0.26)   # a zone tag's usual height
        assert tag.text == "Score 12" and box.height() > 1.4 * usual
        gap = max(box.left() - plate.right(), plate.left() - box.right(), box.top() - plate.bottom(),
                  plate.top() - box.bottom())
        assert 0 <= gap < 12, "beside its own nameplate"
        for item in scene.cards.values():
            assert not box.intersects(item.sceneBoundingRect()), "no card under a score"
    bar = t.controller.action_bar
    say = next(b for b in bar.buttons if b.text() == "Say…")
    assert [a.text() for a in say.menu().actions()] == ["Ett kvar!", "Noll!"]
    assert any(b.text() == "Knacka i bordet" for b in bar.buttons)
    before = len(t.moves)
    say.menu().actions()[0].trigger()
    assert len(t.moves) == before and t.statuses[-1] == "There is nothing to announce"


def test_danish_and_swedish_genitives_of_names_ending_in_s(make_table: Callable[..., Table],
                                                           speak: Callable[..., None]) -> None:
    """"Dennis' tur", "Dennis' hånd" (never "Denniss"); other names keep their s."""
    from kortbord.table.controller import GameController
    from kortbord.table.seating import SeatConfig
    from kortbord.table.text import genitive

    assert genitive("Denniss tur. Annas hånd. Hanss stik", ["Dennis", "Anna", "Hans"]) == \
        "Dennis' tur. Annas hånd. Hans' stik"
    assert genitive("Max' kort og Maxs", ["Max"]) == "Max' kort og Max'"
    speak("da")
    state = game_info("whist").new_game(4, {}, seed=3)
    t = make_table(state, (0, 1, 2), pause=60_000)
    t.controller.seats[0] = SeatConfig("Dennis", True)
    t.controller.scene.set_seat_names(t.controller.seat_names)
    assert isinstance(t.controller, GameController)
    assert t.controller.keyboard.zone_name("hand/0").startswith("Dennis' hånd")


def test_trick_games_dim_the_cards_that_may_not_follow_suit(make_table: Callable[..., Table]) -> None:
    """Whist, Spar Dame, Ruder Syv, Bismarck, Tribello, Rödskägg (Table interaction): on his
    turn the cards he may not play are dimmed, the reason as their tooltip."""
    from table.test_table_interaction import play_until

    for game, players in (("whist", 4), ("spar_dame", 4), ("ruder_syv", 4), ("bismarck", 3),
                          ("tribello", 3), ("rodskagg", 4)):
        def must_follow(s: GameState) -> bool:
            legal = s.legal_moves(0)
            cards = [m for m in legal if m.verb == "play"]
            return s.to_move() == 0 and bool(cards) and len(cards) < len(s.zones["hand/0"])
        state = play_until(game_info(game).new_game(players, {}, seed=2), lambda s: must_follow(s) or s.is_over())
        assert not state.is_over(), game
        t = make_table(state, tuple(range(1, players)), pause=60_000)
        playing = {c for m in state.legal_moves(0) for c in m.cards}
        for card in state.zones["hand/0"]:
            item = t.item(card.text)
            if card in playing:
                assert item.opacity() == 1.0, (game, card)
            else:
                assert item.opacity() < 1.0 and "follow suit" in item.toolTip(), (game, card, item.toolTip())


def test_whist_bidding_points_out_the_bid_cards_and_greys_an_impossible_grand(
        make_table: Callable[..., Table]) -> None:
    """Whist (Table interaction): in the bidding the suggested cards (lowest red, lowest black)
    are rimmed; with no red card the Grand button is greyed: "No red card – Grand is impossible"."""
    state = game_info("whist").new_game(4, {}, seed=3)
    mine, other = state.zones["hand/0"], state.zones["hand/1"]
    reds, blacks = [c for c in mine if c.is_red], [c for c in other if not c.is_red]
    assert len(blacks) >= len(reds)
    for red, black in zip(reds, blacks):                 # Anna gets only black cards
        mine[mine.index(red)], other[other.index(black)] = black, red
    state.changed()
    t = make_table(state, (1, 2, 3), pause=60_000)
    buttons = {b.text(): b for b in t.controller.action_bar.buttons}
    grand, nolo = buttons["Grand (red)"], buttons["Nolo (black)"]
    assert not grand.isEnabled() and grand.toolTip() == "No red card – Grand is impossible"
    assert nolo.isEnabled()
    lowest = min((c for c in mine), key=lambda c: ("23456789TJQKA".index(c.rank), "CS".index(c.suit)))
    assert t.scene.assisted == {state.uid[lowest]}


def test_the_score_panel_marks_the_leader_while_the_game_runs(qtbot: object) -> None:
    """Spar Dame (Table interaction): a marker on the current leader, the lowest total; none
    before the first round, none once a winner is starred."""
    from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog
    from kortbord.engine.score import ScoreRow, ScoreSheet
    from kortbord.table.score_panel import ScorePanel

    row = Catalog("table")("t.row", QT_TRANSLATE_NOOP("table", "Hand 1"))
    panel = ScorePanel()
    qtbot.addWidget(panel)  # type: ignore[attr-defined]
    names = {0: "Anna", 1: "Bo", 2: "Carl"}
    panel.show_sheet(ScoreSheet(3, (ScoreRow(row(), (40, 10, 76)),), (40, 10, 76), lower_is_better=True), names)
    def marked() -> list[bool]:
        return [panel.totals.item(0, c).background().color().name() == "#fff3c4" for c in range(1, 4)]

    assert marked() == [False, True, False] and panel.totals.item(0, 2).toolTip() == "In the lead"
    assert panel.totals.item(0, 2).text() == "10"
    panel.show_sheet(ScoreSheet(3, (), (0, 0, 0), lower_is_better=True), names)
    assert marked() == [False, False, False]


def tribello_forehand(options: dict[str, str]) -> GameState:
    """Tribello with Anna (seat 0) as forehand, choosing the contract."""
    info = game_info("tribello")
    for seed in range(1, 60):
        state = info.new_game(3, info.options.resolve(options), seed=seed)
        if state.public()["forehand"] == 0 and state.public()["phase"] == "contract":
            return state
    raise AssertionError("no such deal")


@pytest.mark.parametrize(("spades", "suits", "greyed"), [("off", "HDC", 1), ("on", "HDCS", 0)])
def test_tribello_valfri_trumf_opens_a_suit_picker(make_table: Callable[..., Table], spades: str,
                                                   suits: str, greyed: int) -> None:
    """Tribello (Table interaction): Valfri trumf is one button whose menu names the suits,
    ♠ greyed with the reason unless ``valfri_spades`` is on; a suit chosen plays it."""
    state = tribello_forehand({"valfri_spades": spades})
    t = make_table(state, (1, 2), pause=60_000)
    bar = t.controller.action_bar
    valfri = [b for b in bar.specs if b.move.arg.startswith("valfri")]
    assert len(valfri) == 1 and valfri[0].text == "Valfri trumf…"
    menu = bar.button_for(valfri[0].move).menu()
    actions = menu.actions()
    assert [a.isEnabled() for a in actions] == [True] * len(suits) + [False] * greyed
    if greyed:
        assert actions[-1].toolTip() == "Valfri trumf may be ♥, ♦ or ♣"
    actions[1].trigger()
    t.settle()
    assert t.moves == ["0 choose valfri D"] and state.public()["trump"] == "D"
