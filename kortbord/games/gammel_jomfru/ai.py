"""Computer players for Gammel Jomfru (spec "Computer-player notes"). They see only their View.

The only decisions are where a turned card goes (and, with the options, whether to
play at all or to play the own top first); turning is forced.

- ``easy``: the normal player, but most placements with a choice (``SLIP``) go to another
  legal place at random (``kortbord.ai.easy``) - onto its own pile when another player's
  fits too;
- ``normal``: a foundation first (the card leaves the game), then the other player
  with the fewest cards left (ties: the next in turn), then its own pile; always plays
  when it can;
- ``strong``: counts the cards nobody has seen (the stocks) and weighs each place: a
  card given to another player counts a little in its favour (``gift``, more for the
  leader with ``lead``), one kept on its own pile one against; plus the run of its own
  next cards it may expect from the tops it leaves (each fits with the share of unseen
  cards that would fit), less the run the next player could make on them if its turn
  ended there. While it leads, and once ``SETTLED`` cards lie on the foundations, it
  takes a foundation first, as the normal player does: cards only passed from pile to
  pile could otherwise go round for ever (R10 counts a gift as progress). Measured, it is
  barely stronger than the normal player (see tests/bench/bench_gammel_jomfru_ai.py).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...engine.cards import Card
from ...engine.moves import Move
from ...engine.view import View
from .rules import DECK, NEIGHBOURS, ORDERS

#: Pause factor: the table's usual pause (0.9 s, +-35 %) made about 0.8 s a card, so a human
#: can follow where each card goes (spec "Turns and timing": 0.6-1.0 s).
PAUSE = 0.89
#: The share of choices the easy player gets wrong.
SLIP = 0.8
#: Cards on the foundations from which the strong player builds there first.
SETTLED = 40
#: The most a run of fitting cards is reckoned at (the chance of a fit is capped).
MAX_FIT = 0.9


def counts(view: View) -> list[int]:
    return [int(c) for c in view.public["counts"]]


def next_seat(view: View, seat: int) -> int:
    place = view.public["place"]
    n = view.players
    other = (seat + 1) % n
    while place[other] and other != seat:
        other = (other + 1) % n
    return other


def pile_order(view: View, seat: int) -> dict[str, int]:
    """Another player's pile ranked: fewest cards first, ties the next in turn (0 best)."""
    n = view.players
    left = counts(view)
    ranked = sorted((s for s in range(n) if s != seat),
                    key=lambda s: (left[s], (s - seat) % n))
    return {f"pile/{s}": i for i, s in enumerate(ranked)}


def decent_key(view: View, seat: int, move: Move) -> tuple[int, int]:
    """Smaller is better: foundation, others' piles by the leader, own pile, then not playing."""
    if move.verb != "play":
        return (3, 0)
    if move.arg.startswith("found/"):
        return (0, 0)
    if move.arg == f"pile/{seat}":
        return (2, 0)
    return (1, pile_order(view, seat)[move.arg])


class Paced:
    """A card about every 0.8 s (``PAUSE``)."""

    def pause_factor(self, view: View) -> float:
        return PAUSE


class DecentPlayer(Paced):
    """The spec's decent player."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        assert view.seat is not None
        seat = view.seat
        plays = [m for m in legal if m.verb == "play"]
        if not plays:
            return legal[0]
        return min(plays, key=lambda m: decent_key(view, seat, m))


class StrongPlayer(Paced):
    """Weighs each place by the tops it leaves (see the module docstring)."""

    def __init__(self, weight_next: float = 1.0, gift: float = 0.3, lead: float = 0.0) -> None:
        self.weight_next = weight_next
        self.gift = gift
        self.lead = lead

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        assert view.seat is not None
        plays = [m for m in legal if m.verb == "play"]
        if len(plays) <= 1:
            return plays[0] if plays else legal[0]
        seat = view.seat
        unseen = self.unseen(view)
        tops = {s: view.top(f"pile/{s}") for s in range(view.players)}
        founds = {z[6:]: view.count(z) for z in view.zones if z.startswith("found/")}
        left = counts(view)
        most = max(left[s] for s in range(view.players) if s != seat)
        nxt = next_seat(view, seat)
        options: Any = view.options
        own = bool(options["build_on_own_pile"])
        order = ORDERS[str(options["foundation_order"])]

        # Banking on a foundation while ahead (or late) keeps the game going somewhere.
        settled = sum(founds.values()) >= SETTLED or left[seat] <= min(
            left[s] for s in range(view.players) if s != seat and not view.public["place"][s])

        def value(move: Move) -> float:
            card, dst = move.card, move.arg
            if settled and dst.startswith("found/"):
                return float("inf")
            after_tops = dict(tops)
            after_founds = dict(founds)
            score = 0.0
            if dst.startswith("found/"):
                after_founds[card.suit] += 1
            else:
                owner = int(dst[5:])
                after_tops[owner] = card
                if owner == seat:
                    score -= 1.0        # the card stays with us
                else:
                    score += self.gift + self.lead * (most - left[owner])
            if view.zones[f"pile/{seat}"] and move.cards[0] is view.top(f"pile/{seat}"):
                after_tops[seat] = view.zones[f"pile/{seat}"][-2].card if view.count(f"pile/{seat}") > 1 else None
            mine = fit_chance(unseen, after_tops, after_founds, order, seat, own)
            theirs = fit_chance(unseen, after_tops, after_founds, order, nxt, own)
            return score + run(mine) - self.weight_next * (1 - mine) * run(theirs)

        return max(plays, key=value)

    @staticmethod
    def unseen(view: View) -> Counter[Card]:
        seen = {s.card for slots in view.zones.values() for s in slots if s.card is not None}
        return Counter(c for c in DECK if c not in seen)


def fit_chance(unseen: Counter[Card], tops: dict[int, Card | None], founds: dict[str, int], order: str,
               seat: int, own: bool) -> float:
    """The chance that an unseen card turned by ``seat`` has somewhere to go."""
    if not unseen:
        return 0.0
    ranks: set[str] = set()
    for owner, top in tops.items():
        if top is not None and (owner != seat or own):
            ranks |= NEIGHBOURS.get(top.rank, frozenset())
    fit = 0
    for card, n in unseen.items():
        if card.rank == "A" or card.rank in ranks:
            fit += n
        else:
            built = founds.get(card.suit, 0)
            if 0 < built < 13 and order[built] == card.rank:
                fit += n
    return fit / sum(unseen.values())


def run(chance: float) -> float:
    """Expected cards placed in a row when each fits with ``chance``."""
    p = min(chance, MAX_FIT)
    return p / (1 - p)


def make_player(level: str, seed: int = 0) -> Player:
    """``easy``, ``normal`` or ``strong``."""
    if level == "easy":
        return EasyPlayer(DecentPlayer(), seed, slip=SLIP, verbs=("play",))
    if level == "normal":
        return DecentPlayer()
    if level == "strong":
        return StrongPlayer()
    raise ValueError(f"gammel_jomfru: no computer level {level!r}")
