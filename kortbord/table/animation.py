"""Card animation: tracks (from, to, delay, flip) driven by one clock.

One ``QVariantAnimation`` drives every card of a batch, so a deal of 52 cards
costs one timer. ``finish()`` jumps to the end at once: a new view arriving
mid-animation never leaves a card half-way.

The curves: a card glides out-cubic (quick start, gentle landing); a card
that changes place rises on its way (``elevation`` 0 -> 1 -> 0, a shadow
under it) and grows a little at the top of its arc; a flip narrows the card
as the cosine of its turning angle, so it looks like a card turned over
rather than squashed.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QObject, QVariantAnimation

from ..engine.cards import Card
from .card_item import CardItem


@dataclass(slots=True)
class Track:
    """One card's way: position and size from ``start`` to ``end``, optionally flipping."""
    item: CardItem
    start: tuple[float, float, float, float]   # x, y, w, h
    end: tuple[float, float, float, float]
    delay: float
    duration: float
    face: Card | None
    flight_z: float | None = None
    remove: bool = False
    #: A waypoint reached face down during the first ``MOVE`` ms (cards gathered
    #: into a reshuffled stock before they are dealt again).
    via: tuple[float, float, float, float] | None = None
    via_ms: float = 0.0
    #: Reach ``via`` face up and stay so (a played card seen in the trick before it is gathered).
    via_face_up: bool = False
    #: The face shown at ``via`` when the card ends face down (a trick gathered onto a hidden pile).
    via_card: Card | None = None
    flip: bool = field(init=False)

    def __post_init__(self) -> None:
        if self.via is not None:   # the first leg turns the card (down to gather, up to show)
            shown = self.via_card if self.via_card is not None else self.face
            self.flip = (self.face is not None and not self.via_face_up) or \
                (self.via_face_up and shown is not self.face)
        else:
            self.flip = self.face is not self.item.face

    @property
    def stop(self) -> float:
        return self.delay + self.duration


#: How much a flying card grows at the top of its arc (fraction of its size).
ARC_GROWTH = 0.05


def _ease(p: float) -> float:
    """Out-cubic: fast start, gentle landing."""
    q = 1.0 - p
    return 1.0 - q * q * q


def _arc(p: float) -> float:
    """Height above the table along a flight: 0 at both ends, 1 half-way (a smooth hump)."""
    return math.sin(math.pi * min(1.0, max(0.0, p)))


def _turn(p: float) -> float:
    """Width of a card turned over by ``p`` of the flip: the cosine of its angle."""
    return abs(math.cos(math.pi * min(1.0, max(0.0, p))))


class Animator(QObject):
    """Plays batches of tracks; ``done`` is called after each batch ends."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tracks: list[Track] = []
        self._done: Callable[[list[Track]], None] | None = None
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.finish)

    @property
    def running(self) -> bool:
        return bool(self._tracks)

    def run(self, tracks: list[Track], done: Callable[[list[Track]], None]) -> None:
        """Start ``tracks`` (finishing any batch still running first)."""
        self.finish()
        self._tracks = tracks
        self._done = done
        total = max((t.stop for t in tracks), default=0.0)
        for t in tracks:
            t.item.moving = True
            if t.flight_z is not None:
                t.item.setZValue(t.flight_z)
        if total <= 0:
            self.finish()
            return
        self._anim.setEndValue(float(total))
        self._anim.setDuration(max(1, round(total)))
        self._anim.start()

    def finish(self) -> None:
        """Put every card of the running batch at its end now."""
        if not self._tracks:
            return
        tracks, done = self._tracks, self._done
        self._tracks, self._done = [], None
        self._anim.stop()
        for t in tracks:
            item = t.item
            x, y, w, h = t.end
            item.set_size(w, h)
            item.setPos(x, y)
            item.squeeze = 1.0
            item.elevation = 0.0
            item.moving = False
            item.set_face(t.face)
            item.setZValue(item.home_z)
            item.update()
        if done is not None:
            done(tracks)

    def _step(self, value: object) -> None:
        now = float(value)  # type: ignore[arg-type]
        for t in self._tracks:
            if t.via is not None and now < t.delay:
                self._gather(t, min(1.0, now / max(1.0, t.via_ms)))
                continue
            if now < t.delay:
                continue
            p = 1.0 if t.duration <= 0 else min(1.0, (now - t.delay) / t.duration)
            e = _ease(p)
            x0, y0, w0, h0 = t.via or t.start
            x1, y1, w1, h1 = t.end
            item = t.item
            w, h = w0 + (w1 - w0) * e, h0 + (h1 - h0) * e
            x, y = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e
            if t.flight_z is not None and p < 1.0:   # rising on its way: a shadow, a little larger
                lift = _arc(p)
                grow = 1.0 + ARC_GROWTH * lift
                x, y = x - w * (grow - 1.0) / 2, y - h * (grow - 1.0) / 2
                w, h = w * grow, h * grow
                item.elevation = lift
            else:
                item.elevation = 0.0
            item.set_size(w, h)
            item.setPos(x, y)
            if t.flip:
                item.squeeze = _turn(p)
                if p >= 0.5:
                    item.set_face(t.face)
                item.update()

    @staticmethod
    def _gather(t: Track, p: float) -> None:
        """First leg of a track with a waypoint: to ``via``, turning face down."""
        e = _ease(p)
        x0, y0, w0, h0 = t.start
        x1, y1, w1, h1 = t.via  # type: ignore[misc]
        item = t.item
        item.set_size(w0 + (w1 - w0) * e, h0 + (h1 - h0) * e)
        item.setPos(x0 + (x1 - x0) * e, y0 + (y1 - y0) * e)
        if t.via_face_up:
            shown = t.via_card if t.via_card is not None else t.face
            if shown is not None and item.face is not shown:   # turned up on its way to the trick
                item.squeeze = _turn(p)
                if p >= 0.5:
                    item.set_face(shown)
                item.update()
            elif item.squeeze != 1.0 and p >= 1.0:
                item.squeeze = 1.0
                item.update()
        elif item.face is not None:
            item.squeeze = _turn(p)
            if p >= 0.5:
                item.set_face(None)
                item.squeeze = 1.0 if p >= 1.0 else item.squeeze
            item.update()
        elif item.squeeze != 1.0:
            item.squeeze = _turn(p) if p < 1.0 else 1.0
            item.update()
