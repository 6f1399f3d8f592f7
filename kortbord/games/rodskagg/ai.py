"""Computer players for Rödskägg (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player with careless card play (``kortbord.ai.easy``);
- ``normal``: knocks, asks, announces and points out mistakes at once (unless a
  ``computer_slips`` chance makes it forget an announcement or the question);
  never looks early. Exchanges a hand without court cards unless its score is
  2 or less. Bids the tricks it can take as leader (aces, A-K, half for K-Q,
  one more for a long suit headed by A-K), never more than its score,
  Rödskägg only with six sure winners; below 0 it overbids with a weak hand
  and joins without a winner, to collect +P; the forced dealer bids 0. In play it wants tricks while a trick does not take it
  below 0: then it leads its best card and wins cheaply, otherwise it leads low,
  ducks under the winning card and throws its highest cards. It joins for the
  last two tricks with an ace or a sure winner when -2 does not overshoot 0.
- ``strong``: the same rituals; bids, exchanges, joining and card play by
  determinized Monte Carlo (``kortbord.ai.montecarlo``), rolling the round out
  with the decent choices and valuing the distance to exactly 0 (and a won or
  lost game); a move no better than the decent choice loses the tie.

``wants_to_act`` tells a driver that the player leaves an out-of-turn window
alone (looking early, a forgotten announcement); a driver that asks anyway
gets the window move, since the Player protocol cannot abstain.
"""
from __future__ import annotations

from typing import Any, Sequence

from kortbord.ai.montecarlo import Budget, Hooks, MonteCarloPlayer, preferring, trusted_apply
from kortbord.ai.easy import EasyPlayer
from kortbord.ai.player import Player
from kortbord.engine.cards import SUITS, Card
from kortbord.engine.kit.tricks import (
    determinize as sample, hand_zone, plays_from_public, plays_of, stripped_deck, top_outstanding, trick_in_view)
from kortbord.engine.moves import Move, shared_move
from kortbord.engine.rng import Rng
from kortbord.engine.state import GameState
from kortbord.engine.view import View

from .common import (
    ASK, BID, DROP, EXCHANGE, JOIN, KEEP, KNOCK, LEVELS, LOOK, PASS, POINT, QUESTION_AFTER, REDBEARD, RULES,
    SAY, Phase, court_card)
from .rules import State

DECK = tuple(stripped_deck())
DECK_SET = frozenset(DECK)
#: Each card's rank, and the order of ``lowest`` / ``highest`` (rank, then suit).
_RANK = {c: RULES.rank(c) for c in DECK}
_ORDER = {c: (RULES.rank(c), c.suit) for c in DECK}
WINDOWS = (LOOK, SAY, POINT)
STRONG_BUDGET = Budget(samples=30, seconds=0.12)
#: Phases as module names (the rollout policy asks on every move; see ``rules``).
_BID, _EXCHANGE, _JOIN, _KNOCK, _PLAY = Phase.BID, Phase.EXCHANGE, Phase.JOIN, Phase.KNOCK, Phase.PLAY


# --- judging a hand ---------------------------------------------------------------

def leader_tricks(hand: Sequence[Card]) -> float:
    """Tricks a leader can count on (spec notes): A 1, K with A 1, K with Q 0.5, long A-K suit +1."""
    total = 0.0
    for suit in SUITS:
        ranks = {c.rank for c in hand if c.suit == suit}
        total += "A" in ranks
        if "K" in ranks:
            total += 1.0 if "A" in ranks else 0.5 if "Q" in ranks else 0.0
        if len(ranks) >= 4 and {"A", "K"} <= ranks:
            total += 1.0
    return total


def sure_winners(hand: Sequence[Card]) -> int:
    """Cards that win when led, suit by suit from the ace down (A, A-K, A-K-Q ...)."""
    total = 0
    for suit in SUITS:
        ranks = {c.rank for c in hand if c.suit == suit}
        for rank in "AKQJT98765432":
            if rank not in ranks:
                break
            total += 1
    return total


def bid_call(hand: Sequence[Card], score: int, penalty: int, legal: Sequence[str]) -> str:
    """The decent call among ``legal`` calls ("pass", "0" ... "6", "rodskagg")."""
    bids = [c for c in legal if c != PASS]
    if REDBEARD in bids and sure_winners(hand) >= 6:
        return REDBEARD
    numeric = [int(c) for c in bids if c != REDBEARD]
    count = int(leader_tricks(hand))
    want = -1
    if score >= 1 and count >= 1:
        want = min(count, score)
    elif score < 0 and count <= 3:
        want = max(numeric, default=-1)                  # fail on purpose: +P brings it back up
    if want in numeric:
        return str(want)
    if PASS in legal:
        return PASS
    return min(bids, key=LEVELS.index)


