"""The results page, ``/<lang>/search/?q=``: a whole page, or only the results for htmx as you type;
the count of a followed result; and the staff's report of what was searched and not found."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers

from naipes_site import page_shell, table_rules
from naipes_site.head import render
from search import misses
from search.asking import Tables
from search.index import search

MAX_QUERY = 200


@require_safe
@vary_on_headers("HX-Request")
def results(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "")[:MAX_QUERY]
    lang = request.LANGUAGE_CODE[:2]
    tables = Tables.of_request(request)  # the engine answers under the tables kept or linked (rules-decisions §48)
    answer = search(query, lang, tables=tables) if query.strip() else None
    fragment = bool(request.htmx) and not request.htmx.history_restore_request  # read once: each asks the headers
    # Only a search sent from the form is counted: the live list's requests are the letters being typed.
    counted = bool(answer) and not fragment
    if counted and answer is not None:
        # A question the site does not answer (only the nearest rule shown) is a search not found.
        found = (answer.results or answer.engine) and not answer.not_found
        misses.count(lang, query, misses.Miss.SHOWN if found else misses.Miss.NO_RESULT)
    # The header's results are a listbox its search box drives by keyboard (static/js/search.js).
    context = {"query": query, "answer": answer, "counted": counted,
               "live": bool(fragment) and request.htmx.target == "site-search-results",
               "profile": request.GET.get(table_rules.QUERY, "")[:80]}
    template = "search/_results.html" if fragment else "search/results.html"
    if answer is None:
        response = render(request, template, context)
    else:
        # The same words in the same index under the same tables make the same page for everyone (but its CSRF
        # token): made once. The tables are in the key, so a kept table never gets another table's answer.
        key = (f"search:{template}:{context['live']}:{counted}:{answer.stamp}:{tables.codes}:"
               f"{request.scheme}://{request.get_host()}{request.get_full_path()}")
        response = page_shell.once(request, template, context, key)
    # The answer follows the tables the browser keeps: a browser or proxy keeps one copy per cookie.
    patch_vary_headers(response, ("Cookie",))
    return response


@require_POST
def clicked(request: HttpRequest) -> HttpResponse:
    """A result of a counted search was followed (sent by static/js/search.js as a beacon, with the token)."""
    query = request.POST.get("q", "")[:MAX_QUERY]
    if query.strip():
        misses.count(request.LANGUAGE_CODE[:2], query, misses.Miss.CLICKED)
    return HttpResponse(status=204)


@require_safe
def report(request: HttpRequest) -> HttpResponse:
    """Staff only: the address carries a key signed with the site's secret (``manage.py search_misses --link``)."""
    key = request.GET.get("key", "")
    if not misses.is_staff_key(key):
        raise Http404
    rows = misses.report()
    if request.GET.get("format") == "csv":
        response = HttpResponse(misses.as_csv(rows), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="search-misses.csv"'
    else:
        response = render(request, "search/report.html", {"rows": rows, "key": key, "keep_days": misses.KEEP_DAYS})
    # The staff's report, page or file, is for whoever holds the key: no cache keeps a copy.
    response["Cache-Control"] = "private, no-store"
    return response
