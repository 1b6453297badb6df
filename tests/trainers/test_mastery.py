"""Mastery as a measured claim (trainers.skills, docs/learning-loop.md "Mastery"), and a review that fits in a
day (the daily limits): five right in a row claim a level, a retest a week later with a predicted recall in a
week of at least 90 % masters it, the prediction falling or a missed retest takes it back; a round serves at
most the learner's daily reviews and daily new questions, the most needed first, and the rest waits."""

from datetime import UTC, datetime, timedelta

import pytest
from django.core import signing
from django.test import Client
from django.utils import timezone

from tests.trainers.test_learning import answer, follow
from trainers import learner, review, skills, tracking, transfer
from trainers.learner import COOKIE
from trainers.models import Attempt, Learner, ReviewCard, SkillMemory, Stat

# Row locks, subqueries of the day's counts and a migration: also on PostgreSQL.
pytestmark = [pytest.mark.django_db, pytest.mark.postgres]

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
KEY = "a-learner-of-the-mastery-tests-0"
SKILL = "tute-trick:2"


class Clock:
    """``django.utils.timezone.now`` fixed at a moment the test moves."""

    def __init__(self, at: datetime):
        self.at = at

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **delta) -> datetime:
        self.at += timedelta(**delta)
        return self.at


@pytest.fixture
def clock(monkeypatch):
    fixed = Clock(timezone.now())
    monkeypatch.setattr(timezone, "now", fixed)
    return fixed


def streak(now: datetime, n: int = skills.MASTERY, key: str = KEY, skill: str = SKILL) -> SkillMemory:
    """``n`` right first attempts at the level at ``now``, as tracking records them."""
    stat, _ = Stat.objects.get_or_create(learner=key, scope="level", key=skill)
    drill, _sep, level = skill.partition(":")
    memory = None
    for _ in range(n):
        stat.add(True)
        stat.save()
        memory = skills.remember(key, drill, int(level), True, 5, now, level_stat=stat)
    return memory


def retest(correct: bool, now: datetime, key: str = KEY, skill: str = SKILL) -> SkillMemory:
    """The level's retest answered at ``now``, as tracking records it: the retest card goes (right) or stays as a
    missed question (wrong)."""
    drill, _sep, level = skill.partition(":")
    placed = ReviewCard.objects.filter(learner=key, drill=drill, level=int(level), retest=True)
    placed.delete() if correct else placed.update(retest=False)
    return skills.remember(key, drill, int(level), correct, 5, now, retest=True)


def state_at(now: datetime, key: str = KEY, skill: str = SKILL) -> skills.State:
    memory = SkillMemory.objects.get(learner=key, skill=skill)
    return skills.state(memory, now, review.scheduler_for(key))


# --- the rule, with a fixed clock ---------------------------------------------------------------------


def test_a_new_skill_is_learning_and_four_in_a_row_claim_nothing():
    assert skills.state(None, T0, review.scheduler_for(KEY), best=3).kind == skills.LEARNING
    streak(T0, 4)
    assert state_at(T0).kind == skills.LEARNING and SkillMemory.objects.get().retest_due is None


def test_five_in_a_row_claim_the_level_and_its_retest_is_placed_a_week_later():
    memory = streak(T0)
    assert memory.claimed == T0 and memory.retest_due == T0 + skills.RETEST_AFTER
    shown = state_at(T0 + timedelta(days=1))
    assert shown.kind == skills.CLAIMED and shown.when == T0 + timedelta(days=7)
    card = ReviewCard.objects.get(learner=KEY)
    assert (card.drill, card.level, card.seed, card.retest, card.due) == (
        "tute-trick", 2, memory.retest_seed, True, T0 + timedelta(days=7))
    assert not tracking.due_today(KEY, T0 + timedelta(days=5)), "in the queue, due in a week"
    assert tracking.due_today(KEY, T0 + timedelta(days=7)) == [card]
    streak(T0 + timedelta(days=1), 3)
    assert ReviewCard.objects.get(learner=KEY) == card, "placed once, whatever comes after the claim"


def test_a_retest_passed_a_week_later_masters_the_level_with_its_predicted_recall():
    streak(T0)
    later = T0 + timedelta(days=7)
    retest(True, later)
    shown = state_at(later)
    assert shown.kind == skills.MASTERED and shown.recall >= skills.RECALL_GOAL
    assert shown.recall == skills.recall(SkillMemory.objects.get().card, later + skills.HORIZON, review.scheduler_for(KEY))


