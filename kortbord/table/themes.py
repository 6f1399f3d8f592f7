"""Card themes: our own decks, KDE card decks and GNOME aisleriot themes.

A ``Theme`` is plain data (no Qt object, so render threads may share it): the
SVG document as bytes, a map from our element ids (KDE names, see
``kortbord.art.ids``) to the ids in that document, the card aspect, and the
element drawn for hidden cards. What a theme lacks (jokers, our three backs)
is drawn by its ``base``, one of our own decks.

    theme = theme_from_settings({"look/deck": "da", "look/colour_mode": "four"})
    theme = load_deck(Path("/usr/share/carddecks/svg-oxygen/index.desktop"))
    installed_decks()  # [DeckEntry("Oxygen", ..., DeckFormat.KDE), ...]

Element ids of foreign decks, as found in Debian 12's kdegames-card-data-kf5
22.12 (16 decks) and aisleriot 3.22 (``bonded.svgz``):

- KDE (libkdegames ``carddecks/svg-*/``, an ``index.desktop`` with group
  ``[KDE Backdeck]`` and keys ``Name``, ``SVG``, ``Back``, ``Preview``):
  ``1_club`` .. ``10_club``, ``jack_club``, ``queen_club``, ``king_club``,
  ``back``; jokers, where a deck has them, ``red_joker``/``black_joker`` or
  one ``joker``. Each element is one whole card.
- aisleriot (``aisleriot/cards/*.svg[z]``): ``club_1`` .. ``club_10``,
  ``club_jack``, ``club_queen``, ``club_king``, ``joker_red``,
  ``joker_black``, ``back``. The document is a grid of 13 x 5 cards and a
  card is its grid cell (an element may spill over it and is clipped).
"""
from __future__ import annotations

import configparser
import os
import statistics
import zlib
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Mapping

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtSvg import QSvgRenderer

from ..art.ids import BACK_IDS, FRENCH_IDS, RANK_NAMES, SUIT_NAMES, UNO_IDS
from ..engine.messages import QT_TRANSLATE_NOOP, Catalog, Message
from ..resources import asset

#: Width / height of the card place on the table (our decks: 240 x 336).
ASPECT = 240 / 336
#: Largest deck file we read (after unpacking an SVGZ).
MAX_BYTES = 64 * 1024 * 1024
#: Element key of a foreign deck's own back (our backs are ``BACK_IDS``).
DECK_BACK = "deck_back"

_ = Catalog("themes")
NOT_FOUND = _("I2.not_found", QT_TRANSLATE_NOOP("themes", "{file} cannot be found."))
UNREADABLE = _("I2.unreadable", QT_TRANSLATE_NOOP("themes", "{file} cannot be read ({detail})."))
TOO_LARGE = _("I2.too_large", QT_TRANSLATE_NOOP(
    "themes", "{file} is too large for a card deck (more than {limit} MB)."))
NOT_SVG = _("I2.not_svg", QT_TRANSLATE_NOOP("themes", "{file} is not an SVG image, or it is damaged."))
NOT_A_DECK = _("I2.not_a_deck", QT_TRANSLATE_NOOP(
    "themes", "{file} is not a card deck: it has no cards named like a KDE deck (1_club, queen_heart) "
              "or an aisleriot theme (club_1, heart_queen)."))
INCOMPLETE = _("I2.incomplete", QT_TRANSLATE_NOOP(
    "themes", "{file} lacks {count} of the 52 cards (for example {example})."))
NOT_UPRIGHT = _("I2.not_upright", QT_TRANSLATE_NOOP(
    "themes", "The cards of {file} are not upright playing cards ({width} x {height})."))
NO_SVG_IN_INDEX = _("I2.no_svg_in_index", QT_TRANSLATE_NOOP(
    "themes", "{file} names no SVG file of a card deck."))


