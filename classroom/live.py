"""Live sessions: opening one, seating students, taking answers, stepping through the questions, results.

Plain functions over the models, with no request objects, so views, tests and the benchmark share them.
The questions come from the class code through :mod:`classroom.sheets`, like the worksheet's.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.datastructures import MultiValueDict

from classroom import codes, sheets
from classroom.codes import ClassCode
from classroom.models import Answer, JoinAttempt, LiveSession, Student
from trainers.drills import CHOICE, CHOICES, SKILLS, BadAnswer, Feedback

TEACHER_PACED, SELF_PACED = "teacher", "self"
PACES = (TEACHER_PACED, SELF_PACED)
AFTER_EACH, AT_REVEAL = "each", "reveal"
FEEDBACKS = (AFTER_EACH, AT_REVEAL)

JOIN_ALPHABET = "ACDEFHJKMNPQRTWXY34679"
"""No 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V: what is read off a projector is typed right."""
JOIN_LENGTH = 6
MAX_STUDENTS = 60
LIFETIME = timedelta(hours=12)
"""How long a session takes answers."""
KEPT = timedelta(days=30)
"""How long a session and its answers are kept before ``purge_live_sessions`` deletes them."""
JOIN_WINDOW, JOIN_FAILURES = timedelta(minutes=10), 30
"""Wrong join codes allowed per address in the window: a class behind one address still gets in,
a script guessing codes does not."""
NICKNAME = re.compile(r"^[\w .'’-]{1,20}$")
"""Letters (any alphabet), digits, spaces and . ' - _: a name, never markup."""


def poll_seconds() -> str:
    """Seconds between two polls of a phone or the projector, written for htmx's ``every …s``:
    settings ``NAIPES_LIVE_POLL_SECONDS`` (2; short under test, so browser tests wait less for news).
    Formatted here, not by the template, which would write a fraction with the page's decimal comma."""
    return f"{settings.NAIPES_LIVE_POLL_SECONDS:g}"


class Refused(ValueError):
    """Raised when a join or an answer is refused; ``code`` names why, for the view's message."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.code = reason
        self.params = params


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def clean_join_code(text: str) -> str:
    """Upper case, spaces and dashes dropped; look-alikes are not mapped (they are not in the alphabet).
    Control characters go too: nobody types them, and PostgreSQL cannot even look a NUL up."""
    return "".join(ch for ch in codes.normalize(text) if unicodedata.category(ch) != "Cc")[:JOIN_LENGTH * 2]


# --- opening and finding sessions ----------------------------------------------------------------


def open_session(code: ClassCode, pace: str, feedback: str, language: str = "es") -> tuple[LiveSession, str]:
    """A new session for ``code`` and the teacher link's secret, which is returned once and stored hashed."""
    if pace not in PACES or feedback not in FEEDBACKS:
        raise ValueError("unknown pace or feedback")
    now = timezone.now()
    secret = secrets.token_urlsafe(24)
    for _ in range(20):
        join_code = "".join(secrets.choice(JOIN_ALPHABET) for _ in range(JOIN_LENGTH))
        if not open_sessions().filter(join_code=join_code).exists():
            break
    session = LiveSession.objects.create(
        join_code=join_code, teacher_hash=digest(secret), class_code=str(code), pace=pace, feedback=feedback,
        language=language, ends_at=now + LIFETIME)
    return session, secret


def open_sessions():
    return LiveSession.objects.filter(ends_at__gt=timezone.now()).exclude(state=LiveSession.ENDED)


def by_secret(secret: str) -> LiveSession | None:
    if not isinstance(secret, str) or not 20 <= len(secret) <= 64:
        return None
    return LiveSession.objects.filter(teacher_hash=digest(secret)).order_by().first()


def by_token(token: str | None) -> Student | None:
    """The student seated by this cookie, with their session, in one query."""
    if not token or len(token) > 64:
        return None
    # No ORDER BY: the hash is unique, and a poll should cost one plain indexed lookup.
    return next(iter(Student.objects.select_related("session").filter(token_hash=digest(token)).order_by()[:1]),
                None)


def is_open(session: LiveSession) -> bool:
    return session.state != LiveSession.ENDED and timezone.now() < session.ends_at


def state(session: LiveSession) -> str:
    """The state as students see it: a session past its 12 hours is over even if nobody pressed End."""
    return session.state if is_open(session) else LiveSession.ENDED


def bump(session: LiveSession, **changes: Any) -> None:
    """Save ``changes`` and a new version in one UPDATE, so every poll sees that something moved."""
    LiveSession.objects.filter(pk=session.pk).update(version=F("version") + 1, **changes)
    session.refresh_from_db(fields=["version", "state", "current"])


@lru_cache(maxsize=512)
def _entry(class_code: str, index: int) -> sheets.Entry:
    # Pure function of its arguments (seeded by the code), so caching it shares nothing between requests.
    return sheets.entry(codes.parse(class_code), index + 1)


