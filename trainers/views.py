"""Trainer pages: the index, a drill (GET shows a question, POST checks the answer), progress.

A drill page works without JavaScript (plain form posts and links); with htmx the answer replaces
only the feedback box and "next question" only the question area.

A drill asks under the table the browser keeps for its game, or a link's ``?profile=``
(:func:`naipes_site.table_rules.resolve`); the question's token and its address carry that table, so the
answer is judged under the rules it was asked under even if the kept table changes meanwhile
(docs/rules-decisions.md §40).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from threading import Lock
from types import ModuleType

from django.conf import settings
from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.middleware.csrf import get_token
from django.shortcuts import redirect
from django.template.loader import render_to_string
from django.urls import get_script_prefix, reverse
from django.utils.translation import get_language, gettext_lazy as _
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import push_url, replace_url

from naipes_site import page_shell, table_rules
from naipes_site.games import game_info
from naipes_site.head import render
from naipes_site.page_cache import first_visit
from naipes_site.table_rules import TableRules
from trainers import forms, learner, tokens, tracking
from trainers.drills import DRILLS, LEVEL_NAMES, SKILLS, BadAnswer, by_game, new_question


def info(drill: ModuleType, lang: str) -> dict:
    """What templates need to know about a drill, without the module itself."""
    return {
        "slug": drill.SLUG, "game": drill.GAME, "game_name": game_info(drill.GAME).name, "name": drill.NAME,
        "skill": SKILLS[drill.SKILL], "summary": drill.SUMMARY, "levels": drill.LEVELS, "rule_url": f"/{lang}/{drill.GAME}/#{drill.RULE_ANCHOR}",
        "url": _address("trainers:drill", drill.SLUG),
    }


def _address(name: str, *args: str) -> str:
    """``reverse(name, args=args)``, worked out once per language and script prefix: a question's page and its
    answer name four addresses, and resolving them was a tenth of a new question's cost."""
    return _reversed(name, args, get_language(), get_script_prefix())


@lru_cache(maxsize=512)
def _reversed(name: str, args: tuple[str, ...], _language: str, _prefix: str) -> str:
    return reverse(name, args=args)


def _drill(slug: str) -> ModuleType:
    try:
        return DRILLS[slug]
    except KeyError:
        raise Http404(slug) from None


def _table(request: HttpRequest, drill: ModuleType) -> TableRules:
    """The table a question is asked under: a link's ``?profile=``, else the kept one, else the standard."""
    return table_rules.resolve(request, drill.GAME).table


def with_table(url: str, table: TableRules, kept: TableRules | None = None) -> str:
    """A question's address, with its table when it is not the one the browser keeps (``kept``) nor the standard:
    the address alone must ask the question again under the same rules."""
    if table.standard and (kept is None or kept.standard):
        return url
    return f"{url}&{table_rules.QUERY}={table.code}"


def _shown(request: HttpRequest, drill: ModuleType, table: TableRules) -> table_rules.PageTable:
    """The table line of a question asked under ``table`` (the request's, or its token's): "from a link" only
    when a link shows a table this browser does not keep."""
    resolved = table_rules.resolve(request, drill.GAME)
    linked = resolved.asked is not None and resolved.unlinked.table.code != table.code
    name = resolved.name if table is resolved.table else table.name(resolved.lang)
    return table_rules.PageTable(table, linked=linked, name=name)


def _level_and_seed(query, drill: ModuleType) -> tuple[int, int]:
    """The level and seed asked for in the URL, or ``ValueError``; no seed means a new question."""
    level, seed = tokens.level_and_seed(query, drill.LEVELS[0])
    if level not in drill.LEVELS or not 0 <= seed < tokens.SEED_LIMIT:
        raise ValueError("level or seed out of range")
    return level, seed


def _question(slug: str, seed: int, level: int, table: TableRules):
    """The page question of this seed: drawn once per process and table, since its page and its answer (and a
    reload, a shared link) ask for the same one. Questions are frozen: sharing one changes nothing."""
    key = (slug, seed, level, table.game, "" if table.standard else table.code)
    question = _DRAWN.get(key)
    if question is None:
        question = new_question(slug, tokens.rng(seed, tokens.PAGE), level, table)
        with _DRAWING:
            _DRAWN[key] = question
            while len(_DRAWN) > 1024:  # the oldest go first
                del _DRAWN[next(iter(_DRAWN))]
    return question


_DRAWN: dict[tuple, object] = {}
_DRAWING = Lock()