def test_a_retest_right_before_the_week_is_out_masters_nothing():
    streak(T0)
    retest(True, T0 + timedelta(days=6))
    assert state_at(T0 + timedelta(days=6)).kind == skills.CLAIMED


def test_mastery_slips_when_the_predicted_recall_falls_and_a_retest_is_placed_again():
    streak(T0)
    passed = T0 + timedelta(days=7)
    memory = retest(True, passed)
    slip = memory.retest_due
    assert slip > passed + timedelta(days=1)
    assert state_at(slip - timedelta(hours=1)).kind == skills.MASTERED
    slipping = state_at(slip + timedelta(hours=1))
    assert slipping.kind == skills.SLIPPING and slipping.recall < skills.RECALL_GOAL
    placed = ReviewCard.objects.get(learner=KEY, retest=True)
    assert placed.due == slip and placed.seed == memory.retest_seed
    assert tracking.due_today(KEY, slip + timedelta(hours=1)) == [placed]
    # Passed again, it is mastered again, for longer: the memory grew.
    memory = retest(True, slip + timedelta(hours=2))
    assert state_at(slip + timedelta(hours=2)).kind == skills.MASTERED and memory.retest_due - slip > slip - passed


def test_a_failed_retest_takes_the_claim_back_and_a_new_streak_after_it_claims_again():
    streak(T0)
    failed = T0 + timedelta(days=7)
    memory = retest(False, failed)
    assert memory.claimed is None and memory.retest_due is None
    shown = state_at(failed)
    assert shown.kind == skills.FAILED and shown.when == failed
    # The level's streak of before the miss claims nothing: five more right after it do.
    assert streak(failed + timedelta(hours=1), 4).claimed is None
    memory = streak(failed + timedelta(hours=2), 1)
    assert memory.claimed == failed + timedelta(hours=2) and state_at(failed + timedelta(days=1)).kind == skills.CLAIMED


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["learning: best run 3 of 5", "5 right in a row — retest due on March 9, 2026",
            "mastered (recall in a week ≈ ", "slipping: predicted recall in a week fell to ", "retest failed on March 9, 2026"]),
    ("es", ["aprendiendo: mejor racha 3 de 5", "5 aciertos seguidos — comprobación el 9 de marzo de 2026",
            "dominado (recuerdo dentro de una semana ≈ ", "se te escapa: el recuerdo previsto dentro de una semana bajó al ",
            "comprobación fallada el 9 de marzo de 2026"]),
])
def test_each_state_is_said_in_words(lang, words):
    from django.utils import translation

    with translation.override(lang):
        assert skills.State(skills.LEARNING, best=3).words() == words[0]
        assert skills.State(skills.CLAIMED, when=T0 + timedelta(days=7)).words() == words[1]
        assert skills.State(skills.MASTERED, 0.943).words() == words[2] + "94 %)"
        assert skills.State(skills.SLIPPING, 0.82).words().startswith(words[3] + "82 %")
        assert skills.State(skills.FAILED, when=T0 + timedelta(days=7)).words().startswith(words[4])


# --- the whole loop over HTTP -------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "claimed", "mastered", "rule"), [
    ("en", "5 right in a row — retest due on", "✓ mastered (recall in a week ≈", "What “mastered” means"),
    ("es", "5 aciertos seguidos — comprobación el", "✓ dominado (recuerdo dentro de una semana ≈",
     "Qué quiere decir «dominado»"),
])
def test_the_path_says_claimed_then_mastered_after_the_retest_in_the_review(client, clock, lang, claimed, mastered,
                                                                             rule):
    for seed in range(1, 6):
        answer(client, "tute-trick", seed=seed, level=2, lang=lang)
    path = client.get(f"/{lang}/trainers/path/").content.decode()
    assert claimed in path and rule in path and mastered not in path
    clock.advance(days=7, minutes=1)
    url, page = follow(client, f"/{lang}/trainers/review/")
    assert "tute-trick" in url and "level=2" in url and "review=1" in url, "the retest is in the review"
    card = ReviewCard.objects.get(retest=True)
    answer(client, "tute-trick", seed=card.seed, level=2, lang=lang, review=True)
    following = ReviewCard.objects.get(retest=True)  # the answered retest went; the next waits for a slip
    assert following.seed != card.seed and following.due > clock() + timedelta(days=1)
    path = client.get(f"/{lang}/trainers/path/").content.decode()
    assert mastered in path
    progress = client.get(f"/{lang}/trainers/progress/").content.decode()
    assert mastered.removeprefix("✓ ") in progress


