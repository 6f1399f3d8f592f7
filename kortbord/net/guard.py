"""Join-code guessing, slowed down: a few wrong codes from one address, then a pause.

A six-digit code is short enough to read aloud, so it must not be guessable
by trying: ``Guard`` counts the wrong hellos per address within ``window``
seconds; after ``tries`` of them that address is refused (``"wait"``) until
``window`` seconds have passed since its last wrong try. A right code does
not clear the count (a guesser who also knows the code gains nothing).
"""
from __future__ import annotations

import time
from typing import Callable

#: Wrong codes allowed per address before it must wait.
TRIES = 5
#: Seconds the wrong codes are remembered, and an address waits after too many.
WINDOW = 60.0


class Guard:
    def __init__(self, tries: int = TRIES, window: float = WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.tries, self.window, self.clock = tries, window, clock
        self._wrong: dict[str, list[float]] = {}

    def _recent(self, address: str) -> list[float]:
        now = self.clock()
        recent = [t for t in self._wrong.get(address, []) if now - t < self.window]
        if recent:
            self._wrong[address] = recent
        else:
            self._wrong.pop(address, None)
        return recent

    def blocked(self, address: str) -> bool:
        """Must ``address`` wait before it may try a code again?"""
        return len(self._recent(address)) >= self.tries

    def failed(self, address: str) -> None:
        """``address`` sent a wrong code (or token)."""
        self._wrong.setdefault(address, []).append(self.clock())
