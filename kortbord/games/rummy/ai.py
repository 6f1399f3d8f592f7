"""Computer players for Rummy / 500 (spec "Computer-player notes"). They see only their View.

- ``normal``: the decent player of the notes. It draws the discard when the card
  makes a meld with its hand or can be laid off, else the stock; lays every meld
  the kit finds straight from the hand (largest first), lays off everything that
  fits, and discards the loose card with the highest penalty (not part of a meld
  or of a two-card start: a pair, two suited cards one or two apart), preferring
  cards that fit no meld on the table; it always calls "Rummy!".
- ``easy``: the normal player that misses two "Rummy!" calls in five and discards
  a random loose card half of the time (``kortbord.ai.easy``).
- ``strong``: the normal player plus card counting and a determinized look at the
  next player: it counts the cards it has seen (table, discards, its hand), deals
  the unseen ones out to the next player many times (``SAMPLES``) and weighs each
  possible discard by how often it would give him a meld, and keeps the starts
  with live outs; when an opponent is down to few cards it dumps high cards (aces,
  jokers) first; it keeps jokers for runs (a joker at the end of two suited
  neighbours) and takes a cheap discard that starts a meld with two or more live
  outs. Against normal it is about even (0.506 of 500 hands): not yet the 55 %
  the issue asks.

On the table they take human-like pauses (``pause_factor``, with the table's
usual 0.9 s): a call after 1-3 s, quicker the stronger; a computer next player
waits about 2 s before drawing while a discard may still be called.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.cards import JOKER, Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import FIVE_HUNDRED, ROMMY, Meld, MeldRules
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from .rules import DECK

LEVELS = ("random", "easy", "normal", "strong")
#: Pause factors (x the table's pause) before a "Rummy!" call, by level.
CALL_PAUSE = {"easy": 3.0, "normal": 2.0, "strong": 1.3}
NEXT_WAIT = 2.2
MISS_CALL = 0.4
SAMPLES = 24
#: Strong: points a discard loses per share of sampled next hands it helps, and per live out.
DANGER_WEIGHT = 40.0
OUTS_WEIGHT = 6.0
#: Strong: also take a cheap discard that starts a meld with two or more live outs.
TAKE_STARTS = True


class Table:
    """What a player reads off its view, computed once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.view = view
        self.seat = view.seat if view.seat is not None else 0
        self.players = view.players
        self.hand = view.hand
        self.group = view.cards(f"group/{self.seat}")
        self.discard = view.cards("discard")
        options = view.options
        self.rules = MeldRules(ace_high=bool(options.get("ace_high", False)))
        self.values = ROMMY if options.get("table") == "rommy" else FIVE_HUNDRED
        self.counts: list[int] = list(pub["counts"])
        self.melded: list[bool] = list(pub["melded"])
        self.melds: list[Meld] = []
        for zone, slots in view.zones.items():
            if zone.startswith("meld/") and slots:
                found = kit.read([s.card for s in slots if s.card is not None], self.rules)
                if isinstance(found, Meld):
                    self.melds.append(found)
        self.next = (self.seat + 1) % self.players

    def fits_table(self, card: Card) -> bool:
        return any(kit.fits(m, card, self.rules) for m in self.melds)

    def seen(self) -> set[Card]:
        """Cards this seat has seen where they are now: its hand, the table, the pile."""
        out = set(self.hand) | set(self.group) | set(self.discard)
        for m in self.melds:
            out |= set(m.cards)
        return out


def useful(hand: Sequence[Card], rules: MeldRules) -> set[Card]:
    """Cards in melds or two-card starts of one (a pair, suited cards one or two apart), jokers."""
    keep = {c for m in kit.hand_melds(hand, rules) for c in m.cards}
    naturals = [c for c in hand if not c.is_joker]
    for i, a in enumerate(naturals):
        for b in naturals[i + 1:]:
            if a.rank == b.rank or (a.suit == b.suit and 0 < abs(a.value - b.value) <= 2):
                keep |= {a, b}
    keep |= {c for c in hand if c.is_joker}
    return keep