def miss_the_retest(client, clock) -> ReviewCard:
    """Five right answers claim tute-trick level 2; a week later the review's retest is answered wrong."""
    for seed in range(1, 6):
        answer(client, "tute-trick", seed=seed, level=2)
    clock.advance(days=7, minutes=1)
    follow(client, "/en/trainers/review/")
    card = ReviewCard.objects.get(retest=True)
    answer(client, "tute-trick", seed=card.seed, level=2, review=True, wrong=True)
    return card


def test_a_missed_retest_stays_as_a_missed_question_and_the_path_says_it_failed(client, clock):
    card = miss_the_retest(client, clock)
    card.refresh_from_db()
    assert not card.retest and card.introduced is not None
    assert "retest failed on" in client.get("/en/trainers/path/").content.decode()


# --- the daily limits -----------------------------------------------------------------------------------


def cards(key: str, n: int, *, due: datetime, new: bool = False, start: int = 0) -> None:
    """``n`` review cards due at ``due``, already reviewed once (or ``new``)."""
    for seed in range(start, start + n):
        last = due - timedelta(days=1 + seed % 5)
        card, _log = review.scheduler_for(key).review_card(
            review.Card(card_id=seed + 1, due=last), review.Rating.Good, review_datetime=last)
        ReviewCard.objects.create(learner=key, drill="tute-count", seed=seed, level=1, card=card.to_dict(), due=due,
                                  last_review=None if new else last, introduced=None if new else last)


def test_a_learner_away_a_week_with_200_due_gets_the_limit_today_and_the_rest_on_the_next_days(clock):
    cards(KEY, 200, due=clock() - timedelta(days=7))
    share = tracking.todays_share(KEY)
    assert (len(share.cards), share.later, share.limit) == (50, 150, 50)
    for card in share.cards:  # the day's fifty, answered right: due on later days
        Attempt.objects.create(learner=KEY, drill=card.drill, seed=card.seed, level=1, kind=Attempt.REVIEW,
                               correct=True, given={})
        ReviewCard.objects.filter(pk=card.pk).update(due=clock() + timedelta(days=30))
    share = tracking.todays_share(KEY)
    assert (len(share.cards), share.later) == (0, 150), "the reviews done today count"
    clock.advance(days=1)
    assert len(tracking.due_today(KEY)) == 50 and tracking.todays_share(KEY).later == 100


def test_over_the_limit_the_lowest_predicted_recall_comes_first():
    now = timezone.now()
    learner.set_daily_limits(KEY, 5, 20)
    cards(KEY, 10, due=now - timedelta(hours=1))
    chosen = tracking.todays_share(KEY, now).cards
    scheduler = review.scheduler_for(KEY)
    recalls = [skills.recall(c.card, now, scheduler) for c in chosen]
    waiting = [skills.recall(c.card, now, scheduler) for c in ReviewCard.objects.exclude(pk__in=[c.pk for c in chosen])]
    assert len(chosen) == 5 and recalls == sorted(recalls) and max(recalls) <= min(waiting) and recalls[0] < waiting[-1]


def test_within_the_limit_the_most_overdue_comes_first():
    now = timezone.now()
    cards(KEY, 3, due=now - timedelta(hours=1))
    cards(KEY, 2, due=now - timedelta(days=3), start=10)
    assert [c.seed for c in tracking.todays_share(KEY, now).cards][:2] == [10, 11]


def test_new_questions_come_at_the_learners_pace():
    now = timezone.now()
    learner.set_daily_limits(KEY, 50, 3)
    cards(KEY, 10, due=now - timedelta(minutes=5), new=True)
    cards(KEY, 5, due=now - timedelta(minutes=5), start=100)
    share = tracking.todays_share(KEY, now)
    assert sum(c.introduced is None for c in share.cards) == 3 and len(share.cards) == 8 and share.later == 7


