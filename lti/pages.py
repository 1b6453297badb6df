"""The pages a launch opens, inside the platform's frame: a class code's drill set, one question at a time,
its score sent back as the student finishes; the teacher's report of a link's attempts.

Their address carries the launch, signed (:mod:`lti.launches`): no cookie is needed, and that unguessable
address is also what keeps another site from posting answers here (the CSRF cookie, ``SameSite=Lax``, never
reaches a page framed by another site)."""

from __future__ import annotations

import re

from django.db.models import F, Value
from django.db.models.functions import Concat
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_safe

from lti import framing, launches, scores
from lti.models import Attempt, Launch, ScoreToSend
from lti.refusals import refuse
from naipes.games import slugs
from naipes_site import activities, content
from naipes_site.head import render
from trainers import class_codes, forms
from trainers.class_questions import entry
from trainers.drills import BadAnswer

HOST = "lti"
"""The tool's name as a host of the apps' activities (:mod:`lti.activities`)."""


def _launch_or_refusal(request: HttpRequest, ticket: str) -> Launch | HttpResponse:
    launch = launches.from_ticket(ticket)
    if launch is None:
        return refuse(request, "not_found", status=404, lang=request.LANGUAGE_CODE[:2])
    return launch


def _attempt(launch: Launch, code: class_codes.ClassCode) -> Attempt:
    attempt = launch.attempts.order_by("-created").first()
    return attempt if attempt is not None else Attempt.objects.create(launch=launch, asked=code.n)


@csrf_exempt  # the signed launch in the address is the check (module docstring)
@require_http_methods(["GET", "HEAD", "POST"])
def play(request: HttpRequest, ticket: str) -> HttpResponse:
    launch = _launch_or_refusal(request, ticket)
    if isinstance(launch, HttpResponse):
        return launch
    try:
        code = class_codes.parse(launch.activity)
    except class_codes.InvalidCode:
        return refuse(request, "no_activity", status=404, lang=request.LANGUAGE_CODE[:2])
    attempt = _attempt(launch, code)
    here = request.path
    context = {
        "launch": launch,
        "attempt": attempt,
        "code": code,
        "here": here,
        "ticket": ticket,
        "new_tab": request.build_absolute_uri(here),
    }
    if launch.teacher:
        context["report"] = report_url(launch)
    if attempt.finished is not None:
        return _framed(render(request, "lti/done.html", context), launch)
    number = attempt.answered + 1
    item = entry(code, number)
    context.update(item=item, number=number, scene=item.scene, rows=forms.rows(item.scene.widget))
    if request.method != "POST":
        return _framed(render(request, "lti/play.html", context), launch)
    if request.POST.get("number") != str(number):
        return redirect(here)  # an answer to a question already answered (a second tap, "Back"): counted once
    try:
        typed = forms.answer_fields(item.scene.widget, request.POST, longest=40)
        feedback = item.drill.check(item.question, item.drill.parse_answer(forms.as_form(typed)))
    except BadAnswer as exc:
        context.update(error=exc.message, rows=forms.rows(item.scene.widget, request.POST))
        return _framed(render(request, "lti/play.html", context, status=400), launch)
    counted = Attempt.objects.filter(pk=attempt.pk, answered=number - 1, finished__isnull=True).update(
        answered=F("answered") + 1,
        right=F("right") + int(feedback.correct),
        marks=Concat(F("marks"), Value("1" if feedback.correct else "0")),
    )
    if counted:
        attempt.refresh_from_db()
        if attempt.answered >= attempt.asked:
            Attempt.objects.filter(pk=attempt.pk, finished__isnull=True).update(finished=timezone.now())
            attempt.refresh_from_db()
            if scores.finish(attempt) is not None:
                scores.send_due()
    context.update(
        feedback=feedback,
        attempt=attempt,
        last=attempt.answered >= attempt.asked,
        rows=forms.rows(item.scene.widget, request.POST),
    )
    return _framed(render(request, "lti/play.html", context), launch)


POLL_EVERY = "15s"
"""How often the open report asks for itself again (htmx's ``every``): a class plays a hand in minutes."""

SHARE = 50
"""The report's "may need help" line, by default: below this share of the score (per cent)."""


def _row(attempt: Attempt, sent: dict, questions: int) -> dict:
    marks = [m == "1" for m in attempt.marks] + [None] * max(0, questions - len(attempt.marks))
    return {
        "sub": attempt.launch.sub,
        "right": attempt.right,
        "asked": attempt.asked,
        "answered": attempt.answered,
        "finished": attempt.finished,
        "marks": marks[:questions],
        "share": round(100 * attempt.right / attempt.asked) if attempt.asked else 0,
        "queued": attempt.pk in sent,
        "sent": sent.get(attempt.pk),
    }


