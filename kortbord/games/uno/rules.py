"""UNO, the colour-matching shedding game (spec: rules/uno.md).

Rules in brief: 7 cards each from the dealer's left; the next card starts the
pile, with its effect (D1-D3; a Wild Draw Four goes back). In turn a player
lays one card of the colour in play, or of the same number or symbol (R3);
the Wild only without a card of the colour in play (A1, ``wild_anytime``), the
Wild Draw Four likewise (R3.4, checked by ``wild4_check``: R11). Who can play
must (R4, ``draw_when_able``); who cannot draws one and may play it (R5). Stop
skips (R6), Reverse turns the direction (R7, a Stop with two), Draw Two and
Wild Draw Four make the next player draw and lose his turn (R8, R9); they never
add up unless ``draw_stacking``, and nobody answers a Reverse with a Reverse
(R10). On one card a player says UNO!; until another player's next voluntary
move anybody else may catch him: two cards and a lost turn (R12-R14). The first
out wins the round (R15); the empty stock is refilled from the pile (R16).
Scores: the winner takes the others' cards (S1) or everybody counts his own
and is out at the limit (S2); pairs or teams (R17, S3).

Moves (text forms):
    ``0 play R5``, ``0 draw`` (also: take the cards passed on, accept a +4),
    ``0 keep`` (keep a drawn card that fits), ``0 choose G`` (colour after a
    wild), ``0 call uno``, ``2 catch 0`` (seat 2 catches seat 0 without UNO),
    ``1 challenge`` (the +4, ``wild4_check=challenge``), ``0 pass`` (R16).

Decisions: A1 the Wild only without the colour (``wild_anytime``); A2 only
cards of the colour in play make a +4 illegal; A3 ``wild4_check`` (in
``auto`` the offender draws right after his victim; in ``challenge`` even a
last-card +4 names a colour and can be challenged); A4 no answering back,
``draw_stacking`` (a stacked +4 must itself keep R3.4); A5 Reverse with two is
a Stop; A6 a drawn card that fits may be kept; A7 catching is the players'
job, ``uno_penalty_skip`` (a player caught while on turn loses that turn);
A8 going out after an uncaught forgotten UNO; A9 start card D3 (a start +4 is
shuffled back into the stock, which keeps its place secret); A10 R15, R16;
A11 teams of equal size seated alternately, pairs with 4/6/8/10 players,
teams of 3-5 (a count that allows no teams plays individually); A12 S2.
The first dealer is drawn (highest number card), then the deal passes on.

Beside this module: ``tables`` (phases, interned moves, card sets), ``moves_explained``
(``describe``, ``explain``) and ``scoring`` (card values, teams, the score sheet).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card
from ...engine.events import (  # the kinds by plain name: hot paths
    Event, CALL as _CALL, GAME_OVER as _GAME_OVER, MESSAGE as _MESSAGE, MOVE as _MOVE, ROUND_OVER as _ROUND_OVER,
    SHUFFLE as _SHUFFLE)
from ...engine.kit.dealing import dealt
from ...engine.kit.shedding import give, next_seat, restock
from ...engine.messages import Message, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.registry import GameInfo
from ...engine.rng import Rng
from ...engine.score import ScoreSheet
from ...engine.state import GameState
from ...engine.view import View, ZoneSpec
from . import INFO, moves_explained, prompts, scoring
from .scoring import card_points, team_count
from .tables import (
    ACTIONS, CALL, CATCH, CHALLENGE, CHOOSE, COLOUR_CARDS, DECK, DRAW, DREW, HAND_SIZE, HANDS, KEEP,
    MATCH_ON, MAX_SEATS, NUMBER_CARDS, PASS, PLAY, PLAYED, REVERSE_NEWS, WILD_CARDS, WILDS, Phase,
    DISCARD_SPEC, HAND_SPECS, STOCK_SPEC, news,
)
from .texts import (
    NAMES, LOSES_TURN, DRAWS_LOSES, PENALTY, CHALLENGE_WON, CHALLENGE_LOST, CAUGHT, PASSES,
    RESHUFFLED, START_BACK, WINS_ROUND, GOES_OUT, ELIMINATED, WINS, D_CALL,
)

__all__ = ["DECK", "Phase", "State", "card_points", "draw_dealer", "new_game", "team_count"]

# Phases as plain names: reading a member off its enum class costs Python 3.11 many
# times a global's, and the move loop reads them all the time.
_PLAY, _OVER, _COLOUR, _DRAWN, _CHALLENGE = (
    Phase.PLAY, Phase.OVER, Phase.COLOUR, Phase.DRAWN, Phase.CHALLENGE)




class State(GameState):
    """An UNO game: rounds until the target is reached or one player (team) is left.

    Change it only through ``apply`` (or ``deal``): ``legal_moves`` remembers its
    last answer until then.
    """

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "turn", "step", "phase", "colour", "drawn", "no_rev", "pending", "offender",
        "guilty", "start_wild", "called", "window", "penalised", "skipped", "shown_to", "shown_of",
        "shown", "voids", "out", "scores", "rounds", "won", "winner")

    dealer: int
    turn: int
    #: Direction of play: +1 clockwise, -1 counter-clockwise.
    step: int
    phase: Phase
    #: The colour in play (R2); "" while a start wild waits for its colour.
    colour: str
    #: The fitting card just drawn (phase DRAWN).
    drawn: Card | None
    #: The seat on turn got it straight after a Reverse: it may not play one (R10).
    no_rev: bool
    #: Cards the seat on turn must draw unless it passes them on (draw_stacking, challenge).
    pending: int
    #: The seat whose +4 may be challenged (phase CHALLENGE), else -1.
    offender: int
    #: The colour in play that its player held when he laid the last +4 ("": it kept R3.4).
    guilty: str
    #: The start card is a wild: naming its colour does not end the turn (D3).
    start_wild: bool
    #: Seats that said UNO and still hold the hand they said it with.
    called: list[int]
    #: The seat on one card that has not said UNO while it may still be caught (R12, R13).
    window: int | None
    #: Seats that lose their next turn (R13).
    penalised: list[int]
    #: The seat that just lost its turn (the "Skip" stamp).
    skipped: int | None
    #: The challenger who is shown the offender's hand, whose hand it is, and the hand (R11).
    shown_to: int | None
    shown_of: int
    shown: list[Card]
    #: Per seat the colours it drew on in its own turn (public memory).
    voids: list[str]
    #: Seats out of the game (S2).
    out: list[int]
    #: Running totals per column (seat, or team with teams).
    scores: list[int]
    rounds: list[list[int]]
    #: The seat that went out, per round.
    won: list[int]
    #: The seat that went out last.
    winner: int | None

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if not 2 <= players <= MAX_SEATS:
            raise ValueError(f"uno: {players} players (allowed 2-{MAX_SEATS})")
        super().__init__(players, options, seed)
        opts = self.options
        self._wild_any = bool(opts.get("wild_anytime", False))
        self._check = str(opts.get("wild4_check", "auto"))
        self._draw_any = bool(opts.get("draw_when_able", False))
        self._stack = bool(opts.get("draw_stacking", False))
        self._skip_penalty = bool(opts.get("uno_penalty_skip", True))
        self.elimination = opts.get("scoring") == "elimination"
        count = team_count(players, str(opts.get("teams", "none")))
        self.teams: tuple[tuple[int, ...], ...] = tuple(
            tuple(range(t, players, count)) for t in range(count)) if count else tuple((s,) for s in range(players))
        self.team_of = [s % count if count else s for s in range(players)]
        self.dealer = players - 1
        self.turn = 0
        self.step = 1
        self.phase = _PLAY
        self.colour = ""
        self.drawn = None
        self.no_rev = False
        self.pending = 0
        self.offender = -1
        self.guilty = ""
        self.start_wild = False
        self.called = []
        self.window = None
        self.penalised = []
        self.skipped = None
        self.shown_to = None
        self.shown_of = -1
        self.shown = []
        self.voids = [""] * players
        self.out = []
        self.scores = [0] * len(self.teams)
        self.rounds = []
        self.won = []
        self.winner = None

    # --- zones and sight ----------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "discard", *HANDS[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "stock":
            return STOCK_SPEC
        if zone == "discard":
            return DISCARD_SPEC
        return HAND_SPECS[int(zone[5:])]

    def view(self, seat: int | None) -> View:
        """As the base; the challenger alone also sees the offender's hand (R11)."""
        view = super().view(seat)
        if seat is None or seat != self.shown_to or not self.shown:
            return view
        shown = {str(self.shown_of): [c.text for c in self.shown]}
        return replace(view, public={**view.public, "shown": shown})

    # --- who may act ------------------------------------------------------

    def actors(self) -> list[int]:
        if self.phase is _OVER:
            return []
        window = self.window
        if window is None:
            return [self.turn]
        team = self.team_of[window]
        return [s for s in range(self.players) if s == self.turn or s == window
                or s not in self.out and self.team_of[s] != team]

    def to_move(self) -> int | None:
        return None if self.phase is _OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is _OVER

    def prompt_key(self, seat: int) -> str:
        if seat == self.turn and self.phase is _PLAY and self.pending:
            return "stack"
        return super().prompt_key(seat)

    # --- the rules of play --------------------------------------------------

    def holds_colour(self, seat: int) -> bool:
        colour = self.colour
        return any(c.suit == colour for c in self.zones[HANDS[seat]])

    def plays(self, seat: int) -> list[Move]:
        """R3/R10 plays of ``seat`` from its hand (a +4 that breaks R3.4 too, unless ``forbid``)."""
        return [m for m in self._turn_moves(seat, []) if m.verb == "play"]

    def _fits(self, seat: int, card: Card) -> bool:
        """May ``seat`` play ``card`` from its hand now (R3, R10)?"""
        if card.suit:
            top = self.zones["discard"][-1]
            if card.rank == "rev" and self.no_rev:
                return False
            return card.suit == self.colour or (card.rank == top.rank and bool(top.suit))
        if card.rank == "wild4" and self._check != "forbid" or card.rank == "wild" and self._wild_any:
            return True
        return not self.holds_colour(seat)

    def stack_plays(self, seat: int) -> list[Move]:
        """A4: the cards that pass the draws on (a Draw Two; a +4 keeping R3.4)."""
        hand = self.zones[HANDS[seat]]
        top = self.zones["discard"][-1]
        if top.rank == "draw2":
            return [PLAY[seat][c] for c in hand if c.rank == "draw2"]
        if self.holds_colour(seat):
            return []
        return [PLAY[seat][c] for c in hand if c.rank == "wild4"]

    def _legal(self, seat: int) -> list[Move]:
        phase = self.phase
        window = self.window
        if window is None and seat == self.turn and phase is _PLAY and not self.pending:
            return self._turn_moves(seat, [])                # the common case first
        if phase is _OVER:
            return []
        out: list[Move] = []
        if window is not None:
            if seat == window:
                out.append(CALL[seat])
            elif seat not in self.out and self.team_of[seat] != self.team_of[window]:
                out.append(CATCH[seat][window])
        if seat != self.turn:
            return out
        if phase is _PLAY:
            if self.pending:
                out += self.stack_plays(seat)
                out.append(DRAW[seat])
                return out
            return self._turn_moves(seat, out)
        if phase is _COLOUR:
            out += CHOOSE[seat]
            return out
        if phase is _DRAWN:
            assert self.drawn is not None
            out += [PLAY[seat][self.drawn], KEEP[seat]]
            if len(self.zones[HANDS[seat]]) == 2 and seat not in self.called:
                out.append(CALL[seat])
            return out
        out.append(CHALLENGE[seat])                         # Phase.CHALLENGE
        if self._stack:
            out += self.stack_plays(seat)
        out.append(DRAW[seat])
        return out

    def _turn_moves(self, seat: int, out: list[Move]) -> list[Move]:
        """Phase PLAY without cards to take: ``out`` (a call or catch), the plays (R3, R10),
        a draw (R4, R5; ``able``: a play that R4 counts, not a +4 against R3.4) or a pass
        (R16), and UNO! before the last but one card goes."""
        moves = PLAY[seat]
        zones = self.zones
        hand = zones[HANDS[seat]]
        colour = self.colour
        match = MATCH_ON[colour][zones["discard"][-1]]
        plays = [moves[c] for c in hand if c in match]
        wild = not WILD_CARDS.isdisjoint(hand)
        free = wild and COLOUR_CARDS[colour].isdisjoint(hand)
        if self.no_rev:
            plays = [m for m in plays if m.cards[0].rank != "rev"]
        able = bool(plays)
        if wild:
            for card in hand:
                if card in WILD_CARDS:
                    if free or self._wild_any and card.rank == "wild":
                        plays.append(moves[card])
                        able = True
                    elif card.rank == "wild4" and self._check != "forbid":
                        plays.append(moves[card])
        playable = bool(plays)
        if out:
            out += plays
        else:
            out = plays
        if zones["stock"] or len(zones["discard"]) > 1:
            if not able or self._draw_any:
                out.append(DRAW[seat])
        elif not able:
            out.append(PASS[seat])
        if playable and len(hand) == 2 and seat not in self.called:
            out.append(CALL[seat])
        return out

    # --- explanations -----------------------------------------------------

    def explain(self, move: Move) -> Message:
        return moves_explained.explain(self, move)

    def describe(self, move: Move) -> Message:
        return moves_explained.describe(self, move)

    # --- applying moves ---------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        verb, seat = move.verb, move.seat
        events: list[Event] = []
        if verb == "play":                                  # the common case first
            if self.shown_to is not None:
                self.shown_to, self.shown = None, []
            if self.window is not None and self.window != seat:   # R12: a voluntary move
                self.window = None
            self.skipped = None
            self._play(seat, move.cards[0], events)
            return events
        if verb == "call":
            self.called.append(seat)
            if self.window == seat:
                self.window = None
            events.append(Event(_CALL, seat, D_CALL()))
            return events
        if verb == "catch":
            self._catch(seat, int(move.arg), events)
            return events
        if self.shown_to is not None:
            self.shown_to, self.shown = None, []
        if verb == "draw":
            if self.phase is _CHALLENGE or self.pending:
                self._take(seat, events)
            else:
                self._act(seat)
                self._draw(seat, events)
        elif verb == "choose":
            self.colour = move.arg
            events.append(news(NAMES, seat, colour=move.arg))
            if self.start_wild:
                self.start_wild = False
                self.phase = _PLAY
            elif self.zones["discard"][-1].rank == "wild4":
                self._wild4(seat, events)
            else:
                self._pass_turn(self._next(seat))
        elif verb == "keep":
            self._pass_turn(self._next(seat))
        elif verb == "challenge":
            self._challenge(seat, events)
        else:                                               # pass (R16)
            self._act(seat)
            events.append(Event(_MESSAGE, seat, PASSES(player=SeatRef(seat))))
            self._pass_turn(self._next(seat))
        return events

    def _act(self, seat: int) -> None:
        """``seat`` makes a voluntary move in its turn: another seat's UNO window closes (R12)."""
        window = self.window
        if window is not None and window != seat:
            self.window = None
        self.skipped = None

    def _next(self, seat: int) -> int:
        if not self.out:
            return (seat + self.step) % self.players
        return next_seat(seat, self.players, self.step, self.out)

    def _pass_turn(self, seat: int) -> None:
        """``seat`` is to play next, unless it must lose this turn (R13)."""
        if self.penalised and seat in self.penalised:
            self.penalised.remove(seat)
            self.skipped = seat
            seat = self._next(seat)
        self.turn = seat
        self.phase = _PLAY
        self.drawn = None
        self.no_rev = False

    def _give(self, seat: int, count: int, events: list[Event]) -> int:
        """``seat`` draws ``count`` forced cards; its UNO call or window lapses."""
        if seat in self.called:
            self.called.remove(seat)
        if self.window == seat:
            self.window = None
        return give(self, seat, count, events, RESHUFFLED())

    def _hit(self, victim: int, count: int, events: list[Event]) -> None:
        """R6/R8/R9: ``victim`` draws ``count`` (none for a Stop) and loses its turn (R14)."""
        if count:
            got = self._give(victim, count, events)
            events.append(news(DRAWS_LOSES, victim, got))
        else:
            events.append(news(LOSES_TURN, victim))
        self.skipped = victim
        if victim in self.penalised:
            self.penalised.remove(victim)

    def _play(self, seat: int, card: Card, events: list[Event]) -> None:
        hand = self.zones[HANDS[seat]]
        rank = card.rank
        colour = self.colour
        guilty = colour if rank == "wild4" and any(c.suit == colour for c in hand) else ""
        hand.remove(card)
        self.zones["discard"].append(card)
        events.append(PLAYED[seat][card])
        self.drawn = None
        left = len(hand)
        called = self.called
        if left == 1:
            if seat not in called:
                self.window = seat
        elif called and seat in called:
            called.remove(seat)
        if card in NUMBER_CARDS and left:                   # the common case
            self.colour = card.suit
            following = (seat + self.step) % self.players if not self.out else self._next(seat)
            if self.penalised:
                self._pass_turn(following)
            else:
                self.turn, self.phase, self.no_rev = following, _PLAY, False
            return
        if rank in WILDS:
            self.guilty = guilty
            if left == 0 and (rank == "wild" or not guilty and self._check != "challenge"):
                if rank == "wild4":
                    self._hit(self._next(seat), self.pending + 4, events)
                self._round_over(seat, events)
            else:
                self.phase = _COLOUR
            return
        self.colour = card.suit
        following = (seat + self.step) % self.players if not self.out else self._next(seat)
        if rank not in ACTIONS:
            if left:
                self._pass_turn(following)
            else:
                self._round_over(seat, events)
            return
        if rank == "skip" or rank == "rev" and self.players - len(self.out) == 2:
            self._hit(following, 0, events)
            following = self._next(following)
        elif rank == "rev":
            self.step = -self.step
            events.append(REVERSE_NEWS[seat])
            following = self._next(seat)
        elif rank == "draw2":
            if self._stack and left:
                self.pending += 2
                self.turn, self.phase, self.no_rev = following, _PLAY, False
                return
            self._hit(following, self.pending + 2, events)
            self.pending = 0
            following = self._next(following)
        if left == 0:
            self._round_over(seat, events)
            return
        self._pass_turn(following)
        self.no_rev = rank == "rev" and self.players - len(self.out) > 2

    def _wild4(self, seat: int, events: list[Event]) -> None:
        """R9/R11: the +4's colour is named; its victim draws, may challenge or pass it on."""
        victim = self._next(seat)
        self.pending += 4
        if self._check == "challenge":
            self.offender = seat
            self.turn, self.phase = victim, _CHALLENGE
            return
        if self._stack and self.zones[HANDS[seat]]:
            self.turn, self.phase, self.no_rev = victim, _PLAY, False
        else:
            self._hit(victim, self.pending, events)
            self.pending = 0
        if self.guilty:                                     # auto: right after his victim's cards
            self._penalise_wild4(seat, events)
        if self.phase is _PLAY and self.turn == victim:
            return
        if not self.zones[HANDS[seat]]:
            self._round_over(seat, events)
        else:
            self._pass_turn(self._next(victim))

    def _penalise_wild4(self, seat: int, events: list[Event]) -> None:
        """R11 ``auto``: the offender draws 4 extra cards, and everybody is told why."""
        got = self._give(seat, 4, events)
        events.append(Event(_MESSAGE, seat, PENALTY(
            player=SeatRef(seat), colour=SuitRef(self.guilty), count=got)))
        self.guilty = ""

    def _take(self, seat: int, events: list[Event]) -> None:
        """The seat on turn draws the cards waiting for it and loses its turn (R8, R9, A4)."""
        offender = self.offender
        self._hit(seat, self.pending, events)
        self.pending, self.offender, self.guilty = 0, -1, ""
        if offender >= 0 and not self.zones[HANDS[offender]]:
            self._round_over(offender, events)
            return
        self._pass_turn(self._next(seat))

    def _challenge(self, seat: int, events: list[Event]) -> None:
        """R11 ``challenge``: the offender's hand is shown to the challenger; who was wrong draws."""
        offender = self.offender
        self.shown_to, self.shown_of, self.shown = seat, offender, list(self.zones[HANDS[offender]])
        if self.guilty:
            got = self._give(offender, 4, events)
            events.append(Event(_MESSAGE, seat, CHALLENGE_WON(
                player=SeatRef(seat), offender=SeatRef(offender), count=got)))
            self.pending, self.guilty, self.offender = 0, "", -1
            self.phase = _PLAY
            self.skipped = None
            return
        self.pending += 2
        events.append(Event(_MESSAGE, seat, CHALLENGE_LOST(player=SeatRef(seat), count=self.pending)))
        self._take(seat, events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        """R5: draw one card; one that fits may be played at once."""
        hand_zone = HANDS[seat]
        if seat in self.called:
            self.called.remove(seat)
        if self.window == seat:                             # his hand grows: nothing to say
            self.window = None
        if self.colour and self.colour not in self.voids[seat]:
            self.voids[seat] += self.colour
        stock = self.zones["stock"]
        if not stock:
            restock(self, events, RESHUFFLED())
        card = stock.pop()
        self.zones[hand_zone].append(card)
        events.append(DREW[seat][card])
        if self._fits(seat, card):
            self.phase = _DRAWN
            self.drawn = card
            return
        self._pass_turn(self._next(seat))

    def _catch(self, catcher: int, seat: int, events: list[Event]) -> None:
        """R13: ``seat`` forgot UNO: two cards, and (uno_penalty_skip) its next turn."""
        got = self._give(seat, 2, events)
        events.append(Event(_MESSAGE, seat, CAUGHT(
            catcher=SeatRef(catcher), player=SeatRef(seat), count=got)))
        if not self._skip_penalty:
            return
        if seat == self.turn and self.phase is _PLAY and not self.pending:
            self.skipped = seat
            self._pass_turn(self._next(seat))
        elif seat not in self.penalised:
            self.penalised.append(seat)

    # --- rounds and scores -------------------------------------------------

    def _round_over(self, seat: int, events: list[Event]) -> None:
        """R15, S1-S3: score the round; deal the next one unless the game is decided."""
        self.winner = seat
        self.won.append(seat)
        self.window = None
        win_team = self.team_of[seat]
        row = scoring.round_row(self, seat)
        target = int(self.options["target"])
        if self.elimination:
            events.append(Event(_ROUND_OVER, seat, GOES_OUT(player=SeatRef(seat))))
        else:
            events.append(Event(_ROUND_OVER, seat, WINS_ROUND(player=SeatRef(seat), points=row[win_team])))
        self.rounds.append(row)
        self.scores = [a + b for a, b in zip(self.scores, row)]
        if self.elimination:
            for t, team in enumerate(self.teams):
                if self.scores[t] >= target and team[0] not in self.out:
                    self.out += team
                    events.append(Event(_MESSAGE, team[0], ELIMINATED(player=SeatRef(team[0]))))
            self.out.sort()
            left = {self.team_of[s] for s in range(self.players) if s not in self.out}
            over = len(left) <= 1
        else:
            over = self.scores[win_team] >= target
        if over:
            self.phase = _OVER
            self.penalised, self.called, self.pending = [], [], 0
            events.append(Event(_MESSAGE, seat, WINS(player=SeatRef(seat))))
            events.append(Event(_GAME_OVER, seat))
            return
        self.deal(next_seat(self.dealer, self.players, 1, self.out), events)

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1-D3: gather and shuffle the cards (or take ``deck``, top = last), deal 7 each,
        turn the start card."""
        log = events if events is not None else []
        self.changed()
        stock = self.zones["stock"]
        self.clear_table("stock", log)
        if deck is not None and (len(deck) != len(DECK) or set(deck) != set(DECK)):
            raise ValueError("uno: the deck must be the 108 cards, each once")
        cards = list(deck) if deck is not None else list(DECK)
        if deck is None:
            self.rng.shuffle(cards)
        seats = [s for s in range(self.players) if s not in self.out]
        start = len(cards) - HAND_SIZE * len(seats) - 1
        backs = 0
        while cards[start].rank == "wild4":                 # D3: it goes back, at a random place
            cards.insert(self.rng.below(start), cards.pop(start))
            backs += 1
        stock.extend(cards)
        self.assign_uids(stock)
        if deck is None:
            log.append(Event(_SHUFFLE, cards=tuple(cards), dst="stock"))
        log += [Event(_MESSAGE, message=START_BACK())] * backs
        self.dealer = dealer
        order = seats[seats.index(dealer) + 1:] + seats[:seats.index(dealer) + 1]
        hands: dict[int, list[Card]] = {s: [] for s in order}
        for _round in range(HAND_SIZE):
            for s in order:
                hands[s].append(stock.pop())
        for s in order:
            self.zones[HANDS[s]].extend(hands[s])
            log.append(Event(_MOVE, s, cards=tuple(hands[s]), src="stock", dst=HANDS[s]))
        self.step, self.pending, self.offender, self.guilty, self.shown_of = 1, 0, -1, "", -1
        self.drawn = self.window = self.skipped = self.shown_to = None
        self.called, self.penalised, self.shown = [], [], []
        self.voids = [""] * self.players
        self.start_wild = self.no_rev = False
        log.append(self.draw("stock", "discard"))
        self._start(self.zones["discard"][-1], log)

    def _start(self, top: Card, events: list[Event]) -> None:
        """D3: the start card's effect (nobody played it: R10 does not apply)."""
        left = next_seat(self.dealer, self.players, 1, self.out)
        self.colour = top.suit
        self.turn, self.phase = left, _PLAY
        if top.rank == "skip":
            self._hit(left, 0, events)
            self.turn = self._next(left)
        elif top.rank == "rev":
            self.step = -1
            self.turn = self.dealer
        elif top.rank == "draw2":
            self._hit(left, 2, events)
            self.turn = self._next(left)
        elif top.rank == "wild":
            self.phase, self.start_wild = _COLOUR, True

    def after_notation(self) -> None:
        self.changed()
        if not 0 <= self.turn < self.players or not 0 <= self.dealer < self.players:
            raise ValueError("uno: turn and dealer must be seats")
        if not self.colour and self.zones["discard"] and self.zones["discard"][-1].suit:
            self.colour = self.zones["discard"][-1].suit

    # --- public facts and the score sheet ---------------------------------

    def public(self) -> dict[str, Any]:
        pile = self.zones["discard"]
        counts = [len(self.zones[HANDS[s]]) for s in range(self.players)]
        return {
            "turn": self.turn, "dealer": self.dealer, "phase": self.phase.value,
            "direction": self.step, "colour": self.colour or None,
            "top": pile[-1].text if pile else None, "counts": counts,
            "window": self.window, "uno": [s for s in self.called if counts[s] == 1],
            "skipped": self.skipped, "penalised": list(self.penalised), "pending": self.pending,
            "offender": self.offender if self.phase is _CHALLENGE else None,
            "no_reverse": self.no_rev, "voids": list(self.voids), "out": list(self.out),
            "teams": [list(t) for t in self.teams] if len(self.teams) < self.players else [],
            "scoring": self.options["scoring"], "target": self.options["target"],
            "scores": list(self.scores), "round": len(self.rounds) + (self.phase is not _OVER),
            "winner": self.winner,
        }

    def result(self) -> ScoreSheet:
        return scoring.score_sheet(self)


def draw_dealer(rng: Rng, players: int) -> int:
    """The first dealer: everybody draws, the highest number card deals; action and
    wild cards are drawn again, ties draw again among the tied (cards go back)."""
    numbers = [int(c.rank) for c in DECK if c.rank.isdigit()]
    group = list(range(players))
    while len(group) > 1:
        drawn = {seat: numbers[rng.below(len(numbers))] for seat in group}
        best = max(drawn.values())
        group = [s for s in group if drawn[s] == best]
    return group[0]


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn for (highest number card); ``deck``: the full
    card order to deal from (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck, draw_dealer)
