"""kortbord.digest: the same SHA-256 and HMAC as hashlib's, without OpenSSL."""
from __future__ import annotations

import hashlib
import hmac
import subprocess
import sys
from pathlib import Path

import pytest

from kortbord.digest import hmac_sha256, sha256

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("key", [b"", b"k", b"x" * 64, b"y" * 65, bytes(range(200))])
@pytest.mark.parametrize("message", [b"", b"abc", bytes(range(256)) * 5])
def test_the_digests_are_hashlibs(key: bytes, message: bytes) -> None:
    assert hmac_sha256(key, message) == hmac.new(key, message, hashlib.sha256).hexdigest()
    assert sha256(message).hexdigest() == hashlib.sha256(message).hexdigest()


def test_saves_and_the_single_instance_load_no_openssl() -> None:
    code = ("import sys; import kortbord.saves, kortbord.app.single_instance; "
            "print(sorted(m for m in ('_hashlib', 'hashlib', 'hmac', '_ssl') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "[]"
