"""The table scene: shows a ``View`` through a ``TableLayout``, animates what
changed, and turns mouse gestures into questions for its delegate.

``TableScene`` knows no rules. ``show_view`` diffs card items by hidden id
(``Slot.uid``): a card that changed zone glides there (steps of one move
follow the order of its events), a card whose face became known flips, new
ids take over vanished items (a reshuffled pile) or come from the stock.
The mouse is handled by ``pointer.Pointer`` (drags of the real card items,
drops, clicks); while a drag lasts the rest of the table is one picture
(``still.Still``). Presses during an animation are ignored; a new view during a
drag or an animation first settles every card, so no card is ever stuck.
Tags, stamps, notes, the turn arrow and speech bubbles live in ``decor``.

Cards in the layout's ``selectable`` zones are *picked* by a click (raised,
with a gold rim; a ``Select.ZONE`` zone, a build, all at once): the next drop
acts on them (``picked_cards``). Cards of ``crosswise`` zones lie turned
across their place. Zone tags ("Build 9 – Anna"), news banners ("Sidsten!")
and the end-of-round summary live in ``overlays`` (``extras``). These helpers
know the scene only through their host protocols (``host.TableHost`` and its
widenings): none of them imports this module.
"""
from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any, Callable, Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..engine.cards import Card
from ..engine.events import Event, EventKind
from ..engine.layout import Fan, Select, TableLayout
from ..engine.view import Slot, View
from .animation import Animator, Track
from .card_item import CardItem, Mark
from .chips import Chips
from .decor import Decor, TagItem, Tone
from .deck import ASPECT, CACHE_BYTES, CardRenderer
from .geometry import RAISE, SELECTED_LIFT, TableGeometry, ZoneGeometry, compute_geometry, expand_zones
from .last_trick import TrickShow
from .overlays import Overlays
from .pointer import Pointer, TableDelegate
from .seat_buttons import SeatButtons
from .shown import ShownCards
from .still import Still
from .text import tr_game
from .timing import DEAL_TOTAL_MS, EVENT_STAGGER_MS, MOVE_MS, SHOWN_MS, TRICK_SHOWN_MS, Timing
from .zone_item import RING_COLOURS, TEAM_BANDS, BadgeItem, Glow, NameplateItem, ZoneItem


#: Cards of a squared pile that are painted (the top one and the one under it).
PILE_SHOWN = 2
#: Opacity of a hand card the player may not play (a game with ``DIM_UNPLAYABLE``).
DIMMED = 0.5
#: The gap between two groups of the own hand (a game's ``hand_group``), in card widths.
GROUP_GAP = 0.18


#: Suits alternate black and red in a sorted hand; then colours, wilds and jokers.
_SUIT_ORDER = {s: i for i, s in enumerate("SHCDRGBY")}
_RANK_ORDER = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
                                           "0", "1", "skip", "rev", "draw2", "wild", "wild4", "JK"))}


def hand_order(card: Card) -> tuple[int, int, int]:
    return (_SUIT_ORDER.get(card.suit, 9), _RANK_ORDER.get(card.rank, 99), card.copy)


