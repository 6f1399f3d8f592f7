"""The new-game dialog: game, players, who sits where, house rules; remembers the last choices.

The house-rule widgets are generated from the game's option schema: a check
box for a yes/no rule, a combo box for a choice. Labels and help are
translated in the game's context; game titles come from the registry in the
UI language. The last choices are kept in QSettings (``new_game/...``).
"""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout,
                               QWidget)

from ..engine import registry
from ..engine.messages import QT_TRANSLATE_NOOP
from ..engine.options import OptionSpec, OptionValue
from ..engine.registry import GameInfo, game_info
from ..names import MAX_NAME_LENGTH, clean_name
from ..saves import Seat
from . import i18n
from .choices import remember_choice, remembered_choice, remembered_seats
from .players import MAX_SEATS, NewGameChoice, default_level
from .settings import Settings

#: Computer levels the games use, translated in context "levels".
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("levels", "Beginner (random)"),
    "easy": QT_TRANSLATE_NOOP("levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("levels", "Normal"),
    "strong": QT_TRANSLATE_NOOP("levels", "Strong"),
    "expert": QT_TRANSLATE_NOOP("levels", "Expert"),
}


#: The preset item that stands for a game's default rules (when no named preset equals them).
STANDARD = "*standard"


def level_name(level: str) -> str:
    return i18n.translated("levels", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.capitalize()


class SeatRow:
    """The widgets of one seat: name, human or computer, level."""

    def __init__(self, parent: QWidget, grid: QGridLayout, index: int) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.kind.currentIndexChanged.connect(lambda _i: self.level.setEnabled(self.computer or self.open))
        for col, widget in enumerate((self.label, self.name, self.kind, self.level)):
            grid.addWidget(widget, index + 1, col)
        self.index = index

    @property
    def computer(self) -> bool:
        return self.kind.currentIndex() == 1

    @property
    def open(self) -> bool:
        """Left to a player on another PC (hosting only)."""
        return self.kind.currentIndex() == 2

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind, self.level):
            widget.setVisible(visible)

    def set_levels(self, levels: tuple[str, ...], chosen: str) -> None:
        self.level.clear()
        for level in levels:
            self.level.addItem(level_name(level), level)
        found = self.level.findData(chosen)
        self.level.setCurrentIndex(found if found >= 0 else max(0, self.level.findData("normal")))

    def seat(self, info: GameInfo) -> Seat:
        name = clean_name(self.name.text(), self.index)
        level = self.level.currentData() or default_level(info)
        return Seat(name, self.computer, str(level))


