"""Translatable messages: keys with parameters, never text in one language.

The engine marks its English source strings with ``QT_TRANSLATE_NOOP`` so
Qt's ``lupdate`` finds them; the table translates them with the context (the
game id, or ``"kortbord"``) and fills in the parameters. ``english()`` gives
the untranslated text for logs, tests and the command line.

    _ = Catalog("olsen")
    MUST_MATCH = _("R2.must_match", QT_TRANSLATE_NOOP("olsen", "Play {suit}, a {rank} or an eight"))
    MUST_MATCH(suit=SuitRef("C"), rank=RankRef("7"))
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Union

from .cards import Card


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True, slots=True)
class SuitRef:
    """A suit named in a message (rendered as its translated plural name, "clubs")."""
    suit: str


@dataclass(frozen=True, slots=True)
class RankRef:
    """A rank named in a message (rendered as its translated name, "seven")."""
    rank: str


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named in words, not shown: a claim or a wish (rendered like the card, "K♥").

    A ``Card`` parameter says the card was seen; this one does not, so per-seat events
    may carry it to every seat.
    """
    card: Card


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A player named in a message (rendered as that seat's name)."""
    seat: int


#: ``translate(context, source_text) -> translated text`` (``QCoreApplication.translate`` in the app).
Translate = Callable[[str, str], str]

Param = Union[str, int, Card, CardRef, SuitRef, RankRef, SeatRef, "Message"]


@dataclass(frozen=True, slots=True)
class Message:
    """A translatable text: ``context`` + English ``text`` template + parameters.

    ``key`` is the stable id citing the spec rule (``olsen.R2.must_match``).
    """
    context: str
    key: str
    text: str
    params: tuple[tuple[str, Param], ...] = ()

    def param(self, name: str) -> Param | None:
        for key, value in self.params:
            if key == name:
                return value
        return None

    @property
    def rule(self) -> str:
        """The rule id the key cites (``olsen.R2.must_match`` -> ``R2``)."""
        parts = self.key.split(".")
        return parts[1] if len(parts) > 2 else ""

    def english(self, seat_names: dict[int, str] | None = None) -> str:
        """The message in English (the untranslated source text)."""
        return render(self, lambda context, text: text, seat_names or {})


_new = object.__new__
_SET_CONTEXT, _SET_KEY, _SET_TEXT, _SET_PARAMS = (getattr(Message, name).__set__ for name in
                                                  ("context", "key", "text", "params"))


@dataclass(frozen=True, slots=True)
class MessageTemplate:
    """Makes the messages of one key: ``TEMPLATE(name=value, ...)``. A message without
    parameters is one shared value; one with them is built past the frozen dataclass's
    ``__init__`` (the same value at half the cost: games make one on most moves)."""
    context: str
    key: str
    text: str
    bare: Message = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bare", Message(self.context, self.key, self.text))

    def __call__(self, **params: Param) -> Message:
        if not params:
            return self.bare
        message = _new(Message)
        _SET_CONTEXT(message, self.context)
        _SET_KEY(message, self.key)
        _SET_TEXT(message, self.text)
        _SET_PARAMS(message, tuple(params.items()))
        return message


class Catalog:
    """Declares the messages of one translation context."""

    def __init__(self, context: str) -> None:
        self.context = context

    def __call__(self, key: str, text: str) -> MessageTemplate:
        return MessageTemplate(self.context, f"{self.context}.{key}", text)


# Names used when rendering parameters; translated in context "cards".
SUIT_NAMES = {
    "C": QT_TRANSLATE_NOOP("cards", "clubs"),
    "D": QT_TRANSLATE_NOOP("cards", "diamonds"),
    "H": QT_TRANSLATE_NOOP("cards", "hearts"),
    "S": QT_TRANSLATE_NOOP("cards", "spades"),
    "R": QT_TRANSLATE_NOOP("cards", "red"),
    "G": QT_TRANSLATE_NOOP("cards", "green"),
    "B": QT_TRANSLATE_NOOP("cards", "blue"),
    "Y": QT_TRANSLATE_NOOP("cards", "yellow"),
}
RANK_NAMES = {
    "A": QT_TRANSLATE_NOOP("cards", "ace"),
    "2": QT_TRANSLATE_NOOP("cards", "two"),
    "3": QT_TRANSLATE_NOOP("cards", "three"),
    "4": QT_TRANSLATE_NOOP("cards", "four"),
    "5": QT_TRANSLATE_NOOP("cards", "five"),
    "6": QT_TRANSLATE_NOOP("cards", "six"),
    "7": QT_TRANSLATE_NOOP("cards", "seven"),
    "8": QT_TRANSLATE_NOOP("cards", "eight"),
    "9": QT_TRANSLATE_NOOP("cards", "nine"),
    "T": QT_TRANSLATE_NOOP("cards", "ten"),
    "J": QT_TRANSLATE_NOOP("cards", "jack"),
    "Q": QT_TRANSLATE_NOOP("cards", "queen"),
    "K": QT_TRANSLATE_NOOP("cards", "king"),
    "JK": QT_TRANSLATE_NOOP("cards", "joker"),
}
#: Short rank letters on cards in card names ("Q♠"); translated in context "cards".
RANK_LETTERS = {
    "A": QT_TRANSLATE_NOOP("cards", "A"),
    "T": QT_TRANSLATE_NOOP("cards", "10"),
    "J": QT_TRANSLATE_NOOP("cards", "J"),
    "Q": QT_TRANSLATE_NOOP("cards", "Q"),
    "K": QT_TRANSLATE_NOOP("cards", "K"),
}
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
UNO_VALUE_NAMES = {
    "skip": QT_TRANSLATE_NOOP("cards", "Skip"),
    "rev": QT_TRANSLATE_NOOP("cards", "Reverse"),
    "draw2": QT_TRANSLATE_NOOP("cards", "Draw Two"),
    "wild": QT_TRANSLATE_NOOP("cards", "Wild"),
    "wild4": QT_TRANSLATE_NOOP("cards", "Wild Draw Four"),
}


def card_name(card: Card, translate: Translate) -> str:
    """A short readable name: ``Q♠``, ``10♦``, ``Joker``, ``red 5``, ``Wild``."""
    if card.is_joker:
        return translate("cards", RANK_NAMES["JK"])
    if card.suit in SUIT_SYMBOLS:
        letter = RANK_LETTERS.get(card.rank)
        return (translate("cards", letter) if letter else card.rank) + SUIT_SYMBOLS[card.suit]
    value = translate("cards", UNO_VALUE_NAMES[card.rank]) if card.rank in UNO_VALUE_NAMES else card.rank
    if not card.suit:
        return value
    return f"{translate('cards', SUIT_NAMES[card.suit])} {value}"


def render(message: Message, translate: Translate, seat_names: dict[int, str]) -> str:
    """Translate ``message`` with ``translate(context, text)`` and fill in its parameters."""
    values: dict[str, str] = {}
    for name, value in message.params:
        if isinstance(value, Message):
            values[name] = render(value, translate, seat_names)
        elif isinstance(value, Card):
            values[name] = card_name(value, translate)
        elif isinstance(value, CardRef):
            values[name] = card_name(value.card, translate)
        elif isinstance(value, SuitRef):
            values[name] = translate("cards", SUIT_NAMES[value.suit])
        elif isinstance(value, RankRef):
            values[name] = translate("cards", RANK_NAMES[value.rank])
        elif isinstance(value, SeatRef):
            values[name] = seat_names.get(value.seat, f"#{value.seat + 1}")
        else:
            values[name] = str(value)
    text = translate(message.context, message.text)
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        # A broken translation must never crash the table: fall back to the source.
        return message.text.format(**values)
