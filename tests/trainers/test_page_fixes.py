"""Regressions of the trainer pages: the streak follows htmx answers, the verdict is reachable
without JavaScript, the index says something new under each title, number trainers show the right
numbers, and the Spanish pages call the section «Ejercicios»."""

import re

import pytest

from tests.trainers.test_views import HTMX, answer_form, post
from trainers.drills import DRILLS, NUMBERS

pytestmark = pytest.mark.django_db


def test_an_htmx_answer_also_updates_the_streak_above_the_question(client):
    html = client.get("/en/trainers/tute-trick/?level=1").content.decode()
    assert "Streak: 0" in html
    response = post(client, "en", "tute-trick", answer_form("tute-trick", html), headers=HTMX)
    fragment = response.content.decode()
    streak = re.search(r'<span class="status-streak" id="streak" hx-swap-oob="true">(.*?)</span>', fragment)
    assert streak, "the streak comes out of band with the feedback"
    assert "Streak: 1 (best 1)" in streak.group(1)


def test_a_plain_answer_has_no_out_of_band_pieces(client):
    html = client.get("/en/trainers/tute-trick/?level=1").content.decode()
    # A plain post is redirected to the answered question's own address (back from the rule works).
    page = post(client, "en", "tute-trick", answer_form("tute-trick", html), follow=True).content.decode()
    assert "hx-swap-oob" not in page and page.count('id="streak"') == 1


def test_without_javascript_the_answer_page_opens_at_the_verdict(client):
    html = client.get("/es/trainers/tute-trick/").content.decode()
    assert re.search(r'<form class="answer-form" method="post" action="/es/trainers/tute-trick/answer/#feedback"', html)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_index_adds_one_line_to_each_title_instead_of_repeating_it(client, lang):
    html = client.get(f"/{lang}/trainers/").content.decode()
    tiles = re.findall(r'<a class="trainer-link" href="[^"]+">([^<]+)</a> <span class="summary">([^<]+)</span>', html)
    assert len(tiles) == len(DRILLS)
    for title, line in tiles:
        words = set(re.findall(r"\w+", title.lower()))
        assert len(set(re.findall(r"\w+", line.lower())) - words) >= 3, (title, line)
    assert 'class="skill"' not in html


@pytest.mark.parametrize("slug", [s for s, d in DRILLS.items() if d.scene(d.generate(__import__("random").Random(1), 1)).widget.kind == NUMBERS])
def test_number_trainers_show_the_numbers_under_the_correct_answer(client, slug):
    html = client.get(f"/en/trainers/{slug}/?level=2").content.decode()
    page = post(client, "en", slug, answer_form(slug, html, wrong=True), follow=True).content.decode()
    right = re.search(r'<div class="right-answer">\s*<h4>The correct answer</h4>\s*<p>([^<]+)</p>', page)
    assert right and re.search(r"\d", right.group(1))


@pytest.mark.parametrize("url", ["/es/", "/es/trainers/", "/es/trainers/tute-trick/", "/es/trainers/progress/",
                                 "/es/classroom/", "/es/api/"])
def test_spanish_pages_call_the_drills_ejercicios(client, url):
    html = client.get(url).content.decode()
    assert "ntrenador" not in html
    if url != "/es/api/":
        assert "jercicios" in html


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ("Puesto para la sota de ", "Subir la sota de ", "Bajar la sota de ")),
    ("en", ("Position of the sota (jack) of ", "Move the sota (jack) of ")),
])
def test_an_order_question_names_the_sota_with_its_own_article(client, lang, words):
    """«la sota», never «el sota»: the article comes with the card's name (rules of Spanish, not of a drill)."""
    seed = next(s for s in range(200) if "sota" in (page := client.get(
        f"/{lang}/trainers/paulo-trumps/?seed={s}&level=2").content.decode()) and "order-item" in page)
    page = client.get(f"/{lang}/trainers/paulo-trumps/?seed={seed}&level=2").content.decode()
    assert all(w in page for w in words), seed
    assert "el sota" not in page and "del sota" not in page
