"""A learner's own FSRS parameters: fitted once there are enough reviews, the defaults otherwise, never a
500 from a bad stored value, carried by progress codes and pruned with the learner (docs/learning-loop.md)."""

import random
import re
from datetime import timedelta

import pytest
from django.core import signing
from django.test import Client
from django.utils import timezone
from fsrs.scheduler import DEFAULT_PARAMETERS

from tests.trainers.test_learning import answer, follow
from trainers import retention, review, schedules, transfer
from trainers.learner import COOKIE
from trainers.models import Attempt, Learner, ReviewCard

pytestmark = [pytest.mark.django_db]

# The defaults with a longer first stability after a miss (within the scheduler's bounds): a learner who
# keeps what they missed better than most.
STRONGER = [3.0, *DEFAULT_PARAMETERS[1:]]


def _history(key: str, questions: int, reviews: int, seed: int = 5) -> None:
    """A learner's answers: each question missed at first, then reviewed at growing intervals."""
    rng = random.Random(seed)
    start = timezone.now() - timedelta(days=200)
    rows = []
    for q in range(questions):
        at = start + timedelta(hours=q)
        rows.append((Attempt(learner=key, drill="tute-count", seed=q, level=1, kind=Attempt.FIRST, correct=False,
                             seconds=10), at))
        gap = 1
        for _ in range(reviews):
            at += timedelta(days=gap, minutes=rng.randint(0, 600))
            right = rng.random() < 0.8
            rows.append((Attempt(learner=key, drill="tute-count", seed=q, level=1, kind=Attempt.REVIEW, correct=right,
                                 seconds=rng.choice([10, 10, 10, 60])), at))
            gap = gap * 2 if right else 1
    made = Attempt.objects.bulk_create([row for row, _ in rows])
    for row, (_, at) in zip(made, rows, strict=True):
        Attempt.objects.filter(pk=row.pk).update(created=at)  # auto_now_add set it to now


def test_below_the_thresholds_a_learner_keeps_the_defaults():
    _history("few", questions=5, reviews=6)
    assert len(schedules.histories("few")) == 5
    assert not schedules.enough(schedules.histories("few"))
    assert schedules.refit("few", timezone.now()) is False
    assert not Learner.objects.filter(key="few").exists(), "no row made for a learner too new to fit"
    Learner.objects.create(key="few", spaced_repetition=False)
    assert schedules.refit("few", timezone.now()) is False
    assert Learner.objects.get(key="few").parameters is None
    assert review.scheduler_for("few") is review.SCHEDULER
    assert review.scheduler_for("nobody") is review.SCHEDULER


def test_enough_reviews_are_fitted_once_a_day_and_schedule_the_learner():
    _history("busy", questions=30, reviews=7)
    now = timezone.now()
    assert schedules.long_term_reviews(schedules.histories("busy")) >= schedules.MIN_REVIEWS
    assert schedules.refit("busy", now) is True
    stored = Learner.objects.get(key="busy")
    assert stored.fitted == now and schedules.valid(stored.parameters)
    assert tuple(stored.parameters) != pytest.approx(DEFAULT_PARAMETERS, abs=1e-3)
    assert review.scheduler_for("busy").parameters == tuple(stored.parameters)
    assert schedules.refit("busy", now + timedelta(hours=23)) is False, "once a day"
    assert schedules.refit("busy", now + timedelta(hours=25)) is True


def test_a_fit_reads_a_bounded_window_of_whole_histories(monkeypatch):
    _history("long", questions=10, reviews=3)
    monkeypatch.setattr(schedules, "MAX_QUESTIONS", 5)
    read = schedules.histories("long")
    # The 5 latest questions, each from its first answer (a miss) on; the older ones are left out whole.
    assert len(read) == 5 and all(len(h) == 4 and h[0].rating == 1 for h in read)
    monkeypatch.setattr(schedules, "MAX_ANSWERS", 7)
    assert sum(len(h) for h in schedules.histories("long")) <= 7


@pytest.mark.parametrize("bad", [[1, 2, 3], ["a"] * 21, [1000.0] * 21, {"w": 1}, "x", [None] * 21, 7, True])
def test_bad_stored_parameters_fall_back_to_the_defaults(bad):
    Learner.objects.create(key="odd", parameters=bad)
    assert review.scheduler_for("odd") is review.SCHEDULER
    assert schedules.valid(bad) is None


def test_parameters_the_scheduler_would_refuse_are_never_kept():
    assert schedules.valid([float("nan")] * 21) is None
    assert schedules.valid([float("inf"), *DEFAULT_PARAMETERS[1:]]) is None
    assert schedules.valid(list(DEFAULT_PARAMETERS)) == tuple(DEFAULT_PARAMETERS)


def test_a_learner_with_bad_stored_parameters_still_answers_and_reviews(client):
    answer(client, "tute-count", seed=3, wrong=True)
    Learner.objects.update_or_create(key=client.cookies[COOKIE].value, defaults={"parameters": ["nonsense"]})
    follow(client, "/en/trainers/review/")
    assert answer(client, "tute-count", seed=3, review=True).status_code == 200
    assert ReviewCard.objects.get().card["state"] == 2


