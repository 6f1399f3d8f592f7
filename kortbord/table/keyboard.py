"""Keyboard play and what a screen reader hears on the table.

Left/Right (or Up/Down) move a focus ring over the cards the player may pick
up (his hand first) and the zones he may click (the stock); Enter or Space on
a card takes it up, and the ring moves over the zones it may go to, legal
targets first, then the others (so a refused drop says why). Enter or Space
there makes the drop through the same path as the mouse (``dropped``); Escape
puts the card back, a second Escape takes the ring away. Where table cards are
picked before a drop (Casino's captures and builds), the ring visits them after
the hand and Enter or Space picks or unpicks one (a build as a whole), as a click
does; the card then taken up may go onto them or the table. Tab leaves the table
for the action bar (the view keeps no focusable items). A key while a
completed trick is on show gathers it; Enter, Space or Escape close a panel
over the table (the last trick).

Graphics items have no accessible interface of their own, so the view speaks
for the focused one: its accessible name becomes the item's name ("Queen of
hearts", "Stock: 4 cards") and a Focus and a NameChanged event tell the
screen reader (``QAccessible.updateAccessibility``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card
from ..engine.layout import Fan, Select
from ..engine.messages import QT_TRANSLATE_NOOP, RANK_NAMES, SUIT_NAMES
from .card_item import CardItem
from .text import card_text, count_text, tr_named
from .zone_item import Glow

if TYPE_CHECKING:
    from .scene import TableScene

RING = QColor(80, 200, 255)
#: Above every card at rest and the tags, below overlays.
RING_Z = 9400.0
PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down)
PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up)


def card_long_name(card: Card | None) -> str:
    """A card's name as it is said: "Queen of hearts" ("Hjerter dame"); a hidden card."""
    translate = QCoreApplication.translate
    if card is None:
        return translate("table", "Face-down card")
    if card.suit not in "CDHS" or card.rank not in RANK_NAMES or not card.suit:
        return card_text(card)
    text = translate("table", "{rank} of {suit}").format(
        rank=translate("cards", RANK_NAMES[card.rank]), suit=translate("cards", SUIT_NAMES[card.suit]))
    return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Stop:
    """Where the ring may stand: a card (its hidden id) or a zone."""
    zone: str
    uid: int | None = None


