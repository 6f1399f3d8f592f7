"""Switching the language mid-game (Settings → Language) says every text of the
table again at once: zone labels, badges, tags, nameplates, the action bar, the
status line and the score panel. Nothing of the English table stays."""
from __future__ import annotations

import re
from typing import Any, Callable

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidget

from kortbord.saves import Seat

#: Texts that are the same in every language: numbers, suit symbols, names.
NEUTRAL = re.compile(r"^[\d\s/+\-–−·:()♠♥♦♣.,%▶•]*$")
#: Game terms the English table uses as they are (Casino's "svupper").
SAME_WORD = {"Svuppere"}
NAMES = ("Anna", "Bo", "Carla", "Dennis")


def visible_texts(win: Any) -> set[str]:
    """Every text the table, its action bar, the status line and the score panel show now."""
    from kortbord.table.decor import TagItem
    from kortbord.table.zone_item import BadgeItem, NameplateItem, ZoneItem

    texts: set[str] = {win.status_text()}
    scene = win.controller.scene
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, ZoneItem):
            texts.add(item.label)
        elif isinstance(item, (BadgeItem, TagItem)):
            texts.add(item.text)
        elif isinstance(item, NameplateItem):
            texts.add(item.detail)
    for button in win.controller.action_bar.findChildren(QPushButton):
        if button.isVisible():
            texts |= {button.text(), button.toolTip()}
    panel = win.score_panel
    for label in panel.findChildren(QLabel):
        if label.isVisible():
            texts.add(label.text())
    for table in panel.findChildren(QTableWidget):
        for c in range(table.columnCount()):
            header = table.horizontalHeaderItem(c)
            texts.add(header.text() if header is not None else "")
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                cell = table.item(r, c)
                texts.add(cell.text() if cell is not None else "")
    out = set()
    for text in texts:
        for name in NAMES:
            text = text.replace(name, "")
        text = text.replace("&", "").strip()
        if text and not NEUTRAL.match(text) and text not in SAME_WORD:
            out.add(text)
    return out


@pytest.mark.parametrize("game, players", [("casino", 2), ("whist", 4), ("olsen", 3)])
def test_switching_language_leaves_no_english_on_the_table(window: Any, qtbot: Any, speak: Callable[..., None],
                                                           game: str, players: int) -> None:
    from kortbord.app.players import NewGameChoice

    seats = tuple(Seat(n, s > 0) for s, n in enumerate(NAMES[:players]))
    window.start_choice(NewGameChoice(game, seats, {}), seed=3)
    qtbot.waitUntil(lambda: not window.controller.scene.busy)
    qtbot.waitUntil(lambda: window.controller.action_bar.isVisible())
    qtbot.wait(20)
    english = visible_texts(window)
    assert {"Stock", "Captured"} <= english if game == "casino" else english
    for lang in ("da", "sv"):
        window.language_actions[lang].trigger()
        speak(lang, install=False)
        qtbot.wait(20)   # the LanguageChange events
        shown = visible_texts(window)
        assert window.status_text(), lang
        assert not shown & english, (lang, sorted(shown & english))
    window.language_actions["en"].trigger()
    speak("en", install=False)
    qtbot.wait(20)
    assert visible_texts(window) == english


def test_an_open_last_trick_panel_is_said_again_in_the_new_language(window: Any, qtbot: Any,
                                                                    speak: Callable[..., None]) -> None:
    """The last trick lies open over the table while the language changes: its title and
    footer come in the new language at once."""
    from kortbord.app.players import NewGameChoice
    from kortbord.table.panel import CardsPanel

    seats = tuple(Seat(n, s > 0) for s, n in enumerate(NAMES[:4]))
    window.start_choice(NewGameChoice("spar_dame", seats, {}), seed=3)
    controller = window.controller
    state = controller.state
    while controller.tricks.last is None:   # the computers play on until a trick is over
        seat = state.to_move()
        controller._play(state.legal_moves(seat)[0]) if seat is not None else None
    qtbot.waitUntil(lambda: not controller.scene.busy)
    assert controller.tricks.show_last()
    english = controller.scene.extras.overlay
    assert isinstance(english, CardsPanel)
    window.language_actions["da"].trigger()
    speak("da", install=False)
    qtbot.wait(20)
    danish = controller.scene.extras.overlay
    assert isinstance(danish, CardsPanel) and danish is not english
    assert danish.title != english.title and danish.footer != english.footer
