"""29 – Niogtyve, the running total (spec: rules/twentynine.md).

Rules in brief: 3-5 players, one pack less TC with 3 players and less TC and
9C with 5 (D1, A1), every card dealt one at a time from the dealer's left
(D2). The dealer leads (R1); clockwise each adds one card to the pile in the
middle and the running total may never pass 29 (R2). A, J, Q and K count 1,
2-10 their face value (A9). Who can play must, choosing freely (A3); who
cannot passes by himself (A2). The card that makes exactly 29 takes the pile
face down, and the next player on the left who has cards leads a new one (R3,
A5). When nobody can add to a pile the deal ends: the pile goes to nobody
(A4, ``incomplete_pile``) and the cards left in hands are discarded (R4, R5).
Most cards won wins, ties share (S1); ``deals_per_game`` adds deals up (S2,
A6), ``partnerships`` adds partners' cards (S3, A7).

Moves (text form): ``2 play 7C`` – the only move. Passing is never a choice:
the state skips a seat that cannot play and says so in an event, so
``1 pass`` is always refused ("You must play a card when you can", R2).

Decisions: A1 TC (and 9C) removed; A2 the automatic pass is an event, not a
move; A3 any playable card, also one that does not make 29; A4
``incomplete_pile`` = ``nobody`` or ``last_player``; A5 the lead goes on to
the next seat with cards; A6 ``deals_per_game``; A7 ``partnerships`` with 4
players only (with 3 or 5 it has no effect: everybody plays alone); A8 each
play announces the new total (a CALL event, the seat's speech bubble); A9
fixed values (``kit.points.TWENTY_NINE``).
"""
from __future__ import annotations

from enum import Enum
from functools import reduce
from typing import Any, ClassVar, Mapping, Sequence

from ...engine.cards import Card, french_deck
from ...engine.codec import encode
from ...engine.events import Event, EventKind
from ...engine.kit.dealing import dealt
from ...engine.kit.partnership import Partnerships
from ...engine.kit.points import TWENTY_NINE
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.registry import GameInfo
from ...engine.score import ScoreRow, ScoreSheet
from ...engine.state import GAME_OVER, NOT_A_MOVE, NOT_YOUR_TURN, GameState
from ...engine.view import Face, ZoneSpec
from . import INFO, prompts

TARGET = 29
MAX_SEATS = 5
PAIRS = Partnerships()

_ = Catalog("twentynine")
OVER = _("R2.over", QT_TRANSLATE_NOOP("twentynine", "The total may not go over 29"))
MUST_PLAY = _("R2.must_play", QT_TRANSLATE_NOOP("twentynine", "You must play a card when you can"))
ONE_CARD = _("R2.one_card", QT_TRANSLATE_NOOP("twentynine", "Add one card at a time"))
NOT_IN_HAND = _("R2.not_in_hand", QT_TRANSLATE_NOOP("twentynine", "You do not hold {card}"))
D_PLAY = _("R2.play", QT_TRANSLATE_NOOP("twentynine", "Play {card} – total {total}"))
SAYS = _("A8.says", QT_TRANSLATE_NOOP("twentynine", "{total}"))
CANNOT = _("A2.cannot", QT_TRANSLATE_NOOP("twentynine", "{player} cannot play"))
TAKES = _("R3.takes", QT_TRANSLATE_NOOP("twentynine", "29! – {player} takes {count} cards"))
SET_ASIDE = _("A4.set_aside", QT_TRANSLATE_NOOP(
    "twentynine", "Nobody can reach 29 – the {count} cards on {total} go to nobody"))
LAST_TAKES = _("A4.last_takes", QT_TRANSLATE_NOOP(
    "twentynine", "Nobody can reach 29 – {player} laid the last card and takes {count} cards"))
DISCARDED = _("R5.discarded", QT_TRANSLATE_NOOP(
    "twentynine", "{count} cards left in hands count for nobody"))
