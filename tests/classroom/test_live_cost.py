"""What a live class's requests cost once a change reaches them: a question drawn once for every phone of its
language, a changed poll reading its seat or session once (the row that holds its validator), the projector
counting answers without loading them, an answer's writes in one short transaction. ``python -m bench.live_cost`` measures the CPU."""

import re

import pytest
from django.core.cache import caches
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from classroom import quick_polls
from classroom.live import screen_key
from classroom.models import Answer, LiveSession
from tests.classroom.live_steps import answer_fields, open_class, seat, send, step

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh():
    quick_polls._stack_headers.clear()
    caches["template_fragments"].clear()


def _question_part(response) -> str:
    """The seat's question without its CSRF token, which is each phone's own."""
    html = response.content.decode()
    section = html[html.index('<section class="question'):html.index("</section>", html.index('<section class="question'))]
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", section)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_new_question_is_drawn_once_for_every_phone_of_its_language(lang):
    session, secret = open_class()
    phones = [seat(session, name, lang) for name in ("Ana", "Bea", "Carla")]
    step(secret, "start")

    first, *others = [phone.get(f"/{lang}/join/seat/poll/?v=old") for phone in phones]

    drawn = {t.name for t in first.templates}
    assert {"classroom/_panels.html", "trainers/_widget.html"} <= drawn
    for response in others:
        assert response.status_code == 200
        assert not {"classroom/_panels.html", "trainers/_widget.html"} & {t.name for t in response.templates}
        assert _question_part(response) == _question_part(first)
    assert 'name="csrfmiddlewaretoken"' in others[0].content.decode()


def test_each_language_draws_its_own_question():
    session, secret = open_class()
    ana, john = seat(session, "Ana", "es"), seat(session, "John", "en")
    step(secret, "start")

    spanish, english = ana.get("/es/join/seat/poll/?v=old"), john.get("/en/join/seat/poll/?v=old")

    assert "Pregunta" in _question_part(spanish) and "Question" in _question_part(english)
    assert "Pregunta" not in _question_part(english)


def test_a_form_sent_back_for_correction_keeps_what_the_student_chose():
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    ana.get("/es/join/seat/poll/?v=old")  # the question's blank form is drawn and kept
    fields = answer_fields(session, 0, right=True)
    unreadable = {key: ["x" * 5] if key != "question" else value for key, value in fields.items()}

    refused = ana.post("/es/join/seat/answer/", unreadable, HTTP_HX_REQUEST="true")

    assert refused.status_code == 400
    assert "trainers/_widget.html" in {t.name for t in refused.templates}  # drawn afresh, with the form's values


def test_a_changed_seat_poll_reads_the_seat_once(django_assert_num_queries):
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    ana.get("/es/join/seat/poll/?v=old")  # the first poll of its kind goes the long way

    # The student with the session, whose row holds the validator, then their answers.
    with django_assert_num_queries(2):
        assert ana.get("/es/join/seat/poll/?v=old").status_code == 200


def test_the_projector_counts_the_answers_to_the_question_on_screen_in_one_query():
    session, secret = open_class()
    ana = seat(session, "Ana")
    seat(session, "Bea")
    step(secret, "start")
    send(ana, session, 0, right=True)
    projector = f"/es/classroom/screen/{screen_key(secret)}/poll/?v=old"
    screen = Client()
    screen.get(projector)

    with CaptureQueriesContext(connection) as queries:
        html = screen.get(projector).content.decode()

    assert re.search(r'class="live-answered">1<', html) and "/ 2" in html
    assert not any('FROM "classroom_answer"' in q["sql"] and "COUNT" not in q["sql"] for q in queries)
    assert len(queries) == 2  # the session, whose row holds the validator; the two counts


def test_an_answer_commits_with_the_new_version_and_counts_the_trainer_after_the_commit():
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    version = LiveSession.objects.get().version

    with CaptureQueriesContext(connection) as queries:
        assert send(ana, session, 0, right=True, HTTP_HX_REQUEST="true").status_code == 200

    sql = [q["sql"] for q in queries]
    written = next(n for n, text in enumerate(sql) if text.startswith('INSERT INTO "classroom_answer"'))
    # The end of the answer's transaction: a COMMIT, or a RELEASE SAVEPOINT inside the test's transaction.
    committed = next(n for n in range(written, len(sql)) if sql[n].startswith(("COMMIT", "RELEASE")))
    assert any(text.startswith('UPDATE "classroom_livesession"') for text in sql[written:committed])
    assert not any("trainers_itemstat" in text for text in sql[written:committed])
    assert any("trainers_itemstat" in text for text in sql[committed:])
    assert Answer.objects.count() == 1 and LiveSession.objects.get().version == version + 1


def test_a_polled_fragment_works_out_no_links_to_the_other_language(monkeypatch):
    """Only the layout shows them, and a poll's address (its ``?v=``) changes at every version."""
    from naipes_site import context_processors

    worked_out = []
    monkeypatch.setattr(context_processors, "_alternates", lambda *args: worked_out.append(args) or ())
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    assert ana.get("/es/join/seat/poll/?v=old").status_code == 200
    assert Client().get(f"/es/classroom/live/{secret}/panel/?v=old").status_code == 200
    assert worked_out == []
    assert ana.get("/es/join/seat/").status_code == 200  # a whole page shows them
    assert worked_out
