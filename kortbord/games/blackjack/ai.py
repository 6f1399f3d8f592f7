"""Computer players for Black Jack (spec "Computer-player notes"). They see only their View.

- ``normal``: the spec's decent player. Stakes by the first card (an ace the
  most, a ten-value card about 70 %, a nine half, else the least or a little
  more, varied by a chip); hits to 16 and on a soft 17. As banker it doubles on
  an ace or a ten-value card (on a nine when the stakes are small), draws below
  17 and from 17 draws on only when the players whose open cards make a higher
  total likely hold more of the stakes than the others.
- ``strong``: counts the cards it has seen this round (one pack). It stakes the
  most on a first card that wins on average and the least otherwise, and as
  banker doubles when its expected result over the placed stakes is positive
  (both from ``EDGE``, below). It hits or stands by the chance of each total the
  next cards give against the banker's possible totals, and as banker from 17
  weighs drawing against standing over every stake still in.
- ``easy``: the normal player with a child's mistakes (``kortbord.ai.easy``):
  now and then it stands or hits the other way, and stakes without looking.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card, french_deck
from ...engine.kit.points import total
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View

LEVELS = ("random", "easy", "normal", "strong")
DECK = tuple(french_deck())
CLASSES = "A23456789T"
#: A player's mean result per chip staked, by the banker's first card (rows) and his own
#: (columns), both playing the normal way: measured by simulating 3,000 rounds per cell.
EDGE: dict[str, tuple[float, ...]] = {
    "A": (-0.17, -0.90, -0.88, -0.86, -0.91, -0.91, -0.95, -0.91, -0.78, -0.62),
    "2": (0.68, -0.17, -0.24, -0.30, -0.27, -0.33, -0.25, -0.19, -0.06, 0.16),
    "3": (0.59, -0.18, -0.23, -0.24, -0.27, -0.30, -0.26, -0.13, -0.07, 0.13),
    "4": (0.69, -0.18, -0.20, -0.23, -0.26, -0.31, -0.21, -0.12, -0.04, 0.17),
    "5": (0.71, -0.13, -0.19, -0.22, -0.28, -0.26, -0.17, -0.10, -0.04, 0.19),
    "6": (0.68, -0.14, -0.15, -0.19, -0.24, -0.21, -0.16, -0.04, 0.04, 0.22),
    "7": (0.75, -0.12, -0.13, -0.17, -0.18, -0.24, -0.26, -0.02, 0.05, 0.23),
    "8": (0.68, -0.19, -0.23, -0.24, -0.28, -0.30, -0.35, -0.24, -0.01, 0.21),
    "9": (0.59, -0.29, -0.29, -0.34, -0.37, -0.37, -0.37, -0.30, -0.23, 0.06),
    "T": (0.33, -0.45, -0.50, -0.48, -0.55, -0.53, -0.57, -0.47, -0.39, -0.20),
}
#: How often each class is a card's: 4 in 52 for A-9, 16 for the ten-value cards.
WEIGHT = {c: (4 if c == "T" else 1) / 13 for c in CLASSES}
#: A player's mean result per chip by his first card alone.
PLAYER_EDGE = {p: sum(WEIGHT[h] * EDGE[h][i] for h in CLASSES) for i, p in enumerate(CLASSES)}
#: The share of its choices in which the easy player slips (stands for hits, a random stake).
SLIP = 0.25


def rank_class(card: Card) -> str:
    return "T" if card.rank in "TJQK" else card.rank


class Table:
    """What a player reads off its view, once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.view = view
        self.seat: int = view.seat if view.seat is not None else 0
        self.banker: int = pub["banker"]
        self.phase: str = pub["phase"]
        self.mine = view.hand
        self.first = self.mine[0] if self.mine else None
        self.stakes: list[int] = list(pub["current"])
        self.hands: list[str] = list(pub["hands"])
        self.low, self.high = int(view.options["min_stake"]), max(
            int(view.options["min_stake"]), int(view.options["max_stake"]))

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen this round (stock and others' face-down cards)."""
        seen = {s.card for slots in self.view.zones.values() for s in slots if s.card is not None}
        return [c for c in DECK if c not in seen]

    def stood(self) -> list[int]:
        return [s for s, h in enumerate(self.hands) if h == "stood"]

    def hidden(self, seat: int) -> int:
        """How many of ``seat``'s cards this seat cannot see."""
        return sum(1 for s in self.view.zones[f"hand/{seat}"] if s.card is None)

    def up(self, seat: int) -> list[Card]:
        """``seat``'s cards this seat sees."""
        return self.view.cards(f"hand/{seat}")


def pick(legal: Sequence[Move], verb: str) -> Move | None:
    return next((m for m in legal if m.verb == verb), None)


def stake_move(legal: Sequence[Move], amount: int) -> Move:
    stakes = [m for m in legal if m.verb == "stake"]
    return min(stakes, key=lambda m: abs(int(m.arg) - amount))


class NormalPlayer:
    """The decent heuristics of the spec's computer-player notes."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xB1AC)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        table = Table(view)
        for verb in ("deal", "peek", "reveal"):
            move = pick(legal, verb)
            if move is not None:
                return move
        if table.phase == "stake":
            return stake_move(legal, self.stake(table))
        if table.phase == "double":
            return pick(legal, "double" if self.doubles(table) else "decline") or legal[0]
        hit = self.hits(table) if table.seat != table.banker else self.banker_hits(table)
        return pick(legal, "hit" if hit else "stand") or legal[0]

    def stake(self, table: Table) -> int:
        first = rank_class(table.first) if table.first else "2"
        low, high = table.low, table.high
        share = {"A": 1.0, "T": 0.7, "9": 0.5}.get(first, 0.0)
        amount = low + round(share * (high - low)) + self.rng.below(3) - 1
        return max(low, amount)

    def doubles(self, table: Table) -> bool:
        first = rank_class(table.first) if table.first else "2"
        if first in "AT":
            return True
        if first == "9":
            return sum(table.stakes) <= (len(table.stakes) - 1) * (table.low + table.high) / 2
        return False

    def hits(self, table: Table) -> bool:
        points = total(table.mine)
        return points.points <= 16 or points.points == 17 and points.soft

    def banker_hits(self, table: Table) -> bool:
        points = total(table.mine).points
        if points < 17:
            return True
        if points >= 20:
            return False
        higher = lower = 0
        for seat in table.stood():
            guess = min(21, total(table.up(seat)).points + 7)
            if guess > points:
                higher += table.stakes[seat]
            else:
                lower += table.stakes[seat]
        return higher > lower


class StrongPlayer(NormalPlayer):
    """Counts the round's cards; weighs each choice by its expected chips, computed exactly
    over the unseen cards (``banker_odds``, ``player_odds``)."""

    def stake(self, table: Table) -> int:
        first = rank_class(table.first) if table.first else "2"
        return table.high if PLAYER_EDGE[first] > 0 else table.low

    def doubles(self, table: Table) -> bool:
        """Double when the placed stakes win the bank chips on average (``EDGE``): a stake
        near the most is read as an ace or a ten-value card, others as a low card."""
        first = rank_class(table.first) if table.first else "2"
        row = EDGE[first]
        strong = (row[0] * WEIGHT["A"] + row[9] * WEIGHT["T"]) / (WEIGHT["A"] + WEIGHT["T"])
        weak = sum(row[i] * WEIGHT[c] for i, c in enumerate(CLASSES[1:9], 1)) / sum(
            WEIGHT[c] for c in CLASSES[1:9])
        threshold = table.low + 0.6 * (table.high - table.low)
        result = 0.0
        for seat, stake in enumerate(table.stakes):
            if seat != table.banker and stake:
                result -= stake * (strong if stake >= threshold and table.high > table.low else weak)
        return result > 0

    def hits(self, table: Table) -> bool:
        counts = class_counts(table.unseen())
        finals = banker_odds(table.up(table.banker), table.hidden(table.banker) > 0, counts)
        points = total(table.mine)
        stand = stand_value(points.points, finals)
        return hit_value(points.points, points.soft, counts, finals, 3) > stand

    def banker_hits(self, table: Table) -> bool:
        points = total(table.mine)
        if points.points < 17:
            return True
        counts = class_counts(table.unseen())
        rivals = [(table.stakes[s], player_odds(table.up(s), table.hidden(s) > 0, counts))
                  for s in table.stood()]
        stand = bank_stand(points.points, rivals)
        return bank_hit(points.points, points.soft, counts, rivals, 2) > stand


#: A chance per final total: index 0 for 16 or less (an empty stock, R9), 1-5 for 17-21,
#: 6 for over 21.
Odds = tuple[float, ...]
BUST = 6


def class_counts(cards: Sequence[Card]) -> tuple[int, ...]:
    """How many cards of each class (``CLASSES``: A, 2-9, ten-value) ``cards`` hold."""
    counts = Counter(rank_class(c) for c in cards)
    return tuple(counts.get(c, 0) for c in CLASSES)


def add_card(points: int, soft: bool, card: str) -> tuple[int, bool]:
    """A total after one more card of class ``card`` (an ace as 11 when it fits)."""
    if card == "A":
        points, soft = points + 11, True if points + 11 <= 21 else soft
        if points > 21:
            points -= 10
    else:
        points += 10 if card == "T" else int(card)
    if points > 21 and soft:
        points, soft = points - 10, False
    return points, soft


def slot(points: int) -> int:
    return BUST if points > 21 else max(0, points - 16)


def banker_odds(up: Sequence[Card], hidden: bool, counts: tuple[int, ...]) -> Odds:
    """The exact chances of the banker's final total, who shows ``up``, holds a ``hidden``
    first card among the unseen cards ``counts`` (not one that made Black Jack: R4 settled
    that) and draws from them below 17 (A4: he stands from 17 in this count)."""
    points = total(up)
    return _banker(points.points, points.soft, counts, hidden and len(up) == 1)


@lru_cache(maxsize=100_000)
def _banker(points: int, soft: bool, counts: tuple[int, ...], no_blackjack: bool) -> Odds:
    size = sum(counts)
    if points >= 17 and not no_blackjack or not size:
        out = [0.0] * 7
        out[slot(points)] = 1.0
        return tuple(out)
    acc = [0.0] * 7
    weight = 0
    for i, n in enumerate(counts):
        if not n:
            continue
        after, still_soft = add_card(points, soft, CLASSES[i])
        if no_blackjack and after == 21:
            continue                                    # two cards worth 21 ended the round
        rest = counts[:i] + (n - 1,) + counts[i + 1:]
        weight += n
        for k, p in enumerate(_banker(after, still_soft, rest, False)):
            acc[k] += n * p
    if not weight:
        return _banker(points, soft, (), False)
    return tuple(a / weight for a in acc)


def stand_value(points: int, finals: Odds) -> float:
    """A player's mean result standing on ``points``: ties and lower lose (A5)."""
    if points > 21:
        return -1.0
    wins = finals[BUST] + sum(finals[k] for k in range(BUST) if k < slot(points))
    return 2 * wins - 1


@lru_cache(maxsize=4096)
def hit_value(points: int, soft: bool, counts: tuple[int, ...], finals: Odds, depth: int) -> float:
    """A player's mean result taking a card now and then playing on as well as he can."""
    size = sum(counts)
    if not size:
        return stand_value(points, finals)
    value = 0.0
    for i, n in enumerate(counts):
        if not n:
            continue
        after, still_soft = add_card(points, soft, CLASSES[i])
        if after > 21:
            value -= n
            continue
        best = stand_value(after, finals)
        if depth > 1 and after < 21:
            rest = counts[:i] + (n - 1,) + counts[i + 1:]
            best = max(best, hit_value(after, still_soft, rest, finals, depth - 1))
        value += n * best
    return value / size


def player_odds(cards: Sequence[Card], hidden: bool, counts: tuple[int, ...]) -> dict[int, float]:
    """The exact chances of the total of a player who stood showing ``cards`` with a
    ``hidden`` first card among ``counts`` (so not over 21, and no Black Jack)."""
    points = total(cards)
    if not hidden or not sum(counts):
        return {points.points: 1.0}
    chances: dict[int, float] = {}
    for i, n in enumerate(counts):
        after, _soft = add_card(points.points, points.soft, CLASSES[i])
        if n and after <= 21 and not (len(cards) == 1 and after == 21):
            chances[after] = chances.get(after, 0.0) + n
    weight = sum(chances.values())
    return {p: w / weight for p, w in chances.items()} if weight else {points.points: 1.0}


def bank_stand(points: int, rivals: Sequence[tuple[int, dict[int, float]]]) -> float:
    """The banker's mean chips standing on ``points`` (he takes ties)."""
    value = 0.0
    for stake, chances in rivals:
        beaten = sum(p for t, p in chances.items() if t > points)
        value += stake * (1 - 2 * beaten)
    return value


def bank_hit(points: int, soft: bool, counts: tuple[int, ...],
             rivals: Sequence[tuple[int, dict[int, float]]], depth: int) -> float:
    """The banker's mean chips drawing once more and then choosing as well as he can."""
    size = sum(counts)
    everybody = sum(stake for stake, _ in rivals)
    if not size:
        return bank_stand(points, rivals)
    value = 0.0
    for i, n in enumerate(counts):
        if not n:
            continue
        after, still_soft = add_card(points, soft, CLASSES[i])
        if after > 21:
            value -= n * everybody
            continue
        best = bank_stand(after, rivals)
        if depth > 1 and after < 21:
            rest = counts[:i] + (n - 1,) + counts[i + 1:]
            best = max(best, bank_hit(after, still_soft, rest, rivals, depth - 1))
        value += n * best
    return value / size


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"blackjack: no computer level {level!r}")
    if level == "easy":
        return EasyPlayer(NormalPlayer(seed), seed, slip=SLIP, verbs=None)
    if level == "normal":
        return NormalPlayer(seed)
    return StrongPlayer(seed)

