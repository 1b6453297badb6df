"""A practice hand's score as a course's activity (practice/activities.py, docs/lti.md "A hand's score"): the share
of the learner's opponents they finished ahead of, a tie counting half, out of 100."""

from __future__ import annotations

from hypothesis import given, strategies as st

from practice.activities import placed

results = st.lists(st.integers(-30, 130), min_size=2, max_size=6)


@given(results)
def test_the_score_is_between_nothing_and_everything(points):
    halves, opponents = placed(points, 0, tuple(range(len(points))))
    assert opponents == len(points) - 1 and 0 <= halves <= 2 * opponents


@given(results)
def test_alone_at_the_top_is_everything_and_alone_at_the_bottom_nothing(points):
    sides = tuple(range(len(points)))
    top = [max(points) + 1, *points[1:]]
    bottom = [min(points) - 1, *points[1:]]
    assert placed(top, 0, sides) == (2 * (len(points) - 1), len(points) - 1)
    assert placed(bottom, 0, sides)[0] == 0


@given(results, st.integers(1, 50))
def test_more_for_the_learner_never_scores_less(points, more):
    sides = tuple(range(len(points)))
    better = [points[0] + more, *points[1:]]
    assert placed(better, 0, sides)[0] >= placed(points, 0, sides)[0]


@given(results)
def test_every_seat_level_is_half(points):
    level = [points[0]] * len(points)
    halves, opponents = placed(level, 0, tuple(range(len(points))))
    assert halves == opponents


def test_a_partner_is_no_opponent():
    # Paulo's seats 0 and 2 against 1 and 3: the team's chinos for both partners, none for the losers.
    assert placed((4, 0, 4, 0), 0, (0, 1, 0, 1)) == (4, 2)
    assert placed((0, 4, 0, 4), 0, (0, 1, 0, 1)) == (0, 2)
