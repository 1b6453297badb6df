"""A request reads its table once (rules-decisions §40): however many parts of a page ask for the table it
plays, a link's code and the browser's cookie are each decoded at most once
(:func:`naipes_site.table_rules.resolve`)."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.test import Client

from naipes_site import table_rules

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def pages_afresh():
    """Every page drawn afresh, never one kept from an earlier test."""
    for name in ("content", "query_pages", "template_fragments"):
        caches[name].clear()


def kept(client: Client, game: str, code: str) -> None:
    client.cookies[table_rules.cookie_name(game)] = code


def test_a_practice_hand_from_a_link(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/es/practice/paulo/?seed=1&profile=durcal")
    assert response.status_code == 200 and response.context["settings"]["table"].code == "durcal"
    assert decoded == [("paulo", "durcal")]  # the link settles it: the kept table is not even read


def test_the_practice_page_reads_each_kept_table_once(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    kept(client, "tute", "sin-muestra")
    assert client.get("/es/practice/").status_code == 200
    assert sorted(decoded) == [("paulo", "lanjaron"), ("tute", "sin-muestra")]


def test_a_practice_hand_refused_reads_its_link_once(client: Client, decoded):
    response = client.get("/en/practice/paulo/?profile=zz9")
    assert response.status_code == 400 and response.context["error"]
    assert decoded == [("paulo", "zz9")]


def test_a_judge_from_a_link(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/es/judges/paulo/trick/?profile=durcal")
    assert response.status_code == 200 and response.context["shown"].table.code == "durcal"
    assert decoded == [("paulo", "durcal")]


def test_a_judge_under_the_kept_table(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/en/judges/paulo/trick/")
    assert response.status_code == 200 and response.context["shown"].table.code == "lanjaron"
    assert decoded == [("paulo", "lanjaron")]


def test_a_rule_page_from_a_link(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/es/paulo/?profile=durcal")
    assert response.status_code == 200 and response.context["shown"].table.code == "durcal"
    assert decoded == [("paulo", "durcal")]  # its cache key and its page read the one table


def test_a_drill_from_a_link(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/es/trainers/paulo-trumps/?profile=durcal")
    assert response.status_code == 200 and response.context["table"].code == "durcal"
    # The link, and the kept table its addresses compare with, each read once.
    assert decoded == [("paulo", "durcal"), ("paulo", "lanjaron")]


def test_a_search_under_the_kept_table(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    assert client.get("/es/search/?q=paulo+triunfo").status_code == 200
    assert decoded == [("paulo", "lanjaron")]  # read for the answers' key, answered under what was read


def test_the_score_sheets_start_page_from_a_link(client: Client, decoded):
    kept(client, "paulo", "lanjaron")
    response = client.get("/en/counters/?profile=paulo:durcal")
    assert response.status_code == 200
    # Each game's counter reads the link once for its start form and its name (another game's code is none
    # of its tables: the kept one, none here, then); Paulo's kept table is not read, the link settles it.
    assert len(decoded) == len(set(decoded)) and ("paulo", "paulo:durcal") in decoded
    assert ("paulo", "lanjaron") not in decoded
