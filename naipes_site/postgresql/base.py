"""Django's PostgreSQL backend, with a health check that costs no round trip to the server.

A worker keeps its connection between requests (``CONN_MAX_AGE``), and with ``CONN_HEALTH_CHECKS`` Django
checks it before a request's first statement, so that a database restart costs no error. Django's check
is a ``SELECT 1``: one round trip and one statement on the server for every request, the cheapest of them
(an unchanged poll of a live class is one query) doubled.

Here the check asks the client side first. A connection psycopg knows to be closed or broken is not
usable. An idle connection that is healthy has nothing to say: the server writes to it only in answer
to a statement. When the server ends the connection (a restart, ``pg_terminate_backend``, a crash) the
backend sends its ``FATAL`` message and closes the socket, so the socket becomes readable: a poll with a
zero timeout sees it without waiting. Only then (or when the connection is not idle, which Django never
leaves it between requests) does the check fall back to Django's ``SELECT 1``, which decides: a server
that sent something harmless (a notice) keeps its connection, a terminated one is replaced before the
request uses it.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base
from django.db.backends.postgresql.psycopg_any import is_psycopg3


def quiet(fd: int) -> bool:
    """Whether nothing is waiting on the socket ``fd``: no data, no end of file, no error.

    >>> import socket
    >>> a, b = socket.socketpair()
    >>> quiet(a.fileno())
    True
    >>> b.close()
    >>> quiet(a.fileno())  # the other end went away
    False
    """
    poller = select.poll()
    poller.register(fd, select.POLLIN | select.POLLPRI)
    return not poller.poll(0)


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self) -> bool:
        if self.connection is None:
            return False
        if not is_psycopg3:
            return super().is_usable()
        from psycopg import pq

        connection = self.connection
        if connection.closed or connection.broken:
            return False
        idle = connection.info.transaction_status == pq.TransactionStatus.IDLE
        try:
            if idle and quiet(connection.fileno()):
                return True
        except (OSError, ValueError, base.Database.Error):  # no socket to poll: not usable
            return False
        return super().is_usable()
