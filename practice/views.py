"""Practice hands: the setup page, and one view that shows a hand and takes the learner's next action.

Everything lives in the URL (seed, options, actions), and every action is judged again by the
engine on each request, so nothing the browser sends is trusted and nothing is stored. The view
only reads: a new action arrives as ``play=``/``pass=``/``say=`` and, once the engine accepts it,
the browser is redirected to the hand's new canonical URL, which a reload or a shared link reopens.
"""

from __future__ import annotations

from random import SystemRandom
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django_htmx.http import push_url

from naipes.practice import LEARNER, SEED_LIMIT, PracticeError
from naipes_site.games import GAME_BY_SLUG, GAMES as GAME_INFOS
from practice import coach, docena, progress
from practice.games import COACH_LEVELS, GAMES, PracticeGame
from trainers import learner


def _game(slug: str) -> PracticeGame:
    try:
        return GAMES[slug]
    except KeyError:
        raise Http404(slug) from None


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    # In the registry's order of the games, like every list of games on the site.
    mine = progress.summary(learner.current(request))
    games = [{"slug": info.slug, "name": info.name, "players": GAMES[info.slug].players,
              "default": GAMES[info.slug].default_players, "mine": mine.get(info.slug)}
             for info in GAME_INFOS if info.slug in GAMES]
    docena_game = {"name": GAME_BY_SLUG["docena"].name, "players": docena.PLAYERS,
                   "default": docena.DEFAULT_PLAYERS, "mine": mine.get("docena")}
    return render(request, "practice/index.html", {"games": games, "coach_levels": COACH_LEVELS,
                                                   "docena": docena_game})


def _int(value: str | None, allowed, default: int) -> int:
    if value is None or not value.isascii() or not value.isdigit() or len(value) > 10:
        return default
    number = int(value)
    return number if number in allowed else default


def _url(game: PracticeGame, settings: dict[str, Any], actions: list[Any]) -> str:
    query = {"seed": settings["seed"], "players": settings["players"], "coach": settings["coach"]}
    if game.slug == "tute" and not settings["muestra"]:
        query["muestra"] = "0"
    if game.slug == "paulo" and settings.get("bets"):
        query["bets"] = "1"
    if actions:
        query["a"] = ",".join(game.format_action(a) for a in actions)
    return f"{reverse('practice:hand', args=[game.slug])}?{urlencode(query)}"


def _new_action(game: PracticeGame, query) -> Any | None:
    """The action this request asks for, if any: a card played, cards passed or a declaration."""
    if "play" in query:
        return game.parse_action(query.get("play", "")[:8])
    if "pass" in query:
        return game.deck.parse(code[:8] for code in query.getlist("pass")[:8])
    if "say" in query:
        return game.parse_action(query.get("say", "")[:4])
    return None


def _replay(game: PracticeGame, settings: dict[str, Any], actions: list[Any]):
    rules = settings["rules"]
    return game.hand.replay(settings["seed"], rules, actions, **game.options(settings))


def _record(request: HttpRequest, practice: PracticeGame, settings: dict[str, Any], actions: list[Any],
            action: Any, *, refused: PracticeError | None = None, finished: bool = False) -> bool:
    """Count a finished hand, or remember a play the coach refused (GET only: a HEAD changes nothing)."""
    if request.method != "GET" or not (finished or (refused is not None and refused.reason)):
        return False
    key = learner.ensure(request)
    if finished:
        done = [*actions, action]
        return progress.hand_finished(key, practice.slug, settings["seed"], settings["players"],
                                      ",".join(practice.format_action(a) for a in done))
    assert refused is not None and refused.reason
    return progress.mistake(key, practice.slug, settings["seed"], settings["players"],
                            ",".join(practice.format_action(a) for a in actions), len(actions),
                            practice.format_action(action), refused.reason)


@require_safe
@learner.keeps_learner
def hand(request: HttpRequest, game: str) -> HttpResponse:
    practice = _game(game)
    query = request.GET
    if "seed" not in query:
        return redirect(_url(practice, {"seed": SystemRandom().randrange(SEED_LIMIT),
                                        "players": _int(query.get("players"), practice.players,
                                                        practice.default_players),
                                        "coach": query.get("coach") if query.get("coach") in COACH_LEVELS
                                        else "check", "muestra": query.get("muestra") != "0",
                                        "bets": query.get("bets") == "1"}, []))
    settings: dict[str, Any] = {
        "seed": _int(query.get("seed"), range(SEED_LIMIT), 0),
        "players": _int(query.get("players"), practice.players, practice.default_players),
        "coach": query.get("coach") if query.get("coach") in COACH_LEVELS else "check",
        "muestra": query.get("muestra") != "0",
        "bets": practice.slug == "paulo" and query.get("bets") == "1",
    }
    settings["rules"] = practice.make_rules(settings["players"], settings["muestra"])
    problem: PracticeError | None = None
    try:
        actions = practice.parse_actions(query.get("a", "")[:1200])
    except PracticeError as exc:
        problem, actions = exc, []
    try:
        state = _replay(practice, settings, actions)
    except PracticeError as exc:
        # A link whose actions the rules refuse: keep the hand up to the first refused one.
        problem, actions = exc, actions[: exc.index or 0]
        state = _replay(practice, settings, actions)
    queued = False
    if problem is not None:
        problem_text = coach.refusal(practice, problem, linked=True)
    else:
        problem_text = None
        try:
            action = _new_action(practice, query)
        except (PracticeError, ValueError) as exc:
            error = exc if isinstance(exc, PracticeError) else PracticeError(str(exc), code="unknown_action")
            action, problem_text = None, coach.refusal(practice, error)
        if action is not None:
            try:
                after = _replay(practice, settings, [*actions, action])
            except PracticeError as exc:
                problem_text = coach.refusal(practice, exc, settings=settings, state=state)
                _record(request, practice, settings, actions, action, refused=exc)
                queued = bool(exc.reason)
            else:
                _record(request, practice, settings, actions, action, finished=after.phase == "done")
                return redirect(_url(practice, settings, [*actions, action]))
    context = coach.describe(practice, state, settings, request.LANGUAGE_CODE[:2])
    context.update({
        "game": GAME_BY_SLUG[practice.slug], "practice": practice, "settings": settings,
        "problem": problem_text, "learner": LEARNER, "queued": queued,
        "progress": progress.summary(learner.current(request)).get(practice.slug) if state.phase == "done"
        else None,
        "url": _url(practice, settings, actions),
        "replay_url": _url(practice, settings, []),
        "new_url": f"{reverse('practice:hand', args=[practice.slug])}?"
                   + urlencode({"players": settings["players"], "coach": settings["coach"],
                                **({"muestra": "0"} if not settings["muestra"] else {}),
                                **({"bets": "1"} if settings["bets"] else {})}),
        "coach_urls": [{"level": level, "url": _url(practice, {**settings, "coach": level}, actions)}
                       for level in COACH_LEVELS],
        "hidden": {"seed": settings["seed"], "players": settings["players"], "coach": settings["coach"],
                   "a": ",".join(practice.format_action(a) for a in actions),
                   **({"muestra": "0"} if not settings["muestra"] else {}),
                   **({"bets": "1"} if settings["bets"] else {})},
        "title": _("Practice hand: %(game)s") % {"game": GAME_BY_SLUG[practice.slug].name},
    })
    response = render(request, "practice/hand.html", context)
    if request.htmx:
        # A refused action stays out of the address bar: the canonical URL is the position itself.
        push_url(response, context["url"])
    return response
