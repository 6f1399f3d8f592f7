"""The look of the table: deck, back, colours, print size and card size.

    if open_preferences(window):   # the user changed something (QSettings ``look/...``)
        view.set_theme(themes.theme_from_settings(...))

The deck list holds our three decks (international, Danish and Swedish
letters), the KDE card decks and aisleriot themes installed on the computer
(``themes.deck_folders()``), and any file the user opens. A foreign deck is
read and checked when it is picked: a broken one is named in red with the
reason, and the deck chosen before stays. The preview shows a few cards with
the choices as they stand. The table package is imported only when the dialog
opens (the window's start stays light).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget)

from . import i18n
from .settings import Settings

if TYPE_CHECKING:
    from ..table.deck import CardRenderer
    from ..table.themes import Theme

#: Cards shown in the preview: an ace, a ten, a court card, a red pip card, a joker, and a back.
PREVIEW = ("1_spade", "10_heart", "queen_club", "7_diamond", "red_joker")
PREVIEW_WIDTH = 64
#: Prefix of a deck file's entry in the deck list (built-in decks are their ``look/deck`` value).
FILE = "file:"


class PreferencesDialog(QDialog):
    """Edits the ``look/...`` settings given as ``values``; ``values()`` returns them."""

    def __init__(self, values: Mapping[str, object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from ..table import themes

        from ..table.deck import CardRenderer

        self._values: dict[str, object] = {k: values.get(k, themes.DEFAULTS[k]) for k in themes.LOOK_KEYS}
        self._renderer: CardRenderer = CardRenderer(parent=self)
        self._foreign: Theme | None = None
        self._deck_index = 0
        self.setWindowTitle(self.tr("Cards and table"))

        self.deck = QComboBox(self)
        self.open_file = QPushButton(self.tr("Open a deck file…"), self)
        self.colours = QComboBox(self)
        self.colours.addItem(self.tr("Two colours (♠ ♣ black, ♥ ♦ red)"), "two")
        self.colours.addItem(self.tr("Four colours (♣ green, ♦ blue)"), "four")
        self.large = QCheckBox(self.tr("Large print (big corner letters)"), self)
        self.back = QComboBox(self)
        self.back.setIconSize(QSize(18, 26))
        self.card_size = QComboBox(self)
        for value, text in (("small", self.tr("Small")), ("normal", self.tr("Normal")), ("large", self.tr("Large"))):
            self.card_size.addItem(text, value)
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumHeight(round(PREVIEW_WIDTH * 1.4) + 12)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        folders = "\n".join(str(p) for _fmt, p in themes.deck_folders())
        self.where = QLabel(self.tr("KDE card decks and aisleriot themes are found in:") + "\n" + folders, self)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.where.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.where.setFont(font)

        deck_row = QHBoxLayout()
        deck_row.addWidget(self.deck, 1)
        deck_row.addWidget(self.open_file)
        form = QFormLayout()
        form.addRow(self.tr("Deck:"), deck_row)
        form.addRow(self.tr("Colours:"), self.colours)
        form.addRow(QLabel(self), self.large)
        form.addRow(self.tr("Back:"), self.back)
        form.addRow(self.tr("Card size:"), self.card_size)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(self.error)
        layout.addWidget(self.where)
        layout.addWidget(buttons)

        self._fill_decks()
        self._set_combo(self.colours, self._values["look/colour_mode"])
        self.large.setChecked(self._values["look/large_print"] is True)
        self._set_combo(self.card_size, self._values["look/card_size"])
        self.deck.currentIndexChanged.connect(self._deck_picked)
        self.colours.currentIndexChanged.connect(lambda _i: self._refresh())
        self.large.toggled.connect(lambda _on: self._refresh())
        self.back.currentIndexChanged.connect(self._back_picked)
        self.open_file.clicked.connect(self._browse)
        self._refresh()

    def _choice(self, index: int) -> tuple[str, str]:
        """(``look/deck`` value, deck file or "") of an entry of the deck list."""
        from ..table import themes

        data = self.deck.itemData(index)
        if isinstance(data, str) and data.startswith(FILE):
            return themes.EXTRA, data[len(FILE):]
        return (data if isinstance(data, str) else "standard"), ""

    @staticmethod
    def _set_combo(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(0, index))

    # --- the deck list ----------------------------------------------------------------

    def _fill_decks(self) -> None:
        from ..table import themes

        for key, name in themes.BUILTIN_DECKS.items():
            self.deck.addItem(i18n.translated("themes", name), key)
        installed = themes.installed_decks(lang=i18n.current())
        if installed:
            self.deck.insertSeparator(self.deck.count())
        for entry in installed:
            kind = "KDE" if entry.format is themes.DeckFormat.KDE else "aisleriot"
            self.deck.addItem(f"{entry.name} ({kind})", FILE + str(entry.path))
            self.deck.setItemData(self.deck.count() - 1, str(entry.path), Qt.ItemDataRole.ToolTipRole)
        deck, extra = self._values["look/deck"], self._values["look/extra_deck_path"]
        index = 0
        if deck == themes.EXTRA and isinstance(extra, str) and extra:
            index = self._file_index(extra)
            try:
                self._foreign = themes.load_deck(extra)
            except themes.ThemeError as err:
                self._show_error(i18n.message_text(err.message))
                index = 0
        else:
            index = max(0, self.deck.findData(deck))
        self.deck.setCurrentIndex(index)
        self._deck_index = index

    def _file_index(self, path: str) -> int:
        """The list entry of a deck file (added at the end when it is not listed)."""
        for i in range(self.deck.count()):
            _key, known = self._choice(i)
            if known and Path(known) == Path(path):
                return i
        self.deck.addItem(Path(path).name, FILE + path)
        self.deck.setItemData(self.deck.count() - 1, path, Qt.ItemDataRole.ToolTipRole)
        return self.deck.count() - 1

    def _browse(self) -> None:
        from ..table import themes

        start = next((str(p) for _f, p in themes.deck_folders() if p.is_dir()), str(Path.home()))
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a card deck"), start,
            self.tr("Card decks (*.svg *.svgz index.desktop);;All files (*)"))
        if name:
            self.choose_file(name)

    def choose_file(self, path: str) -> bool:
        """Use the deck in ``path`` if it can be read; else say why and keep the deck."""
        from ..table import themes

        try:
            theme = themes.load_deck(path)
        except themes.ThemeError as err:
            self._show_error(i18n.message_text(err.message))
            return False
        shown = str(theme.path or path)
        index = self._file_index(shown)
        kind = "KDE" if theme.format is themes.DeckFormat.KDE else "aisleriot"
        self.deck.setItemText(index, f"{theme.name} ({kind})")
        self._foreign = theme
        self._deck_index = index
        self.deck.blockSignals(True)
        self.deck.setCurrentIndex(index)
        self.deck.blockSignals(False)
        self._picked_foreign(theme)
        return True

    def _deck_picked(self, index: int) -> None:
        from ..table import themes

        key, path = self._choice(index)
        if key != themes.EXTRA:
            self._foreign = None
            self._deck_index = index
            self._show_error("")
            self._refresh()
            return
        try:
            theme = themes.load_deck(path)
        except themes.ThemeError as err:
            self._show_error(i18n.message_text(err.message))
            self.deck.blockSignals(True)
            self.deck.setCurrentIndex(self._deck_index)   # the deck chosen before stays
            self.deck.blockSignals(False)
            return
        self._foreign = theme
        self._deck_index = index
        self._picked_foreign(theme)

    def _picked_foreign(self, theme: Theme) -> None:
        from ..table import themes

        self._show_error("")
        if theme.source(themes.DECK_BACK) is not None:
            self._values["look/back"] = themes.OWN_BACK   # a deck comes with its own back
        self._refresh()

    def _back_picked(self, index: int) -> None:
        self._values["look/back"] = self.back.itemData(index)
        self._refresh()

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # --- values and preview ------------------------------------------------------------

    def values(self) -> dict[str, object]:
        """The ``look/...`` settings as chosen."""
        from ..table import themes

        key, path = self._choice(self.deck.currentIndex())
        out = dict(self._values)
        out["look/deck"] = key
        if key == themes.EXTRA:
            out["look/extra_deck_path"] = path
        out["look/colour_mode"] = self.colours.currentData()
        out["look/large_print"] = self.large.isChecked()
        out["look/card_size"] = self.card_size.currentData()
        back = self.back.currentData()
        if isinstance(back, str):
            out["look/back"] = back
        return out

    def theme(self) -> Theme:
        """The theme the dialog's choices make."""
        from ..table import themes

        values = self.values()
        if self._foreign is not None and values["look/deck"] == themes.EXTRA:
            base = themes.builtin_theme("standard", themes.ColourMode(values["look/colour_mode"]),
                                        values["look/large_print"] is True)
            return self._foreign.rebased(base).with_back(str(values["look/back"]))
        return themes.theme_from_settings(values)

    def _refresh(self) -> None:
        """Enable what applies to the chosen deck, refill the backs, redraw the preview."""
        from ..table import themes

        foreign = self._foreign is not None and self._choice(self.deck.currentIndex())[0] == themes.EXTRA
        self.colours.setEnabled(not foreign)
        self.large.setEnabled(not foreign)
        tip = self.tr("Only for kortbord's own decks") if foreign else ""
        self.colours.setToolTip(tip)
        self.large.setToolTip(tip)
        self._fill_backs(foreign)
        theme = self.theme()
        self._renderer.set_theme(theme)
        self.preview.setPixmap(self._preview(theme))

    def _fill_backs(self, foreign: bool) -> None:
        from ..table import themes

        chosen = self._values["look/back"]
        self.back.blockSignals(True)
        self.back.clear()
        theme = themes.theme_from_settings({**self.values(), "look/deck": "standard"})
        for value, name in themes.BACK_NAMES.items():
            if value == themes.OWN_BACK:
                if not foreign or self._foreign is None or self._foreign.source(themes.DECK_BACK) is None:
                    continue
                icon_theme, element = self._foreign, themes.DECK_BACK
            else:
                icon_theme, element = theme, value
            self.back.addItem(QIcon(self._card(icon_theme, element, 18)), i18n.translated("themes", name), value)
        index = self.back.findData(chosen)
        self.back.setCurrentIndex(index if index >= 0 else 0)
        self._values["look/back"] = self.back.currentData()
        self.back.blockSignals(False)

    def _card(self, theme: Theme, element: str, width: int) -> QPixmap:
        self._renderer.set_theme(theme)
        return self._renderer.pixmap_now("french", element, width, self.devicePixelRatioF())

    def _preview(self, theme: Theme) -> QPixmap:
        dpr = self.devicePixelRatioF()
        w, gap = PREVIEW_WIDTH, 8
        h = round(w * 1.4)
        elements = (*PREVIEW, theme.back)
        out = QPixmap(round((len(elements) * (w + gap) - gap) * dpr), round(h * dpr))
        out.setDevicePixelRatio(dpr)
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        for n, element in enumerate(elements):
            painter.drawPixmap(n * (w + gap), 0, self._renderer.pixmap_now("french", element, w, dpr))
        painter.end()
        return out


def open_preferences(parent: QWidget | None = None, settings: Settings | None = None) -> bool:
    """Show the dialog; on OK store the ``look/...`` settings. True when something changed."""
    from ..table import themes

    settings = settings or Settings()
    values = {key: settings.get(key, themes.DEFAULTS[key]) for key in themes.LOOK_KEYS}
    dialog = PreferencesDialog(values, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        chosen = dialog.values()
    finally:
        dialog.deleteLater()
    changed = {key: value for key, value in chosen.items() if values.get(key) != value}
    for key, value in changed.items():
        settings.set(key, value)
    settings.sync()
    return bool(changed)
