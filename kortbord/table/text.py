"""Translating engine messages and card names with Qt's translator."""
from __future__ import annotations

import re
from typing import Iterable, Mapping

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.messages import Message, card_name, render


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def tr_message(message: Message, seat_names: Mapping[int, str]) -> str:
    """``message`` in the UI language with its parameters filled in."""
    return genitive(render(message, _translate, dict(seat_names)), seat_names.values())


def genitive(text: str, names: Iterable[str]) -> str:
    """Danish and Swedish genitives of names ending in s, x or z as they are written:
    a translation's "{name}s hånd" gives "Dennis' hånd", never "Denniss hånd"."""
    for name in names:
        if name[-1:].lower() in ("s", "x", "z"):
            text = re.sub(rf"(?<!\w){re.escape(name)}s(?!\w)", name + "'", text)
    return text


def tr_named(context: str, text: str, name: str) -> str:
    """``text`` translated with ``{name}`` filled in (its genitive written right)."""
    return genitive(QCoreApplication.translate(context, text).format(name=name), (name,))


def card_text(card: Card) -> str:
    """A card's short name in the UI language (``Q♠``, ``10♦``, ``Joker``)."""
    return card_name(card, _translate)


def tr_game(context: str, text: str) -> str:
    """A layout label (English source) translated in the game's context."""
    return QCoreApplication.translate(context, text) if text else ""


def count_text(n: int) -> str:
    """"1 card", "7 cards" (shown on a seat's nameplate)."""
    if n == 1:
        return QCoreApplication.translate("table", "1 card")
    return QCoreApplication.translate("table", "{n} cards").format(n=n)
