"""The unseen set (tests/search/unseen.py) is data for a later tuning: these tests hold its shape and its
targets, never the search's figures on it. Every target is a page the site serves in both languages and,
when it names an anchor, a page that holds that anchor; a prefix target (``*``) is the start of some
address the search index holds."""

import json
import re
from functools import cache
from pathlib import Path

import pytest
from django.test import Client

from tests.search import unseen

pytestmark = pytest.mark.django_db

EVERY = {"es": unseen.SPANISH, "en": unseen.ENGLISH}


def test_the_set_is_large_split_in_halves_and_asked_in_both_languages():
    assert len(unseen.SPANISH) + len(unseen.ENGLISH) >= 320
    assert abs(len(unseen.SPANISH) - len(unseen.ENGLISH)) <= 0.2 * len(unseen.SPANISH)
    for tuning, held_out in ((unseen.TUNING_ES, unseen.HELD_OUT_ES), (unseen.TUNING_EN, unseen.HELD_OUT_EN)):
        assert abs(len(tuning) - len(held_out)) <= 1
        assert not {query for query, _t in tuning} & {query for query, _t in held_out}


def test_the_questions_are_new_and_each_asked_once():
    labelled = json.loads(Path(__file__).with_name("labelled.json").read_text(encoding="utf-8"))
    old = {query.casefold() for part in labelled.values() for rows in part.values() for query, _t in rows}
    for queries in EVERY.values():
        said = [query.casefold() for query, _targets in queries]
        assert len(said) == len(set(said))
        assert not set(said) & old
        assert all(1 <= len(query.split()) <= 25 for query, _targets in queries)


def test_about_one_question_in_twenty_is_one_the_site_does_not_answer():
    for queries in EVERY.values():
        none = [query for query, targets in queries if not targets]
        assert 0.03 <= len(none) / len(queries) <= 0.08, none
        assert unseen.not_on_site(queries) == [(q, t) for q, t in queries if not t]
        assert len(unseen.on_site(queries)) + len(none) == len(queries)


@cache
def _page(address: str) -> tuple[int, str, str]:
    """The status, the address it ended at and the HTML: a practice hand redirects to a fresh deal, the review
    to its next question, always under the address asked (a redirect elsewhere, a login, is no answer)."""
    response = Client().get(address, follow=True)
    final = response.redirect_chain[-1][0] if response.redirect_chain else address
    return response.status_code, final, response.content.decode("utf-8", "replace")


def _anchors(html: str) -> set[str]:
    return set(re.findall(r'\bid="([^"]+)"', html))


def test_every_target_is_a_page_the_site_serves_with_its_anchor():
    from search.models import Entry

    indexed = set(Entry.objects.values_list("url", flat=True))
    for lang, queries in EVERY.items():
        for query, targets in queries:
            for target in targets:
                assert target.startswith("/") and not target.startswith(f"/{lang}/"), (query, target)
                if target.endswith("*"):
                    assert any(url.startswith(f"/{lang}{target[:-1]}") for url in indexed), (query, target)
                    continue
                path, _sep, anchor = target.partition("#")
                status, final, html = _page(f"/{lang}{path}")
                assert status == 200 and final.startswith(f"/{lang}{path}"), (query, target, status, final)
                assert not anchor or anchor in _anchors(html), (query, target)