class ThemeError(Exception):
    """A deck file that cannot be used; ``message`` says why, translatably."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


class DeckFormat(str, Enum):
    KORTBORD = "kortbord"     # our own decks (KDE ids, one card per group)
    KDE = "kde"               # libkdegames card decks: 1_club, queen_heart
    AISLERIOT = "aisleriot"   # GNOME aisleriot themes: club_1, heart_queen


class ColourMode(str, Enum):
    TWO = "two"
    FOUR = "four"


class CardSize(str, Enum):
    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"

    @property
    def scale(self) -> float:
        """Card size relative to the largest that fits the table (applied by the layout)."""
        return {"small": 0.85, "normal": 1.0, "large": 1.15}[self.value]


#: Built-in decks by the letters on their court cards and aces (``look/deck``).
BUILTIN_DECKS: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP("themes", "Standard (A K Q J)"),
    "da": QT_TRANSLATE_NOOP("themes", "Danish (E K D B)"),
    "sv": QT_TRANSLATE_NOOP("themes", "Swedish (E K D Kn)"),
}
#: ``look/deck`` value for the deck file in ``look/extra_deck_path``.
EXTRA = "extra"
#: ``look/back`` value for a foreign deck's own back (else one of ``BACK_IDS``).
OWN_BACK = "deck"
BACK_NAMES: dict[str, str] = {
    "back": QT_TRANSLATE_NOOP("themes", "Red"),
    "back_blue": QT_TRANSLATE_NOOP("themes", "Blue"),
    "back_green": QT_TRANSLATE_NOOP("themes", "Green"),
    OWN_BACK: QT_TRANSLATE_NOOP("themes", "The deck's own back"),
}
LOOK_KEYS = ("look/deck", "look/back", "look/colour_mode", "look/large_print", "look/card_size",
             "look/extra_deck_path")
DEFAULTS: dict[str, object] = {"look/deck": "standard", "look/back": "back", "look/colour_mode": "two",
                               "look/large_print": False, "look/card_size": "normal",
                               "look/extra_deck_path": ""}

_SHIPPED = {("standard", False, False): "standard.svg", ("standard", True, False): "standard-4colour.svg",
            ("standard", False, True): "standard-large.svg", ("da", False, False): "standard-da.svg",
            ("sv", False, False): "standard-sv.svg"}
#: Our id -> (KDE id, aisleriot id) for the 52 cards.
_FACES = {f"{RANK_NAMES[r]}_{SUIT_NAMES[s]}": (f"{RANK_NAMES[r]}_{SUIT_NAMES[s]}", f"{SUIT_NAMES[s]}_{RANK_NAMES[r]}")
          for s in "CDHS" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")}
#: Our joker ids -> ids tried in a KDE deck and in an aisleriot theme.
_JOKERS = {"red_joker": (("red_joker", "joker"), ("joker_red",)),
           "black_joker": (("black_joker", "joker"), ("joker_black",)),
           "third_joker": (("red_joker", "joker"), ("joker_red",))}


@dataclass(frozen=True, slots=True)
class Theme:
    """A card deck ready to render (see the module docstring)."""
    #: Identity for the pixmap cache: equal keys draw equal pixmaps.
    key: str
    name: str
    format: DeckFormat
    #: The SVG document (unpacked).
    data: bytes = field(repr=False, compare=False)
    #: Our element id -> the id in ``data``; anything else is drawn by ``base``.
    ids: Mapping[str, str] = field(repr=False, compare=False, hash=False)
    #: Width / height of one card of this deck.
    aspect: float = ASPECT
    #: Our element id drawn for hidden cards.
    back: str = "back"
    #: aisleriot: the grid cell (width, height) that is one card; None = each element is a card.
    cell: tuple[float, float] | None = None
    path: Path | None = None
    base: Theme | None = field(default=None, repr=False)
    card_scale: float = 1.0
    #: Why the deck asked for in the settings is not this one (it could not be loaded).
    problem: Message | None = None

    def source(self, element: str) -> tuple[Theme, str] | None:
        """(theme, id in its document) that draws our ``element``; None if no theme has it."""
        theme: Theme | None = self
        while theme is not None:
            ident = theme.ids.get(element)
            if ident is not None:
                return theme, ident
            theme = theme.base
        return None

    def rebased(self, base: Theme) -> Theme:
        """This deck with ``base`` drawing what it lacks."""
        return replace(self, base=base, key=f"{self.key.split('|', 1)[0]}|{base.key}")

    def with_back(self, back: str) -> Theme:
        """This theme showing ``back`` (one of ``BACK_IDS`` or ``OWN_BACK``) on hidden cards."""
        element = DECK_BACK if back == OWN_BACK else back
        if (element not in BACK_IDS and element != DECK_BACK) or self.source(element) is None:
            element = "back"
        return replace(self, back=element)


# --- our own decks ------------------------------------------------------------------


@cache
def builtin_svg(letters: str = "standard", four_colour: bool = False, large_print: bool = False) -> bytes:
    """One of our French decks: a shipped file, or generated for other combinations."""
    shipped = _SHIPPED.get((letters, four_colour, large_print))
    if shipped is not None and asset("cards", shipped).is_file():
        return asset("cards", shipped).read_bytes()
    from dataclasses import replace as restyle

    from ..art import deckgen, faces

    style = faces.LARGE_PRINT if large_print else faces.Style()
    style = restyle(style, letters=dict(deckgen.STYLES[f"standard-{letters}"].letters
                                         if letters != "standard" else faces.INTERNATIONAL),
                    colours=dict(faces.FOUR_COLOUR if four_colour else faces.TWO_COLOUR))
    cards = [(ident, deckgen.french_card(style, ident)) for ident in FRENCH_IDS]
    return deckgen.sheet(cards, f"kortbord deck ({letters}, {'four' if four_colour else 'two'} colours"
                                f"{', large print' if large_print else ''})").encode("utf-8")


def builtin_theme(letters: str = "standard", colour: ColourMode = ColourMode.TWO,
                  large_print: bool = False) -> Theme:
    """Our French deck with the given index letters, colours and print size."""
    if letters not in BUILTIN_DECKS:
        letters = "standard"
    four = colour is ColourMode.FOUR
    return Theme(f"kortbord:{letters}:{colour.value}:{'large' if large_print else 'normal'}",
                 BUILTIN_DECKS[letters], DeckFormat.KORTBORD, builtin_svg(letters, four, large_print),
                 {ident: ident for ident in FRENCH_IDS})


def file_theme(path: Path, ids: tuple[str, ...] = FRENCH_IDS) -> Theme:
    """A deck file with our own ids, not checked (a missing file or element draws a plain face)."""
    try:
        data = path.read_bytes()
    except OSError:
        data = b""
    return Theme(f"file:{path}", path.stem, DeckFormat.KORTBORD, data, {i: i for i in ids}, path=path)


@cache
def uno_theme() -> Theme:
    """The shipped shedding deck (never replaced by a theme)."""
    return replace(file_theme(asset("cards", "uno.svg"), UNO_IDS), key="kortbord:uno", back="uno_back")


# --- foreign decks --------------------------------------------------------------------


def _unpack(path: Path) -> bytes:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ThemeError(TOO_LARGE(file=path.name, limit=MAX_BYTES // 2**20))
        data = path.read_bytes()
    except OSError as err:
        raise ThemeError(UNREADABLE(file=path.name, detail=err.strerror or str(err))) from err
    if data[:2] != b"\x1f\x8b":
        return data
    unzip = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = unzip.decompress(data, MAX_BYTES + 1)
    except zlib.error as err:
        raise ThemeError(UNREADABLE(file=path.name, detail=str(err))) from err
    if len(out) > MAX_BYTES:
        raise ThemeError(TOO_LARGE(file=path.name, limit=MAX_BYTES // 2**20))
    if not unzip.eof:
        raise ThemeError(UNREADABLE(file=path.name, detail="gzip data ends too early"))
    return out


def _desktop_entry(path: Path, lang: str = "") -> tuple[str, Path | None]:
    """(Name, in ``lang`` when given there; SVG file) of a KDE deck's ``index.desktop``."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(path.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return path.parent.name, None
    for group in ("KDE Backdeck", "KDE Cards"):
        if parser.has_section(group):
            name = parser.get(group, f"Name[{lang}]", fallback="") if lang else ""
            name = name or parser.get(group, "Name", fallback=path.parent.name)
            svg = parser.get(group, "SVG", fallback="").strip()
            return name, (path.parent / svg) if svg else None
    return path.parent.name, None


