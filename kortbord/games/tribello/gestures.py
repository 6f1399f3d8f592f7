"""Tribello's table hooks (see ``kortbord.table.gestures``).

- ``pile_badges``: "tricks / requirement" on each won pile (Bismarck's).
- ``zone_tags``: the contract banner above the table with forehand and every
  player's requirement, forehand first ("Spel – Anna: Anna 8 · Bo 4 · Carla 4";
  Pass: "at most ...").
"""
from __future__ import annotations

from typing import Mapping

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef, SuitRef
from ...engine.view import View
from ..bismarck.gestures import in_deal, pile_badges
from .rules import CONTRACT_NAMES, CONTRACTS, VALFRI_NAME, Contract

__all__ = ["pile_badges", "zone_tags"]

_ = Catalog("tribello")
AT_LEAST = _("T1.banner", QT_TRANSLATE_NOOP(
    "tribello", "{contract} – {seat}: {first} {a} · {second} {b} · {third} {c}"))
AT_MOST = _("T1.banner_pass", QT_TRANSLATE_NOOP(
    "tribello", "{contract} – {seat}: at most {first} {a} · {second} {b} · {third} {c}"))


def zone_tags(view: View) -> Mapping[str, Message]:
    """The contract, forehand and the requirements, while a contract is played."""
    contract = Contract(view.public.get("contract", Contract.NONE.value))
    if contract is Contract.NONE or not in_deal(view):
        return {}
    forehand, quotas = int(view.public["forehand"]), view.public["quotas"]
    name = (VALFRI_NAME(suit=SuitRef(str(view.public["trump"]))) if contract is Contract.VALFRI
            else CONTRACT_NAMES[CONTRACTS.index(contract)]())
    seats = [(forehand + i) % len(quotas) for i in range(len(quotas))]
    banner = AT_MOST if contract is Contract.PASS else AT_LEAST
    return {"widow": banner(contract=name, seat=SeatRef(forehand), first=SeatRef(seats[0]), a=int(quotas[seats[0]]),
                            second=SeatRef(seats[1]), b=int(quotas[seats[1]]),
                            third=SeatRef(seats[2]), c=int(quotas[seats[2]]))}
