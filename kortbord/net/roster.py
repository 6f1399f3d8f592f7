"""Who played from other PCs: saved beside the host's autosave, so the host can resume
the game later with the same players (Qt-free).

``network.json`` names the match it belongs to (game, seed, first dealer), the
join code and, per open seat, the player's name and token. Resuming that match,
the host listens again with the same code; each player's PC takes its seat back
with its token (as after a lost connection), and a seat not taken back within
the takeover pause is played by the computer. The file is plain JSON, read with
limits and checked field by field; anything else is ignored.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..savefile import read_regular, write_atomic
from .protocol import MAX_NAME
from .session import HostSession

FORMAT = "kortbord-network"
VERSION = 1
FILE = "network.json"
MAX_BYTES = 16 * 1024


@dataclass(frozen=True)
class Roster:
    """The network seats of one hosted match."""
    game: str
    seed: int
    dealer: int | None
    code: str
    #: seat -> (name, token); a seat nobody took has empty ones.
    seats: dict[int, tuple[str, str]]

    def belongs_to(self, game: str, seed: int, dealer: int | None) -> bool:
        return (self.game, self.seed, self.dealer) == (game, seed, dealer)

    def restore(self, session: HostSession) -> None:
        """Give ``session`` these players back (absent until their PCs rejoin)."""
        session.code = self.code
        for seat, (name, token) in self.seats.items():
            if seat in session.remote:
                session.seat_again(seat, name, token)


def roster_of(session: HostSession, game: str, seed: int, dealer: int | None) -> Roster:
    return Roster(game, seed, dealer, session.code,
                  {seat: (link.name, link.token) for seat, link in session.remote.items()})


def write(path: Path, roster: Roster) -> None:
    data = {"format": FORMAT, "version": VERSION, "game": roster.game, "seed": roster.seed, "dealer": roster.dealer,
            "code": roster.code, "seats": {str(s): {"name": n, "token": t} for s, (n, t) in roster.seats.items()}}
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))


def read(path: Path) -> Roster | None:
    """The roster saved at ``path``, or None (no file, or not a sound one)."""
    try:
        data: Any = json.loads(read_regular(path, MAX_BYTES).decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            return None
        game, seed, dealer, code = data["game"], data["seed"], data["dealer"], data["code"]
        if not (isinstance(game, str) and _int(seed) and (dealer is None or _int(dealer))
                and isinstance(code, str) and code.isdigit() and len(code) == 6):
            return None
        seats: dict[int, tuple[str, str]] = {}
        for key, value in dict(data["seats"]).items():
            name, token = value["name"], value["token"]
            if not (key.isdigit() and isinstance(name, str) and isinstance(token, str)
                    and len(name) <= MAX_NAME and len(token) <= 64):
                return None
            seats[int(key)] = (name, token)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None
    return Roster(game, seed, dealer, code, seats)


def _int(value: object) -> bool:
    return type(value) is int
