"""Benchmark: UNO's computer levels against each other, game by game (run on purpose).

    python tests/bench/bench_uno_ai.py --pair strong:normal --games 500
    python tests/bench/bench_uno_ai.py --pair normal:easy --games 500 --players 3

One player of the first level against the rest of the second (see hero_match.py).
Out-of-turn windows (UNO!, catching) come first.
"""
import hero_match

if __name__ == "__main__":
    hero_match.main("uno", __doc__)
