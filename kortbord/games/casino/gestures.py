"""Casino at the table: what a dropped hand card means (spec "Table interaction").

The table's hooks (``kortbord.table.gestures``), Qt-free:

- ``candidates``: the player clicks table cards and builds to select them, then
  drops a hand card on the table. The drop acts on the selected units plus the
  unit it landed on: every legal capture and build of exactly those units is a
  candidate (one is made at once, several are offered: "Take J♦, 5♥ + 6♣ (11)",
  "Build 9: 2♥ on 7♦"). Nothing selected and dropped on bare table: lay the card
  out (R2) - but a card that could capture asks first, offering its captures too;
  5♠ offers the sweep too, greyed with the reason when R8 forbids it.
  A drop with no legal reading gives the one illegal move whose reason fits
  what the player most likely meant (a capture, or else a build of the sum).
- ``zone_tags``: "Build 9 – Anna" on each build (R7f), "Build more 6 – Bo" for a
  multiple build; on each capture pile its cards and svuppere apart ("14 cards ·
  sweeps: 2"): the svupper cards lie across the pile, so one count would mislead.
- ``CROSSWISE``: svupper cards lie across the capture pile (R10).
- ``round_notes``: the figures behind a deal's points (28 cards, 6 spades, 2 aces).
- ``involved``: the table cards a capture or build takes (a hint marks them).
- ``tallies``: each player's captured cards and svuppere for the score panel during
  the deal; spades and aces too with ``show_live_tallies`` (R12).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ...engine.cards import Card
from ...engine.events import Event, EventKind
from ...engine.messages import QT_TRANSLATE_NOOP, Catalog, Message, SeatRef
from ...engine.moves import Move
from ...engine.state import GameState
from ...engine.view import View
from .combos import ANYWHERE, MAX_BUILD, MIN_BUILD, SPADE_FIVE, Unit, build_key, card_values, total_readings
from .moves import BuildKind, Kind, build_move, capture_move, parse_intent, sweep_move, trail_move
from .scoring import Item, team_columns

_ = Catalog("casino")
#: The computers wait 0.8–1.5 s before a move, as the spec asks (at the default pace).
AI_PAUSE_MS = (800, 1500)
BUILD_TAG = _("R7f.tag", QT_TRANSLATE_NOOP("casino", "Build {value} – {seat}"))
MORE_TAG = _("R7f.tag_more", QT_TRANSLATE_NOOP("casino", "Build more {value} – {seat}"))
PILE_TAG = _("R12.pile_tag", QT_TRANSLATE_NOOP("casino", "{cards} cards"))
PILE_SWEEPS_TAG = _("R10.pile_tag", QT_TRANSLATE_NOOP("casino", "{cards} cards · sweeps: {sweeps}"))

CAPTURED = _("R12.captured", QT_TRANSLATE_NOOP("casino", "Captured"))
SVUPPERE = _("R10.svuppere", QT_TRANSLATE_NOOP("casino", "Sweeps"))
SPADES = _("R12.spades", QT_TRANSLATE_NOOP("casino", "Spades"))
ACES = _("R12.aces", QT_TRANSLATE_NOOP("casino", "Aces"))

#: A card dropped on bare table that could capture offers its largest captures (at most
#: this many) beside laying it out: a trail is seldom meant then (A13 still allows it).
MAX_OFFERED = 4
CROSSWISE = ("svupper/*",)


def unit_of(state: GameState, card: Card) -> str | None:
    """The key of the table unit ``card`` belongs to: itself, or its build."""
    if card in state.zones["table"]:
        return card.text
    return next((build_key(o) for o in range(state.players) if card in state.zones[f"build/{o}"]), None)


def _builds(state: GameState) -> dict[int, int]:
    """Each build's owner and value, from the public facts (a joined PC's have string keys)."""
    return {int(owner): int(value) for owner, (value, _kind) in dict(state.public().get("builds") or {}).items()}


def _unit_keys(state: GameState) -> set[str]:
    """Every unit on the table: the builds and the loose cards."""
    return {build_key(o) for o in _builds(state)} | {c.text for c in state.zones["table"]}


def for_selection(state: GameState, seat: int, card: Card, keys: Sequence[str]) -> list[Move]:
    """The legal captures and builds of ``card`` on exactly the units ``keys``."""
    chosen = frozenset(keys)
    out = []
    for move in state.legal_moves(seat):
        intent = parse_intent(move)
        if intent and intent.card is card and intent.kind in (Kind.CAPTURE, Kind.BUILD) \
                and frozenset(intent.units) == chosen:
            out.append(move)
    return out


def candidates(state: GameState, seat: int, cards: tuple[Card, ...], src: str, dst: str,
               selected: tuple[Card, ...], target: Card | None) -> list[Move] | None:
    """The moves a hand card dropped on the table stands for (see the module docstring)."""
    if len(cards) != 1 or src != f"hand/{seat}":
        return None
    card = cards[0]
    keys: list[str] = []
    for unit in (unit_of(state, c) for c in (*selected, *((target,) if target is not None else ()))):
        if unit is not None and unit not in keys:
            keys.append(unit)
    sweep = [sweep_move(seat, card)] if card is SPADE_FIVE else []
    if not keys:                                                                   # R2, R8
        takes = [m for m in state.legal_moves(seat) if m.verb == Kind.CAPTURE.value and m.card is card]
        takes.sort(key=lambda m: -len(involved(state, m)))
        return takes[:MAX_OFFERED] + sweep + [trail_move(seat, card)]
    moves = for_selection(state, seat, card, keys)
    if sweep and (not selected or set(keys) == _unit_keys(state)) and sweep[0] in state.legal_moves(seat):
        moves.append(sweep[0])
    return moves or [refusal(state, seat, card, keys)]


def refusal(state: GameState, seat: int, card: Card, keys: Sequence[str]) -> Move:
    """The illegal move whose reason fits a drop of ``card`` on ``keys`` best: a capture
    when the units could add up to the card's value (in either reading of the dual
    cards), else a single build of the card and the units, else the capture."""
    builds = _builds(state)
    chosen = [Unit(k, (builds[int(k[5:])],) if k.startswith("build") else
                   card_values(Card.parse(k), from_hand=False, mode=ANYWHERE), True)
              for k in keys if k in _unit_keys(state)]
    totals = total_readings(chosen)
    values = card_values(card, from_hand=True, mode=ANYWHERE)
    capture = capture_move(seat, card, [list(keys)])
    for v in values:
        if all(min(u.values) <= v for u in chosen) and any(t and t % v == 0 for t in totals):
            return capture
    for h in values:
        for total in sorted(totals):
            if MIN_BUILD <= h + total <= MAX_BUILD:
                return build_move(seat, card, keys, BuildKind.SINGLE, h + total)
    return capture


def involved(state: GameState, move: Move) -> list[Card]:
    """The table cards ``move`` takes or builds on (every one for a sweep)."""
    intent = parse_intent(move)
    if intent is None:
        return []
    if intent.kind is Kind.SWEEP:
        return [c for name, cards in state.zones.items() if name == "table" or name.startswith("build/")
                for c in cards]
    out: list[Card] = []
    for key in intent.units:
        out += state.zones.get(f"build/{key[5:]}", []) if key.startswith("build") else [Card.parse(key)]
    return out


def zone_tags(view: View) -> dict[str, Message]:
    """"Build 9 – Anna" on each build zone (R7f); cards and svuppere on each capture pile."""
    tags: dict[str, Message] = {}
    sweeps = list(view.public.get("svuppere") or [])
    for seat, pile in enumerate(view.public.get("captured") or []):
        swept = sweeps[seat] if seat < len(sweeps) else 0
        if pile:
            tags[f"won/{seat}"] = (PILE_SWEEPS_TAG(cards=len(pile), sweeps=swept) if swept
                                   else PILE_TAG(cards=len(pile)))
    builds = view.public.get("builds") or {}
    for owner, (value, kind) in dict(builds).items():
        template = MORE_TAG if kind == BuildKind.MULTIPLE.value else BUILD_TAG
        tags[f"build/{owner}"] = template(value=int(value), seat=SeatRef(int(owner)))
    return tags


def tallies(view: View) -> list[tuple[Message, list[int]]]:
    """Captured cards and svuppere per seat; spades and aces with ``show_live_tallies``."""
    public = view.public
    out = [(CAPTURED(), [len(p) for p in public.get("captured", [])]),
           (SVUPPERE(), list(public.get("svuppere", [])))]
    if "spades" in public:
        out += [(SPADES(), list(public["spades"])), (ACES(), list(public["aces"]))]
    return [(header, values) for header, values in out if len(values) == view.players]


def _piles(state: GameState, events: Sequence[Event]) -> list[list[Card]]:
    """Each seat's captured cards at the end of the deal just scored: gathered back
    into the stock by the next deal's events, or still in the piles at the end (the
    public facts name every captured card)."""
    over = max((i for i, e in enumerate(events) if e.kind is EventKind.ROUND_OVER), default=-1)
    piles: list[list[Card]] = [[] for _ in range(state.players)]
    gathered = False
    for event in events[over + 1:]:
        kind, _sep, seat = event.src.partition("/")
        if event.kind is EventKind.MOVE and event.dst == "stock" and kind in ("won", "svupper"):
            piles[int(seat)] += [c for c in event.cards if isinstance(c, Card)]   # every seat saw them
            gathered = True
    return piles if gathered else [[Card.parse(c) for c in pile] for pile in state.public()["captured"]]


def round_notes(state: GameState, events: Sequence[Event]) -> Mapping[tuple[int, int], int]:
    """The counts behind the majorities and the aces of the deal just scored (S1, S2),
    per item row and score column."""
    piles = _piles(state, events)
    notes: dict[tuple[int, int], int] = {}
    for column, seats in enumerate(team_columns(state.players, state.options)):
        cards = [c for s in seats for c in piles[s]]
        notes[(Item.CARDS, column)] = len(cards)
        notes[(Item.SPADES, column)] = sum(1 for c in cards if c.suit == "S")
        if state.options["ace_scoring"] == "most":
            notes[(Item.ACES, column)] = sum(1 for c in cards if c.rank == "A")
    return notes
