"""The teacher's report, in the live class's look: by the platform's anonymous ids, a mark on each question of a
drill set and the class's count under each, the podium, and the students below the share the teacher sets; in
the teacher's language, and never a 500 for a share typed wrong."""

from __future__ import annotations

import html as markup

import pytest
from django.test import Client
from django.utils import translation

from lti.models import Launch
from lti.pages import report_url
from tests.lti import steps
from tests.lti.test_drill_set_and_grades import CODE, _answer

pytestmark = pytest.mark.django_db

LOCALES = {"es": "es-ES", "en": "en-GB"}


def _student(platform, user: str, answers: tuple[bool, ...]) -> None:
    client = Client()
    landed, _ = steps.launch(client, platform, activity=CODE, user=user)
    for number, right in enumerate(answers, start=1):
        assert _answer(client, landed["Location"], number, right).status_code == 200


def _report(client, platform, lang: str, query: str = ""):
    landed, _ = steps.launch(
        client, platform, activity=CODE, user="teacher-1", roles=("Instructor",), locale=LOCALES[lang]
    )
    teacher = Launch.objects.filter(sub="teacher-1").latest("created")
    with translation.override(lang):
        return client.get(report_url(teacher) + query)


@pytest.mark.parametrize("lang", LOCALES)
def test_each_question_has_its_mark_and_the_class_count_under_it(client, platform, registered, lang):
    _student(platform, "anon-a", (True, True, True))
    _student(platform, "anon-b", (True, False))
    response = _report(client, platform, lang)
    assert response.status_code == 200 and response.headers["Content-Language"] == lang
    page = markup.unescape(response.content.decode())
    body = page[page.index("<tbody>") : page.index("</tbody>")]
    row_a = body[body.index("anon-a") : body.index("</tr>", body.index("anon-a"))]
    row_b = body[body.index("anon-b") : body.index("</tr>", body.index("anon-b"))]
    assert row_a.count("mark-ok") == 3 and "3/3" in row_a
    assert row_b.count("mark-ok") == 1 and row_b.count("mark-bad") == 1 and row_b.count("lti-none") == 1
    footer = page[page.index("<tfoot>") : page.index("</tfoot>")]
    assert [cell.split("</td>")[0] for cell in footer.split("<td>")[1:4]] == ["2/2", "1/2", "1/1"]
    said = {
        "es": ("Podio", "Alumnos que quizá necesiten ayuda", "2 alumnos la abrieron", "1 terminó"),
        "en": ("Podium", "Students who may need help", "2 students opened it", "1 finished"),
    }[lang]
    for words in said:
        assert words in page, words
    podium = page[
        page.index('class="lti-podium"') : page.index("</section>", page.index('class="lti-podium"'))
    ]
    assert "anon-a" in podium and "anon-b" not in podium  # only a finished attempt is on the podium


def test_the_students_below_the_share_the_teacher_sets_are_listed(client, platform, registered):
    _student(platform, "anon-a", (True, True, True))
    _student(platform, "anon-b", (True, False, False))
    page = markup.unescape(_report(client, platform, "en", "?share=50").content.decode())
    helped = page[page.index('class="lti-names"') : page.index("</ul>", page.index('class="lti-names"'))]
    assert "anon-b" in helped and "anon-a" not in helped
    page = markup.unescape(_report(client, platform, "en", "?share=0").content.decode())
    assert "Nobody is below 0 per cent." in page


@pytest.mark.parametrize("share", ["abc", "-5", "101", "9" * 40, "５０"])
def test_a_share_typed_wrong_falls_back_to_half(client, platform, registered, share):
    _student(platform, "anon-a", (True,))
    response = _report(client, platform, "es", f"?share={share}")
    assert response.status_code == 200 and 'value="50"' in response.content.decode()


def test_a_teacher_opening_a_drill_set_finds_the_report_above_the_questions(client, platform, registered):
    landed, _ = steps.launch(client, platform, activity=CODE, user="teacher-1", roles=("Instructor",))
    page = client.get(landed["Location"]).content.decode()
    assert "/lti/report/" in page


def test_the_report_follows_the_class_as_the_live_class_s_screen_does(client, platform, registered):
    _student(platform, "anon-a", (True,))
    page = _report(client, platform, "en").content.decode()
    assert 'id="lti-live"' in page and 'hx-trigger="every 15s"' in page and 'hx-select="#lti-live"' in page
    _student(platform, "anon-b", (False,))
    teacher = Launch.objects.filter(sub="teacher-1").latest("created")
    with translation.override("en"):
        polled = client.get(report_url(teacher), headers={"HX-Request": "true"})
    assert polled.status_code == 200 and "anon-b" in polled.content.decode()
