"""The panels a player opens over the table: the last trick and the cards played so far.

A trick game gets a **Last trick** button first in the action bar (enabled once a
trick is done), a game with the ``played_cards`` hook a **Played cards** button. A
click on a won pile opens the last trick too. The panel stays until a click; when
the language changes, an open panel is drawn again in the new one. The last trick's
winning card is also marked on the table while the trick lies there (``TrickShow``),
unless the move that took it dealt anew (the cards then have new ids).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from ..engine.events import Event, EventKind
from ..engine.state import GameState
from ..engine.view import View
from .last_trick import TrickRecord, TrickShow, keeps_tricks, last_in_state, last_trick_panel
from .played import played_panel

if TYPE_CHECKING:
    from .action_bar import ActionBar
    from .scene import TableScene

__all__ = ["TrickPanels"]


class TrickPanels:
    """The Last trick / Played cards buttons of ``action_bar`` and the panels they lay on ``scene``."""

    def __init__(self, scene: "TableScene", action_bar: "ActionBar", state: GameState, *, played_cards: bool,
                 names: Callable[[], Mapping[int, str]], view: Callable[[], View],
                 status: Callable[[str], None]) -> None:
        self.scene = scene
        self._names = names
        self._view = view
        self._status = status
        #: The last trick of the deal, once one is done.
        self.last: TrickRecord | None = None
        #: The winning card to mark with the next table update (the trick just taken).
        self.show: TrickShow | None = None
        #: The panel shown over the table and how to show it again (a language switch).
        self._panel: tuple[object, Callable[[], object]] | None = None
        self.trick_button = self._button(action_bar, "last_trick", 0, self.show_last) if keeps_tricks(state) else None
        self.played_button = self._button(action_bar, "played_cards", 1, self.show_played) if played_cards else None
        self.retranslate()

    @staticmethod
    def _button(action_bar: "ActionBar", name: str, index: int, clicked: Callable[[], object]) -> QPushButton:
        button = QPushButton(action_bar)
        button.setObjectName(name)
        font = button.font()
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.1)
        button.setFont(font)
        button.setMinimumHeight(36)
        button.clicked.connect(clicked)
        layout = action_bar.layout()
        if layout is not None:
            layout.insertWidget(index, button)   # first in the bar, before the move buttons
        return button

    def retranslate(self) -> None:
        """The buttons, and an open panel, in the current language."""
        if self.trick_button is not None:
            self.trick_button.setText(QCoreApplication.translate("table", "Last trick"))
            self.trick_button.setToolTip(QCoreApplication.translate(
                "table", "Show the last trick again: who played what, and who won it"))
            self.trick_button.setEnabled(self.last is not None)
        if self.played_button is not None:
            self.played_button.setText(QCoreApplication.translate("table", "Played cards"))
            self.played_button.setToolTip(QCoreApplication.translate(
                "table", "The cards played so far in this deal"))
        panel, show = self._panel or (None, None)
        if panel is not None and show is not None and self.scene.extras.overlay is panel:
            show()

    def restart(self, state: GameState) -> None:
        """The table starts on ``state`` (a new game, a resumed one, an undo)."""
        self.last = last_in_state(state) or self.last
        self.retranslate()

    def note(self, record: TrickRecord | None, state: GameState, events: Sequence[Event]) -> None:
        """A move completed a trick: remember it, and mark its winning card while it stays."""
        if record is None:
            return
        self.last = record
        if not any(e.kind is EventKind.SHUFFLE for e in events):
            uid = state.uid
            self.show = TrickShow({uid[c]: c for _s, c in record.plays if c in uid}, uid.get(record.winning_card))
        self.retranslate()

    def take_show(self) -> TrickShow | None:
        """The winning card to mark with this table update (once)."""
        show, self.show = self.show, None
        return show

    def _card_w(self) -> float:
        geo = self.scene.geometry
        return geo.card_w if geo else 60.0

    def show_last(self) -> bool:
        """Lay the last trick over the table until a click; False when there is none yet."""
        record = self.last
        if record is None:
            self._status(QCoreApplication.translate("table", "No trick has been played yet."))
            return False
        panel = last_trick_panel(self.scene.renderer, record, self._names(), self._card_w())
        self.scene.extras.show_overlay(panel)
        self._panel = (panel, self.show_last)
        return True

    def show_played(self) -> None:
        """Lay the cards played so far in the deal over the table (as the local seat knows them)."""
        panel = played_panel(self.scene.renderer, self._view(), self._card_w())
        self.scene.extras.show_overlay(panel)
        self._panel = (panel, self.show_played)
