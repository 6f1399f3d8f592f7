"""The app icon, drawn by our own code: two fanned cards on a round green felt.

    python -m kortbord.art.icon [--out assets/icons/kortbord.svg]

A red heart card leans left behind a spade card leaning right, both on a
felt-green rounded square, so the icon reads at 16 px (green square, two
white shapes) and at 256 px (the suits). The output is deterministic.
"""

from __future__ import annotations

import argparse
from pathlib import Path as FilePath

from kortbord.art.pips import pip
from kortbord.art.svg import Path, document, fill, group, place, rect

SIZE = 256.0
FELT, FELT_EDGE = "#1f7a45", "#14532f"
CARD, CARD_EDGE = "#fdfdf8", "#c9c9c0"
RED, BLACK = "#c8102e", "#1b1b1b"
CARD_W, CARD_H = 104.0, 146.0


def _card(suit: str, colour: str, x: float, y: float, turn: float) -> str:
    """One card, centred on (x, y), turned by ``turn`` degrees, with a big pip."""
    w, h = CARD_W, CARD_H
    body = [
        rect(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4, CARD_EDGE, r=14),
        rect(-w / 2, -h / 2, w, h, CARD, r=12),
        fill(pip(suit, 0, 4, 70), colour),
        fill(pip(suit, -w / 2 + 17, -h / 2 + 20, 20), colour),
        fill(pip(suit, w / 2 - 17, h / 2 - 20, 20, upside_down=True), colour),
    ]
    return group(body, transform=place(x, y, 1.0, turn))


def svg() -> str:
    """The icon as an SVG document (256 x 256)."""
    shadow = Path().ellipse(SIZE / 2, 212, 84, 12)
    body = [
        rect(8, 8, SIZE - 16, SIZE - 16, FELT_EDGE, r=44),
        rect(14, 14, SIZE - 28, SIZE - 28, FELT, r=40),
        fill(shadow, "#0f3f24", opacity=0.5),
        _card("heart", RED, 100, 124, -14.0),
        _card("spade", BLACK, 156, 128, 12.0),
    ]
    return document(SIZE, SIZE, body, "kortbord")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kortbord.art.icon", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=FilePath, default=FilePath("assets/icons/kortbord.svg"))
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(svg(), encoding="utf-8")
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
