"""Files the app keeps in its data folder: read with care, written atomically (Qt-free).

Reading opens only regular files of a bounded size: an ``autosave.json`` that is a
FIFO, a directory or a link to ``/dev/zero`` is refused at once instead of hanging
the start or filling the memory. Writing goes through a temporary file beside the
target (``.autosave.json.<random>.tmp``) that is renamed over it; the temporary files
of writes cut short by a crash are removed at the next start (``remove_temps``).
A file that was refused can be moved aside under a new number (``keep_aside``),
never over an earlier kept copy.
"""
from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
from pathlib import Path

#: How many refused files of one name are kept (the newest).
KEEP = 5


class NotAFile(OSError):
    """The path is a directory, FIFO, device or socket, not a regular file."""


class TooBig(OSError):
    """The file is larger than the reader accepts; ``size`` in bytes."""

    def __init__(self, size: int) -> None:
        super().__init__(errno.EFBIG, f"{size} bytes")
        self.size = size


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    ``NotAFile``, ``TooBig`` or another ``OSError`` otherwise. The file is looked at
    (``stat``) before it is opened, and opened without blocking, so no special file
    can make this wait.
    """
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotAFile(errno.EINVAL, "not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):     # replaced between stat and open
            raise NotAFile(errno.EINVAL, "not a regular file")
        if info.st_size > limit:
            raise TooBig(info.st_size)
        chunks = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:                      # it grew while being read
            raise TooBig(total)
        return b"".join(chunks)
    finally:
        os.close(fd)


def write_atomic(path: Path, content: str | bytes) -> None:
    """Replace ``path`` by ``content`` (text is written as UTF-8) so that readers see the
    old or the new file, never half. An error leaves no temporary file behind."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def remove_temps(folder: Path, names: tuple[str, ...]) -> list[Path]:
    """Remove the temporary files that ``write_atomic`` left for ``names`` in ``folder``
    when a write was cut short (a crash, a kill); returns what was removed."""
    pattern = re.compile("|".join(rf"\.{re.escape(name)}\.[^/]*\.tmp" for name in names))
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if pattern.fullmatch(entry.name):
            try:
                if entry.is_file() and not entry.is_symlink():
                    entry.unlink()
                    removed.append(entry)
            except OSError:
                pass
    return removed


def keep_aside(path: Path, keep: int = KEEP) -> Path:
    """Move the refused file ``path`` to ``<stem>.broken.<n><suffix>`` under the next
    free number, then delete all but the ``keep`` newest kept copies. Returns the new path;
    ``OSError`` when it cannot be moved (it then stays where it was)."""
    kept = kept_copies(path)
    number = max(kept, default=0) + 1
    while True:
        target = _kept_path(path, number)
        if not os.path.lexists(target):
            break
        number += 1
    os.rename(path, target)
    for old in sorted(kept_copies(path))[:-keep] if keep > 0 else []:
        try:
            _kept_path(path, old).unlink()
        except OSError:
            pass
    return target


def kept_copies(path: Path) -> dict[int, Path]:
    """The kept copies of ``path`` by number."""
    pattern = re.compile(rf"{re.escape(path.stem)}\.broken\.([0-9]{{1,9}}){re.escape(path.suffix)}")
    found: dict[int, Path] = {}
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return found
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match:
            found[int(match.group(1))] = entry
    return found


def _kept_path(path: Path, number: int) -> Path:
    return path.with_name(f"{path.stem}.broken.{number}{path.suffix}")
