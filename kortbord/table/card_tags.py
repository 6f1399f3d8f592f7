"""Small tags on single cards, from a game's ``card_tags`` hook: Ruder Syv's
"Trump" on 7♦ in the hand, Bismarck's "1" on the first table card.

A tag is a child of its card, so it flies and lifts with it; it lies low on the
card's face, clear of the index in the corner. Tags are hidden, not removed, when
they go (an item removed inside its own event crashes Qt).
"""
from __future__ import annotations

from typing import Mapping
from weakref import WeakKeyDictionary

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGraphicsScene
from shiboken6 import isValid

from .card_item import CardItem
from .decor import MIN_TAG_PX, TAG_Z, TagItem, Tone

#: A tag's height, in card widths (never below ``MIN_TAG_PX`` times this share).
TAG_SHARE = 0.26


class CardTags:
    """The tags on cards of one scene, by card id (one object per scene: ``card_tags_of``)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.tags: dict[int, tuple[CardItem, TagItem]] = {}
        scene.sceneRectChanged.connect(lambda _rect: QTimer.singleShot(0, scene, self.place))

    def set(self, cards: Mapping[int, CardItem], texts: Mapping[int, str]) -> None:
        """Tag the cards ``texts`` names (by id); every other tag goes."""
        self.tags = {uid: (card, tag) for uid, (card, tag) in self.tags.items()
                     if cards.get(uid) is card and isValid(tag)}
        for uid, (_card, tag) in self.tags.items():
            if uid not in texts:
                tag.set_content([], tag.body().height())
        for uid, text in texts.items():
            card = cards.get(uid)
            if card is None:
                continue
            if uid not in self.tags:
                tag = TagItem(Tone.NOTE, TAG_Z)
                tag.setParentItem(card)
                self.tags[uid] = (card, tag)
            self.tags[uid][1].set_content([(text, None)], self._height(card))
        self.place()

    def text(self, uid: int) -> str:
        """The tag shown on card ``uid`` ("" for none)."""
        entry = self.tags.get(uid)
        return entry[1].text if entry is not None and entry[1].isVisible() else ""

    @staticmethod
    def _height(card: CardItem) -> float:
        return max(MIN_TAG_PX * 0.85, card.width * TAG_SHARE)

    def place(self) -> None:
        """Each tag low on its card, from its left edge (the part a fan leaves in view)."""
        for card, tag in self.tags.values():
            if isValid(tag) and tag.isVisible():
                tag.set_content(list(tag.parts), self._height(card))
                box = tag.body()
                tag.setPos(min(card.width / 2, box.width() / 2 + card.width * 0.04),
                           card.height - box.height() * 0.9)


_SCENES: "WeakKeyDictionary[QGraphicsScene, CardTags]" = WeakKeyDictionary()


def card_tags_of(scene: QGraphicsScene) -> CardTags:
    """The card tags of ``scene`` (made on first use, kept as long as the scene)."""
    tags = _SCENES.get(scene)
    if tags is None:
        tags = _SCENES[scene] = CardTags(scene)
    return tags