class FocusRing(QGraphicsItem):
    """A bright rounded outline around the focused card or zone."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def frame(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = max(4.0, self._rect.width() * 0.08)
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w = self._rect.width()
        grow = max(2.0, w * 0.04)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 160), max(4.0, w * 0.06)))
        box = self._rect.adjusted(-grow, -grow, grow, grow)
        painter.drawRoundedRect(box, w * 0.1, w * 0.1)
        painter.setPen(QPen(RING, max(2.5, w * 0.035)))
        painter.drawRoundedRect(box, w * 0.1, w * 0.1)


class Keyboard(QObject):
    """Keyboard play on ``view``'s table (an event filter on the view)."""

    def __init__(self, view: QGraphicsView, scene: "TableScene") -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.ring = FocusRing()
        scene.addItem(self.ring)
        #: The focused stop, and the card taken up (while choosing where it goes).
        self.focus: Stop | None = None
        self.taken: Stop | None = None
        self._legal: set[str] = set()
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        scene.idle.connect(self.follow)
        self._describe_view()

    # --- stops ---------------------------------------------------------------------

    def card_stops(self) -> list[Stop]:
        """The cards the player may take up (his hand first), then the zones he may click."""
        scene, delegate = self.scene, self.scene.delegate
        if delegate is None or scene.view is None:
            return []
        hand = f"hand/{scene.local_seat}"
        zones = sorted({c.zone for c in scene.cards.values()}, key=lambda z: (z != hand, z))
        stops: list[Stop] = []
        for zone in zones:
            if delegate.can_drag(zone):
                items = sorted((c for c in scene.cards.values() if c.zone == zone and c.isVisible()),
                               key=lambda c: c.index)
                if items and scene.geometry is not None and scene.geometry.zones[zone].layout.fan is Fan.PILE:
                    items = items[-1:]   # a pile: its top card
                stops += [Stop(zone, c.uid) for c in items]
        stops += self.pick_stops()
        stops += [Stop(z) for z in sorted(scene.clickable)]
        return stops

    def pick_stops(self) -> list[Stop]:
        """The table cards the player may pick now (a build: its top card stands for it)."""
        scene, delegate = self.scene, self.scene.delegate
        can_pick = getattr(delegate, "can_pick", None)
        if can_pick is None:
            return []
        stops: list[Stop] = []
        for zone in sorted({c.zone for c in scene.cards.values()}):
            select = scene.selectable(zone)
            if select is Select.NONE or not can_pick(zone):
                continue
            items = sorted((c for c in scene.cards.values() if c.zone == zone and c.isVisible()), key=lambda c: c.index)
            stops += [Stop(zone, c.uid) for c in (items[-1:] if select is Select.ZONE else items)]
        return stops

    def target_stops(self, taken: Stop) -> list[Stop]:
        """Where the taken card may go: legal targets first, then zones a drop would be refused on."""
        delegate = self.scene.delegate
        item = self.scene.cards.get(taken.uid) if taken.uid is not None else None
        if delegate is None or item is None:
            return []
        cards = self._cards_of(item)
        self._legal = set(delegate.drag_targets(taken.zone, cards))
        others = set(delegate.drop_zones(taken.zone)) - self._legal - {taken.zone}
        in_use = {z for c in self.scene.cards.values() if c.zone == taken.zone and c.card is not None
                  for z in delegate.drag_targets(taken.zone, (c.card,))}   # where the other cards go now
        picked = {self.scene.cards[u].zone for u in self.scene.picked if u in self.scene.cards}
        legal = sorted(self._legal, key=lambda z: (z not in picked, z))   # onto the picked cards first
        return [Stop(z) for z in legal] + [Stop(z) for z in sorted(others, key=lambda z: (z not in in_use, z))]

    def _cards_of(self, item: CardItem) -> tuple[Card, ...]:
        return tuple(c.card for c in self.scene.pointer.lift_set(item) if c.card is not None)

    def stops(self) -> list[Stop]:
        return self.target_stops(self.taken) if self.taken is not None else self.card_stops()

    # --- keys --------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.key(Qt.Key(event.key()))
        if watched is self.view and event.type() == QEvent.Type.FocusOut:
            self.ring.hide()
        elif watched is self.view and event.type() == QEvent.Type.FocusIn:
            self.follow()
        return False

    def key(self, key: Qt.Key) -> bool:
        """Handle ``key``; True if it was for the table."""
        scene = self.scene
        if key not in (*PLAY_KEYS, *NEXT_KEYS, *PREVIOUS_KEYS, Qt.Key.Key_Escape):
            return False
        if scene.skip_pause():
            return True
        if scene.extras.overlay is not None and key in (*PLAY_KEYS, Qt.Key.Key_Escape):
            scene.extras.hide_overlay()
            return True
        hot_key = getattr(scene.delegate, "hot_key", None)
        if key == Qt.Key.Key_Space and hot_key is not None and hot_key():
            return True   # the game's hot button (Gris's "LÆG NED!"), even while cards move
        if scene.busy:
            return True   # cards are moving: the key waits for nothing
        if key in NEXT_KEYS or key in PREVIOUS_KEYS:
            self.step(1 if key in NEXT_KEYS else -1)
        elif key == Qt.Key.Key_Escape:
            self.cancel()
        else:
            self.activate()
        return True

    def step(self, by: int) -> None:
        stops = self.stops()
        if not stops:
            self.set_focus(None)
            return
        index = stops.index(self.focus) + by if self.focus in stops else (0 if by > 0 else len(stops) - 1)
        self.set_focus(stops[index % len(stops)])

    def activate(self) -> None:
        """Enter or Space: take up the focused card, drop the taken one, or click the zone."""
        focus, delegate = self.focus, self.scene.delegate
        if focus is None or delegate is None or focus not in self.stops():
            self.step(1)
            return
        if self.taken is None and focus.uid is not None and focus in self.pick_stops():
            item = self.scene.cards.get(focus.uid)
            if item is not None:
                self.scene.toggle_pick(item)
            self.follow()
            self._announce()
            return
        if self.taken is None and focus.uid is not None:
            self.taken = focus
            self._lift(True)
            targets = self.target_stops(focus)
            self.scene.glow_zones(self._legal)
            self.set_focus(targets[0] if targets else focus)
            if not targets:
                self._put_back()
            return
        if self.taken is None:
            delegate.clicked(focus.zone, None)
            self.follow()
            return
        taken = self.taken
        item = self.scene.cards.get(taken.uid) if taken.uid is not None else None
        self._put_back()
        if item is not None:
            delegate.dropped(taken.zone, self._cards_of(item), focus.zone)
        self.focus = taken
        self.follow()

    def cancel(self) -> None:
        """Escape: put the taken card back, else take the ring away."""
        if self.taken is not None:
            taken = self.taken
            self._put_back()
            self.set_focus(taken)
        else:
            self.set_focus(None)

    def _lift(self, lifted: bool) -> None:
        item = self.scene.cards.get(self.taken.uid) if self.taken and self.taken.uid is not None else None
        if item is not None:
            item.set_lifted(lifted)

    def _put_back(self) -> None:
        self._lift(False)
        self.taken = None
        self._legal = set()
        self.scene.glow_zones(())

    # --- the ring and the screen reader ---------------------------------------------

    def set_focus(self, stop: Stop | None) -> None:
        self.focus = stop
        if self.taken is not None:
            for name, zone in self.scene.zone_items.items():
                zone.set_glow(Glow.TARGET if stop is not None and name == stop.zone and stop.uid is None
                              else Glow.LEGAL if name in self._legal else Glow.NONE)
        self.follow()
        self._announce()

    def follow(self) -> None:
        """Keep the ring on its stop (cards move); a stop gone, the ring goes to the first one."""
        stop = self.focus
        if stop is not None and not self.scene.busy and self.taken is None and stop not in self.card_stops():
            stops = self.card_stops()
            self.focus = stop = stops[0] if stops else None
            self._announce()
        rect = self._rect_of(stop)
        if rect is None:
            self.ring.hide()
        else:
            self.ring.frame(rect)

    def _rect_of(self, stop: Stop | None) -> QRectF | None:
        if stop is None:
            return None
        if stop.uid is not None:
            item = self.scene.cards.get(stop.uid)
            return item.card_rect() if item is not None else None
        zone = self.scene.zone_items.get(stop.zone)
        return zone.rect if zone is not None else None

    def name_of(self, stop: Stop) -> str:
        """What a screen reader says for a stop."""
        if stop.uid is not None:
            item = self.scene.cards.get(stop.uid)
            name = card_long_name(item.card if item is not None else None)
            if stop.uid in self.scene.picked:
                name = QCoreApplication.translate("table", "{card}, chosen").format(card=name)
            return name
        return self.zone_name(stop.zone)

    def zone_name(self, zone: str) -> str:
        """"Stock: 4 cards", "Anna's hand: 13 cards"."""
        scene = self.scene
        item = scene.zone_items.get(zone)
        label = item.label if item is not None and item.label else ""
        kind, _, seat = zone.partition("/")
        if not label and seat.isdigit():
            name = scene.seat_names.get(int(seat), f"#{int(seat) + 1}")
            source = {"hand": QT_TRANSLATE_NOOP("table", "{name}'s hand"),
                      "trick": QT_TRANSLATE_NOOP("table", "{name}'s place in the trick"),
                      "won": QT_TRANSLATE_NOOP("table", "{name}'s tricks")}.get(kind)
            label = tr_named("table", source, name) if source else zone
        count = scene.view.count(zone) if scene.view is not None else 0
        return f"{label or zone}: {count_text(count)}"

    def _announce(self) -> None:
        if self.focus is None:
            self._describe_view()
            return
        self.view.setAccessibleName(self.name_of(self.focus))
        self._describe_view(self.view.accessibleName())
        for kind in (QAccessible.Event.NameChanged, QAccessible.Event.Focus):
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, kind))

    def _describe_view(self, name: str = "") -> None:
        if not name:
            self.view.setAccessibleName(QCoreApplication.translate("table", "Card table"))
        self.view.setAccessibleDescription(QCoreApplication.translate(
            "table", "Arrow keys choose a card, Enter or Space plays it, Escape puts it back, Tab goes to the buttons."))

    def retranslate(self) -> None:
        """Say the focused stop again in the current language."""
        self._announce()
