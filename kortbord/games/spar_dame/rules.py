"""Spar Dame – the queen of spades (spec: shared/rules/spar_dame.md).

Rules in brief: 3–6 players, each for himself, play out all cards in tricks
at no trumps. Low cards are removed so the deck divides (3: 2D; 5: 2D 2C;
6: 2D 2C 3D 3C, or the 36-card deck). Follow suit; the highest card of the
suit led wins; anything may be led at any time. Penalty points for cards
taken: QS 100, AH 20, other hearts 10, JD −100. Taking QS, every heart and JD
gives everybody else 200. After a hand in which someone reaches 1000
(``target_score``) the fewest points win.

Moves: ``"0 pass QS"`` (one card to the left-hand neighbour, with
``pass_cards``), ``"2 play QS"``.

Decisions implemented: A1 (JD −100), A2 (removal order 2D 2C 3D 3C;
``six_player_deck = short36``), A3 (``moon_shooter_score``), A4, A5 (no lead
restrictions), A6 (``pass_cards`` to the left, everybody chooses before
anybody receives), A7 (end only after whole hands), A8 (shared win).
Spec silent: ``target_score`` (100–5000) is offered in steps of 100.
"""
from __future__ import annotations

from enum import Enum
from typing import Any, Mapping

from kortbord.engine.cards import Card
from kortbord.engine.events import MESSAGE, ROUND_OVER, Event
from kortbord.engine.kit.tricks import (
    NOT_IN_HAND, PLAY, TrickGame, TrickRules, card_points, draw_for_dealer, hand_zone, next_seat, stripped_deck)
from kortbord.engine.kit.scoring import best_seats, winners_text
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from kortbord.engine.moves import Move, shared_move
from kortbord.engine.score import HAND, ScoreRow, ScoreSheet
from kortbord.engine.state import NOT_YOUR_TURN

from . import INFO
from . import prompts

_ = Catalog("spar_dame")
MUST_FOLLOW = _("R2.must_follow", QT_TRANSLATE_NOOP("spar_dame", "You must follow suit ({suit})"))
PASS_FIRST = _("D3.pass_first", QT_TRANSLATE_NOOP("spar_dame", "Pass {count} cards to the left first"))
PASS_DONE = _("D3.pass_done", QT_TRANSLATE_NOOP("spar_dame", "You have passed your cards"))
PASS_ONE = _("D3.pass_one", QT_TRANSLATE_NOOP("spar_dame", "Pass one card of your hand at a time"))
NO_PASSING = _("D3.no_passing", QT_TRANSLATE_NOOP("spar_dame", "Cards are not passed now"))
DESCRIBE_PASS = _("D3.describe", QT_TRANSLATE_NOOP("spar_dame", "Pass {card} to the left"))
DESCRIBE_PLAY = _("R2.describe", QT_TRANSLATE_NOOP("spar_dame", "Play {card}"))
TOOK_ALL = _("S2.took_all", QT_TRANSLATE_NOOP("spar_dame", "{seat} took everything – everyone else +200"))
ROW = _("S1.row", QT_TRANSLATE_NOOP("spar_dame", "Hand {hand}"))
ROW_ALL = _("S2.row", QT_TRANSLATE_NOOP("spar_dame", "Hand {hand}: {seat} took everything"))
STATUS = _("S4.status", QT_TRANSLATE_NOOP("spar_dame", "Hand {hand} – game ends at {target}"))
STATUS_PASS = _("D3.status", QT_TRANSLATE_NOOP("spar_dame", "Hand {hand}: pass {count} cards to the left"))
WON = _("S4.won", QT_TRANSLATE_NOOP("spar_dame", "{seat} wins with the fewest points"))
SHARED = _("A8.shared", QT_TRANSLATE_NOOP("spar_dame", "Shared win: {seats}"))

RULES = TrickRules()
#: S1: penalty points of the scoring cards (A1: JD counts minus).
POINTS = {"QS": 100, "JD": -100, "AH": 20, "H": 10}
#: ``card_points`` of each card, looked up once.
_CARD_POINTS = {c: card_points([c], POINTS) for c in stripped_deck()}
#: D1/A2: cards removed per player count, in order.
REMOVED = {3: ("2D",), 4: (), 5: ("2D", "2C"), 6: ("2D", "2C", "3D", "3C")}
SHORT_RANKS = "6789TJQKA"


