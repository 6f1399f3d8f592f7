"""Write every deck of our own card art as SVG.

    python -m kortbord.art.deckgen [--out DIR]

Each card is a top-level ``<g id="...">`` (KDE card-deck ids) whose bounds are
exactly the 240 x 336 card; the cards sit on a grid with gaps, so
``QSvgRenderer.boundsOnElement(id)`` gives each card's own rectangle.  The
output is deterministic: the same bytes on every run.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from functools import partial
from typing import Callable

from kortbord.art import backs, courts, faces, jokers, uno
from kortbord.art.ids import BACK_IDS, DECKS, FRENCH_IDS, JOKER_IDS, UNO_IDS
from kortbord.art.svg import document, group, translate

GAP = 20.0
COLUMNS = 13
CELL_W, CELL_H = faces.WIDTH + GAP, faces.HEIGHT + GAP

# Local index letters.  Danish packs mark the knave B (bonde); older packs used Kn
# (knægt), and the ace is Es, printed E (pagat.com "Card games in Denmark";
# A. Pollett's list of national indices; a 1977 Handa, Copenhagen deck in the
# University of Waterloo games museum shows K, D, B).  Swedish packs use E (ess),
# K (kung), D (dam) and Kn (knekt) (World of Playing Cards, "Sweden"; Pollett).
STYLES: dict[str, faces.Style] = {
    "standard": faces.Style(),
    "standard-4colour": faces.Style(colours=dict(faces.FOUR_COLOUR)),
    "standard-large": faces.LARGE_PRINT,
    "standard-da": faces.Style(letters={"A": "E", "K": "K", "Q": "D", "J": "B"}),
    "standard-sv": faces.Style(letters={"A": "E", "K": "K", "Q": "D", "J": "Kn"}),
}
TITLES = {
    "standard": "kortbord standard deck (two colours, A K Q J)",
    "standard-4colour": "kortbord four-colour deck "
                        "(spades black, hearts red, diamonds blue, clubs green)",
    "standard-large": "kortbord large-print deck",
    "standard-da": "kortbord Danish deck (E K D B)",
    "standard-sv": "kortbord Swedish deck (E K D Kn)",
    "uno": "kortbord shedding deck (108 cards, 55 distinct faces)",
}


def french_card(style: faces.Style, ident: str) -> list[str]:
    """The SVG parts of one French-deck element."""
    if ident in JOKER_IDS:
        return jokers.joker_card(ident)
    if ident in BACK_IDS:
        return backs.back_card(ident)
    rank_name, suit = ident.split("_")
    rank = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}.get(rank_name, rank_name)
    if rank in ("J", "Q", "K"):
        return courts.court_card(style, rank, suit)
    return faces.pip_card(style, rank, suit)


def sheet(cards: list[tuple[str, list[str]]], title: str) -> str:
    """Cards laid out on a grid, ``COLUMNS`` to a row, as one SVG document."""
    body = [group(parts, ident,
                  translate((n % COLUMNS) * CELL_W + GAP / 2, (n // COLUMNS) * CELL_H + GAP / 2))
            for n, (ident, parts) in enumerate(cards)]
    rows = (len(cards) + COLUMNS - 1) // COLUMNS
    return document(COLUMNS * CELL_W, rows * CELL_H, body, title)


def french_deck(name: str) -> str:
    """A French-suited deck variant as SVG text."""
    style = STYLES[name]
    return sheet([(ident, french_card(style, ident)) for ident in FRENCH_IDS], TITLES[name])


def uno_deck() -> str:
    """The shedding deck as SVG text."""
    cards = uno.cards()
    assert tuple(ident for ident, _ in cards) == UNO_IDS
    return sheet(cards, TITLES["uno"])


BUILDERS: dict[str, Callable[[], str]] = {
    **{name: partial(french_deck, name) for name in STYLES},
    "uno": uno_deck,
}


def assets_dir() -> Path:
    """The repository's ``assets/cards`` folder."""
    import kortbord

    package = Path(kortbord.__file__).resolve().parent if getattr(kortbord, "__file__", None) \
        else Path(__file__).resolve().parent.parent
    return package.parent / "assets" / "cards"


def generate() -> dict[str, str]:
    """File name → SVG text for every deck."""
    assert set(BUILDERS) == set(DECKS)
    return {DECKS[name]: BUILDERS[name]() for name in DECKS}


def write_all(out: Path) -> list[Path]:
    """Write every deck into ``out`` (created if needed); return the files."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for file_name, text in generate().items():
        target = out / file_name
        target.write_bytes(text.encode("utf-8"))
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate the kortbord card decks (SVG).")
    parser.add_argument("--out", type=Path, default=None,
                        help="output folder (default: assets/cards)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    files = write_all(args.out or assets_dir())
    for f in files:
        print(f"{f}  {f.stat().st_size // 1024} KiB")
    print(f"{len(files)} decks in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
