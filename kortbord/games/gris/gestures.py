"""Gris's table hooks (Qt-free; see ``kortbord.table.gestures``).

A card dropped on a seat is sent on (the pig, to the left) or given back (to the
right), checked against the seat it landed on. Cards dropped in the middle are
laid down: the four of a kind while the pig goes round, any four in the race
(fewer cards are made up from the hand's first cards). "Fire ens!" stands in the
action bar all through the passing, "LÆG NED!" through the race (lit with
``race_signal=flash``, and the space bar's); either lays down the four selected
cards, else the hand's four of a kind (a menu when there are two) or, in the
race, the first four cards in hand order.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .rules import PIG, first_four, hand_key

_ = Catalog("gris")
PLACE = _("tag.place", QT_TRANSLATE_NOOP("gris", "No. {place}"))
GRIS_TAG = _("tag.gris", QT_TRANSLATE_NOOP("gris", "GRIS!"))
HOT_VERB = "down"
#: The computers wait 0.5–1.2 s before a move (passing and giving back), as the spec asks (at the default pace).
AI_PAUSE_MS = (500, 1200)
#: No timer in the passing, but after 8 s the expected action is gently pointed out.
NUDGE_MS = 8000


def hand_order(card: Card) -> tuple[int, int]:
    return hand_key(card)


def hand_group(card: Card) -> str:
    """The own hand in rank groups, slightly apart (spec "Layout and visibility")."""
    return card.rank


def _seat_of(zone: str) -> int | None:
    return int(zone[5:]) if zone.startswith("hand/") else None


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    pub = state.public()
    n = state.players
    if dst == "table":
        if pub["race"]:
            rest = [c for c in sorted(state.zones[src], key=hand_key) if c not in cards]
            return [Move(seat, "down", tuple(sorted((*cards, *rest)[:4], key=hand_key)))]
        return [Move(seat, "four", tuple(sorted(cards, key=hand_key)))]
    to = _seat_of(dst) if dst else None
    holder, owing = pub["holder"], pub["owing"]
    if len(cards) != 1 or seat != holder or pub["phase"] != "pass":
        return [Move(seat, "give", cards)] if to is not None and to != seat else None
    if owing:
        right = (seat - 1) % n
        return [Move(seat, "give", cards, "" if to in (None, right) else str(to))]
    if cards[0] is PIG:
        left = (seat + 1) % n
        return [Move(seat, "pass", cards, "" if to in (None, left) else str(to))]
    return [Move(seat, "pass", cards)] if to is not None else None


def standing_buttons(view: View) -> Sequence[tuple[Move, bool]]:
    seat, pub = view.seat, view.public
    if seat is None:
        return ()
    if pub["phase"] == "pass":
        buttons = [(Move(seat, "four"), False)]
        if seat == pub["holder"]:
            buttons.insert(0, (Move(seat, "give"), False) if pub["owing"] else (Move(seat, "pass", (PIG,)), False))
        return buttons
    if pub["phase"] == "race" and seat not in pub["places"]:
        return [(Move(seat, "down"), bool(pub["flash"]))]
    return ()


def button_moves(state: GameState, move: Move, selected: tuple[Card, ...]) -> list[Move] | None:
    seat = move.seat
    hand = state.zones[f"hand/{seat}"]
    chosen = tuple(sorted(selected, key=hand_key)) if len(selected) == 4 else ()
    if move.verb == "down":
        return [Move(seat, "down", chosen or first_four(hand))]
    if move.verb == "give":
        return [Move(seat, "give", selected)]
    if move.verb != "four":
        return None
    if chosen:
        return [Move(seat, "four", chosen)]
    fours = [m for m in state.legal_moves(seat) if m.verb == "four" and len({c.rank for c in m.cards}) == 1]
    if fours:
        return fours
    if state.options.get("false_lay_down") == "gris" and len(hand) >= 4:
        return [Move(seat, "four", first_four(hand))]       # A5: a false four makes you GRIS
    return [move]


def last_gris(view: View) -> int | None:
    """The last round's GRIS while the new deal has not begun (no pass yet)."""
    pub = view.public
    order = pub["last_order"]
    fresh = pub["phase"] == "pass" and pub["passes"] == 0 and not pub["owing"]
    return order[-1] if order and (fresh or pub["phase"] == "over") else None


def zone_tags(view: View) -> Mapping[str, Message]:
    pub = view.public
    tags: dict[str, Message] = {f"laid/{s}": PLACE(place=i + 1) for i, s in enumerate(pub["places"])}
    gris = last_gris(view)
    if gris is not None:
        tags[f"hand/{gris}"] = GRIS_TAG()
    return tags


def seat_marks(view: View) -> Mapping[int, str]:
    """The pig holder's seat glows pink while the pig goes round; the GRIS gets a snout."""
    pub = view.public
    marks = {pub["holder"]: "pig"} if pub["phase"] == "pass" else {}
    gris = last_gris(view)
    if gris is not None:
        marks[gris] = "gris"
    return marks
