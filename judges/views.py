"""The judges' pages: the position is the query string, so a verdict is a link to share.

Every page is a plain GET form; the verdict, once there is one, comes before the form so that a phone
shows it without scrolling. A bad position answers 400 with the message and the cards kept.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers

from judges import verdicts
from judges.base import judge_modules, position_of_table, position_options, trick_games
from judges.catalog import judges_by_game
from naipes_site import table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.page_cache import whole_page


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "judges/index.html", {"groups": judges_by_game()})


def judge_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A judge's page: read only (GET or HEAD); the same URL answers the whole page or, to htmx, its verdict box
    (so it varies on ``HX-Request``); and a verdict is the same for everyone who opens its link, so the whole page
    is kept (:func:`~naipes_site.page_cache.whole_page`)."""
    return require_safe(vary_on_headers("HX-Request")(whole_page(view)))


def _query(request: HttpRequest, game: str, kind: str) -> QueryDict:
    """The position: the query string, with the table's rules when it names none of them (the players are no
    rule of a table: docs/rules-decisions.md §39, §40), so that a judge opened from a game's pages or a link
    judges under that table's rules; a form sent keeps what it says, and the table gives what it cannot say."""
    return position_of_table(game, table_rules.query_with_table(request, game, position_options(game),
                                                                verdicts.offered(game, kind)))


def _page(request: HttpRequest, judgement: verdicts.Judgement, title: str, query: QueryDict) -> HttpResponse:
    # The link to share carries the position as judged, the table's options included.
    encoded = query.urlencode()
    context = {
        "judgement": judgement,
        "title": title,
        "game_info": game_info(judgement.game),
        "share_url": request.build_absolute_uri(request.path + (f"?{encoded}" if encoded else "")),
        # The rules judged by: the table, or, when the form sets it aside, what the form writes (never its name).
        "shown": table_rules.shown_for(request, judgement.game, position_options(judgement.game),
                                       verdicts.offered(judgement.game, judgement.kind)),
    }
    # htmx asks for the verdict box alone as cards are picked; a page reloaded from history is whole.
    fragment = request.htmx and not request.htmx.history_restore_request
    template = "judges/_verdict.html" if fragment else "judges/judge.html"
    context["oob"] = fragment
    # A refused position is a 400 page; in the verdict box it is the judge's answer to the cards picked
    # so far (a position is often impossible halfway through picking), so the box comes with a 200.
    return render(request, template, context, status=400 if judgement.error and not fragment else 200)


def _trick_judge(request: HttpRequest, game: str, judge: Callable[[str, QueryDict], verdicts.Judgement],
                 title: str, kind: str) -> HttpResponse:
    """One of the trick games' judges: its position, the engine's verdict, and a title naming the game."""
    if game not in trick_games():
        raise Http404(game)
    query = _query(request, game, kind)
    return _page(request, judge(game, query), title % {"game": game_info(game).name}, query)


@judge_page
def trick(request: HttpRequest, game: str) -> HttpResponse:
    return _trick_judge(request, game, verdicts.trick, _("Who takes the trick? %(game)s"), "trick")


@judge_page
def play(request: HttpRequest, game: str) -> HttpResponse:
    return _trick_judge(request, game, verdicts.play, _("May I play this card? %(game)s"), "play")


@judge_page
def hand(request: HttpRequest, game: str) -> HttpResponse:
    """A judge of a game's hands (La Docena's): its module's ``HAND`` and ``HAND_TITLE``."""
    if game not in verdicts.hand_judges():
        raise Http404(game)
    query = _query(request, game, "hand")
    return _page(request, verdicts.hand(game, query), str(judge_modules()[game].HAND_TITLE), query)


@judge_page
def points(request: HttpRequest, game: str) -> HttpResponse:
    if game not in verdicts.points_judges():
        raise Http404(game)
    query = _query(request, game, "points")
    judgement = verdicts.points(game, query)
    return _page(request, judgement, _("Points of a pile: %(game)s") % {"game": game_info(game).name}, query)
