"""Auctions: one call per player in turn, the highest bid wins.

An auction is data: ``AuctionRules`` (the bid levels lowest first, whether a
player may pass, whether each bid must beat the one before, whether the last
caller must bid when everybody else passed) and the calls made so far as
plain strings (``"2"``, ``"pass"``), which a state saves as a list. Ties go to
the later caller (Ruder Syv R2: "den som meldte sidst"). A contract choice
(Tribello, Whist's Grand/Nolo) is a single call and needs no auction.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ..events import Event

PASS = "pass"


@dataclass(frozen=True, slots=True)
class AuctionRules:
    """``levels``: the bids, lowest first. ``may_pass``: a player may pass.
    ``must_raise``: each bid must be higher than the highest so far.
    ``last_must_bid``: the last caller may not pass when all before him passed."""
    levels: tuple[str, ...]
    may_pass: bool = False
    must_raise: bool = False
    last_must_bid: bool = False

    def level(self, call: str) -> int:
        """The height of a bid (its index in ``levels``); -1 for a pass."""
        return self.levels.index(call) if call in self.levels else -1

    def high(self, calls: Sequence[str]) -> tuple[int, str] | None:
        """(index of the call, bid) of the winning bid so far; ties go to the later call."""
        best: tuple[int, str] | None = None
        for i, call in enumerate(calls):
            if call == PASS:
                continue
            if best is None or self.level(call) >= self.level(best[1]):
                best = (i, call)
        return best

    def legal(self, calls: Sequence[str], players: int) -> list[str]:
        """The calls the next player may make after ``calls`` (of ``players`` in all)."""
        if len(calls) >= players:
            return []
        high = self.high(calls)
        floor = self.level(high[1]) + 1 if high is not None and self.must_raise else 0
        bids = list(self.levels[floor:])
        last = len(calls) == players - 1
        if self.may_pass and not (self.last_must_bid and last and high is None):
            bids.append(PASS)
        return bids

    def winner(self, order: Sequence[int], calls: Sequence[str]) -> tuple[int, str] | None:
        """(seat, bid) of the winner once everybody has called; None when all passed."""
        high = self.high(calls)
        return None if high is None else (order[high[0]], high[1])


class Calls(dict[tuple[int, str], Event]):
    """The event of each call by ``(seat, call)``, made once by ``make(seat, call)``: a
    game says the same few calls again and again (``calls[seat, "3"]``, one lookup)."""

    def __init__(self, make: Callable[[int, str], Event]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: tuple[int, str]) -> Event:
        event = self[key] = self.make(*key)
        return event
