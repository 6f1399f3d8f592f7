"""The mouse on the table: presses, drags, drops, clicks and double-clicks.

A drag lifts the real card items (the selection, the top of a pile, a card
and those above it in a column, or the card itself). The zones the delegate
names as legal targets light up once, at drag start; while moving, only the
few lit zones are tested for overlap. The drop goes to the lit zone with the
largest overlap, or else to the gesture target overlapped most, so the
delegate can say why not. Presses while cards move are ignored.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ..engine.cards import Card
from ..engine.layout import Fan
from .animation import Track
from .card_item import CardItem
from .timing import GLIDE_BACK_MS
from .zone_item import Glow

if TYPE_CHECKING:
    from .scene import TableScene


class TableDelegate(Protocol):
    """What the scene asks about gestures (the controller answers)."""

    def can_drag(self, zone: str) -> bool: ...
    def can_select(self, zone: str) -> bool: ...
    def drag_targets(self, src: str, cards: tuple[Card, ...]) -> set[str]: ...
    def drop_zones(self, src: str) -> set[str]: ...
    def dropped(self, src: str, cards: tuple[Card, ...], dst: str | None) -> bool: ...
    def clicked(self, zone: str, card: Card | None) -> None: ...
    def double_clicked(self, zone: str, card: Card | None) -> None: ...


class Drag:
    """Cards being dragged from ``src``: their offsets from the pointer, the lit zones."""

    def __init__(self, src: str, items: list[CardItem], grab: QPointF) -> None:
        self.src = src
        self.items = items
        self.offsets = [it.pos() - grab for it in items]
        self.lit: set[str] = set()
        self.target: str | None = None


class Pointer:
    """Turns the scene's mouse events into questions for its delegate."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.press: tuple[QPointF, CardItem | None, str | None] | None = None
        self.drag: Drag | None = None
        #: True while the delegate decides about a drop (a new view then keeps the cards where they are).
        self.dropping = False

    # --- hit testing --------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        best: CardItem | None = None
        for item in self.scene.cards.values():
            if item.card_rect().contains(pos) and (best is None or item.zValue() > best.zValue()):
                best = item
        return best

    def zone_at(self, pos: QPointF) -> str | None:
        for name, zone in self.scene.zone_items.items():
            if zone.rect.contains(pos):
                return name
        return None

    def best_overlap(self, rect: QRectF, names: Iterable[str]) -> str | None:
        best, area = None, 0.0
        for name in names:
            zone = self.scene.zone_items.get(name)
            if zone is None:
                continue
            inter = zone.rect.intersected(rect)
            a = inter.width() * inter.height()
            if a > area:
                best, area = name, a
        return best

    # --- events -------------------------------------------------------------------

    def on_press(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if event.button() != Qt.MouseButton.LeftButton or scene.busy or scene.view is None:
            self.press = None
            return
        pos = event.scenePos()
        item = self.card_at(pos)
        self.press = (pos, item, item.zone if item is not None else self.zone_at(pos))

    def on_move(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self.drag
        pos = event.scenePos()
        if drag is None:
            press = self.press
            if press is None or press[1] is None or not (event.buttons() & Qt.MouseButton.LeftButton):
                return
            if (pos - press[0]).manhattanLength() < QApplication.startDragDistance():
                return
            drag = self._start(press[0], press[1])
            if drag is None:
                return
        for item, offset in zip(drag.items, drag.offsets):
            item.setPos(pos + offset)
        if drag.lit:
            target = self.best_overlap(drag.items[0].card_rect(), drag.lit)
            if target != drag.target:
                zones = self.scene.zone_items
                if drag.target is not None:
                    zones[drag.target].set_glow(Glow.LEGAL)
                if target is not None:
                    zones[target].set_glow(Glow.TARGET)
                drag.target = target

    def on_release(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, press = self.drag, self.press
        self.press = None
        if drag is not None:
            self._drop(drag)
            return
        delegate = self.scene.delegate
        if press is None or event.button() != Qt.MouseButton.LeftButton or delegate is None:
            return
        _pos, item, zone = press
        if zone is None:
            return
        if item is not None and item.card is not None and delegate.can_select(zone):
            self.scene.toggle_selected(item)
            return
        delegate.clicked(zone, item.card if item is not None else None)

    def on_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        self.press = None
        scene = self.scene
        if scene.busy or scene.delegate is None or event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        item = self.card_at(pos)
        zone = item.zone if item is not None else self.zone_at(pos)
        if zone is None:
            return
        scene.clear_selection()
        scene.delegate.double_clicked(zone, item.card if item is not None else None)

    # --- dragging -----------------------------------------------------------------

    def lift_set(self, item: CardItem) -> list[CardItem]:
        """The cards a press on ``item`` lifts."""
        scene = self.scene
        zone_cards = sorted((c for c in scene.cards.values() if c.zone == item.zone), key=lambda c: c.index)
        if item.uid in scene.selected:
            return [c for c in zone_cards if c.uid in scene.selected]
        fan = scene.geometry.zones[item.zone].layout.fan if scene.geometry else Fan.ROW
        if fan is Fan.PILE:
            return zone_cards[-1:]
        if fan is Fan.COLUMN:
            return [c for c in zone_cards if c.index >= item.index]
        return [item]

    def _start(self, grab: QPointF, item: CardItem) -> Drag | None:
        scene = self.scene
        delegate = scene.delegate
        if delegate is None or not delegate.can_drag(item.zone):
            self.press = None
            return None
        items = self.lift_set(item)
        if item.uid not in scene.selected:
            scene.selected.clear()
        drag = Drag(item.zone, items, grab)
        drag.lit = delegate.drag_targets(item.zone, tuple(c.card for c in items if c.card is not None))
        for z, it in enumerate(items):
            it.setZValue(20000 + z)
            it.set_lifted(True)
        scene.glow_zones(drag.lit)
        self.drag = drag
        return drag

    def _drop(self, drag: Drag) -> None:
        scene = self.scene
        delegate = scene.delegate
        lead = drag.items[0].card_rect()
        dst = self.best_overlap(lead, drag.lit)
        if dst is None and delegate is not None:
            dst = self.best_overlap(lead, delegate.drop_zones(drag.src) - {drag.src})
        if delegate is not None and dst is not None:
            self.dropping = True
            try:
                delegate.dropped(drag.src, tuple(c.card for c in drag.items if c.card is not None), dst)
            finally:
                self.dropping = False
        if self.drag is drag:   # no new view was shown: the cards glide back
            self.drag = None
            self._glide_back(drag.items)
        scene.glow_zones(())
        if not scene.busy:
            QTimer.singleShot(0, scene, scene.emit_idle)

    def _glide_back(self, items: list[CardItem]) -> None:
        tracks = []
        for item in items:
            item.set_lifted(False)
            start = (item.pos().x(), item.pos().y(), item.width, item.height)
            end = (item.home[0], item.home[1], item.width, item.height)
            tracks.append(Track(item, start, end, 0, self.scene.timing.ms(GLIDE_BACK_MS), item.card, 15000.0))
        self.scene.run_tracks(tracks)

    def end_for_new_view(self) -> None:
        """A new view arrives: the cards of a drop being applied fly on from where
        they are; any other drag is cancelled and its cards go home."""
        drag = self.drag
        if drag is None:
            return
        self.drag = None
        self.scene.glow_zones(())
        for item in drag.items:
            item.set_lifted(False)
            if not self.dropping:
                item.setPos(*item.home)
                item.setZValue(item.home_z)

    def cancel(self) -> None:
        self.press = None
        self.end_for_new_view()
