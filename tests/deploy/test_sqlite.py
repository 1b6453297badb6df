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


def test_write_transactions_queue_on_a_lock_file_and_leave_it_when_they_end(tmp_path, django_db_blocker):
    import fcntl
    import os

    from naipes_site.sqlite_queue.base import DatabaseWrapper as Queued

    settings = database_from_url(f"sqlite:///{tmp_path}/n.sqlite3", tmp_path / "x")
    assert settings["ENGINE"] == "naipes_site.sqlite_queue"
    wrapper = Queued({**settings, "TIME_ZONE": None, "CONN_HEALTH_CHECKS": False, "AUTOCOMMIT": True,
                      "ATOMIC_REQUESTS": False, "TEST": {}, "USER": "", "PASSWORD": "", "HOST": "", "PORT": ""},
                     alias="queued")

    def taken() -> bool:
        fd = os.open(tmp_path / "n.sqlite3.write-lock", os.O_RDWR | os.O_CREAT)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return False
        except BlockingIOError:
            return True
        finally:
            os.close(fd)

    with django_db_blocker.unblock():
        with _atomic(wrapper):
            assert taken()
        assert not taken()
        try:
            with _atomic(wrapper):
                raise RuntimeError("a failed answer")
        except RuntimeError:
            pass
        assert not taken()  # rolled back: the next worker goes on
        wrapper.close()


def _atomic(wrapper):
    """``transaction.atomic`` on a connection that is not in ``DATABASES``."""
    from contextlib import contextmanager

    @contextmanager
    def block():
        wrapper.set_autocommit(False, force_begin_transaction_with_broken_autocommit=True)
        try:
            yield
        except BaseException:
            wrapper.rollback()
            raise
        else:
            wrapper.commit()
        finally:
            wrapper.set_autocommit(True)
    return block()
