"""A joined seat's picture of the table, made only from the host's updates (no rules).

``Mirror`` answers the questions the table's controller asks of a game state
(``view``, ``legal_moves``, ``check``, ``describe``, ``prompt``, ``result``,
``zones``, ``uid``, ...) from the last ``update`` the seat received: its view,
its legal moves with their descriptions, its prompt and the score sheet. It
never really ``apply``s a move (``apply`` returns no events and changes nothing):
the client sends the move, and the host's next update says what happened. A move
not among the legal ones is refused with the reason the host's rules gave for it
(``table_facts``: the cards of the hand it may not play), else with a general one.
Its ``tricks`` are the host's trick facts (None: not a trick game).
``mirror_of(info)`` gives the class for one game (the controller reads
``type(state).info``).
"""
from __future__ import annotations

from typing import Any, ClassVar, Mapping

from ..engine.cards import Card
from ..engine.events import Event
from ..engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ..engine.moves import Move
from ..engine.registry import GameInfo
from ..engine.score import ScoreSheet
from ..engine.state import NOT_A_MOVE, NOT_YOUR_TURN, OK, Verdict
from ..engine.view import View
from .table_facts import TableFacts, Tricks

_ = Catalog("net")
NOT_ALLOWED = _("not_allowed", QT_TRANSLATE_NOOP("net", "That move is not allowed just now."))


class Mirror:
    """The table as one seat knows it; ``update`` takes a decoded update (``wire.decoded``)."""

    info: ClassVar[GameInfo]

    def __init__(self, seat: int, update: Mapping[str, Any]) -> None:
        self.seat = seat
        self.tricks: Tricks | None = None
        self.update(update)

    def update(self, update: Mapping[str, Any]) -> None:
        view: View = update["view"]
        self._view = view
        self.players = view.players
        self.options = dict(view.options)
        self._legal: list[Move] = list(update["legal"])
        self._offered = self._legal
        texts = update.get("texts") or []
        self._texts: dict[Move, tuple[Message | None, Message | None]] = {
            m: (t[0], t[1]) for m, t in zip(self._legal, texts)}
        for move, text, tip in update.get("more") or []:      # buttons shown whether legal or not
            self._texts.setdefault(move, (text, tip))
        self._prompt: Message | None = update.get("prompt")
        self._sheet: ScoreSheet | None = update.get("score")
        #: The host's figures behind the round this update scored (``wire.round_notes``), else None.
        self.round_notes: dict[tuple[int, int], int] | None = update.get("notes")
        self.zones: dict[str, list[Card]] = {z: [s.card for s in slots if s.card is not None]
                                             for z, slots in view.zones.items()}
        facts: TableFacts = update.get("facts") or TableFacts({}, None)
        self._refusals = facts.refusals
        self.tricks = None if facts.tricks is None else facts.tricks.after(self.tricks)
        self.uid: dict[Card, int] = {s.card: s.uid for slots in view.zones.values() for s in slots
                                     if s.card is not None}
        if self.tricks is not None:
            self.uid.update(self.tricks.uids)      # the last trick's cards, face down in a pile now

    def sent(self) -> None:
        """A move of ours is on its way: nothing more to play until the host answers."""
        self._legal = []

    def returned(self) -> None:
        """The host did not play our move (the table moved on, or it was refused): offer again."""
        self._legal = self._offered

    def clone(self) -> "Mirror":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        return new

    # --- what the controller asks ------------------------------------------

    def apply(self, move: Move) -> list[Event]:
        """Nothing happens here (the host plays the moves): a table trying a move on a
        ``clone`` to see where its cards would go learns nothing, and sends it as it is."""
        return []

    def view(self, seat: int | None) -> View:
        """Our own view, whoever asks: the mirror knows nothing more."""
        return self._view

    def legal_moves(self, seat: int) -> list[Move]:
        return list(self._legal) if seat == self.seat else []

    def check(self, move: Move) -> Verdict:
        if move.seat == self.seat and move in self._legal:
            return OK
        if move.seat not in self._view.actors:
            return Verdict(False, NOT_YOUR_TURN())
        reason = self._refusals.get(move) if move.seat == self.seat else None
        if reason is not None:
            return Verdict(False, reason)
        return Verdict(False, NOT_ALLOWED() if move.cards else NOT_A_MOVE())

    def describe(self, move: Move) -> Message:
        text = self._texts.get(move, (None, None))[0]
        return text if text is not None else Message("net", "move", str(move))

    def explain_choice(self, move: Move) -> Message | None:
        return self._texts.get(move, (None, None))[1]

    def prompt(self, seat: int) -> Message | None:
        return self._prompt if seat == self.seat else None

    def actors(self) -> list[int]:
        return list(self._view.actors)

    def to_move(self) -> int | None:
        return self._view.to_move

    def public(self) -> dict[str, Any]:
        return dict(self._view.public)

    def result(self) -> ScoreSheet:
        if self._sheet is None:
            return ScoreSheet(self.players, (), (0,) * self.players, (), False)
        return self._sheet

    def is_over(self) -> bool:
        return self._sheet is not None and self._sheet.finished


_classes: dict[str, type[Mirror]] = {}


def mirror_of(info: GameInfo) -> type[Mirror]:
    """The ``Mirror`` class of one game."""
    if info.id not in _classes:
        _classes[info.id] = type(f"Mirror_{info.id}", (Mirror,), {"info": info})
    return _classes[info.id]
