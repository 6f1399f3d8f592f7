"""Computer players for Snyd (spec "Computer-player notes"). They see only their View.

- ``easy``: honest when it can, but it counts nothing: it calls on a hunch
  (more often when the claimed card is in its hand), bluffs with any claim
  rather than take cards, misses an out-of-turn window one time in three
  (``wants_to_act``) and now and then puts down another card than it should
  (``kortbord.ai.easy``);
- ``normal``: honest whenever it can, keeping the cards that connect; without an
  honest card it bluffs when its hand is small, else takes one card; calls a
  certain lie (the claimed card in its hand, face up on the pile, or known to
  be back in another hand) and otherwise more readily the fewer cards the
  claimer has;
- ``strong``: counts the unseen cards and estimates the chance that the
  claimer held a matching card (he would have played it honestly), calls when
  the expected swing pays; bluffs with claims of cards it has not seen, never
  with cards it knows elsewhere; keeps a card that fits its own future for its
  last play (with two cards it bluffs first when it must bluff at all).

Computer players draw their chances from their own seeded generator. On the
table they take human-like pauses (``pause_factor``): 1-2.5 s before a move on
an open card (quicker the stronger), 2-3 s as the next player while others may
still call.
"""
from __future__ import annotations

from math import comb
from typing import Any, Sequence

from ...engine.cards import Card
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from .rules import BY_PRETTY, DECK, MATCHING

LEVELS = ("random", "easy", "normal", "strong")
MISS_ONE_IN = 3
#: Thinking pause before a move on an open card, in units of the table's pause (0.9 s).
CALL_PAUSE = {"easy": 2.5, "normal": 1.8, "strong": 1.2}


