"""The third unseen set (tests/search/unseen3.py): its shape, the split made before tuning, that its questions
are new to the other sets, and its targets; never the search's figures on it."""

import json
from pathlib import Path

import pytest

from tests.search import unseen3

EVERY = {"es": unseen3.SPANISH, "en": unseen3.ENGLISH}


def _questions(name: str) -> set[str]:
    rows = json.loads(Path(__file__).with_name(name).read_text(encoding="utf-8"))
    return {unseen3.normal(query) for part in rows.values() for lang in part.values() for query, _t in lang}


def test_the_set_is_large_asked_in_both_languages_and_split_by_its_rule():
    assert len(unseen3.SPANISH) + len(unseen3.ENGLISH) >= 300
    assert abs(len(unseen3.SPANISH) - len(unseen3.ENGLISH)) <= 0.1 * len(unseen3.SPANISH)
    for tuning, held in ((unseen3.TUNING_ES, unseen3.HELD_OUT_ES), (unseen3.TUNING_EN, unseen3.HELD_OUT_EN)):
        assert not any(unseen3.held_out(query) for query, _t in tuning)
        assert all(unseen3.held_out(query) for query, _t in held)
        assert 0.4 <= len(held) / (len(tuning) + len(held)) <= 0.6


def test_no_question_is_asked_twice_or_taken_from_the_other_sets():
    old = _questions("labelled.json") | _questions("unseen.json") | _questions("unseen2.json")
    mine = [unseen3.normal(query) for queries in EVERY.values() for query, _targets in queries]
    assert len(mine) == len(set(mine))
    assert not set(mine) & old, sorted(set(mine) & old)
    assert all(1 <= len(query.split()) <= 25 for query in mine)


def test_about_one_question_in_twenty_is_one_the_site_does_not_answer():
    for queries in EVERY.values():
        none = unseen3.not_on_site(queries)
        assert 0.03 <= len(none) / len(queries) <= 0.08, none


@pytest.mark.django_db
def test_every_target_is_an_address_the_site_serves():
    """A target with an anchor is a section, a glossary entry or a score sheet the index holds (the index is built
    from the rendered pages, so the anchor is on the page); one without is an address the URLconf resolves. No page
    is rendered here: the first unseen set's test renders every one of its targets, the same kinds of page."""
    from django.urls import Resolver404, resolve
    from django.utils import translation

    from search.models import Entry

    indexed = set(Entry.objects.values_list("url", flat=True))
    wrong = []
    for lang, queries in EVERY.items():
        for query, targets in queries:
            for target in targets:
                address = f"/{lang}{target}"
                if "#" in target or address in indexed:
                    ok = address in indexed
                else:
                    with translation.override(lang):
                        try:
                            ok = bool(resolve(address))
                        except Resolver404:
                            ok = False
                if not (target.startswith("/") and ok):
                    wrong.append((lang, query, target))
    assert not wrong, wrong
