"""Per-seat events over every registered game, player count and option set.

For every move of a random playout and every viewer (each seat and a
spectator): a card named in its events was visible to it in ``view`` just
before or just after the move, and a hidden card carries the hidden id that
card had in the view before (until a shuffle in the move renews it) or has
in the view after. Visibility here is read off the views themselves: a
face-up slot, or a card text in the public facts; and a card seen as it landed
during the move, in a zone face up to the viewer by its spec (in games that
do not refine visibility), until a shuffle in the move renews it.
"""
from __future__ import annotations

from typing import Any

import pytest
from test_all_games import cases

from kortbord.engine import Card, GameState, Rng, game_info
from kortbord.engine.events import Event, EventKind
from kortbord.engine.view import Face, Hidden

#: Moves checked per playout: several deals, their shuffles and reshuffles, at a bearable cost.
CHECKED_MOVES = 300


def configurations() -> list[Any]:
    """The playouts of ``test_all_games``: every game, player count and option set (one seed
    for the defaults)."""
    return [p for p in cases() if "-defaults-" not in p.id or p.id.endswith("-s1")]


def named(value: Any, texts: dict[str, Card]) -> set[Card]:
    """Cards whose text occurs anywhere in a JSON-plain value."""
    found: set[Card] = set()
    todo = [value]
    while todo:
        value = todo.pop()
        if isinstance(value, str):
            found |= {texts[value]} if value in texts else set()
        elif isinstance(value, dict):
            todo += value.values()
        elif isinstance(value, (list, tuple)):
            todo += value
    return found


Look = dict[Any, tuple[set[Card], set[Card], dict[Card, int]]]


def look(state: GameState) -> Look:
    """Per viewer: the cards it may see in its view, those face up in a zone, and the
    hidden id of every card there."""
    texts = {c.text: c for c in state.uid}
    out: Look = {}
    for viewer in [None, *range(state.players)]:
        view = state.view(viewer)
        ids = {card: slot.uid for zone, slots in view.zones.items() for slot, card in zip(slots, state.zones[zone])}
        faces = {s.card for slots in view.zones.values() for s in slots if s.card is not None}
        out[viewer] = faces | named(dict(view.public), texts), faces, ids
    return out


def check_move(state: GameState, events: list[Event], before: GameState, old: Look, new: Look) -> None:
    """The per-seat events of the move just applied to ``state``, seen from every viewer."""
    shuffled_later = [set().union(*(set(e.cards) for e in events[i + 1:] if e.kind is EventKind.SHUFFLE))
                      for i in range(len(events))]
    for viewer in [None, *range(state.players)]:
        (seen_old, _faces, old_ids), (seen_new, faces_new, new_ids) = old[viewer], new[viewer]
        may_see = seen_old | seen_new
        landed: set[Card] = set()
        plain = type(state).visible is GameState.visible
        mine = state.events_for(events, viewer, before)
        assert len(mine) == len(events)
        for i, (full, seen) in enumerate(zip(events, mine)):
            assert (seen.kind, seen.seat, seen.src, seen.dst, seen.message) == \
                   (full.kind, full.seat, full.src, full.dst, full.message)
            assert len(seen.cards) == len(full.cards)
            if full.kind is EventKind.SHUFFLE:
                landed -= set(full.cards)
            elif plain and full.dst in state.zones and full.cards:
                spec = state.zone_spec(full.dst)
                if spec.face is Face.UP or spec.face is Face.OWNER and viewer == spec.owner:
                    landed |= set(full.cards)
                elif spec.face is Face.TOP:
                    landed.add(full.cards[-1])
            for card, shown in zip(full.cards, seen.cards):
                assert isinstance(card, Card), "full events name every card"
                if isinstance(shown, Hidden):
                    if full.kind is EventKind.SHUFFLE:
                        assert shown.uid == new_ids[card], "a shuffled card shows its new id"
                    elif card in shuffled_later[i]:
                        assert shown.uid == old_ids[card], "the new order of a shuffle leaked"
                    else:
                        assert shown.uid in (old_ids[card], new_ids[card])
                else:
                    assert shown is card
                    assert card in may_see or card in landed, f"{card} leaked to {viewer} in {full}"
                    if full.kind is EventKind.SHUFFLE:
                        assert card in faces_new, f"where {card} lies after a shuffle leaked to {viewer}"
            for _name, param in full.message.params if full.message else ():
                assert not isinstance(param, Card) or param in may_see, f"{param} named to {viewer}"


@pytest.mark.parametrize("game_id,players,options,seed", configurations())
def test_seat_events_show_only_what_the_seat_sees(game_id: str, players: int, options: dict[str, Any],
                                                  seed: int) -> None:
    state = game_info(game_id).new_game(players, options, seed=seed)
    rng = Rng(seed * 31 + players)
    now = look(state)
    for _step in range(CHECKED_MOVES):
        if state.is_over():
            break
        move = rng.choice(state.legal_moves(rng.choice(state.actors())))
        before = state.clone()
        events = state.apply(move)
        after = look(state)
        check_move(state, events, before, now, after)
        now = after