def _context(request: HttpRequest, drill: ModuleType, level: int, seed: int, table: TableRules, *,
             token: str | None = None, data=None, review: bool = False, in_round: bool | None = None,
             with_stat: bool = True) -> dict:
    """``table``: the table the question is asked under. ``review``: the token asks this question as a review;
    ``in_round`` (by default the same): the page belongs to a review round, so "next" goes on with the round.
    ``with_stat=False``: the caller fills ``stat`` itself (an answer reads the streak once, after scoring it)."""
    in_round = review if in_round is None else in_round
    question = _question(drill.SLUG, seed, level, table)
    scene = drill.scene(question)
    base = _address("trainers:drill", drill.SLUG)
    kept = table_rules.resolve(request, drill.GAME).kept
    share_url = with_table(f"{base}?seed={seed}&level={level}", table, kept)
    return {
        "table": table,
        "shown": _shown(request, drill, table),
        "game_info": game_info(drill.GAME),
        "drill": info(drill, request.LANGUAGE_CODE[:2]),
        "level": level,
        "levels": [{"level": n, "name": LEVEL_NAMES[n], "url": with_table(f"{base}?level={n}", table, kept)}
                   for n in drill.LEVELS],
        "level_name": LEVEL_NAMES[level],
        "seed": seed,
        "question": question,
        "scene": scene,
        "rows": forms.rows(scene.widget, data),
        "token": token or tokens.issue(drill.SLUG, level, seed, channel=tokens.PAGE, review=review,
                                       table="" if table.standard else table.code),
        "answer_url": _address("trainers:answer", drill.SLUG),
        "share_url": share_url,
        "here_url": share_url + ("&review=1" if in_round else ""),
        # A review goes on with a whole page: the next question may belong to another trainer.
        "reviewing": in_round,
        "next_url": _address("trainers:review_next") if in_round else with_table(f"{base}?level={level}", table, kept),
        "stat": tracking.streak(learner.current(request), drill.SLUG) if with_stat else None,
    }


def _answered_page(request: HttpRequest, context: dict, outcome: tracking.Outcome) -> HttpResponse:
    """Without JavaScript, a scored answer redirects to the question's own address, shown answered
    (post/redirect/get): "Back" from the rule then reloads the question, never the form post."""
    response = redirect(context["here_url"] + "#feedback")
    response.status_code = 303
    kept = json.dumps({"question": context["here_url"], **outcome.kept()}, separators=(",", ":"))
    response.set_signed_cookie(_JUST_ANSWERED, kept, salt=_JUST_ANSWERED, max_age=_JUST_ANSWERED_SECONDS,
                               path=_cookie_path(context), httponly=True, samesite="Lax",
                               secure=settings.SESSION_COOKIE_SECURE)
    return response


_JUST_ANSWERED = "naipes_answered"
"""A short-lived signed cookie carries the outcome to the page the answer redirects to, which reads it once.
It used to live in the session, which made a session row (kept two weeks) for every answering browser."""
_JUST_ANSWERED_SECONDS = 120


def _cookie_path(context: dict) -> str:
    return context["here_url"].split("?", 1)[0]


def _just_answered(request: HttpRequest, context: dict) -> tracking.Outcome | None:
    """The outcome of the answer that redirected here, once: its encouragement, without "already"."""
    try:
        kept = json.loads(request.get_signed_cookie(_JUST_ANSWERED, salt=_JUST_ANSWERED,
                                                    max_age=_JUST_ANSWERED_SECONDS))
    except (KeyError, ValueError, signing.BadSignature):  # no cookie, a forged or an old one: no encouragement, nothing else
        return None
    if not isinstance(kept, dict) or kept.get("question") != context["here_url"]:
        return None
    request._answered_shown = True
    kind, milestone = kept.get("kind"), kept.get("milestone")
    return tracking.Outcome(kind if isinstance(kind, str) else None, milestone if isinstance(milestone, int) else None,
                            kept.get("block_done") is True, kept.get("mastered") is True)


def _show_answered(context: dict, drill: ModuleType, attempt) -> None:
    """Fill the page with an earlier answer and its feedback: the question is not scored again."""
    data = QueryDict(mutable=True)
    for name, values in attempt.given.items():
        data.setlist(name, values)
    try:
        feedback = drill.check(context["question"], drill.parse_answer(data))
    except BadAnswer:
        return  # an answer the drill no longer reads: show the question fresh, the token still counts once
    context.update(rows=forms.rows(context["scene"].widget, data), feedback=feedback, already=True)


@require_safe
@first_visit  # the same for every first visit; a learner's shows their reviews due
def index(request: HttpRequest) -> HttpResponse:
    lang = request.LANGUAGE_CODE[:2]
    groups = [(game_info(game), [info(d, lang) for d in drills]) for game, drills in by_game()]
    return render(request, "trainers/catalogue.html", {"groups": groups})


