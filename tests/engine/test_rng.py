"""Golden values pin our shuffle: a change here changes every recorded deal."""
from kortbord.engine import Rng, french_deck, shuffled


def test_splitmix64_golden_values():
    rng = Rng(1234567)
    assert [rng.next64() for _ in range(3)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423]


def test_shuffle_golden_deal():
    deck = shuffled(french_deck(), seed=7)
    assert " ".join(c.text for c in deck[:8]) == GOLDEN_SEED7


def test_shuffle_is_a_permutation_and_seed_dependent():
    deck = french_deck()
    a, b = shuffled(deck, 1), shuffled(deck, 2)
    assert sorted(a, key=str) == sorted(deck, key=str)
    assert a != b and a == shuffled(deck, 1)


def test_below_is_in_range_and_covers_it():
    rng = Rng(5)
    seen = {rng.below(6) for _ in range(500)}
    assert seen == set(range(6))


def test_copy_continues_identically():
    rng = Rng(99)
    rng.next64()
    twin = rng.copy()
    assert [rng.below(1000) for _ in range(5)] == [twin.below(1000) for _ in range(5)]


# Reference values of SplitMix64 for seed 1234567 (the published test vector).
GOLDEN_SEED7 = "4D 5C JH 3S 4H TH KS 6D"


def stepwise(seed: int, count: int) -> tuple[list[int], int]:
    """Fisher-Yates from the end, one ``below`` a step: the definition the shuffle must keep."""
    rng, items = Rng(seed), list(range(count))
    for i in range(count - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items, rng.state


def shuffle(seed: int, count: int) -> tuple[list[int], int]:
    rng, items = Rng(seed), list(range(count))
    rng.shuffle(items)
    return items, rng.state


def test_packed_shuffle_equals_the_stepwise_definition():
    for count in (0, 1, 2, 3, 13, 24, 32, 52, 53, 104, 130):
        for seed in (0, 1, 7, 2**63 + 5, 2**64 - 1, 123456789):
            assert shuffle(seed, count) == stepwise(seed, count), (count, seed)


def unmix(z: int) -> int:
    """The SplitMix64 state whose output is ``z`` (the mixing is a bijection)."""
    mask = 2**64 - 1
    for shift, factor in ((31, None), (27, 0x94D049BB133111EB), (30, 0xBF58476D1CE4E5B9)):
        if factor is not None:
            z = (z * pow(factor, -1, 2**64)) & mask
        x = z
        for _ in range(64 // shift + 1):     # undo z ^= z >> shift
            x = z ^ (x >> shift)
        z = x
    return z


def test_a_rejected_draw_gives_the_same_shuffle():
    """A draw at the top of the 64-bit range is rejected (odds n / 2**64: made on purpose)."""
    gamma = 0x9E3779B97F4A7C15
    for step in (0, 1, 30):
        seed = (unmix(2**64 - 1) - (step + 1) * gamma) % 2**64
        rng = Rng(seed)
        for _ in range(step):
            rng.next64()
        assert rng.next64() == 2**64 - 1
        assert shuffle(seed, 52) == stepwise(seed, 52)
