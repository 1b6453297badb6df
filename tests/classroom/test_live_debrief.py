"""After the class: answers as people read them (CSV, seat, spread), the debrief by misconception, students
who may need help, and nickname care (a filter, suggestions, the teacher removing a seat)."""

import csv
import io
import re
from html import unescape as html_unescape

import pytest
from django.test import Client

import naipes.games
from classroom import codes, live, nickname_care, readable, sheets
from classroom.models import Answer, Student
from tests.classroom.live_steps import answer_fields, open_class, seat, send, step, text_of
from trainers.drills import DRILLS, NUMBERS, ORDER

pytestmark = pytest.mark.django_db


def class_of(slug: str, n: int = 3) -> codes.ClassCode:
    drill = DRILLS[slug]
    return codes.ClassCode(drill.GAME, (slug,), drill.LEVELS[-1], n, 4242)


# --- answers as people read them -----------------------------------------------------------------


@pytest.mark.parametrize("slug", sorted(DRILLS))
def test_every_stored_answer_reads_as_words_not_as_field_names(slug):
    code = class_of(slug, 1)
    session, _secret = open_class(code=code)
    entry = live.question(session, 0)
    fields = answer_fields(session, 0, right=False)
    given = live.widget_fields(entry, {k: v for k, v in fields.items() if k != "question"})
    for lang in ("es", "en"):
        text = readable.given_text(entry, given, lang)
        assert text and "pos-" not in text and "n-" not in text and "=" not in text
        if entry.scene.widget.kind == ORDER:
            assert text.startswith("1. ")


def test_the_csv_writes_cards_by_name():
    code = class_of("paulo-trick", 1)
    session, secret = open_class(code=code)
    ana = seat(session, "Ana")
    step(secret, "start")
    send(ana, session, 0, right=True)
    rows = list(csv.reader(io.StringIO(Client().get(f"/es/classroom/live/{secret}/report.csv")
                                       .content.decode("utf-8-sig"))))
    given = rows[1][5]
    assert " de " in given and not re.search(r"\b\d+[OCEB]\b", given)


def test_a_number_question_shows_the_values_the_class_gave():
    code = class_of("tute-count", 1)
    assert DRILLS["tute-count"].scene(live.question(open_class(code=code)[0], 0).question).widget.kind == NUMBERS
    session, secret = open_class(code=code)
    students = [seat(session, name) for name in ("Ana", "Ben", "Cai")]
    step(secret, "start")
    for client, right in zip(students, (True, False, False), strict=True):
        send(client, session, 0, right=right)
    spread = live.spread(session, 0)
    assert sum(bar.count for bar in spread.bars) == 3
    assert [bar.count for bar in spread.bars] == sorted((bar.count for bar in spread.bars), reverse=True)
    assert any(bar.right for bar in spread.bars)
    step(secret, "reveal")
    panel = text_of(Client().get(f"/en/classroom/live/{secret}/panel/"))
    assert readable.given_text(live.question(session, 0), Answer.objects.first().given, "en") in panel


def test_a_ladder_question_shows_only_the_rungs_chosen_and_the_right_one():
    session, secret = open_class(code=class_of("docena-hand", 1))
    ana = seat(session, "Ana")
    step(secret, "start")
    send(ana, session, 0, right=False)
    bars = live.spread(session, 0).bars
    assert len(live.question(session, 0).scene.widget.options) == 23
    assert 1 <= len(bars) <= 2 and all(bar.count or bar.right for bar in bars)


# --- the debrief ---------------------------------------------------------------------------------


def finished_class(lang: str = "en"):
    session, secret = open_class()
    plan = {"Ana": (True, True, True, True, True), "Ben": (False, True, False, True, True),
            "Cai": (False, False, False, True, True)}
    phones = {name: seat(session, name, lang) for name in plan}
    step(secret, "start")
    for index in range(5):
        for name, client in phones.items():
            send(client, session, index, right=plan[name][index], lang=lang)
        step(secret, "reveal")
        step(secret, "next")
    return session, secret


@pytest.mark.parametrize(("lang", "title", "help_", "share"), [
    ("es", "Qué repasar", "Alumnos que quizá necesiten ayuda", "Por debajo de este porcentaje de aciertos (%)"),
    ("en", "What to go over again", "Students who may need help", "Below this share of right answers (%)")])
