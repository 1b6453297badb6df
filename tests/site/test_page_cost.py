"""What the pages people click through cost: queries, templates rendered, work done once per process.

`python -m bench.interactive_bench` measures them against a static file; these tests keep the causes
of its figures from coming back. Each page is the same, byte for byte, as before it was made cheaper.
"""

import gzip
import re

import pytest
from django.core.cache import caches
from django.test import Client

from naipes.cards import Card, Suit
from naipes_site import picker
from trainers import tokens, views
from trainers.drills import DRILLS

pytestmark = pytest.mark.django_db

JUDGE = "/{lang}/judges/tute/trick/?led=7O&cards=1C&muestra=O"
HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def _fresh_caches():
    caches["content"].clear()
    caches["query_pages"].clear()
    caches["template_fragments"].clear()
    picker._toggle.cache_clear()
    views._DRAWN.clear()


def _learner(client: Client, lang: str = "es") -> Client:
    """A browser that has answered once: it has a learner cookie and a streak."""
    html = client.get(f"/{lang}/trainers/tute-trick/").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    choice = re.search(r'name="choice" value="([^"]+)"', html).group(1)
    assert client.post(f"/{lang}/trainers/tute-trick/answer/", {"token": token, "choice": choice}).status_code == 303
    return client


# --- the home page -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_first_visits_home_page_is_rendered_once_then_served_from_memory(client, lang,
                                                                          django_assert_num_queries):
    first = client.get(f"/{lang}/", HTTP_ACCEPT_ENCODING="gzip")
    with django_assert_num_queries(0):
        again = client.get(f"/{lang}/", HTTP_ACCEPT_ENCODING="gzip")
    assert first.templates and not again.templates
    assert gzip.decompress(again.content) == gzip.decompress(first.content)
    assert again["Vary"] == first["Vary"] == "Cookie, Accept-Encoding"
    assert again["Content-Language"] == lang
    assert not again.cookies


def test_a_learners_home_page_is_their_own_never_the_cached_one():
    visitor = Client()
    visitor.get("/es/")
    learner = _learner(Client())
    page = learner.get("/es/")
    assert page.templates  # rendered for them
    # Their last game comes first in the practice box; the anonymous page offers the first game.
    assert re.search(r'<option value="tute" selected>', page.content.decode())
    assert not re.search(r'<option value="tute" selected>', visitor.get("/es/").content.decode())


def test_a_home_page_with_a_query_is_rendered_for_it(client):
    client.get("/es/")
    page = client.get("/es/?from=poster")
    assert page.templates
    assert 'href="/en/?from=poster"' in page.content.decode()  # its language switch keeps the query


# --- the layout's navigation and footer ---------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_navigation_is_kept_per_address_so_each_page_marks_its_own_place(client, lang):
    trainers = client.get(f"/{lang}/trainers/").content.decode()
    judges = client.get(f"/{lang}/judges/").content.decode()
    again = client.get(f"/{lang}/trainers/").content.decode()
    assert f'href="/{lang}/trainers/" aria-current="page"' in trainers
    assert f'href="/{lang}/judges/" aria-current="page"' in judges
    assert f'href="/{lang}/trainers/" aria-current="page"' not in judges
    assert again == trainers
    other = "en" if lang == "es" else "es"
    assert f'href="/{other}/trainers/"' not in client.get(f"/{lang}/trainers/").content.decode().split("<main")[0] \
        .split('class="wrap site-nav"')[1]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("path", ["", "judges/", "trainers/progress/", "counters/", "no-such-page/"])
def test_the_footers_home_link_leads_home_on_every_page(client, lang, path):
    """The footer is kept once per language, so its links are built inside it, not read from the header."""
    page = client.get(f"/{lang}/{path}").content.decode()
    footer = page.split('<footer class="site-footer">')[1]
    assert re.search(rf'<a href="/{lang}/">[^<]+</a>', footer), footer
    assert 'href=""' not in page


def test_the_layouts_fragments_are_built_once_per_process(client):
    client.get("/es/judges/")
    kept = len(caches["template_fragments"]._cache)
    assert kept == 3  # the assets, the navigation and the footer
    client.get("/es/judges/")
    assert len(caches["template_fragments"]._cache) == kept
    client.get("/en/judges/")
    assert len(caches["template_fragments"]._cache) == kept + 2  # the English navigation and footer


