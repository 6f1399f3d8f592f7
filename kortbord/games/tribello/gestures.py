"""Tribello's table hooks (see ``kortbord.table.gestures``).

- ``pile_badges``: "tricks / requirement" on each won pile (Bismarck's).
- ``zone_tags``: the contract banner above the table with forehand and every
  player's requirement, forehand first ("Spel – Anna: Anna 8 · Bo 4 · Carla 4";
  Pass: "at most ...").
- ``menus``: the three Valfri trumf suits in one "Valfri trumf…" suit picker, ♠ greyed
  with the reason unless ``valfri_spades`` is on.
- ``choice_label`` / ``spent_choices``: forehand's contract buttons say how often he
  has played each ("Spel 2/3" in a long game); used-up ones stay greyed ("Spel ✓").
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef, SuitRef
from ...engine.moves import Move
from ...engine.view import View
from ..bismarck.gestures import in_deal, pile_badges
from .rules import (ALREADY_PLAYED, CHOOSE_VERB, CONTRACT_NAMES, CONTRACTS, VALFRI_NAME, VALFRI_PLAIN,
                    VALFRI_SUITS, Contract)

#: Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction).
DIM_UNPLAYABLE = True
#: The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (600, 1200)

__all__ = ["choice_label", "menus", "pile_badges", "spent_choices", "zone_tags"]

_ = Catalog("tribello")
AT_LEAST = _("T1.banner", QT_TRANSLATE_NOOP(
    "tribello", "{contract} – {seat}: {first} {a} · {second} {b} · {third} {c}"))
PLAYED_OF = _("T1.played_of", QT_TRANSLATE_NOOP("tribello", "{contract} {used}/{limit}"))
PLAYED_OUT = _("T1.played_out", QT_TRANSLATE_NOOP("tribello", "{contract} ✓"))
VALFRI_MENU = _("T1.valfri_menu", QT_TRANSLATE_NOOP("tribello", "Valfri trumf…"))
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


def _used(view: View, contract: Contract) -> tuple[int, int]:
    """How often the viewer has chosen ``contract``, and how often he may."""
    seat = view.seat if view.seat is not None else -1
    used = view.public.get("used", [])
    count = int(used[seat][CONTRACTS.index(contract)]) if 0 <= seat < len(used) else 0
    return count, int(view.public.get("limit", 1))


def choice_label(view: View, move: Move) -> Message | None:
    """In a long game (each contract three times), a contract button with its count so far."""
    if move.verb != CHOOSE_VERB:
        return None
    word, _sep, suit = move.arg.partition(" ")
    contract = Contract(word)
    used, limit = _used(view, contract)
    if limit == 1:
        return None
    name = VALFRI_NAME(suit=SuitRef(suit)) if suit else CONTRACT_NAMES[CONTRACTS.index(contract)]()
    return PLAYED_OF(contract=name, used=used, limit=limit)


def spent_choices(view: View) -> Sequence[tuple[Move, Message, Message]]:
    """Forehand's used-up contracts while he chooses: greyed, ticked (or "3/3")."""
    seat = view.seat
    if view.public.get("phase") != "contract" or seat is None or seat != view.public.get("forehand"):
        return []
    out: list[tuple[Move, Message, Message]] = []
    for contract in CONTRACTS:
        used, limit = _used(view, contract)
        if used < limit:
            continue
        name = CONTRACT_NAMES[CONTRACTS.index(contract)]()
        label = PLAYED_OUT(contract=name) if limit == 1 else PLAYED_OF(contract=name, used=used, limit=limit)
        out.append((Move(seat, CHOOSE_VERB, arg=contract.value), label, ALREADY_PLAYED(contract=name)))
    return out


def menus(view: View) -> Sequence[tuple[Message, Sequence[Move], Sequence[tuple[Message, Message]]]]:
    """Forehand choosing: Valfri trumf opens a suit picker (♥ ♦ ♣; ♠ only by the house rule)."""
    seat = view.seat
    if view.public.get("phase") != "contract" or seat is None or seat != view.public.get("forehand"):
        return []
    moves = [Move(seat, CHOOSE_VERB, arg=f"{Contract.VALFRI.value} {s}") for s in VALFRI_PLAIN + "S"]
    greyed = [] if view.options.get("valfri_spades") == "on" else [(VALFRI_NAME(suit=SuitRef("S")), VALFRI_SUITS())]
    used, limit = _used(view, Contract.VALFRI)
    label = VALFRI_MENU() if limit == 1 else PLAYED_OF(contract=VALFRI_MENU(), used=used, limit=limit)
    return [(label, moves, greyed)]
