"""The teacher's debrief goes over the class's answers: it says why an answer is wrong of the answer itself
("The 3 of copas: it is not of the suit led…", "5 cards each: …") and counts the students who gave it, never
"You wrote…" or «Elegiste…» as if the teacher had answered. A student's own feedback still says "you"."""

from __future__ import annotations

import re
from random import Random

import pytest
from django.test import Client

from classroom import live
from tests.classroom.live_steps import open_class, seat, send, step, text_of
from tests.classroom.test_live_debrief import class_of
from tests.trainers.test_drills import wrong_for
from trainers.drills import DRILLS
from trainers.drills.core import of_answer

pytestmark = pytest.mark.django_db

SAID_TO_WHOEVER_ANSWERED = {
    "en": re.compile(r"\bYou (wrote|chose|answered|put|ticked|left)\b"),
    "es": re.compile(r"\b(Escribiste|Elegiste|Respondiste|Pusiste|Marcaste|Dejaste)\b"),
}
LEVELS = [(slug, level) for slug, drill in DRILLS.items() for level in drill.LEVELS]


@pytest.mark.parametrize(("slug", "level"), LEVELS)
def test_why_a_class_answer_is_wrong_is_said_of_the_answer(slug, level):
    drill = DRILLS[slug]
    for seed in range(25):
        question = drill.generate(Random(seed), level)
        wrong = wrong_for(drill.scene(question).widget, drill.expected(question))
        answer = drill.parse_answer({"answer": wrong})
        why = live.why_missed(drill, question, answer)
        for lang, said_to_you in SAID_TO_WHOEVER_ANSWERED.items():
            assert why[lang] and not said_to_you.search(why[lang]), (slug, level, seed, why[lang])


def test_a_student_still_reads_why_his_own_answer_is_wrong_said_to_him():
    drill = DRILLS["tute-trick"]
    question = drill.generate(Random(3), 2)
    feedback = drill.check(question, drill.parse_answer({"answer": wrong_for(drill.scene(question).widget,
                                                                              drill.expected(question))}))
    assert feedback.why_wrong["en"].startswith("You chose") and feedback.why_wrong["es"].startswith("Elegiste")
    assert of_answer(feedback.why_wrong)["en"].startswith("The ")


@pytest.mark.parametrize(("lang", "by_students"), [("es", "por 2 alumnos"), ("en", "by 2 students")])
def test_the_debrief_counts_the_students_who_gave_the_wrong_answer(lang, by_students):
    session, secret = open_class(code=class_of("tute-trick", 1))
    phones = [seat(session, name, lang) for name in ("Ana", "Ben", "Cai")]
    step(secret, "start")
    for phone, right in zip(phones, (True, False, False), strict=True):
        send(phone, session, 0, right=right, lang=lang)
    step(secret, "reveal")
    step(secret, "next")
    page = text_of(Client().get(f"/{lang}/classroom/live/{secret}/"))
    debrief = page[page.index({"es": "Qué repasar", "en": "What to go over again"}[lang]):]
    assert by_students in debrief
    assert not SAID_TO_WHOEVER_ANSWERED[lang].search(debrief)
