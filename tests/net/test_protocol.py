"""The wire protocol: framing, the size limit, versions and message shapes."""
from __future__ import annotations

import json

import pytest

from kortbord.engine import Rng
from kortbord.net import protocol
from kortbord.net.protocol import MAX_BYTES, ProtocolError, decode, encode


def test_a_message_is_one_json_line_that_decodes_to_itself():
    line = encode("move", text="2 play QS")
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert decode(line) == {"v": protocol.VERSION, "type": "move", "text": "2 play QS"}


@pytest.mark.parametrize("line,key", [
    (b"x" * (MAX_BYTES + 1), "too_long"),
    (b"{not json\n", "not_json"),
    (b"\xff\xfe\n", "not_json"),
    (b'{"v": 1, "type": "move", "text": NaN}\n', "not_json"),
    (b"[1, 2]\n", "not_object"),
    (b'{"v": 2, "type": "move", "text": "0 draw"}\n', "version"),
    (b'{"v": true, "type": "move", "text": "0 draw"}\n', "version"),
    (b'{"v": 1, "type": "shutdown"}\n', "type"),
    (b'{"v": 1, "type": "move", "text": 7}\n', "fields"),
    (b'{"v": 1, "type": "hello"}\n', "fields"),
    (b"[" * 100_000 + b"\n", "not_json"),
])
def test_what_breaks_the_protocol_is_refused_with_its_reason(line, key):
    with pytest.raises(ProtocolError) as err:
        decode(line)
    assert err.value.key == key and key in protocol.ERRORS


def test_a_message_too_large_to_send_is_not_sent():
    with pytest.raises(ProtocolError):
        encode("error", reason="x" * MAX_BYTES)


def test_random_bytes_never_raise_anything_but_a_protocol_error():
    rng = Rng(11)
    pieces = [b"{", b"}", b'"v"', b":", b"1", b",", b'"type"', b'"move"', b'"text"', b'"hello"', b"[", b"]",
              b"\xc3", b"null", b"1e999", b"\\u0000", b'"'] + [bytes([i]) for i in range(0, 256, 7)]
    for _ in range(3000):
        line = b"".join(rng.choice(pieces) for _ in range(1 + rng.below(29))) + b"\n"
        try:
            message = decode(line)
        except ProtocolError as err:
            assert err.key in protocol.ERRORS
        else:
            assert message["type"] in protocol.SHAPES and json.dumps(message)
