"""Languages: complete and up-to-date translations, placeholders kept, live switching."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from kortbord.app import i18n
from kortbord.app.i18n_update import I18N, LANGUAGES, check, is_finished, messages
from kortbord.app.settings import Settings
from kortbord.engine.messages import Message, RankRef, SuitRef
from kortbord.engine.state import NOT_YOUR_TURN

PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%\d")


def test_translations_are_complete_and_up_to_date() -> None:
    """lupdate over the sources finds no string missing from the .ts files, none is
    untranslated in da, sv or en, and the .qm files are built from the .ts files."""
    assert check() == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_survive_translation(lang: str) -> None:
    found = messages(I18N / f"kortbord_{lang}.ts")
    assert found
    for (context, source), message in found.items():
        if not is_finished(message):
            continue
        translation = message.findtext("translation") or ""
        assert sorted(PLACEHOLDER.findall(translation)) == sorted(PLACEHOLDER.findall(source)), \
            f"{lang} [{context}] {source!r} -> {translation!r}"
        assert translation.count("&") - translation.count("&&") <= 1, f"two shortcuts in {translation!r}"


def test_engine_reasons_and_card_names_are_translated(qapp: object) -> None:  # type: ignore[no-untyped-def]
    message = Message("cards", "t", "{suit} {rank}", (("suit", SuitRef("C")), ("rank", RankRef("Q"))))
    try:
        assert i18n.install("da") == "da"
        assert i18n.message_text(NOT_YOUR_TURN()) == "Det er ikke din tur."
        assert i18n.message_text(message) == "klør dame"
        assert i18n.install("sv") == "sv"
        assert i18n.message_text(NOT_YOUR_TURN()) == "Det är inte din tur."
        assert i18n.message_text(message) == "klöver dam"
        assert i18n.install("en") == "en"
        assert i18n.message_text(NOT_YOUR_TURN()) == "It is not your turn."
    finally:
        i18n.install("en")


def test_language_follows_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale

    for locale, expected in (("da_DK", "da"), ("sv_SE", "sv"), ("nb_NO", "da"), ("de_DE", "en"), ("en_GB", "en")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda name=locale: QLocale(name)))
        assert i18n.system_language() == expected
        assert i18n.resolve("") == expected
    assert i18n.resolve("sv") == "sv"


def test_switching_language_retranslates_the_window(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from kortbord.app.window import MainWindow

    i18n.install("en")
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    assert window.game_menu.title() == "&Game" and window.new_action.text() == "&New game…"
    window.language_actions["da"].trigger()
    assert i18n.current() == "da" and settings.language == "da"
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spil")     # Qt's LanguageChange event
    assert window.new_action.text() == "&Nyt spil…"
    window.language_actions["sv"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spel")
    assert window.settings_menu.title() == "&Inställningar"
    window.language_actions[""].trigger()
    assert settings.language == ""


def test_qm_files_ship_with_the_package() -> None:
    for lang in LANGUAGES:
        assert Path(i18n.qm_path(lang)).stat().st_size > 1000