def wants_trick(score: int, double: bool = False) -> bool:
    """Does a trick bring the score closer to exactly 0 without passing it?"""
    return score - (2 if double else 1) >= 0


def choose_card(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], plays: Sequence[tuple[int, int, Card]],
                want: bool, last: bool) -> Card:
    """The decent card: win cheaply when a trick is wanted, duck otherwise. ``plays``: the
    round's cards played as (trick, seat, card), read only when the outstanding tops decide.
    No trumps (A3): a card follows and wins by its rank alone (the kit's ``lowest``,
    ``highest``, ``cheapest_winner`` and ``highest_loser`` by rank look-up, for rollouts)."""
    key = _ORDER.__getitem__
    if not trick:
        if want:
            tops = top_outstanding(DECK_SET, _seen(plays, hand), RULES)
            masters = [c for c in hand if _RANK[c] > tops[c.suit]]
            return max(masters or hand, key=key)
        return min(hand, key=key)
    suit = trick[0][1].suit
    follow = [c for c in hand if c.suit == suit]
    if not follow:
        return min(hand, key=key) if want else max(hand, key=key)
    beat = max(_RANK[c] for _, c in trick if c.suit == suit)      # the rank to beat
    if want:
        winners = [c for c in follow if _RANK[c] > beat]
        win = min(winners, key=key) if winners else None
        if win is not None and (last or win.rank in "QKA" or
                                _RANK[win] > top_outstanding(DECK_SET, _seen(plays, hand), RULES)[suit]):
            return win
        return min(follow, key=key)
    losers = [c for c in follow if _RANK[c] < beat]
    return max(losers or follow, key=key)


def _seen(plays: Sequence[tuple[int, int, Card]], hand: Sequence[Card]) -> set[Card]:
    """The cards played this round and those in ``hand``."""
    seen = {c for _, _, c in plays}
    seen.update(hand)
    return seen


def join_choice(hand: Sequence[Card], gone: set[Card], score: int) -> str:
    """Join with a likely winner when -2 does not overshoot 0; below 0 join to lose (+P)."""
    tops = top_outstanding(DECK_SET, gone | set(hand), RULES)
    masters = any(RULES.rank(c) > tops[c.suit] for c in hand)
    if score < 0:
        return DROP if masters else JOIN
    good = masters or any(c.rank == "A" for c in hand)
    return JOIN if good and wants_trick(score, double=True) else DROP


# --- the players --------------------------------------------------------------------

class DecentPlayer:
    """The heuristic player (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.forgets: dict[tuple[Any, ...], bool] = {}

    def slips(self, view: View, key: tuple[Any, ...]) -> bool:
        """Decided once per occasion: does it forget this time (``computer_slips`` percent)?"""
        chance = int(view.options.get("computer_slips", 0))
        if chance <= 0:
            return False
        if key not in self.forgets:
            self.forgets[key] = self.rng.below(100) < chance
        return self.forgets[key]

    def wanted(self, view: View, legal: Sequence[Move]) -> list[Move]:
        """The moves it would make: never looking early, no forgotten announcement or question."""
        pub: Any = view.public
        out = []
        for move in legal:
            if move.verb == LOOK:
                continue
            if move.verb in (SAY, ASK) and self.slips(view, (move.verb, pub["round"], pub["fields"]["tricks_played"],
                                                             move.arg)):
                continue
            out.append(move)
        return out

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        return bool(self.wanted(view, legal))

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        moves = self.wanted(view, legal) or list(legal)
        for verb in (POINT, SAY, KNOCK, ASK):
            move = next((m for m in moves if m.verb == verb), None)
            if move is not None:
                return move
        turn = [m for m in moves if m.verb not in WINDOWS]
        if not turn:
            return moves[0]
        return self.decide(view, turn)

    def decide(self, view: View, legal: Sequence[Move]) -> Move:
        """A move of the seat's turn (exchange, bid, join, card)."""
        pub: Any = view.public
        seat = view.seat if view.seat is not None else 0
        score = int(pub["scores"][seat])
        hand = view.hand
        verbs = {m.verb for m in legal}
        if EXCHANGE in verbs:
            verb = KEEP if score <= 2 or court_card(hand) is not None else EXCHANGE
            return next(m for m in legal if m.verb == verb)
        if BID in verbs or PASS in verbs:
            calls = [PASS if m.verb == PASS else m.arg for m in legal]
            call = bid_call(hand, score, int(pub["penalty"]), calls)
            return next(m for m in legal if (m.verb == PASS and call == PASS) or m.arg == call)
        plays = plays_from_public(pub)
        if JOIN in verbs:
            verb = join_choice(hand, {c for _, _, c in plays}, score)
            return next(m for m in legal if m.verb == verb)
        trick = trick_in_view(view)
        want = True if pub["phase"] == Phase.DECIDE.value else wants_trick(
            score, seat in pub["joined"] and int(pub["fields"]["tricks_played"]) >= QUESTION_AFTER)
        in_play = sum(1 for s in range(view.players) if s not in pub["out"] and s not in pub["dropped"])
        if pub["phase"] == Phase.DECIDE.value:
            in_play = len(pub["deciders"])
        card = choose_card(hand, trick, plays, want, len(trick) == in_play - 1)
        return next((m for m in legal if m.cards == (card,)), legal[0])


