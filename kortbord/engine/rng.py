"""Our own seeded random numbers and shuffle.

Python does not promise that ``random.shuffle`` gives the same order across
versions, so deals would not replay. This module uses SplitMix64, a tiny,
well-studied 64-bit generator, and an unbiased Fisher-Yates shuffle; golden
tests pin the output. The generator state is one integer, so it saves to JSON.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_TOP = 1 << 64
#: ``below(n)`` accepts a draw under ``_LIMITS[n]`` (the largest multiple of ``n`` up to 2**64).
_LIMITS: tuple[int, ...] = tuple(_TOP - _TOP % n if n else 0 for n in range(129))


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
        """Fisher-Yates in place, from the end (``below`` inlined: a deal is hot)."""
        state = self.state
        count = len(items)
        limits = _LIMITS if count < len(_LIMITS) else [_TOP - _TOP % n if n else 0 for n in range(count + 1)]
        for i in range(count - 1, 0, -1):
            limit = limits[i + 1]
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

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