class TableScene(QGraphicsScene):
    """The table. Configure with ``configure``, size with ``set_size``, then ``show_view``."""

    #: Emitted when no animation runs and no drag is in progress.
    idle = Signal()

    def __init__(self, renderer: CardRenderer | None = None, timing: Timing | None = None) -> None:
        super().__init__()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer = renderer or CardRenderer(parent=self)
        self.renderer.updated.connect(self.update)
        #: The table drawn as one picture while cards are dragged (see still.py).
        self.still = Still(self)
        self.renderer.updated.connect(self._pixmaps_arrived)
        self.timing = timing or Timing()
        self.delegate: TableDelegate | None = None
        self.layout: TableLayout | None = None
        self.players = 0
        self.context = "kortbord"
        self.seat_names: dict[int, str] = {}
        self.uno = False
        self.view: View | None = None
        self.local_seat: int | None = None
        self.geometry: TableGeometry | None = None
        self.playable: frozenset[int] = frozenset()
        #: Cards marked as the only one that may be played (``Mark.FORCED``).
        self.highlight: frozenset[int] = frozenset()
        #: Cards the game's assist rims softly (``Mark.ASSIST``), and cards dimmed with a note.
        self.assisted: frozenset[int] = frozenset()
        self.card_notes: dict[int, str] = {}
        #: How the own hand is sorted (a game's ``hand_order`` hook may replace it).
        self.sort_key: Callable[[Card], Any] = hand_order
        #: Groups the own hand shows apart, a small gap between them (a game's ``hand_group``).
        self.group_key: Callable[[Card], Any] | None = None
        #: Each own-hand card's shift along its fan for those gaps (px), by card id.
        self._group_shift: dict[int, float] = {}
        #: Zones a click on which makes a legal move now (they glow softly).
        self.clickable: frozenset[str] = frozenset()
        self.selected: set[int] = set()
        #: Cards picked in selectable zones (the units the next drop acts on).
        self.picked: set[int] = set()
        self.select_zones: dict[str, Select] = {}
        #: Zones with a colour ring, and the public fact naming its colour (``ZoneLayout.ring``).
        self.rings: dict[str, str] = {}
        #: Zone patterns whose cards lie across (svupper cards on a capture pile).
        self.crosswise: tuple[str, ...] = ()
        self.cards: dict[int, CardItem] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.badges: dict[str, BadgeItem] = {}
        self.plates: dict[int, NameplateItem] = {}
        self.plate_detail: dict[int, str] = {}
        #: Badge texts that replace a zone's card count ("3 tricks" on a won pile).
        self.badge_texts: dict[str, str] = {}
        #: The trick being gathered now, and its winning card (marked while the trick stays).
        self.trick: TrickShow | None = None
        self.trick_winner: int | None = None
        self.dpr = 1.0
        self._zone_z: dict[str, float] = {}
        self._size = (1024.0, 640.0)
        self._anim = Animator(self)
        self.pointer = Pointer(self)
        self.decor = Decor(self)
        self.extras = Overlays(self)
        #: The player's chip stack and the chips of payments (games with ``CHIPS``).
        self.chips = Chips(self)
        #: Cards seats have shown and still hold (Whist's bid cards), beside their nameplates.
        self.shown = ShownCards(self)
        #: Buttons at other players' seats (UNO's "Glömt UNO!").
        self.seat_buttons = SeatButtons(self)
        self.setSceneRect(0, 0, *self._size)

    # --- set-up -------------------------------------------------------------

    def configure(self, layout: TableLayout, players: int, context: str, *, uno: bool = False,
                  crosswise: Sequence[str] = ()) -> None:
        """Use ``layout`` for ``players`` seats; labels translate in ``context``; cards of
        zones matching a ``crosswise`` pattern lie across."""
        for item in [*self.cards.values(), *self.zone_items.values(), *self.badges.values(), *self.plates.values()]:
            self.removeItem(item)
        self.extras.clear()
        self.chips.set_stack((), None, False)
        self.shown.clear()
        self.seat_buttons.set({}, None)
        self.cards.clear()
        self.view, self.geometry, self.local_seat = None, None, None
        self.selected.clear()
        self.picked.clear()
        self.crosswise = tuple(crosswise)
        self.layout, self.players, self.context, self.uno = layout, players, context, uno
        self.decor.configure(layout, players)
        self.zone_items, self.badges, self.plates, self._zone_z = {}, {}, {}, {}
        self.select_zones = {}
        self.rings = {name: zl.ring for name, zl, _seat in expand_zones(layout, players) if zl.ring}
        for order, (name, zl, _seat) in enumerate(expand_zones(layout, players)):
            zone = ZoneItem(name, tr_game(context, zl.label), zl.outline)
            self.addItem(zone)
            self.zone_items[name] = zone
            self._zone_z[name] = 10.0 + order * 200.0
            if zl.selectable is not Select.NONE:
                self.select_zones[name] = zl.selectable
            if zl.show_count and not name.startswith("hand/"):   # hands: count on the nameplate
                badge = BadgeItem()
                self.addItem(badge)
                self.badges[name] = badge
        for seat in range(players):
            plate = NameplateItem(seat)
            self.addItem(plate)
            self.plates[seat] = plate

    def set_size(self, width: float, height: float, dpr: float = 1.0) -> None:
        """The scene now fills ``width`` x ``height`` pixels: rescale everything."""
        self._size, self.dpr = (float(width), float(height)), dpr
        self.setSceneRect(0, 0, width, height)
        if self.view is not None:
            self._anim.finish()
            self._relayout(animate=False)

    @property
    def busy(self) -> bool:
        """True while cards move or are being dragged (the controller waits)."""
        return self._anim.running or self.pointer.drag is not None

    @property
    def dragging(self) -> bool:
        return self.pointer.drag is not None

    # --- showing a view ----------------------------------------------------------

    def show_view(self, view: View, events: Sequence[Event] = (), *, local_seat: int | None,
                  playable: Iterable[int] = (), animate: bool = True, highlight: Iterable[int] = (),
                  clickable: Iterable[str] = (), trick: TrickShow | None = None) -> None:
        """Show ``view`` seen from ``local_seat`` (at the bottom); animate what changed.
        ``playable`` cards are raised, ``highlight`` ones marked as the only card to
        play, ``clickable`` zones glow softly; ``trick``: the events gather a completed
        trick (it stays a moment, its winning card marked, face up even when the
        pile it goes to is face down)."""
        self.pointer.end_for_new_view()
        self._anim.finish()
        self.trick = trick if animate and not self.timing.instant else None
        self.trick_winner = self.trick.winner if self.trick is not None else None
        if local_seat != self.local_seat or view.to_move != (self.view.to_move if self.view else None):
            self.selected.clear()
            self.picked.clear()
        self.view, self.local_seat = view, local_seat
        self.playable = frozenset(playable)
        self.highlight = frozenset(highlight)
        self.clickable = frozenset(clickable)
        self.selected &= {s.uid for slots in view.zones.values() for s in slots}
        self.picked &= {s.uid for z in self.select_zones for s in view.zones.get(z, ())}
        self._relayout(animate=animate, events=events)

    def set_seat_names(self, names: dict[int, str]) -> None:
        self.seat_names = dict(names)
        self._update_plates()

    def set_badge_texts(self, texts: dict[str, str]) -> None:
        """Badge texts instead of card counts (tricks won, where the game counts tricks);
        shown with the next view."""
        self.badge_texts = dict(texts)

    def set_plate_bands(self, teams: Sequence[Sequence[int]]) -> None:
        """Partners' nameplates share a colour band, one colour per team (none: no bands)."""
        colour = {seat: QColor(TEAM_BANDS[i % len(TEAM_BANDS)]) for i, team in enumerate(teams) for seat in team}
        for seat, plate in self.plates.items():
            plate.set_band(colour.get(seat))

    def set_plate_detail(self, details: dict[int, str]) -> None:
        """Extra text per seat's nameplate (the card count)."""
        self.plate_detail = dict(details)
        self._update_plates()

    def _relayout(self, *, animate: bool, events: Sequence[Event] = ()) -> None:
        view, layout = self.view, self.layout
        assert view is not None and layout is not None
        counts = {name: len(slots) for name, slots in view.zones.items()}
        geo = compute_geometry(layout, self.players, self.local_seat, *self._size, counts,
                               self.renderer.theme.card_scale)
        self.geometry = geo
        old_zone = {uid: item.zone for uid, item in self.cards.items()}
        wanted: dict[int, tuple[str, int, Card | None]] = {}
        for name in geo.zones:
            for index, slot in enumerate(self._display_order(name, view.zones.get(name, ()))):
                wanted[slot.uid] = (name, index, slot.card)
        self._group_shift = self._group_shifts(geo, view)
        vanished = [item for uid, item in self.cards.items() if uid not in wanted]
        spawn = self._spawn_point(geo, events)
        reshuffled = any(e.kind is EventKind.SHUFFLE for e in events)
        order = self._event_slots(events)
        stopovers = self._stopovers(events)
        tracks: list[Track] = []
        timing = self.timing
        reuse = list(vanished)
        for uid, (zone, index, card) in wanted.items():
            item = self.cards.get(uid)
            zg = geo.zones[zone]
            x, y = self._home(zg, index, uid)
            end = (x, y, zg.card_w, zg.card_h)
            new = item is None
            via = None
            if item is None:
                if reuse:
                    if reshuffled and spawn is not None:
                        via = (spawn[0], spawn[1], geo.card_w, geo.card_h)
                    item = reuse.pop()
                    self.cards.pop(item.uid, None)
                    item.uid = uid
                else:
                    item = CardItem(self.renderer, uid, None, uno=self.uno)
                    item.dpr = self.dpr
                    sx, sy = spawn if spawn is not None else (x, y)
                    item.set_size(zg.card_w, zg.card_h)
                    item.setPos(sx, sy)
                    item.set_face(None if spawn is not None else card)
                    self.addItem(item)
                self.cards[uid] = item
            moved = new or old_zone.get(uid) != zone
            item.zone, item.index, item.card, item.dpr = zone, index, card, self.dpr
            item.home = (x, y)
            item.home_z = self._zone_z[zone] + index
            item.set_mark(self.rest_mark(uid))
            item.set_lifted(False)
            item.set_turned(self.turned(zone))
            item.setVisible(True)
            start = (item.pos().x(), item.pos().y(), item.width, item.height)
            if not animate or timing.instant:
                tracks.append(Track(item, start, end, 0, 0, card))
                continue
            delay = 0.0
            if moved:
                delays = order.get((old_zone.get(uid, "*") if not new else "*", zone)) or order.get(("*", zone))
                if delays:
                    delay = delays.pop(0)
            flight = 5000.0 + delay if moved else None
            if not moved:
                item.setZValue(item.home_z)
            known = card if card is not None else self.trick.cards.get(uid) if self.trick is not None else None
            stop = stopovers.get(known) if known is not None else None
            if via is None and stop is not None and stop in geo.zones and stop != zone:   # seen where it landed first
                sx, sy = geo.zones[stop].card_pos(0, 1)
                via = (sx, sy, geo.zones[stop].card_w, geo.zones[stop].card_h)
                stay_up = True
            else:
                stay_up = False
            if via is not None:
                delay = max(delay, MOVE_MS)
            if start != end or card is not item.face or via is not None:
                tracks.append(Track(item, start, end, timing.ms(round(delay)), timing.ms(MOVE_MS), card, flight,
                                    via=via, via_ms=timing.ms(MOVE_MS), via_face_up=stay_up,
                                    via_card=known if stay_up and card is None else None))
        for item in reuse:   # vanished, not taken over: fly to the spawn point and go
            target = spawn or (item.pos().x(), item.pos().y())
            tracks.append(Track(item, (item.pos().x(), item.pos().y(), item.width, item.height),
                                (target[0], target[1], item.width, item.height), 0,
                                timing.ms(MOVE_MS), None, 4000.0, remove=True))
            self.cards.pop(item.uid, None)
        self._update_zones(geo)
        self._update_plates()
        self.decor.update(geo, view)
        self.extras.place(geo)
        self.chips.place()
        self.shown.place(geo)
        self.seat_buttons.place(geo)
        self._prerender()
        self._anim.run(tracks, self._animation_done)
        self.still.refresh()

    def rest_mark(self, uid: int) -> Mark:
        """The mark a card has at rest: the winner of the trick on show, selected or
        picked, the only card to play, or none."""
        if uid == self.trick_winner:
            return Mark.WON
        if uid in self.selected or uid in self.picked:
            return Mark.SELECTED
        if uid in self.highlight:
            return Mark.FORCED
        return Mark.ASSIST if uid in self.assisted else Mark.NONE

    def set_card_notes(self, assisted: Iterable[int], notes: Mapping[int, str]) -> None:
        """Game assists on cards at rest: ``assisted`` ones get a soft rim, ``notes`` ones
        are dimmed with the note as their tooltip (why they may not be played)."""
        assisted = frozenset(assisted)
        if not (assisted or notes or self.assisted or self.card_notes):
            return   # nothing shown, nothing to show (most games)
        self.assisted = assisted
        old, self.card_notes = self.card_notes, dict(notes)
        for uid, item in self.cards.items():
            if not item.lifted:
                item.set_mark(self.rest_mark(uid))
            note = self.card_notes.get(uid, "")
            item.setOpacity(DIMMED if note else 1.0)
            if note or uid in old:
                item.setToolTip(note)
        self.still.refresh()

    def _display_order(self, zone: str, slots: Sequence[Slot]) -> Sequence[Slot]:
        """Your own hand is shown sorted like a player sorts it: by suit, alternating
        colours, low to high; other zones keep the game's order."""
        if zone != f"hand/{self.local_seat}" or any(s.card is None for s in slots):
            return slots
        key = self.sort_key
        return sorted(slots, key=lambda s: key(s.card))  # type: ignore[arg-type]

    def _group_shifts(self, geo: TableGeometry, view: View) -> dict[int, float]:
        """The own hand's groups (``group_key``) apart: a gap of ``GROUP_GAP`` card widths
        before each new group, the whole fan kept centred."""
        name = f"hand/{self.local_seat}"
        zg = geo.zones.get(name)
        if self.group_key is None or zg is None or zg.layout.fan is not Fan.ROW:
            return {}
        slots = self._display_order(name, view.zones.get(name, ()))
        if any(s.card is None for s in slots):
            return {}
        key, gaps, shifts, last = self.group_key, 0, {}, None
        for slot in slots:
            group = key(slot.card)
            gaps += last is not None and group != last
            shifts[slot.uid], last = gaps, group
        gap = GROUP_GAP * zg.card_w
        return {uid: (g - gaps / 2) * gap for uid, g in shifts.items()}

    def _home(self, zg: ZoneGeometry, index: int, uid: int) -> tuple[float, float]:
        x, y = zg.card_pos(index)
        x += self._group_shift.get(uid, 0.0) if zg.dx else 0.0
        if uid in self.playable or uid in self.selected or uid in self.picked:
            lift = RAISE * zg.card_h * (SELECTED_LIFT if uid in self.selected else 1.0)
            x, y = x + zg.inward[0] * lift, y + zg.inward[1] * lift
        return float(round(x)), float(round(y))   # whole pixels: cards are blitted, not filtered

    def _spawn_point(self, geo: TableGeometry, events: Sequence[Event]) -> tuple[float, float] | None:
        """Where cards with new hidden ids come from: the shuffled-into zone, else the stock."""
        name = next((e.dst for e in events if e.kind is EventKind.SHUFFLE and e.dst in geo.zones), None)
        name = name or ("stock" if "stock" in geo.zones else None)
        if name is None:
            return None
        x, y = geo.zones[name].card_pos(max(0, geo.zones[name].count - 1))
        return x, y

    @staticmethod
    def _stopovers(events: Sequence[Event]) -> dict[Card, str]:
        """Cards that land in a zone and move on in the same batch (the card that
        completes a trick): card -> the zone where it is seen first."""
        first: dict[Card, str] = {}
        stops: dict[Card, str] = {}
        for event in events:
            if event.kind is EventKind.MOVE:
                for card in event.cards:
                    if card in first:
                        stops.setdefault(card, first[card])
                    else:
                        first[card] = event.dst
        return stops

    def _event_slots(self, events: Sequence[Event]) -> dict[tuple[str, str], list[float]]:
        """(src, dst) -> delays (ms at speed 1), one per card moved: the steps of a
        move follow its MOVE events; after a reshuffle they wait for it, and after
        a card that moves on at once has landed, the rest wait ``SHOWN_MS`` (a
        completed trick with a winner to show: ``TRICK_SHOWN_MS``)."""
        order: dict[tuple[str, str], list[float]] = {}
        steps = sum(1 for e in events if e.kind is EventKind.MOVE)
        stagger = min(float(EVENT_STAGGER_MS), DEAL_TOTAL_MS / max(1, steps))
        stops = self._stopovers(events)
        base, step, paused = 0.0, 0, False
        for event in events:
            if event.kind is EventKind.SHUFFLE:
                base = float(MOVE_MS)
            if event.kind is not EventKind.MOVE:
                continue
            arrival = not paused and any(stops.get(c) == event.dst for c in event.cards)
            for j, _card in enumerate(event.cards or (None,)):
                delay = base + step * stagger + j * stagger * 0.25
                order.setdefault((event.src, event.dst), []).append(delay)
                order.setdefault(("*", event.dst), []).append(delay)
            if arrival:   # what follows waits while the landed card is seen
                base += MOVE_MS + (SHOWN_MS if self.trick_winner is None else TRICK_SHOWN_MS)
                paused = True
            step += 1
        return order

    def _animation_done(self, tracks: list[Track]) -> None:
        for t in tracks:
            if t.remove and t.item.scene() is self:
                self.removeItem(t.item)
        self._end_trick_show()
        self._hide_covered()
        if not self.busy:
            self.later(0, self.emit_idle)

    def _covered(self, item: CardItem) -> bool:
        """Is ``item`` under two or more cards of a squared pile (never seen)?"""
        geo, view = self.geometry, self.view
        if geo is None or view is None or item.zone not in geo.zones:
            return False
        return geo.zones[item.zone].layout.fan is Fan.PILE and item.index < view.count(item.zone) - PILE_SHOWN

    def _hide_covered(self) -> None:
        """Cards deep in a pile are not painted at all (a pile of 40 costs two cards)."""
        for item in self.cards.values():
            item.setVisible(not self._covered(item))

    # --- a completed trick on show ------------------------------------------------------

    @property
    def showing_trick(self) -> bool:
        return self.trick_winner is not None and self._anim.running

    def skip_pause(self) -> bool:
        """A click or key while a completed trick is on show: gather it now. True if
        there was one (the click does nothing else)."""
        if not self.showing_trick:
            return False
        self._anim.finish()
        return True

    def _end_trick_show(self) -> None:
        uid, self.trick_winner, self.trick = self.trick_winner, None, None
        item = self.cards.get(uid) if uid is not None else None
        if item is not None:
            item.set_mark(self.rest_mark(uid))  # type: ignore[arg-type]

    def emit_idle(self) -> None:
        if not self.busy:
            self.idle.emit()

    def later(self, ms: int, call: Callable[[], object]) -> None:
        """Call ``call`` after ``ms`` milliseconds, unless the scene is gone by then."""
        QTimer.singleShot(ms, self, call)

    def take_overlay(self, pos: QPointF) -> bool:
        """A left press: the overlay (the round summary) goes; True if it was pressed on."""
        overlay = self.extras.overlay
        if overlay is None:
            return False
        self.extras.hide_overlay()
        return overlay.sceneBoundingRect().contains(pos)

    def settle(self) -> None:
        """Finish animations and put every card at its place now."""
        self._anim.finish()

    def _update_zones(self, geo: TableGeometry) -> None:
        view = self.view
        assert view is not None
        for name, zone in self.zone_items.items():
            zg = geo.zones[name]
            x, y, w, h = zg.rect
            cx, cy = zg.card_pos(0, 1)
            zone.set_geometry(QRectF(x, y, w, h), QRectF(cx, cy, zg.card_w, zg.card_h))
            zone.set_empty(view.count(name) == 0)
            zone.set_invite(name in self.clickable)
            ring = self.rings.get(name)
            zone.set_ring(RING_COLOURS.get(str(view.public.get(ring))) if ring else None)
            zone.setZValue(self._zone_z[name] - 5)
        for name, badge in self.badges.items():
            zg = geo.zones[name]
            x, y, w, _h = zg.rect
            count = view.count(name)
            badge.set_text(self.badge_texts.get(name, str(count) if count else ""), geo.card_w * 0.3)
            badge.setPos(x + w - geo.card_w * 0.08, y + geo.card_w * 0.08)

    def _update_plates(self) -> None:
        geo, view = self.geometry, self.view
        if geo is None or view is None:
            return
        for seat, plate in self.plates.items():
            place = geo.seats.get(seat)
            if place is None:
                plate.hide()
                continue
            plate.show()
            plate.set_rect(QRectF(*place.plate))
            plate.set_content(self.seat_names.get(seat, f"#{seat + 1}"), self.plate_detail.get(seat, ""),
                              view.to_move == seat, seat in view.actors)
        self.still.refresh()

    def _prerender(self) -> None:
        geo, view = self.geometry, self.view
        if geo is None or view is None:
            return
        wanted: dict[float, set[tuple[str, str]]] = {}
        for name, zg in geo.zones.items():
            slots = view.zones.get(name, ())
            if zg.layout.fan is Fan.PILE:
                slots = slots[-PILE_SHOWN:]
            for slot in slots:
                wanted.setdefault(round(zg.card_w, 1), set()).add(self.renderer.element(slot.card, self.uno))
        need = 0.0
        for width, elements in wanted.items():
            self.renderer.prerender(elements, width, self.dpr)
            need += len(elements) * (width * self.dpr) ** 2 / ASPECT * 4
        self.renderer.cache_bytes = max(CACHE_BYTES, round(2 * need))

    # --- decorations ----------------------------------------------------------------

    def speech(self, seat: int, text: str) -> None:
        """A speech bubble at ``seat``'s nameplate for a moment."""
        self.decor.speech(seat, text)

    def stamp(self, seat: int, text: str, tone: Tone = Tone.ALERT, lasting: bool = False) -> TagItem | None:
        """A stamp over ``seat``'s hand ("Skip"): for a moment, or ``lasting`` (the winner)."""
        return self.decor.stamp(seat, text, tone, lasting)

    def notice(self, zone: str, text: str) -> TagItem | None:
        """A note on ``zone`` for a moment (why a card dropped there glided back)."""
        return self.decor.notice(zone, text)

    def mark_cards(self, uids: Iterable[int], mark: Mark) -> None:
        """Mark the given cards (a hint); other hint marks are cleared."""
        wanted = set(uids)
        for uid, item in self.cards.items():
            if uid in wanted:
                item.set_mark(mark)
            elif item.mark is mark:
                item.set_mark(self.rest_mark(uid))

    def glow_zones(self, names: Iterable[str], glow: Glow = Glow.LEGAL) -> None:
        wanted = set(names)
        for name, zone in self.zone_items.items():
            zone.set_glow(glow if name in wanted else Glow.NONE)

    def turned(self, zone: str) -> bool:
        return any(fnmatchcase(zone, p) for p in self.crosswise)

    # --- picking (selectable zones) -------------------------------------------------

    def selectable(self, zone: str) -> Select:
        return self.select_zones.get(zone, Select.NONE)

    def toggle_pick(self, item: CardItem) -> None:
        """Pick or unpick a card of a selectable zone (all of a ``Select.ZONE`` zone)."""
        if self.selectable(item.zone) is Select.ZONE:
            uids = {c.uid for c in self.cards.values() if c.zone == item.zone}
        else:
            uids = {item.uid}
        if uids <= self.picked:
            self.picked -= uids
        else:
            self.picked |= uids
        self._relayout(animate=False)

    def picked_cards(self) -> tuple[Card, ...]:
        """The picked cards, zone by zone in the table's order."""
        items = sorted((self.cards[u] for u in self.picked if u in self.cards),
                       key=lambda c: (self._zone_z.get(c.zone, 0.0), c.index))
        return tuple(c.card for c in items if c.card is not None)

    def clear_picks(self) -> bool:
        """Unpick everything; True if anything was picked."""
        if not self.picked:
            return False
        self.picked.clear()
        self._relayout(animate=False)
        return True

    # --- mouse (see pointer.py) -----------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton and self.extras.overlay is None \
                and self.seat_buttons.press(event.scenePos()):
            return                                  # a button at a seat ("Glömt UNO!")
        if event.button() == Qt.MouseButton.LeftButton and not self.busy and self.extras.overlay is None \
                and self.chips.press(event.scenePos()):
            return                                  # a chip lifted from the stack
        self.pointer.on_press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if not self.chips.move(event.scenePos()):
            self.pointer.on_move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if self.seat_buttons.release(event.scenePos()):
            return
        if not self.chips.release(event.scenePos()):
            self.pointer.on_release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        self.pointer.on_double_click(event)

    def card_at(self, pos: QPointF) -> CardItem | None:
        return self.pointer.card_at(pos)

    def toggle_selected(self, item: CardItem) -> None:
        """Select or unselect a card (it rises a little); selected cards are dragged together."""
        if item.uid in self.selected:
            self.selected.discard(item.uid)
        else:
            self.selected.add(item.uid)
        self._relayout(animate=False)

    def clear_selection(self) -> None:
        if self.selected:
            self.selected.clear()
            self._relayout(animate=False)

    def _pixmaps_arrived(self) -> None:
        self.still.refresh()

    def release(self) -> None:
        """The last view of the table is gone: let go of the card pixmaps its items hold
        (the scene itself may wait for Python's cycle collector, a whole game's worth of
        pixmaps with it)."""
        if self.views():
            return
        self.cancel_interaction()
        self.still.thaw()
        for item in self.cards.values():
            item.forget_pixmap()

    def freeze_table(self, moving: list[CardItem], lit: set[str]) -> None:
        """A drag of ``moving`` begins: the rest of the table stands still (still.py)."""
        self.still.freeze(moving, lit)

    def follow_lifted(self, delta: QPointF) -> None:
        """The dragged cards' picture is ``delta`` from where they were lifted."""
        self.still.follow(delta.x(), delta.y())

    def thaw_table(self) -> None:
        self.still.thaw()

    def run_tracks(self, tracks: list[Track]) -> None:
        self._anim.run(tracks, self._animation_done)

    def cancel_interaction(self) -> None:
        """Drop any press or drag and settle all cards (e.g. when the game stops)."""
        self.pointer.cancel()
        self.chips.cancel()
        self._anim.finish()
