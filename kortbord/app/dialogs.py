"""Small dialogs: about kortbord. (The rules have their own window: ``rules_window``.)"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__


def show_about(parent: QWidget) -> None:
    text = QCoreApplication.translate("About", "<h3>kortbord %1</h3><p>A card table for the games Danish and Swedish "
                                      "families play.</p><p>Free software under the MIT licence.</p>")
    QMessageBox.about(parent, QCoreApplication.translate("About", "About kortbord"), text.replace("%1", __version__))
