"""Helpers the rule-page tests share: fetch a page, list its sections, cut out its inserts."""

import re


def html_of(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def section_ids(html: str) -> list[str]:
    return re.findall(r'<h[23] id="([^"]+)"', html)


def sections_in_both_languages(client, slug: str) -> list[str]:
    """The rule page's section ids, once Spanish and English are seen to have the same ones in the same order."""
    ids = {lang: section_ids(html_of(client, f"/{lang}/{slug}/")) for lang in ("es", "en")}
    assert ids["es"] == ids["en"]
    return ids["es"]


def promised_sections(client, slug: str, promised: list[str]) -> list[str]:
    """The sections of ``promised`` that the page has in both languages, in the page's order (other sections
    may come between them)."""
    return [section for section in sections_in_both_languages(client, slug) if section in promised]


def inserts(html: str, name: str) -> list[str]:
    """The HTML of each ``[[name ...]]`` insert on the page, in order."""
    chunks = html.split(f'<div class="insert insert-{name}">')[1:]
    return [re.split(r'<div class="insert |<h[23] ', chunk)[0] for chunk in chunks]


def cards_drawn(fragment: str) -> int:
    return fragment.count('<svg class="card')
