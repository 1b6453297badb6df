"""The live class's state machine and its secrecy rule (:mod:`classroom.live_rules`), as plain values: every
state and step of the class, every phase of a seat, and that nothing before the reveal shows an answer in a
teacher-paced class while self-paced seats follow their own rules. The pages that render these decisions
are tested by the other live tests (test_live.py, test_live_secrecy.py)."""

from __future__ import annotations

import itertools

import pytest

from classroom import live_rules as rules
from classroom.live_rules import (
    AFTER_EACH,
    ANSWERED,
    ANSWERING,
    AT_REVEAL,
    DONE,
    ENDED,
    FINISHED,
    LOBBY,
    MISSED,
    QUESTION,
    REVEAL,
    REVEALED,
    SELF_PACED,
    TEACHER_PACED,
    Moment,
    Seat,
)

N = 3
STATES = (LOBBY, QUESTION, REVEAL, ENDED)


def teacher(state: str, current: int = 0, feedback: str = AT_REVEAL) -> Moment:
    return Moment(state, TEACHER_PACED, feedback, current, N)


def alone(state: str, feedback: str = AFTER_EACH) -> Moment:
    return Moment(state, SELF_PACED, feedback, 0, N)


def every_answered_set() -> list[frozenset[int]]:
    return [frozenset(c) for size in range(N + 1) for c in itertools.combinations(range(N), size)]


# --- the teacher's steps -------------------------------------------------------------------------


@pytest.mark.parametrize(("state", "current", "action", "changes"), [
    (LOBBY, 0, "start", {"state": QUESTION, "current": 0}),
    (LOBBY, 0, "reveal", None),
    (LOBBY, 0, "next", None),
    (QUESTION, 0, "start", None),
    (QUESTION, 1, "reveal", {"state": REVEAL}),
    (QUESTION, 1, "next", None),  # the question must be revealed before the class moves on
    (REVEAL, 0, "reveal", None),
    (REVEAL, 0, "next", {"state": QUESTION, "current": 1}),
    (REVEAL, N - 1, "next", {"state": ENDED}),  # past the last question the class is over
    (REVEAL, 0, "start", None),
    (ENDED, 0, "start", None),
    (ENDED, 0, "reveal", None),
    (ENDED, 0, "next", None),
    (QUESTION, 0, "dance", None),
])
def test_a_teacher_paced_class_steps_from_state_to_state(state, current, action, changes):
    assert rules.step(teacher(state, current), action, stored=state) == changes


@pytest.mark.parametrize("state", [LOBBY, QUESTION, REVEAL])
def test_end_ends_a_class_from_any_running_state(state):
    assert rules.step(teacher(state), "end", stored=state) == {"state": ENDED}
    assert rules.step(alone(state), "end", stored=state) == {"state": ENDED}


def test_end_stores_the_end_of_a_class_past_its_hours_once():
    assert rules.step(teacher(ENDED), "end", stored=QUESTION) == {"state": ENDED}
    assert rules.step(teacher(ENDED), "end", stored=ENDED) is None
    assert rules.step(teacher(ENDED), "start", stored=LOBBY) is None


def test_a_self_paced_class_starts_and_ends_but_has_no_reveal_nor_next():
    assert rules.step(alone(LOBBY), "start", stored=LOBBY) == {"state": QUESTION, "current": 0}
    assert rules.step(alone(QUESTION), "reveal", stored=QUESTION) is None
    assert rules.step(alone(QUESTION), "next", stored=QUESTION) is None


# --- which question is open ----------------------------------------------------------------------


def test_only_the_question_on_screen_is_open_and_only_while_it_is_asked():
    never = pytest.fail  # a teacher-paced seat's answers are never counted for this
    assert rules.open_question(teacher(QUESTION, 2), never) == 2
    for state in (LOBBY, REVEAL, ENDED):
        assert rules.open_question(teacher(state, 2), never) is None


def test_a_self_paced_seat_answers_its_questions_in_order_until_the_last():
    assert [rules.open_question(alone(QUESTION), lambda k=k: k) for k in range(N + 1)] == [0, 1, 2, None]
    for state in (LOBBY, ENDED):
        assert rules.open_question(alone(state), pytest.fail) is None


# --- a teacher-paced seat ------------------------------------------------------------------------


@pytest.mark.parametrize("feedback", [AFTER_EACH, AT_REVEAL])
def test_a_teacher_paced_seat_goes_through_each_phase(feedback):
    assert rules.seat(teacher(LOBBY, feedback=feedback), frozenset()) == Seat(LOBBY)
    assert rules.seat(teacher(QUESTION, 1, feedback), {0}) == Seat(ANSWERING, ask=1)
    assert rules.seat(teacher(QUESTION, 1, feedback), {0, 1}, last=1) == Seat(ANSWERED, mine=1)
    assert rules.seat(teacher(REVEAL, 1, feedback), {0, 1}) == Seat(REVEALED, mine=1, verdict=True)
    assert rules.seat(teacher(REVEAL, 1, feedback), {0}) == Seat(MISSED, missed=1)
    assert rules.seat(teacher(ENDED, 1, feedback), {0, 1}) == Seat(FINISHED)