class Table:
    """What a player reads off its view, once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.seat: int = view.seat if view.seat is not None else 0
        self.players = view.players
        self.hand: list[Card] = view.hand
        self.faceup: list[Card] = view.cards("pile")
        self.pile_size = view.count("pile")
        self.stock = view.count("stock")
        self.counts: list[int] = list(pub["counts"])
        self.places: list[int] = list(pub["places"])
        self.phase: str = pub["phase"]
        self.open: int | None = pub["open"]
        ref = pub["reference"]
        self.reference: Card | None = BY_PRETTY[ref] if ref else None
        claim = pub["claim"]
        self.claim: Card | None = BY_PRETTY[claim] if claim else None
        self.back_in: list[set[Card]] = [{BY_PRETTY[c] for c in b} for b in pub["back_in"]]
        self.taken: int = pub["taken"]
        self.next = self.after(self.seat)

    def after(self, seat: int) -> int:
        seat = (seat + 1) % self.players
        while seat in self.places:
            seat = (seat + 1) % self.players
        return seat

    def claims_for(self, ref: Card | None) -> tuple[Card, ...]:
        return DECK if ref is None else MATCHING[ref]

    def unseen(self) -> list[Card]:
        """Cards this seat has never seen: in other hands, the stock or face down on the pile."""
        seen = set(self.hand) | set(self.faceup)
        return [c for c in DECK if c not in seen]


class SnydPlayer:
    """The ``normal`` and ``strong`` players (``easy`` wraps ``normal``)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = Rng(seed)
        self.plan: Card | None = None       # the claim it means to make for the card put down
        self.before: set[Card] = set()      # its hand before it put a card down
        self.careless = level == "easy"

    # --- the protocol ---------------------------------------------------

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        """In an out-of-turn window: call only when it means to (easy sometimes misses it)."""
        if self.careless and self.rng.below(MISS_ONE_IN) == 0:
            return False
        return self.should_call(Table(view))

    def pause_factor(self, view: View) -> float:
        """Human-like delays (with the table's usual 0.9 s pause): a call comes after 1-2.5 s,
        quicker the stronger the player; a next player waits 2-3 s before it begins while
        others may still call (``who_may_call=anyone``), so a human has time to."""
        pub: Any = view.public
        if pub["open"] is None or pub["phase"] != "play":
            return 1.0
        if view.seat == view.to_move and len(pub["callers"]) > 1:
            return 2.8
        return CALL_PAUSE[self.level]

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        t = Table(view)
        call = next((m for m in legal if m.verb == "call"), None)
        others = [m for m in legal if m.verb != "call"]
        if call is not None and (not others or self.should_call(t)):
            return call
        if t.phase == "claim":
            return self.claim(t, others, view)
        if t.phase == "take":
            return self.after_take(t, others)
        return self.play(t, others)

    # --- calling ------------------------------------------------------------

    def should_call(self, t: Table) -> bool:
        claim, owner = t.claim, t.open
        if claim is None or owner is None:
            return False
        if self.careless:                                   # easy: no counting, a hunch
            return self.rng.random() < (0.5 if claim in t.hand else 0.25)
        if claim in t.hand or claim in t.faceup:
            return True                                     # certainly a lie
        if any(claim in t.back_in[s] for s in range(t.players) if s != owner):
            return True                                     # known to be in another hand (mostly)
        left = t.counts[owner]
        if self.level == "strong":
            truth = self.truth_chance(t, owner, claim)
            urgency = 3.0 if left == 0 else 1.6 if left <= 2 else 1.0
            return (1 - truth) * urgency * 4 > truth * 3 + 0.5
        chance = 0.9 if left == 0 else 0.45 if left <= 2 else 0.2 if left <= 4 else 0.08
        return self.rng.random() < chance

    @staticmethod
    def truth_chance(t: Table, owner: int, claim: Card) -> float:
        """The chance the claimer held a card for the reference before his play (then he
        would have told the truth): from the unseen cards and his hand size."""
        pool = [c for c in t.unseen() if c not in t.back_in[t.seat]]
        size = len(pool)
        held = t.counts[owner] + 1
        fitting = sum(1 for c in pool if c.suit == claim.suit or c.rank == claim.rank)
        fitting = max(1, min(fitting, size))
        if size <= 0 or held >= size:
            return 1.0
        none = comb(size - fitting, held) / comb(size, held) if size - fitting >= held else 0.0
        honest = 1 - none
        # An honest player claims his real card: only one of the fitting cards is this one.
        return max(0.02, min(0.98, honest * 0.9))

    # --- playing ------------------------------------------------------------

    def honest(self, t: Table) -> list[Card]:
        legal = set(t.claims_for(t.reference))
        return [c for c in t.hand if c in legal]

    @staticmethod
    def links(card: Card, cards: Sequence[Card]) -> int:
        return sum(1 for c in cards if c is not card and (c.suit == card.suit or c.rank == card.rank))

    def play(self, t: Table, legal: list[Move]) -> Move:
        plays = {m.cards[0]: m for m in legal if m.verb == "play"}
        take = next((m for m in legal if m.verb == "take"), None)
        honest = [c for c in self.honest(t) if c in plays]
        self.before = set(t.hand)
        if honest:
            card = max(honest, key=lambda c: (self.links(c, t.hand), c.text))
            if self.level == "strong" and len(t.hand) == 2 and len(honest) == 1 and take is not None:
                return take                                 # keep an honest card for the last play
            self.plan = card
            return plays[card]
        small = len(t.hand) <= (4 if self.level == "strong" else 3)
        if take is not None and not small and not self.careless:
            return take
        card = min(plays, key=lambda c: (self.links(c, t.hand), c.text))
        self.plan = self.bluff_claim(t, card)
        return plays[card]

    def bluff_claim(self, t: Table, card: Card | None) -> Card:
        """A claim hard to disprove: not in its hand, not seen, not known elsewhere."""
        legal = t.claims_for(t.reference)
        known = set(t.hand) | set(t.faceup) | set().union(*t.back_in)
        safe = [c for c in legal if c not in known] or list(legal)
        if self.careless:
            return self.rng.choice(legal)
        if self.level != "strong":
            return self.rng.choice(safe)
        rest = [c for c in t.hand if c is not card]
        # Claims that lead to cards it holds: its next claim can then be honest.
        return max(safe, key=lambda c: (self.links(c, rest), self.rng.random()))

    def claim(self, t: Table, legal: list[Move], view: View) -> Move:
        claims = {m.arg: m for m in legal if m.verb == "claim"}
        put = list(self.before - set(t.hand))
        card = put[0] if len(put) == 1 else None
        plan = self.plan
        if card is not None and card is not plan and card.text in claims:
            plan = card                                     # it put down another card: tell its truth
        if plan is None or plan.text not in claims:
            plan = self.bluff_claim(t, card) if card is not None else None
        if plan is not None and plan.text in claims:
            return claims[plan.text]
        return next(iter(claims.values())) if claims else legal[0]

    def after_take(self, t: Table, legal: list[Move]) -> Move:
        plays = {m.cards[0]: m for m in legal if m.verb == "play"}
        honest = [c for c in self.honest(t) if c in plays]
        if honest:
            card = max(honest, key=lambda c: (self.links(c, t.hand), c.text))
            self.plan, self.before = card, set(t.hand)
            return plays[card]
        take = next((m for m in legal if m.verb == "take"), None)
        if take is not None and len(t.hand) <= 2 and self.level == "strong":
            return take
        return next(m for m in legal if m.verb == "done")


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"snyd: no computer level {level!r}")
    if level == "easy":
        return EasyPlayer(SnydPlayer(level, seed), seed)
    return SnydPlayer(level, seed)
