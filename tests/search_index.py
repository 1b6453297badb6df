"""The search index's rows, built once a process (every page read and stemmed, about two seconds of CPU) and
written again where a test needs them: a transactional test (a browser test, anything with a live server)
empties every table when it ends, and a worker is dealt whole modules in any order (Makefile, XDIST)."""

from __future__ import annotations

_ROWS: list[dict] = []
"""The index's rows as :func:`search.index.build` first wrote them in this process."""


def written() -> None:
    """The index in the test database: built the first time in this process, its rows written again after
    (the same rows under new ids, so the index's stamp changes as at a rebuild)."""
    from django.db import transaction

    from search import index as search_index
    from search.models import Entry

    if not _ROWS:
        search_index.build()
        _ROWS.extend(Entry.objects.order_by("id").values(*(
            field.name for field in Entry._meta.concrete_fields if not field.primary_key)))
        return
    with transaction.atomic():
        Entry.objects.all().delete()
        Entry.objects.bulk_create([Entry(**row) for row in _ROWS], batch_size=200)
    search_index._stamps_read.clear()  # as build() does: this process sees the new rows at its next query


def kept() -> None:
    """The index as built, written again only if a test has emptied its table since."""
    from search.models import Entry

    if not _ROWS or Entry.objects.count() != len(_ROWS):
        written()
