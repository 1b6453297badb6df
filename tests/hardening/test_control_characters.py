"""Control characters in a join code are dropped, not looked up: PostgreSQL refuses a NUL in any text it is
asked about, which was a 500 there (found by the forms fuzz under `make test-postgres`). Answers keep only the
fields their drill reads, and refuse a control character in those."""

import re

import pytest
from django.test import Client

from classroom import codes, live
from tests.classroom.live_steps import answer_fields, open_class, seat, step
from trainers import tokens
from trainers.drills import DRILLS
from trainers.models import Attempt

pytestmark = pytest.mark.django_db


def test_a_join_code_of_a_nul_alone_is_no_code_at_all():
    response = Client().post("/en/join/", {"code": "\x00", "nickname": "Pat"})
    assert response.status_code == 400 and b"Type the join code" in response.content


def test_a_join_code_with_a_nul_inside_is_read_without_it():
    response = Client().post("/en/join/", {"code": "AC\x00DE\x07FH", "nickname": "Pat"})
    assert response.status_code == 404 and b"ACDEFH" in response.content


# -- HEAD, as uptime checkers send it: a GET without the body, never a form post -----------------------

@pytest.mark.parametrize("query", ["", "?code=S", "?code=FMNFWP&code=%00%00"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_head_of_the_join_page_is_answered_like_its_get(lang, query):
    head = Client().head(f"/{lang}/join/{query}")
    assert head.status_code == 200 and head.content == b""
    assert Client().get(f"/{lang}/join/{query}").status_code == 200


# -- answers keep only the fields the drill reads, and refuse control characters in those --------------

def _docena_hand_page(client, lang="en"):
    page = client.get(f"/{lang}/trainers/docena-hand/?seed=3&level=1").content.decode()
    token = re.search(r'name="token" value="([^"]+)"', page).group(1)
    drill = DRILLS["docena-hand"]
    return token, str(drill.expected(drill.generate(tokens.rng(3, tokens.PAGE), 1)))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_field_the_drill_does_not_read_is_neither_read_nor_kept_whatever_it_holds(lang):
    """An extra ``n-x`` holding a NUL on a choice drill was stored whole in a JSON column, which PostgreSQL
    refuses: a 500 there."""
    client = Client()
    token, right = _docena_hand_page(client, lang)
    response = client.post(f"/{lang}/trainers/docena-hand/answer/", {"token": token, "choice": right, "n-x": "\x00"})
    assert response.status_code == 303
    assert list(Attempt.objects.get().given) == ["choice"]


@pytest.mark.parametrize(("lang", "words"), [("es", "caracteres de control"), ("en", "control characters")])
def test_a_control_character_in_a_field_the_drill_reads_is_refused_in_the_users_language(lang, words):
    client = Client()
    token, right = _docena_hand_page(client, lang)
    response = client.post(f"/{lang}/trainers/docena-hand/answer/", {"token": token, "choice": [right, "\x00"]})
    assert response.status_code == 400 and words in response.content.decode()
    assert not Attempt.objects.exists()


@pytest.mark.parametrize(("lang", "words"), [("es", "caracteres de control"), ("en", "control characters")])
def test_a_second_choice_holding_a_nul_on_a_live_seat_is_refused_and_not_kept(lang, words):
    session, secret = open_class(code=codes.ClassCode("docena", ("docena-hand",), 1, 3, 777))
    phone = seat(session, "Pat", lang)
    step(secret, "start")
    fields = answer_fields(session, 0, right=True)
    response = phone.post(f"/{lang}/join/seat/answer/", {**fields, "choice": [*fields["choice"], "\x00"]})
    assert response.status_code == 400 and words in response.content.decode()
    assert not live.Answer.objects.exists()
    assert phone.post(f"/{lang}/join/seat/answer/", {**fields, "n-x": "\x00"}).status_code == 200
    assert list(live.Answer.objects.get().given) == ["choice"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_search_holding_a_nul_is_answered_and_counted_without_it(lang):
    """The searched-and-not-found count is text in the database, and PostgreSQL keeps no NUL in text."""
    from search.models import Miss

    client = Client()
    assert client.get(f"/{lang}/search/", {"q": "zz\x00qq"}).status_code == 200
    assert client.post(f"/{lang}/search/clicked/", {"q": "baza\x00"}).status_code in (200, 204)
    assert set(Miss.objects.values_list("query", flat=True)) <= {"zz qq", "baza"}
    assert Miss.objects.filter(query="zz qq").exists()
