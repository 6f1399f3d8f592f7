"""Trick play shared by the trick-taking games.

A game describes its trick rules as data (``TrickRules``: trump suit, a
single top card such as Ruder Syv's 7D, passing when void) and subclasses
``TrickGame``, which keeps the dealer, the trick in per-seat slots
(``trick/<seat>``, so each card lands in front of its player), the won piles
(``won/<seat>``), trick counts and the public record of plays. The game
supplies ``trick_rules()`` and ``after_trick()`` (who leads next, end of the
deal); ``pile_of`` (partnership piles) and ``takes_part`` (players out of a
trick) have plain defaults.

Also here: stripped decks, dealing one card at a time from forehand, drawing
for the first dealer, dealer rotation, card-point counting, the table layout
of a trick game (``trick_table``), and what computer players share: card
choice helpers (cheapest winner, highest loser), voids shown in play,
equivalent cards (``distinct_plays``) and ``determinize``, which samples a
full state consistent with a view for the Monte Carlo player.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Collection, Mapping, Sequence, TypeVar

from ..cards import SUITS, Card
from ..events import CALL, GAME_OVER, MOVE, SHUFFLE, Event
from ..layout import Anchor, Fan, Gesture, GestureKind, TableLayout, ZoneLayout
from ..messages import QT_TRANSLATE_NOOP, Catalog, Message, MessageTemplate, SeatRef, SuitRef
from ..moves import Move, card_moves
from ..rng import Rng
from ..codec import encode
from ..state import GameState, moves_between
from ..view import Face, View, ZoneSpec

#: Rank order low to high (ace high), as in every game of this family here.
ACE_HIGH = "23456789TJQKA"

_ = Catalog("kortbord")
NOT_IN_HAND = _("tricks.not_in_hand", QT_TRANSLATE_NOOP("kortbord", "You do not hold {card}."))
NOT_NOW = _("tricks.not_now", QT_TRANSLATE_NOOP("kortbord", "That is not possible now."))
NO_PASS_LEAD = _("tricks.no_pass_lead", QT_TRANSLATE_NOOP("kortbord", "The player who leads must play a card."))
NO_PASS_FOLLOW = _("tricks.no_pass_follow",
                   QT_TRANSLATE_NOOP("kortbord", "You may pass only when you cannot follow suit ({suit})."))
PLAY_ONE = _("tricks.play_one", QT_TRANSLATE_NOOP("kortbord", "Play one card."))
PASSES = _("tricks.passes", QT_TRANSLATE_NOOP("kortbord", "{seat} passes."))

PLAY = "play"
PASS = "pass"

_PASSES: dict[int, Move] = {}


#: Per seat its play moves by card: shared objects, so the hot path neither builds a
#: move per legal card nor compares moves field by field.
_PLAYS = tuple(card_moves(seat, PLAY) for seat in range(16))


def plays_of(seat: int) -> Mapping[Card, Move]:
    """``seat``'s play moves by card (shared objects, see ``play_move``)."""
    return _PLAYS[seat]


def play_move(seat: int, card: Card) -> Move:
    """The move ``"<seat> play <card>"`` (one shared object per seat and card)."""
    return _PLAYS[seat][card]


