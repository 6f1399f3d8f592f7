"""The main window: menus, the table with its action bar, the score panel, autosave.

The table always fits: nothing in the window sets a minimum width above
640 px. The score panel is a dock beside the table on a wide window; on a
narrow one it gives way to the table and waits behind the "Score" button in
the status line (and the Game menu), each width remembering what the player
last chose.

The window opens on an empty felt; the table package, the game and its
computer players are imported only when the first game is dealt (so the
window shows fast). Every move is logged in the ``Match`` and autosaved
(atomic write); the next start resumes from that save.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (QDockWidget, QLabel, QMainWindow, QMenu, QMessageBox, QToolButton, QVBoxLayout,
                               QWidget)

from ..engine.registry import game_info
from ..autosave import Autosave
from ..saves import Match, SaveError
from . import i18n
from .felt import Felt, PaintWatch
from .players import NewGameChoice
from .settings import Settings, data_dir
from .stats import Statistics
from .undo import Undo, undo_mark

if TYPE_CHECKING:
    from ..table.controller import GameController

#: Game speed: (animation speed factor, computer players' pause in ms).
SPEEDS = {"slow": (0.6, 1400), "normal": (1.0, 800), "fast": (2.0, 300)}
#: Settings key naming the match in which undo was used (game, seed, dealer).
UNDO_KEY = "undo/used"
#: Below this window width the score panel gives way to the table (behind its button).
NARROW = 960
#: The score panel's part of the window's width (at least its narrowest, at most ``SCORE_MAX`` px).
SCORE_SHARE = 0.27
SCORE_MAX = 460
#: A message in the status line (news, a refusal, a failed save) gives way to the
#: prompt of the position after this long (ms).
STATUS_MS = 8000
#: The window's size on a screen that has room for it.
DEFAULT_SIZE = (1280, 800)


def initial_size(window: QWidget) -> tuple[int, int]:
    """1280 x 800, or less on a small screen: the action bar and status line must show."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return DEFAULT_SIZE
    room = screen.availableGeometry()
    return (min(DEFAULT_SIZE[0], round(room.width() * 0.96)), min(DEFAULT_SIZE[1], round(room.height() * 0.92)))


def new_seed() -> int:
    return int.from_bytes(os.urandom(4), "little")


