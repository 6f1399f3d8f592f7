"""What an UNO move does and why one is refused: ``describe`` and ``explain`` (R3-R16)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...engine.cards import UNO_COLOURS, Card
from ...engine.kit.shedding import can_draw
from ...engine.messages import Message, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.state import GAME_OVER
from .tables import HANDS, Phase
from .texts import (
    NOT_YOUR_TURN, NOT_A_MOVE, NOT_IN_HAND, MUST_MATCH, MUST_COLOUR, WILD_HOLDS, WILD4_HOLDS,
    NO_REVERSE, MUST_PLAY, ONLY_DRAWN, NO_KEEP, CHOOSE_FIRST, NO_WILD, BAD_COLOUR, PASS_ON,
    CHALLENGE_OR_DRAW, NO_CHALLENGE, NOT_NOW, NO_CATCH, NO_CATCH_PARTNER, NOTHING_TO_DRAW, NO_PASS,
    VALUE_NAMES, D_PLAY, D_DRAW, D_TAKE, D_KEEP, D_CHOOSE, D_CALL, D_CATCH, D_CHALLENGE, D_PASS,
)

if TYPE_CHECKING:
    from .rules import State


def explain(state: State, move: Move) -> Message:
    """Why ``move`` is not legal now (the reason the table shows)."""
    seat, verb = move.seat, move.verb
    if state.phase is Phase.OVER:
        return GAME_OVER()
    verbs = ("play", "draw", "keep", "choose", "call", "catch", "challenge", "pass")
    if verb not in verbs or (verb != "play" and move.cards) or \
            (verb not in ("choose", "call", "catch") and move.arg) or (verb == "call" and move.arg != "uno"):
        return NOT_A_MOVE()
    if verb == "catch":
        return _explain_catch(state, seat, move.arg)
    if verb == "call":
        return NOT_NOW() if seat in state.actors() else NOT_YOUR_TURN()
    if seat != state.turn:
        return NOT_YOUR_TURN()
    phase = state.phase
    if phase is Phase.COLOUR:
        return BAD_COLOUR() if verb == "choose" else CHOOSE_FIRST()
    if verb == "choose":
        return NO_WILD()
    if phase is Phase.DRAWN:
        assert state.drawn is not None
        return ONLY_DRAWN(card=state.drawn)
    if verb == "keep":
        return NO_KEEP()
    if phase is Phase.CHALLENGE:
        return CHALLENGE_OR_DRAW(count=state.pending)
    if verb == "challenge":
        return NO_CHALLENGE()
    if state.pending:
        top = state.zones["discard"][-1]
        return PASS_ON(card=VALUE_NAMES[top.rank](), count=state.pending)
    if verb == "play":
        return _explain_play(state, seat, move.cards)
    if verb == "draw":
        return MUST_PLAY() if can_draw(state) else NOTHING_TO_DRAW()
    return NO_PASS()


def _explain_catch(state: State, seat: int, arg: str) -> Message:
    if not arg.isdigit() or int(arg) >= state.players or int(arg) == seat:
        return NOT_A_MOVE()
    target = int(arg)
    if state.team_of[seat] == state.team_of[target]:
        return NO_CATCH_PARTNER()
    return NO_CATCH(player=SeatRef(target))


def _explain_play(state: State, seat: int, cards: Sequence[Card]) -> Message:
    hand = state.zones[HANDS[seat]]
    if len(cards) != 1:
        return NOT_A_MOVE()
    card = cards[0]
    if card not in hand:
        return NOT_IN_HAND(card=card)
    colour = SuitRef(state.colour)
    if card.rank == "wild":
        return WILD_HOLDS(colour=colour)
    if card.rank == "wild4":
        return WILD4_HOLDS(colour=colour)
    if state.no_rev and card.rank == "rev":
        return NO_REVERSE()
    top = state.zones["discard"][-1]
    if not top.suit:
        return MUST_COLOUR(colour=colour)
    value: Message | str = VALUE_NAMES[top.rank]() if top.rank in VALUE_NAMES else top.rank
    return MUST_MATCH(colour=colour, value=value)


def describe(state: State, move: Move) -> Message:
    """What ``move`` does, in a few words (a button, a menu entry)."""
    verb = move.verb
    if verb == "play" and move.cards:
        return D_PLAY(card=move.cards[0])
    if verb == "draw":
        return D_TAKE(count=state.pending) if state.pending and move.seat == state.turn else D_DRAW()
    if verb == "choose" and move.arg in UNO_COLOURS and move.arg:
        return D_CHOOSE(colour=SuitRef(move.arg))
    if verb == "catch" and move.arg.isdigit() and int(move.arg) < state.players:
        return D_CATCH(player=SeatRef(int(move.arg)))
    simple = {"keep": D_KEEP, "call": D_CALL, "challenge": D_CHALLENGE, "pass": D_PASS}.get(verb)
    return simple() if simple is not None else NOT_A_MOVE()
