"""Playing cards: small, immutable, interned values with a stable text form.

French cards read rank then suit (``QS``, ``TD``, ``7H``), jokers ``JK``;
UNO-style cards read colour then value (``R5``, ``Gskip``, ``Yrev``,
``Bdraw2``) and the two wild kinds ``wild`` and ``wild4``. When a game uses
several physical copies of a card, copies after the first carry a suffix
(``QS.1``, ``JK.2``) so every card has an id unique in the game.

Cards are interned: ``Card("Q", "S")`` always returns the same object, so
equality is identity and hashing is the object's own (both done in C, with
no Python call: ``card in hand`` and ``hand.remove(card)`` stay cheap).
"""
from __future__ import annotations

from typing import ClassVar, Iterable

SUITS = "CDHS"
RANKS = "A23456789TJQK"
UNO_COLOURS = "RGBY"
UNO_VALUES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "skip", "rev", "draw2")
UNO_WILDS = ("wild", "wild4")
JOKER = "JK"

RED_SUITS = frozenset("DH")
#: Face value 1 (ace) to 13 (king), the "number of eyes" most seeds use.
RANK_VALUE = {r: i + 1 for i, r in enumerate(RANKS)}


class Card:
    """One physical card. Construct with ``Card(rank, suit, copy)`` or ``Card.parse``."""

    __slots__ = ("rank", "suit", "copy", "text")
    _interned: ClassVar[dict[tuple[str, str, int], "Card"]] = {}
    _by_text: ClassVar[dict[str, "Card"]] = {}

    rank: str
    suit: str
    copy: int
    text: str

    def __new__(cls, rank: str, suit: str = "", copy: int = 0) -> "Card":
        key = (rank, suit, copy)
        card = cls._interned.get(key)
        if card is not None:
            return card
        _validate(rank, suit, copy)
        card = object.__new__(cls)
        face = rank + suit if suit in SUITS and suit else suit + rank
        text = face if copy == 0 else f"{face}.{copy}"
        for name, value in (("rank", rank), ("suit", suit), ("copy", copy),
                            ("text", text)):
            object.__setattr__(card, name, value)
        cls._interned[key] = card
        cls._by_text[text] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type, tuple[str, str, int]]:
        return (Card, (self.rank, self.suit, self.copy))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> "Card":
        return self

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __str__(self) -> str:
        return self.text

    @property
    def face(self) -> str:
        """The text form without the copy suffix (``QS.1`` -> ``QS``)."""
        return self.text.split(".", 1)[0]

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def value(self) -> int:
        """Face value 1-13 for French cards (A=1 ... K=13), 0 for others."""
        return RANK_VALUE.get(self.rank, 0)

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse a card's text form; raises ``ValueError`` for anything else."""
        card = cls._by_text.get(text)
        if card is not None:
            return card
        face, _, copy_text = text.partition(".")
        if copy_text and not copy_text.isdigit():
            raise ValueError(f"not a card: {text!r}")
        copy = int(copy_text) if copy_text else 0
        if face == JOKER:
            return cls(JOKER, "", copy)
        if face in UNO_WILDS:
            return cls(face, "", copy)
        if len(face) == 2 and face[0] in RANKS and face[1] in SUITS:
            return cls(face[0], face[1], copy)
        if len(face) >= 2 and face[0] in UNO_COLOURS and face[1:] in UNO_VALUES:
            return cls(face[1:], face[0], copy)
        raise ValueError(f"not a card: {text!r}")


def _validate(rank: str, suit: str, copy: int) -> None:
    if copy < 0:
        raise ValueError("copy must be >= 0")
    if suit in SUITS and suit and rank in RANKS:
        return
    if suit == "" and (rank == JOKER or rank in UNO_WILDS):
        return
    if suit in UNO_COLOURS and suit and rank in UNO_VALUES:
        return
    raise ValueError(f"not a card: rank={rank!r} suit={suit!r}")


def parse_cards(text: str) -> list[Card]:
    """Parse space- or comma-separated cards (``"7H 9D KS"``)."""
    return [Card.parse(t) for t in text.replace(",", " ").split()]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.text for c in cards)


def sort_key(card: Card) -> tuple[int, int, int]:
    """A stable display order: by suit (C D H S, then others), rank, copy."""
    suit_order = SUITS.find(card.suit) if card.suit in SUITS and card.suit else 4
    if card.rank in RANKS:
        rank_order = RANKS.index(card.rank)
    elif card.rank in UNO_VALUES:
        rank_order = UNO_VALUES.index(card.rank)
    else:
        rank_order = 20
    return (suit_order, rank_order, card.copy)


# --- decks --------------------------------------------------------------

def french_deck(*, decks: int = 1, jokers: int = 0, ranks: str = RANKS) -> list[Card]:
    """``decks`` French packs (52 cards each, or fewer ``ranks``) plus ``jokers`` jokers.

    Copies of the same card are numbered across packs; jokers are numbered
    0, 1, 2, ... over all packs.
    """
    cards = [Card(r, s, d) for d in range(decks) for s in SUITS for r in ranks]
    cards += [Card(JOKER, "", j) for j in range(jokers)]
    return cards


def uno_deck() -> list[Card]:
    """The 108-card colour deck: per colour one 0, two each of 1-9, skip, rev,
    draw2; four ``wild`` and four ``wild4``."""
    cards: list[Card] = []
    for colour in UNO_COLOURS:
        cards.append(Card("0", colour))
        for value in UNO_VALUES[1:]:
            cards += [Card(value, colour, 0), Card(value, colour, 1)]
    for wild in UNO_WILDS:
        cards += [Card(wild, "", i) for i in range(4)]
    return cards
