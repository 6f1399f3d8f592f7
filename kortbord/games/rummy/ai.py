"""Computer players for Rummy / 500 (spec "Computer-player notes"). They see only their View.

- ``normal``: the decent player of the notes. It draws the discard when the card
  makes a meld with its hand or can be laid off, else the stock; lays every meld
  the kit finds straight from the hand (largest first), lays off everything that
  fits, and discards the loose card with the highest penalty (not part of a meld
  or of a two-card start: a pair, two suited cards one or two apart), preferring
  cards that fit no meld on the table; it always calls "Rummy!".
- ``easy``: the normal player that misses two "Rummy!" calls in five and discards
  a random loose card half of the time (``kortbord.ai.easy``).
- ``strong``: the normal player racing to close, with card counting and memory
  (``strong.py``): it discards by usefulness for closing, not by penalty, weighs
  the chance to close on the next draw, remembers what opponents took, keeps its
  jokers, and takes a discard to lay it off rather than call "Rummy!" on it. Its
  discard and its draw are checked by determinized Monte Carlo (``search.py``).

On the table they take human-like pauses (``pause_factor``, with the table's
usual 0.9 s): a call after 1-3 s, quicker the stronger; a computer next player
waits about 2 s before drawing while a discard may still be called.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import MeldRules
from ...engine.moves import Move
from ...engine.view import View
from ...engine.rng import Rng
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from . import strong
from .reading import MEMO_LIMIT, Table, in_melds
from .search import SearchPlayer

__all__ = ["LEVELS", "RummyPlayer", "EasyRummy", "Table", "make_player", "useful"]

LEVELS = ("random", "easy", "normal", "strong")
#: Pause factors (x the table's pause) before a "Rummy!" call, by level.
CALL_PAUSE = {"easy": 3.0, "normal": 2.0, "strong": 1.3}
NEXT_WAIT = 2.2
MISS_CALL = 0.4


#: ``useful`` answers by hand (rollouts ask the same hands again and again).
_USEFUL: dict[tuple[tuple[Card, ...], MeldRules], frozenset[Card]] = {}


def useful(hand: Sequence[Card], rules: MeldRules) -> frozenset[Card]:
    """Cards in melds or two-card starts of one (a pair, suited cards one or two apart), jokers."""
    key = (tuple(hand), rules)
    found = _USEFUL.get(key)
    if found is not None:
        return found
    keep = set(in_melds(hand, rules))
    naturals = [c for c in hand if not c.is_joker]
    for i, a in enumerate(naturals):
        for b in naturals[i + 1:]:
            if a.rank == b.rank or (a.suit == b.suit and 0 < abs(a.value - b.value) <= 2):
                keep |= {a, b}
    keep |= {c for c in hand if c.is_joker}
    if len(_USEFUL) > MEMO_LIMIT:
        _USEFUL.clear()
    found = _USEFUL[key] = frozenset(keep)
    return found


class RummyPlayer:
    """The heuristic player (``normal``); ``strong`` adds the choices of ``strong.py``."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.strong = level == "strong"
        self.rng = Rng(seed ^ 0x5E11_0500)
        self.memory = strong.Memory()
        #: The strong level's last discards, best first (the search plays the first few).
        self.ranking: list[Move] = []

    # --- the table's hooks ---------------------------------------------------

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        if view.seat == view.to_move:
            return True
        return any(m.verb == "rummy" for m in legal)

    def pause_factor(self, view: View) -> float:
        pub: Any = view.public
        if pub["window"] is None:
            return 1.0
        if view.seat == view.to_move:
            return NEXT_WAIT
        return CALL_PAUSE.get(self.level, 2.0)

    # --- choosing ------------------------------------------------------------

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        t = Table(view)
        if not self.strong:
            return self._choose(t, legal)
        self.memory.watch(view, {c for m in t.melds for c in m.cards})
        move = self._choose(t, legal)
        self.memory.after(t.discard, move)
        return move

    def decide(self, t: Table, legal: Sequence[Move]) -> Move:
        """The choice on a read table (the normal level's; rollouts call it on full states)."""
        return self._choose(t, legal)

    def _choose(self, t: Table, legal: Sequence[Move]) -> Move:
        claims = [m for m in legal if m.verb == "rummy"]
        if claims and not (self.strong and strong.lays_it_off(t)):
            return claims[0]
        verbs = {m.verb for m in legal}
        if "draw" in verbs or "take" in verbs:
            return self._draw(t, legal)
        if self.strong:
            planned = strong.joker_meld(t, legal)
            if planned is not None:
                return planned
        melds = [m for m in legal if m.verb == "meld" and m.cards]
        if melds:
            return max(melds, key=lambda m: (len(m.cards), sum(t.values[c.rank] for c in m.cards)))
        layoffs = [m for m in legal if m.verb in ("layoff", "swap")]
        if self.strong:
            layoffs = strong.held_jokers(t, layoffs)
        if layoffs:
            return max(layoffs, key=lambda m: (m.verb == "layoff", t.values[m.card.rank]))
        unpicks = [m for m in legal if m.verb == "unpick"]
        discards = [m for m in legal if m.verb == "discard"]
        if not discards:
            return unpicks[0] if unpicks else legal[0]
        if self.strong:
            self.ranking = strong.ranked(t, discards, self.memory, self.rng)
            return self.ranking[0]
        return self._discard(t, discards)

    def _draw(self, t: Table, legal: Sequence[Move]) -> Move:
        take = next((m for m in legal if m.verb == "take"), None)
        draw = next((m for m in legal if m.verb == "draw"), None)
        top = t.discard[-1] if t.discard else None
        if take is not None and top is not None and (
                draw is None or self._wants(t, top) or self.strong and strong.takes_start(t, top)):
            return take
        return draw if draw is not None else legal[0]

    def _wants(self, t: Table, card: Card) -> bool:
        """Does ``card`` make a meld with the hand, or lay off (once allowed)?"""
        if card.is_joker:
            return True
        if card in in_melds(t.hand + [card], t.rules):
            return True
        return t.may_lay_off() and t.fits_table(card)

    def _discard(self, t: Table, discards: Sequence[Move]) -> Move:
        """The loose card with the highest penalty, preferring cards that fit no meld."""
        keep = useful(t.hand, t.rules)
        scored = []
        for m in discards:
            card = m.card
            score = t.values[card.rank] + (30 if card not in keep else 0) - (25 if t.fits_table(card) else 0)
            if card.is_joker:
                score -= 60
            scored.append((score, -self.rng.below(1000), m))
        return max(scored, key=lambda x: (x[0], x[1]))[2]


def make_player(level: str, seed: int = 0, clock: Callable[[], float] = time.perf_counter) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``);
    ``clock`` times the strong level's search (the benchmark gives it CPU time)."""
    if level == "strong":
        return SearchPlayer(RummyPlayer("strong", seed), lambda s: RummyPlayer("normal", seed + s), seed,
                            clock=clock)
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"rummy: no computer level {level!r}")
    if level == "easy":
        return EasyRummy(seed)
    return RummyPlayer(level, seed)


class EasyRummy(EasyPlayer):
    """The easy player: misses calls, discards carelessly half of the time."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(RummyPlayer("easy", seed), seed, verbs=("discard",))

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        if view.seat == view.to_move:
            return True
        return self.rng.random() >= MISS_CALL

