"""Kortspillet uden navn at the table: what a drop means and what the tags say (Qt-free).

- ``candidates``: a hand card dropped in a tray stages it there, a tray card dropped
  on the hand goes back; a hand card on a meld lays it off (at either end of a run
  when a joker or an ace fits both: the table asks "Joker = 4♥ or 9♥?") or takes the
  joker it replaces (R8); the stock or the discard dragged into the hand draws it.
  A drop with no legal reading gives the move whose reason explains it ("You must lay
  down your own contract first").
- ``zone_tags``: each of the viewer's trays framed with what it makes ("Set ✓",
  "Run ✓") or what is wrong; the round's banner on the stock ("Round 3/7 – 4×4");
  on the discard pile who wants to buy it.
- ``tallies``: per player, laid down this round and purchases (score panel).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card, sort_key
from ...engine.kit.melds import Kind, arrangements, by_rank, refusal
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .contract import ROUNDS, RULES, TRAYS

_ = Catalog("uden_navn")
SET_OK = _("tag.set", QT_TRANSLATE_NOOP("uden_navn", "Set ✓"))
RUN_OK = _("tag.run", QT_TRANSLATE_NOOP("uden_navn", "Run ✓"))
ROUND_TAG = _("tag.round", QT_TRANSLATE_NOOP("uden_navn", "Round {number}/7 – {name}"))
WANTS_TAG = _("tag.wants", QT_TRANSLATE_NOOP("uden_navn", "{player} wants to buy"))
LAID_DOWN = _("tally.down", QT_TRANSLATE_NOOP("uden_navn", "Laid down"))
PURCHASES = _("tally.buys", QT_TRANSLATE_NOOP("uden_navn", "Purchases"))


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    """The moves a drop stands for (see the module docstring)."""
    hand = f"hand/{seat}"
    if dst == hand and src == "stock":
        return [Move(seat, "draw")]
    if dst == hand and src == "discard":
        return [Move(seat, "take")]
    if len(cards) != 1:
        return None
    card = cards[0]
    if src == hand and dst.startswith("tray"):
        return [Move(seat, "stage", cards, str(int(dst[4:dst.index("/")]) + 1))]
    if src.startswith("tray") and dst == hand:
        return [Move(seat, "unstage", cards)]
    if src == hand and dst.startswith("meld"):
        legal = state.legal_moves(seat)
        moves = [m for m in legal if m.cards == cards and m.verb in ("layoff", "swap")
                 and m.arg.split()[0] == dst]
        swaps = [m for m in moves if m.verb == "swap"]
        if swaps and target is not None and target.is_joker:
            return swaps                                  # dropped on the joker itself
        return moves or [Move(seat, "swap" if target is not None and target.is_joker and not card.is_joker
                              else "layoff", cards, dst)]
    return None


def group_tag(cards: Sequence[Card]) -> Message | None:
    """A tray's frame text: what it makes, or why it is no meld yet."""
    if not cards:
        return None
    found = arrangements(cards, RULES)
    if found:
        return SET_OK() if found[0].kind is Kind.SET else RUN_OK()
    return refusal(cards, RULES)


def zone_tags(view: View) -> Mapping[str, Message]:
    tags: dict[str, Message] = {}
    public = view.public
    number = int(public.get("round", 1))
    tags["stock"] = ROUND_TAG(number=number, name=ROUNDS[number - 1].name)
    requests = public.get("requests") or []
    if requests and public.get("offer"):
        tags["discard"] = WANTS_TAG(player=SeatRef(int(requests[0])))
    if view.seat is not None:
        for g in range(TRAYS):
            tag = group_tag(view.cards(f"tray{g}/{view.seat}"))
            if tag is not None:
                tags[f"tray{g}/{view.seat}"] = tag
    return tags


def tallies(view: View) -> Sequence[tuple[Message, Sequence[int]]]:
    public = view.public
    return [(LAID_DOWN(), [int(bool(d)) for d in public.get("down", [])]),
            (PURCHASES(), list(public.get("buys", [])))]


def hand_order(card: Card) -> tuple[int, int, int]:
    """The hand sorted by suit, then rank (the ace low, jokers last)."""
    return (9, 0, card.copy) if card.is_joker else sort_key(card)


#: The table's "Sort by rank" (a right-click on the table switches; ``hand_order`` is by suit).
rank_order = by_rank
