"""Small dialogs: the rules of the current game, and about kortbord."""
from __future__ import annotations

import importlib
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from .. import __version__
from ..engine.messages import Message
from ..engine.registry import GameInfo
from . import i18n


def rules_text(info: GameInfo) -> str:
    """The game's rules in the UI language: its package's ``RULES`` (a Message or
    translatable text in the game's context) or, failing that, the rules module's
    own brief (English)."""
    package = importlib.import_module(f"kortbord.games.{info.id}")
    rules = getattr(package, "RULES", None)
    if isinstance(rules, Message):
        return i18n.message_text(rules)
    if isinstance(rules, str):
        return i18n.translated(info.id, rules)
    return rules_brief(info.rules.__doc__ or "")


def rules_brief(doc: str) -> str:
    """The title and "rules in brief" paragraphs of a rules module's docstring
    (up to its list of moves and spec decisions), without references to the spec file."""
    kept: list[str] = []
    for paragraph in doc.strip().split("\n\n"):
        head = paragraph.lstrip().lower()
        if kept and head.startswith(("move", "moves", "spec decision", "decisions", "implements")):
            break
        kept.append(re.sub(r"\s*\((spec|see)[^)]*\)", "", " ".join(paragraph.split())))
    return "\n\n".join(kept)


class RulesDialog(QDialog):
    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", info.title(i18n.current())))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setPlainText(rules_text(info))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 560)


def show_about(parent: QWidget) -> None:
    text = QCoreApplication.translate("About", "<h3>kortbord %1</h3><p>A card table for the games Danish and Swedish "
                                      "families play.</p><p>Free software under the MIT licence.</p>")
    QMessageBox.about(parent, QCoreApplication.translate("About", "About kortbord"), text.replace("%1", __version__))
