"""Requests sent at the same moment, for the tests of what two app servers may do at once."""

from __future__ import annotations

import threading

from django.db import connection


def all_at_once(jobs, *, wait: float = 120):
    """Run each job in its own thread, released together by a barrier; their results in order."""
    barrier = threading.Barrier(len(jobs))
    results: list = [None] * len(jobs)

    def run(i, job):
        try:
            barrier.wait()
            results[i] = job()
        finally:
            connection.close()  # each thread has its own connection; leave none open

    threads = [threading.Thread(target=run, args=(i, job)) for i, job in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(wait)
    return results
