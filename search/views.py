"""The results page, ``/<lang>/search/?q=``: a whole page, or only the results for htmx as you type."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from search.index import search

MAX_QUERY = 200


@require_safe
@vary_on_headers("HX-Request")
def results(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "")[:MAX_QUERY]
    lang = request.LANGUAGE_CODE[:2]
    answer = search(query, lang) if query.strip() else None
    fragment = request.htmx and not request.htmx.history_restore_request
    # The header's results are a listbox its search box drives by keyboard (static/js/search.js).
    context = {"query": query, "answer": answer, "live": bool(fragment) and request.htmx.target == "site-search-results"}
    return render(request, "search/_results.html" if fragment else "search/results.html", context)