@pytest.mark.parametrize(("state", "feedback"), itertools.product((LOBBY, QUESTION), (AFTER_EACH, AT_REVEAL)))
def test_before_the_reveal_no_teacher_paced_seat_learns_any_answer(state, feedback):
    for current, answered in itertools.product(range(N), every_answered_set()):
        moment = teacher(state, current, feedback)
        for last in (None, *answered):
            shown = rules.seat(moment, answered, last)
            assert not shown.verdict and shown.missed is None, (current, answered, last)
        for index in range(N):
            assert not rules.may_see_verdict(moment, index)
            assert not rules.may_see_answer(moment, index, answered=True)
            assert not rules.may_see_answer(moment, index, answered=False)
        assert not rules.may_see_totals(moment) and not rules.may_review(moment)


@pytest.mark.parametrize("feedback", [AFTER_EACH, AT_REVEAL])
def test_the_reveal_shows_the_question_on_screen_and_no_other(feedback):
    for current, answered in itertools.product(range(N), every_answered_set()):
        moment = teacher(REVEAL, current, feedback)
        shown = rules.seat(moment, answered)
        assert shown.ask is None  # nothing to answer once the answer is on the screen
        assert (shown.mine, shown.missed) == ((current, None) if current in answered else (None, current))
        assert shown.verdict == (current in answered)
        for index in range(N):
            assert rules.may_see_verdict(moment, index) == (index == current)
            assert rules.may_see_answer(moment, index, answered=False) == (index == current)
        assert not rules.may_see_totals(moment) and not rules.may_review(moment)


# --- a self-paced seat ---------------------------------------------------------------------------


def test_a_self_paced_seat_goes_through_each_phase_with_the_verdict_after_each_answer():
    moment = alone(QUESTION, AFTER_EACH)
    assert rules.seat(alone(LOBBY), frozenset()) == Seat(LOBBY)
    assert rules.seat(moment, frozenset()) == Seat(ANSWERING, ask=0)
    assert rules.seat(moment, {0}, last=0) == Seat(ANSWERING, ask=1, mine=0, verdict=True)
    assert rules.seat(moment, {0, 1}) == Seat(ANSWERING, ask=2, mine=1, verdict=True)  # a poll shows the last
    done = rules.seat(moment, {0, 1, 2}, last=2)
    assert done == Seat(DONE, mine=2, verdict=True) and done.done
    assert rules.seat(alone(ENDED), {0, 1, 2}) == Seat(FINISHED)


def test_a_self_paced_seat_at_the_reveal_sees_no_verdict_until_the_end():
    moment = alone(QUESTION, AT_REVEAL)
    assert rules.seat(moment, {0}, last=0) == Seat(ANSWERING, ask=1, mine=0)
    assert rules.seat(moment, {0, 1, 2}) == Seat(DONE, mine=2)
    for index in range(N):
        assert not rules.may_see_verdict(moment, index)
    assert rules.may_see_verdict(alone(ENDED, AT_REVEAL), 0)


@pytest.mark.parametrize("feedback", [AFTER_EACH, AT_REVEAL])
def test_a_self_paced_seat_never_sees_the_answer_to_a_question_it_has_not_answered(feedback):
    for state, answered in itertools.product((LOBBY, QUESTION), every_answered_set()):
        moment = alone(state, feedback)
        shown = rules.seat(moment, answered)
        assert shown.missed is None and (shown.mine is None or shown.mine in answered)
        for index in range(N):
            assert not rules.may_see_answer(moment, index, answered=False)
        assert not rules.may_see_totals(moment) and not rules.may_review(moment)


# --- the end and the rest ------------------------------------------------------------------------


@pytest.mark.parametrize("moment", [teacher(ENDED), alone(ENDED), alone(ENDED, AT_REVEAL)])
def test_once_over_a_seat_sees_its_score_and_may_review(moment):
    assert rules.seat(moment, {0}) == Seat(FINISHED)
    assert rules.may_see_totals(moment) and rules.may_review(moment)
    assert all(rules.may_see_verdict(moment, index) for index in range(N))
    assert rules.totals([True, False], N) == (1, 2, 2)  # 1 right of 2 answered; 3 less 1 to review


def test_a_seat_in_the_lobby_reads_no_answers():
    assert not rules.reads_answers(teacher(LOBBY)) and not rules.reads_answers(alone(LOBBY))
    assert all(rules.reads_answers(teacher(state)) for state in (QUESTION, REVEAL, ENDED))


def test_every_seat_is_in_one_of_the_phases():
    for state, pace, feedback in itertools.product(STATES, rules.PACES, rules.FEEDBACKS):
        for current, answered in itertools.product(range(N), every_answered_set()):
            assert rules.seat(Moment(state, pace, feedback, current, N), answered).phase in rules.PHASES


def test_the_public_quiz_of_a_running_class_s_code_answers_only_what_the_class_has_seen_revealed():
    assert not rules.revealed(LOBBY, 0, 0)
    assert not rules.revealed(QUESTION, 1, 1) and not rules.revealed(QUESTION, 1, 2)
    assert rules.revealed(QUESTION, 1, 0)
    assert rules.revealed(REVEAL, 1, 1) and not rules.revealed(REVEAL, 1, 2)


def test_a_seat_s_poll_key_moves_with_its_question_only():
    assert rules.poll_key(QUESTION, TEACHER_PACED, 2) == "squestion-2"
    assert rules.poll_key(QUESTION, SELF_PACED, 2) == rules.poll_key(QUESTION, SELF_PACED, 0) == "squestion"
