"""The projector's view of a live class: what the room sees, at an address that opens nothing else.

The teacher's controls and results stay on the teacher's secret link (:mod:`classroom.live_views`). The
projected page has its own key, derived from that secret: a photo of its address bar gives the join code,
the question on screen, the spread once revealed and the podium, all of which the room sees anyway, and
never Reveal, Next, End, a student's answers or an answer before its reveal.

It polls more often than the phones (``NAIPES_LIVE_SCREEN_POLL_SECONDS``, half a second by default) so an
answer reaches the screen within a second; there is only one projector per class, and a poll with
nothing new is one precompiled query and an empty ``204``, as the phones' are.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _

from classroom import live, live_rules, polls, sheets
from classroom.live_views import _poll, _unstored
from classroom.models import LiveSession
from classroom.views import _lang, _problem, _sheet, allow
from naipes_site.head import render
from naipes_site.share import qr_svg


def _no_screen(request: HttpRequest) -> HttpResponse:
    return _problem(request, 404, _("This projector link is not valid"),
                    _("The projector view opens only with the link on the teacher’s page. Check the address."))


def _key(head: LiveSession | polls.Head) -> str:
    state = head.state if isinstance(head, polls.Head) else live.state(head)
    return f"p{head.version}-{state}"


def _context(request: HttpRequest, session: LiveSession, key: str) -> dict:
    code = live.class_code(session)
    now = live.state(session)
    context = {**_sheet(request, code), "session": session, "state": now, "n": code.n, "key": key,
               "poll_every": live.screen_poll_every(), "lang": _lang(request),
               "poll_url": reverse("classroom:screen-poll", args=[key_of(request)])}
    if now != LiveSession.ENDED:
        join_url = live.join_url(request.build_absolute_uri(reverse("join:join")), session)
        context.update(join_path=request.build_absolute_uri(reverse("join:join")),
                       qr=qr_svg(join_url, _("QR code of the join page")))
    if now in (LiveSession.QUESTION, LiveSession.REVEAL) and session.pace == live.TEACHER_PACED:
        item = live.question(session, session.current)
        # While answers come in the room sees two counts, which change at every answer: one query, no rows.
        context["joined"], context["answered"] = live.tally(session)
        context.update(item=item, number=session.current + 1)
        # Only at the reveal does the room see the answer and how the class answered.
        if live_rules.may_see_answer(live.moment(session), session.current, answered=False):
            context.update(answer=sheets.answer(item), spread=live.spread(session, session.current),
                           rule_url=item.rule_url(_lang(request)))
        return context
    students = live.students_of(session)
    context["joined"] = len(students)
    if now == LiveSession.ENDED:
        context["podium"] = live.report(session).podium
    elif now == LiveSession.LOBBY:
        context["names"] = [s.nickname for s in students]
    return context


def key_of(request: HttpRequest) -> str:
    return request.resolver_match.kwargs["key"]


@allow("GET")
def screen(request: HttpRequest, key: str) -> HttpResponse:
    session = live.by_screen(key)
    if session is None:
        return _no_screen(request)
    return _unstored(render(request, "classroom/screen.html", _context(request, session, _key(session))))


@allow("GET")
def screen_poll(request: HttpRequest, key: str) -> HttpResponse:
    return _poll(request, lambda: polls.screen(key), _key,
                 lambda session, version: render(request, "classroom/_screen.html",
                                                 _context(request, session, version)),
                 _no_screen)
