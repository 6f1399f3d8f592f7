"""What a Rummy computer player reads off its View, once per decision."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.cards import Card
from ...engine.kit import melds as kit
from ...engine.kit.melds import FIVE_HUNDRED, ROMMY, Meld, MeldRules
from ...engine.view import View
from .rules import DECK, GROUPS, HANDS, State


#: ``in_melds`` answers by hand (cleared when it grows past ``MEMO_LIMIT``).
_IN_MELDS: dict[tuple[tuple[Card, ...], MeldRules], frozenset[Card]] = {}
MEMO_LIMIT = 100_000


def in_melds(hand: Sequence[Card], rules: MeldRules) -> frozenset[Card]:
    """The cards of ``hand`` in the melds the kit finds in it (``kit.hand_melds``), remembered."""
    key = (tuple(hand), rules)
    found = _IN_MELDS.get(key)
    if found is None:
        if len(_IN_MELDS) > MEMO_LIMIT:
            _IN_MELDS.clear()
        found = _IN_MELDS[key] = frozenset(c for m in kit.hand_melds(hand, rules) for c in m.cards)
    return found


class Table:
    """The seat's hand, the pile, the melds on the table and the public counts."""

    def __init__(self, view: View) -> None:
        pub: Any = view.public
        self.seat = view.seat if view.seat is not None else 0
        self.to_move = view.to_move
        self.players = view.players
        self.hand = view.hand
        self.group = view.cards(f"group/{self.seat}")
        self.discard = view.cards("discard")
        self.options = view.options
        self.rules = MeldRules(ace_high=bool(self.options.get("ace_high", False)))
        self.values = ROMMY if self.options.get("table") == "rommy" else FIVE_HUNDRED
        self.counts: list[int] = list(pub["counts"])
        self.melded: list[bool] = list(pub["melded"])
        self.melds: list[Meld] = []
        for zone, slots in view.zones.items():
            if zone.startswith("meld/") and slots:
                found = kit.read([s.card for s in slots if s.card is not None], self.rules)
                if isinstance(found, Meld):
                    self.melds.append(found)
        self.next = (self.seat + 1) % self.players
        self.state: State | None = None

    @classmethod
    def of_state(cls, state: State, seat: int) -> "Table":
        """What ``seat`` would read off its View, read straight off a full state (rollouts:
        no View is built)."""
        t = cls.__new__(cls)
        t.seat, t.to_move, t.players = seat, state.to_move(), state.players
        t.hand = state.zones[HANDS[seat]][:]
        t.group = state.zones[GROUPS[seat]][:]
        t.discard = state.zones["discard"][:]
        t.options, t.rules = state.options, state.rules
        t.values = ROMMY if state.options.get("table") == "rommy" else FIVE_HUNDRED
        t.counts = [len(state.zones[HANDS[s]]) + len(state.zones[GROUPS[s]]) for s in range(state.players)]
        t.melded = [state.has_meld(s) for s in range(state.players)]
        t.melds = [meld for _, meld in state.table_melds()]
        t.next = (seat + 1) % state.players
        t.state = state
        return t

    def fits_table(self, card: Card) -> bool:
        if self.state is not None:
            return self.state.fits_table(card)
        return any(kit.fits(m, card, self.rules) for m in self.melds)

    def may_lay_off(self) -> bool:
        """May this seat lay off now (a meld of its own, or the option off)?"""
        return self.melded[self.seat] or not self.options.get("layoff_requires_own_meld", True)

    def fewest(self) -> int:
        """The fewest cards an opponent holds."""
        return min((n for s, n in enumerate(self.counts) if s != self.seat), default=9)

    def seen(self) -> set[Card]:
        """Cards this seat has seen where they are now: its hand, the table, the pile."""
        out = set(self.hand) | set(self.group) | set(self.discard)
        for m in self.melds:
            out |= set(m.cards)
        return out

    def jokers(self) -> set[Card]:
        """The jokers in this game's deck (by the options)."""
        options = self.options
        jokers = str(options.get("jokers", "auto"))
        count = (0 if options.get("table") == "rommy" else 3) if jokers == "auto" else int(jokers)
        return {c for c in DECK if c.is_joker and c.copy < count}
