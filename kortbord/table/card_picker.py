"""The card picker: choice buttons that each name a card, as a compact grid.

A game whose choices name cards (Snyd's claims: up to all 52) lists their verb
in its ``CARD_GRID`` hook. Their buttons then lie in a small grid, a row per
suit and a column per rank, each cell the card's short name in the UI language
("D♦" is "Q♦" in English); a click selects a cell, **Confirm** makes the move.
The game's ``preselect`` may name the choice selected at the start (the true
claim: an honest play is one click).
"""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QPushButton, QSizePolicy, QToolButton, QWidget

from ..engine.cards import Card
from ..engine.moves import Move
from .text import card_text

SUITS = "SHDC"
RANKS = "23456789TJQKA"
#: A cell is never narrower than this (px): "10♦" stays readable.
MIN_CELL = 30
RED = "QToolButton { color: #c0392b; }"
CELL_STYLE = "QToolButton:checked { background: #ffe27a; border: 2px solid #7a5a00; border-radius: 4px; }"


def card_of(move: Move) -> Card | None:
    """The card a choice names in its argument (None: it names none)."""
    try:
        card = Card.parse(move.arg)
    except (ValueError, KeyError, IndexError):
        return None
    return card if card.suit in SUITS and card.rank in RANKS else None


class CardPicker(QWidget):
    """A grid of card choices and a Confirm button; emits ``chosen(move)``."""

    chosen = Signal(object)

    def __init__(self, choices: Sequence[tuple[Move, str]], selected: Move | None,
                 parent: QWidget | None = None) -> None:
        """``choices``: each move with its tooltip; ``selected``: the one chosen at the start."""
        super().__init__(parent)
        self.setObjectName("card_picker")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(2)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.cells: dict[Move, QToolButton] = {}
        cards = {m: c for m, _t in choices if (c := card_of(m)) is not None}
        rows = [s for s in SUITS if any(c.suit == s for c in cards.values())]
        columns = [r for r in RANKS if any(c.rank == r for c in cards.values())]
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.1)
        font.setBold(True)
        for move, tip in choices:
            card = cards.get(move)
            if card is None:
                continue
            cell = QToolButton(self)
            cell.setText(card_text(card))
            cell.setFont(font)
            cell.setCheckable(True)
            cell.setToolTip(tip)
            cell.setAccessibleName(cell.text())
            cell.setStyleSheet(CELL_STYLE + (RED if card.suit in "DH" else ""))
            cell.setMinimumHeight(30)
            cell.setMinimumWidth(MIN_CELL)   # a narrow window squeezes the cells, never widens itself
            cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            cell.setProperty("move", str(move))
            cell.toggled.connect(self._selection_changed)
            self.group.addButton(cell)
            grid.addWidget(cell, rows.index(card.suit), columns.index(card.rank))
            self.cells[move] = cell
        self.confirm = QPushButton(self)
        self.confirm.setObjectName("confirm")
        bold = QFont(font)
        bold.setPointSizeF(font.pointSizeF() * 1.1)
        self.confirm.setFont(bold)
        self.confirm.setMinimumHeight(40)
        self.confirm.clicked.connect(self._confirm)
        grid.addWidget(self.confirm, 0, len(columns), max(1, len(rows)), 1)
        self.retranslate()
        if selected is not None and selected in self.cells:
            self.cells[selected].setChecked(True)
        self._selection_changed()

    def retranslate(self) -> None:
        self.confirm.setText(QCoreApplication.translate("table", "Confirm"))
        self.confirm.setToolTip(QCoreApplication.translate("table", "Make the choice selected in the grid"))
        for move, cell in self.cells.items():
            card = card_of(move)
            if card is not None:
                cell.setText(card_text(card))
                cell.setAccessibleName(cell.text())

    @property
    def selected(self) -> Move | None:
        for move, cell in self.cells.items():
            if cell.isChecked():
                return move
        return None

    def _selection_changed(self, _checked: bool = False) -> None:
        self.confirm.setEnabled(self.selected is not None)

    def _confirm(self) -> None:
        move = self.selected
        if move is not None:
            self.chosen.emit(move)
