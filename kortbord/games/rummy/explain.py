"""Rummy's words for a move: why it is refused (citing the rule) and what it does."""
from __future__ import annotations

from typing import Sequence

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import Meld
from ...engine.messages import CardRef, Message, SeatRef
from ...engine.moves import Move
from . import rules as r
from . import texts as t


def explain(state: r.State, move: Move) -> Message:
    verb, seat = move.verb, move.seat
    if state.phase is r.Phase.OVER:
        return t.HAND_OVER()
    if verb == "rummy":
        return _claim(state, seat)
    if verb not in ("draw", "take", "pick", "unpick", "meld", "layoff", "swap", "takeback", "discard"):
        return t.NOT_A_MOVE()
    if seat != state.turn:
        fresh = state.rounds and state.turns == 1 and state.phase is r.Phase.DRAW
        return t.HAND_OVER() if fresh and verb in ("meld", "pick", "layoff") else t.NOT_YOUR_TURN()
    if verb in ("draw", "take"):
        if state.phase is r.Phase.PLAY:
            return t.DRAWN()
        return t.EMPTY_PILE() if verb == "take" else t.EMPTY_STOCK()
    if state.phase is r.Phase.DRAW:
        return t.DRAW_FIRST()
    hand, group = state.zones[r.HANDS[seat]], state.zones[r.GROUPS[seat]]
    card = move.cards[0] if len(move.cards) == 1 else None
    if verb in ("pick", "layoff", "swap", "discard") and (card is None or card not in hand):
        if card is not None and card in group:
            return t.NOT_IN_HAND(card=card) if verb != "discard" else t.NOT_IN_HAND(card=card)
        return t.NOT_IN_HAND(card=card) if card is not None else t.NOT_A_MOVE()
    if verb == "unpick":
        return t.NOT_IN_GROUP(card=card) if card is not None else t.NOT_A_MOVE()
    keep_reason = t.KEEP_TWO() if state._keep() == 2 else t.KEEP_ONE()
    if verb == "pick":
        return keep_reason
    if verb == "meld" and move.cards:
        return _meld(state, seat, hand + group, move.cards, "", keep_reason, direct=True)
    if verb == "meld":
        return _meld(state, seat, hand, group, move.arg, keep_reason)
    if verb in ("layoff", "swap"):
        return _layoff(state, seat, move, hand, keep_reason)
    if verb == "takeback":
        return t.NOTHING_BACK()
    assert card is not None
    if state._compulsory:
        meld = state._meld_to_lay(seat)
        if meld is not None:
            return t.MUST_MELD(meld=t.names(meld.cards))
    if state._first_round and state.turns <= state.players:
        return t.KEEP_TWO()
    return t.TAKEN_BACK()

def _meld(state: r.State, seat: int, hand: Sequence[Card], group: Sequence[Card], arg: str,
                  keep_reason: Message, direct: bool = False) -> Message:
    if not group:
        return t.NO_GROUP()
    missing = next((c for c in group if c not in hand), None) if direct else None
    if missing is not None:
        return t.NOT_IN_HAND(card=missing)
    why = kit.refusal(group, state.rules)
    if why is not None:
        return why
    if len(hand) - (len(group) if direct else 0) < state._keep():
        return keep_reason
    if state.free_meld_zone(seat) is None:
        return t.NO_ROOM()
    return t.USE_TRAY() if direct else kit.SAY_JOKER()

def _layoff(state: r.State, seat: int, move: Move, hand: Sequence[Card], keep_reason: Message) -> Message:
    zone = move.arg.split()[0] if move.arg else ""
    meld = state.meld(zone) if zone in state.zones else None
    if meld is None:
        return t.NO_SUCH_MELD()
    if state._need_own and not state.has_meld(seat):
        return t.OWN_MELD_FIRST()
    if len(hand) <= state._keep():
        return keep_reason
    card = move.cards[0]
    if move.verb == "swap":
        return kit.joker_refusal(meld, card) or t.NO_SWAP() if state._swap else t.NO_SWAP()
    why = kit.layoff_refusal(meld, card, state.rules)
    return why if why is not None else t.SAY_END()

def _claim(state: r.State, seat: int) -> Message:
    pile = state.zones["discard"]
    if state.window is None or not pile:
        if state.phase is r.Phase.PLAY and state.window is None and pile:
            return t.TOO_LATE(player=SeatRef(state.turn))
        return t.NO_CLAIM()
    if seat == state.window:
        return t.OWN_DISCARD()
    if state.phase is r.Phase.PLAY:
        return t.TOO_LATE(player=SeatRef(state.turn))
    top = pile[-1]
    if not state.fits_table(top):
        return kit.FITS_NO_MELD(card=top)
    return t.NO_SUCH_MELD()

def describe(state: r.State, move: Move) -> Message:
    verb = move.verb
    card = move.cards[0] if move.cards else None
    if verb == "draw":
        return t.D_DRAW()
    if verb == "take":
        pile = state.zones["discard"]
        return t.D_TAKE(card=pile[-1]) if pile else t.D_DRAW()
    if verb == "takeback":
        return t.D_TAKEBACK()
    if verb == "meld" and move.cards:
        return t.D_MELD(cards=t.names(move.cards))
    if verb == "meld":
        group = state.zones[r.GROUPS[move.seat]]
        chosen = state.arranged(group, move.arg)
        cards = t.names(chosen.cards if chosen is not None else group)
        faces = t.names(Card.parse(f) for f in move.arg[3:].split("+")) if move.arg[3:4].isalnum() and \
            move.arg[3:] not in ("low", "high") else move.arg[3:]
        return t.D_MELD_AS(cards=cards, faces=faces) if move.arg else t.D_MELD(cards=cards)
    if card is not None and verb in ("pick", "unpick", "discard"):
        return {"pick": t.D_PICK, "unpick": t.D_UNPICK, "discard": t.D_DISCARD}[verb](card=card)
    zone, _, end = move.arg.partition(" ")
    meld = state.meld(zone) if zone in state.zones else None
    if verb == "rummy" and state.zones["discard"]:
        card = state.zones["discard"][-1]
    if meld is None or card is None or verb not in ("layoff", "swap", "rummy"):
        return t.NOT_A_MOVE()
    owner, cards = SeatRef(r.meld_owner(zone)), t.names(meld.cards)
    if verb == "swap":
        return t.D_SWAP(card=card, owner=owner, cards=cards)
    face = _layoff_face(state, meld, card, end)
    template = {"layoff": (t.D_LAYOFF, t.D_LAYOFF_AS), "rummy": (t.D_CLAIM, t.D_CLAIM_AS)}[verb]
    if face is None:
        return template[0](card=card, owner=owner, cards=cards)
    return template[1](card=card, owner=owner, cards=cards, face=CardRef(face))

def _layoff_face(state: r.State, meld: Meld, card: Card, end: str) -> Card | None:
    """What a joker laid off at ``end`` stands for (None for a natural card or a set)."""
    options = kit.layoffs(meld, card, state.rules)
    if not card.is_joker or not options or meld.kind is not kit.Kind.RUN:
        return None
    chosen = options[r.ENDS.index(end)] if end in r.ENDS and len(options) > 1 else options[0]
    index = 0 if chosen.low < meld.low else len(chosen.cards) - 1
    return chosen.face(index)
