"""A link's table is shown, not kept (rules-decisions §40): the rule page and its cheat sheet pass it on to each
other and to the score sheets' start, so a reader who follows them stays under the table the link named."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_rule_page_from_a_link_passes_the_table_to_its_cheat_sheet_and_score_sheet(client, lang):
    html = client.get(f"/{lang}/paulo/?profile=durcal").content.decode()
    assert f'href="/{lang}/paulo/cheatsheet/?profile=durcal"' in html
    assert f'href="/{lang}/counters/?profile=durcal#paulo"' in html


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_cheat_sheet_from_a_link_leads_back_to_the_rules_of_that_table(client, lang):
    html = client.get(f"/{lang}/cirulo/cheatsheet/?profile=cirulo:rbce").content.decode()
    assert f'href="/{lang}/cirulo/?profile=rbce"' in html


def test_a_kept_table_needs_no_link_and_gets_none(client):
    client.cookies["naipes-table-paulo"] = "durcal"
    html = client.get("/en/paulo/").content.decode()
    assert 'href="/en/paulo/cheatsheet/"' in html and 'href="/en/counters/#paulo"' in html


def test_the_code_passed_on_reads_as_the_same_table(client):
    html = client.get("/en/cirulo/?profile=rbce").content.decode()
    assert "Rules from a link" in html and "ace of bastos" in html
