"""Computer players for Olsen (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player who forgets "Olsen" about one time in four and
  now and then plays another matching card than the one it should
  (``kortbord.ai.easy``);
- ``normal``: the heuristic player: a matching card of the suit it holds most of
  (high values first with points), a 2 first when the next player is low, 8s
  as a last resort naming its longest suit (with ``may_draw_when_able`` it
  draws rather than spend its only playable 8 early);
- ``strong``: counts the cards seen (the unknown pool is the deck less its
  hand and the visible pile), steers the suit towards its long suits and away
  from what the next player can follow, keeps 8s for the last card or an
  escape, plays 2s on a player about to go out, and names suits opponents
  could not follow (they drew on them: ``public["voids"]``).

All levels say "Olsen" with the card that leaves them one card (a call before
the play), except the easy level's deliberate forgetting. A player that means
to stay silent says so through ``wants_to_act``; when it is asked anyway and
the call is its only move, it calls (the Player protocol cannot abstain).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.cards import SUITS, Card, french_deck
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from ...ai.random_player import RandomPlayer
from ...ai.easy import EasyPlayer
from ...ai.player import Player

DECK = tuple(french_deck())
LEVELS = ("random", "easy", "normal", "strong")
FORGET_ONE_IN = 4


class Table:
    """What a player reads off its view, computed once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.seat: int = view.seat if view.seat is not None else 0
        self.players = view.players
        self.hand: list[Card] = view.hand
        self.pile: list[Card] = view.cards("discard")
        self.counts: list[int] = list(pub["counts"])
        self.places: list[int] = list(pub["places"])
        self.voids: list[str] = list(pub["voids"])
        self.points = pub["scoring"] == "points"
        self.window = pub["window"]
        self.phase: str = pub["phase"]
        self.next = self.after(self.seat)
        self._pool: list[Card] | None = None
        self._unseen: dict[str, int] | None = None

    @property
    def pool(self) -> list[Card]:
        """Cards this seat has not seen: in other hands or in the stock."""
        if self._pool is None:
            seen = set(self.hand) | set(self.pile)
            self._pool = [c for c in DECK if c not in seen]
        return self._pool

    @property
    def unseen(self) -> dict[str, int]:
        """Unseen cards per suit."""
        if self._unseen is None:
            self._unseen = dict.fromkeys(SUITS, 0)
            for card in self.pool:
                self._unseen[card.suit] += 1
        return self._unseen

    def after(self, seat: int) -> int:
        seat = (seat + 1) % self.players
        while seat in self.places:
            seat = (seat + 1) % self.players
        return seat

    def holding(self, cards: Sequence[Card], suit: str) -> int:
        return sum(1 for c in cards if c.suit == suit and c.rank != "8")