def pass_move(seat: int) -> Move:
    """The move ``"<seat> pass"`` of a player who plays no card to the trick."""
    move = _PASSES.get(seat)
    if move is None:
        move = _PASSES[seat] = Move(seat, PASS)
    return move


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How a trick is played and won.

    ``trump``: the trump suit ("" for none). ``top_card``: one card that beats
    every other card but follows its own suit (Ruder Syv's 7D);
    ``top_card_free``: it may be played to any lead. ``void_may_pass``: a
    player who cannot follow may play no card at all. ``ranks``: low to high.
    There is never a duty to trump or to beat the winning card (Bismarck R3).
    """
    trump: str = ""
    top_card: Card | None = None
    top_card_free: bool = False
    void_may_pass: bool = False
    ranks: str = ACE_HIGH

    def with_trump(self, suit: str) -> "TrickRules":
        return replace(self, trump=suit)

    def rank(self, card: Card) -> int:
        return self.ranks.index(card.rank)

    def power(self, card: Card, led: str) -> int:
        """A number that orders the cards of a trick led in ``led``: higher wins; 0 never wins."""
        if card is self.top_card:
            return 300
        if self.trump and card.suit == self.trump:
            return 200 + self.ranks.index(card.rank)
        if card.suit == led:
            return 100 + self.ranks.index(card.rank)
        return 0

    def winner(self, plays: Sequence[tuple[int, Card]]) -> int:
        """The seat that wins a trick given as (seat, card) in playing order (each card's
        ``power`` looked up: every trick asks)."""
        led = plays[0][1].suit
        key = (self.trump, self.top_card, self.ranks, led)
        power = _POWERS.get(key)
        if power is None:
            power = _POWERS[key] = _Powers(self, led)
        best_seat, best = plays[0][0], 0
        for seat, card in plays:
            value = power[card]
            if value > best:  # the first of equal cards wins, as ``max`` would choose
                best_seat, best = seat, value
        return best_seat

    def playable(self, hand: Sequence[Card], led: Card | None) -> list[Card]:
        """The cards of ``hand`` that may be played to a trick led by ``led`` (None: leading)."""
        if led is None:
            return list(hand)
        suit = led.suit
        follow = [c for c in hand if c.suit == suit]
        if not follow:
            return list(hand)
        top = self.top_card
        if self.top_card_free and top is not None and top in hand and top not in follow:
            follow.append(top)
        return follow

    def may_pass(self, hand: Sequence[Card], led: Card | None) -> bool:
        return self.void_may_pass and led is not None and all(c.suit != led.suit for c in hand)


class _Powers(dict[Card, int]):
    """``rules.power(card, led)`` by card, made on first use."""

    def __init__(self, rules: TrickRules, led: str) -> None:
        super().__init__()
        self.rules, self.led = rules, led

    def __missing__(self, card: Card) -> int:
        value = self[card] = self.rules.power(card, self.led)
        return value


#: The ``_Powers`` of each trick rules (trump, top card, ranks) and led suit.
_POWERS: dict[tuple[str, Card | None, str, str], _Powers] = {}


@functools.lru_cache(maxsize=64)
def shared_rules(trump: str = "", top_card: Card | None = None, top_card_free: bool = False,
                 void_may_pass: bool = False) -> TrickRules:
    """``TrickRules(...)``, one shared object per combination: a game that derives its
    rules from its options or trump asks for them on every move."""
    return TrickRules(trump, top_card, top_card_free, void_may_pass)


# --- decks, deals, dealers ------------------------------------------------

def stripped_deck(*, remove: Sequence[str] = (), ranks: str = ACE_HIGH) -> list[Card]:
    """A French deck of ``ranks`` without the cards named in ``remove`` (``"2D"``); a new list."""
    return list(_stripped(tuple(remove), ranks))


@functools.lru_cache(maxsize=32)
def _stripped(remove: tuple[str, ...], ranks: str) -> tuple[Card, ...]:
    """``stripped_deck``, made once per kind (every new game asks)."""
    gone = {Card.parse(t) for t in remove}
    return tuple(c for s in SUITS for r in ranks if (c := Card(r, s)) not in gone)


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places clockwise (to the left) of ``seat``."""
    return (seat + step) % players


def clockwise(start: int, players: int) -> list[int]:
    """All seats clockwise, beginning with ``start``."""
    return [(start + i) % players for i in range(players)]


def draw_for_dealer(cards: Sequence[Card], players: int, ranks: str = ACE_HIGH) -> tuple[int, list[tuple[int, Card]]]:
    """Each seat draws from ``cards`` (top = last); the lowest card deals, tied lowest draw again.

    Returns the dealer and the draws in order as (seat, card).
    """
    pile = list(cards)
    draws: list[tuple[int, Card]] = []
    drawing = list(range(players))
    while True:
        round_ = [(seat, pile.pop()) for seat in drawing]
        draws += round_
        low = min(ranks.index(c.rank) for _, c in round_)
        drawing = [s for s, c in round_ if ranks.index(c.rank) == low]
        if len(drawing) == 1:
            return drawing[0], draws
        if len(pile) < len(drawing):  # cannot happen with a full deck; stay total anyway
            return drawing[0], draws


def card_points(cards: Sequence[Card], values: Mapping[str, int], default: int = 0) -> int:
    """Sum card values looked up by card text (``QS``), rank (``Q``) or suit (``H``)."""
    return sum(values.get(c.text, values.get(c.rank, values.get(c.suit, default))) for c in cards)


# --- helpers for computer players -------------------------------------------

def current_best(plays: Sequence[tuple[int, Card]], rules: TrickRules) -> tuple[int, Card] | None:
    """The (seat, card) winning the trick so far."""
    if not plays:
        return None
    seat = rules.winner(plays)
    return next(p for p in plays if p[0] == seat)


def beats(card: Card, plays: Sequence[tuple[int, Card]], rules: TrickRules) -> bool:
    """Would ``card`` win the trick so far (a lead always does)?"""
    if not plays:
        return True
    led = plays[0][1].suit
    best = max(rules.power(c, led) for _, c in plays)
    return rules.power(card, led) > best


def cheapest_winner(cards: Sequence[Card], plays: Sequence[tuple[int, Card]], rules: TrickRules) -> Card | None:
    """The lowest of ``cards`` that wins the trick so far, or None."""
    led = plays[0][1].suit if plays else ""
    winners = [c for c in cards if beats(c, plays, rules)]
    return min(winners, key=lambda c: (rules.power(c, led), rules.rank(c))) if winners else None


def highest_loser(cards: Sequence[Card], plays: Sequence[tuple[int, Card]], rules: TrickRules) -> Card | None:
    """The highest of ``cards`` that does not win the trick so far, or None."""
    if not plays:
        return None
    losers = [c for c in cards if not beats(c, plays, rules)]
    return max(losers, key=lambda c: rules.rank(c)) if losers else None


def lowest(cards: Sequence[Card], rules: TrickRules) -> Card:
    return min(cards, key=lambda c: (rules.rank(c), c.suit))


def highest(cards: Sequence[Card], rules: TrickRules) -> Card:
    return max(cards, key=lambda c: (rules.rank(c), c.suit))


def top_outstanding(deck: Collection[Card], seen: Collection[Card], rules: TrickRules) -> dict[str, int]:
    """Per suit the ``rules.rank`` of the highest card of ``deck`` not among ``seen``
    (played or held), -1 when none is left: a card ranked above it is a sure winner of its suit.
    Pass sets for speed (computer players call this in their rollouts)."""
    tops = dict.fromkeys(SUITS, -1)
    for suit, ladder in _ladders(rules.ranks).items():
        for rank, card in ladder:
            if card in deck and card not in seen:
                tops[suit] = rank
                break
    return tops


@functools.lru_cache(maxsize=8)
def _ladders(ranks: str) -> dict[str, tuple[tuple[int, Card], ...]]:
    """Per suit the cards of ``ranks`` from the highest down, with their rank."""
    return {s: tuple((i, Card(ranks[i], s)) for i in range(len(ranks) - 1, -1, -1)) for s in SUITS}


# --- the trick-taking state ---------------------------------------------------

#: Zone names by seat, made once: the play loop asks for them all the time.
_HANDS = tuple(f"hand/{seat}" for seat in range(16))
_TRICKS = tuple(f"trick/{seat}" for seat in range(16))
_WON = tuple(f"won/{seat}" for seat in range(16))


#: Per seat its ``card_moved`` events from hand to trick slot, by card.
_PLAYED = tuple(moves_between(hand, trick) for hand, trick in zip(_HANDS, _TRICKS))
_GATHERED: dict[str, tuple[Mapping[Card, Event], ...]] = {}


def _gathered(pile: str) -> tuple[Mapping[Card, Event], ...]:
    """Per seat its ``card_moved`` events from trick slot to ``pile``, by card."""
    moves = _GATHERED.get(pile)
    if moves is None:
        moves = _GATHERED[pile] = tuple(moves_between(trick, pile) for trick in _TRICKS)
    return moves


def hand_zone(seat: int) -> str:
    """``"hand/<seat>"``."""
    return _HANDS[seat]


def trick_zone(seat: int) -> str:
    """``"trick/<seat>"``: where ``seat``'s card of the current trick lies."""
    return _TRICKS[seat]


class TrickGame(GameState):
    """A ``GameState`` with trick play. Subclasses add ``TRICK_FIELDS`` to their ``FIELDS``."""

    TRICK_FIELDS: ClassVar[tuple[str, ...]] = (
        "dealer", "leader", "turn", "tricks", "tricks_played", "passed", "plays", "last_trick")
    #: Kinds of per-seat zones (``<kind>/<seat>``) that only their seat sees.
    OWN_ZONES: ClassVar[tuple[str, ...]] = ("hand",)
    #: The game's "You must follow suit ({suit})" message (its context and rule id).
    MUST_FOLLOW: ClassVar[MessageTemplate]

    #: May ``takes_part`` say no (set per class: does the game override it)? A game whose
    #: seats sit out only at times may define it as a property that says when.
    _some_sit_out: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "_some_sit_out" not in cls.__dict__:
            cls._some_sit_out = cls.takes_part is not TrickGame.takes_part

    dealer: int
    #: The seat that leads (led) the current trick.
    leader: int
    #: The seat to play a card now, -1 outside trick play.
    turn: int
    #: Tricks won in this deal, per seat.
    tricks: list[int]
    tricks_played: int
    #: Seats that played no card to the current trick (``void_may_pass``).
    passed: list[int]
    #: Every card played in this deal as (trick number, seat, card), in order: public knowledge.
    plays: list[tuple[int, int, Card]]
    last_trick: list[tuple[int, Card]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        super().__init__(players, options, seed)
        self.dealer = 0
        self.leader = 0
        self.turn = -1
        self.tricks = [0] * players
        self.tricks_played = 0
        self.passed = []
        self.plays = []
        self.last_trick = []

    # --- supplied by the game ---------------------------------------------

    def trick_rules(self) -> TrickRules:
        raise NotImplementedError

    def after_trick(self, winner: int, trick: list[tuple[int, Card]]) -> list[Event]:
        """Called when a trick has gone to its pile: set the next leader/turn or end the deal."""
        raise NotImplementedError

    def pile_of(self, seat: int) -> str:
        """The zone that receives the tricks ``seat`` wins."""
        return _WON[seat]

    def takes_part(self, seat: int) -> bool:
        """Does ``seat`` play to the current trick at all?"""
        return True

    def deal(self) -> list[Event]:
        """Deal the next hand (the dealer is set)."""
        raise NotImplementedError

    def status(self) -> Message:
        """One line on the state of the game (the end-of-game event carries it)."""
        raise NotImplementedError

    # --- zones and dealing ------------------------------------------------

    def zone_spec(self, zone: str) -> ZoneSpec:
        """A hand (and a zone of ``OWN_ZONES``) to its seat, the trick face up, the rest down."""
        kind, _, seat = zone.partition("/")
        if kind in self.OWN_ZONES:
            return ZoneSpec(Face.OWNER, int(seat))
        if kind == "trick":
            return ZoneSpec(Face.UP)
        return ZoneSpec(Face.DOWN)

    def trick_zone_names(self) -> list[str]:
        n = range(self.players)
        return [f"hand/{s}" for s in n] + [f"trick/{s}" for s in n] + [f"won/{s}" for s in n]

    @property
    def forehand(self) -> int:
        return next_seat(self.dealer, self.players)

    def collect(self, dst: str) -> None:
        """Put every card back onto ``dst`` (before a new deal); no events, the deal shuffles."""
        pile = self.zones[dst]
        for name, cards in self.zones.items():
            if cards and name != dst:
                pile += cards
                cards.clear()

    def shuffle_zone(self, zone: str) -> Event:
        cards = self.zones[zone]
        self.zones[zone] = []
        return self.shuffle_into(cards, zone)

    def new_stock(self, zone: str, order: Sequence[Card] | None = None) -> Event:
        """Gather every card onto ``zone`` and shuffle it; a test may stack the deck
        instead: ``order`` (top = last) must hold every card once."""
        self.collect(zone)
        if order is None:
            return self.shuffle_zone(zone)
        if len(order) != len(self.zones[zone]) or set(order) != set(self.zones[zone]):
            raise ValueError("a stacked deck must hold every card once")
        self.zones[zone] = list(order)
        self.assign_uids(self.zones[zone])
        return Event(SHUFFLE, cards=tuple(self.zones[zone]), dst=zone)

    def deal_cards(self, src: str, each: int, seats: Sequence[int] | None = None, batch: int = 1) -> list[Event]:
        """Deal ``each`` cards to each of ``seats`` (default: all, clockwise from forehand),
        ``batch`` at a time, from the top of ``src``."""
        order = list(seats) if seats is not None else clockwise(self.forehand, self.players)
        zones = self.zones
        pile = zones[src]
        events: list[Event] = []
        if batch != 1:                  # ``draw`` of ``batch`` cards, written out
            rounds = range(0, each, batch)
            if batch > 0 and len(pile) >= batch * len(rounds) * len(order):    # the pile lasts
                hands = [(zones[_HANDS[seat]], _HANDS[seat]) for seat in order]
                for _ in rounds:
                    for hand, name in hands:
                        top = tuple(pile[:-batch - 1:-1])
                        del pile[-batch:]
                        hand += top
                        events.append(Event(MOVE, None, None, top, src, name))
                return events
            for _ in rounds:
                for seat in order:
                    size = min(batch, len(pile)) if batch > 0 else 0
                    taken = pile[:-size - 1:-1]
                    del pile[len(pile) - size:]
                    zones[_HANDS[seat]] += taken
                    events.append(Event(MOVE, None, None, tuple(taken), src, _HANDS[seat]))
            return events
        targets = [(seat, zones[_HANDS[seat]], moves_between(src, _HANDS[seat])) for seat in order]
        for _ in range(each):           # ``draw`` one card at a time, written out
            for seat, hand, moved in targets:
                if not pile:
                    events.append(Event(MOVE, src=src, dst=_HANDS[seat]))
                    continue
                card = pile.pop()
                hand.append(card)
                events.append(moved[card])
        return events

    def reset_tricks(self) -> None:
        self.tricks = [0] * self.players
        self.tricks_played = 0
        self.passed = []
        self.plays = []
        self.last_trick = []

    def next_hand(self, events: list[Event]) -> list[Event]:
        """After a scored hand: ``events`` and the end of the game if it is over (the
        game has set its phase), else the next dealer (clockwise) deals."""
        if self.is_over():
            return events + [Event(GAME_OVER, message=self.status())]
        self.dealer = next_seat(self.dealer, self.players)
        return events + self.deal()

    def start_trick(self, leader: int) -> None:
        self.leader = leader
        self.turn = leader
        self.passed = []

    # --- the current trick ------------------------------------------------

    def trick_plays(self) -> list[tuple[int, Card]]:
        """The cards on the table as (seat, card) in playing order."""
        out = []
        zones, players, leader = self.zones, self.players, self.leader
        for i in range(players):
            seat = (leader + i) % players
            cards = zones[_TRICKS[seat]]
            if cards:
                out.append((seat, cards[0]))
        return out

    def led_card(self) -> Card | None:
        cards = self.zones[_TRICKS[self.leader]]
        return cards[0] if cards else None

    def _next_turn(self, after: int | None = None) -> int:
        """The next seat to play to this trick, -1 when it is complete. ``after``: the
        seat that just played on turn (the seats before it are done, so the search
        starts behind it)."""
        zones, passed = self.zones, self.passed
        players, leader = self.players, self.leader
        takes = self.takes_part if self._some_sit_out else None
        if after is None:
            start, count = leader, players
        else:                               # the seats between ``after`` and the leader
            start, count = after + 1, (leader - after - 1) % players
        for i in range(count):
            seat = (start + i) % players
            if not zones[_TRICKS[seat]] and seat not in passed and (takes is None or takes(seat)):
                return seat
        return -1

    def play_moves(self, seat: int) -> list[Move]:
        """Legal card plays (and a pass, when allowed) of ``seat``."""
        if seat != self.turn:
            return []
        zones = self.zones
        hand = zones[_HANDS[seat]]
        rules = self.trick_rules()
        lead = zones[_TRICKS[self.leader]]
        plays = _PLAYS[seat]
        if not lead:
            return list(map(plays.__getitem__, hand))
        suit = lead[0].suit                 # ``playable`` and ``may_pass`` written out
        moves = [plays[c] for c in hand if c.suit == suit]
        if moves:
            top = rules.top_card
            if rules.top_card_free and top is not None and top.suit != suit and top in hand:
                moves.append(plays[top])
            return moves
        moves = list(map(plays.__getitem__, hand))
        if rules.void_may_pass:
            moves.append(pass_move(seat))
        return moves

    def explain_play(self, move: Move) -> Message:
        """Why a play or pass by the seat on turn is refused."""
        hand = self.zones[f"hand/{move.seat}"]
        led = self.led_card()
        if move.verb == PASS:
            if led is None:
                return NO_PASS_LEAD()
            if self.trick_rules().void_may_pass:
                return NO_PASS_FOLLOW(suit=SuitRef(led.suit))
            return NOT_NOW()
        if len(move.cards) != 1 or move.arg:
            return PLAY_ONE()
        if move.card not in hand:
            return NOT_IN_HAND(card=move.card)
        if led is not None:
            return self.MUST_FOLLOW(suit=SuitRef(led.suit))
        return NOT_NOW()

    def play(self, move: Move) -> list[Event]:
        """Carry out a legal play or pass; finishes the trick when everybody is done."""
        seat = move.seat
        events: list[Event]
        if move.verb == PASS:
            self.passed.append(seat)
            events = [Event(CALL, seat=seat, message=PASSES(seat=SeatRef(seat)))]
        else:
            card = move.cards[0]
            zones = self.zones
            zones[_HANDS[seat]].remove(card)
            zones[_TRICKS[seat]].append(card)
            events = [_PLAYED[seat][card]]
            self.plays.append((self.tricks_played, seat, card))
        if seat != self.turn:
            turn = self._next_turn()
        elif self.passed or self._some_sit_out:
            turn = self._next_turn(seat)
        else:                               # everybody plays: the next seat, unless it led
            turn = (seat + 1) % self.players
            if turn == self.leader:
                turn = -1
        self.turn = turn
        if turn == -1:
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        zones, players, leader = self.zones, self.players, self.leader
        trick = []                          # ``trick_plays``, each slot emptied as it is read
        for i in range(players):
            seat = (leader + i) % players
            cards = zones[_TRICKS[seat]]
            if cards:
                trick.append((seat, cards.pop(0)))
        winner = self.trick_rules().winner(trick)
        pile = self.pile_of(winner)
        gathered = _gathered(pile)
        zones[pile] += [card for _seat, card in trick]
        events = [gathered[seat][card] for seat, card in trick]
        self.tricks[winner] += 1
        self.tricks_played += 1
        self.last_trick = trick
        self.passed = []
        events += self.after_trick(winner, trick)
        return events

    def won_piles(self) -> dict[str, list[Card]]:
        """The won piles rebuilt from the public plays of the deal (for sampling)."""
        piles: dict[str, list[Card]] = {}
        rules = self.trick_rules()
        for number in range(self.tricks_played):
            trick = [(s, c) for t, s, c in self.plays if t == number]
            if trick:
                piles.setdefault(self.pile_of(rules.winner(trick)), []).extend(c for _, c in trick)
        return piles

    def trick_public(self) -> dict[str, Any]:
        """The public facts of trick play, for ``public()``; ``fields`` holds every
        field of the state (all public in these games) so computer players can sample it."""
        return {
            "fields": {f: encode(getattr(self, f)) for f in self.FIELDS},
            "dealer": self.dealer,
            "forehand": self.forehand,
            "leader": self.leader,
            "turn": self.turn,
            "tricks": list(self.tricks),
            "passed": list(self.passed),
            "plays": [[t, s, c.text] for t, s, c in self.plays],
            "last_trick": [[s, c.text] for s, c in self.last_trick],
        }


def distinct_plays(legal: Sequence[Move], hand: Sequence[Card], played: set[Card],
                   rules: TrickRules, special: frozenset[Card] = frozenset()) -> list[Move]:
    """``legal`` less plays equivalent to another: cards of one suit with no card
    between them still out in other hands (7-8 when 6-9 are all seen); the top
    card and ``special`` cards (worth points) are never merged."""
    seen = set(hand) | played
    keep: list[Move] = []
    last: dict[str, Card] = {}
    for move in sorted(legal, key=lambda m: (m.cards[0].suit, rules.rank(m.cards[0])) if m.cards else ("", -1)):
        if move.verb != PLAY or not move.cards:
            keep.append(move)
            continue
        card = move.card
        prev = last.get(card.suit)
        last[card.suit] = card
        odd = {rules.top_card, *special}
        if prev is not None and card not in odd and prev not in odd and all(
                Card(r, card.suit) in seen
                for r in rules.ranks[rules.rank(prev) + 1:rules.rank(card)]):
            continue
        keep.append(move)
    return keep


def trick_in_view(view: View) -> list[tuple[int, Card]]:
    """The current trick as (seat, card) in playing order, read from a view."""
    leader = int(view.public["leader"])
    out = []
    for i in range(view.players):
        seat = (leader + i) % view.players
        cards = view.cards(f"trick/{seat}")
        if cards:
            out.append((seat, cards[0]))
    return out


def plays_from_public(public: Mapping[str, Any]) -> list[tuple[int, int, Card]]:
    """Read back the plays of the deal written by ``trick_public``: (trick, seat, card)."""
    return [(int(t), int(s), Card.parse(c)) for t, s, c in public.get("plays", [])]


def voids(plays: Sequence[tuple[int, int, Card]], rules: TrickRules) -> dict[int, set[str]]:
    """Suits each seat has shown out of, from the public plays of a deal.

    A seat that did not follow the led suit holds none of it (a free top card,
    7D with ``top_card_free``, says nothing).
    """
    out: dict[int, set[str]] = {}
    led: dict[int, str] = {}
    for trick, seat, card in plays:
        suit = led.setdefault(trick, card.suit)
        if card.suit != suit and not (rules.top_card_free and card is rules.top_card):
            out.setdefault(seat, set()).add(suit)
    return out


def trick_table(*extra: ZoneLayout, gestures: Sequence[Gesture] = ()) -> TableLayout:
    """The usual table of a trick game: each hand at its seat, the card it plays
    in front of it (negative ``y``: the table gathers these slots into a cross
    around the middle), its won tricks small beside the hand (the table keeps
    them clear of the fan), and a DROP "play" from the hand onto its trick slot;
    ``extra`` zones and gestures added."""
    zones = (
        ZoneLayout("hand/{seat}", 0.0, 0.0, Anchor.SEAT, Fan.ROW, step=0.32, outline=False),
        ZoneLayout("trick/{seat}", 0.0, -1.0, Anchor.SEAT, Fan.PILE),
        ZoneLayout("won/{seat}", 1.0, 0.0, Anchor.SEAT, Fan.PILE, scale=0.6, show_count=True, outline=False),
    ) + extra
    play = Gesture(GestureKind.DROP, PLAY, "hand/{seat}", "trick/{seat}")
    return TableLayout(zones, (play, *gestures))


T = TypeVar("T", bound=TrickGame)


def determinize(cls: type[T], view: View, rng: Rng, deck: Sequence[Card],
                fixed: Mapping[Card, str] | None = None, tries: int = 20) -> T:
    """A full state consistent with ``view``: the public fields, the visible
    cards where they are, the won piles rebuilt from the plays, ``fixed`` cards
    in the zones named, and the other unseen cards dealt at random into the
    hidden slots, keeping every seat's known voids; a fresh random generator."""
    state = cls.blank(view.players, view.options)
    assert isinstance(state, cls)
    state._load_fields(view.public["fields"])
    state.rng = rng.fork()
    known = {s.card for slots in view.zones.values() for s in slots if s.card is not None}
    places = {c: z for c, z in (fixed or {}).items() if c not in known}
    for zone, cards in state.won_piles().items():
        places.update((c, zone) for c in cards if c not in known)
    pool = [c for c in deck if c not in known and c not in places]
    hidden = {z: sum(1 for s in slots if s.card is None) for z, slots in view.zones.items()}
    lacks = voids(state.plays, state.trick_rules())
    for attempt in range(tries + 1):
        fill = _fill(hidden, places, pool, lacks if attempt < tries else {}, rng)
        if fill is not None:
            break
    assert fill is not None
    for zone, slots in view.zones.items():
        extra = iter(fill.get(zone, []))
        state.zones[zone] = [s.card if s.card is not None else next(extra) for s in slots]
        state.assign_uids(state.zones[zone])
    return state


def _fill(hidden: Mapping[str, int], places: Mapping[Card, str], pool: list[Card],
          lacks: Mapping[int, set[str]], rng: Rng) -> dict[str, list[Card]] | None:
    """Cards for the hidden slots of each zone, or None when the voids could not be kept."""
    fill: dict[str, list[Card]] = {z: [] for z in hidden}
    for card, zone in places.items():
        fill[zone].append(card)
    cards = list(pool)
    rng.shuffle(cards)
    # The most constrained hands first.
    order = sorted(hidden, key=lambda z: -len(lacks.get(_owner(z), ())))
    for zone in order:
        missing = set(lacks.get(_owner(zone), ()))
        need = hidden[zone] - len(fill[zone])
        if need < 0:
            return None
        ok = [c for c in cards if c.suit not in missing] if missing else cards
        if len(ok) < need:
            return None
        take = ok[:need]
        fill[zone] += take
        chosen = set(take)
        cards = [c for c in cards if c not in chosen]
    return fill


def _owner(zone: str) -> int:
    kind, _, seat = zone.partition("/")
    return int(seat) if kind == "hand" else -1
