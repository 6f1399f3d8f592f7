"""Every animation duration and the computer's pause, in one place.

Durations are in milliseconds at speed 1.0 and divided by the speed factor:
2.0 is twice as fast, 0.5 half as fast; a factor of ``INSTANT`` or more (or
0) turns animation off. The computer's thinking pause is set on its own and
is varied a little so the table feels human.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

#: Speed factors at or above this skip animation altogether.
INSTANT = 100.0

MOVE_MS = 320          # one card gliding to its new place
GLIDE_BACK_MS = 220    # a refused card returning to its place
EVENT_STAGGER_MS = 140  # delay between the steps of one move (play, then draw two)
DEAL_TOTAL_MS = 1400   # a whole deal, however many cards
RELAYOUT_MS = 200      # cards shifting after a resize or a seat change
SPEECH_MS = 1800       # a speech bubble ("Olsen!") stays this long
STAMP_MS = 1600        # a stamp over a seat ("Skip") stays this long
NOTE_MS = 2600         # why a drop was refused, on the zone it was dropped on
HINT_MS = 2500         # a hint stays highlighted this long
SHOWN_MS = 1000        # a card that lands and moves on at once (a captured card) is seen this long
TRICK_SHOWN_MS = 1500  # a completed trick stays, its winning card marked, before it is gathered
FLIP_MS = 500          # a card turned for everybody (Snyd's called card) flips over
REVEAL_MS = 2600       # ... and stays face up in the middle, the news under it, this long
TURN_AROUND_MS = 900   # the direction arrow turns over when play changes direction (UNO's Reverse)
HAND_SHOWN_MS = 4000   # a hand shown to one player for a moment (UNO's challenge) stays this long
BID_TURN_MS = 700      # between Whist's bid cards as they are turned one by one
CHIP_STAGGER_MS = 120  # delay between the payments of one settlement, chips sliding
ROUND_PAUSE_MS = 1500  # extra pause before the computer plays after a round ended
AI_PAUSE_MS = 900      # the computer's default thinking pause
AI_JITTER = 0.35       # +- this fraction of the pause, at random


@dataclass(slots=True)
class Timing:
    """The current speed factor and computer pause; ``ms(base)`` scales a duration."""
    speed: float = 1.0
    ai_pause_ms: int = AI_PAUSE_MS

    @property
    def instant(self) -> bool:
        return self.speed <= 0 or self.speed >= INSTANT

    def ms(self, base: int) -> int:
        """``base`` milliseconds at the current speed (0 when animation is off)."""
        return 0 if self.instant else max(0, round(base / self.speed))

    def ai_pause(self, rng: random.Random, span: tuple[int, ...] = ()) -> int:
        """A slightly random, human-like pause before a computer move: within the game's
        ``span`` (low, high ms at the default pace) if it has one, scaled by the pace set."""
        if self.ai_pause_ms <= 0:
            return 0
        if len(span) == 2:
            return max(0, round(rng.uniform(*span) * self.ai_pause_ms / AI_PAUSE_MS))
        jitter = 1.0 + rng.uniform(-AI_JITTER, AI_JITTER)
        return max(0, round(self.ai_pause_ms * jitter))
