"""La Docena's practice hand: one view that shows the hand and takes the learner's next action.

The state is the signed token ``h`` (seed, players, actions); each request replays it through the
engine, so a stale or forged action is refused with the rule's reason. An accepted action redirects
to the hand's new URL, which a reload, the back button or a shared link reopens. A hand of the same deal for
everyone carries its attempt beside the token (:mod:`practice.duplicate`), which keeps its result once.
"""

from __future__ import annotations

from random import SystemRandom
from types import ModuleType, SimpleNamespace
from typing import cast
from urllib.parse import urlencode

from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe
from django_htmx.http import push_url

from naipes.bots import DEFAULT_LEVEL, LEVELS
from naipes.games.docena import practice as engine
from naipes.practice import SEED_LIMIT, PracticeError
from naipes_site import activities as hosted, table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from practice import (
    activities,
    analysis,
    duplicate,
    duplicate_views,
    games,
    levels,
    progress,
    replay_views,
    tables,
)
from practice.game import COACH_LEVELS
from practice.games.docena import coach as docena_coach, hand as docena
from practice.models import BetterCardPuzzle
from practice.views import embed_refused
from trainers import learner, tracking
from trainers.tokens import Ticket

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
        # The coach's analysis: at the "teach" level what the last decision cost; once over, the hand's review.
        "feedback_url": (f"{reverse('practice:docena_feedback')}?{urlencode({'h': token, **levels.query(level)})}"
                         if coach == "teach" and actions else None),
        "review_url": (f"{reverse('practice:docena_review')}?{urlencode({'h': token, **levels.query(level)})}"
                       if state.phase == "done" and actions else None),
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


# --- the coach's analysis (practice.games.docena.coach) ----------------------------------------------------------


def _analysed_hand(request: HttpRequest) -> docena_coach.Hand | str:
    """The hand a coach's link holds (``h=``, ``level=``), replayed; else why not, in the reader's language."""
    chosen = levels.read(request, under_way=True)
    if chosen.refusal is not None:
        return chosen.refusal
    try:
        seed, players, actions, table = docena.unsign(request.GET.get("h", ""))
    except docena.BrokenToken:
        return _("This hand's link was changed or cut, so it cannot be trusted. Deal a new hand.")
    hand = docena_coach.Hand(seed, players, tuple(actions), table, chosen.level)
    try:
        hand.replayed()
    except PracticeError as exc:
        return docena.refusal(exc, request.LANGUAGE_CODE[:2], linked=True)
    return hand


def _coach_refused(request: HttpRequest, why: str) -> HttpResponse:
    return render(request, "practice/replay/refused.html", {
        "game": game_info(GAME), "error": why, "new_url": reverse("practice:docena"),
        "title": _("Review of a hand: %(game)s") % {"game": game_info(GAME).name}}, status=400)


def _queue(request: HttpRequest, hand: docena_coach.Hand, data: dict) -> bool:
    """A costly decision becomes a "find the better decision" puzzle in this learner's review queue (once)."""
    if request.method != "GET" or not data["mistake"] or len(data["alternatives"]) < 2:
        return False
    key = learner.ensure(request)
    index = data["index"]
    query = urlencode({"h": hand.token(index + 1), **levels.query(hand.level)})
    puzzle, made = BetterCardPuzzle.objects.get_or_create(
        learner=key, position=progress.digest(f"{GAME}?{query}"),
        defaults={"game": GAME, "seed": hand.seed, "query": query[:600], "players": hand.players, "index": index})
    if made:
        tracking.schedule_missed(key, replay_views.PUZZLE, puzzle.pk, replay_views.PUZZLE_LEVEL,
                                 table=tables.review_code(hand.table))
    return made


@require_safe
@learner.keeps_learner
def feedback(request: HttpRequest) -> HttpResponse:
    """What the learner's last decision cost, when the analysis finds it costly, and why (loaded after the page)."""
    hand = _analysed_hand(request)
    if isinstance(hand, str):
        return _coach_refused(request, hand)
    if not hand.actions:
        return _coach_refused(request, _("This link holds no decision to weigh."))
    data = docena_coach.decision(hand, len(hand.actions) - 1)
    queued = _queue(request, hand, data)
    context = {"d": docena_coach.said(data, hand.players, request.LANGUAGE_CODE[:2]), "queued": queued}
    if request.htmx:
        return render(request, "practice/games/docena/_coach_feedback.html", context)
    return render(request, "practice/replay/fragment_page.html", {
        **context, "fragment": "practice/games/docena/_coach_feedback.html",
        "title": _("The coach on your decision")})


