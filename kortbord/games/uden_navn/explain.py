"""Kortspillet uden navn's words for a move: why it is refused (citing the rule) and what it does."""
from __future__ import annotations

from ...engine.kit.melds import Kind, joker_refusal, layoff_refusal, layoffs
from ...engine.messages import CardRef, Message, SeatRef
from ...engine.moves import Move
from . import rules as r
from . import texts as t
from .contract import RULES, WHOLE_HAND, WHOLE_HAND_BUT_ONE, joker_face


def explain(state: r.State, move: Move) -> Message:
    verb, seat = move.verb, move.seat
    if verb == "buy":
        return _buy(state, seat)
    if verb not in r.VERBS:
        return t.NOT_A_MOVE()
    if seat != state.turn:
        return t.NOT_YOUR_TURN()
    if verb in ("draw", "take"):
        if state.phase is r.Phase.PLAY:
            return t.DRAWN()
        return t.NO_STOCK() if verb == "draw" else t.NO_DISCARD()
    if state.phase is r.Phase.DRAW:
        return t.DRAW_FIRST()
    hand = state.zones[r.HANDS[seat]]
    if verb in ("stage", "discard", "layoff", "swap") and (len(move.cards) != 1 or move.cards[0] not in hand):
        return t.NOT_IN_HAND(card=move.cards[0]) if move.cards else t.NOT_A_MOVE()
    if verb == "stage":
        return t.DOWN_ALREADY() if state.down[seat] else t.NO_TRAY(count=state.tray_count())
    if verb == "unstage":
        return t.DOWN_ALREADY() if state.down[seat] or not move.cards else t.NOT_STAGED(card=move.cards[0])
    if verb == "joker":
        return t.DOWN_ALREADY() if state.down[seat] else t.NO_JOKER_CHOICE()
    if verb in ("laydown", "close"):
        return _laydown(state, seat, verb)
    if verb == "layoff":
        return _layoff(state, seat, move)
    if verb == "swap":
        return _swap(state, seat, move)
    return t.NOT_A_MOVE()

def _buy(state: r.State, seat: int) -> Message:
    if state.phase is not r.Phase.DRAW or not state.offer or not state.zones["discard"]:
        return t.NO_OFFER()
    if seat == state.turn:
        return t.YOU_ARE_NEXT()
    if seat == state.offerer:
        return t.OWN_DISCARD()
    if seat in state.requests:
        return t.ASKED()
    if state.down[seat] and not state._buy_down:
        return t.BUY_DOWN()
    return t.BUY_LIMIT(count=state._buy_limit)

def _laydown(state: r.State, seat: int, verb: str) -> Message:
    if verb == "laydown" and state.final:
        return t.NO_LAYDOWN_7()
    if verb == "close" and not state.final:
        return t.CLOSE_ONLY_7()
    if state.down[seat]:
        return t.DOWN_ALREADY()
    got = state._readings(seat)
    if isinstance(got, Message):
        return got
    if state.final:
        return WHOLE_HAND_BUT_ONE() if state._final_discard else WHOLE_HAND()
    return t.SAY_JOKER()

def _layoff(state: r.State, seat: int, move: Move) -> Message:
    if state.final:
        return t.NO_LAYOFF_7()
    if not state.down[seat]:
        return t.OWN_FIRST()
    if state.laid_now and not state._same_turn:
        return t.NEXT_TURN()
    zone = move.arg.split()[0] if move.arg else ""
    if not zone.startswith("meld") or not state.zones.get(zone):
        return t.NO_MELD()
    why = layoff_refusal(r.meld_of(tuple(state.zones[zone])), move.cards[0], RULES)
    return t.SAY_JOKER() if why is None else why

def _swap(state: r.State, seat: int, move: Move) -> Message:
    if state.final:
        return t.NO_LAYOFF_7()
    if not state.down[seat]:
        return t.LAY_DOWN_FIRST()
    if not move.arg.startswith("meld") or not state.zones.get(move.arg):
        return t.NO_MELD()
    meld = r.meld_of(tuple(state.zones[move.arg]))
    if meld.kind is Kind.SET:
        return t.SET_JOKER()
    if not meld.jokers:
        return t.NO_JOKER()
    if not state._owner_takes and r.meld_owner(move.arg) == seat:
        return t.OWNER_NO()
    if state.laid_now and not state._same_turn:
        return t.NEXT_TURN()
    why = joker_refusal(meld, move.cards[0])
    return why if why is not None else t.JOKER_NEEDS(card=CardRef(meld.joker_faces()[0][1]))

def describe(state: r.State, move: Move) -> Message:
    verb, cards = move.verb, move.cards
    card = cards[0] if cards else None
    top = state.zones["discard"][-1] if state.zones["discard"] else None
    if verb == "draw":
        return t.D_DRAW()
    if verb in ("take", "buy") and top is not None:
        return (t.D_TAKE if verb == "take" else t.D_BUY)(card=top)
    if card is None and verb not in ("laydown", "close", "joker"):
        return t.NOT_A_MOVE()
    if verb == "stage" and card is not None:
        return t.D_STAGE(card=card, group=move.arg)
    if verb == "unstage" and card is not None:
        return t.D_UNSTAGE(card=card)
    if verb in ("laydown", "close"):
        return _laying(state, move)
    if verb == "layoff" and card is not None:
        end = move.arg.split()[1:] if move.arg else []
        zone = move.arg.split()[0] if move.arg else ""
        if end and end[0] in r.ENDS and state.zones.get(zone):
            ways = layoffs(r.meld_of(tuple(state.zones[zone])), card, RULES)
            if len(ways) == 2:
                new = ways[r.ENDS.index(end[0])]
                return t.D_LAYOFF_AS(card=CardRef(new.face(0 if end[0] == "lo" else len(new.cards) - 1)))
        return t.D_LAYOFF(card=card, player=SeatRef(r.meld_owner(zone)) if zone else SeatRef(move.seat))
    if verb == "swap" and card is not None:
        return t.D_SWAP(card=card)
    if verb == "joker":
        group, _, low = move.arg.partition(":")
        known = group.isdigit() and 1 <= int(group) <= state.tray_count() and low.isdigit()
        face = joker_face(state.trays(move.seat), move.arg) if known else None
        return t.D_LAYOFF_AS(card=CardRef(face)) if face is not None else t.NO_JOKER_CHOICE()
    if verb == "discard" and card is not None:
        last = state.zones[r.HANDS[move.seat]] == [card] and not any(state.trays(move.seat))
        return (t.D_DISCARD_LAST if last else t.D_DISCARD)(card=card)
    return t.NOT_A_MOVE()

def _laying(state: r.State, move: Move) -> Message:
    face = joker_face(state.trays(move.seat), move.arg)
    if move.verb == "close":
        if move.cards:
            return t.D_CLOSE_DISCARD(card=move.cards[0])
        return t.D_CLOSE_AS(card=CardRef(face)) if face is not None else t.D_CLOSE()
    return t.D_LAYDOWN_AS(card=CardRef(face)) if face is not None else t.D_LAYDOWN()
