"""The labelled set (tests/search/labelled.py) holds the floor the site search promises, each language
apart: the right page first for nine questions in ten, among the first five for 97 in 100, and fewer
than 2 in 100 with nothing at all. ``make bench`` prints the same figures, tuning and held-out apart."""

import pytest

from tests.search import labelled
from tests.search.quality import CEILING_UNANSWERED, FLOOR_P1, FLOOR_R5, measure

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "queries"), [("es", labelled.SPANISH), ("en", labelled.ENGLISH)])
def test_the_labelled_set_holds_the_floor(lang, queries):
    quality = measure(queries, lang)
    assert quality.p1 >= FLOOR_P1, quality.misses
    assert quality.r5 >= FLOOR_R5, quality.misses
    assert quality.empty < CEILING_UNANSWERED, quality.misses


def test_the_set_is_large_and_asked_as_people_ask():
    every = labelled.SPANISH + labelled.ENGLISH
    assert len(every) >= 150 and len(labelled.HELD_OUT_ES) + len(labelled.HELD_OUT_EN) >= 50
    assert all(1 <= len(query.split()) <= 12 for query, _targets in every)
    assert len({query for query, _targets in every}) >= len(every) - 10  # a few are asked alike in both languages
    # Typos, no accents and English names of Spanish terms are part of it, not only clean headings.
    for sample in ("tuto con cuatro jugadores cartas", "shooting the mooon", "docena ecsalera", "renounce",
                   "cuanto vale cada oro en el cirulo", "misere", "overtrump"):
        assert sample in {query for query, _targets in every}


def test_every_target_is_an_address_the_index_holds():
    from search.models import Entry

    urls = set(Entry.objects.values_list("url", flat=True))
    for lang, queries in (("es", labelled.SPANISH), ("en", labelled.ENGLISH)):
        for query, targets in queries:
            for target in targets:
                full = f"/{lang}{target}"
                found = any(u.startswith(full[:-1]) for u in urls) if target.endswith("*") else (
                    full in urls or target.startswith("/judges/"))
                assert found, (query, target)