@pytest.mark.parametrize(("lang", "saved", "later"), [
    ("en", "Your daily limits have been saved.", "25 more questions are due but wait for the next days: your limit is 5"),
    ("es", "Tus límites diarios se han guardado.", "25 preguntas más están pendientes, pero esperan a los próximos días"),
])
def test_the_limits_are_set_on_the_progress_page_which_says_what_waits(client, lang, saved, later):
    client.cookies[COOKIE] = KEY
    cards(KEY, 30, due=timezone.now() - timedelta(days=2))
    response = client.post(f"/{lang}/trainers/progress/review-limits/", {"daily_reviews": "5", "daily_new": "0"})
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert saved in page and later in page and 'name="daily_reviews"' in page and 'value="5"' in page
    assert learner.daily_limits(KEY) == (5, 0)
    assert {"es": "5 preguntas para repasar hoy", "en": "5 questions to review today"}[lang] in page


@pytest.mark.parametrize("form", [
    {"daily_reviews": "-1", "daily_new": "10"}, {"daily_reviews": "0", "daily_new": "10"},
    {"daily_reviews": "100000", "daily_new": "10"}, {"daily_reviews": "50", "daily_new": "201"},
    {"daily_reviews": "abc", "daily_new": "10"}, {"daily_reviews": "", "daily_new": ""}, {},
    {"daily_reviews": "1e3", "daily_new": "10"}, {"daily_reviews": "٣٠", "daily_new": "10"},
    {"daily_reviews": "9" * 5000, "daily_new": "10"}, {"daily_reviews": "50\x00", "daily_new": "10"},
    {"daily_reviews": "<script>alert(1)</script>", "daily_new": "10"}, {"daily_reviews": ["5", "6"], "daily_new": "1"},
], ids=["negative", "zero", "huge", "new-over", "letters", "empty", "missing", "exponent", "arabic-digits",
        "very-long", "nul", "markup", "twice"])
@pytest.mark.parametrize(("lang", "message"), [("en", "These limits could not be saved"),
                                               ("es", "No se han podido guardar estos límites")])
def test_hostile_limits_are_refused_with_a_message_and_change_nothing(client, form, lang, message):
    client.cookies[COOKIE] = KEY
    learner.set_daily_limits(KEY, 40, 10)
    response = client.post(f"/{lang}/trainers/progress/review-limits/", form)
    page = response.content.decode()
    if form.get("daily_reviews") in ("٣٠", ["5", "6"]):  # a number Python reads (Arabic digits), or the last of two
        assert response.status_code in (302, 400)
        return
    assert response.status_code == 400 and message in page and 'aria-invalid="true"' in page
    assert "<script>alert" not in page
    assert learner.daily_limits(KEY) == (40, 10)


def test_the_limits_form_needs_the_csrf_token():
    response = Client(enforce_csrf_checks=True).post("/en/trainers/progress/review-limits/",
                                                     {"daily_reviews": "5", "daily_new": "5"})
    assert response.status_code == 403 and not Learner.objects.exists()


# --- moving and pruning ---------------------------------------------------------------------------------


def test_a_progress_code_carries_the_memories_the_retest_and_the_limits(client, clock):
    for seed in range(1, 6):
        answer(client, "tute-trick", seed=seed, level=2)
    key = client.cookies[COOKIE].value
    learner.set_daily_limits(key, 30, 7)
    clock.advance(days=7, minutes=1)
    tracking.due_today(key)  # places the retest
    code = transfer.export(key)
    other = Client()
    assert other.post("/en/trainers/progress/import/", {"code": code}).status_code == 302
    theirs = other.cookies[COOKIE].value
    ours, moved = SkillMemory.objects.get(learner=key), SkillMemory.objects.get(learner=theirs)
    assert (moved.skill, moved.claimed, moved.card["stability"]) == (SKILL, ours.claimed.replace(microsecond=0),
                                                                     round(ours.card["stability"], 4))
    card = ReviewCard.objects.get(learner=theirs, retest=True)
    assert moved.retest_seed == card.seed and learner.daily_limits(theirs) == (30, 7)
    assert len(tracking.due_today(theirs)) == 1, "the retest is not placed twice"


