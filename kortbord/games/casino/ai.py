"""Casino computer players (spec "Computer-player notes").

- ``easy``: the normal player that now and then makes another move than its
  best (``kortbord.ai.easy``);
- ``normal``: scores every legal move by what it captures now (TD 2, 2S 1,
  aces 1, 0.2 a spade, 0.1 a card, 1 a svupper), minus the best capture the
  opponents are likely to make on the table it leaves (their chance of holding
  each value comes from the unseen cards), values a build by its cards and the
  risk that an opponent holds its value, and keeps 5S for a rich table or the
  last hand.
- ``strong``: the generic determinized Monte Carlo player (kortbord.ai.montecarlo)
  over the decent player's best few moves: samples the unseen cards, plays the
  hand out with a fast greedy policy (the whole deal in the last hand, so it
  plays for sidsten) and compares the deal points each move leads to.

Both see only their ``View``; the captured cards in ``public()`` are the memory
of every capture, which all players saw made face up.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Sequence

from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import Card, french_deck
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .combos import BIG_CASINO, LITTLE_CASINO, SPADE_FIVE, Unit, bits, build_key, capture_sets, card_values
from .moves import BuildKind, Intent, Kind, parse_intent
from .rules import State
from .scoring import Item

#: How many of the decent player's moves the strong player simulates.
STRONG_CANDIDATES = 8
STRONG_BUDGET = Budget(samples=40, seconds=0.5)  # 24, 36, 40 as the engine got faster (issue 9): same p95
#: What keeping 5S is worth before the last hand (spec: keep it for a table worth 2).
KEEP_SPADE_FIVE = 1.5
#: The least a 5S sweep should bring in (svupper included) before the last hand.
SWEEP_WORTH = 2.0


def points(card: Card) -> float:
    """What a captured card is worth towards the deal score, roughly (spec weights)."""
    value = 0.1 + (0.2 if card.suit == "S" else 0.0)
    if card is BIG_CASINO:
        value += 2
    elif card is LITTLE_CASINO or card.rank == "A":
        value += 1
    return value


def pile_points(cards: Sequence[Card]) -> float:
    return sum(points(c) for c in cards)


# --- determinization --------------------------------------------------------


def determinize(view: View, rng: Rng) -> State:
    """A full Casino state consistent with ``view``: the unseen cards dealt at random
    to the other hands and the stock."""
    assert view.seat is not None
    public = view.public
    state = State(view.players, view.options, seed=rng.next64())
    state._load_fields({name: public[name] for name in State.FIELDS})
    known: set[Card] = set()
    for name in state.zones:
        if not name.startswith(("hand/", "won/", "stock")):
            state.zones[name] = view.cards(name)
            known.update(state.zones[name])
    state.zones[f"hand/{view.seat}"] = view.hand
    known.update(view.hand)
    for seat in range(view.players):
        svupper = set(state.zones[f"svupper/{seat}"])
        pile = [c for c in map(Card.parse, public["captured"][seat]) if c not in svupper]
        state.zones[f"won/{seat}"] = pile
        known.update(pile)
    unseen = [c for c in french_deck() if c not in known]
    rng.shuffle(unseen)
    mode = str(view.options["dual_values"])
    for seat in range(view.players):
        if seat == view.seat:
            continue
        hand: list[Card] = []
        if seat in state.builds and view.count(f"hand/{seat}"):
            # A build owner kept a card of the build's value (R7b).
            value = state.builds[seat][0]
            holder = next((c for c in unseen if value in card_values(c, from_hand=True, mode=mode)), None)
            if holder is not None:
                unseen.remove(holder)
                hand.append(holder)
        count = view.count(f"hand/{seat}") - len(hand)
        state.zones[f"hand/{seat}"], unseen = hand + unseen[:count], unseen[count:]
    state.zones["stock"] = unseen
    state.assign_uids(state.all_cards())
    return state


# --- the decent player's judgement ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Outlook:
    """What ``seat`` may infer about the cards it cannot see."""
    unseen: tuple[Card, ...]
    opponent_cards: int         #: cards in the other players' hands
    last_hand: bool

    def chance_of(self, value: int, mode: str) -> float:
        """The chance that the opponents hold a card that counts ``value`` from hand."""
        holders = sum(1 for c in self.unseen if value in card_values(c, from_hand=True, mode=mode))
        return self._chance(holders)

    def chance_of_card(self, card: Card) -> float:
        return self._chance(1 if card in self.unseen else 0)

    def _chance(self, holders: int) -> float:
        total, k = len(self.unseen), self.opponent_cards
        if holders == 0 or k == 0 or total == 0:
            return 0.0
        return 1.0 - comb(total - holders, k) / comb(total, k)


def outlook(state: State, seat: int) -> Outlook:
    """From ``seat``'s side: unseen = the other hands and the stock."""
    unseen = [c for s in range(state.players) if s != seat for c in state.zones[f"hand/{s}"]]
    hidden = len(unseen)
    unseen += state.zones["stock"]
    return Outlook(tuple(unseen), hidden, not state.zones["stock"])


