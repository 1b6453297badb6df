"""Practice hands: the setup page, and one view that shows a hand and takes the learner's next action.

Everything lives in the URL (seed, options, actions), and every action is judged again by the
engine on each request, so nothing the browser sends is trusted and nothing is stored. The view
only reads: a new action arrives as ``play=``/``pass=``/``say=`` and, once the engine accepts it,
the browser is redirected to the hand's new canonical URL, which a reload or a shared link reopens.
"""

from __future__ import annotations

import logging
from random import SystemRandom
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django_htmx.http import push_url

import wording
from naipes.bots import strength
from naipes.practice import LEARNER, SEED_LIMIT, PracticeError
from naipes_site import activities as hosted, table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.page_cache import first_visit
from practice import activities, coach, duplicate, duplicate_views, games, levels, progress, tables
from practice.games import COACH_LEVELS, PracticeGame
from trainers import learner

logger = logging.getLogger("practice")


def _game(slug: str) -> PracticeGame:
    try:
        return games.trick_games()[slug]
    except KeyError:
        raise Http404(slug) from None


@require_safe
@first_visit  # the same for every first visit; a learner's shows their own hands played
def index(request: HttpRequest) -> HttpResponse:
    mine = progress.summary(learner.current(request))
    # In the registry's order of the games, like every list of games on the site; the trick hands, which
    # share one table, come first, and the hands with a table of their own (La Docena's betting) after.
    # ("hands", not "games": the site's menu reads "games" from the context processor.)
    ordered = sorted(games.hands().values(), key=lambda hand: hand.view is not None)
    # The table a hand dealt from here plays (the browser's: the start form carries no link), and its rules
    # for the start form.
    kept = {hand.slug: table_rules.resolve(request, hand.slug).unlinked for hand in ordered}
    bot_levels = levels.choices(request.LANGUAGE_CODE[:2], levels.kept(request))
    hands = [{"slug": hand.slug, "name": game_info(hand.slug).name, "players": hand.players,
              "default": hand.default_players, "mine": mine.get(hand.slug), "url": hand.url(),
              "setup": hand.setup, "intro": hand.intro,
              "table": kept[hand.slug], "rules": hand.read_rules({}, kept[hand.slug].table),
              "bot_levels": bot_levels}
             for hand in ordered]
    return render(request, "practice/index.html", {"hands": hands, "coach_levels": COACH_LEVELS,
                                                   "daily": duplicate.daily()})


def _int(value: str | None, allowed, default: int) -> int:
    if value is None or not value.isascii() or not value.isdigit() or len(value) > 10:
        return default
    number = int(value)
    return number if number in allowed else default


def _table_query(game: PracticeGame, settings: dict[str, Any]) -> dict[str, Any]:
    """The table as the hand's URL writes it: players, coach, the table's rules (its code), the start
    form's own options and the hand's."""
    return {"players": settings["rules"].players, "coach": settings["coach"], **tables.query(settings["table"]),
            **game.options_query(settings["rules"]), **game.hand_options_query(settings["hand"]),
            **levels.query(settings["level"]), **duplicate.query_of(settings.get("duplicate")),
            **hosted.query(settings.get("embed"))}


def _url(game: PracticeGame, settings: dict[str, Any], actions: list[Any]) -> str:
    query = {"seed": settings["seed"], **_table_query(game, settings)}
    if actions:
        query["a"] = ",".join(game.format_action(a) for a in actions)
    return f"{game.url()}?{urlencode(query)}"


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
    return game.hand.replay(settings["seed"], settings["rules"], actions, **settings["hand"],
                            levels=levels.seats(settings["level"], settings["rules"].players))


def _record(request: HttpRequest, practice: PracticeGame, settings: dict[str, Any], actions: list[Any],
            action: Any, *, refused: PracticeError | None = None, finished: bool = False) -> bool:
    """Count a finished hand, or remember a play the coach refused (GET only: a HEAD changes nothing)."""
    if request.method != "GET" or not (finished or (refused is not None and refused.reason)):
        return False
    key = learner.ensure(request)
    if finished:
        done = [*actions, action]
        return progress.hand_finished(key, practice.slug, settings["seed"], settings["rules"].players,
                                      tables.keyed(settings["table"], ",".join(practice.format_action(a) for a in done)))
    assert refused is not None and refused.reason
    return progress.mistake(key, practice.slug, settings["seed"], settings["rules"].players,
                            tables.keyed(settings["table"], ",".join(practice.format_action(a) for a in actions)),
                            len(actions), practice.format_action(action), refused.reason,
                            table=tables.review_code(settings["table"]))


