"""31 at the table: the table's hooks (``kortbord.table.gestures``), Qt-free.

- ``candidates``: the discard pile's top card dragged into the hand (or
  double-clicked) takes it (R2 a); every other drop is the layout's.
- ``zone_tags``: under each hand whose cards the viewer sees, its value ("21 in
  spades"); with four cards the best three ("Best three: 21 in spades"). The
  knocker's hand carries a fist until the showdown; once a round is over every
  hand is shown with its value and the winners' are starred (R5);
- ``SUMMARY = False``: no summary over the table after a round: the showdown stays
  on the table, every hand with its value, until the next deal (spec "Table
  interaction"); the score panel has the rounds;
- ``score_log``: once a round is over, the score panel lists each player's revealed
  hand and its value (spec "Score panel").
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card
from ...engine.messages import Message, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from . import texts as t
from .values import TRIPLES, best_three, value_text

SUMMARY = False
#: The computers wait 0.8–1.5 s before a turn, as the spec asks (at the default pace).
AI_PAUSE_MS = (800, 1500)


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    """A drag from the pile into one's hand (or a double-click on it) is a take."""
    if src == "discard" and (dst == "" or dst == f"hand/{seat}"):
        return [Move(seat, "take")]
    return None


def hand_text(cards: Sequence[Card], triples: float | None) -> Message:
    """"21 in spades", "30: three of a kind" (the best three of four)."""
    value, suit, _kept = best_three(cards, triples)
    if not suit:
        return t.VALUE_TRIPLE(value=value_text(value))
    return t.VALUE(value=value_text(value), suit=SuitRef(suit))


def zone_tags(view: View) -> Mapping[str, Message]:
    public = view.public
    triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
    knocker = public.get("knocker")
    over = public.get("phase") in ("shown", "over")
    winners = set(public.get("winners", ())) if over else set()
    tags: dict[str, Message] = {}
    for seat in range(view.players):
        zone = f"hand/{seat}"
        slots = view.zones.get(zone, ())
        cards = [s.card for s in slots if s.card is not None]
        if not slots:
            continue
        if len(cards) < len(slots):
            if seat == knocker:
                tags[zone] = t.KNOCKED_TAG()
            continue
        hand = hand_text(cards, triples)
        if seat in winners:
            tags[zone] = t.WINNER_HAND(hand=hand)
        elif seat == knocker:
            tags[zone] = t.KNOCKED_HAND(hand=hand)
        elif len(cards) > 3:
            tags[zone] = t.BEST_THREE(hand=hand)
        else:
            tags[zone] = hand
    return tags


def score_log(view: View) -> Sequence[Message]:
    """After a round, every hand still in it as shown: "Anna: K♥ Q♥ 7♥ – 27 in hearts"."""
    if view.public.get("phase") not in ("shown", "over"):
        return []
    triples = TRIPLES.get(str(view.options.get("three_of_a_kind", "none")))
    lines: list[Message] = []
    for seat in range(view.players):
        cards = [s.card for s in view.zones.get(f"hand/{seat}", ()) if s.card is not None]
        if len(cards) == 3:
            lines.append(t.SHOWN_HAND(player=SeatRef(seat), first=cards[0], second=cards[1], third=cards[2],
                                      hand=hand_text(cards, triples)))
    return lines
