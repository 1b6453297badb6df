"""Trainer pages: the index, a drill (GET shows a question, POST checks the answer), progress.

A drill page works without JavaScript (plain form posts and links); with htmx the answer replaces
only the feedback box and "next question" only the question area.
"""

from __future__ import annotations

from random import Random
from types import ModuleType

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST, require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import push_url

from naipes_site.games import GAME_BY_SLUG
from trainers import forms, tokens, tracking
from trainers.drills import DRILLS, LEVEL_NAMES, SKILLS, BadAnswer, by_game


def info(drill: ModuleType, lang: str) -> dict:
    """What templates need to know about a drill, without the module itself."""
    return {
        "slug": drill.SLUG, "game": drill.GAME, "game_name": GAME_BY_SLUG[drill.GAME].name, "name": drill.NAME,
        "skill": SKILLS[drill.SKILL], "summary": drill.SUMMARY, "levels": drill.LEVELS, "rule_url": f"/{lang}/{drill.GAME}/#{drill.RULE_ANCHOR}",
        "url": reverse("trainers:drill", args=[drill.SLUG]),
    }


def _drill(slug: str) -> ModuleType:
    try:
        return DRILLS[slug]
    except KeyError:
        raise Http404(slug) from None


def _level_and_seed(query, drill: ModuleType) -> tuple[int, int]:
    """The level and seed asked for in the URL, or ``ValueError``; no seed means a new question."""
    level, seed = tokens.level_and_seed(query, drill.LEVELS[0])
    if level not in drill.LEVELS or not 0 <= seed < tokens.SEED_LIMIT:
        raise ValueError("level or seed out of range")
    return level, seed


def _context(request: HttpRequest, drill: ModuleType, level: int, seed: int, *, token: str | None = None,
             data=None, review: bool = False) -> dict:
    question = drill.generate(Random(seed), level)
    scene = drill.scene(question)
    base = reverse("trainers:drill", args=[drill.SLUG])
    suffix = "?review=1" if review else ""
    return {
        "drill": info(drill, request.LANGUAGE_CODE[:2]),
        "level": level,
        "levels": [{"level": n, "name": LEVEL_NAMES[n], "url": f"{base}?level={n}"} for n in drill.LEVELS],
        "seed": seed,
        "question": question,
        "scene": scene,
        "rows": forms.rows(scene.widget, data),
        "token": token or tokens.issue(drill.SLUG, level, seed),
        "answer_url": reverse("trainers:answer", args=[drill.SLUG]) + suffix,
        "share_url": f"{base}?seed={seed}&level={level}",
        "next_url": reverse("trainers:review") if review else f"{base}?level={level}",
        "stat": tracking.streak(request.session.session_key, drill.SLUG),
    }


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    lang = request.LANGUAGE_CODE[:2]
    groups = [(GAME_BY_SLUG[game], [info(d, lang) for d in drills]) for game, drills in by_game()]
    return render(request, "trainers/catalogue.html", {"groups": groups})


@require_safe
@vary_on_headers("HX-Request")  # the same URL answers a full page or a fragment
def drill(request: HttpRequest, slug: str) -> HttpResponse:
    module, status = _drill(slug), 200
    try:
        level, seed = _level_and_seed(request.GET, module)
        context = _context(request, module, level, seed, review=request.GET.get("review") == "1")
    except ValueError:
        context = _context(request, module, module.LEVELS[0], tokens.new_seed())
        context["error"], status = _("That link does not name a question of this trainer. Here is a new one."), 400
    fragment = request.htmx and not request.htmx.history_restore_request
    template = "trainers/_question.html" if fragment else "trainers/drill.html"
    response = render(request, template, context, status=status)
    return push_url(response, context["share_url"]) if request.htmx else response


@require_POST
@vary_on_headers("HX-Request")
def answer(request: HttpRequest, slug: str) -> HttpResponse:
    module, status = _drill(slug), 200
    review = request.GET.get("review") == "1"
    try:
        ticket = tokens.load(request.POST.get("token", ""), drill=slug)
        if ticket.level not in module.LEVELS:
            raise tokens.BadToken("level out of range")
    except tokens.TokenError as exc:
        context = _context(request, module, module.LEVELS[0], tokens.new_seed(), review=review)
        context.update(error=exc.message, fresh=True)
        status = 400
    else:
        context = _context(request, module, ticket.level, ticket.seed, token=request.POST["token"],
                           data=request.POST, review=review)
        try:
            feedback = module.check(context["question"], module.parse_answer(request.POST))
        except BadAnswer as exc:
            context["error"], status = exc.message, 400
        else:
            key = tracking.session_key(request)
            first = tracking.record(key, module, ticket, feedback.correct)
            context.update(feedback=feedback, already=not first, stat=tracking.streak(key, slug),
                           oob=bool(request.htmx))  # the streak above the question, out of band
            status = 200 if first else 400
    template = "trainers/_feedback.html" if request.htmx else "trainers/drill.html"
    return render(request, template, context, status=status)


@require_safe
def progress(request: HttpRequest) -> HttpResponse:
    key, lang = request.session.session_key, request.LANGUAGE_CODE[:2]
    drills = [(info(DRILLS[s.key], lang), s) for s in tracking.stats(key, "drill") if s.key in DRILLS]
    skills = [(SKILLS[s.key], s) for s in tracking.stats(key, "skill") if s.key in SKILLS]
    weak = sorted((pair for pair in skills if pair[1].accuracy < 0.75), key=lambda pair: pair[1].accuracy)
    misses = [(info(DRILLS[m.drill], lang), m) for m in tracking.misses(key) if m.drill in DRILLS]
    return render(request, "trainers/my_progress.html", {
        "drill_stats": drills, "skill_stats": skills, "weak": weak, "misses": misses,
        "notice": request.GET.get("done", ""),
    })


@require_POST
def reset(request: HttpRequest) -> HttpResponse:
    tracking.reset(request.session.session_key)
    return redirect(reverse("trainers:progress") + "?done=reset", permanent=False)


@require_safe
def review(request: HttpRequest) -> HttpResponse:
    """The oldest missed question again; when none is left, back to the progress page."""
    missed = tracking.misses(request.session.session_key)
    missed = [m for m in missed if m.drill in DRILLS]
    if not missed:
        return redirect(reverse("trainers:progress") + "?done=review")
    m = missed[0]
    return redirect(reverse("trainers:drill", args=[m.drill]) + f"?seed={m.seed}&level={m.level}&review=1")
