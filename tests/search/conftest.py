"""The search index is built once per test session, from the pages as the tests' settings render them."""

import pytest

from search.index import build


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        build()
