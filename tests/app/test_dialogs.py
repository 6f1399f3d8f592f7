"""End-of-game dialog, statistics."""
from __future__ import annotations

import json
from pathlib import Path

from kortbord.app.end_dialog import EndChoice, EndDialog
from kortbord.app.stats import Statistics, StatsDialog
from kortbord.engine.messages import Message
from kortbord.engine.score import ScoreRow, ScoreSheet

ROW = Message("toy", "toy.S1.deal", "Deal {number}", (("number", 1),))


def sheet(winners: tuple[int, ...]) -> ScoreSheet:
    return ScoreSheet(3, (ScoreRow(ROW, (2, 0, None)), ScoreRow(ROW, (1, 5, 3))), (3, 5, 3), winners, True)


def test_end_dialog_names_the_winner_and_shows_the_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = EndDialog(sheet((1,)), ["Anna", "Bo", "Carla"], "Olsen")
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Bo won!"
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == ["Anna", "Bo", "Carla"]
    assert table.verticalHeaderItem(0).text() == "Deal 1"
    assert table.verticalHeaderItem(2).text() == "Total"
    assert [table.item(2, c).text() for c in range(3)] == ["3", "5", "3"]
    assert table.item(0, 2).text() == ""
    dialog.again.click()
    assert dialog.chosen is EndChoice.PLAY_AGAIN and dialog.result() == 1


def test_end_dialog_shared_win_and_teams(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = EndDialog(sheet((0, 2)), ["Anna", "Bo", "Carla"], "Olsen")
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Anna and Carla share the win!"
    dialog.close_button.click()
    assert dialog.chosen is EndChoice.CLOSE
    teams = ScoreSheet(4, (ScoreRow(ROW, (1, 0)),), (1, 0), (0, 2), True, teams=((0, 2), (1, 3)))
    dialog = EndDialog(teams, ["A", "B", "C", "D"], "Whist")
    qtbot.addWidget(dialog)
    assert [dialog.table.horizontalHeaderItem(c).text() for c in range(2)] == ["A & C", "B & D"]
    dialog.new.click()
    assert dialog.chosen is EndChoice.NEW_GAME


def test_statistics_are_kept_in_a_json_file(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "stats.json"
    stats = Statistics(path)
    stats.record("olsen", ["Anna", "Bo"], [1])
    stats.record("olsen", ["Anna", "Bo"], [1])
    stats.record("olsen", ["Anna", "Carla"], [0, 1])
    again = Statistics(path)
    assert again.rows() == [("olsen", "Bo", 2, 2), ("olsen", "Anna", 3, 1), ("olsen", "Carla", 1, 1)]
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "kortbord-stats"
    dialog = StatsDialog(again)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 3
    assert [dialog.table.item(0, c).text() for c in range(5)] == ["Olsen", "Bo", "2", "2", "100 %"]


def test_broken_statistics_start_afresh(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{not json", encoding="utf-8")
    stats = Statistics(path)
    assert stats.rows() == []
    assert (tmp_path / "stats.broken").read_text(encoding="utf-8") == "{not json"
    stats.record("olsen", ["Anna"], [0])
    assert Statistics(path).rows() == [("olsen", "Anna", 1, 1)]



def test_the_end_dialog_shows_short_row_titles_with_the_detail_on_hover(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A row's short title ("Hand 1") in the end-of-game dialog; its full label on hover."""
    from PySide6.QtWidgets import QTableWidget

    from kortbord.app.end_dialog import EndDialog
    from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog
    from kortbord.engine.score import ScoreRow, ScoreSheet

    _ = Catalog("table")
    long = _("t.long", QT_TRANSLATE_NOOP("table", "Hand 1: Dennis bid 2, took 1"))
    short = _("t.short", QT_TRANSLATE_NOOP("table", "Hand 1"))
    sheet = ScoreSheet(2, (ScoreRow(long(), (3, -1), short()),), (3, -1), winners=(0,), finished=True)
    dialog = EndDialog(sheet, ["Anna", "Dennis"], "Whist")
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget)
    header = table.verticalHeaderItem(0)
    assert header.text() == "Hand 1" and header.toolTip() == "Hand 1: Dennis bid 2, took 1"
