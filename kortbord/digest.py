"""SHA-256 and its HMAC from CPython's own modules (Qt-free).

``hashlib`` and ``hmac`` load OpenSSL's libcrypto at import (3.3 MB resident
in the app) for digests a few hundred bytes long; CPython's built-in SHA-256
gives the same digests without it.
"""
from __future__ import annotations

import importlib
from typing import Callable, Protocol, cast


class Hash(Protocol):
    def digest(self) -> bytes: ...
    def hexdigest(self) -> str: ...


def _builtin_sha256() -> Callable[[bytes], Hash]:
    """CPython's own SHA-256 (``_sha256`` in 3.11, ``_sha2`` later); ``hashlib``'s if neither."""
    for name in ("_sha256", "_sha2"):
        try:
            return cast(Callable[[bytes], Hash], importlib.import_module(name).sha256)
        except (ImportError, AttributeError):
            continue
    import hashlib   # pragma: no cover - an interpreter without the built-in module
    return hashlib.sha256


sha256 = _builtin_sha256()

__all__ = ["hmac_sha256", "sha256"]

_BLOCK = 64
_INNER = bytes(b ^ 0x36 for b in range(256))
_OUTER = bytes(b ^ 0x5C for b in range(256))


def hmac_sha256(key: bytes, message: bytes) -> str:
    """HMAC-SHA256 (RFC 2104) of ``message`` under ``key``, as hex."""
    if len(key) > _BLOCK:
        key = sha256(key).digest()
    key = key.ljust(_BLOCK, b"\0")
    inner = sha256(key.translate(_INNER) + message).digest()
    return sha256(key.translate(_OUTER) + inner).hexdigest()
