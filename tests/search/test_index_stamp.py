"""A search asks the database whether the index was rebuilt at most once a second per process
(``search.index.STAMP_SECONDS``): a repeated search then costs no query for it, an index rebuilt by another
process is seen within that second, and one this process rebuilds at once."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from search import index
from search.models import Entry

pytestmark = pytest.mark.django_db


def _stamp_queries(lang: str = "es") -> int:
    with CaptureQueriesContext(connection) as asked:
        index.search("baza", lang)
    return sum("MAX" in query["sql"] for query in asked.captured_queries)


def test_a_stamp_is_read_once_within_its_second(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(index.time, "monotonic", lambda: now[0])
    index.search("baza", "es"), index.search("baza", "en")  # both indexes read, as a warm server has them
    index._stamps_read.clear()
    assert _stamp_queries() == 1
    assert _stamp_queries() == 0 and _stamp_queries("en") == 0
    now[0] += index.STAMP_SECONDS
    assert _stamp_queries() == 1


def test_an_index_rebuilt_elsewhere_is_seen_after_the_second_and_one_rebuilt_here_at_once(monkeypatch):
    now = [2000.0]
    monkeypatch.setattr(index.time, "monotonic", lambda: now[0])
    index._stamps_read.clear()
    before = index.search("baza", "es").stamp
    newest = Entry.objects.order_by("-id").first()
    newest.pk = None
    newest.save()  # as another process's rebuild raises the highest id
    assert index.search("baza", "es").stamp == before
    now[0] += index.STAMP_SECONDS
    assert index.search("baza", "es").stamp == newest.pk > before
    index.build()
    assert index.search("baza", "es").stamp > newest.pk
