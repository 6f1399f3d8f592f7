"""Computer players for UNO (spec "Computer-player notes"). They see only their View.

- ``easy``: the normal player that forgets UNO one time in four, catches others
  only now and then, never challenges and now and then lays another card than
  the one it should (``kortbord.ai.easy``);
- ``normal``: colour control: a card of the colour it holds most of, a change of
  colour by number or symbol towards its longest colour; wilds kept for when it
  has no card of the colour; Stop, Draw Two and +4 saved for a next player with
  few cards; names the colour it holds most of; says UNO; catches who forgets;
- ``strong``: as normal, and counts: it names (and steers to) the colours the next
  player drew on (``public["voids"]``), dumps its 20- and 50-point cards when an
  opponent is on one card (winner takes), keeps its points low (elimination),
  spares its partner (teams), plays a +4 against the rule (``auto``) only to stop
  a next player on one card, and challenges a +4 when the cards it has not seen
  make a breach likely; with two players left it sheds its Stop, Reverse and Draw
  Two cards early, each being another turn (best with a card to follow).

All levels decide in well under a millisecond. ``pause_factor`` gives the
human-like delays of the spec: a computer on turn waits while somebody may still
be caught, so a human has time to click; catches and late calls come after
1-2.5 s, quicker at the stronger levels.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ai.easy import EasyPlayer
from ...ai.player import Player
from ...ai.random_player import RandomPlayer
from ...engine.cards import UNO_COLOURS, Card
from ...engine.moves import Move
from ...engine.rng import Rng
from ...engine.view import View
from .rules import DECK, card_points

LEVELS = ("random", "easy", "normal", "strong")
FORGET_ONE_IN = 4
#: The easy player catches a forgotten UNO this share of the times.
EASY_CATCH = 0.4
#: Pause factors (the table's usual pause is about 0.9 s).
CALL_PAUSE = {"easy": 2.5, "normal": 1.8, "strong": 1.2}
WAIT_FOR_CATCH = 2.6
#: The strong player's worth of an action card with two players left (another turn),
#: and of holding a card to play after it.
HEADS_UP_ACTION = 20.0
FOLLOW_UP = 6.0


class Table:
    """What a player reads off its view, once per decision."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.seat: int = view.seat if view.seat is not None else 0
        self.players = view.players
        self.hand: list[Card] = view.hand
        self.colour: str = pub["colour"] or ""
        self.counts: list[int] = list(pub["counts"])
        self.voids: list[str] = list(pub["voids"])
        self.out: list[int] = list(pub["out"])
        self.step: int = pub["direction"]
        self.phase: str = pub["phase"]
        self.window = pub["window"]
        self.elimination = pub["scoring"] == "elimination"
        team_of = {s: i for i, team in enumerate(pub["teams"]) for s in team}
        self.partners = {s for s in range(self.players)
                         if s != self.seat and self.seat in team_of and team_of.get(s) == team_of[self.seat]}
        self.next = self.after(self.seat)
        #: Two players left: a Stop, Reverse or Draw Two gives the player another turn.
        self.heads_up = self.players - len(self.out) == 2
        self.pile: list[Card] = view.cards("discard")
        self.offender = pub["offender"]

    def after(self, seat: int) -> int:
        seat = (seat + self.step) % self.players
        while seat in self.out:
            seat = (seat + self.step) % self.players
        return seat

    def longest(self, cards: Sequence[Card]) -> str:
        """The colour it holds most of (points break ties)."""
        def worth(colour: str) -> float:
            return sum(1 + card_points(c) / 1000 for c in cards if c.suit == colour)
        return max(UNO_COLOURS, key=worth)

    def opponents_low(self) -> bool:
        return any(self.counts[s] == 1 for s in range(self.players)
                   if s != self.seat and s not in self.partners and s not in self.out)


