"""Live sessions: opening one, seating students, taking answers, stepping through the questions, results.

Plain functions over the models, with no request objects, so views, tests and the benchmark share them.
The questions come from the class code through :mod:`classroom.sheets`, like the worksheet's.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import hmac
import json
import re
import secrets
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import IntegrityError, connections, router, transaction
from django.db.models import Count, Q, Value
from django.db.models.functions import Lower
from django.db.models.lookups import Exact
from django.utils import timezone
from django.utils.crypto import salted_hmac

from classroom import codes, join_limit, live_rules, nickname_care, sheets
from classroom.codes import ClassCode
from classroom.models import Answer, LiveSession, Student
from classroom.readable import given_text
from naipes_site import prepared
from trainers import forms as widget_forms, item_stats
from trainers.drills import CHOICE, CHOICES, SKILLS, BadAnswer, Feedback
from trainers.drills.core import of_answer
from trainers.judge_links import link_for

TEACHER_PACED, SELF_PACED, PACES = live_rules.TEACHER_PACED, live_rules.SELF_PACED, live_rules.PACES
AFTER_EACH, AT_REVEAL, FEEDBACKS = live_rules.AFTER_EACH, live_rules.AT_REVEAL, live_rules.FEEDBACKS

JOIN_ALPHABET = "ACDEFHJKMNPQRTWXY34679"
"""No 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V: what is read off a projector is typed right."""
JOIN_LENGTH = 6
MAX_STUDENTS = 60
LIFETIME = timedelta(hours=12)
"""How long a session takes answers."""
KEPT = timedelta(days=30)
"""How long a session and its answers are kept before ``purge_live_sessions`` deletes them."""
JOIN_WINDOW, JOIN_FAILURES = join_limit.WINDOW, join_limit.PER_ADDRESS
"""Wrong join codes allowed per address range in the window (the code space has a count too, and past it each
range has fewer: :mod:`classroom.join_limit`)."""
NICKNAME = re.compile(r"^[\w .'’-]{1,20}$")
"""Letters (any alphabet), digits, spaces and . ' - _: a name, never markup."""


def poll_seconds() -> str:
    """Seconds between two polls of a phone or the projector, written for htmx's ``every …s``:
    settings ``NAIPES_LIVE_POLL_SECONDS`` (2; short under test, so browser tests wait less for news).
    Formatted here, not by the template, which would write a fraction with the page's decimal comma."""
    return f"{settings.NAIPES_LIVE_POLL_SECONDS:g}"


def screen_poll_seconds() -> float:
    """How often the projector and the teacher's page ask for news: ``NAIPES_LIVE_SCREEN_POLL_SECONDS``, half a
    second by default, so an answer is on the teacher's screen within a second. There is one such screen
    per class, against forty phones, and a poll with nothing new costs one query and an empty reply."""
    return float(settings.NAIPES_LIVE_SCREEN_POLL_SECONDS)


def screen_poll_every() -> str:
    """The same as htmx reads it ("0.5s"): written here, since a template would print "0,5" in Spanish."""
    return f"{screen_poll_seconds():g}s"


