"""``Rng.shuffle``, with all its draws made at once: the same order, about twice as fast.

A shuffle of n cards takes the next n-1 SplitMix64 outputs. Their states are
``state + k * GAMMA``, so the whole mix runs on one big integer holding each
draw in its own 128-bit lane (a product of two 64-bit numbers fits a lane):
a dozen integer operations in C instead of a dozen per card in Python. A
draw that ``Rng.below`` would reject (practically never) sends the shuffle
back to the plain loop, so the order is always exactly ``Rng.shuffle``'s.
"""
from __future__ import annotations

import functools
import sys
from typing import MutableSequence, TypeVar

from .rng import Rng

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MUL1 = 0xBF58476D1CE4E5B9
_MUL2 = 0x94D049BB133111EB
_LANE = 128
#: No draw below this is ever rejected (``below(n)`` for n <= 128 rejects only from
#: 2**64 - 128 up); a shuffle with a higher draw runs the plain loop.
_SAFE = (1 << 64) - 128


@functools.lru_cache(maxsize=32)
def _lanes(count: int) -> tuple[int, int, int, int]:
    """For ``count`` cards: ones in every lane, k * GAMMA in lane k - 1, the lane mask, bytes."""
    draws = count - 1
    ones = sum(1 << (_LANE * k) for k in range(draws))
    steps = sum((((k + 1) * _GAMMA) & _MASK) << (_LANE * k) for k in range(draws))
    return ones, steps, ones * _MASK, draws * _LANE // 8


def shuffle(rng: Rng, items: MutableSequence[T]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does, ``rng`` advanced alike."""
    count = len(items)
    if count < 3 or count > 128 or sys.byteorder != "little":
        rng.shuffle(items)
        return
    ones, steps, mask, size = _lanes(count)
    z = (rng.state * ones + steps) & mask
    z = (((z ^ (z >> 30)) & mask) * _MUL1) & mask
    z = (((z ^ (z >> 27)) & mask) * _MUL2) & mask
    z ^= z >> 31                        # the low 64 bits of each lane are its draw
    draws = memoryview(z.to_bytes(size, "little")).cast("Q")[::2]
    if max(draws) >= _SAFE:
        rng.shuffle(items)
        return
    n = count
    for draw in draws:
        i = n - 1
        j = draw % n
        items[i], items[j] = items[j], items[i]
        n = i
    rng.state = (rng.state + (count - 1) * _GAMMA) & _MASK
