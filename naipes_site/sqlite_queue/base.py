"""Django's SQLite backend, with its write transactions queued on a lock file beside the database.

Every ``transaction.atomic`` block on SQLite starts with ``BEGIN IMMEDIATE`` (see
:mod:`naipes_site.database`), so the workers' transactions already run one at a time. A worker that finds
the lock taken is left to SQLite's busy handler, which sleeps 1, 2, 5, 10, 15, 20, 25… ms between tries:
under a steady stream of answers two workers spent more time asleep than writing, and the p99 followed.
Here the transaction first takes an exclusive ``flock`` on ``<database>.write-lock``; a waiting worker is
woken by the kernel the moment the other commits or rolls back. The order of work is what it was; only
the idle gaps go. The kernel drops the lock of a worker that dies, and gunicorn's worker timeout bounds
one that hangs. Single statements outside a transaction (a counter bumped in autocommit) do not queue:
they take SQLite's lock for an instant, as before.
"""

from __future__ import annotations

import fcntl
import os

from django.db.backends.sqlite3 import base


class DatabaseWrapper(base.DatabaseWrapper):
    _queue_fd: int | None = None

    def _queue_path(self) -> str | None:
        name = str(self.settings_dict["NAME"])
        return None if self.is_in_memory_db() or name.startswith("file:") else f"{name}.write-lock"

    def _start_transaction_under_autocommit(self) -> None:
        path = self._queue_path()
        if path and self._queue_fd is None:
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:  # no folder to write in: SQLite says what is wrong when it tries
                return super()._start_transaction_under_autocommit()
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
            except BaseException:
                os.close(fd)
                raise
            self._queue_fd = fd
        try:
            super()._start_transaction_under_autocommit()
        except BaseException:
            self._leave_queue()
            raise

    def _leave_queue(self) -> None:
        fd, self._queue_fd = self._queue_fd, None
        if fd is not None:
            os.close(fd)  # closing the descriptor releases its lock

    def _commit(self):
        try:
            return super()._commit()
        finally:
            self._leave_queue()

    def _rollback(self):
        try:
            return super()._rollback()
        finally:
            self._leave_queue()

    def _close(self):
        try:
            return super()._close()
        finally:
            self._leave_queue()
