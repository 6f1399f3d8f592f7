"""Computer players for Kortspillet uden navn (spec "Computer-player notes"), Qt-free.

``ContractPlayer`` plans the round's contract from its hand with the shared
meld finder (``melds.hand_melds``): when a complete contract is there it stages
it tray by tray and lays down (round 7: closes when the whole hand is three
runs); once down it lays off every card that fits and takes run jokers. It
keeps pairs and suited neighbours the contract needs, discards high loose cards
first and never a joker, takes the discard when it advances the contract or can
be laid off, and asks to buy a card that turns a pair into a set or fills a run
while the round is young and the hand small. In round 7 it plays for three runs
(``final``: it takes, keeps and discards by what the hand lacks to lie as 4 + 4 + 5
cards, and never buys: two more cards would have to fit).

Levels: *easy* discards carelessly half the time and never buys; *normal* is
the heuristic; *strong* (``strong.StrongPlayer``) adds card counting (a pair whose
other copies are all in sight is dead), discards that do not fit the table's melds
while somebody is down, lays down the plan that leaves the fewest points in hand,
and in rounds 1-6 discards, takes and buys by how many cards the hand lacks for
the contract (``need``).
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card
from ...engine.kit.melds import Kind, Meld, fits, hand_melds, read
from ...engine.moves import Move
from ...engine.registry import LEVELS
from ...engine.rng import Rng
from ...engine.view import View
from .contract import LAST_ROUND, ROUNDS, RULES, TRAYS, Contract
from .final import best_discard, missing

#: Most meld combinations looked at when planning a contract.
SEARCH_LIMIT = 4000
VALUE = {"A": 15, "T": 10, "J": 10, "Q": 10, "K": 10, "JK": 50}


def value(card: Card) -> int:
    return VALUE.get(card.rank, 5)


def _places(card: Card) -> tuple[int, ...]:
    return (1, 14) if card.rank == "A" else ("  23456789TJQK".index(card.rank),)


def plan(cards: Sequence[Card], contract: Contract, *, whole: int = 0, best: bool = False) -> list[Meld] | None:
    """Disjoint melds of ``cards`` making exactly ``contract`` (sets of different ranks),
    or None; ``whole`` > 0: they must hold exactly ``whole`` cards (round 7's close);
    ``best``: of those found, the one leaving the fewest penalty points in hand."""
    ordered = sorted(cards, key=lambda c: c.text)
    jokers = sum(c.is_joker for c in ordered)
    found = hand_melds(ordered, RULES, jokers=max(1, jokers))
    sets = [m for m in found if m.kind is Kind.SET]
    runs = sorted((r for m in found if m.kind is Kind.RUN for r in (m, *extended(m, ordered))),
                  key=lambda m: -len(m.cards))
    budget = [SEARCH_LIMIT]
    found_best: tuple[int, list[Meld]] | None = None
    for chosen_sets in combinations(sets, contract.sets):
        if len({m.rank for m in chosen_sets}) < contract.sets:
            continue
        used = [c for m in chosen_sets for c in m.cards]
        if len(set(used)) < len(used):
            continue
        for chosen_runs in combinations(runs, contract.runs):
            budget[0] -= 1
            if budget[0] < 0:
                return None if found_best is None else found_best[1]
            every = used + [c for m in chosen_runs for c in m.cards]
            if len(set(every)) < len(every) or (whole and len(every) != whole):
                continue
            if not best:
                return [*chosen_sets, *chosen_runs]
            left = sum(value(c) for c in cards) - sum(value(c) for c in every)
            if found_best is None or left < found_best[0]:
                found_best = (left, [*chosen_sets, *chosen_runs])
    return None if found_best is None else found_best[1]


def extended(run: Meld, cards: Sequence[Card]) -> list[Meld]:
    """``run`` lengthened by the hand's spare jokers at either end (R4: never more jokers
    than natural cards), so a whole hand can be covered in round 7."""
    spare = [c for c in cards if c.is_joker and c not in run.cards]
    out = []
    for n in range(1, len(spare) + 1):
        if 2 * (run.jokers + n) > len(run.cards) + n:
            break
        for below in range(n + 1):
            low, high = run.low - below, run.high + n - below
            if low >= 1 and high <= 14 and not (low == 1 and high == 14):
                cards_ = (*spare[:below], *run.cards, *spare[below:n])
                out.append(Meld(Kind.RUN, cards_, low, run.suit))
    return out


class ContractPlayer:
    """The heuristic player (see the module docstring); ``level`` "normal" or "strong"."""

    def __init__(self, level: str = "normal", seed: int = 0, buys: bool = True) -> None:
        self.level = level
        self.strong = level == "strong"
        self.buys = buys
        self.rng = Rng(seed)
        #: The discard it took this turn: never thrown straight back (the table would go round for ever).
        self.taken: Card | None = None

    # --- the table as the seat sees it -------------------------------------

    @staticmethod
    def mine(view: View) -> list[Card]:
        seat = view.seat
        assert seat is not None
        return view.hand + [c for g in range(TRAYS) for c in view.cards(f"tray{g}/{seat}")]

    @staticmethod
    def table(view: View) -> list[Meld]:
        out = []
        for zone in view.zones:
            if zone.startswith("meld") and view.count(zone):
                meld = read(tuple(view.cards(zone)), RULES)
                if isinstance(meld, Meld):
                    out.append(meld)
        return out

    @staticmethod
    def contract(view: View) -> Contract:
        return ROUNDS[int(view.public.get("round", 1)) - 1]

    def keep(self, card: Card, cards: Sequence[Card], contract: Contract, view: View) -> float:
        """How much ``card`` helps towards the contract (higher: keep it)."""
        if card.is_joker:
            return 100.0
        score = 0.0
        if contract.sets:
            same = sum(1 for c in cards if c is not card and c.rank == card.rank)
            if self.strong and same == 1 and self.dead(card, view):
                same = 0
            score += 3.0 * min(same, 2)
        if contract.runs:
            mine = set(_places(card))
            near = {p for c in cards if c is not card and c.suit == card.suit and not c.is_joker
                    for p in _places(c) for q in mine if 0 < abs(p - q) <= 2}
            score += 2.0 * min(len(near), 3)
        return score

    @staticmethod
    def dead(card: Card, view: View) -> bool:
        """Strong: are all other copies of ``card``'s rank but this pair in sight?"""
        seen = sum(1 for z in view.zones if z == "discard" or z.startswith("meld")
                   for c in view.cards(z) if c.rank == card.rank)
        decks = 3 if sum(view.count(z) for z in view.zones) > 140 else 2
        return seen + 2 >= 4 * decks

    # --- deciding ------------------------------------------------------------

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        if not any(m.verb == "buy" for m in legal):
            return True
        return self.buys and self.would_buy(view)

    def pause_factor(self, view: View) -> float:
        """Human-like: a buyer asks after 0.5-2 s, a next player leaves 1.5-3 s to ask,
        staging goes quickly (at the table's usual 0.9 s pause)."""
        public = view.public
        if view.seat != public.get("turn"):
            return 0.55 + 1.65 * self.rng.random()
        if public.get("phase") == "draw" and public.get("buyers"):
            return 1.67 + 1.66 * self.rng.random()
        staged = public.get("staged", [])
        if view.seat is not None and view.seat < len(staged) and staged[view.seat]:
            return 0.3
        return 1.0

    def would_buy(self, view: View) -> bool:
        seat = view.seat
        top = view.top("discard")
        if seat is None or top is None:
            return False
        contract = self.contract(view)
        cards = self.mine(view)
        if len(cards) >= contract.dealt + 4 or int(view.public["buys"][seat]) >= 3:
            return False
        if contract.number == LAST_ROUND:
            return False                                          # two more cards to fit in three runs
        if len(self.table(view)) > view.players + 2:
            return False                                          # the round is no longer young
        before = self.keep(top, cards, contract, view)
        if top.is_joker:
            return True
        return before >= (6.0 if contract.sets and not contract.runs else 4.0)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        verbs = {m.verb for m in legal}
        if verbs == {"buy"}:
            return legal[0]
        if "draw" in verbs or "take" in verbs:
            return self.draw(view, legal)
        contract = self.contract(view)
        cards = self.mine(view)
        seat = view.seat
        assert seat is not None
        down = bool(view.public["down"][seat])
        if not down:
            staged = self.stage(view, legal, cards, contract)
            if staged is not None:
                return staged
        for verb in ("swap", "layoff"):
            moves = [m for m in legal if m.verb == verb]
            if moves:
                return moves[0]
        return self.discard(view, legal, cards, contract, down)

    def draw(self, view: View, legal: Sequence[Move]) -> Move:
        move = self._draw(view, legal)
        self.taken = view.top("discard") if move.verb == "take" else None
        return move

    def _draw(self, view: View, legal: Sequence[Move]) -> Move:
        take = next((m for m in legal if m.verb == "take"), None)
        draw = next((m for m in legal if m.verb == "draw"), None)
        top = view.top("discard")
        if take is None or top is None:
            assert draw is not None
            return draw
        if draw is None:
            return take
        seat = view.seat
        assert seat is not None
        if view.public["down"][seat]:
            return take if not top.is_joker and any(fits(m, top, RULES) for m in self.table(view)) \
                or top.is_joker else draw
        contract = self.contract(view)
        if contract.number == LAST_ROUND:
            return take if self.final_take(self.mine(view), top) else draw
        useful = top.is_joker or self.keep(top, self.mine(view), contract, view) >= 4.0
        return take if useful else draw

    @staticmethod
    def final_take(cards: list[Card], top: Card) -> bool:
        """Round 7: does the top discard bring the hand nearer to three runs (after a discard)?"""
        total = len(cards) + 1
        with_it = cards + [top]
        if missing(with_it, total) == 0:
            return True
        thrown = best_discard(with_it, total, value)
        after = missing([c for c in with_it if c is not thrown], total)
        return after < missing(cards, total)

    def stage(self, view: View, legal: Sequence[Move], cards: list[Card], contract: Contract) -> Move | None:
        """Stage the planned contract tray by tray, then lay it down (or close, round 7)."""
        seat = view.seat
        assert seat is not None
        final = contract.number == LAST_ROUND
        hand_size = len(cards)
        melds = None
        if final:
            melds = plan(cards, contract, whole=hand_size)
            if melds is None and view.options.get("final_round_discard"):
                melds = plan(cards, contract, whole=hand_size - 1)
        else:
            melds = plan(cards, contract, best=self.strong)
        trays = [view.cards(f"tray{g}/{seat}") for g in range(TRAYS)]
        if melds is None:
            staged = [c for t in trays for c in t]
            unstage = next((m for m in legal if m.verb == "unstage"), None)
            return unstage if staged and unstage is not None else None
        for g, tray in enumerate(trays):
            want = set(melds[g].cards) if g < len(melds) else set()
            for card in tray:
                if card not in want:
                    return next(m for m in legal if m.verb == "unstage" and m.cards[0] is card)
        for g, meld in enumerate(melds):
            for card in meld.cards:
                if card not in trays[g]:
                    move = next((m for m in legal if m.verb == "stage" and m.cards[0] is card
                                 and m.arg == str(g + 1)), None)
                    if move is not None:
                        return move
        done = [m for m in legal if m.verb in ("laydown", "close")]
        return done[0] if done else None

    def discard(self, view: View, legal: Sequence[Move], cards: list[Card], contract: Contract,
                down: bool) -> Move:
        options = [m for m in legal if m.verb == "discard"]
        if not options:
            return legal[0]
        if len(options) > 1:
            options = [m for m in options if m.card is not self.taken] or options
        if contract.number == LAST_ROUND:
            hand = [m.card for m in options]
            card = best_discard(hand, len(hand), value)
            return next(m for m in options if m.card is card)
        table = self.table(view)
        late = int(view.public.get("restocks", 0)) > 0 or view.count("stock") < 15

        def cost(move: Move) -> tuple[float, str]:
            card = move.card
            keep = 0.0 if down else self.keep(card, cards, contract, view)
            if card.is_joker:
                keep = 1000.0
            helps = 0.0
            if self.strong and any(view.public["down"]) and any(fits(m, card, RULES) for m in table):
                helps = 8.0                                        # it would feed a player who is down
            weight = 0.5 if self.strong and late and not down else 0.25
            return (keep + helps - weight * value(card), card.text)

        return min(options, key=cost)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"uden_navn: no computer level {level!r}")
    if level == "easy":
        return EasyPlayer(ContractPlayer("normal", seed, buys=False), seed, verbs=("discard",))
    if level == "strong":
        from .strong import StrongPlayer                  # it builds on this module
        return StrongPlayer(seed)
    return ContractPlayer(level, seed)
