"""Live class pages: the teacher's projector and controls (behind a secret link), and the students' seats.

Polls are cheap: the page sends the version it shows, and when nothing has changed the answer is an
empty ``204`` (htmx keeps the page as it is) or a ``304`` for a matching ``If-None-Match``; either
costs one indexed query, precompiled (:mod:`classroom.polls`). A student's seat only changes when their question does, so a form being
filled in is never replaced by a poll.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _, gettext_lazy

from classroom import codes, forms, live, live_rules, nickname_care, polls, readable, sheets
from classroom.live_forms import JoinForm, LiveOptionsForm
from classroom.models import LiveSession, Student
from classroom.views import TYPED, _lang, _problem, _sheet, allow, code_problem, kept_tables, shown
from naipes_site.client_address import client_address
from naipes_site.games import game_info, game_infos, info_by_slug
from naipes_site.head import render
from naipes_site.share import csv_response, qr_svg
from trainers import forms as widget_forms
from trainers.drills import SKILLS, BadAnswer

COOKIE = "naipes_seat"

REFUSALS = {
    "too_many": (429, gettext_lazy("Too many wrong codes were typed from this network. Wait ten minutes, then "
                                   "check the code on the screen and try again.")),
    "busy": (429, gettext_lazy("Too many wrong codes are being typed on this site right now, so each network may "
                               "try only a few. Scan the QR code on the screen, which needs no typing, or wait "
                               "ten minutes, then check the code and try again.")),
    "no_code": (400, gettext_lazy("Type the join code shown on the screen: six letters and digits.")),
    "unknown_code": (404, gettext_lazy("No class is open with the code “%(code)s”. Check it on the screen: six "
                                       "letters and digits, like K7RT4M.")),
    "ended": (410, gettext_lazy("This class is over: it no longer takes answers. Ask your teacher for the new "
                                "code.")),
    "no_nickname": (400, gettext_lazy("Type a nickname: the name the class will see.")),
    "long_nickname": (400, gettext_lazy("A nickname has at most 20 characters; this one has %(length)s.")),
    "bad_nickname": (400, gettext_lazy("A nickname may hold letters, digits, spaces and . ' - _ only.")),
    "rude_nickname": (400, gettext_lazy("This nickname is not one for a class. Choose another, or take a "
                                        "suggested one.")),
    "taken": (409, gettext_lazy("Someone in this class is already called “%(nickname)s”. Choose another "
                                "nickname.")),
    "full": (409, gettext_lazy("This class is full: a session takes at most %(limit)s students. Share a phone "
                               "with a classmate, or ask your teacher to open a second session.")),
    "closed": (409, gettext_lazy("This question no longer takes answers. Look at the screen for the next one.")),
    "already": (409, gettext_lazy("You already answered this question: only your first answer counts.")),
}


def _refused(exc: live.Refused) -> tuple[int, str]:
    status, message = REFUSALS[exc.code]
    return status, str(message) % exc.params if exc.params else str(message)


def _no_session(request: HttpRequest) -> HttpResponse:
    return _problem(request, 404, _("This teacher link is not valid"),
                    _("A live class opens only with the exact link given when it was started. Check the "
                      "address, or start a new live class."))


def _conditional(request: HttpRequest, key: str) -> HttpResponse | None:
    """204 when the page already shows ``key`` (htmx then swaps nothing); 304 for a matching ETag."""
    etag = f'"{key}"'
    if request.headers.get("If-None-Match") == etag:
        response = HttpResponse(status=304)
    elif request.GET.get("v") == key:
        response = HttpResponse(status=204)
    else:
        return None
    response["ETag"] = etag
    return response


def _unstored(response: HttpResponse) -> HttpResponse:
    """A whole page behind a secret link or a seat's cookie: neither the browser nor a proxy keeps it."""
    response["Cache-Control"] = "no-store"
    return response


def _polled(response: HttpResponse, key: str) -> HttpResponse:
    response["ETag"] = f'"{key}"'
    response["Cache-Control"] = "no-cache, private"
    return response


def _poll(request: HttpRequest, ask: Callable[[], polls.Head | None], key: Callable[[Any], str],
          draw: Callable[[Any, str], HttpResponse], missing: Callable[[HttpRequest], HttpResponse]) -> HttpResponse:
    """A polled fragment (teacher's panel, projector, seat). ``ask()`` is the one precompiled query's answer (the
    head), unless the quick poll middleware has just read it for this request: while its ``key`` is what the page
    shows, nothing more is read (204 or 304). Otherwise the head makes the whole session or student of the row it
    read, and ``draw(it, key)`` renders the fragment, tagged with its key. No row (an unknown cookie or link, a
    class deleted) answers ``missing(request)``."""
    head = getattr(request, "live_poll_head", None) or ask()
    if head is None:
        return missing(request)
    unchanged = _conditional(request, key(head))
    if unchanged:
        return unchanged
    found = head.load()
    version = key(found)
    return _polled(draw(found, version), version)


