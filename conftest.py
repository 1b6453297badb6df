"""Doctests run over every app package (``testpaths`` in pyproject.toml); these modules are not
importable on their own in a test run, or hold nothing to test."""

import pytest

collect_ignore_glob = [
    "naipes_site/settings/*",  # prod.py refuses to load without SECRET_KEY and ALLOWED_HOSTS
    "naipes_site/wsgi.py",
    "*/migrations/*",
]


# `make test-postgres` runs the tests whose answer can differ on PostgreSQL: those marked `postgres`,
# and every database test in the folders below, with the reason each is there. The engine, the rule pages
# and every test that never opens a connection, or only reads and writes rows one at a time, already ran
# on SQLite and PostgreSQL would give them the same answers. Mark any other test whose answer depends on
# the database (a lock, a constraint, a transaction, a raw query) with `@pytest.mark.postgres`.
POSTGRES_FOLDERS = {
    "tests/deploy": "the production set-up: two app servers on one database, the shared cache, nginx in front",
    "tests/classroom": "many phones at once: join codes and nicknames unique by constraint, locked answers",
    "tests/counters": "phones editing one sheet: version checks, double taps, the history's transactions",
    "tests/hardening": "hostile text and numbers reach the database, which alone refuses NUL bytes, "
                       "over-long text and numbers out of an integer's range",
    "tests/fuzz": "the same, generated",
}
DATABASE_FIXTURES = {"db", "transactional_db", "live_server", "django_db_reset_sequences",
                     "django_db_serialized_rollback"}


def pytest_addoption(parser):
    parser.addoption("--database-tests-only", action="store_true",
                     help="run only the tests that use the database (marked django_db or asking for db)")


def uses_database(item) -> bool:
    return item.get_closest_marker("django_db") is not None or bool(
        DATABASE_FIXTURES & set(getattr(item, "fixturenames", ())))


def in_folder(item, folder: str) -> bool:
    return item.path.relative_to(item.config.rootpath).as_posix().startswith(folder + "/")


def in_postgres_folder(item) -> bool:
    return any(in_folder(item, folder) for folder in POSTGRES_FOLDERS)


RESTARTS_DATABASE_FOLDER = "tests/deploy"
"""Where a test that restarts the cluster lives: `make test-postgres` collects it from there alone."""


@pytest.hookimpl(tryfirst=True)  # before `-m` selects by marker
def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.get_closest_marker("restarts_database") and not in_folder(item, RESTARTS_DATABASE_FOLDER):
            raise pytest.UsageError(f"{item.nodeid}: a test marked restarts_database belongs in "
                                    f"{RESTARTS_DATABASE_FOLDER}, where `make test-postgres` looks for it")
        if in_postgres_folder(item) and uses_database(item):
            item.add_marker(pytest.mark.postgres)
    if not config.getoption("database_tests_only"):
        return
    kept = [item for item in items if uses_database(item)]
    config.hook.pytest_deselected(items=[item for item in items if not uses_database(item)])
    items[:] = kept
