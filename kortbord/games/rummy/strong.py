"""The strong computer player of Rummy / 500: the normal player racing to close.

A hand is won by closing first, so the strong player keeps the cards that bring
it nearer to closing rather than the cheap ones: it values each hand card by
what it does for the rest of the hand (in a meld, the live outs of its starts,
a card that will lay off once it has a meld, its loose chances), all counted
against the cards it has seen (table, discard pile, its hand), and discards the
least useful; penalty points only break ties until an opponent is nearly out.
It remembers which discards the opponents took (cards that vanished from the
pile and did not go to the table) and does not feed those collections, the
next player's melds or the hands a few sampled deals give him. Short hands weigh
each discard by the chance that the next stock card lets the rest go down. It
takes a cheap discard that starts a meld with two or more live outs, keeps its
jokers (no lay-off of a joker until the hand is short), lays a joker at the end
of two suited neighbours, and on turn takes a fitting discard to lay it off
rather than call "Rummy!" on it (a call would only put it on the table).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from .reading import Table, in_melds
from .rules import DECK

#: Keep-value weights (points of "usefulness" per feature).
IN_MELD = 200.0
PER_OUT = 10.0
LAYABLE = 25.0
PER_CHANCE = 1.0
PENALTY = 0.3
PENALTY_LATE = 2.0
#: Opponent cards at or below which he is nearly out (penalties count).
LATE = 2
#: Feeding: a card fitting a meld of a melded next player, a card joining a taken one,
#: and per share of sampled next hands (``SAMPLES``) it gives a meld.
FEED = 40.0
WANTED = 15.0
DANGER = 40.0
SAMPLES = 24
#: Hands at most this long keep their jokers out of lay-offs no longer.
JOKER_KEEP = 3
PLACES = "A23456789TJQK"
#: Hands (before the discard) at most this long weigh each discard by the chance to close next turn.
CLOSE_SIZE = 5
CLOSE = 300.0


def live_faces(seen: set[Card]) -> dict[str, int]:
    """How many copies of each natural face this seat has not seen."""
    faces: dict[str, int] = {}
    for c in DECK:
        if c not in seen and not c.is_joker:
            faces[c.face] = faces.get(c.face, 0) + 1
    return faces


def start_outs(a: Card, b: Card, live: dict[str, int]) -> int:
    """The live cards that make a three-card meld of the start ``a`` ``b`` (0: no start)."""
    if a.rank == b.rank:
        return sum(live.get(a.rank + s, 0) for s in "CDHS" if s not in (a.suit, b.suit))
    if a.suit != b.suit or not 0 < abs(a.value - b.value) <= 2:
        return 0
    lo, hi = sorted((a.value, b.value))
    wanted = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
    return sum(live.get(PLACES[v - 1] + a.suit, 0) for v in wanted if 1 <= v <= 13)


def chances(a: Card, live: dict[str, int]) -> int:
    """The live cards that would make a start with ``a``."""
    same = sum(live.get(a.rank + s, 0) for s in "CDHS" if s != a.suit)
    near = sum(live.get(PLACES[v - 1] + a.suit, 0) for v in range(a.value - 2, a.value + 3)
               if 1 <= v <= 13 and v != a.value)
    return same + near


def joins(a: Card, b: Card) -> bool:
    """Do ``a`` and ``b`` make a start (a pair, suited cards one or two apart)?"""
    return a.rank == b.rank or (a.suit == b.suit and 0 < abs(a.value - b.value) <= 2)


class Memory:
    """What the opponents took from the discard pile this hand."""

    def __init__(self) -> None:
        self.hand_no = -1
        self.turnovers = -1
        self.pile: list[Card] = []
        self.wanted: set[Card] = set()

    def watch(self, view: View, table: set[Card]) -> None:
        pub: Any = view.public
        if pub["hand"] != self.hand_no:
            self.hand_no, self.wanted = pub["hand"], set()
            self.pile = []
        pile = view.cards("discard")
        if pub["turnovers"] == self.turnovers:
            gone = set(self.pile) - set(pile) - table - set(view.hand)
            self.wanted |= {c for c in gone if not c.is_joker}
        self.turnovers = pub["turnovers"]
        self.pile = pile

    def after(self, pile: list[Card], move: Move) -> None:
        """The pile as this seat's ``move`` leaves it (a discard, a take, a call)."""
        if move.verb == "discard":
            self.pile = pile + [move.card]
        elif move.verb in ("take", "rummy"):
            self.pile = pile[:-1]


def keep_values(hand: Sequence[Card], live: dict[str, int], layable: set[Card],
                rules: kit.MeldRules) -> dict[Card, float]:
    """How useful each hand card is for closing (higher: keep)."""
    melded = in_melds(hand, rules)
    out: dict[Card, float] = {}
    naturals = [c for c in hand if not c.is_joker]
    for a in hand:
        if a.is_joker:
            out[a] = 10 * IN_MELD
            continue
        value = IN_MELD if a in melded else 0.0
        outs = sum(start_outs(a, b, live) for b in naturals if b is not a)
        value += PER_OUT * outs + (LAYABLE if a in layable else 0.0)
        value += PER_CHANCE * chances(a, live)
        out[a] = value
    return out


