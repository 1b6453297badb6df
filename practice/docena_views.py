"""La Docena's practice hand: one view that shows the hand and takes the learner's next action.

The state is the signed token ``h`` (seed, players, actions); each request replays it through the
engine, so a stale or forged action is refused with the rule's reason. An accepted action redirects
to the hand's new URL, which a reload, the back button or a shared link reopens.
"""

from __future__ import annotations

from random import SystemRandom
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django_htmx.http import push_url

from naipes.docena import Rules
from naipes.practice import SEED_LIMIT, PracticeError, docena as engine
from naipes_site.games import GAME_BY_SLUG
from practice import docena, games, progress
from practice.game import COACH_LEVELS
from trainers import learner

GAME = "docena"


def _url(token: str, coach: str) -> str:
    return f"{reverse('practice:docena')}?{urlencode({'h': token, 'coach': coach})}"


def _record(request: HttpRequest, seed: int, players: int, actions: list[tuple], action: tuple, *,
            refused: PracticeError | None = None, finished: bool = False) -> None:
    if request.method != "GET":
        return
    if finished:
        codes = ",".join(docena.format_action(a) for a in [*actions, action])
        progress.hand_finished(learner.ensure(request), GAME, seed, players, codes)
    elif refused is not None and refused.reason:
        progress.mistake(learner.ensure(request), GAME, seed, players,
                         ",".join(docena.format_action(a) for a in actions), len(actions),
                         docena.format_action(action), refused.reason)


@require_safe
@learner.keeps_learner
def hand(request: HttpRequest) -> HttpResponse:
    query, lang = request.GET, request.LANGUAGE_CODE[:2]
    coach = query.get("coach") if query.get("coach") in COACH_LEVELS else "check"
    if "h" not in query:
        seed = SystemRandom().randrange(SEED_LIMIT)
        # The players through the site's one options reader; the signed state carries them from here on.
        players = games.HANDS[GAME].read_rules(query).players
        return redirect(_url(docena.sign(seed, players, []), coach))
    try:
        seed, players, actions = docena.unsign(query.get("h", ""))
    except docena.BrokenToken:
        return render(request, "practice/docena.html", {
            "broken": True, "game": GAME_BY_SLUG[GAME], "title": _("Practice hand: %(game)s") % {
                "game": GAME_BY_SLUG[GAME].name}, "new_url": reverse("practice:docena")}, status=400)
    rules = Rules(players=players)
    problem, queued = None, False
    try:
        state = engine.replay(seed, rules, actions)
    except PracticeError as exc:
        actions = actions[: exc.index or 0]
        state = engine.replay(seed, rules, actions)
        problem = docena.refusal(exc, lang, linked=True)
    if problem is None:
        try:
            action = docena.new_action(query, players)
        except PracticeError as exc:
            action, problem = None, docena.refusal(exc, lang)
        if action is not None:
            try:
                after = engine.replay(seed, rules, [*actions, action])
            except PracticeError as exc:
                problem = docena.refusal(exc, lang, quiet=coach == "play")
                _record(request, seed, players, actions, action, refused=exc)
                queued = bool(exc.reason)
            else:
                _record(request, seed, players, actions, action, finished=after.phase == "done")
                return redirect(_url(docena.sign(seed, players, [*actions, action]), coach))
    token = docena.sign(seed, players, actions)
    context = docena.describe(state, coach, lang)
    context.update({
        "game": GAME_BY_SLUG[GAME], "problem": problem, "queued": queued, "coach": coach,
        "players": players, "seed": seed, "token": token, "url": _url(token, coach),
        "replay_url": _url(docena.sign(seed, players, []), coach),
        "new_url": f"{reverse('practice:docena')}?{urlencode({'players': players, 'coach': coach})}",
        "coach_urls": [{"level": level, "url": _url(token, level)} for level in COACH_LEVELS],
        "progress": progress.summary(learner.current(request)).get(GAME) if state.phase == "done" else None,
        "title": _("Practice hand: %(game)s") % {"game": GAME_BY_SLUG[GAME].name},
    })
    response = render(request, "practice/docena.html", context)
    if request.htmx:
        push_url(response, context["url"])
    return response
