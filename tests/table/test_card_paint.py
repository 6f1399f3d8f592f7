"""A card at rest is no larger than itself (a drag repaints only what it passes), and
its remembered pixmap follows the face, size and theme."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage, QPainter, QPixmap

from kortbord.engine.cards import Card
from kortbord.table.card_item import CardItem, Mark
from kortbord.table.deck import CardRenderer
from kortbord.table.themes import ColourMode, builtin_theme


def test_bounds_grow_only_for_shadow_and_rim(qapp: Any) -> None:
    item = CardItem(CardRenderer(), 1, Card("7", "H"))
    item.set_size(100.0, 140.0)
    rest = item.boundingRect()
    assert rest.width() <= 102.0 and rest.height() <= 142.0
    item.set_mark(Mark.SELECTED)
    marked = item.boundingRect()
    assert marked.width() >= 100.0 * 1.12
    item.set_mark(Mark.NONE)
    item.set_lifted(True)
    assert item.boundingRect().width() >= 100.0 * 1.2 and item.boundingRect().contains(marked)
    item.set_lifted(False)
    item.moving = True   # flying: room for its shadow
    assert item.boundingRect().width() >= 100.0 * 1.2
    item.moving = False
    assert item.boundingRect() == rest


def drawn(item: CardItem) -> QPixmap:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    assert item._blit is not None
    pixmap = item.renderer.hit(item._blit[4])
    assert pixmap is not None
    return pixmap


def test_remembered_pixmap_follows_face_size_and_theme(qapp: Any) -> None:
    renderer = CardRenderer()
    item = CardItem(renderer, 1, Card("7", "H"))
    item.set_size(60.0, 84.0)
    item.set_face(Card("7", "H"))
    first = drawn(item)
    assert drawn(item).cacheKey() == first.cacheKey()
    item.set_face(Card("K", "S"))
    king = drawn(item)
    assert king.cacheKey() != first.cacheKey()
    renderer.set_theme(builtin_theme("standard", ColourMode.FOUR))
    renderer.pixmap_now(*renderer.element(item.face), 60.0, 1.0)
    assert drawn(item).cacheKey() != king.cacheKey()
    item.set_size(80.0, 112.0)
    renderer.pixmap_now(*renderer.element(item.face), 80.0, 1.0)
    assert drawn(item).width() == 80


def test_an_item_keeps_no_pixmap_the_cache_dropped(qapp: Any) -> None:
    """Items remember only the cache key: a pixmap the renderer dropped is freed, and the
    next paint fetches the card again."""
    renderer = CardRenderer()
    item = CardItem(renderer, 1, Card("7", "H"))
    item.set_size(60.0, 84.0)
    first = drawn(item)
    assert item._blit is not None and not any(isinstance(part, QPixmap) for part in item._blit)
    renderer.cache_bytes = 1   # the next pixmap stored drops every older one
    renderer.pixmap_now(*renderer.element(Card("K", "S")), 60.0, 1.0)
    assert renderer.hit(item._blit[4]) is None
    again = drawn(item)
    assert again.cacheKey() != first.cacheKey() and again.width() == 60