def report_of(launch: Launch, share: int) -> dict:
    """The link's attempts as the live class's report has them: a row by the platform's anonymous id (a mark per
    question of a drill set, else the activity's score), the class's count of each question, the podium, and
    the students below ``share`` per cent."""
    students = Launch.objects.filter(
        platform=launch.platform,
        context_id=launch.context_id,
        resource_link_id=launch.resource_link_id,
        teacher=False,
    )
    attempts = list(
        Attempt.objects.filter(launch__in=students)
        .select_related("launch")
        .order_by("launch__sub", "-created")
    )
    sent = dict(ScoreToSend.objects.filter(attempt__in=attempts).values_list("attempt_id", "sent"))
    drills = not launch.activity.startswith("rule:") and activities.kind_of(launch.activity) is None
    questions = max((a.asked for a in attempts), default=0) if drills else 0
    rows = [_row(a, sent, questions) for a in attempts]
    # A student whose hand is under way has no attempt yet: a row "in progress", as the live class's roster.
    started = {r["sub"] for r in rows}
    for sub in sorted(set(students.values_list("sub", flat=True)) - started):
        rows.append(_row(Attempt(launch=Launch(sub=sub), asked=0), sent, questions))
    rows.sort(key=lambda r: r["sub"])
    columns = [
        {
            "number": n + 1,
            "right": sum(1 for r in rows if r["marks"][n] is True),
            "answered": sum(1 for r in rows if r["marks"][n] is not None),
        }
        for n in range(questions)
    ]
    done = sorted((r for r in rows if r["finished"]), key=lambda r: (-r["share"], r["finished"]))
    return {
        "drills": drills,
        "rows": rows,
        "columns": columns,
        "students": len({r["sub"] for r in rows}),  # who opened it
        "finished": len(done),
        "sent": sum(1 for r in rows if r["sent"]),
        "podium": done[:3],
        "need_help": [r for r in rows if (r["answered"] or r["finished"]) and r["share"] < share],
    }


@require_safe
def report(request: HttpRequest, ticket: str) -> HttpResponse:
    """The attempts at the launch's link, by the platform's anonymous user id, for a teacher's launch: the live
    class's report (a row a student, a mark a question, the podium, who may need help)."""
    launch = _launch_or_refusal(request, ticket)
    if isinstance(launch, HttpResponse):
        return launch
    if not launch.teacher:
        return refuse(request, "not_found", status=403, lang=request.LANGUAGE_CODE[:2])
    asked = request.GET.get("share", "")
    share = int(asked) if asked.isascii() and asked.isdigit() and int(asked) <= 100 else SHARE
    kind = activities.kind_of(launch.activity)
    context = {
        "launch": launch,
        "report": report_of(launch, share),
        "share": share,
        "ticket": ticket,
        "kind": kind,
        "new_tab": request.build_absolute_uri(),
        "poll_every": POLL_EVERY,
    }
    if kind is not None:
        token = activities.embed(HOST, launches.ticket(launch), launch.activity)
        context["try_url"] = kind.url(launch.activity, token)
    return _framed(render(request, "lti/report.html", context), launch)


RULE = re.compile(r"^rule:([a-z]{1,20})#([a-z0-9-]{1,80})$")


def rule_section(lang: str, activity: str) -> tuple[str, str, str] | None:
    """``(game, title, html)`` of a rule section an activity names (``rule:tute#deck``), drawn from the
    site's own rule page (its Markdown, rendered by the site), without its heading; ``None`` if none."""
    found = RULE.match(activity)
    if found is None or found[1] not in slugs():
        return None
    game, anchor = found[1], found[2]
    page = content.load_page(lang, game)
    title = next((e["name"] for e in page.toc if e.get("level") == 2 and e["id"] == anchor), None)
    start = page.html.find(f'<h2 id="{anchor}"')
    if title is None or start < 0:
        return None
    end = page.html.find("<h2 ", start + 1)
    section = page.html[start : end if end > 0 else len(page.html)]
    return game, title, section[section.index("</h2>") + len("</h2>") :]


@require_safe
def rule(request: HttpRequest, ticket: str) -> HttpResponse:
    launch = _launch_or_refusal(request, ticket)
    if isinstance(launch, HttpResponse):
        return launch
    lang = request.LANGUAGE_CODE[:2]
    found = rule_section(lang, launch.activity)
    if found is None:
        return refuse(request, "no_activity", status=404, lang=lang)
    game, title, html = found
    anchor = launch.activity.split("#", 1)[1]
    context = {
        "launch": launch,
        "title": title,
        "section": mark_safe(html),  # the site's own rendered page
        "whole": reverse("rule-page", args=[game]) + f"#{anchor}",
        "new_tab": request.build_absolute_uri(),
    }
    return _framed(render(request, "lti/rule.html", context), launch)


def report_url(launch: Launch) -> str:
    return reverse("lti_pages:report", args=[launches.ticket(launch)])


def _framed(response: HttpResponse, launch: Launch) -> HttpResponse:
    return framing.allow(response, [launch.platform])