class RummyPlayer:
    """The heuristic player (``normal``), with the strong level's look-ahead on discards."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.rng = Rng(seed ^ 0x5E11_0500)

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
        claims = [m for m in legal if m.verb == "rummy"]
        if claims:
            return claims[0]
        verbs = {m.verb for m in legal}
        if "draw" in verbs or "take" in verbs:
            return self._draw(t, legal)
        if self.level == "strong":
            planned = self._joker_meld(t, legal)
            if planned is not None:
                return planned
        melds = [m for m in legal if m.verb == "meld" and m.cards]
        if melds:
            return max(melds, key=lambda m: (len(m.cards), sum(t.values[c.rank] for c in m.cards)))
        layoffs = [m for m in legal if m.verb in ("layoff", "swap")]
        if layoffs:
            return max(layoffs, key=lambda m: (m.verb == "layoff", t.values[m.card.rank]))
        unpicks = [m for m in legal if m.verb == "unpick"]
        discards = [m for m in legal if m.verb == "discard"]
        if not discards:
            return unpicks[0] if unpicks else legal[0]
        return self._discard(t, discards)

    def _joker_meld(self, t: Table, legal: Sequence[Move]) -> Move | None:
        """Strong: a joker at the end of two suited neighbours, laid through the tray
        (the kit offers only jokers in gaps straight from the hand)."""
        jokers = [c for c in t.hand + t.group if c.is_joker]
        if not jokers or any(m.verb == "meld" and m.cards for m in legal):
            return None
        naturals = sorted((c for c in t.hand + t.group if not c.is_joker), key=lambda c: (c.suit, c.value))
        plan: list[Card] | None = None
        for a, b in zip(naturals, naturals[1:]):
            if a.suit == b.suit and b.value == a.value + 1:
                plan = [a, b, jokers[0]]
                break
        if plan is None or len(t.hand) + len(t.group) - 3 < 1:
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

    def _draw(self, t: Table, legal: Sequence[Move]) -> Move:
        take = next((m for m in legal if m.verb == "take"), None)
        draw = next((m for m in legal if m.verb == "draw"), None)
        top = t.discard[-1] if t.discard else None
        if take is not None and top is not None and (draw is None or self._wants(t, top)):
            return take
        if TAKE_STARTS and self.level == "strong" and take is not None and top is not None \
                and not top.is_joker and t.values[top.rank] <= 5 and self._start_outs(t, top) >= 2:
            return take
        return draw if draw is not None else legal[0]

    def _start_outs(self, t: Table, card: Card) -> int:
        """Strong: the live cards that would complete a meld with ``card`` and one hand card."""
        seen = t.seen()
        faces: dict[str, int] = {}
        for c in DECK:
            if c not in seen and not c.is_joker:
                faces[c.face] = faces.get(c.face, 0) + 1
        total = 0
        for b in t.hand:
            if b.is_joker:
                continue
            if b.rank == card.rank:
                total += sum(faces.get(f"{card.rank}{s}", 0) for s in "CDHS" if s not in (b.suit, card.suit))
            elif b.suit == card.suit and 0 < abs(b.value - card.value) <= 2:
                lo, hi = sorted((b.value, card.value))
                wanted = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
                total += sum(faces.get(f"{'A23456789TJQK'[v - 1]}{card.suit}", 0) for v in wanted if 1 <= v <= 13)
        return total

    def _wants(self, t: Table, card: Card) -> bool:
        """Does ``card`` make a meld with the hand, or lay off (once allowed)?"""
        if card.is_joker:
            return True
        with_it = kit.hand_melds(t.hand + [card], t.rules)
        if any(card in m.cards for m in with_it):
            return True
        may_lay_off = t.melded[t.seat] or not t.view.options.get("layoff_requires_own_meld", True)
        return may_lay_off and t.fits_table(card)

    def _discard(self, t: Table, discards: Sequence[Move]) -> Move:
        """The loose card with the highest penalty (strong: less the danger of feeding the
        next player and the live outs of its starts; high cards first near the end).
        (A look-ahead on the next draw, tried until session 5, lost to normal: 0.463 of
        500 hands; this one won 0.506 of the same hands.)"""
        keep = useful(t.hand, t.rules)
        scored = []
        danger = self._danger(t, [m.card for m in discards]) if self.level == "strong" else {}
        endgame = self.level == "strong" and min(
            (n for s, n in enumerate(t.counts) if s != t.seat), default=9) <= 2
        outs = self._outs(t) if self.level == "strong" else {}
        for m in discards:
            card = m.card
            value = t.values[card.rank]
            live = outs.get(card, 0)
            loose = card not in keep
            score: float = value + (30 if loose else 0) - (25 if t.fits_table(card) else 0)
            if card.is_joker:
                score -= 60 if not endgame else -10
            if endgame:
                score += value
            score -= danger.get(card, 0.0) * DANGER_WEIGHT
            if outs and loose is False and card not in melded_cards(t):
                score -= OUTS_WEIGHT * live
                score += 30 if live == 0 else 0
            scored.append((score, -self.rng.below(1000), m))
        return max(scored, key=lambda x: (x[0], x[1]))[2]

    def _outs(self, t: Table) -> dict[Card, int]:
        """Strong: per hand card the unseen cards that would make a meld with it and another
        hand card (dead cards - on the table or in the pile - do not count)."""
        seen = t.seen()
        unseen_faces: dict[str, int] = {}
        for c in DECK:
            if c not in seen and not c.is_joker:
                unseen_faces[c.face] = unseen_faces.get(c.face, 0) + 1
        out: dict[Card, int] = {}
        naturals = [c for c in t.hand if not c.is_joker]
        for a in naturals:
            total = 0
            for b in naturals:
                if b is a:
                    continue
                if a.rank == b.rank:
                    total += sum(unseen_faces.get(f"{a.rank}{s}", 0) for s in "CDHS"
                                 if s not in (a.suit, b.suit))
                elif a.suit == b.suit and 0 < abs(a.value - b.value) <= 2:
                    lo, hi = sorted((a.value, b.value))
                    wanted = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
                    total += sum(unseen_faces.get(f"{'A23456789TJQK'[v - 1]}{a.suit}", 0)
                                 for v in wanted if 1 <= v <= 13)
            out[a] = total
        return out

    def _danger(self, t: Table, cards: Sequence[Card]) -> dict[Card, float]:
        """Strong: how often each card would give the next player a meld (sampled hands)."""
        seen = t.seen()
        unseen = [c for c in DECK if c not in seen and (c.rank != JOKER or c in _jokers(t))]
        size = t.counts[t.next]
        out = dict.fromkeys(cards, 0.0)
        if size <= 0 or len(unseen) < size:
            return out
        for _ in range(SAMPLES):
            pool = unseen[:]
            self.rng.shuffle(pool)
            hand = pool[:size]
            for card in cards:
                if any(card in m.cards for m in kit.hand_melds(hand + [card], t.rules)):
                    out[card] += 1.0 / SAMPLES
        return out


def melded_cards(t: Table) -> set[Card]:
    """The hand's cards that are in a complete meld now."""
    return {c for m in kit.hand_melds(t.hand, t.rules) for c in m.cards}


def _jokers(t: Table) -> set[Card]:
    """The jokers in this game's deck (by the options)."""
    options = t.view.options
    jokers = str(options.get("jokers", "auto"))
    count = (0 if options.get("table") == "rommy" else 3) if jokers == "auto" else int(jokers)
    return {c for c in DECK if c.is_joker and c.copy < count}


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
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

