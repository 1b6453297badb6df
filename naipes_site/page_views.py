"""Rule pages and cheat sheets from Markdown, the glossary, and the sheet of every card."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from naipes.cards import PAPAYOO_60, PAPAYOO_SUITS, SPANISH_48, SPANISH_SUITS
from naipes_site import content, glossary as glossary_data, page_cache, retention, table_rules
from naipes_site.card_svg import PINTA_BREAKS
from naipes_site.games import game_info, info_by_slug
from naipes_site.head import render
from wording.cards import suit_name


def _lang() -> str:
    return (get_language() or "es")[:2]


def _page(lang: str, slug: str, table: table_rules.TableRules | None = None) -> content.Page:
    try:
        return content.load_page(lang, slug, table)
    except content.PageNotFound:
        raise Http404(slug) from None


def _source(lang: str, slug: str):
    try:
        return content.source_path(lang, slug)
    except content.PageNotFound:
        raise Http404(slug) from None


def _game_page(request: HttpRequest, game: str, slug: str, template: str) -> HttpResponse:
    """A game's page drawn for the table's rules: a link's profile, else the one kept, else the standard."""
    if game not in info_by_slug():
        raise Http404(game)
    lang = _lang()
    shown = table_rules.resolve(request, game)
    return page_cache.serve(request, _source(lang, slug), lambda: render(
        request, template, {"page": _page(lang, slug, shown.table), "game": game_info(game), "shown": shown},
        status=400 if shown.error else 200))


@require_safe
def rule_page(request: HttpRequest, game: str) -> HttpResponse:
    return _game_page(request, game, game, "naipes_site/rule_page.html")


@require_safe
def cheatsheet(request: HttpRequest, game: str) -> HttpResponse:
    return _game_page(request, game, f"cheatsheets/{game}", "naipes_site/cheatsheet.html")


@require_safe
@page_cache.whole_page  # the same for everyone in a language: made once per process, kept by a shared cache in front too (deploy/nginx)
def glossary(request: HttpRequest) -> HttpResponse:
    return render(request, "naipes_site/glossary.html", {"entries": glossary_data.entries()})


@require_safe
@page_cache.whole_page  # the same for everyone in a language: made once per process, kept by a shared cache in front too (deploy/nginx)
def card_sheet(request: HttpRequest) -> HttpResponse:
    """Both packs, suit by suit, as the pages draw them: a key to every card picture on the site."""
    lang = _lang()

    def rows(deck, suits):
        return [{"suit": suit, "name": suit_name(suit, lang), "breaks": PINTA_BREAKS.get(suit),
                 "cards": [c for c in deck if c.suit is suit]} for suit in suits]

    return render(request, "naipes_site/cards.html",
                  {"spanish": rows(SPANISH_48, SPANISH_SUITS), "papayoo": rows(PAPAYOO_60, PAPAYOO_SUITS)})


@require_safe
def privacy(request: HttpRequest) -> HttpResponse:
    """What the site keeps and for how long: the schedule ``manage.py prune`` runs, said by each app that keeps
    something (:func:`naipes_site.retention.schedule`), in the reader's language."""
    return render(request, "naipes_site/privacy.html",
                  {"schedule": retention.schedule(), "table_days": table_rules.COOKIE_AGE // (24 * 3600)})
