"""The learner's loop around the drills: progress, reviews (missed and due questions), summaries,
the mastery path, "practise now", spaced-repetition setting, and moving progress between devices.

Everything belongs to the browser (:mod:`trainers.learner`); nothing asks for a name.
"""

from __future__ import annotations

from collections import Counter
from types import ModuleType
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from naipes.profiles import STANDARD
from naipes_site import table_rules
from naipes_site.games import game_info, game_infos, info_by_slug
from naipes_site.head import render
from naipes_site.page_cache import first_visit
from trainers import learner, progress_sections, review_items, skills, tracking, transfer
from trainers.drills import DRILLS, LEVEL_NAMES, SKILLS, by_game
from trainers.forms import ReviewLimitsForm
from trainers.models import Attempt
from trainers.views import info

MOST_SECONDS = 300
"""A longer pause is a break, not thinking time: the summary counts five minutes at most."""


def _question_url(drill: str, seed: int, level: int, review: bool = False, table: str = "") -> str:
    """A question's address; ``table``: the code of the table it was asked under (a review asks it again
    under the same rules, whatever the browser keeps now)."""
    url = reverse("trainers:drill", args=[drill]) + f"?seed={seed}&level={level}" + ("&review=1" if review else "")
    # Always named, the standard too: the browser may keep another table by the time the review comes.
    return url + f"&{table_rules.QUERY}={table or STANDARD}"


def _full_page_redirect(request: HttpRequest, url: str) -> HttpResponse:
    """A redirect that htmx follows as a whole new page (the frame of another trainer, or a summary)."""
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = url
        return response
    return redirect(url)


# --- progress -------------------------------------------------------------------------------------------


def _levels(key: str | None, lang: str) -> list[dict[str, Any]]:
    """Every level this learner has met, with where it stands on the mastery path, in words."""
    found = skills.states(key, timezone.now())
    levels = []
    for drill in DRILLS.values():
        for n in drill.LEVELS:
            if (state := found.get(skills.skill_key(drill.SLUG, n))) is not None:
                levels.append({"drill": info(drill, lang), "name": LEVEL_NAMES[n], "state": state,
                               "url": reverse("trainers:drill", args=[drill.SLUG]) + f"?level={n}"})
    return levels


def _progress_page(request: HttpRequest, form: ReviewLimitsForm | None = None, status: int = 200) -> HttpResponse:
    key, lang = learner.current(request), request.LANGUAGE_CODE[:2]
    drills = [(info(DRILLS[s.key], lang), s) for s in tracking.stats(key, "drill") if s.key in DRILLS]
    skill_stats = [(SKILLS[s.key], s) for s in tracking.stats(key, "skill") if s.key in SKILLS]
    weak = sorted((pair for pair in skill_stats if pair[1].accuracy < 0.75), key=lambda pair: pair[1].accuracy)
    share = tracking.todays_share(key)
    today = {c.pk for c in share.cards}
    due = [(info(DRILLS[c.drill], lang), c) for c in share.cards if c.drill in DRILLS]
    later = [(info(DRILLS[c.drill], lang), c) for c in tracking.cards(key) if c.drill in DRILLS and c.pk not in today]
    # An app's own questions due today (trainers.review_items): listed and counted with the drills'.
    items = [{"name": review_items.ITEMS[c.drill].name, "url": review_items.url_for(c.drill, c.seed, c.level, c.table)}
             for c in share.cards if c.drill not in DRILLS and review_items.known(c.drill)]
    reviews = tracking.attempts(key, kind=Attempt.REVIEW)
    daily_reviews, daily_new = learner.daily_limits(key)
    return render(request, "trainers/my_progress.html", {
        "drill_stats": drills, "skill_stats": skill_stats, "weak": weak, "due": due, "later": later,
        "due_items": items, "due_count": len(due) + len(items),
        "reviews": len(reviews), "reviews_right": sum(a.correct for a in reviews),
        "spaced_repetition": learner.spaced_repetition(key), "notice": request.GET.get("done", ""),
        "more_sections": progress_sections.sections(key), "share": share, "levels": _levels(key, lang),
        "limits_form": form or ReviewLimitsForm(initial={"daily_reviews": daily_reviews, "daily_new": daily_new}),
    }, status=status)


@require_safe
def progress(request: HttpRequest) -> HttpResponse:
    return _progress_page(request)