@require_safe
@learner.keeps_learner
def review(request: HttpRequest) -> HttpResponse:
    """A finished hand's decisions, each weighed from the learner's seat: its cost, why, and the better one."""
    hand = _analysed_hand(request)
    if isinstance(hand, str):
        return _coach_refused(request, hand)
    final = hand.replayed()
    if final.phase != "done":
        return _coach_refused(request, _("This hand is not over yet: its review opens once the stones are taken."))
    lang = request.LANGUAGE_CODE[:2]
    mine = progress.played(learner.current(request) or "", GAME, hand.seed, hand.players,
                           tables.keyed(hand.table, ",".join(docena.format_action(a) for a in hand.actions))) \
        if learner.current(request) else False
    lines = []
    for index in range(len(hand.actions)):
        before = hand.replayed(index)
        data = docena_coach.decision(hand, index)
        line = docena_coach.said(data, hand.players, lang)
        line.update({"number": index + 1, "cards": list(before.hands[0]), "centre": before.centre,
                     "round": before.round, "phase": before.phase, "pending": before.pending,
                     "queued": _queue(request, hand, data) if mine else False})
        lines.append(line)
    token = hand.token()
    return render(request, "practice/games/docena/review.html", {
        "game": game_info(GAME), "lines": lines, "mistakes": sum(1 for line in lines if line["mistake"]),
        "gain": final.stones[0] - engine.STONES, "loss": engine.STONES - final.stones[0], "shown": tables.shown(hand.table, lang),
        "hand_url": _url(token, "check", hand.level), "bot_level": levels.name(hand.level, lang),
        "title": _("Review of a hand: %(game)s") % {"game": game_info(GAME).name},
    })


def puzzle_context(request: HttpRequest, found: BetterCardPuzzle) -> dict | str:
    """A "find the better decision" puzzle of La Docena (:func:`practice.replay_views.puzzle` serves it): the
    position before the costly decision, its choices the alternatives the analysis weighed; else why not."""
    from django.http import QueryDict

    query = QueryDict(found.query)
    try:
        seed, players, actions, table = docena.unsign(query.get("h", ""))
    except docena.BrokenToken:
        return _("This puzzle's position can no longer be rebuilt.")
    level = query.get(levels.QUERY, DEFAULT_LEVEL)
    hand = docena_coach.Hand(seed, players, tuple(actions), table, level if level in LEVELS else DEFAULT_LEVEL)
    try:
        state = hand.replayed(found.index)
    except PracticeError:
        return _("This puzzle's position can no longer be rebuilt.")
    lang = request.LANGUAGE_CODE[:2]
    data = docena_coach.decision(hand, found.index)
    context = docena.describe(state, "play", lang)
    context.pop("choices", None)
    context.update({"docena_hand": hand, "data": data, "players": players,
                    "options": docena_coach.choices(data, players, lang),
                    "shown": tables.shown(table, lang), "rule_url": tables.rule_url(GAME, table)})
    return context


@require_http_methods(["GET", "HEAD", "POST"])
@learner.keeps_learner
def puzzle(request: HttpRequest, found: BetterCardPuzzle) -> HttpResponse:
    """"Find the better decision" on La Docena's betting: the position before a costly decision, its choices the
    alternatives the analysis weighed (bets of the stakes weighed, pass, accept, fold, the dejo…); solved by one
    whose cost is within the analysis's uncertainty of the best. The verdict is the server's, after the answer."""
    title = _("Find the better decision: %(game)s") % {"game": game_info(GAME).name}
    context = puzzle_context(request, found)
    if isinstance(context, str):
        return render(request, "practice/replay/refused.html", {
            "game": game_info(GAME), "error": context, "new_url": reverse("practice:index"), "title": title},
            status=400)
    context.update({"game": game_info(GAME), "puzzle_url": replay_views.puzzle_url(found.pk, replay_views.PUZZLE_LEVEL, ""),
                    "title": title})
    if request.method != "POST":
        return render(request, "practice/games/docena/puzzle.html", {**context, "token": replay_views.puzzle_token(found)})
    try:
        state = signing.loads(request.POST.get("token", ""), salt=replay_views.PUZZLE_SALT, max_age=replay_views.PUZZLE_AGE)
        if not isinstance(state, dict) or state.get("p") != found.pk:
            raise signing.BadSignature("another puzzle")
    except signing.BadSignature:
        context["problem"] = _("This answer's form is out of date or was altered: here is the puzzle again.")
        return render(request, "practice/games/docena/puzzle.html", {**context, "token": replay_views.puzzle_token(found)},
                      status=400)
    data, code = context["data"], request.POST.get("action", "")[:20]
    verdict = analysis.solved(data, code)
    if verdict is None:
        context["problem"] = _("Choose one of the decisions offered.")
        return render(request, "practice/games/docena/puzzle.html",
                      {**context, "token": request.POST.get("token", "")}, status=400)
    key = learner.current(request)
    outcome = None
    hand = context["docena_hand"]
    if key is not None and key == found.learner:  # another browser's puzzle is shown, never scored
        ticket = Ticket(drill=replay_views.PUZZLE, level=replay_views.PUZZLE_LEVEL, seed=found.pk, nonce=str(state.get("nonce", ""))[:32],
                        issued=int(state.get("issued", 0)), review=True, table=tables.review_code(hand.table))
        puzzles = cast(ModuleType, SimpleNamespace(SLUG=replay_views.PUZZLE))
        outcome = tracking.record(key, puzzles, ticket, verdict, {"action": [code]})
    lang = request.LANGUAGE_CODE[:2]
    context.update({
        "answered": True, "solved": verdict, "picked": docena_coach.action_words(code, hand.players, lang),
        "d": docena_coach.said(data, hand.players, lang),
        "best_words": docena_coach.action_words(data["best"], hand.players, lang),
        "picked_cost": analysis.amount(next(a["cost"] for a in data["alternatives"] if a["action"] == code)),
        "unit": analysis.unit_name(data["unit"], lang), "scored": outcome is not None and outcome.scored,
    })
    return render(request, "practice/games/docena/puzzle.html", context)
