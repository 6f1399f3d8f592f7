"""The end-of-game dialog: who won, the final score sheet, and what to do next."""
from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine.score import ScoreSheet
from . import i18n


class EndChoice(Enum):
    PLAY_AGAIN = "play_again"   # same players and rules, the next dealer
    NEW_GAME = "new_game"       # the new-game dialog
    CLOSE = "close"             # look at the table


def column_names(sheet: ScoreSheet, seat_names: list[str]) -> list[str]:
    """One header per column: the seat's name, or a team's names joined."""
    if sheet.teams:
        return [" & ".join(seat_names[s] for s in team) for team in sheet.teams]
    return list(seat_names[:sheet.players])


class EndDialog(QDialog):
    """Shows the winner(s) and the sheet; ``chosen`` tells which button closed it."""

    def __init__(self, sheet: ScoreSheet, seat_names: list[str], title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chosen = EndChoice.CLOSE
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        self.headline = QLabel(self.winner_text(sheet, seat_names), self)
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.headline)
        subtitle = title
        if sheet.lower_is_better:
            subtitle = self.tr("%1 – the lowest total wins").replace("%1", title)
        layout.addWidget(QLabel(subtitle, self), alignment=Qt.AlignmentFlag.AlignCenter)
        self.table = self._sheet_table(sheet, seat_names)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(self)
        self.again = QPushButton(self.tr("&Play again"), self)
        self.new = QPushButton(self.tr("&New game…"), self)
        self.close_button = QPushButton(self.tr("&Close"), self)
        for button, role, choice in ((self.again, QDialogButtonBox.ButtonRole.AcceptRole, EndChoice.PLAY_AGAIN),
                                     (self.new, QDialogButtonBox.ButtonRole.ActionRole, EndChoice.NEW_GAME),
                                     (self.close_button, QDialogButtonBox.ButtonRole.RejectRole, EndChoice.CLOSE)):
            buttons.addButton(button, role)
            button.clicked.connect(lambda _c=False, ch=choice: self._choose(ch))
        self.again.setDefault(True)
        layout.addWidget(buttons)

    def winner_text(self, sheet: ScoreSheet, seat_names: list[str]) -> str:
        names = [seat_names[s] for s in sheet.winners if 0 <= s < len(seat_names)]
        if not names:
            return self.tr("The game is over.")
        if len(names) == 1:
            return self.tr("%1 won!").replace("%1", names[0])
        joined = self.tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])
        return self.tr("%1 share the win!").replace("%1", joined)

    def _sheet_table(self, sheet: ScoreSheet, seat_names: list[str]) -> QTableWidget:
        names = dict(enumerate(seat_names))
        columns = column_names(sheet, seat_names)
        table = QTableWidget(len(sheet.rows) + 1, len(columns), self)
        table.setHorizontalHeaderLabels(columns)
        labels = [i18n.message_text(row.title, names) for row in sheet.rows] + [self.tr("Total")]
        table.setVerticalHeaderLabels(labels)
        for r, row in enumerate(sheet.rows):   # the short title; the full account on hover
            header = table.verticalHeaderItem(r)
            if header is not None:
                header.setToolTip(i18n.message_text(row.label, names))
        bold = QFont(table.font())
        bold.setBold(True)
        for r, row in enumerate(sheet.rows):
            for c, value in enumerate(row.values[:len(columns)]):
                table.setItem(r, c, self._cell("" if value is None else str(value)))
        for c, total in enumerate(sheet.totals[:len(columns)]):
            item = self._cell(str(total))
            item.setFont(bold)
            table.setItem(len(sheet.rows), c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setMinimumWidth(120 * max(2, len(columns)))
        height = table.horizontalHeader().height() + table.verticalHeader().length() + 2 * table.frameWidth()
        table.setFixedHeight(min(height, 420))
        return table

    @staticmethod
    def _cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _choose(self, choice: EndChoice) -> None:
        self.chosen = choice
        if choice is EndChoice.CLOSE:
            self.reject()
        else:
            self.accept()
