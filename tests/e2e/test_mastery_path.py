"""The mastery path and the daily limit in a real Chromium: the path says each level's state in words (the
Spanish page), and the daily review limit is changed by keyboard alone on the progress page, a number out of
range refused with its message first (the English page; the flow is the same in both languages, whose words
tests/trainers/test_mastery.py checks)."""

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.e2e.conftest import errors_of
from trainers import review, skills
from trainers.learner import COOKIE
from trainers.models import ReviewCard, Stat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

KEY = "a-browser-learner-of-the-mastery-path"


def level_states() -> None:
    """Four levels of Tute's trick drill and counting drill, one in each state, and eight reviews due."""
    now = timezone.now()

    def streak(skill, at):
        stat = Stat.objects.create(learner=KEY, scope="level", key=skill)
        drill, _sep, level = skill.partition(":")
        for _ in range(skills.MASTERY):
            stat.add(True)
            stat.save()
            skills.remember(KEY, drill, int(level), True, 5, at, level_stat=stat)

    streak("tute-trick:1", now - timedelta(days=8))
    skills.remember(KEY, "tute-trick", 1, True, 5, now - timedelta(hours=1), retest=True)  # mastered
    streak("tute-trick:2", now - timedelta(days=40))
    skills.remember(KEY, "tute-trick", 2, True, 5, now - timedelta(days=33), retest=True)  # slipping by now
    streak("tute-trick:3", now - timedelta(days=1))  # claimed
    streak("tute-count:1", now - timedelta(days=8))
    skills.remember(KEY, "tute-count", 1, False, 5, now - timedelta(hours=2), retest=True)  # failed
    for seed in range(8):
        card, _log = review.scheduler_for(KEY).review_card(review.Card(card_id=seed + 1, due=now - timedelta(days=3)),
                                                           review.Rating.Good, review_datetime=now - timedelta(days=3))
        ReviewCard.objects.create(learner=KEY, drill="tute-count", seed=seed, level=2, card=card.to_dict(),
                                  due=now - timedelta(days=1), last_review=card.last_review, introduced=card.last_review)


def tab_to(page, element_id: str, most: int = 80) -> None:
    for _tab in range(most):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == element_id:
            return
    raise AssertionError(f"#{element_id} is never reached by Tab")


def test_the_path_says_each_levels_state_and_the_daily_limit_changes_by_keyboard(browser, live_server):
    level_states()
    context = browser.new_context(locale="es-ES")
    context.add_cookies([{"name": COOKIE, "value": KEY, "url": live_server.url}])
    page = context.new_page()
    errors = errors_of(page)

    page.goto(f"{live_server.url}/es/trainers/path/")
    expect(page.locator(".mastery-rule")).to_contain_text("90 %")
    tute = page.locator("#tute")
    expect(tute.locator(".level-mastered")).to_contain_text("dominado (recuerdo dentro de una semana ≈")
    expect(tute.locator(".level-slipping")).to_contain_text("se te escapa: el recuerdo previsto dentro de una semana")
    expect(tute.locator(".level-claimed")).to_contain_text("5 aciertos seguidos — comprobación el")
    expect(tute.locator(".level-failed")).to_contain_text("comprobación fallada el")

    page.goto(f"{live_server.url}/en/trainers/progress/")
    expect(page.locator(".due-today")).to_contain_text("questions to review today")
    tab_to(page, "id_daily_reviews")
    page.keyboard.press("Control+A")
    page.keyboard.type("3000")
    page.keyboard.press("Enter")
    expect(page.locator("#limits-error")).to_have_text("These limits could not be saved: see the numbers below.")
    expect(page.locator("#id_daily_reviews")).to_have_attribute("aria-invalid", "true")
    tab_to(page, "id_daily_reviews")
    page.keyboard.press("Control+A")
    page.keyboard.type("5")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Save these limits")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".notice")).to_have_text("Your daily limits have been saved.")
    expect(page.locator(".due-today")).to_have_text("5 questions to review today")
    expect(page.locator(".left-for-later")).to_contain_text("wait for the next days: your limit is 5 reviews a day")
    # The refused form is answered 400, which Chromium logs as a failed resource: the one error expected.
    assert [e for e in errors if "status of 400" not in e] == [], errors
    context.close()