@require_POST
@learner.keeps_learner
def review_limits(request: HttpRequest) -> HttpResponse:
    """Set the most reviews a day and the most new questions a day; a number out of range is said on the page."""
    form = ReviewLimitsForm(request.POST)
    if not form.is_valid():
        return _progress_page(request, form, status=400)
    learner.set_daily_limits(learner.ensure(request), form.cleaned_data["daily_reviews"], form.cleaned_data["daily_new"])
    return redirect(reverse("trainers:progress") + "?done=limits")


@require_POST
def reset(request: HttpRequest) -> HttpResponse:
    tracking.reset(learner.current(request))
    return redirect(reverse("trainers:progress") + "?done=reset", permanent=False)


@require_POST
@learner.keeps_learner
def spaced_repetition(request: HttpRequest) -> HttpResponse:
    """Switch the scheduling of reviews for later days on or off (missed questions stay listed)."""
    on = request.POST.get("spaced_repetition") == "on"
    learner.set_spaced_repetition(learner.ensure(request), on)
    return redirect(reverse("trainers:progress") + ("?done=sr-on" if on else "?done=sr-off"))


# --- reviews --------------------------------------------------------------------------------------------


@require_safe
def review(request: HttpRequest) -> HttpResponse:
    """Start a review round: every question due today, once each, then a summary."""
    learner.review_round(request, restart=True)
    return _full_page_redirect(request, reverse("trainers:review_next"))


@require_safe
def review_next(request: HttpRequest) -> HttpResponse:
    """The next question of the round, on its own trainer's page; the summary when none is left."""
    queue = [c for c in tracking.waiting(learner.current(request), learner.review_round(request))
             if c.drill in DRILLS or review_items.known(c.drill)]
    if not queue:
        return _full_page_redirect(request, reverse("trainers:review_done"))
    card = queue[0]
    if card.drill not in DRILLS:  # an app's own question (trainers.review_items), asked at its page
        return _full_page_redirect(request, review_items.url_for(card.drill, card.seed, card.level, card.table))
    return _full_page_redirect(request, _question_url(card.drill, card.seed, card.level, review=True,
                                                      table=card.table))


def summarize(attempts: list[Attempt], lang: str) -> dict:
    """Score, time, the weakest skill and what to read, over some answers."""
    known = [a for a in attempts if a.drill in DRILLS]
    missed = Counter(DRILLS[a.drill].SKILL for a in known if not a.correct)
    weakest = missed.most_common(1)[0][0] if missed else None
    read = None
    if weakest:
        drills = Counter(a.drill for a in known if not a.correct and weakest == DRILLS[a.drill].SKILL)
        read = info(DRILLS[drills.most_common(1)[0][0]], lang)
    seconds = sum(min(a.seconds or 0, MOST_SECONDS) for a in known)
    return {
        "total": len(known), "right": sum(a.correct for a in known),
        "minutes": seconds // 60, "seconds": seconds % 60,
        "weakest": SKILLS[weakest] if weakest else None, "read": read,
        "answers": [(info(DRILLS[a.drill], lang), a) for a in known],
    }


@require_safe
def review_done(request: HttpRequest) -> HttpResponse:
    key, lang = learner.current(request), request.LANGUAGE_CODE[:2]
    answers = tracking.attempts(key, kind=Attempt.REVIEW, since=learner.review_round(request))
    share = tracking.todays_share(key)
    return render(request, "trainers/summary.html", {
        "summary": summarize(answers, lang), "reviewing": True,
        "due_now": len(tracking.waiting(key, learner.review_round(request))),
        "due_today": len(share.cards), "share": share,
    })


@require_safe
def summary(request: HttpRequest) -> HttpResponse:
    """The last ten first attempts: score, time, weakest skill, what to read."""
    key, lang = learner.current(request), request.LANGUAGE_CODE[:2]
    answers = tracking.attempts(key, kind=Attempt.FIRST, last=tracking.BLOCK)
    return render(request, "trainers/summary.html", {
        "summary": summarize(answers, lang), "reviewing": False, "due_today": len(tracking.due_today(key)),
    })


# --- practise now and the mastery path ------------------------------------------------------------------


