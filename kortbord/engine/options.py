"""House-rule options: a schema per game, validated values with defaults."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

OptionValue = bool | int | str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One house rule. ``label`` and ``help`` are English source texts,
    translated in the game's context."""
    key: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    label: str
    help: str = ""
    #: Translatable labels of the choices (same order); empty = show the values.
    choice_labels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"option {self.key}: default {self.default!r} not in choices")


@dataclass(frozen=True)
class OptionSchema:
    specs: tuple[OptionSpec, ...] = ()
    #: Named presets ("Swedish UNO"): preset name -> option values.
    presets: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)

    def defaults(self) -> dict[str, OptionValue]:
        return dict(self._defaults)

    @cached_property
    def _defaults(self) -> dict[str, OptionValue]:
        return {s.key: s.default for s in self.specs}

    @cached_property
    def _by_key(self) -> dict[str, OptionSpec]:
        return {s.key: s for s in self.specs}

    def resolve(self, given: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        """Defaults overlaid with ``given``; unknown keys or values raise ``ValueError``."""
        values = dict(self._defaults)
        by_key = self._by_key
        for key, value in (given or {}).items():
            spec = by_key.get(key)
            if spec is None:
                raise ValueError(f"unknown option {key!r}")
            if value not in spec.choices or type(value) is not type(spec.default):
                raise ValueError(f"option {key!r}: {value!r} is not one of {spec.choices}")
            values[key] = value
        return values

    def parse_value(self, key: str, text: str) -> OptionValue:
        """Read an option value from text (command line, settings)."""
        spec = next((s for s in self.specs if s.key == key), None)
        if spec is None:
            raise ValueError(f"unknown option {key!r}")
        for choice in spec.choices:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"option {key!r}: {text!r} is not one of {spec.choices}")
