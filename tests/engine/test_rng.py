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
