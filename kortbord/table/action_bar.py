"""The action bar: a button for each move that has no gesture on the table.

``buttons`` works out which buttons to show (``ActionButton`` values); the
bar only lays them out and reports the chosen move. Disabled buttons carry
the refusal reason as their tooltip ("You have a card you can play"), enabled
ones what the choice means ("A red card: your pair wants Grand..."). Choices
of a verb in ``grid_verbs`` that name cards lie in a compact ``CardPicker``
(Snyd's claims), the ``preferred`` one selected, made with Confirm. A call
that must be made in time ("Olsen!", verb ``call``) is urgent: a gold button
that glows, pulsing, for as long as it is shown. The ``chooser`` is the small
menu a drop with several readings opens: a line per move in a large font,
those not allowed greyed with the reason as their tooltip. The buttons wrap into
more rows when the window is narrow; they never widen the window.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPoint, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QCursor, QFont
from PySide6.QtWidgets import QAbstractButton, QGraphicsDropShadowEffect, QMenu, QPushButton, QSizePolicy, QWidget

from ..engine.moves import Move
from .card_picker import CardPicker, card_of
from .flow import FlowLayout

RED_SUITS = ("D", "H")
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
#: Moves of this verb are calls to make in time: their buttons glow.
URGENT_VERB = "call"
URGENT_STYLE = ("QPushButton { color: #3c2800; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, "
                "stop:0 #ffe27a, stop:1 #f5b800); border: 2px solid #7a5a00; border-radius: 8px; "
                "padding: 4px 22px; }"
                "QPushButton:hover { background: #ffe98f; } QPushButton:pressed { background: #e0a800; }")
#: The glow's blur radius swings between these (px), once a second.
GLOW_RADIUS = (8.0, 30.0)
GLOW_PERIOD_MS = 1000
#: The chooser's text, relative to the normal menu font (older eyes).
MENU_FONT = 1.25


@dataclass(frozen=True, slots=True)
class ActionButton:
    """One button: its text, the move it makes, and whether (or why not) it may."""
    text: str
    move: Move
    enabled: bool = True
    reason: str = ""
    #: What the choice means (the game's ``explain_choice``), shown as the tooltip.
    tip: str = ""
    #: Glow like a call to make in time (a game's standing button that asks for it).
    glow: bool = False
    #: Selected at the start in a card picker (Snyd's true claim).
    preferred: bool = False
    #: A menu button: its lines (text, move); ``move`` is then the first of them.
    options: tuple[tuple[str, Move], ...] = ()
    #: A menu button's lines not open now, greyed: (text, reason).
    greyed: tuple[tuple[str, str], ...] = ()

    @property
    def urgent(self) -> bool:
        """A call to make in time ("Olsen!"): shown prominent and glowing."""
        return (self.move.verb == URGENT_VERB or self.glow) and self.enabled

    @property
    def suit(self) -> str:
        """The suit a suit-choice move names ("" otherwise)."""
        return self.move.arg if self.move.arg in SUIT_SYMBOLS else ""


def suit_label(move: Move, text: str) -> str:
    """``text`` with the suit symbol in front when ``move`` names a suit."""
    symbol = SUIT_SYMBOLS.get(move.arg, "")
    return f"{symbol}  {text}" if symbol else text


@dataclass(frozen=True, slots=True)
class Choice:
    """One line of the chooser: its text, its move, and why it may not be made ("": it may)."""
    text: str
    move: Move
    refused: str = ""


def chooser(parent: QWidget, choices: Sequence[Choice], chosen: Callable[[Move], object],
            title: str = "", at: QPoint | None = None) -> QMenu:
    """Open the chooser at the mouse (or at ``at``, global), under ``title`` if one is
    given (a question: "Joker = 4♥ or 8♥?"); ``chosen(move)`` when a line is picked."""
    menu = QMenu(parent)
    menu.setToolTipsVisible(True)
    font = QFont(menu.font())
    font.setPointSizeF(max(font.pointSizeF(), 10.0) * MENU_FONT)
    menu.setFont(font)
    if title:
        menu.addAction(title).setEnabled(False)
        menu.addSeparator()
    for choice in choices:
        action = menu.addAction(choice.text)
        if choice.refused:
            action.setEnabled(False)
            action.setToolTip(choice.refused)
        else:
            action.triggered.connect(lambda _checked=False, m=choice.move: chosen(m))
    menu.popup(QCursor.pos() if at is None else at)
    return menu


class ActionBar(QWidget):
    """Rows of large buttons under the table; emits ``chosen(move)``."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = FlowLayout(self, spacing=10)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self.buttons: list[QPushButton] = []
        self._shown: tuple[ActionButton, ...] = ()
        #: Verbs whose card-naming choices go into the card picker (a game's ``CARD_GRID``).
        self.grid_verbs: tuple[str, ...] = ()
        self.picker: CardPicker | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumHeight(52)

    def show_buttons(self, buttons: Sequence[ActionButton]) -> None:
        """Replace the buttons (nothing happens when they are the same)."""
        wanted = tuple(buttons)
        if wanted == self._shown:
            return
        self._shown = wanted
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.hide()
            button.setParent(None)   # gone now, not at the next turn of the event loop
        self.buttons = []
        if self.picker is not None:
            self._layout.removeWidget(self.picker)
            self.picker.hide()
            self.picker.setParent(None)
            self.picker = None
        gridded = [s for s in wanted if s.move.verb in self.grid_verbs and s.enabled and card_of(s.move)]
        if gridded:
            preferred = next((s.move for s in gridded if s.preferred), None)
            self.picker = CardPicker([(s.move, s.reason or s.tip) for s in gridded], preferred, self)
            self.picker.chosen.connect(self.chosen.emit)
            self._layout.addWidget(self.picker)
            self.picker.show()
        for spec in wanted:
            if self.picker is not None and spec.move in self.picker.cells:
                continue
            button = QPushButton(suit_label(spec.move, spec.text), self)
            font = QFont(button.font())
            font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.25)
            font.setBold(True)
            button.setFont(font)
            button.setMinimumHeight(40)
            button.setEnabled(spec.enabled)
            button.setToolTip(spec.reason or spec.tip)
            button.setProperty("move", str(spec.move))
            if spec.suit in RED_SUITS:
                button.setStyleSheet("QPushButton { color: #c0392b; }")
            if spec.urgent:
                self._make_urgent(button)
            if spec.options:
                menu = QMenu(button)
                menu.setFont(font)
                for text, move in spec.options:
                    menu.addAction(text).triggered.connect(lambda _checked=False, m=move: self.chosen.emit(m))
                for text, reason in spec.greyed:
                    action = menu.addAction(text)
                    action.setEnabled(False)
                    action.setToolTip(reason)
                menu.setToolTipsVisible(bool(spec.greyed))
                button.setMenu(menu)
            else:
                button.clicked.connect(lambda _checked=False, m=spec.move: self.chosen.emit(m))
            self._layout.addWidget(button)
            button.show()   # now, not at the next turn of the event loop (the layout's default)
            self.buttons.append(button)

    @staticmethod
    def _make_urgent(button: QPushButton) -> None:
        """Gold, larger, and a pulsing golden glow around it."""
        button.setStyleSheet(URGENT_STYLE)
        button.setProperty("urgent", True)
        button.setMinimumHeight(44)
        glow = QGraphicsDropShadowEffect(button)
        glow.setOffset(0, 0)
        glow.setColor(QColor(255, 200, 0))
        glow.setBlurRadius(GLOW_RADIUS[1])
        button.setGraphicsEffect(glow)
        pulse = QVariantAnimation(button)
        pulse.setStartValue(GLOW_RADIUS[0])
        pulse.setKeyValueAt(0.5, GLOW_RADIUS[1])
        pulse.setEndValue(GLOW_RADIUS[0])
        pulse.setDuration(GLOW_PERIOD_MS)
        pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        pulse.setLoopCount(-1)
        pulse.valueChanged.connect(glow.setBlurRadius)
        pulse.start()

    @property
    def specs(self) -> tuple[ActionButton, ...]:
        return self._shown

    def button_for(self, move: Move) -> QAbstractButton | None:
        """The button of ``move`` (in the card picker: its cell)."""
        if self.picker is not None and move in self.picker.cells:
            return self.picker.cells[move]
        for button in self.buttons:
            if button.property("move") == str(move):
                return button
        return None

    def retranslate(self) -> None:
        if self.picker is not None:
            self.picker.retranslate()

    def flash(self, move: Move, msecs: int) -> None:
        """Highlight the button of ``move`` for a moment (a hint)."""
        button = self.button_for(move)
        if button is None:
            return
        old = button.styleSheet()
        button.setStyleSheet(old + "QPushButton { background: #7fe0ff; }")
        QTimer.singleShot(msecs, button, lambda: button.setStyleSheet(old))