class Refused(ValueError):
    """Raised when a join or an answer is refused; ``code`` names why, for the view's message."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.code = reason
        self.params = params


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def screen_key(secret: str) -> str:
    """The projector view's key, derived from the teacher's secret: the teacher page can always show its
    address, and a photo of the projected address bar opens nothing but what the class already sees."""
    mac = hmac.new(secret.encode(), b"naipes-live-projector", hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode()[:32]


def clean_join_code(text: str) -> str:
    """Upper case, spaces and dashes dropped; look-alikes are not mapped (they are not in the alphabet).
    Control characters go too: nobody types them, and PostgreSQL cannot even look a NUL up."""
    return "".join(ch for ch in codes.normalize(text) if unicodedata.category(ch) != "Cc")[:JOIN_LENGTH * 2]


# --- opening and finding sessions ----------------------------------------------------------------


def open_session(code: ClassCode, pace: str, feedback: str, language: str = "es") -> tuple[LiveSession, str]:
    """A new session for ``code`` and the teacher link's secret, which is returned once and stored hashed.

    A class code may be printed on a worksheet, and anyone may open a live class from it. So only one
    running teacher-paced class at a time asks the code's own questions (the public quiz of the code waits
    for its reveals: :func:`held`); a second one opened while it runs asks positions of its own, of the same
    trainers, level, tables and count (a fresh secret seed), or its teacher's "reveal" would answer the
    first class's questions. A self-paced class never asks the code's own: each seat has its own
    (:func:`seat_code`)."""
    if pace not in PACES or feedback not in FEEDBACKS:
        raise ValueError("unknown pace or feedback")
    if pace == TEACHER_PACED and running(code).exists():
        code = own_positions(code)
    now = timezone.now()
    secret = secrets.token_urlsafe(24)
    for _ in range(20):
        join_code = "".join(secrets.choice(JOIN_ALPHABET) for _ in range(JOIN_LENGTH))
        if not open_sessions().filter(join_code=join_code).exists():
            break
    session = LiveSession.objects.create(
        join_code=join_code, teacher_hash=digest(secret), screen_hash=digest(screen_key(secret)),
        class_code=str(code), pace=pace, feedback=feedback, language=language, ends_at=now + LIFETIME)
    if pace == TEACHER_PACED and running(code).filter(pk__lt=session.pk).exists():
        # Another class over the same code was opened at the same moment, and came first.
        session.class_code = str(own_positions(code))
        session.save(update_fields=["class_code"])
    return session, secret


def own_positions(code: ClassCode) -> ClassCode:
    """The same trainers, level, count and tables as ``code``, on positions of their own (a fresh seed)."""
    seed = code.seed
    while seed == code.seed:
        seed = secrets.randbelow(2**codes.SEED_BITS)
    return dataclasses.replace(code, seed=seed)


def running(code: ClassCode):
    """The open teacher-paced sessions that ask ``code``'s own questions, under whatever table: the seeds
    leave the tables out, so a table changes answers, not cards."""
    base = code.base
    return open_sessions().filter(pace=TEACHER_PACED).filter(
        Q(class_code=base) | Q(class_code__startswith=base + codes.TABLE_SEPARATOR))


def held(code: ClassCode, number: int) -> bool:
    """Whether question ``number`` (from 1) of ``code`` is on, or still to come in, a running live class:
    until that class reveals it (or ends), nothing else may answer it (the public quiz of the code)."""
    return any(not live_rules.revealed(now, current, number - 1)
               for now, current in running(code).values_list("state", "current"))


def open_sessions():
    return LiveSession.objects.filter(ends_at__gt=timezone.now()).exclude(state=LiveSession.ENDED)


def _by_hash(column: str) -> prepared.Statement:
    return prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(
        **{column: p.text("hash")}).order_by().values_list(*prepared.columns(LiveSession))[:1])


_BY_HASH = {column: _by_hash(column) for column in ("teacher_hash", "screen_hash")}
# No ORDER BY: the hash is unique, and a poll should cost one plain indexed lookup.
_BY_TOKEN = prepared.Statement(Student, lambda p: Student.objects.filter(token_hash=p.text("hash")).order_by()
                               .values_list(*prepared.columns(Student), *prepared.columns(LiveSession, "session__"))[:1])
_STUDENTS_OF = prepared.Statement(Student, lambda p: Student.objects.filter(session_id=p.number("session"))
                                  .values_list(*prepared.columns(Student)))
_ANSWERS_OF = prepared.Statement(Answer, lambda p: Answer.objects.filter(student_id=p.number("student"))
                                 .values_list(*prepared.columns(Answer)))
_ANSWERS_TO = prepared.Statement(Answer, lambda p: Answer.objects.filter(
    student__session_id=p.number("session"), question=p.number("question")).values_list(*prepared.columns(Answer)))
_OPEN_BY_CODE = prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(
    join_code=p.text("code"), ends_at__gt=p.moment("now")).exclude(state=LiveSession.ENDED).order_by("pk")
    .values_list(*prepared.columns(LiveSession))[:1])
_SEATED = prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(pk=p.number("session")).annotate(
    seated=Count("students"),
    same_name=Count("students", filter=Q(Exact(Lower("students__nickname"), Lower(Value(p.text("name")))))),
).values_list("seated", "same_name"))
"""The lookups a class asks over and over, built once per process (naipes_site.prepared): building a query
costs several times what running these indexed ones does. A class of 30 arriving within seconds asks the
join's two (the open session of a code; how many are seated and whether one has the nickname, compared as
the database's constraint compares it, in lower case) once per student."""


