"""Computer players for 31 (spec "Computer-player notes"). They see only their View.

- ``normal``: takes the pile's top card when it raises the best suit total, else
  draws; discards the card that leaves the highest hand (on a tie it keeps the
  suit with more high cards unseen); knocks from 25 with three players (24 with
  two, 26 with four, 27 with five or more), a point lower for each round of
  turns after the second (at most three) and a point lower when an opponent
  has been taking from the pile in another suit than its own;
- ``easy``: the normal player who now and then throws away another card
  (``kortbord.ai.easy``);
- ``strong``: determinized Monte Carlo to the end of the round
  (``kortbord.ai.montecarlo``): the unseen cards are dealt at random, the cards
  opponents took from the pile and have not thrown back stay in their hands,
  and every seat plays on as the normal player. So it sees what its discard
  feeds the next players, how likely 31 is, and whether its knock will hold
  (the knocker winning ties); after another's knock it plays for the best hand.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.easy import EasyPlayer
from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, trusted_apply
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card, french_deck
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import HANDS, Phase, State
from .values import TRIPLES, best_three, hand_points

LEVELS = ("random", "easy", "normal", "strong")
DECK = tuple(french_deck())
HIGH = frozenset("AKQJT")
#: Knock thresholds by the number of players still in (five or more: 27).
KNOCK_AT = {2: 24, 3: 25, 4: 26}
STRONG_BUDGET = Budget(samples=64, seconds=0.2, max_steps=400)


def knock_threshold(players: int, turns: int, other_suit_takes: bool) -> int:
    """The normal player's knocking value: by table size, lower late in the round."""
    base = KNOCK_AT.get(players, 27)
    late = min(3, max(0, turns // max(players, 1) - 2))
    return base - late - int(other_suit_takes)


def improves(hand: Sequence[Card], top: Card, triples: float | None) -> bool:
    """Does the pile's top card raise the hand's value (R2 a)?"""
    return best_three([*hand, top], triples)[0] > hand_points(hand, triples)


def discard_order(hand: Sequence[Card], taken: Card | None, triples: float | None,
                  unseen_high: dict[str, int] | None = None) -> list[Card]:
    """The cards that may go, best discard first: the one leaving the highest hand;
    ties throw the suit with fewer high cards unseen, then the lower card."""
    def key(card: Card) -> tuple[float, int, int]:
        rest = [c for c in hand if c is not card]
        spare = -(unseen_high or {}).get(card.suit, 0)
        return (hand_points(rest, triples), spare, -POINTS[card.rank])
    return sorted((c for c in hand if c is not taken), key=key, reverse=True)


POINTS = {r: (11 if r == "A" else 10 if r in HIGH else int(r)) for r in "A23456789TJQK"}


class NormalPlayer:
    """The heuristic player of the spec's "Decent player" notes."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        pub: Any = view.public
        seat = view.seat if view.seat is not None else 0
        hand = view.hand
        triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
        players = view.players - len(pub["out"])
        if pub["phase"] == "draw":
            knock = next((m for m in legal if m.verb == "knock"), None)
            if knock is not None and hand_points(hand, triples) >= self.threshold(view, hand, triples):
                return knock
            top = view.top("discard")
            take = next(m for m in legal if m.verb == "take")
            draw = next(m for m in legal if m.verb == "draw")
            return take if top is not None and improves(hand, top, triples) else draw
        taken = Card.parse(pub["taken"]) if pub["taken"] else None
        seen = set(hand) | set(view.cards("discard"))
        unseen_high = dict.fromkeys("CDHS", 0)
        for card in DECK:
            if card not in seen and card.rank in HIGH:
                unseen_high[card.suit] += 1
        card = discard_order(hand, taken, triples, unseen_high)[0]
        rest = [c for c in hand if c is not card]
        knocking = next((m for m in legal if m.cards == (card,) and m.arg == "knock"), None)
        if knocking is not None and hand_points(rest, triples) >= \
                knock_threshold(players, int(pub["turns"]) + 1, self.other_takes(view, seat, rest, triples)):
            return knocking
        return next(m for m in legal if m.cards == (card,) and not m.arg)

    def threshold(self, view: View, hand: Sequence[Card], triples: float | None) -> int:
        pub: Any = view.public
        seat = view.seat if view.seat is not None else 0
        players = view.players - len(pub["out"])
        return knock_threshold(players, int(pub["turns"]), self.other_takes(view, seat, hand, triples))

    @staticmethod
    def other_takes(view: View, seat: int, hand: Sequence[Card], triples: float | None) -> bool:
        """Has an opponent taken from the pile in another suit than our best one?"""
        suit = best_three(hand, triples)[1]
        takes: list[list[str]] = view.public["takes"]
        return any(text[-1] != suit for s, cards in enumerate(takes) if s != seat for text in cards)


# --- the strong player: Monte Carlo over the rest of the round -------------------------


def determinize(view: View, rng: Rng) -> GameState:
    """A full position consistent with ``view``: opponents keep the pile cards they took
    and have not thrown back; the other unseen cards are dealt at random."""
    pub: Any = view.public
    state = State.blank(view.players, view.options)
    assert isinstance(state, State)
    pile = view.cards("discard")
    own = view.hand
    seat = view.seat if view.seat is not None else 0
    on_pile = set(pile) | set(own)
    takers: dict[Card, list[int]] = {}
    for other, texts in enumerate(pub["takes"]):
        for card in (Card.parse(x) for x in texts):
            if other != seat and card not in on_pile:
                takers.setdefault(card, []).append(other)
    known: dict[int, list[Card]] = {}
    for card, who in takers.items():                # a card two opponents took: unknown
        if len(who) == 1 and len(known.setdefault(who[0], [])) < view.count(HANDS[who[0]]):
            known[who[0]].append(card)
    placed = set(own) | on_pile | {c for cards in known.values() for c in cards}
    unseen = [c for c in DECK if c not in placed]
    rng.shuffle(unseen)
    zones: dict[str, list[Card]] = {"discard": list(pile), HANDS[seat]: list(own)}
    for other in range(view.players):
        if other == seat:
            continue
        cards = list(known.get(other, []))
        need = view.count(HANDS[other]) - len(cards)
        cards += [unseen.pop() for _ in range(need)]
        zones[HANDS[other]] = cards
    zones["stock"] = unseen[:view.count("stock")]
    for name, cards in zones.items():
        state.zones[name] = cards
    state.assign_uids(state.all_cards())
    state.dealer, state.turn = int(pub["dealer"]), int(pub["turn"])
    state.phase = Phase(pub["phase"])
    state.knocker = pub["knocker"]
    state.taken = Card.parse(pub["taken"]) if pub["taken"] else None
    state.turns = int(pub["turns"])
    state.out = list(pub["out"])
    state.scores = list(pub["scores"])
    state.rounds = []
    state.takes = [[Card.parse(x) for x in texts] for texts in pub["takes"]]
    state.rng = Rng(rng.next64())
    return state


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The normal player's choices, read straight off a full state (for rollouts)."""
    assert isinstance(state, State)
    legal = state.legal_moves(seat)
    if len(legal) == 1:
        return legal[0]
    triples = state._triples
    hand = state.zones[HANDS[seat]]
    players = state.players - len(state.out)
    if state.phase is Phase.DRAW:
        if legal[-1].verb == "knock" and hand_points(hand, triples) >= knock_threshold(players, state.turns, False):
            return legal[-1]
        pile = state.zones["discard"]
        return legal[1] if pile and improves(hand, pile[-1], triples) else legal[0]
    card = discard_order(hand, state.taken, triples)[0]
    rest = [c for c in hand if c is not card]
    if state._after and state.may_knock() and \
            hand_points(rest, triples) >= knock_threshold(players, state.turns + 1, False):
        knocking = next((m for m in legal if m.cards == (card,) and m.arg == "knock"), None)
        if knocking is not None:
            return knocking
    return next(m for m in legal if m.cards == (card,) and not m.arg)


def round_over(root: GameState, now: GameState) -> bool:
    assert isinstance(now, State) and isinstance(root, State)
    return now.phase is Phase.SHOWN or now.phase is Phase.OVER or len(now.rounds) > len(root.rounds)


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """Wins mode: a round won (shared or not) is 1. Lives mode: minus the lives lost."""
    assert isinstance(now, State) and isinstance(root, State)
    if now._lives:
        return float(now.scores[seat] - root.scores[seat]) - (2.0 if seat in now.out else 0.0)
    return 1.0 if seat in now.winners else 0.0


def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    """The normal player's move first (ties and small margins go to it), then the others;
    of the discards only the two best and their knocking forms are simulated."""
    if len(legal) <= 1:
        return legal
    first = NormalPlayer().choose(view, legal)
    pub: Any = view.public
    if pub["phase"] == "discard":
        triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
        taken = Card.parse(pub["taken"]) if pub["taken"] else None
        keep = set(discard_order(view.hand, taken, triples)[:2])
        legal = [m for m in legal if m.cards[0] in keep]
    return [first, *(m for m in legal if m != first)]


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=policy, horizon=round_over,
              advance=trusted_apply, candidates=candidates)


class StrongPlayer:
    """Monte Carlo over the rest of the round; it leaves the normal player's move only
    for one that wins clearly more often in the samples (``MARGIN``)."""

    MARGIN = 0.04

    def __init__(self, seed: int = 0, budget: Budget = STRONG_BUDGET) -> None:
        self.search = MonteCarloPlayer(HOOKS, budget, seed=seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        ordered = list(candidates(view, legal))
        best = self.search.choose(view, legal)
        means = self.search.stats.means
        if len(means) == len(ordered) and best in ordered and \
                means[ordered.index(best)] - means[0] < self.MARGIN:
            return ordered[0]
        return best


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(NormalPlayer(), seed, verbs=("discard",))
    if level == "normal":
        return NormalPlayer()
    if level == "strong":
        return StrongPlayer(seed)
    raise ValueError(f"thirtyone: no computer level {level!r}")
