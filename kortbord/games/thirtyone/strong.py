"""The strong computer player of 31 (spec "Strong player"): it counts cards. Sees only its View.

- The *pool* is every card it has not seen: the deck less its hand, the discard
  pile and the cards opponents took from the pile and still hold.
- A hand's *prospect* is its value after one more draw from the pool, if that
  draw helps (the mean over the pool): two hearts with an ace beat a stray king.
- Draw or take: the pile's top card when keeping it gives a better prospect than
  the mean of a stock draw; on its last turn (someone has knocked) what counts
  is the chance to beat the knocker (who wins ties): his hand is sampled like an
  opponent's below, as a knocker holds it (``KNOCKER_FLOOR`` or more).
- Discard: the card whose loss leaves the best prospect, less a penalty for a
  card in a suit the next player has been taking from the pile (not feeding).
- Knock: when its hand holds (the knocker wins ties) against every opponent's
  likely last turn with probability ``KNOCK_CHANCE``: each opponent's hand is
  sampled from the pool (with the cards known to be there) as the best three of
  as many cards as it has seen (three and one a turn), plays its last turn
  by the plain rule (take the top card if it helps, else draw) and is compared.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Any, Sequence

from ...engine.cards import Card, french_deck
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from .values import TRIPLES, best_points, best_three, hand_points

DECK = tuple(french_deck())
#: Knock when the hand holds against everybody's last turn at least this often.
KNOCK_CHANCE = 0.6
#: Opponent hands sampled for a knock decision.
SAMPLES = 120
#: At most this many cards an opponent is taken to have picked its hand from, beyond three.
LOOKED = 4
#: Prospect points a discard costs per card point when it feeds the next player's suit.
FEED = 0.08
#: A knocker's hand is taken to be worth at least this much.
KNOCKER_FLOOR = 20.0


class Reading:
    """What the strong player reads off its view, once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.seat = view.seat if view.seat is not None else 0
        self.players = view.players
        self.out: list[int] = list(pub["out"])
        self.hand = view.hand
        self.pile = view.cards("discard")
        self.top = self.pile[-1] if self.pile else None
        self.triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
        self.knocker: int | None = pub["knocker"]
        self.taken = Card.parse(pub["taken"]) if pub["taken"] else None
        #: Cards each opponent has seen so far beyond its three, about (one a turn).
        self.looked = min(LOOKED, int(pub["turns"]) // max(1, view.players - len(self.out)))
        gone = set(self.hand) | set(self.pile)
        self.known: dict[int, list[Card]] = {}
        takers: dict[Card, list[int]] = {}
        for other, texts in enumerate(pub["takes"]):
            for card in (Card.parse(x) for x in texts):
                if other != self.seat and card not in gone:
                    takers.setdefault(card, []).append(other)
        for card, who in takers.items():
            if len(who) == 1 and len(self.known.setdefault(who[0], [])) < 3:
                self.known[who[0]].append(card)
        held = {c for cards in self.known.values() for c in cards}
        self.pool = [c for c in DECK if c not in gone and c not in held]
        #: The knocker's sampled values on a last turn (``read_knocker``).
        self.bar: list[float] = [KNOCKER_FLOOR]
        #: Suits each opponent has taken from the pile this round.
        self.collects = {s: {Card.parse(x).suit for x in texts} for s, texts in enumerate(pub["takes"])}

    def opponents(self) -> list[int]:
        return [s for s in range(self.players) if s != self.seat and s not in self.out]

    def next_seat(self) -> int:
        seat = (self.seat + 1) % self.players
        while seat in self.out:
            seat = (seat + 1) % self.players
        return seat

    # --- estimates ------------------------------------------------------------

    def value(self, cards: Sequence[Card]) -> float:
        return hand_points(cards, self.triples)

    def best(self, cards: Sequence[Card]) -> float:
        """The best three of four."""
        return best_points(cards, self.triples)

    def prospect(self, three: Sequence[Card]) -> float:
        """The value after one more draw from the pool, kept only if it helps (mean)."""
        now = self.value(three)
        pool = self.pool
        if not pool:
            return now
        return sum(max(now, self.best([*three, c])) for c in pool) / len(pool)

    def read_knocker(self, rng: Rng) -> None:
        """Sample what the knocker (another seat) holds: the values ``win`` compares with."""
        knocker = self.knocker
        values: list[float] = []
        if knocker is not None and knocker != self.seat:
            for _ in range(SAMPLES):
                pool = self.pool[:]
                cards = list(self.known.get(knocker, []))
                while len(cards) < 3 + self.looked and pool:
                    cards.append(pool.pop(rng.below(len(pool))))
                value = best_points(cards, self.triples)
                if value >= KNOCKER_FLOOR:
                    values.append(value)
        self.bar = sorted(values) or [KNOCKER_FLOOR]

    def win(self, value: float) -> float:
        """On the last turn: the chance that ``value`` beats the knocker (not a tie)."""
        return bisect_left(self.bar, value) / len(self.bar)

    def keep(self, four: Sequence[Card], locked: Card | None, last: bool) -> tuple[float, Card]:
        """The best discard of four cards: (score of the three kept, the card to throw)."""
        feeder = self.collects.get(self.next_seat(), set())
        best: tuple[float, Card] | None = None
        for card in four:
            if card is locked:
                continue
            rest = [c for c in four if c is not card]
            score = self.win(self.value(rest)) if last else self.prospect(rest)
            if card.suit in feeder and self.knocker is None:
                score -= FEED * self.value([card])
            if best is None or score > best[0]:
                best = (score, card)
        assert best is not None
        return best

    def draw_worth(self, last: bool) -> float:
        """The mean score of a stock draw (kept well)."""
        pool = self.pool
        if not pool:
            return self.value(self.hand)
        if last:
            return sum(self.win(self.best([*self.hand, c])) for c in pool) / len(pool)
        step = max(1, len(pool) // 16)                  # a spread of the pool is enough
        sample = pool[::step]
        return sum(self.keep([*self.hand, c], None, False)[0] for c in sample) / len(sample)

    def holds(self, mine: Sequence[Card], rng: Rng, top: Card | None, later: bool = False) -> float:
        """Chance that the hand ``mine`` ties or beats every opponent after its last turn
        (``top``: the pile's top card then). ``later``: knocking a turn later instead, so
        first one more stock draw of ours (kept if it helps) and one more turn of theirs."""
        rivals = self.opponents()
        looked = self.looked + later
        wins = 0
        for _ in range(SAMPLES):
            pool = self.pool[:]
            value = self.value(mine)
            if later and pool:
                value = max(value, self.best([*mine, pool.pop(rng.below(len(pool)))]))
            ok = True
            for rival in rivals:
                cards = list(self.known.get(rival, []))
                while len(cards) < 3 + looked and pool:
                    cards.append(pool.pop(rng.below(len(pool))))
                cards = list(best_three(cards, self.triples)[2])   # it kept its best three
                now = self.value(cards)
                if top is not None and not later and self.best([*cards, top]) > now:
                    final = self.best([*cards, top])
                elif pool:
                    final = self.best([*cards, pool.pop(rng.below(len(pool)))])
                else:
                    final = now
                if final > value:
                    ok = False
                    break
            wins += ok
        return wins / SAMPLES

    def knocks(self, mine: Sequence[Card], rng: Rng, top: Card | None) -> bool:
        """Knock now if the hand holds often enough and better than it would a turn later."""
        now = self.holds(mine, rng, top)
        return now >= KNOCK_CHANCE and now >= self.holds(mine, rng, top, later=True)


class StrongPlayer:
    """The counting player described in the module docstring."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x31_31_31)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        r = Reading(view)
        last = r.knocker is not None
        if last:
            r.read_knocker(self.rng)
        if view.public["phase"] == "draw":
            knock = next((m for m in legal if m.verb == "knock"), None)
            if knock is not None and r.knocks(r.hand, self.rng, r.top):
                return knock
            take = next(m for m in legal if m.verb == "take")
            draw = next(m for m in legal if m.verb == "draw")
            if r.top is None:
                return draw
            with_top = [*r.hand, r.top]
            taken = r.win(r.best(with_top)) if last else r.keep(with_top, r.top, False)[0]
            return take if taken >= r.draw_worth(last) else draw
        _score, card = r.keep(r.hand, r.taken, last)
        knocking = next((m for m in legal if m.cards == (card,) and m.arg == "knock"), None)
        if knocking is not None and r.knocks([c for c in r.hand if c is not card], self.rng, card):
            return knocking
        return next(m for m in legal if m.cards == (card,) and not m.arg)
