"""The buttons a seat is shown in the action bar, worked out from the rules.

One button per legal move that no drag makes (calls, suit choices, draw, pass),
and on the seat's turn the click gestures it may not make now, greyed with the
reason (``buttons_for``). ``dressed`` then adds what the game's hooks say: its
standing calls (checked when clicked: "Snyd!"), its standing menus, its own choice
labels and spent choices, menus folded into one button, and the button to preselect.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from ..engine.moves import Move
from ..engine.state import NOT_A_MOVE, GameState
from ..engine.view import View
from .action_bar import ActionButton
from .gestures import GameHooks, GestureMap
from .text import tr_message

__all__ = ["buttons_for", "dressed", "folded", "noted_buttons"]


def buttons_for(state: GameState, seat: int, legal: Sequence[Move], gestures: GestureMap,
                names: Mapping[int, str]) -> list[ActionButton]:
    """The buttons for ``seat``: its legal moves that no drag makes (calls, suit
    choices, draw, pass), a forced single card move (a drawn card that must be
    played), and, on its turn, the click gestures it may not make now,
    disabled, with the reason."""
    buttons: list[ActionButton] = []
    card_moves = [m for m in legal if m.cards]
    hidden = gestures.unbuttoned_verbs()
    for move in legal:
        forced = len(card_moves) == 1 and move is card_moves[0]
        if move.verb in hidden:
            continue
        if not move.cards or forced or not gestures.has_drop_verb(seat, move):
            tip = state.explain_choice(move)
            buttons.append(ActionButton(tr_message(state.describe(move), names), move,
                                        tip="" if tip is None else tr_message(tip, names)))
    if state.to_move() == seat:
        for verb in sorted(gestures.click_verbs() - {m.verb for m in legal} - hidden - gestures.ungreyed_verbs()):
            move = Move(seat, verb)
            verdict = state.check(move)
            if not verdict.ok and verdict.reason is not None and verdict.reason.key != NOT_A_MOVE().key:
                buttons.append(ActionButton(tr_message(state.describe(move), names), move, False,
                                            tr_message(verdict.reason, names)))
    return buttons


def noted_buttons(buttons: Sequence[ActionButton], hooks: GameHooks, view: View,
                  names: Mapping[int, str]) -> list[ActionButton]:
    """``buttons`` with the game's own choice labels ("Spel 1/3"), then its spent
    choices greyed with their reason ("Spel ✓")."""
    out = list(buttons)
    if hooks.choice_label is not None:
        labels = [hooks.choice_label(view, b.move) for b in out]
        out = [b if m is None else replace(b, text=tr_message(m, names)) for b, m in zip(out, labels)]
    if hooks.spent_choices is not None:
        out += [ActionButton(tr_message(label, names), move, False, tr_message(why, names))
                for move, label, why in hooks.spent_choices(view)]
    return out


def folded(buttons: Sequence[ActionButton], hooks: GameHooks, view: View,
           names: Mapping[int, str]) -> list[ActionButton]:
    """``buttons`` with the game's ``menus`` folded: the buttons of a menu's moves become
    one menu button where the first of them stood, its closed entries greyed."""
    out = list(buttons)
    for label, moves, greyed in hooks.menus(view) if hooks.menus is not None else ():
        inside = [b for b in out if b.enabled and b.move in moves]
        if not inside:
            continue
        menu = ActionButton(tr_message(label, names), inside[0].move, tip=inside[0].tip,
                            options=tuple((b.text, b.move) for b in inside),
                            greyed=tuple((tr_message(t, names), tr_message(r, names)) for t, r in greyed))
        at = out.index(inside[0])
        out = [b for b in out if b not in inside]
        out.insert(at, menu)
    return out


def dressed(buttons: Sequence[ActionButton], state: GameState, seat: int, hooks: GameHooks,
            names: Mapping[int, str]) -> list[ActionButton]:
    """``buttons`` (``buttons_for``'s) as the game's hooks want them shown to ``seat``."""
    out = list(buttons)
    if hooks.standing_buttons is not None:
        out += standing_calls(state, seat, out, hooks, names)
    if hooks.standing is not None:
        out = standing(state, seat, out, hooks, names)
    view = state.view(seat)
    if hooks.choice_label is not None or hooks.spent_choices is not None:
        out = noted_buttons(out, hooks, view, names)
    if hooks.menus is not None:
        out = folded(out, hooks, view, names)
    if hooks.preselect is not None:
        chosen = hooks.preselect(state, seat)
        out = [replace(b, preferred=True) if b.move == chosen else b for b in out]
    return out


def standing_calls(state: GameState, seat: int, shown: Sequence[ActionButton], hooks: GameHooks,
                   names: Mapping[int, str]) -> list[ActionButton]:
    """The game's standing buttons not already shown, enabled: a click is checked then."""
    assert hooks.standing_buttons is not None
    have = {b.move for b in shown}
    out = []
    for move, glow in hooks.standing_buttons(state.view(seat)):
        if move not in have:
            tip = state.explain_choice(move)
            out.append(ActionButton(tr_message(state.describe(move), names), move,
                                    tip="" if tip is None else tr_message(tip, names), glow=glow))
    return out


def standing(state: GameState, seat: int, buttons: Sequence[ActionButton], hooks: GameHooks,
             names: Mapping[int, str]) -> list[ActionButton]:
    """The game's standing buttons and menus after the others, which lose their moves."""
    shown = [] if state.is_over() or hooks.standing is None else hooks.standing(state.view(seat))
    verbs = {m.verb for _label, moves in shown for m in moves}
    out = [b for b in buttons if b.move.verb not in verbs]
    for label, moves in shown:
        tip = state.explain_choice(moves[0])
        options = tuple((tr_message(state.describe(m), names), m) for m in moves) if len(moves) > 1 else ()
        out.append(ActionButton(tr_message(label, names), moves[0], tip="" if tip is None else tr_message(tip, names),
                                options=options))
    return out
