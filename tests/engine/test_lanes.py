"""The packed shuffle (engine/lanes.py) gives exactly ``Rng.shuffle``'s order."""
import pytest

from kortbord.engine.lanes import shuffle
from kortbord.engine.rng import Rng

MASK = (1 << 64) - 1


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4, 12, 24, 32, 36, 52, 104, 128, 129])
def test_same_order_and_state_as_rng_shuffle(count):
    for seed in [*range(60), MASK, 1 << 63, 0x9E3779B97F4A7C15]:
        plain, packed = Rng(seed), Rng(seed)
        a, b = list(range(count)), list(range(count))
        plain.shuffle(a)
        shuffle(packed, b)
        assert b == a and packed.state == plain.state


def _unmix(z: int) -> int:
    """The SplitMix64 state whose output is ``z`` (the mix inverted step by step)."""
    def unshift(x: int, k: int) -> int:
        y = x
        for _ in range(64 // k + 1):
            y = x ^ (y >> k)
        return y
    z = unshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK
    return unshift(z, 30)


@pytest.mark.parametrize("draw", [0, 1, 2])
def test_a_rejected_draw_falls_back_to_the_plain_loop(draw):
    # Seed the generator so that draw number ``draw`` is the largest 64-bit number,
    # which ``below`` rejects for a 52-card deck.
    state = (_unmix(MASK) - (draw + 1) * 0x9E3779B97F4A7C15) & MASK
    probe = Rng(state)
    assert [probe.next64() for _ in range(draw + 1)][-1] == MASK
    plain, packed = Rng(state), Rng(state)
    a, b = list(range(52)), list(range(52))
    plain.shuffle(a)
    shuffle(packed, b)
    assert b == a and packed.state == plain.state
