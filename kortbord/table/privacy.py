"""The hot-seat privacy screen: covers the table between two humans' turns."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    """"Pass the mouse to {name}" and a button; emits ``revealed`` when pressed."""

    revealed = Signal()

    def __init__(self, cover: QWidget) -> None:
        super().__init__(cover)
        self._cover = cover
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("PrivacyScreen { background: rgba(10, 30, 18, 235); }"
                           "QLabel { color: white; }")
        box = QVBoxLayout(self)
        box.addStretch(1)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.label.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 2.0)
        font.setBold(True)
        self.label.setFont(font)
        box.addWidget(self.label)
        self.button = QPushButton(self)
        button_font = QFont(self.button.font())
        button_font.setPointSizeF(max(button_font.pointSizeF(), 10.0) * 1.4)
        self.button.setFont(button_font)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self._reveal)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(1)
        cover.installEventFilter(self)
        self.hide()

    def ask(self, name: str) -> None:
        """Cover the table and ask for ``name``."""
        self.label.setText(QCoreApplication.translate("table", "Pass the mouse to {name}").format(name=name))
        self.button.setText(QCoreApplication.translate("table", "I am {name}: show my cards").format(name=name))
        self.setGeometry(self._cover.rect())
        self.raise_()
        self.show()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self._cover and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._cover.rect())
        return False
