"""The score panel: players, whose turn, cards left, dealer, and the score sheet.

It only shows what the state and its ``ScoreSheet`` say; it never adds up.
Fonts are kept large enough for older players.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..engine.score import ScoreSheet
from ..engine.state import GameState
from .text import tr_message

MIN_POINT_SIZE = 11.0


def _table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(False)
    return table


def _cell(text: str, *, bold: bool = False, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class ScorePanel(QWidget):
    """A dock's contents: call ``show_state(state, seat_names)`` after every move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), MIN_POINT_SIZE) * 1.15)
        self.setFont(font)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        self.players = _table(self)
        box.addWidget(self.players)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        box.addWidget(self.status_label)
        self.sheet = _table(self)
        box.addWidget(self.sheet, 1)
        self.winner_label = QLabel(self)
        self.winner_label.setWordWrap(True)
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(font.pointSizeF() * 1.15)
        self.winner_label.setFont(bold)
        box.addWidget(self.winner_label)
        self.setMinimumWidth(240)

    def show_state(self, state: GameState, seat_names: Mapping[int, str],
                   session_wins: Sequence[int] | None = None) -> None:
        """Show the players and the score sheet of ``state``; ``session_wins``
        (games won per seat this session) adds a column when given."""
        names = dict(seat_names)
        self._show_players(state, names, session_wins)
        self.show_sheet(state.result(), names)

    def _show_players(self, state: GameState, names: dict[int, str],
                      session_wins: Sequence[int] | None = None) -> None:
        public = state.public()
        dealer = public.get("dealer")
        to_move = state.to_move()
        actors = set(state.actors())
        headers = ["", QCoreApplication.translate("table", "Player"), QCoreApplication.translate("table", "Cards")]
        if session_wins is not None:
            headers.append(QCoreApplication.translate("table", "Won"))
        self.players.clear()
        self.players.setColumnCount(len(headers))
        self.players.setHorizontalHeaderLabels(headers)
        self.players.setRowCount(state.players)
        self.players.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for seat in range(state.players):
            marker = "▶" if seat == to_move else ("•" if seat in actors else "")
            name = names.get(seat, f"#{seat + 1}")
            if seat == dealer:
                name += " " + QCoreApplication.translate("table", "(dealer)")
            hand = state.zones.get(f"hand/{seat}")
            self.players.setItem(seat, 0, _cell(marker, bold=True))
            self.players.setItem(seat, 1, _cell(name, bold=seat == to_move))
            self.players.setItem(seat, 2, _cell("" if hand is None else str(len(hand)), right=True))
            if session_wins is not None:
                self.players.setItem(seat, 3, _cell(str(session_wins[seat]), right=True))
        self._fit_height(self.players)

    def show_sheet(self, sheet: ScoreSheet, names: Mapping[int, str]) -> None:
        """Show a score sheet: its status line, rows, totals and the winner."""
        names = dict(names)
        self.status_label.setText(tr_message(sheet.status, names) if sheet.status is not None else "")
        self.status_label.setVisible(sheet.status is not None)
        columns = [" & ".join(names.get(s, f"#{s + 1}") for s in team) for team in sheet.teams] \
            or [names.get(s, f"#{s + 1}") for s in range(sheet.players)]
        self.sheet.clear()
        self.sheet.setColumnCount(len(columns) + 1)
        self.sheet.setHorizontalHeaderLabels([""] + columns)
        self.sheet.setRowCount(len(sheet.rows) + 1)
        for r, row in enumerate(sheet.rows):
            self.sheet.setItem(r, 0, _cell(tr_message(row.label, names)))
            for c, value in enumerate(row.values):
                self.sheet.setItem(r, c + 1, _cell("" if value is None else str(value), right=True))
        total_row = len(sheet.rows)
        total = QCoreApplication.translate("table", "Total")
        if sheet.target is not None:
            total += " " + QCoreApplication.translate("table", "(target {n})").format(n=sheet.target)
        self.sheet.setItem(total_row, 0, _cell(total, bold=True))
        for c, value in enumerate(sheet.totals):
            self.sheet.setItem(total_row, c + 1, _cell(str(value), bold=True, right=True))
        self.sheet.scrollToBottom()
        if sheet.finished and sheet.winners:
            if sheet.teams:
                won = [columns[i] for i, team in enumerate(sheet.teams) if set(team) & set(sheet.winners)]
            else:
                won = [names.get(s, f"#{s + 1}") for s in sheet.winners]
            self.winner_label.setText(QCoreApplication.translate("table", "Winner: {names}").format(
                names=", ".join(won)))
        else:
            self.winner_label.setText("")
        self.winner_label.setVisible(bool(self.winner_label.text()))

    @staticmethod
    def _fit_height(table: QTableWidget) -> None:
        height = table.horizontalHeader().height() + 4
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
