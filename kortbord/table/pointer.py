"""The mouse on the table: presses, drags, drops, clicks and double-clicks.

A drag lifts the real card items (the selection, the top of a pile, a card
and those above it in a column, or the card itself); while it lasts they are
drawn as one picture that follows the pointer (``follow_lifted``), and are
placed where it took them at the drop. The zones the delegate
names as legal targets light up once, at drag start; while moving, only the
few lit zones are tested for overlap. The drop goes to the gesture target under the
pointer, lit or not (a small meld beside a large pile; a foundation that refuses the card,
so the delegate can say why, rather than the lit pile beside it), else the lit zone with
the largest overlap, else the gesture target overlapped most, else the nearest gesture
target within reach (``REACH``: a family drops "on the table", not on a rectangle), lit
or not. Presses while cards move
are ignored, except that a press while a completed trick is on show gathers it
at once (and does nothing else).

In games with ``selectable`` zones a click on their cards picks them (the
delegate's optional ``can_pick``); a click on the bare table unpicks all. A
dragged card over a card of such a zone marks it as the *drop card* (a green
rim, the whole build at once): the drop is made on it (``drop_card`` while the
delegate decides). A press anywhere takes the overlay (the round summary)
away; a press on it does nothing else.
"""
from __future__ import annotations

from typing import Iterable, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ..engine.cards import Card
from ..engine.layout import Fan, Select
from ..engine.view import View
from .animation import Track
from .card_item import CardItem, Mark
from .host import TableHost
from .timing import GLIDE_BACK_MS
from .zone_item import Glow

#: A drop beside a legal target, no farther than this many card widths from it, goes there.
REACH = 0.75


class TableDelegate(Protocol):
    """What the scene asks about gestures (the controller answers)."""

    def can_drag(self, zone: str) -> bool: ...
    def can_select(self, zone: str) -> bool: ...
    def drag_targets(self, src: str, cards: tuple[Card, ...]) -> set[str]: ...
    def drop_zones(self, src: str) -> set[str]: ...
    def dropped(self, src: str, cards: tuple[Card, ...], dst: str | None) -> bool: ...
    def clicked(self, zone: str, card: Card | None) -> None: ...
    def double_clicked(self, zone: str, card: Card | None) -> None: ...


class PointerHost(TableHost, Protocol):
    """What ``Pointer`` needs of its table besides a ``TableHost``'s: the delegate to ask,
    what is shown, selected and picked, and the few things a gesture changes."""

    delegate: TableDelegate | None
    view: View | None
    selected: set[int]
    picked: set[int]
    select_zones: dict[str, Select]

    @property
    def busy(self) -> bool: ...
    def take_overlay(self, pos: QPointF) -> bool: ...
    def skip_pause(self) -> bool: ...
    def selectable(self, zone: str) -> Select: ...
    def toggle_pick(self, item: CardItem) -> None: ...
    def clear_picks(self) -> bool: ...
    def toggle_selected(self, item: CardItem) -> None: ...
    def clear_selection(self) -> None: ...
    def glow_zones(self, names: Iterable[str], glow: Glow = Glow.LEGAL) -> None: ...
    def rest_mark(self, uid: int) -> Mark: ...
    def run_tracks(self, tracks: list[Track]) -> None: ...
    def emit_idle(self) -> None: ...
    def freeze_table(self, moving: list[CardItem], lit: set[str]) -> None: ...
    def follow_lifted(self, delta: QPointF) -> None: ...
    def thaw_table(self) -> None: ...


class Drag:
    """Cards being dragged from ``src``: where they were lifted from, how far they moved, the lit zones."""

    def __init__(self, src: str, items: list[CardItem], grab: QPointF) -> None:
        self.src = src
        self.items = items
        self.grab = grab
        #: Where the cards were lifted from, and how far they have been moved (whole pixels).
        self.starts = [it.pos() for it in items]
        self.delta = QPointF()
        self.lit: set[str] = set()
        self.target: str | None = None
        #: The card of a selectable zone the drag is over (its zone-mates too for a build).
        self.on_card: CardItem | None = None
        self.marked: list[CardItem] = []
        #: Zones a drop from ``src`` may go to at all (legal or not: a refusal says why).
        self.reachable: set[str] = set()

    def lead(self) -> QRectF:
        """Where the first dragged card is now (its items stay put until the drop)."""
        return self.items[0].card_rect().translated(self.delta)

    def place(self) -> None:
        """Put the dragged items where they have been dragged to."""
        for item, start in zip(self.items, self.starts):
            item.setPos(start + self.delta)


