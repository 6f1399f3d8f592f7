"""Computer players for 31 (spec "Computer-player notes"). They see only their View.

- ``normal``: takes the pile's top card when it raises the best suit total, else
  draws; discards the card that leaves the highest hand (on a tie it keeps the
  suit with more high cards unseen); knocks from 25 with three players (24 with
  two, 26 with four, 27 with five or more), a point lower for each round of
  turns after the second (at most three) and a point lower when an opponent
  has been taking from the pile in another suit than its own;
- ``easy``: the normal player who now and then throws away another card
  (``kortbord.ai.easy``);
- ``strong``: counts the unseen cards and the cards opponents took from the
  pile (``strong``): it estimates what a draw from the stock is worth, keeps
  the cards with the best chances, does not feed the suits the next player
  collects, and knocks when its hand will probably hold against the others'
  last turns (the knocker winning ties); after another's knock it plays for
  the highest final hand.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card, french_deck
from ...engine.moves import Move
from ...engine.view import View
from .values import TRIPLES, best_three, hand_points

LEVELS = ("random", "easy", "normal", "strong")
DECK = tuple(french_deck())
HIGH = frozenset("AKQJT")
#: Knock thresholds by the number of players still in (five or more: 27).
KNOCK_AT = {2: 24, 3: 25, 4: 26}


def knock_threshold(players: int, turns: int, other_suit_takes: bool) -> int:
    """The normal player's knocking value: by table size, lower late in the round."""
    base = KNOCK_AT.get(players, 27)
    late = min(3, max(0, turns // max(players, 1) - 2))
    return base - late - int(other_suit_takes)


def improves(hand: Sequence[Card], top: Card, triples: float | None) -> bool:
    """Does the pile's top card raise the hand's value (R2 a)?"""
    return best_three([*hand, top], triples)[0] > hand_points(hand, triples)


def discard_order(hand: Sequence[Card], taken: Card | None, triples: float | None,
                  unseen_high: dict[str, int] | None = None) -> list[Card]:
    """The cards that may go, best discard first: the one leaving the highest hand;
    ties throw the suit with fewer high cards unseen, then the lower card."""
    def key(card: Card) -> tuple[float, int, int]:
        rest = [c for c in hand if c is not card]
        spare = -(unseen_high or {}).get(card.suit, 0)
        return (hand_points(rest, triples), spare, -POINTS[card.rank])
    return sorted((c for c in hand if c is not taken), key=key, reverse=True)


POINTS = {r: (11 if r == "A" else 10 if r in HIGH else int(r)) for r in "A23456789TJQK"}


class NormalPlayer:
    """The heuristic player of the spec's "Decent player" notes."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        pub: Any = view.public
        seat = view.seat if view.seat is not None else 0
        hand = view.hand
        triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
        players = view.players - len(pub["out"])
        if pub["phase"] == "draw":
            knock = next((m for m in legal if m.verb == "knock"), None)
            if knock is not None and hand_points(hand, triples) >= self.threshold(view, hand, triples):
                return knock
            top = view.top("discard")
            take = next(m for m in legal if m.verb == "take")
            draw = next(m for m in legal if m.verb == "draw")
            return take if top is not None and improves(hand, top, triples) else draw
        taken = Card.parse(pub["taken"]) if pub["taken"] else None
        seen = set(hand) | set(view.cards("discard"))
        unseen_high = dict.fromkeys("CDHS", 0)
        for card in DECK:
            if card not in seen and card.rank in HIGH:
                unseen_high[card.suit] += 1
        card = discard_order(hand, taken, triples, unseen_high)[0]
        rest = [c for c in hand if c is not card]
        knocking = next((m for m in legal if m.cards == (card,) and m.arg == "knock"), None)
        if knocking is not None and hand_points(rest, triples) >= \
                knock_threshold(players, int(pub["turns"]) + 1, self.other_takes(view, seat, rest, triples)):
            return knocking
        return next(m for m in legal if m.cards == (card,) and not m.arg)

    def threshold(self, view: View, hand: Sequence[Card], triples: float | None) -> int:
        pub: Any = view.public
        seat = view.seat if view.seat is not None else 0
        players = view.players - len(pub["out"])
        return knock_threshold(players, int(pub["turns"]), self.other_takes(view, seat, hand, triples))

    @staticmethod
    def other_takes(view: View, seat: int, hand: Sequence[Card], triples: float | None) -> bool:
        """Has an opponent taken from the pile in another suit than our best one?"""
        suit = best_three(hand, triples)[1]
        takes: list[list[str]] = view.public["takes"]
        return any(text[-1] != suit for s, cards in enumerate(takes) if s != seat for text in cards)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(NormalPlayer(), seed, verbs=("discard",))
    if level == "normal":
        return NormalPlayer()
    if level == "strong":
        from .strong import StrongPlayer
        return StrongPlayer(seed)
    raise ValueError(f"thirtyone: no computer level {level!r}")
