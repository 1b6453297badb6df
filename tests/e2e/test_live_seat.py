"""A phone seat is a focused screen: on a 360×740 phone, for every drill's widget and in both languages, the
question, its cards and the "Send my answer" button are above the fold, with no site header to scroll past.
A late answer is told at once in the student's language; after the reveal a wrong or missed answer shows
what was answered and the right answer. Keyboard only, as a student without a touch screen would."""

import pytest
from playwright.sync_api import expect

from classroom import codes, live
from classroom.live_views import COOKIE
from tests.e2e.test_counters import tab_to
from tests.e2e.test_live_class import PHONE, answer_by_keyboard, open_context, the_answer  # noqa: F401
from trainers.drills import DRILLS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

FOLD = 740


def seat_in(context, url: str, slug: str, nickname: str, lang: str):
    """A one-question teacher-paced class of ``slug`` at its hardest level, started, and this phone seated."""
    drill = DRILLS[slug]
    code = codes.ClassCode(drill.GAME, (slug,), drill.LEVELS[-1], 1, 4242)
    session, secret = live.open_session(code, live.TEACHER_PACED, live.AT_REVEAL, lang)
    _student, token = live.join(session, nickname, lang)
    live.step(session, "start")
    context.add_cookies([{"name": COOKIE, "value": token, "url": url}])
    return session, secret


@pytest.mark.parametrize(("lang", "send"), [("es", "Enviar mi respuesta"), ("en", "Send my answer")])
def test_every_drill_fits_above_the_fold_of_a_phone_seat(live_server, open_context, lang, send):  # noqa: F811
    context = open_context(**PHONE, locale="es-ES" if lang == "es" else "en-GB")
    phone = context.new_page()
    too_low, scrolled = {}, []
    for slug in sorted(DRILLS):
        seat_in(context, live_server.url, slug, "Ana", lang)
        phone.goto(f"{live_server.url}/{lang}/join/seat/")
        button = phone.get_by_role("button", name=send)
        expect(button).to_be_visible()
        assert phone.locator(".site-nav, .site-search").count() == 0
        bottom = button.bounding_box()["y"] + button.bounding_box()["height"]
        first_control = phone.locator("#seat fieldset.widget").locator("input:visible, select:visible, button:visible").first.bounding_box()
        form_end = phone.locator("#seat .answer-form").bounding_box()
        if bottom > FOLD or first_control["y"] + first_control["height"] > FOLD:
            too_low[slug] = round(bottom)
        if form_end["y"] + form_end["height"] > FOLD:  # the send bar stays at the bottom edge of the screen
            scrolled.append(slug)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360, slug
    assert too_low == {}, f"'{send}' below the fold at 360×740: {too_low}"
    print(f"\n{lang}: the widget runs past the fold (the send bar stays in reach) for {scrolled}")


@pytest.mark.parametrize(("lang", "late", "time_up", "yours"), [
    ("es", "Esta pregunta ya no admite respuestas", "Se acabó el tiempo", "Respondiste:"),
    ("en", "This question no longer takes answers", "Time is up", "You answered:")])
def test_a_late_answer_is_told_at_once_and_the_reveal_shows_both_answers(
        live_server, open_context, settings, lang, late, time_up, yours):  # noqa: F811
    # The phone must still show the question when the teacher reveals: no poll brings the reveal first.
    settings.NAIPES_LIVE_POLL_SECONDS = 600
    context = open_context(**PHONE, locale="es-ES" if lang == "es" else "en-GB")
    phone = context.new_page()
    session, secret = seat_in(context, live_server.url, "tute-trick", "Ana", lang)
    phone.goto(f"{live_server.url}/{lang}/join/seat/")
    entry, wrong = the_answer(session, 0, right=False)
    live.step(session, "reveal")  # the teacher reveals while this phone still shows the question
    answer_by_keyboard(phone, entry, wrong)
    alert = phone.locator("#seat .error[role=alert]")
    expect(alert).to_contain_text(late)
    expect(alert).to_be_focused()
    expect(phone.locator("#missed-title")).to_contain_text(time_up)
    expect(phone.locator("#seat .cr-explanation")).to_be_visible()

    other = open_context(**PHONE).new_page()
    session, secret = seat_in(other.context, live_server.url, "paulo-trick", "Ben", lang)
    other.goto(f"{live_server.url}/{lang}/join/seat/")
    entry, wrong = the_answer(session, 0, right=False)
    answer_by_keyboard(other, entry, wrong)
    expect(other.locator("#mine-title")).to_be_visible()
    live.step(session, "reveal")
    other.reload()  # the poll is asleep in this test: the phone asks again as a reload would
    expect(other.locator("#seat .cr-given")).to_contain_text(yours, timeout=8000)
    expect(other.locator("#seat .cr-explanation")).to_be_visible()


def test_the_way_out_of_a_seat_is_one_small_link(live_server, open_context):  # noqa: F811
    context = open_context(**PHONE, locale="en-GB")
    phone = context.new_page()
    seat_in(context, live_server.url, "tute-legal", "Ana", "en")
    phone.goto(f"{live_server.url}/en/join/seat/")
    tab_to(phone, ".live-leave")
    expect(phone.locator(".live-leave")).to_be_focused()
    assert phone.locator("header a").count() <= 3  # leave, and the other language
