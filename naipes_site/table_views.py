"""Choosing a game's table rules (a named profile or a custom code) and comparing two of them."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods

import wording
from naipes import RulesError, profiles as named
from naipes_site import page_cache, page_shell, table_rules
from naipes_site.games import game_info, info_by_slug
from naipes_site.head import render
from naipes_site.share import qr_svg


def _lang() -> str:
    return (get_language() or "es")[:2]


def _game(game: str):
    if game not in info_by_slug():
        raise Http404(game)
    return game_info(game)


def _choices(game: str, lang: str) -> list[list[dict]]:
    def said(slug: str, part: str) -> str:
        key = f"profiles.{game}.{slug}.{part}"
        return wording.text(key, lang) if wording.has(key) else ""

    def lacks(codes: tuple[str, ...]) -> list[str]:
        return [wording.text(f"profiles.lacks.{code}", lang) for code in codes]

    offered = [{"slug": p.slug, "name": said(p.slug, "name"), "summary": said(p.slug, "summary"),
                "origin": said(p.slug, "origin"), "lacks": lacks(p.partial), "section": p.section}
               for p in named.profiles(game)]
    left_out = [{"slug": n.slug, "name": said(n.slug, "name"), "origin": said(n.slug, "origin"),
                 "lacks": lacks(n.lacks), "section": n.section} for n in named.not_computed(game)]
    return [offered, left_out]


@require_http_methods(["GET", "HEAD", "POST"])
def choose(request: HttpRequest, game: str) -> HttpResponse:
    """The chooser: GET shows the profiles (a link's ``?profile=`` preselected); POST keeps the choice in
    this browser's cookie for the game and goes back to the rule page."""
    info, lang = _game(game), _lang()
    resolved = table_rules.resolve(request, game)
    kept = resolved.unlinked.table
    error, status = "", 200
    wanted = request.POST.get("profile", "") if request.method == "POST" else request.GET.get("profile")
    selected, checked = kept, ""
    if request.method != "POST" and wanted and wanted != "custom":
        # A link's profile, preselected: the request's table as it was read (the kept one if it was refused).
        selected, error = resolved.table, resolved.error
        status = 400 if error else 200
    elif request.method == "POST" or wanted:
        text = request.POST.get("code", "") if wanted == "custom" else (wanted or "")
        try:
            selected = table_rules.decode(game, text)
        except RulesError as exc:
            error, status = table_rules.error_text(exc, lang, text, game), 400
            checked = "custom" if wanted == "custom" else ""  # the form comes back as it was sent
        else:
            if request.method == "POST":
                return _keep(game, selected)

    def context() -> dict:
        offered, left_out = _choices(game, lang)
        share_url = request.build_absolute_uri(reverse("rule-page", args=[game]) + f"?profile={kept.shared}")
        return {
            "game": info, "offered": offered, "left_out": left_out, "kept": kept, "kept_name": kept.name(lang),
            "selected": checked or (selected.code if selected.profile else "custom"),
            "custom_code": "" if selected.profile else selected.code,
            "typed": request.POST.get("code", ""), "error": error, "legend": table_rules.legend(game, lang),
            "share_url": share_url,
            # For a phone across the table: scanned, it opens this game's rules under the table's.
            "share_qr": qr_svg(share_url, gettext("QR code of the link to this game’s rules under your table’s")),
        }

    if status != 200 or request.method == "POST":
        return render(request, "naipes_site/table_rules.html", context(), status=status)
    # The chooser of a game, in a language, for the tables this browser keeps and a link's profile is the same
    # for everyone but its CSRF token: made once per process. The key holds the address (language, game,
    # query) and the kept tables' cookies as they came, so a browser never gets another table's page.
    key = f"choose:{request.scheme}://{request.get_host()}{request.get_full_path()}:{table_rules.kept_cookies(request)}"
    return page_shell.once(request, "naipes_site/table_rules.html", context, key)


def _keep(game: str, table: table_rules.TableRules) -> HttpResponse:
    response = HttpResponseRedirect(reverse("rule-page", args=[game]), status=303)
    name = table_rules.cookie_name(game)
    if table.standard:
        response.delete_cookie(name, samesite="Lax")
    else:
        response.set_cookie(name, table.code, max_age=table_rules.COOKIE_AGE, httponly=True, samesite="Lax",
                            secure=settings.SESSION_COOKIE_SECURE)
    return response


def _read(game: str, text: str | None, fallback: table_rules.TableRules, lang: str
          ) -> tuple[table_rules.TableRules, str]:
    if not text:
        return fallback, ""
    try:
        return table_rules.decode(game, text), ""
    except RulesError as exc:
        return fallback, table_rules.error_text(exc, lang, text, game)


@require_http_methods(["GET", "HEAD"])
@page_cache.whole_page  # its address and the tables this browser keeps decide it: made once per process
def compare(request: HttpRequest, game: str) -> HttpResponse:
    """Two tables of a game side by side, rule by rule where they differ, each rule linked to the section of
    the rule page that explains it. ``?a=`` and ``?b=`` take a profile or a code; by default the standard
    table and the one this browser keeps (or the game's first named variant)."""
    info, lang = _game(game), _lang()
    kept = table_rules.resolve(request, game).kept
    others = [p for p in named.profiles(game) if not p.standard]
    default_b = kept if kept is not None and not kept.standard else (
        table_rules.decode(game, others[0].slug) if others else table_rules.standard(game))
    first, error_a = _read(game, request.GET.get("a"), table_rules.standard(game), lang)
    second, error_b = _read(game, request.GET.get("b"), default_b, lang)
    errors = [e for e in (error_a, error_b) if e]
    choices = [(p.slug, wording.text(f"profiles.{game}.{p.slug}.name", lang)) for p in named.profiles(game)]
    for table in (first, second, kept):
        if table is not None and table.profile is None and table.code not in dict(choices):
            choices.append((table.code, table.name(lang)))
    return render(request, "naipes_site/table_compare.html", {
        "game": info, "first": first, "second": second, "first_name": first.name(lang),
        "second_name": second.name(lang), "rows": table_rules.compare_rows(first, second, lang),
        "choices": choices, "errors": errors,
    }, status=400 if errors else 200)