class Judge:
    """Scores moves of one seat in one position (decent player, spec weights)."""

    def __init__(self, state: State, seat: int) -> None:
        self.state, self.seat = state, seat
        self.rules = state.rules
        self.units = state.units(self.rules)
        self.cards = [self._unit_cards(u) for u in self.units]
        self.index = {u.key: i for i, u in enumerate(self.units)}
        self.outlook = outlook(state, seat)
        self._threats: dict[frozenset[str], float] = {}

    def _unit_cards(self, unit: Unit) -> list[Card]:
        if unit.owner is not None:
            return list(self.state.zones[f"build/{unit.owner}"])
        return [Card.parse(unit.key)]

    def score(self, move: Move) -> float:
        intent = parse_intent(move)
        assert intent is not None
        card = intent.card
        keep = 0.0
        if card is SPADE_FIVE and not self.outlook.last_hand:
            keep = KEEP_SPADE_FIVE
        if intent.kind is Kind.SWEEP:
            worth = pile_points([card] + [c for cs in self.cards for c in cs]) + 1
            return worth if self.outlook.last_hand or worth >= SWEEP_WORTH else worth - 2 * KEEP_SPADE_FIVE
        if intent.kind is Kind.TRAIL:
            left = [(u, cs) for u, cs in zip(self.units, self.cards)]
            left.append((Unit(card.text, card_values(card, from_hand=False, mode=self.rules.mode), True),
                         [card]))
            return -self.threat(left) - keep - 0.01 * card.value
        taken = {self.index[k] for k in intent.units}
        left = [(u, cs) for i, (u, cs) in enumerate(zip(self.units, self.cards)) if i not in taken]
        moved = [c for i in taken for c in self.cards[i]] + [card]
        if intent.kind is Kind.CAPTURE:
            svupper = 1.0 if not left else 0.0
            return pile_points(moved) + svupper - self.threat(left) - keep
        return self._build_score(intent, moved, taken, left) - keep

    def _build_score(self, intent: Intent, moved: list[Card], taken: set[int], left: list[tuple[Unit, list[Card]]]
                     ) -> float:
        value = intent.value
        risk = self.outlook.chance_of(value, self.rules.mode)
        worth = pile_points(moved)
        stolen = sum(pile_points(self.cards[i]) for i in taken
                     if self.units[i].owner is not None and self.units[i].owner != self.seat)
        multiple = intent.build_kind is BuildKind.MULTIPLE
        build = Unit(build_key(self.seat), (value,), self.rules.builds_in_sums and not multiple, self.seat, multiple)
        threat = self.threat(left + [(build, moved)])
        return worth * (1 - 1.5 * risk) + stolen + 0.15 - threat

    def threat(self, table: list[tuple[Unit, list[Card]]]) -> float:
        """The most the opponents are likely to capture from ``table`` on their turn."""
        if not table or not self.outlook.opponent_cards:
            return 0.0
        key = frozenset(f"{u.key}:{u.values}" for u, _ in table)
        if key in self._threats:
            return self._threats[key]
        units = [u for u, _ in table]
        worth = [pile_points(cs) for _, cs in table]
        full = (1 << len(units)) - 1
        worst = self.outlook.chance_of_card(SPADE_FIVE) * (sum(worth) + 1)
        for value in range(1, 17):
            chance = self.outlook.chance_of(value, self.rules.mode)
            if chance == 0.0:
                continue
            best = 0.0
            for mask in capture_sets(units, value):
                best = max(best, sum(worth[i] for i in bits(mask)) + (1.0 if mask == full else 0.0))
            worst = max(worst, chance * best)
        self._threats[key] = worst
        return worst