# --- a trainer's new question ---------------------------------------------------------------------------


def _without_secrets(html: str) -> str:
    """The page less what each request signs afresh: the CSRF token and the question's token."""
    html = re.sub(r'name="(csrfmiddlewaretoken|token)" value="[^"]+"', r'name="\1"', html)
    return re.sub(r'data-token="[^"]+"', 'data-token=""', html)  # a search's CSRF token, for its beacon


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("query", ["", "?level=2"])
def test_a_new_questions_layout_is_rendered_once_and_the_page_is_the_one_the_template_makes(
        client, monkeypatch, lang, query):
    from django.template.loader import render_to_string
    from django.utils import translation

    monkeypatch.setattr(tokens, "new_seed", lambda: 4242)
    url = f"/{lang}/trainers/tute-trick/{query}"
    client.get(url)
    page = client.get(url)
    assert [t.name for t in page.templates if t.name.endswith("drill.html") or t.name == "base.html"] == []
    assert 'name="token"' in page.content.decode() and "4242" in page.content.decode()  # the share link
    request = page.wsgi_request
    with translation.override(lang):
        drill = DRILLS["tute-trick"]
        whole = render_to_string("trainers/drill.html", views._context(request, drill, 2 if query else 1, 4242,
                                                                       views._table(request, drill)), request)
    assert _without_secrets(page.content.decode()) == _without_secrets(whole)


@pytest.mark.parametrize("url", ["/es/trainers/tute-trick/", "/en/trainers/docena-hand/?level=3", "/es/search/?q=baza"])
def test_a_page_whose_layout_is_kept_compressed_reads_the_same_as_the_page_sent_plain(client, monkeypatch, url):
    monkeypatch.setattr(tokens, "new_seed", lambda: 4242)
    plain = client.get(url)
    for _ in range(2):  # the layout made, then taken from memory
        zipped = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
        assert zipped["Content-Encoding"] == "gzip" and "Accept-Encoding" in zipped["Vary"].split(", ")
        assert _without_secrets(gzip.decompress(zipped.content).decode()) == _without_secrets(plain.content.decode())


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_new_questions_form_carries_a_csrf_token_the_answer_is_accepted_with(lang):
    """The question is rendered without the layout's context processors: its form still gets the browser's token."""
    strict = Client(enforce_csrf_checks=True)
    for _ in range(2):  # the layout made, then taken from memory
        html = strict.get(f"/{lang}/trainers/tute-trick/").content.decode()
        csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
        token = re.search(r'name="token" value="([^"]+)"', html).group(1)
        choice = re.search(r'name="choice" value="([^"]+)"', html).group(1)
        answered = strict.post(f"/{lang}/trainers/tute-trick/answer/",
                               {"csrfmiddlewaretoken": csrf, "token": token, "choice": choice})
        assert answered.status_code == 303
    assert strict.post(f"/{lang}/trainers/tute-trick/answer/", {"token": token, "choice": choice}).status_code == 403


def test_an_option_is_the_html_the_template_used_to_write():
    from django.utils import translation

    from naipes_site.card_svg import card_svg
    from trainers.templatetags.trainers import option

    seven = Card(7, Suit.OROS)
    player = {"es": "Jugador 1 (sale)", "en": "Player 1 (leads)"}
    with translation.override("en"):
        assert option({"value": "7O", "label": player, "card": seven, "checked": False}) == (
            f'<label class="choice"><input type="radio" name="choice" value="7O" required>{card_svg(seven, "en")}'
            '<span class="choice-label">Player 1 (leads)</span></label>')
        assert option({"value": "a&b", "label": None, "card": None, "checked": True}, multiple=True) == (
            '<label class="choice"><input type="checkbox" name="choice" value="a&amp;b" checked></label>')
    with translation.override("es"):
        assert option({"value": "x", "label": {"es": "<sí>", "en": "yes"}, "card": None, "checked": True}) == (
            '<label class="choice"><input type="radio" name="choice" value="x" checked required>'
            '<span class="choice-label">&lt;sí&gt;</span></label>')


