"""The score panel shows the state's players and score sheet (it never adds up)."""
from __future__ import annotations

from typing import Any

from kortbord.engine import QT_TRANSLATE_NOOP, Catalog, ScoreRow, ScoreSheet
from kortbord.table.score_panel import ScorePanel

from table.conftest import NAMES, olsen

_ = Catalog("test")
ROUND = _("S1.round", QT_TRANSLATE_NOOP("test", "Round {n}"))
STATUS = _("S0.status", QT_TRANSLATE_NOOP("test", "Trump: {what}"))
SEATS = {s: n for s, n in enumerate(NAMES[:4])}


def cells(table: Any) -> list[list[str]]:
    return [[table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
            for r in range(table.rowCount())]


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
    assert cells(panel.sheet)[-1] == ["Total", "0", "0", "0", "0"]
    assert panel.winner_label.text() == ""


def test_rows_totals_status_and_winner(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    sheet = ScoreSheet(4, (ScoreRow(ROUND(n=1), (0, 13, 2, None)), ScoreRow(ROUND(n=2), (5, 0, 1, 7))),
                       (5, 13, 3, 7), winners=(2,), finished=True, lower_is_better=True, target=10,
                       status=STATUS(what="hearts"))
    panel.show_sheet(sheet, SEATS)
    assert cells(panel.sheet) == [["Round 1", "0", "13", "2", ""], ["Round 2", "5", "0", "1", "7"],
                                  ["Total (target 10)", "5", "13", "3", "7"]]
    assert panel.status_label.text() == "Trump: hearts"
    assert panel.winner_label.text() == "Winner: Carl"


def test_team_columns(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    sheet = ScoreSheet(4, (ScoreRow(ROUND(n=1), (7, 0)),), (7, 0), winners=(0, 2), finished=True,
                       teams=((0, 2), (1, 3)))
    panel.show_sheet(sheet, SEATS)
    headers = [panel.sheet.horizontalHeaderItem(c).text() for c in range(panel.sheet.columnCount())]
    assert headers == ["", "Anna &\nCarl", "Bo &\nDina"]   # two lines: narrow columns
    assert panel.winner_label.text() == "Winner: Anna & Carl"


def test_fonts_are_not_tiny(qtbot: Any) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    assert panel.font().pointSizeF() >= 12