def test_an_old_code_still_imports_and_its_five_in_a_row_wait_for_a_retest(client):
    code = signing.dumps({"v": 1, "sr": True, "s": [["level", SKILL, 6, 6, 6, 6]], "c": [
        ["tute-count", 3, 1, 1, 0, None, None, 1_800_000_000, None]]}, salt=transfer.SALT, compress=True)
    assert client.post("/en/trainers/progress/import/", {"code": code}).status_code == 302
    memory = SkillMemory.objects.get()
    assert memory.skill == SKILL and memory.claimed is not None and memory.retest_due == memory.claimed + skills.RETEST_AFTER
    assert "5 right in a row — retest due on" in client.get("/en/trainers/path/").content.decode()


@pytest.mark.parametrize("memory", [
    [SKILL, None, None, None, None, None, None, None, 1_800_000_000, None, 0],  # passed without a claim
    [SKILL, None, None, None, None, None, None, 1_800_000_000, 1_800_000_001, None, 0],  # passed in a day
    [SKILL, 2, None, -1.0, 5.0, 1_800_000_000, 1_790_000_000, None, None, None, 0],
    [SKILL, None, None, None, None, None, None, None, None, None, -1], "x", [SKILL],
])
def test_a_code_with_an_impossible_memory_or_limit_is_refused(client, memory):
    code = signing.dumps({"v": 1, "sr": True, "s": [], "c": [], "m": [memory]}, salt=transfer.SALT, compress=True)
    response = client.post("/en/trainers/progress/import/", {"code": code})
    assert response.status_code == 400 and "could not be read" in response.content.decode()
    for limits in ([0, 5], [50, 999], ["50", 5], [50]):
        code = signing.dumps({"v": 1, "sr": True, "s": [], "c": [], "d": limits}, salt=transfer.SALT, compress=True)
        assert client.post("/en/trainers/progress/import/", {"code": code}).status_code == 400


def test_reset_forgets_the_memories(client):
    for seed in range(1, 6):
        answer(client, "tute-trick", seed=seed, level=2)
    assert SkillMemory.objects.exists()
    client.post("/en/trainers/progress/reset/")
    assert not SkillMemory.objects.exists()


def test_levels_claimed_before_this_change_wait_for_a_retest_with_their_memory_replayed(transactional_db):
    """The migration claims each level whose best streak reached five, its memory replayed from its answers."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    before, after = [("trainers", "0004_answers_keep_their_table")], [("trainers", "0005_mastery_memory_and_daily_limits")]
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    old = executor.loader.project_state(before).apps
    old.get_model("trainers", "Stat").objects.create(learner=KEY, scope="level", key=SKILL, attempts=5, correct=5,
                                                     streak=5, best_streak=5)
    for seed in range(5):
        old.get_model("trainers", "Attempt").objects.create(learner=KEY, drill="tute-trick", seed=seed, level=2,
                                                            kind="first", correct=True, seconds=4)
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(after)
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())
    memory = SkillMemory.objects.get()
    assert memory.claimed is not None and memory.retest_due == memory.claimed + skills.RETEST_AFTER
    assert memory.card["stability"] > 0 and state_at(timezone.now()).kind == skills.CLAIMED
    assert ReviewCard.objects.get(retest=True).seed == memory.retest_seed


def test_a_level_claimed_again_after_a_missed_retest_is_said_so_on_the_answer(client, clock):
    miss_the_retest(client, clock)
    pages = [answer(client, "tute-trick", seed=seed, level=2).content.decode() for seed in range(10, 15)]
    assert "ready for a retest in a week" in pages[-1] and "ready for a retest" not in pages[-2]


@pytest.mark.parametrize(("lang", "words"), [("en", "8 more questions are due but wait for the next days"),
                                             ("es", "8 preguntas más están pendientes, pero esperan")])
def test_a_day_whose_reviews_are_done_ends_the_round_saying_what_waits(client, lang, words):
    client.cookies[COOKIE] = KEY
    learner.set_daily_limits(KEY, 5, 20)
    cards(KEY, 8, due=timezone.now() - timedelta(days=1))
    for seed in range(5):
        Attempt.objects.create(learner=KEY, drill="tute-count", seed=900 + seed, level=1, kind=Attempt.REVIEW,
                               correct=True, given={})
    url, page = follow(client, f"/{lang}/trainers/review/")
    assert url.endswith("/trainers/review/done/") and words in page.content.decode()
    assert client.get(f"/{lang}/trainers/start/?game=tute")["Location"] != f"/{lang}/trainers/review/"
