"""Copying a state's fields for ``GameState.clone``: lists, dicts and sets nested
to any depth are copied, everything else (cards, tuples, enums, numbers) is shared.

``copied`` does it for any value; ``copier`` makes the same copy for a field
from its type hint once, so cloning a ``list[int]`` is a plain slice.
"""
from __future__ import annotations

import types
import typing
from typing import Any, Callable

Copier = Callable[[Any], Any]
_CONTAINERS = (list, dict, set)


def copied(value: Any) -> Any:
    """A copy of lists, dicts and sets nested to any depth (their items are immutable)."""
    if isinstance(value, list):
        return [copied(v) for v in value]
    if isinstance(value, dict):
        return {k: copied(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    return value


def copier(hint: Any) -> Copier:
    """A function that copies a value of type ``hint`` as ``copied`` would."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in _CONTAINERS and all(_leaf(a) for a in args):
        return origin.copy  # type: ignore[no-any-return]
    if origin is list and len(args) == 1:
        item = copier(args[0])
        return lambda value: [item(v) for v in value]
    if origin is dict and len(args) == 2:
        item = copier(args[1])
        return lambda value: {k: item(v) for k, v in value.items()}
    return _same if _leaf(hint) else copied


def _leaf(hint: Any) -> bool:
    """Is a value of this hint shared whole by ``copied`` (no list, dict or set in reach)?"""
    if hint is Any or isinstance(hint, typing.TypeVar):
        return False
    origin = typing.get_origin(hint)
    if origin is None:
        return isinstance(hint, type) and not issubclass(hint, _CONTAINERS)
    if origin is tuple:
        return True         # ``copied`` shares tuples whole
    if origin in (typing.Union, types.UnionType):
        return all(_leaf(a) for a in typing.get_args(hint))
    return False


def _same(value: Any) -> Any:
    return value