def next_drill(key: str | None, game: str) -> tuple[ModuleType, int]:
    """The drill and level to practise in ``game``: one of the weakest skill (below three in four right),
    else the next untried drill, else the weakest tried one."""
    drills = dict(by_game()).get(game) or next(iter(dict(by_game()).values()))
    tried = {s.key: s for s in tracking.stats(key, "drill") if s.key in DRILLS}
    skills = sorted((s for s in tracking.stats(key, "skill") if s.accuracy < 0.75), key=lambda s: s.accuracy)
    untried = [d for d in drills if d.SLUG not in tried]
    chosen = None
    for skill in skills:
        of_skill = [d for d in drills if skill.key == d.SKILL]
        if of_skill:
            chosen = min(of_skill, key=lambda d: tried[d.SLUG].accuracy if d.SLUG in tried else 1.0)
            break
    if chosen is None:
        chosen = untried[0] if untried else min(drills, key=lambda d: tried[d.SLUG].accuracy)
    levels = {s.key: s for s in tracking.stats(key, "level")}
    level = next((n for n in chosen.LEVELS if _best(levels, chosen.SLUG, n) < tracking.MASTERY), chosen.LEVELS[-1])
    return chosen, level


def _best(levels: dict, slug: str, level: int) -> int:
    stat = levels.get(tracking.level_key(slug, level))
    return stat.best_streak if stat else 0


@require_safe
def start(request: HttpRequest) -> HttpResponse:
    """"Practise now": what is due first, else the weakest skill of the chosen game, else its first drill."""
    key = learner.current(request)
    game = request.GET.get("game", "")
    if game not in info_by_slug():
        game = game_infos()[0].slug
    if tracking.due_today(key):
        return redirect("trainers:review")
    drill, level = next_drill(key, game)
    return redirect(reverse("trainers:drill", args=[drill.SLUG]) + f"?level={level}")


@require_safe
@first_visit  # the same for every first visit; a learner's shows their own levels
def path(request: HttpRequest) -> HttpResponse:
    """Per game: read the rule section, practise the drill, and master each level: claimed by a streak, then
    mastered by a retest a week later while the scheduler predicts recall a week ahead (:mod:`trainers.skills`)."""
    key, lang = learner.current(request), request.LANGUAGE_CODE[:2]
    found = skills.states(key, timezone.now())
    games = []
    for game, drills in by_game():
        steps: list[dict[str, Any]] = []
        for drill in drills:
            rungs = []
            for n in drill.LEVELS:
                state = found.get(skills.skill_key(drill.SLUG, n)) or skills.State(skills.LEARNING)
                rungs.append({"level": n, "name": LEVEL_NAMES[n], "state": state, "mastered": state.mastered,
                              "url": reverse("trainers:drill", args=[drill.SLUG]) + f"?level={n}"})
            steps.append({"drill": info(drill, lang), "levels": rungs, "done": all(r["mastered"] for r in rungs)})
        games.append({"game": game_info(game), "steps": steps,
                      "mastered": sum(s["done"] for s in steps)})
    return render(request, "trainers/path.html", {
        "paths": games, "mastery": tracking.MASTERY, "goal": round(skills.RECALL_GOAL * 100),
        "retest_days": skills.RETEST_AFTER.days, "horizon_days": skills.HORIZON.days})


# --- carrying progress to another device ----------------------------------------------------------------


@require_safe
def export(request: HttpRequest) -> HttpResponse:
    code = transfer.export(learner.current(request))
    if request.GET.get("download") == "1":
        response = HttpResponse(code + "\n", content_type="text/plain; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="naipes-progress.txt"'
        return response
    return render(request, "trainers/transfer.html", {"code": code, "cards": len(tracking.cards(
        learner.current(request)))})


@require_http_methods(["GET", "HEAD", "POST"])
@learner.keeps_learner
def import_progress(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return render(request, "trainers/transfer.html", {"importing": True})
    typed = request.POST.get("code", "")
    upload = request.FILES.get("file")
    try:
        if upload is not None:
            if upload.size > transfer.MAX_CODE * 2:
                raise transfer.BadCode("file too large")
            typed = upload.read(transfer.MAX_CODE * 2).decode("utf-8", errors="replace")
        contents = transfer.read(typed)
    except transfer.BadCode as exc:
        return render(request, "trainers/transfer.html", {
            "importing": True, "error": exc.message, "typed": typed[:transfer.MAX_CODE]}, status=400)
    brought = transfer.apply(learner.ensure(request), contents)
    return redirect(reverse("trainers:progress") + f"?done=import&cards={brought}")
