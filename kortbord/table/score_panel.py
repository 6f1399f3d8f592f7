"""The score panel: players, whose turn, cards left, dealer, and the score sheet.

It only shows what the state and its ``ScoreSheet`` say; the one sum it makes
is a round's subtotal over that round's own rows. Rows whose label has an
``item`` parameter ("Deal {deal}: {item}", Casino's S1 items) form a *section*
with the rows around them that differ only in that item: a round shown under
a heading with its subtotal. The latest section is open, the earlier ones are
one line each; a click on a heading opens it. Fonts are kept large enough for
older players.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..engine.messages import Message
from ..engine.score import ScoreRow, ScoreSheet
from ..engine.state import GameState
from .gestures import game_hooks
from .text import tr_message

MIN_POINT_SIZE = 11.0
#: The label parameter naming a row's item within its section.
ITEM = "item"
INDENT = "   "
#: The section mark of a tally line (not a round).
TALLY = -1


@dataclass(frozen=True)
class Section:
    """The rows of one round: itemised (a heading over its item rows) or a single row."""
    rows: tuple[ScoreRow, ...]

    @property
    def itemised(self) -> bool:
        return self.rows[0].label.param(ITEM) is not None


def _section_key(label: Message) -> tuple[object, ...] | None:
    if label.param(ITEM) is None:
        return None
    return (label.key, tuple((k, v) for k, v in label.params if k != ITEM))


def sections(sheet: ScoreSheet) -> list[Section]:
    """The sheet's rows grouped into rounds (consecutive item rows of one round)."""
    out: list[list[ScoreRow]] = []
    last: tuple[object, ...] | None = None
    for row in sheet.rows:
        key = _section_key(row.label)
        if key is not None and key == last and out:
            out[-1].append(row)
        else:
            out.append([row])
        last = key
    return [Section(tuple(rows)) for rows in out]


def heading(section: Section, names: Mapping[int, str]) -> str:
    """A section's title: its first label without the item ("Deal 2")."""
    label = section.rows[0].label
    if not section.itemised:
        return tr_message(label, dict(names))
    params = tuple((k, "" if k == ITEM else v) for k, v in label.params)
    return tr_message(replace(label, params=params), dict(names)).strip().rstrip(":–—-").strip()


def item_text(row: ScoreRow, names: Mapping[int, str]) -> str:
    """The item a row scores ("Most cards"), or its whole label."""
    item = row.label.param(ITEM)
    return tr_message(item, dict(names)) if isinstance(item, Message) else tr_message(row.label, dict(names))


def subtotal(section: Section) -> tuple[int | None, ...]:
    """What the round gave each column (its rows added up)."""
    width = max(len(r.values) for r in section.rows)
    out: list[int | None] = []
    for c in range(width):
        values = [r.values[c] for r in section.rows if c < len(r.values) and r.values[c] is not None]
        out.append(sum(v for v in values if v is not None) if values else None)
    return tuple(out)


def column_names(sheet: ScoreSheet, names: Mapping[int, str]) -> list[str]:
    """One header per score column: a seat's name, or a team's names joined."""
    if sheet.teams:
        return [" & ".join(names.get(s, f"#{s + 1}") for s in team) for team in sheet.teams]
    return [names.get(s, f"#{s + 1}") for s in range(sheet.players)]


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


def _cell(text: str, *, bold: bool = False, right: bool = False, italic: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if bold or italic:
        font = item.font()
        font.setBold(bold)
        font.setItalic(italic)
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
        #: The open section (a round shown item by item) and what was shown last.
        self._open: int | None = None
        self._count = 0
        self._heading_rows: dict[int, int] = {}
        self._shown: tuple[ScoreSheet, dict[int, str], Sequence[tuple[str, Sequence[int]]]] | None = None
        self.sheet.cellClicked.connect(self._clicked)

    def _clicked(self, row: int, _column: int) -> None:
        """A click on a round's heading opens that round (and closes the open one)."""
        section = self._heading_rows.get(row)
        if section is not None and section != self._open and self._shown is not None:
            self._open = section
            self.show_sheet(*self._shown)

    def show_state(self, state: GameState, seat_names: Mapping[int, str],
                   session_wins: Sequence[int] | None = None) -> None:
        """Show the players and the score sheet of ``state``; ``session_wins``
        (games won per seat this session) adds a column when given."""
        names = dict(seat_names)
        self._show_players(state, names, session_wins)
        hook = game_hooks(state.info.id).tallies
        tallies = hook(state.view(None)) if hook is not None and not state.is_over() else ()
        self.show_sheet(state.result(), names, [(tr_message(h, names), v) for h, v in tallies])

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

    def show_sheet(self, sheet: ScoreSheet, names: Mapping[int, str],
                   tallies: Sequence[tuple[str, Sequence[int]]] = ()) -> None:
        """Show a score sheet: its status line, the round in play's ``tallies`` (the game's
        running counts, in italics), the rounds, totals and the winner."""
        names = dict(names)
        self._shown = (sheet, names, tallies)
        self.status_label.setText(tr_message(sheet.status, names) if sheet.status is not None else "")
        self.status_label.setVisible(sheet.status is not None)
        columns = column_names(sheet, names)
        parts = sections(sheet)
        itemised = [i for i, p in enumerate(parts) if p.itemised]
        if self._open is None or self._open >= len(parts) or len(parts) != self._count:
            self._open = itemised[-1] if itemised else None
        self._count = len(parts)
        lines: list[tuple[str, Sequence[int | None], bool, int | None]] = []   # text, values, bold, section
        lines += [(text, values, False, TALLY) for text, values in tallies]
        for i, part in enumerate(parts):
            if not part.itemised:
                lines.append((tr_message(part.rows[0].label, names), part.rows[0].values, False, None))
                continue
            is_open = i == self._open
            lines.append((("▾ " if is_open else "▸ ") + heading(part, names), subtotal(part), is_open, i))
            if is_open:
                lines += [(INDENT + item_text(row, names), row.values, False, None) for row in part.rows]
        self._heading_rows = {r: line[3] for r, line in enumerate(lines) if line[3] is not None and line[3] >= 0}
        self.sheet.clear()
        self.sheet.setColumnCount(len(columns) + 1)
        # A team's names go on two lines, so its column stays narrow in the dock.
        self.sheet.setHorizontalHeaderLabels([""] + [c.replace(" & ", " &\n") for c in columns])
        self.sheet.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.sheet.setRowCount(len(lines) + 1)
        for r, (text, values, bold, section) in enumerate(lines):
            label = _cell(text, bold=bold, italic=section == TALLY)
            label.setToolTip(text.strip())
            self.sheet.setItem(r, 0, label)
            for c, value in enumerate(values):
                self.sheet.setItem(r, c + 1, _cell("" if value is None else str(value), bold=bold, right=True,
                                                   italic=section == TALLY))
        total_row = len(lines)
        total = QCoreApplication.translate("table", "Total")
        if sheet.target is not None:
            total += " " + QCoreApplication.translate("table", "(target {n})").format(n=sheet.target)
        self.sheet.setItem(total_row, 0, _cell(total, bold=True))
        for c, value in enumerate(sheet.totals):
            self.sheet.setItem(total_row, c + 1, _cell(str(value), bold=True, right=True))
        self.sheet.setWordWrap(True)
        self.sheet.resizeRowsToContents()   # long item names wrap in a narrow dock
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