class MainWindow(QMainWindow):
    """The card table window. ``persist=False`` writes no autosave, statistics or settings."""
    table_painted = Signal()

    def __init__(self, settings: Settings, persist: bool = True) -> None:
        super().__init__()
        self.settings = settings
        self.persist = persist
        self.stats = Statistics(data_dir() / "stats.json" if persist else None)
        self.saves = Autosave(data_dir())
        self._save_failed = False
        self.match: Match | None = None
        self.controller: GameController | None = None
        self.score_panel: Any = None
        self._recorded: Match | None = None
        self._undo: Undo | None = None
        #: Games won per seat in this session of "Play again" matches.
        self.session_key: tuple[object, ...] | None = None
        self.session_wins: list[int] = []
        #: Fixed computer pause in ms (screenshots: computers wait; benchmarks: no wait).
        self.ai_pause_override: int | None = None
        #: One card renderer for every match of this window: its parsed decks, pixmaps and
        #: render thread are made once, not again for each new game.
        self.card_renderer: Any = None
        #: Play across PCs: the ``network.NetworkHost`` or ``JoinedTable`` of this table, if any.
        self.network: Any = None
        self.felt = Felt(self)
        self.setCentralWidget(self.felt)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("score")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.hide()
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        #: Whether the player wants the score panel shown, on a narrow and on a wide window.
        self._score_wanted = {narrow: settings.score_shown(narrow) for narrow in (True, False)}
        self._narrow: bool | None = None
        self._build_menus()
        # The status line is our own label, not the status bar's temporary message,
        # which a menu's status tips blank (closing Settings left it empty).
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status")
        self.status_label.setMinimumWidth(1)
        self.statusBar().addWidget(self.status_label, 1)
        self.score_button = QToolButton(self)
        self.score_button.setObjectName("score_button")
        self.score_button.setDefaultAction(self.score_action)
        self.score_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.score_button.hide()
        self.statusBar().addPermanentWidget(self.score_button)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.show_prompt)
        self.retranslate()
        self.resize(*initial_size(self))

    # --- menus -----------------------------------------------------------------

    def _action(self, menu: QMenu, slot: Any,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, self.ask_new_game, QKeySequence.StandardKey.New)
        self.host_action = self._action(self.game_menu, self.ask_host)
        self.join_action = self._action(self.game_menu, self.ask_join)
        self.restart_action = self._action(self.game_menu, self.restart, "F5")
        self.undo_action = self._action(self.game_menu, self.undo, QKeySequence.StandardKey.Undo)
        self.hint_action = self._action(self.game_menu, self.hint, "H")
        self.game_menu.addSeparator()
        self.score_action = self._action(self.game_menu, self._score_chosen, "F9")
        self.score_action.setCheckable(True)
        self.stats_action = self._action(self.game_menu, self.show_stats)
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, self.close, QKeySequence.StandardKey.Quit)

        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", *i18n.LANGUAGES):
            action = QAction(i18n.NATIVE_NAMES.get(code, ""), self, checkable=True)
            action.setData(code)
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.language_actions[self.settings.language].setChecked(True)
        self.speed_menu = self.settings_menu.addMenu("")
        speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in SPEEDS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _c=False, k=key: self.set_speed(k))
            speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[key] = action
        self.speed_actions[self.settings.speed].setChecked(True)
        self.assist_action = QAction(self, checkable=True)
        self.assist_action.setChecked(self.settings.assist)
        self.assist_action.toggled.connect(self.set_assist)
        self.settings_menu.addAction(self.assist_action)
        self.look_action = self._action(self.settings_menu, self.show_look)

        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.help_menu, self.show_about)
        self._update_actions()

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.host_action.setText(self.tr("&Host a game on this network…"))
        self.join_action.setText(self.tr("&Join a game…"))
        self.restart_action.setText(self.tr("&Restart"))
        self.undo_action.setText(self.tr("&Undo"))
        self.undo_action.setToolTip(self.tr("Take back your last move and the computers' moves after it"))
        self.hint_action.setText(self.tr("&Hint"))
        self.score_action.setText(self.tr("&Score"))
        self.score_action.setToolTip(self.tr("Show or hide the score sheet"))
        self.stats_action.setText(self.tr("&Statistics…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        self.speed_menu.setTitle(self.tr("Game &speed"))
        for key, text in (("slow", self.tr("Slow")), ("normal", self.tr("Normal")), ("fast", self.tr("Fast"))):
            self.speed_actions[key].setText(text)
        self.assist_action.setText(self.tr("&Point out good cards"))
        self.assist_action.setToolTip(self.tr("Mark the cards that are especially good to play now"))
        self.look_action.setText(self.tr("&Cards and table…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.about_action.setText(self.tr("&About kortbord"))
        self.dock.setWindowTitle(self.tr("Score"))
        self._update_title()

    def _update_title(self) -> None:
        if self.controller is None:
            self.setWindowTitle("kortbord")
        else:
            title = self.controller.state.info.title(i18n.current())
            self.setWindowTitle(self.tr("%1 – kortbord").replace("%1", title))

    def _update_actions(self) -> None:
        playing = self.controller is not None
        for action in (self.restart_action, self.hint_action, self.rules_action, self.score_action):
            action.setEnabled(playing)
        seat = self.controller.local_seat if self.controller is not None else None
        self.undo_action.setEnabled(self._undo is not None and self._undo.target(seat) is not None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.controller is not None:
                self.controller.retranslate()
            self._refresh_score()
            self.show_prompt()
        super().changeEvent(event)

    # --- the status line ---------------------------------------------------------------

    def show_status(self, text: str, msecs: int = STATUS_MS) -> None:
        """Show ``text`` in the status line; after ``msecs`` (or the next message) the
        line says again what to do now."""
        self._set_status(text)
        self._status_timer.start(max(1, msecs))

    def show_prompt(self) -> None:
        """The status line at rest: the local player's prompt, or whose turn it is."""
        self._status_timer.stop()
        text = self.controller.prompt_text() if self.controller is not None else ""
        self._set_status(text)

    def _set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)
        self._fit_status()

    def _fit_status(self) -> None:
        """One line, or two when the sentence is wider than the line (a small window):
        the player reads the whole of what to do, and the table keeps its height."""
        label = self.status_label
        metrics = label.fontMetrics()
        room = self.statusBar().width() - (self.score_button.sizeHint().width() if self.score_button.isVisible() else 0) - 24
        two = metrics.horizontalAdvance(label.text()) > room
        label.setWordWrap(two)
        label.setFixedHeight(metrics.lineSpacing() * (2 if two else 1) + 2)

    def status_text(self) -> str:
        """What the status line says now."""
        return self.status_label.text()

    # --- starting games ---------------------------------------------------------------

    @property
    def autosave_path(self) -> Path:
        """The file this window autosaves to (beside a newer version's, never over it)."""
        return self.saves.target()

    def start_choice(self, choice: NewGameChoice, seed: int | None = None, dealer: int | None = None) -> None:
        """Deal a new match as chosen."""
        match = Match.start(choice.game, choice.seats, choice.options,
                            new_seed() if seed is None else seed, dealer)
        self.settings.set(UNDO_KEY, "")
        self.show_match(match)
        self.autosave()

    def resume(self) -> bool:
        """Continue the autosaved match (or a damaged one from its last legal move, if the
        user wants); False when there is none (or it was finished)."""
        from .resume import choose_match, newer_note

        found = self.saves.resume()
        match = choose_match(self, found, self.autosave_path.name)
        if match is None or match.state.is_over():
            return False
        self.show_match(match)
        if self.persist:
            from .network import resume_hosting
            resume_hosting(self)           # a game hosted for other PCs is hosted again
        if found.newer is not None:
            self.show_status(newer_note(self.autosave_path.name), 10_000)
        if match is found.salvaged:
            self.autosave()
        return True

    def show_match(self, match: Match) -> None:
        """Put ``match`` on the table (imports the table and the game now)."""
        from ..table.seating import SeatConfig

        self._stop_controller()
        self.match = match
        self._undo = Undo.follow(match, used=self.settings.get(UNDO_KEY, "") == undo_mark(match))
        configs = [SeatConfig(s.name, s.computer, s.level) for s in match.seats]
        self._put_on_table(match.state, configs, match.deal.seed)

    def show_joined(self, state: Any, configs: list[Any], relay: Any) -> None:
        """A joined PC's table: ``state`` mirrors one seat, ``relay`` sends its moves to the host."""
        network, self.network = self.network, None      # the joined table stays on
        self._stop_controller()
        self.network = network
        self.match, self._undo = None, None
        self._put_on_table(state, configs, 0, relay)

    def _put_on_table(self, state: Any, configs: list[Any], ai_seed: int, relay: Any = None) -> None:
        from ..table.controller import GameController
        from ..table.score_panel import ScorePanel
        from ..table.view import TableView

        if self.card_renderer is None:
            from ..table.deck import CardRenderer
            self.card_renderer = CardRenderer(parent=self)
        view = TableView(renderer=self.card_renderer)
        controller = GameController(view, state, configs, ai_seed=ai_seed, parent=self)
        controller.relay = relay
        self.controller = controller
        speed, pause = SPEEDS[self.settings.speed]
        controller.set_speed(speed)
        controller.set_ai_pause(pause if self.ai_pause_override is None else self.ai_pause_override)
        controller.set_assist(self.settings.assist)
        sort_key = f"hand_sort/{state.info.id}"
        controller.set_hand_sort(str(self.settings.get(sort_key, "suit")))
        controller.sorted_by.connect(lambda name: self.settings.set(sort_key, name))
        controller.moved.connect(self._on_moved)
        controller.changed.connect(self._refresh_score)
        controller.status.connect(self._show_status)
        controller.round_over.connect(self._on_round_over)
        controller.game_over.connect(self._on_game_over)
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(view, 1)
        layout.addWidget(controller.action_bar)
        self.setCentralWidget(box)
        self.table_view = view
        self.apply_look()
        self._watch = PaintWatch(view.viewport())
        self._watch.painted.connect(self.table_painted)
        if self.score_panel is None:
            self.score_panel = ScorePanel(self.dock)
            self.dock.setWidget(self.score_panel)
        self._place_score(force=True)
        self._update_title()
        self._update_actions()
        controller.start()
        self._refresh_score()

    def _stop_controller(self) -> None:
        if self.network is not None:
            self.network.stop()
            self.network = None
        if self.controller is not None:
            self.controller.stop()
            self.controller.destroyed.connect(self._collect_table)
            self.table_view.destroyed.connect(self._collect_table)
            self.controller.deleteLater()
            self.controller = None

    def _collect_table(self) -> None:
        """The dropped table's controller or view is gone: free the rest of it soon."""
        from ..table.ai_worker import collect_garbage_soon

        collect_garbage_soon(self)

    def seat_names(self) -> list[str]:
        """Names by seat, as the game seated the players (Whist's partner draw re-seats them)."""
        if self.controller is not None:
            names = self.controller.seat_names
            return [names[s] for s in sorted(names)]
        return [s.name for s in self.match.seats] if self.match else []

    # --- the score panel's place ---------------------------------------------------------

    @property
    def narrow(self) -> bool:
        """Whether the window is too narrow for the score panel beside the table."""
        return self.width() < NARROW

    def _place_score(self, force: bool = False) -> None:
        """Show or hide the score panel as the player wants it at this width."""
        narrow = self.narrow
        if self.score_panel is None or (narrow == self._narrow and not force):
            return
        self._narrow = narrow
        self._show_score(self._score_wanted[narrow])
        self.score_button.setVisible(True)

    def _score_chosen(self, shown: bool) -> None:
        """The player showed or hid the score panel (the button or the menu)."""
        self._score_wanted[self.narrow] = shown
        self.settings.set_score_shown(self.narrow, shown)   # remembered across restarts
        self._show_score(shown)

    def _show_score(self, shown: bool) -> None:
        self.dock.setVisible(shown)
        self.score_action.setChecked(shown)
        if shown:   # once the dock is laid out: the table gets the rest of the width
            QTimer.singleShot(0, self, self._size_score)

    def _size_score(self) -> None:
        width = max(self.score_panel.minimumWidth(), min(SCORE_MAX, round(self.width() * SCORE_SHARE)))
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_score()
        self._fit_status()

    # --- controller signals ----------------------------------------------------------------

    def _on_moved(self, text: str) -> None:
        if self.match is not None:
            self.match.record(text)
            self.autosave()
            self._update_actions()

    def autosave(self) -> None:
        """Save the match; a failure is shown once in the status line and the game goes on."""
        if self.persist and self.match is not None:
            try:
                self.saves.write(self.match)
            except SaveError as err:
                if not self._save_failed:
                    self.show_status(i18n.message_text(err.message))
                self._save_failed = True
            else:
                self._save_failed = False

    def _session_key(self) -> tuple[object, ...] | None:
        """Matches with the same game, players and rules form one session ("Play again")."""
        if self.match is None:
            return None
        return (self.match.game, tuple(self.seat_names()), tuple(sorted(self.match.options.items())))

    def _refresh_score(self) -> None:
        if self.score_panel is not None and self.controller is not None:
            key = self._session_key()
            wins = self.session_wins if self.session_key == key and key is not None else None
            self.score_panel.show_state(self.controller.state, dict(enumerate(self.seat_names())), wins)

    def _show_status(self, text: str) -> None:
        if text == (self.controller.prompt_text() if self.controller is not None else None):
            self.show_prompt()   # nothing new: the line stays as long as it is true
        else:
            self.show_status(text)

    def _on_round_over(self, _sheet: object) -> None:
        if self._undo is not None:
            self._undo.round_over()
            self._update_actions()
        self._refresh_score()

    def _on_game_over(self, sheet: Any) -> None:
        match = self.match
        if match is None or self._recorded is match:
            return
        self._recorded = match
        key = self._session_key()
        if self.session_key != key:
            self.session_key, self.session_wins = key, [0] * len(match.seats)
        for seat in sheet.winners:
            self.session_wins[seat] += 1
        self._refresh_score()
        if self.persist:
            seat = self.controller.local_seat if self.controller is not None else None
            undone = self._undo.users(seat) if self._undo is not None else ()
            if not self.stats.record(match.game, self.seat_names(), tuple(sheet.winners), undone):
                self.show_status(self.tr("The statistics could not be saved."), 15_000)
        self.autosave()
        QTimer.singleShot(600, self, lambda: self._ask_after_game(match, sheet))

    def _ask_after_game(self, match: Match, sheet: Any) -> None:
        from .end_dialog import EndChoice, EndDialog

        if match is not self.match or not self.isVisible():
            return   # another game by now, or the window was closed in the meantime
        dialog = EndDialog(sheet, self.seat_names(), game_info(match.game).title(i18n.current()), self)
        dialog.exec()
        if dialog.chosen is EndChoice.PLAY_AGAIN:
            self.play_again()
        elif dialog.chosen is EndChoice.NEW_GAME:
            self.ask_new_game()

    # --- menu actions ------------------------------------------------------------------------

    def ask_host(self) -> None:
        """Game → Host: the new-game dialog with seats open to other PCs, then the table is served."""
        from .network import host_game
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, self, self.match.game if self.match else None, hosting=True)
        if dialog.exec():
            host_game(self, dialog.choice(), dialog.open_rows())

    def ask_join(self) -> None:
        """Game → Join: find a table on the network (or type its address), join with the code."""
        from .join_dialog import JoinDialog
        from .network import join_game

        dialog = JoinDialog(self.settings, self)
        if dialog.exec() and dialog.client is not None:
            join_game(self, dialog.client)

    def ask_new_game(self) -> None:
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, self, self.match.game if self.match else None)
        if dialog.exec():
            self.start_choice(dialog.choice())

    def play_again(self) -> None:
        """Same players and rules; the deal passes to the next seat."""
        if self.match is None:
            return
        dealer = self.match.state.public().get("dealer")
        players = len(self.match.seats)
        next_dealer = (dealer + 1) % players if isinstance(dealer, int) else None
        self.start_choice(NewGameChoice(self.match.game, self.match.seats, self.match.options),
                          dealer=next_dealer)

    def restart(self) -> None:
        if self.match is None:
            return
        if self.match.moves and not self.match.state.is_over():
            answer = QMessageBox.question(self, self.tr("Restart"),
                                          self.tr("Give up this game and deal again?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.start_choice(NewGameChoice(self.match.game, self.match.seats, self.match.options))

    def undo(self) -> None:
        """Take back the human's last move and the computers' moves after it (one human only)."""
        if self.controller is None or self._undo is None:
            return
        match = self._undo.take_back(self.controller.local_seat)
        if match is None:
            return
        self.match = match
        self.settings.set(UNDO_KEY, undo_mark(match))
        self.controller.replace(match.state)
        self.autosave()
        self._update_actions()
        self._refresh_score()

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    def show_stats(self) -> None:
        from .stats import StatsDialog

        StatsDialog(self.stats, self).exec()

    def show_rules(self) -> None:
        """The rules window (F1), following the table's game and house rules."""
        from .rules_window import RulesWindow

        window = getattr(self, "rules_window", None)
        if window is None:
            window = self.rules_window = RulesWindow(
                self.settings, lambda: None if self.match is None else (self.match.game, self.match.options), self)
        window.open()

    def show_about(self) -> None:
        from .dialogs import show_about

        show_about(self)

    def show_look(self) -> None:
        """The deck, back, colours and card size (the table's ``look/...`` settings)."""
        from .preferences import open_preferences

        if open_preferences(self, self.settings):
            self.apply_look()

    def apply_look(self) -> None:
        """Draw the table with the deck the settings ask for; name a deck that failed."""
        from ..table import themes

        if self.controller is None:
            return
        values = {key: self.settings.get(key, themes.DEFAULTS[key]) for key in themes.LOOK_KEYS}
        theme = themes.theme_from_settings(values)
        self.table_view.set_theme(theme)
        if theme.problem is not None:
            self.show_status(i18n.message_text(theme.problem), 10_000)

    def set_language(self, code: str) -> None:
        self.settings.language = code
        i18n.install(code or None)

    def set_speed(self, key: str) -> None:
        self.settings.speed = key
        if self.controller is not None:
            speed, pause = SPEEDS[key]
            self.controller.set_speed(speed)
            self.controller.set_ai_pause(pause)

    def set_assist(self, on: bool) -> None:
        self.settings.assist = on
        if self.controller is not None:
            self.controller.set_assist(on)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self._stop_controller()
        self.settings.sync()
        super().closeEvent(event)