_NEW_QUESTION = re.compile(r"(level=[0-9])?")
"""The addresses of a new question (no seed: a fresh one each time), a small set whose layout never changes."""


@require_safe
@vary_on_headers("HX-Request")  # the same URL answers a full page or a fragment
def drill(request: HttpRequest, slug: str) -> HttpResponse:
    module, status = _drill(slug), 200
    key = learner.current(request)
    table = _table(request, module)
    code = "" if table.standard else table.code
    try:
        level, seed = _level_and_seed(request.GET, module)
    except ValueError:
        context = _context(request, module, module.LEVELS[0], tokens.new_seed(), table)
        context["error"], status = _("That link does not name a question of this trainer. Here is a new one."), 400
    else:
        in_round = request.GET.get("review") == "1"
        reviewing = in_round and tracking.is_waiting(key, slug, seed, level, learner.review_round(request), code)
        context = _context(request, module, level, seed, table, review=reviewing, in_round=in_round)
        attempt = None if reviewing or "seed" not in request.GET else tracking.answered(key, slug, seed, level, code)
        if attempt:
            _show_answered(context, module, attempt)
            outcome = _just_answered(request, context)
            if outcome and "feedback" in context:
                context.update(already=False, outcome=outcome)
    _unanswered(context)
    fragment = request.htmx and not request.htmx.history_restore_request
    if fragment:
        response = render(request, "trainers/_question.html", context, status=status)
    elif status == 200 and _NEW_QUESTION.fullmatch(request.META.get("QUERY_STRING", "")):
        # A new question's page: only the question is rendered, into the layout its address always has. The
        # question reads nothing the context processors add for the layout, only its form's CSRF token.
        token = get_token(request)  # a HEAD's too, which renders no question (naipes_site.head)
        response = page_shell.around(request, "trainers/drill.html", context, lambda: render_to_string(
            "trainers/_question.html", {**context, "csrf_token": token}))
    else:
        response = render(request, "trainers/drill.html", context, status=status)
    if getattr(request, "_answered_shown", False):
        response.delete_cookie(_JUST_ANSWERED, path=_cookie_path(context), samesite="Lax")
    return push_url(response, context["here_url"]) if request.htmx else response


def _unanswered(context: dict) -> None:
    """A question not answered yet shows an empty feedback box and, to a browser that has no count yet, a streak of
    0: the same markup for every question of a language, rendered once per process and language."""
    lang = get_language()
    if "feedback" not in context and "error" not in context:
        context["empty_feedback"] = _box("trainers/_feedback.html", lang)
    if context.get("stat") is None:
        context["empty_streak"] = _box("trainers/_streak.html", lang)


@lru_cache(maxsize=16)
def _box(template: str, _lang: str) -> str:
    return render_to_string(template, {})


@require_POST
@vary_on_headers("HX-Request")
@learner.keeps_learner
def answer(request: HttpRequest, slug: str) -> HttpResponse:
    module, status = _drill(slug), 200
    try:
        ticket = tokens.load(request.POST.get("token", ""), drill=slug, channel=tokens.PAGE)
        if ticket.level not in module.LEVELS:
            raise tokens.BadToken("level out of range")
        table = tokens.table_of(ticket, module.GAME)
    except tokens.TokenError as exc:
        context = _context(request, module, module.LEVELS[0], tokens.new_seed(), _table(request, module))
        context.update(error=exc.message, fresh=True)
        status = 400
    else:
        context = _context(request, module, ticket.level, ticket.seed, table, token=request.POST["token"],
                           data=request.POST, review=ticket.review, with_stat=False)
        try:
            # Only the fields the drill reads are read and kept, never a control character.
            typed = forms.answer_fields(context["scene"].widget, request.POST, longest=40)
            feedback = module.check(context["question"], module.parse_answer(forms.as_form(typed)))
        except BadAnswer as exc:
            context.update(error=exc.message, stat=tracking.streak(learner.current(request), slug))
            status = 400
        else:
            key = learner.ensure(request)
            outcome = tracking.record(key, module, ticket, feedback.correct, typed)
            if outcome.scored and not request.htmx:
                return _answered_page(request, context, outcome)
            context.update(feedback=feedback, already=not outcome.scored, outcome=outcome,
                           stat=outcome.stat or tracking.streak(key, slug),
                           oob=bool(request.htmx))  # the streak above the question, out of band
            status = 200 if outcome.scored else 400
    template = "trainers/_feedback.html" if request.htmx else "trainers/drill.html"
    response = render(request, template, context, status=status)
    if request.htmx and "feedback" in context:
        # Back from "Read the rule" reloads this address: the question, shown as answered.
        replace_url(response, context["here_url"])
    return response
