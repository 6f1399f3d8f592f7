"""The autosave in the app's data folder: where to write, what to resume (Qt-free).

``autosave.json`` holds the match in play. At the start, temporary files of
writes cut short are removed; a save that cannot be resumed is moved aside as
``autosave.broken.<n>.json`` (the newest ``KEEP`` of them are kept) and, when
only its last moves are damaged, the match up to its last legal move is offered.
A save written by a newer version is never touched: while it lies there, this
version plays in ``autosave.v<SAVE_VERSION>.json`` beside it, so going back to
the newer version finds its game as it left it.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .savefile import KEEP, keep_aside, remove_temps
from .saves import NEWER, SAVE_VERSION, Match, NewerSave, SaveError, is_newer, load, salvage, save

AUTOSAVE = "autosave.json"


@dataclass
class Resumed:
    """What ``Autosave.resume`` found."""
    #: The match to put on the table (None: deal a new one).
    match: Match | None = None
    #: Why the save was not resumed as it was.
    error: SaveError | None = None
    #: Where the refused file was moved (None: it could not be moved).
    kept: Path | None = None
    #: The refused match up to its last legal move, to offer instead of a new deal.
    salvaged: Match | None = None
    #: ``autosave.json`` belongs to a newer version and was left where it is.
    newer: NewerSave | None = None


class Autosave:
    """The autosave files of one data folder."""

    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep
        self._target: Path | None = None
        self.newer: NewerSave | None = None

    @property
    def main(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def side(self) -> Path:
        """Where this version plays while ``autosave.json`` is a newer version's."""
        return self.folder / f"autosave.v{SAVE_VERSION}.json"

    def target(self) -> Path:
        """The file this version writes; decided (and old temporary files removed) once."""
        if self._target is None:
            remove_temps(self.folder, (self.main.name, self.side.name))
            if is_newer(self.main):
                self.newer = NewerSave(NEWER(file=self.main.name))
                self._target = self.side
            else:
                self._target = self.main
        return self._target

    def write(self, match: Match) -> None:
        """Autosave ``match``; ``SaveError`` when the file cannot be written."""
        save(self.target(), match)

    def resume(self) -> Resumed:
        """The saved match, or why there is none; a refused file is moved aside."""
        path = self.target()
        if not (path.exists() or path.is_symlink()):
            return Resumed(newer=self.newer)
        try:
            return Resumed(load(path), newer=self.newer)
        except NewerSave as err:       # (the side file, written by a newer version still)
            return Resumed(error=err, newer=self.newer)
        except SaveError as err:
            try:
                kept: Path | None = keep_aside(path, self.keep)
            except OSError:
                kept = None
            salvaged = salvage(kept) if kept is not None and err.last_legal is not None else None
            return Resumed(error=err, kept=kept, salvaged=salvaged, newer=self.newer)