class Phase(str, Enum):
    PASS = "pass"
    PLAY = "play"
    OVER = "over"


#: The members as module names: read off the enum class, a member is slow in Python 3.11
#: (see ``engine.events``).
_OVER, _PASS, _PLAY = Phase.OVER, Phase.PASS, Phase.PLAY


def deck_for(players: int, six_player_deck: str = "remove4") -> list[Card]:
    """D1: the deck for ``players`` (A2)."""
    if players == 6 and six_player_deck == "short36":
        return stripped_deck(ranks=SHORT_RANKS)
    return stripped_deck(remove=REMOVED[players])


class State(TrickGame):
    info = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    MUST_FOLLOW = MUST_FOLLOW
    OWN_ZONES = ("hand", "pass")
    FIELDS = TrickGame.TRICK_FIELDS + ("phase", "hand_no", "totals", "history", "draws")

    phase: Phase
    hand_no: int
    totals: list[int]
    #: One row per hand: [hand, the seat that took everything or -1, points per seat...].
    history: list[list[int]]
    #: The draw for the first dealer as (seat, card).
    draws: list[tuple[int, Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.phase = _PLAY
        self.hand_no = 0
        self.totals = [0] * players
        self.history = []
        self.draws = []

    def zone_names(self) -> list[str]:
        return ["stock"] + self.trick_zone_names() + [f"pass/{s}" for s in range(self.players)]

    def trick_rules(self) -> TrickRules:
        return RULES

    def deck(self) -> list[Card]:
        return deck_for(self.players, str(self.options["six_player_deck"]))

    @property
    def pass_count(self) -> int:
        return int(self.options["pass_cards"])

    # --- dealing ------------------------------------------------------------

    def setup(self, dealer: int | None = None) -> list[Event]:
        """Draw for the first dealer (lowest card deals), then deal."""
        if dealer is not None:
            self.dealer = dealer
        else:
            deck = self.deck()
            self.rng.shuffle(deck)
            self.dealer, self.draws = draw_for_dealer(deck, self.players)
        self.zones["stock"] = self.deck()
        return self.deal()

    def deal(self) -> list[Event]:
        """D2: deal all cards one at a time from forehand; D3: passing, if on."""
        self.collect("stock")
        events = [self.shuffle_zone("stock")]
        events += self.deal_cards("stock", len(self.zones["stock"]) // self.players)
        self.hand_no += 1
        self.reset_tricks()
        if self.pass_count:
            self.phase = _PASS
            self.turn = -1
        else:
            self._start_play()
        return events

    def _start_play(self) -> None:
        self.phase = _PLAY
        self.start_trick(self.forehand)  # R1

    # --- turn ---------------------------------------------------------------

    def actors(self) -> list[int]:
        if self.phase is _PASS:
            return [s for s in range(self.players) if len(self.zones[f"pass/{s}"]) < self.pass_count]
        if self.phase is _PLAY:
            return [self.turn]
        return []

    def to_move(self) -> int | None:
        return self.turn if self.phase is _PLAY else None

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is _PLAY:
            return self.play_moves(seat)            # none unless ``seat`` is on turn
        if seat not in self.actors():
            return []
        if self.phase is _PASS:
            return [shared_move(seat, "pass", (c,)) for c in self.zones[f"hand/{seat}"]]
        return self.play_moves(seat)

    def explain(self, move: Move) -> Message:
        if self.phase is _PASS:
            if move.verb != "pass":
                return PASS_FIRST(count=self.pass_count)
            if move.seat not in self.actors():
                return PASS_DONE()
            if len(move.cards) == 1 and not move.arg and move.card not in self.zones[f"hand/{move.seat}"]:
                return NOT_IN_HAND(card=move.card)
            return PASS_ONE()
        if move.seat not in self.actors():
            return NOT_YOUR_TURN()
        if move.verb == "pass":
            return NO_PASSING()
        return self.explain_play(move)

    def describe(self, move: Move) -> Message:
        return DESCRIBE_PASS(card=move.card) if move.verb == "pass" else DESCRIBE_PLAY(card=move.card)

    # --- moves --------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if move.verb == PLAY:
            return self.play(move)
        seat = move.seat
        events = [self.move_card(move.card, f"hand/{seat}", f"pass/{seat}")]
        if not self.actors():
            # D3: everybody has chosen; the cards go to the left-hand neighbours.
            for s in range(self.players):
                left = next_seat(s, self.players)
                for card in list(self.zones[f"pass/{s}"]):
                    events.append(self.move_card(card, f"pass/{s}", f"hand/{left}"))
            self._start_play()
        return events

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        if self.zones[hand_zone(winner)]:
            self.start_trick(winner)  # R3
            return []
        return self._score_hand()

    # --- scoring --------------------------------------------------------------

    def taker_of_all(self, piles: list[list[Card]]) -> int:
        """S2: the seat whose tricks hold QS, every heart of the deck and JD, or -1."""
        needed = {c for c in self.deck() if c.suit == "H" or c.text in ("QS", "JD")}
        for seat, pile in enumerate(piles):
            if needed <= set(pile):
                return seat
        return -1

    def hand_points(self, piles: list[list[Card]]) -> tuple[list[int], int]:
        """S1/S2: (points per seat, the seat that took everything or -1)."""
        taker = self.taker_of_all(piles)
        if taker >= 0:
            own = -100 if self.options["moon_shooter_score"] == "minus100" else 0
            return [own if s == taker else 200 for s in range(self.players)], taker
        return [sum(map(_CARD_POINTS.__getitem__, pile)) for pile in piles], -1

    def _score_hand(self) -> list[Event]:
        piles = [self.zones[f"won/{s}"] for s in range(self.players)]
        points, taker = self.hand_points(piles)
        self.totals = [a + b for a, b in zip(self.totals, points)]
        self.history.append([self.hand_no, taker, *points])
        self.turn = -1
        events = [Event(ROUND_OVER, message=self._row_label(self.history[-1]))]
        if taker >= 0:
            events.append(Event(MESSAGE, message=TOOK_ALL(seat=SeatRef(taker))))
        if max(self.totals) >= int(self.options["target_score"]):  # S4
            self.phase = _OVER
        return self.next_hand(events)

    def winners(self) -> list[int]:
        return best_seats(self.totals, lowest=True) if self.phase is _OVER else []

    # --- reading ----------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is _OVER

    def status(self) -> Message:
        if self.phase is _OVER:
            return winners_text(self.winners(), WON, SHARED)
        if self.phase is _PASS:
            return STATUS_PASS(hand=self.hand_no, count=self.pass_count)
        return STATUS(hand=self.hand_no, target=int(self.options["target_score"]))

    def _row_label(self, row: list[int]) -> Message:
        return ROW(hand=row[0]) if row[1] < 0 else ROW_ALL(hand=row[0], seat=SeatRef(row[1]))

    def result(self) -> ScoreSheet:
        rows = tuple(ScoreRow(self._row_label(r), tuple(r[2:]), HAND(n=r[0])) for r in self.history)
        return ScoreSheet(players=self.players, rows=rows, totals=tuple(self.totals),
                          winners=tuple(self.winners()), finished=self.is_over(), lower_is_better=True,
                          target=int(self.options["target_score"]), status=self.status())

    def public(self) -> dict[str, Any]:
        out = self.trick_public()
        scoring = {str(s): [c.text for c in self.zones[f"won/{s}"] if c.text in POINTS or c.suit == "H"]
                   for s in range(self.players)}
        out.update({
            "phase": self.phase.value,
            "hand": self.hand_no,
            "totals": list(self.totals),
            "target": self.options["target_score"],
            "scoring_cards": scoring,
            "passed_cards": [len(self.zones[f"pass/{s}"]) for s in range(self.players)],
            "draws": [[s, c.text] for s, c in self.draws],
        })
        return out


def new_game(players: int, options: Mapping[str, Any], seed: int = 0, dealer: int | None = None) -> State:
    """A new game, dealt. ``dealer`` skips the draw for the first dealer (a rematch with the
    same seats: the deal passes on, S6)."""
    state = State(players, options, seed)
    state.setup(dealer)
    return state
