"""What the tests of the quick unchanged polls (a live class's, a score sheet's) share; their fixture
``sessions_opened`` is in ``tests/conftest.py``."""


def answered_alike(first, quick) -> None:
    """The quick answer is the long way's: the same status, no body, the same headers but the request id."""
    assert quick.status_code == first.status_code
    assert quick.content == first.content == b""
    assert {k: v for k, v in quick.items() if k != "X-Request-ID"} == \
           {k: v for k, v in first.items() if k != "X-Request-ID"}
