"""Snyd at the table (spec "Table interaction"), Qt-free hooks of ``kortbord.table.gestures``:

- ``CARD_GRID``: the claims lie in a compact picker, a row per suit (16 claims on a
  pile, all 52 on an empty one); ``preselect``: the card really put down, when it
  is a legal claim, so an honest play is one click on Confirm.
- ``zone_tags``: the claim standing on the pile and who made it ("Bo: 10♦"), card
  names in the UI language.
- ``score_log``: the last few claims and calls for the score panel.
- ``turned``: the card a call has just turned: it flips in the middle for everybody.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, CardRef, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .prompts import HONEST
from .rules import BY_PRETTY

_ = Catalog("snyd")
#: The computers wait 1–2.5 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (1000, 2500)
CLAIM_TAG = _("table.claim_tag", QT_TRANSLATE_NOOP("snyd", "{player}: {claim}"))
SAID = _("table.said", QT_TRANSLATE_NOOP("snyd", "{player} said {claim}"))
SAID_TRUE = _("table.said_true", QT_TRANSLATE_NOOP("snyd", "{player} said {claim} – called: true"))
SAID_LIE = _("table.said_lie", QT_TRANSLATE_NOOP("snyd", "{player} said {claim} – called: a lie"))
_LOG = {"": SAID, "true": SAID_TRUE, "lie": SAID_LIE}

CARD_GRID = ("claim",)


def preselect(state: GameState, seat: int) -> Move | None:
    """The true claim of the card ``seat`` has just put down, when it is legal: the claim the
    rules call honest (a joined PC has the same word from the host, not the card)."""
    honest = HONEST()
    return next((m for m in state.legal_moves(seat) if m.verb == "claim" and state.explain_choice(m) == honest),
                None)


def zone_tags(view: View) -> Mapping[str, Message]:
    pub: Any = view.public
    card = BY_PRETTY.get(pub.get("claim") or "")
    if card is None or pub.get("claim_by") is None:
        return {}
    return {"pile": CLAIM_TAG(player=SeatRef(int(pub["claim_by"])), claim=CardRef(card))}


def score_log(view: View) -> Sequence[Message]:
    """The claims kept in the log, oldest first, each with its call's outcome."""
    lines: list[Message] = []
    for seat, claim, outcome in view.public.get("log") or []:
        card = BY_PRETTY.get(claim)
        if card is not None and outcome in _LOG:
            lines.append(_LOG[outcome](player=SeatRef(int(seat)), claim=CardRef(card)))
    return lines


def turned(view: View) -> Card | None:
    """The card the last move turned over (a call), None otherwise."""
    return BY_PRETTY.get(view.public.get("turned") or "")