def session_row(column: str, hashed: str) -> tuple[str, list[Any]] | None:
    """The database's alias and the row of the session whose ``column`` (``teacher_hash`` or ``screen_hash``)
    is ``hashed``, or None: what :func:`session_from` makes the session of."""
    alias, found = _BY_HASH[column].rows(hash=hashed)
    return (alias, found[0]) if found else None


def open_by_code(join_code: str) -> LiveSession | None:
    """``open_sessions().filter(join_code=join_code).first()``, prepared."""
    alias, found = _OPEN_BY_CODE.rows(code=join_code, now=timezone.now())
    return session_from(alias, found[0]) if found else None


def seated(session: LiveSession, nickname: str) -> tuple[int, bool]:
    """How many students the session seats, and whether one of them is called ``nickname`` (in any case):
    one prepared query."""
    _alias, found = _SEATED.rows(session=session.pk, name=nickname)
    seats, same = found[0] if found else (0, 0)
    return seats, bool(same)


def session_from(alias: str, row: list[Any]) -> LiveSession:
    return prepared.instance(LiveSession, alias, row)


def by_secret(secret: str) -> LiveSession | None:
    if not isinstance(secret, str) or not 20 <= len(secret) <= 64:
        return None
    found = session_row("teacher_hash", digest(secret))
    return session_from(*found) if found else None


def by_screen(key: str) -> LiveSession | None:
    if not isinstance(key, str) or len(key) != 32:
        return None
    found = session_row("screen_hash", digest(key))
    return session_from(*found) if found else None


def student_row(token: str | None) -> tuple[str, list[Any]] | None:
    """The database's alias and the row of the student seated by this cookie and their session (the student's
    columns, then the session's), or None: what :func:`student_from` makes the student of."""
    if not token or len(token) > 64:
        return None
    alias, found = _BY_TOKEN.rows(hash=digest(token))
    return (alias, found[0]) if found else None


STUDENT_COLUMNS = len(prepared.columns(Student))
"""Where the session's columns start in a :func:`student_row`."""


def student_from(alias: str, row: list[Any]) -> Student:
    student = prepared.instance(Student, alias, row[:STUDENT_COLUMNS])
    Student.session.field.set_cached_value(student, session_from(alias, row[STUDENT_COLUMNS:]))
    return student


def by_token(token: str | None) -> Student | None:
    """The student seated by this cookie, with their session, in one query."""
    found = student_row(token)
    return student_from(*found) if found else None


def _related(statement: prepared.Statement, model, parent_field, parent, **values: Any) -> list:
    """The rows of ``statement`` as ``model`` instances, each with ``parent`` in place on ``parent_field``, as
    a related manager (``parent.children.all()``) leaves them."""
    alias, found = statement.rows(**values)
    made = [prepared.instance(model, alias, row) for row in found]
    for one in made:
        parent_field.set_cached_value(one, parent)
    return made


def students_of(session: LiveSession) -> list[Student]:
    """``session.students.all()``: its students in the order they joined, each knowing its session."""
    return _related(_STUDENTS_OF, Student, Student.session.field, session, session=session.pk)


def answers_of(student: Student) -> list[Answer]:
    """``student.answers.all()``: the student's answers by question, each knowing its student."""
    return _related(_ANSWERS_OF, Answer, Answer.student.field, student, student=student.pk)


