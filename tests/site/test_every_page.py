"""Site-wide invariants over every page a reader can reach, in both languages."""

import re

import pytest

from naipes_site.games import game_infos

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
PATHS = (
    ["", "glossary/", "cards/", "api/", "trainers/", "trainers/progress/", "counters/", "classroom/", "practice/"]
    + [f"{game.slug}/" for game in game_infos()]
    + [f"{game.slug}/cheatsheet/" for game in game_infos()]
    + ["search/", "judges/"]
    + ["trainers/path/", "trainers/summary/", "trainers/review/done/", "trainers/progress/export/",
       "trainers/progress/import/"]
    + ["join/"] + [f"classroom/live/new/{game.slug}/" for game in game_infos()]
)


def trainer_paths():
    from trainers.drills import DRILLS

    return [f"trainers/{slug}/" for slug in DRILLS]


def judge_paths():
    """Every judge of every game that has judges (the judges' catalogue), without the language."""
    from django.utils import translation

    from judges.catalog import judges

    with translation.override("en"):
        return [judge.url.removeprefix("/en/") for judge in judges()]


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_has_one_h1_lang_and_hreflang_pair(client, lang):
    other = "en" if lang == "es" else "es"
    for path in PATHS + judge_paths() + trainer_paths():
        response = client.get(f"/{lang}/{path}")
        assert response.status_code == 200, path
        html = response.content.decode()
        assert len(re.findall(r"<h1[\s>]", html)) == 1, path
        assert f'<html lang="{lang}">' in html, path
        assert f'hreflang="{lang}" href="http://testserver/{lang}/{path}"' in html, path
        assert f'hreflang="{other}" href="http://testserver/{other}/{path}"' in html, path
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), path
        assert " style=" not in html and "<style" not in html, path
        assert "Content-Security-Policy" in response.headers, path


@pytest.mark.parametrize("lang", LANGS)
def test_every_form_posts_with_a_csrf_token(client, lang):
    for path in PATHS + judge_paths() + trainer_paths():
        html = client.get(f"/{lang}/{path}").content.decode()
        for form in re.findall(r"<form[^>]*>.*?</form>", html, re.S):
            if re.search(r'method="post"', form, re.I):
                assert "csrfmiddlewaretoken" in form, path


def test_pages_stay_small(client):
    """Pages are HTML and inline SVG only; a heavy page hurts a phone at the table."""
    for path in PATHS + judge_paths():
        size = len(client.get(f"/es/{path}").content)
        assert size < 400_000, (path, size)