class OlsenPlayer:
    """The heuristic (``normal``), forgetful (``easy``) and ``strong`` players."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = Rng(seed)
        self.silent = False

    # --- the protocol ---------------------------------------------------

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        """False while it deliberately forgets an out-of-turn Olsen call."""
        return not (self.silent and view.seat != view.to_move and all(m.verb == "call" for m in legal))

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        call = next((m for m in legal if m.verb == "call"), None)
        others = [m for m in legal if m.verb != "call"]
        if not others:
            assert call is not None
            self.silent = False
            return call
        t = Table(view)
        best = self.best(t, others)
        if call is not None and (t.window == t.seat or self.leaves_one(t, best)):
            if self.silent or (self.level == "easy" and self.rng.below(FORGET_ONE_IN) == 0):
                self.silent = True
                return best
            return call
        self.silent = False
        return best

    @staticmethod
    def leaves_one(t: Table, move: Move) -> bool:
        return move.verb == "play" and len(t.hand) - len(move.cards) == 1

    # --- choosing ---------------------------------------------------------

    def best(self, t: Table, legal: list[Move]) -> Move:
        if t.phase == "choose":
            suit = self.name_suit(t, t.hand)
            return next(m for m in legal if m.arg == suit)
        plays = [m for m in legal if m.verb == "play"]
        rest = [m for m in legal if m.verb != "play"]
        if t.phase == "drawn":
            keep = next((m for m in rest if m.verb == "keep"), None)
            if keep is not None and plays and self.keeps(t, plays[0].cards[0]):
                return keep
            return plays[0] if plays else rest[0]
        if not plays:
            return rest[0]                                  # draw or pass
        draw = next((m for m in rest if m.verb == "draw"), None)
        if draw is not None and all(m.cards[0].rank == "8" for m in plays) and len(t.hand) >= 4:
            return draw                                     # A2: keep the 8 for later
        return max(plays, key=lambda m: self.score(t, m))

    def keeps(self, t: Table, card: Card) -> bool:
        return card.rank == "8" and len(t.hand) > 3

    def score(self, t: Table, move: Move) -> tuple[float, str]:
        if self.level == "strong":
            return (self.strong_score(t, move), move.cards[-1].text)
        return (self.decent_score(t, move), move.cards[-1].text)

    def decent_score(self, t: Table, move: Move) -> float:
        top = move.cards[-1]
        rest = [c for c in t.hand if c not in move.cards]
        if not rest:
            return 1000.0
        score = 10.0 * len(move.cards)
        if top.rank == "8":
            score -= 100                                    # the last resort
        else:
            score += 3 * t.holding(rest, top.suit)
            if top.rank == "2" and t.counts[t.next] <= 2:
                score += 30                                 # stop a player who is nearly out
        if t.points:
            score += sum(c.value for c in move.cards) / 4
        return score

    def name_suit(self, t: Table, cards: Sequence[Card]) -> str:
        """Its longest suit, 8s aside (high values first); the strong player breaks
        ties towards suits few of which are unseen and opponents could not follow."""
        def worth(suit: str) -> float:
            own = t.holding(cards, suit) + sum(c.value for c in cards if c.suit == suit) / 1000
            if self.level != "strong":
                return own
            void = sum(suit in t.voids[s] for s in range(t.players) if s != t.seat)
            return own + 0.3 * (1 - t.unseen[suit] / 13) + 0.1 * void
        return max(SUITS, key=worth)

    # --- the strong player's counting -------------------------------------

    @staticmethod
    def follow_chance(t: Table, suit: str, rank: str) -> float:
        """Chance that the next player holds a card for ``suit``/``rank`` (or an 8),
        from the unseen cards and the suits it drew on."""
        pool = t.pool
        if not pool:
            return 0.0
        void = suit in t.voids[t.next]
        ok = sum(1 for c in pool if c.rank == "8" or c.rank == rank or (c.suit == suit and not void))
        return 1.0 - (1.0 - ok / len(pool)) ** t.counts[t.next]

    @staticmethod
    def follow_own(t: Table, rest: Sequence[Card]) -> float:
        """Chance to hold a card for the suit in play at its next turn: 1 with an 8,
        else the unseen share of the suits it keeps (what others hold, they play)."""
        if any(c.rank == "8" for c in rest):
            return 1.0
        weight = {s: t.unseen[s] + 1 for s in SUITS}
        return sum(weight[s] for s in {c.suit for c in rest}) / sum(weight.values())

    def strong_score(self, t: Table, move: Move) -> float:
        top = move.cards[-1]
        rest = [c for c in t.hand if c not in move.cards]
        if not rest:
            return 1000.0
        danger = t.counts[t.next]
        urgency = 3.0 if danger <= 1 else 1.5 if danger <= 2 else 1.0 if danger <= 4 else 0.6
        score = 10.0 * len(move.cards)
        suit = top.suit
        if top.rank == "8":
            suit = self.name_suit(t, rest)
            score -= 100                                    # kept for the last card or an escape
        elif top.rank == "2" and danger <= 2:
            score += 30                                     # stop a player who is nearly out
        score += 3 * t.holding(rest, suit) + 30 * self.follow_own(t, rest)
        if top.rank != "2":
            score -= 8 * urgency * self.follow_chance(t, suit, top.rank)
        if t.points:
            score += sum(c.value for c in move.cards) / 3
        return score


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"olsen: no computer level {level!r}")
    if level == "easy":
        return EasyPlayer(OlsenPlayer(level, seed), seed)
    return OlsenPlayer(level, seed)
