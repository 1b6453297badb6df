"""From class to review: at the end of a live class, with the student's consent, the questions they missed
join the review queue the trainers keep for this browser (spaced repetition), so the class goes on as
homework.

Nothing about the student travels: the queue is the browser's own, under the trainers' random learner id,
and holds only which question to ask again (drill, seed, level, and the table the class played). The nickname stays with the class and is
deleted with it. A class's question seeds are kept from the public trainers while the class runs (they would
rebuild its answers); once the class is over its answers have all been shown, so they may be practised.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from classroom import live, live_rules, sheets
from classroom.live_views import _not_seated, _seat_context, _student
from classroom.views import allow
from naipes_site.head import render
from trainers import learner, tracking


@allow("POST")
@learner.keeps_learner
def seat_review(request: HttpRequest) -> HttpResponse:
    student = _student(request)
    if student is None:
        return _not_seated(request)
    session = student.session
    context = _seat_context(request, student)
    if not live_rules.may_review(live.moment(session)):
        context["error"] = _("Your missed questions can go to your review once the class is over.")
        return render(request, "classroom/seat.html", context, status=409)
    if request.POST.get("consent") != "yes":
        context["error"] = _("Tick the box to say yes first: nothing is added without it.")
        return render(request, "classroom/seat.html", context, status=400)
    key = learner.ensure(request)
    code = live.questions_code(session, student)  # a self-paced seat's own questions
    right = {a.question for a in student.answers.all() if a.correct}
    added = 0
    for index in range(code.n):
        if index in right:
            continue
        entry = live.question(session, index, student)
        table = "" if entry.table.standard else entry.table.code  # reviewed under the class's table
        added += tracking.schedule_missed(key, entry.drill.SLUG, sheets.question_seed(code, index + 1), code.level,
                                          table)
    context["reviewed"] = added
    return render(request, "classroom/seat.html", context)
