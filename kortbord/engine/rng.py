"""Our own seeded random numbers and shuffle.

Python does not promise that ``random.shuffle`` gives the same order across
versions, so deals would not replay. This module uses SplitMix64, a tiny,
well-studied 64-bit generator, and an unbiased Fisher-Yates shuffle; golden
tests pin the output. The generator state is one integer, so it saves to JSON.
"""
from __future__ import annotations

import struct
from operator import mod
from functools import cache
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_TOP = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
_M1, _M2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


@cache
def _lanes(steps: int) -> tuple[int, int, int, int, int, str, range, range]:
    """For ``steps`` draws packed into one integer, 128 bits a draw: ones in every lane,
    each lane's state offset (``k * GAMMA``), the 64-bit mask of every lane, what lifts a
    lane at the lowest rejection limit of the steps to bit 64, bit 64 of every lane, the
    ``struct`` layout of the lanes, the positions and the range sizes of the steps."""
    ones = sum(1 << (128 * k) for k in range(steps))
    offsets = sum((((k + 1) * _GAMMA) & _MASK) << (128 * k) for k in range(steps))
    lowest = min(_TOP - _TOP % n for n in range(2, steps + 2))
    return (ones, offsets, _MASK * ones, (_TOP - lowest) * ones, ones << 64, "<" + "Q8x" * steps,
            range(steps, 0, -1), range(steps + 1, 1, -1))


class Rng:
    """SplitMix64. ``Rng(seed)``; ``state`` is a plain int for saving."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place, from the end. The draws of all steps are made at once:
        SplitMix64's states are ``state + k * GAMMA``, so its mixing runs on one integer
        holding every step's state in its own 128-bit lane (a product of two 64-bit
        numbers never reaches the next lane). A draw over its rejection limit (odds
        about n / 2**64) falls back to drawing one step at a time: the same output."""
        steps = len(items) - 1
        if steps <= 0:
            return
        ones, offsets, mask, lift, carries, layout, places, sizes = _lanes(steps)
        z = (self.state * ones + offsets) & mask
        z = ((z ^ (z >> 30)) & mask) * _M1 & mask
        z = ((z ^ (z >> 27)) & mask) * _M2 & mask
        z ^= (z >> 31) & mask
        if (z + lift) & carries:
            self._shuffle_stepwise(items)
            return
        draws = struct.unpack(layout, z.to_bytes(16 * steps, "little"))
        for i, j in zip(places, map(mod, draws, sizes)):
            items[i], items[j] = items[j], items[i]
        self.state = (self.state + steps * _GAMMA) & _MASK

    def _shuffle_stepwise(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates one step at a time, rejecting draws over the limit (``below``)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self.next64())

    def copy(self) -> "Rng":
        return Rng(self.state)


def shuffled(items: Sequence[T], seed: int) -> list[T]:
    """A shuffled copy of ``items`` for ``seed``."""
    out = list(items)
    Rng(seed).shuffle(out)
    return out
