"""Card themes (issue #3, items 2-4): our decks, KDE decks, aisleriot themes, the
preferences dialog, and the renderer switching themes live.

The fixtures in ``fixtures/`` are tiny hand-made decks: ``kde-tiny`` (an
``index.desktop`` and an SVGZ with ids like ``queen_heart``, one ``joker``),
``aisleriot/tiny.svg`` (a 13 x 5 grid, ids like ``heart_queen``; ``joker_red``
spills over its cell), and broken or foreign files.
"""
from __future__ import annotations

import gzip
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings, QTimer
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from kortbord.art.ids import BACK_IDS, FRENCH_IDS, UNO_IDS
from kortbord.resources import asset
from kortbord.table import themes
from kortbord.table.deck import CardRenderer
from kortbord.table.themes import (DECK_BACK, ColourMode, DeckFormat, Theme, ThemeError, builtin_theme, load_deck,
                                   theme_from_settings)
from kortbord.table.zone_item import NameplateItem, initials

FIXTURES = Path(__file__).resolve().parent / "fixtures"
KDE = FIXTURES / "kde-tiny"
AISLERIOT = FIXTURES / "aisleriot" / "tiny.svg"
SIZES = (30, 60, 150)


def ink(image: QImage) -> int:
    """Pixels that are not fully transparent."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    alpha = bytes(image.constBits())[3:image.sizeInBytes():4]
    return len(alpha) - alpha.count(0)


def column_ink(image: QImage, x: int) -> int:
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return sum(1 for y in range(image.height()) if image.pixelColor(x, y).alpha() > 0)


def all_themes() -> list[tuple[str, Theme]]:
    shipped = [(f"{letters}-{colour.value}-{'large' if large else 'normal'}", builtin_theme(letters, colour, large))
               for letters, colour, large in (("standard", ColourMode.TWO, False), ("standard", ColourMode.FOUR, False),
                                              ("standard", ColourMode.TWO, True), ("da", ColourMode.TWO, False),
                                              ("sv", ColourMode.TWO, False), ("da", ColourMode.FOUR, True))]
    return shipped + [("kde-fixture", load_deck(KDE)), ("aisleriot-fixture", load_deck(AISLERIOT))]


# --- every element renders ----------------------------------------------------------------


@pytest.mark.parametrize("index", range(8))
def test_every_element_renders_to_a_non_empty_pixmap_at_three_sizes(qapp: Any, index: int) -> None:
    name, theme = all_themes()[index]
    renderer = CardRenderer(theme=theme)
    elements = list(FRENCH_IDS) + ([DECK_BACK] if theme.format is not DeckFormat.KORTBORD else [])
    documents = {t.key: QSvgRenderer(QByteArray(t.data)) for t in (theme, theme.base) if t is not None}
    for element in elements:
        source = theme.source(element)
        assert source is not None, f"{name}: nothing draws {element}"
        assert documents[source[0].key].elementExists(source[1]), f"{name}: {source[1]} is not in the file"
        for width in SIZES:
            image = renderer.pixmap_now("french", element, width, 1.0).toImage()
            assert (image.width(), image.height()) == (width, round(width * 336 / 240))
            face = renderer.face_rect("french", width, image.height())
            assert ink(image) > 0.8 * face.width() * face.height(), f"{name}: {element} at {width} px is empty"


def test_the_uno_deck_renders_every_element_at_three_sizes(qapp: Any) -> None:
    renderer = CardRenderer()
    document = QSvgRenderer(str(asset("cards", "uno.svg")))
    for element in UNO_IDS:
        assert document.elementExists(element)
        for width in SIZES:
            image = renderer.pixmap_now("uno", element, width, 1.0).toImage()
            assert ink(image) > 0.8 * width * image.height(), element


@pytest.mark.parametrize("letters,colour,large", [("standard", ColourMode.TWO, False),
                                                  ("standard", ColourMode.FOUR, False),
                                                  ("standard", ColourMode.TWO, True)])
def test_every_card_looks_different_at_60_pixels(qapp: Any, letters: str, colour: ColourMode, large: bool) -> None:
    """A player can tell the cards apart at 60 px: no two elements render alike
    (and in four colours no two suits share a colour: their pixels differ)."""
    renderer = CardRenderer(theme=builtin_theme(letters, colour, large))
    seen: dict[bytes, str] = {}
    for element in FRENCH_IDS:
        image = renderer.pixmap_now("french", element, 60, 1.0).toImage()
        data = bytes(image.constBits())[:image.sizeInBytes()]
        assert data not in seen, f"{element} looks like {seen.get(data)}"
        seen[data] = element


def test_four_colours_give_each_suit_its_own_colour(qapp: Any) -> None:
    two, four = builtin_theme(), builtin_theme("standard", ColourMode.FOUR)
    assert b"#12813a" in four.data and b"#0a5cc2" in four.data   # green clubs, blue diamonds
    assert b"#12813a" not in two.data
    renderer = CardRenderer(theme=four)
    club = renderer.pixmap_now("french", "5_club", 60, 1.0).toImage()
    greens = sum(1 for x in range(0, 60, 2) for y in range(0, 84, 2)
                 if club.pixelColor(x, y).green() > club.pixelColor(x, y).red() + 40)
    assert greens > 20


def test_combinations_we_do_not_ship_are_generated(qapp: Any) -> None:
    """Danish letters in four colours and large print: made on the fly from the art generator."""
    theme = builtin_theme("da", ColourMode.FOUR, True)
    assert theme.data != asset("cards", "standard-da.svg").read_bytes()
    assert b"large print" in theme.data and b"#12813a" in theme.data
    assert builtin_theme("da").data == asset("cards", "standard-da.svg").read_bytes()
    assert theme.key != builtin_theme("da").key


# --- the KDE loader --------------------------------------------------------------------------


def test_a_kde_deck_is_read_from_its_index_desktop(qapp: Any) -> None:
    for given in (KDE, KDE / "index.desktop", KDE / "tiny.svgz"):
        theme = load_deck(given)
        assert theme.name == "Tiny Test Deck" and theme.format is DeckFormat.KDE
        assert theme.path == KDE / "tiny.svgz"
        assert theme.ids["queen_heart"] == "queen_heart" and theme.ids["1_club"] == "1_club"
        assert theme.ids["red_joker"] == theme.ids["black_joker"] == "joker"
        assert theme.ids[DECK_BACK] == "back" and theme.back == DECK_BACK
        assert theme.aspect == pytest.approx(60 / 90, abs=0.01)
        assert theme.cell is None and theme.data.lstrip().startswith(b"<?xml")   # unpacked SVGZ


def test_a_narrower_deck_keeps_its_shape(qapp: Any) -> None:
    """The KDE fixture's cards are 60 x 90, narrower than our 5:7 place: drawn centred
    at full height with empty strips at the sides, never stretched."""
    theme = load_deck(KDE)
    renderer = CardRenderer(theme=theme)
    image = renderer.pixmap_now("french", "queen_heart", 140, 1.0).toImage()
    face = renderer.face_rect("french", 140, image.height())
    assert face.height() == image.height() and face.width() == pytest.approx(image.height() * theme.aspect)
    assert face.width() < 0.95 * image.width()
    assert column_ink(image, 1) == 0 and column_ink(image, image.width() - 2) == 0
    assert column_ink(image, image.width() // 2) > 0.9 * image.height()


def test_what_a_kde_deck_lacks_comes_from_our_deck(qapp: Any) -> None:
    theme = load_deck(KDE, base=builtin_theme("standard", ColourMode.FOUR), back="back_blue")
    assert theme.back == "back_blue"
    source = theme.source("back_blue")
    assert source is not None and source[0].key == builtin_theme("standard", ColourMode.FOUR).key
    assert "third_joker" in theme.ids    # the deck's one joker stands for all three
    assert theme.with_back("deck").back == DECK_BACK


# --- the aisleriot loader ----------------------------------------------------------------------


def test_an_aisleriot_theme_is_read_with_its_grid(qapp: Any) -> None:
    theme = load_deck(AISLERIOT)
    assert theme.format is DeckFormat.AISLERIOT and theme.name == "Tiny"
    assert theme.ids["queen_heart"] == "heart_queen" and theme.ids["1_spade"] == "spade_1"
    assert theme.ids["red_joker"] == "joker_red" and theme.ids["black_joker"] == "joker_black"
    assert theme.cell == (40.0, 60.0) and theme.aspect == pytest.approx(40 / 60)


def test_an_aisleriot_card_is_its_grid_cell(qapp: Any) -> None:
    """joker_red spills 15 units over its 40-unit cell: the spill is clipped, not squeezed in."""
    renderer = CardRenderer(theme=load_deck(AISLERIOT))
    face = renderer.face_rect("french", 120, 168)
    joker = renderer.pixmap_now("french", "red_joker", 120, 1.0).toImage()
    ace = renderer.pixmap_now("french", "1_heart", 120, 1.0).toImage()
    right = round(face.right()) - 2
    assert column_ink(joker, right) > 0.9 * face.height()     # the joker fills its card...
    assert column_ink(joker, round(face.right()) + 2) == 0     # ...and nothing beyond it
    assert column_ink(ace, right) > 0.9 * face.height()


# --- broken and foreign files ------------------------------------------------------------------


def error_of(path: Path | str) -> ThemeError:
    with pytest.raises(ThemeError) as caught:
        load_deck(path)
    return caught.value


def test_a_broken_svg_is_rejected_with_a_clear_message(qapp: Any) -> None:
    err = error_of(FIXTURES / "broken.svg")
    assert err.message.key == "themes.I2.not_svg"
    assert str(err) == "broken.svg is not an SVG image, or it is damaged."


def test_a_truncated_svgz_is_rejected(qapp: Any) -> None:
    err = error_of(FIXTURES / "broken.svgz")
    assert err.message.key == "themes.I2.unreadable" and "broken.svgz cannot be read" in str(err)


def test_a_picture_that_is_no_deck_is_rejected(qapp: Any) -> None:
    err = error_of(FIXTURES / "not_a_deck.svg")
    assert err.message.key == "themes.I2.not_a_deck" and "1_club" in str(err) and "club_1" in str(err)


def test_a_deck_with_a_card_missing_is_rejected(qapp: Any, tmp_path: Path) -> None:
    text = AISLERIOT.read_text().replace('id="heart_7"', 'id="heart_seven"')
    (tmp_path / "gap.svg").write_text(text)
    err = error_of(tmp_path / "gap.svg")
    assert err.message.key == "themes.I2.incomplete"
    assert str(err) == "gap.svg lacks 1 of the 52 cards (for example heart_7)."


def test_a_landscape_deck_is_rejected(qapp: Any, tmp_path: Path) -> None:
    text = gzip.decompress((KDE / "tiny.svgz").read_bytes()).decode()
    (tmp_path / "wide.svg").write_text(text.replace('width="60" height="90"', 'width="90" height="60"'))
    err = error_of(tmp_path / "wide.svg")
    assert err.message.key == "themes.I2.not_upright" and "(91 x 61)" in str(err)   # with the outline


def test_missing_files_and_empty_index_files_are_named(qapp: Any, tmp_path: Path) -> None:
    assert error_of(tmp_path / "gone.svgz").message.key == "themes.I2.not_found"
    (tmp_path / "index.desktop").write_text("[KDE Backdeck]\nName=Nothing\n")
    assert error_of(tmp_path).message.key == "themes.I2.no_svg_in_index"


def test_a_huge_file_is_refused_before_it_is_read(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(themes, "MAX_BYTES", 2000)
    assert error_of(AISLERIOT).message.key == "themes.I2.too_large"
    assert error_of(KDE).message.key == "themes.I2.too_large"   # 1 KB packed, 5 KB unpacked


# --- installed decks ------------------------------------------------------------------------------


def test_installed_decks_are_found_in_the_xdg_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    system = tmp_path / "usr" / "share"
    shutil.copytree(KDE, system / "carddecks" / "svg-tiny")
    (system / "aisleriot" / "cards").mkdir(parents=True)
    shutil.copy(AISLERIOT, system / "aisleriot" / "cards" / "paper_white.svg")
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    assert (DeckFormat.KDE, system / "carddecks") in themes.deck_folders()
    assert (DeckFormat.AISLERIOT, tmp_path / "home" / "aisleriot" / "cards") in themes.deck_folders()
    found = themes.installed_decks()
    assert [(d.name, d.format) for d in found] == [("Paper White", DeckFormat.AISLERIOT),
                                                   ("Tiny Test Deck", DeckFormat.KDE)]
    assert [d.name for d in themes.installed_decks(lang="da")] == ["Lille testkortspil", "Paper White"]


def test_the_default_folders_are_the_linux_system_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_DATA_DIRS", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    folders = [p for _f, p in themes.deck_folders()]
    assert Path("/usr/share/carddecks") in folders and Path("/usr/share/aisleriot/cards") in folders
    assert Path.home() / ".local/share/carddecks" in folders


# --- settings -----------------------------------------------------------------------------------------


def test_settings_make_the_theme(qapp: Any) -> None:
    default = theme_from_settings({})
    assert default.key == "kortbord:standard:two:normal" and default.back == "back" and default.card_scale == 1.0
    theme = theme_from_settings({"look/deck": "sv", "look/colour_mode": "four", "look/large_print": True,
                                 "look/back": "back_green", "look/card_size": "large"})
    assert theme.key == "kortbord:sv:four:large" and theme.back == "back_green" and theme.card_scale > 1.0
    assert theme_from_settings({"look/deck": "nonsense", "look/back": 7}).key == default.key


def test_a_deck_file_in_the_settings_is_loaded_on_our_colours(qapp: Any) -> None:
    theme = theme_from_settings({"look/deck": "extra", "look/extra_deck_path": str(AISLERIOT),
                                 "look/colour_mode": "four", "look/back": "deck"})
    assert theme.format is DeckFormat.AISLERIOT and theme.back == DECK_BACK and theme.problem is None
    assert theme.base is not None and theme.base.key == "kortbord:standard:four:normal"


def test_a_broken_deck_file_in_the_settings_gives_our_deck_and_says_why(qapp: Any) -> None:
    theme = theme_from_settings({"look/deck": "extra", "look/extra_deck_path": str(FIXTURES / "broken.svg"),
                                 "look/back": "deck"})
    assert theme.key == "kortbord:standard:two:normal" and theme.back == "back"
    assert theme.problem is not None and theme.problem.key == "themes.I2.not_svg"


# --- the renderer switches live ------------------------------------------------------------------------


def test_a_new_theme_shows_at_once_and_renders_in_the_background(qapp: Any, qtbot: Any) -> None:
    """After ``set_theme`` the old pixmap stands in (no frame waits for the new SVG),
    and the new one arrives from the worker."""
    renderer = CardRenderer()
    old = renderer.pixmap("french", "5_club", 60, 1.0)
    renderer.set_theme(builtin_theme("standard", ColourMode.FOUR))
    assert renderer.pixmap("french", "5_club", 60, 1.0).cacheKey() == old.cacheKey()
    assert renderer.sync_renders == 1
    qtbot.waitUntil(lambda: renderer.cached("french", "5_club", 60, 1.0), timeout=5000)
    new = renderer.pixmap("french", "5_club", 60, 1.0)
    assert new.cacheKey() != old.cacheKey() and new.toImage() != old.toImage()
    assert renderer.sync_renders == 1


def test_the_table_takes_a_theme_live(make_table: Any) -> None:
    from table.conftest import olsen_deal

    t = make_table(olsen_deal())
    theme = load_deck(KDE, back="deck")
    t.view.set_theme(theme)
    renderer = t.scene.renderer
    assert renderer.theme is theme and renderer.element(None) == ("french", DECK_BACK)
    t.qtbot.waitUntil(lambda: all(renderer.cached(*renderer.element(i.face, i.uno), i.width, i.dpr)
                                  for i in t.scene.cards.values()), timeout=10_000)
    other = CardRenderer()
    t.view.set_renderer(other)
    assert t.scene.renderer is other and all(i.renderer is other for i in t.scene.cards.values())


# --- nameplates ----------------------------------------------------------------------------------------------


def test_initials_for_the_avatars() -> None:
    assert initials("Anna") == "A"
    assert initials("anna berg") == "AB"
    assert initials("Dennis (dealer)") == "DD"
    assert initials("#3") == "3" and initials("") == "?"


def test_a_nameplate_draws_its_avatar_and_marks_the_turn(qapp: Any) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    plate = NameplateItem(2)
    plate.set_rect(QRectF(10, 10, 200, 40))
    images = []
    for turn in (False, True):
        plate.set_content("Carla", "7 cards", turn, False)
        image = QImage(240, 80, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        plate.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        images.append(image)
    assert ink(images[0]) > 200 * 40 * 0.8
    assert ink(images[1]) > ink(images[0])   # the halo of the turn marker
    gold, plain = images[1].pixelColor(110, 10), images[0].pixelColor(110, 10)   # the plate's top edge
    assert gold.red() > 200 and gold.green() > 150 and gold.blue() < 100
    assert not (plain.red() > 200 and plain.blue() < 100)


# --- the preferences dialog ---------------------------------------------------------------------------------


@pytest.fixture
def settings(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    from kortbord.app.settings import Settings

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "none"))
    return Settings()


def test_preferences_store_the_look(settings: Any, qtbot: Any) -> None:
    from kortbord.app.preferences import PreferencesDialog, open_preferences

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.deck.setCurrentIndex(dialog.deck.findData("da"))
        dialog.colours.setCurrentIndex(dialog.colours.findData("four"))
        dialog.large.setChecked(True)
        dialog.back.setCurrentIndex(dialog.back.findData("back_blue"))
        dialog.card_size.setCurrentIndex(dialog.card_size.findData("small"))
        dialog.accept()

    QTimer.singleShot(0, choose)
    assert open_preferences(None, settings)
    assert [settings.get(k) for k in themes.LOOK_KEYS] == ["da", "back_blue", "four", True, "small", None]
    assert theme_from_settings({k: settings.get(k) for k in themes.LOOK_KEYS}).key == "kortbord:da:four:large"
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())  # type: ignore[union-attr]
    assert not open_preferences(None, settings)


def test_preferences_read_a_deck_file_and_refuse_a_broken_one(settings: Any, qtbot: Any) -> None:
    from kortbord.app.preferences import PreferencesDialog

    dialog = PreferencesDialog({"look/deck": "sv"})
    qtbot.addWidget(dialog)
    assert not dialog.choose_file(str(FIXTURES / "broken.svgz"))
    assert dialog.error.text() == "broken.svgz cannot be read (gzip data ends too early)."
    assert dialog.values()["look/deck"] == "sv"          # the deck chosen before stays
    assert dialog.choose_file(str(KDE / "index.desktop"))
    assert dialog.error.isHidden() and dialog.deck.currentText() == "Tiny Test Deck (KDE)"
    values = dialog.values()
    assert values["look/deck"] == "extra" and values["look/extra_deck_path"] == str(KDE / "tiny.svgz")
    assert values["look/back"] == "deck" and not dialog.colours.isEnabled()
    assert dialog.theme().format is DeckFormat.KDE
    dialog.deck.setCurrentIndex(dialog.deck.findData("standard"))
    assert dialog.values()["look/deck"] == "standard" and dialog.colours.isEnabled()
    assert dialog.back.findData("deck") == -1 and dialog.values()["look/back"] in BACK_IDS


def test_preferences_list_installed_decks_and_where_they_are_looked_for(
        settings: Any, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kortbord.app.preferences import FILE, PreferencesDialog

    shutil.copytree(KDE, tmp_path / "share" / "carddecks" / "svg-tiny")
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    dialog = PreferencesDialog({})
    qtbot.addWidget(dialog)
    index = dialog.deck.findData(FILE + str(tmp_path / "share" / "carddecks" / "svg-tiny" / "tiny.svgz"))
    assert index > 0 and dialog.deck.itemText(index) == "Tiny Test Deck (KDE)"
    assert str(tmp_path / "share" / "carddecks") in dialog.where.text()
    dialog.deck.setCurrentIndex(index)
    assert dialog.values()["look/deck"] == "extra"
    assert dialog.preview.pixmap().width() > 5 * 64
