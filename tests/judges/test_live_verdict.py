"""The judges at the table: two taps from any page, and a verdict that follows the cards as they are picked.

With htmx the judge's URL answers its verdict box alone (and the headline beside the button); without
JavaScript the same URL is the whole page, so a plain GET form still works and every verdict is a link.
"""

import re

import pytest

from naipes_site.games import game_infos

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
POSITION = {"players": 4, "muestra": "O", "led": "1C", "cards": ["3C", "2O"]}


@pytest.mark.parametrize("path", ["/es/", "/en/tute/", "/es/trainers/tute-trick/", "/en/counters/", "/es/glossary/",
                                  "/en/judges/docena/"])
def test_every_page_names_the_judges_in_its_header(client, path):
    header = re.search(r'<nav class="wrap site-nav".*?</nav>', client.get(path).content.decode(), re.S).group(0)
    lang = path[1:3]
    assert re.search(rf'<a href="/{lang}/judges/"[^>]*>{"Jueces" if lang == "es" else "Judges"}</a>', header)


@pytest.mark.parametrize("game", [info.slug for info in game_infos() if info.judge])
def test_each_rule_page_links_to_its_games_judges(client, game):
    html = client.get(f"/en/{game}/").content.decode()
    index = client.get("/en/judges/").content.decode()
    assert f'href="/en/judges/#{game}"' in html  # one tap; the judge itself is the second
    assert f'id="{game}"' in index


@pytest.mark.parametrize(("lang", "headline"), [("es", "El dos de oros se lleva la baza."),
                                                ("en", "The two of oros takes the trick.")])
def test_htmx_gets_the_verdict_box_alone_with_the_headline_beside_the_button(client, lang, headline):
    response = client.get(f"/{lang}/judges/tute/trick/", POSITION, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200 and "HX-Request" in response["Vary"]
    assert html.startswith('<div id="verdict-box"') and "<h1" not in html and "<form" not in html
    assert headline in html and 'class="share-link"' in html and "led=1C" in html
    assert re.search(rf'<span id="verdict-now" hx-swap-oob="innerHTML">{re.escape(headline)}</span>', html)


def test_a_refused_position_by_htmx_is_told_in_the_box_and_the_page_keeps_its_400(client):
    """Halfway through picking a position is often impossible: in the box that is the answer (200, no
    error in the browser's console); the page at the same address is still a 400."""
    assert client.get("/es/judges/tute/play/", {"hand": ["1O", "1O", "3C"]}).status_code == 400
    response = client.get("/es/judges/tute/play/", {"hand": ["1O", "1O", "3C"]}, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200 and 'id="judge-error"' in html and "elegido dos veces" in html
    assert 'role="alert"' not in html  # the status line beside the button says it once


def test_the_page_keeps_a_plain_form_and_asks_htmx_to_keep_the_url_shareable(client):
    html = client.get("/en/judges/tute/trick/", POSITION).content.decode()
    form = re.search(r"<form [^>]*id=\"judge-form\"[^>]*>", html, re.S).group(0)
    assert 'method="get" action="/en/judges/tute/trick/"' in form and 'hx-replace-url="true"' in form
    live = re.search(r'<div class="judge-live"[^>]*>', html, re.S).group(0)
    assert 'hx-trigger="change"' in live and 'hx-include="closest form"' in live and 'hx-replace-url="true"' in live
    assert re.search(r'<span id="verdict-now" class="verdict-now" role="status">The two of oros takes the trick.</span>',
                     html)
