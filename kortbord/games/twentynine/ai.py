"""Computer players for 29 (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player who now and then adds another playable card
  than the one it should (``kortbord.ai.easy``), even when it could make 29;
- ``normal``: makes 29 when it can; otherwise leaves the next player the gap
  he is least likely to fill, counting the cards of each value in a full pack
  less its own hand (a gap over 10 is safe: no card fills it), and keeps its
  1-cards (A, J, Q, K) for finishing piles;
- ``strong``: determinized Monte Carlo (``kortbord.ai.montecarlo``): it knows
  the cards played (the pile and every won pile were seen face up), deals the
  unseen ones at random into the other hands, plays each distinct value (suits
  never matter) to the end of the deal with the normal player's rule, and keeps
  the one that wins it (or its pair) most cards against the others – so it
  grabs big piles, gives little for small ones and knows a last pile that
  cannot reach 29 is dead.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from ...ai.easy import EasyPlayer
from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, trusted_apply
from ...ai.player import Player
from ...engine.cards import Card
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import HANDS, PAIRS, PLAY, TARGET, VALUE, WON, State, deck_for

#: 64 samples take 10-20 ms of CPU; the wall-clock cap only bites on a busy machine.
BUDGET = Budget(samples=64, seconds=0.1)
#: Cards of each value in a full pack: sixteen 1s (A, J, Q, K), four of 2-10.
PACK_COUNTS: Mapping[int, int] = Counter(VALUE.values())


def choose_card(hand: Sequence[Card], total: int, out: Mapping[int, int]) -> Card:
    """The normal rule: 29 if possible, else the play whose gap to 29 the others are
    least likely to fill (``out``: cards of each value they may hold), sparing 1s and
    playing high while safe."""
    room = TARGET - total
    best: Card | None = None
    best_key: tuple[int, bool, int] | None = None
    for card in hand:
        v = VALUE[card]
        if v > room:
            continue
        if v == room:
            return card
        gap = room - v
        key = (out.get(gap, 0) if gap <= 10 else 0, v == 1, -v)
        if best_key is None or key < best_key:
            best, best_key = card, key
    assert best is not None, "no playable card"
    return best


def outside(hand: Sequence[Card], seen: Sequence[Card] = ()) -> Counter[int]:
    """Cards of each value that others may hold: the pack less ``hand`` and ``seen``."""
    out = Counter(PACK_COUNTS)
    for card in (*hand, *seen):
        out[VALUE[card]] -= 1
    return out


class NormalPlayer:
    """The heuristic player of the spec's notes (the "decent player")."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        assert view.seat is not None
        card = choose_card(view.hand, int(view.public["total"]), outside(view.hand))
        return PLAY[view.seat][card] if PLAY[view.seat][card] in legal else legal[0]


# --- the strong player's hooks -------------------------------------------------

def seen_cards(view: View) -> list[Card]:
    """Every card this seat knows the place of: its hand, the pile, the won piles."""
    won = [Card.parse(t) for pile in view.public["won"] for t in pile]
    return [*view.hand, *view.cards("pile"), *won]


def determinize(view: View, rng: Rng) -> GameState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the
    hidden slots (other hands), the won piles as they were seen."""
    state = State.blank(view.players, view.options)
    assert isinstance(state, State)
    state._load_fields(view.public["fields"])
    state.rng = rng.fork()
    known = set(seen_cards(view))
    pool = [c for c in deck_for(view.players) if c not in known]
    rng.shuffle(pool)
    fill = iter(pool)
    won = view.public["won"]
    zones = {zone: [Card.parse(t) for t in won[int(zone[4:])]] if zone.startswith("won/") else
             [s.card if s.card is not None else next(fill) for s in slots] for zone, slots in view.zones.items()}
    state._load_zones(zones)
    for cards in state.zones.values():
        state.assign_uids(cards)
    return state


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout policy: the normal rule on the sample's full state (counting the pack,
    for speed, without its own hand)."""
    assert isinstance(state, State)
    return PLAY[seat][choose_card(state.zones[HANDS[seat]], state.total(), PACK_COUNTS)]


def deal_counts(root: State, now: State) -> list[int]:
    """Cards won per seat in the deal the rollout started in."""
    k = len(root.rows)
    return now.rows[k] if len(now.rows) > k else now.won_counts()


def evaluate(root: GameState, state: GameState, seat: int) -> float:
    """Cards won this deal by the seat (its pair) less the best other (pair)."""
    assert isinstance(root, State) and isinstance(state, State)
    counts = deal_counts(root, state)
    if root.pairs:
        mine = PAIRS.team_of(seat)
        teams = PAIRS.totals(counts)
        return float(teams[mine] - teams[1 - mine])
    others = [c for s, c in enumerate(counts) if s != seat]
    return counts[seat] - (max(others) + sum(others) / len(others)) / 2


def end_of_deal(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.deal_no != root.deal_no or now.is_over()


def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    """One play per value (suits never matter), the normal rule's choice first."""
    assert view.seat is not None
    first = NormalPlayer().choose(view, legal)
    out, values = [first], {VALUE[first.card]}
    for move in legal:
        if VALUE[move.card] not in values:
            values.add(VALUE[move.card])
            out.append(move)
    return out


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=policy, horizon=end_of_deal,
              advance=trusted_apply, candidates=candidates)


def make_player(level: str, seed: int = 0, budget: Budget | None = None, **_: Any) -> Player:
    """``easy``, ``normal`` or ``strong`` (``budget`` overrides the strong player's default)."""
    if level == "easy":
        return EasyPlayer(NormalPlayer(), seed)
    if level == "normal":
        return NormalPlayer()
    if level == "strong":
        return MonteCarloPlayer(HOOKS, budget or BUDGET, seed)
    raise ValueError(f"twentynine: no computer level {level!r}")