# --- the teacher ---------------------------------------------------------------------------------


def _open(request: HttpRequest, code: codes.ClassCode, options: LiveOptionsForm) -> HttpResponse:
    _session, secret = live.open_session(code, options.cleaned_data["pace"], options.cleaned_data["feedback"],
                                         _lang(request))
    return redirect("classroom:live", secret=secret)


@allow("GET", "POST")
def live_setup(request: HttpRequest, game: str) -> HttpResponse:
    """Games, trainers, level and count as for a worksheet, plus the pace and the feedback moment."""
    if game not in info_by_slug() or not codes.game_drills(game):
        return _problem(request, 404, _("Unknown game"), _("There is no game called “%(game)s” here.")
                        % {"game": shown(game, 30)})
    data = request.POST if request.method == "POST" else None
    form = forms.SetupForm(game, _lang(request), "quiz", data, kept=kept_tables(request))
    options = LiveOptionsForm(data)
    if data is not None and form.is_valid() and options.is_valid():
        return _open(request, form.code(), options)
    others = [(g, reverse("classroom:live-setup", args=[g.slug])) for g in game_infos() if g.slug != game]
    context = {"form": form, "options": options, "game": game_info(game), "tool": "live", "others": others}
    return render(request, "classroom/setup.html", context, status=400 if data is not None else 200)


@allow("POST")
def live_from_code(request: HttpRequest) -> HttpResponse:
    """A live class over the questions of a class code typed on the index page."""
    text = request.POST.get("code", "")
    options = LiveOptionsForm(request.POST)
    try:
        code = codes.parse(text)
    except codes.InvalidCode as exc:
        context = {"games": game_infos(), "live_error": code_problem(text, exc), "live_value": text[:TYPED],
                   "options": options}
        return render(request, "classroom/index.html", context, status=400)
    if not options.is_valid():
        context = {"games": game_infos(), "live_value": text[:TYPED], "options": options,
                   "live_error": " ".join(e for errors in options.errors.values() for e in errors)}
        return render(request, "classroom/index.html", context, status=400)
    return _open(request, code, options)


def _teacher_context(request: HttpRequest, session: LiveSession, secret: str, page: bool = True) -> dict:
    """What the teacher's page shows; ``page=False`` leaves out what only the whole page shows around its
    polled panel (the set of questions, the projector's link), which a panel redrawn at every answer skips."""
    lang = _lang(request)
    code = live.class_code(session)
    now = live.state(session)
    context = {"session": session, "secret": secret, "state": now,
               "n": code.n, "poll_every": live.screen_poll_every(),
               "panel_url": reverse("classroom:live-panel", args=[secret])}
    if page:
        context.update(_sheet(request, code), screen_url=reverse("classroom:screen", args=[live.screen_key(secret)]))
    if now in (LiveSession.QUESTION, LiveSession.REVEAL) and session.pace == live.TEACHER_PACED:
        item = live.question(session, session.current)
        context.update(item=item, number=session.current + 1, rule_url=item.rule_url(lang))
        if live_rules.may_see_answer(live.moment(session), session.current, answered=False):
            context["answer"] = sheets.answer(item)
    if session.pace == live.SELF_PACED or now == LiveSession.ENDED:
        context["report"] = live.report(session)
        context["weakest"] = _weakest(context["report"], lang)
        if now == LiveSession.ENDED:
            context.update(_debrief(request, session, context["report"]))
    else:
        context["students"] = live.students_of(session)
        if "item" in context:
            answers = live.answers_to(session, session.current)
            context["spread"] = live.spread(session, session.current, answers)
            context["answered_ids"] = {a.student_id for a in answers}
    return context


HELP_SHARE = 50
"""Below this share of right answers a student is listed as one who may need help, unless the teacher
sets another in the report."""


def _debrief(request: HttpRequest, session: LiveSession, report: live.Report) -> dict:
    text = request.GET.get("share", "")
    share = int(text) if text.isdecimal() and len(text) <= 3 and int(text) <= 100 else HELP_SHARE
    return {"debrief": live.debrief(session, report), "share": share, "need_help": live.need_help(report, share)}


def _weakest(report: live.Report, lang: str) -> dict | None:
    if report.weakest is None:
        return None
    skill, entry = report.weakest
    return {"name": SKILLS[skill][lang], "rule_url": entry.rule_url(lang), "game": game_info(entry.drill.GAME)}


def _panel_key(session: LiveSession | polls.Head) -> str:
    state = session.state if isinstance(session, polls.Head) else live.state(session)
    return f"t{session.version}-{state}"


