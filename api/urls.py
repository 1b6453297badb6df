"""The JSON API, version 1, mounted at ``/api/v1/`` outside the language prefix."""

from django.urls import path, re_path

from api import cirulo, docena, papayoo, paulo, tute, views

app_name = "api"

urlpatterns = [
    path("", views.index, name="index"),
    path("paulo/order", paulo.order, name="paulo-order"),
    path("paulo/trick", paulo.trick, name="paulo-trick"),
    path("paulo/legal", paulo.legal, name="paulo-legal"),
    path("cirulo/trick", cirulo.trick, name="cirulo-trick"),
    path("cirulo/legal", cirulo.legal, name="cirulo-legal"),
    path("cirulo/settle", cirulo.settle, name="cirulo-settle"),
    path("tute/trick", tute.trick, name="tute-trick"),
    path("tute/legal", tute.legal, name="tute-legal"),
    path("tute/score", tute.score, name="tute-score"),
    path("papayoo/trick", papayoo.trick, name="papayoo-trick"),
    path("papayoo/legal", papayoo.legal, name="papayoo-legal"),
    path("papayoo/score", papayoo.score, name="papayoo-score"),
    path("docena/hand", docena.hand, name="docena-hand"),
    path("docena/compare", docena.compare, name="docena-compare"),
    # Anything else under /api/v1/ answers a JSON 404, not the site's HTML page.
    re_path(r"^(?P<path>.*)$", views.not_found),
]
