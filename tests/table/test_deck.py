"""The deck renderer: SVG elements into a pixmap cache, background pre-rendering,
and a plain fallback face for anything missing."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage

from kortbord.engine import Card
from kortbord.table.deck import CardRenderer, card_element

from table.conftest import TINY_DECK


def ink(image: QImage) -> int:
    """How many sampled pixels are not transparent."""
    return sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if image.pixelColor(x, y).alpha() > 0)


def test_card_elements_follow_the_kde_names() -> None:
    assert card_element(Card.parse("TD")) == "10_diamond"
    assert card_element(Card.parse("QS")) == "queen_spade"
    assert card_element(Card.parse("AH")) == "1_heart"
    assert card_element(Card.parse("JK.1")) == "black_joker"
    assert card_element(Card.parse("Grev")) == "uno_green_reverse"


def test_real_decks_have_every_card(qapp: Any) -> None:
    renderer = CardRenderer()
    for text in ("AC", "TD", "QS", "KH", "JK"):
        deck, element = renderer.element(Card.parse(text))
        pixmap = renderer.pixmap(deck, element, 80, 1.0)
        assert (pixmap.width(), pixmap.height()) == (80, 112)
    assert renderer.element(Card.parse("R5")) == ("uno", "uno_red_5")
    assert renderer.element(None, uno=True) == ("uno", "uno_back")


def test_a_missing_element_draws_a_fallback_face(qapp: Any) -> None:
    renderer = CardRenderer(french=TINY_DECK)
    present = renderer.pixmap(*renderer.element(Card.parse("7C")), 60, 1.0).toImage()
    missing = renderer.pixmap(*renderer.element(Card.parse("QS")), 60, 1.0).toImage()
    back = renderer.pixmap(*renderer.element(None), 60, 1.0).toImage()
    assert missing.size() == present.size() == back.size()
    assert ink(missing) > 50
    assert missing != back and missing != present


def test_a_missing_deck_file_never_crashes(qapp: Any, tmp_path: Path) -> None:
    renderer = CardRenderer(french=tmp_path / "nope.svg")
    image = renderer.pixmap(*renderer.element(Card.parse("KH")), 50, 2.0).toImage()
    assert (image.width(), image.height()) == (100, 140) and ink(image) > 50


def test_pixmaps_are_cached_by_element_size_and_ratio(qapp: Any) -> None:
    renderer = CardRenderer(french=TINY_DECK)
    first = renderer.pixmap("french", "back", 60, 1.0)
    assert renderer.pixmap("french", "back", 60, 1.0).cacheKey() == first.cacheKey()
    assert renderer.sync_renders == 1
    hidpi = renderer.pixmap("french", "back", 60, 2.0)
    assert hidpi.width() == 120 and hidpi.devicePixelRatio() == 2.0
    assert renderer.sync_renders == 2


def test_a_new_size_is_rendered_in_the_background(qapp: Any, qtbot: Any) -> None:
    """After a resize the old pixmap stands in while the new size renders off the GUI thread."""
    renderer = CardRenderer(french=TINY_DECK)
    old = renderer.pixmap("french", "7_club", 60, 1.0)
    stand_in = renderer.pixmap("french", "7_club", 90, 1.0)
    assert stand_in.cacheKey() == old.cacheKey() and renderer.sync_renders == 1
    renderer.prerender([("french", "back"), ("french", "7_club")], 90, 1.0)
    with qtbot.waitSignal(renderer.updated, timeout=5000):
        pass
    qtbot.waitUntil(lambda: renderer.cached("french", "back", 90, 1.0)
                    and renderer.cached("french", "7_club", 90, 1.0), timeout=5000)
    assert renderer.pixmap("french", "7_club", 90, 1.0).width() == 90
    assert renderer.sync_renders == 1


def test_the_cache_stays_within_its_budget(qtbot: Any) -> None:
    renderer = CardRenderer(french=TINY_DECK, cache_bytes=200_000)
    renderer.pixmap("french", "back", 40, 1.0)
    for width in range(50, 140, 10):
        renderer.prerender([("french", "back")], width, 1.0)
        qtbot.waitUntil(lambda w=width: renderer.cached("french", "back", w, 1.0), timeout=5000)
    assert renderer._bytes <= 200_000
    assert not renderer.cached("french", "back", 40, 1.0)
    assert renderer.cached("french", "back", 130, 1.0)


def test_a_card_needed_at_once_is_drawn_by_the_worker_from_its_one_parsed_deck(
        qapp: Any, monkeypatch: Any) -> None:
    """The GUI thread parses no deck of its own (3 MB each): it waits for the worker."""
    import threading

    from kortbord.table import deck

    threads: list[str] = []
    render = deck._render_image

    def spy(*args: Any) -> QImage:
        threads.append(threading.current_thread().name)
        return render(*args)

    monkeypatch.setattr(deck, "_render_image", spy)
    renderer = CardRenderer(french=TINY_DECK)
    image = renderer.pixmap("french", "7_club", 60, 1.0).toImage()
    renderer.pixmap_now("french", "back", 60, 1.0)
    assert image.width() == 60 and ink(image) > 50 and renderer.sync_renders == 2
    assert len(threads) == 2 and all(name.startswith("kortbord-render") for name in threads)
    assert list(renderer._worker_parsed) and not hasattr(renderer, "_parsed")
