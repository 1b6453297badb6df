"""Rule pages and cheat sheets from Markdown, the glossary, and the sheet of every card."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from naipes.cards import PAPAYOO_60, PAPAYOO_SUITS, SPANISH_48, SPANISH_SUITS
from naipes_site import content, glossary as glossary_data, page_cache
from naipes_site.card_svg import PINTA_BREAKS
from naipes_site.games import GAME_BY_SLUG
from wording.cards import suit_name


def _lang() -> str:
    return (get_language() or "es")[:2]


def _page(lang: str, slug: str) -> content.Page:
    try:
        return content.load_page(lang, slug)
    except content.PageNotFound:
        raise Http404(slug) from None


def _source(lang: str, slug: str):
    try:
        return content.source_path(lang, slug)
    except content.PageNotFound:
        raise Http404(slug) from None


@require_safe
def rule_page(request: HttpRequest, game: str) -> HttpResponse:
    if game not in GAME_BY_SLUG:
        raise Http404(game)
    lang = _lang()
    return page_cache.serve(request, _source(lang, game), lambda: render(
        request, "naipes_site/rule_page.html", {"page": _page(lang, game), "game": GAME_BY_SLUG[game]}))


@require_safe
def cheatsheet(request: HttpRequest, game: str) -> HttpResponse:
    if game not in GAME_BY_SLUG:
        raise Http404(game)
    lang, slug = _lang(), f"cheatsheets/{game}"
    return page_cache.serve(request, _source(lang, slug), lambda: render(
        request, "naipes_site/cheatsheet.html", {"page": _page(lang, slug), "game": GAME_BY_SLUG[game]}))


@require_safe
def glossary(request: HttpRequest) -> HttpResponse:
    return render(request, "naipes_site/glossary.html", {"entries": glossary_data.entries()})


@require_safe
def card_sheet(request: HttpRequest) -> HttpResponse:
    """Both packs, suit by suit, as the pages draw them: a key to every card picture on the site."""
    lang = _lang()

    def rows(deck, suits):
        return [{"suit": suit, "name": suit_name(suit, lang), "breaks": PINTA_BREAKS.get(suit),
                 "cards": [c for c in deck if c.suit is suit]} for suit in suits]

    return render(request, "naipes_site/cards.html",
                  {"spanish": rows(SPANISH_48, SPANISH_SUITS), "papayoo": rows(PAPAYOO_60, PAPAYOO_SUITS)})