def test_the_debrief_lists_the_most_missed_questions_first_with_the_wrong_answer_and_why(lang, title, help_, share):
    session, secret = finished_class(lang)
    misses = live.debrief(session, live.report(session))
    assert [m.entry.number for m in misses] == [1, 3, 2]
    assert [m.wrong for m in misses] == [2, 2, 1]
    assert all(m.why[lang] for m in misses)
    page = text_of(Client().get(f"/{lang}/classroom/live/{secret}/"))
    assert title in page and help_ in page and share in page
    assert misses[0].common[lang] in page and misses[0].why[lang] in page
    html = Client().get(f"/{lang}/classroom/live/{secret}/").content.decode()
    assert misses[0].entry.rule_url(lang) in html
    assert f"/{lang}/judges/tute/trick/?" in html  # question 1 asks who takes a trick: its judge, with it


def test_students_who_may_need_help_are_those_below_the_share_the_teacher_sets():
    session, secret = finished_class()
    report = live.report(session)
    assert [r.student.nickname for r in live.need_help(report, 50)] == ["Cai"]
    assert [r.student.nickname for r in live.need_help(report, 80)] == ["Ben", "Cai"]
    page = Client().get(f"/en/classroom/live/{secret}/?share=80").content.decode()
    assert 'value="80"' in page
    for bad in ("abc", "1000", "-5"):
        assert Client().get(f"/en/classroom/live/{secret}/?share={bad}").status_code == 200


# --- nicknames -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Gilipollas", "g1l1p0llas", "puta", "Mr Shit", "F u c k", "idiota"])
def test_the_nickname_filter_refuses_insults_in_either_language(name):
    session, _secret = open_class()
    for lang, words in (("es", "no es para una clase"), ("en", "not one for a class")):
        response = Client().post(f"/{lang}/join/", {"code": session.join_code, "nickname": name})
        assert response.status_code == 400 and words in text_of(response)
    assert Student.objects.count() == 0


@pytest.mark.parametrize("name", ["Maricarmen", "Dickens", "Putnam", "Ana", "Scunthorpe", "Cocktail"])
def test_the_nickname_filter_lets_real_names_through(name):
    assert not nickname_care.is_blocked(name)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_suggested_nickname_fills_the_form_and_passes_the_filter(lang):
    session, _secret = open_class()
    page = Client().get(f"/{lang}/join/", {"code": session.join_code, "nickname": "", "language": lang,
                                          "suggest": "1"}).content.decode()
    name = re.search(r'id="id_nickname" name="nickname" value="([^"]+)"', page).group(1)
    assert session.join_code in page
    assert live.clean_nickname(name) == name
    seat(session, name, lang)


def test_the_teacher_removes_a_seat_and_its_answers():
    session, secret = open_class()
    rude, kind = seat(session, "Pepe"), seat(session, "Lola")
    step(secret, "start")
    send(rude, session, 0, right=True)
    pepe = Student.objects.get(nickname="Pepe")
    assert f'name="student" value="{pepe.pk}"' in Client().get(f"/en/classroom/live/{secret}/").content.decode()
    Client().post(f"/en/classroom/live/{secret}/step/", {"action": "remove", "student": str(pepe.pk)})
    assert list(Student.objects.values_list("nickname", flat=True)) == ["Lola"]
    assert Answer.objects.count() == 0
    assert rude.get("/en/join/seat/").status_code == 403
    assert kind.get("/en/join/seat/").status_code == 200
    for bad in ("", "x", "99999", str(Student.objects.get().pk + 1000)):
        Client().post(f"/en/classroom/live/{secret}/step/", {"action": "remove", "student": bad})
    assert Student.objects.count() == 1


# --- from class to review ------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "added"), [("es", "Se añadieron 2 preguntas a tu repaso"),
                                             ("en", "2 questions were added to your review")])
def test_with_consent_the_missed_questions_join_this_browsers_review_queue(lang, added):
    from trainers.models import ReviewCard

    session, secret = open_class()
    ben = seat(session, "Ben", lang)
    step(secret, "start")
    for index in range(5):
        if index != 4:  # question 5 is left unanswered: missed too
            send(ben, session, index, right=index != 1, lang=lang)
        step(secret, "reveal")
        step(secret, "next")
    assert ben.post(f"/{lang}/join/seat/review/", {}).status_code == 400
    assert ReviewCard.objects.count() == 0
    response = ben.post(f"/{lang}/join/seat/review/", {"consent": "yes"})
    assert response.status_code == 200 and added in text_of(response)
    code = live.class_code(session)
    cards = {(c.drill, c.seed, c.level) for c in ReviewCard.objects.all()}
    assert cards == {(live.question(session, i).drill.SLUG, sheets.question_seed(code, i + 1), code.level)
                     for i in (1, 4)}
    assert "Ben" not in str(list(ReviewCard.objects.values()))
    # The trainers' review of this browser now asks them.
    assert ben.get(f"/{lang}/trainers/review/", follow=True).status_code == 200