def answers_to(session: LiveSession, index: int) -> list[Answer]:
    """The answers the session's students gave to question ``index``."""
    alias, found = _ANSWERS_TO.rows(session=session.pk, question=index)
    return [prepared.instance(Answer, alias, values) for values in found]


def is_open(session: LiveSession) -> bool:
    return session.state != LiveSession.ENDED and timezone.now() < session.ends_at


def state(session: LiveSession) -> str:
    """The state as students see it: a session past its 12 hours is over even if nobody pressed End."""
    return session.state if is_open(session) else LiveSession.ENDED


def moment(session: LiveSession) -> live_rules.Moment:
    """The class as its seats see it now, for :mod:`classroom.live_rules` (no query)."""
    return live_rules.Moment(state(session), session.pace, session.feedback, session.current, count(session))


_BUMPED = ("version", "state", "current")


def bump(session: LiveSession, **changes: Any) -> None:
    """Save ``changes`` and a new version in one UPDATE, so every poll sees that something moved, and read
    what the session is now in the same statement (``RETURNING``, PostgreSQL and SQLite 3.35 alike): one round
    trip to the database less for every answer, step and join."""
    model = LiveSession._meta
    alias = router.db_for_write(LiveSession)
    quote = connections[alias].ops.quote_name
    fields = {model.get_field(name): value for name, value in changes.items()}
    assignments = ", ".join([f"{quote('version')} = {quote('version')} + 1",
                             *(f"{quote(f.column)} = %s" for f in fields)])
    with connections[alias].cursor() as cursor:
        cursor.execute(f"UPDATE {quote(model.db_table)} SET {assignments} WHERE {quote(model.pk.column)} = %s "
                       f"RETURNING {', '.join(quote(name) for name in _BUMPED)}",
                       [*(f.get_db_prep_save(value, connections[alias]) for f, value in fields.items()), session.pk])
        row = cursor.fetchone()
    if row is None:
        raise LiveSession.DoesNotExist("the session was deleted")
    session.version, session.state, session.current = row


@lru_cache(maxsize=4096)
def _entry(class_code: str, index: int) -> sheets.Entry:
    # Pure function of its arguments (seeded by the code), so caching it shares nothing between requests.
    return sheets.entry(_parsed(class_code), index + 1)


@lru_cache(maxsize=4096)
def _parsed(class_code: str) -> ClassCode:
    # The same: a code's text alone decides it (a frozen dataclass), and a request reads it several times.
    return codes.parse(class_code)


def class_code(session: LiveSession) -> ClassCode:
    return _parsed(session.class_code)


def seat_code(session: LiveSession, student: Student) -> ClassCode:
    """The questions of one seat in a self-paced class: the class code's trainers, level, count and tables,
    on positions of the seat's own. Each seat works alone, with the verdict after each answer if the teacher
    chose so: with one list for all, a second seat would answer anything and its verdict be copied into the
    first. The seed is keyed with the site's secret and the teacher link's hash, so it cannot be worked out
    from the code, the session or the seat's number."""
    return _parsed(_seat_code_text(session.class_code, session.pk, session.teacher_hash, student.pk,
                                   settings.SECRET_KEY))


@lru_cache(maxsize=4096)
def _seat_code_text(class_code_text: str, session_pk: int, teacher_hash: str, student_pk: int, secret: str) -> str:
    # A pure function of its arguments (the site's secret among them), cached: a seat asks for its questions
    # several times a request, and the HMAC and the code's checks cost about 90 µs a time.
    code = _parsed(class_code_text)
    digest = salted_hmac("classroom.live.seat", f"{session_pk}:{teacher_hash}:{student_pk}", secret=secret).digest()
    seed = int.from_bytes(digest[:6], "big") % 2**codes.SEED_BITS
    if seed == code.seed:  # never the code's own positions, which its public quiz answers
        seed = (seed + 1) % 2**codes.SEED_BITS
    return str(dataclasses.replace(code, seed=seed))


