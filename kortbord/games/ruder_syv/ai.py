"""Computer players for Ruder Syv (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player with careless bids and card play (``kortbord.ai.easy``);
- ``normal``: bids its count of sure tricks (7D one, each ace one, a king
  with the ace of its suit one, at most 3); as bidder cashes winners while it
  needs tricks and plays losing cards once the bid is reached; as an
  opponent beats the bidder's cards (7D on his winners) while he still needs
  tricks, and feeds him tricks (plays low) once he has reached his bid.
- ``strong``: determinized Monte Carlo (``kortbord.ai.montecarlo``): samples
  the unseen cards (most of the deck lies aside unseen) consistent with its
  view and, where it can, with the bids made (a hand the normal player would
  have bid the same with), plays each candidate out to the end of the hand
  with the decent policy and keeps the best mean score against the others;
  a move no better than the normal player's choice loses the tie.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, agreeing, preferring, trusted_apply
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...engine.cards import Card
from ...engine.kit.tricks import (
    PASS, TrickRules, beats, cheapest_winner, current_best, determinize as sample, highest_loser,
    distinct_plays, lowest, plays_from_public, stripped_deck, trick_in_view)
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import RANKS, SEVEN, State

DECK = tuple(stripped_deck(ranks=RANKS))
BUDGET = Budget(samples=60, seconds=0.15)


def count_tricks(hand: Sequence[Card]) -> int:
    """Sure and likely tricks: 7D, aces, kings with the ace of their suit."""
    count = sum(1 for c in hand if c is SEVEN or c.rank == "A")
    count += sum(1 for c in hand if c.rank == "K" and Card("A", c.suit) in hand)
    return min(count, 3)


def choose_card(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], seat: int, bidder: int,
                need: int, rules: TrickRules, may_pass: bool) -> Card | None:
    """The decent play; None means pass (``void_pass``)."""
    led = trick[0][1] if trick else None
    legal = rules.playable(hand, led)
    power = lambda c: rules.power(c, led.suit if led else c.suit)  # noqa: E731
    if seat == bidder:
        if not trick:
            return max(legal, key=power) if need > 0 else min(legal, key=power)
        if need > 0:
            return cheapest_winner(legal, trick, rules) or lowest(legal, rules)
        if may_pass and all(beats(c, trick, rules) for c in legal):
            return None
        return highest_loser(legal, trick, rules) or min(legal, key=power)
    # An opponent: stop the bidder while he needs tricks, feed him once he has enough.
    best = current_best(trick, rules)
    bidder_winning = best is not None and best[0] == bidder
    bidder_played = any(s == bidder for s, _ in trick)
    if need > 0:
        if not trick:
            return max(legal, key=power)
        if bidder_winning:
            return cheapest_winner(legal, trick, rules) or min(legal, key=power)
        if not bidder_played:
            return max(legal, key=power)
        return min(legal, key=power)
    if bidder_winning:
        return highest_loser(legal, trick, rules) or min(legal, key=power)
    return min(legal, key=power)


def bid_choice(hand: Sequence[Card], levels: Sequence[str]) -> str:
    wanted = str(count_tricks(hand))
    return wanted if wanted in levels else levels[0]


def _rules_from(options: Any) -> TrickRules:
    return TrickRules(top_card=SEVEN, top_card_free=options["seven_anytime"] == "on",
                      void_may_pass=options["void_pass"] == "on")


class DecentPlayer:
    """The heuristic player of the spec's notes."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        pub: Any = view.public
        assert view.seat is not None
        if pub["phase"] == "bid":
            arg = bid_choice(view.hand, [m.arg for m in legal])
            return next(m for m in legal if m.arg == arg)
        bidder, bid = int(pub["bidder"]), int(pub["bid"])
        need = bid - int(pub["tricks"][bidder])
        rules = _rules_from(view.options)
        may_pass = any(m.verb == PASS for m in legal)
        card = choose_card(view.hand, trick_in_view(view), view.seat, bidder, need, rules, may_pass)
        if card is None:
            return next(m for m in legal if m.verb == PASS)
        return next((m for m in legal if m.cards == (card,)), legal[0])


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout policy on a full state: the decent choices."""
    assert isinstance(state, State)
    hand = state.zones[f"hand/{seat}"]
    if state.bidder < 0:
        return Move(seat, "bid", (), str(count_tricks(hand)))
    rules = state.trick_rules()
    trick = state.trick_plays()
    may_pass = rules.may_pass(hand, trick[0][1] if trick else None)
    card = choose_card(hand, trick, seat, state.bidder, state.bid - state.tricks[state.bidder], rules, may_pass)
    return Move(seat, PASS) if card is None else Move(seat, "play", (card,))


def sample_deal(view: View, rng: Rng) -> GameState:
    return sample(State, view, rng, DECK)


def misbid(view: View, state: GameState) -> int:
    """Seats (``view``'s own aside) whose sampled hand this hand (held and played) the
    normal player would have bid another number with than the one they bid."""
    assert isinstance(state, State)
    order = state.bid_order()
    count = 0
    for seat, bid in zip(order, state.bids):
        if seat != view.seat:
            hand = state.zones[f"hand/{seat}"] + [c for _, s, c in state.plays if s == seat]
            count += count_tricks(hand) != int(bid)
    return count


determinize = agreeing(sample_deal, misbid)


def evaluate(root: GameState, state: GameState, seat: int) -> float:
    """Own points minus the others' mean since the sample's start."""
    assert isinstance(root, State) and isinstance(state, State)
    gained = [b - a for a, b in zip(root.totals, state.totals)]
    others = [g for s, g in enumerate(gained) if s != seat]
    return gained[seat] - sum(others) / len(others)


def end_of_hand(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.hand_no != root.hand_no


def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    """Card plays that are not equivalent to another (touching cards count once)."""
    played = {c for _, _, c in plays_from_public(view.public)}
    return distinct_plays(legal, view.hand, played, _rules_from(view.options))


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=policy, horizon=end_of_hand,
              advance=trusted_apply, candidates=preferring(DecentPlayer().choose, candidates))


def make_player(level: str, seed: int = 0, budget: Budget | None = None) -> Player:
    """``easy``, ``normal`` or ``strong`` (``budget`` overrides the strong player's default)."""
    if level == "easy":     # careless with its bids too: it does not count its tricks
        return EasyPlayer(DecentPlayer(), seed, verbs=("play", "bid"))
    if level == "normal":
        return DecentPlayer()
    if level == "strong":
        return MonteCarloPlayer(HOOKS, budget or BUDGET, seed)
    raise ValueError(f"ruder_syv: no computer level {level!r}")
