"""The felt: one opaque pixmap per window size, copied where exposed (view.py)."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from kortbord.table import view as view_module
from kortbord.table.view import TableView, felt, release_felt
from table.conftest import Table, olsen
from table.test_still import ON_7C, lift

COMPUTERS = (1, 2, 3)


def test_the_felt_is_one_opaque_pixmap_of_the_device_size_kept_for_the_last_size(qapp: Any) -> None:
    release_felt()
    first, whole = felt(320, 200)
    assert whole and (first.width(), first.height()) == (320, 200)
    assert not first.hasAlphaChannel() and first.toImage().format() == QImage.Format.Format_RGB32
    assert felt(320, 200)[0] is first, "asked again for the same size: the same pixmap"
    other, _ = felt(400, 250)
    assert other is not first and len(view_module._FELT) == 1, "only the last size is kept"
    release_felt()
    assert view_module._FELT == []


def test_the_felt_has_its_light_and_its_grain(qapp: Any) -> None:
    release_felt()
    image = felt(640, 400)[0].toImage()
    centre, corner = image.pixelColor(320, 168), image.pixelColor(2, 2)
    assert centre.green() > corner.green() + 30, "lit above the centre, darker at the rim"
    row = {image.pixel(x, 168) for x in range(300, 340)}
    assert len(row) > 5, "a grain, not a flat fill"
    release_felt()


def test_the_view_copies_the_felt_where_no_card_lies(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    vp = t.view.viewport()
    shot = vp.grab().toImage()
    bare = t.point(QPointF(3, 3))   # the top-left corner of the table: bare felt
    dpr = t.view.devicePixelRatioF()
    expected = felt(round(vp.width() * dpr), round(vp.height() * dpr), dpr)[0].toImage()
    assert shot.pixel(bare.x(), bare.y()) == expected.pixel(round(bare.x() * dpr), round(bare.y() * dpr))


def test_a_drag_lets_the_felt_go_and_the_next_frame_draws_it_again(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.view.viewport().repaint()
    assert view_module._FELT, "the shown table keeps its felt"
    lift(t, "7H", QPointF(t.scene.geometry.card_w * 0.6, t.scene.geometry.card_h * 0.6))
    t.view.viewport().repaint()
    assert t.scene.still.active and view_module._FELT == [], "the still covers it: one big pixmap, not two"
    t.scene.still.thaw()
    t.view.viewport().repaint()
    assert view_module._FELT


def test_a_part_of_the_view_is_painted_from_the_same_felt(qtbot: Any) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    assert view.devicePixelRatioF() == 1.0 and (view.viewport().width(), view.viewport().height()) == (300, 200)
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    view.drawBackground(painter, QRectF(100, 50, 40, 30))
    painter.end()
    whole = felt(300, 200)[0].toImage()
    assert image.pixel(120, 60) == whole.pixel(120, 60) and image.pixel(139, 79) == whole.pixel(139, 79)


def test_a_felt_too_large_to_keep_whole_keeps_only_its_light_and_paints_the_same(qapp: Any) -> None:
    """Above FELT_BYTES (a 4K window) only the light is kept, FELT_SCALE times smaller; painted,
    it gives the same pixels as the whole felt."""
    release_felt()
    whole, is_whole = felt(640, 400)
    expected = whole.toImage()
    release_felt()
    saved = view_module.FELT_BYTES
    view_module.FELT_BYTES = 640 * 400 * 4 - 1
    try:
        light, is_whole_now = felt(640, 400)
        assert is_whole and not is_whole_now
        assert (light.width(), light.height()) == (640 // view_module.FELT_SCALE, 400 // view_module.FELT_SCALE)
        image = QImage(640, 400, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        view_module.paint_felt(painter, light, QRectF(0, 0, 640, 400), 1.0)
        painter.end()
        assert image == expected
    finally:
        view_module.FELT_BYTES = saved
        release_felt()


def test_on_a_high_dpi_screen_the_grain_keeps_its_size_in_logical_pixels(qapp: Any) -> None:
    """At a device pixel ratio of 2 a speck of the grain is 2 x 2 device pixels, as before."""
    release_felt()
    image = felt(400, 240, 2.0)[0].toImage()
    assert all(image.pixel(2 * x, 2 * y) == image.pixel(2 * x + 1, 2 * y + 1) for x in range(40) for y in range(40))
    release_felt()
