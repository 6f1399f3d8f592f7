"""The host's side of a network table, without sockets: who sits where, and what each is sent.

``HostSession`` owns the game state. Connections are opaque keys given by the
transport; ``receive(conn, line)`` takes one received line and returns the
``Outbox`` — the lines to send, per connection (``None`` instead of bytes:
close that connection). Every move at the table, whoever made it (a remote
seat, the host's own player, a computer), goes through ``play`` (or, for a
table that applies moves itself, ``after_move``) so that each connected seat
gets its update: the events as that seat may see them
(``events_for``), its view, its legal moves, its prompt, the score sheet and
the table facts its rules-less table needs (``table_facts``: why a card may not
be played, the tricks) — nothing else of the state ever leaves the host.

Wrong join codes are counted per address (``guard``; the transport tells
``came_from``): after a few, that address is refused with ``"wait"`` for a
while.

A seat whose connection drops stays the player's: ``due()`` hands it to a
computer after ``takeover_after`` seconds of the injected clock, and a hello
with the seat's token takes it back at any time.
"""
from __future__ import annotations

import secrets
import time
import unicodedata
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Sequence

from ..engine.events import Event
from ..engine.moves import Move
from ..engine.state import GameState
from . import protocol
from .guard import Guard
from .protocol import ProtocolError
from .table_facts import facts_json
from .wire import event_json, message_json, move_json, round_notes, sheet_json, shown_moves, view_json

#: Lines to send: per connection the bytes of a message, or None to close it.
Outbox = list[tuple[Hashable, bytes | None]]


@dataclass
class RemoteSeat:
    """A seat open to a player on another PC."""
    seat: int
    name: str = ""
    token: str = ""
    conn: Hashable | None = None
    #: Clock time the connection was lost (None: connected, or never joined).
    lost_at: float | None = None
    #: Played by the host's computer until its player rejoins.
    by_computer: bool = False

    @property
    def joined(self) -> bool:
        return bool(self.token)


def new_code() -> str:
    """A join code to read aloud: six digits."""
    return f"{secrets.randbelow(1_000_000):06d}"


def clean_name(name: str) -> str | None:
    """The name as shown at the table, or None when it is not acceptable."""
    name = " ".join(name.split())
    if not 0 < len(name) <= protocol.MAX_NAME:
        return None
    if any(unicodedata.category(ch)[0] == "C" for ch in name):
        return None
    return name