def test_the_review_offer_waits_for_the_end_of_the_class():
    session, secret = open_class()
    ana = seat(session, "Ana")
    step(secret, "start")
    assert ana.post("/en/join/seat/review/", {"consent": "yes"}).status_code == 409
    assert Client().post("/en/join/seat/review/", {"consent": "yes"}).status_code == 403


@pytest.mark.parametrize("slug", ["paulo-trick", "tute-trick"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_missed_trick_links_to_the_judge_with_its_position_and_the_same_winner(client, slug, lang):
    from trainers.judge_links import link_for as judge_url
    from wording.cards import the_card

    code = class_of(slug, 4)
    session, _secret = open_class(code=code)
    for index in range(code.n):
        entry = live.question(session, index)
        url = judge_url(entry, lang)
        page = text_of(client.get(url))
        winner = next(c for c in entry.question.trick if c.code == entry.drill.expected(entry.question))
        assert client.get(url).status_code == 200
        assert the_card(winner, lang).capitalize() in html_unescape(page), (url, page[:3000])


def linked_drills() -> list[str]:
    """The drills whose questions a judge answers: every game's ``JUDGE_LINKS`` (``judges/games/<slug>.py``)."""
    return [slug for module in naipes.games.modules("judges.games").values() for slug in getattr(module, "JUDGE_LINKS", {})]


@pytest.mark.parametrize("slug", linked_drills())
def test_every_judge_link_opens_a_verdict_on_the_same_position(client, slug):
    from trainers.judge_links import link_for as judge_url

    code = class_of(slug, 6)
    session, _secret = open_class(code=code)
    for index in range(code.n):
        response = client.get(judge_url(live.question(session, index), "en"))
        page = response.content.decode()
        assert response.status_code == 200 and 'id="verdict"' in page, judge_url(live.question(session, index), "en")


def test_the_debrief_asks_the_judges_link_through_the_trainers_registry(monkeypatch):
    """The classroom names no judge's address: a missed question's link is what the apps registered for the hook
    ``judge_links`` answer (the judges' module, ``judges/judge_links.py``), and "" when none takes it."""
    from trainers import judge_links

    entry = sheets.entry(class_of("paulo-trick"), 1)
    miss = live.Miss(entry, wrong=1, answered=2, common={}, common_count=1, why={})
    assert any(link.__module__ == "judges.judge_links" for link in judge_links.JUDGE_LINKS)
    assert miss.judge["en"].startswith("/en/judges/paulo/trick/?players=")

    asked = []

    def offered(position, lang):
        asked.append((position, lang))
        return f"/{lang}/elsewhere/{position.number}/"

    monkeypatch.setattr(judge_links.JUDGE_LINKS, "_entries", [offered])
    assert miss.judge == {"es": "/es/elsewhere/1/", "en": "/en/elsewhere/1/"}
    assert asked == [(entry, "es"), (entry, "en")]
    monkeypatch.setattr(judge_links.JUDGE_LINKS, "_entries", [])
    assert miss.judge == {"es": "", "en": ""}


@pytest.mark.django_db
def test_a_missed_tute_question_after_the_stock_without_muestra_links_to_its_judge(client):
    """A table without muestra deals none: the question holds no forty either, and the judge takes it as a
    position without trumps (it used to fail the debrief on the missing forty)."""
    code = codes.ClassCode("tute", ("tute-legal",), DRILLS["tute-legal"].LEVELS[-1], 4, 4242,
                           tables=(("tute", "sin-muestra"),))
    for entry in sheets.entries(code):
        assert entry.question.muestra is None
        url = live.Miss(entry, wrong=1, answered=1, common={}, common_count=1, why={}).judge["en"]
        assert url.startswith("/en/judges/tute/play/?") and "forty=" not in url and "stock_empty=1" in url
        response = client.get(url)
        assert response.status_code == 200 and 'id="verdict"' in response.content.decode(), url