def class_code(session: LiveSession) -> ClassCode:
    return codes.parse(session.class_code)


def question(session: LiveSession, index: int) -> sheets.Entry:
    """Question ``index`` (from 0) of the session: the class code's own list."""
    return _entry(session.class_code, index)


def count(session: LiveSession) -> int:
    return class_code(session).n


# --- students ------------------------------------------------------------------------------------


def check_rate(address: str) -> None:
    since = timezone.now() - JOIN_WINDOW
    if JoinAttempt.objects.filter(address=address, created__gt=since).count() >= JOIN_FAILURES:
        raise Refused("too_many")


def find_session(join_code: str, address: str) -> LiveSession:
    """The open session of a join code; a wrong code counts against the address."""
    check_rate(address)
    cleaned = clean_join_code(join_code)
    if not cleaned:
        raise Refused("no_code")
    session = open_sessions().filter(join_code=cleaned).first() if len(cleaned) == JOIN_LENGTH else None
    if session is None:
        # An address is kept only as long as it counts against the limit: no log of who tried what.
        JoinAttempt.objects.filter(created__lt=timezone.now() - JOIN_WINDOW).delete()
        JoinAttempt.objects.create(address=address[:45])
        ended = LiveSession.objects.filter(join_code=cleaned).exists()
        raise Refused("ended" if ended else "unknown_code", code=cleaned[:JOIN_LENGTH * 2])
    return session


def clean_nickname(text: str) -> str:
    name = " ".join(str(text).split())
    if not name:
        raise Refused("no_nickname")
    if len(name) > 20:
        raise Refused("long_nickname", length=len(name))
    if not NICKNAME.match(name):
        raise Refused("bad_nickname")
    return name


def join(session: LiveSession, nickname: str, language: str) -> tuple[Student, str]:
    """Seat a new student; returns them and their cookie token. Raises :class:`Refused`."""
    name = clean_nickname(nickname)
    if not is_open(session):
        raise Refused("ended")
    if session.students.count() >= MAX_STUDENTS:
        raise Refused("full", limit=MAX_STUDENTS)
    if session.students.filter(nickname__iexact=name).exists():
        raise Refused("taken", nickname=name)
    token = secrets.token_urlsafe(24)
    try:
        with transaction.atomic():
            student = Student.objects.create(session=session, nickname=name, token_hash=digest(token),
                                             language=language if language in ("es", "en") else "es")
            bump(session)
    except IntegrityError:  # two phones typed the same name at the same moment
        raise Refused("taken", nickname=name) from None
    return student, token


# --- answers -------------------------------------------------------------------------------------


def widget_fields(entry: sheets.Entry, data) -> dict[str, list[str]]:
    """Only the fields the question's widget has, as lists of short strings: what is stored."""
    widget = entry.scene.widget
    if widget.kind in (CHOICE, CHOICES):
        names = ["choice"]
    elif widget.kind == "order":
        names = [f"pos-{c.code}" for c in widget.cards]
    else:
        names = [f"n-{f.key}" for f in widget.fields]
    getlist = data.getlist if hasattr(data, "getlist") else (lambda k: list(data.get(k, [])))
    return {name: [str(v)[:12] for v in getlist(name)][:20] for name in names}


def as_form(given: dict[str, list[str]]) -> MultiValueDict:
    """Stored fields read back as a form (drills tell a form from JSON by its ``getlist``)."""
    return MultiValueDict(given)


def open_question(student: Student) -> int | None:
    """The question this student may answer now, or None."""
    session = student.session
    current_state = state(session)
    if session.pace == TEACHER_PACED:
        return session.current if current_state == LiveSession.QUESTION else None
    if current_state != LiveSession.QUESTION:
        return None
    done = student.answers.count()
    return done if done < count(session) else None


def answer(student: Student, index: int, data) -> tuple[Answer, Feedback]:
    """Check and keep one answer. Raises :class:`Refused`, or ``BadAnswer`` for a form the drill cannot read."""
    session = student.session
    if state(session) == LiveSession.ENDED:
        raise Refused("ended")
    expected = open_question(student)
    if expected is None or index != expected:
        already = student.answers.filter(question=index).exists()
        raise Refused("already" if already else "closed")
    entry = question(session, index)
    given = widget_fields(entry, data)
    feedback = entry.drill.check(entry.question, entry.drill.parse_answer(as_form(given)))
    try:
        with transaction.atomic():  # one commit for the answer and the new version
            saved = Answer.objects.create(student=student, question=index, given=given, correct=feedback.correct)
            bump(session)
    except IntegrityError:  # the same phone posted twice at once: the first answer stands
        raise Refused("already") from None
    return saved, feedback


def feedback_of(session: LiveSession, saved: Answer) -> Feedback:
    entry = question(session, saved.question)
    try:
        return entry.drill.check(entry.question, entry.drill.parse_answer(as_form(saved.given)))
    except BadAnswer:  # stored answers were read once already; this only guards a changed drill
        return Feedback(saved.correct, (), None, {"es": "", "en": ""})


