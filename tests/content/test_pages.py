"""Site-wide checks over every rule page, cheat sheet and the glossary, in both languages."""

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

import pytest
from django.conf import settings

from naipes_site import content, glossary
from naipes_site.games import game_infos
from tests.content.pages import section_ids

pytestmark = pytest.mark.django_db

LANGS = ("es", "en")
SLUGS = [game.slug for game in game_infos()]
CONTENT = Path(settings.CONTENT_DIR)


class LinksAndIds(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.h1 = [], [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        if attrs.get("id"):
            self.ids.append(attrs["id"])
        if tag == "h1":
            self.h1 += 1


def parse(html):
    parser = LinksAndIds()
    parser.feed(html)
    return parser


def test_every_page_exists_in_both_languages():
    es = {p.relative_to(CONTENT / "es") for p in (CONTENT / "es").rglob("*.md")}
    en = {p.relative_to(CONTENT / "en") for p in (CONTENT / "en").rglob("*.md")}
    assert es == en
    for slug in SLUGS:
        assert Path(f"{slug}.md") in es
        assert Path(f"cheatsheets/{slug}.md") in es


@pytest.mark.parametrize("slug", SLUGS)
def test_rule_page_renders_with_the_same_sections_in_both_languages(client, slug):
    pages = {lang: client.get(f"/{lang}/{slug}/") for lang in LANGS}
    for lang, response in pages.items():
        assert response.status_code == 200, (lang, slug)
        html = response.content.decode()
        assert parse(html).h1 == 1
        assert f'<html lang="{lang}">' in html
        assert "[[" not in html and "]]" not in html
        assert "<script>" not in html and "javascript:" not in html
    ids = {lang: section_ids(r.content.decode()) for lang, r in pages.items()}
    assert ids["es"] == ids["en"]
    assert len(ids["es"]) >= 8


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_permalink(client, slug, lang):
    html = client.get(f"/{lang}/{slug}/").content.decode()
    for section in section_ids(html):
        assert f'href="#{section}"' in html


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_in_page_link_lands_on_a_section_or_an_insert(client, slug, lang):
    html = client.get(f"/{lang}/{slug}/").content.decode()
    ids = set(parse(html).ids)
    for target in re.findall(r'href="#([^"]+)"', html):
        assert target in ids, target


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGS)
def test_cheatsheet_renders(client, slug, lang):
    response = client.get(f"/{lang}/{slug}/cheatsheet/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "[[" not in html
    assert parse(html).h1 == 1


def test_unknown_game_is_404(client):
    assert client.get("/es/mus/").status_code == 404
    assert client.get("/en/mus/cheatsheet/").status_code == 404


def test_every_markdown_file_renders_without_errors():
    for lang in LANGS:
        for path in (CONTENT / lang).rglob("*.md"):
            slug = str(path.relative_to(CONTENT / lang).with_suffix(""))
            page = content.load_page(lang, slug)
            assert "[[" not in page.html, path


def test_every_internal_link_resolves(client):
    """A crawler from both home pages over every page it can reach under the language prefixes."""
    seen, queue, broken = set(), ["/es/", "/en/"], []
    anchors_wanted = []
    pages_ids = {}
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        response = client.get(url)
        if response.status_code in (301, 302, 303, 307, 308):
            # A link to a page that sends on (today's deal to its own address) is whole when where it sends is.
            queue.append(urlsplit(response["Location"]).path)
            continue
        if response.status_code != 200:
            broken.append((url, response.status_code))
            continue
        if "text/html" not in response.get("Content-Type", ""):
            continue
        parsed = parse(response.content.decode())
        pages_ids[url] = set(parsed.ids)
        for href in parsed.links:
            target, fragment = urldefrag(href)
            parts = urlsplit(target)
            if parts.scheme or parts.netloc:
                continue
            target = parts.path or url
            if fragment:
                anchors_wanted.append((url, target, fragment))
            if target.startswith(("/es/", "/en/")) and "/trainers/" not in target[3:13]:
                queue.append(target)
    assert not broken
    missing = [
        (source, target, fragment) for source, target, fragment in anchors_wanted
        if target in pages_ids and fragment not in pages_ids[target]
    ]
    assert not missing


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_page_lists_every_entry_with_an_anchor(client, lang):
    html = client.get(f"/{lang}/glossary/").content.decode()
    ids = parse(html).ids
    for entry in glossary.entries():
        assert entry["id"] in ids
        assert entry["definition"][lang].strip()


def test_glossary_ids_are_unique():
    all_ids = [entry["id"] for entry in glossary.entries()]
    assert len(all_ids) == len(set(all_ids))


def test_rendered_pages_are_cached(django_assert_num_queries, client, monkeypatch):
    client.get("/es/tute/")
    calls = []
    monkeypatch.setattr(content, "render_markdown", lambda *a, **k: calls.append(a))
    client.get("/es/tute/")
    assert calls == []


def test_home_page_blurbs_say_teams_and_dodging_points(client):
    """Paulo is played in teams of 2, 3 or 4 («por equipos»); in Papayoo you dodge points, and
    the Payoos take a capital."""
    es = client.get("/es/").content.decode()
    en = client.get("/en/").content.decode()
    assert "por equipos" in es and "por parejas" not in es
    assert "esquivar puntos" in es and "evita los Payoos" in es and "payoos" not in es
    assert "point-dodging" in en and "trick-avoidance" not in en