def test_a_panels_cards_are_the_html_the_template_used_to_write():
    """Each card a list item, with its caption while the panel has captions (a trick: who played each card)."""
    from django.utils import translation

    from naipes_site.card_svg import card_svg
    from trainers.drills.core import Panel
    from trainers.templatetags.trainers import panel_cards

    seven, ace = Card(7, Suit.OROS), Card(1, Suit.COPAS)
    trick = Panel({"es": "Baza", "en": "Trick"}, (seven, ace), captions=({"es": "<Jugador 1>", "en": "Player 1"},))
    with translation.override("es"):
        assert panel_cards(trick) == (f'\n      <li>{card_svg(seven, "es")}<span class="caption">&lt;Jugador 1&gt;</span>'
                                      f'</li>\n      <li>{card_svg(ace, "es")}</li>')
    with translation.override("en"):
        assert panel_cards(Panel({"es": "Muestra", "en": "Muestra"}, (ace,))) == f'\n      <li>{card_svg(ace, "en")}</li>'


@pytest.mark.parametrize("path", ["/en/trainers/paulo-trumps/", "/en/judges/paulo/trick/"])
def test_a_page_kept_per_process_names_the_table_each_browser_keeps(client, path):
    """A trainer's layout and a judge's page are kept per address; a browser that keeps Dúrcal still gets
    its own table named, not the standard page another browser made first (and the reverse)."""
    durcal = "Table rules: <strong>Dúrcal</strong>"
    assert durcal not in client.get(path).content.decode()
    client.cookies["naipes-table-paulo"] = "durcal"
    assert durcal in client.get(path).content.decode()
    assert durcal in client.get(path).content.decode()
    del client.cookies["naipes-table-paulo"]
    assert durcal not in client.get(path).content.decode()


def test_a_shared_questions_page_is_rendered_whole(client):
    client.get("/es/trainers/tute-trick/?seed=7&level=1")
    page = client.get("/es/trainers/tute-trick/?seed=7&level=1")
    assert "trainers/drill.html" in [t.name for t in page.templates]
    assert not [key for key in caches["template_fragments"]._cache if "seed" in key]


# --- a judge's verdict ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_verdicts_page_is_made_once_per_address_then_served_from_memory(client, lang):
    url = JUDGE.format(lang=lang)
    first = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
    again = client.get(url, HTTP_ACCEPT_ENCODING="gzip")
    assert first.templates and not again.templates
    assert gzip.decompress(again.content) == gzip.decompress(first.content)
    assert again["Content-Language"] == lang and "Content-Security-Policy" in again
    assert not again.cookies
    quick = client.get(url, HTTP_ACCEPT_ENCODING="gzip")  # answered above the stack, with its headers
    assert quick.content == again.content
    assert {k: v for k, v in quick.items() if k != "X-Request-ID"} == \
           {k: v for k, v in again.items() if k != "X-Request-ID"}
    other = client.get(url.replace("led=7O", "led=1O"))  # another position is another page
    assert other.templates and 'value="1O" checked' in other.content.decode()


def test_a_verdicts_box_asked_by_htmx_and_a_refused_position_are_made_each_time(client):
    url = JUDGE.format(lang="es")
    client.get(url)
    assert client.get(url, headers=HTMX).templates
    bad = "/es/judges/tute/trick/?led=ZZ"
    assert client.get(bad).status_code == client.get(bad).status_code == 400
    assert client.get(bad).templates


def test_pages_of_any_address_are_kept_apart_from_the_rule_pages_and_bounded():
    from django.conf import settings

    assert settings.CACHES["query_pages"]["OPTIONS"]["MAX_ENTRIES"] <= 1000
    for _ in range(2):  # made, then served from memory (which notes its route)
        Client().get(JUDGE.format(lang="es"))
    assert len(caches["query_pages"]._cache) == 2  # the page and its route
    assert not [key for key in caches["content"]._cache if re.search(r":(route|page):[0-9a-f]{40}$", key)]


# --- the card picker ----------------------------------------------------------------------------------