def ranked(state: State, seat: int, legal: Sequence[Move]) -> list[Move]:
    """``legal`` from best to worst in the decent player's judgement (stable on ties)."""
    judge = Judge(state, seat)
    scores = {move: judge.score(move) for move in legal}
    return sorted(legal, key=lambda m: -scores[m])


class DecentPlayer:
    """The spec's decent player: one look ahead, no simulation."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        assert view.seat is not None
        return ranked(determinize(view, self.rng), view.seat, legal)[0]


# --- the strong player's hooks -------------------------------------------------


def greedy_move(state: GameState, seat: int, rng: Rng) -> Move:
    """Fast rollout policy on a full state: the capture worth most, else a build
    worth building, else the cheapest trail."""
    assert isinstance(state, State)
    best, best_score = None, float("-inf")
    builds = {o: list(state.zones[f"build/{o}"]) for o in state.builds}
    for move in state.legal_moves(seat):
        intent = parse_intent(move)
        assert intent is not None
        card = intent.card
        if intent.kind is Kind.TRAIL:
            score = -points(card) - 0.02 * card.value - (1.0 if card is SPADE_FIVE else 0.0)
        elif intent.kind is Kind.SWEEP:
            score = 1.0 + sum(points(c) for c in state.zones["table"]) + sum(
                pile_points(cs) for cs in builds.values()) - (0.0 if not state.zones["stock"] else 0.8)
        else:
            worth = points(card) + sum(pile_points(builds[int(k[5:])]) if k.startswith("build")
                                       else points(Card.parse(k)) for k in intent.units)
            score = worth + 0.3 if intent.kind is Kind.CAPTURE else 0.5 * worth
        score += rng.random() * 0.05
        if score > best_score:
            best, best_score = move, score
    assert best is not None
    return best


def advance(state: GameState, move: Move) -> object:
    assert isinstance(state, State)
    return state.play_unchecked(move)


def end_of_hand(root: GameState, now: GameState) -> bool:
    """Stop rollouts when the hand ends; in the last hand, when the deal ends."""
    assert isinstance(root, State) and isinstance(now, State)
    if now.deal_no != root.deal_no or now.is_over():
        return True
    return bool(root.zones["stock"]) and now.hand_no != root.hand_no


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """Deal points of ``seat``'s side minus the best other side's: exact once the deal
    that was being played at ``root`` is scored, else estimated from the piles."""
    assert isinstance(root, State) and isinstance(now, State)
    finished = len(root.deal_scores)
    if len(now.deal_scores) > finished:
        deal = now.deal_scores[finished]
        per_column: list[float] = [sum(item[c] for item in deal) for c in range(len(deal[Item.CARDS]))]
    else:
        per_column = [_estimate(now, seats) for seats in now.columns()]
    column = now.column_of(seat)
    return per_column[column] - max(v for c, v in enumerate(per_column) if c != column)


def _estimate(state: State, seats: Sequence[int]) -> float:
    pile = [c for s in seats for c in state.captured(s)]
    value: float = sum(1 for c in pile if c.rank == "A") + (2 if BIG_CASINO in pile else 0) + \
        (1 if LITTLE_CASINO in pile else 0) + sum(len(state.zones[f"svupper/{s}"]) for s in seats)
    value += 0.04 * len(pile) + 0.12 * sum(1 for c in pile if c.suit == "S")
    for owner in state.builds:
        if owner in seats:
            value += 0.8 * pile_points(state.zones[f"build/{owner}"])
    return value


def strong_candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    assert view.seat is not None
    return ranked(determinize(view, Rng(len(legal))), view.seat, legal)[:STRONG_CANDIDATES]


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=greedy_move, horizon=end_of_hand,
              advance=advance, candidates=strong_candidates)


def make_player(level: str, seed: int = 0, budget: Budget = STRONG_BUDGET) -> Player:
    """A computer player: ``random``, ``easy``, ``normal`` or ``strong``."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(DecentPlayer(seed), seed, verbs=None)
    if level == "normal":
        return DecentPlayer(seed)
    if level == "strong":
        return MonteCarloPlayer(HOOKS, budget, seed)
    raise ValueError(f"casino: no computer level {level!r}")


