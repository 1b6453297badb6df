"""The live class's rules: the states a class and each seat go through, the teacher's steps between them,
and who may see what when (the secrecy rule).

Plain functions over plain values (a :class:`Moment` of the class and the questions a seat has answered),
with no request and no query: :mod:`classroom.live` reads the rows and stores the steps, the views only
render what these functions decide, and ``tests/classroom/test_live_rules.py`` walks every state.

The class: ``lobby`` → (start) ``question`` → (reveal, teacher-paced only) ``reveal`` → (next) ``question``
of the next index, or ``ended`` after the last; ``end`` from any state, and a class past its 12 hours reads
``ended`` whatever its row says (:func:`classroom.live.state`). A self-paced class has no reveal: it stays in
``question`` while each seat works through its own list.

A seat (:func:`seat`) is in one :data:`PHASES`:

- ``lobby``: waiting for the start; nothing to answer, no answer read;
- ``answering``: a question is open to this seat and not answered yet (self-paced: its next one, with the
  verdict on the one before if the teacher chose "after each answer");
- ``answered``: a teacher-paced seat has answered the question on screen, and waits for the reveal: it sees
  its answer, never right or wrong;
- ``revealed``: the teacher revealed the question this seat answered: right or wrong, and the right answer;
- ``missed``: the teacher revealed a question this seat did not answer: the right answer, and no form;
- ``done``: a self-paced seat has answered every question and waits for the end;
- ``finished``: the class is over: the seat's score, and the offer to review what it missed.

The secrecy rule: when the teacher sets the pace, everyone answers the same question at once, so a verdict
or an answer shown before the reveal (to the first to answer, or to a second seat that probes) would give
it to the rest: nothing before the reveal, whatever feedback was chosen. "After each answer" is for
self-paced work, where each seat has questions of its own (:func:`classroom.live.seat_code`). A class's
questions are practised elsewhere (the public quiz of its code, the review queue) only once revealed or over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from classroom.models import LiveSession

TEACHER_PACED, SELF_PACED = "teacher", "self"
PACES = (TEACHER_PACED, SELF_PACED)
AFTER_EACH, AT_REVEAL = "each", "reveal"
FEEDBACKS = (AFTER_EACH, AT_REVEAL)

LOBBY, QUESTION, REVEAL, ENDED = LiveSession.LOBBY, LiveSession.QUESTION, LiveSession.REVEAL, LiveSession.ENDED
"""The class's states (stored on its row)."""

ANSWERING, ANSWERED, REVEALED, MISSED, DONE, FINISHED = "answering", "answered", "revealed", "missed", "done", "finished"
PHASES = (LOBBY, ANSWERING, ANSWERED, REVEALED, MISSED, DONE, FINISHED)
"""The seat's phases (:func:`seat`)."""

STEPS = ("start", "reveal", "next", "end")


@dataclass(frozen=True)
class Moment:
    """A live class as its seats see it now: its state (``ended`` past its 12 hours), pace, feedback moment,
    the question on screen (teacher-paced) and the number of questions."""

    state: str
    pace: str
    feedback: str
    current: int
    n: int


# --- the teacher's steps -------------------------------------------------------------------------


def step(moment: Moment, action: str, *, stored: str) -> dict[str, Any] | None:
    """What the teacher's ``action`` (:data:`STEPS`) changes on the session's row (``state``, ``current``),
    or None when the step does not fit the state. ``stored`` is the state on the row: a class past its hours
    reads ``ended`` yet "end" still stores it."""
    if action == "end":
        return {"state": ENDED} if moment.state != ENDED or stored != ENDED else None
    if moment.state == ENDED:
        return None
    if action == "start" and moment.state == LOBBY:
        return {"state": QUESTION, "current": 0}
    if moment.pace == TEACHER_PACED and action == "reveal" and moment.state == QUESTION:
        return {"state": REVEAL}
    if moment.pace == TEACHER_PACED and action == "next" and moment.state == REVEAL:
        if moment.current + 1 < moment.n:
            return {"state": QUESTION, "current": moment.current + 1}
        return {"state": ENDED}
    return None


# --- a seat --------------------------------------------------------------------------------------


