"""A question nothing on the site answers (another card game, buying a pack) is said to be off the site, in
the page's language, with a link to the nearest rule instead of results that pretend to answer it; the
owner's report of searches not found lists it."""

import pytest

from search import misses
from search.index import search
from search.models import Miss

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "query", "said"), [
    ("es", "cómo se juega a la canasta", "Nada de este sitio responde"),
    ("en", "rules of canasta for four", "Nothing on this site answers"),
    ("es", "dónde venden barajas", "Nada de este sitio responde"),
    ("en", "buy a pack of cards online", "Nothing on this site answers"),
    ("es", "cuánto cuesta la caja del papayoo en la tienda", "Nada de este sitio responde"),
])
def test_a_question_off_the_site_says_so_links_the_nearest_rule_and_is_reported(client, lang, query, said):
    answer = search(query, lang)
    assert answer.not_found and not answer.results and answer.engine is None
    assert answer.nearest is not None and answer.nearest.kind in {"section", "page"}
    page = client.get(f"/{lang}/search/", {"q": query}).content.decode()
    assert said in page and f'href="{answer.nearest.url}"' in page
    assert Miss.objects.get(lang=lang, query=misses.normal(query)).kind == Miss.NO_RESULT
    assert any(row.query == misses.normal(query) and row.no_result for row in misses.report())
    staff = client.get(f"/{lang}/search/misses/", {"key": misses.staff_key()}).content.decode()
    assert misses.normal(query) in staff


@pytest.mark.parametrize(("lang", "query"), [
    ("es", "me he quedado sin piedras, puedo comprar más"),  # buying stones is La Docena's reganche
    ("en", "is papayoo like hearts"),
    ("es", "cuánto vale el caballo en el tute"),
    ("en", "who wins the trick in paulo"),
])
def test_a_question_the_site_answers_is_not_said_to_be_off_it(lang, query):
    answer = search(query, lang)
    assert not answer.not_found and (answer.results or answer.engine)


def test_a_game_of_ours_named_beside_another_is_answered():
    assert not search("diferencias entre el tute y la brisca", "es").not_found


def test_a_game_of_ours_bought_is_off_the_site_and_its_nearest_rule_is_that_games():
    answer = search("where can I buy the papayoo box", "en")
    assert answer.not_found and answer.nearest is not None and answer.nearest.game == "papayoo"
    assert not search("cuánto cuesta comprar más piedras en la docena", "es").not_found  # the reganche's price
