"""The JSON API, version 1, mounted at ``/api/v1/`` outside the language prefix.

Each game's endpoints come from :func:`api.catalog.endpoints` (``paulo/order`` → ``api.games.paulo.order``).
"""

from django.urls import path, re_path

from api import analysis, bots, catalog, openapi, views

app_name = "api"

urlpatterns = [
    path("", views.index, name="index"),
    path("openapi.json", openapi.openapi, name="openapi"),
    *(path(e.path, catalog.view(e), name=e.name) for e in catalog.endpoints()),
    # The bots (api/bots.py): every game's, read from the registry when asked.
    path("practice/<slug:game>/bots", bots.levels, name="practice-bots"),
    path("<slug:game>/bot", bots.choose, name="bot"),
    # The coach's analysis of a practice hand (api/analysis.py): every game with an expert.
    path("<slug:game>/analysis", analysis.analyse, name="analysis"),
    # Anything else under /api/v1/ answers a JSON 404, not the site's HTML page. [\s\S], not ".", so that
    # a path with a newline (%0A) in it matches too (Django cannot reverse a (?s) flag).
    re_path(r"^(?P<path>[\s\S]*)$", views.not_found),
]