DEAL_OVER = _("S1.deal_over", QT_TRANSLATE_NOOP("twentynine", "Deal {deal} is over"))
ROW = _("S1.row", QT_TRANSLATE_NOOP("twentynine", "Deal {deal}"))
STATUS = _("S2.status", QT_TRANSLATE_NOOP("twentynine", "Deal {deal} of {deals} · total {total}"))
WINS = _("S1.wins", QT_TRANSLATE_NOOP("twentynine", "{players} wins"))
SHARE = _("S1.share", QT_TRANSLATE_NOOP("twentynine", "{players} share the win"))
PAIR_WINS = _("S3.wins", QT_TRANSLATE_NOOP("twentynine", "{players} win"))
AND = _("S1.and", QT_TRANSLATE_NOOP("twentynine", "{first} and {second}"))


class Phase(str, Enum):
    PLAY = "play"   # the seat on turn adds a card (a pile is being built or led)
    OVER = "over"   # the game is over


# Enum members as module constants: in Python 3.11 reading ``Phase.PLAY`` off the class
# costs ten times a global, and the engine compares phases at every move.
P_PLAY, P_OVER = Phase
K_MOVE, _SHUFFLE, K_CALL, K_MESSAGE, K_ROUND_OVER, K_GAME_OVER = EventKind


#: Cards taken out of the pack by the number of players (A1).
REMOVED: Mapping[int, tuple[Card, ...]] = {3: (Card("T", "C"),), 4: (), 5: (Card("T", "C"), Card("9", "C"))}
FULL: tuple[Card, ...] = tuple(french_deck())
VALUE: Mapping[Card, int] = {c: TWENTY_NINE.value(c) for c in FULL}
_VALUE_OF = VALUE.__getitem__
HANDS: tuple[str, ...] = tuple(f"hand/{s}" for s in range(MAX_SEATS))
WON: tuple[str, ...] = tuple(f"won/{s}" for s in range(MAX_SEATS))
# Interned moves: ``check`` finds a legal move by identity.
PLAY: tuple[dict[Card, Move], ...] = tuple({c: Move(s, "play", (c,)) for c in FULL} for s in range(MAX_SEATS))
#: A card played, the spoken totals (A8) and passes (A2), made once: events are immutable.
_PLAYED: tuple[dict[Card, Event], ...] = tuple(
    {c: Event(K_MOVE, s, cards=(c,), src=f"hand/{s}", dst="pile") for c in FULL} for s in range(MAX_SEATS))
_SAYS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event(K_CALL, s, SAYS(total=t)) for t in range(TARGET + 1)) for s in range(MAX_SEATS))
_CANNOT: tuple[Event, ...] = tuple(Event(K_MESSAGE, s, CANNOT(player=SeatRef(s))) for s in range(MAX_SEATS))
_PACKS: Mapping[int, tuple[Card, ...]] = {n: tuple(c for c in FULL if c not in out) for n, out in REMOVED.items()}
_UP, _DOWN = ZoneSpec(Face.UP), ZoneSpec(Face.DOWN)
_HAND_SPECS = tuple(ZoneSpec(Face.OWNER, s) for s in range(MAX_SEATS))


def deck_for(players: int) -> list[Card]:
    """D1: the pack for ``players`` (A1: TC, and 9C with 5 players, removed)."""
    return list(_PACKS[players])


def value(card: Card) -> int:
    """A9: A, J, Q, K count 1, the others their face value."""
    return VALUE[card]


def joined(seats: Sequence[int]) -> Message | SeatRef:
    """The players named one after another: "Anna and Bo and Carl"."""
    refs: list[Message | SeatRef] = [SeatRef(s) for s in seats]
    return reduce(lambda a, b: AND(first=a, second=b), refs)