@allow("GET")
def teacher(request: HttpRequest, secret: str) -> HttpResponse:
    session = live.by_secret(secret)
    if session is None:
        return _no_session(request)
    context = _teacher_context(request, session, secret)
    join_url = live.join_url(request.build_absolute_uri(reverse("join:join")), session)
    context.update(join_url=join_url, join_path=request.build_absolute_uri(reverse("join:join")),
                   qr=qr_svg(join_url, _("QR code of the join page")), key=_panel_key(session))
    # The secret link never leaves the site in a Referer: Django's policy is "same-origin".
    return _unstored(render(request, "classroom/live_teacher.html", context))


@allow("GET")
def teacher_panel(request: HttpRequest, secret: str) -> HttpResponse:
    """The polled part of the teacher's page: roster, answered count, spread or dashboard."""
    return _poll(request, lambda: polls.panel(secret), _panel_key,
                 lambda session, key: render(request, "classroom/_live_panel.html",
                                             {**_teacher_context(request, session, secret, page=False), "key": key}),
                 _no_session)


@allow("POST")
def teacher_step(request: HttpRequest, secret: str) -> HttpResponse:
    session = live.by_secret(secret)
    if session is None:
        return _no_session(request)
    action = request.POST.get("action", "")
    if action == "remove":
        live.remove(session, str(request.POST.get("student", "")))
    else:
        live.step(session, action)
    return redirect("classroom:live", secret=secret)


@allow("GET")
def teacher_csv(request: HttpRequest, secret: str) -> HttpResponse:
    """Every answer, one row each, in the teacher's language; cells that look like formulas are quoted."""
    session = live.by_secret(secret)
    if session is None:
        return _no_session(request)
    lang = _lang(request)
    report = live.report(session)
    header = [_("Nickname"), _("Language"), _("Question"), _("Trainer"), _("Skill"), _("Answer"), _("Result"),
              _("Answered at (UTC)")]
    rows = []
    mixed = len(live.class_code(session).games) > 1
    for row in report.rows:
        for index, mark in enumerate(row.marks):
            if mark is None:
                continue
            entry = live.question(session, index, row.student)
            given = readable.given_text(entry, mark.given, lang)  # as people read it, never ``pos-2B=2``
            trainer = f"{entry.game.name} · {entry.drill.NAME[lang]}" if mixed else entry.drill.NAME[lang]
            rows.append([row.student.nickname, row.student.language, index + 1, trainer,
                         SKILLS[entry.drill.SKILL][lang], given, _("right") if mark.correct else _("wrong"),
                         mark.created.strftime("%Y-%m-%d %H:%M:%S")])
    return csv_response(f"naipes-live-{session.join_code}.csv", header, rows)


# --- the students --------------------------------------------------------------------------------


def _student(request: HttpRequest) -> Student | None:
    return live.by_token(request.COOKIES.get(COOKIE))


@allow("GET", "POST")
def join(request: HttpRequest) -> HttpResponse:
    """Code and nickname; a phone already seated in an open session goes straight back to its seat."""
    lang = _lang(request)
    posted = request.method == "POST"  # a HEAD (an uptime checker) is a GET without the body
    form = JoinForm(request.POST if posted else None)
    seated = _student(request)
    context = {"form": form, "code_value": request.GET.get("code", "")[:12], "nickname_value": "",
               "pass_value": request.GET.get("pass", "")[:live.JOIN_PASS_LENGTH],
               "language_value": lang, "seated": seated if seated and live.is_open(seated.session) else None}
    if not posted:
        if request.GET.get("suggest"):  # "Suggest a nickname": the form comes back with one filled in
            chosen = request.GET.get("language", "")
            context.update(nickname_value=nickname_care.suggestion(chosen if chosen in ("es", "en") else lang),
                           language_value=chosen if chosen in ("es", "en") else lang)
        return render(request, "classroom/join.html", context)
    form.is_valid()
    data = form.cleaned_data
    chosen = data.get("language") or lang
    context.update(code_value=str(request.POST.get("code", ""))[:12],
                   pass_value=str(request.POST.get("pass", ""))[:live.JOIN_PASS_LENGTH],
                   nickname_value=str(request.POST.get("nickname", ""))[:40], language_value=chosen)
    address = client_address(request)  # X-Forwarded-For only from proxies the settings trust
    try:
        session = live.find_session(request.POST.get("code", ""), address, str(request.POST.get("pass", "")))
        if seated and seated.session_id == session.pk:
            return redirect(f"/{seated.language}/join/seat/")
        student, token = live.join(session, request.POST.get("nickname", ""), chosen)
    except live.Refused as exc:
        status, context["error"] = _refused(exc)
        context["error_field"] = "nickname" if "nickname" in exc.code or exc.code in ("taken",) else "code"
        return render(request, "classroom/join.html", context, status=status)
    response = redirect(f"/{student.language}/join/seat/")
    response.set_cookie(COOKIE, token, max_age=int(live.LIFETIME.total_seconds()), httponly=True, samesite="Lax",
                        secure=request.is_secure())
    return response


