"""Computer players for Spar Dame (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player with careless card play (``kortbord.ai.easy``);
- ``normal``: follows with the highest card that still loses, wins with the
  highest card when it must (taking a diamond trick with JD in it gladly);
  when void throws QS, then AH and high hearts, then AS/KS while QS is out,
  then its highest card; leads low from short suits, never AS/KS while QS is
  out, and leads high diamonds early while JD is out and it holds no JD.
  Passing (if on): QS, AS, KS when short in spades, then high hearts.
- ``strong``: determinized Monte Carlo (``kortbord.ai.montecarlo``): samples
  the unseen cards consistent with its view and the voids shown in play,
  plays each candidate out to the end of the hand with the normal player's
  choices and keeps the one with the best mean points against the others; a
  move no better than the normal player's choice loses the tie.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.montecarlo import Budget, Hooks, MonteCarloPlayer, preferring, trusted_apply
from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...engine.cards import Card
from ...engine.kit.tricks import (
    beats, cheapest_winner, determinize as sample, distinct_plays, highest, highest_loser, lowest,
    plays_from_public, trick_in_view)
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.state import GameState
from ...engine.view import View
from .rules import RULES, State, deck_for

QS, JD, AS, KS, AH = (Card.parse(t) for t in ("QS", "JD", "AS", "KS", "AH"))
BUDGET = Budget(samples=40, seconds=0.15)


def danger(card: Card, queen_out: bool) -> int:
    """How badly a card wants to be thrown away when void (higher first)."""
    if card is QS:
        return 100
    if card.suit == "H":
        return 50 + RULES.rank(card)
    if card in (AS, KS) and queen_out:
        return 40 + RULES.rank(card)
    if card is JD:
        return -1
    return RULES.rank(card)


def points_in(trick: Sequence[tuple[int, Card]]) -> int:
    return sum(100 if c is QS else -100 if c is JD else 20 if c is AH else 10 if c.suit == "H" else 0
               for _, c in trick)


def choose_card(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], players: int,
                played: set[Card]) -> Card:
    """The decent card play."""
    led = trick[0][1] if trick else None
    legal = RULES.playable(hand, led)
    queen_out = QS not in played and QS not in hand
    if led is None:
        return _lead(legal, queen_out, played)
    follow = [c for c in legal if c.suit == led.suit]
    if not follow:
        return max(legal, key=lambda c: (danger(c, queen_out), RULES.rank(c)))
    last = len(trick) == players - 1
    if JD in follow:
        if beats(JD, trick, RULES) and (last or points_in(trick) <= 0):
            return JD
    if last and points_in(trick) < 0:
        win = cheapest_winner(follow, trick, RULES)
        if win is not None:
            return win
    under = highest_loser(follow, trick, RULES)
    if under is not None:
        return under
    if last and points_in(trick) <= 0:
        safe = [c for c in follow if c is not QS]
        if safe:
            return highest(safe, RULES)
    return lowest(follow, RULES) if QS in follow and not last else highest(follow, RULES)


def _lead(hand: Sequence[Card], queen_out: bool, played: set[Card]) -> Card:
    jd_out = JD not in played and JD not in hand
    diamonds = [c for c in hand if c.suit == "D" and RULES.rank(c) > RULES.rank(JD)]
    if jd_out and diamonds and len(played) < 16:
        return highest(diamonds, RULES)
    avoid = {QS, AS, KS} if queen_out else {QS}
    options = [c for c in hand if c not in avoid and c.suit != "H"] or \
        [c for c in hand if c not in avoid] or list(hand)
    suits: dict[str, list[Card]] = {}
    for card in options:
        suits.setdefault(card.suit, []).append(card)
    shortest = min(suits.values(), key=lambda cs: (len([c for c in hand if c.suit == cs[0].suit]),
                                                   min(RULES.rank(c) for c in cs)))
    return lowest(shortest, RULES)


def pass_choice(hand: Sequence[Card]) -> Card:
    spades = [c for c in hand if c.suit == "S"]
    for card in (QS, AS, KS):
        if card in hand and (card is QS or len(spades) <= 3):
            return card
    hearts = [c for c in hand if c.suit == "H"]
    if hearts and RULES.rank(highest(hearts, RULES)) >= RULES.rank(Card.parse("TH")):
        return highest(hearts, RULES)
    rest = [c for c in hand if c is not JD]
    return highest(rest or list(hand), RULES)


class DecentPlayer:
    """The heuristic player of the spec's notes."""

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        pub: Any = view.public
        if pub["phase"] == "pass":
            card = pass_choice(view.hand)
            return next((m for m in legal if m.cards == (card,)), legal[0])
        played = {c for _, _, c in plays_from_public(pub)}
        card = choose_card(view.hand, trick_in_view(view), view.players, played)
        return next((m for m in legal if m.cards == (card,)), legal[0])


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The rollout policy on a full state: the normal player's passes and cards."""
    assert isinstance(state, State)
    hand = state.zones[f"hand/{seat}"]
    if state.turn != seat:
        return Move(seat, "pass", (pass_choice(hand),))
    played = {c for _, _, c in state.plays}
    return Move(seat, "play", (choose_card(hand, state.trick_plays(), state.players, played),))


def determinize(view: View, rng: Rng) -> GameState:
    deck = deck_for(view.players, str(view.options["six_player_deck"]))
    return sample(State, view, rng, deck)


def evaluate(root: GameState, state: GameState, seat: int) -> float:
    """Points the others got minus own points since the sample's start (low is good)."""
    assert isinstance(root, State) and isinstance(state, State)
    gained = [b - a for a, b in zip(root.totals, state.totals)]
    others = [g for s, g in enumerate(gained) if s != seat]
    return sum(others) / len(others) - gained[seat]


def end_of_hand(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.hand_no != root.hand_no


def candidates(view: View, legal: Sequence[Move]) -> Sequence[Move]:
    """Card plays that are not equivalent to another (touching cards count once)."""
    played = {c for _, _, c in plays_from_public(view.public)}
    return distinct_plays(legal, view.hand, played, RULES, frozenset((QS, JD, AH)))


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
    raise ValueError(f"spar_dame: no computer level {level!r}")
