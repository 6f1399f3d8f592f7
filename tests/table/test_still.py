"""While a card is dragged the rest of the table stands still as one picture (still.py)."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsPixmapItem

from table.conftest import LEFT, NOMOD, Table, olsen

COMPUTERS = (1, 2, 3)
ON_7C = ("olsen 4p | dealer=3 turn=0 | hand/0: 7H 9D 2S | hand/1: 5C JD 4S | hand/2: 4H JH KD "
         "| hand/3: 2H 3H 5H | discard: 7C | stock: 3C 6H 4C QH")


def lift(t: Table, card: str, to: QPointF) -> QPoint:
    """Press on ``card`` and move it to ``to`` without releasing; the viewport point reached."""
    vp = t.view.viewport()
    start, end = t.point(t.centre_of(card)), t.point(to)
    QTest.mousePress(vp, LEFT, NOMOD, start)
    for i in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * i / 6)
    assert t.scene.dragging
    return end


def away(t: Table) -> QPointF:
    """A point of the table far from the discard pile (the only target)."""
    return QPointF(t.scene.geometry.card_w * 0.6, t.scene.geometry.card_h * 0.6)


def frame(t: Table) -> QImage:
    t.qtbot.wait(20)
    return t.view.viewport().grab().toImage()


def stills(t: Table) -> list[Any]:
    return [i for i in t.scene.items() if isinstance(i, QGraphicsPixmapItem)]


def test_a_drag_draws_the_table_once_and_looks_the_same(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    scene = t.scene
    spot = t.point(t.centre_of("2S"))            # a hand card the drag does not pass over
    before = frame(t).pixelColor(spot)
    end = lift(t, "7H", away(t))
    assert scene.still.active and len(stills(t)) == 2         # the table, and the lifted card
    assert scene.still.lifted is not None and t.item("7H").opacity() == 0.0   # the card is its picture
    assert t.item("2S").opacity() == 0.0 and t.item("KD").opacity() == 0.0   # painted by the still
    assert t.item("7C").opacity() == 1.0 and scene.zone_items["discard"].opacity() == 1.0   # the lit target
    assert frame(t).pixelColor(spot) == before
    QTest.mouseRelease(t.view.viewport(), LEFT, NOMOD, end)     # beside every target: it glides back
    t.settle()
    assert not scene.still.active and stills(t) == [] and t.moves == []
    assert all(item.opacity() == 1.0 for item in scene.cards.values())
    assert all(zone.opacity() == 1.0 for zone in scene.zone_items.values())


def test_a_drop_thaws_the_table_and_the_move_is_made(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    t.drag("7H", t.zone_centre("discard"))
    t.settle()
    assert t.moves == ["0 play 7H"] and stills(t) == []
    assert all(item.opacity() == 1.0 for item in t.scene.cards.values())


def test_a_dimmed_card_is_dimmed_again_after_the_drag(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    uid = t.item("2S").uid
    t.scene.set_card_notes((), {uid: "Not now"})
    assert t.item("2S").opacity() == 0.5
    end = lift(t, "7H", away(t))
    assert t.item("2S").opacity() == 0.0
    QTest.mouseRelease(t.view.viewport(), LEFT, NOMOD, end)
    t.settle()
    assert t.item("2S").opacity() == 0.5


def test_a_card_over_a_lit_zone_stays_live(make_table: Callable[..., Table]) -> None:
    """The still lies under everything: a card above the target zone must not be drawn into it."""
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    over = t.item("KD")
    over.setPos(t.scene.zone_items["discard"].rect.topLeft())
    over.setZValue(9999)
    end = lift(t, "7H", away(t))
    assert over.opacity() == 1.0 and t.item("JH").opacity() == 0.0
    QTest.mouseRelease(t.view.viewport(), LEFT, NOMOD, end)
    t.settle()


def test_a_new_view_during_a_drag_thaws_the_table(make_table: Callable[..., Table]) -> None:
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    lift(t, "7H", away(t))
    scene = t.scene
    scene.show_view(scene.view, local_seat=0, animate=False)
    assert not scene.dragging and not scene.still.active and stills(t) == []
    assert all(item.opacity() == 1.0 for item in scene.cards.values())
    QTest.mouseRelease(t.view.viewport(), LEFT, NOMOD, t.point(away(t)))


def test_a_scene_whose_view_is_gone_lets_go_of_its_card_pixmaps(qtbot: Any) -> None:
    """A new game gets a new view; the old scene may wait for the cycle collector, but
    not with a table's worth of card pixmaps."""
    import shiboken6

    from kortbord.table.controller import GameController
    from kortbord.table.seating import SeatConfig
    from kortbord.table.view import TableView

    view = TableView()
    view.resize(1024, 640)
    controller = GameController(view, olsen(ON_7C), [SeatConfig(f"P{s}", s > 0) for s in range(4)])
    controller.set_speed(1000.0)
    controller.set_ai_pause(60_000)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    scene = view.table
    qtbot.waitUntil(lambda: not scene.busy)
    qtbot.wait(20)
    view.viewport().grab()
    assert all(item._blit is not None for item in scene.cards.values() if item.isVisible())
    controller.stop()
    shiboken6.delete(view)
    assert scene.views() == []
    assert all(item._blit is None for item in scene.cards.values())


def test_the_lifted_picture_follows_the_pointer_and_the_card_lands_where_it_is(
        make_table: Callable[..., Table]) -> None:
    """Per motion only the picture moves; at the drop the card itself is where the picture was."""
    t = make_table(olsen(ON_7C), COMPUTERS, pause=60_000)
    scene = t.scene
    item = t.item("7H")
    home = item.pos()
    vp = t.view.viewport()
    start = t.point(t.centre_of("7H"))
    before = frame(t)
    end = lift(t, "7H", away(t))
    lifted = scene.still.lifted
    assert lifted is not None and item.pos() == home          # the item waits where it was
    moved = t.view.mapToScene(end) - t.view.mapToScene(start)
    shift = scene.pointer.drag.delta
    assert abs(shift.x() - moved.x()) <= 1 and abs(shift.y() - moved.y()) <= 1
    now = frame(t)
    card_now = t.point(scene.pointer.drag.lead().center())
    assert now.pixelColor(card_now) == before.pixelColor(t.point(item.card_rect().center()))   # the face moved
    assert now.pixelColor(t.point(item.card_rect().center())) != before.pixelColor(t.point(item.card_rect().center()))
    QTest.mouseMove(vp, end + QPoint(5, 3))
    lead = scene.pointer.drag.lead()
    glides: list[Any] = []
    run = scene.run_tracks
    scene.run_tracks = lambda tracks: (glides.extend(tracks), run(tracks))   # type: ignore[method-assign]
    QTest.mouseRelease(vp, LEFT, NOMOD, end + QPoint(5, 3))   # beside every target: it glides back
    x, y = glides[0].start[:2]                                 # from where it was dragged to
    assert glides[0].item is item and (x, y) == (lead.left(), lead.top()) and (x, y) != (home.x(), home.y())
    t.settle()
    assert item.pos() == home and item.opacity() == 1.0 and stills(t) == []
