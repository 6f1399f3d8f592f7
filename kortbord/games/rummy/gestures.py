"""Rummy at the table: what a drop means, and the tags on the Meld tray (spec "Table interaction").

The table's hooks (``kortbord.table.gestures``), Qt-free:

- ``candidates``: a hand card dropped on a meld is its lay-off (or joker exchange)
  on that meld only - the meld lights up where the card fits; a selection dropped
  on one's own meld row is the meld of those cards straight from the hand, refused
  with the kit's reason ("A run needs three cards of the same suit in sequence")
  when it is none; the top discard dragged into the hand is the draw from the pile.
- ``zone_tags``: the Meld tray says what its cards make ("Run ✓ – click to meld")
  or why not, as it is built.
- ``hand_order``: the hand by suit, the ace below the two, jokers last.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import MeldRules
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .rules import MELDS

_ = Catalog("rummy")
TRAY_SET = _("tray.set", QT_TRANSLATE_NOOP("rummy", "Set ✓ – click to meld"))
TRAY_RUN = _("tray.run", QT_TRANSLATE_NOOP("rummy", "Run ✓ – click to meld"))

_SUITS = {s: i for i, s in enumerate("SHCD")}
_RANKS = {r: i for i, r in enumerate("A23456789TJQK")}


def hand_order(card: Card) -> tuple[int, int, int]:
    """By suit (black and red in turn), ace low, jokers last."""
    if card.is_joker:
        return (9, 0, card.copy)
    return (_SUITS.get(card.suit, 8), _RANKS.get(card.rank, 20), card.copy)


def meld_rules(options: Mapping[str, Any]) -> MeldRules:
    """The meld rules of the table's options (the rules state's own, from a view too)."""
    return MeldRules(ace_high=bool(options.get("ace_high", False)))


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    """The moves a drop stands for (see the module docstring); None: the layout's gestures."""
    if src == "discard" and dst == f"hand/{seat}":
        return [Move(seat, "take")]
    if src != f"hand/{seat}" or not dst.startswith("meld/"):
        return None
    legal = state.legal_moves(seat)
    if len(cards) == 1:
        card = cards[0]
        here = [m for m in legal if m.verb in ("layoff", "swap") and m.cards == cards
                and m.arg.split(" ", 1)[0] == dst]
        if here or state.zones[dst] or dst not in MELDS[seat]:
            return here or [Move(seat, "layoff", cards, dst)]
        return [Move(seat, "meld", (card,))]
    if dst not in MELDS[seat]:
        return [Move(seat, "layoff", cards[:1], dst)]
    options = kit.arrangements(cards, meld_rules(state.options))
    direct = [m for m in legal if m.verb == "meld" and m.cards and set(m.cards) == set(cards)]
    if direct:
        return direct[:1]
    return [Move(seat, "meld", options[0].cards if options else cards)]


def zone_tags(view: View) -> Mapping[str, Message]:
    """The Meld tray's verdict on its cards."""
    if view.seat is None:
        return {}
    zone = f"group/{view.seat}"
    group = view.cards(zone)
    if not group:
        return {}
    rules = MeldRules(ace_high=bool(view.options.get("ace_high", False)))
    why = kit.refusal(group, rules)
    if why is not None:
        return {zone: why}
    kind = kit.arrangements(group, rules)[0].kind
    return {zone: (TRAY_SET if kind is kit.Kind.SET else TRAY_RUN)()}


#: The table's "Sort by rank" (a right-click on the table switches; ``hand_order`` is by suit).
rank_order = kit.by_rank