def questions_code(session: LiveSession, student: Student | None = None) -> ClassCode:
    """The code whose questions ``student`` is asked: their seat's own in a self-paced class, else the
    session's (one question for all, in a teacher-paced class)."""
    if student is not None and session.pace == SELF_PACED:
        return seat_code(session, student)
    return class_code(session)


def question(session: LiveSession, index: int, student: Student | None = None) -> sheets.Entry:
    """Question ``index`` (from 0) as ``student`` is asked it: in a teacher-paced class the class code's own
    list, the same for all; in a self-paced class the seat's own (:func:`seat_code`), of the same trainer and
    level at each index. Without a student, the class code's own list."""
    if student is not None and session.pace == SELF_PACED:
        return _entry(_seat_code_text(session.class_code, session.pk, session.teacher_hash, student.pk,
                                      settings.SECRET_KEY), index)
    return _entry(session.class_code, index)


def count(session: LiveSession) -> int:
    return class_code(session).n


# --- students ------------------------------------------------------------------------------------


JOIN_PASS_LENGTH = 16


def join_pass(session: LiveSession) -> str:
    """The signed pass of the teacher's join link and the projector's QR code: whoever holds it has the code
    already, so it lets a phone in without counting a guess, even while the site is under a guessing
    attack (:mod:`classroom.join_limit`). Keyed with the site's secret and the teacher link's hash."""
    mac = salted_hmac("classroom.live.join-pass", f"{session.pk}:{session.join_code}:{session.teacher_hash}")
    return mac.hexdigest()[:JOIN_PASS_LENGTH]


def join_url(join_page: str, session: LiveSession) -> str:
    """The join page with the session's code filled in and its pass: the QR code's and the teacher's link."""
    return f"{join_page}?code={session.join_code}&pass={join_pass(session)}"


def find_session(join_code: str, address: str, passed: str = "") -> LiveSession:
    """The open session of a join code; every code typed counts against the address's range and the code
    space until it proves right (:mod:`classroom.join_limit`), unless it comes with the session's pass."""
    cleaned = clean_join_code(join_code)
    if not cleaned:
        raise Refused("no_code")
    if isinstance(passed, str) and len(passed) == JOIN_PASS_LENGTH and len(cleaned) == JOIN_LENGTH:
        session = open_sessions().filter(join_code=cleaned).first()
        if session is not None and hmac.compare_digest(passed.encode(), join_pass(session).encode()):
            return session
        # A wrong pass is no pass: the code is counted as if typed.
    guess = join_limit.guess(address)
    session = open_by_code(cleaned) if len(cleaned) == JOIN_LENGTH else None
    if session is not None and guess.right(session.pk, session.ends_at):
        return session
    if guess.refused:
        raise Refused(guess.refused)
    ended = LiveSession.objects.filter(join_code=cleaned).exists()
    raise Refused("ended" if ended else "unknown_code", code=cleaned[:JOIN_LENGTH * 2])


def clean_nickname(text: str) -> str:
    name = " ".join(str(text).split())
    if not name:
        raise Refused("no_nickname")
    if len(name) > 20:
        raise Refused("long_nickname", length=len(name))
    if not NICKNAME.match(name):
        raise Refused("bad_nickname")
    if nickname_care.is_blocked(name):
        raise Refused("rude_nickname")
    return name


def join(session: LiveSession, nickname: str, language: str) -> tuple[Student, str]:
    """Seat a new student; returns them and their cookie token. Raises :class:`Refused`."""
    name = clean_nickname(nickname)
    if not is_open(session):
        raise Refused("ended")
    seats, taken = seated(session, name)
    if seats >= MAX_STUDENTS:
        raise Refused("full", limit=MAX_STUDENTS)
    if taken:
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
    """Only the fields the question's widget has, as lists of short strings: what is stored (a control
    character in one of them is refused with ``BadAnswer``)."""
    return widget_forms.answer_fields(entry.scene.widget, data)


as_form = widget_forms.as_form