class HostSession:
    def __init__(self, state: GameState, open_seats: Iterable[int], names: Sequence[str],
                 code: str | None = None, takeover_after: float = 60.0,
                 clock: Callable[[], float] = time.monotonic,
                 mover: Callable[[Move], Outbox] | None = None) -> None:
        self.state = state
        self.code = code if code is not None else new_code()
        self.takeover_after = takeover_after
        self.clock = clock
        self.names = list(names)
        self.remote = {seat: RemoteSeat(seat) for seat in sorted(set(open_seats))}
        if any(not 0 <= seat < state.players for seat in self.remote):
            raise ValueError("an open seat that the game does not have")
        self._seat_of: dict[Hashable, int] = {}
        self._address: dict[Hashable, str] = {}
        #: Counts wrong codes per address (join-code guessing).
        self.guard = Guard(clock=clock)
        #: Plays a remote seat's legal move: by default ``play``; a window's table passes
        #: its own (it animates the move, then returns ``after_move``'s updates).
        self.mover: Callable[[Move], Outbox] = mover or (lambda move: self.play(move)[1])
        #: Every move played at the table, in order (text form).
        self.played: list[str] = []

    # --- who plays what --------------------------------------------------

    def seat_of(self, conn: Hashable) -> int | None:
        return self._seat_of.get(conn)

    def waits_for_remote(self, seat: int) -> bool:
        """Is ``seat`` played from another PC now (not by the host, nor by a computer)?"""
        link = self.remote.get(seat)
        return link is not None and not link.by_computer

    def connected(self) -> list[int]:
        return [s for s, link in self.remote.items() if link.conn is not None]

    def due(self) -> list[int]:
        """Seats absent for ``takeover_after`` seconds (or never joined, once the game has
        begun without them) that a computer plays from now on; marks them so."""
        now = self.clock()
        out = []
        for seat, link in self.remote.items():
            if link.by_computer or link.conn is not None or link.lost_at is None:
                continue
            if not link.joined or now - link.lost_at >= self.takeover_after:
                link.by_computer = True
                out.append(seat)
        return out

    # --- messages --------------------------------------------------------

    def came_from(self, conn: Hashable, address: str) -> None:
        """The transport says where ``conn`` comes from (the guard counts per address)."""
        self._address[conn] = address

    def receive(self, conn: Hashable, line: bytes) -> Outbox:
        """Handle one line from ``conn``; never raises for anything a client sends."""
        try:
            message = protocol.decode(line)
        except ProtocolError as err:
            if err.key == "version" and conn not in self._seat_of:
                return [(conn, protocol.encode("refused", reason="version")), (conn, None)]
            return [(conn, protocol.encode("error", reason=err.key))]
        kind = message["type"]
        if kind == "hello":
            return self._hello(conn, message)
        seat = self._seat_of.get(conn)
        if seat is None:
            return [(conn, protocol.encode("error", reason="no_seat"))]
        if kind == "move":
            return self._move(conn, seat, message["text"])
        if kind == "bye":
            return self.dropped(conn) + [(conn, None)]
        return [(conn, protocol.encode("error", reason="type"))]   # a host's message sent to the host

    def _hello(self, conn: Hashable, message: dict[str, object]) -> Outbox:
        if conn in self._seat_of:
            return [(conn, protocol.encode("error", reason="type"))]
        address = self._address.get(conn, "")
        if self.guard.blocked(address):
            return self._refuse(conn, "wait")
        token = message.get("token")
        if isinstance(token, str) and token:
            link = next((lk for lk in self.remote.values() if lk.joined and
                         secrets.compare_digest(lk.token, token)), None)
            if link is None:
                self.guard.failed(address)
                return self._refuse(conn, "token")
        else:
            code = message.get("code")
            if not isinstance(code, str) or not secrets.compare_digest(code.strip(), self.code):
                self.guard.failed(address)
                return self._refuse(conn, "code")
            name = clean_name(str(message["name"]))
            if name is None:
                return self._refuse(conn, "name")
            link = next((lk for lk in self.remote.values() if not lk.joined), None)
            if link is None:
                return self._refuse(conn, "full")
            link.name, link.token = name, secrets.token_urlsafe(16)
            self.names[link.seat] = name
        out: Outbox = []
        if link.conn is not None:                         # the same player on a new connection
            self._seat_of.pop(link.conn, None)
            out.append((link.conn, None))
        link.conn, link.lost_at, link.by_computer = conn, None, False
        self._seat_of[conn] = link.seat
        state = self.state
        out.append((conn, protocol.encode(
            "welcome", seat=link.seat, token=link.token, game=state.info.id, players=state.players,
            options=dict(state.options), names={str(i): n for i, n in enumerate(self.names)})))
        out.append((conn, self._update(link.seat, [], state)))
        return out

    def _refuse(self, conn: Hashable, reason: str) -> Outbox:
        return [(conn, protocol.encode("refused", reason=reason)), (conn, None)]

    def _move(self, conn: Hashable, seat: int, text: str) -> Outbox:
        if not self.waits_for_remote(seat):
            return [(conn, protocol.encode("error", reason="seat_taken_over"))]
        try:
            move = self.state.parse_move(text)
        except ValueError:
            return [(conn, protocol.encode("error", reason="not_a_move"))]
        if move.seat != seat:
            return [(conn, protocol.encode("error", reason="not_your_seat"))]
        verdict = self.state.check(move)
        if not verdict.ok:
            return [(conn, protocol.encode("illegal", move=str(move), reason=message_json(verdict.reason)))]
        return self.mover(move)

    def seat_again(self, seat: int, name: str, token: str) -> None:
        """A resumed game: ``seat`` is again the player ``name`` who holds ``token``, absent
        until a hello with the token (``due`` hands it to a computer meanwhile)."""
        link = self.remote[seat]
        link.name, link.token, link.conn = name, token, None
        link.lost_at = self.clock() if token else None
        if name:
            self.names[seat] = name

    def dropped(self, conn: Hashable) -> Outbox:
        """The connection ``conn`` is gone: its seat waits for its player (``due``)."""
        self._address.pop(conn, None)
        seat = self._seat_of.pop(conn, None)
        if seat is not None:
            link = self.remote[seat]
            link.conn, link.lost_at = None, self.clock()
        return []

    def begin(self) -> None:
        """The game starts: open seats nobody joined count as lost from now on."""
        now = self.clock()
        for link in self.remote.values():
            if not link.joined and link.lost_at is None:
                link.lost_at = now

    # --- the table -------------------------------------------------------

    def play(self, move: Move) -> tuple[list[Event], Outbox]:
        """Apply a legal ``move`` (``IllegalMove`` otherwise); returns its events and the
        update for every connected seat (``after_move``)."""
        before = self.state.clone()
        events = self.state.apply(move)
        return events, self.after_move(move, before, events)

    def after_move(self, move: Move, before: GameState, events: Sequence[Event]) -> Outbox:
        """The updates for a move the host's table applied itself (``before``: a clone from
        before it); at the game's end, also ``closed``."""
        self.played.append(str(move))
        score = sheet_json(self.state.result())          # the same sheet for every seat
        notes = round_notes(self.state, events)
        out: Outbox = [(link.conn, self._update(seat, events, before, score, notes))
                       for seat, link in self.remote.items() if link.conn is not None]
        if self.state.is_over():
            out += self.close("game_over")
        return out

    def close(self, reason: str) -> Outbox:
        """Tell every connected seat that the table stops, and close them."""
        out: Outbox = []
        for conn in list(self._seat_of):
            out += [(conn, protocol.encode("closed", reason=reason)), (conn, None)]
        return out

    def _update(self, seat: int, events: Sequence[Event], before: GameState, score: object = None,
                notes: object = None) -> bytes:
        state = self.state
        mine = state.events_for(events, seat, before) if events else []
        legal = state.legal_moves(seat)
        more: dict[str, object] = {} if notes is None else {"notes": notes}
        shown = [m for m in shown_moves(state, seat) if m not in legal]
        if shown:
            more["more"] = [[move_json(m), message_json(state.describe(m)), message_json(state.explain_choice(m))]
                            for m in shown]
        return protocol.encode(
            "update", events=[event_json(e) for e in mine], view=view_json(state.view(seat)),
            legal=[move_json(m) for m in legal], prompt=message_json(state.prompt(seat)),
            texts=[[message_json(state.describe(m)), message_json(state.explain_choice(m))] for m in legal],
            score=sheet_json(state.result()) if score is None else score,
            **facts_json(state, seat, legal, before, events, mine), **more)
