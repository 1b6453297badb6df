"""SQLite, the embedded default, set up for several gunicorn workers: WAL, a busy timeout, and write
transactions that take the lock when they start."""

from django.db.backends.sqlite3.base import DatabaseWrapper

from naipes_site.database import database_from_url


def test_a_sqlite_file_opens_in_wal_with_immediate_writes_and_a_timeout(tmp_path, django_db_blocker):
    settings = database_from_url(f"sqlite:///{tmp_path}/n.sqlite3", tmp_path / "x")
    wrapper = DatabaseWrapper({**settings, "TIME_ZONE": None, "CONN_MAX_AGE": 0, "CONN_HEALTH_CHECKS": False,
                               "AUTOCOMMIT": True, "ATOMIC_REQUESTS": False, "TEST": {}, "USER": "",
                               "PASSWORD": "", "HOST": "", "PORT": ""}, alias="probe")
    with django_db_blocker.unblock():
        with wrapper.cursor() as cursor:
            cursor.execute("PRAGMA journal_mode")
            assert cursor.fetchone()[0] == "wal"
            cursor.execute("PRAGMA busy_timeout")
            assert cursor.fetchone()[0] == 20_000
        assert wrapper.transaction_mode == "IMMEDIATE"
        wrapper.close()


def test_each_worker_keeps_its_sqlite_connection_between_requests(tmp_path):
    # Closing it after every request checkpointed the WAL each time: a third of a search's time.
    assert database_from_url(f"sqlite:///{tmp_path}/n.sqlite3", tmp_path / "x")["CONN_MAX_AGE"] >= 60
