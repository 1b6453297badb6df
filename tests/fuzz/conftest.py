"""The fuzz suite runs with a client that turns exceptions into responses, as production does, so a
crash shows as the 500 it would be."""

import pytest
from django.test import Client


@pytest.fixture
def hostile_client():
    return Client(raise_request_exception=False)


def no_server_error(response, what: object) -> None:
    assert response.status_code < 500, (what, response.status_code, response.content[:300])
