"""A table's rules chosen once per browser and game, shown on the game's pages, and drawing their tables
(rules-decisions §39, §40)."""

from __future__ import annotations

import re

import pytest
from django.core.cache import caches
from django.test import Client

from naipes import GAME_SLUGS, profiles as named
from naipes_site import content, page_cache, table_rules
from naipes_site.inserts import render_insert

pytestmark = pytest.mark.django_db

LANGS = ["es", "en"]
TABLE_RULES = {"es": "Reglas de la mesa", "en": "Table rules"}
MARK = {"es": "Tu mesa juega así", "en": "Your table plays this way"}


@pytest.fixture(autouse=True)
def empty_cache():
    caches["content"].clear()


def keep(client: Client, lang: str, game: str, profile: str, **extra: str):
    return client.post(f"/{lang}/{game}/table/", {"profile": profile, **extra})


def checked(html: str, value: str) -> bool:
    """Whether the chooser's radio button of ``value`` is the one selected."""
    return bool(re.search(rf'<input type="radio" name="profile" [^>]*value="{value}"[^>]*\bchecked', html))


def section(html: str, anchor: str) -> str:
    """The HTML of one section of a page: from its heading to the next heading of its level or above."""
    start = html.index(f'id="{anchor}"')
    level = html[start - 3:start - 1]
    end = re.compile(rf"<h[2-{level[-1]}] ").search(html, start)
    return html[start:end.start() if end else len(html)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_game_page_says_which_table_rules_it_shows_and_where_to_change_them(lang, game):
    for url in (f"/{lang}/{game}/", f"/{lang}/{game}/cheatsheet/"):
        html = Client().get(url).content.decode()
        assert f"{TABLE_RULES[lang]}: <strong>" in html
        assert f'href="/{lang}/{game}/table/"' in html


@pytest.mark.parametrize("lang", LANGS)
def test_a_profile_chosen_once_is_kept_for_the_game_drawn_and_marked_on_its_pages(lang):
    client = Client()
    response = keep(client, lang, "paulo", "durcal")
    assert response.status_code == 303 and response["Location"] == f"/{lang}/paulo/"
    assert client.cookies["naipes-table-paulo"].value == "durcal"
    assert client.cookies["naipes-table-paulo"]["httponly"]
    html = client.get(f"/{lang}/paulo/").content.decode()
    assert f"{TABLE_RULES[lang]}: <strong>Dúrcal</strong>" in html
    for anchor in ("durcal", "durcal-order", "strict-follow", "cuerno-scoring"):
        assert MARK[lang] in section(html, anchor), anchor
    assert MARK[lang] not in section(html, "lanjaron")
    # The card order is drawn with the Tuerto second; the other games' pages keep their standard.
    durcal = table_rules.decode("paulo", "durcal")
    assert render_insert("paulo-ladders", lang, **table_rules.insert_arguments(durcal)["paulo-ladders"]) in html
    assert render_insert("paulo-ladders", lang) not in html
    assert MARK[lang] not in client.get(f"/{lang}/tute/").content.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_the_cheat_sheet_prints_for_the_table(lang):
    client = Client()
    keep(client, lang, "paulo", "durcal")
    html = client.get(f"/{lang}/paulo/cheatsheet/").content.decode()
    assert "Dúrcal" in html
    assert render_insert("paulo-hand-values", lang, scoring="cuerno", caption="no") in html
    assert render_insert("paulo-hand-values", lang, scoring="chinos", caption="no") not in html


@pytest.mark.parametrize("lang", LANGS)
def test_sabelotodos_pack_redraws_the_card_order_and_the_tantos(lang):
    client = Client()
    keep(client, lang, "cirulo", "sabelotodo")
    html = client.get(f"/{lang}/cirulo/").content.decode()
    assert render_insert("cirulo-order", lang, pack="48") in section(html, "card-order")
    assert MARK[lang] in section(html, "pack-48")


@pytest.mark.parametrize("lang", LANGS)
def test_the_standard_table_forgets_the_choice(lang):
    client = Client()
    keep(client, lang, "tute", "sin-muestra")
    assert MARK[lang] in client.get(f"/{lang}/tute/").content.decode()
    keep(client, lang, "tute", "standard")
    assert client.cookies["naipes-table-tute"].value == ""
    assert MARK[lang] not in client.get(f"/{lang}/tute/").content.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_a_shared_link_shows_a_profile_without_keeping_it_and_offers_to_keep_it(lang):
    client = Client()
    response = client.get(f"/{lang}/tute/?profile=clasico")
    html = response.content.decode()
    assert response.status_code == 200 and not response.cookies
    assert MARK[lang] in section(html, "tute")
    assert f'href="/{lang}/tute/table/?profile=clasico"' in html
    chooser = client.get(f"/{lang}/tute/table/?profile=clasico").content.decode()
    assert checked(chooser, "clasico")
    assert MARK[lang] not in client.get(f"/{lang}/tute/").content.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_code_gets_a_clear_message_in_the_users_language_never_a_500(lang):
    client = Client()
    response = keep(client, lang, "paulo", "benidorm")
    assert response.status_code == 400 and "benidorm" in response.content.decode()
    assert ("no es ni un perfil" if lang == "es" else "is neither a profile") in response.content.decode()
    assert "naipes-table-paulo" not in response.cookies
    linked = client.get(f"/{lang}/paulo/?profile=<b>x</b>")
    assert linked.status_code == 400 and "<b>x</b>" not in linked.content.decode()
    # Benínar is described, but the engine does not play it: it cannot be chosen.
    assert keep(client, lang, "paulo", "beninar").status_code == 400


def test_a_cookie_that_no_longer_names_a_profile_is_ignored():
    client = Client()
    client.cookies["naipes-table-paulo"] = "benidorm"
    html = client.get("/en/paulo/").content.decode()
    assert "Table rules: <strong>Standard</strong>" in html and MARK["en"] not in html


def test_keeping_a_profile_needs_the_csrf_token():
    client = Client(enforce_csrf_checks=True)
    assert keep(client, "en", "paulo", "durcal").status_code == 403
    chooser = client.get("/en/paulo/table/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', chooser).group(1)
    assert keep(client, "en", "paulo", "durcal", csrfmiddlewaretoken=token).status_code == 303


def test_the_cached_standard_page_is_never_served_to_a_table_with_a_profile_nor_the_other_way():
    visitor, durcal = Client(), Client()
    keep(durcal, "en", "paulo", "durcal")
    for _ in range(3):  # the third visit of each is the middleware's fast path
        assert MARK["en"] not in visitor.get("/en/paulo/").content.decode()
        assert MARK["en"] in durcal.get("/en/paulo/").content.decode()
    assert "Cookie" in visitor.get("/en/paulo/")["Vary"]


def test_the_standard_page_keeps_its_cache_key_whatever_other_games_cookies_say(rf):
    plain = rf.get("/en/paulo/")
    other = rf.get("/en/paulo/", HTTP_COOKIE="naipes-table-tute=clasico; naipes-table-paulo=nonsense")
    source = content.source_path("en", "paulo")
    assert page_cache._key(plain, source) == page_cache._key(other, source) is not None


@pytest.mark.parametrize("lang", LANGS)
def test_the_chooser_lists_every_profile_with_its_origin_and_the_variants_left_out(lang):
    html = Client().get(f"/{lang}/paulo/table/").content.decode()
    for profile in named.profiles("paulo"):
        assert f'value="{profile.slug}"' in html
    assert 'value="beninar"' not in html and "Benínar" in html
    assert checked(html, "standard")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_section_a_table_marks_or_links_to_is_on_the_rule_page(lang, game):
    html = Client().get(f"/{lang}/{game}/").content.decode()
    anchors = {a for where in table_rules.sections(game).values()
               for a in (where.values() if isinstance(where, dict) else (where,))}
    anchors |= {p.section for p in (*named.profiles(game), *named.not_computed(game))}
    for anchor in anchors:
        assert f'id="{anchor}"' in html, anchor


def test_unknown_game_is_a_404():
    assert Client().get("/en/brisca/table/").status_code == 404


# --- custom table codes ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_custom_code_is_kept_named_and_draws_its_tables(lang):
    client = Client()
    response = keep(client, lang, "docena", "custom", code="docena:E1-n2")
    assert response.status_code == 303
    assert client.cookies["naipes-table-docena"].value == "e1-n2"
    html = client.get(f"/{lang}/docena/").content.decode()
    custom = {"es": "A medida: empates: se reparte el centro; sin combinación: todas empatan", "en": "Custom: ties split the centre; no combination: all tie"}[lang]
    assert f"<strong>{custom}</strong>" in html
    assert MARK[lang] in section(html, "ties") and MARK[lang] in section(html, "nada")
    # The "nada" example is judged with the rule that counts such hands equal, which the page leaves open.
    equal = render_insert("docena-compare", lang, pairs="3B 1O 12E / 5O 2E 11C | 3C 2E 10B / 3E 1C 11B", nada="tie")
    assert equal in html


@pytest.mark.parametrize("lang", LANGS)
def test_a_code_with_a_named_profiles_options_is_that_profile(lang):
    client = Client()
    keep(client, lang, "paulo", "custom", code="o1-f1-s1")
    assert client.cookies["naipes-table-paulo"].value == "durcal"


@pytest.mark.parametrize(("lang", "code", "says"), [
    ("es", "o7", "En un código de mesa, o es «Orden de los triunfos»: vale 0 = "),
    ("en", "o7", "In a table code, o is “Order of the trumps”: it takes 0 = "),
    ("es", "x1", "«x1» no es una parte de un código de mesa"),
    ("en", "x1", "“x1” is not part of a table code"),
    ("en", "tute:m0", "“tute:m0” is neither a profile nor a table code"),
])
def test_a_bad_code_is_refused_naming_the_option_in_the_users_language(lang, code, says):
    response = keep(Client(), lang, "paulo", "custom", code=code)
    html = response.content.decode()
    assert response.status_code == 400 and says in html
    assert checked(html, "custom") and f'value="{code}"' in html


@pytest.mark.parametrize("lang", LANGS)
def test_the_chooser_explains_the_code_letters_and_gives_the_tables_code_to_share(lang):
    client = Client()
    keep(client, lang, "papayoo", "custom", code="t500-f1")
    html = client.get(f"/{lang}/papayoo/table/").content.decode()
    assert "<code>papayoo:f1-t500</code>" in html
    assert f"/{lang}/papayoo/?profile=papayoo:f1-t500" in html
    for letter in ("f", "r", "t", "d", "l"):
        assert f"<td><code>{letter}</code></td>" in html
    linked = Client().get(f"/{lang}/papayoo/?profile=papayoo:f1-t500")
    assert linked.status_code == 200 and MARK[lang] in section(linked.content.decode(), "variant-threshold")


def test_a_named_profiles_page_is_kept_in_the_cache_and_a_custom_codes_drawn_afresh():
    named_table, custom = Client(), Client()
    keep(named_table, "en", "tute", "clasico")
    keep(custom, "en", "tute", "custom", code="e1")
    for client, cached in ((named_table, True), (custom, False)):
        client.get("/en/tute/")
        again = client.get("/en/tute/")
        assert again.status_code == 200 and bool(again.templates) is not cached


# --- comparing two tables --------------------------------------------------------------------------------

def rows(html: str) -> list[str]:
    return re.findall(r'<tr><th scope="row"><a href="([^"]+)">', html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_compare_page_lists_rule_by_rule_where_two_profiles_differ_each_linked_to_its_section(lang):
    response = Client().get(f"/{lang}/paulo/compare/?a=standard&b=durcal")
    html = response.content.decode()
    assert response.status_code == 200
    assert rows(html) == [f"/{lang}/paulo/#durcal-order", f"/{lang}/paulo/#strict-follow",
                          f"/{lang}/paulo/#cuerno-scoring"]
    assert ("Cuernos" if lang == "es" else "Cuernos") in html and "Dúrcal" in html
    assert "<code>paulo:durcal</code>" in html


@pytest.mark.parametrize("lang", LANGS)
def test_two_named_variants_compare_on_every_rule_either_changes(lang):
    html = Client().get(f"/{lang}/paulo/compare/?a=lanjaron&b=durcal").content.decode()
    assert rows(html) == [f"/{lang}/paulo/#durcal-order", f"/{lang}/paulo/#deck", f"/{lang}/paulo/#strict-follow",
                          f"/{lang}/paulo/#cuerno-scoring"]


@pytest.mark.parametrize("lang", LANGS)
def test_by_default_the_compare_page_sets_the_kept_table_beside_the_standard(lang):
    client = Client()
    keep(client, lang, "tute", "custom", code="o1-e1")
    html = client.get(f"/{lang}/tute/compare/").content.decode()
    assert rows(html) == [f"/{lang}/tute/#cannot-overtrump", f"/{lang}/tute/#ties"]
    assert f'href="/{lang}/tute/compare/?a=standard&amp;b=o1-e1"' in client.get(f"/{lang}/tute/").content.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_compared_with_itself_differs_nowhere_and_a_bad_code_is_named(lang):
    same = Client().get(f"/{lang}/cirulo/compare/?a=sabelotodo&b=p48").content.decode()
    assert not rows(same)
    bad = Client().get(f"/{lang}/cirulo/compare/?a=standard&b=p52")
    assert bad.status_code == 400 and "52" in bad.content.decode()


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_game_has_a_compare_page_in_both_languages(game):
    for lang in LANGS:
        assert Client().get(f"/{lang}/{game}/compare/").status_code == 200


def test_a_links_profile_is_cached_only_in_its_own_spelling(rf):
    source = content.source_path("en", "paulo")
    assert page_cache._key(rf.get("/en/paulo/", {"profile": "durcal"}), source) is not None
    assert page_cache._key(rf.get("/en/paulo/", {"profile": "paulo:durcal"}), source) is not None
    for other in ("DURCAL", " durcal", "o1-f1-s1", "f1"):
        assert page_cache._key(rf.get("/en/paulo/", {"profile": other}), source) is None, other
    assert "Dúrcal" in Client().get("/en/paulo/?profile=DURCAL").content.decode()


# --- every profile on its page ---------------------------------------------------------------------------

NAMED_VARIANTS = [pytest.param(p, id=f"{p.game}-{p.slug}") for g in GAME_SLUGS for p in named.profiles(g)
                  if not p.standard]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("profile", NAMED_VARIANTS)
def test_every_named_profile_marks_the_section_of_each_rule_it_changes(lang, profile):
    html = Client().get(f"/{lang}/{profile.game}/?profile={profile.slug}").content.decode()
    anchors = {profile.section} | {table_rules.section_of(profile.game, name, value)
                                   for name, value in profile.options.items()}
    for anchor in anchors:
        assert MARK[lang] in section(html, anchor), anchor


FOLLOWED = [pytest.param(name, argument, option, id=f"{name}-{argument}")
            for name, follows in table_rules.follows().items() for argument, option in follows.items()]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "argument", "option_name"), FOLLOWED)
def test_every_table_a_profile_redraws_changes_with_its_option(lang, name, argument, option_name):
    from naipes.options import option

    game = name.split("-")[0]
    declared = option(game, option_name)
    extra = {"nada": {"pairs": "3C 2E 10B / 3E 1C 11B"}}.get(argument, {})  # two "nada" hands the rule decides
    drawn = {render_insert(name, lang, **extra, **{argument: declared.text(value)}) for value in declared.values}
    assert len(drawn) > 1, "the table is the same whatever the option says"


def test_the_start_up_check_names_a_games_missing_profiles_file(monkeypatch):
    import sys

    named._profiles_module.cache_clear()
    monkeypatch.setitem(sys.modules, "naipes.games.cirulo.profiles", None)
    try:
        with pytest.raises(named.ProfileError, match=r"naipes/games/cirulo/profiles\.py does not exist yet"):
            table_rules.check()
    finally:
        monkeypatch.undo()
        named._profiles_module.cache_clear()
    table_rules.check()


# --- any text at all ---------------------------------------------------------------------------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from naipes import RulesError  # noqa: E402

CODE_LIKE = st.lists(st.sampled_from(["o1", "f1", "s2", "d2b", "rbce", "p48", "t500", "h8", "e1", "n2", "x", "-", ":",
                                      "paulo:", "tute:", "0", "99", "durcal", " ", "Ñ", "\x00", "%"]),
                     max_size=8).map("".join)


@settings(max_examples=150, deadline=None)
@given(game=st.sampled_from(GAME_SLUGS), text=CODE_LIKE | st.text(max_size=90))
def test_any_text_is_a_table_or_a_worded_refusal(game, text):
    try:
        table = table_rules.decode(game, text)
    except RulesError as exc:
        for lang in LANGS:
            assert table_rules.error_text(exc, lang, text, game)
    else:
        assert table_rules.decode(game, table.code) == table
        table.sample()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=CODE_LIKE | st.text(max_size=60))
def test_any_profile_in_a_link_a_cookie_or_a_form_answers_never_a_500(text):
    client = Client()
    client.cookies["naipes-table-tute"] = text.encode("ascii", "ignore").decode().replace(";", "")
    assert client.get("/en/tute/", {"profile": text}).status_code in (200, 400)
    assert client.get("/es/tute/compare/", {"a": text, "b": "clasico"}).status_code in (200, 400)
    assert client.post("/en/tute/table/", {"profile": "custom", "code": text}).status_code in (303, 400)


@pytest.mark.parametrize("lang", LANGS)
def test_the_deck_by_players_is_drawn_with_the_two_a_table_of_three_leaves_out(lang):
    client = Client()
    keep(client, lang, "tute", "custom", code="d2b")
    html = client.get(f"/{lang}/tute/").content.decode()
    assert render_insert("tute-decks", lang, removed_two="2B") in section(html, "deck")
    assert render_insert("tute-decks", lang) not in html
    assert MARK[lang] in section(html, "deck")


def test_a_table_cookie_leaves_the_home_page_the_one_cached_for_everybody():
    client = Client()
    keep(client, "en", "paulo", "durcal")
    client.get("/en/")
    again = client.get("/en/")
    assert again.status_code == 200 and not again.templates