def test_a_learner_with_fitted_parameters_gets_other_intervals(client):
    plain, own = Client(), Client()
    answer(own, "cirulo-trick", seed=4)  # the browser's cookie
    Learner.objects.update_or_create(key=own.cookies[COOKIE].value, defaults={"parameters": STRONGER,
                                                                               "fitted": timezone.now()})
    for browser in (plain, own):
        answer(browser, "tute-count", seed=3, wrong=True)
    for browser in (plain, own):
        follow(browser, "/en/trainers/review/")
        answer(browser, "tute-count", seed=3, review=True)
    due = {browser: ReviewCard.objects.get(learner=browser.cookies[COOKIE].value).due for browser in (plain, own)}
    assert due[own] > due[plain] + timedelta(days=1)
    assert review.scheduler_for(own.cookies[COOKIE].value).parameters == tuple(STRONGER)


def test_a_review_answer_fits_a_learner_with_enough_history(client):
    answer(client, "tute-count", seed=10_000, wrong=True)
    key = client.cookies[COOKIE].value
    _history(key, questions=30, reviews=7)
    follow(client, "/en/trainers/review/")
    answer(client, "tute-count", seed=10_000, review=True)
    learner = Learner.objects.get(key=key)
    assert learner.fitted is not None and schedules.valid(learner.parameters)


def test_a_failing_fit_never_loses_the_answer(client, monkeypatch):
    answer(client, "tute-count", seed=3, wrong=True)

    def broken(*args):
        raise RuntimeError("optimizer down")
    monkeypatch.setattr(schedules, "refit", broken)
    follow(client, "/en/trainers/review/")
    assert answer(client, "tute-count", seed=3, review=True).status_code == 200
    assert Attempt.objects.filter(kind=Attempt.REVIEW).count() == 1


def _code(client) -> str:
    return re.search(r'id="export-code"[^>]*>([^<]+)</textarea>',
                     client.get("/en/trainers/progress/export/").content.decode()).group(1)


def test_fitted_parameters_travel_with_the_progress_code_unless_the_browser_has_its_own(client):
    answer(client, "tute-count", seed=3, wrong=True)
    Learner.objects.update_or_create(key=client.cookies[COOKIE].value, defaults={"parameters": STRONGER})
    code = _code(client)
    other = Client()
    other.post("/en/trainers/progress/import/", {"code": code})
    assert review.scheduler_for(other.cookies[COOKIE].value).parameters == pytest.approx(tuple(STRONGER), abs=1e-4)
    # A browser with parameters of its own keeps them.
    third = Client()
    answer(third, "cirulo-trick", seed=4, wrong=True)
    mine = [0.5, *DEFAULT_PARAMETERS[1:]]
    Learner.objects.update_or_create(key=third.cookies[COOKIE].value, defaults={"parameters": mine})
    third.post("/en/trainers/progress/import/", {"code": code})
    assert Learner.objects.get(key=third.cookies[COOKIE].value).parameters == mine


def test_a_code_without_parameters_still_imports_and_bad_ones_are_refused(client):
    old = signing.dumps({"v": 1, "sr": True, "s": [], "c": [], "r": []}, salt=transfer.SALT, compress=True)
    assert transfer.read(old)["parameters"] is None
    for bad in ([1, 2], [99.0] * 21, "x", [True] * 21):
        forged = signing.dumps({"v": 1, "sr": True, "s": [], "c": [], "p": bad}, salt=transfer.SALT, compress=True)
        with pytest.raises(transfer.BadCode):
            transfer.read(forged)
    response = client.post("/en/trainers/progress/import/", {"code": signing.dumps(
        {"v": 1, "sr": True, "s": [], "c": [], "p": [99.0] * 21}, salt=transfer.SALT, compress=True)})
    assert response.status_code == 400 and "could not be read" in response.content.decode()  # never a 500


def test_the_fitted_parameters_go_with_the_learner():
    Learner.objects.create(key="gone", parameters=STRONGER, fitted=timezone.now())
    retention.forget(["gone"])
    assert not Learner.objects.filter(key="gone").exists()


def test_the_simulated_learners_are_predicted_better_by_their_own_parameters():
    """A small run of bench/learner_sim.py (docs/benchmarks.md has the full one, with its intervals: a run
    this small is too noisy for them, so only the direction is checked)."""
    from bench import learner_sim

    result = learner_sim.run(learners=16, days=100, fit_day=50, seed=1, visit=0.9, rounds=20)
    assert result["fitted learners"] >= 8 and result["held-out reviews"] > 5000
    for metric in ("log_loss", "rmse_bins"):
        base, fitted, difference, _interval = result["overall"][metric]
        assert fitted < base and difference < 0, metric


def test_the_optimizer_and_the_scheduler_speak_the_same_fsrs():
    """The fitted parameters are read by ``fsrs.Scheduler``: both packages are FSRS-6, 21 parameters, the same
    defaults (the optimizer keeps them as 32-bit floats)."""
    import fsrs_rs_python

    optimizers = list(fsrs_rs_python.DEFAULT_PARAMETERS)
    assert optimizers == pytest.approx(DEFAULT_PARAMETERS, rel=1e-6)
