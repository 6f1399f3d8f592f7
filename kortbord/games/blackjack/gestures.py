"""Black Jack at the table: the tags that follow the round (spec "Table interaction").

- each hand shows its running total as its viewer may count it: "7 / 17" for a
  soft total, "10 + ?" beside a face-down card he may not see, "Black Jack",
  "Over 21 (25)";
- the viewer's own face-down card says it is "hidden from the others" (A12);
  the banker's, before his peek, "click to look" (D4);
- each stake circle shows the stake (with "×2" once the banker doubled, R3)
  and the chip balance; the banker's says "Bank".
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.kit.points import total
from ...engine.messages import Message
from ...engine.view import View
from . import texts as t


def hand_tag(view: View, seat: int, state: str) -> Message | None:
    """The running total of ``seat``'s hand, as ``view`` may count it."""
    hole, up = view.zones[f"hole/{seat}"], view.cards(f"hand/{seat}")
    seen = [s.card for s in hole if s.card is not None] + up
    if not seen:
        return None
    if state == "bj":
        return t.TAG_BLACKJACK()
    points = total(seen)
    if any(s.card is None for s in hole):
        return t.TAG_UNSEEN(total=points.points)
    if points.points > 21:
        return t.TAG_BUST(total=points.points)
    if points.soft:
        return t.TAG_SOFT(low=points.low, high=points.points)
    return t.TAG_TOTAL(total=points.points)


def stake_tag(view: View, seat: int) -> Message:
    public = view.public
    chips = public["balances"][seat]
    state = public["hands"][seat]
    if state == "gone":
        return t.TAG_GONE()
    if seat == public["banker"]:
        return t.TAG_BANKER(chips=chips)
    stake = public["stakes"][seat] or (public["pending"] if public["turn"] == seat else 0)
    if not stake:
        return t.TAG_CHIPS(chips=chips)
    return (t.TAG_DOUBLED if public["doubled"] else t.TAG_STAKE)(amount=stake, chips=chips)


def zone_tags(view: View) -> Mapping[str, Message]:
    public = view.public
    tags: dict[str, Message] = {}
    for seat in range(view.players):
        state = public["hands"][seat]
        tags[f"stake/{seat}"] = stake_tag(view, seat)
        tag = hand_tag(view, seat, state)
        if tag is not None:
            tags[f"hand/{seat}"] = tag
        hole = view.zones[f"hole/{seat}"]
        if seat == view.seat and hole:
            if hole[0].card is None and public["phase"] == "double":
                tags[f"hole/{seat}"] = t.TAG_PEEK()
            elif hole[0].card is not None and not public["shown"][seat]:
                tags[f"hole/{seat}"] = t.TAG_HIDDEN()
    return tags


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    """The score panel's running line: each participant's chips now."""
    return ((t.ROW_NOW(), tuple(view.public["balances"])),)
