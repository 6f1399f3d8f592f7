"""The game-state contract every game implements, and its generic parts.

A game subclasses ``GameState`` and supplies the rules: ``actors``,
``to_move``, ``_legal`` (its legal moves), ``explain``, ``_apply``, ``zone_spec``,
``public``, ``is_over``, ``result`` and ``describe`` (and, for guidance, the
tables ``PROMPTS`` and ``CHOICES``). This base gives every game
the same ``check``/``apply`` (they always agree, because ``check`` asks
``legal_moves``), views, JSON saves, ``clone`` and the one-line notation.

State is mutable: ``apply`` changes it in place; ``clone`` copies it.
``legal_moves`` remembers its last answer until the next ``apply`` (or
``play_unchecked``), so the usual loop - ask, pick, apply, which checks by
asking again - generates the moves once. Code that changes a state by other
means (a test setting a field) calls ``changed()`` before asking again.
Zones are lists of cards from bottom to top: the last card is the top of a
pile (the discard pile's face card, the stock's next card to draw).
"""
from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, Sequence

from .cards import Card
from .codec import decode, encode
from .events import MOVE, SHUFFLE, Event
from .fieldcopy import Copier, copier
from .messages import QT_TRANSLATE_NOOP, Catalog, Message, MessageTemplate
from .moves import Move, MoveSyntaxError
from .notation import format_position, parse_position
from .registry import GameInfo
from .rng import Rng
from .score import ScoreSheet
from .sight import seat_events
from .view import Face, Slot, View, ZoneSpec

SAVE_FORMAT = "kortbord-state"
SAVE_VERSION = 1