def may_see_verdict(session: LiveSession, index: int) -> bool:
    """Whether students see right or wrong for question ``index`` now (the teacher's feedback choice)."""
    if session.feedback == AFTER_EACH or state(session) == LiveSession.ENDED:
        return True
    return session.pace == TEACHER_PACED and session.state == LiveSession.REVEAL and session.current == index


# --- the teacher's steps -------------------------------------------------------------------------


def step(session: LiveSession, action: str) -> None:
    """``start``, ``reveal``, ``next`` or ``end``; a step that does not fit the state does nothing."""
    current_state = state(session)
    if action == "end":
        if current_state != LiveSession.ENDED or session.state != LiveSession.ENDED:
            bump(session, state=LiveSession.ENDED)
        return
    if current_state == LiveSession.ENDED:
        return
    if action == "start" and current_state == LiveSession.LOBBY:
        bump(session, state=LiveSession.QUESTION, current=0)
    elif session.pace == TEACHER_PACED and action == "reveal" and current_state == LiveSession.QUESTION:
        bump(session, state=LiveSession.REVEAL)
    elif session.pace == TEACHER_PACED and action == "next" and current_state == LiveSession.REVEAL:
        if session.current + 1 < count(session):
            bump(session, state=LiveSession.QUESTION, current=session.current + 1)
        else:
            bump(session, state=LiveSession.ENDED)


# --- results -------------------------------------------------------------------------------------


@dataclass
class Bar:
    label: Any
    card: Any
    count: int
    right: bool
    percent: int = 0


@dataclass
class Spread:
    """How the class answered one question: a bar per option, or right and wrong."""

    answered: int
    right: int
    bars: list[Bar] = field(default_factory=list)

    @property
    def wrong(self) -> int:
        return self.answered - self.right


def spread(session: LiveSession, index: int, answers: list[Answer] | None = None) -> Spread:
    if answers is None:
        answers = list(Answer.objects.filter(student__session=session, question=index))
    else:
        answers = [a for a in answers if a.question == index]
    result = Spread(len(answers), sum(a.correct for a in answers))
    entry = question(session, index)
    widget = entry.scene.widget
    if widget.kind in (CHOICE, CHOICES):
        right = sheets.answer(entry).values
        ticks = Counter(v for a in answers for v in set(a.given.get("choice", [])))
        for option in widget.options:
            result.bars.append(Bar(option.label, option.card, ticks[option.value], option.value in right))
        for bar in result.bars:
            bar.percent = round(100 * bar.count / len(answers)) if answers else 0
    return result


@dataclass
class Row:
    student: Student
    marks: list[Answer | None]
    right: int


@dataclass
class Report:
    rows: list[Row]
    questions: list[tuple[sheets.Entry, Spread]]
    skills: list[tuple[str, int, int]]
    """(skill key, right, answered), weakest first."""
    weakest: tuple[str, sheets.Entry] | None
    """The weakest skill and a question of it, whose drill's rule section is the one to revisit."""

    @property
    def podium(self) -> list[Row]:
        return [r for r in self.rows if r.right][:3]


def report(session: LiveSession) -> Report:
    """Per student, per question and per skill; two queries however big the class."""
    students = list(session.students.all())
    answers = list(Answer.objects.filter(student__session=session))
    n = count(session)
    by_student: dict[int, dict[int, Answer]] = {s.pk: {} for s in students}
    for a in answers:
        by_student.setdefault(a.student_id, {})[a.question] = a
    rows = [Row(s, [by_student[s.pk].get(i) for i in range(n)], sum(a.correct for a in by_student[s.pk].values()))
            for s in students]
    # Most right first; among equals, whoever finished answering first.
    last = {s.pk: max((a.created for a in by_student[s.pk].values()), default=timezone.now()) for s in students}
    rows.sort(key=lambda r: (-r.right, last[r.student.pk], r.student.nickname.lower()))
    questions = [(question(session, i), spread(session, i, answers)) for i in range(n)]
    tally: dict[str, list[int]] = {}
    for entry, result in questions:
        tally.setdefault(entry.drill.SKILL, [0, 0])
        tally[entry.drill.SKILL][0] += result.right
        tally[entry.drill.SKILL][1] += result.answered
    skills = sorted(((k, r, t) for k, (r, t) in tally.items() if k in SKILLS),
                    key=lambda s: s[1] / s[2] if s[2] else 1.0)
    weakest = None
    missed = [s for s in skills if s[1] < s[2]]
    if missed:
        # The rule to revisit: that of the skill's question the class missed most.
        skill = missed[0][0]
        entry = min((e for e, r in questions if skill == e.drill.SKILL and r.answered),
                    key=lambda e: questions[e.number - 1][1].right / questions[e.number - 1][1].answered)
        weakest = (skill, entry)
    return Report(rows, questions, skills, weakest)