class Pointer:
    """Turns the scene's mouse events into questions for its delegate."""

    def __init__(self, scene: PointerHost) -> None:
        self.scene = scene
        self.press: tuple[QPointF, CardItem | None, str | None] | None = None
        self.drag: Drag | None = None
        #: True while the delegate decides about a drop (a new view then keeps the cards where they are).
        self.dropping = False
        #: The card the current drop was made on (a card of a selectable zone), while the delegate decides.
        self.drop_card: Card | None = None

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

    def within_reach(self, rect: QRectF, names: Iterable[str]) -> str | None:
        """The zone nearest to ``rect`` (a dragged card), if the gap is under REACH card widths."""
        best, gap = None, rect.width() * REACH
        for name in sorted(names):
            zone = self.scene.zone_items.get(name)
            if zone is None:
                continue
            r = zone.rect
            dx = max(r.left() - rect.right(), 0.0, rect.left() - r.right())
            dy = max(r.top() - rect.bottom(), 0.0, rect.top() - r.bottom())
            d = (dx * dx + dy * dy) ** 0.5
            if d <= gap:
                best, gap = name, d
        return best

    def card_under(self, rect: QRectF, skip: Iterable[CardItem]) -> CardItem | None:
        """The card of a selectable zone that ``rect`` (a dragged card) covers most, if
        it covers a fifth of it."""
        scene = self.scene
        if not scene.select_zones:
            return None
        left_out = {id(i) for i in skip}
        best, area = None, 0.2 * rect.width() * rect.height()
        for item in scene.cards.values():
            if item.zone in scene.select_zones and id(item) not in left_out and item.isVisible():
                inter = item.card_rect().intersected(rect)
                a = inter.width() * inter.height()
                if a > area:
                    best, area = item, a
        return best

    # --- events -------------------------------------------------------------------

    def on_press(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if event.button() == Qt.MouseButton.LeftButton and scene.take_overlay(event.scenePos()):
            self.press = None
            return
        if scene.skip_pause() or event.button() != Qt.MouseButton.LeftButton or scene.busy or scene.view is None:
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
        drag.delta = QPointF(round(pos.x() - drag.grab.x()), round(pos.y() - drag.grab.y()))   # whole pixels
        self.scene.follow_lifted(drag.delta)
        self._mark_card_under(drag)
        if drag.lit:
            lead = drag.lead()
            target = drag.on_card.zone if drag.on_card is not None else self.best_overlap(lead, drag.lit)
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
            self._drop(drag, event.scenePos())
            return
        delegate = self.scene.delegate
        if press is None or event.button() != Qt.MouseButton.LeftButton or delegate is None:
            return
        _pos, item, zone = press
        if item is None and self.scene.picked:
            self.scene.clear_picks()
        if zone is None:
            return
        can_pick = getattr(delegate, "can_pick", None)
        if item is not None and self.scene.selectable(zone) is not Select.NONE \
                and can_pick is not None and can_pick(zone):
            self.scene.toggle_pick(item)
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
        drag.reachable = delegate.drop_zones(item.zone) - {item.zone}
        for z, it in enumerate(items):
            it.setZValue(20000 + z)
            it.set_lifted(True)
        scene.glow_zones(drag.lit)
        scene.freeze_table(items, drag.lit)
        self.drag = drag
        return drag

    def _mark_card_under(self, drag: Drag) -> None:
        """Mark the card (or build) the dragged card would be dropped on."""
        scene = self.scene
        under = self.card_under(drag.lead(), drag.items)
        if under is not None and under.zone not in drag.lit | drag.reachable:
            under = None
        if under is drag.on_card:
            return
        drag.on_card = under
        self._unmark(drag)
        if under is not None and under.zone in drag.lit:
            whole = scene.selectable(under.zone) is Select.ZONE
            drag.marked = [c for c in scene.cards.values() if c.zone == under.zone] if whole else [under]
            for item in drag.marked:
                item.set_mark(Mark.TARGET)

    def _unmark(self, drag: Drag) -> None:
        for item in drag.marked:
            if item.mark is Mark.TARGET:
                item.set_mark(self.scene.rest_mark(item.uid))
        drag.marked = []

    def _drop(self, drag: Drag, pos: QPointF) -> None:
        scene = self.scene
        delegate = scene.delegate
        lead = drag.lead()
        drag.place()
        scene.thaw_table()
        self._unmark(drag)
        aimed = self.zone_at(pos)
        if aimed in drag.lit and drag.on_card is not None and drag.on_card.zone != aimed:
            drag.on_card = None              # the pointer is over another lit zone: that one
        dst = drag.on_card.zone if drag.on_card is not None else (
            aimed if aimed in drag.lit or aimed in drag.reachable else self.best_overlap(lead, drag.lit))
        if dst is None:
            dst = self.best_overlap(lead, drag.reachable) or self.within_reach(lead, drag.lit | drag.reachable)
        if delegate is not None and dst is not None:
            self.dropping = True
            self.drop_card = drag.on_card.card if drag.on_card is not None else None
            try:
                delegate.dropped(drag.src, tuple(c.card for c in drag.items if c.card is not None), dst)
            finally:
                self.dropping = False
                self.drop_card = None
        if self.drag is drag:   # no new view was shown: the cards glide back
            self.drag = None
            self._glide_back(drag.items)
        scene.glow_zones(())
        if not scene.busy:
            scene.later(0, scene.emit_idle)

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
        drag.place()
        self.scene.thaw_table()
        self.scene.glow_zones(())
        self._unmark(drag)
        for item in drag.items:
            item.set_lifted(False)
            if not self.dropping:
                item.setPos(*item.home)
                item.setZValue(item.home_z)

    def cancel(self) -> None:
        self.press = None
        self.end_for_new_view()
