"""The table chooser's QR code: the link to the game's rules under the table this browser keeps, drawn as an SVG
the strict Content-Security-Policy allows (no style attributes), titled in the page's language
(rules-decisions §40: a link shows a table's rules without keeping them)."""

import re

import pytest

from naipes_site import table_rules
from naipes_site.share import qr_svg

pytestmark = pytest.mark.django_db

TITLE = {"es": "Código QR del enlace a las reglas de este juego según las de tu mesa",
         "en": "QR code of the link to this game’s rules under your table’s"}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_chooser_shows_the_kept_tables_link_as_a_qr_code(client, lang):
    client.cookies[table_rules.cookie_name("paulo")] = "durcal"
    page = client.get(f"/{lang}/paulo/table/").content.decode()
    link = re.search(r'id="table-share-url" href="([^"]+)"|href="([^"]+)" id="table-share-url"', page)
    url = next(g for g in link.groups() if g).replace("&amp;", "&")
    assert url.endswith(f"/{lang}/paulo/?profile=paulo:durcal")
    qr = re.search(r'<div class="qr-box" id="table-share-qr">(.*?)</div>', page, re.S).group(1)
    assert qr == str(qr_svg(url, TITLE[lang]))
    assert f"<title>{TITLE[lang]}</title>" in qr.replace("&#8217;", "’") and "style=" not in qr


def test_the_standard_tables_code_is_shared_too(client):
    page = client.get("/en/papayoo/table/").content.decode()
    assert "?profile=papayoo:standard" in page and 'id="table-share-qr"><svg role="img"' in page
