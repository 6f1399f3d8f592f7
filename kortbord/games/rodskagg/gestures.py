"""Rödskägg's table hooks (see ``kortbord.table.gestures``).

``zone_tags``: beside each seat's nameplate (``seat/N``; his won pile's badge
counts the tricks) the player's score, with his bid of this round once he has made it
("Score 12 · bid 3", "Score 9 · smyg"); a player out of the game is marked "Out of
the game" and (``out_seats``) his nameplate greyed; ``TAG_SCALE``: the scores in
large type.

``standing``: a permanent **Say…** menu with "Ett kvar!" and "Noll!" and a permanent
**Knacka i bordet** button (R10, R12): nothing reminds the player when they are due;
made when not due, they only say so.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.moves import Move
from ...engine.view import View
from .common import REDBEARD
from .texts import D_POINT, RODSKAGG

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

_ = Catalog("rodskagg")
SCORE = _("T1.score", QT_TRANSLATE_NOOP("rodskagg", "Score {score}"))
SCORE_BID = _("T1.score_bid", QT_TRANSLATE_NOOP("rodskagg", "Score {score} · bid {bid}"))
SCORE_SMYG = _("T1.score_smyg", QT_TRANSLATE_NOOP("rodskagg", "Score {score} · smyg"))
OUT = _("T1.out", QT_TRANSLATE_NOOP("rodskagg", "Out of the game"))
SAY_MENU = _("T1.say_menu", QT_TRANSLATE_NOOP("rodskagg", "Say…"))
TAG_SCALE = 1.5


def seat_tag(score: int, call: str | None) -> Message:
    """The score, with the bid when made: a number, Rödskägg, or smyg (a pass)."""
    if call is None:
        return SCORE(score=score)
    if call == REDBEARD or call.isdigit():
        return SCORE_BID(score=score, bid=RODSKAGG() if call == REDBEARD else int(call))
    return SCORE_SMYG(score=score)


def zone_tags(view: View) -> Mapping[str, Message]:
    """Every seat's score and bid of the round; players out of the game marked."""
    public = view.public
    scores, out, bids = public.get("scores", []), set(public.get("out", [])), public.get("bids", {})
    tags: dict[str, Message] = {}
    for seat, score in enumerate(scores):
        call = bids.get(str(seat))
        tags[f"seat/{seat}"] = OUT() if seat in out else seat_tag(int(score), None if call is None else str(call))
    return tags


def out_seats(view: View) -> Sequence[int]:
    """The players out of the game."""
    return [int(s) for s in view.public.get("out", [])]


def standing(view: View) -> Sequence[tuple[Message, Sequence[Move]]]:
    """The Say… menu and the table knock, for a player still in the game (with the rituals on)."""
    seat, rituals = view.seat, view.public.get("ritual_moves") or []
    if seat is None or seat in set(view.public.get("out", [])) or not rituals:
        return ()
    moves = [Move.parse(f"{seat} {text}") for text in rituals]
    says = [m for m in moves if m.verb == "say"]
    points = [m for m in moves if m.verb == "point"]
    return [(SAY_MENU(), says)] * bool(says) + [(D_POINT(), points)] * bool(points)
