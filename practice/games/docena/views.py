"""La Docena's practice hand: one view that shows the hand and takes the learner's next action.

The state is the signed token ``h`` (seed, players, actions); each request replays it through the
engine, so a stale or forged action is refused with the rule's reason. An accepted action redirects
to the hand's new URL, which a reload, the back button or a shared link reopens. A hand of the same deal for
everyone carries its attempt beside the token (:mod:`practice.duplicate`), which keeps its result once.
"""

from __future__ import annotations

from random import SystemRandom
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django_htmx.http import push_url

from naipes.games.docena import practice as engine
from naipes.practice import SEED_LIMIT, PracticeError
from naipes_site import activities as hosted, table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from practice import activities, duplicate, duplicate_views, games, levels, progress, tables
from practice.game import COACH_LEVELS
from practice.games.docena import hand as docena
from practice.views import embed_refused
from trainers import learner

GAME = "docena"


def _new_url(players: int, coach: str, table, level: str) -> str:
    """A new hand at the same table: its size, its coach, its rules and its bots' level."""
    query = {"players": players, "coach": coach, **tables.query(table), **levels.query(level)}
    return f"{reverse('practice:docena')}?{urlencode(query)}"


def _url(token: str, coach: str, level: str, shared: duplicate.Attempt | None = None,
         embedded: hosted.Embedded | None = None) -> str:
    """The hand's address: its signed state, its coach, its bots' level, its attempt at a shared deal and the token
    of the site that launched it, if any (outside the token, as the coach)."""
    query = {"h": token, "coach": coach, **levels.query(level), **duplicate.query_of(shared), **hosted.query(embedded)}
    return f"{reverse('practice:docena')}?{urlencode(query)}"


def deal_query(seed: int, players: int, table) -> dict[str, str]:
    """A hand of this deal at its start (a shared deal's, :mod:`practice.duplicate`): its signed state."""
    return {"h": docena.sign(seed, players, [], table)}


def _record(request: HttpRequest, seed: int, players: int, table, actions: list[tuple], action: tuple, *,
            refused: PracticeError | None = None, finished: bool = False) -> None:
    if request.method != "GET":
        return
    if finished:
        codes = ",".join(docena.format_action(a) for a in [*actions, action])
        progress.hand_finished(learner.ensure(request), GAME, seed, players, tables.keyed(table, codes))
    elif refused is not None and refused.reason:
        progress.mistake(learner.ensure(request), GAME, seed, players,
                         tables.keyed(table, ",".join(docena.format_action(a) for a in actions)), len(actions),
                         docena.format_action(action), refused.reason, table=tables.review_code(table))


def _framed(embedded: hosted.Embedded | None, response: HttpResponse) -> HttpResponse:
    return embedded.frame(response) if embedded is not None else response