def test_each_card_toggle_is_built_once_per_field_card_language_and_state(client):
    client.get(JUDGE.format(lang="es"))
    built = picker._toggle.cache_info()
    caches["query_pages"].clear()  # the page is made again, not served from memory
    client.get(JUDGE.format(lang="es"))
    again = picker._toggle.cache_info()
    assert again.misses == built.misses
    assert again.hits >= built.hits + 80  # two whole decks


def test_a_toggle_is_the_html_the_template_used_to_write():
    group = picker.groups([Card(1, Suit.OROS), Card(7, Suit.OROS)], ["7O"], "es")[0]
    assert picker.toggles(group, "led", False) == (
        '<label class="cp-card"><input type="radio" name="led" value="1O"><span class="cp-face">'
        '<span aria-hidden="true">1</span><span class="visually-hidden">as de oros</span></span></label>'
        '<label class="cp-card"><input type="radio" name="led" value="7O" checked><span class="cp-face">'
        '<span aria-hidden="true">7</span><span class="visually-hidden">siete de oros</span></span></label>')
    assert picker.toggles(group, 'a"b', True).count('type="checkbox" name="a&quot;b"') == 2


# --- queries per page ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_pages_a_visitor_clicks_through_ask_the_database_nothing_but_what_they_count(
        client, lang, django_assert_num_queries):
    for url in (f"/{lang}/", f"/{lang}/trainers/tute-trick/", JUDGE.format(lang=lang)):
        client.get(url)
        with django_assert_num_queries(0):
            assert client.get(url).status_code == 200
    client.get(f"/{lang}/search/?q=baza")
    with django_assert_num_queries(1):  # the search counted (the index's version is read once a second)
        assert client.get(f"/{lang}/search/?q=baza").status_code == 200


def test_a_learners_pages_read_their_progress_once(django_assert_num_queries):
    learner = _learner(Client())
    with django_assert_num_queries(1):  # the streak above the question
        learner.get("/es/trainers/tute-trick/")
    with django_assert_num_queries(2):  # the practice box: the last game and the reviews due
        learner.get("/es/")


def _answer(client: Client, seed: int) -> dict:
    drill = DRILLS["tute-trick"]
    question = drill.generate(tokens.rng(seed, tokens.PAGE), 1)
    choice = drill.scene(question).widget.options[0].value
    return {"token": tokens.issue("tute-trick", 1, seed, channel=tokens.PAGE), "choice": choice}


@pytest.mark.parametrize("htmx", [True, False])
def test_a_scored_answer_reads_and_writes_the_learners_counts_once_each(htmx, django_assert_num_queries):
    learner = _learner(Client())
    headers = HTMX if htmx else {}
    learner.post("/es/trainers/tute-trick/answer/", _answer(learner, 7), headers=headers)
    # One transaction (BEGIN, COMMIT): the nonce, whether it was answered, the attempt, the trainer's count,
    # the learner's three counts read together and written together, the review card of a miss (at most),
    # the block's count, the level's memory read and written (trainers.skills: every first attempt reviews it).
    # The streak shown (htmx; a plain form is redirected) is the count just written, not read again.
    expected = 2 + 10
    with django_assert_num_queries(expected, exact=False) as queries:
        response = learner.post("/es/trainers/tute-trick/answer/", _answer(learner, 8), headers=headers)
    assert response.status_code == (200 if htmx else 303)
    stat_queries = [q["sql"] for q in queries.captured_queries if '"trainers_stat"' in q["sql"]]
    assert len(stat_queries) == 2
    assert len(queries.captured_queries) <= expected


def test_a_missed_questions_review_card_is_scheduled_before_the_write_lock_is_taken(monkeypatch):
    from django.db import connection

    from trainers import review
    from trainers.models import ReviewCard

    learner = _learner(Client())
    scheduled = review.first_card
    depth = len(connection.atomic_blocks)  # the test's own transaction
    inside: list[bool] = []

    def watched(*args, **kwargs):
        inside.append(len(connection.atomic_blocks) > depth)
        return scheduled(*args, **kwargs)

    monkeypatch.setattr(review, "first_card", watched)
    drill = DRILLS["tute-trick"]
    question = drill.generate(tokens.rng(9, tokens.PAGE), 1)
    wrong = next(o.value for o in drill.scene(question).widget.options if o.value != drill.expected(question))
    token = tokens.issue("tute-trick", 1, 9, channel=tokens.PAGE)
    learner.post("/es/trainers/tute-trick/answer/", {"token": token, "choice": wrong})
    assert inside == [False]  # worked out once, outside the transaction
    assert ReviewCard.objects.filter(drill="tute-trick", seed=9).exists()  # and still kept for review


