"""A practice hand keeps the table it was dealt under (docs/rules-decisions.md §42): a new hand takes the link's
``?profile=`` or the table this browser keeps; from then on the hand's own state carries it (a trick hand's
URL, La Docena's signed token), whatever the browser keeps meanwhile. Links and tokens from before tables
play the standard table; a table no game plays, or a changed token, gets a clear message in the page's
language, never a 500."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from django.core import signing
from django.test import Client

from naipes.games import paulo
from naipes_site import table_rules
from practice import tables
from practice.games.docena import hand as docena
from practice.models import PlayedHand

pytestmark = pytest.mark.django_db

COOKIE = table_rules.cookie_name


def query_of(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


def alert(html: str) -> str:
    return re.search(r'role="alert">(.*?)</p>', html, re.S).group(1)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_new_hand_is_dealt_under_the_kept_table_and_says_so(client: Client, lang):
    client.cookies[COOKIE("paulo")] = "durcal"
    response = client.get(f"/{lang}/practice/paulo/")
    assert query_of(response.url)["profile"] == ["durcal"]
    page = client.get(response.url)
    html = page.content.decode()
    assert page.context["settings"]["rules"] == paulo.Rules(order="durcal", strict_follow=True, scoring="cuerno")
    said = "Reglas de la mesa: <strong>Dúrcal</strong>" if lang == "es" else "Table rules: <strong>Dúrcal</strong>"
    assert said in html and f'href="/{lang}/paulo/table/"' in html
    # The coach's links to the rules open the rule page drawn for the hand's table.
    assert f'href="/{lang}/paulo/?profile=durcal#' in html


def test_a_link_names_the_table_over_the_kept_one(client: Client):
    client.cookies[COOKIE("tute")] = "clasico"
    response = client.get("/en/practice/tute/?profile=sin-muestra&players=3")
    assert query_of(response.url)["profile"] == ["sin-muestra"]
    assert client.get(response.url).context["settings"]["rules"].muestra is False


def test_a_hand_under_way_keeps_its_table_whatever_the_browser_keeps_since(client: Client):
    url = client.get("/es/practice/paulo/?profile=durcal").url
    client.cookies[COOKIE("paulo")] = "lanjaron"
    page = client.get(url)
    assert page.context["settings"]["table"].code == "durcal"
    # Its links (new hand, replay, each coach level) keep it too.
    assert "profile=durcal" in page.context["new_url"] and "profile=durcal" in page.context["replay_url"]
    assert all("profile=durcal" in c["url"] for c in page.context["coach_urls"])


def test_an_old_link_without_a_table_plays_the_standard_one_even_with_a_table_kept(client: Client):
    client.cookies[COOKIE("paulo")] = "durcal"
    page = client.get("/es/practice/paulo/?seed=5&players=4&coach=check")
    assert page.status_code == 200
    assert page.context["settings"]["rules"] == paulo.Rules() and page.context["settings"]["table"].standard
    assert "profile=" not in page.context["url"]


def test_the_start_forms_own_fields_over_a_table_make_the_table_they_play(client: Client):
    # A table without muestra, and the form asks for one: the standard table is what is played.
    client.cookies[COOKIE("tute")] = "sin-muestra"
    response = client.get("/es/practice/tute/?players=4&muestra=1")
    assert "profile" not in query_of(response.url)
    assert client.get(response.url).context["settings"]["table"].standard
    index = client.get("/es/practice/").content.decode()
    assert '<option value="0" selected>' in index  # the start form offers the kept table's muestra


@pytest.mark.parametrize(("lang", "code", "says"), [
    ("es", "zzz", "«zzz» no es ni un perfil ni un código de mesa de este juego"),
    ("en", "zzz", "“zzz” is neither a profile nor a table code of this game"),
    ("en", "o7", "order"),
    ("es", "tute:sin-muestra", "no se puede repartir"),
    ("en", "<script>", "cannot be dealt"),
])
@pytest.mark.parametrize("under_way", [True, False])
def test_a_table_no_game_plays_is_refused_with_a_clear_message(client: Client, lang, code, says, under_way):
    seed = "seed=3&players=4&" if under_way else ""
    response = client.get(f"/{lang}/practice/paulo/?{seed}profile={code}")
    assert response.status_code == 400
    html = response.content.decode()
    assert says.lower() in alert(html).lower() and "<script>" not in alert(html)
    assert f'href="/{lang}/practice/paulo/"' in html  # a new hand, under the kept table


@pytest.mark.parametrize("lang", ["es", "en"])
def test_la_docenas_signed_state_carries_the_table(client: Client, lang):
    response = client.get(f"/{lang}/practice/docena/?profile=e1-n2")
    seed, players, actions, table = docena.unsign(query_of(response.url)["h"][0])
    assert table.code == "e1-n2" and actions == []
    client.cookies[COOKIE("docena")] = "standard"
    page = client.get(response.url)
    assert page.context["shown"].table.code == "e1-n2"
    assert "e1-n2" in page.content.decode()  # the table's line names the custom code
    assert docena.unsign(query_of(page.context["replay_url"])["h"][0])[3].code == "e1-n2"


def test_a_docena_token_from_before_tables_plays_the_standard_table(client: Client):
    old = signing.Signer(salt=docena.SALT).sign_object([4, 6, ""], compress=True)
    assert docena.sign(4, 6, []) == old  # the standard table's tokens are the ones they always were
    assert docena.unsign(old)[3].standard
    assert client.get(f"/es/practice/docena/?h={old}").status_code == 200


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("state", [[4, 6, "", "zzz"], [4, 6, "", 7], [4, 6, "", "e1", "n1"], [4, 6, "", "d9"]])
def test_a_signed_token_with_a_table_this_game_does_not_play_is_refused(client: Client, lang, state):
    token = signing.Signer(salt=docena.SALT).sign_object(state, compress=True)
    response = client.get(f"/{lang}/practice/docena/?h={token}")
    assert response.status_code == 400
    assert ("no es de fiar" if lang == "es" else "cannot be trusted") in alert(response.content.decode())


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_token_whose_table_was_changed_by_hand_is_refused(client: Client, lang):
    token = docena.sign(4, 6, [], table_rules.decode("docena", "e1"))
    payload, signature = token.rsplit(":", 1)
    forged = docena.sign(4, 6, [], table_rules.decode("docena", "n2")).rsplit(":", 1)[0] + ":" + signature
    assert forged != token
    response = client.get(f"/{lang}/practice/docena/?h={forged}")
    assert response.status_code == 400
    assert ("no es de fiar" if lang == "es" else "cannot be trusted") in alert(response.content.decode())


def test_the_same_cards_under_another_table_are_another_hand_in_the_progress(client: Client):
    standard, durcal = table_rules.standard("paulo"), table_rules.decode("paulo", "durcal")
    assert tables.keyed(standard, "1O,2O") == "1O,2O"  # the standard table's hands count as they always did
    assert tables.keyed(durcal, "1O,2O") != "1O,2O"
    assert PlayedHand.objects.count() == 0


@pytest.mark.parametrize(("lang", "slug", "unit"), [
    ("es", "standard", "chino"), ("en", "standard", "chino"), ("es", "durcal", "tanto"), ("en", "durcal", "point"),
    ("es", "lanjaron", "gordo"), ("en", "lanjaron", "gordo"),
])
def test_a_paulo_hand_is_counted_in_the_unit_of_its_tables_scoring(client: Client, lang, slug, unit):
    from tests.profiles.test_practice_under_profiles import hand_url, learner_actions

    rules = table_rules.decode("paulo", slug).rules(players=4)
    actions = learner_actions("paulo", 3, rules)
    page = client.get(hand_url("paulo", 3, 4, slug, actions).replace("/es/", f"/{lang}/"))
    said = page.context["count"]["amount"]
    assert said.split()[0] == str(page.context["count"]["chinos"]) and unit in said
    assert said in page.content.decode()


@pytest.mark.parametrize(("lang", "says"), [
    ("es", "El dado ya ha elegido el Papayoo"), ("en", "The die has already picked the Papayoo"),
])
def test_with_the_die_before_the_pass_the_pass_shows_the_papayoo_and_the_coach_says_so(client: Client, lang, says):
    html = client.get(f"/{lang}/practice/papayoo/?seed=2&players=4&coach=teach&profile=d1").content.decode()
    assert 'class="pass-form"' in html and says in html
    standard = client.get(f"/{lang}/practice/papayoo/?seed=2&players=4&coach=teach").content.decode()
    assert 'class="pass-form"' in standard and says not in standard
