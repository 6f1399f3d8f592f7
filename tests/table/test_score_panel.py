"""The score panel shows the state's players and score sheet (it never adds up)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from kortbord.engine import QT_TRANSLATE_NOOP, Catalog, ScoreRow, ScoreSheet, game_info
from kortbord.engine.score import HAND
from kortbord.table.score_panel import ScorePanel, header_margin

from table.conftest import NAMES, olsen

_ = Catalog("test")
ROUND = _("S1.round", QT_TRANSLATE_NOOP("test", "Round {n}"))
STATUS = _("S0.status", QT_TRANSLATE_NOOP("test", "Trump: {what}"))
LONG = _("S2.row", QT_TRANSLATE_NOOP("test", "Hand {n}: Dina bid 2, took 1 – the others score 2 each"))
SEATS = {s: n for s, n in enumerate(NAMES[:4])}


def cells(table: Any) -> list[list[str]]:
    return [[table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def headers(table: Any) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_players_turn_cards_and_dealer(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    state = olsen("olsen 4p | dealer=3 turn=1 | hand/0: 7H 9D | hand/1: 5C JD 4S | hand/2: 4H "
                  "| hand/3: 2H 3H 5H 6H | discard: 7C | stock: 3C")
    panel.show_state(state, SEATS)
    rows = cells(panel.players)
    assert rows[1] == ["▶", "Bo", "3"]
    assert rows[3] == ["", "Dina (dealer)", "4"]
    assert rows[0][2] == "2" and rows[2][2] == "1"
    assert panel.players.item(1, 1).font().bold() and not panel.players.item(0, 1).font().bold()
    assert cells(panel.totals) == [["Total", "0", "0", "0", "0"]]
    assert panel.winner_label.text() == ""


def test_a_trick_game_names_its_forehand_beside_the_dealer(qtbot: Any) -> None:
    """Whist (Table interaction, score panel): the dealer and forehand, who bids and leads first."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    state = game_info("whist").new_game(4, {}, dealer=2, seed=3)
    panel.show_state(state, SEATS)
    names = [row[1] for row in cells(panel.players)]
    assert names == ["Anna", "Bo", "Carl (dealer)", "Dina (forehand)"]