_ = Catalog("kortbord")
NOT_YOUR_TURN = _("not_your_turn", QT_TRANSLATE_NOOP("kortbord", "It is not your turn."))
GAME_OVER = _("game_over", QT_TRANSLATE_NOOP("kortbord", "The game is over."))
NOT_A_MOVE = _("not_a_move", QT_TRANSLATE_NOOP("kortbord", "That is not a move in this game."))
YOUR_TURN = _("your_turn", QT_TRANSLATE_NOOP("kortbord", "Your turn."))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer of ``check``: ``ok``, or not with a ``reason``."""
    ok: bool
    reason: Message | None = None

    def __bool__(self) -> bool:
        return self.ok


OK = Verdict(True)


class IllegalMove(ValueError):
    """Raised by ``apply`` for a move ``check`` refuses; carries the reason."""

    def __init__(self, move: Move, reason: Message) -> None:
        super().__init__(f"{move}: {reason.english()}")
        self.move = move
        self.reason = reason


class StateError(ValueError):
    """A saved state or notation that cannot be read."""


class GameState:
    """Base of every game's state. See the module docstring for the contract."""

    info: ClassVar[GameInfo]
    #: Names of the scalar attributes that make up the state besides the zones;
    #: saved by ``to_dict`` and written in the notation. Type hints drive loading.
    FIELDS: ClassVar[tuple[str, ...]] = ()
    #: What an acting seat is asked to do, by ``prompt_key`` (the phase; ``window:<verb>``
    #: for a seat acting out of turn): one sentence ("Discard 4 cards to the widow").
    PROMPTS: ClassVar[Mapping[str, MessageTemplate]] = {}
    #: What a kind of move means, for a button's tooltip: by ``"<verb> <arg>"``, the
    #: arg's first word, or the verb alone.
    CHOICES: ClassVar[Mapping[str, MessageTemplate]] = {}

    players: int
    options: dict[str, Any]
    zones: dict[str, list[Card]]
    uid: dict[Card, int]
    next_uid: int
    rng: Rng
    #: The last answer of ``legal_moves`` as (seat, moves); ``changed()`` drops it.
    _memo: tuple[int, list[Move]] | None = None

    def __init__(self, players: int, options: Mapping[str, Any], seed: int = 0) -> None:
        self.players = players
        self.options = dict(options)
        self.zones = {name: [] for name in self.zone_names()}
        self.uid = {}
        self.next_uid = 0
        self.rng = Rng(seed)

    # --- rules: supplied by each game --------------------------------

    def zone_names(self) -> list[str]:
        """All zones of this game for ``self.players`` (also the empty ones)."""
        raise NotImplementedError

    def zone_spec(self, zone: str) -> ZoneSpec:
        """Who sees the cards of ``zone``."""
        raise NotImplementedError

    def actors(self) -> list[int]:
        """Seats that may act now: the player to move and holders of open windows."""
        raise NotImplementedError

    def to_move(self) -> int | None:
        """The seat whose turn it is (for the turn marker), or None."""
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now (empty when it may not act)."""
        raise NotImplementedError

    def explain(self, move: Move) -> Message:
        """Why ``move`` is illegal now (called only for moves that are)."""
        raise NotImplementedError

    def _apply(self, move: Move) -> list[Event]:
        """Carry out a legal move."""
        raise NotImplementedError

    def public(self) -> dict[str, Any]:
        """Public facts for views (JSON-plain): turn, dealer, phase, ..."""
        return {}

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> ScoreSheet:
        raise NotImplementedError

    def describe(self, move: Move) -> Message:
        """A short text for a menu or the game log ("Play Q♠")."""
        raise NotImplementedError

    # --- guidance ---------------------------------------------------------

    def prompt(self, seat: int) -> Message | None:
        """What ``seat`` should do now in one sentence; None when it may not act."""
        if self.is_over() or seat not in self.actors():
            return None
        template = self.PROMPTS.get(self.prompt_key(seat))
        return template(**self.prompt_params(seat)) if template is not None else YOUR_TURN()

    def prompt_key(self, seat: int) -> str:
        """The ``PROMPTS`` key of ``seat``'s situation: the phase, or ``window:<verb>``
        (the verb of its first legal move) when it acts while another seat is on turn."""
        to_move = self.to_move()
        if to_move is not None and seat != to_move:
            moves = self.legal_moves(seat)
            return f"window:{moves[0].verb}" if moves else ""
        phase = getattr(self, "phase", "")
        return str(getattr(phase, "value", phase))

    def prompt_params(self, seat: int) -> dict[str, Any]:
        """Parameters of ``seat``'s prompt (none by default)."""
        return {}

    def explain_choice(self, move: Move) -> Message | None:
        """What making ``move`` means (a button's tooltip), or None."""
        arg = move.arg.split()[0] if move.arg else ""
        for key in (f"{move.verb} {move.arg}", f"{move.verb} {arg}", move.verb):
            template = self.CHOICES.get(key)
            if template is not None:
                return template()
        return None

    # --- the generic contract ------------------------------------------

    def legal_moves(self, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now (empty when it may not act); a new list."""
        memo = self._memo
        if memo is None or memo[0] != seat:
            memo = self._memo = (seat, self._legal(seat))
        return memo[1][:]

    def changed(self) -> None:
        """Forget the remembered legal moves (after changing the state by hand)."""
        self._memo = None

    def check(self, move: Move) -> Verdict:
        """``OK``, or ``Verdict(False, reason)``; agrees with ``legal_moves``."""
        moves = self.legal_moves(move.seat)
        for legal in moves:         # games hand out shared move objects: try identity first
            if legal is move:
                return OK
        if move in moves:
            return OK
        if self.is_over():
            return Verdict(False, GAME_OVER())
        return Verdict(False, self.explain(move))

    def apply(self, move: Move) -> list[Event]:
        """Apply a legal move and return what happened; ``IllegalMove`` otherwise."""
        memo = self._memo
        if memo is not None and memo[0] == move.seat:
            for legal in memo[1]:           # one of the moves just handed out: legal
                if legal is move:           # ``play_unchecked``, written out
                    self._memo = None
                    events = self._apply(move)
                    self._memo = None
                    return events
        verdict = self.check(move)
        if not verdict.ok:
            assert verdict.reason is not None
            raise IllegalMove(move, verdict.reason)
        return self.play_unchecked(move)

    def play_unchecked(self, move: Move) -> list[Event]:
        """Apply a move known to be legal without checking it (simulations only)."""
        self._memo = None
        events = self._apply(move)
        self._memo = None
        return events

    def parse_move(self, text: str) -> Move:
        """Parse a move's text form (``MoveSyntaxError`` when it is not one)."""
        move = Move.parse(text)
        if not 0 <= move.seat < self.players:
            raise MoveSyntaxError(f"no seat {move.seat} in a {self.players}-player game")
        return move

    def all_cards(self) -> list[Card]:
        return [c for cards in self.zones.values() for c in cards]

    # --- views -----------------------------------------------------------

    def visible(self, zone: str, index: int, seat: int | None) -> bool:
        """May ``seat`` see the card at ``index`` of ``zone``? Games may refine this."""
        spec = self.zone_spec(zone)
        if spec.face is Face.UP:
            return True
        if spec.face is Face.OWNER:
            return seat is not None and seat == spec.owner
        if spec.face is Face.TOP:
            return index == len(self.zones[zone]) - 1
        return False

    def view(self, seat: int | None) -> View:
        zones: dict[str, tuple[Slot, ...]] = {}
        for name, cards in self.zones.items():
            zones[name] = tuple(
                Slot(self.uid[c], c if self.visible(name, i, seat) else None)
                for i, c in enumerate(cards))
        return View(self.info.id, seat, self.players, zones, self.public(),
                    self.to_move(), tuple(self.actors()), dict(self.options))

    def events_for(self, events: Sequence[Event], seat: int | None, before: "GameState") -> list[Event]:
        """The events of the move just applied, as ``seat`` (None: a spectator) may see
        them; ``before`` is a ``clone()`` taken before the move. Each card the seat saw
        neither before nor sees now is ``Hidden`` (see ``engine.sight``)."""
        return seat_events(self, events, seat, before)

    # --- card movement helpers for games -------------------------------

    def assign_uids(self, cards: list[Card]) -> None:
        """Give ``cards`` fresh hidden ids in their order (after a deal or shuffle); a move
        that does so reports it with a SHUFFLE event listing ``cards`` (``engine.sight``)."""
        start = self.next_uid
        self.uid.update(zip(cards, range(start, start + len(cards))))
        self.next_uid = start + len(cards)

    def move_card(self, card: Card, src: str, dst: str) -> Event:
        self.zones[src].remove(card)
        self.zones[dst].append(card)
        return card_moved(card, src, dst)

    def draw(self, src: str, dst: str, count: int = 1, seat: int | None = None) -> Event:
        """Move the top ``count`` cards of ``src`` (fewer if it runs out) to ``dst``; the
        event names ``seat`` (None: nobody) as the one who drew."""
        pile = self.zones[src]
        if count == 1 and pile and seat is None:
            card = pile.pop()
            self.zones[dst].append(card)
            return card_moved(card, src, dst)
        size = min(count, len(pile)) if count > 0 else 0
        taken = pile[:-size - 1:-1]         # the top ``size`` cards, the top one first
        del pile[len(pile) - size:]
        self.zones[dst] += taken
        return Event(MOVE, seat, None, tuple(taken), src, dst)

    def clear_table(self, dst: str, log: list[Event]) -> None:
        """Every zone emptied before a new deal, each logged as a move onto ``dst`` (where
        ``lay_deck`` then lays the cards anew)."""
        for name, zone in self.zones.items():
            if zone:
                log.append(Event(MOVE, None, None, tuple(zone), name, dst))
                zone.clear()

    def lay_deck(self, dst: str, cards: Sequence[Card], deck: Sequence[Card] | None, log: list[Event]) -> None:
        """``cards`` shuffled onto the empty ``dst``, or a test's stacked ``deck`` (top = last),
        which must hold exactly those cards."""
        self.zones[dst].clear()
        if deck is None:
            log.append(self.shuffle_into(list(cards), dst))
            return
        if len(deck) != len(cards) or set(deck) != set(cards):
            raise ValueError(f"{self.info.id}: the deck must be the game's {len(cards)} cards, each once")
        self.zones[dst].extend(deck)
        self.assign_uids(self.zones[dst])

    def shuffle_into(self, cards: list[Card], dst: str) -> Event:
        """Shuffle ``cards`` (already taken out of their zone) onto ``dst`` with new ids."""
        self.rng.shuffle(cards)
        self.zones[dst][:0] = cards
        self.assign_uids(cards)
        return Event(SHUFFLE, None, None, tuple(cards), "", dst)  # secret: seats get it hidden

    # --- saving ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.id,
            "players": self.players,
            "options": dict(self.options),
            "zones": {name: [c.text for c in cards] for name, cards in self.zones.items()},
            "uids": {c.text: u for c, u in sorted(self.uid.items(), key=lambda i: i[1])},
            "next_uid": self.next_uid,
            "rng": self.rng.state,
            "fields": {f: encode(getattr(self, f)) for f in self.FIELDS},
        }

    @classmethod
    def blank(cls, players: int, options: Mapping[str, Any]) -> "GameState":
        """A state with empty zones and default fields (before the deal)."""
        return cls(players, cls.info.options.resolve(options))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "GameState":
        """Rebuild a state saved by ``to_dict``; ``StateError`` for a bad one."""
        try:
            if data.get("format") != SAVE_FORMAT or data.get("game") != cls.info.id:
                raise StateError("not a saved state of this game")
            if data.get("version") != SAVE_VERSION:
                raise StateError(f"unknown state version {data.get('version')!r}")
            state = cls.blank(int(data["players"]), data["options"])
            state._load_zones({k: [Card.parse(t) for t in v] for k, v in data["zones"].items()})
            state.uid = {Card.parse(t): int(u) for t, u in data["uids"].items()}
            state.next_uid = int(data["next_uid"])
            state.rng = Rng(int(data["rng"]))
            state._load_fields(data["fields"])
        except StateError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise StateError(f"broken saved state: {err}") from err
        if set(state.uid) != set(state.all_cards()):
            raise StateError("broken saved state: hidden ids do not match the cards")
        return state

    def _load_zones(self, zones: Mapping[str, list[Card]]) -> None:
        unknown = set(zones) - set(self.zones)
        if unknown:
            raise StateError(f"unknown zones: {sorted(unknown)}")
        for name, cards in zones.items():
            self.zones[name] = list(cards)
        seen: set[Card] = set()
        for card in self.all_cards():
            if card in seen:
                raise StateError(f"card {card} lies in two places")
            seen.add(card)

    def _load_fields(self, fields: Mapping[str, Any]) -> None:
        hints = _field_hints(type(self))
        for name, value in fields.items():
            if name not in self.FIELDS:
                raise StateError(f"unknown field {name!r}")
            setattr(self, name, decode(value, hints[name]))

    def clone(self) -> "GameState":
        """An independent copy (cards are shared: they are immutable)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new._memo = None
        new.zones = {k: v[:] for k, v in self.zones.items()}
        new.uid = dict(self.uid)
        new.rng = self.rng.copy()
        new.options = dict(self.options)
        for name, copy_field in _copiers(type(self)):
            setattr(new, name, copy_field(getattr(self, name)))
        return new

    # --- notation ------------------------------------------------------------

    def notation(self) -> str:
        """The whole position on one line (see ``engine.notation``)."""
        fields = {f: encode(getattr(self, f)) for f in self.FIELDS}
        changed = {k: v for k, v in self.options.items() if v != self.info.options.defaults().get(k)}
        return format_position(self.info.id, self.players, changed, fields, self.zones)

    @classmethod
    def from_notation(cls, text: str) -> "GameState":
        """A state from its one-line notation: unnamed zones are empty, unnamed
        fields keep their defaults, hidden ids follow the order written."""
        game, players, options, fields, zones = parse_position(text)
        if game != cls.info.id:
            raise StateError(f"notation is for {game!r}, not {cls.info.id!r}")
        state = cls.blank(players, options)
        try:
            state._load_zones(zones)
            state._load_fields(fields)
        except (TypeError, ValueError) as err:
            raise StateError(f"bad notation: {err}") from err
        for cards in state.zones.values():
            state.assign_uids(cards)
        state.after_notation()
        return state

    def after_notation(self) -> None:
        """Hook: derive what the notation leaves out (e.g. whose turn from the dealer)."""


_MOVED: dict[tuple[Card, str, str], Event] = {}


def card_moved(card: Card, src: str, dst: str) -> Event:
    """The event "``card`` went from ``src`` to ``dst``": one shared object for each
    (events are values, and making one costs more than finding it)."""
    key = (card, src, dst)
    event = _MOVED.get(key)
    if event is None:
        event = _MOVED[key] = Event(MOVE, cards=(card,), src=src, dst=dst)
    return event


class _Moves(dict[Card, Event]):
    """``card_moved`` between two zones, by card (filled on first use)."""

    def __init__(self, src: str, dst: str) -> None:
        super().__init__()
        self.src, self.dst = src, dst

    def __missing__(self, card: Card) -> Event:
        event = self[card] = card_moved(card, self.src, self.dst)
        return event


_BETWEEN: dict[tuple[str, str], _Moves] = {}


def moves_between(src: str, dst: str) -> Mapping[Card, Event]:
    """Per card its ``card_moved`` event from ``src`` to ``dst``: for a loop that moves
    many cards between the same zones (a deal), one lookup per card."""
    moves = _BETWEEN.get((src, dst))
    if moves is None:
        moves = _BETWEEN[(src, dst)] = _Moves(src, dst)
    return moves


_HINTS: dict[type, dict[str, Any]] = {}
_COPIERS: dict[type, tuple[tuple[str, Copier], ...]] = {}


def _copiers(cls: type[GameState]) -> tuple[tuple[str, Copier], ...]:
    """Per field of ``cls`` its ``copier`` (made once per class)."""
    copiers = _COPIERS.get(cls)
    if copiers is None:
        hints = _field_hints(cls)
        copiers = _COPIERS[cls] = tuple((name, copier(hints.get(name, Any))) for name in cls.FIELDS)
    return copiers


def _field_hints(cls: type[GameState]) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints
