"""JSON encoding of a state's scalar fields, driven by their type hints."""
from __future__ import annotations

import types
import typing
from enum import Enum
from typing import Any

from .cards import Card


def encode(value: Any) -> Any:
    """Cards become their text, enums their value, tuples/sets lists."""
    if isinstance(value, Card):
        return value.text
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((encode(v) for v in value), key=str)
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"cannot save {type(value).__name__}")


def decode(value: Any, hint: Any) -> Any:
    """The inverse of ``encode`` for a value of type ``hint``."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        last_error: Exception | None = None
        for option in options:
            try:
                return decode(value, option)
            except (TypeError, ValueError, KeyError) as err:
                last_error = err
        raise ValueError(f"cannot read {value!r} as {hint}") from last_error
    if origin in (list, tuple, set, frozenset):
        if not isinstance(value, list):
            raise ValueError(f"expected a list, got {value!r}")
        if origin is tuple and args and args[-1] is not Ellipsis:
            return tuple(decode(v, a) for v, a in zip(value, args, strict=True))
        item = args[0] if args else Any
        return origin(decode(v, item) for v in value)
    if origin is dict:
        if not isinstance(value, dict):
            raise ValueError(f"expected an object, got {value!r}")
        key_hint, value_hint = args or (str, Any)
        return {decode_key(k, key_hint): decode(v, value_hint) for k, v in value.items()}
    if hint is Any:
        return value
    if hint is Card:
        if not isinstance(value, str):
            raise ValueError(f"expected a card, got {value!r}")
        return Card.parse(value)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if hint is float and isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if hint in (bool, int, str, float) or hint is type(None):
        if type(value) is not hint:
            raise ValueError(f"expected {hint.__name__}, got {value!r}")
        return value
    raise TypeError(f"cannot read fields of type {hint}")


def decode_key(key: str, hint: Any) -> Any:
    return int(key) if hint is int else decode(key, hint)
