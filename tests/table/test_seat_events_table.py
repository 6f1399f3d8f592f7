"""The table gets per-seat events only, and a hidden card still glides where it goes."""
from __future__ import annotations

from typing import Any, Callable

from kortbord.engine import Card
from kortbord.engine.events import Event, EventKind
from kortbord.engine.view import Hidden
from table.conftest import Table, olsen

#: B (a computer) holds 5C 4C on 9H: it cannot play and draws 6D, the stock's top.
B_DRAWS = ("olsen 4p | dealer=0 turn=1 | hand/0: KH 3S | hand/1: 5C 4C | hand/2: 4D 5D | hand/3: 2C 3C "
           "| discard: 9H | stock: 3H 5H 6D")


def record(t: Table) -> list[tuple[list[Event], dict[int, tuple[Any, Any, Any]]]]:
    """Every batch of events the scene is shown, with each card item's face, position
    and home just after (the glide has begun)."""
    shown: list[tuple[list[Event], dict[int, tuple[Any, Any, Any]]]] = []
    scene, show = t.scene, t.scene.show_view

    def spy(view: Any, events: Any = (), **kw: Any) -> None:
        show(view, events, **kw)
        shown.append((list(events), {u: (i.face, (i.pos().x(), i.pos().y()), i.home) for u, i in scene.cards.items()}))
    scene.show_view = spy
    return shown


def test_a_card_drawn_by_an_opponent_reaches_the_table_hidden_and_glides_face_down(
        make_table: Callable[..., Table]) -> None:
    state = olsen(B_DRAWS)
    drawn = Card.parse("6D")
    t = make_table(state, (1, 2, 3), pause=0, speed=1.0, start=False)
    shown = record(t)
    t.controller.start()
    t.qtbot.waitUntil(lambda: any(e.dst == "hand/1" for batch, _ in shown for e in batch), timeout=5000)
    batch, items = next((b, i) for b, i in shown if any(e.dst == "hand/1" for e in b))
    draw = next(e for e in batch if e.kind is EventKind.MOVE and e.dst == "hand/1")
    assert draw.src == "stock" and draw.cards == (Hidden(state.uid[drawn]),)
    assert all(not isinstance(c, Card) for e in batch for c in e.cards if c is drawn)
    face, pos, home = items[state.uid[drawn]]
    assert face is None and pos != home, "it glides from the stock, face down"
    t.settle()
    item = t.scene.cards[state.uid[drawn]]
    assert item.zone == "hand/1" and item.face is None and (item.pos().x(), item.pos().y()) == item.home


def test_the_local_player_sees_the_card_it_draws(make_table: Callable[..., Table]) -> None:
    state = olsen(B_DRAWS.replace("turn=1", "turn=0").replace("hand/0: KH 3S", "hand/0: 5C 4C")
                  .replace("hand/1: 5C 4C", "hand/1: KH 3S"))
    t = make_table(state, (1, 2, 3), pause=60_000)
    shown = record(t)
    t.click(t.zone_centre("stock"))
    t.settle()
    assert t.moves == ["0 draw"]
    draw = next(e for batch, _ in shown for e in batch if e.dst == "hand/0")
    assert draw.cards == (Card.parse("6D"),)
    assert t.item("6D").face == Card.parse("6D")
