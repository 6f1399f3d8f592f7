"""Black Jack at the table: the tags that follow the round (spec "Table interaction").

- each hand shows its running total as its viewer may count it: "7 / 17" for a
  soft total, "10 + ?" beside a face-down card he may not see, "Black Jack",
  "Over 21 (25)"; on the viewer's own hand it names the first card, which is
  hidden from the others (A12): "17 · 7♣ hidden from the others"; the banker's
  own card before his peek says "click to look" (D4);
- each stake circle shows the stake (with "×2" once the banker doubled, R3);
  the banker's says "Bank"; each nameplate shows the chip balance, the banker's
  with "Banker" (the bank rotates, so it is named where the banker sits);
- the player drags chips (1, 5, 10) from his stack beside his hand into the
  circle (``CHIPS``, ``chip_move``), and payments slide as chips between the
  stake circles and the banker (``chip_flows``);
- no summary over the table after a round (``SUMMARY``): the round stays on the
  table, paid, until the next deal, and the score panel has the figures.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.kit.points import total
from ...engine.messages import Message
from ...engine.moves import Move
from ...engine.view import View
from . import texts as t
from .rules import CHIPS, MORE

SUMMARY = False
#: The computers wait 0.7–1.5 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (700, 1500)


def chip_move(seat: int, value: int) -> Move:
    """A chip of ``value`` dropped in the stake circle (D3)."""
    return MORE[seat][CHIPS.index(value)]


def chip_flows(before: View, after: View) -> Sequence[tuple[str, str, int]]:
    """The payments of a move (R4-R8, S2): a player's loss from his stake circle to the
    banker, a win from the banker to the player's circle."""
    banker = before.public["banker"]
    old, new = before.public["balances"], after.public["balances"]
    flows: list[tuple[str, str, int]] = []
    for seat in range(before.players):
        change = new[seat] - old[seat]
        if seat == banker or not change:
            continue
        if change < 0:
            flows.append((f"stake/{seat}", f"chips/{banker}", -change))
        else:
            flows.append((f"chips/{banker}", f"stake/{seat}", change))
    return flows


def plate_details(view: View) -> Mapping[int, Message]:
    """Each nameplate's chip balance; the banker's says so (spec "Layout")."""
    public = view.public
    return {s: (t.PLATE_BANKER if s == public["banker"] else t.TAG_CHIPS)(chips=public["balances"][s])
            for s in range(view.players)}


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
