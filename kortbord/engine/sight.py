"""Per-seat events: the events of a move as one seat may see them.

Keep a ``clone()`` of the state before a move, apply the move, then ask the
state for ``events_for(events, seat, before)``. A card keeps its identity in
a seat's events where the seat sees it: before the move or after it, in its
view (a face-up slot, or a card the public facts name: the last trick, a
shown bid card). Every other card becomes a ``Hidden`` with the hidden id it
had at that point of the move: the old id until a SHUFFLE event renews it,
the new one from then on. A card that lands in a zone face up to the viewer
during the move is seen as it lands, even if it lies hidden again once the
move is over (the last card trailed onto Casino's table, swept up at once by
the deal's last capture). A shuffled card is a new card to the viewer:
before its shuffle only what the viewer saw before counts, after it only
what it sees after; and a SHUFFLE event, whose order is its secret, shows a
card only where the viewer sees its face in a zone (a public fact such as
Bismarck's open cards does not say where in the shuffled hand it lies).

Hidden ids are handed out only by shuffles, consecutively in the order a
SHUFFLE event lists its cards; that is how the ids in between are known.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Iterable

from .cards import Card
from .events import Event, EventKind
from .view import Face, Hidden

if TYPE_CHECKING:
    from .state import GameState


def public_cards(state: GameState) -> frozenset[Card]:
    """The cards the public facts name (by their text, at any depth of the JSON-plain facts)."""
    by_text = {c.text: c for c in state.uid}
    found: set[Card] = set()
    todo: list[Any] = [state.public()]
    while todo:
        value = todo.pop()
        kind = type(value)
        if kind is str:
            card = by_text.get(value)
            if card is not None:
                found.add(card)
        elif kind is dict:
            todo.extend(value.values())
        elif kind is list or kind is tuple:
            todo.extend(value)
    return frozenset(found)


def faces_seen(state: GameState, viewer: int | None) -> frozenset[Card]:
    """The cards face up to ``viewer`` in the zones of its view."""
    from .state import GameState
    plain = type(state).visible is GameState.visible   # else the game refines visibility
    out: set[Card] = set()
    for zone, cards in state.zones.items():
        if not cards:
            continue
        if not plain:
            out.update(c for i, c in enumerate(cards) if state.visible(zone, i, viewer))
            continue
        spec = state.zone_spec(zone)
        if spec.face is Face.UP or (spec.face is Face.OWNER and viewer is not None and viewer == spec.owner):
            out.update(cards)
        elif spec.face is Face.TOP:
            out.add(cards[-1])
    return frozenset(out)


def _sees(state: GameState, viewer: int | None) -> Callable[[Card, bool], bool]:
    """``sees(card, faces_only)``: does ``viewer`` see ``card`` in its view of ``state``?
    Looked up only when asked: the public facts cost most."""
    faces: frozenset[Card] | None = None
    named: frozenset[Card] | None = None

    def sees(card: Card, faces_only: bool = False) -> bool:
        nonlocal faces, named
        if faces is None:
            faces = faces_seen(state, viewer)
        if card in faces or faces_only:
            return card in faces
        if named is None:
            named = public_cards(state)
        return card in named
    return sees


def landing_in_sight(state: GameState, viewer: int | None) -> Callable[[Event], tuple[Any, ...]]:
    """``landed(event)``: the cards of a card movement that land face up to ``viewer`` (the
    zone's spec: all of them in a face-up zone or its own hand, the last one on a pile that
    shows its top); none in games that refine visibility themselves."""
    from .state import GameState
    if type(state).visible is not GameState.visible:
        return lambda event: ()

    def landed(event: Event) -> tuple[Any, ...]:
        if not event.dst or not event.cards or event.kind is EventKind.SHUFFLE or event.dst not in state.zones:
            return ()
        spec = state.zone_spec(event.dst)
        if spec.face is Face.UP or (spec.face is Face.OWNER and viewer is not None and viewer == spec.owner):
            return event.cards
        return event.cards[-1:] if spec.face is Face.TOP else ()
    return landed


def seat_events(state: GameState, events: Iterable[Event], viewer: int | None,
                before: GameState) -> list[Event]:
    """``events`` (just applied to ``state``, which was ``before``) as ``viewer`` may see them."""
    events = list(events)
    if not any(e.cards for e in events):
        return events
    saw, sees = _sees(before, viewer), _sees(state, viewer)
    landed_of = landing_in_sight(state, viewer)
    landed: set[Card] = set()
    left = Counter(c for e in events if e.kind is EventKind.SHUFFLE for c in e.cards)
    renewed = frozenset(left)
    ids: dict[Card, int] = {}
    next_uid = before.next_uid

    def shown(card: Card, shuffle: bool) -> bool:
        if card not in renewed:
            return card in landed or sees(card, False) or saw(card, False)
        if card not in ids:
            return card in landed or saw(card, False)
        return left[card] == 0 and sees(card, shuffle)

    def hidden_id(card: Card) -> int:
        if card in ids:
            return ids[card]
        return before.uid[card] if card in renewed else state.uid[card]

    out: list[Event] = []
    for event in events:
        if event.kind is EventKind.SHUFFLE:
            for card in event.cards:
                assert isinstance(card, Card), "full events name every card"
                ids[card], next_uid = next_uid, next_uid + 1
                left[card] -= 1
        shuffle = event.kind is EventKind.SHUFFLE
        landed.update(c for c in landed_of(event) if isinstance(c, Card) and c not in ids)
        cards = tuple(c if not isinstance(c, Card) or shown(c, shuffle) else Hidden(hidden_id(c))
                      for c in event.cards)
        out.append(event if cards == event.cards else event._replace(cards=cards))
    return out
