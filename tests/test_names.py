"""Names cleaned at the door: valid, printable, short, never empty."""
from __future__ import annotations

import time

import pytest

from kortbord.names import DEFAULT_NAMES, MAX_NAME_LENGTH, clean_name, clean_text


@pytest.mark.parametrize("raw,seat,expected", [
    ("Anna", 0, "Anna"),
    ("  Søren  Kierkegaard \n", 0, "Søren Kierkegaard"),
    ("\ud800", 1, "Bo"),                          # a lone surrogate: nothing left, the seat's name
    ("Bo\ud800b", 1, "Bob"),
    ("S\udcf8ren", 0, "Søren"),                   # a Latin-1 byte escaped by the command line
    ("S\udcc3\udcb8ren", 0, "Søren"),            # UTF-8 bytes escaped in an ASCII locale
    (b"S\xf8ren", 0, "Søren"),
    (b"\xc3\x85se", 0, "Åse"),
    ("Tab\tand\x00nul\x1b[31m", 0, "Tab andnul[31m"),
    ("\u202eevil", 0, "evil"),                    # no right-to-left override
    ("", 2, "Carla"),
    ("   ", 3, "Dennis"),
    ("", 10, "Anna 11"),
    ("A\u030a", 0, "\u00c5"),                     # composed (NFC)
])
def test_clean_name(raw: str | bytes, seat: int, expected: str) -> None:
    name = clean_name(raw, seat)
    assert name == expected
    name.encode("utf-8")                          # never a UnicodeEncodeError later


def test_a_million_characters_cost_nothing() -> None:
    start = time.process_time()
    for raw in ("x" * 1_000_000, "\ud800" * 1_000_000, " " * 999_999 + "y", "\x00" * 1_000_000):
        name = clean_name(raw)
        assert len(name) <= MAX_NAME_LENGTH and name.encode("utf-8")
    assert clean_name("x" * 1_000_000) == "x" * MAX_NAME_LENGTH
    assert clean_name("\x00" * 1_000_000) == DEFAULT_NAMES[0]
    assert time.process_time() - start < 0.5


def test_clean_text_marks_a_cut() -> None:
    assert clean_text("abcdefgh", 5) == "abcd\u2026"
    assert clean_text("abc", 5) == "abc"
    assert clean_text("\x00", 5) == ""
