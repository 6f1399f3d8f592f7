"""Bismarck's table hooks (see ``kortbord.table.gestures``).

- ``PLAYED_CARDS``: the human may open a list of the cards played so far in the
  deal (Table interaction, "Played-cards view"); forehand's discards appear as
  unknown cards to the others (named only when ``reveal_discards`` names them).
- ``pile_badges``: each player's "tricks / minimum" (pas: "tricks / maximum")
  on his won pile, for the whole deal (Tribello shares it).
- ``ARRIVALS``: the table cards forehand takes up are rimmed a while in his hand.
- ``card_tags``: the first of the four table cards marked "1" (in trumf deals it
  names trumps) until forehand takes them up.
- ``zone_tags``: the deal ("Trumf 2 of 3 – forehand Anna, hearts are trumps")
  above the table, on the table cards' place.
"""
from __future__ import annotations

from typing import Mapping

from ...engine.cards import Card
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef, SuitRef
from ...engine.view import View
from .rules import KIND_NAMES, KINDS, STATUS, STATUS_TRUMP, Kind

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

_ = Catalog("kortbord")
FIRST = _("quota.first", QT_TRANSLATE_NOOP("kortbord", "1"))
OF_QUOTA = _("quota.of_quota", QT_TRANSLATE_NOOP("kortbord", "{tricks} / {quota}"))

PLAYED_CARDS = True
ARRIVALS = ("widow",)


def in_deal(view: View) -> bool:
    """A deal is under way (the quotas are known)."""
    return view.public.get("phase") not in (None, "over", "contract") and bool(view.public.get("quotas"))


def pile_badges(view: View) -> Mapping[str, Message]:
    """Each player's tricks against his quota (minimum, or maximum when avoiding tricks)."""
    if not in_deal(view):
        return {}
    tricks, quotas = view.public["tricks"], view.public["quotas"]
    return {f"won/{s}": OF_QUOTA(tricks=int(tricks[s]), quota=int(q)) for s, q in enumerate(quotas)}


def zone_tags(view: View) -> Mapping[str, Message]:
    """The deal and its number within its phase, above the trick."""
    if not in_deal(view):
        return {}
    kind = Kind(view.public["kind"])
    name, round_ = KIND_NAMES[KINDS.index(kind)](), (int(view.public["deal"]) - 1) % 3 + 1
    seat, trump = SeatRef(int(view.public["forehand"])), str(view.public.get("trump") or "")
    if trump:
        return {"widow": STATUS_TRUMP(kind=name, round=round_, seat=seat, suit=SuitRef(trump))}
    return {"widow": STATUS(kind=name, round=round_, seat=seat)}


def card_tags(view: View) -> Mapping[Card, Message]:
    """"1" on the first table card while the four lie open."""
    first = (view.public.get("table_cards") or [""])[0]
    if view.public.get("phase") != "pickup" or not first:
        return {}
    return {Card.parse(first): FIRST()}
