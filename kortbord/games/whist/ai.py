"""Computer players for Whist (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player with careless card play (``kortbord.ai.easy``);
- ``normal``: bids Grand with about four sure tricks at no trumps (three in
  sequential reveal after a black card from the partner), always with the
  lowest card of the colour; in Grand cashes sure winners, leads its longest
  suit, plays second hand low, third hand high, wins cheaply and never
  overtakes a partner who is winning; in Nolo plays the highest card that
  still loses, wins with the highest card when it must, throws the highest
  card of its most dangerous suit when void and leads low from short suits.
- ``strong``: determinized Monte Carlo (``kortbord.ai.montecarlo``): samples
  the unseen cards consistent with its view (voids shown in play, shown bid
  cards in their owners' hands) and, where it can, with the colours bid (a
  red bid card from a hand the normal player would bid Grand with, black
  from one it would not), plays each candidate out to the end of the hand
  with the normal player's choices and keeps the best mean score
  difference; a move no better than the normal player's choice loses the tie.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, agreeing, preferring, trusted_apply
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...engine.cards import Card
from ...engine.kit.partnership import Partnerships
from ...engine.kit.tricks import (
    cheapest_winner, clockwise, distinct_plays, current_best, determinize as sample, highest,
    highest_loser, lowest, plays_from_public, stripped_deck, trick_in_view)
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import RULES, Contract, Phase, State

PAIRS = Partnerships()
DECK = tuple(stripped_deck())
#: Per card the higher cards of its suit.
HIGHER = {c: tuple(h for h in DECK if h.suit == c.suit and RULES.rank(h) > RULES.rank(c)) for c in DECK}
BUDGET = Budget(samples=40, seconds=0.15)


def estimate(hand: Sequence[Card]) -> float:
    """Sure tricks at no trumps: aces, guarded kings, long suits headed by A-K."""
    total = 0.0
    for suit in "CDHS":
        ranks = {c.rank for c in hand if c.suit == suit}
        length = len(ranks)
        total += "A" in ranks
        if "K" in ranks:
            total += 1.0 if "A" in ranks else 0.5 if length >= 2 else 0.0
        if "Q" in ranks and {"A", "K"} <= ranks:
            total += 0.5
        if length >= 5 and {"A", "K"} <= ranks:
            total += length - 4
    return total


def bid_choice(hand: Sequence[Card], partner_black: bool) -> str:
    want = estimate(hand) >= (3 if partner_black else 4)
    has_red = any(c.is_red for c in hand)
    has_black = any(not c.is_red for c in hand)
    if (want and has_red) or not has_black:
        return Contract.GRAND.value
    return Contract.NOLO.value


def wants_tricks(contract: str) -> bool:
    return contract == Contract.GRAND.value


def choose_card(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], seat: int,
                grand: bool, played: set[Card]) -> Card:
    """The decent card play, from the hand, the trick so far and the cards played."""
    rules = RULES
    led = trick[0][1] if trick else None
    legal = rules.playable(hand, led)
    if not trick:
        return _lead(legal, grand, played)
    follow = [c for c in legal if c.suit == led.suit] if led else []
    best = current_best(trick, rules)
    assert best is not None
    partner_wins = PAIRS.same_team(best[0], seat)
    last = len(trick) == 3
    if grand:
        if not follow:
            return _weakest_discard(legal, played)
        if partner_wins and (last or _is_top(best[1], played, hand)):
            return lowest(follow, rules)
        if len(trick) == 1 and not _is_top(highest(follow, rules), played, hand):
            return lowest(follow, rules)                     # second hand low
        win = cheapest_winner(follow, trick, rules)
        if win is not None and (last or _is_top(win, played, hand) or len(trick) == 2):
            return win
        return lowest(follow, rules)
    # Nolo: stay under the winning card; forced: win high; void: throw danger.
    if not follow:
        return highest(legal, rules)
    under = highest_loser(follow, trick, rules)
    if under is not None:
        return under
    return highest(follow, rules)


def _is_top(card: Card, played: set[Card], hand: Sequence[Card]) -> bool:
    """Is ``card`` the highest card of its suit still out (played cards and own hand aside)?"""
    return all(c in played or c in hand for c in HIGHER[card])


def _lead(hand: Sequence[Card], grand: bool, played: set[Card]) -> Card:
    rules = RULES
    suits = {s: [c for c in hand if c.suit == s] for s in "CDHS"}
    suits = {s: cs for s, cs in suits.items() if cs}
    if grand:
        tops = [c for c in hand if _is_top(c, played, hand)]
        if tops:
            return max(tops, key=lambda c: (len(suits[c.suit]), rules.rank(c)))
        longest = max(suits.values(), key=lambda cs: (len(cs), max(rules.rank(c) for c in cs)))
        return lowest(longest, rules)
    shortest = min(suits.values(), key=lambda cs: (len(cs), min(rules.rank(c) for c in cs)))
    return lowest(shortest, rules)


def _weakest_discard(hand: Sequence[Card], played: set[Card]) -> Card:
    """Discard from the weakest suit: the one whose best card is lowest, then shortest."""
    rules = RULES
    suits = {s: [c for c in hand if c.suit == s] for s in "CDHS"}
    weakest = min((cs for cs in suits.values() if cs),
                  key=lambda cs: (max(rules.rank(c) for c in cs), len(cs)))
    return lowest(weakest, rules)


# --- the players ------------------------------------------------------------------

class DecentPlayer:
    """The heuristic player of the spec's notes."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        pub: Any = view.public
        assert view.seat is not None
        seat = view.seat
        if pub["phase"] == "bid":
            shown = pub["shown"]
            partner = str(PAIRS.partner(seat))
            partner_black = partner in shown and not Card.parse(shown[partner]).is_red
            arg = bid_choice(view.hand, partner_black)
            return next((m for m in legal if m.arg == arg), legal[0])
        played = {c for _, _, c in plays_from_public(pub)}
        card = choose_card(view.hand, trick_in_view(view), seat, wants_tricks(pub["contract"]), played)
        return next((m for m in legal if m.cards == (card,)), legal[0])


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout policy on a full state: the normal player's bids and cards."""
    assert isinstance(state, State)
    hand = state.zones[f"hand/{seat}"]
    if state.phase is Phase.BID:
        return Move(seat, "bid", (), bid_choice(hand, _partner_black(state.shown, seat)))
    played = {c for _, _, c in state.plays}
    card = choose_card(hand, state.trick_plays(), seat, state.contract is Contract.GRAND, played)
    return Move(seat, "play", (card,))


