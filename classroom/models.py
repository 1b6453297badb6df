"""A live class: a session the teacher runs, the students seated in it, and their answers.

Everything a poll needs is on the session row (state, question, ``version``), so a poll costs one
small query; nothing lives in a process's memory, so several app servers can share the database.
"""

from __future__ import annotations

from django.db import models
from django.db.models.functions import Lower


class LiveSession(models.Model):
    LOBBY, QUESTION, REVEAL, ENDED = "lobby", "question", "reveal", "ended"
    STATES = [(s, s) for s in (LOBBY, QUESTION, REVEAL, ENDED)]

    join_code = models.CharField(max_length=6, db_index=True)
    """Typed by students; unique among open sessions (checked when one is opened)."""
    teacher_hash = models.CharField(max_length=64, unique=True)
    """SHA-256 of the teacher link's secret: the secret itself is never stored."""
    screen_hash = models.CharField(max_length=64, unique=True, null=True)  # noqa: DJ001
    """SHA-256 of the projector view's key, which the teacher link derives; it opens no control. NULL (not
    "") for sessions opened before projector views existed: unique allows many NULLs, never two ""."""
    class_code = models.CharField(max_length=400)
    """As printed, dashes included: 11 characters for one game, up to 27 for a mix of games, then the
    tables it fixes (``+paulo:durcal``): the one place the session keeps the rules its questions follow."""
    pace = models.CharField(max_length=8)
    feedback = models.CharField(max_length=8)
    language = models.CharField(max_length=2, default="es")
    """The teacher's language when the session was opened (the projector's)."""
    state = models.CharField(max_length=8, choices=STATES, default=LOBBY)
    current = models.PositiveSmallIntegerField(default=0)
    """Index (from 0) of the question on screen, in a teacher-paced session."""
    version = models.PositiveIntegerField(default=1)
    """Bumped by every change (a join, an answer, a step): the ETag of every poll."""
    created = models.DateTimeField(auto_now_add=True, db_index=True)
    ends_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.join_code} ({self.class_code})"


class Student(models.Model):
    session = models.ForeignKey(LiveSession, on_delete=models.CASCADE, related_name="students")
    nickname = models.CharField(max_length=20)
    token_hash = models.CharField(max_length=64, unique=True)
    """SHA-256 of the student's cookie: the seat goes with the phone, not with an account."""
    language = models.CharField(max_length=2, default="es")
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(Lower("nickname"), "session", name="nickname_once_per_session")]
        ordering = ["joined", "pk"]

    def __str__(self) -> str:
        return self.nickname


class Answer(models.Model):
    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="answers")
    question = models.PositiveSmallIntegerField()
    """Index (from 0) in the session's list of questions."""
    given = models.JSONField()
    """The form fields the widget sent, as lists of strings (what the drill's ``parse_answer`` reads)."""
    correct = models.BooleanField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint("student", "question", name="one_answer_per_question")]
        ordering = ["question", "created", "pk"]

    def __str__(self) -> str:
        return f"{self.student_id} #{self.question + 1}: {'right' if self.correct else 'wrong'}"


class JoinGuesses(models.Model):
    """Wrong join codes counted in one window of time: a row per address (its keyed digest, never the
    address itself) and one for the whole code space (:mod:`classroom.join_limit`). A ``pass`` row says an
    address got into a session, which lets its classmates in past the address's limit while it is open."""

    key = models.CharField(max_length=100)
    window = models.BigIntegerField()
    """The number of the window (seconds since the epoch over its length); for a pass, the window in
    which the session ends, so it is kept exactly as long as the session takes students."""
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["key", "window"], name="one_count_per_key_and_window")]
        indexes = [models.Index(fields=["window"], name="join_guesses_window")]

    def __str__(self) -> str:
        return f"{self.key[:12]}… #{self.window}: {self.count}"
