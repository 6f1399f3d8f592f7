"""Computer play shared by Bismarck and Tribello (Qt-free; players see only their View).

- The exchange (spec notes): with no trumps keep aces, guarded kings and long
  suits and lay away the lowest cards of the short suits; with trumps keep
  every trump and the side aces and empty short side suits; when avoiding
  tricks lay away the highest cards, short suits first.
- ``choose_card``, the decent card play: in positive contracts cash sure
  winners, draw trumps when long in them, win cheaply (third hand, or with a
  sure winner), trump a side suit when void, else throw the lowest card of
  the weakest suit; when avoiding tricks lead low from short suits, play the
  highest card that still loses, and throw the highest card when void.
- The strong player: determinized Monte Carlo (``kortbord.ai.montecarlo``).
  Samples keep the voids shown in play, and the open cards not yet played
  lie in forehand's hand or among his four discards; rollouts play the deal
  out with the decent card play and score the deal's points.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from kortbord.ai.montecarlo import Budget, Hooks, MonteCarloPlayer, preferring, trusted_apply
from kortbord.ai.player import Player
from kortbord.engine.cards import SUITS, Card
from kortbord.engine.kit.tricks import (
    PLAY, TrickRules, cheapest_winner, determinize as sample, highest, highest_loser,
    lowest, plays_from_public, stripped_deck, top_outstanding, trick_in_view, voids)
from kortbord.engine.moves import Move
from kortbord.engine.rng import Rng
from kortbord.engine.state import GameState
from kortbord.engine.view import View

from .quota import DISCARD, PICKUP, PUT, TAKE, WIDOW, Phase, QuotaGame

DECK = tuple(stripped_deck())
DECK_SET = frozenset(DECK)
RANK = {r: i for i, r in enumerate("23456789TJQKA")}
#: Per decision: at most this many samples, and no new one after these seconds.
STRONG_BUDGET = Budget(samples=32, seconds=0.15)


# --- the exchange -------------------------------------------------------------------

def discards(cards: Sequence[Card], trump: str, avoid: bool) -> list[Card]:
    """The four cards to lay away from forehand's twenty."""
    length = {s: sum(1 for c in cards if c.suit == s) for s in SUITS}

    def keep_value(card: Card) -> tuple[float, int, str]:
        rank, n = RANK[card.rank], length[card.suit]
        if avoid:
            return (-(rank + (3 if n <= 3 else 0)), -rank, card.suit)   # high cards of short suits go
        if trump:
            if card.suit == trump or card.rank == "A":
                return (100.0, rank, card.suit)
            return (n + rank / 20, rank, card.suit)                      # empty short side suits
        guarded = card.rank == "A" or (card.rank == "K" and n >= 2) or (card.rank == "Q" and n >= 3)
        return ((100.0 if guarded else 0.0) + n + rank / 20, rank, card.suit)
    return sorted(cards, key=keep_value)[:WIDOW]


def exchange_move(view: View, legal: Sequence[Move]) -> Move:
    """The next step of the exchange towards the planned discards."""
    seat = view.seat if view.seat is not None else 0
    pub: Any = view.public
    widow = view.cards("widow")
    plan = set(discards(view.hand + widow, pub["trump"], bool(pub["avoid"])))
    wrong = next((c for c in widow if c not in plan), None)
    if wrong is not None:
        return Move(seat, TAKE, (wrong,))
    if len(widow) < WIDOW:
        return Move(seat, PUT, (next(c for c in view.hand if c in plan),))
    return Move(seat, DISCARD)


# --- card play ------------------------------------------------------------------------

def choose_card(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], rules: TrickRules, avoid: bool,
                gone: set[Card], players: int = 3) -> Card:
    """The decent card for a hand, the trick so far and the cards already played."""
    led = trick[0][1] if trick else None
    legal = rules.playable(hand, led)
    trump = rules.trump
    if led is None:
        return _lead(legal, rules, avoid, gone)
    follow = [c for c in legal if c.suit == led.suit]
    last = len(trick) == players - 1
    tops = top_outstanding(DECK_SET, gone | set(hand), rules)
    if avoid:
        if not follow:
            return max(legal, key=lambda c: (RANK[c.rank], -_count(legal, c.suit)))
        under = highest_loser(follow, trick, rules)
        return under if under is not None else highest(follow, rules)
    if follow:
        win = cheapest_winner(follow, trick, rules)
        if win is not None and (last or rules.rank(win) > tops[win.suit]):
            return win                                 # (a trumped trick has no winner here)
        return lowest(follow, rules)
    if trump:
        trumps = [c for c in legal if c.suit == trump]
        win = cheapest_winner(trumps, trick, rules)
        if win is not None:
            return win
    side = [c for c in legal if c.suit != trump] or list(legal)
    weakest = min({c.suit for c in side}, key=lambda s: (max(RANK[c.rank] for c in side if c.suit == s),
                                                         _count(side, s)))
    return lowest([c for c in side if c.suit == weakest], rules)


def _count(cards: Sequence[Card], suit: str) -> int:
    return sum(1 for c in cards if c.suit == suit)


