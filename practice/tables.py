"""The table a practice hand is played under: a named profile or a custom code (naipes_site.table_rules).

A new hand is dealt under the table a link names (``?profile=``) or, without one, the table this browser
keeps for the game. From then on the hand's own state carries it (the ``profile`` field of a trick hand's
URL, La Docena's signed token), so a hand goes on under the rules it was dealt with whatever the browser
keeps meanwhile; a hand's link from before tables existed names none and plays the standard table.
docs/rules-decisions.md §42.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _

from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.table_rules import PageTable, ResolvedTable, TableRules

QUERY = table_rules.QUERY


def dealt_under(resolved: ResolvedTable, *, under_way: bool) -> TableRules:
    """The table a hand is played under, from the request's (:func:`naipes_site.table_rules.resolve`, whose
    ``refusal`` the view answers first with :func:`refused`): its link's, else (a hand under way, whose link
    names its table) the standard one, else the kept one."""
    if under_way and not resolved.linked:
        return table_rules.standard(resolved.game)
    return resolved.table


def query(table: TableRules) -> dict[str, str]:
    """The table as a hand's URL writes it: nothing for the standard one, so old links keep their address."""
    return {} if table.standard else {QUERY: table.code}


def keyed(table: TableRules, actions: str) -> str:
    """A hand's actions as its progress records them: the same cards under another table are another hand."""
    return actions if table.standard else f"{table.code}|{actions}"


def review_code(table: TableRules) -> str:
    """The table a refused play's review question is asked under, as the trainers store it ("" standard)."""
    return "" if table.standard else table.code


def shown(table: TableRules, lang: str) -> PageTable:
    """The hand page's line "Table rules: X · change"."""
    return PageTable(table, name=table.name(lang))


def rule_url(game: str, table: TableRules) -> str:
    """The game's rule page drawn for the hand's table (the coach's links to a rule go there)."""
    url = reverse("rule-page", args=[game])
    return url if table.standard else f"{url}?{QUERY}={table.code}"


def refused(request: HttpRequest, resolved: ResolvedTable, new_url: str) -> HttpResponse:
    """A hand whose link names no table this game plays: why (already in the page's language), and a new hand."""
    game = resolved.game
    return render(request, "practice/table_refused.html", {
        "game": game_info(game), "error": resolved.refusal, "new_url": new_url,
        "title": _("Practice hand: %(game)s") % {"game": game_info(game).name},
    }, status=400)
