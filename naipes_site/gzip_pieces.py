"""A page joined from pieces kept per process and pieces made for the request, compressed piece by piece.

Compressing a whole page for each request (Django's ``GZipMiddleware``) cost a trainer's new question
about a tenth of its time, though most of the page is its layout, the same at every request. A deflate
stream is a series of blocks, so a piece that never changes is compressed once, ending on a byte boundary
with nothing later referring back into it (a full flush), and at each request only the changing pieces are
compressed, each on its own; a short one (a CSRF token) is written as a stored block, not compressed at
all. The blocks are laid end to end under a gzip header with the whole page's checksum and length: one
ordinary gzip body, which decompresses to the same bytes as the page sent plain.

The header carries a random-length file name, as ``GZipMiddleware``'s does ("Heal the Breach", against
BREACH); a response that is already encoded is left alone by that middleware, so the ``Vary`` header it
would have added is added here.
"""

from __future__ import annotations

import secrets
import struct
import zlib
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.middleware.gzip import GZipMiddleware, re_accepts_gzip
from django.utils.cache import patch_vary_headers

LEVEL = 6
"""Django's ``GZipMiddleware`` compresses at this level."""

_STORED_UP_TO = 256
"""Changing pieces up to this many bytes are stored, not compressed: setting up a compressor costs more."""

_LAST_BLOCK = b"\x03\x00"
"""An empty final block (fixed codes): what ends the stream, since every piece ends with a full flush."""


@dataclass(frozen=True)
class Fixed:
    """A piece the same at every request: its bytes, and those bytes compressed once."""

    plain: bytes
    deflated: bytes


def fixed(text: str) -> Fixed:
    plain = text.encode()
    return Fixed(plain, _deflated(plain))


def _deflated(plain: bytes) -> bytes:
    """``plain`` as deflate blocks that stand alone: byte-aligned at the end, no final block, no reference to
    what came before, so they may follow or precede any other piece's."""
    if len(plain) <= _STORED_UP_TO:
        return b"\x00" + struct.pack("<HH", len(plain), len(plain) ^ 0xFFFF) + plain
    squeezer = zlib.compressobj(LEVEL, zlib.DEFLATED, -zlib.MAX_WBITS)
    return squeezer.compress(plain) + squeezer.flush(zlib.Z_FULL_FLUSH)


def response(request: HttpRequest, pieces: list[Fixed | str]) -> HttpResponse:
    """An HTML response of the pieces in order, gzipped when the browser accepts it."""
    parts = [piece if isinstance(piece, Fixed) else piece.encode() for piece in pieces]
    plain = b"".join(part.plain if isinstance(part, Fixed) else part for part in parts)
    if not re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")):
        return HttpResponse(plain)
    padding = b"a" * secrets.randbelow(GZipMiddleware.max_random_bytes)
    body = b"".join((
        b"\x1f\x8b\x08\x08\x00\x00\x00\x00\x00\xff", padding, b"\x00",  # magic, deflate, a file name; no time
        *(part.deflated if isinstance(part, Fixed) else _deflated(part) for part in parts), _LAST_BLOCK,
        struct.pack("<LL", zlib.crc32(plain), len(plain) & 0xFFFFFFFF),
    ))
    answer = HttpResponse(body)
    answer["Content-Encoding"] = "gzip"
    answer["Content-Length"] = str(len(body))
    patch_vary_headers(answer, ("Accept-Encoding",))
    return answer