def _partner_black(shown: dict[int, Card], seat: int) -> bool:
    card = shown.get(PAIRS.partner(seat))
    return card is not None and not card.is_red


def sample_deal(view: View, rng: Rng) -> GameState:
    """A full state consistent with ``view``; shown bid cards stay with their owners."""
    fixed = {Card.parse(t): f"hand/{s}" for s, t in view.public["shown"].items()}
    return sample(State, view, rng, DECK, fixed)


def misbid(view: View, state: GameState) -> int:
    """Seats (``view``'s own aside) whose sampled hand this hand (held and played) the
    normal player would have bid another colour with than the one it showed."""
    assert isinstance(state, State)
    if state.phase is not Phase.PLAY:
        return 0
    order = clockwise(state.forehand, 4)
    showed = order[:order.index(state.bidder) + 1] if state.bidder >= 0 else order
    black: set[int] = set()
    count = 0
    for seat in showed:
        red = seat == state.bidder
        if seat != view.seat:
            hand = state.zones[f"hand/{seat}"] + [c for _, s, c in state.plays if s == seat]
            partner_black = state.sequential() and PAIRS.partner(seat) in black
            count += (bid_choice(hand, partner_black) == Contract.GRAND.value) != red
        if not red:
            black.add(seat)
    return count


determinize = agreeing(sample_deal, misbid)


def evaluate(root: GameState, state: GameState, seat: int) -> float:
    """The pair's lead in points at the end of the rollout (a won game counts 50)."""
    assert isinstance(state, State)
    mine = PAIRS.team_of(seat)
    value = float(state.scores[mine] - state.scores[1 - mine])
    if state.is_over():
        value += 50.0 if mine in state.winning_pairs() else -50.0
    return value


def end_of_hand(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.hand_no != root.hand_no


def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    """Bids: only the two colour buttons (the lowest card of a colour is always the one to show);
    card plays: one of each run of equivalent cards."""
    buttons = [m for m in legal if m.verb == "bid" and not m.cards]
    if buttons:
        return buttons
    played = {c for _, _, c in plays_from_public(view.public)}
    return distinct_plays(legal, view.hand, played, RULES)


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=policy, horizon=end_of_hand,
              advance=trusted_apply, candidates=preferring(DecentPlayer().choose, candidates))


def make_player(level: str, seed: int = 0, budget: Budget | None = None) -> Player:
    """``easy``, ``normal`` or ``strong`` (``budget`` overrides the strong player's default)."""
    if level == "easy":
        return EasyPlayer(DecentPlayer(), seed)
    if level == "normal":
        return DecentPlayer()
    if level == "strong":
        return MonteCarloPlayer(HOOKS, budget or BUDGET, seed)
    raise ValueError(f"whist: no computer level {level!r}")