class UnoPlayer:
    """The ``normal`` and ``strong`` players (and the ``easy`` one's judgement)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.rng = Rng(seed)
        self.silent = False

    # --- the protocol ---------------------------------------------------

    def wants_to_act(self, view: View, legal: Sequence[Move]) -> bool:
        """Out of turn: a late UNO (unless it forgets on purpose), a catch (the easy
        player only now and then)."""
        if view.seat == view.to_move:
            return True
        if any(m.verb == "call" for m in legal):
            return not self.silent
        return self.level != "easy" or self.rng.random() < EASY_CATCH

    def pause_factor(self, view: View) -> float:
        pub: Any = view.public
        window = pub["window"]
        if window is None or window == view.seat:
            return 1.0 if window is None else CALL_PAUSE[self.level]
        if view.seat == view.to_move:
            return WAIT_FOR_CATCH                               # somebody may still be caught
        return CALL_PAUSE[self.level]

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        call = next((m for m in legal if m.verb == "call"), None)
        catch = next((m for m in legal if m.verb == "catch"), None)
        others = [m for m in legal if m.verb not in ("call", "catch")]
        if catch is not None and (self.level != "easy" or self.rng.random() < EASY_CATCH or not others):
            return catch
        if not others:
            assert call is not None
            self.silent = False
            return call
        t = Table(view)
        best = self.best(t, others)
        if call is not None and (t.window == t.seat or best.verb == "play" and len(t.hand) == 2):
            if self.silent or (self.level == "easy" and self.rng.below(FORGET_ONE_IN) == 0):
                self.silent = True
                return best
            return call
        self.silent = False
        return best

    # --- choosing ---------------------------------------------------------

    def best(self, t: Table, legal: list[Move]) -> Move:
        if t.phase == "colour":
            colour = self.name_colour(t, t.hand)
            return next(m for m in legal if m.arg == colour)
        if t.phase == "challenge":
            challenge = next(m for m in legal if m.verb == "challenge")
            return challenge if self.level == "strong" and self.breach_likely(t) else \
                next(m for m in legal if m.verb == "draw")
        plays = [m for m in legal if m.verb == "play"]
        rest = [m for m in legal if m.verb != "play"]
        if not plays:
            return rest[0]
        if t.phase == "drawn":
            card = plays[0].cards[0]
            keep = next(m for m in rest if m.verb == "keep")
            return keep if not card.suit and len(t.hand) > 3 and self.level != "easy" else plays[0]
        scored = [(self.score(t, m.cards[0]), m.cards[0].text, m) for m in plays]
        score, _text, move = max(scored, key=lambda x: (x[0], x[1]))
        draw = next((m for m in rest if m.verb == "draw"), None)
        if draw is not None and score < -60:
            return draw                                         # only a +4 against the rule: draw
        return move

    def name_colour(self, t: Table, cards: Sequence[Card]) -> str:
        """Its longest colour; the strong player prefers colours the next player drew on."""
        if self.level != "strong":
            return t.longest(cards)
        void = t.voids[t.next] if t.next not in t.partners else ""

        def worth(colour: str) -> float:
            return sum(1 + card_points(c) / 1000 for c in cards if c.suit == colour) + 0.8 * (colour in void)
        return max(UNO_COLOURS, key=worth)

    def score(self, t: Table, card: Card) -> float:
        rest = [c for c in t.hand if c is not card]
        if not rest:
            return 1000.0
        strong = self.level == "strong"
        danger = t.counts[t.next]
        friend = t.next in t.partners
        rank = card.rank
        score = 0.0
        if not card.suit:                                       # wilds: the last resort
            colour = self.name_colour(t, rest)
            score -= 40
            if rank == "wild4":
                legal = not any(c.suit == t.colour for c in t.hand)
                if not legal:
                    score -= 100 if not (strong and danger == 1 and not friend) else 0
                if danger <= 2 and not friend:
                    score += 35
            score += 4 * sum(1 for c in rest if c.suit == colour)
        else:
            colour = card.suit
            score += 4 * sum(1 for c in rest if c.suit == colour)
            if rank in ("skip", "draw2", "rev"):
                hurt = 30.0 if danger <= 2 else -8.0
                if strong and t.heads_up:                       # another turn: shed one more now
                    follow = any(c.suit == colour or c.rank == rank or not c.suit for c in rest)
                    hurt = max(hurt, HEADS_UP_ACTION + FOLLOW_UP * follow)
                score += -25 if friend and strong else hurt
            if strong and colour in t.voids[t.next] and not friend:
                score += 6
        if strong:
            if t.elimination or t.opponents_low():
                score += card_points(card) / 4                  # dump points while it can
            pile_colour = sum(1 for c in t.pile if c.suit == colour)
            score += pile_colour * 0.2                          # fewer of it left for the others
        return score

    def breach_likely(self, t: Table) -> bool:
        """Could the offender have held the colour that was in play under the +4?"""
        if len(t.pile) < 2:
            return False
        under = t.pile[-2]
        colour = under.suit
        if not colour or t.offender is None:
            return False
        if colour in t.voids[t.offender]:
            return False
        seen = set(t.hand) | set(t.pile)
        unseen = [c for c in DECK if c not in seen]
        share = sum(1 for c in unseen if c.suit == colour) / max(1, len(unseen))
        held: int = t.counts[t.offender]
        return bool(1 - (1 - share) ** held > 0.75)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (``random``, ``easy``, ``normal`` or ``strong``)."""
    if level == "random":
        return RandomPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"uno: no computer level {level!r}")
    if level == "easy":
        return EasyPlayer(UnoPlayer(level, seed), seed)
    return UnoPlayer(level, seed)
