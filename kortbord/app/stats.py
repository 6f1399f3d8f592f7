"""Statistics: games played and won per player per game, kept in a JSON file.

    {"format": "kortbord-stats", "version": 1,
     "games": {"olsen": {"Anna": {"played": 12, "won": 5, "undo": 2}, ...}, ...}}

A shared win counts as a win for each winner; ``undo`` counts the games in
which the player took moves back (older files have no such count). A damaged file
starts afresh (the damaged one is kept beside it as ``.broken``). Names are cleaned
as they come in; a file that cannot be written is reported by ``record``, never raised.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine import registry
from ..names import clean_name
from ..savefile import read_regular, remove_temps, write_atomic
from . import i18n

FORMAT = "kortbord-stats"
#: The largest statistics file read (thousands of players' rows take a few hundred kB).
MAX_BYTES = 4 * 1024 * 1024


class Statistics:
    """The tally; ``record`` after every finished match, then it saves itself."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.games: dict[str, dict[str, dict[str, int]]] = {}
        if path is not None:
            remove_temps(path.parent, (path.name,))
            if path.exists() or path.is_symlink():
                self._read(path)

    def _read(self, path: Path) -> None:
        try:
            data = json.loads(read_regular(path, MAX_BYTES).decode("utf-8"))
            games = data["games"] if data.get("format") == FORMAT else None
            if not isinstance(games, dict):
                raise ValueError("no games")
            for game, players in games.items():
                for name, row in players.items():
                    self.games.setdefault(str(game), {})[clean_name(str(name))] = {
                        "played": int(row["played"]), "won": int(row["won"]), "undo": int(row.get("undo", 0))}
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            self.games = {}
            try:
                path.replace(path.with_suffix(".broken"))
            except OSError:
                pass

    def record(self, game: str, names: Sequence[str], winners: Sequence[int],
               undone: Sequence[int] = ()) -> bool:
        """Tally a finished match and save; ``undone``: the seats that took moves back in it.

        False when the file could not be written."""
        table = self.games.setdefault(game, {})
        for seat, name in enumerate(names):
            row = table.setdefault(clean_name(name, seat), {"played": 0, "won": 0, "undo": 0})
            row["played"] += 1
            if seat in winners:
                row["won"] += 1
            if seat in undone:
                row["undo"] = row.get("undo", 0) + 1
        return self.save()

    def rows(self) -> list[tuple[str, str, int, int]]:
        """(game, player, played, won), games in menu order, best players first."""
        order = {g: i for i, g in enumerate(registry.GAME_IDS)}
        out = []
        for game in sorted(self.games, key=lambda g: (order.get(g, len(order)), g)):
            players = self.games[game]
            for name in sorted(players, key=lambda n: (-players[n]["won"], n)):
                out.append((game, name, players[name]["played"], players[name]["won"]))
        return out

    def undone(self, game: str, name: str) -> int:
        """In how many of ``name``'s games of ``game`` moves were taken back."""
        return self.games.get(game, {}).get(name, {}).get("undo", 0)

    def save(self) -> bool:
        """Write the tally (ASCII escapes for what UTF-8 cannot hold); False on failure."""
        if self.path is None:
            return True
        data: dict[str, Any] = {"format": FORMAT, "version": 1, "games": self.games}
        try:
            write_atomic(self.path, json.dumps(data, ensure_ascii=True, indent=1))
        except (OSError, ValueError):
            return False
        return True


def game_title(game: str) -> str:
    try:
        return registry.game_info(game).title(i18n.current())
    except (KeyError, ImportError):
        return game


class StatsDialog(QDialog):
    """A table of games won per player per game."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        layout = QVBoxLayout(self)
        rows = stats.rows()
        if not rows:
            layout.addWidget(QLabel(self.tr("No games have been finished yet.")))
        self.table = QTableWidget(len(rows), 6, self)
        self.table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Player"), self.tr("Played"),
                                              self.tr("Won"), self.tr("Won %"), self.tr("With undo")])
        self.table.horizontalHeaderItem(5).setToolTip(self.tr("Games in which moves were taken back"))
        for r, (game, name, played, won) in enumerate(rows):
            percent = f"{100 * won / played:.0f} %" if played else ""
            undone = stats.undone(game, name)
            for c, text in enumerate((game_title(game), name, str(played), str(won), percent,
                                      str(undone) if undone else "")):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 360)
