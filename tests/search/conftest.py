"""The search index is built once per test process, from the pages as the tests' settings render them, and
written again before a module here if a transactional test on the same worker emptied it
(:mod:`tests.search_index`)."""

import pytest

from tests import search_index


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        search_index.written()


@pytest.fixture(scope="module", autouse=True)
def index_kept(django_db_setup, django_db_blocker):
    # Once a module, before any test's own transaction opens, so that the rows written again stay.
    with django_db_blocker.unblock():
        search_index.kept()