def _lead(hand: Sequence[Card], rules: TrickRules, avoid: bool, gone: set[Card]) -> Card:
    suits = {s: [c for c in hand if c.suit == s] for s in SUITS}
    suits = {s: cs for s, cs in suits.items() if cs}
    if avoid:
        shortest = min(suits.values(), key=lambda cs: (len(cs), min(RANK[c.rank] for c in cs)))
        return lowest(shortest, rules)
    trump = rules.trump
    tops = top_outstanding(DECK_SET, gone | set(hand), rules)
    if trump and trump in suits:
        mine = suits[trump]
        if tops[trump] >= 0 and len(mine) >= 4:
            top = highest(mine, rules)
            return top if rules.rank(top) > tops[trump] else lowest(mine, rules)
    masters = [c for c in hand if rules.rank(c) > tops[c.suit] and (not trump or c.suit != trump)]
    if masters:
        return max(masters, key=lambda c: (len(suits[c.suit]), RANK[c.rank]))
    side = {s: cs for s, cs in suits.items() if s != trump} or suits
    longest = max(side.values(), key=lambda cs: (len(cs), max(RANK[c.rank] for c in cs)))
    return lowest(longest, rules)


def distinct_plays(legal: Sequence[Move], gone: set[Card], rules: TrickRules) -> list[Move]:
    """The card plays that differ: of cards in sequence in one suit (only played cards between
    them) the lowest stands for all."""
    keep: list[Move] = []
    by_suit: dict[str, list[Move]] = {}
    for move in legal:
        by_suit.setdefault(move.card.suit, []).append(move)
    for suit, moves in by_suit.items():
        moves.sort(key=lambda m: rules.rank(m.card))
        for i, move in enumerate(moves):
            if i and all(Card(rules.ranks[r], suit) in gone
                         for r in range(rules.rank(moves[i - 1].card) + 1, rules.rank(move.card))):
                continue
            keep.append(move)
    return keep


def gone_cards(pub: Any) -> set[Card]:
    return {c for _, _, c in plays_from_public(pub)}


class DecentPlayer:
    """The heuristic player; ``contract`` chooses the contract (Tribello) or is None."""

    def __init__(self, contract: Callable[[View, Sequence[Move]], Move] | None = None) -> None:
        self.contract = contract

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        pub: Any = view.public
        phase = pub["phase"]
        if phase == Phase.CONTRACT.value and self.contract is not None:
            return self.contract(view, legal)
        if phase == Phase.PICKUP.value:
            return next(m for m in legal if m.verb == PICKUP)
        if phase == Phase.EXCHANGE.value:
            return exchange_move(view, legal)
        if phase != Phase.PLAY.value:
            return legal[0]
        rules = TrickRules(trump=pub["trump"])
        card = choose_card(view.hand, trick_in_view(view), rules, bool(pub["avoid"]), gone_cards(pub))
        return next((m for m in legal if m.cards == (card,)), legal[0])


# --- the strong player's hooks -------------------------------------------------------------

def determinize(cls: type[QuotaGame]) -> Callable[[View, Rng], GameState]:
    def hook(view: View, rng: Rng) -> GameState:
        pub: Any = view.public
        fixed: dict[Card, str] = {}
        forehand = int(pub["forehand"])
        if view.seat != forehand and pub["phase"] in (Phase.EXCHANGE.value, Phase.PLAY.value):
            gone = gone_cards(pub)
            lacks = voids(plays_from_public(pub), TrickRules(trump=pub["trump"])).get(forehand, set())
            hand_slots = view.count(f"hand/{forehand}")
            widow_slots = view.count("widow")
            for card in (Card.parse(t) for t in pub["table_cards"]):
                if card in gone:
                    continue
                to_widow = card.suit in lacks or (
                    widow_slots > 0 and rng.below(widow_slots + hand_slots) < widow_slots)
                if (to_widow and widow_slots > 0) or hand_slots == 0:
                    fixed[card], widow_slots = "widow", widow_slots - 1
                else:
                    fixed[card], hand_slots = f"hand/{forehand}", hand_slots - 1
        return sample(cls, view, rng, DECK, fixed)
    return hook


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout policy on a full state: the decent card play (exchanges as planned)."""
    assert isinstance(state, QuotaGame)
    if state.phase is not Phase.PLAY:
        return state.legal_moves(seat)[0]
    hand = state.zones[f"hand/{seat}"]
    gone = {c for _, _, c in state.plays}
    card = choose_card(hand, state.trick_plays(), state.trick_rules(), state.avoid, gone)
    return Move(seat, PLAY, (card,))


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """The seat's points gained in the rollout less half of what the others gained."""
    assert isinstance(root, QuotaGame) and isinstance(now, QuotaGame)
    gains = [b - a for a, b in zip(root.totals, now.totals)]
    value = gains[seat] - 0.5 * sum(g for s, g in enumerate(gains) if s != seat)
    if now.is_over():
        value += 10.0 if seat in now.winners() else 0.0
    return value


def end_of_deal(root: GameState, now: GameState) -> bool:
    assert isinstance(root, QuotaGame) and isinstance(now, QuotaGame)
    return now.deal_no != root.deal_no or now.phase is not Phase.PLAY


def strong_player(cls: type[QuotaGame], decent: DecentPlayer, seed: int,
                  budget: Budget = STRONG_BUDGET) -> Player:
    """Monte Carlo for card play (a play no better than the decent one loses the tie);
    the decent player's choice for everything else."""
    def plays(view: View, legal: Sequence[Move]) -> Sequence[Move]:
        return distinct_plays(legal, gone_cards(view.public), TrickRules(trump=view.public["trump"]))
    ordered = preferring(decent.choose, plays)

    def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
        if view.public["phase"] != Phase.PLAY.value:
            return [decent.choose(view, legal)]
        return ordered(view, legal)
    hooks = Hooks(determinize=determinize(cls), evaluate=evaluate, policy=policy, horizon=end_of_deal,
                  advance=trusted_apply, candidates=candidates)
    return MonteCarloPlayer(hooks, budget, seed)
