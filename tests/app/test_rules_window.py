"""The players' rules: a document per game and language, shown in the rules window (F1)."""
from __future__ import annotations

import re
from typing import Any

import pytest

from kortbord.app import i18n
from kortbord.app.rules_window import HOUSE_RULES, RulesWindow, option_value_text, rules_markdown
from kortbord.app.settings import Settings
from kortbord.engine import registry
from kortbord.engine.options import OptionValue
from kortbord.resources import rules_document

#: The headings every document has, in this order (more may stand between them).
HEADINGS = {
    "en": ("Aim of the game", "The deal", "Playing", "Scoring", "End of the game",
           "House rules at this table", "How to play it here"),
    "da": ("Spillets mål", "Kortene gives", "Spillet", "Pointgivning", "Spillets afslutning",
           "Husregler ved dette bord", "Sådan spiller du her"),
    "sv": ("Spelets mål", "Given", "Spelet", "Poängräkning", "Spelets slut",
           "Husregler vid det här bordet", "Så spelar du här"),
}
#: Developer markup a player must never read: rule ids, code quotes, card codes, option keys.
DEVELOPER = {
    "rule id": re.compile(r"\b[ADRSEK]\d{1,2}[a-z]?\b"),
    "code quote": re.compile(r"`"),
    "card code": re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b"),
    "option key": re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b"),
    "spec reference": re.compile(r"\bspec\b|\bseeds?\b|\.md\b", re.IGNORECASE),
}


def problems(game: str, language: str, text: str | None = None) -> list[str]:
    """What is wrong with the rules document of ``game`` in ``language`` (empty: nothing)."""
    text = rules_document(game, language) if text is None else text
    if text is None:
        return ["missing"]
    found = []
    info = registry.game_info(game)
    if not text.startswith(f"# {info.title(language)}\n"):
        found.append("does not open with the game's title")
    headings = [line[3:].strip() for line in text.splitlines() if line.startswith("## ")]
    wanted = [h for h in headings if h in HEADINGS[language]]
    if wanted != list(HEADINGS[language]):
        found.append(f"headings {headings}")
    if text.count(HOUSE_RULES) != 1 or f"\n\n{HOUSE_RULES}\n" not in text:
        found.append("house rules not marked once on a line of their own")
    body = text.replace(HOUSE_RULES, "")
    for name, pattern in DEVELOPER.items():
        for match in pattern.finditer(body):
            found.append(f"{name}: {match.group()!r}")
    return found


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_game_has_a_players_document(game: str, language: str) -> None:
    assert problems(game, language) == []


def test_a_game_without_documents_is_found(toy: str) -> None:
    """The check above fails for a registered game without rules (the test game has none)."""
    assert toy in registry.GAME_IDS
    assert problems(toy, "en") == ["missing"]
    assert "not been written down" in rules_markdown(toy, {}, "en")


def test_the_checks_see_developer_markup() -> None:
    good = rules_document("olsen", "en")
    assert good is not None and problems("olsen", "en", good) == []
    for bad in ("Play 7D on it.", "See R12.", "Use ``draw``.", "Set max_draws to 3.", "(spec: olsen)"):
        assert problems("olsen", "en", good + bad), bad
    assert problems("olsen", "en", good.replace("## Scoring", "## Points"))
    assert problems("olsen", "en", good.replace(HOUSE_RULES, ""))


def unusual_options(game: str) -> dict[str, OptionValue]:
    """Every house rule set to its last choice (mostly not the default)."""
    return {spec.key: spec.choices[-1] for spec in registry.game_info(game).options.specs}


def make_window(qtbot: Any, settings: Settings, current: Any) -> RulesWindow:
    window = RulesWindow(settings, current)
    qtbot.addWidget(window)
    window.open()
    return window


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_window_shows_each_game_with_its_house_rules(qtbot, settings: Settings,  # type: ignore[no-untyped-def]
                                                         language: str) -> None:
    i18n.install(language)
    shown: list[Any] = [None]
    window = make_window(qtbot, settings, lambda: shown[0])
    for game in registry.GAME_IDS:
        info = registry.game_info(game)
        options = unusual_options(game)
        shown[0] = (game, options)
        window.reload()
        text = window.text()
        assert info.title(language) in window.windowTitle()
        assert HEADINGS[language][0] in text and HEADINGS[language][-1] in text
        assert HOUSE_RULES not in text and "**" not in text and "#" not in text
        house = text[text.index(HEADINGS[language][5]):text.index(HEADINGS[language][6])]
        for spec in info.options.specs:
            label = i18n.translated(game, spec.label)
            line = next(li for li in house.splitlines() if li.startswith(label + ":"))
            assert option_value_text(info, spec, options[spec.key]) in line, (game, line)
            assert not DEVELOPER["rule id"].search(line), line
    assert not window.isModal() and window.isVisible()


def test_the_window_follows_the_language_and_keeps_its_size(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    window = make_window(qtbot, settings, lambda: ("whist", {}))
    assert "Aim of the game" in window.text()
    i18n.install("sv")
    qtbot.waitUntil(lambda: "Spelets mål" in window.text())
    i18n.install("da")
    qtbot.waitUntil(lambda: "Spillets mål" in window.text())
    window.resize(555, 444)
    window.close()
    again = make_window(qtbot, settings, lambda: ("whist", {}))
    assert (again.width(), again.height()) == (555, 444)


def test_the_default_values_show_as_the_new_game_dialog_names_them(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")
    window = make_window(qtbot, settings, lambda: ("olsen", {}))
    text = window.text()
    assert "Cards to draw when you cannot play: 1" in text
    assert "May draw instead of playing: No" in text
    assert "Scoring: Games won" in text


def test_f1_opens_the_rules_of_the_table(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app.players import NewGameChoice
    from kortbord.app.window import MainWindow
    from kortbord.saves import Seat

    i18n.install("en")
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.ai_pause_override = 10_000_000
    seats = (Seat("Anna", False, "random"), Seat("Bo", True, "random"), Seat("Carla", True, "random"))
    window.start_choice(NewGameChoice("casino", seats, {"target_points": 11}), seed=3)
    assert window.rules_action.shortcut().toString() == "F1"
    window.rules_action.trigger()
    rules = window.rules_window
    assert rules.isVisible() and not rules.isModal()
    assert "Play to: 11" in rules.text() and "Casino" in rules.windowTitle()
    window.rules_action.trigger()
    assert window.rules_window is rules
