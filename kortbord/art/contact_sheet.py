"""Render every card of a deck into one PNG so a person can see them all.

    python -m kortbord.art.contact_sheet assets/cards/standard.svg /tmp/sheet.png --width 60
"""

from __future__ import annotations

import argparse
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SVG_NS = "{http://www.w3.org/2000/svg}"


def element_ids(svg_file: Path) -> list[str]:
    """Ids of the top-level groups (the cards), in document order."""
    root = ET.parse(svg_file).getroot()
    return [g.get("id", "") for g in root if g.tag == SVG_NS + "g" and g.get("id")]


def render_element(renderer: QSvgRenderer, ident: str, width: int) -> QImage:
    """One card at ``width`` pixels wide (height from the element's aspect)."""
    bounds = renderer.boundsOnElement(ident)
    height = round(width * bounds.height() / bounds.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, ident, QRectF(0, 0, width, height))
    painter.end()
    return image


def contact_sheet(svg_file: Path, width: int = 60, columns: int = 13,
                  labels: bool = True) -> QImage:
    """All elements of a deck on a grid, with their ids underneath."""
    renderer = QSvgRenderer(str(svg_file))
    if not renderer.isValid():
        raise ValueError(f"cannot read {svg_file}")
    ids = element_ids(svg_file)
    gap = max(4, width // 10)
    label = 12 if labels else 0
    cell_h = round(width * 1.4) + label + gap
    rows = (len(ids) + columns - 1) // columns
    sheet = QImage(gap + columns * (width + gap), gap + rows * cell_h,
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#2e6b3f"))  # baize green, like a card table
    painter = QPainter(sheet)
    painter.setFont(QFont("DejaVu Sans", 6))
    painter.setPen(QColor("#ffffff"))
    for n, ident in enumerate(ids):
        x = gap + (n % columns) * (width + gap)
        y = gap + (n // columns) * cell_h
        card = render_element(renderer, ident, width)
        painter.drawImage(x, y, card)
        if labels:
            painter.drawText(QRectF(x - gap / 2, y + card.height(), width + gap, label),
                             Qt.AlignmentFlag.AlignCenter, ident)
    painter.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("deck", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=60, help="card width in pixels")
    parser.add_argument("--columns", type=int, default=13)
    parser.add_argument("--no-labels", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is ever shown
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sheet = contact_sheet(args.deck, args.width, args.columns, not args.no_labels)
    if not sheet.save(str(args.out)):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"{args.out}: {sheet.width()}x{sheet.height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