def open_question(student: Student) -> int | None:
    """The question this student may answer now, or None (:func:`classroom.live_rules.open_question`)."""
    return live_rules.open_question(moment(student.session), student.answers.count)


def answer(student: Student, index: int, data) -> tuple[Answer, Feedback]:
    """Check and keep one answer. Raises :class:`Refused`, or ``BadAnswer`` for a form the drill cannot read."""
    session = student.session
    if state(session) == LiveSession.ENDED:
        raise Refused("ended")
    expected = open_question(student)
    if expected is None or index != expected:
        already = student.answers.filter(question=index).exists()
        raise Refused("already" if already else "closed")
    entry = question(session, index, student)
    given = widget_fields(entry, data)
    feedback = entry.drill.check(entry.question, entry.drill.parse_answer(as_form(given)))
    try:
        with transaction.atomic():  # one commit for the answer and the new version
            saved = Answer.objects.create(student=student, question=index, given=given, correct=feedback.correct)
            bump(session)
    except IntegrityError:  # the same phone posted twice at once: the first answer stands
        raise Refused("already") from None
    # After the commit, in a statement of its own: the count's row is shared by every class answering this
    # trainer at this level, and inside the transaction its lock would be held until the commit, queueing
    # the answers of all those classes one behind the other.
    item_stats.count(entry.drill.SLUG, class_code(session).level, feedback.correct)
    return saved, feedback


def feedback_of(session: LiveSession, saved: Answer, student: Student | None = None) -> Feedback:
    """The verdict on a kept answer, to the question ``student`` (who gave it) was asked."""
    entry = question(session, saved.question, student)
    try:
        return entry.drill.check(entry.question, entry.drill.parse_answer(as_form(saved.given)))
    except BadAnswer:  # stored answers were read once already; this only guards a changed drill
        return Feedback(saved.correct, (), None, {"es": "", "en": ""})


# --- the teacher's steps -------------------------------------------------------------------------


def step(session: LiveSession, action: str) -> None:
    """``start``, ``reveal``, ``next`` or ``end``; a step that does not fit the state does nothing
    (:func:`classroom.live_rules.step`)."""
    changes = live_rules.step(moment(session), action, stored=session.state)
    if changes is not None:
        bump(session, **changes)


def remove(session: LiveSession, student_id: str) -> None:
    """The teacher removes a seat (a nickname the class should not see): the student and their answers go,
    and the phone is no longer seated."""
    if student_id.isdecimal() and len(student_id) <= 12:
        with transaction.atomic():
            if Student.objects.filter(session=session, pk=int(student_id)).delete()[0]:
                bump(session)


# --- results -------------------------------------------------------------------------------------


LONG_LIST = 8
"""A ladder of 23 rungs shows only the rungs chosen (and the right one); numbers show the 8 most given."""


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


_TALLY = prepared.Statement(LiveSession, lambda p: LiveSession.objects.filter(pk=p.number("session")).annotate(
    joined=Count("students", distinct=True),
    answered=Count("students__answers", filter=Q(students__answers__question=p.number("question"))),
).values_list("joined", "answered"))


def tally(session: LiveSession) -> tuple[int, int]:
    """The students seated, and how many of them have answered the question on screen: one query, prepared
    (the projector asks it at every answer)."""
    _alias, found = _TALLY.rows(session=session.pk, question=session.current)
    return (found[0][0], found[0][1]) if found else (0, 0)


