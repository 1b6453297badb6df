"""A page joined from pieces compressed apart is one ordinary gzip body of the same bytes as the page sent plain."""

import gzip

import pytest
from django.test import RequestFactory

from naipes_site import gzip_pieces

LONG = "<p>Triunfan los oros; la baza es de quien echó el as.</p>\n" * 40
PIECES = [gzip_pieces.fixed("<!doctype html><title>Naipes</title>" + LONG), "a" * 64, "",
          gzip_pieces.fixed(""), "ñ" + LONG[::-1], gzip_pieces.fixed("</html>\n")]


def _request(accept: str = "gzip, deflate, br"):
    return RequestFactory().get("/es/trainers/tute-trick/", HTTP_ACCEPT_ENCODING=accept)


def _plain() -> bytes:
    return b"".join(p.plain if isinstance(p, gzip_pieces.Fixed) else p.encode() for p in PIECES)


def test_the_pieces_compressed_apart_decompress_to_the_whole_page():
    response = gzip_pieces.response(_request(), PIECES)
    assert response["Content-Encoding"] == "gzip"
    assert gzip.decompress(response.content) == _plain()
    assert int(response["Content-Length"]) == len(response.content) < len(_plain()) / 3
    assert "Accept-Encoding" in response["Vary"]


@pytest.mark.parametrize("accept", ["", "identity", "br"])
def test_a_browser_that_does_not_take_gzip_gets_the_page_plain(accept):
    response = gzip_pieces.response(_request(accept), PIECES)
    assert not response.has_header("Content-Encoding")
    assert response.content == _plain()


def test_each_answer_is_padded_by_a_random_length_as_djangos_gzip_middleware_pads_it():
    """A compressed page's length must not give away what is inside it (BREACH): the header names a file of
    a random length of up to a hundred bytes."""
    lengths = {len(gzip_pieces.response(_request(), PIECES).content) for _ in range(40)}
    assert len(lengths) > 10 and max(lengths) - min(lengths) < 100


def test_a_short_changing_piece_is_stored_as_it_is():
    """A CSRF token is written into the body uncompressed: compressing it would cost more than it saves."""
    response = gzip_pieces.response(_request(), [gzip_pieces.fixed(LONG), "token-1234", gzip_pieces.fixed(LONG)])
    assert b"token-1234" in response.content
    assert gzip.decompress(response.content) == (LONG + "token-1234" + LONG).encode()
