"""Gammel Jomfru's table hooks (see ``kortbord.table.gestures``).

- ``candidates``: a drop names its destination (``play 8C pile/1``); on the own pile
  it is "nowhere to go" (R5) unless the card fits there; a double-click sends the card
  to its only destination (the assist), else the player drags it.
- ``zone_tags``: "+1 to Anna" over the pile just built on;
- ``seat_marks``: at the end of a round the GAMMEL JOMFRU's seat gets a bonnet and shawl.
- ``tallies``: the finishing places so far (cards left are in the players' table, the
  jomfru marks are the sheet's totals).
- ``out_seats``: players who are out are greyed.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View

_ = Catalog("gammel_jomfru")
#: The computers wait 0.6–1 s before a move per card, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1000)
GIFT = _("R3c.gift", QT_TRANSLATE_NOOP("gammel_jomfru", "+1 to {seat}"))
PLACE = _("tally.place", QT_TRANSLATE_NOOP("gammel_jomfru", "Place"))


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    """The exact move a drop stands for (see the module docstring)."""
    if len(cards) != 1:
        return None
    card = cards[0]
    if not dst:     # double-click: the only destination, if there is just one
        plays = [m for m in state.legal_moves(seat) if m.verb == "play" and m.cards == (card,)]
        return plays if len(plays) == 1 else None
    play = Move(seat, "play", (card,), dst)
    if dst != f"pile/{seat}" or src != f"turned/{seat}":
        return [play]
    rest = Move(seat, "rest")
    legal = [m for m in (play, rest) if state.check(m).ok]
    return legal or [rest]


def zone_tags(view: View) -> Mapping[str, Message]:
    tags: dict[str, Message] = {}
    gift = int(view.public.get("gift", -1))
    if gift >= 0:
        tags[f"pile/{gift}"] = GIFT(seat=SeatRef(gift))
    return tags


def seat_marks(view: View) -> Mapping[int, str]:
    """The GAMMEL JOMFRU's seat gets the bonnet and shawl (the round's end, and the game's)."""
    return {int(s): "jomfru" for s in view.public.get("jomfru", ())}


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    return [(PLACE(), list(view.public.get("place", ())))]


def out_seats(view: View) -> Sequence[int]:
    return [s for s, p in enumerate(view.public.get("place", ())) if p and view.public.get("phase") != "over"]
