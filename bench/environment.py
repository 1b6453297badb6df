"""Django's test environment, set up once per process: ``make bench`` runs every benchmark in one
process, and Django refuses a second ``setup_test_environment()``; and a throw-away test database with
the search index built in it, for the search's benchmarks."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress


def test_environment() -> None:
    from django.test.utils import setup_test_environment

    with suppress(RuntimeError):  # an earlier benchmark of this run set it up: the same one serves
        setup_test_environment()


@contextmanager
def indexed_database() -> Iterator[tuple[int, float]]:
    """A throw-away test database with the index built in it: the entries and the seconds it took."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.test")
    import django

    django.setup()
    from django.test.utils import setup_databases, teardown_databases

    from search.index import build

    test_environment()
    databases = setup_databases(verbosity=0, interactive=False)
    try:
        start = time.perf_counter()
        count = build()
        yield count, time.perf_counter() - start
    finally:
        teardown_databases(databases, verbosity=0)


__test__ = False  # not a test module, despite the name of its function
