"""The platform under test, registered with the tool and mounted on the tool's HTTP session."""

from __future__ import annotations

import pytest

from lti import http, keys
from tests.lti.platform import ORIGIN, Adapter, Platform, new_private_key, register

TOOL = "http://testserver"


@pytest.fixture(scope="session")
def platform_key() -> str:
    return new_private_key()


@pytest.fixture(scope="session")
def other_key() -> str:
    """A key the platform does not publish: a forger's."""
    return new_private_key()


@pytest.fixture(scope="session")
def tool_key() -> str:
    """The tool's key, made once for the run (a new RSA key per test would cost more than the test)."""
    return new_private_key()


@pytest.fixture
def platform(db, platform_key, tool_key):
    keys.keep(tool_key)
    lms = Platform(TOOL, keys.jwks(), private_key=platform_key)
    http.session.mount(ORIGIN, Adapter(lms))
    yield lms
    http.session.adapters.pop(ORIGIN, None)


@pytest.fixture
def registered(platform):
    return register()
