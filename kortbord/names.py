"""Players' names, cleaned where they come in (Qt-free).

A name may come from the command line (bytes of any locale, decoded with
surrogate escapes), from a text field, from the settings or from a save. Each
goes through ``clean_name`` once, so the rest of the app only ever sees short,
printable text that encodes to UTF-8:

    >>> clean_name("  Søren\\t\\n")
    'Søren'
    >>> clean_name("\\ud800", seat=1)
    'Bo'
"""
from __future__ import annotations

import re
import unicodedata

#: Names offered for the seats until the family types its own.
DEFAULT_NAMES = ("Anna", "Bo", "Carla", "Dennis", "Emma", "Frede", "Greta", "Hans", "Ida", "Jens")
#: The longest name kept, in characters (the new-game dialog allows as many).
MAX_NAME_LENGTH = 40
#: Only this much of a name is looked at: a million characters cost nothing.
_LOOK_AT = 400

#: Surrogates that are not escaped bytes (``"\\ud800"``): nothing can be made of them.
_LONE_SURROGATES = re.compile("[\ud800-\udc7f\udd00-\udfff]")
#: Bidirectional overrides and isolates: they turn the text around them backwards.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_SPACES = re.compile(r"\s+")


def clean_name(text: str | bytes, seat: int = 0) -> str:
    """``text`` as a name: valid Unicode, no control characters, single spaces, at most
    ``MAX_NAME_LENGTH`` characters; an empty result gives the seat's default name."""
    return clean_text(text, MAX_NAME_LENGTH, cut="") or default_name(seat)


def clean_text(text: str | bytes, limit: int, cut: str = "\u2026") -> str:
    """``text`` made printable as ``clean_name`` does, at most ``limit`` characters
    (ending in ``cut`` when cut); may be empty."""
    raw = text[:_LOOK_AT * 4] if isinstance(text, bytes) else _escaped_bytes(text[:_LOOK_AT])
    decoded = _decode(raw)[:_LOOK_AT]
    kept = "".join(ch for ch in decoded if _printable(ch))
    cleaned = _SPACES.sub(" ", unicodedata.normalize("NFC", kept)).strip()
    if len(cleaned) > limit:
        cleaned = cleaned[:limit - len(cut)].rstrip() + cut
    return cleaned


def default_name(seat: int) -> str:
    """The name offered for ``seat`` (a name with its number past the tenth seat)."""
    if 0 <= seat < len(DEFAULT_NAMES):
        return DEFAULT_NAMES[seat]
    return f"{DEFAULT_NAMES[0]} {seat + 1}"


def _escaped_bytes(text: str) -> bytes:
    """The bytes ``text`` stands for: surrogate escapes (``\\udcf8``, an undecodable byte of
    the command line) become their byte again, other lone surrogates are dropped."""
    return _LONE_SURROGATES.sub("", text).encode("utf-8", "surrogateescape")


def _decode(raw: bytes) -> str:
    """UTF-8, or else Latin-1: bytes that are not UTF-8 come from an older European
    locale far more often than from anywhere else ("S\\xf8ren")."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        if err.reason == "unexpected end of data":     # a character cut at the end
            return _decode(raw[:err.start])
        return raw.decode("latin-1")


def _printable(ch: str) -> bool:
    if ch.isspace():
        return True      # made a single space below
    return unicodedata.category(ch) not in ("Cc", "Cs", "Co") and ch not in _BIDI_CONTROLS
