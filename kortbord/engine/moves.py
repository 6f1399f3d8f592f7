"""Moves: small frozen values with a text form and a parser.

``Move(seat, verb, cards, arg)`` reads ``"2 play QS"``, ``"0 call olsen"``,
``"1 choose D"``, ``"1 capture TD with 4H+6C"``: the seat, a verb, the cards
the move takes from the mover's hand or a zone, and a free argument (a suit, a
bid, a target description) that the game interprets.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .cards import Card


class MoveSyntaxError(ValueError):
    """The text is not a move at all (invalid, as opposed to illegal)."""


@dataclass(frozen=True, slots=True)
class Move:
    seat: int
    verb: str
    cards: tuple[Card, ...] = ()
    arg: str = ""

    def __str__(self) -> str:
        parts = [str(self.seat), self.verb]
        parts += [c.text for c in self.cards]
        if self.arg:
            parts.append(self.arg)
        return " ".join(parts)

    @property
    def card(self) -> Card:
        """The single card of a one-card move."""
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Parse ``"<seat> <verb> [cards...] [arg...]"``.

        Tokens after the verb that read as cards are the cards; the first
        token that is not a card starts the argument (the rest of the line).
        """
        tokens = text.split()
        if len(tokens) < 2 or not tokens[0].isdigit() or not tokens[1].isidentifier():
            raise MoveSyntaxError(f"not a move: {text!r}")
        cards: list[Card] = []
        rest = tokens[2:]
        while rest:
            try:
                cards.append(Card.parse(rest[0]))
            except ValueError:
                break
            rest = rest[1:]
        return cls(int(tokens[0]), tokens[1], tuple(cards), " ".join(rest))


_SHARED: dict[tuple[int, str, tuple[Card, ...], str], Move] = {}


def shared_move(seat: int, verb: str, cards: tuple[Card, ...] = (), arg: str = "") -> Move:
    """``Move(seat, verb, cards, arg)``, one shared object each: a game that offers the
    same moves again and again finds them instead of making them."""
    key = (seat, verb, cards, arg)
    move = _SHARED.get(key)
    if move is None:
        move = _SHARED[key] = Move(seat, verb, cards, arg)
    return move


class _CardMoves(dict[Card, Move]):
    """One seat's one-card moves of one verb, by card, made on first use."""

    def __init__(self, seat: int, verb: str) -> None:
        super().__init__()
        self.seat, self.verb = seat, verb

    def __missing__(self, card: Card) -> Move:
        move = self[card] = shared_move(self.seat, self.verb, (card,))
        return move


_BY_CARD: dict[tuple[int, str], _CardMoves] = {}


def card_moves(seat: int, verb: str) -> Mapping[Card, Move]:
    """``shared_move(seat, verb, (card,))`` by card: a game that offers one move per card
    of a hand looks each up by the card alone."""
    moves = _BY_CARD.get((seat, verb))
    if moves is None:
        moves = _BY_CARD[seat, verb] = _CardMoves(seat, verb)
    return moves