def _seat_key(student: Student | polls.Head) -> str:
    """The seat's poll key (:func:`classroom.live_rules.poll_key`), from a poll's head or a student."""
    if isinstance(student, polls.Head):
        return live_rules.poll_key(student.state, student.pace, student.current)
    session = student.session
    return live_rules.poll_key(live.state(session), session.pace, session.current)


def _seat_context(request: HttpRequest, student: Student, *, data=None, error: str = "",
                  last=None) -> dict:
    """What the seat shows, as :func:`classroom.live_rules.seat` decides it."""
    session = student.session
    lang = _lang(request)
    moment = live.moment(session)
    answers = {a.question: a for a in live.answers_of(student)} if live_rules.reads_answers(moment) else {}
    code = live.class_code(session)
    games = code.games
    seat = live_rules.seat(moment, frozenset(answers), last)
    context = {"student": student, "session": session, "state": moment.state, "n": moment.n, "error": error,
               "key": _seat_key(student), "poll_seconds": live.poll_seconds(), "lang": lang,
               "table_names": sheets.table_names(code, lang),
               "game_names": " · ".join(game_info(g).name for g in games), "mixed": len(games) > 1}
    if seat.phase == live_rules.FINISHED:
        context["right"], context["answered"], context["to_review"] = live_rules.totals(
            [a.correct for a in answers.values()], moment.n)
        return context
    if seat.phase == live_rules.LOBBY:
        return context
    if seat.ask is not None:
        item = live.question(session, seat.ask, student)
        context.update(item=item, number=seat.ask + 1, index=seat.ask, refilled=data is not None,
                       rows=widget_forms.rows(item.scene.widget, data), scene=item.scene)
    if seat.mine is not None:
        mine = answers[seat.mine]
        mine_item = live.question(session, seat.mine, student)
        context.update(mine=mine, mine_number=seat.mine + 1,
                       mine_text=readable.given_text(mine_item, mine.given, lang))
        if seat.verdict:
            context["verdict"] = live.feedback_of(session, mine, student)
            context.update(verdict_box={"feedback": context["verdict"]}, verdict_item=mine_item,
                           verdict_rule=mine_item.rule_url(lang))
    if seat.missed is not None:
        item = live.question(session, seat.missed)
        context.update(missed=True, missed_answer=sheets.answer(item), missed_item=item,
                       verdict_rule=item.rule_url(lang))
    context["done"] = seat.done
    return context


def _not_seated(request: HttpRequest) -> HttpResponse:
    return _problem(request, 403, _("You are not seated in a class"),
                    _("This phone has not joined a live class, or its class is over. Join with the code on the "
                      "screen."), back=reverse("join:join"))


@allow("GET")
def seat(request: HttpRequest) -> HttpResponse:
    student = _student(request)
    if student is None:
        return _not_seated(request)
    lang = _lang(request)
    if student.language != lang:  # the student switched language with the header's switch
        Student.objects.filter(pk=student.pk).update(language=lang)
    return _unstored(render(request, "classroom/seat.html", _seat_context(request, student)))


@allow("GET")
def seat_poll(request: HttpRequest) -> HttpResponse:
    return _poll(request, lambda: polls.seat(request.COOKIES.get(COOKIE)), _seat_key,
                 lambda student, _version: render(request, "classroom/_seat.html", _seat_context(request, student)),
                 _not_seated)


@allow("POST")
def seat_answer(request: HttpRequest) -> HttpResponse:
    """One answer, checked on the server; the seat comes back with the verdict if the teacher allows it."""
    student = _student(request)
    if student is None:
        return _not_seated(request)
    status, error, data, last = 200, "", None, None
    try:
        index = int(request.POST.get("question", ""))
        live.answer(student, index, request.POST)
        last = index
    except ValueError as exc:
        if isinstance(exc, live.Refused):
            status, error = _refused(exc)
        elif isinstance(exc, BadAnswer):
            status, error, data = 400, exc.message[_lang(request)], request.POST
        else:
            status, error = 400, _("The answer could not be read: check the form.")
    if last is None:  # a taken answer has just read the session's state back; a refused one reads it now
        student.session.refresh_from_db()
    context = _seat_context(request, student, data=data, error=error, last=last)
    template = "classroom/_seat.html" if request.htmx else "classroom/seat.html"
    return render(request, template, context, status=status)