def _card_box(renderer: QSvgRenderer, ident: str) -> QRectF:
    """An element's bounds in document coordinates."""
    return renderer.transformForElement(ident).mapRect(renderer.boundsOnElement(ident))


def load_deck(path: Path | str, *, base: Theme | None = None, back: str = OWN_BACK) -> Theme:
    """Read and check a KDE deck (SVG/SVGZ or its ``index.desktop`` or folder) or an
    aisleriot theme; ``base`` draws what it lacks. Raises ``ThemeError``."""
    path = Path(path).expanduser()
    name = ""
    if path.is_dir():
        path = path / "index.desktop"
    if not path.is_file():
        raise ThemeError(NOT_FOUND(file=str(path)))
    if path.name == "index.desktop":
        name, svg = _desktop_entry(path)
        if svg is None:
            raise ThemeError(NO_SVG_IN_INDEX(file=str(path)))
        if not svg.is_file():
            raise ThemeError(NOT_FOUND(file=str(svg)))
        path = svg
    elif (path.parent / "index.desktop").is_file():
        named, svg = _desktop_entry(path.parent / "index.desktop")
        name = named if svg is not None and svg.name == path.name else ""
    data = _unpack(path)
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ThemeError(NOT_SVG(file=path.name))
    kde = [ours for ours, (k, _a) in _FACES.items() if renderer.elementExists(k)]
    gnome = [ours for ours, (_k, a) in _FACES.items() if renderer.elementExists(a)]
    fmt = DeckFormat.KDE if len(kde) >= len(gnome) else DeckFormat.AISLERIOT
    found = kde if fmt is DeckFormat.KDE else gnome
    if not found:
        raise ThemeError(NOT_A_DECK(file=path.name))
    which = 0 if fmt is DeckFormat.KDE else 1
    if len(found) < len(_FACES):
        missing = [_FACES[ours][which] for ours in _FACES if ours not in found]
        raise ThemeError(INCOMPLETE(file=path.name, count=len(missing), example=", ".join(missing[:3])))
    ids = {ours: pair[which] for ours, pair in _FACES.items()}
    for ours, tries in _JOKERS.items():
        ident = next((i for i in tries[which] if renderer.elementExists(i)), None)
        if ident is not None:
            ids[ours] = ident
    if renderer.elementExists("back"):
        ids[DECK_BACK] = "back"
    boxes = [_card_box(renderer, ident) for ident in set(ids[ours] for ours in _FACES)]
    width = statistics.median(b.width() for b in boxes)
    height = statistics.median(b.height() for b in boxes)
    if width <= 0 or height <= 0 or not 0.45 <= width / height <= 0.9:
        raise ThemeError(NOT_UPRIGHT(file=path.name, width=round(width), height=round(height)))
    cell = None
    if fmt is DeckFormat.AISLERIOT:
        view = renderer.viewBoxF()
        grid = (view.width() / 13, view.height() / 5)
        if abs(grid[0] - width) <= 0.05 * width and abs(grid[1] - height) <= 0.05 * height:
            cell, (width, height) = grid, grid
    theme = Theme(f"{fmt.value}:{path.resolve()}:{zlib.crc32(data):08x}", name or _pretty(path), fmt, data, ids,
                  width / height, "back", cell, path)
    return theme.rebased(base or builtin_theme()).with_back(back)