class NewGameDialog(QDialog):
    """Choose a game and its players; ``choice()`` after ``exec()`` returns what was chosen."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, game: str | None = None,
                 hosting: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.hosting = hosting
        self.setWindowTitle(self.tr("Host a game on this network") if hosting else self.tr("New game"))
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.game_box = QComboBox(self)
        for game_id in registry.GAME_IDS:
            self.game_box.addItem(game_info(game_id).full_title(i18n.current()), game_id)
        self.players = QSpinBox(self)
        self.preset_box = QComboBox(self)
        top.addRow(self.tr("&Game:"), self.game_box)
        top.addRow(self.tr("&Players:"), self.players)
        self.preset_label = QLabel(self.tr("&Rules:"), self)
        self.preset_label.setBuddy(self.preset_box)
        top.addRow(self.preset_label, self.preset_box)
        layout.addLayout(top)

        seats_box = QGroupBox(self.tr("Seats (clockwise, you at the bottom)"), self)
        grid = QGridLayout(seats_box)
        for col, text in enumerate(("", self.tr("Name"), self.tr("Player"), self.tr("Computer level"))):
            grid.addWidget(QLabel(text, seats_box), 0, col)
        self.seat_rows = [SeatRow(seats_box, grid, i) for i in range(MAX_SEATS)]
        for row in self.seat_rows:
            row.label.setText(self.tr("Seat %1").replace("%1", str(row.index + 1)))
            row.kind.addItems([self.tr("Human"), self.tr("Computer")])
            if hosting:
                row.kind.addItem(self.tr("Open (another PC)"))
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(self.tr("House rules"), self)
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.players.valueChanged.connect(self._show_seats)
        self.game_box.currentIndexChanged.connect(lambda _i: self._load_game(self.game_id))
        self.preset_box.activated.connect(self._apply_preset)
        start = remembered_choice(settings, game)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(start.game)))
        self._load_game(start.game)

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    @property
    def info(self) -> GameInfo:
        return game_info(self.game_id)

    def _load_game(self, game_id: str) -> None:
        """Fill the seats and house rules for ``game_id`` from the remembered choices."""
        info = game_info(game_id)
        remembered = remembered_choice(self.settings, game_id)
        every_seat = list(remembered_seats(self.settings, info))
        self.players.blockSignals(True)
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(len(remembered.seats))
        self.players.blockSignals(False)
        for row, seat in zip(self.seat_rows, every_seat):
            row.name.setText(seat.name)
            row.kind.setCurrentIndex(1 if seat.computer else 0)
            row.set_levels(tuple(lv for lv in info.ai_levels if lv != "random"), info.level(seat.level))
            row.level.setEnabled(seat.computer)
        self._show_seats(len(remembered.seats))
        self._build_options(info, remembered.options)

    def _show_seats(self, players: int) -> None:
        for row in self.seat_rows:
            row.set_visible(row.index < players)
        self.adjustSize()

    def _build_options(self, info: GameInfo, values: dict[str, OptionValue]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for spec in info.options.specs:
            widget = self._option_widget(info, spec, values.get(spec.key, spec.default))
            if spec.help:
                widget.setToolTip(i18n.translated(info.id, spec.help))
            self.option_widgets[spec.key] = widget
            if isinstance(widget, QCheckBox):
                self.options_form.addRow(widget)
            else:
                self.options_form.addRow(i18n.translated(info.id, spec.label) + ":", widget)
        self.options_box.setVisible(bool(info.options.specs))
        self.preset_box.clear()
        self.preset_box.addItem(self.tr("Custom"), "")
        if not any(self._preset(name) == info.options.defaults() for name in info.options.presets):
            self.preset_box.addItem(self.tr("Standard rules"), STANDARD)
        for name in info.options.presets:
            self.preset_box.addItem(i18n.translated(info.id, name), name)
        has_presets = bool(info.options.presets)
        self.preset_box.setVisible(has_presets)
        self.preset_label.setVisible(has_presets)
        self._match_preset()

    def _option_widget(self, info: GameInfo, spec: OptionSpec, value: OptionValue) -> QCheckBox | QComboBox:
        if set(spec.choices) == {False, True}:
            box = QCheckBox(i18n.translated(info.id, spec.label), self.options_box)
            box.setChecked(bool(value))
            box.toggled.connect(lambda _v: self._match_preset())
            return box
        combo = QComboBox(self.options_box)
        for i, choice in enumerate(spec.choices):
            label = i18n.translated(info.id, spec.choice_labels[i]) if i < len(spec.choice_labels) else str(choice)
            combo.addItem(label, choice)
        combo.setCurrentIndex(spec.choices.index(value) if value in spec.choices else 0)
        combo.currentIndexChanged.connect(lambda _i: self._match_preset())
        return combo

    def options(self) -> dict[str, OptionValue]:
        """The house rules as chosen in the widgets."""
        out: dict[str, OptionValue] = {}
        for spec in self.info.options.specs:
            widget = self.option_widgets[spec.key]
            if isinstance(widget, QCheckBox):
                out[spec.key] = widget.isChecked()
            else:
                out[spec.key] = spec.choices[max(0, widget.currentIndex())]
        return out

    def _apply_preset(self, index: int) -> None:
        name = self.preset_box.itemData(index)
        if not name:
            return
        values = self._preset(name)
        for spec in self.info.options.specs:
            widget = self.option_widgets[spec.key]
            widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(values[spec.key]))
            else:
                widget.setCurrentIndex(spec.choices.index(values[spec.key]))
            widget.blockSignals(False)

    def _preset(self, name: str) -> dict[str, OptionValue]:
        """The options of preset ``name`` (``STANDARD``: the game's defaults)."""
        schema = self.info.options
        return {**schema.defaults(), **schema.presets.get(name, {})}

    def _match_preset(self) -> None:
        """Show the preset the options equal, else "Custom"."""
        values = self.options()
        index = 0
        for i in range(1, self.preset_box.count()):
            if self._preset(self.preset_box.itemData(i)) == values:
                index = i
                break
        self.preset_box.setCurrentIndex(index)

    def choice(self) -> NewGameChoice:
        info = self.info
        seats = tuple(row.seat(info) for row in self.seat_rows[:self.players.value()])
        return NewGameChoice(info.id, seats, self.options())

    def open_rows(self) -> list[int]:
        """The seats (in the dialog's order) left to players on other PCs."""
        return [row.index for row in self.seat_rows[:self.players.value()] if row.open]

    def accept(self) -> None:
        remember_choice(self.settings, self.choice())
        super().accept()
