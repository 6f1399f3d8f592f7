"""The score panel: players, whose turn, cards left, dealer, and the score sheet.

The sheet reads like one on paper: a column per player (or team), a line per
round under its short name ("Hand 3") with the full account on hover, and
the totals pinned under it, always in view, the winners' marked with a star.
Above it the game's own line (contract, trump) and the target. Lines never
wrap: what does not fit is cut short with "…" and shown whole on hover.

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
from html import escape
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QSizePolicy, QSpacerItem, QStyle,
                               QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

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
#: The winners' mark in the sheet's header, and their totals' background.
STAR = "★ "
WINNER_BRUSH = QColor("#ffe27a")
#: The leaders' totals while the game runs: a pale gold background.
LEADER_BRUSH = QColor("#fff3c4")
#: The panel's narrowest width: four players' figures and a short label (px).
SCORE_WIDTH = 340
#: The narrowest score column and the label column's least share (px).
VALUE_MIN = 36
LABEL_MIN = 80
#: Room beside a figure in its cell (px).
PAD = 10
#: The names over the score columns shrink down to this share of the font to fit (then "…").
HEADER_SHRINK = (1.0, 0.92, 0.85, 0.78, 0.72)


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
    """The item a row scores ("Most cards"), or the row's short label."""
    item = row.label.param(ITEM)
    return tr_message(item, dict(names)) if isinstance(item, Message) else tr_message(row.title, dict(names))


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


def header_margin(header: QHeaderView) -> int:
    """The room a header section keeps beside its text (px)."""
    return 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2


def _table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(False)
    return table


