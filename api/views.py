"""The API's index (``GET /api/v1/``), its JSON 404, and the API page under the language prefix."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from api import analysis, bots, catalog
from api.http import ApiError, endpoint
from naipes import profiles as named
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.options import page_lang
from naipes_site.page_cache import whole_page_for
from wording import options as option_words


@endpoint(None)
@require_safe
def index(request: HttpRequest) -> dict[str, object]:
    """Every endpoint with a link, its example request and the docs page in both languages."""
    return {
        "version": 1,
        "docs": {lang: request.build_absolute_uri(f"/{lang}/api/") for lang in ("es", "en")},
        "openapi": request.build_absolute_uri(catalog.PREFIX + "openapi.json"),
        "endpoints": [
            {
                "method": e.method,
                "path": e.url,
                "url": request.build_absolute_uri(e.url),
                "game": e.game,
                "summary": catalog.both(e.summary),
                "example": request.build_absolute_uri(e.example_url) if e.method == "GET" else e.example,
                "fields": {p.name: catalog.both(p.help) for p in e.params},
            }
            for e in catalog.endpoints()
        ],
        "trainers": [
            {
                "method": e.method,
                "path": e.url,
                "summary": catalog.both(e.summary),
                "fields": {p.name: catalog.both(p.help) for p in e.params},
            }
            for e in catalog.TRAINER_ENDPOINTS
        ],
        # The bots (api/bots.py): the levels of each game, and a level's card from a seat's view.
        "bots": [
            {"method": "GET", "path": catalog.PREFIX + "practice/{game}/bots", "games": bots.games_with_bots(),
             "summary": catalog.both(catalog.BOTS_SUMMARY)},
            {"method": "POST", "path": catalog.PREFIX + "{game}/bot", "games": bots.bot_games(),
             "summary": catalog.both(catalog.BOT_SUMMARY)},
        ],
        # The coach's analysis of a practice hand (api/analysis.py).
        "coach": [
            {"method": "POST", "path": catalog.PREFIX + "{game}/analysis", "games": analysis.analysis_games(),
             "summary": catalog.both(analysis.ANALYSIS_SUMMARY)},
        ],
        "variants": {
            game: {name: {"sets": dict(v.sets), **catalog.both(v.help), **({"profile": v.profile} if v.profile else {})}
                   for name, v in catalog.variants(game).items()}
            for game in catalog.game_modules()
        },
        "error": {"code": "…", "message": {"es": "…", "en": "…"}},
    }


@endpoint(None)
def not_found(request: HttpRequest, path: str = "") -> HttpResponse:
    raise ApiError("not_found", status=404, path=request.path[:80])


@require_safe
# Its examples are asked live (a fresh question token each time, valid for hours): the page is made once per
# language and kept five minutes, the same for everyone in that time.
@whole_page_for(300)
def docs(request: HttpRequest) -> HttpResponse:
    """The API page: each endpoint with its example request and the answer the API gives it right now."""
    endpoints = []
    for e in catalog.endpoints():
        status, answer = catalog.run_example(e)
        endpoints.append({"endpoint": e, "status": status, "answer": catalog.pretty(answer)})
    method, path, body = catalog.ERROR_EXAMPLE
    error_status, error_answer = catalog.run(method, path, body)
    # Not "games": the site's context processor uses that name for the navigation.
    game_variants = [
        {"slug": slug, "name": game_info(slug).name, "variants": catalog.variants(slug),
         "options": {name: {"values": [v for v in option.texts() if v] or [option.allowed_text()],
                            "help": option_words.label(slug, name, page_lang())}
                     for name, option in catalog.options(slug).items()}}
        for slug in catalog.game_modules()
    ]
    context = {
        "endpoints": endpoints,
        "game_variants": game_variants,
        "named_profiles": [(game_info(slug).name, slug, [p.slug for p in named.profiles(slug)])
                           for slug in catalog.game_modules()],
        "error_codes": catalog.ERROR_CODES,
        "trainer_examples": catalog.trainer_examples(),
        "trainer_error_codes": catalog.TRAINER_ERROR_CODES,
        "error_request": {"method": method, "path": path, "body": json.dumps(body, ensure_ascii=False)},
        "error_status": error_status,
        "error_answer": catalog.pretty(error_answer),
        "base": request.build_absolute_uri(catalog.PREFIX),
    }
    return render(request, "api/docs.html", context)
