"""The rules window: the players' rules of the current game, with this table's house rules.

The rules are Markdown documents, one per game and language, in
``assets/rules/<lang>/<game>.md`` (read through ``kortbord.resources``). A
document marks with the line ``%HOUSE_RULES%`` where the house rules in force
go; they are written at display time from the game's option schema and the
table's options, in the UI language. The window is not modal, keeps its size,
and reloads when the language changes or the table's game has changed.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QTextCharFormat, QTextDocument
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine.options import OptionSpec, OptionValue
from ..engine.registry import GameInfo, game_info
from ..resources import rules_document
from . import i18n
from .settings import Settings

#: The line in a rules document that the table's house rules replace.
HOUSE_RULES = "%HOUSE_RULES%"
_CONTEXT = "RulesWindow"
_SIZE_KEY = "rules_window/size"
_DEFAULT_SIZE = QSize(680, 760)
#: Rule references such as "(A1)", "(R4, A3)" or "(S3)" in option help texts.
_RULE_REFS = re.compile(r"\s*\((?:[ADRSEK]\d+[a-z]?)(?:,\s*[ADRSEK]\d+[a-z]?)*\)")

#: What the window shows: the current game and its options, or None without a game.
Current = Callable[[], "tuple[str, Mapping[str, OptionValue]] | None"]


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def option_value_text(info: GameInfo, spec: OptionSpec, value: OptionValue) -> str:
    """An option's value as the new-game dialog names it, in the UI language."""
    if value in spec.choices and spec.choice_labels:
        return i18n.translated(info.id, spec.choice_labels[spec.choices.index(value)])
    if isinstance(value, bool):
        return _tr("Yes") if value else _tr("No")
    return str(value)


def house_rules(info: GameInfo, options: Mapping[str, OptionValue]) -> str:
    """The house rules in force as a Markdown list (label, value, what it means)."""
    if not info.options.specs:
        return _tr("This game has no house rules to choose.")
    values = info.options.resolve(options)
    lines = []
    for spec in info.options.specs:
        line = f"- **{i18n.translated(info.id, spec.label)}:** {option_value_text(info, spec, values[spec.key])}"
        if spec.help:
            line += " – " + _RULE_REFS.sub("", i18n.translated(info.id, spec.help))
        lines.append(line)
    lines.append("")
    lines.append(_tr("*Game → New game* changes the house rules for the next game."))
    return "\n".join(lines)


def rules_markdown(game: str, options: Mapping[str, OptionValue], language: str) -> str:
    """The whole rules text of ``game`` in ``language`` with the table's house rules."""
    info = game_info(game)
    document = rules_document(game, language) or rules_document(game, "en")
    if document is None:
        return f"# {info.title(language)}\n\n" + _tr("The rules of this game have not been written down yet.")
    return document.replace(HOUSE_RULES, house_rules(info, options))


def colour_red_suits(document: QTextDocument) -> None:
    """Print ♥ and ♦ in red, as on the cards."""
    red = QTextCharFormat()
    red.setForeground(QColor("#c8102e"))
    for symbol in "♥♦":
        cursor = document.find(symbol)
        while not cursor.isNull():
            cursor.mergeCharFormat(red)
            cursor = document.find(symbol, cursor)


class RulesWindow(QWidget):
    """A separate window with the rules of the table's game (F1)."""

    def __init__(self, settings: Settings, current: Current, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.settings = settings
        self.current = current
        self.shown_key: tuple[object, ...] | None = None
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF() * 1.15, 11.0))
        self.browser.document().setDefaultFont(font)
        self.browser.document().setDocumentMargin(14)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        size = settings.get(_SIZE_KEY)
        if isinstance(size, list) and len(size) == 2 and all(isinstance(n, int) and n > 100 for n in size):
            self.resize(size[0], size[1])
        else:
            self.resize(_DEFAULT_SIZE)

    def open(self) -> None:
        """Show the rules of the current game (raised, if the window was open)."""
        self.reload()
        self.show()
        self.raise_()
        self.activateWindow()

    def reload(self, force: bool = False) -> None:
        """Show the current game's rules unless they are shown already."""
        current = self.current()
        if current is None:
            return
        game, options = current
        language = i18n.current()
        key = (game, tuple(sorted(options.items())), language)
        if key == self.shown_key and not force:
            return
        self.shown_key = key
        info = game_info(game)
        self.setWindowTitle(_tr("Rules of %1").replace("%1", info.full_title(language)))
        self.browser.setMarkdown(rules_markdown(game, options, language))
        colour_red_suits(self.browser.document())

    def text(self) -> str:
        """The text shown, as plain text."""
        return self.browser.toPlainText()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.reload(force=True)
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.reload()
        super().changeEvent(event)

    def hideEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self.settings.set(_SIZE_KEY, [self.width(), self.height()])
        super().hideEvent(event)
