"""The wire protocol between a hosting PC and the PCs that join it.

Transport: one TCP connection per joined player. Each message is one JSON
object on one line (UTF-8, ending in ``\\n``), at most ``MAX_BYTES`` bytes
with the newline. Every message has ``"v"`` (``VERSION``) and ``"type"``.
Nothing received is ever executed or unpickled: a message is parsed as JSON,
checked against ``SHAPES`` and otherwise refused.

Client to host:

- ``hello`` ``{name, code}``: join with the host's join code; or
  ``{name, token}``: take back the seat the token was given for.
- ``move`` ``{text}``: a move in its text form (``"2 play QS"``); the seat
  must be the sender's own.
- ``bye`` ``{}``: leaving for good (the seat stays; a computer takes it over).

Host to client:

- ``welcome`` ``{seat, token, game, players, options, names}``: the seat is
  yours; keep the token to rejoin after a lost connection.
- ``refused`` ``{reason}``: the hello was refused (a key from ``REFUSALS``;
  ``"wait"``: too many wrong codes from this address, try again in a minute);
  the host then closes the connection.
- ``update`` ``{events, view, legal, prompt, score}``: after every move at
  the table (and once after ``welcome``, with no events): the events of the
  move as this seat may see them, the seat's view, its legal moves (``[seat, verb, cards, arg]``),
  the one-sentence prompt, the score sheet, ``texts``: per legal move its
  description and what choosing it means (``[message, message or null]``), and
  the table facts (``refusals``, and ``tricks`` in trick games: see
  ``kortbord.net.table_facts``).
  Optional: ``notes`` ``[[row, column, value], ...]``, the figures of a round the move
  scored (the summary's "28 cards"); ``more`` ``[[move, message, message or null], ...]``,
  the texts of buttons the seat's table shows before they are legal ("LÆG NED!").
- ``illegal`` ``{move, reason}``: your move was not played, and why (a
  message, see ``kortbord.net.wire``).
- ``error`` ``{reason}``: the last message was malformed (a key from
  ``ERRORS``); the connection stays open.
- ``closed`` ``{reason}``: the host stops the table (``"host_left"``,
  ``"game_over"``).

A client with another ``VERSION`` gets ``refused`` with ``"version"``.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

#: The protocol's version; a hello with another one is refused.
VERSION = 1
#: The largest message, newline included.
MAX_BYTES = 256 * 1024
#: The TCP port a host listens on unless told otherwise (0 = any free port).
DEFAULT_PORT = 47_470

#: Per message type: its required fields and their JSON types.
SHAPES: dict[str, dict[str, type | tuple[type, ...]]] = {
    "hello": {"name": str},
    "move": {"text": str},
    "bye": {},
    "welcome": {"seat": int, "token": str, "game": str, "players": int, "options": dict, "names": dict},
    "refused": {"reason": str},
    "update": {"events": list, "view": dict, "legal": list},
    "illegal": {"move": str, "reason": dict},
    "error": {"reason": str},
    "closed": {"reason": str},
}
#: Why a hello is refused.
REFUSALS = ("version", "code", "token", "full", "name", "wait")
#: Why a message is answered with ``error``.
ERRORS = ("too_long", "not_json", "not_object", "version", "type", "fields", "not_your_seat", "not_a_move",
          "no_seat", "seat_taken_over")
#: The longest player name a host accepts.
MAX_NAME = 24


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``key`` is one of ``ERRORS``."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def encode(kind: str, **fields: Any) -> bytes:
    """One message as the bytes of its line."""
    data = json.dumps({"v": VERSION, "type": kind, **fields}, ensure_ascii=False,
                      separators=(",", ":"), allow_nan=False).encode("utf-8") + b"\n"
    if len(data) > MAX_BYTES:
        raise ProtocolError("too_long")
    return data


def decode(line: bytes) -> dict[str, Any]:
    """The message of one line, checked against ``SHAPES``; ``ProtocolError`` otherwise."""
    if len(line) > MAX_BYTES:
        raise ProtocolError("too_long")
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("not_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("not_object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise ProtocolError("version")
    shape = SHAPES.get(data.get("type"))  # type: ignore[arg-type]
    if shape is None:
        raise ProtocolError("type")
    if not _fits(data, shape):
        raise ProtocolError("fields")
    return data


def _fits(data: Mapping[str, Any], shape: Mapping[str, type | tuple[type, ...]]) -> bool:
    for name, kind in shape.items():
        value = data.get(name)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            return False
    return True


def _refuse_constant(name: str) -> Any:
    """NaN and Infinity are not JSON."""
    raise ValueError(name)