def close_chances(t: Table, cards: Sequence[Card], live: dict[str, int], may_lay: bool
                  ) -> dict[Card, float]:
    """Per possible discard, the chance that the next stock card lets the rest go down
    but one card, the closing discard (jokers left out of the count)."""
    total = sum(live.values())
    out: dict[Card, float] = {}
    if not total:
        return out
    for card in cards:
        rest = [c for c in t.hand if c is not card]
        hits = 0
        for face, n in live.items():
            held = rest + [Card.parse(face)]
            if any(kit.goes_down([c for c in held if c is not last], t.melds, t.rules, lay_off=may_lay)
                   for last in held):
                hits += n
        out[card] = hits / total
    return out


def discard(t: Table, discards: Sequence[Move], memory: Memory, rng: Rng) -> Move:
    """The discard that keeps the hand nearest to closing and feeds nobody."""
    return ranked(t, discards, memory, rng)[0]


def ranked(t: Table, discards: Sequence[Move], memory: Memory, rng: Rng) -> list[Move]:
    """The discards, best first (least useful, feeding nobody)."""
    live = live_faces(t.seen())
    may_lay = t.may_lay_off()
    layable = {c for c in t.hand if not may_lay and t.fits_table(c)}
    keep = keep_values(t.hand, live, layable, t.rules)
    weight = PENALTY_LATE if t.fewest() <= LATE else PENALTY
    cards = [m.card for m in discards]
    danger = sampled_danger(t, cards, rng)
    close = close_chances(t, cards, live, may_lay) if len(t.hand) <= CLOSE_SIZE else {}
    next_melded = t.melded[t.next]
    keys: list[tuple[float, int, int]] = []
    for i, m in enumerate(discards):
        card = m.card
        score = keep[card] - CLOSE * close.get(card, 0.0) - weight * t.values[card.rank]
        score += DANGER * danger.get(card, 0.0)
        if next_melded and t.fits_table(card):
            score += FEED
        if not card.is_joker and any(joins(card, w) for w in memory.wanted):
            score += WANTED
        keys.append((score, rng.below(1000), i))
    return [discards[i] for _, _, i in sorted(keys)]


def sampled_danger(t: Table, cards: Sequence[Card], rng: Rng) -> dict[Card, float]:
    """How often each card would give the next player a meld (his hand dealt ``SAMPLES``
    times from the unseen cards)."""
    seen = t.seen()
    jokers = t.jokers()
    unseen = [c for c in DECK if c not in seen and (not c.is_joker or c in jokers)]
    size = t.counts[t.next]
    out = dict.fromkeys(cards, 0.0)
    if size <= 0 or len(unseen) < size:
        return out
    for _ in range(SAMPLES):
        pool = unseen[:]
        rng.shuffle(pool)
        hand = pool[:size]
        for card in cards:
            if card in in_melds(hand + [card], t.rules):
                out[card] += 1.0 / SAMPLES
    return out


def takes_start(t: Table, top: Card) -> bool:
    """Take a cheap discard (penalty 5 or less) that starts a meld with two or more live outs."""
    if top.is_joker or t.values[top.rank] > 5:
        return False
    live = live_faces(t.seen())
    return sum(start_outs(top, b, live) for b in t.hand if not b.is_joker) >= 2


def lays_it_off(t: Table) -> bool:
    """On turn and allowed to lay off: take the fitting discard rather than call on it."""
    return t.seat == t.to_move and t.may_lay_off()


def joker_meld(t: Table, legal: Sequence[Move]) -> Move | None:
    """A joker at the end of two suited neighbours, laid through the group (the kit
    offers only jokers in gaps straight from the hand); the next step of it, or None."""
    held = t.hand + t.group
    jokers = [c for c in held if c.is_joker]
    if not jokers or any(m.verb == "meld" and m.cards for m in legal):
        return None
    naturals = sorted((c for c in held if not c.is_joker), key=lambda c: (c.suit, c.value))
    plan = next(([a, b, jokers[0]] for a, b in zip(naturals, naturals[1:])
                 if a.suit == b.suit and b.value == a.value + 1), None)
    if plan is None or len(held) - 3 < 1:
        return None
    group = set(t.group)
    for m in legal:
        if m.verb == "unpick" and m.card not in plan:
            return m
    for m in legal:
        if m.verb == "pick" and m.card in plan and m.card not in group:
            return m
    melds = [m for m in legal if m.verb == "meld" and not m.cards]
    return melds[-1] if melds and group == set(plan) else None

def held_jokers(t: Table, layoffs: Sequence[Move]) -> list[Move]:
    """The lay-offs to make now: a joker stays in the hand (it will still lay off later
    and may make a meld of a pair) until the hand is short or an opponent nearly out."""
    if t.fewest() <= LATE or len(t.hand) <= JOKER_KEEP:
        return list(layoffs)
    return [m for m in layoffs if m.verb != "layoff" or not m.card.is_joker]

