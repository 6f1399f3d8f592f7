"""Kortspillet uden navn at the table: what a drop means and what the tags say (Qt-free).

- ``candidates``: a hand card dropped in a tray stages it there, a tray card dropped
  on the hand goes back; a hand card on a meld lays it off (at either end of a run
  when a joker or an ace fits both: the table asks "Joker = 4♥ or 9♥?") or takes the
  joker it replaces (R8); the stock or the discard dragged into the hand draws it.
  A drop with no legal reading gives the move whose reason explains it ("You must lay
  down your own contract first").
- ``asks``: a hand card staged so that the tray's run could have its joker at either
  end asks at once "Joker = 4♥ or 8♥?" (A4); the chosen reading is the tray's.
- ``zone_tags``: each of the viewer's trays framed with what it makes ("Set ✓",
  "Run ✓", "Run ✓ – joker = 4♥" once chosen) or what is wrong; the round's banner on the stock ("Round 3/7 – 4×4");
  on the discard pile who wants to buy it.
- ``tallies``: per player, laid down this round and purchases (score panel).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card, sort_key
from ...engine.kit.melds import JOKER_CHOICE, Kind, arrangements, by_rank, refusal
from ...engine.messages import QT_TRANSLATE_NOOP, CardRef, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .contract import ROUNDS, RULES, TRAYS, joker_face, open_lows

_ = Catalog("uden_navn")
SET_OK = _("tag.set", QT_TRANSLATE_NOOP("uden_navn", "Set ✓"))
RUN_OK = _("tag.run", QT_TRANSLATE_NOOP("uden_navn", "Run ✓"))
RUN_READ = _("tag.run_read", QT_TRANSLATE_NOOP("uden_navn", "Run ✓ – joker = {card}"))
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


def asks(state: GameState, move: Move) -> tuple[Message, str, Sequence[Move]] | None:
    """After a card is staged: the readings of its tray when the run there could have its
    joker at either end and none is chosen yet (A4), with the question."""
    if move.verb != "stage":
        return None
    zone = f"tray{int(move.arg) - 1}/{move.seat}"
    lows = open_lows(tuple(state.zones.get(zone, ())))
    moves = [m for m in state.legal_moves(move.seat) if m.verb == "joker" and m.arg.split(":")[0] == move.arg]
    if not lows or len(moves) < len(lows):
        return None
    trays = [state.zones.get(f"tray{g}/{move.seat}", []) for g in range(TRAYS)]
    faces = [joker_face(trays, m.arg) for m in moves]
    first, last = faces[0], faces[-1]
    assert first is not None and last is not None
    return JOKER_CHOICE(first=CardRef(first), second=CardRef(last)), zone, moves


def group_tag(cards: Sequence[Card], low: int | None = None) -> Message | None:
    """A tray's frame text: what it makes (with its joker's card when a reading from
    place ``low`` is chosen), or why it is no meld yet."""
    if not cards:
        return None
    found = arrangements(cards, RULES)
    if found:
        if found[0].kind is Kind.SET:
            return SET_OK()
        chosen = next((m for m in found if m.low == low), None) if len(found) > 1 else None
        faces = chosen.joker_faces() if chosen is not None else ()
        return RUN_READ(card=CardRef(faces[0][1])) if faces else RUN_OK()
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
        reads = dict(p.split(":") for p in str(public.get("reading", "")).split())
        for g in range(TRAYS):
            low = reads.get(str(g + 1))
            tag = group_tag(view.cards(f"tray{g}/{view.seat}"), None if low is None else int(low))
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
