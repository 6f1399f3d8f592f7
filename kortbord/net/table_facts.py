"""What a joined PC's table shows beyond its seat's view, as the host's rules say it.

A joined PC has no rules, so the host adds to each update (``facts_json``):

- ``refusals``: on the seat's turn, per card of its hand that it may not play now,
  the move a drag of that card tries (``[seat, verb, [card], ""]``, the verbs
  of the legal card moves and ``play``) and the rules' reason, so the joined
  table says *why* (and greys the card) as the host's table does; and so for
  each click of the game's layout not allowed now (the stock: ``[seat, "draw", [], ""]``);
- ``tricks`` (trick games): the tricks each won pile holds this deal, and the
  last trick (``[seat, card, uid]`` in playing order, its winner and its pile;
  public: its cards were played face up, and only a trick whose every card
  the seat was shown) with ``done``: this very move completed it. The uids let the table show the trick before it is gathered;
  they are sent only when the move did not deal anew (the uids of a new deal
  would say where a card lies).

``TableFacts.from_json`` reads them back (``ValueError`` when malformed);
``decoded_update`` is a received update with its facts (``"facts"``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.layout import GestureKind
from ..engine.kit.trick_record import TrickRecord, record_trick, trick_in_state, trick_rules_of, won_tricks
from ..engine.kit.tricks import TrickGame
from ..engine.messages import Message
from ..engine.moves import Move
from ..engine.state import NOT_A_MOVE, GameState
from .wire import Json, decoded, message_from, message_json, move_from, move_json


def facts_json(state: GameState, seat: int, legal: Sequence[Move], before: GameState,
               events: Sequence[Event], mine: Sequence[Event]) -> dict[str, Json]:
    """The extra fields of ``seat``'s update after ``events`` (none: the first update;
    ``mine``: the events as the seat sees them)."""
    out: dict[str, Json] = {"refusals": [[move_json(m), message_json(r)] for m, r in refusals(state, seat, legal)]}
    if isinstance(state, TrickGame):
        done = record_trick(trick_rules_of(before), events) if events else None
        seen = {c for e in mine for c in e.cards if isinstance(c, Card)}
        if done is not None and not all(c in seen for _s, c in done.plays):
            done = None             # a card the seat was not shown (the deal's last, gathered as it ended)
        last = done or trick_in_state(state)
        uid = {} if any(e.kind is EventKind.SHUFFLE for e in events) else state.uid
        out["tricks"] = {"won": won_tricks(state), "done": done is not None, "last": None if last is None else {
            "plays": [[s, c.text, uid.get(c)] for s, c in last.plays], "winner": last.winner, "pile": last.pile}}
    return out


def refusals(state: GameState, seat: int, legal: Sequence[Move]) -> list[tuple[Move, Message]]:
    """The hand's cards ``seat`` sees and may not play now, each with a refused move and its reason,
    then (on its turn) the clicks refused now, as the host's table would say them."""
    if seat not in state.actors():
        return []
    verbs = sorted({m.verb for m in legal if len(m.cards) == 1} | {"play"})
    playable = {c for m in legal for c in m.cards}
    out = []
    zone = f"hand/{seat}"
    for i, card in enumerate(state.zones.get(zone, ())):
        if card in playable or not state.visible(zone, i, seat):   # a card it has not seen is not named to it
            continue
        for verb in verbs:
            reason = state.check(Move(seat, verb, (card,))).reason
            if reason is not None:
                out.append((Move(seat, verb, (card,)), reason))
    clicks = sorted({g.verb for g in type(state).info.layout().gestures if g.kind is GestureKind.CLICK})
    for verb in clicks if state.to_move() == seat else ():
        reason = state.check(Move(seat, verb)).reason
        if reason is not None and reason.key != NOT_A_MOVE().key:
            out.append((Move(seat, verb), reason))
    return out


@dataclass(frozen=True)
class Tricks:
    """A joined PC's trick facts: per won pile its tricks, the last trick, and the trick
    the last update's move completed (None: none)."""
    won: Mapping[str, int]
    last: TrickRecord | None
    done: TrickRecord | None
    #: The last trick's cards' ids (so the table shows them before they are gathered).
    uids: Mapping[Card, int]

    def after(self, previous: "Tricks | None") -> "Tricks":
        """These facts, the ``previous`` last trick kept while the host names none (a new deal)."""
        if self.last is not None or previous is None:
            return self
        return Tricks(self.won, previous.last, None, {})


@dataclass(frozen=True)
class TableFacts:
    refusals: Mapping[Move, Message]
    tricks: Tricks | None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "TableFacts":
        """The facts of a received update."""
        try:
            refused = {move_from(m): message_from(r) for m, r in data.get("refusals") or []}
            tricks = data.get("tricks")
            return cls({m: r for m, r in refused.items() if r is not None},
                       None if tricks is None else _tricks(tricks))
        except (KeyError, TypeError, AttributeError, ValueError) as err:
            raise ValueError(f"malformed table facts: {err}") from None


def _tricks(data: Mapping[str, Any]) -> Tricks:
    won = {str(pile): int(n) for pile, n in data["won"].items()}
    last = data["last"]
    if last is None:
        return Tricks(won, None, None, {})
    plays = tuple((int(s), Card.parse(c)) for s, c, _u in last["plays"])
    uids = {Card.parse(c): int(u) for _s, c, u in last["plays"] if type(u) is int}
    record = TrickRecord(plays, int(last["winner"]), str(last["pile"]))
    return Tricks(won, record, record if data["done"] is True else None, uids)


def decoded_update(message: Mapping[str, Any]) -> dict[str, Any]:
    """A received ``update`` as engine values (``wire.decoded``) and its ``facts``."""
    update = decoded("update", message)
    update["facts"] = TableFacts.from_json(message)
    return update
