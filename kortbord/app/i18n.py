"""Languages: Qt translators for kortbord and Qt's own texts, and engine messages in the UI language.

Danish, Swedish and English. The language follows the system locale (da, sv,
else English) unless the user picked one. ``install(lang)`` swaps the
translators at run time; Qt then sends every widget a ``LanguageChange``
event, on which windows set their texts again.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..engine.messages import Message, render
from ..resources import asset

LANGUAGES = ("da", "sv", "en")
#: Each language's name in itself (menus show these untranslated).
NATIVE_NAMES = {"da": "Dansk", "sv": "Svenska", "en": "English"}

_installed: list[QTranslator] = []
_current = "en"


def system_language() -> str:
    """da or sv when the system locale is Danish or Swedish, else en."""
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("nb", "no", "nn"):   # Norwegian readers get Danish, the closer written language
            return "da"
    return "en"


def resolve(lang: str | None) -> str:
    """A supported language code for ``lang`` ("" or None: the system's)."""
    if lang and lang.lower()[:2] in LANGUAGES:
        return lang.lower()[:2]
    return system_language()


def qm_path(lang: str) -> str:
    return str(asset("i18n", f"kortbord_{lang}.qm"))


def install(lang: str | None) -> str:
    """Install the translators of ``lang`` (replacing earlier ones); returns the code used."""
    global _current
    app = QCoreApplication.instance()
    code = resolve(lang)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    if app is None:
        _current = code
        return code
    ours = QTranslator(app)
    if ours.load(qm_path(code)):
        _installed.append(ours)
    if code != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt)
    _current = code
    QLocale.setDefault(QLocale(code))
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    return code


def current() -> str:
    """The code of the installed language."""
    return _current


def translated(context: str, text: str) -> str:
    """``text`` translated in ``context`` (the source text when untranslated)."""
    return QCoreApplication.translate(context, text) or text


def message_text(message: Message, seat_names: dict[int, str] | None = None) -> str:
    """An engine message in the UI language, parameters filled in."""
    return render(message, translated, seat_names or {})
