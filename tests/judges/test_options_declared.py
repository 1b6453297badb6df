"""The judges' forms offer a game's table options as the engine declares them (naipes/options.py), labelled
by the wording in the page's language: the player counts are the engine's, a chosen value is shown back, and
a value or a combination the engine refuses is told on the page, never a 500."""

import re

import pytest
from django.utils import translation
from hypothesis import HealthCheck, given, settings, strategies as st

from judges.catalog import judges
from naipes import game

pytestmark = pytest.mark.django_db

JUDGES = {"paulo": "/{lang}/judges/paulo/play/", "tute": "/{lang}/judges/tute/play/",
          "cirulo": "/{lang}/judges/cirulo/trick/", "papayoo": "/{lang}/judges/papayoo/play/",
          "docena": "/{lang}/judges/docena/"}


def select(html, name):
    found = re.search(rf'<select id="opt-{name}" name="{name}">(.*?)</select>', html, re.S)
    assert found, name
    return re.findall(r'<option value="([^"]*)"( selected)?>([^<]*)</option>', found.group(1))


def every_judge() -> list[tuple[str, str]]:
    """(game, address) of every judge of every game that has judges, in English."""
    with translation.override("en"):
        return [(judge.game, judge.url) for judge in judges()]


@pytest.mark.parametrize(("slug", "url"), every_judge())
def test_the_players_offered_are_the_engine_s(client, slug, url):
    html = client.get(url).content.decode()
    options = select(html, "players")
    assert [int(value) for value, _selected, _label in options] == list(game(slug).PLAYERS)
    assert [value for value, selected, _label in options if selected] == [str(game(slug).DEFAULT_RULES.players)]


@pytest.mark.parametrize(("lang", "label"), [("es", "Si no puedes montar"), ("en", "If you cannot over-trump")])
def test_an_option_s_label_and_values_are_the_wording_s(client, lang, label):
    html = client.get(JUDGES["tute"].format(lang=lang), {"over_trump": "free_discard"}).content.decode()
    assert f'<label for="opt-over_trump">{label}</label>' in html
    chosen = [(value, text) for value, selected, text in select(html, "over_trump") if selected]
    assert chosen == [("free_discard", "Se puede tirar cualquier carta" if lang == "es" else "You may play any card")]


def test_a_flag_sent_is_shown_checked(client):
    html = client.get(JUDGES["paulo"].format(lang="en"), {"strict_follow": "on"}).content.decode()
    assert re.search(r'name="strict_follow" value="1" checked', html)


@pytest.mark.parametrize(("lang", "query", "message"), [
    ("en", {"nada_rule": "sometimes"}, "“sometimes” is not a choice for “Hands with no combination”"),
    ("es", {"players": "2"}, "a 2 solo con la baraja de Lanjarón"),
    ("en", {"pack": "52"}, "“52” is not a choice for “Pack”: choose 40 or 48."),
])
def test_a_value_the_engine_refuses_is_told_in_the_page_s_language(client, lang, query, message):
    slug = {"nada_rule": "docena", "players": "paulo", "pack": "cirulo"}[next(iter(query))]
    response = client.get(JUDGES[slug].format(lang=lang), query)
    assert response.status_code == 400
    assert message in response.content.decode()


FIELDS = ("players", "order", "deck_variant", "strict_follow", "over_trump", "stock_following", "pack",
          "nada_rule", "muestra", "forty", "stock_empty", "manos_abajo", "led", "cards", "hand", "a", "b")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(every_judge()), st.sampled_from(["es", "en"]),
       st.dictionaries(st.sampled_from(FIELDS), st.text(max_size=8), max_size=5))
def test_whatever_a_visitor_sends_the_judge_answers_without_a_500(client, judge, lang, query):
    """Values that are no option's, combinations the rules refuse, junk: an answer or a message, never a crash."""
    _game, url = judge
    assert client.get(url.replace("/en/", f"/{lang}/", 1), query).status_code in (200, 400)
