"""Computer players for Gris (spec "Computer-player notes"). They see only their View.

- ``normal`` (the spec's decent player): gives back a card of the rank it holds
  fewest of, keeping the rank it holds most of (ties: the rank it has itself
  passed away least, and the rank its left neighbour has given it most: he throws
  that rank away, so more of it comes); never breaks a pair while it has a single
  card, never gives a card of a four it holds;
- ``strong``: as normal, weighing more what its left neighbour gave it, and
  remembering what it gave its right neighbour (it does not feed him a rank twice);
  it keeps its sixes, for the pig comes through its hand every round, so three
  sixes of its own are four when the pig arrives;
- ``easy``: gives back by its counts alone (no memory of what came), and a careless
  card half the time.

Lay-downs out of turn are timed (``reaction_delay``): in the race after a delay
drawn for the level, easy 1.2-3.0 s, normal 0.7-2.0 s, strong 0.4-1.2 s (the
spec's easy/normal/hard ranges), one range slower or faster with the option
``cpu_speed`` easy or hard; a four of a kind found while passing after a
"noticing" delay of 0.5-2.5 s. The table runs these on its clock; headless, a
player simply lays down when asked.
"""
from __future__ import annotations

from typing import Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from .rules import PIG, RANK_ORDER, first_four, quads

LEVELS = ("random", "easy", "normal", "strong")
#: Race reaction ranges (seconds), slowest first: the spec's easy, normal, hard.
REACTIONS = ((1.2, 3.0), (0.7, 2.0), (0.4, 1.2))
#: Which range a level uses at ``cpu_speed=normal``; the option shifts it by one.
LEVEL_SPEED = {"random": 1, "easy": 0, "normal": 1, "strong": 2}
SPEED_SHIFT = {"easy": -1, "normal": 0, "hard": 1}
NOTICING = (0.5, 2.5)


def reaction_range(level: str, cpu_speed: str) -> tuple[float, float]:
    """The race reaction range of ``level`` under the option ``cpu_speed``."""
    index = LEVEL_SPEED.get(level, 1) + SPEED_SHIFT.get(cpu_speed, 0)
    return REACTIONS[max(0, min(len(REACTIONS) - 1, index))]


class GrisPlayer:
    """The normal and strong players (see the module docstring)."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.rng = Rng(seed ^ 0x6815)
        self._round = -1
        self._hand: set[Card] = set()
        self.gave: dict[str, int] = {}        # ranks given to the right neighbour this round
        self.received: dict[str, int] = {}    # ranks the left neighbour gave this round

    # --- memory -----------------------------------------------------------

    def _observe(self, view: View) -> None:
        """Note what arrived since the last decision (a new round forgets all)."""
        round_no = int(view.public.get("round", 0))
        hand = set(view.hand)
        if round_no != self._round:
            self._round, self._hand, self.gave, self.received = round_no, hand, {}, {}
            return
        for card in hand - self._hand:
            if card is not PIG:
                self.received[card.rank] = self.received.get(card.rank, 0) + 1
        self._hand = hand

    def _keep_value(self, rank: str, hand: Sequence[Card]) -> float:
        """How much the player wants to keep cards of ``rank`` (the lowest goes). While it
        gives, the pig is in its hand and counts as a six."""
        value = sum(10.0 for c in hand if c.rank == rank) + RANK_ORDER.index(rank) / 100.0
        gave, received = self.gave.get(rank, 0), self.received.get(rank, 0)
        if self.level == "easy":
            return value - gave
        if self.level != "strong":
            return value - gave + 3.0 * received      # his left neighbour throws these away
        value += 2.0 * gave + 5.0 * received          # do not feed him twice; more will come
        return value + 6.0 if rank == "6" else value   # the pig makes the fourth six each round

    def give(self, view: View, legal: Sequence[Move]) -> Move:
        hand = view.hand
        fours = set(quads(hand))
        options = [m for m in legal if m.cards[0].rank not in fours] or list(legal)
        move = min(options, key=lambda m: self._keep_value(m.cards[0].rank, hand))
        rank = move.cards[0].rank
        self.gave[rank] = self.gave.get(rank, 0) + 1
        return move

    # --- the protocol -------------------------------------------------------

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        self._observe(view)
        verbs = {m.verb for m in legal}
        if "down" in verbs:
            wanted = first_four(view.hand)
            return next((m for m in legal if m.cards == wanted), legal[0])
        if "give" in verbs:
            return self.give(view, legal)
        fours = [m for m in legal if m.verb == "four" and len({c.rank for c in m.cards}) == 1]
        if fours and (PIG in fours[0].cards or "pass" not in verbs or view.seat != view.to_move):
            return fours[0]                    # the pig holder with four sixes cannot pass them
        passing = next((m for m in legal if m.verb == "pass"), None)
        if passing is not None:
            return passing
        return fours[0] if fours else next((m for m in legal if m.verb != "stop"), legal[0])

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        """Out of turn it lays down a real four of a kind, never stops the game, never bluffs."""
        return any(m.verb == "down" or m.verb == "four" and len({c.rank for c in m.cards}) == 1
                   for m in legal)

    def reaction_delay(self, view: View, legal: Sequence[Move]) -> float | None:
        """Seconds before its out-of-turn lay-down (None: no timed move now)."""
        if not self.wants_to_act(view, legal) or view.seat == view.to_move:
            return None
        if view.public.get("race"):
            low, high = reaction_range(self.level, str(view.options.get("cpu_speed", "normal")))
        else:
            low, high = NOTICING
        return low + (high - low) * self.rng.random()


class EasyGris(EasyPlayer):
    """The normal player with careless give-backs; reacts at the easy level's speed."""

    def __init__(self, seed: int = 0) -> None:
        self.inner = GrisPlayer("easy", seed)
        super().__init__(self.inner, seed, verbs=("give",))

    def reaction_delay(self, view: View, legal: Sequence[Move]) -> float | None:
        return self.inner.reaction_delay(view, legal)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        move = super().choose(view, legal)
        if move.verb == "give" and move.cards and move.cards[0].rank in quads(view.hand):
            return self.inner.give(view, legal)
        return move


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"gris: no computer level {level!r}")
    if level == "easy":
        return EasyGris(seed)
    return GrisPlayer(level, seed)
