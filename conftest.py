"""Doctests run over every app package (``testpaths`` in pyproject.toml); these modules are not
importable on their own in a test run, or hold nothing to test."""

collect_ignore_glob = [
    "naipes_site/settings/*",  # prod.py refuses to load without SECRET_KEY and ALLOWED_HOSTS
    "naipes_site/wsgi.py",
    "*/migrations/*",
]


# `make test-postgres` runs only what touches the database (`--database-tests-only`): the engine, the
# doctests and every other test that never opens a connection already ran on SQLite, and PostgreSQL
# would give them the same answers.
DATABASE_FIXTURES = {"db", "transactional_db", "live_server", "django_db_reset_sequences",
                     "django_db_serialized_rollback"}


def pytest_addoption(parser):
    parser.addoption("--database-tests-only", action="store_true",
                     help="run only the tests that use the database (marked django_db or asking for db)")


def uses_database(item) -> bool:
    return item.get_closest_marker("django_db") is not None or bool(
        DATABASE_FIXTURES & set(getattr(item, "fixturenames", ())))


def pytest_collection_modifyitems(config, items):
    if not config.getoption("database_tests_only"):
        return
    kept = [item for item in items if uses_database(item)]
    config.hook.pytest_deselected(items=[item for item in items if not uses_database(item)])
    items[:] = kept