def spread(session: LiveSession, index: int, answers: list[Answer] | None = None) -> Spread:
    if answers is None:
        answers = list(Answer.objects.filter(student__session=session, question=index))
    else:
        answers = [a for a in answers if a.question == index]
    result = Spread(len(answers), sum(a.correct for a in answers))
    if session.pace == SELF_PACED:
        # Each seat answered a position of its own: the options and numbers differ from seat to seat, so
        # the class compares by question kind (this trainer at this level), right or wrong.
        return result
    entry = question(session, index)
    widget = entry.scene.widget
    if widget.kind in (CHOICE, CHOICES):
        right = sheets.answer(entry).values
        ticks = Counter(v for a in answers for v in set(a.given.get("choice", [])))
        for option in widget.options:
            if len(widget.options) <= LONG_LIST or ticks[option.value] or option.value in right:
                result.bars.append(Bar(option.label, option.card, ticks[option.value], option.value in right))
    else:  # numbers and orders: the values given, most given first, as people read them
        given = Counter(json.dumps(a.given, sort_keys=True) for a in answers)
        rights = {json.dumps(a.given, sort_keys=True) for a in answers if a.correct}
        for text, times in given.most_common(LONG_LIST):
            values = json.loads(text)
            label = {lang: given_text(entry, values, lang) for lang in ("es", "en")}
            result.bars.append(Bar(label, None, times, text in rights))
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


# --- the debrief ---------------------------------------------------------------------------------


@dataclass
class Miss:
    """One question the class missed: how often, the wrong answer given most, and the engine's reason."""

    entry: sheets.Entry
    wrong: int
    answered: int
    common: dict[str, str]
    """The wrong answer given most, as people read it, in both languages."""
    common_count: int
    why: dict[str, str]
    """Why that answer is wrong, in the engine's words and said of the answer (:func:`why_missed`), or the
    question's explanation."""

    @property
    def rule(self) -> dict[str, str]:
        return {lang: self.entry.rule_url(lang) for lang in ("es", "en")}

    @property
    def judge(self) -> dict[str, str]:
        """The judge with this question's position ("" for questions no judge takes as they are)."""
        return {lang: link_for(self.entry, lang) for lang in ("es", "en")}


def why_missed(drill: Any, question: Any, answer: Any) -> dict[str, str]:
    """Why the answer a class gave is wrong, as the teacher goes over it: said of the answer itself ("The 3 of
    copas: it is not of the suit led…"), never to "you" as a student's feedback says it; the rule where the
    drill words that reason for the student only."""
    feedback = drill.check(question, answer)
    return of_answer(feedback.why_wrong) or feedback.explanation


def debrief(session: LiveSession, report: Report) -> list[Miss]:
    """The questions with wrong answers, the most missed first: what to go over again after the class.
    Between questions this class missed as often, the one most learners anywhere find hardest (the
    anonymous item statistics) comes first."""
    known = item_stats.difficulties()
    level = class_code(session).level
    misses = []
    for index, (entry, result) in enumerate(report.questions):
        wrong = [(row.student, mark) for row in report.rows
                 if (mark := row.marks[index]) is not None and not mark.correct]
        if not wrong:
            continue
        if session.pace == SELF_PACED:
            # Seats answered positions of their own (same trainer and level): the answer given most is
            # counted as people read it, and shown with a question of a seat that gave it.
            counted = Counter(given_text(question(session, index, s), a.given, "en") for s, a in wrong)
            shown_text, times = counted.most_common(1)[0]
            student, first = next((s, a) for s, a in wrong
                                  if given_text(question(session, index, s), a.given, "en") == shown_text)
            entry, given = question(session, index, student), first.given
        else:
            counted = Counter(json.dumps(a.given, sort_keys=True) for _s, a in wrong)
            text, times = counted.most_common(1)[0]
            given = json.loads(text)
        try:
            why = why_missed(entry.drill, entry.question, entry.drill.parse_answer(as_form(given)))
        except BadAnswer:
            why = sheets.answer(entry).feedback.explanation
        misses.append(Miss(entry, len(wrong), result.answered,
                           {lang: given_text(entry, given, lang) for lang in ("es", "en")}, times, why))
    def share_right(miss: Miss) -> float:
        difficulty = known.get((miss.entry.drill.SLUG, level))
        return difficulty.share if difficulty and difficulty.known else 1.0

    misses.sort(key=lambda m: (-m.wrong, share_right(m), m.entry.number))
    return misses


def need_help(report: Report, share: int) -> list[Row]:
    """Students whose right answers are below ``share`` per cent of the questions."""
    n = len(report.questions)
    return [row for row in report.rows if n and 100 * row.right < share * n]