# --- search ---------------------------------------------------------------------------------------------


def test_a_search_asked_again_is_looked_up_until_the_index_is_rebuilt(client):
    from search import index

    # Each test's rolled-back transaction lets SQLite hand out the same ids again, so an earlier test's
    # index can have had this one's stamp: start from an empty cache and the stamp read afresh (a site never
    # rolls an index back).
    index._answer.cache_clear()
    index._stamps_read.clear()
    first = client.get("/es/search/?q=baza").content.decode()
    before = index._answer.cache_info()
    assert client.get("/es/search/?q=baza").content.decode().count("<mark>") == first.count("<mark>") > 0
    assert index._answer.cache_info().hits == before.hits + 1
    index.build()  # a new index: its stamp changes, so the same words are searched in it
    client.get("/es/search/?q=baza")
    assert index._answer.cache_info().misses == before.misses + 1


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_results_page_is_made_once_each_visitor_getting_their_own_working_csrf_token(lang):
    from search.models import Miss

    pages = []
    for _ in range(2):
        visitor = Client(enforce_csrf_checks=True)
        page = visitor.get(f"/{lang}/search/?q=baza")
        token = re.search(r'data-token="([^"]+)"', page.content.decode()).group(1)
        assert visitor.post(f"/{lang}/search/clicked/", {"q": "baza", "csrfmiddlewaretoken": token}).status_code == 204
        pages.append((page, token))
    (first, one), (again, two) = pages
    assert first.templates and not again.templates
    assert one != two and "<naipes-csrf>" not in again.content.decode()
    assert again.content.decode().replace(two, one) == first.content.decode()
    assert Miss.objects.get(lang=lang, query="baza", kind=Miss.SHOWN).count == 2  # each search still counted


def test_words_searched_cannot_take_the_place_of_the_token(client):
    page = client.get("/es/search/?q=%3Cnaipes-csrf%3E+baza").content.decode()
    page = client.get("/es/search/?q=%3Cnaipes-csrf%3E+baza").content.decode()
    assert "&lt;naipes-csrf&gt;" in page and "<naipes-csrf>" not in page


# --- the engine's tables --------------------------------------------------------------------------------


def test_a_pack_is_built_once_per_rules_for_all_the_deals_that_use_it():
    from naipes.games import cirulo, tute

    assert tute.deck(tute.Rules(players=3)) is tute.deck(tute.Rules(players=3))
    assert len(tute.deck(tute.Rules(players=3))) == 39 and len(tute.deck(tute.Rules(players=4))) == 40
    assert cirulo.deck() is cirulo.deck()


def test_a_questions_answer_on_the_process_that_showed_it_does_not_draw_it_again(client, monkeypatch):
    drawn = []
    original = views.new_question
    monkeypatch.setattr(views, "new_question", lambda *args: drawn.append(args[0]) or original(*args))
    html = client.get("/es/trainers/tute-trick/?seed=31337&level=1").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', html).group(1)
    choice = re.search(r'name="choice" value="([^"]+)"', html).group(1)
    answered = client.post("/es/trainers/tute-trick/answer/", {"token": token, "choice": choice}, headers=HTMX)
    assert answered.status_code == 200 and 'id="verdict"' in answered.content.decode()
    assert drawn == ["tute-trick"]


def test_the_content_security_policy_written_once_is_the_one_django_csp_builds(client):
    from csp.utils import build_policy

    first = client.get("/es/trainers/")
    again = client.get("/en/judges/")
    assert first["Content-Security-Policy"] == again["Content-Security-Policy"] == build_policy()
    assert "script-src 'self'" in again["Content-Security-Policy"]