def _pretty(path: Path) -> str:
    stem = path.name.split(".")[0]
    return stem.replace("_", " ").replace("-", " ").strip().title() or path.name


# --- installed decks -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """A deck found on disk (not yet read): its name, file and kind."""
    name: str
    path: Path
    format: DeckFormat


def deck_folders() -> list[tuple[DeckFormat, Path]]:
    """Where KDE decks and aisleriot themes are installed (XDG data folders: the user's
    ``~/.local/share`` first, then ``/usr/local/share`` and ``/usr/share``)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots: list[Path] = []
    for root in [home, *system.split(os.pathsep)]:
        if root and Path(root) not in roots:
            roots.append(Path(root))
    return [(DeckFormat.KDE, r / "carddecks") for r in roots] + \
        [(DeckFormat.AISLERIOT, r / "aisleriot" / "cards") for r in roots]


def installed_decks(folders: list[tuple[DeckFormat, Path]] | None = None, lang: str = "") -> list[DeckEntry]:
    """The decks in ``folders`` (default ``deck_folders()``), by name (KDE decks' names in
    ``lang`` where their ``index.desktop`` has one); no deck file is opened."""
    found: dict[Path, DeckEntry] = {}
    for fmt, folder in deck_folders() if folders is None else folders:
        try:
            if fmt is DeckFormat.KDE:
                for index in sorted(folder.glob("*/index.desktop")):
                    name, svg = _desktop_entry(index, lang)
                    if svg is not None and svg.is_file():
                        found.setdefault(svg.resolve(), DeckEntry(name, svg, fmt))
            else:
                for svg in sorted([*folder.glob("*.svg"), *folder.glob("*.svgz")]):
                    found.setdefault(svg.resolve(), DeckEntry(_pretty(svg), svg, fmt))
        except OSError:
            continue
    return sorted(found.values(), key=lambda e: (e.name.casefold(), str(e.path)))


# --- settings ----------------------------------------------------------------------------


def _choice(values: Mapping[str, object], key: str, allowed: tuple[str, ...]) -> str:
    value = values.get(key, DEFAULTS[key])
    return value if isinstance(value, str) and value in allowed else str(DEFAULTS[key])


def theme_from_settings(values: Mapping[str, object]) -> Theme:
    """The theme the ``look/...`` settings ask for (see ``LOOK_KEYS``). Never raises: a deck
    file that cannot be loaded gives our standard deck with ``problem`` set."""
    deck = _choice(values, "look/deck", (*BUILTIN_DECKS, EXTRA))
    colour = ColourMode(_choice(values, "look/colour_mode", tuple(m.value for m in ColourMode)))
    size = CardSize(_choice(values, "look/card_size", tuple(s.value for s in CardSize)))
    back = _choice(values, "look/back", (*BACK_IDS, OWN_BACK))
    theme = builtin_theme(deck if deck != EXTRA else "standard", colour, values.get("look/large_print") is True)
    extra = values.get("look/extra_deck_path")
    if deck == EXTRA and isinstance(extra, str) and extra:
        try:
            theme = load_deck(extra, base=theme, back=back)
        except ThemeError as err:
            theme = replace(theme, problem=err.message)
    return replace(theme.with_back(back), card_scale=size.scale)
