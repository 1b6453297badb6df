"""The table one request plays for one game, read once (rules-decisions §40): a link's ``?profile=`` when its
code reads, else the table the browser keeps, else the standard one; its name and any refusal in the request's
language; kept on the request, so a second reading costs nothing."""

from __future__ import annotations

import pytest
from django.test import RequestFactory
from django.utils import translation

from naipes_site import table_rules
from naipes_site.table_rules import ResolvedTable

COOKIE = table_rules.cookie_name


def request(path: str = "/es/", lang: str = "es", **cookies: str):
    made = RequestFactory().get(path)
    made.LANGUAGE_CODE = lang
    made.COOKIES.update({COOKIE(game): code for game, code in cookies.items()})
    return made


def test_the_standard_table_without_link_nor_cookie():
    resolved = table_rules.resolve(request(), "paulo")
    assert resolved.source == "standard" and resolved.table.standard and resolved.kept is None
    assert not resolved.linked and resolved.link_query == "" and resolved.refusal is None and resolved.error == ""
    assert resolved.rules(players=4) == table_rules.standard("paulo").rules(players=4)


def test_the_kept_table():
    resolved = table_rules.resolve(request(paulo="durcal"), "paulo")
    assert resolved.source == "kept" and resolved.table.code == "durcal" and resolved.kept == resolved.table
    assert resolved.name == table_rules.decode("paulo", "durcal").name("es")
    assert resolved.link_query == ""


def test_a_kept_cookie_that_names_no_table_is_ignored():
    resolved = table_rules.resolve(request(paulo="no-such-table"), "paulo")
    assert resolved.source == "standard" and resolved.kept is None and resolved.refusal is None


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_link_wins_over_the_kept_table_and_is_passed_on(lang):
    resolved = table_rules.resolve(request("/x/?profile=paulo:lanjaron", lang, paulo="durcal"), "paulo")
    assert resolved.source == "link" and resolved.linked and resolved.table.code == "lanjaron"
    assert resolved.kept is not None and resolved.kept.code == "durcal"
    assert resolved.link_query == "?profile=lanjaron"
    assert resolved.name == table_rules.decode("paulo", "lanjaron").name(lang)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_link_that_names_no_table_is_refused_in_the_request_language(lang):
    resolved = table_rules.resolve(request("/x/?profile=zz9", lang, paulo="durcal"), "paulo")
    assert resolved.refused is not None
    assert resolved.refusal == table_rules.error_text(resolved.refused, lang, "zz9", "paulo")
    assert resolved.error == resolved.refusal
    # The page goes on under the kept table, and passes no link on.
    assert resolved.source == "kept" and resolved.table.code == "durcal" and resolved.link_query == ""


def test_the_name_follows_the_request_language_not_the_active_one():
    with translation.override("es"):
        english = table_rules.resolve(request(lang="en", paulo="durcal"), "paulo").name
    assert english == table_rules.decode("paulo", "durcal").name("en")


def test_before_the_locale_middleware_the_name_follows_the_address_not_the_thread():
    """Bug: a page cache resolved the table before ``LocaleMiddleware`` ran, and the name came out in the language
    the server's thread had last served (an English table name on a Spanish rule page)."""
    early = RequestFactory().get("/es/papayoo/")
    early.COOKIES[COOKIE("papayoo")] = "half-hour"
    with translation.override("en"):
        name = table_rules.resolve(early, "papayoo").name
    assert name == "Partida de media hora"


def test_a_request_is_read_once(decoded):
    made = request("/x/?profile=lanjaron", paulo="durcal")
    first = table_rules.resolve(made, "paulo")
    assert first.table.code == "lanjaron" and first.name and first.link_query
    assert table_rules.resolve(made, "paulo") is first
    assert first.table.code == "lanjaron"
    assert decoded == [("paulo", "lanjaron")]  # the kept cookie is not even read: the link settles it
    assert first.kept is not None and decoded == [("paulo", "lanjaron"), ("paulo", "durcal")]
    first.kept  # noqa: B018  (a second look reads nothing)
    assert len(decoded) == 2


def test_each_game_is_resolved_on_its_own():
    made = request(paulo="durcal")
    assert table_rules.resolve(made, "paulo").table.code == "durcal"
    assert table_rules.resolve(made, "tute").table.standard


def test_a_resolved_table_needs_no_request():
    resolved = ResolvedTable("tute", "en", "sin-muestra")
    assert resolved.source == "link" and resolved.table.code == "sin-muestra"


def test_without_the_link_the_kept_table_read_once(monkeypatch):
    made = request("/x/?profile=lanjaron", paulo="durcal")
    resolved = table_rules.resolve(made, "paulo")
    assert resolved.kept is not None
    monkeypatch.setattr(table_rules, "decode", None)  # nothing more is decoded
    unlinked = resolved.unlinked
    assert unlinked.table.code == "durcal" and unlinked.source == "kept" and not unlinked.linked
    assert unlinked.name == resolved.kept.name("es") and unlinked.link_query == ""
    plain = table_rules.resolve(request(), "paulo")
    assert plain.unlinked is plain
