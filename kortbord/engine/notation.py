"""The one-line position notation ("card FEN").

    olsen 4p max_draws=3 | turn=0 dealer=3 | hand/0: 7H 9D KS | discard: 7C | stock: 4C QH

Segments are separated by `` | ``. The first names the game, the number of
players and options that differ from the defaults; the second holds the
game's fields as ``name=value`` (JSON for anything but a plain word); the rest
are zones, ``name: cards`` from bottom to top (the last card is the top).
"""
from __future__ import annotations

import json
from typing import Any, Mapping

from .cards import Card, parse_cards


def _value_text(value: Any) -> str:
    if isinstance(value, str) and value and all(ch.isalnum() or ch in "_-/." for ch in value) \
            and value not in ("true", "false", "null") and not _is_number(value):
        return value
    return json.dumps(value, separators=(",", ":"))


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _read_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _tokens(text: str) -> list[str]:
    """Split on spaces outside JSON strings, lists and objects."""
    tokens: list[str] = []
    current: list[str] = []
    depth, quoted, escaped = 0, False, False
    for ch in text:
        if quoted:
            quoted = escaped or ch != '"'
            escaped = not escaped and ch == "\\"
        elif ch == '"':
            quoted = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        elif ch.isspace() and depth == 0:
            if current:
                tokens.append("".join(current))
                current = []
            continue
        current.append(ch)
    if current:
        tokens.append("".join(current))
    return tokens


def _pairs(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for token in _tokens(text):
        name, sep, value = token.partition("=")
        if not sep or not name:
            raise ValueError(f"expected name=value, got {token!r}")
        out[name] = _read_value(value)
    return out


def format_position(game: str, players: int, options: Mapping[str, Any],
                    fields: Mapping[str, Any], zones: Mapping[str, list[Card]]) -> str:
    head = " ".join([game, f"{players}p"] + [f"{k}={_value_text(v)}" for k, v in options.items()])
    parts = [head, " ".join(f"{k}={_value_text(v)}" for k, v in fields.items())]
    parts += [f"{name}: {' '.join(c.text for c in cards)}".rstrip() for name, cards in zones.items() if cards]
    return " | ".join(parts)


def parse_position(text: str) -> tuple[str, int, dict[str, Any], dict[str, Any], dict[str, list[Card]]]:
    """Split a notation line into (game, players, options, fields, zones)."""
    segments = [s.strip() for s in text.split("|")]
    head = segments[0].split()
    if len(head) < 2 or not head[1].endswith("p") or not head[1][:-1].isdigit():
        raise ValueError(f"notation must start with '<game> <n>p': {text!r}")
    game, players = head[0], int(head[1][:-1])
    options = _pairs(" ".join(head[2:]))
    fields: dict[str, Any] = {}
    zones: dict[str, list[Card]] = {}
    for segment in segments[1:]:
        name, colon, cards = segment.partition(":")
        if colon and " " not in name.strip() and "=" not in name:
            zones[name.strip()] = parse_cards(cards)
        else:
            fields.update(_pairs(segment))
    return game, players, options, fields, zones
