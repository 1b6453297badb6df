"""SQLite whose write transactions queue on a lock file (see :mod:`naipes_site.sqlite_queue.base`)."""