def test_rows_totals_status_and_winner(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    sheet = ScoreSheet(4, (ScoreRow(ROUND(n=1), (0, 13, 2, None)), ScoreRow(ROUND(n=2), (5, 0, 1, 7))),
                       (5, 13, 3, 7), winners=(2,), finished=True, lower_is_better=True, target=10,
                       status=STATUS(what="hearts"))
    panel.show_sheet(sheet, SEATS)
    assert cells(panel.sheet) == [["Round 1", "0", "13", "2", ""], ["Round 2", "5", "0", "1", "7"]]
    assert cells(panel.totals) == [["Total", "5", "13", "3", "7"]]
    assert panel.target_label.text() == "Target: 10 · lowest score wins"
    assert panel.status_label.text() == "Trump: hearts"
    assert panel.winner_label.text() == "Winner: Carl"
    assert headers(panel.sheet) == ["", "Anna", "Bo", "★ Carl", "Dina"]
    assert panel.totals.item(0, 3).background().color().name() == "#ffe27a"   # the winner's total
    assert panel.totals.item(0, 1).background().style() == Qt.BrushStyle.NoBrush


def test_team_columns(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    sheet = ScoreSheet(4, (ScoreRow(ROUND(n=1), (7, 0)),), (7, 0), winners=(0, 2), finished=True,
                       teams=((0, 2), (1, 3)))
    panel.show_sheet(sheet, SEATS)
    assert headers(panel.sheet) == ["", "★ Anna &\nCarl", "Bo &\nDina"]   # two lines: narrow columns
    assert panel.winner_label.text() == "Winner: Anna & Carl"


def test_fonts_are_not_tiny(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    assert panel.font().pointSizeF() >= 12


def test_short_labels_and_the_detail_on_hover(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    rows = (ScoreRow(LONG(n=1), (2, 2, 2, -2), HAND(n=1)), ScoreRow(ROUND(n=2), (1, 0, 0, 0)))
    panel.show_sheet(ScoreSheet(4, rows, (3, 2, 2, -2)), SEATS)
    assert cells(panel.sheet) == [["Hand 1", "2", "2", "2", "-2"], ["Round 2", "1", "0", "0", "0"]]
    detail = "Hand 1: Dina bid 2, took 1 – the others score 2 each"
    assert panel.sheet.item(0, 0).toolTip() == detail and panel.sheet.item(0, 4).toolTip() == detail


def test_the_totals_stay_in_view_under_many_rounds_in_a_narrow_dock(qtbot: Any) -> None:
    """Thirty rounds and long names in the narrowest panel: the rounds scroll, the totals
    stay pinned under them, columns line up, no line wraps and every figure shows whole."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(panel.minimumWidth(), 420)
    panel.show()
    names = {0: "Christoffer", 1: "Marianne", 2: "Bo", 3: "Annemette"}
    rows = tuple(ScoreRow(LONG(n=n), (-20, 5, 0, 130), HAND(n=n)) for n in range(1, 31))
    panel.show_sheet(ScoreSheet(4, rows, (-110, 150, 0, 1040), target=1000), names)   # Spar Dame's figures
    qtbot.wait(20)
    sheet, totals = panel.sheet, panel.totals
    assert sheet.verticalScrollBar().maximum() > 0, "the rounds scroll"
    assert totals.isVisible() and totals.geometry().top() >= sheet.geometry().bottom()
    assert totals.geometry().bottom() <= panel.height()
    assert [sheet.columnWidth(c) for c in range(5)] == [totals.columnWidth(c) for c in range(5)]
    assert sum(sheet.columnWidth(c) for c in range(5)) <= sheet.viewport().width()
    metrics = sheet.fontMetrics()
    line = sheet.rowHeight(0)
    assert all(sheet.rowHeight(r) == line for r in range(sheet.rowCount())), "no row wraps"
    bold = totals.item(0, 1).font()
    from PySide6.QtGui import QFontMetrics
    for c in range(1, 5):
        assert QFontMetrics(bold).horizontalAdvance(totals.item(0, c).text()) < totals.columnWidth(c)
    assert metrics.horizontalAdvance("Hand 30") < sheet.columnWidth(0)
    assert sheet.horizontalHeaderItem(1).toolTip() == "Christoffer"


def test_every_game_gives_its_rounds_short_labels() -> None:
    """Games whose rows say a lot (bids, contracts, who took what) name them in a few words."""
    import random

    for game in ("whist", "ruder_syv", "spar_dame", "bismarck", "tribello", "rodskagg"):
        info = game_info(game)
        state = info.new_game(info.default_players, seed=3)
        rng = random.Random(1)
        for _step in range(4000):
            rounds = [r for r in state.result().rows if r.short is not None]
            if len(rounds) >= 1 or state.is_over():
                break
            state.apply(rng.choice(state.legal_moves(state.actors()[0])))
        assert rounds, game
        assert all(r.short.key.startswith("score.") for r in rounds), game



def test_four_names_fit_over_their_columns_in_the_narrowest_panel(qtbot: Any) -> None:
    """Kortspillet uden navn's seven contracts in the narrowest dock: the names over the
    score columns shrink until each fits whole ("Dennis" was cut at the panel's edge)."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(panel.minimumWidth(), 480)
    panel.show()
    names = {0: "Anna", 1: "Bo", 2: "Carla", 3: "Dennis"}
    rows = tuple(ScoreRow(LONG(n=n), (5, 0, 25, 40), HAND(n=n)) for n in range(1, 8))
    panel.show_sheet(ScoreSheet(4, rows, (5, 0, 25, 40)), names)
    qtbot.wait(20)
    sheet, header = panel.sheet, panel.sheet.horizontalHeader()
    assert sum(sheet.columnWidth(c) for c in range(5)) <= sheet.viewport().width()
    metrics = QFontMetrics(header.font())
    for c in range(1, 5):
        text = sheet.horizontalHeaderItem(c).text()
        assert metrics.horizontalAdvance(text) + header_margin(header) <= sheet.columnWidth(c), f"{text} is cut"
    assert header.font().pointSizeF() >= 0.7 * panel.font().pointSizeF(), "still readable"
    panel.resize(panel.minimumWidth() + 200, 480)   # room again: the names at full size
    qtbot.wait(20)
    assert header.font().pointSizeF() == panel.font().pointSizeF()