@require_safe
@learner.keeps_learner
def hand(request: HttpRequest, game: str) -> HttpResponse:
    practice = _game(game)
    query = request.GET
    # The table's rules: the link's table (a hand under way keeps the one it was dealt with) or, for a new
    # hand, the browser's; the start form's own fields over it, read by the site's one options reader.
    resolved = table_rules.resolve(request, practice.slug)
    if resolved.refusal is not None:
        return tables.refused(request, resolved, practice.url())
    # The bots' level: the link's, else (a new hand) the browser's (practice.levels).
    chosen = levels.read(request, under_way="seed" in query)
    if chosen.refusal is not None:
        return levels.refused(request, practice.slug, chosen.refusal, practice.url())
    # A hand another site launched (a learning platform's activity) carries its host's token: the page is
    # framed by that site only, and the hand's score goes back to it (naipes_site.activities).
    embedded = hosted.read(query.get(hosted.QUERY))
    if query.get(hosted.QUERY) and embedded is None:
        return embed_refused(request)
    asked = tables.dealt_under(resolved, under_way="seed" in query)
    rules = practice.read_rules(query, asked)
    table: dict[str, Any] = {
        "coach": query.get("coach") if query.get("coach") in COACH_LEVELS else "check",
        "rules": rules, "table": practice.table_of(rules, asked), "hand": practice.read_hand_options(query),
        "level": chosen.level, "embed": embedded,
    }
    if "seed" not in query:
        response = redirect(_url(practice, {"seed": SystemRandom().randrange(SEED_LIMIT), **table}, []))
        return levels.keep(response, chosen.level) if chosen.asked else response
    settings: dict[str, Any] = {"seed": _int(query.get("seed"), range(SEED_LIMIT), 0), **table}
    try:
        settings["duplicate"] = duplicate.attempt_at(
            query.get(duplicate.QUERY), practice.slug, settings["seed"], settings["table"].code,
            settings["rules"].players, settings["level"], plain=not practice.hand_options_query(settings["hand"]))
    except duplicate.DuplicateError as exc:
        refused = duplicate_views.hand_refused(request, exc.kind)
        return embedded.frame(refused) if embedded is not None else refused
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
                duplicate.record(request, settings["duplicate"], after)
                if after.phase == "done" and _graded(practice, settings) and request.method == "GET":
                    settings["embed"].finished(activities.score(practice.slug, after))
                return redirect(_url(practice, settings, [*actions, action]))
    context = coach.describe(practice, state, settings, request.LANGUAGE_CODE[:2])
    context.update({
        "game": game_info(practice.slug), "practice": practice, "settings": settings,
        "shown": tables.shown(settings["table"], request.LANGUAGE_CODE[:2]),
        "rule_url": tables.rule_url(practice.slug, settings["table"]),
        "problem": problem_text, "learner": LEARNER, "queued": queued,
        "progress": progress.summary(learner.current(request)).get(practice.slug) if state.phase == "done"
        else None,
        "url": _url(practice, settings, actions),
        "replay_url": _url(practice, settings, []),
        "new_url": f"{practice.url()}?{urlencode(_table_query(practice, {**settings, 'duplicate': None}))}",
        "coach_urls": [{"level": level, "url": _url(practice, {**settings, "coach": level}, actions)}
                       for level in COACH_LEVELS],
        # Another level replays the deal from its start: the bots' cards so far were the level's choices.
        "bot_levels": [{**choice, "url": _url(practice, {**settings, "level": choice["level"], "duplicate": (
                            settings["duplicate"] if choice["level"] == settings["level"] else None)}, [])}
                       for choice in levels.choices(request.LANGUAGE_CODE[:2], settings["level"])],
        "bot_level": levels.name(settings["level"], request.LANGUAGE_CODE[:2]),
        "hidden": {"seed": settings["seed"], "players": settings["rules"].players, "coach": settings["coach"],
                   "a": ",".join(practice.format_action(a) for a in actions), **_table_query(practice, settings)},
        "title": _("Practice hand: %(game)s") % {"game": game_info(practice.slug).name},
        "duplicate": duplicate.hand_context(settings["duplicate"], state.phase == "done"),
        "embedded": embedded, "graded": _graded(practice, settings),
        "activity_score": activities.score(practice.slug, state)
        if state.phase == "done" and embedded is not None else None,
    })
    from practice.replay_views import hand_links  # the coach's analysis: the hint, the feedback, the replay

    context.update(hand_links(practice, settings, actions, state))
    if embedded is not None:
        return embedded.frame(render(request, "practice/hand_embedded.html", context))
    response = render(request, "practice/hand.html", context)
    if request.htmx:
        # A refused action stays out of the address bar: the canonical URL is the position itself.
        push_url(response, context["url"])
    return response


def _graded(practice: PracticeGame, settings: dict[str, Any]) -> bool:
    """Whether this hand is the one another site launched, whose score goes back to it."""
    embedded = settings.get("embed")
    return embedded is not None and activities.is_the_activity(embedded, practice.slug, settings)


def embed_refused(request: HttpRequest) -> HttpResponse:
    """A hand whose host's token is forged or too old: why, and what to do."""
    why = _("This hand’s link from your course is too old or was not made by this site: open the activity again "
            "from your course.")
    # A forged token is a forged score report: said once at WARNING, as the LTI tool's refusals are.
    logger.warning("activity refused: embed token forged or stale path=%s", request.path)
    response = render(request, "practice/embed_refused.html", {"error": why, "title": _("Practice hand")},
                      status=400)
    response._has_been_logged = True
    return hosted.frame_refusal(response)  # shown inside the course's frame


@require_safe
def bots(request: HttpRequest) -> HttpResponse:
    """How strong are our bots: every level's words, then each game's duplicate matches as the summary file
    (each game's ``naipes/games/<slug>/strength.json``, written by ``python -m bench.bots --summary``) has them, and how to measure
    them again. No figure is typed: the page reads the file."""
    lang = request.LANGUAGE_CODE[:2]
    tables = []
    for slug in games.hands():
        measured = strength.of_game(slug)
        rows = [{"match": m, "a": levels.name(m.a, lang), "b": levels.name(m.b, lang),
                 "unit": wording.text(f"bots.unit.{m.unit}", lang)} for m in measured]
        tables.append({"slug": slug, "name": game_info(slug).name, "rows": rows})
    commands = list(dict.fromkeys(m.command for m in strength.matches()))
    return render(request, "practice/bots.html", {
        "levels": levels.choices(lang, ""), "tables": tables, "commands": commands,
        "title": _("How strong are our bots"),
    })