def _cell(text: str, *, bold: bool = False, right: bool = False, italic: bool = False,
          tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if bold or italic:
        font = item.font()
        font.setBold(bold)
        font.setItalic(italic)
        item.setFont(font)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


class ScorePanel(QWidget):
    """A dock's contents: call ``show_state(state, seat_names)`` after every move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), MIN_POINT_SIZE) * 1.15)
        self.setFont(font)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.setSpacing(4)
        self.players = _table(self)
        box.addWidget(self.players)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        box.addWidget(self.status_label)
        self.target_label = QLabel(self)
        box.addWidget(self.target_label)
        #: The game's log of the last few events (Snyd's claims and calls, its ``score_log``).
        self.log_label = QLabel(self)
        self.log_label.setObjectName("score_log")
        self.log_label.setWordWrap(True)
        self.log_label.hide()
        box.addWidget(self.log_label)
        self.sheet = _table(self)
        self.sheet.setFrameShape(QFrame.Shape.NoFrame)
        self.sheet.viewport().installEventFilter(self)   # a scroll bar coming narrows it
        box.addWidget(self.sheet, 1)
        #: The totals, pinned under the rounds (they never scroll away).
        self.totals = _table(self)
        self.totals.horizontalHeader().setVisible(False)
        self.totals.setAlternatingRowColors(False)
        self.totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setFrameShape(QFrame.Shape.NoFrame)
        self.totals.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.totals.setMinimumWidth(1)
        row = QHBoxLayout()   # the totals as wide as the rounds, beside their scroll bar
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.totals)
        row.addSpacerItem(QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum))
        box.addLayout(row)
        self.winner_label = QLabel(self)
        self.winner_label.setWordWrap(True)
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(font.pointSizeF() * 1.15)
        self.winner_label.setFont(bold)
        box.addWidget(self.winner_label)
        self.setMinimumWidth(SCORE_WIDTH)
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
        log = game_hooks(state.info.id).score_log
        lines = [tr_message(m, names) for m in log(state.view(None))] if log is not None else []
        title = QCoreApplication.translate("table", "Latest moves")
        self.log_label.setText("<br>".join([f"<b>{escape(title)}</b>", *map(escape, lines)]) if lines else "")
        self.log_label.setVisible(bool(lines))
        hook = game_hooks(state.info.id).tallies
        tallies = hook(state.view(None)) if hook is not None and not state.is_over() else ()
        self.show_sheet(state.result(), names, [(tr_message(h, names), v) for h, v in tallies])

    def _show_players(self, state: GameState, names: dict[int, str],
                      session_wins: Sequence[int] | None = None) -> None:
        public = state.public()
        dealer, forehand = public.get("dealer"), public.get("forehand")
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
        slots = state.view(None).zones     # the cards in each hand as slots (a joined PC sees only its own)
        for seat in range(state.players):
            marker = "▶" if seat == to_move else ("•" if seat in actors else "")
            name = names.get(seat, f"#{seat + 1}")
            if seat == dealer:
                name += " " + QCoreApplication.translate("table", "(dealer)")
            elif seat == forehand:   # a trick game's first to lead or bid
                name += " " + QCoreApplication.translate("table", "(forehand)")
            hand = state.zones.get(f"hand/{seat}")
            self.players.setItem(seat, 0, _cell(marker, bold=True))
            self.players.setItem(seat, 1, _cell(name, bold=seat == to_move, tip=name))
            counts = public.get("counts")   # a game without hands: its cards left per seat
            left = str(len(slots[f"hand/{seat}"])) if hand is not None \
                else str(counts[seat]) if isinstance(counts, list) else ""
            self.players.setItem(seat, 2, _cell(left, right=True))
            if session_wins is not None:
                self.players.setItem(seat, 3, _cell(str(session_wins[seat]), right=True))
        self._fit_height(self.players)

    def show_sheet(self, sheet: ScoreSheet, names: Mapping[int, str],
                   tallies: Sequence[tuple[str, Sequence[int]]] = ()) -> None:
        """Show a score sheet: its status line, the target, the round in play's
        ``tallies`` (the game's running counts, in italics), the rounds, the pinned
        totals and the winner."""
        names = dict(names)
        self._shown = (sheet, names, tallies)
        self.status_label.setText(tr_message(sheet.status, names) if sheet.status is not None else "")
        self.status_label.setVisible(sheet.status is not None)
        self.target_label.setText(self._target_text(sheet))
        self.target_label.setVisible(bool(self.target_label.text()))
        columns = column_names(sheet, names)
        won = self._won_columns(sheet)
        lines = self._lines(sheet, names, tallies)
        self._heading_rows = {r: line[3] for r, line in enumerate(lines) if line[3] is not None and line[3] >= 0}
        self.sheet.clear()
        self.sheet.setColumnCount(len(columns) + 1)
        # A team's names go on two lines, so its column stays narrow in the dock.
        self.sheet.setHorizontalHeaderLabels(
            [""] + [(STAR if c in won else "") + name.replace(" & ", " &\n") for c, name in enumerate(columns)])
        for c, name in enumerate(columns):
            header = self.sheet.horizontalHeaderItem(c + 1)
            if header is not None:
                header.setToolTip(name)
        self.sheet.setRowCount(len(lines))
        for r, (text, values, bold, section, tip) in enumerate(lines):
            italic = section == TALLY
            self.sheet.setItem(r, 0, _cell(text, bold=bold, italic=italic, tip=tip))
            for c, value in enumerate(values):
                self.sheet.setItem(r, c + 1, _cell(_number(value), bold=bold, right=True, italic=italic, tip=tip))
        self._show_totals(sheet, won)
        self._sync_columns()
        self.sheet.scrollToBottom()
        QTimer.singleShot(0, self.sheet, self.sheet.scrollToBottom)   # once the rows are laid out
        if sheet.finished and sheet.winners:
            winners = [columns[c] for c in sorted(won)]
            self.winner_label.setText(QCoreApplication.translate("table", "Winner: {names}").format(
                names=", ".join(winners)))
        else:
            self.winner_label.setText("")
        self.winner_label.setVisible(bool(self.winner_label.text()))

    def _lines(self, sheet: ScoreSheet, names: dict[int, str], tallies: Sequence[tuple[str, Sequence[int]]]
               ) -> list[tuple[str, Sequence[int | None], bool, int | None, str]]:
        """The sheet's lines: text, values, bold, section (TALLY, a heading's index or None), tooltip."""
        parts = sections(sheet)
        itemised = [i for i, p in enumerate(parts) if p.itemised]
        if self._open is None or self._open >= len(parts) or len(parts) != self._count:
            self._open = itemised[-1] if itemised else None
        self._count = len(parts)
        lines: list[tuple[str, Sequence[int | None], bool, int | None, str]] = []
        lines += [(text, values, False, TALLY, text) for text, values in tallies]
        for i, part in enumerate(parts):
            first = part.rows[0]
            if not part.itemised:
                lines.append((tr_message(first.title, names), first.values, False, None, tr_message(first.label, names)))
                continue
            is_open = i == self._open
            title = heading(part, names)
            lines.append((("▾ " if is_open else "▸ ") + title, subtotal(part), is_open, i, title))
            if is_open:
                lines += [(INDENT + item_text(row, names), row.values, False, None, tr_message(row.label, names))
                          for row in part.rows]
        return lines

    @staticmethod
    def _won_columns(sheet: ScoreSheet) -> set[int]:
        """The columns of the winners, once the game is over."""
        if not (sheet.finished and sheet.winners):
            return set()
        if sheet.teams:
            return {c for c, team in enumerate(sheet.teams) if set(team) & set(sheet.winners)}
        return set(sheet.winners)

    @staticmethod
    def _leading_columns(sheet: ScoreSheet) -> set[int]:
        """While the game runs, after a round: the columns with the best total (the lowest
        where the lowest wins: Spar Dame), unless all are level."""
        totals = list(sheet.totals)
        if sheet.finished or not sheet.rows or len(set(totals)) < 2:
            return set()
        best = min(totals) if sheet.lower_is_better else max(totals)
        return {c for c, v in enumerate(totals) if v == best}

    @staticmethod
    def _target_text(sheet: ScoreSheet) -> str:
        parts = []
        if sheet.target is not None:
            parts.append(QCoreApplication.translate("table", "Target: {n}").format(n=sheet.target))
        if sheet.lower_is_better:
            parts.append(QCoreApplication.translate("table", "lowest score wins"))
        return " · ".join(parts)

    def _show_totals(self, sheet: ScoreSheet, won: set[int]) -> None:
        self.totals.clear()
        self.totals.setColumnCount(self.sheet.columnCount())
        self.totals.setRowCount(1)
        self.totals.setItem(0, 0, _cell(QCoreApplication.translate("table", "Total"), bold=True))
        leaders = self._leading_columns(sheet)
        for c, value in enumerate(sheet.totals):
            cell = _cell(str(value), bold=True, right=True)
            if c in won:
                cell.setBackground(QBrush(WINNER_BRUSH))
                cell.setForeground(QBrush(QColor("#3c2800")))
            elif c in leaders:
                cell.setBackground(QBrush(LEADER_BRUSH))
                cell.setToolTip(QCoreApplication.translate("table", "In the lead"))
            self.totals.setItem(0, c + 1, cell)
        self.totals.resizeRowsToContents()
        self.totals.setFixedHeight(self.totals.rowHeight(0) + 2)

    def _sync_columns(self) -> None:
        """The same column widths in the rounds and the totals: equal score columns as
        wide as their names where there is room (the figures always whole), the label
        column the rest (its texts cut short with "…" when narrow)."""
        count = self.sheet.columnCount()
        if count < 2:
            return
        self.sheet.horizontalHeader().setFont(self.font())   # names measured at full size
        self.sheet.resizeColumnsToContents()
        room = self.sheet.viewport().width()
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        texts = [t.item(r, c).text() for t in (self.sheet, self.totals) for r in range(t.rowCount())
                 for c in range(1, count) if t.item(r, c) is not None]
        figures = max([VALUE_MIN] + [metrics.horizontalAdvance(t) + PAD for t in texts])
        names = max(self.sheet.columnWidth(c) for c in range(1, count))
        labels = max([LABEL_MIN] + [metrics.horizontalAdvance(t.item(r, 0).text()) + PAD
                                    for t in (self.sheet, self.totals) for r in range(t.rowCount())
                                    if t.item(r, 0) is not None])
        value = max(figures, min(names, (room - min(labels, room // 2)) // (count - 1)))
        label = max(0, room - value * (count - 1))
        self._fit_names(value)
        for table in (self.sheet, self.totals):
            header = table.horizontalHeader()
            for c in range(count):
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
                table.setColumnWidth(c, label if c == 0 else value)
        self.totals.setMaximumWidth(label + value * (count - 1))   # beside the rounds' scroll bar

    def _fit_names(self, width: int) -> None:
        """The names over the score columns in the largest font (of ``HEADER_SHRINK``) in
        which each fits ``width``: four players' names in a narrow dock stay whole."""
        header = self.sheet.horizontalHeader()
        lines = [line for c in range(1, self.sheet.columnCount())
                 if (item := self.sheet.horizontalHeaderItem(c)) is not None for line in item.text().split("\n")]
        room = width - header_margin(header)
        for share in HEADER_SHRINK:
            font = QFont(self.font())
            font.setPointSizeF(self.font().pointSizeF() * share)
            metrics = QFontMetrics(font)
            if all(metrics.horizontalAdvance(line) <= room for line in lines):
                break
        header.setFont(font)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Narrow: the table beside it gets the room."""
        return QSize(SCORE_WIDTH, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._sync_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and watched is self.sheet.viewport():
            self._sync_columns()
            self.sheet.scrollToBottom()   # the latest rounds stay in view
        return False

    @staticmethod
    def _fit_height(table: QTableWidget) -> None:
        height = table.horizontalHeader().height() + 4
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)
