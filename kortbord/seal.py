"""The seal over a save's private part: a face-down card, not a lock (Qt-free).

A save holds every hand, the order of the stock and face-down bids. Sealed, that
part is compressed JSON in base64 (``"sealed"``), and ``"check"`` is a keyed
SHA-256 (HMAC) over the open header and the sealed text::

    {"format": "kortbord-save", "version": 2, "game": "whist", "seats": [...],
     "sealed": "eNqrVsrJT...", "check": "9f86d08..."}

What it protects: a glance in a text editor shows no card, and a naive edit (a
changed name, a flipped byte, a line pasted from another save) is found and
refused. What it does not protect: the key is in this source file, so anyone who
reads the source can unseal a save or seal a forged one; and a plain version-1
save is still read. The engine replays every move of a save in any case, so even
a forged save can only hold a position the rules allow.
"""
from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any, Mapping

from .digest import hmac_sha256

#: The longest integer text a save may hold: CPython's default limit, kept even where the
#: interpreter's own (``sys.set_int_max_str_digits``) was lifted. Fields have tighter bounds.
MAX_DIGITS = 4300

#: A fixed key: it tells our seal from a checksum anyone recomputes by hand, no more.
KEY = b"kortbord/save-seal/1: cards lie face down on this table"


class SealError(ValueError):
    """The sealed part is broken or was changed outside the app."""


def seal(header: Mapping[str, Any], private: Mapping[str, Any]) -> dict[str, str]:
    """``{"sealed", "check"}`` for ``private`` under ``header`` (both JSON-plain)."""
    packed = json.dumps(private, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    sealed = base64.b64encode(zlib.compress(packed, 6)).decode("ascii")
    return {"sealed": sealed, "check": _check(header, sealed)}


def unseal(header: Mapping[str, Any], sealed: object, check: object, limit: int) -> Any:
    """The private part, after the check; ``SealError`` when it does not hold, or when
    the unpacked text would be longer than ``limit`` bytes."""
    if not isinstance(sealed, str) or not isinstance(check, str) or not sealed.isascii():
        raise SealError("no seal")
    if _check(header, sealed) != check:   # the key is in the source: no timing to hide
        raise SealError("check")
    try:
        packed = base64.b64decode(sealed.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        text = inflater.decompress(packed, limit)
        if inflater.unconsumed_tail or not inflater.eof:
            raise SealError("size")
        return loads(text.decode("ascii"))
    except (ValueError, binascii.Error, zlib.error) as err:   # bad text, JSON or number
        raise SealError(type(err).__name__) from None


def _check(header: Mapping[str, Any], sealed: str) -> str:
    opened = json.dumps(header, ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    return hmac_sha256(KEY, opened.encode("ascii") + b"\n" + sealed.encode("ascii"))


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError("a number far too long for a save")
    return int(text)


def loads(text: str) -> Any:
    """JSON whose integers have at most ``MAX_DIGITS`` digits (ValueError otherwise)."""
    return json.loads(text, parse_int=_int)