class State(GameState):
    """A game of 29: one deal or ``deals_per_game`` deals.

    Change it only through ``apply`` (or ``deal``): ``legal_moves`` remembers its
    last answer until then.
    """

    info: ClassVar[GameInfo] = INFO
    PROMPTS = prompts.PROMPTS
    CHOICES = prompts.CHOICES
    FIELDS: ClassVar[tuple[str, ...]] = ("dealer", "turn", "phase", "deal_no", "last", "rows")

    dealer: int
    #: The seat to add a card (it always has one it may play).
    turn: int
    phase: Phase
    #: The number of the deal being played (1 = the first).
    deal_no: int
    #: Who laid the last card on the pile (-1: the pile is empty).
    last: int
    #: Cards won per seat, one row per finished deal.
    rows: list[list[int]]

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        if players not in REMOVED:
            raise ValueError(f"twentynine: {players} players (allowed 3-{MAX_SEATS})")
        super().__init__(players, options, seed)
        self.pairs = bool(self.options.get("partnerships")) and players == 4
        #: The pile's total, kept up to date (derived from the zones when loaded).
        self._sum = 0
        self.dealer = players - 1
        self.turn = 0
        self.phase = P_PLAY
        self.deal_no = 0
        self.last = -1
        self.rows = []

    # --- zones and turn ----------------------------------------------------

    def zone_names(self) -> list[str]:
        return ["stock", "pile", "aside", *HANDS[:self.players], *WON[:self.players]]

    def zone_spec(self, zone: str) -> ZoneSpec:
        if zone == "pile":
            return _UP
        if zone.startswith("hand/"):
            return _HAND_SPECS[int(zone[5:])]
        return _DOWN

    def actors(self) -> list[int]:
        return [] if self.phase is P_OVER else [self.turn]

    def to_move(self) -> int | None:
        return None if self.phase is P_OVER else self.turn

    def is_over(self) -> bool:
        return self.phase is P_OVER

    def total(self) -> int:
        """The running total of the pile ("summen")."""
        return self._sum

    def _load_zones(self, zones: Mapping[str, list[Card]]) -> None:
        super()._load_zones(zones)
        self._sum = sum(map(_VALUE_OF, self.zones["pile"]))

    def can_play(self, seat: int, room: int) -> bool:
        """Does ``seat`` hold a card of value ``room`` or less?"""
        value = VALUE
        for card in self.zones[HANDS[seat]]:
            if value[card] <= room:
                return True
        return False

    # --- legal moves --------------------------------------------------------

    def _legal(self, seat: int) -> list[Move]:
        if self.phase is P_OVER or seat != self.turn:
            return []
        room = TARGET - self._sum
        plays = PLAY[seat]
        value = VALUE
        return [plays[c] for c in self.zones[HANDS[seat]] if value[c] <= room]

    def explain(self, move: Move) -> Message:
        if self.phase is P_OVER:
            return GAME_OVER()
        if move.verb not in ("play", "pass") or move.arg or (move.verb == "pass" and move.cards):
            return NOT_A_MOVE()
        if move.seat != self.turn:
            return NOT_YOUR_TURN()
        if move.verb == "pass":
            return MUST_PLAY()                              # R2, E7: the seat on turn can always play
        if len(move.cards) != 1:
            return ONE_CARD()
        if move.card not in self.zones[HANDS[move.seat]]:
            return NOT_IN_HAND(card=move.card)
        if VALUE[move.card] > TARGET - self.total():
            return OVER()                                   # R2, E3
        return MUST_PLAY()

    def describe(self, move: Move) -> Message:
        if move.verb == "play" and len(move.cards) == 1 and move.card in VALUE:
            return D_PLAY(card=move.card, total=self.total() + VALUE[move.card])
        return NOT_A_MOVE()

    def prompt_key(self, seat: int) -> str:
        return "lead" if not self.zones["pile"] else self.phase.value

    def prompt_params(self, seat: int) -> dict[str, Any]:
        return {"total": self.total()}

    # --- applying moves -------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        seat, card = move.seat, move.cards[0]
        self.zones[HANDS[seat]].remove(card)
        pile = self.zones["pile"]
        pile.append(card)
        self.last = seat
        total = self._sum = self._sum + VALUE[card]
        events = [_PLAYED[seat][card], _SAYS[seat][total]]
        if total == TARGET:                                 # R3
            events.append(Event(K_MOVE, seat, cards=tuple(pile), src="pile", dst=WON[seat]))
            events.append(Event(K_MESSAGE, None, TAKES(player=SeatRef(seat), count=len(pile))))
            self.zones[WON[seat]].extend(pile)
            pile.clear()
            self.last = -1
            self._sum = 0
        self._advance(seat, events)
        return events

    def _advance(self, seat: int, events: list[Event]) -> None:
        """The turn goes clockwise from ``seat`` to the first seat that can play; who
        cannot passes (A2); when nobody can, the deal ends (R4)."""
        room = TARGET - self._sum
        passes: list[Event] = []
        n, zones, value = self.players, self.zones, VALUE
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            hand = zones[HANDS[nxt]]
            for card in hand:                               # can_play, inlined: the hot path
                if value[card] <= room:
                    self.turn = nxt
                    events += passes
                    return
            if hand and nxt != seat:
                passes.append(_CANNOT[nxt])
        self._end_deal(events)

    def _end_deal(self, events: list[Event]) -> None:
        """R4, R5, A4: the unfinished pile and the hands go; the deal is scored (S1)."""
        pile = self.zones["pile"]
        if pile:
            total = self.total()
            taker = self.last if self.options.get("incomplete_pile") == "last_player" else -1
            dst = WON[taker] if taker >= 0 else "aside"
            events.append(Event(K_MOVE, None, cards=tuple(pile), src="pile", dst=dst))
            message = LAST_TAKES(player=SeatRef(taker), count=len(pile)) if taker >= 0 else \
                SET_ASIDE(count=len(pile), total=total)
            events.append(Event(K_MESSAGE, None, message))
            self.zones[dst].extend(pile)
            pile.clear()
            self._sum = 0
        left = 0
        for seat in range(self.players):
            hand = self.zones[HANDS[seat]]
            if hand:
                left += len(hand)
                events.append(Event(K_MOVE, seat, cards=tuple(hand), src=HANDS[seat], dst="aside"))
                self.zones["aside"].extend(hand)
                hand.clear()
        if left:
            events.append(Event(K_MESSAGE, None, DISCARDED(count=left)))
        self.last = -1
        self.rows.append(self.won_counts())
        events.append(Event(K_ROUND_OVER, None, DEAL_OVER(deal=self.deal_no)))
        if self.deal_no >= int(self.options["deals_per_game"]):      # S2
            self.phase = P_OVER
            events.append(Event(K_GAME_OVER, None, self.status()))
        else:
            self.deal((self.dealer + 1) % self.players, events)

    # --- dealing ------------------------------------------------------------

    def deal(self, dealer: int, events: list[Event] | None = None, deck: Sequence[Card] | None = None) -> None:
        """D1, D2: gather the cards, shuffle the pack (or take ``deck``, top = last) and
        deal them all one at a time from the dealer's left; the dealer leads (R1)."""
        log = events if events is not None else []
        self.changed()
        cards: list[Card] = []
        for name, zone in self.zones.items():
            if zone:
                log.append(Event(K_MOVE, cards=tuple(zone), src=name, dst="stock"))
                cards += zone
                zone.clear()
        pack = deck_for(self.players)
        if deck is not None:
            if len(deck) != len(pack) or set(deck) != set(pack):
                raise ValueError("twentynine: the deck must be this table's pack, each card once")
            self.zones["stock"].extend(deck)
            self.assign_uids(self.zones["stock"])
        else:
            log.append(self.shuffle_into(cards or pack, "stock"))
        stock = self.zones["stock"]
        n = self.players
        for i in range(n):
            seat = (dealer + 1 + i) % n
            hand = stock[len(stock) - 1 - i::-n]
            self.zones[HANDS[seat]].extend(hand)
            log.append(Event(K_MOVE, seat, cards=tuple(hand), src="stock", dst=HANDS[seat]))
        stock.clear()
        self._sum = 0
        self.dealer = dealer
        self.turn = dealer
        self.phase = P_PLAY
        self.deal_no += 1
        self.last = -1

    def after_notation(self) -> None:
        """A written position with a seat on turn that cannot play settles as play would:
        the turn passes on, or the deal ends (A2, R4)."""
        self.changed()
        if not (0 <= self.turn < self.players and 0 <= self.dealer < self.players):
            raise ValueError("twentynine: turn and dealer must be seats")
        if self.phase is P_PLAY and not self.can_play(self.turn, TARGET - self.total()):
            self._advance((self.turn - 1) % self.players, [])

    # --- reading --------------------------------------------------------------

    def won_counts(self) -> list[int]:
        """Cards won per seat in this deal."""
        return [len(self.zones[WON[s]]) for s in range(self.players)]

    def scores(self) -> list[int]:
        """Cards won per seat over the finished deals and the one being played (S2)."""
        done = [sum(r[s] for r in self.rows) for s in range(self.players)]
        if self.phase is P_OVER:
            return done
        return [a + b for a, b in zip(done, self.won_counts())]

    def columns(self, per_seat: Sequence[int]) -> list[int]:
        """Per seat, or per pair with partnerships (S3)."""
        return PAIRS.totals(per_seat) if self.pairs else list(per_seat)

    def winners(self) -> list[int]:
        """S1, S3: the seats with the most cards (of the best pair); ties share."""
        if self.phase is not P_OVER:
            return []
        totals = self.columns([sum(r[s] for r in self.rows) for s in range(self.players)])
        best = max(totals)
        if self.pairs:
            return sorted(s for i, team in enumerate(PAIRS.teams) if totals[i] == best for s in team)
        return [s for s, t in enumerate(totals) if t == best]

    def status(self) -> Message:
        if self.phase is P_OVER:
            winners = self.winners()
            if self.pairs and len(winners) == 2:
                return PAIR_WINS(players=joined(winners))
            return (WINS if len(winners) == 1 else SHARE)(players=joined(winners))
        return STATUS(deal=self.deal_no, deals=int(self.options["deals_per_game"]), total=self.total())

    def result(self) -> ScoreSheet:
        """A row per finished deal (S1, S2), and one for the deal being played, so the
        totals are always the cards won so far."""
        rows = [ScoreRow(ROW(deal=i + 1), tuple(self.columns(r))) for i, r in enumerate(self.rows)]
        if self.phase is P_PLAY:
            rows.append(ScoreRow(ROW(deal=self.deal_no), tuple(self.columns(self.won_counts()))))
        totals = self.columns(self.scores())
        return ScoreSheet(self.players, tuple(rows), tuple(totals), winners=tuple(self.winners()),
                          finished=self.is_over(), teams=PAIRS.teams if self.pairs else (),
                          status=self.status())

    def public(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value, "turn": self.turn, "dealer": self.dealer,
            "deal": self.deal_no, "deals": int(self.options["deals_per_game"]),
            "total": self.total(), "last": self.last, "room": TARGET - self.total(),
            "won": [[c.text for c in self.zones[WON[s]]] for s in range(self.players)],
            "won_counts": self.won_counts(), "scores": self.scores(),
            "pairs": [list(t) for t in PAIRS.teams] if self.pairs else [],
            "fields": {f: encode(getattr(self, f)) for f in self.FIELDS},
        }


def new_game(players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0,
             dealer: int | None = None, deck: Sequence[Card] | None = None) -> State:
    """A dealt game. ``dealer`` None: drawn at random with the seeded rng; ``deck``: the
    pack in dealing order (top = last), for tests."""
    return dealt(State, INFO, players, options, seed, dealer, deck)
