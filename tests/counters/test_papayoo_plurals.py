"""The Papayoo sheet counts what a round lacks or has too many against the 250 every round adds up to (source
003, scoring) in each language's grammar: «falta 1» but «faltan 2», «sobra 1» but «sobran 10»."""

import pytest

from tests.counters.conftest import text

pytestmark = pytest.mark.django_db

FOUR = ["Emma", "Nico", "Pat", "Léa"]


@pytest.mark.parametrize(("lang", "typed", "words"), [
    ("es", "49", "falta 1 para 250"),
    ("es", "48", "faltan 2 para 250"),
    ("es", "51", "sobra 1 sobre 250"),
    ("es", "60", "sobran 10 sobre 250"),
    ("en", "49", "1 missing to reach 250"),
    ("en", "51", "1 over 250"),
])
def test_the_running_tally_says_one_point_in_the_singular(papayoo, client, lang, typed, words):
    sheet = papayoo(FOUR, lang=lang)
    tally = client.get(f"/{lang}/counters/papayoo/{sheet.token}/rounds/tally/",
                       {"die": "H", "points_0": "100", "points_1": "100", "points_2": typed})
    assert words in text(tally)


@pytest.mark.parametrize(("lang", "last", "words"), [
    ("es", "49", "La ronda suma 249: falta 1 para 250."),
    ("es", "48", "La ronda suma 248: faltan 2 para 250."),
    ("es", "51", "La ronda suma 251: sobra 1 sobre 250."),
    ("es", "60", "La ronda suma 260: sobran 10 sobre 250."),
    ("en", "49", "The round adds up to 249: 1 short of 250."),
])
def test_a_round_that_does_not_add_up_is_refused_in_the_singular_for_one_point(papayoo, post_round, lang, last,
                                                                                words):
    sheet = papayoo(FOUR, lang=lang)
    response = post_round(sheet, "H", lang=lang, points_0="100", points_1="50", points_2="50", points_3=last)
    assert response.status_code == 400 and words in text(response)
