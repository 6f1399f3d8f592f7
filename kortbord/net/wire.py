"""Engine values as JSON for the wire, and back: views, events, messages, score sheets.

Only what a seat may see is ever put here: the host encodes ``view(seat)``
and ``events_for(events, seat, before)``, never the state. A card is its
text (``"QS"``); a card the seat may not see is ``{"hidden": uid}``; a view's
slot is ``[uid, text or null]``. Message parameters keep their kind: a plain
string or number as is, otherwise one-key objects (``{"card": "QS"}``,
``{"named": "KH"}``, ``{"seat": 2}``, ``{"suit": "C"}``, ``{"rank": "7"}``,
``{"message": {...}}``). Decoding rebuilds the engine's own values, so a
remote table renders them with the same code as a local one; anything that
does not decode raises ``ValueError``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.messages import CardRef, Message, Param, RankRef, SeatRef, SuitRef
from ..engine.moves import Move
from ..engine.score import ScoreRow, ScoreSheet
from ..engine.view import Hidden, Slot, View

if TYPE_CHECKING:
    from ..engine.state import GameState

Json = Any


def message_json(message: Message | None) -> Json:
    if message is None:
        return None
    return {"context": message.context, "key": message.key, "text": message.text,
            "params": [[name, _param_json(value)] for name, value in message.params]}


def _param_json(value: Param) -> Json:
    if isinstance(value, (str, int)):
        return value
    if isinstance(value, Card):
        return {"card": value.text}
    if isinstance(value, CardRef):
        return {"named": value.card.text}
    if isinstance(value, SeatRef):
        return {"seat": value.seat}
    if isinstance(value, SuitRef):
        return {"suit": value.suit}
    if isinstance(value, RankRef):
        return {"rank": value.rank}
    return {"message": message_json(value)}


def message_from(data: Json) -> Message | None:
    if data is None:
        return None
    params = tuple((str(name), _param_from(value)) for name, value in data["params"])
    return Message(str(data["context"]), str(data["key"]), str(data["text"]), params)


def _param_from(data: Json) -> Param:
    if isinstance(data, (str, int)) and not isinstance(data, bool):
        return data
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(f"not a message parameter: {data!r}")
    (kind, value), = data.items()
    if kind == "card":
        return Card.parse(value)
    if kind == "named":
        return CardRef(Card.parse(value))
    if kind == "seat" and type(value) is int:
        return SeatRef(value)
    if kind == "suit" and isinstance(value, str):
        return SuitRef(value)
    if kind == "rank" and isinstance(value, str):
        return RankRef(value)
    if kind == "message":
        message = message_from(value)
        if message is not None:
            return message
    raise ValueError(f"not a message parameter: {data!r}")


def event_json(event: Event) -> Json:
    return {"kind": event.kind.value, "seat": event.seat, "message": message_json(event.message),
            "cards": [{"hidden": c.uid} if isinstance(c, Hidden) else c.text for c in event.cards],
            "src": event.src, "dst": event.dst}


def event_from(data: Json) -> Event:
    cards = tuple(Hidden(int(c["hidden"])) if isinstance(c, dict) else Card.parse(c) for c in data["cards"])
    seat = data["seat"]
    return Event(EventKind(data["kind"]), None if seat is None else int(seat), message_from(data["message"]),
                 cards, str(data["src"]), str(data["dst"]))


def view_json(view: View) -> Json:
    return {"game": view.game, "seat": view.seat, "players": view.players,
            "zones": {zone: [[s.uid, None if s.card is None else s.card.text] for s in slots]
                      for zone, slots in view.zones.items()},
            "public": dict(view.public), "to_move": view.to_move, "actors": list(view.actors),
            "options": dict(view.options)}


def view_from(data: Json) -> View:
    zones = {str(zone): tuple(Slot(int(uid), None if text is None else Card.parse(text)) for uid, text in slots)
             for zone, slots in data["zones"].items()}
    to_move = data["to_move"]
    seat = data["seat"]
    return View(str(data["game"]), None if seat is None else int(seat), int(data["players"]), zones,
                dict(data["public"]), None if to_move is None else int(to_move),
                tuple(int(a) for a in data["actors"]), dict(data["options"]))


def sheet_json(sheet: ScoreSheet) -> Json:
    return {"players": sheet.players, "totals": list(sheet.totals), "winners": list(sheet.winners),
            "finished": sheet.finished, "lower_is_better": sheet.lower_is_better, "target": sheet.target,
            "teams": [list(t) for t in sheet.teams], "status": message_json(sheet.status),
            "rows": [{"label": message_json(r.label), "values": list(r.values), "short": message_json(r.short)}
                     for r in sheet.rows]}


def sheet_from(data: Json) -> ScoreSheet:
    rows = []
    for row in data["rows"]:
        label = message_from(row["label"])
        if label is None:
            raise ValueError("a score row without a label")
        rows.append(ScoreRow(label, tuple(None if v is None else int(v) for v in row["values"]),
                             message_from(row["short"])))
    target = data["target"]
    return ScoreSheet(int(data["players"]), tuple(rows), tuple(int(t) for t in data["totals"]),
                      tuple(int(w) for w in data["winners"]), bool(data["finished"]),
                      bool(data["lower_is_better"]), None if target is None else int(target),
                      tuple(tuple(int(s) for s in t) for t in data["teams"]), message_from(data["status"]))


def move_json(move: Move) -> Json:
    """A move exactly (its text form alone may not say which words are cards: "claim KS")."""
    return [move.seat, move.verb, [c.text for c in move.cards], move.arg]


def move_from(data: Json) -> Move:
    seat, verb, cards, arg = data
    return Move(int(seat), str(verb), tuple(Card.parse(c) for c in cards), str(arg))


def round_notes(state: GameState, events: Sequence[Event]) -> Json:
    """The game's figures behind a round just scored (its table hook ``round_notes``: the
    counts every seat's summary shows), ``[[row, column, value], ...]``; None when the
    events score no round or the game has none. The host sends them: a seat's own events
    may hide a card that every player saw during the move (the last capture's)."""
    from ..table.gestures import game_hooks          # Qt-free: the hooks of the game's table

    hook = game_hooks(state.info.id).round_notes
    if hook is None or not any(e.kind is EventKind.ROUND_OVER for e in events):
        return None
    return [[int(row), int(column), int(value)] for (row, column), value in hook(state, events).items()]


def shown_moves(state: GameState, seat: int) -> list[Move]:
    """The moves ``seat``'s table shows as buttons whether they are legal or not (the hooks
    ``standing_buttons`` and ``standing``: Gris's "LÆG NED!"): the host sends their texts
    too, so that a joined PC labels them as the host's table does."""
    from ..table.gestures import game_hooks

    hooks = game_hooks(state.info.id)
    if hooks.standing_buttons is None and hooks.standing is None:
        return []
    view = state.view(seat)
    moves = [m for m, _glow in hooks.standing_buttons(view)] if hooks.standing_buttons is not None else []
    if hooks.standing is not None:
        moves += [m for _label, group in hooks.standing(view) for m in group]
    return moves


def notes_from(data: Json) -> dict[tuple[int, int], int] | None:
    if data is None:
        return None
    return {(int(row), int(column)): int(value) for row, column, value in data}


def decoded(kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """The engine values of a received ``update`` (``kind`` names the message type):
    ``events``, ``view``, ``legal`` (moves), ``texts`` (per move: description and tip),
    ``prompt``, ``score``, ``notes`` (``round_notes``, or None) and ``more`` (the
    ``shown_moves`` not legal now, each with its description and tip); ``ValueError``
    when any part does not decode."""
    if kind != "update":
        raise ValueError(f"not an update: {kind}")
    try:
        return {"events": [event_from(e) for e in data["events"]], "view": view_from(data["view"]),
                "legal": [move_from(m) for m in data["legal"]], "prompt": message_from(data.get("prompt")),
                "texts": [(message_from(d), message_from(t)) for d, t in data.get("texts") or []],
                "score": None if data.get("score") is None else sheet_from(data["score"]),
                "notes": notes_from(data.get("notes")),
                "more": [(move_from(m), message_from(d), message_from(t)) for m, d, t in data.get("more") or []]}
    except (KeyError, TypeError, AttributeError, ValueError) as err:
        raise ValueError(f"a malformed update: {err}") from None
