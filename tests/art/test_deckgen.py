"""Tests of the generated card decks (kortbord.art)."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kortbord.art import DECKS, FRENCH_IDS, UNO_IDS, element_id
from kortbord.art import deckgen, faces, glyphs
from kortbord.art.svg import num

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

SVG_NS = "{http://www.w3.org/2000/svg}"
FORBIDDEN_TAGS = {"text", "tspan", "symbol", "use", "filter", "image", "font", "font-face",
                  "clipPath", "mask", "style", "script", "foreignObject"}
FORBIDDEN_ATTRS = {"style", "filter", "font-family", "clip-path", "mask",
                   "{http://www.w3.org/1999/xlink}href", "href"}
SIZES = (32, 96, 240)
ROOT = Path(__file__).resolve().parents[2]


def expected_ids(file_name: str) -> tuple[str, ...]:
    return UNO_IDS if file_name == DECKS["uno"] else FRENCH_IDS


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    return deckgen.generate()


@pytest.fixture(scope="module")
def deck_files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return deckgen.write_all(tmp_path_factory.mktemp("decks"))


# --- ids and the card-text mapping -------------------------------------------------------

def test_id_tables() -> None:
    assert len(FRENCH_IDS) == len(set(FRENCH_IDS)) == 52 + 3 + 3
    assert len(UNO_IDS) == len(set(UNO_IDS)) == 4 * 13 + 3
    assert {"1_club", "10_diamond", "jack_spade", "queen_heart", "king_club", "back",
            "red_joker", "black_joker", "third_joker", "back_blue", "back_green"} <= set(FRENCH_IDS)
    assert set(DECKS) == {"standard", "standard-4colour", "standard-large", "standard-da",
                          "standard-sv", "uno"}


def test_element_id_french() -> None:
    ranks = "A23456789TJQK"
    ids = {element_id(r, s) for r in ranks for s in "CDHS"}
    assert ids == set(FRENCH_IDS[:52])
    assert element_id("A", "S") == "1_spade"
    assert element_id("T", "H") == "10_heart"
    assert element_id("J", "C") == "jack_club"
    assert [element_id("JK", "", copy=n) for n in range(3)] == ["red_joker", "black_joker",
                                                                "third_joker"]
    assert element_id("JK", "", copy=5) == "third_joker"  # three packs carry nine jokers
    assert element_id("Q", "S", copy=1) == "queen_spade"  # copies of a card look alike


def test_element_id_uno() -> None:
    assert element_id("5", "R") == "uno_red_5"
    assert element_id("skip", "G") == "uno_green_skip"
    assert element_id("rev", "B") == "uno_blue_reverse"
    assert element_id("draw2", "Y") == "uno_yellow_draw2"
    assert element_id("wild", "") == "uno_wild"
    assert element_id("wild4", "") == "uno_wild4"
    values = [str(n) for n in range(10)] + ["skip", "rev", "draw2"]
    assert {element_id(v, c) for v in values for c in "RGBY"} | {"uno_wild", "uno_wild4",
                                                                  "uno_back"} == set(UNO_IDS)


@pytest.mark.parametrize("rank,suit,copy", [("X", "C", 0), ("A", "X", 0), ("JK", "", -1),
                                            ("wild", "R", 0), ("1", "C", 0)])
def test_element_id_rejects(rank: str, suit: str, copy: int) -> None:
    with pytest.raises(ValueError):
        element_id(rank, suit, copy=copy)


# --- the SVG documents -------------------------------------------------------------------

@pytest.mark.parametrize("file_name", sorted(DECKS.values()))
def test_every_id_is_a_top_level_group(generated: dict[str, str], file_name: str) -> None:
    root = ET.fromstring(generated[file_name])
    groups = [el.get("id") for el in root if el.tag == SVG_NS + "g"]
    assert tuple(groups) == expected_ids(file_name)
    all_ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(all_ids) == len(set(all_ids)), "ids must be unique"


@pytest.mark.parametrize("file_name", sorted(DECKS.values()))
def test_only_plain_shapes(generated: dict[str, str], file_name: str) -> None:
    root = ET.fromstring(generated[file_name])
    assert root.get("baseProfile") == "tiny"
    for el in root.iter():
        tag = el.tag.removeprefix(SVG_NS)
        assert tag not in FORBIDDEN_TAGS, tag
        assert not FORBIDDEN_ATTRS & set(el.attrib), (tag, el.attrib)
        d = el.get("d", "")
        assert not set(d) & set("AaQqTtSs"), "paths use only M, L, C and Z"


def test_no_trademark_on_the_shedding_deck(generated: dict[str, str]) -> None:
    assert "UNO" not in generated[DECKS["uno"]]


def test_file_sizes(generated: dict[str, str]) -> None:
    for file_name, text in generated.items():
        assert len(text.encode()) < 400 * 1024, file_name


def test_index_texts_fit_their_corner() -> None:
    for name, style in deckgen.STYLES.items():
        for rank in ("A", "2", "10", "J", "Q", "K"):
            laid = glyphs.fitted(style.rank_text(rank), style.index_height, style.index_width,
                                 style.index_weight)
            assert laid.width <= style.index_width + 1e-9, (name, rank)


def test_local_index_letters() -> None:
    da, sv = deckgen.STYLES["standard-da"], deckgen.STYLES["standard-sv"]
    assert [da.rank_text(r) for r in "AKQJ"] == ["E", "K", "D", "B"]
    assert [sv.rank_text(r) for r in "AKQJ"] == ["E", "K", "D", "Kn"]
    assert [deckgen.STYLES["standard"].rank_text(r) for r in "AKQJ"] == ["A", "K", "Q", "J"]
    assert deckgen.STYLES["standard-4colour"].colour("club") != faces.BLACK


@given(st.floats(min_value=-1e5, max_value=1e5, allow_nan=False))
def test_number_format(value: float) -> None:
    text = num(value)
    assert abs(float(text) - value) <= 0.005 + 1e-9
    assert text == num(value)
    assert not text.endswith(".") and text != "-0"
    assert "e" not in text


# --- determinism and the committed files ---------------------------------------------------

def test_deterministic_in_a_fresh_process(deck_files: list[Path], tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONHASHSEED="12345", PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "kortbord.art.deckgen", "--out", str(tmp_path)],
                   check=True, cwd=ROOT, env=env, capture_output=True)
    for f in deck_files:
        assert (tmp_path / f.name).read_bytes() == f.read_bytes(), f.name


def test_deterministic_twice(tmp_path: Path) -> None:
    first = deckgen.write_all(tmp_path / "a")
    second = deckgen.write_all(tmp_path / "b")
    assert [f.read_bytes() for f in first] == [f.read_bytes() for f in second]


def test_committed_decks_are_up_to_date(generated: dict[str, str]) -> None:
    folder = deckgen.assets_dir()
    assert folder == ROOT / "assets" / "cards"
    for file_name, text in generated.items():
        committed = folder / file_name
        assert committed.exists(), f"{committed} missing: run python -m kortbord.art.deckgen"
        assert committed.read_bytes() == text.encode("utf-8"), (
            f"{file_name} is stale: run python -m kortbord.art.deckgen")


def test_generators_do_not_import_qt() -> None:
    code = ("import sys, kortbord.art.deckgen; "
            "sys.exit(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env).returncode == 0


# --- rendering with QtSvg -------------------------------------------------------------------

@pytest.mark.parametrize("file_name", sorted(DECKS.values()))
def test_bounds_are_cards_that_do_not_overlap(qapp: object, deck_files: list[Path],
                                              file_name: str) -> None:
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(deck_files[0].parent / file_name))
    assert renderer.isValid()
    rects = {}
    for ident in expected_ids(file_name):
        assert renderer.elementExists(ident), ident
        box = renderer.boundsOnElement(ident)
        card = (faces.WIDTH, faces.HEIGHT)
        assert (box.width(), box.height()) == pytest.approx(card, abs=0.01), ident
        assert box.width() / box.height() == pytest.approx(5 / 7)
        rects[ident] = box
    for (first, r1), (second, r2) in itertools.combinations(rects.items(), 2):
        assert not r1.intersects(r2), (first, second)


def ink_fraction(image: QImage) -> float:
    """Share of pixels clearly darker than white inside the border, laid on white paper."""
    from PySide6.QtGui import QImage, QPainter

    edge = max(2, image.width() // 20)
    inner = image.copy(edge, edge, image.width() - 2 * edge, image.height() - 2 * edge)
    paper = QImage(inner.size(), QImage.Format.Format_Grayscale8)
    paper.fill(0xFFFFFF)
    painter = QPainter(paper)
    painter.drawImage(0, 0, inner)
    painter.end()
    data = bytes(paper.constBits())[: paper.bytesPerLine() * paper.height()]
    dark = bytes(1 if b < 200 else 0 for b in range(256))
    return data.translate(dark).count(1) / (paper.bytesPerLine() * paper.height())


@pytest.mark.parametrize("file_name", sorted(DECKS.values()))
def test_every_element_renders(qapp: object, deck_files: list[Path], file_name: str) -> None:
    from PySide6.QtSvg import QSvgRenderer

    from kortbord.art.contact_sheet import render_element

    renderer = QSvgRenderer(str(deck_files[0].parent / file_name))
    for ident in expected_ids(file_name):
        for width in SIZES:
            image = render_element(renderer, ident, width)
            assert (image.width(), image.height()) == (width, round(width * 1.4))
            assert image.pixelColor(width // 2, image.height() // 2).alpha() == 255, (ident, width)
            assert image.pixelColor(0, 0).alpha() < 128, "rounded corners"
            assert ink_fraction(image) > 0.02, (ident, width)


def test_contact_sheet(qapp: object, deck_files: list[Path], tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from kortbord.art import contact_sheet

    deck = deck_files[0].parent / DECKS["standard"]
    assert contact_sheet.element_ids(deck) == list(FRENCH_IDS)
    out = tmp_path / "sheet.png"
    assert contact_sheet.main([str(deck), str(out), "--width", "40"]) == 0
    image = QImage(str(out))
    assert image.width() > 13 * 40 and image.height() > 5 * 56
