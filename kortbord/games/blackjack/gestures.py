"""Black Jack at the table: the tags that follow the round (spec "Table interaction").

- each hand shows its running total as its viewer may count it: "7 / 17" for a
  soft total, "10 + ?" beside a face-down card he may not see, "Black Jack",
  "Over 21 (25)"; on the viewer's own hand it names the first card, which is
  hidden from the others (A12): "17 · 7♣ hidden from the others"; the banker's
  own card before his peek says "click to look" (D4);
- each stake circle shows the stake (with "×2" once the banker doubled, R3);
  the banker's says "Bank"; beside each hand lies the chip balance.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.kit.points import total
from ...engine.messages import Message
from ...engine.view import View
from . import texts as t


def hand_tag(view: View, seat: int, state: str) -> Message | None:
    """The running total of ``seat``'s hand as ``view`` may count it; on the viewer's own
    hand, which card the others cannot see."""
    slots = view.zones[f"hand/{seat}"]
    seen = [s.card for s in slots if s.card is not None]
    if not seen:
        return None
    if state == "bj":
        return t.TAG_BLACKJACK()
    points = total(seen)
    if len(seen) < len(slots):
        return t.TAG_UNSEEN(total=points.points)
    if points.points > 21:
        text = t.TAG_BUST(total=points.points)
    elif points.soft:
        text = t.TAG_SOFT(low=points.low, high=points.points)
    else:
        text = t.TAG_TOTAL(total=points.points)
    if seat == view.seat and not view.public["shown"][seat]:
        return t.TAG_HIDDEN(total=text, card=seen[0])
    return text


def stake_tag(view: View, seat: int) -> Message | None:
    """What lies in ``seat``'s stake circle: his stake (×2 once doubled), or "Bank"."""
    public = view.public
    if public["hands"][seat] == "gone":
        return t.TAG_GONE()
    if seat == public["banker"]:
        return t.TAG_BANKER()
    stake = public["stakes"][seat] or (public["pending"] if public["turn"] == seat else 0)
    if not stake:
        return None
    return (t.TAG_DOUBLED if public["doubled"] else t.TAG_STAKE)(amount=stake)


def zone_tags(view: View) -> Mapping[str, Message]:
    public = view.public
    tags: dict[str, Message] = {}
    for seat in range(view.players):
        state = public["hands"][seat]
        tags[f"chips/{seat}"] = t.TAG_CHIPS(chips=public["balances"][seat])
        stake = stake_tag(view, seat)
        if stake is not None:
            tags[f"stake/{seat}"] = stake
        tag = hand_tag(view, seat, state)
        if tag is None and seat == view.seat and view.zones[f"hand/{seat}"] and public["phase"] == "double":
            tag = t.TAG_PEEK()                              # the banker's own card, not seen yet
        if tag is not None:
            tags[f"hand/{seat}"] = tag
    return tags


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    """The score panel's running line: each participant's chips now."""
    return ((t.ROW_NOW(), tuple(view.public["balances"])),)
