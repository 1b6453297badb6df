"""The second unseen set (tests/search/unseen2.py) is held out for a later tuning: these tests hold its shape,
that its questions are new to the other two sets, and its targets, never the search's figures on it. Every
target is a page the site serves in both languages and, when it names an anchor, a page that holds that
anchor."""

import json
import re
import unicodedata
from pathlib import Path

import pytest

from tests.search import unseen2
from tests.search.test_unseen_targets import _anchors, _page

pytestmark = pytest.mark.django_db

EVERY = {"es": unseen2.SPANISH, "en": unseen2.ENGLISH}


def _normal(query: str) -> str:
    """Lower case, no accents, spaces collapsed: the same question typed twice reads the same."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", query.casefold()) if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", bare).strip()


def _questions(name: str) -> set[str]:
    rows = json.loads(Path(__file__).with_name(name).read_text(encoding="utf-8"))
    return {_normal(query) for part in rows.values() for lang in part.values() for query, _t in lang}


def test_the_set_is_held_out_only_large_and_asked_in_both_languages():
    raw = json.loads(Path(__file__).with_name("unseen2.json").read_text(encoding="utf-8"))
    assert set(raw) == {"held_out"} and set(raw["held_out"]) == {"es", "en"}
    assert len(unseen2.SPANISH) + len(unseen2.ENGLISH) >= 240
    assert abs(len(unseen2.SPANISH) - len(unseen2.ENGLISH)) <= 0.1 * len(unseen2.SPANISH)


def test_no_question_is_asked_twice_or_taken_from_the_other_sets():
    old = _questions("labelled.json") | _questions("unseen.json")
    mine = [_normal(query) for queries in EVERY.values() for query, _targets in queries]
    assert len(mine) == len(set(mine))
    repeated = sorted(set(mine) & old)
    assert not repeated, repeated
    assert all(1 <= len(query.split()) <= 25 for query in mine)


def test_about_one_question_in_twenty_is_one_the_site_does_not_answer():
    for queries in EVERY.values():
        none = [query for query, targets in queries if not targets]
        assert 0.03 <= len(none) / len(queries) <= 0.08, none
        assert unseen2.not_on_site(queries) == [(q, t) for q, t in queries if not t]


def test_the_games_are_asked_about_evenly_in_both_languages():
    """The games are those the set's positions are judged in (``/judges/<game>/``): read from the data, so the
    test names none of them; a question is about a game when one of its targets names it."""
    for queries in EVERY.values():
        targets = [target for _q, targets in queries for target in targets]
        games = {match[1] for target in targets if (match := re.match(r"/judges/([a-z]+)/", target))}
        asked = {game: sum(any(game in target for target in targets) for _q, targets in queries) for game in games}
        assert len(games) >= 2 and min(asked.values()) >= 0.8 * max(asked.values()), asked


def test_every_target_is_a_page_the_site_serves_with_its_anchor():
    wrong = []
    for lang, queries in EVERY.items():
        for query, targets in queries:
            for target in targets:
                path, _sep, anchor = target.partition("#")
                status, final, html = _page(f"/{lang}{path}")
                if not (target.startswith("/") and not target.endswith("*") and status == 200
                        and final.startswith(f"/{lang}{path}") and (not anchor or anchor in _anchors(html))):
                    wrong.append((lang, query, target, status, final))
    assert not wrong, wrong