class StrongPlayer(DecentPlayer):
    """Rituals as the decent player; the turn's decisions by Monte Carlo."""

    def __init__(self, seed: int = 0, budget: Budget = STRONG_BUDGET) -> None:
        super().__init__(seed)
        self.mc = MonteCarloPlayer(HOOKS, budget, seed)

    def decide(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        return self.mc.choose(view, legal)


# --- Monte Carlo hooks --------------------------------------------------------------------

def determinize(view: View, rng: Rng) -> GameState:
    return sample(State, view, rng, DECK)


def policy(state: GameState, seat: int, rng: Rng) -> Move:
    """The decent choices on a full state (fast: no views)."""
    assert isinstance(state, State)
    main = state.main_actor()
    if seat != main:
        return state.windows(seat)[-1]
    phase, score, hand = state.phase, state.scores[seat], state.zones[hand_zone(seat)]
    if phase is _PLAY:
        if state.may_ask(seat):
            return shared_move(seat, ASK)
        trick = state.trick_plays()
        want = wants_trick(score, seat in state.joined and state.tricks_played >= QUESTION_AFTER)
        players = state.players - len(state.out) - len(state.dropped)     # a dropped seat is in the game
        return plays_of(seat)[choose_card(hand, trick, state.plays, want, len(trick) == players - 1)]
    if phase is _KNOCK:
        return shared_move(seat, KNOCK)
    if phase is _EXCHANGE:
        return shared_move(seat, KEEP if score <= 2 or court_card(hand) is not None else EXCHANGE)
    if phase is _BID:
        moves = state.turn_moves(seat)
        calls = [PASS if m.verb == PASS else m.arg for m in moves]
        call = bid_call(hand, score, state.penalty_size, calls)
        return shared_move(seat, PASS) if call == PASS else shared_move(seat, BID, arg=call)
    if phase is _JOIN:
        return shared_move(seat, join_choice(hand, {c for _, _, c in state.plays}, score))
    trick = state.trick_plays()             # the deciding round
    return plays_of(seat)[choose_card(hand, trick, state.plays, True, len(trick) == len(state.deciders) - 1)]


def evaluate(root: GameState, now: GameState, seat: int) -> float:
    """Near exactly 0 is good, below 0 worse; a won game +50, a lost one or being out -50."""
    assert isinstance(now, State)
    if now.is_over():
        return 50.0 / len(now.won_by) if seat in now.won_by else -50.0
    if seat in now.out:
        return -50.0
    mine = now.scores[seat]
    value = -float(abs(mine)) - (3.0 if mine < 0 else 0.0)
    others = [abs(now.scores[s]) for s in now.active() if s != seat]
    return value + 0.3 * min(others, default=0)


def end_of_round(root: GameState, now: GameState) -> bool:
    assert isinstance(root, State) and isinstance(now, State)
    return now.round_no != root.round_no


HOOKS = Hooks(determinize=determinize, evaluate=evaluate, policy=policy, horizon=end_of_round, advance=trusted_apply,
              candidates=preferring(DecentPlayer().decide))


def make_player(level: str, seed: int = 0) -> Player:
    if level == "easy":
        return EasyPlayer(DecentPlayer(seed), seed)
    if level == "normal":
        return DecentPlayer(seed)
    if level == "strong":
        return StrongPlayer(seed)
    raise ValueError(f"rodskagg: no computer level {level!r}")