def open_question(moment: Moment, answered: Callable[[], int]) -> int | None:
    """The question a seat may answer now, or None: the one on screen while the teacher's question is
    open; a self-paced seat's next one until it has answered them all. ``answered()`` counts the seat's
    answers, asked only of a self-paced seat while the class runs (it is a query)."""
    if moment.state != QUESTION:
        return None
    if moment.pace == TEACHER_PACED:
        return moment.current
    done = answered()
    return done if done < moment.n else None


def reads_answers(moment: Moment) -> bool:
    """Nobody answers in the lobby: a seat drawn there (each student's first, as the class arrives) reads none."""
    return moment.state != LOBBY


def may_see_verdict(moment: Moment, index: int) -> bool:
    """Whether a seat sees right or wrong (and the right answer) for its answer to question ``index`` now:
    at the reveal of that question when the teacher sets the pace, after each answer in self-paced work if
    the teacher chose so, and once the class is over."""
    if moment.state == ENDED:
        return True
    if moment.pace == TEACHER_PACED:
        return moment.state == REVEAL and moment.current == index
    return moment.feedback == AFTER_EACH


def may_see_answer(moment: Moment, index: int, answered: bool) -> bool:
    """Whether a seat or the room sees the right answer to question ``index`` now: with the verdict on the
    seat's own answer, or, without one, at that question's reveal (the projector's too)."""
    if answered:
        return may_see_verdict(moment, index)
    return moment.pace == TEACHER_PACED and moment.state == REVEAL and moment.current == index


def may_see_totals(moment: Moment) -> bool:
    """The seat's score (how many right) and the class's debrief: once the class is over."""
    return moment.state == ENDED


def may_review(moment: Moment) -> bool:
    """Whether a seat's missed questions may go to its review queue: once the class is over, when every
    answer has been shown (while it runs, the questions' seeds would rebuild its answers elsewhere)."""
    return moment.state == ENDED


def revealed(state: str, current: int, index: int) -> bool:
    """Whether a running teacher-paced class in ``state`` on question ``current`` has shown question
    ``index``'s answer to its room: only then may anything else (the public quiz of its code) answer it."""
    return not (state == LOBBY or index > current or (index == current and state == QUESTION))


@dataclass(frozen=True)
class Seat:
    """What one seat shows now: its phase, the question it may answer (``ask``), its own answer on show
    (``mine``) with or without the verdict, a question revealed that it did not answer (``missed``)."""

    phase: str
    ask: int | None = None
    mine: int | None = None
    verdict: bool = False
    missed: int | None = None

    @property
    def done(self) -> bool:
        return self.phase == DONE


def seat(moment: Moment, answered: frozenset[int] | set[int], last: int | None = None) -> Seat:
    """The seat of a student who has answered the questions ``answered`` (indexes); ``last`` is the one it has
    just answered, if it has, whose verdict a self-paced seat shows."""
    if moment.state == ENDED:
        return Seat(FINISHED)
    if moment.state == LOBBY:
        return Seat(LOBBY)
    if moment.pace == TEACHER_PACED:
        index: int | None = moment.current
        shown = index
    else:
        index = len(answered) if len(answered) < moment.n else None
        shown = last if last is not None else (len(answered) - 1 if answered else None)
    mine = shown if shown is not None and shown in answered else None
    verdict = mine is not None and may_see_verdict(moment, mine)
    ask = index if index is not None and index not in answered else None
    if index is not None and index not in answered and may_see_answer(moment, index, answered=False):
        return Seat(MISSED, mine=mine, verdict=verdict, missed=index)
    if ask is not None:
        return Seat(ANSWERING, ask=ask, mine=mine, verdict=verdict)
    if moment.pace == SELF_PACED and len(answered) >= moment.n:
        return Seat(DONE, mine=mine, verdict=verdict)
    if mine is not None:
        return Seat(REVEALED if verdict and moment.pace == TEACHER_PACED else ANSWERED, mine=mine, verdict=verdict)
    return Seat(ANSWERED)


def totals(correct: list[bool], n: int) -> tuple[int, int, int]:
    """A finished seat's score: right, answered, and the questions to review (``n`` less the right ones)."""
    right = sum(correct)
    return right, len(correct), n - right


def poll_key(state: str, pace: str, current: int) -> str:
    """A seat changes only when its question does: the state, and the question on screen if the teacher
    sets the pace (a self-paced seat moves on by its own answers, which come back in the answer's reply)."""
    if pace == TEACHER_PACED:
        return f"s{state}-{current}"
    return f"s{state}"