@require_safe
@learner.keeps_learner
def hand(request: HttpRequest) -> HttpResponse:
    query, lang = request.GET, request.LANGUAGE_CODE[:2]
    coach = query.get("coach") if query.get("coach") in COACH_LEVELS else "check"
    chosen = levels.read(request, under_way="h" in query)
    if chosen.refusal is not None:
        return levels.refused(request, GAME, chosen.refusal, reverse("practice:docena"))
    level = chosen.level
    # A hand another site launched (a learning platform's activity) carries its host's token, as a trick hand's
    # does (practice.views.hand): framed by that site only, its score sent back when it ends.
    embedded = hosted.read(query.get(hosted.QUERY))
    if query.get(hosted.QUERY) and embedded is None:
        return embed_refused(request)
    if "h" not in query:
        # The link's table or the browser's; the players through the site's one options reader. The signed
        # state carries both from here on.
        resolved = table_rules.resolve(request, GAME)
        if resolved.refusal is not None:
            return tables.refused(request, resolved, reverse("practice:docena"))
        asked = tables.dealt_under(resolved, under_way=False)
        seed = SystemRandom().randrange(SEED_LIMIT)
        players = games.hands()[GAME].read_rules(query, asked).players
        response = redirect(_url(docena.sign(seed, players, [], asked), coach, level, embedded=embedded))
        return levels.keep(response, level) if chosen.asked else response
    try:
        seed, players, actions, table = docena.unsign(query.get("h", ""))
    except docena.BrokenToken:
        return _framed(embedded, render(request, "practice/games/docena/page.html", {
            "broken": True, "game": game_info(GAME), "title": _("Practice hand: %(game)s") % {
                "game": game_info(GAME).name}, "new_url": reverse("practice:docena")}, status=400))
    try:
        shared = duplicate.attempt_at(query.get(duplicate.QUERY), GAME, seed, table.code, players, level)
    except duplicate.DuplicateError as exc:
        return _framed(embedded, duplicate_views.hand_refused(request, exc.kind))
    rules = table.rules(players=players)
    seats = levels.seats(level, players)
    graded = embedded is not None and activities.is_the_activity(
        embedded, GAME, {"rules": rules, "table": table, "level": level, "duplicate": shared})
    problem, queued = None, False
    try:
        state = engine.replay(seed, rules, actions, levels=seats)
    except PracticeError as exc:
        actions = actions[: exc.index or 0]
        state = engine.replay(seed, rules, actions, levels=seats)
        problem = docena.refusal(exc, lang, linked=True)
    if problem is None:
        try:
            action = docena.new_action(query, players)
        except PracticeError as exc:
            action, problem = None, docena.refusal(exc, lang)
        if action is not None:
            try:
                after = engine.replay(seed, rules, [*actions, action], levels=seats)
            except PracticeError as exc:
                problem = docena.refusal(exc, lang, quiet=coach == "play")
                _record(request, seed, players, table, actions, action, refused=exc)
                queued = bool(exc.reason)
            else:
                _record(request, seed, players, table, actions, action, finished=after.phase == "done")
                duplicate.record(request, shared, after)
                if after.phase == "done" and graded and embedded is not None and request.method == "GET":
                    embedded.finished(activities.score(GAME, after))
                return redirect(_url(docena.sign(seed, players, [*actions, action], table), coach, level, shared,
                                     embedded))
    token = docena.sign(seed, players, actions, table)
    context = docena.describe(state, coach, lang)
    context.update({
        "game": game_info(GAME), "problem": problem, "queued": queued, "coach": coach,
        "players": players, "seed": seed, "token": token, "url": _url(token, coach, level, shared, embedded),
        "replay_url": _url(docena.sign(seed, players, [], table), coach, level, shared, embedded),
        "new_url": _new_url(players, coach, table, level),
        "shown": tables.shown(table, lang), "rule_url": tables.rule_url(GAME, table),
        "coach_urls": [{"level": each, "url": _url(token, each, level, shared, embedded)} for each in COACH_LEVELS],
        # Another level replays the deal from its start: the bots' actions so far were the level's choices (and
        # it is no longer the shared deal, whose bots play at its own level).
        "bot_levels": [{**choice, "url": _url(docena.sign(seed, players, [], table), coach, choice["level"],
                                              shared if choice["level"] == level else None)}
                       for choice in levels.choices(lang, level)],
        "bot_level": levels.name(level, lang),
        "kept_query": {**levels.query(level), **duplicate.query_of(shared), **hosted.query(embedded)},
        "duplicate": duplicate.hand_context(shared, state.phase == "done"),
        "progress": progress.summary(learner.current(request)).get(GAME) if state.phase == "done" else None,
        "title": _("Practice hand: %(game)s") % {"game": game_info(GAME).name},
        "embedded": embedded, "graded": graded,
        "activity_score": activities.score(GAME, state) if state.phase == "done" and embedded is not None else None,
    })
    if embedded is not None:
        # The hand alone in the frame (practice/hand_embedded.html draws the game's partial).
        context["practice"] = games.hands()[GAME]
        return embedded.frame(render(request, "practice/hand_embedded.html", context))
    response = render(request, "practice/games/docena/page.html", context)
    if request.htmx:
        push_url(response, context["url"])
    return response
